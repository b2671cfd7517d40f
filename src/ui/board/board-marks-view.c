/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board widget's tooltips for special squares: hovering an empty flag,
 * promotion, zone or long-push square says what it is (pieces have their
 * own tooltips, so a square with a piece is left to those).
 */
#include "config.h"

#include "board-marks.h"
#include "board-view-private.h"

static gboolean
query_tooltip (
  GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (widget);
  const CePosition *pos = chimera_board_scene_get_position (self->scene);
  if (!pos || _chimera_board_view_aiming (self))
    return FALSE;
  int sq;
  if (keyboard)
    sq = chimera_board_scene_get_cursor (self->scene);
  else
    {
      _chimera_board_view_update_transform (self);
      sq = chimera_board_transform_hit (&self->tf, x, y, pos->v->on_board);
    }
  if (sq < 0 || pos->board[sq])
    return FALSE;
  g_autofree char *text = chimera_board_marks_square_tooltip (self->scene, sq);
  if (!text)
    return FALSE;
  gtk_tooltip_set_custom (tooltip, _chimera_board_view_tip (self, text, FALSE));
  /* A new tooltip for each square the pointer crosses. */
  double bx, by, bw, bh;
  chimera_board_transform_square_bounds (&self->tf, sq, &bx, &by, &bw, &bh);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle){ (int) bx, (int) by, (int) bw, (int) bh });
  return TRUE;
}

void
_chimera_board_view_add_square_tooltips (ChimeraBoardView *view)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (view), TRUE);
  g_signal_connect (view, "query-tooltip", G_CALLBACK (query_tooltip), NULL);
}

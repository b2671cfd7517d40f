/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's chooser popover: the promotion pieces, or ZigZag's castle
 * against the king step, as buttons that settle the scene's choices.
 */
#include "config.h"

#include "board-chooser.h"

#include <glib/gi18n.h>

#include "variant-words.h"

#define CHOICE_SIZE 52

static char *
piece_title (const CePosition *pos, int type)
{
  /* Zelig powers follow the square; the chooser offers the plain zelig. */
  return g_strdup (chimera_piece_type_title (pos->v, ce_variant_base (pos->v, type)));
}

static void
draw_choice (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ChimeraBoardChooser *c = data;
  const CePosition *pos = chimera_board_scene_get_position (c->scene);
  if (!pos)
    return;
  guint pieces = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "pieces"));
  int n = pieces >> 8 ? 2 : 1, size = MIN (width / n, height);
  int scale = gtk_widget_get_scale_factor (c->board);
  for (int i = 0; i < n; i++)
    {
      CePiece p = (pieces >> (8 * i)) & 0xff;
      chimera_board_paint_piece (cr, c->art, pos->v, p, width / 2.0 + (i - (n - 1) / 2.0) * size,
                                 height / 2.0, size, scale, 1);
    }
}

static void
choice_clicked (GtkButton *button, ChimeraBoardChooser *c)
{
  chimera_board_scene_choose (
    c->scene, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice-index")));
}

static void
popover_closed (GtkPopover *popover, ChimeraBoardChooser *c)
{
  /* Closed without a choice (Escape, a click elsewhere): nothing moves. */
  chimera_board_scene_close_choices (c->scene, TRUE);
}

void
chimera_board_chooser_init (ChimeraBoardChooser *c,
                            GtkWidget *board,
                            ChimeraBoardScene *scene,
                            ChimeraBoardArt *art)
{
  c->board = board;
  c->scene = scene;
  c->art = art;
  c->popover = gtk_popover_new ();
  gtk_widget_set_parent (c->popover, board);
  g_signal_connect (c->popover, "closed", G_CALLBACK (popover_closed), c);
}

void
chimera_board_chooser_dispose (ChimeraBoardChooser *c)
{
  g_clear_pointer (&c->popover, gtk_widget_unparent);
}

static CePiece
find_rook (const CePosition *pos, CeMove castle)
{
  /* The castling partner: the first own piece beyond the king on the side
   * it moves towards. */
  int from = ce_move_from (castle), to = ce_move_to (castle);
  int dir = CE_FILE (to) > CE_FILE (from) ? 1 : -1;
  for (int f = CE_FILE (from) + dir; f >= 0 && f < pos->v->files; f += dir)
    {
      CePiece p = pos->board[CE_SQ (f, CE_RANK (from))];
      if (p)
        return p;
    }
  return 0;
}

void
chimera_board_chooser_open (ChimeraBoardChooser *c, const ChimeraBoardTransform *tf)
{
  const CePosition *pos = chimera_board_scene_get_position (c->scene);
  guint n = chimera_board_scene_get_choice_count (c->scene);
  int to = chimera_board_scene_get_choice_square (c->scene);
  if (!pos || !n || !c->popover)
    return;

  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint i = 0; i < n; i++)
    {
      CeMove m = chimera_board_scene_get_choice (c->scene, i);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *area = gtk_drawing_area_new ();
      guint pieces;
      g_autofree char *title = NULL;
      int side = pos->side;
      if (ce_move_kind (m) == CE_MOVE_CASTLE || (n == 2 && !ce_move_type (m)))
        {
          /* ZigZag's one-square castle against the plain king step. */
          CePiece king = pos->board[ce_move_from (m)];
          gboolean castle = ce_move_kind (m) == CE_MOVE_CASTLE;
          pieces = king | (castle ? (guint) find_rook (pos, m) << 8 : 0);
          title = g_strdup (castle ? _ ("Castle") : _ ("King step"));
          GtkWidget *vbox = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area),
                                              CHOICE_SIZE * (pieces >> 8 ? 2 : 1));
          gtk_box_append (GTK_BOX (vbox), area);
          gtk_box_append (GTK_BOX (vbox), gtk_label_new (title));
          gtk_button_set_child (GTK_BUTTON (button), vbox);
        }
      else
        {
          int type = ce_move_type (m);
          pieces = CE_PIECE (side, type);
          title = piece_title (pos, type);
          gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), CHOICE_SIZE);
          /* The name under the piece: a ZigZag Rook and a rook differ by
           * more than their drawings. */
          GtkWidget *vbox = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          GtkWidget *label = gtk_label_new (title);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
          gtk_label_set_max_width_chars (GTK_LABEL (label), 8);
          gtk_widget_add_css_class (label, "caption");
          gtk_box_append (GTK_BOX (vbox), area);
          gtk_box_append (GTK_BOX (vbox), label);
          gtk_button_set_child (GTK_BUTTON (button), vbox);
          const char *moves = chimera_piece_type_moves (pos->v, ce_variant_base (pos->v, type));
          g_autofree char *tip = g_markup_printf_escaped ("<b>%s</b>\n%s", title, moves);
          gtk_widget_set_tooltip_markup (button, tip);
          gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, moves, -1);
        }
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), CHOICE_SIZE);
      g_object_set_data (G_OBJECT (area), "pieces", GUINT_TO_POINTER (pieces));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_choice, c, NULL);
      gtk_widget_add_css_class (button, "flat");
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                      -1);
      g_object_set_data (G_OBJECT (button), "choice-index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked), c);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (c->popover), box);

  double x, y, w, h;
  chimera_board_transform_square_bounds (tf, to, &x, &y, &w, &h);
  gtk_popover_set_pointing_to (GTK_POPOVER (c->popover),
                               &(GdkRectangle){ (int) x, (int) y, (int) w, (int) h });
  /* Open away from the nearer edge so the popover covers the board, not
   * nothing. */
  gtk_popover_set_position (GTK_POPOVER (c->popover),
                            y + h / 2 < gtk_widget_get_height (c->board) / 2.0 ? GTK_POS_BOTTOM
                                                                               : GTK_POS_TOP);
  gtk_popover_popup (GTK_POPOVER (c->popover));
}

void
chimera_board_chooser_close (ChimeraBoardChooser *c)
{
  if (c->popover && gtk_widget_get_visible (c->popover))
    gtk_popover_popdown (GTK_POPOVER (c->popover));
}

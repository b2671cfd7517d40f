/* SPDX-License-Identifier: GPL-3.0-or-later
 * The legend of the board's marks: one row per mark the variant shows,
 * a sample drawn by the painter's own code (board-marks.c) beside its
 * meaning, so the legend cannot drift from the board.
 */
#include "config.h"

#include "rules-legend.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "board-marks.h"
#include "board-painter.h"
#include "movepath.h"

#define SAMPLE      32
#define LEGEND_NAME "marks-legend"

static void
draw_sample (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ChimeraBoardPalette pal;
  chimera_board_palette_init (&pal, CHIMERA_BOARD_THEME_BROWN,
                              adw_style_manager_get_dark (adw_style_manager_get_default ()));
  double s = MIN (width, height);
  chimera_board_marks_paint_sample (cr, &pal, (ChimeraMarkSample) GPOINTER_TO_INT (data),
                                    (width - s) / 2, (height - s) / 2, s);
}

static void
add_row (GtkWidget *legend, ChimeraMarkSample sample, const char *text)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SAMPLE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SAMPLE);
  gtk_widget_set_valign (area, GTK_ALIGN_START);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_sample, GINT_TO_POINTER (sample),
                                  NULL);
  /* The picture only repeats the words: screen readers read the label. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), area, G_CONNECT_SWAPPED);
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (row), area);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (legend), row);
}

/* Which special squares the variant has anywhere. */
static guint
variant_kinds (const CeVariant *v, int *max_push)
{
  guint kinds = 0;
  *max_push = 0;
  for (int k = 0; k < v->nsquares; k++)
    kinds |= chimera_board_marks_square_kinds (v, v->squares[k]);
  for (int t = 1; t <= v->def->ntypes; t++)
    if (v->def->types[t].flags & CE_PF_PAWN)
      for (int k = 0; k < v->nsquares; k++)
        *max_push = MAX (*max_push, ce_variant_push_length (v, t, CE_WHITE, v->squares[k]));
  return kinds;
}

GtkWidget *
chimera_rules_legend_new (const CeVariant *v)
{
  GtkWidget *legend = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_name (legend, LEGEND_NAME);
  gtk_widget_set_margin_top (legend, 12);
  GtkWidget *heading = gtk_label_new (_ ("Marks on the Board"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (legend), heading);

  int max_push;
  guint kinds = variant_kinds (v, &max_push);
  if (kinds & (CHIMERA_SQUARE_FLAG_WHITE | CHIMERA_SQUARE_FLAG_BLACK))
    add_row (legend, CHIMERA_MARK_SAMPLE_FLAG,
             _ ("Flag square, with a chequered edge: a pawn of the flag's colour that reaches it "
                "wins"));
  if (kinds & (CHIMERA_SQUARE_PROMO_WHITE | CHIMERA_SQUARE_PROMO_BLACK))
    add_row (legend, CHIMERA_MARK_SAMPLE_PROMOTION,
             _ ("Promotion square: the letters are the pieces a pawn may become there (light for "
                "White, dark for Black)"));
  if (kinds & CHIMERA_SQUARE_ZONE)
    {
      add_row (legend, CHIMERA_MARK_SAMPLE_ZONE, _ ("The zone"));
      add_row (legend, CHIMERA_MARK_SAMPLE_ENTRY,
               _ ("A zone square the selected piece reaches only by an entry move"));
    }
  add_row (legend, CHIMERA_MARK_SAMPLE_TARGET, _ ("A square the selected piece can move to"));
  add_row (legend, CHIMERA_MARK_SAMPLE_CAPTURE, _ ("A piece the selected piece can capture"));
  if (max_push >= 3)
    add_row (legend, CHIMERA_MARK_SAMPLE_PUSH,
             _ ("A selected pawn shows every square its push reaches; point at an empty square "
                "to read how far pawns may advance from it"));
  if (v->has_bents)
    add_row (legend, CHIMERA_MARK_SAMPLE_BENT_ARROW,
             _ ("A suggested move of a ZigZag piece follows the path it takes"));
  else
    add_row (legend, CHIMERA_MARK_SAMPLE_ARROW, _ ("A suggested move"));
  add_row (legend, CHIMERA_MARK_SAMPLE_THREATENED,
           _ ("Threats shown (Ctrl+T): a square the opponent attacks"));
  add_row (legend, CHIMERA_MARK_SAMPLE_HANGING,
           _ ("Threats shown: a piece of yours that can be won"));
  return legend;
}

void
chimera_rules_legend_attach (GtkWidget *box, const CeVariant *v)
{
  g_return_if_fail (GTK_IS_BOX (box));
  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    if (g_strcmp0 (gtk_widget_get_name (c), LEGEND_NAME) == 0)
      {
        gtk_box_remove (GTK_BOX (box), c);
        break;
      }
  gtk_box_append (GTK_BOX (box), chimera_rules_legend_new (v));
}

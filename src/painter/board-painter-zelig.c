/* SPDX-License-Identifier: GPL-3.0-or-later
 * The zeligs' powers drawn on the board: what a selected zelig would become
 * on each target, and what a zelig the last move changed has become.
 */
#include "config.h"

#include "board-painter-zelig.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "board-paint.h"
#include "variant-words.h"
#include "position.h"

int
chimera_zelig_target_powers (const CePosition *pos,
                             const CeMoveList *legal,
                             int from,
                             guint8 out[CE_NSQ])
{
  memset (out, 0, CE_NSQ);
  if (!pos || !legal || from < 0 || from >= CE_NSQ || !pos->board[from]
      || !ce_variant_is_power_piece (pos->v, CE_TYPE (pos->board[from])))
    return 0;
  int n = 0;
  for (int i = 0; i < legal->count; i++)
    {
      CeMove m = legal->moves[i];
      if (ce_move_kind (m) == CE_MOVE_DROP || ce_move_from (m) != from)
        continue;
      /* The powers follow from the whole position after the move: make it
       * on a copy and read what stands on the target. */
      CePosition after = *pos;
      CeUndo u;
      ce_make (&after, m, &u);
      int to = ce_move_to (m);
      CePiece p = after.board[to];
      if (p && ce_variant_is_power_piece (after.v, CE_TYPE (p)) && !out[to])
        {
          out[to] = (guint8) CE_TYPE (p);
          n++;
        }
    }
  return n;
}

char *
chimera_zelig_power_letter (const CeVariant *v, int type)
{
  const char *letter = chimera_piece_type_power_letter (v, type);
  return g_strdup (letter ? letter : "?");
}

/* A round badge with the power's letter, centred on (x, y). */
static void
draw_badge (const ChimeraBoardPaint *p,
            cairo_t *cr,
            double x,
            double y,
            double r,
            int type,
            const ChimeraRgba *fill,
            const ChimeraRgba *rim,
            const ChimeraRgba *ink)
{
  double edge = fmax (1.5, r * 0.18);
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_color (cr, fill);
  cairo_fill_preserve (cr);
  set_color (cr, rim);
  cairo_set_line_width (cr, edge);
  cairo_stroke (cr);

  g_autofree char *letter = chimera_zelig_power_letter (p->pos->v, type);
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, r * 1.25 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, letter, -1);
  PangoRectangle ink_rect;
  pango_layout_get_pixel_extents (layout, &ink_rect, NULL);
  cairo_move_to (cr, x - ink_rect.x - ink_rect.width / 2.0, y - ink_rect.y - ink_rect.height / 2.0);
  set_color (cr, ink);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* The badge's place: the upper left corner of the square as seen, clear
 * of the target dot, the capture ring's middle and the rise/fall badge in
 * the upper right. */
static void
badge_place (const ChimeraBoardPaint *p, int sq, double r, double *x, double *y)
{
  double cx, cy, s = p->tf->square;
  chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
  *x = cx - s * 0.5 + r + s * 0.04;
  *y = cy - s * 0.5 + r + s * 0.04;
}

void
chimera_board_paint_zelig (const ChimeraBoardPaint *p, cairo_t *cr)
{
  const CeVariant *v = p->pos->v;
  double s = p->tf->square;
  ChimeraRgba ink = p->pal.power_edge;
  ink.alpha = 1;

  int from = chimera_board_scene_get_selected (p->scene);
  guint8 powers[CE_NSQ];
  if (p->show_legal_moves && from >= 0
      && chimera_zelig_target_powers (p->pos, chimera_board_scene_get_legal (p->scene), from,
                                      powers))
    {
      /* A pale face and dark letter read on every square colour; the rim
       * in the targets' colour ties the badge to its target. */
      static const ChimeraRgba face = { 1, 1, 1, 0.94 }, dark = { 0.1, 0.1, 0.1, 1 };
      ChimeraRgba rim = p->pal.target;
      rim.alpha = 1;
      double r = fmax (7, s * 0.15);
      for (int k = 0; k < v->nsquares; k++)
        {
          int sq = v->squares[k];
          if (!powers[sq] || !chimera_board_scene_is_target (p->scene, sq))
            continue;
          double x, y;
          badge_place (p, sq, r, &x, &y);
          draw_badge (p, cr, x, y, r, powers[sq], &face, &rim, &dark);
        }
    }

  if (!chimera_board_scene_get_power_change_count (p->scene))
    return;
  /* A changed zelig's new power, larger while the marks pulse. */
  double bump = sin (G_PI * p->pulse_t);
  double r = fmax (9, s * 0.2) * (1 + 0.6 * bump);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if (!chimera_board_scene_get_power_change (p->scene, sq) || !p->pos->board[sq])
        continue;
      double x, y;
      badge_place (p, sq, fmax (9, s * 0.2), &x, &y);
      draw_badge (p, cr, x, y, r, CE_TYPE (p->pos->board[sq]), &p->pal.power, &ink, &ink);
    }
}

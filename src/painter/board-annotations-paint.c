/* SPDX-License-Identifier: GPL-3.0-or-later
 * The drawn arrows and circles on the board, over the pieces (see
 * board-annotations-paint.h).
 */
#include "config.h"

#include "board-annotations-paint.h"

#include <math.h>

#include "board-paint.h"

/* The colours, the same on every theme and style: deep enough to stand
 * out on the pale squares, bright enough on the dark ones once the layer
 * is made see-through.  The yellow leans to orange, to stand apart from
 * the yellow-green of the last move. */
static const ChimeraRgba colors[CHIMERA_ANNOTATION_N_COLORS] = {
  { 0.08, 0.47, 0.11, 1 },
  { 0.60, 0.11, 0.11, 1 },
  { 0.00, 0.22, 0.60, 1 },
  { 0.94, 0.52, 0.00, 1 },
};

/* How opaque the layer is, and the shape being drawn within it. */
#define LAYER_ALPHA 0.72
#define DRAFT_ALPHA 0.6

static void
paint_circle (const ChimeraBoardPaint *p, cairo_t *cr, int sq)
{
  double cx, cy, s = p->tf->square, lw = fmax (2, s * 0.07);
  chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, s * 0.5 - lw / 2 - s * 0.02, 0, 2 * G_PI);
  cairo_set_line_width (cr, lw);
  cairo_stroke (cr);
}

static void
paint_arrow (const ChimeraBoardPaint *p, cairo_t *cr, int from, int to)
{
  double x0, y0, x1, y1, s = p->tf->square;
  chimera_board_transform_square_center (p->tf, from, &x0, &y0);
  chimera_board_transform_square_center (p->tf, to, &x1, &y1);
  double dx = x1 - x0, dy = y1 - y0, len = hypot (dx, dy);
  if (len < 1)
    return;
  double ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  double w = s * 0.08, head = s * 0.4, hw = s * 0.22;
  /* From the centre of the first square; the tip short of the target's
   * centre, so that two arrows meeting on a square do not run into one
   * another. */
  double tip = len - s * 0.16, bx = x0 + ux * (tip - head), by = y0 + uy * (tip - head);
  cairo_new_path (cr);
  cairo_move_to (cr, x0 + nx * w, y0 + ny * w);
  cairo_line_to (cr, bx + nx * w, by + ny * w);
  cairo_line_to (cr, bx + nx * hw, by + ny * hw);
  cairo_line_to (cr, x0 + ux * tip, y0 + uy * tip);
  cairo_line_to (cr, bx - nx * hw, by - ny * hw);
  cairo_line_to (cr, bx - nx * w, by - ny * w);
  cairo_line_to (cr, x0 - nx * w, y0 - ny * w);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
paint_shape (const ChimeraBoardPaint *p, cairo_t *cr, int from, int to, int color)
{
  set_color (cr, &colors[color]);
  if (from == to)
    paint_circle (p, cr, from);
  else
    paint_arrow (p, cr, from, to);
}

void
chimera_board_annotations_paint (const ChimeraBoardPaint *p, cairo_t *cr)
{
  const ChimeraAnnotations *a = chimera_board_scene_get_annotations (p->scene);
  int from, to;
  ChimeraAnnotationColor color;
  gboolean draft = chimera_board_scene_get_annotation_draft (p->scene, &from, &to, &color);
  if (!a->n && !draft)
    return;
  /* One layer made see-through as a whole: where shapes overlap, or an
   * arrow's head meets its shaft, the colour does not grow darker. */
  cairo_save (cr);
  cairo_push_group (cr);
  for (guint i = 0; i < a->n; i++)
    {
      const ChimeraAnnotationShape *sh = &a->shapes[i];
      if (chimera_board_scene_is_square (p->scene, sh->from)
          && chimera_board_scene_is_square (p->scene, sh->to))
        paint_shape (p, cr, sh->from, sh->to, sh->color);
    }
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, LAYER_ALPHA);
  if (draft)
    {
      cairo_push_group (cr);
      paint_shape (p, cr, from, to, color);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, DRAFT_ALPHA);
    }
  cairo_restore (cr);
}

int
chimera_board_annotations_squares (const ChimeraBoardPaint *p, int *sqs)
{
  const ChimeraAnnotations *a = chimera_board_scene_get_annotations (p->scene);
  gboolean seen[CE_NSQ] = { FALSE };
  int n = 0, from, to;
  ChimeraAnnotationColor color;
#define ADD(sq)                           \
  G_STMT_START                            \
  {                                       \
    if (!seen[(sq)])                      \
      seen[(sq)] = TRUE, sqs[n++] = (sq); \
  }                                       \
  G_STMT_END
  for (guint i = 0; i < a->n; i++)
    {
      ADD (a->shapes[i].from);
      ADD (a->shapes[i].to);
    }
  if (chimera_board_scene_get_annotation_draft (p->scene, &from, &to, &color))
    {
      ADD (from);
      ADD (to);
    }
#undef ADD
  return n;
}

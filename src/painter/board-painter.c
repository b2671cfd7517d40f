/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board painter's marks and pieces: the artwork, every highlight and
 * mark drawn from a scene through the transform with cairo alone, and
 * where each piece image goes (the colours and the bare board are in
 * board-painter-board.c).
 */
#include "board-paint.h"
#include "board-painter.h"
#include "board-painter-zelig.h"

#include <math.h>

#include "board-analysis-arrows.h"
#include "board-annotations-paint.h"
#include "board-marks.h"
#include "piece-images.h"

/* ---- Artwork ---- */

void
chimera_board_art_clear (ChimeraBoardArt *art)
{
  for (int i = 0; i < CE_NCODES; i++)
    {
      g_clear_pointer (&art->paths[i], g_free);
      g_clear_pointer (&art->insignia[i], g_free);
    }
  art->paths_for = NULL;
}

gboolean
chimera_board_art_layers (ChimeraBoardArt *art,
                          const CeVariant *v,
                          CePiece piece,
                          const char *layers[2])
{
  layers[0] = layers[1] = NULL;
  if (!piece || CE_TYPE (piece) > v->def->ntypes)
    return FALSE;
  if (art->paths_for != v)
    {
      chimera_board_art_clear (art);
      art->paths_for = v;
    }
  if (!art->paths[piece])
    art->paths[piece] = chimera_piece_image_path (v, piece, &art->insignia[piece]);
  layers[0] = art->paths[piece];
  layers[1] = art->insignia[piece];
  return TRUE;
}

void
chimera_board_paint_piece (cairo_t *cr,
                           ChimeraBoardArt *art,
                           const CeVariant *v,
                           CePiece piece,
                           double cx,
                           double cy,
                           int size,
                           int scale_factor,
                           double alpha)
{
  const char *layers[2];
  if (size < 1 || !chimera_board_art_layers (art, v, piece, layers))
    return;
  /* Whole-pixel positions keep the prerendered images sharp. */
  double x = round (cx - size / 2.0), y = round (cy - size / 2.0);
  for (int i = 0; i < 2 && layers[i]; i++)
    {
      cairo_surface_t *s = chimera_piece_cache_lookup (art->cache, layers[i], size, scale_factor);
      if (!s)
        continue;
      cairo_set_source_surface (cr, s, x, y);
      if (alpha >= 1)
        cairo_paint (cr);
      else
        cairo_paint_with_alpha (cr, alpha);
    }
}

int
chimera_board_piece_size (const ChimeraBoardTransform *tf, double piece_scale)
{
  /* A turned square is wider than it is long: upright pieces may use a
   * little more of it. */
  double f = tf->geometry == CHIMERA_GEOMETRY_DIAGONAL ? 1.12 : 1.0;
  return (int) floor (tf->square * f * piece_scale);
}

/* ---- Drawing ---- */

static void
fill_square (const ChimeraBoardPaint *p, cairo_t *cr, int sq, const ChimeraRgba *color)
{
  cairo_new_path (cr);
  square_path (p, cr, CE_FILE (sq), CE_RANK (sq), 0);
  set_color (cr, color);
  cairo_fill (cr);
}

static void
draw_check (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal, int sq)
{
  double cx, cy, s = p->tf->square;
  chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
  cairo_save (cr);
  cairo_new_path (cr);
  square_path (p, cr, CE_FILE (sq), CE_RANK (sq), 0);
  cairo_clip (cr);
  cairo_pattern_t *g = cairo_pattern_create_radial (cx, cy, 0, cx, cy, s * 0.72);
  const ChimeraRgba *c = &pal->check;
  cairo_pattern_add_color_stop_rgba (g, 0, c->red, c->green, c->blue, 1);
  cairo_pattern_add_color_stop_rgba (g, 0.3, c->red, c->green, c->blue, 0.9);
  cairo_pattern_add_color_stop_rgba (g, 1, c->red, c->green, c->blue, 0);
  cairo_set_source (cr, g);
  cairo_paint (cr);
  cairo_pattern_destroy (g);
  cairo_restore (cr);
}

static void
draw_highlights (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal)
{
  CeMove last = chimera_board_scene_get_last_move (p->scene);
  int selected = chimera_board_scene_get_selected (p->scene);
  int check = chimera_board_scene_get_check_square (p->scene);
  if (last != CE_MOVE_NONE)
    {
      int from = ce_move_from (last), to = ce_move_to (last);
      if (chimera_board_scene_is_square (p->scene, from) && from != to)
        fill_square (p, cr, from, &pal->last);
      if (chimera_board_scene_is_square (p->scene, to))
        fill_square (p, cr, to, &pal->last);
    }
  if (selected >= 0)
    fill_square (p, cr, selected, &pal->selected);
  if (check >= 0 && chimera_board_scene_is_square (p->scene, check))
    draw_check (p, cr, pal, check);

  /* While dragging, the square the piece would land on (a legal-move
   * hint like the target marks, so it goes with them). */
  if (p->dragging && p->show_legal_moves)
    {
      int sq = chimera_board_transform_hit (p->tf, p->drag_x, p->drag_y, p->pos->v->on_board);
      if (sq >= 0 && chimera_board_scene_is_target (p->scene, sq))
        {
          ChimeraRgba c = pal->selected;
          c.alpha *= 0.6;
          fill_square (p, cr, sq, &c);
        }
    }
}

/* An ellipse round the base of the checker in the zelig artwork (a disc
 * 80 x 28 units of 100 whose rim is 66 to 77 units down), with room to show
 * around it, for a piece centred on (cx, cy). */
static void
checker_base_transform (const ChimeraBoardPaint *p, cairo_t *cr, double cx, double cy, double grow)
{
  int size = p->piece_size;
  /* Placed as draw_piece places the artwork. */
  cairo_translate (cr, round (cx - size / 2.0) + size / 2.0,
                   round (cy - size / 2.0) + size * 0.715);
  cairo_scale (cr, size * 0.475 * grow, size * 0.225 * grow);
}

static void
checker_base_path (const ChimeraBoardPaint *p, cairo_t *cr, double cx, double cy, double grow)
{
  cairo_new_path (cr);
  cairo_save (cr);
  checker_base_transform (p, cr, cx, cy, grow);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* The mark of a zelig whose power the last move changed, under the piece: a
 * pool of golden light with a ring round the checker's base.  It is drawn
 * on the floor, not over the square, so it reads apart from the last-move
 * highlight and the capture ring.  The pulse brightens it and sends a ring
 * outward once, then it stays as it is. */
static void
draw_power_rings (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal)
{
  if (!chimera_board_scene_get_power_change_count (p->scene))
    return;
  const CeVariant *v = p->pos->v;
  double s = p->tf->square, t = p->pulse_t, bump = sin (G_PI * t);
  double lw = fmax (2, s * 0.05), edge = fmax (1, s * 0.015);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if (!chimera_board_scene_get_power_change (p->scene, sq))
        continue;
      double cx, cy;
      chimera_board_transform_square_center (p->tf, sq, &cx, &cy);

      /* A glow behind the whole piece, kept inside its square. */
      cairo_save (cr);
      cairo_new_path (cr);
      square_path (p, cr, CE_FILE (sq), CE_RANK (sq), 0);
      cairo_clip (cr);
      const ChimeraRgba *g = &pal->power_glow;
      double a = g->alpha * (0.8 + 0.2 * bump), gy = cy + s * 0.06;
      cairo_pattern_t *pat = cairo_pattern_create_radial (cx, gy, 0, cx, gy, s * 0.56);
      cairo_pattern_add_color_stop_rgba (pat, 0, g->red, g->green, g->blue, a);
      cairo_pattern_add_color_stop_rgba (pat, 0.6, g->red, g->green, g->blue, a * 0.75);
      cairo_pattern_add_color_stop_rgba (pat, 1, g->red, g->green, g->blue, 0);
      cairo_set_source (cr, pat);
      cairo_paint (cr);
      cairo_pattern_destroy (pat);
      cairo_restore (cr);

      /* A dark edge on both sides keeps the ring visible on the pale
       * squares and on the yellow-green of the last move alike. */
      checker_base_path (p, cr, cx, cy, 1);
      set_color (cr, &pal->power_edge);
      cairo_set_line_width (cr, lw + 2 * edge);
      cairo_stroke_preserve (cr);
      set_color (cr, &pal->power);
      cairo_set_line_width (cr, lw);
      cairo_stroke (cr);

      if (t < 1)
        {
          checker_base_path (p, cr, cx, cy, 1 + 0.35 * t);
          ChimeraRgba c = pal->power;
          c.alpha = 1 - t;
          set_color (cr, &c);
          cairo_set_line_width (cr, lw * (1 - 0.5 * t));
          cairo_stroke (cr);
        }
    }
}

/* Over the piece, where the power clearly rose or fell: a small badge with
 * an arrow in the square's upper right corner, upright however the board is
 * turned. */
static void
draw_power_badges (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal)
{
  if (!chimera_board_scene_get_power_change_count (p->scene))
    return;
  const CeVariant *v = p->pos->v;
  double s = p->tf->square, bump = sin (G_PI * p->pulse_t);
  double r = s * 0.12 * (1 + 0.15 * bump), edge = fmax (1, s * 0.018);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      ChimeraBoardPowerChange change = chimera_board_scene_get_power_change (p->scene, sq);
      if (change != CHIMERA_BOARD_POWER_ROSE && change != CHIMERA_BOARD_POWER_FELL)
        continue;
      double cx, cy;
      chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
      double bx = cx + s * 0.36, by = cy - s * 0.36,
             dir = change == CHIMERA_BOARD_POWER_ROSE ? 1 : -1;
      cairo_new_path (cr);
      cairo_arc (cr, bx, by, r, 0, 2 * G_PI);
      set_color (cr, &pal->power);
      cairo_fill_preserve (cr);
      set_color (cr, &pal->power_edge);
      cairo_set_line_width (cr, edge);
      cairo_stroke (cr);

      cairo_new_path (cr);
      cairo_move_to (cr, bx - r * 0.45, by + dir * r * 0.22);
      cairo_line_to (cr, bx, by - dir * r * 0.3);
      cairo_line_to (cr, bx + r * 0.45, by + dir * r * 0.22);
      cairo_set_line_width (cr, r * 0.3);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      ChimeraRgba ink = pal->power_edge;
      ink.alpha = 1;
      set_color (cr, &ink);
      cairo_stroke (cr);
    }
}

static gboolean
is_slide_target (const ChimeraBoardMotion *m, int sq)
{
  for (int i = 0; i < m->n_slides; i++)
    if (m->slides[i][1] == sq)
      return TRUE;
  return FALSE;
}

static gboolean
is_slide_origin (const ChimeraBoardMotion *m, int sq)
{
  for (int i = 0; i < m->n_slides; i++)
    if (m->slides[i][0] == sq)
      return TRUE;
  return FALSE;
}

int
chimera_board_paint_piece_places (const ChimeraBoardPaint *p,
                                  const ChimeraBoardMotion *m,
                                  ChimeraBoardPiecePlace *out)
{
  const CeVariant *v = p->pos->v;
  double t = m->animating ? m->progress : 1;
  int selected = chimera_board_scene_get_selected (p->scene), nout = 0;

  /* Pieces leaving the board in the animated move fade out where they stood. */
  if (m->animating)
    for (int k = 0; k < v->nsquares; k++)
      {
        int sq = v->squares[k];
        CePiece old = m->old_board[sq];
        if (!old || is_slide_origin (m, sq))
          continue;
        if (p->pos->board[sq] && !is_slide_target (m, sq))
          continue;
        double cx, cy;
        chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
        out[nout++] = (ChimeraBoardPiecePlace){ old, cx, cy, 1 - t };
      }

  /* Diagonal boards overlap neighbouring cells a little: draw from the top
   * of the widget down so lower pieces stand in front. */
  int order[CE_NSQ], n = 0;
  for (int k = 0; k < v->nsquares; k++)
    order[n++] = v->squares[k];
  if (p->tf->geometry == CHIMERA_GEOMETRY_DIAGONAL)
    for (int i = 1; i < n; i++)
      for (int j = i; j > 0; j--)
        {
          double xa, ya, xb, yb;
          chimera_board_transform_square_center (p->tf, order[j - 1], &xa, &ya);
          chimera_board_transform_square_center (p->tf, order[j], &xb, &yb);
          if (ya <= yb)
            break;
          int tmp = order[j];
          order[j] = order[j - 1];
          order[j - 1] = tmp;
        }

  for (int k = 0; k < n; k++)
    {
      int sq = order[k];
      CePiece piece = p->pos->board[sq];
      if (!piece || (m->animating && is_slide_target (m, sq)))
        continue;
      double cx, cy;
      chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
      /* The dragged piece leaves a faint ghost behind. */
      double alpha = p->dragging && sq == selected ? 0.35 : 1;
      out[nout++] = (ChimeraBoardPiecePlace){ piece, cx, cy, alpha };
    }

  if (m->animating)
    for (int i = 0; i < m->n_slides; i++)
      {
        double x0, y0, x1, y1;
        chimera_board_transform_square_center (p->tf, m->slides[i][0], &x0, &y0);
        chimera_board_transform_square_center (p->tf, m->slides[i][1], &x1, &y1);
        out[nout++] = (ChimeraBoardPiecePlace){ p->pos->board[m->slides[i][1]], x0 + (x1 - x0) * t,
                                                y0 + (y1 - y0) * t, 1 };
      }
  return nout;
}

static void
draw_targets (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal)
{
  if ((chimera_board_scene_get_selected (p->scene) < 0
       && !chimera_board_scene_get_drop_type (p->scene))
      || !p->show_legal_moves)
    return;
  double s = p->tf->square;
  set_color (cr, &pal->target);
  for (int k = 0; k < p->pos->v->nsquares; k++)
    {
      int sq = p->pos->v->squares[k];
      if (!chimera_board_scene_is_target (p->scene, sq))
        continue;
      double cx, cy;
      chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
      cairo_new_path (cr);
      if (p->pos->board[sq])
        {
          /* A capture: a ring around the piece, which stays visible. */
          double lw = fmax (2, s * 0.075);
          set_color (cr, &pal->target);
          cairo_arc (cr, cx, cy, s * 0.5 - lw / 2 - s * 0.015, 0, 2 * G_PI);
          cairo_set_line_width (cr, lw);
          cairo_stroke (cr);
        }
      else if (chimera_board_marks_is_entry_target (p, sq))
        /* A Zone X entry no ordinary step makes: a hollow diamond. */
        chimera_board_marks_paint_entry_target (cr, pal, cx, cy, s);
      else
        {
          set_color (cr, &pal->target);
          cairo_arc (cr, cx, cy, fmax (3, s * 0.15), 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
}

static void
draw_arrow (cairo_t *cr, double x0, double y0, double x1, double y1, double s)
{
  double dx = x1 - x0, dy = y1 - y0, len = hypot (dx, dy);
  if (len < 1)
    return;
  double ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  double w = s * 0.09, head = s * 0.42, hw = s * 0.26;
  /* Start off the centre of the from-square, end with the tip short of the
   * centre of the target so the arrow does not hide its piece's face. */
  double start = s * 0.1, tip = len - s * 0.12;
  if (tip - head < start)
    start = fmax (0, tip - head);
  double bx = x0 + ux * (tip - head), by = y0 + uy * (tip - head);
  cairo_new_path (cr);
  cairo_move_to (cr, x0 + ux * start + nx * w, y0 + uy * start + ny * w);
  cairo_line_to (cr, bx + nx * w, by + ny * w);
  cairo_line_to (cr, bx + nx * hw, by + ny * hw);
  cairo_line_to (cr, x0 + ux * tip, y0 + uy * tip);
  cairo_line_to (cr, bx - nx * hw, by - ny * hw);
  cairo_line_to (cr, bx - nx * w, by - ny * w);
  cairo_line_to (cr, x0 + ux * start - nx * w, y0 + uy * start - ny * w);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_hint (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal)
{
  CeMove hint = chimera_board_scene_get_hint (p->scene);
  if (hint == CE_MOVE_NONE)
    return;
  int from = ce_move_from (hint), to = ce_move_to (hint);
  if (!chimera_board_scene_is_square (p->scene, from)
      || !chimera_board_scene_is_square (p->scene, to))
    return;
  double s = p->tf->square, x0, y0, x1, y1;
  chimera_board_transform_square_center (p->tf, to, &x1, &y1);
  set_color (cr, &pal->hint);
  if (ce_move_kind (hint) == CE_MOVE_DROP)
    {
      /* A drop has no path: a ring and a faint image of the piece. */
      chimera_board_paint_piece (cr, p->art, p->pos->v,
                                 CE_PIECE (p->pos->side, ce_move_type (hint)), x1, y1,
                                 p->piece_size, p->scale_factor, 0.45);
      set_color (cr, &pal->hint);
      cairo_new_path (cr);
      cairo_arc (cr, x1, y1, s * 0.42, 0, 2 * G_PI);
      cairo_set_line_width (cr, s * 0.08);
      cairo_stroke (cr);
      return;
    }
  /* A ZigZag piece's arrow bends where its path turns. */
  if (chimera_board_marks_paint_hint_path (p, cr))
    return;
  chimera_board_transform_square_center (p->tf, from, &x0, &y0);
  draw_arrow (cr, x0, y0, x1, y1, s);
}

static void
draw_cursor (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal)
{
  int cursor = chimera_board_scene_get_cursor (p->scene);
  if (!chimera_board_scene_get_cursor_shown (p->scene) || !p->focused
      || !chimera_board_scene_is_square (p->scene, cursor))
    return;
  double s = p->tf->square, lw = fmax (2, round (s * 0.06));
  cairo_new_path (cr);
  square_path (p, cr, CE_FILE (cursor), CE_RANK (cursor), lw / 2 / s);
  set_color (cr, &pal->focus);
  cairo_set_line_width (cr, lw);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* ---- Layers ---- */

void
chimera_board_paint_under (const ChimeraBoardPaint *p, cairo_t *cr)
{
  draw_highlights (p, cr, &p->pal);
  chimera_board_marks_paint_threats (p, cr, CHIMERA_BOARD_MARK_TINT);
  draw_cursor (p, cr, &p->pal);
  draw_power_rings (p, cr, &p->pal);
}

void
chimera_board_paint_over (const ChimeraBoardPaint *p, cairo_t *cr)
{
  draw_power_badges (p, cr, &p->pal);
  chimera_board_marks_paint_threats (p, cr, CHIMERA_BOARD_MARK_RING);
  draw_targets (p, cr, &p->pal);
  chimera_board_paint_zelig (p, cr);
  chimera_board_paint_analysis_arrows (p, cr);
  draw_hint (p, cr, &p->pal);
  chimera_board_annotations_paint (p, cr);
}

int
chimera_board_paint_under_squares (const ChimeraBoardPaint *p, int *sqs)
{
  const CeVariant *v = p->pos->v;
  CeMove last = chimera_board_scene_get_last_move (p->scene);
  int check = chimera_board_scene_get_check_square (p->scene);
  int n = 0;
  if (last != CE_MOVE_NONE)
    {
      sqs[n++] = ce_move_from (last);
      sqs[n++] = ce_move_to (last);
    }
  sqs[n++] = chimera_board_scene_get_selected (p->scene);
  if (check >= 0)
    sqs[n++] = check;
  if (p->dragging)
    sqs[n++] = chimera_board_transform_hit (p->tf, p->drag_x, p->drag_y, v->on_board);
  if (chimera_board_scene_get_cursor_shown (p->scene))
    sqs[n++] = chimera_board_scene_get_cursor (p->scene);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if ((chimera_board_scene_get_mark (p->scene, sq) & CHIMERA_BOARD_MARK_TINT)
          || chimera_board_scene_get_power_change (p->scene, sq))
        sqs[n++] = sq;
    }
  return n;
}

int
chimera_board_paint_over_squares (const ChimeraBoardPaint *p, int *sqs)
{
  const CeVariant *v = p->pos->v;
  CeMove hint = chimera_board_scene_get_hint (p->scene);
  gboolean targets = (chimera_board_scene_get_selected (p->scene) >= 0
                      || chimera_board_scene_get_drop_type (p->scene))
                     && p->show_legal_moves;
  int n = 0;
  if (hint != CE_MOVE_NONE)
    {
      sqs[n++] = ce_move_from (hint);
      sqs[n++] = ce_move_to (hint);
    }
  n += chimera_board_marks_hint_squares (p, sqs + n);
  n += chimera_board_analysis_arrow_squares (p, sqs + n);
  n += chimera_board_annotations_squares (p, sqs + n);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      if ((chimera_board_scene_get_mark (p->scene, sq) & CHIMERA_BOARD_MARK_RING)
          || chimera_board_scene_get_power_change (p->scene, sq)
          || (targets && chimera_board_scene_is_target (p->scene, sq)))
        sqs[n++] = sq;
    }
  return n;
}

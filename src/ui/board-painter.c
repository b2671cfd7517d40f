/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board painter: every colour, theme and mark of the board, drawn from
 * a scene through the transform with cairo alone.
 */
#include "board-painter.h"

#include <math.h>

#include "piece-images.h"

/* The nicks are the values of the board-theme setting. */
G_DEFINE_ENUM_TYPE (ChimeraBoardTheme,
                    chimera_board_theme,
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_BROWN, "brown"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_GREEN, "green"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_BLUE, "blue"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_GREY, "grey"))

/* ---- Colours ---- */

static GdkRGBA
rgb (int r, int g, int b, double a)
{
  return (GdkRGBA){ r / 255.f, g / 255.f, b / 255.f, (float) a };
}

/* `c` darkened by `f`, for the dark style: the board must not glare from a
 * dark window, but its squares keep their contrast. */
static GdkRGBA
dimmed (GdkRGBA c, double f)
{
  c.red *= (float) f;
  c.green *= (float) f;
  c.blue *= (float) f;
  return c;
}

/* The squares, the board's edge and the move highlights of the other
 * themes; the brown one is the base palette below.  Highlights change
 * only where the brown board's would lose contrast (yellow-green on the
 * green board). */
static void
apply_theme (ChimeraBoardPalette *p, ChimeraBoardTheme theme, gboolean dark)
{
  switch (theme)
    {
      case CHIMERA_BOARD_THEME_GREEN:
        p->light = rgb (238, 238, 210, 1);
        p->dark = rgb (118, 150, 86, 1);
        p->edge = rgb (60, 82, 42, 1);
        p->last = rgb (246, 246, 105, 0.55);
        p->selected = rgb (246, 246, 105, 0.75);
        p->target = rgb (28, 52, 20, 0.45);
        break;
      case CHIMERA_BOARD_THEME_BLUE:
        p->light = rgb (222, 227, 230, 1);
        p->dark = rgb (140, 162, 173, 1);
        p->edge = rgb (70, 90, 102, 1);
        break;
      case CHIMERA_BOARD_THEME_GREY:
        p->light = rgb (226, 226, 222, 1);
        p->dark = rgb (154, 153, 150, 1);
        p->edge = rgb (84, 83, 80, 1);
        break;
      case CHIMERA_BOARD_THEME_BROWN:
      default: return;
    }
  if (dark)
    {
      p->light = dimmed (p->light, 0.88);
      p->dark = dimmed (p->dark, 0.84);
      p->edge = rgb (18, 14, 10, 1);
    }
}

void
chimera_board_palette_init (ChimeraBoardPalette *p, ChimeraBoardTheme theme, gboolean dark)
{
  /* A warm classic wooden board; in the dark style a little dimmer so it
   * does not glare from a dark window, but with the same contrast. */
  if (!dark)
    {
      p->light = rgb (240, 217, 181, 1);
      p->dark = rgb (181, 136, 99, 1);
      p->edge = rgb (105, 74, 50, 1);
      p->shadow = rgb (0, 0, 0, 0.10);
      p->last = rgb (155, 199, 0, 0.41);
      p->selected = rgb (20, 85, 30, 0.50);
      p->target = rgb (20, 85, 30, 0.50);
      p->check = rgb (224, 27, 36, 1);
      p->hint = rgb (28, 113, 216, 0.80);
      p->focus = rgb (53, 132, 228, 1);
      p->water = rgb (82, 150, 212, 1);
      p->water_deep = rgb (46, 108, 178, 1);
      p->wave = rgb (225, 240, 252, 0.75);
      p->zone = rgb (145, 65, 172, 0.07);
      p->zone_line = rgb (145, 65, 172, 0.75);
      p->power = rgb (245, 194, 17, 1);
      p->power_edge = rgb (99, 52, 0, 0.85);
      p->power_glow = rgb (255, 190, 50, 0.7);
    }
  else
    {
      p->light = rgb (214, 192, 158, 1);
      p->dark = rgb (152, 112, 80, 1);
      p->edge = rgb (18, 14, 10, 1);
      p->shadow = rgb (0, 0, 0, 0.30);
      p->last = rgb (155, 199, 0, 0.41);
      p->selected = rgb (20, 85, 30, 0.55);
      p->target = rgb (20, 85, 30, 0.55);
      p->check = rgb (237, 51, 59, 1);
      p->hint = rgb (53, 132, 228, 0.85);
      p->focus = rgb (120, 174, 237, 1);
      p->water = rgb (58, 118, 176, 1);
      p->water_deep = rgb (32, 80, 138, 1);
      p->wave = rgb (200, 225, 245, 0.6);
      p->zone = rgb (145, 65, 172, 0.09);
      p->zone_line = rgb (192, 97, 203, 0.85);
      p->power = rgb (248, 228, 92, 1);
      p->power_edge = rgb (61, 37, 0, 0.9);
      p->power_glow = rgb (255, 196, 60, 0.7);
    }
  apply_theme (p, theme, dark);
}

static void
set_color (cairo_t *cr, const GdkRGBA *c)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
}

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

/* A hole in the grid enclosed by squares on all four sides is water (the
 * Diamond's Lake); the corners cut off the diamond are just nothing. */
static gboolean
is_lake (const CeVariant *v, int file, int rank)
{
  if (file < 1 || rank < 1 || file >= v->files - 1 || rank >= v->ranks - 1)
    return FALSE;
  return !v->on_board[CE_SQ (file, rank)] && v->on_board[CE_SQ (file - 1, rank)]
         && v->on_board[CE_SQ (file + 1, rank)] && v->on_board[CE_SQ (file, rank - 1)]
         && v->on_board[CE_SQ (file, rank + 1)];
}

static void
square_path (const ChimeraBoardPaint *p, cairo_t *cr, int file, int rank, double inset)
{
  cairo_save (cr);
  cairo_transform (cr, &p->tf->to_widget);
  cairo_rectangle (cr, file + inset, rank + inset, 1 - 2 * inset, 1 - 2 * inset);
  cairo_restore (cr);
}

static void
fill_square (const ChimeraBoardPaint *p, cairo_t *cr, int sq, const GdkRGBA *color)
{
  cairo_new_path (cr);
  square_path (p, cr, CE_FILE (sq), CE_RANK (sq), 0);
  set_color (cr, color);
  cairo_fill (cr);
}

static void
draw_lake (
  const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal, int file, int rank)
{
  double s = p->tf->square;
  double cx, cy;
  chimera_board_transform_to_widget (p->tf, file + 0.5, rank + 0.5, &cx, &cy);

  cairo_save (cr);
  cairo_new_path (cr);
  square_path (p, cr, file, rank, 0);
  cairo_clip (cr);
  /* Deeper in the middle, lighter at the shore. */
  cairo_pattern_t *g = cairo_pattern_create_radial (cx, cy, 0, cx, cy, s * 0.75);
  cairo_pattern_add_color_stop_rgb (g, 0, pal->water_deep.red, pal->water_deep.green,
                                    pal->water_deep.blue);
  cairo_pattern_add_color_stop_rgb (g, 1, pal->water.red, pal->water.green, pal->water.blue);
  cairo_set_source (cr, g);
  cairo_paint (cr);
  cairo_pattern_destroy (g);

  /* Three rows of ripples, drawn upright whatever the board's orientation. */
  set_color (cr, &pal->wave);
  cairo_set_line_width (cr, fmax (1, s * 0.035));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int row = 0; row < 3; row++)
    {
      double y = cy + (row - 1) * s * 0.24;
      double x0 = cx - s * (row == 1 ? 0.34 : 0.24), x1 = cx + s * (row == 1 ? 0.34 : 0.24);
      double amp = s * 0.035, period = s * 0.2;
      cairo_new_path (cr);
      for (int i = 0; i <= 24; i++)
        {
          double x = x0 + (x1 - x0) * i / 24;
          double yy = y + amp * sin ((x - cx) / period * 2 * G_PI);
          if (i == 0)
            cairo_move_to (cr, x, yy);
          else
            cairo_line_to (cr, x, yy);
        }
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* An edge of the board's outline, in board units: from (x0, y0) to
 * (x1, y1), facing outward along (nx, ny). */
typedef struct
{
  double x0, y0, x1, y1;
  int nx, ny;
} OutlineEdge;

static int
compare_edges (const void *pa, const void *pb)
{
  const OutlineEdge *a = pa, *b = pb;
  if (a->nx != b->nx)
    return a->nx - b->nx;
  if (a->ny != b->ny)
    return a->ny - b->ny;
  /* Then along the line they lie on, and where on it. */
  double la = a->nx ? a->x0 : a->y0, lb = b->nx ? b->x0 : b->y0;
  if (la != lb)
    return la < lb ? -1 : 1;
  double sa = a->nx ? a->y0 : a->x0, sb = b->nx ? b->y0 : b->x0;
  return (sa > sb) - (sa < sb);
}

/* The outline of the board: every edge of a square that has no square
 * beyond it (for the Diamond, also around the Lake), edges in line joined
 * into one (a turned board's side is then one stroke, not eight: strokes
 * cost by the piece).  Returns how many. */
static int
outline_edges (const ChimeraBoardPaint *p, OutlineEdge *out)
{
  const CeVariant *v = p->pos->v;
  static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  int n = 0;
  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i], f = CE_FILE (sq), r = CE_RANK (sq);
      for (int d = 0; d < 4; d++)
        {
          int nf = f + dirs[d][0], nr = r + dirs[d][1];
          if (nf >= 0 && nr >= 0 && nf < v->files && nr < v->ranks && v->on_board[CE_SQ (nf, nr)])
            continue;
          OutlineEdge *e = &out[n++];
          e->nx = dirs[d][0];
          e->ny = dirs[d][1];
          if (e->nx)
            {
              e->x0 = e->x1 = f + (e->nx > 0);
              e->y0 = r;
              e->y1 = r + 1;
            }
          else
            {
              e->y0 = e->y1 = r + (e->ny > 0);
              e->x0 = f;
              e->x1 = f + 1;
            }
        }
    }
  qsort (out, (size_t) n, sizeof *out, compare_edges);
  int m = 0;
  for (int i = 0; i < n; i++)
    {
      OutlineEdge *last = m ? &out[m - 1] : NULL;
      if (last && last->nx == out[i].nx && last->ny == out[i].ny && last->x1 == out[i].x0
          && last->y1 == out[i].y0)
        {
          last->x1 = out[i].x1;
          last->y1 = out[i].y1;
        }
      else
        out[m++] = out[i];
    }
  return m;
}

static void
board_edges_path (const ChimeraBoardPaint *p, cairo_t *cr, const OutlineEdge *edges, int n)
{
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_transform (cr, &p->tf->to_widget);
  for (int i = 0; i < n; i++)
    {
      cairo_move_to (cr, edges[i].x0, edges[i].y0);
      cairo_line_to (cr, edges[i].x1, edges[i].y1);
    }
  cairo_restore (cr);
}

/* What moving the board down by `dy` widget pixels uncovers below it: the
 * band each downward-facing edge of the outline sweeps.  (At a corner
 * where such an edge meets one facing up, the band overhangs the moved
 * board by a sliver dy / 2 across.) */
static void
board_drop_band_path (
  const ChimeraBoardPaint *p, cairo_t *cr, const OutlineEdge *edges, int n, double dy)
{
  cairo_new_path (cr);
  for (int i = 0; i < n; i++)
    {
      const OutlineEdge *e = &edges[i];
      double nx = e->nx, ny = e->ny;
      cairo_matrix_transform_distance (&p->tf->to_widget, &nx, &ny);
      if (ny < 1e-6)
        continue;
      double x0 = e->x0, y0 = e->y0, x1 = e->x1, y1 = e->y1;
      cairo_matrix_transform_point (&p->tf->to_widget, &x0, &y0);
      cairo_matrix_transform_point (&p->tf->to_widget, &x1, &y1);
      /* Every band the same way round, so that where two overlap the
       * winding adds up instead of cancelling. */
      if ((x1 - x0) * dy < 0)
        {
          double t = x0;
          x0 = x1;
          x1 = t;
          t = y0;
          y0 = y1;
          y1 = t;
        }
      cairo_move_to (cr, x0, y0);
      cairo_line_to (cr, x1, y1);
      cairo_line_to (cr, x1, y1 + dy);
      cairo_line_to (cr, x0, y0 + dy);
      cairo_close_path (cr);
    }
}

void
chimera_board_paint_board (const ChimeraBoardPaint *p, cairo_t *cr, guint parts)
{
  const ChimeraBoardPalette *pal = &p->pal;
  const CeVariant *v = p->pos->v;
  double s = p->tf->square;
  /* The outline, for the shadow and the edge. */
  OutlineEdge edges[4 * CE_NSQ];
  int nedges
    = parts & (CHIMERA_BOARD_PART_SHADOW | CHIMERA_BOARD_PART_EDGE) ? outline_edges (p, edges) : 0;

  /* A soft shadow below the board lifts it off the window: three layers,
   * each the board widened by half a line width and moved down a little.
   * Only what lies outside the board shows.  A layer's part outside the
   * board is its outline's stroke plus the band the move down uncovers
   * (the move is shorter than the widening, so the stroke reaches every
   * other point); painting just those, not the board's whole area, is what
   * keeps a turned board's redraw cheap. */
  for (int i = 3; i >= 1 && (parts & CHIMERA_BOARD_PART_SHADOW); i--)
    {
      GdkRGBA c = pal->shadow;
      c.alpha /= 2;
      set_color (cr, &c);
      cairo_save (cr);
      cairo_translate (cr, 0, s * 0.012 * i);
      board_edges_path (p, cr, edges, nedges);
      cairo_restore (cr);
      cairo_set_line_width (cr, s * 0.03 * i);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      board_drop_band_path (p, cr, edges, nedges, s * 0.012 * i);
      cairo_fill (cr);
    }

  /* Dark squares first as one shape, then light ones on top, so the
   * antialiased seams blend two square colours, never the background. */
  if (parts & CHIMERA_BOARD_PART_SQUARES)
    {
      cairo_new_path (cr);
      for (int k = 0; k < v->nsquares; k++)
        square_path (p, cr, CE_FILE (v->squares[k]), CE_RANK (v->squares[k]), 0);
      set_color (cr, &pal->dark);
      cairo_fill (cr);
      cairo_new_path (cr);
      for (int k = 0; k < v->nsquares; k++)
        {
          int sq = v->squares[k];
          if ((CE_FILE (sq) + CE_RANK (sq)) & 1)
            square_path (p, cr, CE_FILE (sq), CE_RANK (sq), 0);
        }
      set_color (cr, &pal->light);
      cairo_fill (cr);
    }

  /* Zone X's zone: a faint tint, so entry targets make sense at a glance. */
  cairo_new_path (cr);
  gboolean any_zone = FALSE;
  for (int k = 0; k < v->nsquares && (parts & CHIMERA_BOARD_PART_ZONE); k++)
    if (v->zone[v->squares[k]])
      {
        square_path (p, cr, CE_FILE (v->squares[k]), CE_RANK (v->squares[k]), 0);
        any_zone = TRUE;
      }
  if (any_zone)
    {
      set_color (cr, &pal->zone);
      cairo_fill (cr);
      /* And its border, where a zone square meets a square outside it. */
      cairo_new_path (cr);
      cairo_save (cr);
      cairo_transform (cr, &p->tf->to_widget);
      for (int k = 0; k < v->nsquares; k++)
        {
          int sq = v->squares[k], f = CE_FILE (sq), r = CE_RANK (sq);
          if (!v->zone[sq])
            continue;
          if (r + 1 < v->ranks && v->on_board[CE_SQ (f, r + 1)] && !v->zone[CE_SQ (f, r + 1)])
            {
              cairo_move_to (cr, f, r + 1);
              cairo_line_to (cr, f + 1, r + 1);
            }
          if (r > 0 && v->on_board[CE_SQ (f, r - 1)] && !v->zone[CE_SQ (f, r - 1)])
            {
              cairo_move_to (cr, f, r);
              cairo_line_to (cr, f + 1, r);
            }
        }
      cairo_restore (cr);
      set_color (cr, &pal->zone_line);
      cairo_set_line_width (cr, fmax (1.5, round (s * 0.035)));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_stroke (cr);
    }

  for (int r = 0; r < v->ranks && (parts & CHIMERA_BOARD_PART_ZONE); r++)
    for (int f = 0; f < v->files; f++)
      if (is_lake (v, f, r))
        draw_lake (p, cr, pal, f, r);

  if (!(parts & CHIMERA_BOARD_PART_EDGE))
    return;
  board_edges_path (p, cr, edges, nedges);
  set_color (cr, &pal->edge);
  cairo_set_line_width (cr, fmax (1, round (s * 0.02)));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  cairo_stroke (cr);
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
  const GdkRGBA *c = &pal->check;
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
          GdkRGBA c = pal->selected;
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
      const GdkRGBA *g = &pal->power_glow;
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
          GdkRGBA c = pal->power;
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
      GdkRGBA ink = pal->power_edge;
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
          cairo_arc (cr, cx, cy, s * 0.5 - lw / 2 - s * 0.015, 0, 2 * G_PI);
          cairo_set_line_width (cr, lw);
          cairo_stroke (cr);
        }
      else
        {
          cairo_arc (cr, cx, cy, fmax (3, s * 0.15), 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
}

/* The threat display: a red tint under the squares marked so (drawn
 * before the pieces), or a dashed red ring round the pieces marked so (after
 * them, unlike a capture target's solid ring). */
static void
draw_marks (const ChimeraBoardPaint *p, cairo_t *cr, const ChimeraBoardPalette *pal, guint8 which)
{
  double s = p->tf->square, lw = fmax (2, s * 0.06);
  GdkRGBA tint = pal->check;
  tint.alpha = 0.2f;
  double dash[2] = { s * 0.13, s * 0.09 };
  for (int k = 0; k < p->pos->v->nsquares; k++)
    {
      int sq = p->pos->v->squares[k];
      if (!(chimera_board_scene_get_mark (p->scene, sq) & which))
        continue;
      if (which == CHIMERA_BOARD_MARK_TINT)
        {
          fill_square (p, cr, sq, &tint);
          continue;
        }
      double cx, cy;
      chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, s * 0.5 - lw / 2 - s * 0.05, 0, 2 * G_PI);
      set_color (cr, &pal->check);
      cairo_set_line_width (cr, lw);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
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
  draw_marks (p, cr, &p->pal, CHIMERA_BOARD_MARK_TINT);
  draw_cursor (p, cr, &p->pal);
  draw_power_rings (p, cr, &p->pal);
}

void
chimera_board_paint_over (const ChimeraBoardPaint *p, cairo_t *cr)
{
  draw_power_badges (p, cr, &p->pal);
  draw_marks (p, cr, &p->pal, CHIMERA_BOARD_MARK_RING);
  draw_targets (p, cr, &p->pal);
  draw_hint (p, cr, &p->pal);
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

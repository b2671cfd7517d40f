/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board painter's colours and bare board: the palettes of every theme,
 * and the squares, Zone X's zone, the Lake, the outline and the shadow.
 */
#include "board-paint.h"
#include "board-painter.h"

#include "board-marks.h"

#include <math.h>
#include <pango/pangocairo.h>

/* The nicks are the values of the board-theme setting. */
G_DEFINE_ENUM_TYPE (ChimeraBoardTheme,
                    chimera_board_theme,
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_BROWN, "brown"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_GREEN, "green"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_BLUE, "blue"),
                    G_DEFINE_ENUM_VALUE (CHIMERA_BOARD_THEME_GREY, "grey"))

/* ---- Colours ---- */

static ChimeraRgba
rgb (int r, int g, int b, double a)
{
  return (ChimeraRgba){ r / 255.f, g / 255.f, b / 255.f, (float) a };
}

/* `c` darkened by `f`, for the dark style: the board must not glare from a
 * dark window, but its squares keep their contrast. */
static ChimeraRgba
dimmed (ChimeraRgba c, double f)
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
      p->zone = rgb (145, 65, 172, 0.16);
      p->zone_line = rgb (120, 50, 150, 0.9);
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
      p->zone = rgb (145, 65, 172, 0.2);
      p->zone_line = rgb (120, 50, 150, 0.95);
      p->power = rgb (248, 228, 92, 1);
      p->power_edge = rgb (61, 37, 0, 0.9);
      p->power_glow = rgb (255, 196, 60, 0.7);
    }
  apply_theme (p, theme, dark);
}

void
chimera_board_palette_high_contrast (ChimeraBoardPalette *p, gboolean dark)
{
  /* The white pieces' outline is near-black and the black pieces' body is
   * dark grey with a light outline: a white and a middle grey keep both
   * clear on either square. */
  p->light = dark ? rgb (222, 222, 222, 1) : rgb (255, 255, 255, 1);
  p->dark = dark ? rgb (128, 128, 128, 1) : rgb (150, 150, 150, 1);
  p->edge = dark ? rgb (255, 255, 255, 1) : rgb (0, 0, 0, 1);
  p->last = rgb (255, 214, 0, 0.75);
  p->selected = rgb (0, 90, 200, 0.70);
  p->target = rgb (0, 60, 160, 0.85);
  p->focus = dark ? rgb (255, 255, 255, 1) : rgb (0, 0, 0, 1);
  p->zone_line = rgb (110, 0, 150, 1);
}

/* ---- The bare board ---- */

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
      ChimeraRgba c = pal->shadow;
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

  /* Zone X's zone, flag and promotion squares (board-marks.c). */
  if (parts & CHIMERA_BOARD_PART_ZONE)
    chimera_board_marks_paint_squares (p, cr);

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

/* ---- Coordinates ---- */

void
chimera_board_paint_coordinates (cairo_t *cr,
                                 const ChimeraBoardTransform *tf,
                                 const CeVariant *v,
                                 double font_px,
                                 double r,
                                 double g,
                                 double b,
                                 double a)
{
  if (font_px <= 0)
    return;
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Semi-Bold");
  pango_font_description_set_absolute_size (font, font_px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  cairo_set_source_rgba (cr, r, g, b, a);
  for (int ranks = 0; ranks < 2; ranks++)
    for (int i = 0; i < (ranks ? v->ranks : v->files); i++)
      {
        double x, y;
        if (!chimera_board_transform_label_anchor (tf, ranks, i, v->on_board, &x, &y))
          continue;
        char text[4];
        chimera_board_transform_label_text (ranks, i, text);
        pango_layout_set_text (layout, text, -1);
        PangoRectangle ink, logical;
        pango_layout_get_pixel_extents (layout, &ink, &logical);
        /* The glyphs' ink centred, as the window does: a lone digit's line
         * box has room for descenders it does not have. */
        cairo_move_to (cr, round (x - logical.width / 2.0), round (y - ink.y - ink.height / 2.0));
        pango_cairo_show_layout (cr, layout);
      }
  g_object_unref (layout);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's special squares and special moves, found through the
 * engine's accessors and drawn with cairo alone: flag and promotion squares
 * in a corner of their square, Zone X's zone as a tinted area with a bold
 * border and its entry targets as hollow diamonds, ZigZag arrows along the
 * bent path, and the threat display as a hatch and a dashed ring (shapes,
 * not red against green).  Also the words each mark stands for.
 */
#include "config.h"

#include "board-marks.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "board-paint.h"
#include "variant-words.h"
#include "movepath.h"

/* ---- What is special ---- */

/* Whether `color`'s promotion squares are marked: not when they are one
 * whole rank with one choice everywhere (orthodox chess's rule). */
static gboolean
promotion_marked (const CeVariant *v, int color)
{
  int rank = -1;
  unsigned set = 0;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      unsigned t = ce_variant_promotion_types (v, color, sq);
      if (!t)
        continue;
      if (rank < 0)
        {
          rank = CE_RANK (sq);
          set = t;
        }
      else if (CE_RANK (sq) != rank || t != set)
        return TRUE;
    }
  if (rank < 0)
    return FALSE;
  for (int k = 0; k < v->nsquares; k++)
    if (CE_RANK (v->squares[k]) == rank && !ce_variant_promotion_types (v, color, v->squares[k]))
      return TRUE;
  return FALSE;
}

/* The longest push any pawn of `color` has from `sq`. */
static int
push_length (const CeVariant *v, int color, int sq)
{
  int best = 0;
  for (int t = 1; t <= v->def->ntypes; t++)
    if (v->def->types[t].flags & CE_PF_PAWN)
      best = MAX (best, ce_variant_push_length (v, t, color, sq));
  return best;
}

guint
chimera_board_marks_square_kinds (const CeVariant *v, int sq)
{
  if (sq < 0 || sq >= CE_NSQ || !v->on_board[sq])
    return 0;
  guint kinds = 0;
  if (ce_variant_flag_square (v, CE_WHITE) == sq)
    kinds |= CHIMERA_SQUARE_FLAG_WHITE;
  if (ce_variant_flag_square (v, CE_BLACK) == sq)
    kinds |= CHIMERA_SQUARE_FLAG_BLACK;
  if (ce_variant_promotion_types (v, CE_WHITE, sq) && promotion_marked (v, CE_WHITE))
    kinds |= CHIMERA_SQUARE_PROMO_WHITE;
  if (ce_variant_promotion_types (v, CE_BLACK, sq) && promotion_marked (v, CE_BLACK))
    kinds |= CHIMERA_SQUARE_PROMO_BLACK;
  if (ce_variant_is_zone (v, sq))
    kinds |= CHIMERA_SQUARE_ZONE;
  if (push_length (v, CE_WHITE, sq) > 1 || push_length (v, CE_BLACK, sq) > 1)
    kinds |= CHIMERA_SQUARE_LONG_PUSH;
  return kinds;
}

char *
chimera_board_marks_promotion_letters (const CeVariant *v, int color, int sq)
{
  unsigned set = ce_variant_promotion_types (v, color, sq);
  if (!set)
    return NULL;
  /* Strongest first, as a player lists them: by value. */
  int order[CE_MAX_TYPES], n = 0;
  for (int t = 1; t <= v->def->ntypes; t++)
    if (set & (1u << t))
      order[n++] = t;
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && v->def->types[order[j]].value > v->def->types[order[j - 1]].value; j--)
      {
        int tmp = order[j];
        order[j] = order[j - 1];
        order[j - 1] = tmp;
      }
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_c (s, v->def->types[order[i]].letter);
  return g_string_free (s, FALSE);
}

/* The promotion choice in words: "Queen, Rook, Bishop or Knight". */
static char *
promotion_names (const CeVariant *v, int color, int sq)
{
  g_autofree char *letters = chimera_board_marks_promotion_letters (v, color, sq);
  char *list = NULL;
  size_t n = letters ? strlen (letters) : 0;
  for (size_t i = 0; i < n; i++)
    {
      int type = 0;
      for (int t = 1; t <= v->def->ntypes && !type; t++)
        if (v->def->types[t].letter == letters[i] && ce_variant_base (v, t) == t)
          type = t;
      const char *name = chimera_piece_type_title (v, type);
      char *next;
      if (!list)
        next = g_strdup (name);
      else if (i + 1 < n)
        /* TRANSLATORS: joins all but the last two pieces of a list. */
        next = g_strdup_printf (_ ("%s, %s"), list, name);
      else
        /* TRANSLATORS: joins the last piece of a list ("Rook, Bishop or Knight"). */
        next = g_strdup_printf (_ ("%s or %s"), list, name);
      g_free (list);
      list = next;
    }
  return list;
}

/* ---- Tooltips ---- */

char *
chimera_board_marks_square_tooltip (ChimeraBoardScene *scene, int sq)
{
  const CePosition *pos = chimera_board_scene_get_position (scene);
  if (!pos)
    return NULL;
  const CeVariant *v = pos->v;
  guint kinds = chimera_board_marks_square_kinds (v, sq);
  if (!kinds)
    return NULL;
  GString *s = g_string_new (NULL);
  const char *sep = "";
  if (kinds & CHIMERA_SQUARE_FLAG_WHITE)
    {
      g_string_append_printf (s, "%s%s", sep, _ ("Flag square: a White pawn here wins"));
      sep = "\n";
    }
  if (kinds & CHIMERA_SQUARE_FLAG_BLACK)
    {
      g_string_append_printf (s, "%s%s", sep, _ ("Flag square: a Black pawn here wins"));
      sep = "\n";
    }
  for (int color = CE_WHITE; color <= CE_BLACK; color++)
    {
      if (!(kinds & (color == CE_WHITE ? CHIMERA_SQUARE_PROMO_WHITE : CHIMERA_SQUARE_PROMO_BLACK)))
        continue;
      g_autofree char *names = promotion_names (v, color, sq);
      /* TRANSLATORS: %s lists pieces, "Queen, Rook, Bishop or Knight". */
      g_autofree char *line
        = g_strdup_printf (color == CE_WHITE ? _ ("Promotion square for White: %s")
                                             : _ ("Promotion square for Black: %s"),
                           names);
      g_string_append_printf (s, "%s%s", sep, line);
      sep = "\n";
    }
  if (kinds & CHIMERA_SQUARE_ZONE)
    {
      g_string_append_printf (
        s, "%s%s", sep,
        _ ("Zone: a piece outside it, not a pawn or king, may move to any empty zone square"));
      sep = "\n";
    }
  if (kinds & CHIMERA_SQUARE_LONG_PUSH)
    for (int color = CE_WHITE; color <= CE_BLACK; color++)
      {
        int n = push_length (v, color, sq);
        if (n < 2)
          continue;
        g_autofree char *line = g_strdup_printf (
          color == CE_WHITE
            ? ngettext ("A White pawn here may advance up to %d square at once",
                        "A White pawn here may advance up to %d squares at once", n)
            : ngettext ("A Black pawn here may advance up to %d square at once",
                        "A Black pawn here may advance up to %d squares at once", n),
          n);
        g_string_append_printf (s, "%s%s", sep, line);
        sep = "\n";
      }
  return g_string_free (s, FALSE);
}

/* ---- Drawing the special squares ---- */

/* Where a corner mark of `sq` goes: on an upright square its top-left
 * corner moved `in` of a side inwards; on a turned one its top vertex (or
 * with `left`, its left vertex), moved inwards along the square's middle
 * line.  *upright tells which. */
static void
corner_anchor (const ChimeraBoardPaint *p,
               int sq,
               double in,
               gboolean left,
               double *x,
               double *y,
               gboolean *upright)
{
  static const int corners[4][2] = { { 0, 0 }, { 1, 0 }, { 0, 1 }, { 1, 1 } };
  double cx, cy, tx = 0, ty = G_MAXDOUBLE, lx = G_MAXDOUBLE, ly = 0;
  chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
  for (int i = 0; i < 4; i++)
    {
      double wx, wy;
      chimera_board_transform_to_widget (p->tf, CE_FILE (sq) + corners[i][0],
                                         CE_RANK (sq) + corners[i][1], &wx, &wy);
      if (wy < ty - 0.5 || (fabs (wy - ty) <= 0.5 && wx < tx))
        {
          tx = wx;
          ty = wy;
        }
      if (wx < lx - 0.5 || (fabs (wx - lx) <= 0.5 && wy < ly))
        {
          lx = wx;
          ly = wy;
        }
    }
  double s = p->tf->square;
  *upright = fabs (tx - cx) > s * 0.25;
  if (*upright)
    {
      *x = tx + in * s;
      *y = ty + in * s;
    }
  else if (left)
    {
      *x = lx + in * s * 1.35;
      *y = ly;
    }
  else
    {
      *x = tx;
      *y = ty + in * s * 1.35;
    }
}

/* A small pennant on a pole, its foot at (x, y), `h` tall, in the colour
 * of the side that wins there with an outline in the other. */
static void
draw_flag (cairo_t *cr, double x, double y, double h, int color)
{
  double lw = fmax (1, h * 0.09);
  cairo_save (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_new_path (cr);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x, y - h);
  cairo_line_to (cr, x + h * 0.8, y - h * 0.75);
  cairo_line_to (cr, x, y - h * 0.5);
  double ink = color == CE_WHITE ? 0.1 : 0.95, fill = color == CE_WHITE ? 0.98 : 0.12;
  cairo_set_source_rgba (cr, ink, ink, ink, 0.95);
  cairo_set_line_width (cr, lw * 2.6);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, fill, fill, fill);
  cairo_set_line_width (cr, lw);
  cairo_stroke_preserve (cr);
  cairo_close_path (cr);
  cairo_fill (cr);
  cairo_restore (cr);
}

/* A finish line round a flag square: a chequered band just inside the
 * edge of the unit square at (f, r) of the current user space, black and
 * white whatever the theme, seen round the piece standing there. */
static void
chequer_unit (cairo_t *cr, double f, double r)
{
  const int n = 8;
  const double w = 0.08;
  for (int shade = 0; shade < 2; shade++)
    {
      cairo_new_path (cr);
      for (int i = 0; i < n; i++)
        {
          double t = (double) i / n, len = 1.0 / n;
          if ((i & 1) == shade)
            {
              cairo_rectangle (cr, f + t, r, len, w);
              cairo_rectangle (cr, f + 1 - w, r + t, w, len);
            }
          else
            {
              cairo_rectangle (cr, f + t, r + 1 - w, len, w);
              cairo_rectangle (cr, f, r + t, w, len);
            }
        }
      double g = shade ? 0.08 : 0.97;
      cairo_set_source_rgb (cr, g, g, g);
      cairo_fill (cr);
    }
}

static void
draw_chequer (const ChimeraBoardPaint *p, cairo_t *cr, int sq)
{
  cairo_save (cr);
  cairo_transform (cr, &p->tf->to_widget);
  chequer_unit (cr, CE_FILE (sq), CE_RANK (sq));
  cairo_restore (cr);
}

/* A rounded label with the promotion letters, centred on (x, y) or, when
 * `left`, with its left edge at x; light for White, dark for Black, split
 * for a square both promote on. */
/* A pill's font size, text extents, padding and outer size for `text` on a
 * square of size s; leaves the pill's font selected in cr. */
typedef struct
{
  double fs, pad, w, h;
  cairo_text_extents_t ext;
} PillMetrics;

static void
pill_metrics (cairo_t *cr, const char *text, double s, PillMetrics *m)
{
  m->fs = fmax (7, s * 0.17);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, m->fs);
  cairo_text_extents (cr, text, &m->ext);
  m->pad = m->fs * 0.3;
  m->w = m->ext.x_advance + 2 * m->pad;
  m->h = m->fs * 1.3;
}

static void
pill_size (cairo_t *cr, const char *text, double s, double *w, double *h)
{
  PillMetrics m;
  cairo_save (cr);
  pill_metrics (cr, text, s, &m);
  cairo_restore (cr);
  *w = m.w;
  *h = m.h;
}

static void
draw_pill (cairo_t *cr, const char *text, double x, double y, double s, int colors, gboolean left)
{
  PillMetrics m;
  cairo_save (cr);
  pill_metrics (cr, text, s, &m);
  double fs = m.fs, pad = m.pad, w = m.w, h = m.h, r = h / 2;
  const cairo_text_extents_t ext = m.ext;
  double x0 = left ? x : x - w / 2, y0 = y - h / 2;
  cairo_new_path (cr);
  cairo_arc (cr, x0 + r, y0 + r, r, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x0 + w - r, y0 + r, r, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  gboolean white = colors & 1, black = colors & 2;
  if (white && black)
    {
      cairo_pattern_t *g = cairo_pattern_create_linear (x0, 0, x0 + w, 0);
      cairo_pattern_add_color_stop_rgba (g, 0.5, 0.97, 0.97, 0.97, 0.92);
      cairo_pattern_add_color_stop_rgba (g, 0.5, 0.13, 0.13, 0.13, 0.92);
      cairo_set_source (cr, g);
      cairo_fill_preserve (cr);
      cairo_pattern_destroy (g);
    }
  else
    {
      double f = white ? 0.97 : 0.13;
      cairo_set_source_rgba (cr, f, f, f, 0.92);
      cairo_fill_preserve (cr);
    }
  double e = white ? 0.15 : 0.9;
  cairo_set_source_rgba (cr, e, e, e, 0.9);
  cairo_set_line_width (cr, fmax (1, s * 0.015));
  cairo_stroke (cr);
  double tx = x0 + pad - ext.x_bearing, ty = y0 + h / 2 - ext.y_bearing - ext.height / 2;
  cairo_move_to (cr, tx, ty);
  cairo_text_path (cr, text);
  if (white && black)
    {
      /* Readable on both halves: light letters with a dark rim. */
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      cairo_set_line_width (cr, fmax (1.5, fs * 0.22));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
    }
  else
    {
      double t = white ? 0.1 : 0.97;
      cairo_set_source_rgb (cr, t, t, t);
    }
  cairo_fill (cr);
  cairo_restore (cr);
}

/* The zone: a tint over its squares and a bold line round it, inside it. */
static void
draw_zone (const ChimeraBoardPaint *p, cairo_t *cr)
{
  const CeVariant *v = p->pos->v;
  double s = p->tf->square;
  gboolean any = FALSE;
  cairo_new_path (cr);
  for (int k = 0; k < v->nsquares; k++)
    if (v->zone[v->squares[k]])
      {
        square_path (p, cr, CE_FILE (v->squares[k]), CE_RANK (v->squares[k]), 0);
        any = TRUE;
      }
  if (!any)
    return;
  set_color (cr, &p->pal.zone);
  cairo_fill (cr);

  /* Each zone square's edges that face a square outside the zone or the
   * board's edge, drawn half a line inside. */
  double lw = fmax (2, round (s * 0.07)), in = lw / 2 / s;
  static const int dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  cairo_new_path (cr);
  cairo_save (cr);
  cairo_transform (cr, &p->tf->to_widget);
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k], f = CE_FILE (sq), r = CE_RANK (sq);
      if (!v->zone[sq])
        continue;
      for (int d = 0; d < 4; d++)
        {
          int nf = f + dirs[d][0], nr = r + dirs[d][1];
          if (nf >= 0 && nr >= 0 && nf < v->files && nr < v->ranks && v->zone[CE_SQ (nf, nr)])
            continue;
          if (dirs[d][0])
            {
              double x = dirs[d][0] > 0 ? f + 1 - in : f + in;
              cairo_move_to (cr, x, r);
              cairo_line_to (cr, x, r + 1);
            }
          else
            {
              double y = dirs[d][1] > 0 ? r + 1 - in : r + in;
              cairo_move_to (cr, f, y);
              cairo_line_to (cr, f + 1, y);
            }
        }
    }
  cairo_restore (cr);
  set_color (cr, &p->pal.zone_line);
  cairo_set_line_width (cr, lw);
  /* Butt ends: the lines of a corner cover it without reaching past. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_stroke (cr);
}

void
chimera_board_marks_paint_squares (const ChimeraBoardPaint *p, cairo_t *cr)
{
  const CeVariant *v = p->pos->v;
  double s = p->tf->square;
  draw_zone (p, cr);
  if (p->plain_squares)
    return;
  for (int k = 0; k < v->nsquares; k++)
    {
      int sq = v->squares[k];
      guint kinds = chimera_board_marks_square_kinds (v, sq);
      if (!(kinds
            & (CHIMERA_SQUARE_FLAG_WHITE | CHIMERA_SQUARE_FLAG_BLACK | CHIMERA_SQUARE_PROMO_WHITE
               | CHIMERA_SQUARE_PROMO_BLACK)))
        continue;
      double x, y;
      gboolean upright;
      if (kinds & (CHIMERA_SQUARE_FLAG_WHITE | CHIMERA_SQUARE_FLAG_BLACK))
        {
          /* Beside the piece standing there, where upright artwork leaves
           * room: the left vertex of a turned square. */
          int color = kinds & CHIMERA_SQUARE_FLAG_WHITE ? CE_WHITE : CE_BLACK;
          double h = s * 0.36;
          draw_chequer (p, cr, sq);
          corner_anchor (p, sq, 0.2, TRUE, &x, &y, &upright);
          draw_flag (cr, x, upright ? y + h : y + h / 2, h, color);
          continue;
        }
      /* A label under a piece shows only in scraps around it and covers
       * the piece's top: it waits until the square is empty (the legend and
       * the square's tooltip say what it means). */
      if (p->pos->board[sq])
        continue;
      corner_anchor (p, sq, 0.04, FALSE, &x, &y, &upright);
      int colors = (kinds & CHIMERA_SQUARE_PROMO_WHITE ? 1 : 0)
                   | (kinds & CHIMERA_SQUARE_PROMO_BLACK ? 2 : 0);
      /* Both sides promote on this square to the same pieces on every
       * board so far; if not, White's letters are shown. */
      g_autofree char *letters
        = chimera_board_marks_promotion_letters (v, colors & 1 ? CE_WHITE : CE_BLACK, sq);
      double w, h;
      pill_size (cr, letters, s, &w, &h);
      if (upright)
        draw_pill (cr, letters, x, y + h / 2, s, colors, TRUE);
      else
        /* Below the top vertex, as deep as its width needs to stay
         * inside the square. */
        draw_pill (cr, letters, x, y + (w + h) / 2, s, colors, FALSE);
    }
}

/* ---- Entry targets ---- */

gboolean
chimera_board_marks_is_entry_target (const ChimeraBoardPaint *p, int sq)
{
  if (!p->pos->v->def->zone || chimera_board_scene_get_selected (p->scene) < 0)
    return FALSE;
  CeMove moves[CHIMERA_BOARD_MAX_CHOICES];
  guint n = chimera_board_scene_collect_moves (p->scene, sq, moves);
  for (guint i = 0; i < n; i++)
    if (!ce_move_is_zone_entry (p->pos, moves[i]))
      return FALSE;
  return n > 0;
}

void
chimera_board_marks_paint_entry_target (
  cairo_t *cr, const ChimeraBoardPalette *pal, double cx, double cy, double s)
{
  double r = s * 0.2, lw = fmax (2, s * 0.06);
  cairo_new_path (cr);
  cairo_move_to (cr, cx, cy - r);
  cairo_line_to (cr, cx + r, cy);
  cairo_line_to (cr, cx, cy + r);
  cairo_line_to (cr, cx - r, cy);
  cairo_close_path (cr);
  set_color (cr, &pal->target);
  cairo_set_line_width (cr, lw);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke (cr);
}

/* ---- Threats ---- */

/* The threat display's colours: a dark hatch on attacked squares that reads
 * on light and dark squares alike, and an amber ring with a dark rim. */
static void
draw_hatch (cairo_t *cr, double x, double y, double w, double h, double s)
{
  cairo_save (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.12, 0.24);
  cairo_set_line_width (cr, fmax (1, s * 0.03));
  double step = s / 5;
  cairo_new_path (cr);
  for (double t = -h; t < w; t += step)
    {
      cairo_move_to (cr, x + t, y + h);
      cairo_line_to (cr, x + t + h, y);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_threat_ring (cairo_t *cr, double cx, double cy, double s)
{
  double lw = fmax (2, s * 0.06), r = s * 0.5 - lw / 2 - s * 0.05;
  double dash[2] = { s * 0.13, s * 0.09 };
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_dash (cr, dash, 2, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_source_rgba (cr, 0.15, 0.08, 0, 0.9);
  cairo_set_line_width (cr, lw + 2 * fmax (1, s * 0.018));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 1, 0.64, 0.0);
  cairo_set_line_width (cr, lw);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

void
chimera_board_marks_paint_threats (const ChimeraBoardPaint *p, cairo_t *cr, guint8 which)
{
  double s = p->tf->square;
  for (int k = 0; k < p->pos->v->nsquares; k++)
    {
      int sq = p->pos->v->squares[k];
      if (!(chimera_board_scene_get_mark (p->scene, sq) & which))
        continue;
      if (which == CHIMERA_BOARD_MARK_TINT)
        {
          double x, y, w, h;
          chimera_board_transform_square_bounds (p->tf, sq, &x, &y, &w, &h);
          cairo_save (cr);
          cairo_new_path (cr);
          square_path (p, cr, CE_FILE (sq), CE_RANK (sq), 0);
          cairo_clip (cr);
          draw_hatch (cr, x, y, w, h, s);
          cairo_restore (cr);
          continue;
        }
      double cx, cy;
      chimera_board_transform_square_center (p->tf, sq, &cx, &cy);
      draw_threat_ring (cr, cx, cy, s);
    }
}

/* ---- Bent arrows ---- */

/* The corners of `move`'s path (its ends and where it turns), widget
 * points into `xy`; returns how many (0: no move, or a drop). */
static int
move_corners (const ChimeraBoardPaint *p, CeMove move, double xy[][2])
{
  if (move == CE_MOVE_NONE || ce_move_kind (move) == CE_MOVE_DROP)
    return 0;
  uint8_t path[CE_MAX_PATH];
  int n = ce_move_path (p->pos, move, path), m = 0;
  for (int i = 0; i < n; i++)
    {
      /* Keep a square only where the direction changes. */
      if (i > 0 && i < n - 1)
        {
          int d1f = CE_FILE (path[i]) - CE_FILE (path[i - 1]),
              d1r = CE_RANK (path[i]) - CE_RANK (path[i - 1]);
          int d2f = CE_FILE (path[i + 1]) - CE_FILE (path[i]),
              d2r = CE_RANK (path[i + 1]) - CE_RANK (path[i]);
          if (d1f == d2f && d1r == d2r)
            continue;
        }
      chimera_board_transform_square_center (p->tf, path[i], &xy[m][0], &xy[m][1]);
      m++;
    }
  return m;
}

int
chimera_board_marks_hint_squares (const ChimeraBoardPaint *p, int *sqs)
{
  CeMove hint = chimera_board_scene_get_hint (p->scene);
  if (hint == CE_MOVE_NONE || !chimera_board_scene_is_square (p->scene, ce_move_from (hint)))
    return 0;
  uint8_t path[CE_MAX_PATH];
  int n = ce_move_path (p->pos, hint, path);
  for (int i = 0; i < n; i++)
    sqs[i] = path[i];
  return n;
}

static void
bent_arrow (cairo_t *cr, double xy[][2], int n, double s)
{
  double w = s * 0.09, head = s * 0.42, hw = s * 0.26;
  /* The head on the last leg, its tip short of the target's centre. */
  double *a = xy[n - 2], *b = xy[n - 1];
  double dx = b[0] - a[0], dy = b[1] - a[1], len = hypot (dx, dy);
  if (len < 1)
    return;
  double ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
  double tipx = b[0] - ux * s * 0.12, tipy = b[1] - uy * s * 0.12;
  double bx = tipx - ux * head, by = tipy - uy * head;

  cairo_new_path (cr);
  double sx = xy[1][0] - xy[0][0], sy = xy[1][1] - xy[0][1], sl = hypot (sx, sy);
  cairo_move_to (cr, xy[0][0] + sx / sl * s * 0.1, xy[0][1] + sy / sl * s * 0.1);
  for (int i = 1; i < n - 1; i++)
    cairo_line_to (cr, xy[i][0], xy[i][1]);
  cairo_line_to (cr, bx + ux, by + uy);
  cairo_set_line_width (cr, 2 * w);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_stroke (cr);

  cairo_new_path (cr);
  cairo_move_to (cr, bx + nx * hw, by + ny * hw);
  cairo_line_to (cr, tipx, tipy);
  cairo_line_to (cr, bx - nx * hw, by - ny * hw);
  cairo_close_path (cr);
  cairo_fill (cr);
}

gboolean
chimera_board_marks_paint_hint_path (const ChimeraBoardPaint *p, cairo_t *cr)
{
  double xy[CE_MAX_PATH][2];
  int n = move_corners (p, chimera_board_scene_get_hint (p->scene), xy);
  if (n < 3)
    return FALSE;
  set_color (cr, &p->pal.hint);
  bent_arrow (cr, xy, n, p->tf->square);
  return TRUE;
}

void
chimera_board_marks_paint_move_arrow (const ChimeraBoardPaint *p,
                                      cairo_t *cr,
                                      CeMove move,
                                      double scale)
{
  double xy[CE_MAX_PATH][2];
  int n = move_corners (p, move, xy);
  if (n >= 2)
    bent_arrow (cr, xy, n, p->tf->square * scale);
}

/* ---- Legend samples ---- */

void
chimera_board_marks_paint_sample (cairo_t *cr,
                                  const ChimeraBoardPalette *pal,
                                  ChimeraMarkSample sample,
                                  double x,
                                  double y,
                                  double s)
{
  cairo_save (cr);
  cairo_rectangle (cr, x, y, s, s);
  cairo_clip_preserve (cr);
  set_color (cr, &pal->light);
  cairo_fill (cr);
  double cx = x + s / 2, cy = y + s / 2;
  switch (sample)
    {
      case CHIMERA_MARK_SAMPLE_FLAG:
        cairo_save (cr);
        cairo_translate (cr, x, y);
        cairo_scale (cr, s, s);
        chequer_unit (cr, 0, 0);
        cairo_restore (cr);
        draw_flag (cr, x + s * 0.3, y + s * 0.8, s * 0.55, CE_WHITE);
        break;
      case CHIMERA_MARK_SAMPLE_PROMOTION: draw_pill (cr, "QRBN", cx, cy, s * 1.6, 1, FALSE); break;
      case CHIMERA_MARK_SAMPLE_ZONE:
        set_color (cr, &pal->zone);
        cairo_paint (cr);
        set_color (cr, &pal->zone_line);
        cairo_set_line_width (cr, fmax (2, round (s * 0.1)));
        cairo_rectangle (cr, x + s * 0.05, y + s * 0.3, s * 0.9, s * 0.4);
        cairo_stroke (cr);
        break;
      case CHIMERA_MARK_SAMPLE_TARGET:
        set_color (cr, &pal->target);
        cairo_arc (cr, cx, cy, fmax (3, s * 0.15), 0, 2 * G_PI);
        cairo_fill (cr);
        break;
      case CHIMERA_MARK_SAMPLE_CAPTURE:
        {
          double lw = fmax (2, s * 0.075);
          set_color (cr, &pal->target);
          cairo_arc (cr, cx, cy, s * 0.5 - lw / 2 - s * 0.015, 0, 2 * G_PI);
          cairo_set_line_width (cr, lw);
          cairo_stroke (cr);
          break;
        }
      case CHIMERA_MARK_SAMPLE_ENTRY:
        chimera_board_marks_paint_entry_target (cr, pal, cx, cy, s);
        break;
      case CHIMERA_MARK_SAMPLE_BENT_ARROW:
        {
          double xy[3][2] = { { x + s * 0.15, y + s * 0.85 },
                              { x + s * 0.15, y + s * 0.45 },
                              { x + s * 0.85, y + s * 0.15 } };
          set_color (cr, &pal->hint);
          bent_arrow (cr, xy, 3, s * 0.5);
          break;
        }
      case CHIMERA_MARK_SAMPLE_ARROW:
        {
          double xy[2][2] = { { x + s * 0.1, y + s * 0.9 }, { x + s * 0.9, y + s * 0.1 } };
          set_color (cr, &pal->hint);
          bent_arrow (cr, xy, 2, s * 0.5);
          break;
        }
      case CHIMERA_MARK_SAMPLE_THREATENED: draw_hatch (cr, x, y, s, s, s); break;
      case CHIMERA_MARK_SAMPLE_PUSH:
        set_color (cr, &pal->target);
        for (int i = 0; i < 3; i++)
          {
            cairo_new_path (cr);
            cairo_arc (cr, cx, y + s * (0.2 + 0.3 * i), s * 0.09, 0, 2 * G_PI);
            cairo_fill (cr);
          }
        break;
      case CHIMERA_MARK_SAMPLE_HANGING: draw_threat_ring (cr, cx, cy, s); break;
      default: break;
    }
  cairo_restore (cr);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's geometry: one matrix from board coordinates to widget pixels
 * per shape and orientation, its inverse for hit testing, and where the
 * coordinate labels go.
 */
#include "board-transform.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define SQRT2 1.4142135623730951

ChimeraBoardGeometry
chimera_board_geometry_for_variant (const CeVariant *v)
{
  switch (ce_variant_shape (v))
    {
      case CE_SHAPE_TURNED: return CHIMERA_GEOMETRY_DIAGONAL;
      case CE_SHAPE_DIAMOND: return CHIMERA_GEOMETRY_DIAMOND;
      case CE_SHAPE_SQUARE:
      default: return CHIMERA_GEOMETRY_SQUARE;
    }
}

void
chimera_board_transform_init (ChimeraBoardTransform *t,
                              ChimeraBoardGeometry geometry,
                              int files,
                              int ranks,
                              bool flipped,
                              double width,
                              double height)
{
  memset (t, 0, sizeof *t);
  t->geometry = geometry;
  t->files = files;
  t->ranks = ranks;
  t->flipped = flipped;
  t->width = width;
  t->height = height;

  cairo_matrix_t *m = &t->to_widget;
  if (geometry == CHIMERA_GEOMETRY_DIAGONAL)
    {
      /* Turned 45 degrees counter-clockwise: the file direction points up
       * and right, the rank direction up and left, so a1 is the lowest
       * corner and h8 the highest. */
      double extent = (files + ranks) / SQRT2 + 2 * CHIMERA_BOARD_MARGIN_DIAGONAL;
      double s = fmin (width, height) / extent;
      if (s <= 0)
        s = 1e-6;
      double k = (flipped ? -s : s) / SQRT2;
      cairo_matrix_init (m, k, -k, -k, -k, 0, 0);
      /* Centre the board's middle on the allocation's. */
      double cx = m->xx * files / 2 + m->xy * ranks / 2;
      double cy = m->yx * files / 2 + m->yy * ranks / 2;
      m->x0 = width / 2 - cx;
      m->y0 = height / 2 - cy;
      t->square = s;
    }
  else
    {
      double s = fmin (width / (files + 2 * CHIMERA_BOARD_MARGIN),
                       height / (ranks + 2 * CHIMERA_BOARD_MARGIN));
      /* Whole pixels keep the squares' edges sharp (and equal); tiny
       * allocations still get a usable, if blurry, board. */
      if (s >= 4)
        s = floor (s);
      if (s <= 0)
        s = 1e-6;
      double ox = (width - s * files) / 2, oy = (height - s * ranks) / 2;
      if (s >= 4)
        {
          ox = floor (ox);
          oy = floor (oy);
        }
      if (!flipped)
        cairo_matrix_init (m, s, 0, 0, -s, ox, oy + s * ranks);
      else
        cairo_matrix_init (m, -s, 0, 0, s, ox + s * files, oy);
      t->square = s;
    }
  t->to_board = *m;
  /* The matrix is a similarity with a non-zero scale: always invertible. */
  cairo_matrix_invert (&t->to_board);
}

void
chimera_board_transform_to_widget (
  const ChimeraBoardTransform *t, double bx, double by, double *x, double *y)
{
  cairo_matrix_transform_point (&t->to_widget, &bx, &by);
  *x = bx;
  *y = by;
}

void
chimera_board_transform_to_board (
  const ChimeraBoardTransform *t, double x, double y, double *bx, double *by)
{
  cairo_matrix_transform_point (&t->to_board, &x, &y);
  *bx = x;
  *by = y;
}

void
chimera_board_transform_square_center (const ChimeraBoardTransform *t, int sq, double *x, double *y)
{
  chimera_board_transform_to_widget (t, CE_FILE (sq) + 0.5, CE_RANK (sq) + 0.5, x, y);
}

void
chimera_board_transform_square_bounds (
  const ChimeraBoardTransform *t, int sq, double *x, double *y, double *w, double *h)
{
  double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
  for (int i = 0; i < 4; i++)
    {
      double px, py;
      chimera_board_transform_to_widget (t, CE_FILE (sq) + (i & 1), CE_RANK (sq) + (i >> 1), &px,
                                         &py);
      x0 = fmin (x0, px);
      y0 = fmin (y0, py);
      x1 = fmax (x1, px);
      y1 = fmax (y1, py);
    }
  *x = x0;
  *y = y0;
  *w = x1 - x0;
  *h = y1 - y0;
}

static bool
on_grid (const ChimeraBoardTransform *t, int file, int rank, const bool *on_board)
{
  if (file < 0 || file >= t->files || rank < 0 || rank >= t->ranks)
    return false;
  return !on_board || on_board[CE_SQ (file, rank)];
}

int
chimera_board_transform_hit (const ChimeraBoardTransform *t,
                             double x,
                             double y,
                             const bool *on_board)
{
  double bx, by;
  chimera_board_transform_to_board (t, x, y, &bx, &by);
  if (!(bx >= 0 && by >= 0 && bx < t->files && by < t->ranks)) /* also rejects NaN */
    return -1;
  int file = (int) bx, rank = (int) by;
  return on_grid (t, file, rank, on_board) ? CE_SQ (file, rank) : -1;
}

bool
chimera_board_transform_label_anchor (const ChimeraBoardTransform *t,
                                      bool rank_label,
                                      int index,
                                      const bool *on_board,
                                      double *x,
                                      double *y)
{
  /* Walk along the line towards the viewer's left (rank labels) or bottom
   * (file labels): whichever of the two board directions along it points
   * that way in the widget. */
  int df = 0, dr = 0;
  if (rank_label)
    df = t->to_widget.xx < 0 ? 1 : -1;
  else
    dr = t->to_widget.yy > 0 ? 1 : -1;

  int f = rank_label ? (df > 0 ? 0 : t->files - 1) : index;
  int r = rank_label ? index : (dr > 0 ? 0 : t->ranks - 1);
  int last_f = -1, last_r = -1;
  for (; f >= 0 && f < t->files && r >= 0 && r < t->ranks; f += df, r += dr)
    if (on_grid (t, f, r, on_board))
      {
        last_f = f;
        last_r = r;
      }
  if (last_f < 0)
    return false;

  /* Square boards centre labels in the margin.  The diamond's staircase
   * puts a file and a rank label into the same empty cell: hugging their own
   * squares keeps them apart and makes clear which line each one names. */
  double gap = t->geometry == CHIMERA_GEOMETRY_DIAGONAL  ? 0.3
               : t->geometry == CHIMERA_GEOMETRY_DIAMOND ? 0.18
                                                         : CHIMERA_BOARD_MARGIN / 2;
  double dist = 0.5 + gap;
  chimera_board_transform_to_widget (t, last_f + 0.5 + df * dist, last_r + 0.5 + dr * dist, x, y);
  return true;
}

void
chimera_board_transform_label_text (bool rank_label, int index, char text[4])
{
  if (rank_label)
    snprintf (text, 4, "%u", (unsigned) (index + 1) % 1000u); /* boards have at most 16 ranks */
  else
    snprintf (text, 4, "%c", 'a' + index);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's geometry, free of GTK: where each square lies in the widget for
 * the three board shapes, and which square a pixel hits.
 *
 * Board coordinates put square (file, rank) at [file, file+1] x [rank,
 * rank+1], y growing with the rank; one cairo matrix maps them to widget
 * pixels (y growing downwards) and its inverse maps pixels back, so drawing
 * and hit testing cannot disagree.
 */
#pragma once

#include <cairo.h>
#include <stdbool.h>

#include "variant.h"

typedef enum
{
  CHIMERA_GEOMETRY_SQUARE,   /* files x ranks, a1 at the bottom left */
  CHIMERA_GEOMETRY_DIAGONAL, /* turned 45 degrees: a1 at the bottom, h8 at the top */
  CHIMERA_GEOMETRY_DIAMOND   /* a square grid with holes: only on_board cells are drawn */
} ChimeraBoardGeometry;

typedef struct
{
  ChimeraBoardGeometry geometry;
  int files, ranks;
  bool flipped; /* turned 180 degrees: Black's side at the bottom */
  double width, height;
  double square; /* length of a square's side in widget pixels */
  cairo_matrix_t to_widget;
  cairo_matrix_t to_board;
} ChimeraBoardTransform;

/* The margin around the board, in squares, that holds the coordinates. */
#define CHIMERA_BOARD_MARGIN          0.48
#define CHIMERA_BOARD_MARGIN_DIAGONAL 0.2

ChimeraBoardGeometry chimera_board_geometry_for_variant (const CeVariant *v);

/* Fits a board of `files` x `ranks` into a `width` x `height` allocation,
 * centred, with room for the coordinates.  Square boards get whole-pixel
 * squares on whole-pixel positions so their edges stay crisp. */
void chimera_board_transform_init (ChimeraBoardTransform *t,
                                   ChimeraBoardGeometry geometry,
                                   int files,
                                   int ranks,
                                   bool flipped,
                                   double width,
                                   double height);

/* The widget point of board point (bx, by), and back. */
void chimera_board_transform_to_widget (
  const ChimeraBoardTransform *t, double bx, double by, double *x, double *y);
void chimera_board_transform_to_board (
  const ChimeraBoardTransform *t, double x, double y, double *bx, double *by);

/* The centre of square `sq` in widget pixels. */
void chimera_board_transform_square_center (const ChimeraBoardTransform *t,
                                            int sq,
                                            double *x,
                                            double *y);

/* The label's text: "a".."p" for a file, "1".."16" for a rank. */
void chimera_board_transform_label_text (bool rank_label, int index, char text[4]);

/* The axis-aligned box around square `sq` in widget pixels (for the diagonal
 * board the box around the turned square). */
void chimera_board_transform_square_bounds (
  const ChimeraBoardTransform *t, int sq, double *x, double *y, double *w, double *h);

/* The square under widget point (x, y), or -1.  `on_board` (indexed by
 * square, may be NULL for a full grid) rules out holes such as the Lake. */
int chimera_board_transform_hit (const ChimeraBoardTransform *t,
                                 double x,
                                 double y,
                                 const bool *on_board);

/* Where to centre a coordinate label: the file letter of file `index` (when
 * `rank_label` is false) or the number of rank `index`, just outside the edge
 * square of that line nearest the viewer's bottom (files) or left (ranks).
 * False if the line has no square. */
bool chimera_board_transform_label_anchor (const ChimeraBoardTransform *t,
                                           bool rank_label,
                                           int index,
                                           const bool *on_board,
                                           double *x,
                                           double *y);

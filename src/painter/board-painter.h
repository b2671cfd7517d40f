/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board painter: draws a ChimeraBoardScene through a
 * ChimeraBoardTransform with cairo alone, and says what goes where.  Every
 * board theme and palette and every mark (last move, selection, check,
 * targets, hint arrow, power rings and badges, keyboard cursor, Lake,
 * outline and shadow) is drawn here or, for the special squares and
 * moves (zone, flag and promotion squares, entry targets, bent arrows,
 * threats), by board-marks.c; the widget only decides which cairo node
 * each layer lands in and composes the piece images it caches.
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "board-paint.h"
#include "piece-cache.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_BOARD_THEME (chimera_board_theme_get_type ())
GType chimera_board_theme_get_type (void);

/* The palette of `theme` in the light or the dark style. */
void chimera_board_palette_init (ChimeraBoardPalette *p, ChimeraBoardTheme theme, gboolean dark);
/* Makes `p` (made by _init) the high-contrast board the desktop's High
 * Contrast asks for, whatever its theme: near-white and mid-grey squares
 * both pieces stand out on, a black or white edge, and the highlights
 * opaque enough to see at once. */
void chimera_board_palette_high_contrast (ChimeraBoardPalette *p, gboolean dark);

/* The artwork paths of each piece code of one variant, looked up once. */
struct ChimeraBoardArt
{
  const CeVariant *paths_for;
  char *paths[CE_NCODES];
  char *insignia[CE_NCODES];
  ChimeraPieceCache *cache;
};

void chimera_board_art_clear (ChimeraBoardArt *art);
/* The image layers of `piece` (its artwork, then an insignia or NULL);
 * FALSE if the piece has none. */
gboolean chimera_board_art_layers (ChimeraBoardArt *art,
                                   const CeVariant *v,
                                   CePiece piece,
                                   const char *layers[2]);
/* `piece` centred on (cx, cy), `size` pixels, at whole-pixel places. */
void chimera_board_paint_piece (cairo_t *cr,
                                ChimeraBoardArt *art,
                                const CeVariant *v,
                                CePiece piece,
                                double cx,
                                double cy,
                                int size,
                                int scale_factor,
                                double alpha);
/* The file letters and rank numbers at the board's edge, in `font_px`
 * Sans Semi-Bold and colour (r, g, b, a), each centred on its anchor by
 * its ink; nothing if font_px is 0. */
void chimera_board_paint_coordinates (cairo_t *cr,
                                      const ChimeraBoardTransform *tf,
                                      const CeVariant *v,
                                      double font_px,
                                      double r,
                                      double g,
                                      double b,
                                      double a);
/* The side in pixels of the pieces on a board drawn through `tf`. */
int chimera_board_piece_size (const ChimeraBoardTransform *tf, double piece_scale);

/* The bare board's `parts`. */
void chimera_board_paint_board (const ChimeraBoardPaint *p, cairo_t *cr, guint parts);
/* What lies under the pieces (last move, selection, check, drag target,
 * threat tint, cursor, power rings), and what lies over them (power
 * badges, threat rings, move targets, the hint). */
void chimera_board_paint_under (const ChimeraBoardPaint *p, cairo_t *cr);
void chimera_board_paint_over (const ChimeraBoardPaint *p, cairo_t *cr);
/* The squares those layers touch, into `sqs` (room for 2 * CE_NSQ + 8);
 * returns how many (squares may repeat or be -1). */
int chimera_board_paint_under_squares (const ChimeraBoardPaint *p, int *sqs);
int chimera_board_paint_over_squares (const ChimeraBoardPaint *p, int *sqs);

/* A move under way on the screen: pieces gliding from square to square
 * over the board they left. */
typedef struct
{
  gboolean animating;
  double progress; /* 0 to 1 */
  const CePiece *old_board;
  const int (*slides)[2]; /* from, to */
  int n_slides;
} ChimeraBoardMotion;

/* One piece image to draw, centred on (cx, cy). */
typedef struct
{
  CePiece piece;
  double cx, cy, alpha;
} ChimeraBoardPiecePlace;

/* The pieces of a frame in drawing order (the dragged piece, drawn over
 * everything, aside), into `out` (room for 2 * CE_NSQ + 2); returns how
 * many. */
int chimera_board_paint_piece_places (const ChimeraBoardPaint *p,
                                      const ChimeraBoardMotion *motion,
                                      ChimeraBoardPiecePlace *out);

G_END_DECLS

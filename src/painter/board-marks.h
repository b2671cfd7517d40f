/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's special-square and special-move marks: Diagonal Chess's flag
 * squares, promotion squares with the pieces allowed there, Zone X's zone
 * and its entry moves, ZigZag's bent arrows, the threat display, and the
 * words for each (tooltips, the legend).  What is special comes from the
 * engine's accessors, never from which variant it is.
 */
#pragma once

#include "board-paint.h"

G_BEGIN_DECLS

/* What is special about a square (bits). */
typedef enum
{
  CHIMERA_SQUARE_FLAG_WHITE = 1 << 0, /* a White pawn arriving here wins */
  CHIMERA_SQUARE_FLAG_BLACK = 1 << 1,
  CHIMERA_SQUARE_PROMO_WHITE = 1 << 2, /* a White pawn promotes here (marked) */
  CHIMERA_SQUARE_PROMO_BLACK = 1 << 3,
  CHIMERA_SQUARE_ZONE = 1 << 4,
  CHIMERA_SQUARE_LONG_PUSH = 1 << 5, /* a pawn here may advance more than one square */
} ChimeraSquareKind;

/* The kinds of `sq` in `v`.  Promotion squares count only where they are
 * marked: not where a side promotes on one whole rank with one choice, as
 * in orthodox chess, which every player knows. */
guint chimera_board_marks_square_kinds (const CeVariant *v, int sq);

/* The promotion choice of `color` on `sq` as piece letters ("QRBN"), or
 * NULL if none (free with g_free). */
char *chimera_board_marks_promotion_letters (const CeVariant *v, int color, int sq);

/* What hovering `sq` says of it ("Zone", "Flag square: ..."), or NULL if it
 * is not special; for a tooltip (free with g_free). */
char *chimera_board_marks_square_tooltip (ChimeraBoardScene *scene, int sq);

/* ---- For the painter ---- */

/* Zone, flag and promotion marks of the bare board (its zone layer). */
void chimera_board_marks_paint_squares (const ChimeraBoardPaint *p, cairo_t *cr);
/* TRUE if every legal move of the selection to `sq` is a Zone X entry
 * move no ordinary step makes (drawn as a hollow diamond, not a dot). */
gboolean chimera_board_marks_is_entry_target (const ChimeraBoardPaint *p, int sq);
void chimera_board_marks_paint_entry_target (
  cairo_t *cr, const ChimeraBoardPalette *pal, double cx, double cy, double s);
/* The threat display's CHIMERA_BOARD_MARK_TINT (a hatch) or _RING (a
 * dashed two-tone ring) marks. */
void chimera_board_marks_paint_threats (const ChimeraBoardPaint *p, cairo_t *cr, guint8 which);
/* The squares the hint's arrow crosses, into `sqs` (room for
 * CE_MAX_PATH); returns how many (0 if there is no hint). */
int chimera_board_marks_hint_squares (const ChimeraBoardPaint *p, int *sqs);
/* The hint arrow along the path the move takes (bent for a ZigZag piece).
 * FALSE if the path is straight (the caller draws its straight arrow). */
gboolean chimera_board_marks_paint_hint_path (const ChimeraBoardPaint *p, cairo_t *cr);
/* `move`'s arrow (not a drop) in the current source, straight or bent
 * along its path, `scale` times the hint arrow's width and head. */
void chimera_board_marks_paint_move_arrow (const ChimeraBoardPaint *p,
                                           cairo_t *cr,
                                           CeMove move,
                                           double scale);

/* ---- Samples for the legend ---- */

typedef enum
{
  CHIMERA_MARK_SAMPLE_FLAG,
  CHIMERA_MARK_SAMPLE_PROMOTION,
  CHIMERA_MARK_SAMPLE_ZONE,
  CHIMERA_MARK_SAMPLE_TARGET,
  CHIMERA_MARK_SAMPLE_CAPTURE,
  CHIMERA_MARK_SAMPLE_ENTRY,
  CHIMERA_MARK_SAMPLE_BENT_ARROW,
  CHIMERA_MARK_SAMPLE_ARROW,
  CHIMERA_MARK_SAMPLE_THREATENED,
  CHIMERA_MARK_SAMPLE_HANGING,
  CHIMERA_MARK_SAMPLE_PUSH, /* a pawn's targets several squares ahead */
} ChimeraMarkSample;

/* One mark drawn on a light square of side `s` at (x, y). */
void chimera_board_marks_paint_sample (cairo_t *cr,
                                       const ChimeraBoardPalette *pal,
                                       ChimeraMarkSample sample,
                                       double x,
                                       double y,
                                       double s);

G_END_DECLS

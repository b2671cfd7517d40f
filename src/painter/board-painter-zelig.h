/* SPDX-License-Identifier: GPL-3.0-or-later
 * The zeligs' powers on the board: the power a selected zelig would have on
 * each of its targets, and the new power of each zelig the last move
 * changed, as a lettered badge in the square's corner.
 */
#pragma once

#include "board-paint.h"

G_BEGIN_DECLS

/* For the power piece on `from`, the piece type it would have after each
 * of its legal moves (from `legal`), by target square: out[to] is that
 * type, 0 where it has no move.  Returns the number of targets; 0 (and
 * `out` all 0) if `from` holds no power piece. */
int chimera_zelig_target_powers (const CePosition *pos,
                                 const CeMoveList *legal,
                                 int from,
                                 guint8 out[CE_NSQ]);

/* The one letter a power is shown by on the board, in the user's language
 * ("N" for a knight, "S" for a Springer); "?" for no power piece. */
char *chimera_zelig_power_letter (const CeVariant *v, int type);

/* Draws the badges over the pieces: on each target of a selected zelig the
 * power it would have there, and on each zelig whose power the last move
 * changed its new power (enlarged while the power marks pulse). */
void chimera_board_paint_zelig (const ChimeraBoardPaint *p, cairo_t *cr);

G_END_DECLS

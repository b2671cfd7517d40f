/* SPDX-License-Identifier: GPL-3.0-or-later
 * What a move looks like on the board, for the views: the squares it
 * passes through (a ZigZag piece's bent path), whether it is a Zone X entry
 * move no ordinary step makes, and how far a pawn may push from a square.
 */
#pragma once

#include "position.h"

/* Room for any path: the from-square, every square passed, the to-square. */
#define CE_MAX_PATH (CE_MAX_FILES + CE_MAX_RANKS + 2)

/* The squares the (pseudo-)legal move `m` of `pos` passes through, in
 * order, from its from-square to its to-square both included, into
 * `squares` (room for CE_MAX_PATH); returns how many.  A slide lists every
 * square of its line; a ZigZag piece lists the bent path it takes (of two
 * clear ones, the one that begins with the single step); a leap, a castle,
 * an entry move or anything the tables do not describe gives its two ends;
 * a drop its one square. */
int ce_move_path (const CePosition *pos, CeMove m, uint8_t *squares);

/* True if `m` is a Zone X entry move that the piece could not make by its
 * ordinary steps in `pos`: a non-capturing move of a CE_PF_ENTER piece from
 * outside the zone to an empty zone square its leaps, slides and bent paths
 * do not reach. */
bool ce_move_is_zone_entry (const CePosition *pos, CeMove m);

/* The most squares a piece of `type` and `color` standing on `sq` may
 * advance in one non-capturing push (a pawn's ride, its step limit
 * applied); 0 if it has no such push there. */
int ce_variant_push_length (const CeVariant *v, int type, int color, int sq);

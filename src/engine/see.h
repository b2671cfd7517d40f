/* SPDX-License-Identifier: GPL-3.0-or-later
 * Static exchange evaluation: what a capture (or a plain move) wins or
 * loses in material on its target square if both sides then capture there,
 * each with its least valuable piece, for move ordering and pruning.
 */
#pragma once

#include "position.h"

/* The material the side to move gains by `m`, in the variant's piece values
 * (CeEvalTables.value), after the best sequence of captures on the target
 * square with the least valuable attacker each time, either side free to
 * stop.  Sliders behind a piece that takes part join in.  An estimate: pins,
 * checks, promotions during the exchange and power changes (zeligs) are not
 * looked at.  Drops, castling, en passant and promotions give 0 (a move this
 * function does not judge). */
int ce_see (const CePosition *pos, CeMove m);

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Perft: the number of legal move sequences of a given length.  Ignores the
 * 50-move and repetition rules; ended games count 0 below them.
 */
#pragma once

#include "position.h"

uint64_t ce_perft (CePosition *pos, int depth);

/* Same count with the reference legality test only (slow; for tests). */
uint64_t ce_perft_slow (CePosition *pos, int depth);

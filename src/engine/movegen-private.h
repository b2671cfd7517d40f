/* SPDX-License-Identifier: GPL-3.0-or-later
 * What move generation shares with the engine's other walkers of the
 * attack tables (see.c): inline, since perft and the search run it for
 * every attack test.
 */
#pragma once

#include "variant.h"

/* The square of the piece attacking along the attack ray `ar` (an entry of
 * the attack tables, walked out from the square it attacks) on `board`:
 * the first piece on the ray, if it is one of the codes `by` that attack
 * along it; else CE_NO_SQ. */
static inline int
ce_ray_attacker (const CeVariant *v, const CePiece *board, const CeAttackRay *ar, uint32_t by)
{
  if (!(ar->mask & by))
    return CE_NO_SQ;
  const uint8_t *sq = v->pool + ar->sq;
  for (int k = 0; k < ar->len; k++)
    if (board[sq[k]])
      return ((1u << board[sq[k]]) & ar->mask & by) ? sq[k] : CE_NO_SQ;
  return CE_NO_SQ;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Perft with bulk counting at the last ply.
 */
#include "perft.h"

#include "movegen.h"

typedef int (*Generator) (CePosition *pos, CeMove *moves);

static uint64_t
perft (CePosition *pos, int depth, Generator gen)
{
  CeMove moves[CE_MAX_MOVES];
  int n = gen (pos, moves);
  if (depth == 1)
    return (uint64_t) n;
  uint64_t total = 0;
  for (int i = 0; i < n; i++)
    {
      CeUndo u;
      ce_make (pos, moves[i], &u);
      total += perft (pos, depth - 1, gen);
      ce_unmake (pos, moves[i], &u);
    }
  return total;
}

uint64_t
ce_perft (CePosition *pos, int depth)
{
  return depth <= 0 ? 1 : perft (pos, depth, ce_generate_legal);
}

uint64_t
ce_perft_slow (CePosition *pos, int depth)
{
  return depth <= 0 ? 1 : perft (pos, depth, ce_generate_legal_slow);
}

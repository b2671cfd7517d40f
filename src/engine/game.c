/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game records keep every position, so viewing any earlier one and undoing
 * are O(1) and never replay moves.
 */
#include "game.h"

#include "movegen.h"
#include "notation.h"
#include "rules.h"

#include <stdlib.h>
#include <string.h>

static void
reserve (CeGame *g, int n)
{
  if (n <= g->cap)
    return;
  int cap = g->cap ? g->cap : 16;
  while (cap < n)
    cap *= 2;
  g->positions = realloc (g->positions, sizeof (CePosition) * (size_t) (cap + 1));
  g->moves = realloc (g->moves, sizeof (CeMove) * (size_t) cap);
  if (!g->positions || !g->moves)
    abort ();
  g->cap = cap;
}

void
ce_game_init (CeGame *g, const CeVariant *v)
{
  memset (g, 0, sizeof *g);
  g->v = v;
  reserve (g, 16);
  ce_position_start (&g->positions[0], v);
}

bool
ce_game_init_fen (CeGame *g, const CeVariant *v, const char *fen, char *err)
{
  CePosition pos;
  if (!ce_position_from_fen (&pos, v, fen, err))
    return false;
  ce_game_init (g, v);
  g->positions[0] = pos;
  return true;
}

void
ce_game_free (CeGame *g)
{
  free (g->positions);
  free (g->moves);
  memset (g, 0, sizeof *g);
}

const CePosition *
ce_game_position (const CeGame *g)
{
  return &g->positions[g->nmoves];
}

const CePosition *
ce_game_position_at (const CeGame *g, int ply)
{
  if (ply < 0)
    ply = 0;
  if (ply > g->nmoves)
    ply = g->nmoves;
  return &g->positions[ply];
}

void
ce_game_play (CeGame *g, CeMove m)
{
  reserve (g, g->nmoves + 1);
  CeUndo u;
  g->positions[g->nmoves + 1] = g->positions[g->nmoves];
  ce_make (&g->positions[g->nmoves + 1], m, &u);
  g->moves[g->nmoves++] = m;
  g->nredo = 0;
}

bool
ce_game_undo (CeGame *g)
{
  if (g->nmoves == 0)
    return false;
  g->nmoves--;
  g->nredo++;
  return true;
}

bool
ce_game_redo (CeGame *g)
{
  if (g->nredo == 0)
    return false;
  CeMove m = g->moves[g->nmoves];
  int keep = g->nredo - 1;
  CeUndo u;
  g->positions[g->nmoves + 1] = g->positions[g->nmoves];
  ce_make (&g->positions[g->nmoves + 1], m, &u);
  g->nmoves++;
  g->nredo = keep;
  return true;
}

bool
ce_game_is_legal (const CeGame *g, CeMove m)
{
  CePosition p = *ce_game_position (g);
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&p, moves);
  for (int i = 0; i < n; i++)
    if (moves[i] == m)
      return true;
  return false;
}

CeResult
ce_game_result (const CeGame *g, CeEndReason *why)
{
  CePosition p = *ce_game_position (g);
  return ce_position_result (&p, why);
}

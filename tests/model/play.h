/* SPDX-License-Identifier: GPL-3.0-or-later
 * Moves given in coordinate notation, for tests: parsed in a position and
 * played on a ChimeraGame, in its live position or in the one it shows;
 * positions read from position strings.
 */
#pragma once

#include <glib.h>

#include "chimera-game.h"
#include "notation.h"

/* The start of `variant` (`fen` NULL) or the position string `fen` of
 * it; it must read. */
static inline CePosition
position_from (const char *variant, const char *fen)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!fen)
    ce_position_start (&pos, ce_variant_get (variant));
  else if (!ce_position_from_fen (&pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  return pos;
}

/* `move` (e.g. "e2e4") in `pos`; it must be legal there. */
static inline CeMove
parse_at (const CePosition *pos, const char *move)
{
  CePosition copy = *pos;
  CeMove m;
  char err[CE_ERR_SIZE];
  if (!ce_move_parse (&copy, move, &m, err))
    g_error ("%s: %s", move, err);
  return m;
}

/* Plays `move` (e.g. "e2e4") in the game's live position; it must be legal. */
static inline void
play_move (ChimeraGame *game, const char *move)
{
  g_assert_true (chimera_game_play (game, parse_at (chimera_game_get_position (game), move)));
}

/* Plays `moves`, space-separated coordinate moves, each legal. */
static inline void
play (ChimeraGame *game, const char *moves)
{
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (char **m = list; *m; m++)
    if (**m)
      play_move (game, *m);
}

/* Plays `move` in the position shown, as on the board: a variation away
 * from the live position when the game shows an earlier one.  Its node. */
static inline CeNodeId
play_at_view (ChimeraGame *game, const char *move)
{
  CeNodeId n
    = chimera_game_play_at_view (game, parse_at (chimera_game_get_viewed_position (game), move));
  g_assert_cmpint (n, !=, CE_NODE_NONE);
  return n;
}

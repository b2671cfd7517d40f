/* SPDX-License-Identifier: GPL-3.0-or-later
 * Playing moves given in coordinate notation on a ChimeraGame, and
 * positions read from position strings, for tests.
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

/* Plays `move` (e.g. "e2e4") in the game's live position; it must be legal. */
static inline void
play_move (ChimeraGame *game, const char *move)
{
  CePosition pos = *chimera_game_get_position (game);
  CeMove m;
  char err[CE_ERR_SIZE];
  if (!ce_move_parse (&pos, move, &m, err))
    g_error ("%s: %s", move, err);
  g_assert_true (chimera_game_play (game, m));
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

/* Plays `move` in the position shown, as the board does (a variation
 * anywhere but the live position); it must be taken.  Returns the node
 * shown after it. */
static inline CeNodeId
play_at_view (ChimeraGame *game, const char *move)
{
  CePosition pos = *chimera_game_get_viewed_position (game);
  CeMove m;
  char err[CE_ERR_SIZE];
  if (!ce_move_parse (&pos, move, &m, err))
    g_error ("%s: %s", move, err);
  CeNodeId id = chimera_game_play_at_view (game, m);
  g_assert_cmpint (id, !=, CE_NODE_NONE);
  return id;
}

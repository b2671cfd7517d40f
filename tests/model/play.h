/* SPDX-License-Identifier: GPL-3.0-or-later
 * Playing moves given in coordinate notation on a ChimeraGame, for tests.
 */
#pragma once

#include <glib.h>

#include "chimera-game.h"
#include "notation.h"

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

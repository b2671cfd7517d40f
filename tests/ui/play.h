/* SPDX-License-Identifier: GPL-3.0-or-later
 * Playing a move given in coordinate notation on a ChimeraGame, for tests.
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
  g_assert_true (ce_move_parse (&pos, move, &m, err));
  g_assert_true (chimera_game_play (game, m));
}

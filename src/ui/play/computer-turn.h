/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraComputerTurn: the computer's part in the game a window shows.
 * Whenever the game changes to the computer's turn (not paused), it asks
 * for the move — the side's external engine, the opening book or the
 * search worker at the side's level (external-player.h) —, plays it and
 * keeps the engine's evaluation with it ([%eval] in a saved file).  The
 * same worker works out hints for the person.  Both run off the main
 * loop and stop for a new game; chimera_computer_turn_stop stops the move
 * under way where the person takes over (undo, redo, pause).
 */
#pragma once

#include <gio/gio.h>

#include "chimera-game.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_COMPUTER_TURN (chimera_computer_turn_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraComputerTurn, chimera_computer_turn, CHIMERA, COMPUTER_TURN, GObject)

ChimeraComputerTurn *chimera_computer_turn_new (void);

/* Follows `game` (a ChimeraGameFollow for the window's game holder): the
 * thinking for the previous game stops, and the computer moves at once if
 * it is to play. */
void chimera_computer_turn_set_game (ChimeraComputerTurn *self, ChimeraGame *game);

/* Whether the computer is finding its move ("notify::thinking"; it is
 * played, and the game's "changed" emitted, before thinking goes FALSE). */
gboolean chimera_computer_turn_get_thinking (ChimeraComputerTurn *self);

/* Forgets the move being found, if any.  The computer thinks again at the
 * game's next change that leaves it to move (a resumed game, a redo that
 * ends on its turn). */
void chimera_computer_turn_stop (ChimeraComputerTurn *self);

/* A good move for the side to move in the game's live position, found in
 * about a second and a half; fails with G_IO_ERROR_CANCELLED if cancelled.
 * Call _finish in the callback: TRUE and the move (CE_MOVE_NONE where
 * there is none), FALSE if cancelled. */
void chimera_computer_turn_hint_async (ChimeraComputerTurn *self,
                                       GCancellable *cancellable,
                                       GAsyncReadyCallback callback,
                                       gpointer user_data);
gboolean
chimera_computer_turn_hint_finish (ChimeraComputerTurn *self, GAsyncResult *result, CeMove *move);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game a window shows, held in one place.  Whatever puts a game in the
 * window (a new game, a rematch, a file opened or pasted, a game brought
 * back) sets it here, and every part of the window that works on the game
 * follows it from here, in the order the parts were added, so none of them
 * hands the game on to another.
 */
#pragma once

#include <glib-object.h>

#include "chimera-game.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_GAME_HOLDER (chimera_game_holder_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraGameHolder, chimera_game_holder, CHIMERA, GAME_HOLDER, GObject)

ChimeraGameHolder *chimera_game_holder_new (void);

/* Holds `game` (a reference is kept) and hands it to every follower, then
 * notifies "game".  The game held already changes nothing. */
void chimera_game_holder_set_game (ChimeraGameHolder *self, ChimeraGame *game);
/* The game held, or NULL before the first. */
ChimeraGame *chimera_game_holder_get_game (ChimeraGameHolder *self);

typedef void (*ChimeraGameFollow) (gpointer follower, ChimeraGame *game);
/* A component's own set_game as a ChimeraGameFollow (as G_CALLBACK does,
 * through the function type that matches every other). */
#define CHIMERA_GAME_FOLLOW(f) ((ChimeraGameFollow) (void (*) (void)) (f))

/* Calls `follow (follower, game)` with every game held from now on (and
 * with the one held now, if any), after the followers added before it,
 * until `follower` (a GObject, not referenced) is finalized. */
void chimera_game_holder_add_follower (ChimeraGameHolder *self,
                                       gpointer follower,
                                       ChimeraGameFollow follow);

G_END_DECLS

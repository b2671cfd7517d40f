/* SPDX-License-Identifier: GPL-3.0-or-later
 * Who finds the computer's move in a game: an external engine that plays a
 * side (attached to the ChimeraGame, its process living as long as the
 * game), else Chimera's own engine through the worker — after the opening
 * book, where the user gave one and the variant is orthodox chess.  The
 * window asks here instead of asking the worker directly; the rest of its
 * computer-turn flow is the same for every kind of player.
 */
#pragma once

#include "chimera-game.h"
#include "search-worker.h"

G_BEGIN_DECLS

/* Engine `id` (external-engine-list.h) plays `color` in `game` (whose level
 * for that side must be > 0, so it is the computer's turn there); NULL: the
 * built-in engine does.  Sets the PGN White/Black tag to its name. */
void chimera_external_player_set (ChimeraGame *game, int color, const char *id);
/* The engine id playing `color`, or NULL. */
const char *chimera_external_player_get (ChimeraGame *game, int color);
/* The rating (Elo) the game's external engines play at where they can be
 * made weaker (UCI_Elo, kept within each engine's range), 0: at full
 * strength (the default). */
void chimera_external_player_set_elo (ChimeraGame *game, int elo);
int chimera_external_player_get_elo (ChimeraGame *game);

/* The ratings the New Game dialog offers. */
#define CHIMERA_ENGINE_ELO_MIN 500
#define CHIMERA_ENGINE_ELO_MAX 3500
/* What the player bar calls that side: the name the engine reports (or the
 * error that ended its game); NULL if no external engine plays it. */
const char *chimera_external_player_name (ChimeraGame *game, int color);

/* The computer's move in the game's live position: from the side's
 * external engine, from the opening book, or from `worker` at the side's
 * level.  `limits` as for chimera_search_worker_think_async (movetime or
 * clocks).  An external engine that fails or resigns ends the game (its
 * side loses, the reason said); the result then has no move. */
void chimera_move_source_think_async (ChimeraSearchWorker *worker,
                                      ChimeraGame *game,
                                      const CeLimits *limits,
                                      GCancellable *cancellable,
                                      GAsyncReadyCallback callback,
                                      gpointer user_data);
/* For results of chimera_move_source_think_async and of
 * chimera_search_worker_think_async alike. */
gboolean
chimera_move_source_think_finish (GAsyncResult *result, CeSearchResult *out, GError **error);

G_END_DECLS

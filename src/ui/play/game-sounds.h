/* SPDX-License-Identifier: GPL-3.0-or-later
 * The sounds of a game: a move, a capture, a check and the end, each an
 * event of the desktop's sound theme (freedesktop sound naming), played
 * only while the "sounds" setting is on (it is off by default).  Played
 * through libcanberra on a thread of their own, so a slow or missing sound
 * server never holds up the main loop; a build without libcanberra plays
 * nothing.
 */
#pragma once

#include "chimera-game.h"

G_BEGIN_DECLS

typedef enum
{
  CHIMERA_SOUND_MOVE,
  CHIMERA_SOUND_CAPTURE,
  CHIMERA_SOUND_CHECK,
  CHIMERA_SOUND_END,
  CHIMERA_N_SOUNDS
} ChimeraSound;

/* What plays an event: its sound theme id ("complete") and a description
 * for the sound server ("Game over"). */
typedef void (*ChimeraSoundPlayer) (const char *event_id,
                                    const char *description,
                                    gpointer user_data);

/* The theme's event id for `sound`. */
const char *chimera_sound_event_id (ChimeraSound sound);

/* True if this build can play sounds (libcanberra was found). */
gboolean chimera_sounds_available (void);

/* Plays `sound` if the setting is on (never without settings). */
void chimera_sounds_play (ChimeraSound sound);

/* The sound a move of `game` makes: the end if it ended the game, else a
 * check, a capture or a plain move.  `ply` counts from 1 as in "moved". */
ChimeraSound chimera_sounds_for_move (ChimeraGame *game, int ply);
/* The same for the move of a node of `game`'s tree (a variation's), which
 * never sounds as the end: a mate there is the check's sound. */
ChimeraSound chimera_sounds_for_node (ChimeraGame *game, CeNodeId node);

/* From now on `game`'s moves (by a person or the computer, and moves
 * played into variations; not undo, redo or browsing) and its end (also by resignation, agreement or time) make
 * their sounds.  Calling it again for the same game does nothing. */
void chimera_sounds_attach (ChimeraGame *game);

/* Replaces the player (NULL: the default, libcanberra), so that a test
 * can record what would be played. */
void chimera_sounds_set_player (ChimeraSoundPlayer player, gpointer user_data);

G_END_DECLS

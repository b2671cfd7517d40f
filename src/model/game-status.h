/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game's status in words: the side panel's status line and the detail
 * below it, and the summary the window's title shows.  Of the position
 * shown: browsing the history or a variation says whose move it is there
 * and where that is; the game's own state (its result, a pause, the
 * computer thinking) is said for the live position only.
 */
#pragma once

#include <glib.h>

#include "chimera-game.h"
#include "notation-display.h"

G_BEGIN_DECLS

/* The status of `game`, translated (free each with g_free):
 * - returned, the status line: "White to move" ("White to move — check"
 *   in check) for the position shown, or for a finished game followed
 *   live its result: "White wins", "Black wins", "Draw";
 * - *detail, the line below, or NULL when there is nothing to add: an
 *   earlier position ("Earlier position: move 3 of 5", "Earlier position:
 *   the start"), a variation ("In a variation: after 12… Nf6"), how a
 *   finished game ended (the rules' reason, or a result set from outside
 *   by its PGN Termination: "By resignation", any other words as given,
 *   "As recorded in the file" without any), a pause, or, when `thinking`
 *   (the caller knows: the computer searches its move), that the computer
 *   is thinking;
 * - *summary, never NULL, for the window's title: the status line, or
 *   before it where the position shown is ("Move 3 of 5 — Black to move",
 *   "Start — White to move", "Variation after 12… Nf6 — White to move").
 * A variation's move is written in `style` (the caller's notation
 * setting: notation-display.h says why it is handed in). */
char *chimera_game_status_text (
  ChimeraGame *game, gboolean thinking, ChimeraNotationStyle style, char **detail, char **summary);

G_END_DECLS

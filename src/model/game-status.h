/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game's status in words: the side panel's status line, and the summary
 * the window's subtitle shows while the panel is out of sight.  It says
 * only what the rest of the window does not: whose move it is is the
 * player bars', a check the board's and the bars', how a game ended the
 * banner above the board's.  What is left is where the position shown is
 * in the game (browsing its history or a variation) and, for the live
 * position, a pause or the computer thinking.
 */
#pragma once

#include <glib.h>

#include "chimera-game.h"
#include "notation-display.h"

G_BEGIN_DECLS

/* The status line of `game`, translated (free with g_free), or NULL when
 * there is nothing to add to the board, the bars and the banner: the live
 * position of a game going on or over.  Otherwise, one of:
 * - an earlier position of the game: "Move 8 of 19, Black to move", moves
 *   counted as players count them (Black's 8th move comes after White's
 *   8th, a game started from a position goes on from its move number;
 *   "of 19": the last move played is a 19th), or "Start of the game, White
 *   to move";
 * - a position in a variation: "In a variation: after 12… Nf6", its move
 *   written in `style` (the caller's notation setting: notation-display.h
 *   says why it is handed in);
 * - the live position while a clock game is paused: "Paused: the clocks
 *   stand still until you resume (Ctrl+P)"; or, when `thinking` (the
 *   caller knows: the computer searches its move), "The computer is
 *   thinking…".
 * *summary: NULL with the line; otherwise the same for the window's
 * subtitle, shorter where the line is long ("Paused"). */
char *chimera_game_status_text (ChimeraGame *game,
                                gboolean thinking,
                                ChimeraNotationStyle style,
                                char **summary);

G_END_DECLS

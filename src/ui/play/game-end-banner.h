/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraGameEndBanner: the strip above the board that says how a game
 * ended, in a player's words ("Checkmate — White wins", "White's pawn
 * reached h8: flag win", "Black resigned", "Draw by repetition"), with the
 * result ("1-0") and the buttons for what comes next: Rematch
 * (win.rematch), New Game (win.new-game), Analyse (win.analysis) and
 * Review (win.review, review-panel.h).
 *
 * It follows a game's result: it shows when the game ends (by the rules, a
 * flag, a clock, a resignation, an agreement or a file's Result) and goes
 * when a new game is shown or moves are taken back into a live game.  It
 * lies over the room above the board's squares, so that the board keeps
 * its size, and never over a square (libadwaita 1.2 has no AdwBanner).
 */
#pragma once

#include <gtk/gtk.h>

#include "board-column.h"
#include "chimera-game.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_GAME_END_BANNER (chimera_game_end_banner_get_type ())
G_DECLARE_FINAL_TYPE (
  ChimeraGameEndBanner, chimera_game_end_banner, CHIMERA, GAME_END_BANNER, GtkWidget)

/* Places the banner, an overlay child of `overlay`, across the top of
 * `column` (a descendant of `overlay`), over the room it leaves above the
 * board's squares (weak references). */
void chimera_game_end_banner_attach (ChimeraGameEndBanner *self,
                                     GtkOverlay *overlay,
                                     ChimeraBoardColumn *column);

/* Follows `game` (a reference is kept; NULL: none) from now on. */
void chimera_game_end_banner_set_game (ChimeraGameEndBanner *self, ChimeraGame *game);

/* Whether the banner is shown (the game is over), and its two lines as
 * last set: the headline and the result ("1-0", "½-½", with a file's
 * reason when it has no words of ours). */
gboolean chimera_game_end_banner_get_shown (ChimeraGameEndBanner *self);
const char *chimera_game_end_banner_get_title (ChimeraGameEndBanner *self);
const char *chimera_game_end_banner_get_detail (ChimeraGameEndBanner *self);

/* How `game` ended in a player's words (free with g_free), NULL while it
 * goes on.  The words come from the end's CeEndReason and the variant's
 * definition (the flag square), or for an end set from outside the rules
 * from its Termination words ("resignation", "agreement", "time forfeit",
 * ...); a Termination we have no words for is shown as written. */
char *chimera_game_end_headline (ChimeraGame *game);

/* The result as a move list ends with it: "1-0", "0-1", "½-½"; NULL while
 * the game goes on. */
const char *chimera_game_end_result_text (CeResult result);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraGameEnd: a window's ways to end a game before the rules do, and
 * what the window shows once it has ended.
 *
 * It adds to the window's action map:
 *   win.resign      asks first (a misclick must not lose a game), then the
 *                   resigning side loses: "resignation";
 *   win.offer-draw  against the computer, the computer answers from a short
 *                   search on its own search worker (the rule is
 *                   chimera_game_end_computer_accepts_draw); between two
 *                   people at one screen, the other side is asked in a
 *                   dialog; an accepted offer is a draw by "agreement".
 * Who acts: against the computer, the person's side; between two people,
 * the side to move.  Both actions are off once the game is over and when
 * the computer plays both sides.  The result and its Termination words go
 * into the game (chimera_game_set_result), so the saved file has them.
 *
 * It also keeps the end-of-game banner on the window's game, and Undo's
 * tooltip saying why Undo is off after a loss on time (the game model
 * refuses to take a time forfeit back: chimera-game.h).
 */
#pragma once

#include <adwaita.h>

#include "chimera-game.h"
#include "game-end-banner.h"
#include "toaster.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_GAME_END (chimera_game_end_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraGameEnd, chimera_game_end, CHIMERA, GAME_END, GObject)

/* Adds win.resign and win.offer-draw to `window`, shows answers in
 * `toasts`, drives `banner` and sets `undo_button`'s tooltip after a time
 * forfeit (its own tooltip otherwise).  Holds no reference on the window
 * or its widgets. */
ChimeraGameEnd *chimera_game_end_new (GtkApplicationWindow *window,
                                      ChimeraToaster *toasts,
                                      ChimeraGameEndBanner *banner,
                                      GtkWidget *undo_button);

/* The game the window shows (a reference is kept).  An offer still being
 * considered for the previous game is dropped. */
void chimera_game_end_set_game (ChimeraGameEnd *self, ChimeraGame *game);

/* The computer's answer to a draw offer.  `score` is the computer's own
 * view of the position in centipawns (mates as the search scores them),
 * `moves` how many full moves the game has lasted.  It accepts when it
 * stands clearly worse, whatever the length of the game, or when the game
 * is at least CHIMERA_DRAW_MIN_MOVES old and it is no more than about
 * level (at most CHIMERA_DRAW_EVEN_CP ahead); otherwise it plays on. */
#define CHIMERA_DRAW_MIN_MOVES 20
#define CHIMERA_DRAW_EVEN_CP   25
#define CHIMERA_DRAW_WORSE_CP  (-200)
gboolean chimera_game_end_computer_accepts_draw (int score, int moves);

G_END_DECLS

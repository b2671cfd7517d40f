/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewLearn: "Learn from your mistakes" after a review.  It takes
 * the player to the position before each of their mistakes and blunders
 * (the side a person played; both sides when people played both, or
 * nobody) and asks for a better move on the board.  A move made there goes
 * into the game's tree as a variation (the window plays it with
 * chimera_game_play_at_view; never the main line), and the view moving
 * to it brings it here: the engine's choice counts as found at once, the
 * move played asks again, and any other move is searched off the main
 * loop as deep as the review searched: found when it is no inaccuracy
 * against the engine's move (docs/review.md), asked again otherwise.
 * The moves tried are practice: they leave the game's tree when the
 * player goes on (a wrong one at once), unless "Keep My Tries" is on.
 * "Show the Answer" enters the better line as a variation and shows it
 * (it stays); "Skip" goes on to the next one.
 *
 * It copies what it needs of the review, so the review may go; it stops
 * (emits "done") when its game is set anew.
 */
#pragma once

#include <gtk/gtk.h>

#include "chimera-game.h"
#include "review.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_REVIEW_LEARN (chimera_review_learn_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraReviewLearn, chimera_review_learn, CHIMERA, REVIEW_LEARN, GtkBox)

GtkWidget *chimera_review_learn_new (void);

/* The mistakes and blunders of review `r` of `line` that `game` (whose
 * main line starts with `line`) should be learnt from; shows the first.
 * FALSE (and nothing started) if there are none. */
gboolean chimera_review_learn_start (ChimeraReviewLearn *self,
                                     ChimeraGame *game,
                                     const CeReview *r,
                                     const CeGame *line);
/* Whether review `r` of `line` has anything for `game`'s player to learn
 * from (what start would show). */
gboolean chimera_review_learn_available (ChimeraGame *game, const CeReview *r, const CeGame *line);
/* Ends it ("done"). */
void chimera_review_learn_stop (ChimeraReviewLearn *self);

/* How many there are, which is shown (0-based; -1 when stopped), and
 * whether the one shown has been found. */
int chimera_review_learn_get_count (ChimeraReviewLearn *self);
int chimera_review_learn_get_index (ChimeraReviewLearn *self);
gboolean chimera_review_learn_get_found (ChimeraReviewLearn *self);
/* Whether a try is being searched (its answer comes from the main loop). */
gboolean chimera_review_learn_get_checking (ChimeraReviewLearn *self);

/* What the buttons do: shows the better line; goes on to the next one
 * (the last one: "done"). */
void chimera_review_learn_show_answer (ChimeraReviewLearn *self);
void chimera_review_learn_next (ChimeraReviewLearn *self);

/* The words shown: the task and the answer to the last try. */
const char *chimera_review_learn_get_prompt (ChimeraReviewLearn *self);
const char *chimera_review_learn_get_feedback (ChimeraReviewLearn *self);

/* Signals:
 *   "done": stopped, or the last one left behind. */

G_END_DECLS

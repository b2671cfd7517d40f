/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewPanel: "Review Game" in the side panel.  While the review
 * runs (ChimeraReviewRunner, on its own thread, all cores) a progress bar
 * and Cancel; then the evaluation graph (ChimeraEvalGraph), each side's
 * accuracy and counts of inaccuracies, mistakes and blunders, and buttons
 * that step through the mistakes.  Clicking the graph or a mistake shows
 * that position in the game (chimera_game_set_view).  The finished review
 * is written into the game's tree (review-annotate.h), so a saved file
 * keeps it.
 *
 * It follows one game: a new game, or a move played, taken back or
 * replayed, cancels a running review and closes a finished one, and no
 * result of an old review ever reaches a new game.
 */
#pragma once

#include <gtk/gtk.h>

#include "chimera-game.h"
#include "eval-graph.h"
#include "review-learn.h"
#include "review-runner.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_REVIEW_PANEL (chimera_review_panel_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraReviewPanel, chimera_review_panel, CHIMERA, REVIEW_PANEL, GtkBox)

GtkWidget *chimera_review_panel_new (void);

/* The game reviewed from now on (a reference is kept; NULL: none). */
void chimera_review_panel_set_game (ChimeraReviewPanel *self, ChimeraGame *game);

/* Adds the "review" action to `map` (the window's): it starts a review of
 * the game and shows the panel (and the side panel, through the map's
 * "side-panel" action if it has one); enabled while the game has a move. */
void chimera_review_panel_add_action (ChimeraReviewPanel *self, GActionMap *map);

/* What the action does; FALSE if the game has no moves. */
gboolean chimera_review_panel_start (ChimeraReviewPanel *self);
/* Stops a running review (the game is left as it was) and hides the panel;
 * closes a finished one. */
void chimera_review_panel_close (ChimeraReviewPanel *self);

ChimeraReviewRunner *chimera_review_panel_get_runner (ChimeraReviewPanel *self);
ChimeraEvalGraph *chimera_review_panel_get_graph (ChimeraReviewPanel *self);

/* Shows the position after the next (delta 1) or previous (-1) mistake,
 * inaccuracy or blunder from the position shown; FALSE if there is none. */
gboolean chimera_review_panel_step_mistake (ChimeraReviewPanel *self, int delta);

/* "Learn from your mistakes" (the button under a finished review): starts
 * the learning panel on the player's mistakes; FALSE if there are none.
 * When it is done the review shows again. */
gboolean chimera_review_panel_learn (ChimeraReviewPanel *self);
ChimeraReviewLearn *chimera_review_panel_get_learn (ChimeraReviewPanel *self);

/* The texts shown, for tests: a side's accuracy line ("White 87%") and its
 * counts ("2 inaccuracies · 1 mistake · no blunders"), the progress line. */
const char *chimera_review_panel_get_accuracy_text (ChimeraReviewPanel *self, int color);
const char *chimera_review_panel_get_counts_text (ChimeraReviewPanel *self, int color);
const char *chimera_review_panel_get_progress_text (ChimeraReviewPanel *self);

G_END_DECLS

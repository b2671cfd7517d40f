/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewRunner: one game review at a time (review.h) on a thread of
 * its own, never on the GTK main loop, with progress and Cancel.
 *
 * Start copies the game's main line (the moves in effect), so the game may
 * change or go away while the review runs: nothing of it is read on the
 * thread.  Progress and the end come back on the main context of the
 * thread that started the review, and only while that review is still the
 * runner's: after a cancel, a new start or the runner's disposal no signal
 * is emitted for it (the thread is stopped and joined first).  The result
 * is the runner's until the next start or clear.
 */
#pragma once

#include <glib-object.h>

#include "chimera-game.h"
#include "review.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_REVIEW_RUNNER (chimera_review_runner_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraReviewRunner, chimera_review_runner, CHIMERA, REVIEW_RUNNER, GObject)

ChimeraReviewRunner *chimera_review_runner_new (void);

/* The options of the reviews started from now on (copied; NULL: the
 * defaults, see review.h, with one search thread per processor).  Tests
 * set a small depth here. */
void chimera_review_runner_set_options (ChimeraReviewRunner *self, const CeReviewOptions *o);
const CeReviewOptions *chimera_review_runner_get_options (ChimeraReviewRunner *self);

/* Reviews `game`'s main line up to its live position; a review running is
 * cancelled first and the last result dropped.  FALSE (and nothing
 * started) if the game has no moves. */
gboolean chimera_review_runner_start (ChimeraReviewRunner *self, ChimeraGame *game);
/* Stops the running review at once; its result is dropped and no signal of
 * it comes afterwards.  Nothing happens when none runs. */
void chimera_review_runner_cancel (ChimeraReviewRunner *self);
/* Cancels and drops the result. */
void chimera_review_runner_clear (ChimeraReviewRunner *self);

/* The "running" property. */
gboolean chimera_review_runner_get_running (ChimeraReviewRunner *self);
/* Positions searched so far and in all (the moves + 1) of the running or
 * last review. */
int chimera_review_runner_get_done (ChimeraReviewRunner *self);
int chimera_review_runner_get_total (ChimeraReviewRunner *self);

/* The finished review and the line it reviewed (positions and moves),
 * NULL while none has finished since the last start or clear. */
const CeReview *chimera_review_runner_get_review (ChimeraReviewRunner *self);
const CeGame *chimera_review_runner_get_line (ChimeraReviewRunner *self);

/* Signals:
 *   "progress" (int done, int total): another position was searched.
 *   "finished": the review is complete (chimera_review_runner_get_review).
 * Neither is emitted after a cancel, clear or dispose. */

G_END_DECLS

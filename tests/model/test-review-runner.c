/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewRunner without a display: a review on the runner's own
 * thread finds a known blunder, with its progress and end on the main
 * context; it reviews the game as it was when started; and a cancel, a
 * clear, a new start or the runner's disposal stops the thread at once and
 * leaves no signal behind it.  Everything waits on the main context for
 * what it expects (a signal, a thread's name): no fixed sleeps, and
 * nothing is timed.  The review in the window (its panel, graph and
 * annotations) is tests/ui/test-review.c's.
 */
#include "config.h"

#include "../threads-named.h"
#include "chimera-game.h"
#include "play.h"
#include "review-games.h"
#include "review-runner.h"

static ChimeraGame *
game_with (const char *variant, const char *moves)
{
  ChimeraGame *game = chimera_game_new (ce_variant_get (variant), 0, 0);
  play (game, moves);
  return game;
}

/* What the runner said. */
typedef struct
{
  ChimeraReviewRunner *runner;
  int progress, finished, running_notes;
  int last_done;
  int want_total;          /* every progress's total, once set */
  gboolean cancel_at_once; /* cancel from the first progress */
} Seen;

static void
seen_progress (ChimeraReviewRunner *r, int done, int total, Seen *seen)
{
  g_assert_true (r == seen->runner);
  /* Only while running, before the result, and forward only. */
  g_assert_true (chimera_review_runner_get_running (r));
  g_assert_null (chimera_review_runner_get_review (r));
  g_assert_cmpint (done, >=, 1);
  g_assert_cmpint (done, <=, total);
  g_assert_cmpint (done, >, seen->last_done);
  if (seen->want_total)
    g_assert_cmpint (total, ==, seen->want_total);
  g_assert_cmpint (chimera_review_runner_get_done (r), ==, done);
  g_assert_cmpint (chimera_review_runner_get_total (r), ==, total);
  seen->last_done = done;
  seen->progress++;
  if (seen->cancel_at_once)
    chimera_review_runner_cancel (r);
}

static void
seen_finished (ChimeraReviewRunner *r, Seen *seen)
{
  g_assert_false (chimera_review_runner_get_running (r));
  g_assert_nonnull (chimera_review_runner_get_review (r));
  seen->finished++;
}

static void
seen_running (ChimeraReviewRunner *r, GParamSpec *pspec, Seen *seen)
{
  seen->running_notes++;
}

static void
watch (Seen *seen, ChimeraReviewRunner *runner)
{
  *seen = (Seen){ .runner = runner };
  g_signal_connect (runner, "progress", G_CALLBACK (seen_progress), seen);
  g_signal_connect (runner, "finished", G_CALLBACK (seen_finished), seen);
  g_signal_connect (runner, "notify::running", G_CALLBACK (seen_running), seen);
}

static gboolean
wake (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Runs the main context until `cond (data)`; a tick wakes it for
 * conditions no source announces (a thread's name).  No limit of its own:
 * the test's timeout is the limit. */
static void
wait_until (gboolean (*cond) (gpointer), gpointer data)
{
  guint tick = g_timeout_add (10, wake, NULL);
  while (!cond (data))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
}

/* Dispatches whatever is pending on the main context.  After a cancel the
 * thread has been joined, so nothing it posted can come later than this. */
static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
finished (gpointer data)
{
  return ((Seen *) data)->finished > 0;
}

static gboolean
thread_runs (gpointer data)
{
  return threads_named ("chimera-review") >= 1;
}

/* ---- a review to its end ---- */

/* The review of a game with a known blunder, on the runner's thread. */
static void
test_blunder (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  g_autoptr (ChimeraReviewRunner) runner = chimera_review_runner_new ();
  /* All cores by default; NULL puts the defaults back. */
  g_assert_cmpint (chimera_review_runner_get_options (runner)->threads, ==,
                   (int) g_get_num_processors ());
  CeReviewOptions o = review_options (3, 1);
  chimera_review_runner_set_options (runner, &o);
  g_assert_cmpint (chimera_review_runner_get_options (runner)->depth, ==, 3);
  Seen seen;
  watch (&seen, runner);

  /* Nothing to review at the start. */
  g_assert_false (chimera_review_runner_start (runner, game));
  g_assert_false (chimera_review_runner_get_running (runner));
  g_assert_cmpint (chimera_review_runner_get_total (runner), ==, 0);
  g_assert_cmpint (seen.running_notes, ==, 0);

  play (game, scholars_mate);
  guint64 revision = chimera_game_get_revision (game);
  seen.want_total = 8;
  g_assert_true (chimera_review_runner_start (runner, game));
  g_assert_true (chimera_review_runner_get_running (runner));
  g_assert_cmpint (seen.running_notes, ==, 1);
  g_assert_cmpint (chimera_review_runner_get_done (runner), ==, 0);
  g_assert_cmpint (chimera_review_runner_get_total (runner), ==, 8);
  g_assert_null (chimera_review_runner_get_review (runner));
  g_assert_null (chimera_review_runner_get_line (runner));
  wait_until (finished, &seen);
  drain ();
  g_assert_cmpint (seen.finished, ==, 1);
  g_assert_false (chimera_review_runner_get_running (runner));
  g_assert_cmpint (seen.running_notes, ==, 2);
  /* Progress may be reported several positions at once, but it came. */
  g_assert_cmpint (seen.progress, >=, 1);
  g_assert_cmpint (chimera_review_runner_get_done (runner), ==, 8);
  g_assert_cmpint (chimera_review_runner_get_total (runner), ==, 8);

  const CeReview *r = chimera_review_runner_get_review (runner);
  g_assert_nonnull (r);
  g_assert_cmpint (r->nplies, ==, 7);
  g_assert_cmpint (r->ndone, ==, 7);
  const CeReviewPly *nf6 = &r->plies[5];
  g_assert_cmpint (nf6->cls, ==, CE_REVIEW_BLUNDER);
  g_assert_cmpint (ce_review_nag (nf6), ==, 4);
  g_assert_true (nf6->best != nf6->played);
  g_assert_cmpint (nf6->best_line_len, >, 0);
  /* White mates after it. */
  g_assert_cmpint (nf6->eval_after, >=, CE_EVAL_MATE_BOUND);
  g_assert_cmpint (r->side[CE_BLACK].count[CE_REVIEW_BLUNDER], ==, 1);
  g_assert_cmpfloat (r->side[CE_BLACK].accuracy, <, r->side[CE_WHITE].accuracy);
  /* The line reviewed is the game's. */
  const CeGame *line = chimera_review_runner_get_line (runner);
  const CeGame *rec = chimera_game_get_record (game);
  g_assert_cmpint (line->nmoves, ==, 7);
  for (int i = 0; i < 7; i++)
    g_assert_cmpuint (line->moves[i], ==, rec->moves[i]);
  /* The runner only read the game, and its thread is gone. */
  g_assert_cmpuint (chimera_game_get_revision (game), ==, revision);
  g_assert_cmpint (threads_named ("chimera-review"), ==, 0);

  /* Clear drops the result; it was not running, so "running" stays. */
  chimera_review_runner_clear (runner);
  g_assert_null (chimera_review_runner_get_review (runner));
  g_assert_null (chimera_review_runner_get_line (runner));
  g_assert_cmpint (chimera_review_runner_get_done (runner), ==, 0);
  g_assert_cmpint (chimera_review_runner_get_total (runner), ==, 0);
  g_assert_cmpint (seen.running_notes, ==, 2);

  chimera_review_runner_set_options (runner, NULL);
  g_assert_cmpint (chimera_review_runner_get_options (runner)->threads, ==,
                   (int) g_get_num_processors ());
}

/* The review is of the game as it was when started: moves played (or
 * taken back) meanwhile change nothing of it. */
static void
test_game_changes_meanwhile (void)
{
  g_autoptr (ChimeraGame) game = game_with ("chess", "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6");
  g_autoptr (ChimeraReviewRunner) runner = chimera_review_runner_new ();
  CeReviewOptions o = review_options (2, 1);
  chimera_review_runner_set_options (runner, &o);
  Seen seen;
  watch (&seen, runner);
  seen.want_total = 7;
  g_assert_true (chimera_review_runner_start (runner, game));
  play (game, "h5f7");
  g_assert_true (chimera_game_undo (game));
  g_assert_true (chimera_game_undo (game));
  wait_until (finished, &seen);
  const CeReview *r = chimera_review_runner_get_review (runner);
  g_assert_cmpint (r->nplies, ==, 6);
  g_assert_cmpint (r->ndone, ==, 6);
  g_assert_cmpint (chimera_review_runner_get_line (runner)->nmoves, ==, 6);
  g_assert_cmpint (chimera_review_runner_get_done (runner), ==, 7);
}

/* ---- stopping ---- */

/* Cancel while the thread searches (depth 30 of a long ZigZag game, with
 * a search helper): at once, no signal afterwards, no thread left, the
 * game as it was; then a clear while it runs does the same. */
static void
test_cancel (void)
{
  g_autoptr (ChimeraGame) game = game_with ("zigzag", zigzag_game);
  guint64 revision = chimera_game_get_revision (game);
  g_autoptr (ChimeraReviewRunner) runner = chimera_review_runner_new ();
  CeReviewOptions o = review_options (30, 2);
  chimera_review_runner_set_options (runner, &o);
  Seen seen;
  watch (&seen, runner);

  for (int clear = 0; clear < 2; clear++)
    {
      seen.running_notes = 0;
      g_assert_true (chimera_review_runner_start (runner, game));
      g_assert_cmpint (chimera_review_runner_get_total (runner), ==, 61);
      wait_until (thread_runs, NULL);
      if (clear)
        chimera_review_runner_clear (runner);
      else
        chimera_review_runner_cancel (runner);
      g_assert_false (chimera_review_runner_get_running (runner));
      g_assert_cmpint (seen.running_notes, ==, 2);
      /* The thread and its helper were joined. */
      g_assert_cmpint (threads_named ("chimera-review"), ==, 0);
      drain ();
      g_assert_cmpint (seen.progress, ==, 0);
      g_assert_cmpint (seen.finished, ==, 0);
      g_assert_null (chimera_review_runner_get_review (runner));
      g_assert_null (chimera_review_runner_get_line (runner));
      g_assert_cmpuint (chimera_game_get_revision (game), ==, revision);
    }
  /* Nothing runs: cancelling again does nothing. */
  chimera_review_runner_cancel (runner);
  g_assert_cmpint (seen.running_notes, ==, 2);
}

/* Cancel from the progress handler, while the next position is searched
 * (a tenth of a second each): that one progress, and nothing after it. */
static void
test_cancel_from_progress (void)
{
  g_autoptr (ChimeraGame) game = game_with ("zigzag", zigzag_game);
  g_autoptr (ChimeraReviewRunner) runner = chimera_review_runner_new ();
  CeReviewOptions o = review_options (0, 1);
  o.movetime = 100;
  chimera_review_runner_set_options (runner, &o);
  Seen seen;
  watch (&seen, runner);
  seen.want_total = 61;
  seen.cancel_at_once = TRUE;
  g_assert_true (chimera_review_runner_start (runner, game));
  while (!seen.progress)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (chimera_review_runner_get_running (runner));
  g_assert_cmpint (threads_named ("chimera-review"), ==, 0);
  drain ();
  g_assert_cmpint (seen.progress, ==, 1);
  g_assert_cmpint (seen.finished, ==, 0);
  g_assert_cmpint (seen.running_notes, ==, 2);
  g_assert_null (chimera_review_runner_get_review (runner));
}

/* A new start cancels the review running: only the new one reports, and
 * its result is the new game's. */
static void
test_restart (void)
{
  g_autoptr (ChimeraGame) zigzag = game_with ("zigzag", zigzag_game);
  g_autoptr (ChimeraGame) chess = game_with ("chess", scholars_mate);
  g_autoptr (ChimeraReviewRunner) runner = chimera_review_runner_new ();
  CeReviewOptions deep = review_options (30, 1), quick = review_options (2, 1);
  chimera_review_runner_set_options (runner, &deep);
  Seen seen;
  watch (&seen, runner);
  g_assert_true (chimera_review_runner_start (runner, zigzag));
  wait_until (thread_runs, NULL);
  /* The options apply to reviews started from now on. */
  chimera_review_runner_set_options (runner, &quick);
  seen.want_total = 8;
  g_assert_true (chimera_review_runner_start (runner, chess));
  /* Still running: no "running" change between the two. */
  g_assert_cmpint (seen.running_notes, ==, 1);
  g_assert_cmpint (chimera_review_runner_get_total (runner), ==, 8);
  wait_until (finished, &seen);
  drain ();
  g_assert_cmpint (seen.finished, ==, 1);
  g_assert_cmpint (seen.running_notes, ==, 2);
  g_assert_cmpint (chimera_review_runner_get_review (runner)->nplies, ==, 7);
  g_assert_cmpint (chimera_review_runner_get_line (runner)->nmoves, ==, 7);
  g_assert_cmpint (threads_named ("chimera-review"), ==, 0);

  /* A start of a game without moves drops the result and starts nothing. */
  g_autoptr (ChimeraGame) empty = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  g_assert_false (chimera_review_runner_start (runner, empty));
  g_assert_null (chimera_review_runner_get_review (runner));
  g_assert_cmpint (chimera_review_runner_get_total (runner), ==, 0);
  g_assert_cmpint (seen.running_notes, ==, 2);
}

/* The runner dropped while it reviews: finalized, its thread stopped and
 * joined, and nothing it posted reaches anyone. */
static void
test_dispose (void)
{
  g_autoptr (ChimeraGame) game = game_with ("zigzag", zigzag_game);
  guint64 revision = chimera_game_get_revision (game);
  ChimeraReviewRunner *runner = chimera_review_runner_new ();
  CeReviewOptions o = review_options (30, 2);
  chimera_review_runner_set_options (runner, &o);
  Seen seen;
  watch (&seen, runner);
  g_assert_true (chimera_review_runner_start (runner, game));
  wait_until (thread_runs, NULL);
  g_object_add_weak_pointer (G_OBJECT (runner), (gpointer *) &runner);
  g_object_unref (runner);
  g_assert_null (runner);
  g_assert_cmpint (threads_named ("chimera-review"), ==, 0);
  drain ();
  g_assert_cmpint (seen.progress, ==, 0);
  g_assert_cmpint (seen.finished, ==, 0);
  g_assert_cmpuint (chimera_game_get_revision (game), ==, revision);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/review-runner/blunder", test_blunder);
  g_test_add_func ("/review-runner/game-changes-meanwhile", test_game_changes_meanwhile);
  g_test_add_func ("/review-runner/cancel", test_cancel);
  g_test_add_func ("/review-runner/cancel-from-progress", test_cancel_from_progress);
  g_test_add_func ("/review-runner/restart", test_restart);
  g_test_add_func ("/review-runner/dispose", test_dispose);
  return g_test_run ();
}

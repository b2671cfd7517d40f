/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraSearchWorker: moves come back on the main context; stopping,
 * cancelling and replacing a job answers CANCELLED exactly once; info lines
 * follow only the live job; disposal stops the search and joins the thread.
 * Needs no display (and no GTK), so it also runs under ThreadSanitizer.
 * How soon a stopped search answers is measured by tools/stop-latency
 * (bench/stop.sh), not here: on a busy machine that is the scheduler's.
 */
#include "search-worker.h"
#include "movegen.h"
#include "notation.h"
#include "search-think.h"

#include <string.h>

#define MATE_IN_ONE "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
/* The same, mated: no move to search, so the answer is all the mail. */
#define MATED "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1"

static GThread *main_thread;

/* Waits, without running the main loop, until the worker's mail (an info
 * line or an answer) waits in the main context.  Polled: the only thing to
 * block on would dispatch the mail too. */
static void
wait_for_mail (void)
{
  while (!g_main_context_pending (NULL))
    g_usleep (1000);
}

static gboolean
is_legal (const CePosition *pos, CeMove m)
{
  CePosition scratch = *pos;
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&scratch, moves);
  for (int i = 0; i < n; i++)
    if (moves[i] == m)
      return TRUE;
  return FALSE;
}

static void
from_fen (CePosition *pos, const char *variant, const char *fen)
{
  char err[CE_ERR_SIZE];
  g_assert_true (ce_position_from_fen (pos, ce_variant_get (variant), fen, err));
}

static void
assert_move (const Answer *a)
{
  g_assert_cmpint (a->calls, ==, 1);
  g_assert_no_error (a->error);
  g_assert_true (a->ok);
  g_assert_true (a->on_main);
  g_assert_true (is_legal (&a->pos, a->result.best));
}

static void
assert_cancelled (const Answer *a)
{
  g_assert_cmpint (a->calls, ==, 1);
  g_assert_error (a->error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_false (a->ok);
  g_assert_true (a->on_main);
}

/* Every level answers a fixed-depth think with a legal move, on the main
 * thread, exactly once. */
static void
test_depth (void)
{
  g_autoptr (ChimeraSearchWorker) w = chimera_search_worker_new ();
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 3;
  for (int level = CE_LEVEL_MIN; level <= CE_LEVEL_MAX; level++)
    {
      Answer a = { 0 };
      think (w, &a, &pos, level, &l, NULL);
      wait_for (&a);
      spin (5);
      assert_move (&a);
      g_assert_cmpint (a.result.depth, >=, 1);
      g_assert_cmpint (a.result.depth, <=, 3);
      answer_clear (&a);
    }
}

/* A mate in one is never missed, at any level. */
static void
test_mate (void)
{
  g_autoptr (ChimeraSearchWorker) w = chimera_search_worker_new ();
  CePosition pos;
  from_fen (&pos, "chess", MATE_IN_ONE);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 4;
  for (int level = CE_LEVEL_MAX; level >= CE_LEVEL_MIN; level--)
    {
      Answer a = { 0 };
      think (w, &a, &pos, level, &l, NULL);
      wait_for (&a);
      assert_move (&a);
      char buf[CE_MOVE_SIZE];
      g_assert_cmpstr (ce_move_to_string (&pos, a.result.best, buf), ==, "a1a8");
      g_assert_cmpint (ce_score_mate (a.result.score), ==, 1);
      answer_clear (&a);
    }
}

typedef enum
{
  BY_CANCELLABLE,
  BY_STOP,
  BY_NEW_THINK
} StopHow;

/* An endless search is stopped by each means; its callback says CANCELLED
 * (once) and a replacing think still answers. */
static void
check_cancel (StopHow how)
{
  g_autoptr (ChimeraSearchWorker) w = chimera_search_worker_new ();
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  CePosition start, mate;
  ce_position_start (&start, ce_variant_get ("chess"));
  from_fen (&mate, "chess", MATE_IN_ONE);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 3;

  /* Warm up first: a fresh worker's thread is still allocating its table
   * (which meson's MALLOC_PERTURB_ makes slow), and that is not what this
   * measures. */
  Answer warm = { 0 };
  think (w, &warm, &mate, CE_LEVEL_MAX, &l, NULL);
  wait_for (&warm);
  assert_move (&warm);

  for (int round = 0; round < 5; round++)
    {
      Answer a = { 0 }, b = { 0 };
      think (w, &a, &start, CE_LEVEL_MAX, NULL, cancellable);
      spin (round * 20);
      g_assert_cmpint (a.calls, ==, 0);
      gint64 asked = g_get_monotonic_time ();
      switch (how)
        {
          case BY_CANCELLABLE: g_cancellable_cancel (cancellable); break;
          case BY_STOP: chimera_search_worker_stop (w); break;
          case BY_NEW_THINK: think (w, &b, &mate, CE_LEVEL_MAX, &l, NULL); break;
        }
      wait_for (&a);
      g_test_message ("stopped after %d ms of search: callback %.2f ms after asked", round * 20,
                      (double) (a.answered_at - asked) / 1000.0);
      if (how == BY_NEW_THINK)
        {
          wait_for (&b);
          assert_move (&b);
          g_assert_cmpint (b.answered_at, >=, a.answered_at);
        }
      spin (5);
      assert_cancelled (&a);
      answer_clear (&a);
      answer_clear (&b);
      g_cancellable_reset (cancellable);
    }
}

static void
test_cancel_cancellable (void)
{
  check_cancel (BY_CANCELLABLE);
}

static void
test_cancel_stop (void)
{
  check_cancel (BY_STOP);
}

static void
test_cancel_new_think (void)
{
  check_cancel (BY_NEW_THINK);
}

/* Stopped after the search has ended but before the callback has run, the
 * job answers CANCELLED: a caller that moved on never sees a stale move.
 * An already-cancelled cancellable, and stop with nothing running, are
 * fine too. */
static void
test_cancel_late (void)
{
  g_autoptr (ChimeraSearchWorker) w = chimera_search_worker_new ();
  CePosition pos, mated;
  ce_position_start (&pos, ce_variant_get ("chess"));
  from_fen (&mated, "chess", MATED);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 1;

  chimera_search_worker_stop (w);

  for (int how = BY_CANCELLABLE; how <= BY_STOP; how++)
    {
      g_autoptr (GCancellable) cancellable = g_cancellable_new ();
      Answer a = { 0 };
      think (w, &a, &mated, CE_LEVEL_MAX, &l, cancellable);
      /* Not iterating: the answer (a mated side sends no info line) waits
       * in the main context. */
      wait_for_mail ();
      if (how == BY_CANCELLABLE)
        g_cancellable_cancel (cancellable);
      else
        chimera_search_worker_stop (w);
      wait_for (&a);
      assert_cancelled (&a);
      answer_clear (&a);
    }

  g_autoptr (GCancellable) cancelled = g_cancellable_new ();
  g_cancellable_cancel (cancelled);
  Answer a = { 0 };
  think (w, &a, &pos, CE_LEVEL_MAX, &l, cancelled);
  wait_for (&a);
  assert_cancelled (&a);

  think (w, &a, &pos, CE_LEVEL_MAX, &l, NULL);
  wait_for (&a);
  assert_move (&a);
  answer_clear (&a);
}

typedef struct
{
  const CePosition *pos; /* the live job's position */
  const Answer *answer;  /* the live job's answer */
  int count;
  int last_depth;
  gboolean increasing;
  gboolean legal;
  gboolean before_answer;
} InfoLog;

static void
info_log_reset (InfoLog *log, const CePosition *pos, const Answer *answer)
{
  *log = (InfoLog){ pos, answer, 0, 0, TRUE, TRUE, TRUE };
}

static void
on_info (ChimeraSearchWorker *w, gpointer p, gpointer data)
{
  const CeSearchInfo *info = p;
  InfoLog *log = data;
  g_assert_true (g_thread_self () == main_thread);
  if (info->depth <= log->last_depth)
    log->increasing = FALSE;
  log->last_depth = info->depth;
  if (info->pv_length < 1 || !is_legal (log->pos, info->pv[0]))
    log->legal = FALSE;
  if (log->answer && log->answer->calls)
    log->before_answer = FALSE;
  log->count++;
}

/* A level-10 think reports each iteration, depth by depth, before its
 * answer; lower levels report nothing; a replaced or stopped job's lines
 * still queued in the main context are dropped.  One thread: with helpers,
 * a helper that completes the depth first ends the search, and the main
 * thread's last iteration goes unreported (threads-depth in test-search). */
static void
test_info (void)
{
  g_autoptr (ChimeraSearchWorker) w = chimera_search_worker_new ();
  chimera_search_worker_set_threads (w, 1);
  InfoLog log;
  g_signal_connect (w, "info", G_CALLBACK (on_info), &log);
  CePosition start, mate;
  ce_position_start (&start, ce_variant_get ("chess"));
  from_fen (&mate, "chess", MATE_IN_ONE);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 6;

  Answer a = { 0 }, b = { 0 };
  info_log_reset (&log, &start, &a);
  think (w, &a, &start, CE_LEVEL_MAX, &l, NULL);
  wait_for (&a);
  assert_move (&a);
  g_assert_cmpint (log.count, ==, 6);
  g_assert_true (log.increasing);
  g_assert_true (log.legal);
  g_assert_true (log.before_answer);

  info_log_reset (&log, &start, &a);
  think (w, &a, &start, 5, &l, NULL);
  wait_for (&a);
  spin (5);
  assert_move (&a);
  /* A lower level searches several lines (multi-PV) to choose among: every
   * line of every iteration is reported, all before the answer. */
  g_assert_cmpint (log.count, >=, 4);
  g_assert_true (log.legal);
  g_assert_true (log.before_answer);

  /* Replaced: lines of the first job pile up in the main context while it
   * is not iterated; once the second has started, only its own (legal in
   * its position, from depth 1 up) may arrive. */
  info_log_reset (&log, &start, &a);
  think (w, &a, &start, CE_LEVEL_MAX, NULL, NULL);
  while (log.count == 0)
    g_main_context_iteration (NULL, TRUE);
  /* More lines of the first job wait in the main context. */
  wait_for_mail ();
  l.depth = 5;
  think (w, &b, &mate, CE_LEVEL_MAX, &l, NULL);
  int first = log.count;
  info_log_reset (&log, &mate, &b);
  wait_for (&b);
  wait_for (&a);
  spin (5);
  g_test_message ("replaced after %d info lines", first);
  assert_cancelled (&a);
  assert_move (&b);
  g_assert_cmpint (log.count, ==, 5);
  g_assert_true (log.increasing);
  g_assert_true (log.legal);
  g_assert_true (log.before_answer);

  /* Stopped: nothing more at all. */
  info_log_reset (&log, &start, &a);
  think (w, &a, &start, CE_LEVEL_MAX, NULL, NULL);
  while (log.count == 0)
    g_main_context_iteration (NULL, TRUE);
  wait_for_mail ();
  chimera_search_worker_stop (w);
  info_log_reset (&log, &start, NULL);
  wait_for (&a);
  spin (5);
  assert_cancelled (&a);
  g_assert_cmpint (log.count, ==, 0);

  answer_clear (&a);
  answer_clear (&b);
}

static void
count_info (ChimeraSearchWorker *w, gpointer info, gpointer data)
{
  (*(int *) data)++;
}

/* What a stress job was told. */
typedef enum
{
  NOT_STOPPED,
  STOPPED_ANSWERED, /* told to stop after its callback had run */
  STOPPED_WAITING   /* told to stop before: it must answer CANCELLED */
} Stopped;

static Stopped
stopped (const Answer *a)
{
  return a->calls ? STOPPED_ANSWERED : STOPPED_WAITING;
}

/* Many thinks, each stopped one way or another after 0-5 ms (a few run to
 * the end): every callback arrives exactly once, with a legal move or
 * CANCELLED, and CANCELLED whenever it was told to stop before its callback
 * ran.  CHIMERA_SEARCH_WORKER_CYCLES sets the count (default 1000). */
static void
test_stress (void)
{
  const char *env = g_getenv ("CHIMERA_SEARCH_WORKER_CYCLES");
  int cycles = env ? (int) g_ascii_strtoll (env, NULL, 10) : 1000;
  /* The positions drawn from the test's seed, as the rest: --seed repeats a run. */
  g_autoptr (GRand) rand = g_rand_new_with_seed (g_test_rand_int ());
  g_autoptr (ChimeraSearchWorker) w = chimera_search_worker_new ();
  Answer *answers = g_new0 (Answer, cycles);
  gboolean *must_answer = g_new0 (gboolean, cycles);
  Stopped *stopped_how = g_new0 (Stopped, cycles);
  int info_lines = 0;
  g_signal_connect (w, "info", G_CALLBACK (count_info), &info_lines);
  /* Every variant answers a shallow think first (and the fresh worker's
   * table is allocated before the stops begin). */
  warm_up (w);
  info_lines = 0;
  gint64 began = g_get_monotonic_time ();

  for (int i = 0; i < cycles; i++)
    {
      CePosition pos;
      random_position (rand, &pos);
      int how = g_test_rand_int_range (0, 20);
      CeLimits l;
      ce_limits_init (&l);
      /* Deep enough that most are stopped mid-search (level 10 without a
       * depth never ends by itself); shallow when it must end. */
      l.depth = how == 0 ? g_test_rand_int_range (1, 4) : g_test_rand_int_range (0, 13);
      g_autoptr (GCancellable) cancellable = g_test_rand_bit () ? g_cancellable_new () : NULL;
      think (w, &answers[i], &pos, g_test_rand_int_range (CE_LEVEL_MIN, CE_LEVEL_MAX + 1), &l,
             cancellable);
      /* The previous job, if still running, has just been replaced. */
      if (i > 0 && !stopped_how[i - 1] && !must_answer[i - 1])
        stopped_how[i - 1] = stopped (&answers[i - 1]);
      spin ((guint) g_test_rand_int_range (0, 6));
      if (how > 0 && how <= 13)
        stopped_how[i] = stopped (&answers[i]);
      if (how == 0)
        {
          /* Runs to the end. */
          must_answer[i] = TRUE;
          wait_for (&answers[i]);
        }
      else if (how <= 7 && cancellable)
        g_cancellable_cancel (cancellable);
      else if (how <= 13)
        chimera_search_worker_stop (w);
      /* else replaced by the next think */
    }
  if (!stopped_how[cycles - 1] && !must_answer[cycles - 1])
    stopped_how[cycles - 1] = stopped (&answers[cycles - 1]);
  chimera_search_worker_stop (w);
  for (int i = 0; i < cycles; i++)
    wait_for (&answers[i]);
  spin (10);

  int moves = 0, late = 0;
  for (int i = 0; i < cycles; i++)
    {
      Answer *a = &answers[i];
      g_assert_cmpint (a->calls, ==, 1);
      g_assert_true (a->on_main);
      if (a->ok)
        {
          g_assert_no_error (a->error);
          CePosition scratch = a->pos;
          CeMove list[CE_MAX_MOVES];
          if (ce_generate_legal (&scratch, list) == 0)
            g_assert_cmpuint (a->result.best, ==, CE_MOVE_NONE);
          else
            g_assert_true (is_legal (&a->pos, a->result.best));
          /* Told to stop before its callback: never a stale move. */
          g_assert_cmpint (stopped_how[i], !=, STOPPED_WAITING);
          moves++;
        }
      else
        {
          /* Told to stop (cancelled, stopped or replaced), and the search
           * obeyed: the callback came, CANCELLED. */
          g_assert_false (must_answer[i]);
          g_assert_error (a->error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
          g_assert_cmpint (stopped_how[i], !=, NOT_STOPPED);
        }
      late += stopped_how[i] == STOPPED_ANSWERED;
      answer_clear (a);
    }
  g_test_message ("%d cycles in %.1f s: %d moves (%d told to stop after their answer), "
                  "%d cancelled, %d info lines",
                  cycles, (double) (g_get_monotonic_time () - began) / 1e6, moves, late,
                  cycles - moves, info_lines);
  g_free (stopped_how);
  g_free (answers);
  g_free (must_answer);
}

/* Dropping the last reference to a thinking worker stops the search and
 * joins the thread; the callback still comes, CANCELLED, and queued info
 * lines are dropped.  So do jobs still queued, and an idle worker. */
static void
test_dispose (void)
{
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));

  ChimeraSearchWorker *w = chimera_search_worker_new ();
  g_object_add_weak_pointer (G_OBJECT (w), (gpointer *) &w);
  InfoLog log;
  Answer a = { 0 };
  info_log_reset (&log, &pos, &a);
  g_signal_connect (w, "info", G_CALLBACK (on_info), &log);
  think (w, &a, &pos, CE_LEVEL_MAX, NULL, NULL);
  while (log.count == 0)
    g_main_context_iteration (NULL, TRUE);
  /* Another line waits in the main context, to be dropped. */
  wait_for_mail ();
  int seen = log.count;
  gint64 asked = g_get_monotonic_time ();
  g_object_unref (w);
  g_test_message ("disposed while thinking: joined in %.2f ms",
                  (double) (g_get_monotonic_time () - asked) / 1000.0);
  g_assert_null (w);
  wait_for (&a);
  spin (5);
  assert_cancelled (&a);
  g_assert_cmpint (log.count, ==, seen);

  Answer queued[3] = { 0 };
  w = chimera_search_worker_new ();
  g_object_add_weak_pointer (G_OBJECT (w), (gpointer *) &w);
  for (int i = 0; i < 3; i++)
    think (w, &queued[i], &pos, CE_LEVEL_MAX, NULL, NULL);
  g_object_unref (w);
  g_assert_null (w);
  for (int i = 0; i < 3; i++)
    {
      wait_for (&queued[i]);
      assert_cancelled (&queued[i]);
      answer_clear (&queued[i]);
    }

  w = chimera_search_worker_new ();
  g_object_add_weak_pointer (G_OBJECT (w), (gpointer *) &w);
  g_object_unref (w);
  g_assert_null (w);
  answer_clear (&a);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  main_thread = g_thread_self ();

  g_test_add_func ("/search-worker/depth", test_depth);
  g_test_add_func ("/search-worker/mate", test_mate);
  g_test_add_func ("/search-worker/cancel/cancellable", test_cancel_cancellable);
  g_test_add_func ("/search-worker/cancel/stop", test_cancel_stop);
  g_test_add_func ("/search-worker/cancel/new-think", test_cancel_new_think);
  g_test_add_func ("/search-worker/cancel/late", test_cancel_late);
  g_test_add_func ("/search-worker/info", test_info);
  g_test_add_func ("/search-worker/stress", test_stress);
  g_test_add_func ("/search-worker/dispose", test_dispose);
  return g_test_run ();
}

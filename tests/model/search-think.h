/* SPDX-License-Identifier: GPL-3.0-or-later
 * Thinks asked of a ChimeraSearchWorker and their answers waited for on
 * the main loop, as the search-worker test (test-search-worker.c) and
 * the stop-latency benchmark (tools/stop-latency.c) both ask them: what
 * one think's callback saw, the main loop run until it came or for a
 * while, the worker warmed up, random positions to think on.
 */
#pragma once

#include <gio/gio.h>
#include <string.h>

#include "movegen.h"
#include "search-worker.h"

/* What one think's callback saw. */
typedef struct
{
  CePosition pos; /* the position searched, to check the move against */
  int calls;
  gboolean ok;
  GError *error;
  CeSearchResult result;
  gint64 answered_at; /* monotonic, microseconds */
  GThread *asker;     /* the thread that asked */
  gboolean on_main;   /* called on the thread that asked, owning the main context */
} Answer;

static inline void
answer_clear (Answer *a)
{
  g_clear_error (&a->error);
}

/* Whether `a` came, and CANCELLED. */
static inline gboolean
answer_cancelled (const Answer *a)
{
  return a->calls > 0 && g_error_matches (a->error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static inline void
think_done (GObject *source, GAsyncResult *res, gpointer data)
{
  Answer *a = data;
  g_assert_null (source);
  a->calls++;
  a->answered_at = g_get_monotonic_time ();
  a->on_main = g_thread_self () == a->asker && g_main_context_is_owner (g_main_context_default ());
  g_clear_error (&a->error);
  a->ok = chimera_search_worker_think_finish (NULL, res, &a->result, &a->error);
}

/* Asks `w` to think on `pos`, the answer into `a` (cleared first). */
static inline void
think (ChimeraSearchWorker *w,
       Answer *a,
       const CePosition *pos,
       int level,
       const CeLimits *limits,
       GCancellable *cancellable)
{
  answer_clear (a);
  memset (a, 0, sizeof *a);
  a->pos = *pos;
  a->asker = g_thread_self ();
  chimera_search_worker_think_async (w, pos, level, limits, cancellable, think_done, a);
  /* Never answered synchronously, not even when already cancelled. */
  g_assert_cmpint (a->calls, ==, 0);
}

/* Runs the main loop until `a` has come. */
static inline void
wait_for (const Answer *a)
{
  while (a->calls == 0)
    g_main_context_iteration (NULL, TRUE);
}

static inline gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for `ms` milliseconds. */
static inline void
spin (guint ms)
{
  gboolean done = FALSE;
  g_timeout_add (ms, set_flag, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Every variant's start thought on to depth 1, each answered with a move:
 * a fresh worker allocates its table then, before what is to be watched. */
static inline void
warm_up (ChimeraSearchWorker *w)
{
  CeLimits shallow;
  ce_limits_init (&shallow);
  shallow.depth = 1;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      CePosition start;
      ce_position_start (&start, ce_variant_get (*id));
      Answer warm = { 0 };
      think (w, &warm, &start, CE_LEVEL_MAX, &shallow, NULL);
      wait_for (&warm);
      g_assert_no_error (warm.error);
      g_assert_true (warm.ok);
      g_assert_cmpuint (warm.result.best, !=, CE_MOVE_NONE);
      answer_clear (&warm);
    }
}

/* A random position of a random variant: the start plus up to six random
 * legal moves (fewer if the game ends). */
static inline void
random_position (GRand *rand, CePosition *pos)
{
  const char *const *ids = ce_variant_ids ();
  int nids = 0;
  while (ids[nids])
    nids++;
  ce_position_start (pos, ce_variant_get (ids[g_rand_int_range (rand, 0, nids)]));
  int plies = g_rand_int_range (rand, 0, 7);
  for (int i = 0; i < plies; i++)
    {
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (pos, moves);
      if (n == 0)
        break;
      CeUndo u;
      ce_make (pos, moves[g_rand_int_range (rand, 0, n)], &u);
    }
}

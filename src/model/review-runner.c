/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraReviewRunner: a game review on its own thread, its progress and
 * result posted back to the main context of its starter.
 */
#include "config.h"

#include "review-runner.h"

#include <stdatomic.h>

/* One review: shared by the runner and its thread (reference counted), so
 * either may go first.  The thread writes `review` and reads `line`; the
 * main context reads them only after the thread has posted its end. */
typedef struct
{
  gatomicrefcount ref;
  atomic_bool stop;
  GWeakRef runner;
  GMainContext *context;
  CeGame line;
  CeReviewOptions options;
  CeReview review;
  gboolean have_review;
  gint done, total;     /* atomic */
  gint progress_posted; /* atomic: a progress source is pending */
} Job;

struct _ChimeraReviewRunner
{
  GObject parent_instance;

  CeReviewOptions options;
  Job *job;        /* the running review, or NULL */
  GThread *thread; /* its thread, joined before it is dropped */
  int done, total;
  /* The finished review (owned) and its line. */
  CeReview review;
  CeGame line;
  gboolean have_result;
};

G_DEFINE_FINAL_TYPE (ChimeraReviewRunner, chimera_review_runner, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_PROGRESS,
  SIGNAL_FINISHED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

static Job *
job_ref (Job *job)
{
  g_atomic_ref_count_inc (&job->ref);
  return job;
}

static void
job_unref (gpointer data)
{
  Job *job = data;
  if (!g_atomic_ref_count_dec (&job->ref))
    return;
  g_weak_ref_clear (&job->runner);
  g_main_context_unref (job->context);
  if (job->have_review)
    ce_review_free (&job->review);
  ce_game_free (&job->line);
  g_free (job);
}

/* The runner if it is alive and `job` is still its review (a reference),
 * else NULL. */
static ChimeraReviewRunner *
current_runner (Job *job)
{
  ChimeraReviewRunner *self = g_weak_ref_get (&job->runner);
  if (self && (self->job != job || atomic_load (&job->stop)))
    g_clear_object (&self);
  return self;
}

static void
post (Job *job, GSourceFunc fn)
{
  GSource *s = g_idle_source_new ();
  g_source_set_callback (s, fn, job_ref (job), job_unref);
  g_source_attach (s, job->context);
  g_source_unref (s);
}

static gboolean
progress_posted (gpointer data)
{
  Job *job = data;
  g_atomic_int_set (&job->progress_posted, 0);
  g_autoptr (ChimeraReviewRunner) self = current_runner (job);
  if (!self)
    return G_SOURCE_REMOVE;
  self->done = g_atomic_int_get (&job->done);
  self->total = g_atomic_int_get (&job->total);
  g_signal_emit (self, signals[SIGNAL_PROGRESS], 0, self->done, self->total);
  return G_SOURCE_REMOVE;
}

/* On the review's thread: at most one progress source waits at a time, so
 * a quick review does not flood the main loop. */
static void
on_progress (const CeReview *r, int done, int total, void *user_data)
{
  Job *job = user_data;
  g_atomic_int_set (&job->done, done);
  g_atomic_int_set (&job->total, total);
  if (g_atomic_int_compare_and_exchange (&job->progress_posted, 0, 1))
    post (job, progress_posted);
}

static void
drop_result (ChimeraReviewRunner *self)
{
  if (!self->have_result)
    return;
  ce_review_free (&self->review);
  ce_game_free (&self->line);
  self->have_result = FALSE;
}

static gboolean
job_ended (gpointer data)
{
  Job *job = data;
  g_autoptr (ChimeraReviewRunner) self = current_runner (job);
  if (!self)
    return G_SOURCE_REMOVE;
  /* The thread posted this as its last act. */
  g_thread_join (g_steal_pointer (&self->thread));
  self->job = NULL;
  drop_result (self);
  self->review = job->review;
  self->line = job->line;
  memset (&job->line, 0, sizeof job->line);
  job->have_review = FALSE;
  self->have_result = TRUE;
  self->done = self->total = self->review.nplies + 1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
  job_unref (job); /* the runner's reference */
  return G_SOURCE_REMOVE;
}

static gpointer
job_run (gpointer data)
{
  Job *job = data;
  ce_review_game (&job->line, &job->options, &job->stop, on_progress, job, &job->review);
  job->have_review = TRUE;
  post (job, job_ended);
  job_unref (job); /* the thread's reference */
  return NULL;
}

/* Stops the thread and forgets the job; TRUE if one ran. */
static gboolean
stop_job (ChimeraReviewRunner *self)
{
  if (!self->job)
    return FALSE;
  atomic_store (&self->job->stop, true);
  /* The search polls the flag at every node: this is quick. */
  g_thread_join (g_steal_pointer (&self->thread));
  g_clear_pointer (&self->job, job_unref);
  return TRUE;
}

void
chimera_review_runner_cancel (ChimeraReviewRunner *self)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_RUNNER (self));
  if (stop_job (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

void
chimera_review_runner_clear (ChimeraReviewRunner *self)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_RUNNER (self));
  chimera_review_runner_cancel (self);
  drop_result (self);
  self->done = self->total = 0;
}

gboolean
chimera_review_runner_start (ChimeraReviewRunner *self, ChimeraGame *game)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_RUNNER (self), FALSE);
  g_return_val_if_fail (CHIMERA_IS_GAME (game), FALSE);
  gboolean was_running = stop_job (self);
  drop_result (self);
  int n = chimera_game_get_n_plies (game);
  if (n <= 0)
    {
      self->done = self->total = 0;
      if (was_running)
        g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
      return FALSE;
    }

  Job *job = g_new0 (Job, 1);
  g_atomic_ref_count_init (&job->ref);
  atomic_init (&job->stop, false);
  g_weak_ref_init (&job->runner, self);
  job->context = g_main_context_ref_thread_default ();
  job->options = self->options;
  /* The main line as played, copied: the thread never reads the game. */
  const CeGame *rec = chimera_game_get_record (game);
  ce_game_init (&job->line, chimera_game_get_variant (game));
  job->line.positions[0] = *ce_game_position_at (rec, 0);
  for (int i = 0; i < n; i++)
    ce_game_play (&job->line, rec->moves[i]);
  self->done = 0;
  self->total = n + 1;
  job->total = n + 1;

  self->job = job;
  self->thread = g_thread_new ("chimera-review", job_run, job_ref (job));
  if (!was_running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

void
chimera_review_runner_set_options (ChimeraReviewRunner *self, const CeReviewOptions *o)
{
  g_return_if_fail (CHIMERA_IS_REVIEW_RUNNER (self));
  if (o)
    {
      self->options = *o;
      return;
    }
  ce_review_options_init (&self->options);
  self->options.threads = (int) MAX (1, g_get_num_processors ());
}

const CeReviewOptions *
chimera_review_runner_get_options (ChimeraReviewRunner *self)
{
  return &self->options;
}

gboolean
chimera_review_runner_get_running (ChimeraReviewRunner *self)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_RUNNER (self), FALSE);
  return self->job != NULL;
}

int
chimera_review_runner_get_done (ChimeraReviewRunner *self)
{
  return self->done;
}

int
chimera_review_runner_get_total (ChimeraReviewRunner *self)
{
  return self->total;
}

const CeReview *
chimera_review_runner_get_review (ChimeraReviewRunner *self)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_RUNNER (self), NULL);
  return self->have_result ? &self->review : NULL;
}

const CeGame *
chimera_review_runner_get_line (ChimeraReviewRunner *self)
{
  g_return_val_if_fail (CHIMERA_IS_REVIEW_RUNNER (self), NULL);
  return self->have_result ? &self->line : NULL;
}

ChimeraReviewRunner *
chimera_review_runner_new (void)
{
  return g_object_new (CHIMERA_TYPE_REVIEW_RUNNER, NULL);
}

static void
chimera_review_runner_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChimeraReviewRunner *self = CHIMERA_REVIEW_RUNNER (object);
  switch (id)
    {
      case PROP_RUNNING: g_value_set_boolean (value, self->job != NULL); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_review_runner_dispose (GObject *object)
{
  ChimeraReviewRunner *self = CHIMERA_REVIEW_RUNNER (object);
  stop_job (self);
  drop_result (self);
  G_OBJECT_CLASS (chimera_review_runner_parent_class)->dispose (object);
}

static void
chimera_review_runner_class_init (ChimeraReviewRunnerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->get_property = chimera_review_runner_get_property;
  object_class->dispose = chimera_review_runner_dispose;

  properties[PROP_RUNNING]
    = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChimeraReviewRunner::progress:
   * @done: positions searched
   * @total: positions in all
   *
   * Another position of the running review was searched (several may be
   * reported at once).
   */
  signals[SIGNAL_PROGRESS]
    = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                    G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * ChimeraReviewRunner::finished:
   *
   * The review is complete; its result is the runner's.
   */
  signals[SIGNAL_FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chimera_review_runner_init (ChimeraReviewRunner *self)
{
  chimera_review_runner_set_options (self, NULL);
}

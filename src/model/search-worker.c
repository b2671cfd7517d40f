/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraSearchWorker: the engine thread, its job queue, and the hand-back of
 * moves and info lines to the main context of the job's caller.
 *
 * Every GLib object here (the GTask, the GCancellable, the GSource that
 * delivers, the worker itself) is used only on the caller's thread.  The
 * engine thread sees plain memory (Job, Queue) under pthread locks and C11
 * atomics, and calls nothing of GLib but g_main_context_wakeup.  Why not
 * GAsyncQueue, or g_task_return_* on the engine thread: GLib's locks are
 * futexes inside an uninstrumented library, so ThreadSanitizer cannot see
 * the order they give, and reports every GLib allocation that changes
 * threads (queue nodes, idle sources, error strings) as a race.  With the
 * hand-offs in our own code it checks them instead of hiding them.
 */
#include "search-worker.h"

#include <pthread.h>
#include <stdatomic.h>

/* An info line on its way to the caller. */
typedef struct InfoLine InfoLine;
struct InfoLine
{
  InfoLine *next;
  CeSearchInfo info;
};

/* One search request, shared by the caller's thread and the engine thread.
 * Counted with a C11 atomic (acq_rel, so whoever frees it has seen every
 * other holder's writes): the queue and then the engine thread, the task,
 * the cancellable's handler, the delivering source and the worker (as its
 * current job) hold references. */
typedef struct Job Job;
struct Job
{
  atomic_int refs;
  Job *next; /* in the queue */
  gboolean quit;

  /* Set by the caller before queueing, read-only afterwards. */
  CePosition pos;
  int level;
  CeLimits limits;
  gboolean has_limits;
  int threads;           /* search threads, at least 1 */
  GMainContext *context; /* the caller's; the delivering source holds it */

  /* Set from any thread: the caller's, a canceller's or the engine's. */
  atomic_bool stop;

  /* The mailbox from the engine thread to the caller. */
  pthread_mutex_t lock;
  atomic_bool mail; /* something below waits; the source polls this */
  InfoLine *lines, *last_line;
  gboolean answered; /* the engine's last word on this job */
  gboolean failed;   /* no search could be had */
  CeSearchResult result;
};

/* Jobs for the engine thread, oldest first. */
typedef struct
{
  pthread_mutex_t lock;
  pthread_cond_t cond;
  Job *head, *tail;
} Queue;

/* Delivers one job's mail on the caller's context; caller's thread only. */
typedef struct
{
  GSource source;
  Job *job;
  GTask *task;   /* until returned */
  GWeakRef self; /* the worker: info needs it, but must not keep it alive */
  guint serial;
  GCancellable *cancellable;
  gulong cancelled_id;
} JobSource;

struct _ChimeraSearchWorker
{
  GObject parent_instance;

  GThread *thread;
  Queue *queue; /* shared with the thread, freed once it is joined */

  Job *current; /* the latest job started, until stopped or replaced */
  int threads;  /* what the next job searches with */
  guint serial; /* the latest job's serial: info lines of older ones are stale */
};

G_DEFINE_FINAL_TYPE (ChimeraSearchWorker, chimera_search_worker, G_TYPE_OBJECT)

enum
{
  INFO,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static Job *
job_new (void)
{
  Job *job = g_new0 (Job, 1);
  atomic_init (&job->refs, 1);
  atomic_init (&job->stop, false);
  atomic_init (&job->mail, false);
  pthread_mutex_init (&job->lock, NULL);
  return job;
}

static Job *
job_ref (Job *job)
{
  atomic_fetch_add_explicit (&job->refs, 1, memory_order_relaxed);
  return job;
}

static void
job_unref (Job *job)
{
  if (atomic_fetch_sub_explicit (&job->refs, 1, memory_order_acq_rel) != 1)
    return;
  while (job->lines)
    {
      InfoLine *line = job->lines;
      job->lines = line->next;
      g_free (line);
    }
  pthread_mutex_destroy (&job->lock);
  g_free (job);
}

static void
job_stop (Job *job)
{
  atomic_store (&job->stop, true);
}

static gboolean
job_stopped (Job *job)
{
  return atomic_load (&job->stop);
}

/* On the engine thread: hands the caller an info line (taken) or, with
 * NULL, the answer. */
static void
job_post (Job *job, InfoLine *line)
{
  pthread_mutex_lock (&job->lock);
  if (!line)
    job->answered = TRUE;
  else if (job->last_line)
    job->last_line = job->last_line->next = line;
  else
    job->lines = job->last_line = line;
  atomic_store (&job->mail, true);
  /* Under the lock: once the caller has seen the answer it may let the
   * context go, so this thread must be done with it by then. */
  g_main_context_wakeup (job->context);
  pthread_mutex_unlock (&job->lock);
}

/* On the engine thread, from ce_search_run. */
static void
job_post_info (const CeSearchInfo *info, void *data)
{
  Job *job = data;
  if (job_stopped (job))
    return;
  InfoLine *line = g_new (InfoLine, 1);
  line->next = NULL;
  line->info = *info;
  job_post (job, line);
}

/* The most hash table a worker keeps, for level 10 (hints, analysis). */
#define FULL_HASH_MB 64

/* On the engine thread. */
static void
job_run (Job *job, CeSearch *search, size_t *hash_mb)
{
  if (!search)
    job->failed = TRUE;
  else if (!job_stopped (job))
    {
      /* The table grows to what the levels asked of it, never shrinks (it
       * stays warm from move to move); someone who only plays level 4 keeps
       * 1 MiB, not 64.  Without memory for more, the smaller serves. */
      size_t want = ce_level_hash_mb (job->level, FULL_HASH_MB);
      if (want > *hash_mb && ce_search_set_hash (search, want))
        *hash_mb = want;
      /* Levels below 10 are tuned by their node caps on one thread: more
       * threads would share out the same nodes, not play better. */
      ce_search_set_threads (search, job->level == CE_LEVEL_MAX ? job->threads : 1);
      const CeLimits *limits = job->has_limits ? &job->limits : NULL;
      /* A fresh seed for every move: games from one position differ (#21). */
      uint64_t seed = (uint64_t) g_random_int () << 32 | g_random_int ();
      job->result = ce_level_play (search, &job->pos, job->level, limits, &job->stop, seed,
                                   job_post_info, job);
    }
  job_post (job, NULL);
}

static void
queue_push (Queue *q, Job *job)
{
  pthread_mutex_lock (&q->lock);
  job->next = NULL;
  if (q->tail)
    q->tail = q->tail->next = job;
  else
    q->head = q->tail = job;
  pthread_cond_signal (&q->cond);
  pthread_mutex_unlock (&q->lock);
}

static Job *
queue_pop (Queue *q)
{
  pthread_mutex_lock (&q->lock);
  while (!q->head)
    pthread_cond_wait (&q->cond, &q->lock);
  Job *job = q->head;
  q->head = job->next;
  if (!q->head)
    q->tail = NULL;
  pthread_mutex_unlock (&q->lock);
  return job;
}

static gpointer
engine_thread (gpointer data)
{
  Queue *q = data;
  /* One search for the worker's whole life, so its table stays warm from
   * move to move.  If it cannot be had, every job fails instead. */
  size_t hash_mb = 1;
  CeSearch *search = ce_search_new (hash_mb);
  for (;;)
    {
      Job *job = queue_pop (q);
      gboolean quit = job->quit;
      if (!quit)
        job_run (job, search, &hash_mb);
      job_unref (job);
      if (quit)
        break;
    }
  ce_search_free (search);
  return NULL;
}

/* Runs on whichever thread cancels; it only raises the flag the search polls,
 * so it never blocks and never calls back into GCancellable (which
 * g_cancellable_connect forbids when it calls this at once). */
static void
job_cancelled_cb (GCancellable *cancellable, gpointer data)
{
  job_stop (data);
}

static gboolean
job_source_ready (GSource *source)
{
  JobSource *js = (JobSource *) source;
  return atomic_load (&js->job->mail);
}

static gboolean
job_source_prepare (GSource *source, int *timeout)
{
  *timeout = -1;
  return job_source_ready (source);
}

static void
job_source_disconnect (JobSource *js)
{
  /* On the caller's thread, never inside the handler: waiting here for a
   * handler running on another thread is safe, as it only sets a flag. */
  if (js->cancelled_id)
    g_cancellable_disconnect (js->cancellable, js->cancelled_id);
  js->cancelled_id = 0;
}

static gboolean
job_source_dispatch (GSource *source, GSourceFunc callback, gpointer user_data)
{
  JobSource *js = (JobSource *) source;
  Job *job = js->job;
  pthread_mutex_lock (&job->lock);
  InfoLine *lines = g_steal_pointer (&job->lines);
  job->last_line = NULL;
  gboolean answered = job->answered;
  atomic_store (&job->mail, false);
  pthread_mutex_unlock (&job->lock);

  g_autoptr (ChimeraSearchWorker) self = g_weak_ref_get (&js->self);
  while (lines)
    {
      InfoLine *line = lines;
      lines = line->next;
      /* Checked per line: a handler may stop the job or start another.
       * Lines of a stopped or replaced job are never emitted. */
      if (self && js->serial == self->serial && !job_stopped (job))
        g_signal_emit (self, signals[INFO], 0, &line->info);
      g_free (line);
    }
  if (!answered)
    return G_SOURCE_CONTINUE;

  job_source_disconnect (js);
  g_autoptr (GTask) task = g_steal_pointer (&js->task);
  if (job->failed)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                             "No memory for the engine's hash table");
  else if (job_stopped (job))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The search was stopped");
  else
    g_task_return_boolean (task, TRUE);
  return G_SOURCE_REMOVE;
}

static void
job_source_finalize (GSource *source)
{
  JobSource *js = (JobSource *) source;
  job_source_disconnect (js);
  g_clear_object (&js->cancellable);
  g_clear_object (&js->task);
  g_weak_ref_clear (&js->self);
  g_main_context_unref (js->job->context);
  job_unref (js->job);
}

static GSourceFuncs job_source_funcs = {
  .prepare = job_source_prepare,
  .check = job_source_ready,
  .dispatch = job_source_dispatch,
  .finalize = job_source_finalize,
};

static void
chimera_search_worker_dispose (GObject *object)
{
  ChimeraSearchWorker *self = CHIMERA_SEARCH_WORKER (object);

  chimera_search_worker_stop (self);
  if (self->thread)
    {
      /* Jobs still queued are all stopped: the thread answers each one
       * (CANCELLED, delivered by its source later) before this. */
      Job *quit = job_new ();
      quit->quit = TRUE;
      queue_push (self->queue, quit);
      g_thread_join (g_steal_pointer (&self->thread));
      pthread_mutex_destroy (&self->queue->lock);
      pthread_cond_destroy (&self->queue->cond);
      g_clear_pointer (&self->queue, g_free);
    }

  G_OBJECT_CLASS (chimera_search_worker_parent_class)->dispose (object);
}

static void
chimera_search_worker_class_init (ChimeraSearchWorkerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = chimera_search_worker_dispose;

  /**
   * ChimeraSearchWorker::info:
   * @self: the worker
   * @info: (type gpointer): a `const CeSearchInfo *`, valid only during the
   *   emission
   *
   * Emitted on the job caller's main context for each line of each
   * completed iteration of a level-10 search (lower levels report none);
   * never for a job that has been stopped, cancelled or replaced.
   */
  signals[INFO] = g_signal_new ("info", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
chimera_search_worker_init (ChimeraSearchWorker *self)
{
  /* Full strength uses every core (#21); see job_run for the levels. */
  self->threads = MAX ((int) g_get_num_processors (), 1);
  self->queue = g_new0 (Queue, 1);
  pthread_mutex_init (&self->queue->lock, NULL);
  pthread_cond_init (&self->queue->cond, NULL);
  self->thread = g_thread_new ("chimera-engine", engine_thread, self->queue);
}

ChimeraSearchWorker *
chimera_search_worker_new (void)
{
  return g_object_new (CHIMERA_TYPE_SEARCH_WORKER, NULL);
}

void
chimera_search_worker_think_async (ChimeraSearchWorker *self,
                                   const CePosition *pos,
                                   int level,
                                   const CeLimits *limits,
                                   GCancellable *cancellable,
                                   GAsyncReadyCallback callback,
                                   gpointer user_data)
{
  g_return_if_fail (CHIMERA_IS_SEARCH_WORKER (self));
  g_return_if_fail (pos != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  /* No source object: a task would hold a reference to it, and then
   * dropping the last reference to a thinking worker could never stop it. */
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, chimera_search_worker_think_async);

  chimera_search_worker_stop (self);
  if (!self->thread)
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CLOSED,
                               "The search worker has been disposed");
      g_object_unref (task);
      return;
    }

  Job *job = job_new ();
  job->pos = *pos;
  job->level = CLAMP (level, CE_LEVEL_MIN, CE_LEVEL_MAX);
  job->threads = self->threads;
  job->has_limits = limits != NULL;
  if (limits)
    job->limits = *limits;
  job->context = g_main_context_ref_thread_default ();
  g_task_set_task_data (task, job_ref (job), (GDestroyNotify) job_unref);

  GSource *source = g_source_new (&job_source_funcs, sizeof (JobSource));
  JobSource *js = (JobSource *) source;
  js->job = job_ref (job);
  js->task = task;
  g_weak_ref_init (&js->self, self);
  js->serial = ++self->serial;
  if (cancellable)
    {
      js->cancellable = g_object_ref (cancellable);
      /* Calls the handler at once (and returns 0) if already cancelled. */
      js->cancelled_id = g_cancellable_connect (cancellable, G_CALLBACK (job_cancelled_cb),
                                                job_ref (job), (GDestroyNotify) job_unref);
    }
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_static_name (source, "[chimera] search worker");
  g_source_attach (source, job->context);
  g_source_unref (source);

  self->current = job; /* the caller's reference */
  queue_push (self->queue, job_ref (job));
}

gboolean
chimera_search_worker_think_finish (ChimeraSearchWorker *self,
                                    GAsyncResult *result,
                                    CeSearchResult *out,
                                    GError **error)
{
  /* `self` is not looked at: the worker may be gone by the time a stopped
   * job's callback runs (see think_async), and then it is NULL or stale. */
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (
    g_task_get_source_tag (G_TASK (result)) == chimera_search_worker_think_async, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  GTask *task = G_TASK (result);
  if (!g_task_propagate_boolean (task, error))
    return FALSE;
  /* Stopped after the answer was delivered but before this callback: the
   * caller has moved on, so the move is stale. */
  Job *job = g_task_get_task_data (task);
  if (job_stopped (job))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The search was stopped");
      return FALSE;
    }
  if (out)
    *out = job->result;
  return TRUE;
}

void
chimera_search_worker_stop (ChimeraSearchWorker *self)
{
  g_return_if_fail (CHIMERA_IS_SEARCH_WORKER (self));

  if (!self->current)
    return;
  job_stop (self->current);
  g_clear_pointer (&self->current, job_unref);
  self->serial++;
}

void
chimera_search_worker_set_threads (ChimeraSearchWorker *self, int threads)
{
  g_return_if_fail (CHIMERA_IS_SEARCH_WORKER (self));
  self->threads = MAX (threads, 1);
}

int
chimera_search_worker_get_threads (ChimeraSearchWorker *self)
{
  g_return_val_if_fail (CHIMERA_IS_SEARCH_WORKER (self), 1);
  return self->threads;
}

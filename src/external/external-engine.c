/* SPDX-License-Identifier: GPL-3.0-or-later
 * The client of an external UCI or CECP engine (external-engine.h): its
 * process, its lines, the deadlines and the requests; the protocols'
 * conversations are in external-engine-protocol.c.
 */
#include "external-engine.h"

#include "external-engine-private.h"

#include "eval.h"
#include "notation.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_QUARK (chimera - external - engine - error - quark, chimera_external_engine_error)

static Link *
link_ref (Link *l)
{
  l->refs++;
  return l;
}

static void
link_unref (gpointer data)
{
  Link *l = data;
  if (--l->refs == 0)
    g_free (l);
}

G_DEFINE_FINAL_TYPE (ChimeraExternalEngine, chimera_external_engine, G_TYPE_OBJECT)

enum
{
  INFO,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void send_job (ChimeraExternalEngine *self);

/* ---- Small helpers ---- */

void
_chimera_ext_emit_info (ChimeraExternalEngine *self, const CeSearchInfo *info)
{
  g_signal_emit (self, signals[INFO], 0, info);
}

/* CHIMERA_ENGINE_TRACE=1 logs every line to and from engines (g_debug). */
static gboolean
tracing (void)
{
  static int on = -1;
  if (on < 0)
    on = g_getenv ("CHIMERA_ENGINE_TRACE") != NULL;
  return on;
}

const char *
_chimera_ext_label (ChimeraExternalEngine *self)
{
  return self->name ? self->name : self->argv[0];
}

static void
stop_timer (ChimeraExternalEngine *self)
{
  g_clear_handle_id (&self->timer, g_source_remove);
}

void
_chimera_ext_finish_think (ChimeraExternalEngine *self, GError *error)
{
  g_autoptr (GTask) task = g_steal_pointer (&self->think);
  if (self->think_cancel)
    g_cancellable_disconnect (self->think_cancel, self->cancel_id);
  self->cancel_id = 0;
  g_clear_object (&self->think_cancel);
  g_clear_handle_id (&self->cancel_idle, g_source_remove);
  if (self->job == JOB_THINK)
    self->job = JOB_NONE;
  stop_timer (self);
  if (!task)
    return;
  if (error)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_memdup2 (&self->result, sizeof self->result), g_free);
}

/* The engine is no use any more: says why to everything waiting. */
void
_chimera_ext_die (ChimeraExternalEngine *self, const char *message)
{
  if (self->error)
    return;
  self->error = g_strdup (message);
  g_debug ("external engine %s: %s", self->argv[0], message);
  stop_timer (self);
  g_cancellable_cancel (self->io);
  if (self->proc)
    g_subprocess_force_exit (self->proc);
  g_autoptr (GPtrArray) waiting = g_steal_pointer (&self->start_tasks);
  self->start_tasks = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < waiting->len; i++)
    g_task_return_new_error (waiting->pdata[i], CHIMERA_EXTERNAL_ENGINE_ERROR,
                             CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED, "%s", message);
  JobKind job = self->job;
  if (self->think)
    _chimera_ext_finish_think (self,
                               g_error_new (CHIMERA_EXTERNAL_ENGINE_ERROR,
                                            CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED, "%s", message));
  self->job = JOB_NONE;
  if (job == JOB_ANALYSE)
    g_signal_emit (self, signals[FAILED], 0, message);
}

void
_chimera_ext_send (ChimeraExternalEngine *self, const char *fmt, ...)
{
  if (self->error || !self->to || self->eof)
    return;
  va_list ap;
  va_start (ap, fmt);
  g_autofree char *text = g_strdup_vprintf (fmt, ap);
  va_end (ap);
  if (tracing ())
    g_debug ("to %s: %s", self->argv[0], text);
  g_autofree char *line = g_strconcat (text, "\n", NULL);
  g_autoptr (GError) error = NULL;
  /* Commands are short and the pipe holds 64 KiB: a blocking write returns
   * at once even to an engine that reads nothing. */
  if (!g_output_stream_write_all (self->to, line, strlen (line), NULL, NULL, &error))
    {
      g_autofree char *m
        = g_strdup_printf (_ ("%s stopped unexpectedly"), _chimera_ext_label (self));
      _chimera_ext_die (self, m);
    }
}

/* ---- Timeouts ---- */

static gboolean
timed_out (gpointer data)
{
  Link *l = data;
  ChimeraExternalEngine *self = l->self;
  if (!self)
    return G_SOURCE_REMOVE;
  self->timer = 0;
  if (self->eof)
    {
      g_autofree char *m
        = g_strdup_printf (_ ("%s stopped unexpectedly"), _chimera_ext_label (self));
      _chimera_ext_die (self, m);
      return G_SOURCE_REMOVE;
    }
  if (self->protocol == CHIMERA_ENGINE_CECP && !self->ready && !self->cecp_done_wait)
    {
      /* CECP: an engine that sent no "feature done=0" is ready after a
       * wait (the protocol's rule for version 1 engines says two seconds;
       * ten leave a loaded machine's engine time to start). */
      _chimera_ext_handshake_done (self);
      return G_SOURCE_REMOVE;
    }
  g_autofree char *m = g_strdup_printf (_ ("%s did not answer in time"), _chimera_ext_label (self));
  _chimera_ext_die (self, m);
  return G_SOURCE_REMOVE;
}

void
_chimera_ext_start_timer (ChimeraExternalEngine *self, guint ms)
{
  stop_timer (self);
  self->timer
    = g_timeout_add_full (G_PRIORITY_DEFAULT, ms, timed_out, link_ref (self->link), link_unref);
}

/* ---- The handshake ---- */

void
_chimera_ext_handshake_done (ChimeraExternalEngine *self)
{
  if (self->ready)
    return;
  self->ready = TRUE;
  stop_timer (self);
  if (self->protocol == CHIMERA_ENGINE_CECP)
    {
      /* No pondering: the engine thinks only when asked. */
      _chimera_ext_send (self, "easy");
      _chimera_ext_send (self, "post");
    }
  g_autoptr (GPtrArray) waiting = g_steal_pointer (&self->start_tasks);
  self->start_tasks = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < waiting->len; i++)
    g_task_return_boolean (waiting->pdata[i], TRUE);
  send_job (self);
}

/* ---- Moves and lines in the request's position ---- */

/* ---- Lines ---- */

static void read_more (ChimeraExternalEngine *self);

static void
got_bytes (GObject *source, GAsyncResult *res, gpointer data)
{
  Link *l = data;
  ChimeraExternalEngine *self = l->self;
  g_autoptr (GError) error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), res, &error);
  if (!self || self->error || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      link_unref (l);
      return;
    }
  link_unref (l);
  if (n <= 0)
    {
      /* Its exit status (exited ()) tells a crash from a quit; a program
       * that closed its output and lives on is given up a second later. */
      self->eof = TRUE;
      _chimera_ext_start_timer (self, 1000);
      return;
    }
  g_object_ref (self);
  for (gssize i = 0; i < n && !self->error; i++)
    {
      char c = self->buf[i];
      if (c != '\n')
        {
          if (c != '\r' && c != '\0')
            g_string_append_c (self->line, c);
          if (self->line->len > CHIMERA_EXTERNAL_ENGINE_MAX_LINE)
            {
              g_autofree char *m = g_strdup_printf (_ ("%s sent a line too long to read"),
                                                    _chimera_ext_label (self));
              _chimera_ext_die (self, m);
            }
          continue;
        }
      g_autofree char *line = g_strdup (g_strstrip (self->line->str));
      g_string_truncate (self->line, 0);
      if (tracing ())
        g_debug ("from %s: %.200s", self->argv[0], line);
      if (self->protocol == CHIMERA_ENGINE_UCI)
        _chimera_uci_line (self, line);
      else
        _chimera_cecp_line (self, line);
    }
  if (!self->error)
    read_more (self);
  g_object_unref (self);
}

static void
read_more (ChimeraExternalEngine *self)
{
  g_input_stream_read_async (self->from, self->buf, sizeof self->buf, G_PRIORITY_DEFAULT, self->io,
                             got_bytes, link_ref (self->link));
}

static void
exited (GObject *source, GAsyncResult *res, gpointer data)
{
  Link *l = data;
  ChimeraExternalEngine *self = l->self;
  gboolean ok = g_subprocess_wait_finish (G_SUBPROCESS (source), res, NULL);
  if (self && ok && !self->error)
    {
      g_autofree char *m = NULL;
      if (g_subprocess_get_if_signaled (G_SUBPROCESS (source)))
        m = g_strdup_printf (_ ("%s crashed"), _chimera_ext_label (self));
      else
        m = g_strdup_printf (_ ("%s stopped unexpectedly"), _chimera_ext_label (self));
      _chimera_ext_die (self, m);
    }
  link_unref (l);
}

/* ---- Starting ---- */

static void
spawn (ChimeraExternalEngine *self)
{
  if (self->started)
    return;
  self->started = TRUE;
  g_autoptr (GError) error = NULL;
  self->proc = g_subprocess_newv ((const char *const *) self->argv,
                                  G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                    | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                  &error);
  if (!self->proc)
    {
      g_autofree char *m
        = g_strdup_printf (_ ("%s could not be started: %s"), self->argv[0], error->message);
      _chimera_ext_die (self, m);
      return;
    }
  self->to = g_object_ref (g_subprocess_get_stdin_pipe (self->proc));
  self->from = g_object_ref (g_subprocess_get_stdout_pipe (self->proc));
  g_subprocess_wait_async (self->proc, NULL, exited, link_ref (self->link));
  read_more (self);
  if (self->protocol == CHIMERA_ENGINE_UCI)
    {
      _chimera_ext_send (self, "uci");
      _chimera_ext_start_timer (self, self->handshake_ms);
    }
  else
    {
      _chimera_ext_send (self, "xboard");
      _chimera_ext_send (self, "protover 2");
      _chimera_ext_start_timer (self, MIN (self->handshake_ms, 10000));
    }
}

void
chimera_external_engine_start_async (ChimeraExternalEngine *self,
                                     GCancellable *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer user_data)
{
  g_return_if_fail (CHIMERA_IS_EXTERNAL_ENGINE (self));
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chimera_external_engine_start_async);
  spawn (self);
  if (self->error)
    {
      g_task_return_new_error (task, CHIMERA_EXTERNAL_ENGINE_ERROR,
                               CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED, "%s", self->error);
      g_object_unref (task);
    }
  else if (self->ready)
    {
      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
    }
  else
    g_ptr_array_add (self->start_tasks, task);
}

gboolean
chimera_external_engine_start_finish (ChimeraExternalEngine *self,
                                      GAsyncResult *result,
                                      GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* ---- Requests ---- */

static gint64
think_ms (ChimeraExternalEngine *self)
{
  const CeLimits *l = &self->limits;
  if (l->movetime > 0)
    return l->movetime;
  int side = self->pos.side;
  return l->time[side] > 0 ? l->time[side] : 10000;
}

static void
send_job (ChimeraExternalEngine *self)
{
  if (!self->ready || self->error || self->job == JOB_NONE || self->job_sent)
    return;
  self->job_sent = TRUE;
  memset (&self->result, 0, sizeof self->result);
  if (self->protocol == CHIMERA_ENGINE_UCI)
    _chimera_uci_send_job (self);
  else
    _chimera_cecp_send_job (self);
  if (self->job == JOB_THINK)
    _chimera_ext_start_timer (self, (guint) MIN (think_ms (self) + self->grace_ms, G_MAXUINT / 2));
}

/* Stops whatever the engine is doing; its late output is dropped. */
static void
halt (ChimeraExternalEngine *self)
{
  JobKind job = self->job;
  gboolean sent = self->job_sent;
  self->job = JOB_NONE;
  self->job_sent = FALSE;
  if (self->think)
    _chimera_ext_finish_think (self, g_error_new (G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled"));
  if (job == JOB_NONE || !sent || self->error)
    return;
  if (self->protocol == CHIMERA_ENGINE_UCI)
    {
      _chimera_ext_send (self, "stop");
      self->stale_bestmoves++;
    }
  else
    {
      if (job == JOB_ANALYSE)
        _chimera_ext_send (self, "exit");
      _chimera_ext_send (self, "force");
      if (self->cecp_ping)
        {
          _chimera_ext_send (self, "ping %d", ++self->ping);
          self->ignore_until_pong = self->ping;
        }
    }
}

static gboolean
cancel_idle (gpointer data)
{
  Link *l = data;
  ChimeraExternalEngine *self = l->self;
  if (self)
    {
      self->cancel_idle = 0;
      halt (self);
    }
  return G_SOURCE_REMOVE;
}

static void
think_cancelled (GCancellable *cancellable, gpointer data)
{
  ChimeraExternalEngine *self = data;
  /* Not from inside g_cancellable_cancel: its caller may be half-way. */
  if (!self->cancel_idle)
    self->cancel_idle
      = g_idle_add_full (G_PRIORITY_HIGH, cancel_idle, link_ref (self->link), link_unref);
}

static void
set_request (
  ChimeraExternalEngine *self, JobKind job, const CePosition *start, const CeMove *moves, int n)
{
  halt (self);
  self->job = job;
  self->job_sent = FALSE;
  self->start = *start;
  g_free (self->moves);
  self->moves = g_memdup2 (moves, sizeof *moves * (gsize) MAX (n, 1));
  self->nmoves = n;
  self->pos = *start;
  for (int i = 0; i < n; i++)
    {
      CeUndo undo;
      ce_make (&self->pos, moves[i], &undo);
    }
}

void
chimera_external_engine_think_async (ChimeraExternalEngine *self,
                                     const CePosition *start,
                                     const CeMove *moves,
                                     int n,
                                     const CeLimits *limits,
                                     GCancellable *cancellable,
                                     GAsyncReadyCallback callback,
                                     gpointer user_data)
{
  g_return_if_fail (CHIMERA_IS_EXTERNAL_ENGINE (self));
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chimera_external_engine_think_async);
  set_request (self, JOB_THINK, start, moves, n);
  if (!chimera_external_engine_supports (self, start->v) && self->ready)
    {
      self->job = JOB_NONE;
      g_task_return_new_error (task, CHIMERA_EXTERNAL_ENGINE_ERROR,
                               CHIMERA_EXTERNAL_ENGINE_ERROR_VARIANT,
                               _ ("%s does not play this variant"), _chimera_ext_label (self));
      g_object_unref (task);
      return;
    }
  self->think = task;
  self->limits = *limits;
  if (cancellable)
    {
      self->think_cancel = g_object_ref (cancellable);
      self->cancel_id
        = g_cancellable_connect (cancellable, G_CALLBACK (think_cancelled), self, NULL);
    }
  spawn (self);
  if (self->error)
    {
      _chimera_ext_finish_think (self, g_error_new (CHIMERA_EXTERNAL_ENGINE_ERROR,
                                                    CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED, "%s",
                                                    self->error));
      return;
    }
  send_job (self);
}

gboolean
chimera_external_engine_think_finish (ChimeraExternalEngine *self,
                                      GAsyncResult *result,
                                      CeSearchResult *out,
                                      GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_autofree CeSearchResult *r = g_task_propagate_pointer (G_TASK (result), error);
  if (!r)
    return FALSE;
  *out = *r;
  return TRUE;
}

void
chimera_external_engine_analyse (ChimeraExternalEngine *self, const CePosition *pos, int multipv)
{
  g_return_if_fail (CHIMERA_IS_EXTERNAL_ENGINE (self));
  set_request (self, JOB_ANALYSE, pos, NULL, 0);
  self->multipv = CLAMP (multipv, 1, 5);
  spawn (self);
  send_job (self);
}

void
chimera_external_engine_stop (ChimeraExternalEngine *self)
{
  g_return_if_fail (CHIMERA_IS_EXTERNAL_ENGINE (self));
  halt (self);
}

/* ---- What it is ---- */

ChimeraEngineProtocol
chimera_external_engine_get_protocol (ChimeraExternalEngine *self)
{
  return self->protocol;
}

const char *
chimera_external_engine_get_name (ChimeraExternalEngine *self)
{
  return self->name;
}

const char *const *
chimera_external_engine_get_variants (ChimeraExternalEngine *self)
{
  return (const char *const *) self->variants->pdata;
}

gboolean
chimera_external_engine_get_elo_range (ChimeraExternalEngine *self, int *min, int *max)
{
  g_return_val_if_fail (CHIMERA_IS_EXTERNAL_ENGINE (self), FALSE);
  gboolean can = self->ready && self->has_limit_strength && self->elo_max > 0;
  *min = can ? self->elo_min : 0;
  *max = can ? self->elo_max : 0;
  return can;
}

void
chimera_external_engine_set_elo (ChimeraExternalEngine *self, int elo)
{
  g_return_if_fail (CHIMERA_IS_EXTERNAL_ENGINE (self));
  self->elo = MAX (elo, 0);
}

const char *
chimera_external_engine_get_error (ChimeraExternalEngine *self)
{
  return self->error;
}

gboolean
chimera_external_engine_lists (ChimeraEngineProtocol protocol,
                               const char *const *variants,
                               const CeVariant *v)
{
  const char *name
    = protocol == CHIMERA_ENGINE_UCI ? ce_variant_uci_name (v) : ce_variant_cecp_name (v);
  if (!name)
    return FALSE;
  /* Orthodox chess is every chess engine's game, listed or not. */
  if (!variants || !variants[0])
    return protocol == CHIMERA_ENGINE_UCI ? strcmp (name, "chess") == 0
                                          : strcmp (name, "normal") == 0;
  return g_strv_contains (variants, name);
}

gboolean
chimera_external_engine_supports (ChimeraExternalEngine *self, const CeVariant *v)
{
  return chimera_external_engine_lists (self->protocol, chimera_external_engine_get_variants (self),
                                        v);
}

void
chimera_external_engine_set_timeouts (ChimeraExternalEngine *self,
                                      guint handshake_ms,
                                      guint grace_ms)
{
  self->handshake_ms = handshake_ms;
  self->grace_ms = grace_ms;
}

/* ---- The object ---- */

static gboolean
kill_late (gpointer data)
{
  g_subprocess_force_exit (data);
  return G_SOURCE_REMOVE;
}

static void
chimera_external_engine_dispose (GObject *object)
{
  ChimeraExternalEngine *self = CHIMERA_EXTERNAL_ENGINE (object);
  if (self->link)
    {
      self->link->self = NULL;
      link_unref (self->link);
      self->link = NULL;
    }
  stop_timer (self);
  g_clear_handle_id (&self->cancel_idle, g_source_remove);
  if (self->think_cancel)
    g_cancellable_disconnect (self->think_cancel, self->cancel_id);
  g_clear_object (&self->think_cancel);
  if (self->proc && !self->error)
    {
      if (self->job != JOB_NONE && self->protocol == CHIMERA_ENGINE_UCI)
        _chimera_ext_send (self, "stop");
      _chimera_ext_send (self, "quit");
      g_output_stream_close (self->to, NULL, NULL);
      /* An engine that ignores quit goes two seconds later. */
      g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, 2, kill_late, g_object_ref (self->proc),
                                  g_object_unref);
    }
  if (self->io)
    g_cancellable_cancel (self->io);
  g_clear_object (&self->to);
  g_clear_object (&self->from);
  g_clear_object (&self->proc);
  G_OBJECT_CLASS (chimera_external_engine_parent_class)->dispose (object);
}

static void
chimera_external_engine_finalize (GObject *object)
{
  ChimeraExternalEngine *self = CHIMERA_EXTERNAL_ENGINE (object);
  g_clear_object (&self->think);
  g_clear_object (&self->io);
  g_strfreev (self->argv);
  g_string_free (self->line, TRUE);
  g_free (self->error);
  g_free (self->name);
  g_free (self->moves);
  g_ptr_array_unref (self->variants);
  g_ptr_array_unref (self->start_tasks);
  G_OBJECT_CLASS (chimera_external_engine_parent_class)->finalize (object);
}

static void
chimera_external_engine_class_init (ChimeraExternalEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = chimera_external_engine_dispose;
  object_class->finalize = chimera_external_engine_finalize;
  /* A write to an engine that has just died must be an error, not the end
   * of the app. */
  signal (SIGPIPE, SIG_IGN);
  /**
   * ChimeraExternalEngine::info:
   * @info: a const CeSearchInfo *, valid during the emission
   *
   * One line of the engine's search: depth, score and principal variation.
   */
  signals[INFO] = g_signal_new ("info", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /**
   * ChimeraExternalEngine::failed:
   * @message: what went wrong, in the user's language
   *
   * The engine died while analysing.
   */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
chimera_external_engine_init (ChimeraExternalEngine *self)
{
  self->link = g_new0 (Link, 1);
  self->link->refs = 1;
  self->link->self = self;
  self->io = g_cancellable_new ();
  self->line = g_string_new (NULL);
  self->variants = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->variants, NULL);
  self->start_tasks = g_ptr_array_new_with_free_func (g_object_unref);
  /* Generous: an engine loading its network on a busy machine. */
  self->handshake_ms = 30000;
  self->grace_ms = 5000;
}

ChimeraExternalEngine *
chimera_external_engine_new (const char *const *argv, ChimeraEngineProtocol protocol)
{
  g_return_val_if_fail (argv && argv[0], NULL);
  ChimeraExternalEngine *self = g_object_new (CHIMERA_TYPE_EXTERNAL_ENGINE, NULL);
  self->argv = g_strdupv ((char **) argv);
  self->protocol = protocol;
  return self;
}

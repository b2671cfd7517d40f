/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraSearchWorker: runs the engine's search off the GTK main loop.
 *
 * One long-lived thread per worker (it keeps its transposition table warm)
 * takes jobs from a queue.  Each job searches a copy of the position; its
 * result and its info lines come back on the main context of the thread that
 * started the job.  Starting a job, cancelling its GCancellable or disposing
 * the worker stops the running search at once (the engine polls a stop flag
 * at every node).  Worker code never touches GTK.
 */
#pragma once

#include <gio/gio.h>

#include "level.h"
#include "search.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_SEARCH_WORKER (chimera_search_worker_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraSearchWorker, chimera_search_worker, CHIMERA, SEARCH_WORKER, GObject)

ChimeraSearchWorker *chimera_search_worker_new (void);

/* Chooses a move for the side to move at `level` (1-10) within `limits`
 * (may be NULL: the level's own caps only).  A job already running is
 * cancelled first.  `callback` runs on the calling thread's main context.
 * The job does not keep the worker alive (dropping the last reference stops
 * it), so the callback's source object is NULL. */
void chimera_search_worker_think_async (ChimeraSearchWorker *self,
                                        const CePosition *pos,
                                        int level,
                                        const CeLimits *limits,
                                        GCancellable *cancellable,
                                        GAsyncReadyCallback callback,
                                        gpointer user_data);

/* FALSE with G_IO_ERROR_CANCELLED if the job was stopped before its
 * callback ran.  `self` may be NULL (it is not used). */
gboolean chimera_search_worker_think_finish (ChimeraSearchWorker *self,
                                             GAsyncResult *result,
                                             CeSearchResult *out,
                                             GError **error);

/* Stops whatever runs now (its callback reports G_IO_ERROR_CANCELLED). */
void chimera_search_worker_stop (ChimeraSearchWorker *self);

/* The threads the jobs started from now on search with at level 10 (lazy
 * SMP; every core at first; the engine caps it); lower levels search with
 * one.  A running job keeps its own. */
void chimera_search_worker_set_threads (ChimeraSearchWorker *self, int threads);
int chimera_search_worker_get_threads (ChimeraSearchWorker *self);

/* Signals (emitted on the main context of the job's caller):
 *   "info" (gpointer info): a const CeSearchInfo * for one line of the
 *     running job's latest completed iteration (levels below 10 search
 *     several lines to choose among); valid only during the emission;
 *     never emitted for a job that was cancelled or replaced. */

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraEngineList: the external engines installed, found as GNOME Chess
 * finds them — a list of known engines (Stockfish, Fairy-Stockfish,
 * Fairy-Max, GNU Chess, Crafty, ...) looked for on PATH and in /usr/games —
 * plus the ones the user added by path (GSettings external-engines, each
 * "uci:PATH" or "cecp:PATH").  Each is started once in the background and
 * asked its name and variants (the handshake); only engines that answered
 * are offered.  No GTK.
 */
#pragma once

#include "external-engine.h"

G_BEGIN_DECLS

typedef struct
{
  char *id;   /* "uci:/usr/games/stockfish": protocol and path */
  char *path; /* the program */
  char **args;
  ChimeraEngineProtocol protocol;
  char *name;           /* the name it reported, else the file's name */
  char **variants;      /* what it listed (NULL-terminated) */
  int elo_min, elo_max; /* the strengths it can be limited to; 0, 0: none */
  gboolean user;        /* added by the user (can be removed) */
  gboolean ready;       /* the handshake succeeded */
  char *error;          /* why it did not, NULL while probing or when ready */
} ChimeraEngineEntry;

#define CHIMERA_TYPE_ENGINE_LIST (chimera_engine_list_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraEngineList, chimera_engine_list, CHIMERA, ENGINE_LIST, GObject)

/* The process's list; the first call looks for the engines and starts
 * probing them (each entry becomes ready, or gets an error, later:
 * "changed"). */
ChimeraEngineList *chimera_engine_list_get_default (void);

guint chimera_engine_list_get_n_entries (ChimeraEngineList *self);
const ChimeraEngineEntry *chimera_engine_list_get_entry (ChimeraEngineList *self, guint i);
const ChimeraEngineEntry *chimera_engine_list_lookup (ChimeraEngineList *self, const char *id);
/* Asks the engines that did not answer once more (a busy machine may have
 * kept one from answering in time): "changed" when they have. */
void chimera_engine_list_retry (ChimeraEngineList *self);
/* TRUE once no engine is being probed. */
gboolean chimera_engine_list_is_settled (ChimeraEngineList *self);

/* The ready engines that play `v`, in the list's order (a new array of
 * const ChimeraEngineEntry *). */
GPtrArray *chimera_engine_list_for_variant (ChimeraEngineList *self, const CeVariant *v);

/* A new process of engine `id` for one game or analysis (not started yet);
 * NULL if the list has no such engine. */
ChimeraExternalEngine *chimera_engine_list_create (ChimeraEngineList *self, const char *id);

/* Adds the program at `path`: started, asked in UCI and, if it does not
 * answer so, in CECP; kept in the settings if it answers.  The callback
 * gets the entry's id from _finish (free it) or an error saying why not. */
void chimera_engine_list_add_async (ChimeraEngineList *self,
                                    const char *path,
                                    GCancellable *cancellable,
                                    GAsyncReadyCallback callback,
                                    gpointer user_data);
char *
chimera_engine_list_add_finish (ChimeraEngineList *self, GAsyncResult *result, GError **error);

/* Forgets an engine the user added (and takes it out of the settings). */
void chimera_engine_list_remove (ChimeraEngineList *self, const char *id);

/* Signals:
 *   "changed": an entry was added, removed, became ready or failed. */

G_END_DECLS

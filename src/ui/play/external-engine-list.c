/* SPDX-License-Identifier: GPL-3.0-or-later
 * The external engines installed and added (external-engine-list.h): the
 * known ones, the settings' ones, and probing each by its handshake.
 */
#include "external-engine-list.h"

#include "chimera-settings.h"

#include <glib/gi18n.h>
#include <string.h>

#define SETTINGS_KEY "external-engines"

struct _ChimeraEngineList
{
  GObject parent_instance;
  GPtrArray *entries; /* ChimeraEngineEntry * */
  int probing;
};

G_DEFINE_FINAL_TYPE (ChimeraEngineList, chimera_engine_list, G_TYPE_OBJECT)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Engines GNOME Chess and the distributions know, with their protocol and
 * the arguments that make them speak it. */
static const struct
{
  const char *program;
  ChimeraEngineProtocol protocol;
  const char *args;
} known[] = {
  { "stockfish", CHIMERA_ENGINE_UCI, NULL }, { "fairy-stockfish", CHIMERA_ENGINE_UCI, NULL },
  { "fairymax", CHIMERA_ENGINE_CECP, NULL }, { "gnuchess", CHIMERA_ENGINE_CECP, "--xboard" },
  { "crafty", CHIMERA_ENGINE_CECP, NULL },   { "phalanx", CHIMERA_ENGINE_CECP, NULL },
  { "sjeng", CHIMERA_ENGINE_CECP, NULL },    { "hoichess", CHIMERA_ENGINE_CECP, NULL },
  { "glaurung", CHIMERA_ENGINE_UCI, NULL },  { "toga2", CHIMERA_ENGINE_UCI, NULL },
  { "fruit", CHIMERA_ENGINE_UCI, NULL },     { "ethereal-chess", CHIMERA_ENGINE_UCI, NULL },
};

static void
entry_free (gpointer data)
{
  ChimeraEngineEntry *e = data;
  g_free (e->id);
  g_free (e->path);
  g_strfreev (e->args);
  g_free (e->name);
  g_strfreev (e->variants);
  g_free (e->error);
  g_free (e);
}

/* What an engine's handshake told, kept in its entry. */
static void
take_handshake (ChimeraEngineEntry *e, ChimeraExternalEngine *engine)
{
  const char *name = chimera_external_engine_get_name (engine);
  if (name && *name)
    {
      g_free (e->name);
      e->name = g_utf8_make_valid (name, -1);
    }
  g_strfreev (e->variants);
  e->variants = g_strdupv ((char **) chimera_external_engine_get_variants (engine));
  chimera_external_engine_get_elo_range (engine, &e->elo_min, &e->elo_max);
}

static char *
make_id (ChimeraEngineProtocol protocol, const char *path)
{
  return g_strconcat (protocol == CHIMERA_ENGINE_UCI ? "uci:" : "cecp:", path, NULL);
}

/* "uci:PATH" into its parts; FALSE if it is not one. */
static gboolean
parse_id (const char *id, ChimeraEngineProtocol *protocol, const char **path)
{
  if (g_str_has_prefix (id, "uci:"))
    *protocol = CHIMERA_ENGINE_UCI;
  else if (g_str_has_prefix (id, "cecp:"))
    *protocol = CHIMERA_ENGINE_CECP;
  else
    return FALSE;
  *path = strchr (id, ':') + 1;
  return **path != 0;
}

static char **
entry_argv (const ChimeraEngineEntry *e)
{
  GStrvBuilder *b = g_strv_builder_new ();
  g_strv_builder_add (b, e->path);
  if (e->args)
    g_strv_builder_addv (b, (const char **) e->args);
  char **argv = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  return argv;
}

const ChimeraEngineEntry *
chimera_engine_list_lookup (ChimeraEngineList *self, const char *id)
{
  if (!id)
    return NULL;
  for (guint i = 0; i < self->entries->len; i++)
    {
      ChimeraEngineEntry *e = self->entries->pdata[i];
      if (strcmp (e->id, id) == 0)
        return e;
    }
  return NULL;
}

/* ---- Probing ---- */

typedef struct
{
  ChimeraEngineList *list;
  char *id;
  ChimeraExternalEngine *engine;
} Probe;

static void
probed (GObject *source, GAsyncResult *res, gpointer data)
{
  Probe *p = data;
  ChimeraExternalEngine *engine = CHIMERA_EXTERNAL_ENGINE (source);
  g_autoptr (GError) error = NULL;
  gboolean ok = chimera_external_engine_start_finish (engine, res, &error);
  ChimeraEngineEntry *e = (ChimeraEngineEntry *) chimera_engine_list_lookup (p->list, p->id);
  if (e && !e->error)
    {
      e->ready = ok;
      if (ok)
        take_handshake (e, engine);
      else
        e->error = g_strdup (error->message);
    }
  p->list->probing--;
  g_signal_emit (p->list, signals[CHANGED], 0);
  g_object_unref (p->engine);
  g_object_unref (p->list);
  g_free (p->id);
  g_free (p);
}

static void
probe (ChimeraEngineList *self, ChimeraEngineEntry *e)
{
  Probe *p = g_new0 (Probe, 1);
  p->list = g_object_ref (self);
  p->id = g_strdup (e->id);
  g_auto (GStrv) argv = entry_argv (e);
  p->engine = chimera_external_engine_new ((const char *const *) argv, e->protocol);
  self->probing++;
  chimera_external_engine_start_async (p->engine, NULL, probed, p);
}

static ChimeraEngineEntry *
add_entry (ChimeraEngineList *self,
           ChimeraEngineProtocol protocol,
           const char *path,
           const char *args,
           gboolean user)
{
  g_autofree char *id = make_id (protocol, path);
  if (chimera_engine_list_lookup (self, id))
    return NULL;
  ChimeraEngineEntry *e = g_new0 (ChimeraEngineEntry, 1);
  e->id = g_steal_pointer (&id);
  e->path = g_strdup (path);
  e->args = args ? g_strsplit (args, " ", -1) : NULL;
  e->protocol = protocol;
  e->name = g_path_get_basename (path);
  e->variants = g_new0 (char *, 1);
  e->user = user;
  g_ptr_array_add (self->entries, e);
  return e;
}

static char *
find_program (const char *program)
{
  char *path = g_find_program_in_path (program);
  if (path)
    return path;
  /* Debian's games directory, not on every user's PATH. */
  path = g_build_filename ("/usr/games", program, NULL);
  if (g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    return path;
  g_free (path);
  return NULL;
}

static void
discover (ChimeraEngineList *self)
{
  for (gsize i = 0; i < G_N_ELEMENTS (known); i++)
    {
      g_autofree char *path = find_program (known[i].program);
      if (!path)
        continue;
      ChimeraEngineEntry *e = add_entry (self, known[i].protocol, path, known[i].args, FALSE);
      if (e)
        probe (self, e);
    }
  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return;
  g_auto (GStrv) user = g_settings_get_strv (settings, SETTINGS_KEY);
  for (int i = 0; user[i]; i++)
    {
      ChimeraEngineProtocol protocol;
      const char *path;
      if (!parse_id (user[i], &protocol, &path))
        continue;
      ChimeraEngineEntry *e = add_entry (self, protocol, path, NULL, TRUE);
      if (e)
        probe (self, e);
    }
}

void
chimera_engine_list_retry (ChimeraEngineList *self)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      ChimeraEngineEntry *e = self->entries->pdata[i];
      if (e->error)
        {
          g_clear_pointer (&e->error, g_free);
          probe (self, e);
        }
    }
}

/* ---- Adding by path ---- */

typedef struct
{
  char *path;
  ChimeraEngineProtocol protocol;
  ChimeraExternalEngine *engine;
} Adding;

static void
adding_free (gpointer data)
{
  Adding *a = data;
  g_free (a->path);
  g_clear_object (&a->engine);
  g_free (a);
}

static void try_protocol (GTask *task);

static void
tried (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (GTask) task = data;
  Adding *a = g_task_get_task_data (task);
  ChimeraEngineList *self = g_task_get_source_object (task);
  ChimeraExternalEngine *engine = CHIMERA_EXTERNAL_ENGINE (source);
  g_autoptr (GError) error = NULL;
  gboolean ok = chimera_external_engine_start_finish (engine, res, &error);
  /* A CECP engine proves itself with its features (protocol version 2);
   * any program at all "answers" CECP by staying silent. */
  if (ok && a->protocol == CHIMERA_ENGINE_CECP && !chimera_external_engine_get_name (engine)
      && !chimera_external_engine_get_variants (engine)[0])
    ok = FALSE;
  if (!ok)
    {
      if (a->protocol == CHIMERA_ENGINE_UCI)
        {
          a->protocol = CHIMERA_ENGINE_CECP;
          try_protocol (g_steal_pointer (&task));
          return;
        }
      g_autofree char *base = g_path_get_basename (a->path);
      g_task_return_new_error (task, CHIMERA_EXTERNAL_ENGINE_ERROR,
                               CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED,
                               _ ("%s does not answer as a UCI or CECP chess engine"), base);
      return;
    }
  ChimeraEngineEntry *e = add_entry (self, a->protocol, a->path, NULL, TRUE);
  g_autofree char *id = make_id (a->protocol, a->path);
  if (e)
    {
      e->ready = TRUE;
      take_handshake (e, engine);
      GSettings *settings = chimera_settings_get ();
      if (settings)
        {
          g_auto (GStrv) old = g_settings_get_strv (settings, SETTINGS_KEY);
          GStrvBuilder *b = g_strv_builder_new ();
          g_strv_builder_addv (b, (const char **) old);
          g_strv_builder_add (b, id);
          g_auto (GStrv) now = g_strv_builder_end (b);
          g_strv_builder_unref (b);
          g_settings_set_strv (settings, SETTINGS_KEY, (const char *const *) now);
        }
      g_signal_emit (self, signals[CHANGED], 0);
    }
  g_task_return_pointer (task, g_steal_pointer (&id), g_free);
}

static void
try_protocol (GTask *task)
{
  Adding *a = g_task_get_task_data (task);
  g_clear_object (&a->engine);
  const char *argv[] = { a->path, NULL };
  a->engine = chimera_external_engine_new (argv, a->protocol);
  chimera_external_engine_set_timeouts (a->engine, 5000, 5000);
  chimera_external_engine_start_async (a->engine, g_task_get_cancellable (task), tried, task);
}

void
chimera_engine_list_add_async (ChimeraEngineList *self,
                               const char *path,
                               GCancellable *cancellable,
                               GAsyncReadyCallback callback,
                               gpointer user_data)
{
  g_return_if_fail (CHIMERA_IS_ENGINE_LIST (self));
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, chimera_engine_list_add_async);
  Adding *a = g_new0 (Adding, 1);
  a->path = g_strdup (path);
  a->protocol = CHIMERA_ENGINE_UCI;
  g_task_set_task_data (task, a, adding_free);
  if (!g_file_test (path, G_FILE_TEST_IS_EXECUTABLE) || g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *base = g_path_get_basename (path);
      g_task_return_new_error (task, CHIMERA_EXTERNAL_ENGINE_ERROR,
                               CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED, _ ("%s is not a program"),
                               base);
      g_object_unref (task);
      return;
    }
  try_protocol (task);
}

char *
chimera_engine_list_add_finish (ChimeraEngineList *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
chimera_engine_list_remove (ChimeraEngineList *self, const char *id)
{
  const ChimeraEngineEntry *e = chimera_engine_list_lookup (self, id);
  if (!e || !e->user)
    return;
  g_autofree char *gone = g_strdup (id);
  g_ptr_array_remove (self->entries, (gpointer) e);
  GSettings *settings = chimera_settings_get ();
  if (settings)
    {
      g_auto (GStrv) old = g_settings_get_strv (settings, SETTINGS_KEY);
      GStrvBuilder *b = g_strv_builder_new ();
      for (int i = 0; old[i]; i++)
        if (strcmp (old[i], gone) != 0)
          g_strv_builder_add (b, old[i]);
      g_auto (GStrv) now = g_strv_builder_end (b);
      g_strv_builder_unref (b);
      g_settings_set_strv (settings, SETTINGS_KEY, (const char *const *) now);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

/* ---- The list ---- */

guint
chimera_engine_list_get_n_entries (ChimeraEngineList *self)
{
  return self->entries->len;
}

const ChimeraEngineEntry *
chimera_engine_list_get_entry (ChimeraEngineList *self, guint i)
{
  g_return_val_if_fail (i < self->entries->len, NULL);
  return self->entries->pdata[i];
}

gboolean
chimera_engine_list_is_settled (ChimeraEngineList *self)
{
  return self->probing == 0;
}

GPtrArray *
chimera_engine_list_for_variant (ChimeraEngineList *self, const CeVariant *v)
{
  GPtrArray *out = g_ptr_array_new ();
  for (guint i = 0; i < self->entries->len; i++)
    {
      ChimeraEngineEntry *e = self->entries->pdata[i];
      if (e->ready
          && chimera_external_engine_lists (e->protocol, (const char *const *) e->variants, v))
        g_ptr_array_add (out, e);
    }
  return out;
}

ChimeraExternalEngine *
chimera_engine_list_create (ChimeraEngineList *self, const char *id)
{
  const ChimeraEngineEntry *e = chimera_engine_list_lookup (self, id);
  if (!e)
    return NULL;
  g_auto (GStrv) argv = entry_argv (e);
  return chimera_external_engine_new ((const char *const *) argv, e->protocol);
}

static void
chimera_engine_list_finalize (GObject *object)
{
  ChimeraEngineList *self = CHIMERA_ENGINE_LIST (object);
  g_ptr_array_unref (self->entries);
  G_OBJECT_CLASS (chimera_engine_list_parent_class)->finalize (object);
}

static void
chimera_engine_list_class_init (ChimeraEngineListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = chimera_engine_list_finalize;
  /**
   * ChimeraEngineList::changed:
   *
   * An engine was added or removed, or its probe ended (ready or failed).
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 0);
}

static void
chimera_engine_list_init (ChimeraEngineList *self)
{
  self->entries = g_ptr_array_new_with_free_func (entry_free);
}

ChimeraEngineList *
chimera_engine_list_get_default (void)
{
  static ChimeraEngineList *list;
  if (!list)
    {
      list = g_object_new (CHIMERA_TYPE_ENGINE_LIST, NULL);
      discover (list);
    }
  return list;
}

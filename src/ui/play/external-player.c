/* SPDX-License-Identifier: GPL-3.0-or-later
 * External engines as players of a game, and the choice of who finds the
 * computer's move (external-player.h).
 */
#include "config.h"

#include "external-player.h"

#include "chimera-settings.h"
#include "external-engine-list.h"
#include "opening-book.h"

#include <glib/gi18n.h>
#include <string.h>

static const char *const id_keys[2] = { "chimera-external-id-white", "chimera-external-id-black" };
static const char *const name_keys[2]
  = { "chimera-external-name-white", "chimera-external-name-black" };
static const char *const engine_keys[2]
  = { "chimera-external-engine-white", "chimera-external-engine-black" };
static const char elo_key[] = "chimera-external-elo";

void
chimera_external_player_set_elo (ChimeraGame *game, int elo)
{
  g_return_if_fail (CHIMERA_IS_GAME (game));
  g_object_set_data (G_OBJECT (game), elo_key, GINT_TO_POINTER (MAX (elo, 0)));
}

int
chimera_external_player_get_elo (ChimeraGame *game)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game), 0);
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (game), elo_key));
}

void
chimera_external_player_set (ChimeraGame *game, int color, const char *id)
{
  g_return_if_fail (CHIMERA_IS_GAME (game) && (color == CE_WHITE || color == CE_BLACK));
  g_object_set_data (G_OBJECT (game), engine_keys[color], NULL);
  g_object_set_data_full (G_OBJECT (game), id_keys[color], g_strdup (id), g_free);
  const ChimeraEngineEntry *e
    = id ? chimera_engine_list_lookup (chimera_engine_list_get_default (), id) : NULL;
  g_object_set_data_full (G_OBJECT (game), name_keys[color], e ? g_strdup (e->name) : NULL, g_free);
  if (e)
    chimera_game_set_tag (game, color == CE_WHITE ? "White" : "Black", e->name);
}

const char *
chimera_external_player_get (ChimeraGame *game, int color)
{
  return g_object_get_data (G_OBJECT (game), id_keys[color]);
}

const char *
chimera_external_player_name (ChimeraGame *game, int color)
{
  if (!chimera_external_player_get (game, color))
    return NULL;
  const char *name = g_object_get_data (G_OBJECT (game), name_keys[color]);
  return name ? name : _ ("Engine");
}

/* The side's running engine, started on first use and again after one
 * died (a new game, or the one it ended taken back). */
static ChimeraExternalEngine *
side_engine (ChimeraGame *game, int color)
{
  ChimeraExternalEngine *e = g_object_get_data (G_OBJECT (game), engine_keys[color]);
  if (e && !chimera_external_engine_get_error (e))
    return e;
  e = chimera_engine_list_create (chimera_engine_list_get_default (),
                                  chimera_external_player_get (game, color));
  if (e)
    g_object_set_data_full (G_OBJECT (game), engine_keys[color], e, g_object_unref);
  return e;
}

typedef struct
{
  ChimeraGame *game;
  int color;
} Turn;

static void
turn_free (gpointer data)
{
  Turn *t = data;
  g_object_unref (t->game);
  g_free (t);
}

static void
engine_moved (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (GTask) task = data;
  Turn *t = g_task_get_task_data (task);
  g_autoptr (GError) error = NULL;
  CeSearchResult r = { 0 };
  gboolean ok
    = chimera_external_engine_think_finish (CHIMERA_EXTERNAL_ENGINE (source), res, &r, &error);
  if (ok)
    {
      g_task_return_pointer (task, g_memdup2 (&r, sizeof r), g_free);
      return;
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* The engine's side loses, as XBoard forfeits a broken engine; taking
   * the end back starts the engine afresh. */
  gboolean resigned = g_error_matches (error, CHIMERA_EXTERNAL_ENGINE_ERROR,
                                       CHIMERA_EXTERNAL_ENGINE_ERROR_RESIGNED);
  if (chimera_game_get_position (t->game)->side == t->color)
    chimera_game_set_result (t->game,
                             t->color == CE_WHITE ? CE_RESULT_BLACK_WINS : CE_RESULT_WHITE_WINS,
                             resigned ? "resignation" : error->message);
  g_task_return_pointer (task, g_new0 (CeSearchResult, 1), g_free);
}

static gboolean
book_move (ChimeraGame *game, CeSearchResult *out)
{
  GSettings *settings = chimera_settings_get ();
  if (!settings)
    return FALSE;
  g_autofree char *path = g_settings_get_string (settings, "opening-book");
  if (!*path)
    return FALSE;
  CeMove m = chimera_opening_book_pick (path, chimera_game_get_position (game));
  if (m == CE_MOVE_NONE)
    return FALSE;
  memset (out, 0, sizeof *out);
  out->best = m;
  out->depth = -1; /* no search: no evaluation to keep */
  return TRUE;
}

void
chimera_move_source_think_async (ChimeraSearchWorker *worker,
                                 ChimeraGame *game,
                                 const CeLimits *limits,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback,
                                 gpointer user_data)
{
  const CePosition *pos = chimera_game_get_position (game);
  int side = pos->side;
  ChimeraExternalEngine *engine
    = chimera_external_player_get (game, side) ? side_engine (game, side) : NULL;
  CeSearchResult book;
  if (!engine && !book_move (game, &book))
    {
      chimera_search_worker_think_async (worker, pos, chimera_game_get_level (game, side), limits,
                                         cancellable, callback, user_data);
      return;
    }
  GTask *task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, chimera_move_source_think_async);
  Turn *t = g_new0 (Turn, 1);
  t->game = g_object_ref (game);
  t->color = side;
  g_task_set_task_data (task, t, turn_free);
  if (!engine)
    {
      g_task_return_pointer (task, g_memdup2 (&book, sizeof book), g_free);
      g_object_unref (task);
      return;
    }
  CeLimits l = *limits;
  if (l.movetime > 0)
    {
      GSettings *settings = chimera_settings_get ();
      l.movetime = 1000 * (settings ? g_settings_get_int (settings, "external-engine-seconds") : 2);
    }
  chimera_external_engine_set_elo (engine, chimera_external_player_get_elo (game));
  const CeGame *record = chimera_game_get_record (game);
  chimera_external_engine_think_async (engine, ce_game_position_at (record, 0), record->moves,
                                       record->nmoves, &l, cancellable, engine_moved, task);
}

gboolean
chimera_move_source_think_finish (GAsyncResult *result, CeSearchResult *out, GError **error)
{
  if (g_task_get_source_tag (G_TASK (result)) != chimera_move_source_think_async)
    return chimera_search_worker_think_finish (NULL, result, out, error);
  g_autofree CeSearchResult *r = g_task_propagate_pointer (G_TASK (result), error);
  if (!r)
    return FALSE;
  *out = *r;
  return TRUE;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game's sounds: which event a move makes, the setting that allows them,
 * and the libcanberra player on its own thread.
 */
#include "config.h"

#include "game-sounds.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "chimera-settings.h"
#include "movegen.h"

#ifdef HAVE_CANBERRA
#include <canberra.h>
#endif

/* Events of the freedesktop sound theme (sound-theme-freedesktop), which
 * every desktop theme provides or falls back to: a light tick for a move,
 * a fuller one for a capture, the warning for a check and the completion
 * chime for the end. */
static const char *const event_ids[CHIMERA_N_SOUNDS] = {
  [CHIMERA_SOUND_MOVE] = "audio-volume-change",
  [CHIMERA_SOUND_CAPTURE] = "message",
  [CHIMERA_SOUND_CHECK] = "dialog-warning",
  [CHIMERA_SOUND_END] = "complete",
};

static ChimeraSoundPlayer player;
static gpointer player_data;

const char *
chimera_sound_event_id (ChimeraSound sound)
{
  g_return_val_if_fail (sound < CHIMERA_N_SOUNDS, NULL);
  return event_ids[sound];
}

static const char *
description (ChimeraSound sound)
{
  switch (sound)
    {
      case CHIMERA_SOUND_MOVE: return C_ ("sound", "Move");
      case CHIMERA_SOUND_CAPTURE: return C_ ("sound", "Capture");
      case CHIMERA_SOUND_CHECK: return C_ ("sound", "Check");
      case CHIMERA_SOUND_END: return C_ ("sound", "Game over");
      case CHIMERA_N_SOUNDS: break;
    }
  return "";
}

gboolean
chimera_sounds_available (void)
{
#ifdef HAVE_CANBERRA
  return TRUE;
#else
  return FALSE;
#endif
}

#ifdef HAVE_CANBERRA
typedef struct
{
  char *event_id, *description, *theme;
} Request;

static void
request_free (gpointer data)
{
  Request *r = data;
  g_free (r->event_id);
  g_free (r->description);
  g_free (r->theme);
  g_free (r);
}

/* The sound thread: it owns the context, which connects to the sound
 * server on its first event (that can take a while, or fail when there is
 * none: the event is then dropped and the next one tries again). */
static gpointer
sound_thread (gpointer data)
{
  GAsyncQueue *queue = data;
  ca_context *context = NULL;
  for (;;)
    {
      Request *r = g_async_queue_pop (queue);
      if (!context && ca_context_create (&context) == CA_SUCCESS)
        ca_context_change_props (context, CA_PROP_APPLICATION_NAME, g_get_application_name (),
                                 CA_PROP_APPLICATION_ID, APP_ID, CA_PROP_APPLICATION_ICON_NAME,
                                 APP_ID, NULL);
      if (context)
        {
          int err = ca_context_play (
            context, 0, CA_PROP_EVENT_ID, r->event_id, CA_PROP_EVENT_DESCRIPTION, r->description,
            CA_PROP_CANBERRA_XDG_THEME_NAME, r->theme ? r->theme : "freedesktop",
            CA_PROP_CANBERRA_CACHE_CONTROL, "permanent", NULL);
          if (err != CA_SUCCESS)
            g_debug ("sound %s: %s", r->event_id, ca_strerror (err));
        }
      request_free (r);
    }
  return NULL;
}

/* The default player: the desktop's theme and its switch for event sounds
 * are read here, on the main thread, where GtkSettings lives. */
static void
canberra_play (const char *event_id, const char *desc, gpointer user_data)
{
  static GAsyncQueue *queue;
  GtkSettings *gtk = gtk_settings_get_default ();
  gboolean enabled = TRUE;
  g_autofree char *theme = NULL;
  if (gtk)
    g_object_get (gtk, "gtk-enable-event-sounds", &enabled, "gtk-sound-theme-name", &theme, NULL);
  if (!enabled)
    return;
  if (!queue)
    {
      queue = g_async_queue_new_full (request_free);
      /* Never joined: it waits for events as long as the app runs. */
      g_thread_unref (g_thread_new ("chimera-sounds", sound_thread, g_async_queue_ref (queue)));
    }
  /* Sounds that pile up behind a stuck server are dropped, not queued. */
  if (g_async_queue_length (queue) > 4)
    return;
  Request *r = g_new0 (Request, 1);
  r->event_id = g_strdup (event_id);
  r->description = g_strdup (desc);
  r->theme = g_steal_pointer (&theme);
  g_async_queue_push (queue, r);
}
#endif

void
chimera_sounds_set_player (ChimeraSoundPlayer new_player, gpointer user_data)
{
  player = new_player;
  player_data = user_data;
}

void
chimera_sounds_play (ChimeraSound sound)
{
  g_return_if_fail (sound < CHIMERA_N_SOUNDS);
  GSettings *settings = chimera_settings_get ();
  if (!settings || !g_settings_get_boolean (settings, "sounds"))
    return;
  if (player)
    player (event_ids[sound], description (sound), player_data);
#ifdef HAVE_CANBERRA
  else
    canberra_play (event_ids[sound], description (sound), NULL);
#endif
}

/* The sound of `m` from `before` to `after`; `ends`: it ended the game. */
static ChimeraSound
sound_of (const CePosition *before, CeMove m, const CePosition *after, gboolean ends)
{
  if (ends)
    return CHIMERA_SOUND_END;
  if (ce_in_check (after))
    return CHIMERA_SOUND_CHECK;
  int kind = ce_move_kind (m);
  if (kind == CE_MOVE_EP
      || (kind != CE_MOVE_DROP && kind != CE_MOVE_CASTLE && before->board[ce_move_to (m)]))
    return CHIMERA_SOUND_CAPTURE;
  return CHIMERA_SOUND_MOVE;
}

ChimeraSound
chimera_sounds_for_move (ChimeraGame *game, int ply)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game), CHIMERA_SOUND_MOVE);
  const CeGame *rec = chimera_game_get_record (game);
  g_return_val_if_fail (ply >= 1 && ply <= rec->nmoves, CHIMERA_SOUND_MOVE);
  return sound_of (ce_game_position_at (rec, ply - 1), rec->moves[ply - 1],
                   ce_game_position_at (rec, ply),
                   ply == rec->nmoves && chimera_game_get_result (game, NULL) != CE_RESULT_NONE);
}

ChimeraSound
chimera_sounds_for_node (ChimeraGame *game, CeNodeId node)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game), CHIMERA_SOUND_MOVE);
  const CeTree *tree = chimera_game_get_tree (game);
  CePosition before, after;
  if (!ce_tree_valid (tree, node) || ce_tree_node (tree, node)->parent == CE_NODE_NONE
      || !ce_tree_position (tree, ce_tree_node (tree, node)->parent, &before)
      || !ce_tree_position (tree, node, &after))
    return CHIMERA_SOUND_MOVE;
  /* A mate in a variation is not the game's end: it sounds as a check. */
  return sound_of (&before, ce_tree_node (tree, node)->move, &after, FALSE);
}

/* What a game's sounds remember: that its last move's sound was the end,
 * so that "finished" right after it plays nothing more. */
typedef struct
{
  gboolean ended_by_move;
} Attachment;

static void
game_moved (ChimeraGame *game, guint move, int ply, gpointer data)
{
  Attachment *a = data;
  ChimeraSound sound = chimera_sounds_for_move (game, ply);
  a->ended_by_move = sound == CHIMERA_SOUND_END;
  chimera_sounds_play (sound);
}

/* A move played into a variation: the sound of the move shown (the last
 * of a line entered from the analysis). */
static void
game_branched (ChimeraGame *game, int node, gpointer data)
{
  (void) node, (void) data;
  chimera_sounds_play (chimera_sounds_for_node (game, chimera_game_get_viewed_node (game)));
}

static void
game_finished (ChimeraGame *game, int result, int reason, gpointer data)
{
  (void) game, (void) result, (void) reason;
  Attachment *a = data;
  if (!a->ended_by_move)
    chimera_sounds_play (CHIMERA_SOUND_END);
  a->ended_by_move = FALSE;
}

void
chimera_sounds_attach (ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_GAME (game));
  static const char key[] = "chimera-sounds";
  if (g_object_get_data (G_OBJECT (game), key))
    return;
  Attachment *a = g_new0 (Attachment, 1);
  g_object_set_data_full (G_OBJECT (game), key, a, g_free);
  g_signal_connect (game, "moved", G_CALLBACK (game_moved), a);
  g_signal_connect (game, "finished", G_CALLBACK (game_finished), a);
  g_signal_connect (game, "branched", G_CALLBACK (game_branched), a);
}

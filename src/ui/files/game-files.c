/* SPDX-License-Identifier: GPL-3.0-or-later
 * A window's game files: the file actions, the recent games, paste and
 * drop, bringing back a replaced game, and the autosave.
 */
#include "config.h"

#include "game-files.h"

#include "game-pgn.h"
#include "game-picker.h"
#include "match-settings.h"
#include "toaster.h"
#include "notation.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

struct _ChimeraGameFiles
{
  GObject parent_instance;

  GtkApplicationWindow *window; /* weak */
  ChimeraToaster *toasts;
  GMenu *recent_menu;

  ChimeraGameHolder *holder; /* the game the window shows, where the files put a new one */
  ChimeraGame *game;         /* the game held */
  GFile *file;               /* where Save writes; NULL until saved or opened */
  guint64 file_revision;     /* the game's revision when last saved there, or when opened */
  gboolean kept_in_files;    /* no autosave, and a file was opened or saved: the window's
                           * games live in files, so changes since are unsaved */
  ChimeraGame *replaced;     /* the game an open/new/paste replaced, for Undo */
  ChimeraGame *replacing;    /* weak: the game that replaced it */
  guint64 replacing_revision;

  GFile *autosave; /* NULL: this window keeps no game between runs */
  ChimeraGame *autosaved_game;
  guint64 autosaved_revision;
  guint autosave_idle;
  guint autosave_retry; /* while the autosave fails: every 30 s */
  char *save_problem;   /* the last autosave's error until a save succeeds */

  GtkRecentManager *recent; /* NULL until read, after the first frame */
  guint recent_idle;
};

G_DEFINE_FINAL_TYPE (ChimeraGameFiles, chimera_game_files, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SAVE_PROBLEM,
  PROP_FILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
toast (ChimeraGameFiles *self, const char *text)
{
  chimera_toaster_say (self->toasts, text);
}

static void
show_error (ChimeraGameFiles *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self->window), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  gtk_window_present (GTK_WINDOW (dialog));
}

static char *
file_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);
  return g_filename_display_name (base ? base : "?");
}

/* Where Save writes from now on (NULL: nowhere yet). */
static void
set_file (ChimeraGameFiles *self, GFile *file)
{
  if (file)
    self->kept_in_files = TRUE;
  if (g_set_object (&self->file, file))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
}

char *
chimera_game_files_get_file_name (ChimeraGameFiles *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), NULL);
  return self->file ? file_display_name (self->file) : NULL;
}

/* ---- keeping the game between runs ---- */

static void
set_save_problem (ChimeraGameFiles *self, const char *problem)
{
  if (g_strcmp0 (problem, self->save_problem) == 0)
    return;
  g_free (self->save_problem);
  self->save_problem = g_strdup (problem);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVE_PROBLEM]);
}

static gboolean autosave_retry (gpointer data);

static void
autosave_now (ChimeraGameFiles *self)
{
  g_clear_handle_id (&self->autosave_idle, g_source_remove);
  if (!self->autosave || !self->game)
    return;
  g_autoptr (GError) error = NULL;
  if (!chimera_game_save (self->game, self->autosave, &error))
    {
      g_message ("Could not keep the game in progress: %s", error->message);
      /* Said at once and until a save succeeds; retried on each change
       * and every 30 s meanwhile (a full disk gets room again). */
      set_save_problem (self, error->message);
      if (!self->autosave_retry)
        self->autosave_retry = g_timeout_add_seconds (30, autosave_retry, self);
      return;
    }
  g_clear_handle_id (&self->autosave_retry, g_source_remove);
  set_save_problem (self, NULL);
  g_set_object (&self->autosaved_game, self->game);
  self->autosaved_revision = chimera_game_get_revision (self->game);
}

static gboolean
autosave_retry (gpointer data)
{
  ChimeraGameFiles *self = data;
  autosave_now (self);
  /* autosave_now removed this source if it succeeded. */
  return self->autosave_retry ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

const char *
chimera_game_files_get_save_problem (ChimeraGameFiles *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), NULL);
  return self->save_problem;
}

gboolean
chimera_game_files_has_unsaved_moves (ChimeraGameFiles *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), FALSE);
  if (!self->game || chimera_game_get_record (self->game)->nmoves == 0)
    return FALSE;
  guint64 revision = chimera_game_get_revision (self->game);
  if (self->autosave && self->autosaved_game == self->game && self->autosaved_revision == revision)
    return FALSE;
  if (self->file_revision == revision && (self->file || !self->autosave))
    return FALSE;
  /* With an autosave, the game is unsaved only while the autosave fails.
   * Without one, a window whose games live in files (it opened or saved
   * one) has unsaved changes since the last open or save, also in a new
   * game started there; a window that never touched a file (tests) keeps
   * no game, and its moves are the person's own business. */
  if (self->autosave)
    return self->save_problem != NULL;
  return self->kept_in_files;
}

static gboolean
autosave_idle (gpointer data)
{
  ChimeraGameFiles *self = data;
  self->autosave_idle = 0;
  autosave_now (self);
  return G_SOURCE_REMOVE;
}

/* Writes once per burst of changes (a computer move and its evaluation
 * come together), before anything else the main loop has to do. */
static void
schedule_autosave (ChimeraGameFiles *self)
{
  if (!self->autosave || self->autosave_idle
      || (self->autosaved_game == self->game
          && self->autosaved_revision == chimera_game_get_revision (self->game)))
    return;
  self->autosave_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, autosave_idle, self, NULL);
}

void
chimera_game_files_flush (ChimeraGameFiles *self)
{
  g_return_if_fail (CHIMERA_IS_GAME_FILES (self));
  if (self->autosave && self->game)
    autosave_now (self);
}

/* A kill during a write leaves its temporary file (FILE.XXXXXX) behind;
 * the file itself is whole, so those are rubbish. */
static void
remove_stale_temporaries (GFile *file)
{
  g_autoptr (GFile) dir = g_file_get_parent (file);
  g_autofree char *base = g_file_get_basename (file);
  g_autoptr (GFileEnumerator) e
    = dir ? g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                       G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL)
          : NULL;
  GFileInfo *info;
  while (e && (info = g_file_enumerator_next_file (e, NULL, NULL)))
    {
      const char *name = g_file_info_get_name (info);
      if (g_str_has_prefix (name, base) && strlen (name) == strlen (base) + 7
          && name[strlen (base)] == '.')
        {
          g_autoptr (GFile) stale = g_file_get_child (dir, name);
          g_file_delete (stale, NULL, NULL);
        }
      g_object_unref (info);
    }
}

void
chimera_game_files_start_autosave (ChimeraGameFiles *self, GFile *file)
{
  g_return_if_fail (CHIMERA_IS_GAME_FILES (self));
  remove_stale_temporaries (file);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGame) game = chimera_game_restore (file, &error);
  if (game)
    chimera_game_holder_set_game (self->holder, game);
  else if (error)
    {
      /* Keep what could not be read for the person to rescue, and start
       * afresh rather than refuse to start. */
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *aside = g_strconcat (path ? path : "", ".unreadable", NULL);
      if (path)
        g_rename (path, aside);
      g_warning ("The game in progress could not be restored: %s", error->message);
      toast (self, _ ("The last game could not be restored"));
    }
  g_set_object (&self->autosave, file);
  g_clear_object (&self->autosaved_game);
  schedule_autosave (self);
}

static void
follow_game (ChimeraGameFiles *self, ChimeraGame *game)
{
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game)
    g_signal_connect_object (game, "changed", G_CALLBACK (schedule_autosave), self,
                             G_CONNECT_SWAPPED);
  schedule_autosave (self);
}

ChimeraGame *
chimera_game_files_get_game (ChimeraGameFiles *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), NULL);
  return self->game;
}

/* ---- replacing the game ---- */

void
chimera_game_files_replace_game (ChimeraGameFiles *self,
                                 ChimeraGame *game,
                                 GFile *file,
                                 const char *message)
{
  g_return_if_fail (CHIMERA_IS_GAME_FILES (self));
  gboolean worth_keeping = self->game && chimera_game_get_record (self->game)->nmoves > 0;
  g_clear_object (&self->replaced);
  if (worth_keeping)
    self->replaced = g_object_ref (self->game);
  chimera_game_holder_set_game (self->holder, game);
  g_set_weak_pointer (&self->replacing, game);
  self->replacing_revision = chimera_game_get_revision (game);
  set_file (self, file);
  self->file_revision = chimera_game_get_revision (game);
  if (!message && !worth_keeping)
    return;
  AdwToast *t = chimera_toast_new_wrapping (message ? message : _ ("New game"));
  if (worth_keeping)
    {
      adw_toast_set_button_label (t, _ ("_Undo"));
      adw_toast_set_action_name (t, "win.undo-replace");
    }
  chimera_toaster_add (self->toasts, t);
}

static void
undo_replace_action (ChimeraGameFiles *self, GVariant *param)
{
  /* The toast outlives its moment: once the game that replaced the old
   * one has moves of its own, or another game is shown, Undo would throw
   * those away. */
  if (!self->replaced || !self->game || self->game != self->replacing
      || chimera_game_get_revision (self->game) != self->replacing_revision)
    return;
  g_autoptr (ChimeraGame) previous = g_steal_pointer (&self->replaced);
  chimera_game_holder_set_game (self->holder, previous);
  set_file (self, NULL);
}

/* ---- recent games ---- */

static void update_recent_menu (ChimeraGameFiles *self);

/* GtkRecentManager parses all of recently-used.xbel, which every app adds
 * to, when it is first asked for (~18 ms of CPU for 1,000 entries here):
 * that waits until the window has painted its first frame, or until a file
 * must be added. */
static void
ensure_recent (ChimeraGameFiles *self)
{
  if (self->recent)
    return;
  g_clear_handle_id (&self->recent_idle, g_source_remove);
  self->recent = g_object_ref (gtk_recent_manager_get_default ());
  g_signal_connect_object (self->recent, "changed", G_CALLBACK (update_recent_menu), self,
                           G_CONNECT_SWAPPED);
  update_recent_menu (self);
}

static gboolean
load_recent (gpointer data)
{
  ChimeraGameFiles *self = data;
  self->recent_idle = 0;
  ensure_recent (self);
  return G_SOURCE_REMOVE;
}

static void
first_frame_painted (ChimeraGameFiles *self, GdkFrameClock *clock)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, self);
  if (!self->recent && !self->recent_idle)
    self->recent_idle = g_idle_add (load_recent, self);
}

static void
window_realized (ChimeraGameFiles *self, GtkWidget *widget)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                           G_CALLBACK (first_frame_painted), self, G_CONNECT_SWAPPED);
}

static void
add_recent (ChimeraGameFiles *self, GFile *file)
{
  ensure_recent (self);
  g_autofree char *uri = g_file_get_uri (file);
  /* GTK 4.8's gtk_recent_manager_add_full tests the first byte of the
   * groups array (the low byte of the first group's address) for '\0' and
   * drops the groups when it is: the file would be missing from our Recent
   * menu whenever the string happened to sit at an address ending in 00
   * (seen in every ASan build).  Of two copies 8 bytes apart one always has
   * a non-zero low byte. */
  static const char names[] = "chimera\0chimera";
  const char *group = ((guintptr) names & 0xff) ? names : names + 8;
  const char *groups[] = { group, NULL };
  GtkRecentData data = {
    .mime_type = (char *) "application/x-chess-pgn",
    .app_name = (char *) "Chimera",
    .app_exec = (char *) "chimera %u",
    .groups = (char **) groups,
  };
  gtk_recent_manager_add_full (self->recent, uri, &data);
}

static void
update_recent_menu (ChimeraGameFiles *self)
{
  g_menu_remove_all (self->recent_menu);
  GList *items = gtk_recent_manager_get_items (self->recent);
  GPtrArray *ours = g_ptr_array_new ();
  for (GList *l = items; l; l = l->next)
    if (gtk_recent_info_has_group (l->data, "chimera") && gtk_recent_info_exists (l->data))
      g_ptr_array_add (ours, l->data);
  /* Most recently used first. */
  for (guint i = 1; i < ours->len; i++)
    for (guint j = i;
         j > 0
         && g_date_time_compare (gtk_recent_info_get_modified (g_ptr_array_index (ours, j - 1)),
                                 gtk_recent_info_get_modified (g_ptr_array_index (ours, j)))
              < 0;
         j--)
      {
        gpointer t = g_ptr_array_index (ours, j);
        g_ptr_array_index (ours, j) = g_ptr_array_index (ours, j - 1);
        g_ptr_array_index (ours, j - 1) = t;
      }
  for (guint i = 0; i < ours->len && i < 10; i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (ours, i);
      g_autoptr (GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s",
                                         gtk_recent_info_get_uri (info));
      g_menu_append_item (self->recent_menu, item);
    }
  if (ours->len == 0)
    g_menu_append (self->recent_menu, _ ("No Recent Games"), "win.no-recent");
  g_ptr_array_free (ours, TRUE);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

/* ---- opening ---- */

/* `file`: where the game will be saved (NULL for one game of a
 * collection); `from`: the file it was read from (NULL: pasted), which
 * names it in the message. */
static void
open_game (ChimeraGameFiles *self, ChimeraGame *game, GFile *file, GFile *from, int index)
{
  g_autofree char *name = from ? file_display_name (from) : NULL;
  g_autofree char *message = NULL;
  if (name && file)
    message = g_strdup_printf (_ ("Opened “%s”"), name);
  else if (name)
    /* TRANSLATORS: one game picked from a file of several. */
    message = g_strdup_printf (_ ("Opened game %d from “%s”"), index + 1, name);
  chimera_game_files_replace_game (self, game, file, message ? message : _ ("Game pasted"));
}

typedef struct
{
  ChimeraGameFiles *self;
  GFile *file;
  char *title;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *p = data;
  g_object_unref (p->self);
  g_clear_object (&p->file);
  g_free (p->title);
  g_free (p);
}

/* Game `index` of the list, read in full now; a game the list could
 * not tell is bad (an illegal move) says so here. */
static gboolean
open_listed (ChimeraGameFiles *self, ChimeraGameList *list, int index, GFile *file, GFile *from)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGame) game = chimera_game_list_open (list, (guint) index, &error);
  if (!game)
    {
      g_autofree char *name = list->file ? file_display_name (list->file) : NULL;
      g_autofree char *heading = name ? g_strdup_printf (_ ("Could not open “%s”"), name)
                                      : g_strdup (_ ("Could not paste"));
      show_error (self, heading, error->message);
      return FALSE;
    }
  open_game (self, game, file, from, index);
  return TRUE;
}

static void
picked (ChimeraGameList *list, int index, gpointer data)
{
  Pending *p = data;
  /* Saving one game of a collection must not overwrite the collection:
   * that game gets no file of its own until Save As. */
  if (index >= 0)
    open_listed (p->self, list, index, NULL, p->file);
}

/* FALSE if the file's one game cannot be opened (the error is shown). */
static gboolean
open_list (ChimeraGameFiles *self, ChimeraGameList *list, GFile *file, const char *title)
{
  if (list->entries->len == 1)
    {
      gboolean opened = open_listed (self, list, 0, file, file);
      chimera_game_list_free (list);
      return opened;
    }
  Pending *p = g_new0 (Pending, 1);
  p->self = g_object_ref (self);
  p->file = file ? g_object_ref (file) : NULL;
  chimera_game_picker_present (GTK_WINDOW (self->window), title, list, picked, p, pending_free);
  return TRUE;
}

static void
open_records (ChimeraGameFiles *self, ChimeraGameRecords *records, GFile *file, const char *title)
{
  open_list (self, chimera_game_list_new_from_records (records), file, title);
}

static gboolean
scanned (ChimeraGameFiles *self, ChimeraGameList *list, GFile *file, const GError *error)
{
  g_autofree char *name = file_display_name (file);
  if (!list)
    {
      g_autofree char *heading = g_strdup_printf (_ ("Could not open “%s”"), name);
      show_error (self, heading, error->message);
      return FALSE;
    }
  add_recent (self, file);
  return open_list (self, list, file, name);
}

static void
scan_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  ChimeraGameList *list = chimera_game_list_scan (G_FILE (data), cancellable, &error);
  if (list)
    g_task_return_pointer (task, list, (GDestroyNotify) chimera_game_list_free);
  else
    g_task_return_error (task, error);
}

static void
scan_done (GObject *source, GAsyncResult *res, gpointer data)
{
  ChimeraGameFiles *self = CHIMERA_GAME_FILES (source);
  GFile *file = g_task_get_task_data (G_TASK (res));
  g_autoptr (GError) error = NULL;
  ChimeraGameList *list = g_task_propagate_pointer (G_TASK (res), &error);
  /* The window went away meanwhile: nothing to show the games in. */
  if (!self->window)
    {
      chimera_game_list_free (list);
      return;
    }
  scanned (self, list, file, error);
}

/* Files up to this size are listed at once; larger ones, pipes and
 * devices in a thread, so the window goes on answering meanwhile. */
#define SCAN_AT_ONCE_SIZE (512 * 1024)

gboolean
chimera_game_files_open_file (ChimeraGameFiles *self, GFile *file)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), FALSE);
  g_autoptr (GError) error = NULL;
  g_autoptr (GFileInfo) info
    = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                         G_FILE_QUERY_INFO_NONE, NULL, &error);
  GFileType type = info ? g_file_info_get_file_type (info) : G_FILE_TYPE_UNKNOWN;
  if (type == G_FILE_TYPE_DIRECTORY
      || (type == G_FILE_TYPE_REGULAR && g_file_info_get_size (info) <= SCAN_AT_ONCE_SIZE))
    {
      ChimeraGameList *list = chimera_game_list_scan (file, NULL, &error);
      return scanned (self, list, file, error);
    }
  if (!info)
    {
      scanned (self, NULL, file, error);
      return FALSE;
    }
  g_autoptr (GTask) task = g_task_new (self, NULL, scan_done, NULL);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, scan_thread);
  return TRUE;
}

static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("Game records (PGN)"));
  gtk_file_filter_add_pattern (filter, "*.pgn");
  gtk_file_filter_add_pattern (filter, "*.PGN");
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  return filter;
}

static void
open_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  ChimeraGameFiles *self = data;
  /* The window may have gone while the chooser was open (app.quit). */
  if (response == GTK_RESPONSE_ACCEPT && self->window)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        chimera_game_files_open_file (self, file);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
open_action (ChimeraGameFiles *self, GVariant *param)
{
  GtkFileChooserNative *chooser
    = gtk_file_chooser_native_new (_ ("Open Game"), GTK_WINDOW (self->window),
                                   GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"), _ ("_Cancel"));
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pgn);
  GtkFileFilter *all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _ ("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_object_unref (all);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_recent_action (ChimeraGameFiles *self, GVariant *param)
{
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  chimera_game_files_open_file (self, file);
}

static gboolean
file_dropped (ChimeraGameFiles *self, const GValue *value, double x, double y)
{
  (void) x, (void) y;
  GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));
  gboolean ok = files && chimera_game_files_open_file (self, files->data);
  g_slist_free (files);
  return ok;
}

/* ---- saving ---- */

gboolean
chimera_game_files_save_to (ChimeraGameFiles *self, GFile *file, GError **error)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), FALSE);
  if (!chimera_game_save (self->game, file, error))
    return FALSE;
  set_file (self, file);
  self->file_revision = chimera_game_get_revision (self->game);
  add_recent (self, file);
  /* The moves are on disk again: the warning goes until the autosave
   * (still retried) fails anew. */
  set_save_problem (self, NULL);
  return TRUE;
}

static gboolean
save_to (ChimeraGameFiles *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = file_display_name (file);
  if (!chimera_game_files_save_to (self, file, &error))
    {
      g_autofree char *heading = g_strdup_printf (_ ("Could not save “%s”"), name);
      show_error (self, heading, error->message);
      return FALSE;
    }
  g_autofree char *message = g_strdup_printf (_ ("Saved “%s”"), name);
  toast (self, message);
  return TRUE;
}

static void
save_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  ChimeraGameFiles *self = data;
  /* Saving stays possible after the window went: the game is still
   * here, and may be the only copy of its moves. */
  if (response == GTK_RESPONSE_ACCEPT && self->game)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        save_to (self, file);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
save_as_action (ChimeraGameFiles *self, GVariant *param)
{
  GtkFileChooserNative *chooser
    = gtk_file_chooser_native_new (_ ("Save Game"), GTK_WINDOW (self->window),
                                   GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pgn);
  if (self->file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    {
      const char *date = chimera_game_get_tag (self->game, "Date");
      g_autofree char *day = g_strdelimit (g_strdup (date ? date : ""), ".?", '-');
      g_autofree char *name
        = g_strdup_printf ("%s %s.pgn", chimera_game_get_variant (self->game)->def->name, day);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

gboolean
chimera_game_files_save (ChimeraGameFiles *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), FALSE);
  if (self->file)
    return save_to (self, self->file);
  save_as_action (self, NULL);
  return FALSE;
}

static void
save_action (ChimeraGameFiles *self, GVariant *param)
{
  chimera_game_files_save (self);
}

/* ---- the clipboard ---- */

static void
copy_position_action (ChimeraGameFiles *self, GVariant *param)
{
  char fen[CE_FEN_SIZE];
  ce_position_to_fen (chimera_game_get_viewed_position (self->game), fen);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), fen);
  toast (self, _ ("Position copied"));
}

static void
copy_pgn_action (ChimeraGameFiles *self, GVariant *param)
{
  g_autofree char *pgn = chimera_game_to_pgn (self->game);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), pgn);
  toast (self, _ ("Game copied as PGN"));
}

/* Texts larger than this are parsed on a worker thread: a collection of
 * a few hundred KB takes long enough to stall the window. */
#define PASTE_ON_THREAD_SIZE (16 * 1024)

typedef struct
{
  char *text;
  ChimeraGame *game; /* the game the paste is to replace */
} PasteJob;

static void
paste_job_free (gpointer data)
{
  PasteJob *job = data;
  g_free (job->text);
  g_clear_object (&job->game);
  g_free (job);
}

static ChimeraGameRecords *
parse_pasted (const char *text, GError **error)
{
  g_autoptr (GError) pgn_error = NULL;
  ChimeraGameRecords *records = chimera_game_records_parse (text, strlen (text), &pgn_error);
  if (!records)
    g_set_error (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE,
                 _ ("The clipboard holds neither a position nor a game (%s)."), pgn_error->message);
  return records;
}

static void
paste_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  (void) source, (void) cancellable;
  PasteJob *job = data;
  GError *error = NULL;
  ChimeraGameRecords *records = parse_pasted (job->text, &error);
  if (records)
    g_task_return_pointer (task, records, (GDestroyNotify) chimera_game_records_free);
  else
    g_task_return_error (task, error);
}

static void
paste_parsed (GObject *source, GAsyncResult *res, gpointer data)
{
  ChimeraGameFiles *self = CHIMERA_GAME_FILES (source);
  PasteJob *job = g_task_get_task_data (G_TASK (res));
  g_autoptr (GError) error = NULL;
  ChimeraGameRecords *records = g_task_propagate_pointer (G_TASK (res), &error);
  /* Meanwhile the window closed or shows another game: the paste was
   * meant for what is gone. */
  if (!self->window || self->game != job->game)
    {
      chimera_game_records_free (records);
      return;
    }
  if (!records)
    {
      show_error (self, _ ("Could not paste"), error->message);
      return;
    }
  open_records (self, records, NULL, _ ("The clipboard"));
}

/* A position pasted goes on with the match on screen: the same players —
 * the computer at its level, an external engine where the variant is
 * still the one it was playing — and the same clock, started afresh. */
static void
paste_position (ChimeraGameFiles *self, const CePosition *pos)
{
  ChimeraMatchSettings m;
  chimera_match_settings_from_game (&m, self->game);
  if (pos->v != m.variant)
    m.engine[CE_WHITE] = m.engine[CE_BLACK] = NULL;
  m.variant = pos->v;
  m.set_up = TRUE;
  m.start = *pos;
  g_autoptr (ChimeraGame) game = chimera_match_settings_new_game (&m);
  chimera_game_files_replace_game (self, game, NULL, _ ("Position pasted"));
}

/* A position string of the current variant first, then of any variant
 * (the first that takes it), then PGN. */
gboolean
chimera_game_files_paste_text (ChimeraGameFiles *self, const char *text, GError **error)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_FILES (self), FALSE);
  /* The same limit as Open, and the same message. */
  if (!chimera_game_records_check_size (text ? strlen (text) : 0, error))
    return FALSE;
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));
  const CeVariant *current = chimera_game_get_variant (self->game);
  char err[CE_ERR_SIZE];
  CePosition pos;
  if (*trimmed && !strchr (trimmed, '\n') && strlen (trimmed) < 4096)
    {
      const CeVariant *found = NULL;
      if (ce_position_from_fen (&pos, current, trimmed, err))
        found = current;
      for (const char *const *id = ce_variant_ids (); !found && *id; id++)
        if (ce_position_from_fen (&pos, ce_variant_get (*id), trimmed, err))
          found = ce_variant_get (*id);
      if (found)
        {
          paste_position (self, &pos);
          return TRUE;
        }
    }
  if (strlen (trimmed) > PASTE_ON_THREAD_SIZE)
    {
      PasteJob *job = g_new0 (PasteJob, 1);
      job->text = g_steal_pointer (&trimmed);
      job->game = g_object_ref (self->game);
      g_autoptr (GTask) task = g_task_new (self, NULL, paste_parsed, NULL);
      g_task_set_source_tag (task, chimera_game_files_paste_text);
      g_task_set_task_data (task, job, paste_job_free);
      g_task_run_in_thread (task, paste_thread);
      return TRUE;
    }
  ChimeraGameRecords *records = parse_pasted (trimmed, error);
  if (!records)
    return FALSE;
  open_records (self, records, NULL, _ ("The clipboard"));
  return TRUE;
}

static void
clipboard_read (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (ChimeraGameFiles) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), res, &error);
  if (!self->window)
    return; /* the window went while the clipboard was read */
  if (!text)
    {
      toast (self, _ ("There is no text to paste"));
      return;
    }
  if (!chimera_game_files_paste_text (self, text, &error))
    show_error (self, _ ("Could not paste"), error->message);
}

static void
paste_action (ChimeraGameFiles *self, GVariant *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (self->window)), NULL,
                                 clipboard_read, g_object_ref (self));
}

/* ---- the object ---- */

static void
chimera_game_files_dispose (GObject *object)
{
  ChimeraGameFiles *self = CHIMERA_GAME_FILES (object);
  g_clear_handle_id (&self->autosave_idle, g_source_remove);
  g_clear_handle_id (&self->autosave_retry, g_source_remove);
  g_clear_handle_id (&self->recent_idle, g_source_remove);
  if (self->recent)
    g_signal_handlers_disconnect_by_data (self->recent, self);
  g_clear_object (&self->recent);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->holder);
  g_clear_object (&self->autosave);
  g_clear_object (&self->autosaved_game);
  g_clear_object (&self->replaced);
  g_clear_weak_pointer (&self->replacing);
  g_clear_object (&self->file);
  g_clear_object (&self->recent_menu);
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->toasts);
  G_OBJECT_CLASS (chimera_game_files_parent_class)->dispose (object);
}

static void
chimera_game_files_finalize (GObject *object)
{
  ChimeraGameFiles *self = CHIMERA_GAME_FILES (object);
  g_free (self->save_problem);
  G_OBJECT_CLASS (chimera_game_files_parent_class)->finalize (object);
}

static void
chimera_game_files_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChimeraGameFiles *self = CHIMERA_GAME_FILES (object);
  switch (id)
    {
      case PROP_SAVE_PROBLEM: g_value_set_string (value, self->save_problem); break;
      case PROP_FILE: g_value_set_object (value, self->file); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_game_files_class_init (ChimeraGameFilesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chimera_game_files_dispose;
  G_OBJECT_CLASS (klass)->finalize = chimera_game_files_finalize;
  G_OBJECT_CLASS (klass)->get_property = chimera_game_files_get_property;
  /* The reason the game in progress could not be kept (the autosave's
   * error), or NULL: set when an autosave fails, cleared when any save
   * succeeds. */
  properties[PROP_SAVE_PROBLEM]
    = g_param_spec_string ("save-problem", NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Where Save writes (the file the game was opened from or last saved
   * to), or NULL: the window's title names it. */
  properties[PROP_FILE]
    = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                           G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);
}

static void
chimera_game_files_init (ChimeraGameFiles *self)
{
}

typedef void (*FileAction) (ChimeraGameFiles *self, GVariant *param);

/* The file actions live in the window's "win" group, beside its own. */
static const struct
{
  const char *name;
  const char *param;
  FileAction activate;
} actions[] = {
  { "open", NULL, open_action },
  { "open-recent", "s", open_recent_action },
  { "save", NULL, save_action },
  { "save-as", NULL, save_as_action },
  { "copy-position", NULL, copy_position_action },
  { "copy-pgn", NULL, copy_pgn_action },
  { "paste", NULL, paste_action },
  { "undo-replace", NULL, undo_replace_action },
};

ChimeraGameFiles *
chimera_game_files_new (GtkApplicationWindow *window,
                        ChimeraToaster *toasts,
                        GMenu *recent_menu,
                        ChimeraGameHolder *holder)
{
  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  ChimeraGameFiles *self = g_object_new (CHIMERA_TYPE_GAME_FILES, NULL);
  g_set_weak_pointer (&self->window, window);
  self->holder = g_object_ref (holder);
  chimera_game_holder_add_follower (holder, self, CHIMERA_GAME_FOLLOW (follow_game));
  self->toasts = g_object_ref (toasts);
  self->recent_menu = g_object_ref (recent_menu);

  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr (GSimpleAction) action = g_simple_action_new (
        actions[i].name, actions[i].param ? G_VARIANT_TYPE (actions[i].param) : NULL);
      g_signal_connect_object (action, "activate", G_CALLBACK (actions[i].activate), self,
                               G_CONNECT_SWAPPED);
      g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
    }

  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect_object (drop, "drop", G_CALLBACK (file_dropped), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (window), GTK_EVENT_CONTROLLER (drop));
  g_signal_connect_object (window, "realize", G_CALLBACK (window_realized), self,
                           G_CONNECT_SWAPPED);
  return self;
}

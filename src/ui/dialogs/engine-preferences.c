/* SPDX-License-Identifier: GPL-3.0-or-later
 * The Preferences page for external engines and the opening book
 * (engine-preferences.h).
 */
#include "config.h"

#include "engine-preferences.h"

#include "chimera-settings.h"
#include "external-engine-list.h"
#include "toaster.h"

#include <glib/gi18n.h>

struct _ChimeraEnginePreferences
{
  AdwPreferencesPage parent_instance;
  AdwPreferencesGroup *engines_group;
  GtkAdjustment *seconds_adjustment;
  AdwActionRow *book_row;
  GtkWidget *clear_book_button;
  GPtrArray *rows; /* the engines' rows, in the group */
  GCancellable *adding;
};

G_DEFINE_FINAL_TYPE (ChimeraEnginePreferences,
                     chimera_engine_preferences,
                     ADW_TYPE_PREFERENCES_PAGE)

static void
toast (ChimeraEnginePreferences *self, const char *text)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  if (ADW_IS_PREFERENCES_WINDOW (root))
    adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root),
                                      chimera_toast_new_wrapping (text));
}

/* ---- The engines ---- */

static void
remove_clicked (GtkButton *button, ChimeraEnginePreferences *self)
{
  const char *id = g_object_get_data (G_OBJECT (button), "id");
  g_autofree char *copy = g_strdup (id);
  chimera_engine_list_remove (chimera_engine_list_get_default (), copy);
}

static char *
subtitle (const ChimeraEngineEntry *e)
{
  const char *protocol = e->protocol == CHIMERA_ENGINE_UCI ? "UCI" : "CECP";
  if (e->error)
    return g_strdup_printf (_ ("Does not answer: %s"), e->error);
  if (!e->ready)
    return g_strdup_printf (_ ("%s, asking it…"), e->path);
  /* "UCI · /usr/games/stockfish" */
  return g_strdup_printf (_ ("%s · %s"), protocol, e->path);
}

static void
show_engines (ChimeraEnginePreferences *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->engines_group, self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);
  ChimeraEngineList *list = chimera_engine_list_get_default ();
  for (guint i = 0; i < chimera_engine_list_get_n_entries (list); i++)
    {
      const ChimeraEngineEntry *e = chimera_engine_list_get_entry (list, i);
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), e->name);
      g_autofree char *sub = subtitle (e);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
      if (e->user)
        {
          GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
          gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (remove, "flat");
          gtk_widget_set_tooltip_text (remove, _ ("Remove this engine"));
          g_object_set_data_full (G_OBJECT (remove), "id", g_strdup (e->id), g_free);
          g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
        }
      adw_preferences_group_add (self->engines_group, row);
      g_ptr_array_add (self->rows, row);
    }
  if (self->rows->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _ ("No engine found"));
      adw_action_row_set_subtitle (
        ADW_ACTION_ROW (row),
        _ ("Install one (Stockfish, Fairy-Stockfish, Fairy-Max, GNU Chess…) or add it"));
      adw_preferences_group_add (self->engines_group, row);
      g_ptr_array_add (self->rows, row);
    }
}

static void
engine_added (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = chimera_engine_list_add_finish (CHIMERA_ENGINE_LIST (source), res, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  ChimeraEnginePreferences *self = data;
  if (!id)
    toast (self, error->message);
}

void
chimera_engine_preferences_add_engine (ChimeraEnginePreferences *self, const char *path)
{
  g_return_if_fail (CHIMERA_IS_ENGINE_PREFERENCES (self));
  chimera_engine_list_add_async (chimera_engine_list_get_default (), path, self->adding,
                                 engine_added, self);
}

static void
program_chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
  ChimeraEnginePreferences *self = data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      if (path)
        chimera_engine_preferences_add_engine (self, path);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
add_clicked (ChimeraEnginePreferences *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    _ ("Add Engine"), GTK_WINDOW (root), GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Add"), NULL);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (program_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

/* ---- The book ---- */

static void
show_book (ChimeraEnginePreferences *self)
{
  GSettings *settings = chimera_settings_get ();
  g_autofree char *path = settings ? g_settings_get_string (settings, "opening-book") : NULL;
  g_autofree char *name = path && *path ? g_filename_display_basename (path) : NULL;
  adw_action_row_set_subtitle (self->book_row, name ? name : _ ("None"));
  gtk_widget_set_visible (self->clear_book_button, name != NULL);
}

void
chimera_engine_preferences_set_book (ChimeraEnginePreferences *self, const char *path)
{
  g_return_if_fail (CHIMERA_IS_ENGINE_PREFERENCES (self));
  GSettings *settings = chimera_settings_get ();
  if (settings)
    g_settings_set_string (settings, "opening-book", path ? path : "");
  show_book (self);
}

static void
book_chosen (GtkNativeDialog *dialog, int response, gpointer data)
{
  ChimeraEnginePreferences *self = data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      if (path)
        chimera_engine_preferences_set_book (self, path);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
choose_book_clicked (ChimeraEnginePreferences *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
    _ ("Opening Book"), GTK_WINDOW (root), GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"), NULL);
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("Polyglot books"));
  gtk_file_filter_add_pattern (filter, "*.bin");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  g_object_unref (filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (book_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
clear_book_clicked (ChimeraEnginePreferences *self)
{
  chimera_engine_preferences_set_book (self, NULL);
}

char *
chimera_engine_preferences_describe (ChimeraEnginePreferences *self)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < self->rows->len; i++)
    g_string_append_printf (s, "%s — %s\n", adw_preferences_row_get_title (self->rows->pdata[i]),
                            adw_action_row_get_subtitle (self->rows->pdata[i]));
  g_string_append_printf (s, "%s — %s\n",
                          adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self->book_row)),
                          adw_action_row_get_subtitle (self->book_row));
  return g_string_free (s, FALSE);
}

/* ---- The page ---- */

static void
chimera_engine_preferences_dispose (GObject *object)
{
  ChimeraEnginePreferences *self = CHIMERA_ENGINE_PREFERENCES (object);
  g_cancellable_cancel (self->adding);
  g_clear_object (&self->adding);
  g_signal_handlers_disconnect_by_data (chimera_engine_list_get_default (), self);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_ENGINE_PREFERENCES);
  G_OBJECT_CLASS (chimera_engine_preferences_parent_class)->dispose (object);
}

static void
chimera_engine_preferences_finalize (GObject *object)
{
  ChimeraEnginePreferences *self = CHIMERA_ENGINE_PREFERENCES (object);
  g_ptr_array_unref (self->rows);
  G_OBJECT_CLASS (chimera_engine_preferences_parent_class)->finalize (object);
}

static void
chimera_engine_preferences_class_init (ChimeraEnginePreferencesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = chimera_engine_preferences_dispose;
  object_class->finalize = chimera_engine_preferences_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/engine-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraEnginePreferences, engines_group);
  gtk_widget_class_bind_template_child (widget_class, ChimeraEnginePreferences, seconds_adjustment);
  gtk_widget_class_bind_template_child (widget_class, ChimeraEnginePreferences, book_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraEnginePreferences, clear_book_button);
  gtk_widget_class_bind_template_callback (widget_class, add_clicked);
  gtk_widget_class_bind_template_callback (widget_class, choose_book_clicked);
  gtk_widget_class_bind_template_callback (widget_class, clear_book_clicked);
}

static void
chimera_engine_preferences_init (ChimeraEnginePreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->adding = g_cancellable_new ();
  g_signal_connect_swapped (chimera_engine_list_get_default (), "changed",
                            G_CALLBACK (show_engines), self);
  chimera_engine_list_retry (chimera_engine_list_get_default ());
  show_engines (self);
  GSettings *settings = chimera_settings_get ();
  if (settings)
    g_settings_bind (settings, "external-engine-seconds", self->seconds_adjustment, "value",
                     G_SETTINGS_BIND_DEFAULT);
  else
    gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  show_book (self);
}

GtkWidget *
chimera_engine_preferences_new (void)
{
  return g_object_new (CHIMERA_TYPE_ENGINE_PREFERENCES, NULL);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The application object: opens the main window and holds app actions.
 */
#include "config.h"

#include "chimera-application.h"
#include "a11y-names.h"
#include "app-command-line.h"
#include "chimera-settings.h"
#include "close-keys.h"
#include "dialog-fit.h"
#include "chimera-window.h"
#include "preferences-window.h"
#include "game-pgn.h"
#include "help-launcher.h"

#include <glib/gi18n.h>

struct _ChimeraApplication
{
  AdwApplication parent_instance;
  /* One for the app's life, hidden when closed: libadwaita 1.2's
   * AdwPreferencesWindow never frees its groups and rows (a twenty-line
   * program shows it), so a new window at every visit would leak one. */
  GtkWindow *preferences;
};

G_DEFINE_FINAL_TYPE (ChimeraApplication, chimera_application, ADW_TYPE_APPLICATION)

/* For bench/ui.sh: with CHIMERA_FIRST_FRAME_STAMP set, the wall-clock time
 * (microseconds since the epoch) the first frame was painted goes to stdout,
 * and with CHIMERA_EXIT_AFTER_FIRST_FRAME the app then quits. */
static void
first_frame_painted (GdkFrameClock *clock, GApplication *app)
{
  g_print ("first-frame %" G_GINT64_FORMAT "\n", g_get_real_time ());
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, app);
  if (g_getenv ("CHIMERA_EXIT_AFTER_FIRST_FRAME"))
    g_application_quit (app);
}

static void
window_realized (GtkWidget *window, GApplication *app)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "after-paint", G_CALLBACK (first_frame_painted), app);
}

static void
chimera_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (!window)
    {
      window = GTK_WINDOW (chimera_window_new (GTK_APPLICATION (app)));
      if (g_getenv ("CHIMERA_FIRST_FRAME_STAMP"))
        g_signal_connect (window, "realize", G_CALLBACK (window_realized), app);
      g_autoptr (GFile) autosave = chimera_game_autosave_file ();
      chimera_window_start_autosave (CHIMERA_WINDOW (window), autosave);
    }
  gtk_window_present (window);
}

/* `chimera a.pgn b.pgn`, or files opened from the file manager: the first
 * window (with the game in progress) comes up as on any start, and each
 * file opens in a window of its own (app-command-line.c). */
static void
chimera_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  chimera_application_activate (app);
  chimera_app_open_files (GTK_APPLICATION (app), files, n_files);
}

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  (void) action, (void) parameter;
  /* Moves that are nowhere on disk (the autosave fails) are not dropped
   * without asking. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (user_data)); l; l = l->next)
    if (CHIMERA_IS_WINDOW (l->data) && chimera_window_has_unsaved_moves (l->data))
      {
        gtk_window_present (l->data);
        chimera_window_ask_before_closing (l->data, TRUE);
        return;
      }
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  (void) action, (void) parameter;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  /* Names, not words: they stay as they are in every language.  No website
   * or issue page: the project has none in public yet (the metainfo says
   * the same). */
  const char *credits[] = { "The Chimera developers", NULL };
  GtkWidget *about = g_object_new (
    ADW_TYPE_ABOUT_WINDOW, "transient-for", parent, "modal", TRUE, "application-name", "Chimera",
    "application-icon", APP_ID, "version", PACKAGE_VERSION, "developer-name",
    "The Chimera developers", "developers", credits, "artists", credits, "translator-credits",
    /* Translators: your names, one a line, as they should appear in the
     * About window's credits. */
    _ ("translator-credits"), "copyright", "© 2026 The Chimera developers", "license-type",
    GTK_LICENSE_GPL_3_0, "comments",
    _ ("Play and study chess variants from the Chess Variant "
       "Pages: ZigZag Madness, Diagonal Chess, Zone X, Zelig "
       "Chess, Diamond Chess and orthodox chess."),
    NULL);
  chimera_close_keys_add (GTK_WINDOW (about));
  gtk_window_present (GTK_WINDOW (about));
}

/* GTK 4.8 does not forget the parent of a hidden window when the parent
 * goes: the next gtk_window_set_transient_for() would touch freed memory. */
static void
preferences_hidden (GtkWindow *preferences)
{
  gtk_window_set_transient_for (preferences, NULL);
}

static void
preferences_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  (void) action, (void) parameter;
  ChimeraApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  if (!self->preferences)
    {
      self->preferences = g_object_ref (GTK_WINDOW (chimera_preferences_window_new (parent)));
      gtk_window_set_hide_on_close (self->preferences, TRUE);
      g_signal_connect (self->preferences, "hide", G_CALLBACK (preferences_hidden), NULL);
    }
  else
    gtk_window_set_transient_for (self->preferences, parent);
  chimera_dialog_present (self->preferences);
}

/* F1: the manual, over the window in front. */
static void
help_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  (void) action, (void) parameter;
  chimera_help_show (gtk_application_get_active_window (GTK_APPLICATION (user_data)), NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
  { .name = "preferences", .activate = preferences_activated },
  { .name = "help", .activate = help_activated },
};

/* Accelerators of the app's and the windows' actions that have no key
 * binding of their own.  Set up front, so they work as soon as an action
 * of that name exists; the shortcuts window (src/ui/help-overlay.ui) lists
 * them. */
static const struct
{
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.help", { "F1", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Shift><Control>s", NULL } },
  { "win.copy-position", { "<Control>c", NULL } },
  { "win.copy-pgn", { "<Shift><Control>c", NULL } },
  { "win.paste", { "<Control>v", NULL } },
  /* The game menu's (chimera-window.ui); resigning asks first. */
  { "win.offer-draw", { "<Shift><Control>o", NULL } },
  { "win.resign", { "<Shift><Control>r", NULL } },
  { "win.rematch", { "<Shift><Control>n", NULL } },
  /* GtkApplication sets this one only when it builds the shortcuts window
   * itself, which the window now does when first asked. */
  { "win.show-help-overlay", { "<Control>question", NULL } },
};

static void
chimera_application_startup (GApplication *app)
{
  G_APPLICATION_CLASS (chimera_application_parent_class)->startup (app);
  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions),
                                   app);
  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action,
                                           accels[i].accels);
  chimera_settings_follow_style ();
  chimera_a11y_names_watch ();
}

/* However the app quits (Ctrl+Q, the menu's Quit, the question before
 * closing), its windows go the way the close button takes them: destroyed,
 * so each saves its size and state (chimera-settings.c, on unrealize) and
 * its game (the window's dispose).  GtkApplication itself leaves them to
 * the end of the process. */
static void
chimera_application_shutdown (GApplication *app)
{
  /* A copy: destroying a window takes it (and its dialogs) off the list. */
  GList *windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (app)),
                                     (GCopyFunc) (void (*) (void)) g_object_ref, NULL);
  for (GList *l = windows; l; l = l->next)
    gtk_window_destroy (l->data);
  g_list_free_full (windows, g_object_unref);
  G_APPLICATION_CLASS (chimera_application_parent_class)->shutdown (app);
}

static void
chimera_application_dispose (GObject *object)
{
  ChimeraApplication *self = CHIMERA_APPLICATION (object);
  if (self->preferences)
    gtk_window_destroy (self->preferences);
  g_clear_object (&self->preferences);
  G_OBJECT_CLASS (chimera_application_parent_class)->dispose (object);
}

static void
chimera_application_class_init (ChimeraApplicationClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chimera_application_dispose;
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);
  app_class->activate = chimera_application_activate;
  app_class->open = chimera_application_open;
  app_class->startup = chimera_application_startup;
  app_class->shutdown = chimera_application_shutdown;
}

static void
chimera_application_init (ChimeraApplication *self)
{
  chimera_app_command_line_setup (GTK_APPLICATION (self));
}

static ChimeraApplication *
new_with (const char *id, GApplicationFlags flags)
{
  return g_object_new (CHIMERA_TYPE_APPLICATION, "application-id", id, "flags",
                       G_APPLICATION_HANDLES_OPEN | flags, "resource-base-path", RESOURCE_PATH,
                       NULL);
}

ChimeraApplication *
chimera_application_new (void)
{
  return new_with (APP_ID, G_APPLICATION_DEFAULT_FLAGS);
}

ChimeraApplication *
chimera_application_new_isolated (void)
{
  static int made;
  g_autofree char *id = g_strdup_printf ("%s.Isolated%d", APP_ID, g_atomic_int_add (&made, 1));
  return new_with (id, G_APPLICATION_NON_UNIQUE);
}

void
chimera_application_setup_renderer (void)
{
  /* The cairo renderer draws without OpenGL, yet GTK 4.8's X11 backend
   * loads and sets up the GL driver when it opens the display, only to
   * choose a visual: with Mesa that is a third of the launch (perf: 25% of
   * the samples in gdk_display_prepare_gl, mostly dlopen and relocation of
   * the driver and LLVM).  Whoever chose the cairo renderer (GSK_RENDERER,
   * as on machines without a GPU) gets it without GL. */
  const char *renderer = g_getenv ("GSK_RENDERER");
  if (renderer && !g_ascii_strcasecmp (renderer, "cairo") && !g_getenv ("GDK_DEBUG"))
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

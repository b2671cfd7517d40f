/* SPDX-License-Identifier: GPL-3.0-or-later
 * The primary menu kept to about a dozen rows (issue 43; it had 28, taller
 * than a 1080-px screen): its rows and its height, which fits a 768-px
 * screen; every action that left it still a key away and listed in the
 * shortcuts window, and found in its new place (the game menu beside Undo,
 * a header-bar button, the Copy, Paste and Export submenu, the move list's
 * context menu); and the new keys doing what their actions do in a window.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "diagram-export.h"
#include "help-overlay.h"
#include "move-annotate.h"
#include "play.h"
#include "side-panel.h"
#include "widget-test.h"

/* Rows a menu shows: a section's items are rows of the menu, a submenu is
 * one row. */
static int
count_rows (GMenuModel *model)
{
  int n = 0;
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      n += section ? count_rows (section) : 1;
    }
  return n;
}

/* Whether a row of `model` activates `action`: in its sections, and in its
 * submenus too when `deep`. */
static gboolean
menu_has (GMenuModel *model, const char *action, gboolean deep)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *a = NULL;
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &a)
          && g_str_equal (a, action))
        return TRUE;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (section && menu_has (section, action, deep))
        return TRUE;
      g_autoptr (GMenuModel) sub = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);
      if (sub && deep && menu_has (sub, action, deep))
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_primary (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (w) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (w));
}

static GtkMenuButton *
primary_button (ChimeraWindow *win)
{
  GtkWidget *b = find_widget (GTK_WIDGET (win), is_primary, NULL);
  g_assert_nonnull (b);
  return GTK_MENU_BUTTON (b);
}

static GtkMenuButton *
game_button (ChimeraWindow *win)
{
  return GTK_MENU_BUTTON (template_child (win, CHIMERA_TYPE_WINDOW, "game_button"));
}

/* The action a key of the window runs, as GTK looks it up: the window's
 * own key bindings first, then the application's accelerators.  NULL if
 * none. */
static char *
action_of_key (ChimeraWindow *win, const char *accel)
{
  g_autoptr (GtkShortcutTrigger) key = gtk_shortcut_trigger_parse_string (accel);
  g_assert_nonnull (key);
  g_autoptr (GtkShortcut) s = find_shortcut (GTK_WIDGET (win), key);
  if (s && GTK_IS_NAMED_ACTION (gtk_shortcut_get_action (s)))
    return g_strdup (
      gtk_named_action_get_action_name (GTK_NAMED_ACTION (gtk_shortcut_get_action (s))));
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (win));
  g_auto (GStrv) actions = gtk_application_get_actions_for_accel (app, accel);
  return actions && actions[0] ? g_strdup (actions[0]) : NULL;
}

/* Presses `accel` in the window: runs the action its key runs. */
static void
press (ChimeraWindow *win, const char *accel)
{
  g_autofree char *action = action_of_key (win, accel);
  g_assert_nonnull (action);
  g_test_message ("%s runs %s", accel, action);
  if (g_str_has_prefix (action, "app."))
    g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (win))),
                                    action + 4, NULL);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
}

/* Whether the shortcuts window lists `accel` (one of the keys of an entry). */
static gboolean
shortcuts_list (GtkWidget *overlay, const char *accel)
{
  guint key;
  GdkModifierType mods;
  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  find_all (overlay, GTK_TYPE_SHORTCUTS_SHORTCUT, all);
  for (guint i = 0; i < all->len; i++)
    {
      g_autofree char *keys = NULL;
      g_object_get (g_ptr_array_index (all, i), "accelerator", &keys, NULL);
      g_auto (GStrv) each = keys ? g_strsplit (keys, " ", -1) : NULL;
      for (char **k = each; k && *k; k++)
        {
          guint kk;
          GdkModifierType mm;
          if (gtk_accelerator_parse (*k, &kk, &mm) && kk == key && mm == mods)
            return TRUE;
        }
    }
  return FALSE;
}

/* The primary menu: about a dozen rows, and its popover, opened below its
 * button, fits a 768-px screen under a desktop's top bar. */
static void
test_main_menu_size (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  GtkMenuButton *button = primary_button (win);
  GMenuModel *menu = gtk_menu_button_get_menu_model (button);
  int rows = count_rows (menu);
  g_test_message ("main menu: %d rows", rows);
  g_assert_cmpint (rows, >=, 9);
  g_assert_cmpint (rows, <=, 13);

  gtk_menu_button_popup (button);
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
  gtk_test_widget_wait_for_draw (popover);
  g_assert_true (gtk_widget_get_mapped (popover));
  int natural = 0;
  gtk_widget_measure (popover, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
  graphene_rect_t below;
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (button), GTK_WIDGET (win), &below));
  /* GNOME Shell's top bar, then the window's header bar down to the
   * button's bottom, then the menu. */
  int top_bar = 32, bottom = top_bar + (int) (below.origin.y + below.size.height) + natural;
  g_test_message ("main menu: %d px tall, its bottom at %d px on the screen", natural, bottom);
  g_assert_cmpint (bottom, <=, 768);
  /* Nothing cut: on this 1080-px screen it has all the room it asks. */
  g_assert_cmpint (gtk_widget_get_height (popover), >=, natural);
  gtk_popover_popdown (GTK_POPOVER (popover));
  gtk_window_destroy (GTK_WINDOW (win));
}

typedef enum
{
  HEADER_BUTTON, /* a button of the header bar */
  GAME_MENU,     /* the game menu beside Undo */
  SUBMENU,       /* a submenu of the main menu (Copy, Paste and Export) */
  MOVE_MENU,     /* the move list's context menu, which its key opens */
  KEY_ONLY,      /* the key (and the window's close button) */
} Place;

/* Every action the primary menu offered before it was cut down (issue 43)
 * that is no longer among its rows, the key that runs it (or opens the
 * menu that holds it) and its new place. */
static const struct
{
  const char *action;
  const char *accel;
  Place place;
} moved[] = {
  { "win.pause", "<Control>p", HEADER_BUTTON },
  { "win.flip", "<Control>f", HEADER_BUTTON },
  { "win.side-panel", "F9", HEADER_BUTTON },
  { "win.show-threats", "<Control>t", HEADER_BUTTON },
  { "win.rematch", "<Shift><Control>n", GAME_MENU },
  { "win.offer-draw", "<Shift><Control>o", GAME_MENU },
  { "win.resign", "<Shift><Control>r", GAME_MENU },
  { "win.copy-position", "<Control>c", SUBMENU },
  { "win.copy-pgn", "<Shift><Control>c", SUBMENU },
  { "win.paste", "<Control>v", SUBMENU },
  { "win.export-diagram", "<Shift><Control>e", SUBMENU },
  { "win.comment", "Menu", MOVE_MENU },
  { "win.nag", "Menu", MOVE_MENU },
  { "win.clear-nags", "Menu", MOVE_MENU },
  { "win.promote-variation", "Menu", MOVE_MENU },
  { "win.delete-variation", "Menu", MOVE_MENU },
  { "win.delete-from-here", "Menu", MOVE_MENU },
  { "app.quit", "<Control>q", KEY_ONLY },
};

/* Each action that left the menu: not among its rows, its key runs it (or
 * opens the menu it is in), the shortcuts window lists that key, and it is
 * in its new place.  The game menu's own key too. */
static void
test_moved_actions (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  GMenuModel *main_menu = gtk_menu_button_get_menu_model (primary_button (win));
  GMenuModel *game_menu = gtk_menu_button_get_menu_model (game_button (win));
  g_autoptr (GMenuModel) move_menu = chimera_move_annotate_context_menu ();
  GtkWidget *header = find_descendant (GTK_WIDGET (win), ADW_TYPE_HEADER_BAR);
  GtkWidget *overlay = GTK_WIDGET (chimera_help_overlay_new ());

  for (gsize i = 0; i < G_N_ELEMENTS (moved); i++)
    {
      const char *action = moved[i].action;
      g_test_message ("%s: %s", action, moved[i].accel);
      g_assert_false (menu_has (main_menu, action, FALSE));
      g_autofree char *runs = action_of_key (win, moved[i].accel);
      g_assert_cmpstr (runs, ==, moved[i].place == MOVE_MENU ? "win.move-menu" : action);
      g_assert_true (shortcuts_list (overlay, moved[i].accel));
      switch (moved[i].place)
        {
          case HEADER_BUTTON: g_assert_nonnull (find_action (header, action)); break;
          case GAME_MENU: g_assert_true (menu_has (game_menu, action, TRUE)); break;
          case SUBMENU: g_assert_true (menu_has (main_menu, action, TRUE)); break;
          case MOVE_MENU: g_assert_true (menu_has (move_menu, action, TRUE)); break;
          case KEY_ONLY: break;
        }
    }
  /* The game menu's button says its key, which opens it. */
  g_autofree char *runs = action_of_key (win, "<Control>g");
  g_assert_cmpstr (runs, ==, "win.game-menu");
  g_assert_true (shortcuts_list (overlay, "<Control>g"));
  g_assert_nonnull (
    strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (game_button (win))), "Ctrl+G"));
  /* The move's menu key everywhere else too. */
  g_autofree char *shift_f10 = action_of_key (win, "<Shift>F10");
  g_assert_cmpstr (shift_f10, ==, "win.move-menu");
  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
shown (gpointer widget)
{
  return gtk_widget_get_mapped (GTK_WIDGET (widget));
}

/* The move list's context menu shown, or NULL. */
static GtkPopover *
move_menu_of (ChimeraWindow *win)
{
  GtkWidget *side = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  find_all (side, GTK_TYPE_POPOVER_MENU, all);
  for (guint i = 0; i < all->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (all, i)))
      return g_ptr_array_index (all, i);
  return NULL;
}

static gboolean
move_menu_shown (gpointer win)
{
  return move_menu_of (win) != NULL;
}

/* The new keys do what their actions do in a window: the game's (two
 * people at the board: resigning and a draw offer each ask), the game
 * menu's, Export Diagram's and the move's menu from the board, the side
 * panel hidden or not. */
static void
test_keys_act (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 g1f3");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));

  press (win, "<Shift><Control>r");
  GtkWidget *q = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (q);
  gtk_window_destroy (GTK_WINDOW (q));
  press (win, "<Shift><Control>o");
  q = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (q);
  gtk_window_destroy (GTK_WINDOW (q));
  g_assert_true (chimera_window_get_game (win) == game);

  press (win, "<Shift><Control>e");
  GtkWidget *export = find_toplevel (CHIMERA_TYPE_DIAGRAM_DIALOG);
  g_assert_nonnull (export);
  gtk_window_destroy (GTK_WINDOW (export));

  /* The window again on top and drawn, its dialogs gone, as a person
   * sees it before the next key. */
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  press (win, "<Control>g");
  GtkWidget *menu = GTK_WIDGET (gtk_menu_button_get_popover (game_button (win)));
  g_assert_true (wait_for (shown, menu, 10));
  gtk_popover_popdown (GTK_POPOVER (menu));

  /* The move's menu from the board, on the move shown: 2. Nf3. */
  gtk_widget_grab_focus (GTK_WIDGET (chimera_window_get_board (win)));
  press (win, "Menu");
  g_assert_true (wait_for (move_menu_shown, win, 10));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.nag", "i", 1));
  g_assert_cmpint (
    ce_tree_node (chimera_game_get_tree (game), chimera_game_get_viewed_node (game))->nnags, ==, 1);
  gtk_popover_popdown (move_menu_of (win));
  /* With the side panel hidden, it slides in first. */
  g_action_group_change_action_state (G_ACTION_GROUP (win), "side-panel",
                                      g_variant_new_boolean (FALSE));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  press (win, "<Shift>F10");
  g_assert_true (wait_for (move_menu_shown, win, 10));
  GVariant *state = g_action_group_get_action_state (G_ACTION_GROUP (win), "side-panel");
  g_assert_true (g_variant_get_boolean (state));
  g_variant_unref (state);
  gtk_popover_popdown (move_menu_of (win));

  press (win, "<Shift><Control>n");
  g_assert_true (chimera_window_get_game (win) != game);
  g_assert_cmpint (chimera_game_get_record (chimera_window_get_game (win))->nmoves, ==, 0);
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/menus/main-menu-size", test_main_menu_size);
  g_test_add_func ("/ui/menus/moved-actions", test_moved_actions);
  g_test_add_func ("/ui/menus/keys-act", test_keys_act);
  return g_test_run ();
}

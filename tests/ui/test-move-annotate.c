/* SPDX-License-Identifier: GPL-3.0-or-later
 * Annotating the move shown (issue 20): NAGs toggled from win.nag (one
 * judgement of the move and one of the position at a time), cleared, shown
 * in the move list and saved; the comment editor saves, cancels and
 * removes; the move list's context menu (secondary click, Shift+F10) shows
 * the move and offers the menu; the main menu's Annotate Move submenu;
 * a new record after the menu was shown (New Game, Rematch, Open, Paste)
 * clears the list and the menu still works.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "files-test.h"
#include "game-pgn.h"
#include "move-annotate.h"
#include "new-game-dialog.h"
#include "play.h"
#include "lifetime.h"
#include "screenshot.h"
#include "side-panel.h"
#include "widget-test.h"

/* The move list's button for ply `ply`. */
static GtkWidget *
move_button (ChimeraWindow *win, int ply)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  find_all (GTK_WIDGET (win), GTK_TYPE_BUTTON, all);
  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (all, i);
      if (gtk_widget_has_css_class (b, "move")
          && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (b), "ply")) == ply)
        return b;
    }
  g_assert_not_reached ();
}

static const char *
label_of (ChimeraWindow *win, int ply)
{
  return gtk_button_get_label (GTK_BUTTON (move_button (win, ply)));
}

static gboolean
nag (ChimeraWindow *win, int n)
{
  return gtk_widget_activate_action (GTK_WIDGET (win), "win.nag", "i", n);
}

static void
test_nags (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  /* The start position has no move to judge. */
  chimera_game_set_view (game, 0);
  g_assert_false (action_enabled (win, "nag"));
  g_assert_false (action_enabled (win, "comment"));
  play (game, "f2f3 e7e5 g2g4");
  g_assert_true (action_enabled (win, "nag"));
  g_assert_false (action_enabled (win, "clear-nags"));

  /* On the move shown: g4 (live). */
  g_assert_true (nag (win, 4));
  g_assert_cmpstr (label_of (win, 3), ==, "g4??");
  g_assert_true (action_enabled (win, "clear-nags"));
  /* A mistake instead of a blunder: one judgement of the move. */
  g_assert_true (nag (win, 2));
  g_assert_cmpstr (label_of (win, 3), ==, "g4?");
  /* And the position: Black is winning. */
  g_assert_true (nag (win, 19));
  g_assert_cmpstr (label_of (win, 3), ==, "g4? −+");
  /* Again: off. */
  g_assert_true (nag (win, 19));
  g_assert_cmpstr (label_of (win, 3), ==, "g4?");

  /* An earlier move shown: f3 gets the dubious mark, g4 keeps its own. */
  chimera_game_set_view (game, 1);
  g_assert_true (nag (win, 6));
  g_assert_cmpstr (label_of (win, 1), ==, "f3?!");
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "1. f3?! e5 2. g4?"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.clear-nags", NULL));
  g_assert_cmpstr (label_of (win, 1), ==, "f3");
  g_assert_false (action_enabled (win, "clear-nags"));
  gtk_window_destroy (GTK_WINDOW (win));
}

static AdwMessageDialog *
editor_of (ChimeraWindow *win)
{
  AdwMessageDialog *found = NULL;
  g_autoptr (GList) tops = gtk_window_list_toplevels ();
  for (GList *l = tops; l; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data)
        && gtk_window_get_transient_for (l->data) == GTK_WINDOW (win)
        && gtk_widget_get_visible (l->data))
      found = l->data;
  g_assert_nonnull (found);
  return found;
}

static GtkTextBuffer *
editor_buffer (AdwMessageDialog *dialog)
{
  GtkWidget *view
    = find_descendant (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_TEXT_VIEW);
  g_assert_nonnull (view);
  return gtk_text_view_get_buffer (GTK_TEXT_VIEW (view));
}

static void
respond (AdwMessageDialog *dialog, const char *response)
{
  adw_message_dialog_response (dialog, response);
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin (0.05);
}

static void
test_comment (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 g1f3");
  chimera_game_set_view (game, 2);
  CeNodeId e5 = chimera_game_get_viewed_node (game);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.comment", NULL));
  AdwMessageDialog *dialog = editor_of (win);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Comment on 1… e5");
  GtkTextBuffer *buffer = editor_buffer (dialog);
  gtk_text_buffer_set_text (buffer, "The classical answer.", -1);
  save_png (GTK_WIDGET (dialog), "comment-editor.png");
  respond (dialog, "save");
  g_assert_cmpstr (chimera_game_get_node_comment (game, e5), ==, "The classical answer.");
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "e5 {The classical answer.}"));

  /* The editor starts from the comment; Cancel keeps it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.comment", NULL));
  dialog = editor_of (win);
  buffer = editor_buffer (dialog);
  GtkTextIter a, b;
  gtk_text_buffer_get_bounds (buffer, &a, &b);
  g_autofree char *now = gtk_text_buffer_get_text (buffer, &a, &b, FALSE);
  g_assert_cmpstr (now, ==, "The classical answer.");
  gtk_text_buffer_set_text (buffer, "Something else", -1);
  respond (dialog, "cancel");
  g_assert_cmpstr (chimera_game_get_node_comment (game, e5), ==, "The classical answer.");

  /* Blanks remove it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.comment", NULL));
  dialog = editor_of (win);
  gtk_text_buffer_set_text (editor_buffer (dialog), "  \n ", -1);
  respond (dialog, "save");
  g_assert_null (chimera_game_get_node_comment (game, e5));
  gtk_window_destroy (GTK_WINDOW (win));
}

static GtkPopover *
open_menu_of (ChimeraWindow *win)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  find_all (GTK_WIDGET (win), GTK_TYPE_POPOVER_MENU, all);
  for (guint i = 0; i < all->len; i++)
    if (gtk_widget_get_visible (g_ptr_array_index (all, i)))
      return g_ptr_array_index (all, i);
  return NULL;
}

static GtkEventController *
controller_of (GtkWidget *w, GType type, guint button)
{
  g_autoptr (GListModel) list = gtk_widget_observe_controllers (w);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type)
          && (!button || gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == button))
        return GTK_EVENT_CONTROLLER (c);
    }
  g_assert_not_reached ();
}

static void
test_context_menu (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 g1f3 b8c6");
  spin (0.1);
  g_assert_null (open_menu_of (win));

  /* A secondary click on 2. Nf3 shows it and offers the menu there. */
  GtkWidget *nf3 = move_button (win, 3);
  GtkWidget *list = gtk_widget_get_ancestor (nf3, GTK_TYPE_LIST_BOX);
  graphene_rect_t box;
  g_assert_true (gtk_widget_compute_bounds (nf3, list, &box));
  GtkEventController *click = controller_of (list, GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_SECONDARY);
  g_signal_emit_by_name (click, "pressed", 1, (double) box.origin.x + 5, (double) box.origin.y + 5);
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, 3);
  GtkPopover *menu = open_menu_of (win);
  g_assert_nonnull (menu);
  spin (0.2);
  save_png (GTK_WIDGET (win), "move-context-menu.png");
  save_png (GTK_WIDGET (menu), "move-context-menu-popover.png");
  /* Its items act on Nf3. */
  g_assert_true (nag (win, 1));
  g_assert_cmpstr (label_of (win, 3), ==, "Nf3!");
  gtk_popover_popdown (menu);
  spin (0.1);

  /* Shift+F10 on the focused move: Black's Nc6. */
  GtkWidget *nc6 = move_button (win, 4);
  gtk_widget_grab_focus (nc6);
  GtkWidget *side = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  gboolean handled = FALSE;
  g_signal_emit_by_name (controller_of (side, GTK_TYPE_EVENT_CONTROLLER_KEY, 0), "key-pressed",
                         GDK_KEY_F10, 0, GDK_SHIFT_MASK, &handled);
  g_assert_true (handled);
  g_assert_nonnull (open_menu_of (win));
  g_assert_true (nag (win, 5));
  g_assert_cmpstr (label_of (win, 4), ==, "Nc6!?");
  /* The menu's sections: comment, judgements, position and clearing, variations. */
  GMenuModel *model = gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (open_menu_of (win)));
  g_assert_cmpint (g_menu_model_get_n_items (model), ==, 4);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The main menu's Annotate Move submenu and the variation items after it. */
static void
test_main_menu (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  GtkWidget *button = find_descendant (GTK_WIDGET (win), GTK_TYPE_MENU_BUTTON);
  GMenuModel *menu = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
  g_assert_nonnull (menu);
  gboolean annotate = FALSE, promote = FALSE;
  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);
      for (int i = 0; section && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *action = NULL, *label = NULL;
          g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action);
          g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
          g_autoptr (GMenuModel) sub = g_menu_model_get_item_link (section, i, G_MENU_LINK_SUBMENU);
          if (sub && g_strcmp0 (label, "_Annotate Move") == 0)
            annotate = TRUE;
          promote |= g_strcmp0 (action, "win.promote-variation") == 0;
        }
    }
  g_assert_true (annotate);
  g_assert_true (promote);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- a new record after the menu was shown ---- */

/* Offers the context menu on ply `ply` by a secondary click, as a person
 * does, and returns it. */
static GtkPopover *
click_menu_on (ChimeraWindow *win, int ply)
{
  GtkWidget *button = move_button (win, ply);
  GtkWidget *list = gtk_widget_get_ancestor (button, GTK_TYPE_LIST_BOX);
  graphene_rect_t box;
  g_assert_true (gtk_widget_compute_bounds (button, list, &box));
  GtkEventController *click = controller_of (list, GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_SECONDARY);
  g_signal_emit_by_name (click, "pressed", 1, (double) box.origin.x + 5, (double) box.origin.y + 5);
  GtkPopover *menu = open_menu_of (win);
  g_assert_nonnull (menu);
  return menu;
}

/* The rows of the move list. */
static int
n_move_rows (ChimeraWindow *win)
{
  GtkWidget *side = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  GtkWidget *list = template_child (side, CHIMERA_TYPE_SIDE_PANEL, "move_list");
  int n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (list); c; c = gtk_widget_get_next_sibling (c))
    n += GTK_IS_LIST_BOX_ROW (c);
  return n;
}

typedef enum
{
  BY_NEW_GAME,
  BY_REMATCH,
  BY_OPEN,
  BY_PASTE,
} NewRecord;

/* 1. e4, a secondary click on "e4", Escape; then a new record by `way`:
 * the list is cleared (it used to loop for ever on the menu, a child the
 * list refused to remove), shows the new record, and the menu works on it. */
static void
test_menu_then_new_record (gconstpointer data)
{
  NewRecord way = GPOINTER_TO_INT (data);
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4");
  spin (0.05);
  GtkPopover *menu = click_menu_on (win, 1);
  spin (0.05);
  gtk_popover_popdown (menu); /* Escape */
  spin (0.05);
  g_assert_null (open_menu_of (win));

  GError *error = NULL;
  switch (way)
    {
      case BY_NEW_GAME:
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.new-game", NULL));
          ChimeraNewGameDialog *dialog
            = CHIMERA_NEW_GAME_DIALOG (find_toplevel (CHIMERA_TYPE_NEW_GAME_DIALOG));
          g_assert_nonnull (dialog);
          chimera_new_game_dialog_select (dialog, "chess", 0, 0);
          chimera_new_game_dialog_start (dialog); /* Start */
          break;
        }
      case BY_REMATCH:
        g_assert_true (action_enabled (win, "rematch"));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.rematch", NULL));
        break;
      case BY_OPEN:
        {
          g_autoptr (GFile) file
            = write_file ("menu.pgn", "[Variant \"chess\"]\n\n1. d4 d5 2. c4 *\n");
          g_assert_true (chimera_window_open_file (win, file));
          break;
        }
      case BY_PASTE:
        g_assert_true (chimera_window_paste_text (win, "1. d4 d5 2. c4 *", &error));
        g_assert_no_error (error);
        break;
    }
  spin (0.05);
  ChimeraGame *now = chimera_window_get_game (win);
  g_assert_true (now != game);
  int plies = way == BY_OPEN || way == BY_PASTE ? 3 : 0;
  g_assert_cmpint (chimera_game_get_record (now)->nmoves, ==, plies);
  /* One row a move pair (or "No moves yet"), nothing left of 1. e4. */
  int rows = plies ? 2 : 1;
  g_assert_cmpint (n_move_rows (win), ==, rows);

  /* The menu still opens and acts on the new record's moves. */
  if (plies)
    {
      menu = click_menu_on (win, 2);
      g_assert_true (nag (win, 1));
      g_assert_cmpstr (label_of (win, 2), ==, "d5!");
      gtk_popover_popdown (menu);
    }
  else
    {
      play (now, "g1f3");
      spin (0.05);
      menu = click_menu_on (win, 1);
      g_assert_true (nag (win, 1));
      g_assert_cmpstr (label_of (win, 1), ==, "Nf3!");
      gtk_popover_popdown (menu);
    }
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
is_primary (GtkWidget *w, gconstpointer data)
{
  return GTK_IS_MENU_BUTTON (w) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (w));
}

/* The window closed while a menu is open (Ctrl+Q from a menu): no warning,
 * and every widget is freed, the menus too (GTK 4.8 kept a menu
 * unparented while shown, and warned of a menu hidden with its window). */
static void
test_closed_with_menu_open (gconstpointer data)
{
  gboolean main_menu = GPOINTER_TO_INT (data);
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = g_object_ref (open_window (app, 1100, 780));
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4");
  spin (0.05);
  if (main_menu)
    gtk_menu_button_popup (GTK_MENU_BUTTON (find_widget (GTK_WIDGET (win), is_primary, NULL)));
  else
    click_menu_on (win, 1);
  spin (0.1);
  g_assert_nonnull (open_menu_of (win));
  destroy_and_assert_freed (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/move-annotate/nags", test_nags);
  g_test_add_func ("/ui/move-annotate/comment", test_comment);
  g_test_add_func ("/ui/move-annotate/context-menu", test_context_menu);
  g_test_add_func ("/ui/move-annotate/main-menu", test_main_menu);
  static const struct
  {
    const char *path;
    NewRecord way;
  } records[] = {
    { "/ui/move-annotate/menu-then-new-game", BY_NEW_GAME },
    { "/ui/move-annotate/menu-then-rematch", BY_REMATCH },
    { "/ui/move-annotate/menu-then-open", BY_OPEN },
    { "/ui/move-annotate/menu-then-paste", BY_PASTE },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (records); i++)
    g_test_add_data_func (records[i].path, GINT_TO_POINTER (records[i].way),
                          test_menu_then_new_record);
  g_test_add_data_func ("/ui/move-annotate/closed-with-context-menu-open", GINT_TO_POINTER (FALSE),
                        test_closed_with_menu_open);
  g_test_add_data_func ("/ui/move-annotate/closed-with-main-menu-open", GINT_TO_POINTER (TRUE),
                        test_closed_with_menu_open);
  return g_test_run ();
}

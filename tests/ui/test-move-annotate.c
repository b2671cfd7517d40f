/* SPDX-License-Identifier: GPL-3.0-or-later
 * Annotating the move shown (issue 20): NAGs toggled from win.nag (one
 * judgement of the move and one of the position at a time), cleared, shown
 * in the move list and saved; the comment editor saves, cancels and
 * removes; the move list's context menu (secondary click, Shift+F10) shows
 * the move and offers the menu, pointing into the part of the list in
 * sight however the list and the panel are scrolled (test-menus.c opens it
 * from the board); a new record after the menu was shown (New Game,
 * Rematch, Open, Paste) clears the list and the menu still works.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "files-test.h"
#include "game-pgn.h"
#include "move-annotate.h"
#include "movegen.h"
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

/* ---- the context menu on a scrolled list ---- */

/* The part of `w` in sight in `win`, in the window's coordinates: its
 * bounds cut by each ancestor's (a scrolled window shows only its own
 * area, the window only itself). */
static graphene_rect_t
seen_in_window (GtkWidget *w, GtkWidget *win)
{
  graphene_rect_t seen, b;
  g_assert_true (gtk_widget_compute_bounds (w, win, &seen));
  for (GtkWidget *a = gtk_widget_get_parent (w); a; a = gtk_widget_get_parent (a))
    {
      g_assert_true (gtk_widget_compute_bounds (a, win, &b));
      graphene_rect_intersection (&seen, &b, &seen);
    }
  return seen;
}

/* Where the menu points, in the window's coordinates. */
static graphene_rect_t
pointing_in_window (GtkPopover *menu, GtkWidget *win)
{
  GdkRectangle r;
  g_assert_true (gtk_popover_get_pointing_to (menu, &r));
  graphene_rect_t out;
  graphene_point_t at;
  g_assert_true (gtk_widget_compute_point (gtk_widget_get_parent (GTK_WIDGET (menu)), win,
                                           &GRAPHENE_POINT_INIT ((float) r.x, (float) r.y), &at));
  graphene_rect_init (&out, at.x, at.y, (float) r.width, (float) r.height);
  return out;
}

static gboolean
rect_inside (const graphene_rect_t *inner, const graphene_rect_t *outer)
{
  return inner->origin.x >= outer->origin.x && inner->origin.y >= outer->origin.y
         && inner->origin.x + inner->size.width <= outer->origin.x + outer->size.width
         && inner->origin.y + inner->size.height <= outer->origin.y + outer->size.height;
}

typedef struct
{
  GtkAdjustment *adj;
} AtEnd;

static gboolean
scrolled_to_end (gpointer data)
{
  GtkAdjustment *adj = ((AtEnd *) data)->adj;
  return gtk_adjustment_get_value (adj)
         >= gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) - 0.5;
}

/* The menu shown points into the part of `list` in sight in the window;
 * it closes. */
static void
assert_points_in_sight (ChimeraWindow *win, GtkWidget *list, const char *how)
{
  GtkPopover *menu = open_menu_of (win);
  g_assert_nonnull (menu);
  graphene_rect_t seen = seen_in_window (list, GTK_WIDGET (win));
  graphene_rect_t at = pointing_in_window (menu, GTK_WIDGET (win));
  g_test_message ("%s: points at %.0f,%.0f %.0fx%.0f; list in sight %.0f,%.0f %.0fx%.0f", how,
                  at.origin.x, at.origin.y, at.size.width, at.size.height, seen.origin.x,
                  seen.origin.y, seen.size.width, seen.size.height);
  g_assert_cmpfloat (seen.size.height, >, 0);
  g_assert_true (rect_inside (&at, &seen));
  gtk_popover_popdown (menu);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
}

/* The Menu key pressed where the focus is, in the side panel. */
static void
menu_key_on_focus (GtkWidget *side)
{
  gboolean handled = FALSE;
  g_signal_emit_by_name (controller_of (side, GTK_TYPE_EVENT_CONTROLLER_KEY, 0), "key-pressed",
                         GDK_KEY_Menu, 0, (GdkModifierType) 0, &handled);
  g_assert_true (handled);
}

/* The lowest move button of the list whose middle is in sight in the
 * window (a person clicks what they see). */
static GtkWidget *
lowest_move_in_sight (ChimeraWindow *win, GtkWidget *list)
{
  graphene_rect_t seen = seen_in_window (list, GTK_WIDGET (win));
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  find_all (list, GTK_TYPE_BUTTON, all);
  GtkWidget *lowest = NULL;
  float lowest_y = -1;
  for (guint i = 0; i < all->len; i++)
    {
      GtkWidget *b = g_ptr_array_index (all, i);
      graphene_rect_t box;
      if (!gtk_widget_has_css_class (b, "move")
          || !gtk_widget_compute_bounds (b, GTK_WIDGET (win), &box))
        continue;
      graphene_point_t mid;
      graphene_rect_get_center (&box, &mid);
      if (graphene_rect_contains_point (&seen, &mid) && mid.y > lowest_y)
        lowest = b, lowest_y = mid.y;
    }
  g_assert_nonnull (lowest);
  return lowest;
}

/* A long game's list scrolled to its end: the context menu opened on the
 * lowest move in sight, by a secondary click on its middle and by the Menu
 * key on it, points into the part of the list in sight, never at the
 * row's place beyond the window (it opened off the screen, issue 43).
 * `short_window`: the side panel taller than the window (as the analysis,
 * a review and a zelig game's powers make it in a short window), so that it
 * scrolls in its own scroller and shows only the top of the list. */
static void
test_context_menu_scrolled (gconstpointer data)
{
  gboolean short_window = GPOINTER_TO_INT (data);
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  /* A long game: moves picked by a fixed rule, 100 plies. */
  guint32 seed = 4242;
  for (int n = 0; n < 100 && chimera_game_get_result (game, NULL) == CE_RESULT_NONE; n++)
    {
      CePosition pos = *chimera_game_get_position (game);
      CeMove moves[CE_MAX_MOVES];
      int count = ce_generate_legal (&pos, moves);
      seed = seed * 1103515245u + 12345u;
      g_assert_true (chimera_game_play (game, moves[(seed >> 8) % (guint32) count]));
    }
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 100);
  GtkWidget *side = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  if (short_window)
    gtk_widget_set_size_request (side, -1, 1000);
  GtkWidget *list = template_child (side, CHIMERA_TYPE_SIDE_PANEL, "move_list");
  GtkScrolledWindow *moves
    = GTK_SCROLLED_WINDOW (template_child (side, CHIMERA_TYPE_SIDE_PANEL, "moves_scroller"));
  AtEnd end = { gtk_scrolled_window_get_vadjustment (moves) };
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gtk_adjustment_set_value (end.adj, gtk_adjustment_get_upper (end.adj));
  g_assert_true (wait_for (scrolled_to_end, &end, 10));
  g_assert_cmpfloat (gtk_adjustment_get_value (end.adj), >, 0); /* it did scroll */
  GtkAdjustment *outer = NULL;
  if (short_window)
    {
      /* The side panel scrolls in its own scroller, now at its top. */
      GtkWidget *scroller = gtk_widget_get_ancestor (side, GTK_TYPE_SCROLLED_WINDOW);
      g_assert_nonnull (scroller);
      outer = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      g_assert_cmpfloat (gtk_adjustment_get_upper (outer), >, gtk_adjustment_get_page_size (outer));
      gtk_adjustment_set_value (outer, 0);
    }
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));

  /* A secondary click on the middle of the lowest move in sight. */
  GtkWidget *button = lowest_move_in_sight (win, list);
  int ply = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ply"));
  graphene_rect_t box;
  g_assert_true (gtk_widget_compute_bounds (button, list, &box));
  graphene_point_t mid;
  graphene_rect_get_center (&box, &mid);
  GtkEventController *click = controller_of (list, GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_SECONDARY);
  g_signal_emit_by_name (click, "pressed", 1, (double) mid.x, (double) mid.y);
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==,
                   ply >= chimera_game_get_record (game)->nmoves ? -1 : ply);
  assert_points_in_sight (win, list, "click");

  /* The Menu key on it. */
  gtk_widget_grab_focus (lowest_move_in_sight (win, list));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  menu_key_on_focus (side);
  assert_points_in_sight (win, list, "key");

  /* The Menu key on the last move, focused, after the list (and the panel)
   * were scrolled back to their top: it is out of sight, and the menu
   * points at the nearest edge of the list in sight. */
  GtkWidget *last = move_button (win, chimera_game_get_record (game)->nmoves);
  gtk_widget_grab_focus (last);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gtk_adjustment_set_value (end.adj, 0);
  if (outer)
    gtk_adjustment_set_value (outer, 0);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_true (gtk_widget_has_focus (last));
  menu_key_on_focus (side);
  assert_points_in_sight (win, list, "key, out of sight");
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
  g_test_add_data_func ("/ui/move-annotate/context-menu-scrolled", GINT_TO_POINTER (FALSE),
                        test_context_menu_scrolled);
  g_test_add_data_func ("/ui/move-annotate/context-menu-scrolled-panel", GINT_TO_POINTER (TRUE),
                        test_context_menu_scrolled);
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

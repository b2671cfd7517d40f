/* SPDX-License-Identifier: GPL-3.0-or-later
 * The pockets of ninja pawns beside the board (pocket.c) in the real
 * window: their counts for both sides, a click arming a drop, a drag from
 * the pocket to a square, drops by keyboard, the reason given when no drop
 * is possible, and no pocket in variants without a hand.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "board-column.h"
#include "play.h"
#include "rules-window.h"
#include "side-panel.h"
#include "screenshot.h"
#include "widget-test.h"

static ChimeraApplication *app;

/* The pocket of `color` in the window's board column. */
static ChimeraPocket *
pocket (ChimeraWindow *win, int color)
{
  GtkWidget *column = gtk_widget_get_ancestor (GTK_WIDGET (chimera_window_get_board (win)),
                                               CHIMERA_TYPE_BOARD_COLUMN);
  g_assert_nonnull (column);
  ChimeraPocket *p = chimera_board_column_get_pocket (CHIMERA_BOARD_COLUMN (column), color);
  g_assert_nonnull (p);
  return p;
}

static GtkWidget *
pocket_button (ChimeraPocket *p)
{
  GtkWidget *b = find_descendant (GTK_WIDGET (p), GTK_TYPE_BUTTON);
  g_assert_nonnull (b);
  return b;
}

static const char *
last_move (ChimeraWindow *win, char *buf)
{
  const CeGame *rec = chimera_game_get_record (chimera_window_get_game (win));
  if (!rec->nmoves)
    return "";
  return ce_move_to_string (ce_game_position_at (rec, rec->nmoves - 1), rec->moves[rec->nmoves - 1],
                            buf);
}

static int
square (ChimeraWindow *win, const char *name)
{
  const CeVariant *v = chimera_game_get_variant (chimera_window_get_game (win));
  int sq = -1;
  g_assert_cmpint (ce_square_parse (v, name, &sq), >, 0);
  return sq;
}

/* What the window last said (the side panel's message line). */
static const char *
message (ChimeraWindow *win)
{
  ChimeraSidePanel *panel
    = CHIMERA_SIDE_PANEL (find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL));
  return chimera_side_panel_get_message (panel);
}

static void
assert_count (ChimeraWindow *win, int color, int n)
{
  ChimeraPocket *p = pocket (win, color);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (p)));
  g_assert_cmpint (chimera_pocket_get_count (p), ==, n);
  g_autofree char *num = g_strdup_printf ("%d", n);
  g_assert_nonnull (strstr (chimera_pocket_get_label (p), num));
  g_assert_nonnull (strstr (chimera_pocket_get_label (p), color == CE_WHITE ? "White" : "Black"));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (pocket_button (p)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, chimera_pocket_get_label (p));
}

static void
test_counts (void)
{
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  assert_count (win, CE_WHITE, 5);
  assert_count (win, CE_BLACK, 5);
  g_assert_cmpstr (chimera_pocket_get_label (pocket (win, CE_WHITE)), ==,
                   "White's pocket: 5 ninja pawns in hand");
  /* Drops take from the dropping side's pocket only; a capture adds
   * nothing (no crazyhouse here). */
  play (game, "e2e5 e9e6 J@e4 J@e7");
  assert_count (win, CE_WHITE, 4);
  assert_count (win, CE_BLACK, 4);
  play (game, "d2d5 e6d5 J@d4");
  assert_count (win, CE_WHITE, 3);
  assert_count (win, CE_BLACK, 4);
  /* An earlier position shows its own counts. */
  chimera_game_set_view (game, 3);
  assert_count (win, CE_WHITE, 4);
  assert_count (win, CE_BLACK, 5);
  chimera_game_set_view (game, -1);
  /* The pockets follow the board's flips: the bottom one is Black's. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.flip", NULL));
  GtkWidget *bottom = GTK_WIDGET (chimera_window_get_player_bar (win, FALSE));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (pocket (win, CE_BLACK)), bottom));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.flip", NULL));
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (pocket (win, CE_WHITE)), bottom));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Clicking the own pocket arms the drop: the board's targets are the drop
 * squares and the pocket looks armed; a second click disarms it; a click
 * on a target plays the drop. */
static void
test_click_arms (void)
{
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  play (game, "e2e5 e9e6");
  ChimeraBoardScene *scene = chimera_board_view_get_scene (chimera_window_get_board (win));
  ChimeraPocket *white = pocket (win, CE_WHITE);
  GtkWidget *button = pocket_button (white);
  g_assert_false (chimera_pocket_get_armed (white));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (chimera_pocket_get_armed (white));
  g_assert_true (gtk_widget_has_css_class (button, "armed"));
  g_assert_cmpint (chimera_board_scene_get_drop_type (scene), ==,
                   ce_variant_hand_type (chimera_game_get_variant (game)));
  /* e2 (emptied) and on to e4; not e5 (taken), not d2 (a pawn there). */
  g_assert_true (chimera_board_scene_is_target (scene, square (win, "e2")));
  g_assert_true (chimera_board_scene_is_target (scene, square (win, "e4")));
  g_assert_false (chimera_board_scene_is_target (scene, square (win, "e5")));
  g_assert_false (chimera_board_scene_is_target (scene, square (win, "d2")));
  save_png (GTK_WIDGET (win), "pocket-armed.png");
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (chimera_pocket_get_armed (white));
  g_assert_false (gtk_widget_has_css_class (button, "armed"));
  g_assert_cmpint (chimera_board_scene_get_drop_type (scene), ==, 0);

  g_signal_emit_by_name (button, "clicked");
  g_assert_true (
    chimera_board_view_click_square (chimera_window_get_board (win), square (win, "e3")));
  char buf[CE_MOVE_SIZE];
  g_assert_cmpstr (last_move (win, buf), ==, "J@e3");
  g_assert_false (chimera_pocket_get_armed (white));
  assert_count (win, CE_WHITE, 4);
  gtk_window_destroy (GTK_WINDOW (win));
}

static GtkDropTarget *
board_drop_target (ChimeraWindow *win)
{
  g_autoptr (GListModel) controllers
    = gtk_widget_observe_controllers (GTK_WIDGET (chimera_window_get_board (win)));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (c))
        {
          gsize n;
          const GType *types = gtk_drop_target_get_gtypes (GTK_DROP_TARGET (c), &n);
          for (gsize k = 0; k < n; k++)
            if (types[k] == CHIMERA_TYPE_POCKET)
              return GTK_DROP_TARGET (c);
        }
    }
  g_assert_not_reached ();
}

static GtkDragSource *
drag_source (ChimeraPocket *p)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (pocket_button (p));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_DRAG_SOURCE (c))
        return GTK_DRAG_SOURCE (c);
    }
  g_assert_not_reached ();
}

/* A drag from the pocket: starting it arms the drop (the targets show
 * while the pawn is carried), letting go on a drop square plays the drop;
 * on any other square nothing is played and the drop is off. */
static void
test_drag (void)
{
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  play (game, "d2d5 d9d6");
  ChimeraBoardView *board = chimera_window_get_board (win);
  ChimeraPocket *white = pocket (win, CE_WHITE);
  char buf[CE_MOVE_SIZE];
  double x, y;

  /* The drag starts: the content is the pocket, the drop armed. */
  GdkContentProvider *content = NULL;
  g_signal_emit_by_name (drag_source (white), "prepare", 10.0, 10.0, &content);
  g_assert_nonnull (content);
  g_assert_true (chimera_pocket_get_armed (white));
  g_clear_object (&content);

  /* Let go over d4, through the board's drop target as GTK does it. */
  g_assert_true (chimera_board_view_get_square_center (board, square (win, "d4"), &x, &y));
  GValue value = G_VALUE_INIT;
  g_value_init (&value, CHIMERA_TYPE_POCKET);
  g_value_set_object (&value, white);
  gboolean accepted = FALSE;
  g_signal_emit_by_name (board_drop_target (win), "drop", &value, x, y, &accepted);
  g_value_unset (&value);
  g_assert_true (accepted);
  g_assert_cmpstr (last_move (win, buf), ==, "J@d4");
  assert_count (win, CE_WHITE, 4);

  /* Black's turn: a drag onto a square no drop reaches plays nothing. */
  ChimeraPocket *black = pocket (win, CE_BLACK);
  g_assert_true (chimera_board_view_get_square_center (board, square (win, "e5"), &x, &y));
  g_assert_false (chimera_pocket_drag_to (black, x, y));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 3);
  g_assert_false (chimera_pocket_get_armed (black));
  /* ...and onto d7 it does. */
  g_assert_true (chimera_board_view_get_square_center (board, square (win, "d8"), &x, &y));
  g_assert_true (chimera_pocket_drag_to (black, x, y));
  g_assert_cmpstr (last_move (win, buf), ==, "J@d8");

  /* The other side's pocket does not start a drag, and says why. */
  g_signal_emit_by_name (drag_source (black), "prepare", 10.0, 10.0, &content);
  g_assert_null (content);
  g_assert_cmpstr (message (win), ==, "It is White's move");
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
board_key (ChimeraWindow *win, guint keyval)
{
  g_autoptr (GListModel) controllers
    = gtk_widget_observe_controllers (GTK_WIDGET (chimera_window_get_board (win)));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        {
          gboolean handled = FALSE;
          g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
          return handled;
        }
    }
  g_assert_not_reached ();
}

/* The window's shortcut for `keyval` (no modifiers) run, as the key does. */
static gboolean
window_key (ChimeraWindow *win, guint keyval)
{
  g_autoptr (GtkShortcutTrigger) key = gtk_keyval_trigger_new (keyval, 0);
  return run_shortcut (GTK_WIDGET (win), key);
}

/* Arrow keys on the board until its cursor is on `name`. */
static void
cursor_to (ChimeraWindow *win, const char *name)
{
  ChimeraBoardScene *scene = chimera_board_view_get_scene (chimera_window_get_board (win));
  int to = square (win, name);
  for (int i = 0; i < 40 && chimera_board_scene_get_cursor (scene) != to; i++)
    {
      int at = chimera_board_scene_get_cursor (scene);
      board_key (win, CE_FILE (at) < CE_FILE (to)   ? GDK_KEY_Right
                      : CE_FILE (at) > CE_FILE (to) ? GDK_KEY_Left
                      : CE_RANK (at) < CE_RANK (to) ? GDK_KEY_Up
                                                    : GDK_KEY_Down);
    }
  g_assert_cmpint (chimera_board_scene_get_cursor (scene), ==, to);
}

/* Keyboard drops: D arms the drop and puts the focus on the board, whose
 * cursor picks the square; or Enter on the focused pocket. */
static void
test_keyboard (void)
{
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  play (game, "e2e5 e9e6");
  ChimeraBoardView *board = chimera_window_get_board (win);
  ChimeraBoardScene *scene = chimera_board_view_get_scene (board);
  char buf[CE_MOVE_SIZE];

  g_assert_true (window_key (win, GDK_KEY_d));
  g_assert_true (chimera_pocket_get_armed (pocket (win, CE_WHITE)));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  /* The cursor is shown on the plain drop square nearest it: Enter drops
   * there. */
  g_assert_true (chimera_board_scene_get_cursor_shown (scene));
  g_assert_cmpint (chimera_board_scene_get_cursor (scene), ==, square (win, "e2"));
  board_key (win, GDK_KEY_Return);
  g_assert_cmpstr (last_move (win, buf), ==, "J@e2");

  /* Black: Enter on its pocket (the button's keyboard activation). */
  ChimeraPocket *black = pocket (win, CE_BLACK);
  gtk_widget_grab_focus (pocket_button (black));
  gtk_widget_activate (pocket_button (black));
  /* A button's keyboard activation clicks it once it has shown itself
   * pressed. */
  g_assert_true (wait_for ((gboolean (*) (gpointer)) chimera_pocket_get_armed, black, 5));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (board)));
  g_assert_cmpint (chimera_board_scene_get_cursor (scene), ==, square (win, "e9"));
  cursor_to (win, "e7");
  board_key (win, GDK_KEY_Return);
  g_assert_cmpstr (last_move (win, buf), ==, "J@e7");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* A click when no drop is possible says why, from the real position; the
 * other side's pocket is not greyed out. */
static void
test_refusals (void)
{
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  ChimeraPocket *black = pocket (win, CE_BLACK);
  g_assert_true (gtk_widget_get_sensitive (pocket_button (black)));
  g_signal_emit_by_name (pocket_button (black), "clicked");
  g_assert_false (chimera_pocket_get_armed (black));
  g_assert_cmpstr (message (win), ==, "It is White's move");
  save_png (GTK_WIDGET (win), "pocket-refused.png");
  /* With the side panel hidden, a toast says it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  g_signal_emit_by_name (pocket_button (black), "clicked");
  spin (0.6);
  save_png (GTK_WIDGET (win), "pocket-refused-toast.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));

  /* At the start every second-rank square is taken: nowhere to drop. */
  g_autofree char *full = chimera_pocket_drop_refusal (game, CE_WHITE);
  g_assert_cmpstr (full, ==, "No empty square to drop a piece on");
  play (game, "e2e5");
  g_autofree char *open = chimera_pocket_drop_refusal (game, CE_BLACK);
  g_assert_cmpstr (open, ==, "No empty square to drop a piece on");
  play (game, "e9e6");
  g_autofree char *can = chimera_pocket_drop_refusal (game, CE_WHITE);
  g_assert_null (can);
  /* An earlier position shown takes drops as a variation: its own side
   * to move and pocket count; a paused clock. */
  chimera_game_set_view (game, 1);
  g_signal_emit_by_name (pocket_button (pocket (win, CE_WHITE)), "clicked");
  g_assert_cmpstr (message (win), ==, "It is Black's move");
  chimera_game_set_view (game, -1);
  chimera_game_set_clock (game, 300000, 0);
  chimera_game_set_paused (game, TRUE);
  g_autofree char *paused = chimera_pocket_drop_refusal (game, CE_WHITE);
  g_assert_cmpstr (paused, ==, "The game is paused");
  chimera_game_set_paused (game, FALSE);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) blocked = show_game (
    win, "zigzag", "5k4/10/10/10/10/10/10/10/PPPPPPPPPP/5K4[JJJJJjjjjj] w - - 0 1", 0, 0);
  g_signal_emit_by_name (pocket_button (pocket (win, CE_WHITE)), "clicked");
  g_assert_cmpstr (message (win), ==, "No empty square to drop a piece on");

  /* Check that no drop blocks. */
  G_GNUC_UNUSED g_autoptr (ChimeraGame) check
    = show_game (win, "zigzag", "5k4/10/10/10/10/10/10/10/10/q4K4[JJJJJjjjjj] w - - 0 1", 0, 0);
  g_signal_emit_by_name (pocket_button (pocket (win, CE_WHITE)), "clicked");
  g_assert_cmpstr (message (win), ==, "No drop gets the king out of check");

  /* An empty pocket. */
  G_GNUC_UNUSED g_autoptr (ChimeraGame) empty
    = show_game (win, "zigzag", "5k4/10/10/10/10/10/10/10/10/5K4[jjjjj] w - - 0 1", 0, 0);
  g_assert_cmpint (chimera_pocket_get_count (pocket (win, CE_WHITE)), ==, 0);
  g_signal_emit_by_name (pocket_button (pocket (win, CE_WHITE)), "clicked");
  g_assert_cmpstr (message (win), ==, "White's pocket is empty: nothing left to drop");

  /* The computer's pocket, and a game over. */
  g_autoptr (ChimeraGame) computer = show_game (win, "zigzag", NULL, 0, 1);
  g_autofree char *theirs = chimera_pocket_drop_refusal (computer, CE_BLACK);
  g_assert_cmpstr (theirs, ==, "It is White's move");
  chimera_game_set_result (computer, CE_RESULT_DRAW, "agreement");
  g_signal_emit_by_name (pocket_button (pocket (win, CE_WHITE)), "clicked");
  g_assert_cmpstr (message (win), ==, "The game is over");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Only a variant with a hand shows pockets; win.drop is off elsewhere. */
static void
test_no_hand (void)
{
  ChimeraWindow *win = open_window (app, 1000, 720);
  static const char *const ids[] = { "chess", "diagonal", "diamond", "zonex", "zelig" };
  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr (ChimeraGame) game = show_game (win, ids[i], NULL, 0, 0);
      g_assert_cmpint (ce_variant_hand_type (chimera_game_get_variant (game)), ==, 0);
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (pocket (win, CE_WHITE))));
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (pocket (win, CE_BLACK))));
      g_assert_false (window_key (win, GDK_KEY_d)); /* win.drop is off */
    }
  G_GNUC_UNUSED g_autoptr (ChimeraGame) zigzag = show_game (win, "zigzag", NULL, 0, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (pocket (win, CE_WHITE))));
  g_assert_true (window_key (win, GDK_KEY_d));
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
label_has (GtkWidget *w, gconstpointer text)
{
  return GTK_IS_LABEL (w) && strstr (gtk_label_get_text (GTK_LABEL (w)), text);
}

/* The Rules and Pieces window says how to drop in the app, its markup
 * shown as markup (a text that does not parse would show its tags). */
static void
test_rules_text (void)
{
  ChimeraRulesWindow *rules = chimera_rules_window_new (NULL, ce_variant_get ("zigzag"));
  gtk_window_present (GTK_WINDOW (rules));
  GtkWidget *label = find_widget (GTK_WIDGET (rules), label_has, "Dropping and pushing in Chimera");
  g_assert_nonnull (label);
  const char *text = gtk_label_get_text (GTK_LABEL (label));
  g_assert_null (strstr (text, "<b>"));
  g_assert_nonnull (strstr (text, "drag the pawn from the pocket"));
  g_assert_nonnull (strstr (text, "Keyboard: press D"));
  if (g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    {
      /* Scrolled to the section, for people to read. */
      gtk_test_widget_wait_for_draw (GTK_WIDGET (rules));
      GtkWidget *scroller = gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW);
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
      const char *at = strstr (pango_layout_get_text (layout), "Dropping and pushing");
      PangoRectangle pos;
      pango_layout_index_to_pos (layout, (int) (at - pango_layout_get_text (layout)), &pos);
      graphene_point_t p;
      g_assert_true (gtk_widget_compute_point (label, scroller,
                                               &GRAPHENE_POINT_INIT (0, pos.y / PANGO_SCALE), &p));
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
      gtk_adjustment_set_value (adj, gtk_adjustment_get_value (adj) + p.y - 24);
      spin (0.2);
      save_png (GTK_WIDGET (rules), "pocket-rules-text.png");
    }
  gtk_window_destroy (GTK_WINDOW (rules));
}

/* Pictures for people to look at: 800x600 and 1920x1080, light and dark,
 * the pocket armed and not (CHIMERA_SCREENSHOT_DIR). */
static void
test_pictures (void)
{
  if (!pictures_wanted ())
    return;
  for (gsize i = 0; i < G_N_ELEMENTS (picture_sizes); i++)
    for (int dark = 0; dark < 2; dark++)
      {
        picture_style (dark);
        ChimeraWindow *win = open_window (app, picture_sizes[i][0], picture_sizes[i][1]);
        g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
        chimera_game_set_clock (game, 300000, 2000);
        play (game, "e2e5 e9e6 J@e3 J@e8");
        spin (0.3);
        const char *lang = g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en";
        for (int armed = 0; armed < 2; armed++)
          {
            if (armed)
              chimera_pocket_activate (pocket (win, CE_WHITE));
            gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
            g_autofree char *name = g_strdup_printf (
              "pocket-%dx%d-%s-%s%s.png", picture_sizes[i][0], picture_sizes[i][1],
              dark ? "dark" : "light", lang, armed ? "-armed" : "");
            save_png (GTK_WIDGET (win), name);
          }
        gtk_window_destroy (GTK_WINDOW (win));
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
}

int
main (int argc, char **argv)
{
  /* The "test" accessibility backend keeps the properties the widget sets
   * (so the tests can read its labels) and needs no session bus. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);
  app = new_app ();
  fresh_settings ();
  g_test_add_func ("/pocket/counts", test_counts);
  g_test_add_func ("/pocket/click-arms", test_click_arms);
  g_test_add_func ("/pocket/drag", test_drag);
  g_test_add_func ("/pocket/keyboard", test_keyboard);
  g_test_add_func ("/pocket/refusals", test_refusals);
  g_test_add_func ("/pocket/no-hand", test_no_hand);
  g_test_add_func ("/pocket/rules-text", test_rules_text);
  g_test_add_func ("/pocket/pictures", test_pictures);
  int r = g_test_run ();
  g_object_unref (app);
  return r;
}

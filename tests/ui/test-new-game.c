/* SPDX-License-Identifier: GPL-3.0-or-later
 * Starting a game and its clock, in the real window: New Game opens on the
 * last choices, Random Colours draws the sides (and the board turns to the
 * person), Rematch swaps them, the board-orientation preference, a clock
 * that starts with the first move, Pause, and the window's state kept
 * however the app quits.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-settings.h"
#include "chimera-window.h"
#include "game-pgn.h"
#include "new-game-dialog.h"
#include "notation.h"
#include "preferences-window.h"
#include "side-panel.h"
#include "play.h"
#include "screenshot.h"
#include "widget-test.h"

#include <glib/gstdio.h>

static ChimeraApplication *app;

/* The New Game dialog win.new-game opened for `win`. */
static ChimeraNewGameDialog *
open_new_game (ChimeraWindow *win)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.new-game", NULL));
  GListModel *toplevels = gtk_window_get_toplevels (); /* not owned */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (toplevels, i);
      if (CHIMERA_IS_NEW_GAME_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && gtk_window_get_transient_for (GTK_WINDOW (w)) == GTK_WINDOW (win))
        return CHIMERA_NEW_GAME_DIALOG (w);
    }
  g_assert_not_reached ();
}

static guint
selected (ChimeraNewGameDialog *dialog, const char *row)
{
  return adw_combo_row_get_selected (template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, row));
}

static int
spin_value (ChimeraNewGameDialog *dialog, const char *name)
{
  return gtk_spin_button_get_value_as_int (
    template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, name));
}

static const char *
subtitle (ChimeraWindow *win)
{
  return adw_window_title_get_subtitle (template_child (win, CHIMERA_TYPE_WINDOW, "title"));
}

/* The subtitle follows the panel shown or hidden at the next frame
 * (chimera-window.c's flap_revealed says why). */
static gboolean
subtitle_is (gpointer data)
{
  gpointer *args = data;
  return g_strcmp0 (subtitle (args[0]), args[1]) == 0;
}

static gboolean
wait_for_subtitle (ChimeraWindow *win, const char *text)
{
  gpointer args[] = { win, (gpointer) text };
  return wait_for (subtitle_is, args, 10);
}

static gboolean
flipped (ChimeraWindow *win)
{
  return chimera_board_view_get_flipped (chimera_window_get_board (win));
}

static gboolean
interactive (ChimeraWindow *win)
{
  gboolean on;
  g_object_get (chimera_window_get_board (win), "interactive", &on, NULL);
  return on;
}

/* ---- New Game remembers ---- */

static void
test_remembered (void)
{
  GSettings *settings = fresh_settings ();
  ChimeraWindow *win = open_window (app, 1000, 720);

  /* The first time: the default variant, a person against the default
   * level, no clock. */
  ChimeraNewGameDialog *dialog = open_new_game (win);
  g_assert_cmpuint (selected (dialog, "variant_row"), ==,
                    (guint) ce_variant_index (ce_variant_get (ce_variant_default_id ())));
  g_assert_cmpuint (selected (dialog, "white_row"), ==, 0);
  g_assert_cmpuint (selected (dialog, "black_row"), ==, 3);
  g_assert_false (adw_expander_row_get_enable_expansion (
    template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, "clock_row")));

  /* The computer at level 5 as White, a person as Black, 3 min + 2 s. */
  chimera_new_game_dialog_select (dialog, "chess", 5, 0);
  chimera_new_game_dialog_set_clock (dialog, 3, 2);
  chimera_new_game_dialog_start (dialog);
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_true (chimera_game_get_variant (game) == ce_variant_get ("chess"));
  g_assert_cmpint (chimera_game_get_level (game, CE_WHITE), ==, 5);
  g_assert_cmpint (chimera_game_get_level (game, CE_BLACK), ==, 0);
  g_assert_cmpint (chimera_game_get_base_time (game), ==, 180000);
  g_assert_cmpint (chimera_game_get_increment (game), ==, 2000);
  g_autofree char *variant = g_settings_get_string (settings, "new-game-variant");
  g_assert_cmpstr (variant, ==, "chess");
  g_assert_cmpint (g_settings_get_int (settings, "new-game-white"), ==, 5);
  g_assert_cmpint (g_settings_get_int (settings, "new-game-black"), ==, 0);
  g_assert_true (g_settings_get_boolean (settings, "new-game-clock"));
  /* Written through, holding nothing back from later writers. */
  g_assert_false (g_settings_get_has_unapplied (settings));

  /* Next time the dialog opens on them... */
  dialog = open_new_game (win);
  g_assert_cmpuint (selected (dialog, "variant_row"), ==,
                    (guint) ce_variant_index (ce_variant_get ("chess")));
  g_assert_cmpuint (selected (dialog, "white_row"), ==, 5);
  g_assert_cmpuint (selected (dialog, "black_row"), ==, 0);
  g_assert_true (adw_expander_row_get_enable_expansion (
    template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, "clock_row")));
  g_assert_cmpint (spin_value (dialog, "minutes_spin"), ==, 3);
  g_assert_cmpint (spin_value (dialog, "increment_spin"), ==, 2);
  save_png (GTK_WIDGET (dialog), "new-game-remembered.png");
  /* ...and keeps the time while the clock is switched off. */
  chimera_new_game_dialog_set_clock (dialog, 0, 0);
  chimera_new_game_dialog_start (dialog);
  g_assert_false (chimera_game_has_clock (chimera_window_get_game (win)));
  dialog = open_new_game (win);
  g_assert_false (adw_expander_row_get_enable_expansion (
    template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, "clock_row")));
  g_assert_cmpint (spin_value (dialog, "minutes_spin"), ==, 3);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* A new default level in the preferences is the computer's next level;
   * a person stays a person. */
  g_settings_set_int (settings, "computer-level", 8);
  dialog = open_new_game (win);
  g_assert_cmpuint (selected (dialog, "white_row"), ==, 8);
  g_assert_cmpuint (selected (dialog, "black_row"), ==, 0);
  chimera_new_game_dialog_select (dialog, "chess", 5, 0);
  chimera_new_game_dialog_start (dialog);

  /* Started from the dialog, the board has the focus, so a screen reader
   * hears the announcer's "Chess. …" there (not the header's button). */
  gtk_widget_grab_focus (template_child (win, CHIMERA_TYPE_WINDOW, "undo_button"));
  dialog = open_new_game (win);
  chimera_new_game_dialog_select (dialog, "chess", 5, 0);
  chimera_new_game_dialog_start (dialog);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (win))
                 == GTK_WIDGET (chimera_window_get_board (win)));

  /* A game of another variant on screen (pasted, opened): New Game offers
   * its variant, with the players last chosen. */
  g_autoptr (ChimeraGame) zonex = chimera_game_new (ce_variant_get ("zonex"), 0, 0);
  chimera_window_set_game (win, zonex);
  dialog = open_new_game (win);
  g_assert_cmpuint (selected (dialog, "variant_row"), ==,
                    (guint) ce_variant_index (ce_variant_get ("zonex")));
  g_assert_cmpuint (selected (dialog, "white_row"), ==, 5);
  g_assert_cmpuint (selected (dialog, "black_row"), ==, 0);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* A new window's first game is the last one chosen. */
  ChimeraWindow *other = open_window (app, 1000, 720);
  game = chimera_window_get_game (other);
  g_assert_true (chimera_game_get_variant (game) == ce_variant_get ("chess"));
  g_assert_cmpint (chimera_game_get_level (game, CE_WHITE), ==, 5);
  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (win));
  fresh_settings ();
}

/* ---- Random colours ---- */

static void
test_random_colours (void)
{
  GSettings *settings = fresh_settings ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  int as_white = 0, as_black = 0;
  for (int i = 0; i < 48 && !(as_white && as_black); i++)
    {
      ChimeraNewGameDialog *dialog = open_new_game (win);
      if (i == 0)
        {
          chimera_new_game_dialog_select (dialog, "chess", 0, 1);
          chimera_new_game_dialog_set_random_colours (dialog, TRUE);
          gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
          save_png (GTK_WIDGET (dialog), "new-game-random.png");
        }
      else /* kept from the last time */
        g_assert_true (gtk_switch_get_active (
          template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, "random_switch")));
      chimera_new_game_dialog_start (dialog);
      ChimeraGame *game = chimera_window_get_game (win);
      int white = chimera_game_get_level (game, CE_WHITE);
      int black = chimera_game_get_level (game, CE_BLACK);
      /* One person, one computer at level 1, whichever side... */
      g_assert_cmpint (MIN (white, black), ==, 0);
      g_assert_cmpint (MAX (white, black), ==, 1);
      /* ...and the board shows the person's side at the bottom. */
      g_assert_cmpint (flipped (win), ==, black == 0);
      if (white == 0)
        as_white++;
      else
        as_black++;
    }
  /* 48 draws all alike: 2^-47. */
  g_assert_cmpint (as_white, >, 0);
  g_assert_cmpint (as_black, >, 0);
  /* The choice is kept as made, not as drawn. */
  g_assert_true (g_settings_get_boolean (settings, "new-game-random-colours"));
  g_assert_cmpint (g_settings_get_int (settings, "new-game-white"), ==, 0);
  g_assert_cmpint (g_settings_get_int (settings, "new-game-black"), ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
  fresh_settings ();
}

/* ---- Rematch ---- */

static void
test_rematch (void)
{
  fresh_settings ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) first = chimera_game_new (ce_variant_get ("zonex"), 0, 2);
  chimera_game_set_clock (first, 300000, 3000);
  chimera_window_set_game (win, first);
  g_assert_false (flipped (win));
  play_move (first, "e2e4");
  g_assert_true (action_enabled (win, "rematch"));

  /* One click: the same game, the person now Black. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.rematch", NULL));
  ChimeraGame *second = chimera_window_get_game (win);
  g_assert_true (second != first);
  g_assert_true (chimera_game_get_variant (second) == ce_variant_get ("zonex"));
  g_assert_cmpint (chimera_game_get_level (second, CE_WHITE), ==, 2);
  g_assert_cmpint (chimera_game_get_level (second, CE_BLACK), ==, 0);
  g_assert_cmpint (chimera_game_get_base_time (second), ==, 300000);
  g_assert_cmpint (chimera_game_get_increment (second), ==, 3000);
  g_assert_true (flipped (win));
  /* And back. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.rematch", NULL));
  ChimeraGame *third = chimera_window_get_game (win);
  g_assert_cmpint (chimera_game_get_level (third, CE_WHITE), ==, 0);
  g_assert_cmpint (chimera_game_get_level (third, CE_BLACK), ==, 2);
  g_assert_cmpint (chimera_game_get_n_plies (third), ==, 0);
  g_assert_false (flipped (win));

  /* A set-up position starts again from itself. */
  const char *fen = "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1";
  CePosition pos;
  char err[CE_ERR_SIZE], got[CE_FEN_SIZE];
  g_assert_true (ce_position_from_fen (&pos, ce_variant_get ("chess"), fen, err));
  g_autoptr (ChimeraGame) set_up = chimera_game_new_from_position (&pos, 0, 0);
  chimera_window_set_game (win, set_up);
  play_move (set_up, "e2e4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.rematch", NULL));
  ChimeraGame *again = chimera_window_get_game (win);
  g_assert_false (chimera_game_has_clock (again));
  ce_position_to_fen (chimera_game_get_position (again), got);
  g_assert_cmpstr (got, ==, fen);

  /* A start position that is already mate: nothing to play again. */
  g_assert_true (
    ce_position_from_fen (&pos, ce_variant_get ("chess"),
                          "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", err));
  g_autoptr (ChimeraGame) mated = chimera_game_new_from_position (&pos, 0, 0);
  chimera_window_set_game (win, mated);
  g_assert_false (action_enabled (win, "rematch"));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* ---- Board orientation ---- */

static void
test_orientation (void)
{
  GSettings *settings = fresh_settings ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  /* Two people: White at the bottom. */
  g_assert_false (flipped (win));
  g_settings_set_string (settings, "board-orientation", "black");
  g_assert_true (flipped (win));
  g_settings_set_string (settings, "board-orientation", "white");
  g_assert_false (flipped (win));

  /* The side to move turns the board after every move... */
  g_settings_set_string (settings, "board-orientation", "side-to-move");
  g_assert_false (flipped (win));
  play_move (game, "e2e4");
  g_assert_true (flipped (win));
  play_move (game, "e7e5");
  g_assert_false (flipped (win));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL));
  g_assert_true (flipped (win));
  /* ...until it is flipped by hand, */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.flip", NULL));
  g_assert_false (flipped (win));
  play_move (game, "e7e5");
  play_move (game, "g1f3");
  g_assert_false (flipped (win));
  /* which lasts until the next game. */
  g_autoptr (ChimeraGame) next = show_game (win, "chess", NULL, 0, 0);
  play_move (next, "e2e4");
  g_assert_true (flipped (win));
  /* Or until the setting changes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.flip", NULL));
  g_assert_false (flipped (win));
  g_settings_set_string (settings, "board-orientation", "black");
  g_assert_true (flipped (win));

  /* The preferences window writes it. */
  ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (GTK_WINDOW (win));
  gtk_window_present (GTK_WINDOW (prefs));
  AdwComboRow *row = template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "orientation_row");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 2);
  adw_combo_row_set_selected (row, 0);
  g_autofree char *nick = g_settings_get_string (settings, "board-orientation");
  g_assert_cmpstr (nick, ==, "person");
  g_assert_false (flipped (win)); /* two people */
  gtk_window_destroy (GTK_WINDOW (prefs));
  gtk_window_destroy (GTK_WINDOW (win));
  fresh_settings ();
}

/* ---- The clock ---- */

static void
test_clock_starts_with_first_move (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_game_set_clock (game, 60000, 2000);
  g_usleep (120000);
  /* Nothing ran before the first move. */
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, 60000);
  g_assert_cmpint (chimera_game_get_clock (game, CE_BLACK), ==, 60000);
  play_move (game, "e2e4");
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, 62000);
  /* Black's runs from White's first move. */
  g_usleep (120000);
  g_assert_cmpint (chimera_game_get_clock (game, CE_BLACK), <=, 60000 - 100);
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, 62000);
  /* Taking the first move back stops it again. */
  g_assert_true (chimera_game_undo (game));
  gint64 white = chimera_game_get_clock (game, CE_WHITE);
  g_usleep (50000);
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, white);
}

static gboolean
black_moved (gpointer game)
{
  return chimera_game_get_n_plies (game) >= 2;
}

static char *
saved_text (ChimeraWindow *win, const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "paused.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_save_to (win, file, &error));
  g_assert_no_error (error);
  char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The paused window at the picture_sizes people use, light and dark (only with
 * CHIMERA_SCREENSHOT_DIR). */
static void
paused_shots (ChimeraWindow *win)
{
  if (!g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    return;
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    for (gsize i = 0; i < G_N_ELEMENTS (picture_sizes); i++)
      {
        picture_style (dark);
        gtk_window_set_default_size (GTK_WINDOW (win), picture_sizes[i][0], picture_sizes[i][1]);
        gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
        g_autofree char *name = g_strdup_printf ("window-paused-%dx%d-%s.png", picture_sizes[i][0],
                                                 picture_sizes[i][1], dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), name);
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_set_default_size (GTK_WINDOW (win), 1000, 720);
}

static void
test_pause (void)
{
  fresh_settings ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  /* Without a clock there is nothing to pause. */
  g_assert_false (action_enabled (win, "pause"));

  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_game_set_clock (game, 60000, 0);
  chimera_window_set_game (win, game);
  g_assert_true (action_enabled (win, "pause"));
  play_move (game, "e2e4");
  g_assert_true (interactive (win));
  g_usleep (30000); /* Black's clock runs */

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.pause", NULL));
  g_assert_true (chimera_game_get_paused (game));
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (win), "pause");
  g_assert_true (g_variant_get_boolean (state));
  /* Said once: in the side panel's status line, or in the subtitle while
   * the panel is hidden. */
  GtkWidget *panel = template_child (win, CHIMERA_TYPE_WINDOW, "side_panel");
  g_assert_cmpstr (gtk_label_get_text (
                     GTK_LABEL (template_child (panel, CHIMERA_TYPE_SIDE_PANEL, "status_label"))),
                   ==, "Paused: the clocks stand still until you resume (Ctrl+P)");
  g_assert_cmpstr (subtitle (win), ==, "");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  g_assert_true (wait_for_subtitle (win, "Paused"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  g_assert_true (wait_for_subtitle (win, ""));
  /* The board stays in view, but takes no move; undo waits too. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (chimera_window_get_board (win))));
  g_assert_false (interactive (win));
  g_assert_false (chimera_game_can_undo (game));
  CePosition pos = *chimera_game_get_position (game);
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&pos, "e7e5", &m, err));
  g_assert_false (chimera_game_play (game, m));
  paused_shots (win);

  /* Both clocks stand still, and a save keeps them as they stand. */
  gint64 black = chimera_game_get_clock (game, CE_BLACK);
  g_autofree char *dir = g_dir_make_tmp ("chimera-pause-XXXXXX", NULL);
  g_autofree char *before = saved_text (win, dir);
  g_usleep (1100000);
  g_assert_cmpint (chimera_game_get_clock (game, CE_BLACK), ==, black);
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, 60000);
  g_autofree char *after = saved_text (win, dir);
  g_assert_cmpstr (before, ==, after);
  g_autofree char *tag = g_strdup_printf ("[BlackClock \"0:00:%02d.%03d\"]", (int) (black / 1000),
                                          (int) (black % 1000));
  if (!strstr (after, tag))
    g_error ("%s not in:\n%s", tag, after);

  /* Resumed: the clock runs on from there. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.pause", NULL));
  g_assert_false (chimera_game_get_paused (game));
  g_assert_cmpstr (subtitle (win), !=, "Paused");
  g_assert_true (interactive (win));
  g_usleep (60000);
  g_assert_cmpint (chimera_game_get_clock (game, CE_BLACK), <, black);
  play_move (game, "e7e5");

  /* Against the computer: paused, it does not move; resumed, it does. */
  g_autoptr (ChimeraGame) computer = chimera_game_new (ce_variant_get ("chess"), 0, 1);
  chimera_game_set_clock (computer, 60000, 0);
  chimera_window_set_game (win, computer);
  play_move (computer, "e2e4");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.pause", NULL));
  g_assert_false (wait_for (black_moved, computer, 1.0));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.pause", NULL));
  g_assert_true (wait_for (black_moved, computer, 30));

  /* An end resumes: a resigned game is not paused. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.pause", NULL));
  g_assert_true (chimera_game_get_paused (computer));
  chimera_game_set_result (computer, CE_RESULT_BLACK_WINS, "resignation");
  g_assert_false (chimera_game_get_paused (computer));
  g_assert_false (action_enabled (win, "pause"));

  gtk_window_destroy (GTK_WINDOW (win));
  g_autofree char *path = g_build_filename (dir, "paused.pgn", NULL);
  g_unlink (path);
  g_rmdir (dir);
}

/* ---- The window's state, however the app quits ---- */

static void
quit_after_resize (GtkWindow *window)
{
  gtk_window_set_default_size (window, 930, 670);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (window));
  /* Ctrl+Q and the menu's Quit. */
  g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (window)), "quit",
                                  NULL);
}

static void
activated (GApplication *running)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (running));
  g_assert_nonnull (window);
  g_idle_add_once ((GSourceOnceFunc) quit_after_resize, window);
}

static void
test_quit_saves_window (void)
{
  GSettings *settings = fresh_settings ();
  g_autoptr (ChimeraApplication) running = chimera_application_new_isolated ();
  g_signal_connect_after (running, "activate", G_CALLBACK (activated), NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (running), 0, NULL), ==, 0);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 930);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 670);
  fresh_settings ();
}

int
main (int argc, char **argv)
{
  /* The app's own autosave (test_quit_saves_window) goes to a directory
   * of the test's, never the user's. */
  use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_test_add_func ("/ui/new-game/remembered", test_remembered);
  g_test_add_func ("/ui/new-game/random-colours", test_random_colours);
  g_test_add_func ("/ui/new-game/rematch", test_rematch);
  g_test_add_func ("/ui/new-game/orientation", test_orientation);
  g_test_add_func ("/ui/new-game/clock-starts-with-first-move", test_clock_starts_with_first_move);
  g_test_add_func ("/ui/new-game/pause", test_pause);
  g_test_add_func ("/ui/new-game/quit-saves-window", test_quit_saves_window);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}

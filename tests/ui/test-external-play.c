/* SPDX-License-Identifier: GPL-3.0-or-later
 * Playing against an external engine in the real window: an engine added
 * by path (the fake UCI and CECP engines of this directory) is offered in
 * the New Game dialog for orthodox chess only, plays its moves there, is
 * named on the player bar and in the saved game, and one that crashes ends
 * the game with a clear reason instead of hanging it.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-settings.h"
#include "analysis-panel.h"
#include "chimera-window.h"
#include "engine-preferences.h"
#include "external-engine-list.h"
#include "external-player.h"
#include "match-settings.h"
#include "new-game-dialog.h"
#include "notation.h"
#include "player-bar.h"
#include "preferences-window.h"
#include "play.h"
#include "screenshot.h"
#include "widget-test.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>

static ChimeraApplication *app;

static ChimeraNewGameDialog *
open_new_game (ChimeraWindow *win)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.new-game", NULL));
  ChimeraNewGameDialog *dialog
    = CHIMERA_NEW_GAME_DIALOG (find_toplevel (CHIMERA_TYPE_NEW_GAME_DIALOG));
  g_assert_nonnull (dialog);
  return dialog;
}

typedef struct
{
  gboolean done;
  char *id;
  GError *error;
} Added;

static void
added (GObject *source, GAsyncResult *res, gpointer data)
{
  Added *a = data;
  a->id = chimera_engine_list_add_finish (CHIMERA_ENGINE_LIST (source), res, &a->error);
  a->done = TRUE;
}

static gboolean
is_done (gpointer data)
{
  return ((Added *) data)->done;
}

/* Adds the program at `path` as the Preferences do; its id. */
static char *
add_engine (const char *path)
{
  Added a = { 0 };
  chimera_engine_list_add_async (chimera_engine_list_get_default (), path, NULL, added, &a);
  g_assert_true (wait_for (is_done, &a, 30));
  g_assert_no_error (a.error);
  return a.id;
}

/* A script in the test's directory that runs a fake engine of the source
 * tree in `mode`: what a user would add by path. */
static char *
engine_script (const char *fake, const char *mode)
{
  g_autofree char *src = g_build_filename (CHIMERA_TEST_SRCDIR, "..", "external", fake, NULL);
  g_autofree char *name = g_strdup_printf ("%s-%s", mode, fake);
  char *path = g_build_filename (temporary_home (), name, NULL);
  g_autofree char *text = g_strdup_printf ("#!/bin/sh\nexec /bin/sh '%s' %s\n", src, mode);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  return path;
}

/* Adds the fake engine `fake` (fake-uci-engine.sh or fake-cecp-engine.sh)
 * in `mode` by path; its id, which names the protocol it was found to
 * speak. */
static char *
add_fake_engine (const char *fake, const char *mode)
{
  g_autofree char *path = engine_script (fake, mode);
  char *id = add_engine (path);
  g_assert_true (g_str_has_prefix (id, strstr (fake, "cecp") ? "cecp:" : "uci:"));
  return id;
}

typedef struct
{
  ChimeraGame *game;
  int plies;
} Plies;

static gboolean
reached (gpointer data)
{
  Plies *p = data;
  return chimera_game_get_n_plies (p->game) >= p->plies;
}

static char *
last_move (ChimeraGame *game)
{
  const CeGame *r = chimera_game_get_record (game);
  char buf[CE_MOVE_SIZE];
  return g_strdup (
    ce_move_to_string (ce_game_position_at (r, r->nmoves - 1), r->moves[r->nmoves - 1], buf));
}

/* The last move once the game has `plies` moves (waited for). */
static char *
move_at (ChimeraGame *game, int plies, double seconds)
{
  Plies p = { game, plies };
  g_assert_true (wait_for (reached, &p, seconds));
  return last_move (game);
}

static void
test_play_uci (void)
{
  GSettings *settings = fresh_settings ();
  g_autofree char *id = add_fake_engine ("fake-uci-engine.sh", "good");
  const ChimeraEngineEntry *e = chimera_engine_list_lookup (chimera_engine_list_get_default (), id);
  g_assert_cmpstr (e->name, ==, "Fake UCI 1.0");
  /* Kept in the settings for the next start. */
  g_auto (GStrv) kept = g_settings_get_strv (settings, "external-engines");
  g_assert_true (g_strv_contains ((const char *const *) kept, id));

  ChimeraWindow *win = open_window (app, 1280, 800);
  ChimeraNewGameDialog *dialog = open_new_game (win);
  /* Not offered for a seed variant: no engine but Chimera knows them. */
  chimera_new_game_dialog_select (dialog, "zigzag", 0, 3);
  g_assert_false (chimera_new_game_dialog_select_engine (dialog, CE_BLACK, id));
  chimera_new_game_dialog_select (dialog, "chess", 0, 3);
  g_assert_true (chimera_new_game_dialog_select_engine (dialog, CE_BLACK, id));
  g_assert_true (gtk_widget_get_visible (
    template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, "engine_time_row")));
  g_settings_set_int (settings, "external-engine-seconds", 1);
  save_png (GTK_WIDGET (dialog), "new-game-external-engine.png");
  chimera_new_game_dialog_start (dialog);

  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_external_player_get (game, CE_BLACK), ==, id);
  g_assert_cmpstr (chimera_game_get_tag (game, "Black"), ==, "Fake UCI 1.0");
  ChimeraPlayerBar *top = chimera_window_get_player_bar (win, TRUE);
  g_assert_cmpstr (chimera_player_bar_get_name (top), ==, "Fake UCI 1.0");
  /* Remembered for the next game. */
  g_autofree char *black = g_settings_get_string (settings, "new-game-black-engine");
  g_assert_cmpstr (black, ==, id);

  play_move (game, "e2e4");
  g_autofree char *reply = move_at (game, 2, 20);
  g_assert_cmpstr (reply, ==, "a7a6");
  play_move (game, "d2d4");
  g_autofree char *second = move_at (game, 4, 20);
  g_assert_cmpstr (second, ==, "h7h6");
  /* Undo takes back the engine's move and the person's; the engine then
   * answers the new move in the new position. */
  g_assert_true (chimera_game_undo (game));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 2);
  play_move (game, "g1f3");
  g_autofree char *third = move_at (game, 4, 20);
  g_assert_cmpstr (third, ==, "h7h6");
  save_png (GTK_WIDGET (win), "external-engine-game.png");

  /* The engine as White moves first; Rematch keeps the engine, swapped. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.rematch", NULL));
  game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_external_player_get (game, CE_WHITE), ==, id);
  g_assert_null (chimera_external_player_get (game, CE_BLACK));
  g_autofree char *opening = move_at (game, 1, 20);
  g_assert_cmpstr (opening, ==, "a2a3");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* A weaker engine: the New Game dialog offers its range, and the game
 * tells the engine the rating chosen (kept within that range). */
static void
test_strength (void)
{
  GSettings *settings = fresh_settings ();
  g_autofree char *log = g_build_filename (temporary_home (), "strength.log", NULL);
  g_setenv ("FAKE_UCI_LOG", log, TRUE);
  g_autofree char *id = add_fake_engine ("fake-uci-engine.sh", "good");
  const ChimeraEngineEntry *e = chimera_engine_list_lookup (chimera_engine_list_get_default (), id);
  g_assert_cmpint (e->elo_min, ==, 1000);
  g_assert_cmpint (e->elo_max, ==, 2800);

  ChimeraWindow *win = open_window (app, 1280, 800);
  ChimeraNewGameDialog *dialog = open_new_game (win);
  chimera_new_game_dialog_select (dialog, "chess", 0, 3);
  AdwExpanderRow *row = ADW_EXPANDER_ROW (
    template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, "engine_strength_row"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (row))); /* the computer plays */
  g_assert_true (chimera_new_game_dialog_select_engine (dialog, CE_BLACK, id));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (row)));
  g_assert_cmpstr (adw_expander_row_get_subtitle (row), ==, "Fake UCI 1.0 plays from 1000 to 2800");
  adw_expander_row_set_enable_expansion (row, TRUE);
  adw_expander_row_set_expanded (row, TRUE);
  gtk_spin_button_set_value (
    GTK_SPIN_BUTTON (template_child (dialog, CHIMERA_TYPE_NEW_GAME_DIALOG, "engine_elo_spin")),
    1200);
  g_settings_set_int (settings, "external-engine-seconds", 1);
  spin (0.6); /* the row's expansion is animated */
  save_png (GTK_WIDGET (dialog), "new-game-engine-strength.png");
  chimera_new_game_dialog_start (dialog);
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpint (chimera_external_player_get_elo (game), ==, 1200);
  g_assert_true (g_settings_get_boolean (settings, "new-game-engine-limit"));
  g_assert_cmpint (g_settings_get_int (settings, "new-game-engine-elo"), ==, 1200);
  play_move (game, "e2e4");
  g_autofree char *reply = move_at (game, 2, 20);
  g_assert_cmpstr (reply, ==, "a7a6");
  g_autofree char *sent = NULL;
  g_assert_true (g_file_get_contents (log, &sent, NULL, NULL));
  g_assert_nonnull (strstr (sent, "setoption name UCI_LimitStrength value true\n"
                                  "setoption name UCI_Elo value 1200\n"));

  /* Rematch keeps the strength; below the engine's range it plays its
   * weakest. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.rematch", NULL));
  g_assert_cmpint (chimera_external_player_get_elo (chimera_window_get_game (win)), ==, 1200);
  ChimeraMatchSettings m;
  g_assert_true (chimera_match_settings_from_game (&m, chimera_window_get_game (win)));
  m.engine_elo = 600;
  g_assert_true (g_unlink (log) == 0);
  g_autoptr (ChimeraGame) weakest = chimera_match_settings_new_game (&m);
  chimera_window_set_game (win, weakest);
  g_autofree char *first = move_at (weakest, 1, 20);
  g_assert_cmpstr (first, ==, "a2a3");
  g_autofree char *sent_weakest = NULL;
  g_assert_true (g_file_get_contents (log, &sent_weakest, NULL, NULL));
  g_assert_nonnull (strstr (sent_weakest, "setoption name UCI_Elo value 1000\n"));
  gtk_window_destroy (GTK_WINDOW (win));
  g_unsetenv ("FAKE_UCI_LOG");
}

static gboolean
game_over (gpointer data)
{
  return chimera_game_get_result (data, NULL) != CE_RESULT_NONE;
}

static void
test_crash_ends_game (void)
{
  fresh_settings ();
  g_autofree char *id = add_fake_engine ("fake-uci-engine.sh", "crash");
  ChimeraWindow *win = open_window (app, 1000, 720);
  ChimeraNewGameDialog *dialog = open_new_game (win);
  chimera_new_game_dialog_select (dialog, "chess", 0, 3);
  g_assert_true (chimera_new_game_dialog_select_engine (dialog, CE_BLACK, id));
  chimera_new_game_dialog_start (dialog);
  ChimeraGame *game = chimera_window_get_game (win);
  play_move (game, "e2e4");
  g_assert_true (wait_for (game_over, game, 20));
  g_assert_cmpint (chimera_game_get_result (game, NULL), ==, CE_RESULT_WHITE_WINS);
  g_assert_nonnull (strstr (chimera_game_get_result_reason (game), "crashed"));
  save_png (GTK_WIDGET (win), "external-engine-crashed.png");
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_play_cecp (void)
{
  fresh_settings ();
  /* Not a UCI engine: found out, then asked in CECP. */
  g_autofree char *id = add_fake_engine ("fake-cecp-engine.sh", "good");
  ChimeraWindow *win = open_window (app, 1000, 720);
  ChimeraNewGameDialog *dialog = open_new_game (win);
  chimera_new_game_dialog_select (dialog, "chess", 3, 0);
  g_assert_true (chimera_new_game_dialog_select_engine (dialog, CE_WHITE, id));
  chimera_new_game_dialog_start (dialog);
  ChimeraGame *game = chimera_window_get_game (win);
  g_autofree char *first = move_at (game, 1, 20);
  g_assert_cmpstr (first, ==, "a2a3");
  play_move (game, "e7e5");
  g_autofree char *second = move_at (game, 3, 20);
  g_assert_cmpstr (second, ==, "h2h3");
  g_assert_cmpstr (chimera_player_bar_get_name (chimera_window_get_player_bar (win, FALSE)), ==,
                   "You");
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_not_an_engine (void)
{
  Added a = { 0 };
  chimera_engine_list_add_async (chimera_engine_list_get_default (), "/nonexistent/x", NULL, added,
                                 &a);
  g_assert_true (wait_for (is_done, &a, 30));
  g_assert_null (a.id);
  g_assert_nonnull (a.error);
  g_clear_error (&a.error);
}

static gboolean
two_lines (gpointer data)
{
  return chimera_analysis_panel_get_n_lines (data) == 2;
}

static guint
chooser_items (ChimeraAnalysisPanel *panel)
{
  GtkMenuButton *button = template_child (panel, CHIMERA_TYPE_ANALYSIS_PANEL, "settings_button");
  GtkWidget *drop
    = find_descendant (GTK_WIDGET (gtk_menu_button_get_popover (button)), GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (drop);
  /* The engines are offered once the settings are opened. */
  gtk_menu_button_popup (button);
  spin (0.2);
  guint n = g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (drop)));
  gtk_menu_button_popdown (button);
  spin (0.2);
  return n;
}

/* The analysis panel with the fake engine chosen: its two lines, its
 * score; Chimera's own engine for a variant the engine does not play; the
 * book's moves above the lines. */
static void
test_analysis (void)
{
  GSettings *settings = fresh_settings ();
  g_autofree char *id = add_fake_engine ("fake-uci-engine.sh", "good");
  g_settings_set_string (settings, "analysis-engine", id);
  g_autofree char *book
    = g_build_filename (CHIMERA_TEST_SRCDIR, "..", "data", "book", "tiny.bin", NULL);
  g_settings_set_string (settings, "opening-book", book);
  ChimeraWindow *win = open_window (app, 1280, 800);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  g_assert_true (chimera_window_get_game (win) == game);
  ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  g_assert_true (wait_for (two_lines, panel, 20));
  g_assert_cmpint (chimera_analysis_panel_get_depth (panel), ==, 3);
  g_assert_cmpstr (chimera_analysis_panel_get_line_san (panel, 0), ==, "e4");
  g_assert_cmpstr (chimera_analysis_panel_get_line_san (panel, 1), ==, "d4");
  g_assert_cmpint (chimera_analysis_panel_get_mate (panel), ==, 0);
  /* Chimera and the engine offered for chess. */
  g_assert_cmpuint (chooser_items (panel), >=, 2);
  GtkWidget *note = find_class (GTK_WIDGET (panel), "analysis-note");
  g_assert_nonnull (note);
  g_assert_true (gtk_widget_get_visible (note));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (note)), ==,
                   "Analysis by Fake UCI 1.0\nBook: e4 100%");
  save_png (GTK_WIDGET (win), "external-engine-analysis.png");

  /* ZigZag Madness: only Chimera is offered, and it analyses. */
  g_autoptr (ChimeraGame) zigzag = show_game (win, "zigzag", NULL, 0, 0);
  g_assert_true (chimera_window_get_game (win) == zigzag);
  g_assert_cmpuint (chooser_items (panel), ==, 1);
  g_assert_false (gtk_widget_get_visible (note));
  gtk_window_destroy (GTK_WINDOW (win));
  g_settings_reset (settings, "analysis-engine");
  g_settings_reset (settings, "opening-book");
}

/* The computer (Chimera's engine) plays the book's move while in it. */
static void
test_book_in_game (void)
{
  GSettings *settings = fresh_settings ();
  g_autofree char *book
    = g_build_filename (CHIMERA_TEST_SRCDIR, "..", "data", "book", "tiny.bin", NULL);
  g_settings_set_string (settings, "opening-book", book);
  ChimeraWindow *win = open_window (app, 1000, 720);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 1);
  play_move (game, "e2e4");
  g_autofree char *reply = move_at (game, 2, 20);
  g_assert_cmpstr (reply, ==, "c7c5"); /* the book's only move there */
  /* A book move has no evaluation of its own. */
  g_assert_false (
    ce_tree_node (chimera_game_get_tree (game), chimera_game_get_live_node (game))->eval.set);
  gtk_window_destroy (GTK_WINDOW (win));
  g_settings_reset (settings, "opening-book");
}

/* Preferences: the engines page lists the engines with the names they
 * report, and the book chosen. */
static void
test_preferences (void)
{
  fresh_settings ();
  g_autofree char *id = add_fake_engine ("fake-uci-engine.sh", "good");
  ChimeraWindow *win = open_window (app, 1000, 720);
  ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (GTK_WINDOW (win));
  gtk_window_set_default_size (GTK_WINDOW (prefs), 560, 680);
  gtk_window_present (GTK_WINDOW (prefs));
  ChimeraEnginePreferences *page = CHIMERA_ENGINE_PREFERENCES (
    find_descendant (GTK_WIDGET (prefs), CHIMERA_TYPE_ENGINE_PREFERENCES));
  g_assert_nonnull (page);
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs),
                                           ADW_PREFERENCES_PAGE (page));
  g_autofree char *rows = chimera_engine_preferences_describe (page);
  const ChimeraEngineEntry *e = chimera_engine_list_lookup (chimera_engine_list_get_default (), id);
  g_assert_true (g_str_has_suffix (e->path, "/good-fake-uci-engine.sh"));
  g_autofree char *expected = g_strdup_printf ("Fake UCI 1.0 — UCI · %s\n", e->path);
  g_test_message ("%s", rows);
  g_assert_nonnull (strstr (rows, expected));
  g_assert_nonnull (strstr (rows, "Book — None\n"));
  g_autofree char *book
    = g_build_filename (CHIMERA_TEST_SRCDIR, "..", "data", "book", "tiny.bin", NULL);
  chimera_engine_preferences_set_book (page, book);
  g_autofree char *after = chimera_engine_preferences_describe (page);
  g_assert_nonnull (strstr (after, "Book — tiny.bin\n"));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (prefs));
  save_png (GTK_WIDGET (prefs), "preferences-engines.png");
  chimera_engine_preferences_set_book (page, NULL);
  gtk_window_destroy (GTK_WINDOW (prefs));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Debian's Stockfish, where installed, as Black from the New Game
 * dialog: it answers 1. e4 with a legal move. */
static void
test_stockfish_game (void)
{
  ChimeraEngineList *list = chimera_engine_list_get_default ();
  const char *id = NULL;
  for (guint i = 0; i < chimera_engine_list_get_n_entries (list); i++)
    {
      const ChimeraEngineEntry *e = chimera_engine_list_get_entry (list, i);
      g_autofree char *base = g_path_get_basename (e->path);
      if (g_str_equal (base, "stockfish"))
        id = e->id;
    }
  if (!id)
    {
      g_test_skip ("stockfish not installed");
      return;
    }
  GSettings *settings = fresh_settings ();
  g_settings_set_int (settings, "external-engine-seconds", 1);
  g_autofree char *kept = g_strdup (id);
  ChimeraWindow *win = open_window (app, 1000, 720);
  ChimeraNewGameDialog *dialog = open_new_game (win);
  chimera_new_game_dialog_select (dialog, "chess", 0, 3);
  /* Its probe may still be running. */
  for (int i = 0; i < 200 && !chimera_new_game_dialog_select_engine (dialog, CE_BLACK, kept); i++)
    spin (0.05);
  g_assert_true (chimera_new_game_dialog_select_engine (dialog, CE_BLACK, kept));
  chimera_new_game_dialog_start (dialog);
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_true (g_str_has_prefix (chimera_game_get_tag (game, "Black"), "Stockfish"));
  play_move (game, "e2e4");
  g_autofree char *reply = move_at (game, 2, 30);
  g_test_message ("Stockfish: %s", reply);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The engine choices for people to look at: the New Game dialog, a game
 * against the engine with the analysis panel, the Preferences page and the
 * analysis settings, in three sizes, light and dark. */
static void
test_screenshots (void)
{
  if (!g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    {
      g_test_skip ("CHIMERA_SCREENSHOT_DIR not set");
      return;
    }
  GSettings *settings = fresh_settings ();
  g_autofree char *id = add_fake_engine ("fake-uci-engine.sh", "good");
  g_settings_set_string (settings, "analysis-engine", id);
  g_autofree char *book
    = g_build_filename (CHIMERA_TEST_SRCDIR, "..", "data", "book", "tiny.bin", NULL);
  g_settings_set_string (settings, "opening-book", book);
  const char *lang = g_getenv ("LANGUAGE");
  lang = lang && *lang ? lang : "en";
  static const int sizes[][2] = { { 800, 600 }, { 1280, 800 }, { 1920, 1080 } };
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
      {
        ChimeraWindow *win = open_window (app, sizes[i][0], sizes[i][1]);
        adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                        : ADW_COLOR_SCHEME_FORCE_LIGHT);
        const char *scheme = dark ? "dark" : "light";
        ChimeraNewGameDialog *dialog = open_new_game (win);
        chimera_new_game_dialog_select (dialog, "chess", 0, 3);
        g_assert_true (chimera_new_game_dialog_select_engine (dialog, CE_BLACK, id));
        g_autofree char *dname = g_strdup_printf ("engines-new-game-%s-%s.png", scheme, lang);
        if (i == 0)
          save_png (GTK_WIDGET (dialog), dname);
        chimera_new_game_dialog_start (dialog);
        ChimeraGame *game = chimera_window_get_game (win);
        play_move (game, "e2e4");
        g_free (move_at (game, 2, 20));
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
        ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
        g_assert_true (wait_for (two_lines, panel, 20));
        g_autofree char *name = g_strdup_printf ("engines-game-%dx%d-%s-%s.png", sizes[i][0],
                                                 sizes[i][1], scheme, lang);
        save_png (GTK_WIDGET (win), name);
        if (i == 1)
          {
            GtkMenuButton *button
              = template_child (panel, CHIMERA_TYPE_ANALYSIS_PANEL, "settings_button");
            gtk_menu_button_popup (button);
            spin (0.5);
            g_autofree char *pop
              = g_strdup_printf ("engines-analysis-settings-%s-%s.png", scheme, lang);
            save_png (GTK_WIDGET (gtk_menu_button_get_popover (button)), pop);
            gtk_menu_button_popdown (button);
            ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (GTK_WINDOW (win));
            gtk_window_set_default_size (GTK_WINDOW (prefs), 560, 680);
            gtk_window_present (GTK_WINDOW (prefs));
            GtkWidget *page = find_descendant (GTK_WIDGET (prefs), CHIMERA_TYPE_ENGINE_PREFERENCES);
            adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs),
                                                     ADW_PREFERENCES_PAGE (page));
            g_autofree char *pname
              = g_strdup_printf ("engines-preferences-%s-%s.png", scheme, lang);
            save_png (GTK_WIDGET (prefs), pname);
            gtk_window_destroy (GTK_WINDOW (prefs));
          }
        gtk_window_destroy (GTK_WINDOW (win));
      }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_settings_reset (settings, "analysis-engine");
  g_settings_reset (settings, "opening-book");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, CHIMERA_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = new_app ();
  g_test_add_func ("/ui/external-engine/play-uci", test_play_uci);
  g_test_add_func ("/ui/external-engine/strength", test_strength);
  g_test_add_func ("/ui/external-engine/crash-ends-game", test_crash_ends_game);
  g_test_add_func ("/ui/external-engine/play-cecp", test_play_cecp);
  g_test_add_func ("/ui/external-engine/not-an-engine", test_not_an_engine);
  g_test_add_func ("/ui/external-engine/analysis", test_analysis);
  g_test_add_func ("/ui/external-engine/book-in-game", test_book_in_game);
  g_test_add_func ("/ui/external-engine/preferences", test_preferences);
  g_test_add_func ("/ui/external-engine/stockfish-game", test_stockfish_game);
  g_test_add_func ("/ui/external-engine/screenshots", test_screenshots);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}

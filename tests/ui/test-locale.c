/* SPDX-License-Identifier: GPL-3.0-or-later
 * Numbers, notation and sounds in the user's language (issue 22): the
 * locale's decimal separator in evaluations and clocks, the language's
 * piece letters or figurines in the move list, analysis and review, files
 * always in English with a dot, and the optional sounds of a game.  The
 * moves' texts themselves, in every style and language, are
 * tests/model/test-notation-display.c's; here the widgets show them.  The
 * German and French cases run in processes of their own (GLib decides once
 * per process whether to translate), under de_DE.UTF-8 and fr_FR.UTF-8
 * (tools/install-deps.sh generates them; the cases are skipped, saying so,
 * where they are missing).
 */
#include "config.h"

#include "analysis-panel.h"
#include "analysis-text.h"
#include "eval-bar.h"
#include "eval-graph.h"
#include "files-test.h"
#include "game-pgn.h"
#include "game-sounds.h"
#include "languages.h"
#include "notation-setting.h"
#include "play.h"
#include "player-bar.h"
#include "preferences-window.h"
#include "review-annotate.h"
#include "review-panel.h"
#include "review-runner.h"
#include "screenshot.h"
#include "side-panel.h"
#include "widget-test.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

/* ---- helpers ---- */

static void
collect (GtkWidget *w, GType type, const char *css_class, GPtrArray *out)
{
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type)
          && (!css_class || gtk_widget_has_css_class (c, css_class)))
        g_ptr_array_add (out, c);
      collect (c, type, css_class, out);
    }
}

/* The move list's buttons' labels, space-separated. */
static char *
move_list_text (GtkWidget *root)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  collect (root, GTK_TYPE_BUTTON, "move", buttons);
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < buttons->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "",
                            gtk_button_get_label (GTK_BUTTON (g_ptr_array_index (buttons, i))));
  return g_string_free (s, FALSE);
}

static ChimeraWindow *
window_with_game (
  ChimeraApplication *app, const char *variant, const char *moves, int width, int height)
{
  ChimeraWindow *win = open_window (app, width, height);
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get (variant), 0, 0);
  chimera_window_set_game (win, game);
  if (moves)
    play (game, moves);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  return win;
}

static ChimeraSidePanel *
side_panel_of (ChimeraWindow *win)
{
  return CHIMERA_SIDE_PANEL (find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL));
}

/* ---- notation ---- */

/* The setting changes the move list at once; the file stays English. */
static void
test_notation_setting (void)
{
  GSettings *settings = fresh_settings ();
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = window_with_game (app, "chess", "e2e4 e7e5 g1f3 b8c6 f1b5", 1280, 800);
  g_autofree char *letters = move_list_text (GTK_WIDGET (side_panel_of (win)));
  g_assert_cmpstr (letters, ==, "e4 e5 Nf3 Nc6 Bb5");
  g_settings_set_enum (settings, "notation", CHIMERA_NOTATION_FIGURINES);
  g_autofree char *figurines = move_list_text (GTK_WIDGET (side_panel_of (win)));
  g_assert_cmpstr (figurines, ==, "e4 e5 \u265Ef3 \u265Ec6 \u265Db5");
  save_png (GTK_WIDGET (win), "locale-figurines-en-1280x800.png");
  g_autofree char *pgn = chimera_game_to_pgn (chimera_window_get_game (win));
  g_assert_nonnull (strstr (pgn, "2. Nf3 Nc6 3. Bb5"));
  g_assert_null (strstr (pgn, "\u265E"));
  gtk_window_destroy (GTK_WINDOW (win));
  g_settings_reset (settings, "notation");
}

/* ---- sounds ---- */

static void
record_sound (const char *event_id, const char *description, gpointer data)
{
  g_assert_nonnull (description);
  g_ptr_array_add (data, g_strdup (event_id));
}

static char *
played (GPtrArray *calls)
{
  GString *s = g_string_new (NULL);
  for (guint i = 0; i < calls->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", (char *) g_ptr_array_index (calls, i));
  g_ptr_array_set_size (calls, 0);
  return g_string_free (s, FALSE);
}

#define assert_played(calls, expected)     \
  G_STMT_START                             \
  {                                        \
    g_autofree char *got = played (calls); \
    g_assert_cmpstr (got, ==, expected);   \
  }                                        \
  G_STMT_END

static void
test_sounds (void)
{
  GSettings *settings = fresh_settings ();
  g_autoptr (GPtrArray) calls = g_ptr_array_new_with_free_func (g_free);
  chimera_sounds_set_player (record_sound, calls);
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = window_with_game (app, "chess", NULL, 1100, 780);
  ChimeraGame *game = chimera_window_get_game (win);
  /* Off by default: nothing plays. */
  g_assert_false (g_settings_get_boolean (settings, "sounds"));
  play (game, "e2e4 d7d5");
  assert_played (calls, "");

  g_settings_set_boolean (settings, "sounds", TRUE);
  play_move (game, "e4d5");
  assert_played (calls, "message");
  play_move (game, "d8d5");
  assert_played (calls, "message");
  play_move (game, "b1c3");
  assert_played (calls, "audio-volume-change");
  play_move (game, "d5e5");
  assert_played (calls, "dialog-warning");
  /* Undo, redo and browsing are silent. */
  g_assert_true (chimera_game_undo (game));
  g_assert_true (chimera_game_redo (game));
  chimera_game_set_view (game, 1);
  assert_played (calls, "");
  /* Moves played into a variation sound as the game's do: 2. Nc3 instead
   * of 2. exd5 a move, 2... dxe4 a capture. */
  chimera_game_set_view (game, 2);
  play_at_view (game, "b1c3");
  assert_played (calls, "audio-volume-change");
  play_at_view (game, "d5e4");
  assert_played (calls, "message");
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 6);

  /* Checkmate: the end, once. */
  g_autoptr (ChimeraGame) mate = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, mate);
  play (mate, "f2f3 e7e5 g2g4");
  assert_played (calls, "audio-volume-change audio-volume-change audio-volume-change");
  play_move (mate, "d8h4");
  assert_played (calls, "complete");
  /* A resignation ends the game too. */
  g_autoptr (ChimeraGame) resigned = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, resigned);
  chimera_window_set_game (win, resigned); /* attached once: one sound a move */
  play_move (resigned, "e2e4");
  assert_played (calls, "audio-volume-change");
  chimera_game_set_result (resigned, CE_RESULT_BLACK_WINS, "resignation");
  assert_played (calls, "complete");
  g_assert_cmpstr (chimera_sound_event_id (CHIMERA_SOUND_CHECK), ==, "dialog-warning");

  /* The real player, without any sound server (CI has none): nothing
   * hangs and nothing crashes. */
  chimera_sounds_set_player (NULL, NULL);
  g_autoptr (ChimeraGame) real = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, real);
  gint64 start = g_get_monotonic_time ();
  play (real, "e2e4 d7d5 e4d5");
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  spin (0.5);
  gtk_window_destroy (GTK_WINDOW (win));
  g_settings_reset (settings, "sounds");
}

/* ---- Preferences ---- */

static gboolean
widget_named (GtkWidget *w, gconstpointer name)
{
  return g_strcmp0 (gtk_widget_get_name (w), name) == 0;
}

/* The Moves group, at the end of the page, in a picture. */
static void
shoot_preferences (ChimeraPreferencesWindow *prefs, const char *lang)
{
  if (!g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    return;
  gtk_test_widget_wait_for_draw (GTK_WIDGET (prefs));
  spin (0.3);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (
    GTK_SCROLLED_WINDOW (find_descendant (GTK_WIDGET (prefs), GTK_TYPE_SCROLLED_WINDOW)));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  spin (0.6); /* the header's transitions settle */
  g_autofree char *name = g_strdup_printf ("locale-preferences-%s.png", lang);
  save_png (GTK_WIDGET (prefs), name);
}

static void
test_preferences (void)
{
  GSettings *settings = fresh_settings ();
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (GTK_WINDOW (win));
  gtk_window_present (GTK_WINDOW (prefs));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (prefs));
  GtkWidget *row = find_widget (GTK_WIDGET (prefs), widget_named, "notation-row");
  GtkWidget *sw = find_widget (GTK_WIDGET (prefs), widget_named, "sounds-switch");
  g_assert_nonnull (row);
  g_assert_nonnull (sw);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (sw)));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  g_assert_cmpint (g_settings_get_enum (settings, "notation"), ==, CHIMERA_NOTATION_FIGURINES);
  g_assert_cmpint (chimera_notation_get_style (), ==, CHIMERA_NOTATION_FIGURINES);
  gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "sounds"));
  g_assert_cmpint (gtk_widget_get_sensitive (sw) || !chimera_sounds_available (), ==, TRUE);
  shoot_preferences (prefs, "en");
  gtk_window_destroy (GTK_WINDOW (prefs));
  gtk_window_destroy (GTK_WINDOW (win));
  g_settings_reset (settings, "notation");
  g_settings_reset (settings, "sounds");
}

/* ---- German and French ---- */

/* Runs the current test again in a process of its own in `lang`. */
static gboolean
in_language (const char *lang, const char *locale)
{
  if (g_test_subprocess ())
    return TRUE;
  if (!have_locale_or_skip (locale))
    return FALSE;
  g_setenv ("LOCALE_TEST_LANGUAGE", lang, TRUE);
  g_setenv ("LOCALE_TEST_LOCALE", locale, TRUE);
  /* Pictures take minutes: no limit then (meson's timeout still holds). */
  guint64 limit = g_getenv ("CHIMERA_SCREENSHOT_DIR") ? 0 : 120 * G_USEC_PER_SEC;
  g_test_trap_subprocess (NULL, limit, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_unsetenv ("LOCALE_TEST_LANGUAGE");
  g_unsetenv ("LOCALE_TEST_LOCALE");
  g_test_trap_assert_passed ();
  return FALSE;
}

static gboolean
analysis_deep (gpointer panel)
{
  return chimera_analysis_panel_get_depth (panel) >= 6
         && chimera_analysis_panel_get_n_lines (panel) > 0;
}

static gboolean
review_done (gpointer panel)
{
  return chimera_review_runner_get_review (chimera_review_panel_get_runner (panel)) != NULL;
}

/* Pictures of the move list, the analysis panel and the review in the
 * language of the process, light and dark, letters and figurines. */
static void
shoot_study (ChimeraApplication *app, const char *lang, const char *variant, const char *moves)
{
  if (!g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    return;
  static const int sizes[][2] = { { 800, 600 }, { 1280, 800 }, { 1920, 1080 } };
  GSettings *settings = chimera_settings_get ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (gsize k = 0; k < G_N_ELEMENTS (sizes); k++)
    for (int dark = 0; dark < 2; dark++)
      for (int fig = 0; fig < 2; fig++)
        {
          adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                          : ADW_COLOR_SCHEME_FORCE_LIGHT);
          g_settings_set_enum (settings, "notation",
                               fig ? CHIMERA_NOTATION_FIGURINES : CHIMERA_NOTATION_LETTERS);
          ChimeraWindow *win = window_with_game (app, variant, moves, sizes[k][0], sizes[k][1]);
          gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL);
          ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
          wait_for (analysis_deep, panel, 20);
          g_autofree char *a = g_strdup_printf ("locale-%s-%s-analysis-%s-%dx%d-%s.png", lang,
                                                variant, fig ? "figurines" : "letters", sizes[k][0],
                                                sizes[k][1], dark ? "dark" : "light");
          save_png (GTK_WIDGET (win), a);
          if (k == 1)
            {
              gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL);
              ChimeraReviewPanel *review
                = chimera_side_panel_get_review_panel (side_panel_of (win));
              CeReviewOptions o;
              ce_review_options_init (&o);
              o.depth = 4;
              o.threads = 2;
              o.hash_mb = 8;
              chimera_review_runner_set_options (chimera_review_panel_get_runner (review), &o);
              gtk_widget_activate_action (GTK_WIDGET (win), "win.review", NULL);
              wait_for (review_done, review, 60);
              spin (0.3);
              g_autofree char *r = g_strdup_printf (
                "locale-%s-%s-review-%s-%dx%d-%s.png", lang, variant, fig ? "figurines" : "letters",
                sizes[k][0], sizes[k][1], dark ? "dark" : "light");
              save_png (GTK_WIDGET (win), r);
            }
          gtk_window_destroy (GTK_WINDOW (win));
        }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  g_settings_reset (settings, "notation");
}

static const char italian[] = "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d4 e5d4 c3d4 c5b4 b1c3 "
                              "f6e4 e1g1 b4c3 b2c3 d7d5 c4d5 d8d5 f1e1 c8e6 e1e4 e8c8";

static void
test_german (void)
{
  if (!in_language ("de", "de_DE.UTF-8"))
    return;
  GSettings *settings = fresh_settings ();
  /* Numbers: the decimal comma wherever one is shown (the separator and
   * the files' dots on their own are tests/model/test-locale-format.c's). */
  char score[32];
  chimera_analysis_format_score (125, CE_WHITE, score, sizeof score, NULL);
  g_assert_cmpstr (score, ==, "+1,25");
  chimera_analysis_format_score (125, CE_BLACK, score, sizeof score, NULL);
  g_assert_cmpstr (score, ==, "−1,25");
  g_autofree char *graph = chimera_eval_graph_format_eval (120);
  g_assert_cmpstr (graph, ==, "+1,2");
  g_autofree char *zero = chimera_eval_graph_format_eval (3);
  g_assert_cmpstr (zero, ==, "0,0");
  g_autofree char *clock = chimera_format_clock (9400);
  g_assert_cmpstr (clock, ==, "9,4");
  g_autofree char *speed = chimera_analysis_speed_text (1500000);
  g_assert_cmpstr (speed, ==, "1,5 Mio. Knoten/s");
  ChimeraEvalBar *bar = g_object_ref_sink (CHIMERA_EVAL_BAR (chimera_eval_bar_new ()));
  chimera_eval_bar_set_score (bar, 125, 0);
  g_assert_cmpstr (chimera_eval_bar_get_text (bar), ==, "1,3");
  g_object_unref (bar);

  /* Notation: the German letters in the move list. */
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win
    = window_with_game (app, "chess", "e2e4 e7e5 g1f3 b8c6 f1b5 d8e7 e1g1", 1280, 800);
  g_autofree char *list = move_list_text (GTK_WIDGET (side_panel_of (win)));
  g_assert_cmpstr (list, ==, "e4 e5 Sf3 Sc6 Lb5 De7 O-O");
  /* The review's sentences are German, and so are the letters of their
   * moves. */
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  CeReviewPly mistake = { .cls = CE_REVIEW_MISTAKE };
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&start, "g1f3", &mistake.best, err));
  g_autofree char *comment = chimera_review_comment (&mistake, &start);
  g_assert_cmpstr (comment, ==, "Fehler. Sf3 war am besten.");
  /* Files: English letters and a dot, whatever the screen shows. */
  ChimeraGame *game = chimera_window_get_game (win);
  CeTreeEval eval = { .set = true, .mate = false, .value = 125 };
  chimera_game_set_node_eval (game, chimera_game_get_live_node (game), &eval);
  g_autofree char *dir = g_dir_make_tmp ("chimera-locale-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "de.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_save_to (win, file, &error));
  g_assert_no_error (error);
  g_autofree char *saved = NULL;
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "[%eval 1.25]"));
  g_assert_nonnull (strstr (saved, "2. Nf3 Nc6 3. Bb5 Qe7 4. O-O"));
  g_assert_null (strstr (saved, "Sf3"));
  g_assert_null (strstr (saved, "1,25"));
  g_unlink (path);
  g_rmdir (dir);
  gtk_window_destroy (GTK_WINDOW (win));

  /* Analysis: the score with a comma and the lines with German letters. */
  win = window_with_game (app, "chess", "e2e4 e7e5 g1f3 b8c6", 1280, 800);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL);
  ChimeraAnalysisPanel *panel = chimera_window_get_analysis_panel (win);
  g_assert_true (wait_for (analysis_deep, panel, 30));
  const char *text = chimera_analysis_panel_get_score_text (panel);
  g_test_message ("score %s, best %s", text, chimera_analysis_panel_get_line_san (panel, 0));
  if (!chimera_analysis_panel_get_mate (panel))
    g_assert_nonnull (strchr (text, ','));
  for (guint i = 0; i < chimera_analysis_panel_get_n_lines (panel); i++)
    {
      const char *san = chimera_analysis_panel_get_line_san (panel, i);
      g_assert_false (san[0] == 'N' || san[0] == 'B' || san[0] == 'Q' || san[0] == 'R');
    }
  /* Paused, the lines follow the setting at once. */
  chimera_analysis_panel_set_paused (panel, TRUE);
  CePosition root = *chimera_game_get_position (chimera_window_get_game (win));
  char expected[CHIMERA_DISPLAY_SAN_SIZE];
  g_settings_set_enum (settings, "notation", CHIMERA_NOTATION_FIGURINES);
  chimera_notation_move (&root, chimera_analysis_panel_get_line_move (panel, 0),
                         CHIMERA_NOTATION_FIGURINES, expected);
  g_assert_cmpstr (chimera_analysis_panel_get_line_san (panel, 0), ==, expected);
  gtk_window_destroy (GTK_WINDOW (win));
  g_settings_reset (settings, "notation");

  ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (NULL);
  gtk_window_present (GTK_WINDOW (prefs));
  shoot_preferences (prefs, "de");
  gtk_window_destroy (GTK_WINDOW (prefs));
  shoot_study (app, "de", "chess", italian);
  shoot_study (app, "de", "zigzag", "e2e5 e9e6 d1g3 i10h8 b1c3 d10g6 J@e4 c9c7");
}

static void
test_french (void)
{
  if (!in_language ("fr", "fr_FR.UTF-8"))
    return;
  fresh_settings ();
  /* The French letters in the move list. */
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win
    = window_with_game (app, "chess", "e2e4 e7e5 g1f3 b8c6 f1b5 d8e7 e1g1", 1280, 800);
  g_autofree char *list = move_list_text (GTK_WIDGET (side_panel_of (win)));
  g_assert_cmpstr (list, ==, "e4 e5 Cf3 Cc6 Fb5 De7 O-O");
  gtk_window_destroy (GTK_WINDOW (win));
  ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (NULL);
  gtk_window_present (GTK_WINDOW (prefs));
  shoot_preferences (prefs, "fr");
  gtk_window_destroy (GTK_WINDOW (prefs));
  shoot_study (app, "fr", "chess", italian);
  shoot_study (app, "fr", "zigzag", "e2e5 e9e6 d1g3 i10h8 b1c3 d10g6 J@e4 c9c7");
}

int
main (int argc, char **argv)
{
  const char *lang = g_getenv ("LOCALE_TEST_LANGUAGE");
  if (lang)
    {
      g_setenv ("LANGUAGE", lang, TRUE);
      g_setenv ("LC_ALL", g_getenv ("LOCALE_TEST_LOCALE"), TRUE);
    }
  use_temporary_home ();
  /* The environment's locale: German or French in the subprocesses. */
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/locale/notation-setting", test_notation_setting);
  g_test_add_func ("/ui/locale/sounds", test_sounds);
  g_test_add_func ("/ui/locale/preferences", test_preferences);
  g_test_add_func ("/ui/locale/german", test_german);
  g_test_add_func ("/ui/locale/french", test_french);
  int status = g_test_run ();
  return status;
}

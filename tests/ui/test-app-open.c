/* SPDX-License-Identifier: GPL-3.0-or-later
 * Files handed to the app (issue 22): `chimera a.pgn b.pgn` and the file
 * manager's Open each open in a window of their own; a window showing a
 * new game nobody touched takes the first; a game in progress is never
 * replaced.
 */
#include "config.h"

#include "app-command-line.h"
#include "chimera-application.h"
#include "chimera-window.h"
#include "files-test.h"
#include "screenshot.h"
#include "widget-test.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

static const char zonex_game[] = "[Event \"First\"]\n[Variant \"Zone X\"]\n\n1. e2e4 e7e5 *\n";
static const char diamond_game[]
  = "[Event \"Second\"]\n[Variant \"diamond\"]\n[Result \"*\"]\n\n1. d3-d5 *\n";

/* The app's windows in the order they were made, as window-added and
 * window-removed tell it: gtk_application_get_windows lists them by focus,
 * the most recently focused first, and that order is the window system's
 * (on a busy machine a new window's focus can come late, or not at all). */
static void
window_added (GtkApplication *app, GtkWindow *window, gpointer data)
{
  g_ptr_array_add (data, window);
}

static void
window_removed (GtkApplication *app, GtkWindow *window, gpointer data)
{
  g_ptr_array_remove (data, window);
}

/* Counts the app's windows from now on: call before it makes any. */
static void
track_windows (ChimeraApplication *app)
{
  GPtrArray *made = g_ptr_array_new ();
  g_object_set_data_full (G_OBJECT (app), "made-windows", made, (GDestroyNotify) g_ptr_array_unref);
  g_signal_connect (app, "window-added", G_CALLBACK (window_added), made);
  g_signal_connect (app, "window-removed", G_CALLBACK (window_removed), made);
}

/* new_app, its windows tracked. */
static ChimeraApplication *
new_tracked_app (void)
{
  ChimeraApplication *app = chimera_application_new_isolated ();
  track_windows (app);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  return app;
}

/* The app's Chimera windows, oldest first. */
static GPtrArray *
chimera_windows (ChimeraApplication *app)
{
  GPtrArray *made = g_object_get_data (G_OBJECT (app), "made-windows");
  g_assert_nonnull (made);
  GPtrArray *out = g_ptr_array_new ();
  for (guint i = 0; i < made->len; i++)
    if (CHIMERA_IS_WINDOW (made->pdata[i]))
      g_ptr_array_add (out, made->pdata[i]);
  return out;
}

static const char *
variant_of (ChimeraWindow *win)
{
  return chimera_game_get_variant (chimera_window_get_game (win))->def->id;
}

typedef struct
{
  ChimeraApplication *app;
  guint windows;
} Opened;

/* Whether the app has at least `windows` Chimera windows, each showing
 * moves (every game here has some). */
static gboolean
games_shown (gpointer data)
{
  Opened *opened = data;
  g_autoptr (GPtrArray) windows = chimera_windows (opened->app);
  if (windows->len < opened->windows)
    return FALSE;
  for (guint i = 0; i < windows->len; i++)
    if (chimera_game_get_n_plies (chimera_window_get_game (windows->pdata[i])) == 0)
      return FALSE;
  return TRUE;
}

static void
destroy_windows (ChimeraApplication *app)
{
  g_autoptr (GPtrArray) windows = chimera_windows (app);
  for (guint i = 0; i < windows->len; i++)
    gtk_window_destroy (windows->pdata[i]);
  spin (0.05);
}

/* ---- the whole way: g_application_run with two files ---- */

typedef struct
{
  char *variants[4];
  guint n_windows;
  int first_plies, second_plies;
  gint64 give_up; /* monotonic time to look even if the games are not shown */
} Seen;

static void
look_and_quit (gpointer data)
{
  GApplication *app = data;
  Seen *seen = g_object_get_data (G_OBJECT (app), "seen");
  g_autoptr (GPtrArray) windows = chimera_windows (CHIMERA_APPLICATION (app));
  seen->n_windows = windows->len;
  for (guint i = 0; i < windows->len && i < G_N_ELEMENTS (seen->variants); i++)
    seen->variants[i] = g_strdup (variant_of (windows->pdata[i]));
  if (windows->len >= 2)
    {
      seen->first_plies = chimera_game_get_n_plies (chimera_window_get_game (windows->pdata[0]));
      seen->second_plies = chimera_game_get_n_plies (chimera_window_get_game (windows->pdata[1]));
    }
  g_application_quit (app);
}

/* Once the windows have shown what they opened (or after 60 s: the
 * assertions then say what was missing). */
static gboolean
look_when_shown (gpointer data)
{
  Seen *seen = g_object_get_data (G_OBJECT (data), "seen");
  if (!games_shown (&(Opened){ data, 2 }) && g_get_monotonic_time () < seen->give_up)
    return G_SOURCE_CONTINUE;
  look_and_quit (data);
  return G_SOURCE_REMOVE;
}

static void
opened (GApplication *app)
{
  Seen *seen = g_object_get_data (G_OBJECT (app), "seen");
  seen->give_up = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  g_timeout_add (10, look_when_shown, app);
}

/* `chimera a.pgn b.pgn`: two windows, one game each (the first in the
 * window the app starts with, which shows a new game). */
static void
test_run_with_two_files (void)
{
  g_autoptr (GFile) a = write_file ("first.pgn", zonex_game);
  g_autoptr (GFile) b = write_file ("second.pgn", diamond_game);
  g_autofree char *pa = g_file_get_path (a);
  g_autofree char *pb = g_file_get_path (b);
  char *argv[] = { "chimera", pa, pb, NULL };
  Seen seen = { 0 };
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  track_windows (app);
  g_object_set_data (G_OBJECT (app), "seen", &seen);
  g_signal_connect_after (app, "open", G_CALLBACK (opened), NULL);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 3, argv), ==, 0);
  g_assert_cmpuint (seen.n_windows, ==, 2);
  g_assert_cmpstr (seen.variants[0], ==, "zonex");
  g_assert_cmpstr (seen.variants[1], ==, "diamond");
  g_assert_cmpint (seen.first_plies, ==, 2);
  g_assert_cmpint (seen.second_plies, ==, 1);
  for (guint i = 0; i < G_N_ELEMENTS (seen.variants); i++)
    g_free (seen.variants[i]);
}

/* ---- into a running app ---- */

/* What the header bar's title says. */
static const char *
window_title (gpointer window)
{
  GtkWidget *title = find_descendant (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE);
  g_assert_nonnull (title);
  return adw_window_title_get_title (ADW_WINDOW_TITLE (title));
}

/* A game in progress stays where it is: each file gets a new window. */
static void
test_game_in_progress_kept (void)
{
  g_autoptr (ChimeraApplication) app = new_tracked_app ();
  ChimeraWindow *win = open_window (app, -1, -1);
  g_autoptr (ChimeraGame) mine = show_game (win, "chess", NULL, 0, 0);
  play (mine, "e2e4");
  g_autoptr (GFile) a = write_file ("first.pgn", zonex_game);
  g_autoptr (GFile) b = write_file ("second.pgn", diamond_game);
  GFile *files[] = { a, b };
  g_application_open (G_APPLICATION (app), files, 2, "");
  g_assert_true (wait_for (games_shown, &(Opened){ app, 3 }, 60));
  g_autoptr (GPtrArray) windows = chimera_windows (app);
  g_assert_cmpuint (windows->len, ==, 3);
  g_assert_true (windows->pdata[0] == win);
  g_assert_true (chimera_window_get_game (win) == mine);
  g_assert_cmpint (chimera_game_get_n_plies (mine), ==, 1);
  g_assert_cmpstr (variant_of (windows->pdata[1]), ==, "zonex");
  g_assert_cmpstr (variant_of (windows->pdata[2]), ==, "diamond");
  /* A window with a file names it; the game in progress has none, until
   * it is saved. */
  g_assert_cmpstr (window_title (windows->pdata[1]), ==, "first.pgn — Zone X");
  g_assert_cmpstr (window_title (windows->pdata[2]), ==, "second.pgn — Diamond Chess");
  g_assert_cmpstr (window_title (win), ==, "Chess");
  g_autoptr (GFile) saved = g_file_new_build_filename (temporary_home (), "mine.pgn", NULL);
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_save_to (win, saved, &error));
  g_assert_cmpstr (window_title (win), ==, "mine.pgn — Chess");
  /* The windows the files opened in, at the sizes people use (with
   * CHIMERA_SCREENSHOT_DIR). */
  const int sizes[][2] = { { 800, 600 }, { 1280, 800 }, { 1920, 1080 } };
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint w = 1; w < 3; w++)
      {
        gtk_window_set_default_size (windows->pdata[w], sizes[i][0], sizes[i][1]);
        spin (0.2);
        g_autofree char *name = g_strdup_printf (
          "app-open-%s-%dx%d.png", variant_of (windows->pdata[w]), sizes[i][0], sizes[i][1]);
        save_png (windows->pdata[w], name);
      }
  destroy_windows (app);
}

/* A window with a new game nobody touched takes the first file; one file
 * makes no second window. */
static void
test_new_game_window_reused (void)
{
  g_autoptr (ChimeraApplication) app = new_tracked_app ();
  ChimeraWindow *win = open_window (app, -1, -1);
  g_assert_true (chimera_app_window_shows_new_game (win));
  g_autoptr (GFile) b = write_file ("second.pgn", diamond_game);
  GFile *files[] = { b };
  g_application_open (G_APPLICATION (app), files, 1, "");
  g_assert_true (wait_for (games_shown, &(Opened){ app, 1 }, 60));
  g_autoptr (GPtrArray) windows = chimera_windows (app);
  g_assert_cmpuint (windows->len, ==, 1);
  g_assert_cmpstr (variant_of (win), ==, "diamond");
  g_assert_false (chimera_app_window_shows_new_game (win));
  destroy_windows (app);
}

/* What counts as a new game: not one with moves, moves to redo, a set-up
 * position, a result or a comment. */
static void
test_shows_new_game (void)
{
  g_autoptr (ChimeraApplication) app = new_tracked_app ();
  ChimeraWindow *win = open_window (app, -1, -1);
  g_autoptr (ChimeraGame) zigzag = show_game (win, "zigzag", NULL, 0, 0);
  g_assert_true (chimera_app_window_shows_new_game (win));
  play (zigzag, "e2e4");
  g_assert_false (chimera_app_window_shows_new_game (win));
  g_assert_true (chimera_game_undo (zigzag));
  /* The move can come back. */
  g_assert_false (chimera_app_window_shows_new_game (win));

  g_autoptr (ChimeraGame) setup = show_game (win, "chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0, 0);
  g_assert_cmpint (chimera_game_get_n_plies (setup), ==, 0);
  g_assert_false (chimera_app_window_shows_new_game (win));

  g_autoptr (ChimeraGame) resigned = show_game (win, "chess", NULL, 0, 0);
  chimera_game_set_result (resigned, CE_RESULT_BLACK_WINS, "resignation");
  g_assert_false (chimera_app_window_shows_new_game (win));

  g_autoptr (ChimeraGame) commented = show_game (win, "chess", NULL, 0, 0);
  chimera_game_set_comment (commented, 0, "Plan: attack.");
  g_assert_false (chimera_app_window_shows_new_game (win));
  destroy_windows (app);
}

/* ---- the options ---- */

/* `chimera ARG` in this process's subprocess (the options end the process
 * as they would the app), in `lang` from the build tree's catalogues. */
static void
run_with_option (const char *arg, const char *lang)
{
  g_setenv ("LANGUAGE", lang, TRUE);
  setlocale (LC_ALL, "");
  /* The name --help shows: the test binary's, set by the test's start. */
  g_set_prgname ("chimera");
  char *argv[] = { "chimera", (char *) arg, NULL };
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  exit (g_application_run (G_APPLICATION (app), 2, argv));
}

static void
test_version (void)
{
  if (g_test_subprocess ())
    run_with_option ("--version", "en");
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("chimera " PACKAGE_VERSION "\n");
}

/* --help lists every option of the app's own with what it does, in the
 * user's language. */
typedef struct
{
  const char *lang, *parameters, *version, *summary;
} HelpCase;

static const HelpCase help_cases[] = {
  { "en", "*chimera [OPTION…] [FILE…]*", "*-v, --version*Show the version and exit*",
    "*Each FILE (PGN games) opens in a window of its own.*" },
  { "de", "* [DATEI …]*", "*-v, --version*Die Version anzeigen und beenden*",
    "*Jede DATEI (Partien im PGN-Format)*" },
  { "fr", "* [FICHIER…]*", "*-v, --version*Afficher la version et quitter*",
    "*Chaque FICHIER (parties au format*" },
};

static void
test_help (gconstpointer data)
{
  const HelpCase *c = data;
  if (g_test_subprocess ())
    run_with_option ("--help", c->lang);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout (c->parameters);
  g_test_trap_assert_stdout (c->version);
  g_test_trap_assert_stdout (c->summary);
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/app-open/run-with-two-files", test_run_with_two_files);
  g_test_add_func ("/ui/app-open/game-in-progress-kept", test_game_in_progress_kept);
  g_test_add_func ("/ui/app-open/new-game-window-reused", test_new_game_window_reused);
  g_test_add_func ("/ui/app-open/shows-new-game", test_shows_new_game);
  g_test_add_func ("/ui/app-open/version", test_version);
  for (guint i = 0; i < G_N_ELEMENTS (help_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/app-open/help/%s", help_cases[i].lang);
      g_test_add_data_func (path, &help_cases[i], test_help);
    }
  int status = g_test_run ();
  return status;
}

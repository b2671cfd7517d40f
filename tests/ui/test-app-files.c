/* SPDX-License-Identifier: GPL-3.0-or-later
 * The app's files when things go wrong (issue 17): the game picker closed
 * after a choice, a game that ended elsewhere, an autosave that fails,
 * paste of large texts, and bytes that are not UTF-8.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "game-pgn.h"
#include "files-test.h"
#include "game-picker.h"
#include "screenshot.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The visible message dialog whose heading contains `heading`. */
static AdwMessageDialog *
find_message (const char *heading)
{
  GListModel *list = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (list, i);
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w))
          && strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)), heading))
        return ADW_MESSAGE_DIALOG (w);
    }
  return NULL;
}

static ChimeraWindow *
new_window (void)
{
  return g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
}

static void
close_window (ChimeraWindow *win)
{
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

/* ---- 1. the picker after a choice ---- */

/* Each way of closing the list after a game was picked: a response button
 * ("cancel", "open"), the window's close (Escape, the close button). */
static void
test_picker_closed_after_choice (void)
{
  const char *ways[] = { "cancel", "open", "close" };
  for (guint w = 0; w < G_N_ELEMENTS (ways); w++)
    {
      ChimeraWindow *win = new_window ();
      g_autoptr (GFile) file = write_file ("two.pgn", collection);
      g_assert_true (chimera_window_open_file (win, file));
      GtkWindow *picker = find_picker ();
      g_assert_nonnull (picker);
      g_object_ref (picker);
      chimera_game_picker_choose (picker, 1);
      ChimeraGame *opened = chimera_window_get_game (win);
      g_assert_cmpstr (chimera_game_get_variant (opened)->def->id, ==, "diamond");
      spin (0.05);
      /* The choice closes the list. */
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (picker)));
      /* A late answer (a button, Escape) changes nothing and crashes
       * nothing. */
      if (g_str_equal (ways[w], "close"))
        gtk_window_close (picker);
      else
        adw_message_dialog_response (ADW_MESSAGE_DIALOG (picker), ways[w]);
      spin (0.05);
      g_assert_true (chimera_window_get_game (win) == opened);
      g_object_unref (picker);
      close_window (win);
    }
}

/* A double-click (row activation) answers and closes as well; a paste of
 * several games uses the same list. */
static void
test_picker_row_activated_after_paste (void)
{
  ChimeraWindow *win = new_window ();
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_paste_text (win, collection, &error));
  GtkWindow *picker = find_picker ();
  g_assert_nonnull (picker);
  g_object_ref (picker);
  GtkWidget *scroller = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (picker));
  GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
  if (GTK_IS_VIEWPORT (child))
    child = gtk_viewport_get_child (GTK_VIEWPORT (child));
  GtkListBox *list = GTK_LIST_BOX (child);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  g_assert_cmpstr (chimera_game_get_variant (chimera_window_get_game (win))->def->id, ==, "zonex");
  spin (0.05);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (picker)));
  gtk_window_close (picker);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (picker), "cancel");
  g_object_unref (picker);
  close_window (win);
}

/* The window goes while its list is open: the list's answer reaches
 * nothing that is gone. */
static void
test_picker_outlives_window (void)
{
  ChimeraWindow *win = new_window ();
  g_autoptr (GFile) file = write_file ("two.pgn", collection);
  g_assert_true (chimera_window_open_file (win, file));
  GtkWindow *picker = find_picker ();
  g_assert_nonnull (picker);
  g_object_add_weak_pointer (G_OBJECT (picker), (gpointer *) &picker);
  close_window (win);
  spin (0.05);
  /* It went with its window, and answered nothing. */
  g_assert_null (picker);
  g_assert_null (find_picker ());
}

/* The toast's Undo after the new game moved on would throw its moves
 * away: it does nothing then. */
static void
test_undo_replace_after_change (void)
{
  ChimeraWindow *win = new_window ();
  g_autoptr (ChimeraGame) first = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, first);
  play (first, "e2e4");
  g_autoptr (GFile) file = write_file ("one.pgn", "[Variant \"Chess\"]\n\n1. d4 *\n");
  g_assert_true (chimera_window_open_file (win, file));
  ChimeraGame *opened = chimera_window_get_game (win);
  g_assert_true (opened != first);
  play (opened, "d7d5");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.undo-replace", NULL));
  g_assert_true (chimera_window_get_game (win) == opened);
  close_window (win);
}

/* ---- 2. a game that ended elsewhere ---- */

static const char resigned[] = "[Event \"Club\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n"
                               "[Result \"0-1\"]\n[Termination \"normal\"]\n"
                               "[Annotator \"Cy\"]\n[TimeControl \"300+2\"]\n"
                               "[WhiteClock \"0:04:10.000\"]\n[BlackClock \"0:04:20.000\"]\n"
                               "[WhiteLevel \"0\"]\n[BlackLevel \"0\"]\n"
                               "[Variant \"Chess\"]\n\n1. e4 e5 2. Nf3 {White resigns.} 0-1\n";

static void
test_finished_game_keeps_its_end (void)
{
  ChimeraWindow *win = new_window ();
  g_autoptr (GFile) file = write_file ("resigned.pgn", resigned);
  g_assert_true (chimera_window_open_file (win, file));
  ChimeraGame *game = chimera_window_get_game (win);
  CeEndReason why = CE_END_CHECKMATE;
  g_assert_cmpint (chimera_game_get_result (game, &why), ==, CE_RESULT_BLACK_WINS);
  g_assert_cmpint (why, ==, CE_END_NONE);
  g_assert_cmpstr (chimera_game_get_result_reason (game), ==, "resignation");
  /* No clock runs, no move is taken. */
  gint64 white = chimera_game_get_clock (game, CE_WHITE);
  gint64 black = chimera_game_get_clock (game, CE_BLACK);
  g_assert_cmpint (black, ==, 260000);
  spin (0.3);
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, white);
  g_assert_cmpint (chimera_game_get_clock (game, CE_BLACK), ==, black);
  g_assert_false (chimera_game_check_time (game));
  CePosition pos = *chimera_game_get_position (game);
  CeMove move;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&pos, "b8c6", &move, err));
  g_assert_false (chimera_game_play (game, move));

  /* Saved back with its result, its Termination and every other tag. */
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_test_message ("%s", pgn);
  g_assert_nonnull (strstr (pgn, "[Result \"0-1\"]"));
  g_assert_nonnull (strstr (pgn, "[Termination \"normal\"]"));
  g_assert_nonnull (strstr (pgn, "[Annotator \"Cy\"]"));
  g_assert_nonnull (strstr (pgn, "White resigns."));
  g_assert_true (g_str_has_suffix (g_strchomp (pgn), "0-1"));
  close_window (win);
}

/* A Termination tag names the reason; set_result ends a game like the
 * rules do: "finished" and notify::result, once. */
static void
count (int *n)
{
  (*n)++;
}

static void
test_set_result (void)
{
  ChimeraWindow *win = new_window ();
  g_autoptr (GFile) file
    = write_file ("adjudicated.pgn",
                  "[Result \"1/2-1/2\"]\n[Termination \"adjudication\"]\n\n1. e4 e5 1/2-1/2\n");
  gtk_window_present (GTK_WINDOW (win));
  g_assert_true (chimera_window_open_file (win, file));
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpint (chimera_game_get_result (game, NULL), ==, CE_RESULT_DRAW);
  g_assert_cmpstr (chimera_game_get_result_reason (game), ==, "adjudication");
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[Termination \"adjudication\"]"));
  g_assert_nonnull (strstr (pgn, "[Result \"1/2-1/2\"]"));
  save_png (GTK_WIDGET (win), "finished-elsewhere.png");
  close_window (win);

  g_autoptr (ChimeraGame) g = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_game_set_clock (g, 60000, 0);
  play (g, "e2e4");
  int finished = 0, notified = 0;
  g_signal_connect_swapped (g, "finished", G_CALLBACK (count), &finished);
  g_signal_connect_swapped (g, "notify::result", G_CALLBACK (count), &notified);
  chimera_game_set_result (g, CE_RESULT_WHITE_WINS, "resignation");
  chimera_game_set_result (g, CE_RESULT_BLACK_WINS, "agreement");
  g_assert_cmpint (finished, ==, 1);
  g_assert_cmpint (notified, ==, 1);
  g_assert_cmpint (chimera_game_get_result (g, NULL), ==, CE_RESULT_WHITE_WINS);
  g_autofree char *written = chimera_game_to_pgn (g);
  g_assert_nonnull (strstr (written, "[Termination \"resignation\"]"));
  g_assert_nonnull (strstr (written, "[Result \"1-0\"]"));
  /* Read back, it is still over, for the same reason. */
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGameRecords) records
    = chimera_game_records_parse (written, strlen (written), &error);
  g_assert_no_error (error);
  g_autoptr (ChimeraGame) back = chimera_game_new_from_record (&records->games[0]);
  g_assert_cmpint (chimera_game_get_result (back, NULL), ==, CE_RESULT_WHITE_WINS);
  g_assert_cmpstr (chimera_game_get_result_reason (back), ==, "resignation");

  /* A mate keeps its Termination too. */
  static const char mate[] = "[Result \"0-1\"]\n[Termination \"normal\"]\n\n"
                             "1. f3 e5 2. g4 Qh4# 0-1\n";
  g_autoptr (ChimeraGameRecords) mated = chimera_game_records_parse (mate, strlen (mate), &error);
  g_assert_no_error (error);
  g_autoptr (ChimeraGame) m = chimera_game_new_from_record (&mated->games[0]);
  CeEndReason why = CE_END_NONE;
  g_assert_cmpint (chimera_game_get_result (m, &why), ==, CE_RESULT_BLACK_WINS);
  g_assert_cmpint (why, ==, CE_END_CHECKMATE);
  g_autofree char *mate_pgn = chimera_game_to_pgn (m);
  g_assert_nonnull (strstr (mate_pgn, "[Termination \"normal\"]"));
}

/* ---- 3. an autosave that fails ---- */

/* Makes saving to `path` fail for anyone, root included: a folder where
 * the file should be. */
static void
block (const char *path)
{
  g_remove (path);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_autofree char *inside = g_build_filename (path, "keep", NULL);
  g_assert_true (g_file_set_contents (inside, "", 0, NULL));
}

static void
unblock (const char *path)
{
  g_autofree char *inside = g_build_filename (path, "keep", NULL);
  g_remove (inside);
  g_assert_cmpint (g_rmdir (path), ==, 0);
}

static void
take_shots (GtkWidget *win, const char *name)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      spin (0.3);
      g_autofree char *file = g_strdup_printf ("%s-%s.png", name, dark ? "dark" : "light");
      save_png (win, file);
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static void
test_autosave_failure (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "chimera-fail", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_autofree char *path = g_build_filename (dir, "current-game.pgn", NULL);
  g_autoptr (GFile) autosave = g_file_new_for_path (path);

  ChimeraWindow *win = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (win), 900, 640);
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (ChimeraGame) chess = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, chess);
  chimera_window_start_autosave (win, autosave);
  spin (0.1);
  GtkWidget *banner = find_descendant (GTK_WIDGET (win), GTK_TYPE_REVEALER);
  g_assert_nonnull (banner);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));

  block (path);
  ChimeraGame *game = chimera_window_get_game (win);
  play (game, "e2e4");
  spin (0.3);
  /* Said at once, naming the file and not a temporary one. */
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_true (chimera_window_has_unsaved_moves (win));
  GtkWidget *label = NULL;
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_revealer_get_child (GTK_REVEALER (banner)));
       w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w))
      label = w;
  const char *text = gtk_label_get_label (GTK_LABEL (label));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "current-game.pgn"));
  g_assert_null (strstr (text, "current-game.pgn."));
  take_shots (GTK_WIDGET (win), "autosave-failed");

  /* It stays while saving keeps failing. */
  play (game, "e7e5");
  spin (0.3);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));

  /* Closing asks; Cancel keeps the window. */
  gtk_window_close (GTK_WINDOW (win));
  spin (0.1);
  AdwMessageDialog *ask = find_message ("Quit");
  g_assert_nonnull (ask);
  g_object_ref (ask);
  take_shots (GTK_WIDGET (ask), "quit-unsaved");
  adw_message_dialog_response (ask, "cancel");
  gtk_window_close (GTK_WINDOW (ask));
  g_object_unref (ask);
  spin (0.1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win)));

  /* The folder is back: the next try succeeds and the bar goes. */
  unblock (path);
  play (game, "g1f3");
  spin (0.3);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_false (chimera_window_has_unsaved_moves (win));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* A failure again; then Save As elsewhere puts the moves on disk. */
  g_remove (path);
  block (path);
  play (game, "b8c6");
  spin (0.3);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_autofree char *elsewhere_path = g_build_filename (g_get_user_data_dir (), "rescued.pgn", NULL);
  g_autoptr (GFile) elsewhere = g_file_new_for_path (elsewhere_path);
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_save_to (win, elsewhere, &error));
  g_assert_no_error (error);
  spin (0.1);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_false (chimera_window_has_unsaved_moves (win));

  /* One more move, still failing: Quit Anyway closes. */
  play (game, "f1c4");
  spin (0.3);
  g_assert_true (chimera_window_has_unsaved_moves (win));
  gtk_window_close (GTK_WINDOW (win));
  spin (0.1);
  ask = find_message ("Quit");
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "quit");
  spin (0.1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (win)));
  g_object_unref (win);
  unblock (path);
}

/* A data folder that is read-only (chmod 0555; root saves as nobody
 * meanwhile, as permissions do not stop root): the bar shows, and goes
 * once the folder is writable again. */
static void
test_autosave_read_only_folder (void)
{
  g_autofree char *top = g_dir_make_tmp ("chimera-data-XXXXXX", NULL);
  g_assert_nonnull (top);
  g_assert_cmpint (g_chmod (top, 0755), ==, 0);
  g_autofree char *dir = g_build_filename (top, "chimera", NULL);
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_autofree char *path = g_build_filename (dir, "current-game.pgn", NULL);
  g_autoptr (GFile) autosave = g_file_new_for_path (path);
  ChimeraWindow *win = new_window ();
  g_autoptr (ChimeraGame) chess = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, chess);
  chimera_window_start_autosave (win, autosave);
  spin (0.1);
  GtkWidget *banner = find_descendant (GTK_WIDGET (win), GTK_TYPE_REVEALER);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  gboolean root = geteuid () == 0;
  if (root)
    g_assert_cmpint (seteuid (65534), ==, 0);
  play (chess, "e2e4");
  spin (0.2); /* the autosave runs at the next idle */
  if (root)
    g_assert_cmpint (seteuid (0), ==, 0);
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_true (chimera_window_has_unsaved_moves (win));
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  play (chess, "e7e5");
  spin (0.2);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (banner)));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  close_window (win);
  g_remove (path);
  g_rmdir (dir);
  g_rmdir (top);
}

/* app.quit asks as well while a window has moves nowhere on disk. */
static void
test_app_quit_asks (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  g_autofree char *path
    = g_build_filename (g_get_user_data_dir (), "chimera-quit", "current-game.pgn", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_autoptr (GFile) autosave = g_file_new_for_path (path);
  g_autoptr (ChimeraGame) chess = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, chess);
  chimera_window_start_autosave (win, autosave);
  spin (0.1);
  block (path);
  play (chess, "e2e4");
  spin (0.2);
  g_assert_true (chimera_window_has_unsaved_moves (win));
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin (0.1);
  AdwMessageDialog *ask = find_message ("Quit");
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "cancel");
  gtk_window_close (GTK_WINDOW (ask));
  spin (0.1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win)));
  unblock (path);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* A window whose game lives in a file (opened from it, no autosave) asks
 * before closing with changes made since: Cancel keeps the window, Save
 * writes the file and closes, Discard closes and leaves the file as it
 * was.  Unchanged, it closes without asking. */
/* A window of its own (no autosave) showing the game in `file`. */
static ChimeraWindow *
window_with_file (GFile *file)
{
  ChimeraWindow *win = new_window ();
  gtk_window_set_default_size (GTK_WINDOW (win), 900, 640);
  gtk_window_present (GTK_WINDOW (win));
  g_assert_true (chimera_window_open_file (win, file));
  spin (0.1);
  return win;
}

static void
test_file_window_asks (void)
{
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "kept-in-a-file.pgn", NULL);
  const char *text = "[Event \"Kept\"]\n\n1. e4 e5 *\n";
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);

  ChimeraWindow *win = window_with_file (file);
  g_assert_false (chimera_window_has_unsaved_moves (win));
  play (chimera_window_get_game (win), "g1f3");
  g_assert_true (chimera_window_has_unsaved_moves (win));

  gtk_window_close (GTK_WINDOW (win));
  spin (0.1);
  AdwMessageDialog *ask = find_message ("Save Changes");
  g_assert_nonnull (ask);
  g_test_message ("%s", adw_message_dialog_get_body (ask));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ask), "kept-in-a-file.pgn"));
  take_shots (GTK_WIDGET (ask), "save-changes");
  adw_message_dialog_response (ask, "cancel");
  spin (0.1);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (win)));

  gtk_window_close (GTK_WINDOW (win));
  spin (0.1);
  ask = find_message ("Save Changes");
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "save");
  spin (0.1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (win)));
  g_autofree char *saved = NULL;
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "2. Nf3"));
  g_object_unref (win);

  /* Discard: the file keeps what it had. */
  win = window_with_file (file);
  play (chimera_window_get_game (win), "b8c6");
  gtk_window_close (GTK_WINDOW (win));
  spin (0.1);
  ask = find_message ("Save Changes");
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "discard");
  spin (0.1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (win)));
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (path, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, saved);
  g_object_unref (win);

  /* Unchanged since it was opened: no question. */
  win = window_with_file (file);
  gtk_window_close (GTK_WINDOW (win));
  spin (0.1);
  g_assert_null (find_message ("Save Changes"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (win)));
  g_object_unref (win);
  g_remove (path);
}

/* app.quit asks in each window with unsaved changes in turn, and quits
 * once the last has been answered. */
static void
test_app_quit_asks_each_window (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_application_hold (G_APPLICATION (app));
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  ChimeraWindow *wins[2];
  g_autofree char *paths[2];
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *name = g_strdup_printf ("quit-each-%d.pgn", i);
      paths[i] = g_build_filename (g_get_user_data_dir (), name, NULL);
      g_assert_true (g_file_set_contents (paths[i], "[Event \"E\"]\n\n1. d4 *\n", -1, NULL));
      g_autoptr (GFile) file = g_file_new_for_path (paths[i]);
      wins[i] = chimera_window_new (GTK_APPLICATION (app));
      g_object_add_weak_pointer (G_OBJECT (wins[i]), (gpointer *) &wins[i]);
      gtk_window_present (GTK_WINDOW (wins[i]));
      g_assert_true (chimera_window_open_file (wins[i], file));
      spin (0.1);
      play (chimera_window_get_game (wins[i]), "d7d5");
    }
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  spin (0.1);
  AdwMessageDialog *ask = find_message ("Save Changes");
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "discard");
  spin (0.1);
  g_assert_true (wins[0] == NULL || wins[1] == NULL);
  g_assert_false (wins[0] == NULL && wins[1] == NULL);
  ask = find_message ("Save Changes");
  g_assert_nonnull (ask);
  adw_message_dialog_response (ask, "save");
  spin (0.1);
  g_assert_null (find_message ("Save Changes"));
  for (int i = 0; i < 2; i++)
    g_remove (paths[i]);
  g_application_release (G_APPLICATION (app));
}

/* The error of a save names the person's file; a writable file in a
 * folder that is not is still saved, in place. */
static void
test_save_error_names_the_file (void)
{
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4");
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "ro", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_autofree char *path = g_build_filename (dir, "mine.pgn", NULL);
  block (path);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_false (chimera_game_save (game, file, &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "mine.pgn"));
  g_assert_null (strstr (error->message, "mine.pgn."));
  g_clear_error (&error);
  unblock (path);
}

/* A writable file in a read-only folder: there is no room for a temporary
 * file beside it, so it is rewritten in place.  Root writes anywhere, so
 * root saves as nobody (effective uid only, taken back after). */
static void
test_save_in_read_only_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("chimera-ro-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_autofree char *path = g_build_filename (dir, "mine.pgn", NULL);
  g_autofree char *probe = g_build_filename (dir, "probe", NULL);
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0666), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  gboolean root = geteuid () == 0;
  if (root)
    g_assert_cmpint (seteuid (65534), ==, 0);
  g_assert_false (g_file_set_contents (probe, "", 0, NULL));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  play (game, "e2e4");
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  gboolean saved = chimera_game_save (game, file, &error);
  if (root)
    g_assert_cmpint (seteuid (0), ==, 0);
  g_chmod (dir, 0755);
  g_assert_no_error (error);
  g_assert_true (saved);
  g_autofree char *text = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "1. e4"));
  g_remove (path);
  g_rmdir (dir);
}

/* ---- 4. paste ---- */

static void
test_paste_too_large (void)
{
  ChimeraWindow *win = new_window ();
  ChimeraGame *before = chimera_window_get_game (win);
  gsize size = 600 * 1024;
  g_autofree char *text = g_malloc (size + 1);
  memset (text, ' ', size);
  text[size] = '\0';
  memcpy (text, "1. e4 *", 7);
  g_autoptr (GError) paste_error = NULL;
  g_assert_false (chimera_window_paste_text (win, text, &paste_error));
  g_assert_nonnull (paste_error);

  g_test_message ("%s", paste_error->message);
  g_assert_true (chimera_window_get_game (win) == before);

  /* Open reads a file in pieces, with no such limit (in a thread, for a
   * file this large). */
  g_autoptr (GFile) file = write_file ("big.pgn", text);
  g_assert_true (chimera_window_open_file (win, file));
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (chimera_window_get_game (win) == before && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (chimera_game_get_record (chimera_window_get_game (win))->nmoves, ==, 1);
  close_window (win);
}

static gboolean
tick (gpointer data)
{
  (*(int *) data)++;
  return G_SOURCE_CONTINUE;
}

/* A large collection is read off the main loop, which keeps running. */
static void
test_paste_large_collection (void)
{
  ChimeraWindow *win = new_window ();
  GString *text = g_string_new (NULL);
  for (int i = 0; text->len < 200 * 1024; i++)
    g_string_append_printf (text,
                            "[Event \"Game %d\"]\n[White \"A\"]\n[Black \"B\"]\n\n"
                            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *\n\n",
                            i);
  int ticks = 0;
  guint id = g_timeout_add (5, tick, &ticks);
  gint64 start = g_get_monotonic_time ();
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_paste_text (win, text->str, &error));
  gint64 took = g_get_monotonic_time () - start;
  g_test_message ("paste_text returned after %" G_GINT64_FORMAT " µs", took);
  g_assert_null (find_picker ());
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (!find_picker () && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  GtkWindow *picker = find_picker ();
  g_assert_nonnull (picker);
  g_test_message ("parsed after %" G_GINT64_FORMAT " ms, %d ticks meanwhile",
                  (g_get_monotonic_time () - start) / 1000, ticks);
  g_assert_cmpint (ticks, >, 0);
  chimera_game_picker_choose (picker, 3);
  g_assert_cmpstr (chimera_game_get_tag (chimera_window_get_game (win), "Event"), ==, "Game 3");
  g_source_remove (id);

  /* The game changed meanwhile: the late result is dropped. */
  g_string_truncate (text, 24 * 1024);
  g_assert_true (chimera_window_paste_text (win, text->str, &error));
  g_autoptr (ChimeraGame) other = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, other);
  spin (3);
  g_assert_null (find_picker ());
  g_assert_true (chimera_window_get_game (win) == other);
  g_string_free (text, TRUE);
  close_window (win);
}

/* ---- 5. bytes that are not UTF-8 ---- */

static void
test_invalid_utf8 (void)
{
  ChimeraWindow *win = new_window ();
  gtk_window_present (GTK_WINDOW (win));
  static const char bad[] = "[Event \"Caf\xe9\"]\n[White \"M\xfcller\"]\n[Black \"\xff\xfe\"]\n"
                            "[Result \"1-0\"]\n[Termination \"r\xe9sign\xe9\"]\n\n"
                            "1. e4 {caf\xe9} e5 1-0\n\n"
                            "[Event \"Two\"]\n\n1. d4 *\n";
  g_autoptr (GFile) file = write_file ("latin1.pgn", bad);
  g_assert_true (chimera_window_open_file (win, file));
  GtkWindow *picker = find_picker ();
  g_assert_nonnull (picker);
  spin (0.2);
  save_png (GTK_WIDGET (picker), "picker-invalid-utf8.png");
  chimera_game_picker_choose (picker, 0);
  ChimeraGame *game = chimera_window_get_game (win);
  const char *white = chimera_game_get_tag (game, "White");
  g_assert_true (g_utf8_validate (white, -1, NULL));
  g_assert_nonnull (strstr (white, "\xef\xbf\xbd"));
  g_assert_true (g_utf8_validate (chimera_game_get_comment (game, 1), -1, NULL));
  g_assert_true (g_utf8_validate (chimera_game_get_result_reason (game), -1, NULL));
  spin (0.2);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_true (g_utf8_validate (pgn, -1, NULL));
  close_window (win);
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The app's stylesheet, as AdwApplication would load it. */
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/chimera/Chimera/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_test_add_func ("/ui/app-files/picker-closed-after-choice", test_picker_closed_after_choice);
  g_test_add_func ("/ui/app-files/picker-row-activated-after-paste",
                   test_picker_row_activated_after_paste);
  g_test_add_func ("/ui/app-files/picker-outlives-window", test_picker_outlives_window);
  g_test_add_func ("/ui/app-files/undo-replace-after-change", test_undo_replace_after_change);
  g_test_add_func ("/ui/app-files/finished-game", test_finished_game_keeps_its_end);
  g_test_add_func ("/ui/app-files/set-result", test_set_result);
  g_test_add_func ("/ui/app-files/autosave-failure", test_autosave_failure);
  g_test_add_func ("/ui/app-files/autosave-read-only-folder", test_autosave_read_only_folder);
  g_test_add_func ("/ui/app-files/app-quit-asks", test_app_quit_asks);
  g_test_add_func ("/ui/app-files/file-window-asks", test_file_window_asks);
  g_test_add_func ("/ui/app-files/app-quit-asks-each-window", test_app_quit_asks_each_window);
  g_test_add_func ("/ui/app-files/save-error-names-file", test_save_error_names_the_file);
  g_test_add_func ("/ui/app-files/save-in-read-only-folder", test_save_in_read_only_folder);
  g_test_add_func ("/ui/app-files/paste-too-large", test_paste_too_large);
  g_test_add_func ("/ui/app-files/paste-large-collection", test_paste_large_collection);
  g_test_add_func ("/ui/app-files/invalid-utf8", test_invalid_utf8);
  int status = g_test_run ();
  return status;
}

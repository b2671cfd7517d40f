/* SPDX-License-Identifier: GPL-3.0-or-later
 * Opening collections in the app (issue 17): thousands of games listed
 * and one of them opened from its place in the file, bad games marked in
 * the list, and endless or special files refused with a message.
 * CHIMERA_BENCH_PGN=file measures opening that file (time, peak memory).
 */
#include "config.h"

#include "chimera-window.h"
#include "files-test.h"
#include "game-picker.h"
#include "screenshot.h"

#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>

static ChimeraWindow *
new_window (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  gtk_window_present (GTK_WINDOW (win));
  return win;
}

static void
close_window (ChimeraWindow *win)
{
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

/* The visible message dialog whose heading contains `heading`, waiting
 * up to `seconds` for it. */
static AdwMessageDialog *
wait_message (const char *heading, double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  do
    {
      GListModel *list = gtk_window_get_toplevels ();
      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr (GtkWindow) w = g_list_model_get_item (list, i);
          if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w))
              && strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)), heading))
            return ADW_MESSAGE_DIALOG (w);
        }
      g_main_context_iteration (NULL, FALSE);
    }
  while (g_get_monotonic_time () < end);
  return NULL;
}

static GtkWindow *
wait_picker (double seconds)
{
  gint64 end = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);
  while (!find_picker () && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  return find_picker ();
}

static int
count_rows (GtkListBox *list)
{
  int n = 0;
  while (gtk_list_box_get_row_at_index (list, n))
    n++;
  return n;
}

/* Thousands of games: listed in a thread while the window runs, and the
 * last one opens as it was written. */
static void
test_thousands (void)
{
  ChimeraWindow *win = new_window ();
  const int n = 4000;
  GString *text = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    g_string_append_printf (text,
                            "[Event \"Game %d\"]\n[White \"A%d\"]\n[Black \"B\"]\n"
                            "[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 "
                            "5. O-O Be7 {a comment to make the game a little longer, as real "
                            "games are} 6. Re1 b5 7. Bb3 d6 8. c3 O-O%s *\n\n",
                            i, i, i == n - 1 ? " 9. h3" : "");
  g_test_message ("%d games, %zu bytes", n, text->len);
  g_autoptr (GFile) file = write_file ("thousands.pgn", text->str);
  g_string_free (text, TRUE);
  gint64 start = g_get_monotonic_time ();
  g_assert_true (chimera_window_open_file (win, file));
  GtkWindow *picker = wait_picker (60);
  g_assert_nonnull (picker);
  g_test_message ("picker after %" G_GINT64_FORMAT " ms", (g_get_monotonic_time () - start) / 1000);
  g_assert_nonnull (
    strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (picker)), "holds 4000 games"));
  save_png (GTK_WIDGET (picker), "picker-thousands.png");
  chimera_game_picker_choose (picker, n - 1);
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_game_get_tag (game, "Event"), ==, "Game 3999");
  g_assert_cmpstr (chimera_game_get_tag (game, "White"), ==, "A3999");
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 17);
  close_window (win);
}

/* Two bad games among good ones: listed in their place, not to be
 * chosen, saying where and what; the good ones open. */
static void
test_bad_games (void)
{
  ChimeraWindow *win = new_window ();
  static const char text[]
    = "[Event \"One\"]\n\n1. e4 *\n\n"
      "[Event \"Two\"]\n[Variant \"No such variant\"]\n\n1. e4 *\n\n"
      "[Event \"Three\"]\n\n1. d4 *\n\n"
      "[Event \"Four\"]\n[SetUp \"1\"]\n[FEN \"not a position\"]\n\n1. e4 *\n\n"
      "[Event \"Five\"]\n\n1. c4 *\n";
  g_autoptr (GFile) file = write_file ("bad-games.pgn", text);
  g_assert_true (chimera_window_open_file (win, file));
  GtkWindow *picker = wait_picker (10);
  g_assert_nonnull (picker);
  GtkListBox *list = GTK_LIST_BOX (find_descendant (GTK_WIDGET (picker), GTK_TYPE_LIST_BOX));
  g_assert_cmpint (count_rows (list), ==, 5);
  const int bad_line[] = { 0, 6, 0, 16, 0 };
  for (int i = 0; i < 5; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, i);
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
      g_test_message ("row %d: %s", i, subtitle);
      g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (row)) == (bad_line[i] == 0));
      if (bad_line[i])
        {
          g_autofree char *where = g_strdup_printf ("Line %d, column ", bad_line[i]);
          g_assert_true (g_str_has_prefix (subtitle, where));
        }
    }
  if (g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    spin (0.5); /* drawn before it is shown in a picture */
  save_png (GTK_WIDGET (picker), "picker-bad-games.png");
  chimera_game_picker_choose (picker, 4);
  g_assert_cmpstr (chimera_game_get_tag (chimera_window_get_game (win), "Event"), ==, "Five");
  close_window (win);
}

/* Endless NUL bytes (the reader's "not PGN text" rule) and a directory:
 * a message, in a few seconds, and the game on the board stays. */
static void
test_special_files (void)
{
  ChimeraWindow *win = new_window ();
  ChimeraGame *before = chimera_window_get_game (win);
  g_autoptr (GFile) zero = g_file_new_for_path ("/dev/zero");
  chimera_window_open_file (win, zero);
  AdwMessageDialog *shown = wait_message ("zero", 30);
  g_assert_nonnull (shown);
  g_test_message ("/dev/zero: %s", adw_message_dialog_get_body (shown));
  const char *body = adw_message_dialog_get_body (shown);
  g_assert_true (strstr (body, "PGN") || strstr (body, "too long"));
  gtk_window_destroy (GTK_WINDOW (shown));

  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "folder.pgn", NULL);
  g_assert_cmpint (g_mkdir_with_parents (path, 0700), ==, 0);
  g_autoptr (GFile) dir = g_file_new_for_path (path);
  g_assert_false (chimera_window_open_file (win, dir));
  shown = wait_message ("folder.pgn", 5);
  g_assert_nonnull (shown);
  g_test_message ("directory: %s", adw_message_dialog_get_body (shown));
  gtk_window_destroy (GTK_WINDOW (shown));
  g_assert_true (chimera_window_get_game (win) == before);
  close_window (win);
}

static gpointer
write_fifo (gpointer path)
{
  /* Blocks until the app opens the pipe for reading. */
  FILE *f = fopen (path, "w");
  g_assert_nonnull (f);
  fputs ("[Event \"Piped\"]\n\n1. e4 e5 *\n", f);
  fclose (f);
  return NULL;
}

/* A pipe: Open returns at once (the thread waits for the writer), and
 * the game comes when the writer is done. */
static void
test_fifo (void)
{
  ChimeraWindow *win = new_window ();
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "pipe.pgn", NULL);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  gint64 start = g_get_monotonic_time ();
  g_assert_true (chimera_window_open_file (win, file));
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
  spin (0.1);
  GThread *writer = g_thread_new ("fifo", write_fifo, path);
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (g_strcmp0 (chimera_game_get_tag (chimera_window_get_game (win), "Event"), "Piped") != 0
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_thread_join (writer);
  g_assert_cmpstr (chimera_game_get_tag (chimera_window_get_game (win), "Event"), ==, "Piped");
  g_assert_cmpint (chimera_game_get_record (chimera_window_get_game (win))->nmoves, ==, 2);
  close_window (win);
}

/* CHIMERA_BENCH_PGN=big.pgn: the time until the list shows, and the
 * process's peak memory. */
static void
test_bench (void)
{
  const char *path = g_getenv ("CHIMERA_BENCH_PGN");
  if (!path)
    {
      g_test_skip ("CHIMERA_BENCH_PGN not set");
      return;
    }
  ChimeraWindow *win = new_window ();
  spin (0.2);
  struct rusage before;
  getrusage (RUSAGE_SELF, &before);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  gint64 start = g_get_monotonic_time ();
  g_assert_true (chimera_window_open_file (win, file));
  GtkWindow *picker = wait_picker (600);
  g_assert_nonnull (picker);
  gint64 took = (g_get_monotonic_time () - start) / 1000;
  struct rusage after;
  getrusage (RUSAGE_SELF, &after);
  g_test_message ("%s: picker after %" G_GINT64_FORMAT " ms (%s); peak RSS %ld MB before, %ld "
                  "MB after",
                  path, took, adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (picker)),
                  before.ru_maxrss / 1024, after.ru_maxrss / 1024);
  /* The last game: read from its span near the end of the file. */
  const char *body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (picker));
  const char *holds = strstr (body, "holds ");
  g_assert_nonnull (holds);
  int n = atoi (holds + 6);
  start = g_get_monotonic_time ();
  chimera_game_picker_choose (picker, n - 1);
  g_test_message ("game %d opened in %" G_GINT64_FORMAT " ms, %d half-moves", n,
                  (g_get_monotonic_time () - start) / 1000,
                  chimera_game_get_record (chimera_window_get_game (win))->nmoves);
  close_window (win);
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/collections/thousands", test_thousands);
  g_test_add_func ("/ui/collections/bad-games", test_bad_games);
  g_test_add_func ("/ui/collections/special-files", test_special_files);
  g_test_add_func ("/ui/collections/fifo", test_fifo);
  g_test_add_func ("/ui/collections/bench", test_bench);
  int status = g_test_run ();
  return status;
}

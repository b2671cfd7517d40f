/* SPDX-License-Identifier: GPL-3.0-or-later
 * Games kept in files: a game written and read back is the same game
 * (moves, players, clocks, tags, comments); the window autosaves after every
 * move and a new window restores it; bad files and bad clipboard text leave
 * the current game alone; a collection offers a choice; a replaced game can
 * be brought back; saved files show up among the recent ones.
 */
#include "config.h"

#include "chimera-window.h"
#include "game-pgn.h"
#include "files-test.h"
#include "game-picker.h"
#include "notation.h"
#include "same-game.h"
#include "screenshot.h"

#include <glib/gstdio.h>
/* The file chooser GtkFileChooserNative shows when there is no portal. */
#define GDK_DISABLE_DEPRECATION_WARNINGS
#include <stdlib.h>

/* Seconds a wait for the app may take before the test fails: far more
 * than a 2-core machine at load 40 needs.  Each wait ends as soon as its
 * condition holds. */
#define PATIENCE_S 60

static void
spin_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
file_has_moves (GFile *file, int n)
{
  g_autoptr (ChimeraGame) g = chimera_game_restore (file, NULL);
  return g && chimera_game_get_record (g)->nmoves == n;
}

/* Every move is written at once; a new window restores the game exactly,
 * with the computer still playing its side. */
static void
test_autosave_and_restore (void)
{
  g_autoptr (GFile) file = chimera_game_autosave_file ();
  g_file_delete (file, NULL, NULL);

  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  chimera_window_start_autosave (win, file);
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("diagonal"), 0, 0);
  chimera_game_set_clock (game, 120000, 1000);
  chimera_window_set_game (win, game);
  play (game, "c3d4");
  spin_idle ();
  g_assert_true (file_has_moves (file, 1));
  play (game, "f6e5");
  spin_idle ();
  g_assert_true (file_has_moves (file, 2));
  /* Closing writes the clocks as they stand. */
  gint64 closed_at = g_get_monotonic_time ();
  gint64 left[2]
    = { chimera_game_get_clock (game, CE_WHITE), chimera_game_get_clock (game, CE_BLACK) };
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);

  ChimeraWindow *again = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  chimera_window_start_autosave (again, file);
  ChimeraGame *restored = chimera_window_get_game (again);
  assert_same_game (game, restored);
  /* The waiting side's clock is exactly as it was; the running one has
   * lost at most the time since the close (however slow this machine). */
  gint64 since = (g_get_monotonic_time () - closed_at) / 1000;
  g_assert_cmpint (chimera_game_get_clock (restored, CE_BLACK), ==, left[CE_BLACK]);
  g_assert_cmpint (chimera_game_get_clock (restored, CE_WHITE), <=, left[CE_WHITE] + 1);
  g_assert_cmpint (chimera_game_get_clock (restored, CE_WHITE), >=, left[CE_WHITE] - since - 1);
  gtk_window_destroy (GTK_WINDOW (again));
  g_object_unref (again);
}

/* A broken autosave is set aside, not lost and not fatal. */
static void
test_broken_autosave (void)
{
  g_autoptr (GFile) file = chimera_game_autosave_file ();
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = g_path_get_dirname (path);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "[Event \"x\"]\n1. e4 e5 2. Qh9 *\n", -1, NULL));
  g_test_expect_message ("Chimera", G_LOG_LEVEL_WARNING, "*could not be restored*");
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  chimera_window_start_autosave (win, file);
  g_test_assert_expected_messages ();
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_cmpint (chimera_game_get_record (chimera_window_get_game (win))->nmoves, ==, 0);
  spin_idle ();
  g_assert_true (file_has_moves (file, 0));
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

static GtkWindow *
find_dialog (GType type)
{
  GListModel *list = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (list, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

/* A malformed file says where and what, and the game on the board stays. */
static void
test_open_malformed (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  ChimeraGame *before = chimera_window_get_game (win);
  play (before, "e2e5");
  g_autoptr (GFile) file = write_file ("bad.pgn", "[Variant \"Chess\"]\n\n1. e4 e5 2. Nf6 *\n");
  g_assert_false (chimera_window_open_file (win, file));
  g_assert_true (chimera_window_get_game (win) == before);
  g_assert_cmpint (chimera_game_get_record (before)->nmoves, ==, 1);
  GtkWindow *dialog = find_dialog (ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (dialog);
  save_png (GTK_WIDGET (dialog), "open-error.png");
  const char *body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("%s", body);
  g_assert_true (g_str_has_prefix (body, "Line 3, column 13: "));
  g_assert_nonnull (
    strstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), "bad.pgn"));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

/* A collection asks which game; the chosen one opens with its tags, as a
 * game between people, and without the collection as its file. */
static void
test_open_collection_and_undo (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  ChimeraGame *before = g_object_ref (chimera_window_get_game (win));
  play (before, "e2e5");
  g_autoptr (GFile) file = write_file ("two.pgn", collection);
  g_assert_true (chimera_window_open_file (win, file));
  GtkWindow *picker = find_picker ();
  g_assert_nonnull (picker);
  g_assert_true (chimera_window_get_game (win) == before);
  save_png (GTK_WIDGET (picker), "game-picker.png");
  chimera_game_picker_choose (picker, 1);
  ChimeraGame *opened = chimera_window_get_game (win);
  g_assert_true (opened != before);
  g_assert_cmpstr (chimera_game_get_variant (opened)->def->id, ==, "diamond");
  g_assert_cmpint (chimera_game_get_record (opened)->nmoves, ==, 1);
  g_assert_cmpstr (chimera_game_get_tag (opened, "Event"), ==, "Two");
  g_assert_cmpint (chimera_game_get_level (opened, CE_WHITE), ==, 0);
  g_assert_cmpint (chimera_game_get_level (opened, CE_BLACK), ==, 0);

  /* The replaced game comes back from the toast's Undo. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.undo-replace", NULL));
  g_assert_true (chimera_window_get_game (win) == before);
  g_object_unref (before);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

/* A position pasted while playing the computer goes on against it: the
 * same levels and the same clock, started afresh, in the variant of the
 * position. */
static void
test_paste_keeps_opponent (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  g_autoptr (ChimeraGame) vs = chimera_game_new (ce_variant_get ("chess"), 0, 3);
  chimera_game_set_clock (vs, 300000, 2000);
  chimera_window_set_game (win, vs);
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_paste_text (
    win, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1", &error));
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_true (game != vs);
  g_assert_cmpint (chimera_game_get_level (game, CE_WHITE), ==, 0);
  g_assert_cmpint (chimera_game_get_level (game, CE_BLACK), ==, 3);
  g_assert_cmpint (chimera_game_get_base_time (game), ==, 300000);
  g_assert_cmpint (chimera_game_get_increment (game), ==, 2000);
  g_assert_cmpint (chimera_game_get_clock (game, CE_WHITE), ==, 300000);

  /* Another variant's position: the same players. */
  g_assert_true (chimera_window_paste_text (
    win, "****k****/***anv***/**pprpp**/*3p3*/4*4/*3P3*/**PPRPP**/***ANV***/****K**** w - - 0 1",
    &error));
  game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_game_get_variant (game)->def->id, ==, "diamond");
  g_assert_cmpint (chimera_game_get_level (game, CE_BLACK), ==, 3);
  g_assert_true (chimera_game_has_clock (game));
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

/* Paste takes a position string of any variant or a PGN game; anything
 * else is refused with the reason and changes nothing. */
static void
test_paste (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_paste_text (
    win,
    "  ****k****/***anv***/**pprpp**/*3p3*/4*4/*3P3*/**PPRPP**/***ANV***/****K**** b - - 0 1\n",
    &error));
  g_assert_no_error (error);
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_game_get_variant (game)->def->id, ==, "diamond");

  g_assert_true (chimera_window_paste_text (win, collection + 0, &error));
  GtkWindow *picker = find_picker ();
  g_assert_nonnull (picker);
  chimera_game_picker_choose (picker, 0);
  game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_game_get_variant (game)->def->id, ==, "zonex");
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 2);

  g_assert_false (chimera_window_paste_text (win, "1. e4 Ke9 *", &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "Line 1, column 7"));
  g_assert_true (chimera_window_get_game (win) == game);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

/* A .pgn file dropped on the window opens, through the window's own drop
 * target. */
static void
test_drop_file (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  g_autoptr (GFile) file
    = write_file ("dropped.pgn", "[Variant \"Diagonal Chess\"]\n\n1. c3d4 *\n");
  GtkDropTarget *target = NULL;
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (win));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !target; i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_DROP_TARGET (c))
        target = GTK_DROP_TARGET (c);
    }
  g_assert_nonnull (target);
  GSList *files = g_slist_prepend (NULL, file);
  GValue value = G_VALUE_INIT;
  g_value_init (&value, GDK_TYPE_FILE_LIST);
  g_value_take_boxed (&value, gdk_file_list_new_from_list (files));
  g_slist_free (files);
  gboolean accepted = FALSE;
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &accepted);
  g_value_unset (&value);
  g_assert_true (accepted);
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_game_get_variant (game)->def->id, ==, "diagonal");
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

static GtkWindow *
find_file_chooser (void)
{
  GListModel *list = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (list, i);
      if (GTK_IS_FILE_CHOOSER (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
chooser_shown (gpointer data)
{
  return find_file_chooser () != NULL;
}

/* Whether the chooser has settled on its first folder: until then it
 * would put that folder over one the test chooses. */
static gboolean
chooser_has_folder (gpointer chooser)
{
  g_autoptr (GFile) folder = gtk_file_chooser_get_current_folder (chooser);
  return folder != NULL;
}

typedef struct
{
  GtkWindow *chooser;
  GFile *file;
} Choice;

/* Whether the chooser would answer with the file (its selection lands
 * once the folder has loaded). */
static gboolean
chooser_chose (gpointer data)
{
  Choice *choice = data;
  g_autoptr (GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (choice->chooser));
  return chosen && g_file_equal (chosen, choice->file);
}

static gboolean
file_exists (gpointer file)
{
  return g_file_query_exists (file, NULL);
}

typedef struct
{
  ChimeraWindow *win;
  ChimeraGame *game;
} Shown;

static gboolean
game_replaced (gpointer data)
{
  Shown *shown = data;
  return chimera_window_get_game (shown->win) != shown->game;
}

/* Save As asks for a file (named after the variant and date, .pgn), writes
 * the game there, and Save then writes the same file without asking; Open
 * asks with a PGN filter and opens the chosen file. */
static void
test_file_dialogs (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("zigzag"), 0, 0);
  chimera_window_set_game (win, game);
  play (game, "e2e5");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.save-as", NULL));
  g_assert_true (wait_for (chooser_shown, NULL, PATIENCE_S));
  GtkWindow *chooser = find_file_chooser ();
  g_assert_true (wait_for (chooser_has_folder, chooser, PATIENCE_S));
  g_autofree char *suggested = gtk_file_chooser_get_current_name (GTK_FILE_CHOOSER (chooser));
  g_test_message ("suggested name: %s", suggested);
  g_assert_true (g_str_has_prefix (suggested, "ZigZag Madness "));
  g_assert_true (g_str_has_suffix (suggested, ".pgn"));
  save_png (GTK_WIDGET (chooser), "save-as.png");
  /* A folder that is there (not only when the tests before have made it). */
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_data_dir (), 0700), ==, 0);
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "chosen.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), "chosen.pgn");
  g_assert_true (wait_for (chooser_chose, &(Choice){ chooser, file }, PATIENCE_S));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  /* The chooser checks the folder asynchronously before it answers. */
  g_assert_true (wait_for (file_exists, file, PATIENCE_S));
  g_autoptr (ChimeraGame) back = chimera_game_restore (file, NULL);
  g_assert_nonnull (back);
  assert_same_game (game, back);

  /* Save writes there again, with no dialog. */
  play (game, "e9e6");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.save", NULL));
  spin_idle ();
  g_assert_null (find_file_chooser ());
  g_autoptr (ChimeraGame) again = chimera_game_restore (file, NULL);
  g_assert_cmpint (chimera_game_get_record (again)->nmoves, ==, 2);

  /* Open: a fresh game on the board, then the saved one chosen. */
  g_autoptr (ChimeraGame) fresh = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, fresh);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.open", NULL));
  g_assert_true (wait_for (chooser_shown, NULL, PATIENCE_S));
  chooser = find_file_chooser ();
  GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (chooser));
  g_assert_nonnull (filter);
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
  g_assert_true (wait_for (chooser_chose, &(Choice){ chooser, file }, PATIENCE_S));
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  g_assert_true (wait_for (game_replaced, &(Shown){ win, fresh }, PATIENCE_S));
  g_assert_cmpstr (chimera_game_get_variant (chimera_window_get_game (win))->def->id, ==, "zigzag");
  g_assert_cmpint (chimera_game_get_record (chimera_window_get_game (win))->nmoves, ==, 2);
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

static gboolean
recent_has (gpointer uri)
{
  g_autoptr (GtkRecentInfo) info
    = gtk_recent_manager_lookup_item (gtk_recent_manager_get_default (), uri, NULL);
  return info && gtk_recent_info_has_group (info, "chimera");
}

/* Save writes a file that opens to the same game and joins the recent
 * files; the game keeps that file for the next Save. */
static void
test_save_and_recent (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  ChimeraGame *game = chimera_window_get_game (win);
  play (game, "e2e5");
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "games", "mine.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_save_to (win, file, &error));
  g_assert_no_error (error);
  g_autoptr (ChimeraGame) back = chimera_game_restore (file, &error);
  g_assert_no_error (error);
  assert_same_game (game, back);
  g_autofree char *uri = g_file_get_uri (file);
  g_assert_true (wait_for (recent_has, uri, PATIENCE_S));
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

static gboolean
computer_moved (gpointer game)
{
  return chimera_game_get_record (game)->nmoves >= 1;
}

/* The computer's moves carry its evaluation in the record. */
static void
test_eval_comments (void)
{
  ChimeraWindow *win = g_object_ref_sink (g_object_new (CHIMERA_TYPE_WINDOW, NULL));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 1, 0);
  chimera_window_set_game (win, game);
  g_assert_true (wait_for (computer_moved, game, PATIENCE_S));
  const CeTreeNode *first = ce_tree_node (chimera_game_get_tree (game),
                                          ce_tree_mainline_node (chimera_game_get_tree (game), 1));
  g_assert_true (first->eval.set);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "{[%eval "));
  gtk_window_destroy (GTK_WINDOW (win));
  g_object_unref (win);
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/game-file/autosave-restore", test_autosave_and_restore);
  g_test_add_func ("/ui/game-file/broken-autosave", test_broken_autosave);
  g_test_add_func ("/ui/game-file/open-malformed", test_open_malformed);
  g_test_add_func ("/ui/game-file/open-collection-undo", test_open_collection_and_undo);
  g_test_add_func ("/ui/game-file/paste", test_paste);
  g_test_add_func ("/ui/game-file/paste-keeps-opponent", test_paste_keeps_opponent);
  g_test_add_func ("/ui/game-file/save-recent", test_save_and_recent);
  g_test_add_func ("/ui/game-file/drop-file", test_drop_file);
  g_test_add_func ("/ui/game-file/file-dialogs", test_file_dialogs);
  g_test_add_func ("/ui/game-file/eval-comments", test_eval_comments);
  int status = g_test_run ();
  return status;
}

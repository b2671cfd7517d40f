/* SPDX-License-Identifier: GPL-3.0-or-later
 * The position editor: it refuses impossible positions with the right
 * message (two kings, the side not to move in check, a pawn on its first
 * rank, Zelig Chess 2's limits), accepts good ones, and the main window
 * plays or analyses from them.
 */
#include "config.h"

#include "analysis-panel.h"
#include "chimera-application.h"
#include "chimera-window.h"
#include "notation.h"
#include "position-editor.h"
#include "screenshot.h"

static int
sq_of (ChimeraPositionEditor *editor, const char *name)
{
  int sq;
  g_assert_true (ce_square_parse (chimera_position_editor_get_position (editor)->v, name, &sq) > 0);
  return sq;
}

static CePiece
piece_of (const CeVariant *v, int color, char letter)
{
  for (int t = 1; t <= v->def->ntypes; t++)
    if (v->def->types[t].letter == letter && ce_variant_base (v, t) == t)
      return CE_PIECE (color, t);
  g_assert_not_reached ();
}

static void
put (ChimeraPositionEditor *editor, int color, char letter, const char *square)
{
  const CeVariant *v = chimera_position_editor_get_position (editor)->v;
  chimera_position_editor_set_tool (editor, piece_of (v, color, letter));
  chimera_position_editor_click (editor, sq_of (editor, square));
}

static ChimeraWindow *
open_window (ChimeraApplication *app)
{
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (win), 1100, 780);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_window_set_game (win, game);
  return win;
}

static ChimeraPositionEditor *
open_editor (ChimeraWindow *win)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.edit-position", NULL));
  ChimeraPositionEditor *editor = NULL;
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops) && !editor; i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (CHIMERA_IS_POSITION_EDITOR (w))
        editor = CHIMERA_POSITION_EDITOR (w);
    }
  g_assert_nonnull (editor);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (editor));
  return editor;
}

static void
test_reject_and_play (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = open_window (app);
  ChimeraPositionEditor *editor = open_editor (win);

  /* It starts from the game's position, which is fine. */
  g_assert_true (chimera_position_editor_is_valid (editor));
  g_assert_cmpstr (chimera_position_editor_get_message (editor), ==,
                   "A legal position: White to move.");

  /* A second white king. */
  put (editor, CE_WHITE, 'K', "a4");
  g_assert_false (chimera_position_editor_is_valid (editor));
  g_assert_cmpstr (chimera_position_editor_get_message (editor), ==,
                   "White has more than one king.");
  /* Play is disabled, and refuses when called. */
  ChimeraGame *before = chimera_window_get_game (win);
  gtk_widget_activate_action (GTK_WIDGET (editor), "editor.play", NULL);
  g_assert_false (chimera_position_editor_play (editor));
  g_assert_true (chimera_window_get_game (win) == before);
  save_png (GTK_WIDGET (editor), "editor-two-kings.png");
  /* The same piece again takes it off. */
  chimera_position_editor_click (editor, sq_of (editor, "a4"));
  g_assert_true (chimera_position_editor_is_valid (editor));

  /* A white pawn on the last rank; a black one on White's first rank. */
  put (editor, CE_WHITE, 'P', "d8");
  g_assert_cmpstr (chimera_position_editor_get_message (editor), ==,
                   "A white pawn cannot stand on d8.");
  put (editor, CE_BLACK, 'Q', "d8");
  put (editor, CE_BLACK, 'P', "b1");
  g_assert_cmpstr (chimera_position_editor_get_message (editor), ==,
                   "A black pawn cannot stand on b1.");
  chimera_position_editor_erase (editor, sq_of (editor, "b1"));

  /* The side not to move in check: White to move while Black is. */
  chimera_position_editor_clear (editor);
  g_assert_cmpstr (chimera_position_editor_get_message (editor), ==, "White has no king.");
  put (editor, CE_WHITE, 'K', "e1");
  put (editor, CE_BLACK, 'K', "e8");
  put (editor, CE_WHITE, 'R', "e5");
  put (editor, CE_BLACK, 'P', "h7");
  g_assert_false (chimera_position_editor_is_valid (editor));
  g_assert_cmpstr (
    chimera_position_editor_get_message (editor), ==,
    "Black is in check, but it is White’s move: the side not to move cannot be in check.");
  save_png (GTK_WIDGET (editor), "editor-check.png");
  /* With Black to move it is a check to answer. */
  chimera_position_editor_set_side (editor, CE_BLACK);
  g_assert_true (chimera_position_editor_is_valid (editor));
  g_assert_cmpstr (chimera_position_editor_get_message (editor), ==,
                   "A legal position: Black to move, in check.");
  /* No castling without the rooks: the boxes are off and insensitive. */
  g_assert_cmpint (chimera_position_editor_get_position (editor)->castling, ==, 0);

  /* Play: the window takes the position, between two people. */
  g_assert_true (chimera_position_editor_play (editor));
  ChimeraGame *game = chimera_window_get_game (win);
  const CePosition *pos = chimera_game_get_position (game);
  char fen[CE_FEN_SIZE];
  g_assert_cmpstr (ce_position_to_fen (pos, fen), ==, "4k3/7p/8/4R3/8/8/8/4K3 b - - 0 1");
  g_assert_cmpint (chimera_game_get_level (game, CE_WHITE), ==, 0);
  g_assert_cmpint (chimera_game_get_level (game, CE_BLACK), ==, 0);
  /* ...and it goes on from there. */
  CePosition p = *pos;
  CeMove m;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&p, "e8d7", &m, err));
  g_assert_true (chimera_game_play (game, m));
  g_assert_cmpint (chimera_game_get_record (game)->nmoves, ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_variants (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = open_window (app);
  ChimeraPositionEditor *editor = open_editor (win);

  /* ZigZag Madness: ninja pawns in hand and flexible castling. */
  chimera_position_editor_set_variant (editor, "zigzag");
  const CePosition *pos = chimera_position_editor_get_position (editor);
  g_assert_cmpstr (pos->v->def->id, ==, "zigzag");
  g_assert_true (chimera_position_editor_is_valid (editor));
  g_assert_cmpint (pos->hand[CE_WHITE][10], ==, 5);
  g_assert_cmpint (pos->castling, ==, 15);
  /* Moving the j1 rook away takes White's K-side right with it. */
  chimera_position_editor_erase (editor, sq_of (editor, "j1"));
  g_assert_cmpint (pos->castling, ==, 15 & ~1);
  save_png (GTK_WIDGET (editor), "editor-zigzag.png");

  /* Zelig Chess 2: a second zelig on the d-file breaks its limit. */
  chimera_position_editor_set_variant (editor, "zelig2");
  put (editor, CE_WHITE, 'Z', "d4");
  g_assert_false (chimera_position_editor_is_valid (editor));
  g_assert_cmpstr (chimera_position_editor_get_message (editor), ==,
                   "White has more zeligs than Zelig Chess 2 allows: at most one on the d-file and "
                   "two on the a- and h-files together.");

  /* A click on the board places the chosen piece, by the board's own
   * geometry (Diamond Chess: the Lake takes nothing). */
  chimera_position_editor_set_variant (editor, "diamond");
  ChimeraBoardView *board = chimera_position_editor_get_board (editor);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (board));
  GtkGesture *click = NULL;
  GListModel *controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      /* The editor's takes any button; the board's own, the secondary. */
      if (GTK_IS_GESTURE_CLICK (c) && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == 0)
        click = GTK_GESTURE (c);
    }
  g_object_unref (controllers);
  g_assert_nonnull (click);
  chimera_position_editor_set_tool (editor, piece_of (pos->v, CE_WHITE, 'V'));
  double x, y;
  g_assert_true (chimera_board_view_get_square_center (board, sq_of (editor, "c5"), &x, &y));
  g_signal_emit_by_name (click, "pressed", 1, x, y);
  g_assert_cmpint (pos->board[sq_of (editor, "c5")], ==, piece_of (pos->v, CE_WHITE, 'V'));

  /* Analyse: a game between people with the analysis on. */
  chimera_position_editor_set_opponent (editor, 1);
  g_assert_true (chimera_position_editor_analyse (editor));
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpstr (chimera_game_get_variant (game)->def->id, ==, "diamond");
  g_assert_cmpint (chimera_game_get_level (game, CE_BLACK), ==, 0);
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (win), "analysis");
  g_assert_true (g_variant_get_boolean (state));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Against the computer from a set-up position. */
static void
test_play_computer (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = open_window (app);
  ChimeraPositionEditor *editor = open_editor (win);
  chimera_position_editor_set_opponent (editor, 1);
  g_assert_true (chimera_position_editor_play (editor));
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpint (chimera_game_get_level (game, CE_WHITE), ==, 0);
  g_assert_cmpint (chimera_game_get_level (game, CE_BLACK), >, 0);
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/position-editor/reject-and-play", test_reject_and_play);
  g_test_add_func ("/ui/position-editor/variants", test_variants);
  g_test_add_func ("/ui/position-editor/play-computer", test_play_computer);
  return g_test_run ();
}

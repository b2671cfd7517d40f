/* SPDX-License-Identifier: GPL-3.0-or-later
 * The players beside the board: a bar above and one below, the side drawn
 * at the bottom below; "You" against the computer, names and Elo from a
 * file, the marker of the side to move in the position shown, the
 * material lead and the clocks with their low-time warning.
 */
#include "config.h"

#include "board-column.h"
#include "captured-strip.h"
#include "chimera-application.h"
#include "chimera-window.h"
#include "play.h"
#include "screenshot.h"
#include "widget-test.h"

#include <math.h>

/* The bars sit above and below the board, close to its squares and as
 * wide as they are, on every shape of board, at 800x600 and wider. */
static void
test_layout (void)
{
  static const int sizes[][2] = { { 800, 600 }, { 1280, 800 } };
  static const char *const variants[] = { "zigzag", "diagonal", "diamond" };
  g_autoptr (ChimeraApplication) app = new_app ();
  for (gsize k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      ChimeraWindow *win = open_window (app, sizes[k][0], sizes[k][1]);
      ChimeraPlayerBar *top = chimera_window_get_player_bar (win, TRUE);
      ChimeraPlayerBar *bottom = chimera_window_get_player_bar (win, FALSE);
      GtkWidget *board = GTK_WIDGET (chimera_window_get_board (win));
      for (gsize i = 0; i < G_N_ELEMENTS (variants); i++)
        {
          g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get (variants[i]), 0, 2);
          chimera_game_set_clock (game, 600000, 5000);
          chimera_window_set_game (win, game);
          gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
          g_autofree char *name
            = g_strdup_printf ("players-%s-%dx%d.png", variants[i], sizes[k][0], sizes[k][1]);
          save_png (GTK_WIDGET (win), name);
          graphene_rect_t t, b, v, squares;
          g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (top), GTK_WIDGET (win), &t));
          g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (bottom), GTK_WIDGET (win), &b));
          g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (win), &v));
          g_assert_true (
            chimera_board_view_get_board_bounds (CHIMERA_BOARD_VIEW (board), &squares, NULL));
          graphene_rect_offset (&squares, v.origin.x, v.origin.y);
          g_test_message ("%s %dx%d: top bar %.0f,%.0f %.0fx%.0f, squares %.0f,%.0f %.0fx%.0f",
                          variants[i], sizes[k][0], sizes[k][1], t.origin.x, t.origin.y,
                          t.size.width, t.size.height, squares.origin.x, squares.origin.y,
                          squares.size.width, squares.size.height);
          g_assert_cmpfloat (t.origin.y + t.size.height, <=, squares.origin.y + 0.5);
          g_assert_cmpfloat (b.origin.y, >=, squares.origin.y + squares.size.height - 0.5);
          g_assert_cmpfloat (squares.origin.y - (t.origin.y + t.size.height), <=, 8);
          g_assert_cmpfloat (fabs (t.origin.x - squares.origin.x), <=, 1);
          g_assert_cmpfloat (fabs (b.size.width - squares.size.width), <=, 1);
          /* One compact line each: the board keeps most of the height.  A
           * pocket of pieces in hand (ZigZag) may grow with the window
           * beyond its smallest size, and the bar with it. */
          ChimeraPocket *pocket = chimera_board_column_get_pocket (
            CHIMERA_BOARD_COLUMN (gtk_widget_get_ancestor (board, CHIMERA_TYPE_BOARD_COLUMN)),
            CE_WHITE);
          int grown = gtk_widget_get_visible (GTK_WIDGET (pocket))
                        ? chimera_pocket_get_piece_size (pocket) - CHIMERA_POCKET_PIECE_SIZE
                        : 0;
          g_assert_cmpfloat (t.size.height, <=, 44 + grown);
          g_assert_cmpfloat (b.size.height, <=, 44 + grown);
          g_assert_cmpfloat (v.size.height, >=, sizes[k][1] - 180);
        }
      gtk_window_destroy (GTK_WINDOW (win));
    }
}

static void
test_players (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  ChimeraPlayerBar *top = chimera_window_get_player_bar (win, TRUE);
  ChimeraPlayerBar *bottom = chimera_window_get_player_bar (win, FALSE);

  /* The first game: the person plays White against the computer. */
  ChimeraGame *first = chimera_window_get_game (win);
  int level = chimera_game_get_level (first, CE_BLACK);
  g_autofree char *computer = g_strdup_printf ("Computer, level %d", level);
  g_assert_cmpint (chimera_player_bar_get_color (bottom), ==, CE_WHITE);
  g_assert_cmpstr (chimera_player_bar_get_name (bottom), ==, "You");
  g_assert_cmpstr (chimera_player_bar_get_name (top), ==, computer);
  g_assert_true (chimera_player_bar_get_to_move (bottom));
  g_assert_false (chimera_player_bar_get_to_move (top));
  save_png (GTK_WIDGET (win), "players-start.png");

  /* Flipped, Black is drawn at the bottom and its bar goes below. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.flip", NULL));
  g_assert_cmpint (chimera_player_bar_get_color (bottom), ==, CE_BLACK);
  g_assert_cmpstr (chimera_player_bar_get_name (bottom), ==, computer);
  g_assert_cmpstr (chimera_player_bar_get_name (top), ==, "You");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.flip", NULL));

  /* Two people from a file: names and Elo from its tags. */
  g_autoptr (GError) error = NULL;
  g_assert_true (
    chimera_window_paste_text (win,
                               "[Event \"Test\"]\n[White \"Anna Ziegler\"]\n"
                               "[Black \"Bo Chen\"]\n[WhiteElo \"2210\"]\n"
                               "[BlackElo \"?\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n",
                               &error));
  g_assert_no_error (error);
  g_assert_cmpstr (chimera_player_bar_get_name (bottom), ==, "Anna Ziegler");
  g_assert_cmpstr (chimera_player_bar_get_elo (bottom), ==, "2210");
  g_assert_cmpstr (chimera_player_bar_get_name (top), ==, "Bo Chen");
  g_assert_cmpstr (chimera_player_bar_get_elo (top), ==, "");
  /* Black is to move after 2. Nf3; stepping back shows White to move. */
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_true (chimera_player_bar_get_to_move (top));
  g_assert_false (chimera_player_bar_get_to_move (bottom));
  chimera_game_set_view (game, 2);
  g_assert_true (chimera_player_bar_get_to_move (bottom));
  g_assert_false (chimera_player_bar_get_to_move (top));
  chimera_game_set_view (game, -1);
  save_png (GTK_WIDGET (win), "players-names.png");

  /* Two people with no names: the colours. */
  G_GNUC_UNUSED g_autoptr (ChimeraGame) plain = show_game (win, "chess", NULL, 0, 0);
  g_assert_cmpstr (chimera_player_bar_get_name (bottom), ==, "White");
  g_assert_cmpstr (chimera_player_bar_get_name (top), ==, "Black");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The lead in whole pawns from the variant's piece values, only for the
 * side ahead, and beside it what the side took, in the position shown. */
static void
test_material (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  ChimeraPlayerBar *top = chimera_window_get_player_bar (win, TRUE);
  ChimeraPlayerBar *bottom = chimera_window_get_player_bar (win, FALSE);
  g_autoptr (ChimeraGame) game = show_game (
    win, "chess", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 1", 0, 0);
  g_assert_cmpstr (chimera_player_bar_get_material (bottom), ==, "");
  g_assert_cmpstr (chimera_player_bar_get_material (top), ==, "+9");
  g_assert_null (chimera_player_bar_get_captured (bottom));
  g_assert_null (chimera_player_bar_get_captured (top));
  play_move (game, "e4d5");
  g_assert_cmpstr (chimera_player_bar_get_material (top), ==, "+8");
  /* What White took, beside its lead's bar... */
  g_assert_cmpstr (chimera_player_bar_get_captured (bottom), ==, "White took 1\u00a0pawn");
  g_assert_null (chimera_player_bar_get_captured (top));
  /* ...drawn as a piece, in the bar's room. */
  ChimeraCapturedStrip *strip = template_child (bottom, CHIMERA_TYPE_PLAYER_BAR, "captured");
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (strip)));
  g_assert_cmpint (chimera_captured_strip_get_n_drawn (strip), ==, 1);
  /* 2... Qxd5 3. Nc3 Qxg2 4. Bxg2: the most valuable first. */
  play (game, "d8d5 b1c3 d5g2 f1g2");
  g_assert_cmpstr (chimera_player_bar_get_captured (bottom), ==,
                   "White took 1\u00a0queen, 1\u00a0pawn");
  g_assert_cmpstr (chimera_player_bar_get_captured (top), ==, "Black took 2\u00a0pawns");
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_cmpint (chimera_captured_strip_get_n_drawn (strip), ==, 2);
  /* The position shown, not the live one. */
  chimera_game_set_view (game, 1);
  g_assert_cmpstr (chimera_player_bar_get_material (top), ==, "+8");
  g_assert_cmpstr (chimera_player_bar_get_captured (bottom), ==, "White took 1\u00a0pawn");
  g_assert_null (chimera_player_bar_get_captured (top));
  chimera_game_set_view (game, -1);
  save_png (GTK_WIDGET (win), "players-material.png");

  /* Level material: nothing on either side. */
  G_GNUC_UNUSED g_autoptr (ChimeraGame) zigzag = show_game (win, "zigzag", NULL, 0, 0);
  g_assert_cmpstr (chimera_player_bar_get_material (bottom), ==, "");
  g_assert_cmpstr (chimera_player_bar_get_material (top), ==, "");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Whose move it is, and a check, said in the bar of the side to move (the
 * window says it nowhere else), for the position shown. */
static void
test_check (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1000, 720);
  ChimeraPlayerBar *top = chimera_window_get_player_bar (win, TRUE);
  ChimeraPlayerBar *bottom = chimera_window_get_player_bar (win, FALSE);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  GtkLabel *marker = template_child (top, CHIMERA_TYPE_PLAYER_BAR, "turn_marker");
  /* 1. e4 f6 2. Qh5+ */
  play (game, "e2e4 f7f6 d1h5");
  g_assert_true (chimera_player_bar_get_to_move (top));
  g_assert_true (chimera_player_bar_get_in_check (top));
  g_assert_cmpstr (gtk_label_get_label (marker), ==, "in check");
  g_assert_false (chimera_player_bar_get_to_move (bottom));
  g_assert_false (chimera_player_bar_get_in_check (bottom));
  save_png (GTK_WIDGET (win), "players-check.png");
  /* A move earlier: White to move, no check. */
  chimera_game_set_view (game, 2);
  g_assert_false (chimera_player_bar_get_in_check (top));
  g_assert_true (chimera_player_bar_get_to_move (bottom));
  g_assert_false (chimera_player_bar_get_in_check (bottom));
  g_assert_cmpstr (gtk_label_get_label (marker), ==, "to move");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The clocks are in the bars; the side to move's runs, and a clock below
 * a tenth of the starting time (at most 20 s) warns. */
static void
test_clocks (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 800, 600);
  ChimeraPlayerBar *top = chimera_window_get_player_bar (win, TRUE);
  ChimeraPlayerBar *bottom = chimera_window_get_player_bar (win, FALSE);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  g_assert_cmpstr (chimera_player_bar_get_clock (bottom), ==, "");

  const gint64 left[2] = { 8500, 300000 };
  chimera_game_restore_clock (game, 300000, 0, left, -1);
  g_assert_cmpstr (chimera_player_bar_get_clock (top), ==, "5:00");
  g_assert_true (g_str_has_prefix (chimera_player_bar_get_clock (bottom), "8."));
  g_assert_true (chimera_player_bar_get_low_time (bottom));
  g_assert_false (chimera_player_bar_get_low_time (top));
  /* Five minutes: 25 s left is not low yet, 19 s is. */
  const gint64 later[2] = { 25000, 300000 };
  chimera_game_restore_clock (game, 300000, 0, later, -1);
  g_assert_false (chimera_player_bar_get_low_time (bottom));
  const gint64 low[2] = { 19000, 300000 };
  chimera_game_restore_clock (game, 300000, 0, low, -1);
  g_assert_true (chimera_player_bar_get_low_time (bottom));
  save_png (GTK_WIDGET (win), "players-clock-low.png");

  /* The formats. */
  g_autofree char *a = chimera_format_clock (3723000);
  g_autofree char *b = chimera_format_clock (61000);
  g_autofree char *c = chimera_format_clock (9400);
  g_assert_cmpstr (a, ==, "1:02:03");
  g_assert_cmpstr (b, ==, "1:01");
  g_assert_cmpstr (c, ==, "9.4");
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/player-bar/layout", test_layout);
  g_test_add_func ("/ui/player-bar/players", test_players);
  g_test_add_func ("/ui/player-bar/material", test_material);
  g_test_add_func ("/ui/player-bar/check", test_check);
  g_test_add_func ("/ui/player-bar/clocks", test_clocks);
  return g_test_run ();
}

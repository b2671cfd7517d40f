/* SPDX-License-Identifier: GPL-3.0-or-later
 * The end of a game in the real window: the banner above the board says
 * how every kind of end happened (mate, stalemate, a Diagonal Chess flag,
 * repetition, fifty moves, time, resignation, agreement, a file's
 * Termination) and goes when moves are taken back or a new game starts;
 * the result ends the move list; Resign asks first; a draw offer is
 * answered by the computer from a search (both answers) or by the other
 * person in a dialog (both answers), and the saved file has the result and
 * its Termination; Undo is off after a loss on time and says why; and
 * many captured pieces in a player bar fold neither the side panel away
 * nor the bar wider than the board.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "game-end-banner.h"
#include "game-end.h"
#include "game-pgn.h"
#include "side-panel.h"
#include "screenshot.h"
#include "play.h"
#include "widget-test.h"
#include "variant-words.h"
#include "movegen.h"

#include <glib/gi18n.h>
#include <locale.h>

/* A picture once the banner has slid in (only with CHIMERA_SCREENSHOT_DIR). */
static void
shot (gpointer widget, const char *name)
{
  if (!g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    return;
  spin (0.4);
  save_png (GTK_WIDGET (widget), name);
}

static ChimeraGameEndBanner *
banner_of (ChimeraWindow *win)
{
  GtkWidget *b = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_GAME_END_BANNER);
  g_assert_nonnull (b);
  return CHIMERA_GAME_END_BANNER (b);
}

/* The text of the row that ends the move list with the result, or NULL. */
static const char *
result_row (ChimeraWindow *win)
{
  GtkWidget *panel = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  GtkWidget *label = find_class (panel, "game-result");
  if (!label)
    return NULL;
  /* It is the list's last row. */
  g_assert_null (gtk_widget_get_next_sibling (gtk_widget_get_parent (label)));
  return gtk_label_get_label (GTK_LABEL (label));
}

/* The question open now (resign, draw), or NULL. */
static AdwMessageDialog *
question (void)
{
  GtkWidget *w = find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  return w ? ADW_MESSAGE_DIALOG (w) : NULL;
}

static void
answer (const char *response)
{
  AdwMessageDialog *q = question ();
  g_assert_nonnull (q);
  adw_message_dialog_response (q, response);
  gtk_window_destroy (GTK_WINDOW (q));
  spin (0.05);
}

static void
assert_banner (ChimeraWindow *win, const char *title, const char *detail)
{
  ChimeraGameEndBanner *banner = banner_of (win);
  g_assert_true (chimera_game_end_banner_get_shown (banner));
  g_assert_cmpstr (chimera_game_end_banner_get_title (banner), ==, title);
  g_assert_cmpstr (chimera_game_end_banner_get_detail (banner), ==, detail);
  g_assert_cmpstr (
    result_row (win), ==,
    chimera_game_end_result_text (chimera_game_get_result (chimera_window_get_game (win), NULL)));
}

static void
assert_no_banner (ChimeraWindow *win)
{
  g_assert_false (chimera_game_end_banner_get_shown (banner_of (win)));
  g_assert_null (result_row (win));
}

/* Every kind of end the rules decide, in a player's words; undo takes the
 * banner and the result row away. */
static void
test_rules_ends (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  assert_no_banner (win);

  g_autoptr (ChimeraGame) mate = show_game (win, "chess", NULL, 0, 0);
  play (mate, "f2f3 e7e5 g2g4");
  assert_no_banner (win);
  play_move (mate, "d8h4");
  assert_banner (win, "Checkmate — Black wins", "0-1");
  shot (win, "end-mate.png");
  /* Above the board: the side panel keeps its place at the default size. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_false (
    adw_flap_get_folded (ADW_FLAP (find_descendant (GTK_WIDGET (win), ADW_TYPE_FLAP))));
  /* Analyse on the banner switches the analysis on and off. */
  GtkWidget *analyse = find_action (GTK_WIDGET (banner_of (win)), "win.analysis");
  g_assert_nonnull (analyse);
  g_signal_emit_by_name (analyse, "clicked");
  g_assert_true (chimera_analysis_panel_get_active (chimera_window_get_analysis_panel (win)));
  g_signal_emit_by_name (analyse, "clicked");
  g_assert_false (chimera_analysis_panel_get_active (chimera_window_get_analysis_panel (win)));
  g_assert_nonnull (find_action (GTK_WIDGET (banner_of (win)), "win.new-game"));
  g_assert_nonnull (find_action (GTK_WIDGET (banner_of (win)), "win.rematch"));
  /* Taken back into a live game: the banner and the result go. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL));
  assert_no_banner (win);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.redo", NULL));
  assert_banner (win, "Checkmate — Black wins", "0-1");
  /* Rematch from the banner: a new game, and the banner goes. */
  GtkWidget *rematch = find_action (GTK_WIDGET (banner_of (win)), "win.rematch");
  g_assert_true (gtk_widget_get_sensitive (rematch));
  g_signal_emit_by_name (rematch, "clicked");
  spin (0.05);
  g_assert_true (chimera_window_get_game (win) != mate);
  assert_no_banner (win);

  g_autoptr (ChimeraGame) stalemate
    = show_game (win, "chess", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", 0, 0);
  /* A new game takes the old end's banner away. */
  assert_no_banner (win);
  play_move (stalemate, "f1f7");
  assert_banner (win, "Stalemate — a draw", "½-½");

  /* Diagonal Chess: a pawn on White's flag square wins, and is no mate. */
  g_autoptr (ChimeraGame) flag = show_game (win, "diagonal", "k7/6P1/8/8/8/8/8/K7 w - - 0 1", 0, 0);
  play_move (flag, "g7h8");
  CeEndReason why;
  g_assert_cmpint (chimera_game_get_result (flag, &why), ==, CE_RESULT_WHITE_WINS);
  g_assert_cmpint (why, ==, CE_END_FLAG);
  assert_banner (win, "White's pawn reached h8: flag win", "1-0");
  shot (win, "end-flag.png");

  g_autoptr (ChimeraGame) repetition = show_game (win, "chess", NULL, 0, 0);
  play (repetition, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
  assert_no_banner (win);
  play_move (repetition, "f6g8");
  assert_banner (win, "Draw by repetition", "½-½");

  g_autoptr (ChimeraGame) fifty
    = show_game (win, "chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 60", 0, 0);
  play_move (fifty, "a1a2");
  assert_banner (win, "Draw by the fifty-move rule", "½-½");

  g_autoptr (ChimeraGame) bare = show_game (win, "chess", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", 0, 0);
  play_move (bare, "e1d2");
  assert_banner (win, "Draw: neither side can checkmate", "½-½");

  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
over (gpointer g)
{
  return chimera_game_get_result (g, NULL) != CE_RESULT_NONE;
}

/* A loss on time: the banner names the loser; Undo and Redo are off, and
 * Undo's tooltip says why. */
static void
test_time (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  chimera_game_set_clock (game, 400, 0);
  play_move (game, "e2e4");
  wait_for (over, game, 5);
  assert_banner (win, "Black lost on time", "1-0");
  g_assert_false (chimera_game_can_undo (game));
  g_assert_false (action_enabled (win, "undo"));
  g_assert_false (chimera_game_undo (game));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 1);
  GtkWidget *undo = find_action (GTK_WIDGET (win), "win.undo");
  g_assert_nonnull (undo);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), ==,
                   "A game lost on time cannot be taken back");
  shot (win, "end-time.png");
  /* The next game's Undo has its own tooltip back. */
  G_GNUC_UNUSED g_autoptr (ChimeraGame) next = show_game (win, "chess", NULL, 0, 0);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (undo), !=,
                   "A game lost on time cannot be taken back");
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
computer_moved (gpointer g)
{
  return chimera_game_get_n_plies (g) >= 2;
}

/* Resigning against the computer asks first; "Cancel" plays on, "Resign"
 * loses at once and the file says so; Undo then withdraws the resignation
 * with the moves and the game goes on. */
static void
test_resign (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 1);
  play_move (game, "e2e4");
  g_assert_true (wait_for (computer_moved, game, 30));
  spin (0.05);

  g_assert_true (action_enabled (win, "resign"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.resign", NULL));
  g_assert_cmpstr (adw_message_dialog_get_body (question ()), ==, "White gives up and Black wins.");
  shot (question (), "end-resign-question.png");
  answer ("cancel");
  g_assert_false (over (game));
  assert_no_banner (win);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.resign", NULL));
  answer ("resign");
  assert_banner (win, "White resigned", "0-1");
  g_assert_cmpstr (chimera_game_get_result_reason (game), ==, "resignation");
  g_assert_false (action_enabled (win, "resign"));
  g_assert_false (action_enabled (win, "offer-draw"));
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[Result \"0-1\"]"));
  g_assert_nonnull (strstr (pgn, "[Termination \"resignation\"]"));
  g_assert_true (g_str_has_suffix (g_strchomp (pgn), "0-1"));
  shot (win, "end-resign.png");

  /* Undo after a resignation: the moves and the resignation go back, and
   * the board can be played on. */
  g_assert_true (action_enabled (win, "undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.undo", NULL));
  g_assert_false (over (game));
  g_assert_cmpint (chimera_game_get_n_plies (game), ==, 0);
  g_assert_null (chimera_game_get_result_reason (game));
  assert_no_banner (win);
  g_assert_true (action_enabled (win, "resign"));
  g_autofree char *again = chimera_game_to_pgn (game);
  g_assert_null (strstr (again, "Termination"));
  play_move (game, "d2d4");

  /* The saved game, opened again, ends as it did. */
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_window_paste_text (win, pgn, &error));
  g_assert_no_error (error);
  assert_banner (win, "White resigned", "0-1");
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
offer_answered (gpointer win)
{
  return action_enabled (win, "offer-draw")
         || chimera_game_get_result (chimera_window_get_game (win), NULL) != CE_RESULT_NONE;
}

/* Offers a draw to the computer in `fen` (White to move, the person White)
 * and waits for its answer: TRUE if it accepted. */
static gboolean
offer_to_computer (ChimeraWindow *win, const char *fen)
{
  g_autoptr (ChimeraGame) game = show_game (win, "chess", fen, 0, 3);
  g_assert_true (action_enabled (win, "offer-draw"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.offer-draw", NULL));
  /* Considering: no second offer meanwhile. */
  g_assert_false (action_enabled (win, "offer-draw"));
  g_assert_true (wait_for (offer_answered, win, 30));
  return over (game);
}

/* The computer answers from its search and the game's length. */
static void
test_draw_computer (void)
{
  /* The rule itself. */
  g_assert_true (chimera_game_end_computer_accepts_draw (-500, 1));
  g_assert_true (chimera_game_end_computer_accepts_draw (0, CHIMERA_DRAW_MIN_MOVES));
  g_assert_false (chimera_game_end_computer_accepts_draw (0, CHIMERA_DRAW_MIN_MOVES - 1));
  g_assert_false (chimera_game_end_computer_accepts_draw (150, 60));

  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);

  /* A queen up, the computer plays on. */
  g_assert_false (offer_to_computer (win, "3qk3/8/8/8/8/8/8/4K3 w - - 0 50"));
  assert_no_banner (win);
  /* At the start, level: too early for a draw. */
  g_assert_false (offer_to_computer (win, NULL));
  /* A queen down, it takes the draw at once, even early. */
  g_assert_true (offer_to_computer (win, "4k3/8/8/8/8/8/8/3QK3 w - - 0 3"));
  ChimeraGame *game = chimera_window_get_game (win);
  CeEndReason why;
  g_assert_cmpint (chimera_game_get_result (game, &why), ==, CE_RESULT_DRAW);
  g_assert_cmpint (why, ==, CE_END_NONE);
  assert_banner (win, "Draw by agreement", "½-½");
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[Result \"1/2-1/2\"]"));
  g_assert_nonnull (strstr (pgn, "[Termination \"agreement\"]"));
  shot (win, "end-agreement.png");
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Two people at one screen: the other side is asked, and both answers
 * work. */
static void
test_draw_people (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, "e2e4 e7e5");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.offer-draw", NULL));
  g_assert_cmpstr (adw_message_dialog_get_body (question ()), ==, "White offers a draw. Accept?");
  shot (question (), "end-draw-question.png");
  answer ("decline");
  g_assert_false (over (game));
  play_move (game, "g1f3");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.offer-draw", NULL));
  g_assert_cmpstr (adw_message_dialog_get_body (question ()), ==, "Black offers a draw. Accept?");
  answer ("accept");
  assert_banner (win, "Draw by agreement", "½-½");
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[Result \"1/2-1/2\"]"));
  g_assert_nonnull (strstr (pgn, "[Termination \"agreement\"]"));
  /* The computer playing both sides: nobody at the screen to resign. */
  G_GNUC_UNUSED g_autoptr (ChimeraGame) watched = show_game (win, "chess", NULL, 2, 2);
  g_assert_false (action_enabled (win, "resign"));
  g_assert_false (action_enabled (win, "offer-draw"));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* A game opened from a file ends as the file says, in its words. */
static void
test_from_file (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  static const struct
  {
    const char *tags, *title, *detail;
  } cases[] = {
    { "[Result \"1-0\"]\n[Termination \"rules infraction\"]", "White wins — rules infraction",
      "1-0" },
    { "[Result \"0-1\"]\n[Termination \"time forfeit\"]", "White lost on time", "0-1" },
    { "[Result \"1/2-1/2\"]\n[Termination \"adjudication\"]", "Draw by adjudication", "½-½" },
    { "[Result \"1-0\"]", "White wins", "1-0, as recorded in the file" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *result = strstr (cases[i].tags, "1/2")     ? "1/2-1/2"
                           : strstr (cases[i].tags, "\"1-0") ? "1-0"
                                                             : "0-1";
      g_autofree char *text = g_strdup_printf ("[Event \"Test\"]\n%s\n\n1. e4 e5 2. Nf3 Nc6 %s\n",
                                               cases[i].tags, result);
      g_autoptr (GError) error = NULL;
      g_assert_true (chimera_window_paste_text (win, text, &error));
      g_assert_no_error (error);
      assert_banner (win, cases[i].title, cases[i].detail);
    }
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The side panel keeps its place beside the board at the default size
 * when one side has taken many pieces, and the bar that shows them is no
 * wider than the board. */
static void
test_panel_width (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  AdwFlap *flap = ADW_FLAP (find_descendant (GTK_WIDGET (win), ADW_TYPE_FLAP));
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  /* Black takes nearly everything White has: "Black took 1 queen, 2 rooks,
   * 2 bishops, 2 knights, 1 pawn". */
  play (game, "g2g4 c7c6 a2a4 c6c5 d2d4 c5d4 c1e3 d4e3 d1d6 e7d6 b1d2 e3d2 e1d1 d8f6 a1c1 "
              "d2c1b g1f3 f6f3 b2b4 f3h1 e2e3 b7b6 f2f4 c8b7 f4f5 b7f3 d1e1 h1f1");
  for (int i = 0; i < 4; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  shot (win, "end-captured.png");
  int natural;
  GtkWidget *panel = find_descendant (GTK_WIDGET (win), CHIMERA_TYPE_SIDE_PANEL);
  gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_test_message ("side panel: natural width %d, allocated %d", natural,
                  gtk_widget_get_width (panel));
  /* Its natural width is the width the window gives it (280 px and more
   * in wider windows, chimera_settings_panel_width): the long line wraps
   * within it and does not ask for more. */
  int request;
  gtk_widget_get_size_request (panel, &request, NULL);
  g_assert_cmpint (natural, <=, MAX (request, 280) + 10);
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  GtkWidget *board = GTK_WIDGET (chimera_window_get_board (win));
  GtkWidget *bar = GTK_WIDGET (chimera_window_get_player_bar (win, TRUE));
  g_assert_cmpint (gtk_widget_get_width (bar), <=, gtk_widget_get_width (board));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* At 800x600 the banner lies over the room above the board's squares,
 * never over one, and the window does not grow, with the analysis on too. */
static void
test_small_window (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 800, 600);
  g_autoptr (ChimeraGame) game = show_game (win, "diagonal", "k7/6P1/8/8/8/8/8/K7 w - - 0 1", 0, 0);
  AdwFlap *flap = ADW_FLAP (find_descendant (GTK_WIDGET (win), ADW_TYPE_FLAP));
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gboolean folded = adw_flap_get_folded (flap);
  play_move (game, "g7h8");
  spin (0.4);
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  /* The banner does not fold the side panel away. */
  g_assert_cmpint (adw_flap_get_folded (flap), ==, folded);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  spin (0.5);
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  GtkWidget *banner = GTK_WIDGET (banner_of (win));
  GtkWidget *board = GTK_WIDGET (chimera_window_get_board (win));
  graphene_rect_t b, r;
  g_assert_true (gtk_widget_compute_bounds (banner, GTK_WIDGET (win), &b));
  g_assert_true (gtk_widget_compute_bounds (board, GTK_WIDGET (win), &r));
  g_test_message ("banner %g+%g (%d), board %g+%g (%d)", b.origin.y, b.size.height,
                  gtk_widget_get_height (banner), r.origin.y, r.size.height,
                  gtk_widget_get_height (board));
  int min_width, board_min;
  gtk_widget_measure (banner, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &board_min, NULL, NULL, NULL);
  g_test_message ("banner min width %d, board %d; folded %d", min_width, board_min, folded);
  /* It never makes the board column wider than the board needs. */
  g_assert_cmpint (min_width, <=, board_min);
  g_assert_cmpfloat (b.size.height, >, 20);
  graphene_rect_t squares;
  g_assert_true (
    chimera_board_view_get_board_bounds (chimera_window_get_board (win), &squares, NULL));
  g_assert_cmpfloat (b.origin.y + b.size.height, <=, r.origin.y + squares.origin.y + 0.5);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (win)), <=, 600);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (win)), <=, 800);
  shot (win, "end-800x600-analysis.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* The size of the board's squares in `win`, in pixels. */
static double
cell_size (ChimeraWindow *win)
{
  ChimeraBoardView *board = chimera_window_get_board (win);
  graphene_rect_t squares;
  g_assert_true (chimera_board_view_get_board_bounds (board, &squares, NULL));
  return squares.size.width / chimera_board_view_get_position (board)->v->files;
}

static gboolean
flap_settled (gpointer flap)
{
  return adw_flap_get_reveal_progress (flap) == (adw_flap_get_reveal_flap (flap) ? 1.0 : 0.0);
}

static gboolean
banner_revealed (gpointer win)
{
  GtkRevealer *revealer
    = template_child (banner_of (win), CHIMERA_TYPE_GAME_END_BANNER, "revealer");
  return gtk_revealer_get_child_revealed (revealer);
}

/* The banner does not move or shrink the board: the squares keep their
 * size and place when the game ends (at 1100x780 they went from 72 to 65
 * px), at every size people use, with the side panel and without; the
 * banner and its buttons are in sight and cover no square. */
static void
test_board_steady (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  static const int sizes[][2] = { { 1100, 780 }, { 800, 600 }, { 1280, 800 }, { 1920, 1080 } };
  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int panel = 1; panel >= 0; panel--)
      {
        ChimeraWindow *win = open_window (app, sizes[s][0], sizes[s][1]);
        AdwFlap *flap = ADW_FLAP (find_descendant (GTK_WIDGET (win), ADW_TYPE_FLAP));
        if (adw_flap_get_reveal_flap (flap) != panel)
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
        /* The panel in or out all the way. */
        g_assert_true (wait_for (flap_settled, flap, 10));
        g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
        for (int i = 0; i < 3; i++)
          gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
        ChimeraBoardView *board = chimera_window_get_board (win);
        graphene_rect_t before, after;
        g_assert_true (chimera_board_view_get_board_bounds (board, &before, NULL));
        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (win), &after));
        before.origin.x += after.origin.x, before.origin.y += after.origin.y;
        double cell = cell_size (win);
        /* Fool's mate. */
        play (game, "f2f3 e7e5 g2g4 d8h4");
        g_assert_true (wait_for (banner_revealed, win, 10));
        for (int i = 0; i < 3; i++)
          gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
        graphene_rect_t offset;
        g_assert_true (chimera_board_view_get_board_bounds (board, &after, NULL));
        g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (win), &offset));
        after.origin.x += offset.origin.x, after.origin.y += offset.origin.y;
        GtkWidget *banner = GTK_WIDGET (banner_of (win));
        graphene_rect_t b;
        g_assert_true (gtk_widget_compute_bounds (banner, GTK_WIDGET (win), &b));
        g_test_message ("%dx%d, panel %s: cell %.1f -> %.1f px, squares at y %.0f -> %.0f; "
                        "banner y %.0f to %.0f",
                        sizes[s][0], sizes[s][1], panel ? "shown" : "hidden", cell, cell_size (win),
                        before.origin.y, after.origin.y, b.origin.y, b.origin.y + b.size.height);
        g_autofree char *name = g_strdup_printf ("steady-%dx%d-%s.png", sizes[s][0], sizes[s][1],
                                                 panel ? "panel" : "nopanel");
        save_png (GTK_WIDGET (win), name);
        g_assert_cmpfloat (cell_size (win), ==, cell);
        g_assert_cmpfloat (after.origin.y, ==, before.origin.y);
        g_assert_cmpfloat (after.origin.x, ==, before.origin.x);
        /* Over no square, and Rematch in sight. */
        g_assert_cmpfloat (b.origin.y + b.size.height, <=, after.origin.y);
        GtkWidget *rematch = find_action (banner, "win.rematch");
        graphene_rect_t r;
        g_assert_true (gtk_widget_get_mapped (rematch));
        g_assert_true (gtk_widget_compute_bounds (rematch, GTK_WIDGET (win), &r));
        g_assert_cmpfloat (r.origin.x + r.size.width, <=, gtk_widget_get_width (GTK_WIDGET (win)));
        g_assert_cmpfloat (r.origin.y + r.size.height, <=, b.origin.y + b.size.height);
        gtk_window_destroy (GTK_WINDOW (win));
      }
}

/* Random games in every variant until they end: each end has its words
 * (never the generic "reason — result" for an end of the rules), a flag
 * win is never called a mate, and the banner shows them for the game in
 * the window. */
static void
test_every_variant (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  GRand *rand = g_rand_new_with_seed (18);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    for (int game_no = 0; game_no < 3; game_no++)
      {
        g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get (*id), 0, 0);
        for (int ply = 0; ply < 400 && !over (game); ply++)
          {
            CePosition pos = *chimera_game_get_position (game);
            CeMove moves[CE_MAX_MOVES];
            int n = ce_generate_legal (&pos, moves);
            g_assert_cmpint (n, >, 0);
            g_assert_true (chimera_game_play (game, moves[g_rand_int_range (rand, 0, n)]));
          }
        if (!over (game))
          continue;
        CeEndReason why;
        CeResult r = chimera_game_get_result (game, &why);
        g_autofree char *headline = chimera_game_end_headline (game);
        g_autofree char *generic = g_strdup_printf ("%s — %s", chimera_end_reason (why),
                                                    r == CE_RESULT_DRAW         ? "Draw"
                                                    : r == CE_RESULT_WHITE_WINS ? "White wins"
                                                                                : "Black wins");
        g_test_message ("%s: %s", *id, headline);
        /* (A mate's own words happen to read like the generic form.) */
        if (why != CE_END_CHECKMATE)
          g_assert_cmpstr (headline, !=, generic);
        g_assert_true ((why == CE_END_CHECKMATE) == g_str_has_prefix (headline, "Checkmate"));
        g_assert_true ((why == CE_END_FLAG) == (strstr (headline, "flag win") != NULL));
        chimera_window_set_game (win, game);
        assert_banner (win, headline,
                       chimera_game_end_result_text (chimera_game_get_result (game, NULL)));
      }
  g_rand_free (rand);
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Pictures of the end at the picture_sizes people use, light and dark (only with
 * CHIMERA_SCREENSHOT_DIR). */
static void
test_pictures (void)
{
  if (!pictures_wanted ())
    return;
  g_autoptr (ChimeraApplication) app = new_app ();
  const char *lang = g_getenv ("LANGUAGE") ? g_getenv ("LANGUAGE") : "en";
  for (gsize s = 0; s < G_N_ELEMENTS (picture_sizes); s++)
    for (int dark = 0; dark < 2; dark++)
      {
        picture_style (dark);
        ChimeraWindow *win = open_window (app, picture_sizes[s][0], picture_sizes[s][1]);
        g_autoptr (ChimeraGame) game
          = show_game (win, "diagonal", "k7/6P1/8/8/8/8/8/K7 w - - 0 1", 0, 0);
        play_move (game, "g7h8");
        g_autofree char *name = g_strdup_printf ("end-%s-%dx%d-%s.png", lang, picture_sizes[s][0],
                                                 picture_sizes[s][1], dark ? "dark" : "light");
        shot (win, name);
        g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (win)), <=, picture_sizes[s][1]);
        g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (win)), <=, picture_sizes[s][0]);
        gtk_window_destroy (GTK_WINDOW (win));
      }
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/game-end/rules-ends", test_rules_ends);
  g_test_add_func ("/ui/game-end/time", test_time);
  g_test_add_func ("/ui/game-end/resign", test_resign);
  g_test_add_func ("/ui/game-end/draw-computer", test_draw_computer);
  g_test_add_func ("/ui/game-end/draw-people", test_draw_people);
  g_test_add_func ("/ui/game-end/from-file", test_from_file);
  g_test_add_func ("/ui/game-end/panel-width", test_panel_width);
  g_test_add_func ("/ui/game-end/small-window", test_small_window);
  g_test_add_func ("/ui/game-end/board-steady", test_board_steady);
  g_test_add_func ("/ui/game-end/every-variant", test_every_variant);
  g_test_add_func ("/ui/game-end/pictures", test_pictures);
  return g_test_run ();
}

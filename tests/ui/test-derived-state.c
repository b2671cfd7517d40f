/* SPDX-License-Identifier: GPL-3.0-or-later
 * What one move costs the app: a click-move in a real window, with the
 * engine's legal-move generation, game-result evaluation and SAN writing
 * counted by wrapping them at link time (tests/ui/meson.build passes
 * --wrap for each).  The model computes what the views read once per
 * change, so the counts stay small however many listeners there are.
 */
#include "config.h"

#include "chimera-window.h"
#include "board-view.h"
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "san.h"
#include "play.h"
#include "widget-test.h"

static int n_legal, n_result, n_san;

int __real_ce_generate_legal (CePosition *pos, CeMove *moves);
CeResult __real_ce_position_result (CePosition *pos, CeEndReason *why);
CeResult __real_ce_position_result_counted (CePosition *pos, int nlegal, CeEndReason *why);
char *__real_ce_move_to_san (CePosition *pos, CeMove m, char *buf);
char *__real_ce_move_to_san_listed (
  CePosition *pos, const CeMove *legal, int nlegal, int nreplies, CeMove m, char *buf);

/* Declared here for -Wmissing-prototypes: the linker calls them. */
int __wrap_ce_generate_legal (CePosition *pos, CeMove *moves);
CeResult __wrap_ce_position_result (CePosition *pos, CeEndReason *why);
CeResult __wrap_ce_position_result_counted (CePosition *pos, int nlegal, CeEndReason *why);
char *__wrap_ce_move_to_san (CePosition *pos, CeMove m, char *buf);
char *__wrap_ce_move_to_san_listed (
  CePosition *pos, const CeMove *legal, int nlegal, int nreplies, CeMove m, char *buf);

int
__wrap_ce_generate_legal (CePosition *pos, CeMove *moves)
{
  g_atomic_int_inc (&n_legal);
  return __real_ce_generate_legal (pos, moves);
}

CeResult
__wrap_ce_position_result (CePosition *pos, CeEndReason *why)
{
  g_atomic_int_inc (&n_result);
  return __real_ce_position_result (pos, why);
}

CeResult
__wrap_ce_position_result_counted (CePosition *pos, int nlegal, CeEndReason *why)
{
  g_atomic_int_inc (&n_result);
  return __real_ce_position_result_counted (pos, nlegal, why);
}

char *
__wrap_ce_move_to_san (CePosition *pos, CeMove m, char *buf)
{
  g_atomic_int_inc (&n_san);
  return __real_ce_move_to_san (pos, m, buf);
}

char *
__wrap_ce_move_to_san_listed (
  CePosition *pos, const CeMove *legal, int nlegal, int nreplies, CeMove m, char *buf)
{
  g_atomic_int_inc (&n_san);
  return __real_ce_move_to_san_listed (pos, legal, nlegal, nreplies, m, buf);
}

static void
settle (GtkWidget *w)
{
  for (int i = 0; i < 3; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      gtk_test_widget_wait_for_draw (w);
    }
}

static int
square (const CeVariant *v, const char *name)
{
  int sq;
  g_assert_cmpint (ce_square_parse (v, name, &sq), >, 0);
  return sq;
}

/* A click-move after `moves` (coordinate moves played first, or ""):
 * `from` then `to` clicked in a game between two people, counted from the
 * first click until the window is idle again.  Whatever the length of the
 * game, the model generates the new position's legal moves once (its
 * result, the board and the next move's check read them), evaluates the
 * result once and writes the move's SAN once (kept in its tree node, for
 * the move list and its notes). */
static void
click_move (const char *moves, const char *from, const char *to)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 1100, 780);
  g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);
  play (game, moves);
  int ply = chimera_game_get_viewed_ply (game);
  ChimeraBoardView *board = chimera_window_get_board (win);
  const CeVariant *v = ce_variant_get ("chess");
  settle (GTK_WIDGET (win));

  n_legal = n_result = n_san = 0;
  g_assert_true (chimera_board_view_click_square (board, square (v, from)));
  settle (GTK_WIDGET (win));
  /* Selecting reads the moves the board has. */
  g_assert_cmpint (n_legal, ==, 0);
  g_assert_cmpint (n_result, ==, 0);
  g_assert_cmpint (n_san, ==, 0);
  g_assert_true (chimera_board_view_click_square (board, square (v, to)));
  settle (GTK_WIDGET (win));
  g_assert_cmpint (chimera_game_get_viewed_ply (game), ==, ply + 1);

  g_test_message ("%s%s: %d legal-move generations, %d results, %d SAN writes", from, to, n_legal,
                  n_result, n_san);
  g_assert_cmpint (n_legal, ==, 1);
  g_assert_cmpint (n_result, ==, 1);
  g_assert_cmpint (n_san, ==, 1);
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_first_move (void)
{
  click_move ("", "e2", "e4");
}

/* Twenty moves in, the move list must not write the earlier moves again. */
static void
test_later_move (void)
{
  click_move ("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 "
              "h2h3 c6a5 b3c2 c7c5",
              "d2", "d4");
}

int
main (int argc, char **argv)
{
  use_temporary_home ();
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/derived-state/first-move", test_first_move);
  g_test_add_func ("/ui/derived-state/later-move", test_later_move);
  return g_test_run ();
}

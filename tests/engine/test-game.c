/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game records: play, undo, redo, viewing earlier positions, results.
 */
#include "game.h"
#include "notation.h"
#include "rules.h"

#include <glib.h>

static CeMove
parse (const CeGame *g, const char *text)
{
  CePosition p = *ce_game_position (g);
  CeMove m;
  char err[CE_ERR_SIZE];
  if (!ce_move_parse (&p, text, &m, err))
    g_error ("%s: %s", text, err);
  return m;
}

static char *
fen_of (const CePosition *pos)
{
  char buf[CE_FEN_SIZE];
  return g_strdup (ce_position_to_fen (pos, buf));
}

static void
test_undo_redo (void)
{
  CeGame g;
  ce_game_init (&g, ce_variant_get ("zigzag"));
  g_autofree char *start = fen_of (ce_game_position (&g));
  const char *line[] = { "e2e5", "e9e6", "J@e4", "J@e7" };
  for (size_t i = 0; i < G_N_ELEMENTS (line); i++)
    {
      CeMove m = parse (&g, line[i]);
      g_assert_true (ce_game_is_legal (&g, m));
      ce_game_play (&g, m);
    }
  g_autofree char *end = fen_of (ce_game_position (&g));
  g_assert_cmpint (g.nmoves, ==, 4);
  g_assert_cmpint (ce_game_position (&g)->hand[CE_WHITE][10], ==, 4);

  /* Earlier positions are kept, not recomputed. */
  g_autofree char *at0 = fen_of (ce_game_position_at (&g, 0));
  g_assert_cmpstr (at0, ==, start);

  g_assert_true (ce_game_undo (&g));
  g_assert_true (ce_game_undo (&g));
  g_assert_cmpint (g.nmoves, ==, 2);
  g_assert_true (ce_game_redo (&g));
  g_assert_true (ce_game_redo (&g));
  g_assert_false (ce_game_redo (&g));
  g_autofree char *again = fen_of (ce_game_position (&g));
  g_assert_cmpstr (again, ==, end);

  /* A new move after an undo forgets the moves taken back. */
  ce_game_undo (&g);
  ce_game_play (&g, parse (&g, "d9d7"));
  g_assert_false (ce_game_redo (&g));
  while (ce_game_undo (&g))
    ;
  g_autofree char *back = fen_of (ce_game_position (&g));
  g_assert_cmpstr (back, ==, start);
  g_assert_false (ce_game_undo (&g));
  ce_game_free (&g);
}

static void
test_results (void)
{
  CeGame g;
  char err[CE_ERR_SIZE];
  CeEndReason why;
  /* Knights back and forth: the start position stands a third time. */
  ce_game_init (&g, ce_variant_get ("chess"));
  const char *dance[] = { "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8" };
  for (size_t i = 0; i < G_N_ELEMENTS (dance); i++)
    {
      g_assert_cmpint (ce_game_result (&g, NULL), ==, CE_RESULT_NONE);
      ce_game_play (&g, parse (&g, dance[i]));
    }
  g_assert_cmpint (ce_game_result (&g, &why), ==, CE_RESULT_DRAW);
  g_assert_cmpint (why, ==, CE_END_REPETITION);
  ce_game_free (&g);

  g_assert_true (
    ce_game_init_fen (&g, ce_variant_get ("chess"), "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", err));
  ce_game_play (&g, parse (&g, "a1a8"));
  g_assert_cmpint (ce_game_result (&g, &why), ==, CE_RESULT_WHITE_WINS);
  g_assert_cmpint (why, ==, CE_END_CHECKMATE);
  ce_game_free (&g);

  g_assert_false (ce_game_init_fen (&g, ce_variant_get ("chess"), "nonsense", err));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/undo-redo", test_undo_redo);
  g_test_add_func ("/game/results", test_results);
  return g_test_run ();
}

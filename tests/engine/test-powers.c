/* SPDX-License-Identifier: GPL-3.0-or-later
 * Why a zelig has its power (ce_power_reason) on hand-made positions of
 * Zelig Chess, Zelig Chess 2 and M-Chess, each case quoting the rule it
 * checks (RULINGS.md, the Zelig page), and that the reason always names the
 * power the rules gave.
 */
#include "movegen.h"
#include "notation.h"
#include "position.h"
#include "variant.h"

#include <glib.h>

static CePosition
position (const char *variant, const char *fen)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  return pos;
}

static int
sq (const CePosition *pos, const char *name)
{
  int s = CE_NO_SQ;
  g_assert_cmpint (ce_square_parse (pos->v, name, &s), >, 0);
  return s;
}

/* The reason for the zelig on `square`: its power (by the piece text's
 * artwork name, "rook"), code, deciding file and related square ("-" for
 * none). */
static void
check (const CePosition *pos,
       const char *square,
       const char *power,
       CePowerReasonCode code,
       char file,
       const char *related)
{
  CePowerReason r;
  g_test_message ("%s: %s", square, power);
  g_assert_true (ce_power_reason (pos, sq (pos, square), &r));
  g_assert_cmpint (r.type, ==, CE_TYPE (pos->board[sq (pos, square)]));
  g_assert_cmpstr (pos->v->def->types[r.type].text.power, ==, power);
  g_assert_cmpint (r.code, ==, code);
  g_assert_cmpint (r.file, ==, file - 'a');
  g_assert_cmpint (r.related, ==, related[0] == '-' ? CE_NO_SQ : sq (pos, related));
}

static void
test_zelig_start (void)
{
  /* "the queen is the nearest zelig on the d-file"; "the nearest zelig on
   * the a-file and the nearest on the h-file" are rooks; "All zeligs on b/g
   * are knights, on c/f bishops". */
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("zelig"));
  check (&pos, "a1", "rook", CE_POWER_NEAREST, 'a', "-");
  check (&pos, "b1", "knight", CE_POWER_FILE, 'b', "-");
  check (&pos, "c1", "bishop", CE_POWER_FILE, 'c', "-");
  check (&pos, "d1", "queen", CE_POWER_NEAREST, 'd', "-");
  check (&pos, "h1", "rook", CE_POWER_NEAREST, 'h', "-");
  /* Black's nearest is nearest its own first rank, the eighth. */
  check (&pos, "a8", "rook", CE_POWER_NEAREST, 'a', "-");
  check (&pos, "d8", "queen", CE_POWER_NEAREST, 'd', "-");
  /* Kings, pawns and empty squares have no power to explain. */
  CePowerReason r;
  g_assert_false (ce_power_reason (&pos, sq (&pos, "e1"), &r));
  g_assert_false (ce_power_reason (&pos, sq (&pos, "e2"), &r));
  g_assert_false (ce_power_reason (&pos, sq (&pos, "e4"), &r));
}

static void
test_zelig_queen_file (void)
{
  /* "Seven zeligs on the d-file: Q,R,B,N,M,M,M" -- here five, no rook files
   * taken: Q, R, B, N, M going up from White's side. */
  CePosition pos = position ("zelig", "4k3/8/8/3Z4/3Z4/3Z4/3Z4/3ZK3 w - - 0 1");
  check (&pos, "d1", "queen", CE_POWER_NEAREST, 'd', "-");
  check (&pos, "d2", "rook", CE_POWER_NEXT, 'd', "d1");
  check (&pos, "d3", "bishop", CE_POWER_NEXT, 'd', "d2");
  check (&pos, "d4", "knight", CE_POWER_NEXT, 'd', "d3");
  check (&pos, "d5", "monarch", CE_POWER_LEFT_OVER, 'd', "-");
}

static void
test_zelig_rook_file (void)
{
  /* "Rooks (at most two): ... if one of those files has none, the two
   * nearest on the other"; then "for a/h: B, N"; "seven on the a-file:
   * R,R,B,N,M,M,M". */
  CePosition pos = position ("zelig", "4k3/8/8/Z7/Z7/Z7/Z7/Z3K3 w - - 0 1");
  check (&pos, "a1", "rook", CE_POWER_NEAREST, 'a', "-");
  check (&pos, "a2", "rook", CE_POWER_ROOK_TWO, 'a', "a1");
  check (&pos, "a3", "bishop", CE_POWER_NEXT, 'a', "a2");
  check (&pos, "a4", "knight", CE_POWER_NEXT, 'a', "a3");
  check (&pos, "a5", "monarch", CE_POWER_LEFT_OVER, 'a', "-");
  /* Black counts from the eighth rank. */
  pos = position ("zelig", "z3k3/z7/8/8/8/8/8/4K3 w - - 0 1");
  check (&pos, "a8", "rook", CE_POWER_NEAREST, 'a', "-");
  check (&pos, "a7", "rook", CE_POWER_ROOK_TWO, 'a', "a8");
}

static void
test_zelig_rook_limit (void)
{
  /* "a rook only while the side has fewer than two rooks": with both rook
   * files held, the second d-file zelig skips the rook and is a bishop. */
  CePosition pos = position ("zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK2Z w - - 0 1");
  check (&pos, "d1", "queen", CE_POWER_NEAREST, 'd', "-");
  check (&pos, "d2", "bishop", CE_POWER_NO_ROOK, 'd', "d1");
  /* With one rook file held by a single zelig, it "creates the second
   * rook". */
  pos = position ("zelig", "4k3/8/8/8/8/8/3Z4/Z2ZK3 w - - 0 1");
  check (&pos, "a1", "rook", CE_POWER_NEAREST, 'a', "-");
  check (&pos, "d2", "rook", CE_POWER_NEXT, 'd', "d1");
}

static void
test_file_powers (void)
{
  /* Zelig Chess 2 and M-Chess: "plain M-Chess powers (a/h rook, b/g
   * knight, c/f bishop, d queen, e monarch)". */
  static const char *const variants[] = { "zelig2", "mchess" };
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    {
      CePosition pos = position (variants[i], "4k3/8/8/Z7/8/3Z4/8/Z3K2Z w - - 0 1");
      check (&pos, "a1", "rook", CE_POWER_FILE, 'a', "-");
      check (&pos, "a5", "rook", CE_POWER_FILE, 'a', "-");
      check (&pos, "d3", "queen", CE_POWER_FILE, 'd', "-");
      check (&pos, "h1", "rook", CE_POWER_FILE, 'h', "-");
      ce_position_start (&pos, ce_variant_get (variants[i]));
      check (&pos, "b1", "knight", CE_POWER_FILE, 'b', "-");
      check (&pos, "f8", "bishop", CE_POWER_FILE, 'f', "-");
    }
  /* Variants without power pieces explain nothing. */
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  CePowerReason r;
  g_assert_false (ce_power_reason (&pos, sq (&pos, "d1"), &r));
}

/* Along random games, every zelig's reason names the power it has. */
static void
test_reason_matches_power (void)
{
  static const char *const variants[] = { "zelig", "zelig2", "mchess" };
  GRand *rand = g_rand_new_with_seed (19);
  for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
    for (int game = 0; game < 20; game++)
      {
        CePosition pos;
        ce_position_start (&pos, ce_variant_get (variants[i]));
        for (int ply = 0; ply < 80; ply++)
          {
            for (int k = 0; k < pos.v->nsquares; k++)
              {
                int s = pos.v->squares[k];
                CePowerReason r;
                gboolean power
                  = pos.board[s] && ce_variant_is_power_piece (pos.v, CE_TYPE (pos.board[s]));
                g_assert_cmpint (ce_power_reason (&pos, s, &r), ==, power);
                if (power)
                  {
                    g_assert_cmpint (r.type, ==, CE_TYPE (pos.board[s]));
                    g_assert_cmpint (r.file, ==, CE_FILE (s));
                  }
              }
            CeMove moves[CE_MAX_MOVES];
            int n = ce_generate_legal (&pos, moves);
            if (!n)
              break;
            CeUndo u;
            ce_make (&pos, moves[g_rand_int_range (rand, 0, n)], &u);
          }
      }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/powers/zelig/start", test_zelig_start);
  g_test_add_func ("/powers/zelig/queen-file", test_zelig_queen_file);
  g_test_add_func ("/powers/zelig/rook-file", test_zelig_rook_file);
  g_test_add_func ("/powers/zelig/rook-limit", test_zelig_rook_limit);
  g_test_add_func ("/powers/file-powers", test_file_powers);
  g_test_add_func ("/powers/reason-matches-power", test_reason_matches_power);
  return g_test_run ();
}

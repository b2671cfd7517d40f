/* SPDX-License-Identifier: GPL-3.0-or-later
 * Static exchange evaluation: hand-worked exchanges in orthodox chess and
 * on fairy pieces (a ZigZag bishop's bent move), sliders joining in from
 * behind, the least valuable attacker first, and moves it leaves alone.
 */
#include "movegen.h"
#include "notation.h"
#include "see.h"

#include <glib.h>

static int
value_of (const char *variant, const char *piece)
{
  const CeVariant *v = ce_variant_get (variant);
  int t = ce_variant_type_named (v, piece);
  g_assert_cmpint (t, >, 0);
  return v->eval.value[t];
}

static int
see_of (const char *variant, const char *fen, const char *move)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  CeMove m;
  if (!ce_position_from_fen (&pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  if (!ce_move_parse (&pos, move, &m, err))
    g_error ("%s in %s: %s", move, fen, err);
  return ce_see (&pos, m);
}

#define P(v) value_of (v, "pawn")
#define N(v) value_of (v, "knight")
#define R(v) value_of (v, "rook")
#define Q(v) value_of (v, "queen")

static void
test_chess (void)
{
  /* An undefended pawn. */
  g_assert_cmpint (see_of ("chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), ==, P ("chess"));
  /* A rook takes a pawn a pawn defends. */
  g_assert_cmpint (see_of ("chess", "4k3/2p5/3p4/8/8/8/8/3RK3 w - - 0 1", "d1d6"), ==,
                   P ("chess") - R ("chess"));
  /* The second rook behind the first joins in: pawn, rook lost, rook won. */
  g_assert_cmpint (see_of ("chess", "3r2k1/8/3p4/8/8/8/3R4/3R2K1 w - - 0 1", "d2d6"), ==,
                   P ("chess"));
  /* The same without the rook behind: the exchange stops after the pawn. */
  g_assert_cmpint (see_of ("chess", "3r2k1/8/3p4/8/8/8/3R4/6K1 w - - 0 1", "d2d6"), ==,
                   P ("chess") - R ("chess"));
  /* Knight and queen against a knight a pawn defends: the knight first
   * wins a pawn; the queen first loses the queen for knight and pawn. */
  const char *two = "4k3/8/2p5/3n4/8/4N3/8/3QK3 w - - 0 1";
  g_assert_cmpint (see_of ("chess", two, "e3d5"), ==, P ("chess"));
  g_assert_cmpint (see_of ("chess", two, "d1d5"), ==, N ("chess") - Q ("chess") + P ("chess"));
  /* A quiet move onto a square a pawn attacks loses the piece. */
  g_assert_cmpint (see_of ("chess", "4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "f3e5"), ==, -N ("chess"));
  /* A king takes back where nothing defends: Rxd5 Rxd5 Kxd5... */
  g_assert_cmpint (see_of ("chess", "3r2k1/8/8/3p4/4K3/8/8/3R4 w - - 0 1", "d1d5"), ==,
                   P ("chess"));
  /* ...but not onto a defended square: Rxd5 Bxd5, and the rook behind
   * keeps the king off d5. */
  g_assert_cmpint (see_of ("chess", "b2r2k1/8/8/3p4/4K3/8/8/3R4 w - - 0 1", "d1d5"), ==,
                   P ("chess") - R ("chess"));
  /* En passant and promotions are not judged. */
  g_assert_cmpint (see_of ("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), ==, 0);
  g_assert_cmpint (see_of ("chess", "3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7d8q"), ==, 0);
}

static void
test_fairy (void)
{
  const int zb = value_of ("zigzag", "zigzag bishop");
  /* A ZigZag bishop's bent capture of a pawn the rook behind defends... */
  g_assert_cmpint (see_of ("zigzag", "k2r6/10/10/10/10/10/10/3p6/10/Z8K[] w - - 0 1", "a1d3"), ==,
                   P ("zigzag") - zb);
  /* ...and with the rook's file blocked, a pawn won. */
  g_assert_cmpint (see_of ("zigzag", "k2r6/10/10/10/3P6/10/10/3p6/10/Z8K[] w - - 0 1", "a1d3"), ==,
                   P ("zigzag"));
  /* A bent recapture: the black ZigZag bishop on g5 defends d3 ((3, 2)). */
  g_assert_cmpint (see_of ("zigzag", "k9/10/10/10/10/6z3/10/3p6/10/K2R6[] w - - 0 1", "d1d3"), ==,
                   P ("zigzag") - R ("zigzag"));
  /* A drop takes part in no exchange. */
  CePosition pos;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_position_from_fen (&pos, ce_variant_get ("zigzag"),
                                       "k9/10/10/10/10/10/10/3p6/10/K9[J] w - - 0 1", err));
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&pos, moves), drops = 0;
  for (int i = 0; i < n; i++)
    if (ce_move_kind (moves[i]) == CE_MOVE_DROP)
      {
        g_assert_cmpint (ce_see (&pos, moves[i]), ==, 0);
        drops++;
      }
  g_assert_cmpint (drops, >, 0);
  /* Zone X: a knight takes an undefended pawn. */
  g_assert_cmpint (see_of ("zonex", "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5"), ==, P ("zonex"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/see/chess", test_chess);
  g_test_add_func ("/see/fairy", test_fairy);
  return g_test_run ();
}

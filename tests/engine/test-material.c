/* SPDX-License-Identifier: GPL-3.0-or-later
 * The material balance a player sees beside the board: level at every
 * variant's start, a piece's value from the variant's own definition when
 * one is missing, pieces in hand counted, kings not.
 */
#include "eval.h"
#include "notation.h"
#include "position.h"

#include <glib.h>

static int
balance_of (const char *variant, const char *fen)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  return ce_material_balance (&pos);
}

static int
value_of (const char *variant, const char *piece)
{
  const CeVariant *v = ce_variant_get (variant);
  int t = ce_variant_type_named (v, piece);
  g_assert_cmpint (t, >, 0);
  return v->def->types[t].value;
}

static void
test_start_is_level (void)
{
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      CePosition pos;
      ce_position_start (&pos, ce_variant_get (*id));
      g_test_message ("%s", *id);
      g_assert_cmpint (ce_material_balance (&pos), ==, 0);
    }
}

static void
test_piece_values (void)
{
  /* Black without its queen: White is a queen up. */
  g_assert_cmpint (balance_of ("chess", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                   ==, value_of ("chess", "queen"));
  g_assert_cmpint (value_of ("chess", "queen"), >, 0);
  /* White without a rook and a pawn: negative, from White's side. */
  g_assert_cmpint (balance_of ("chess", "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/1NBQKBNR w Kkq - 0 1"),
                   ==, -value_of ("chess", "rook") - value_of ("chess", "pawn"));
  /* Kings alone: level, whatever a king is worth to the search. */
  g_assert_cmpint (balance_of ("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), ==, 0);
  /* A Zone X warrior, a fairy piece, at its own value. */
  g_assert_cmpint (balance_of ("zonex", "4k3/8/8/8/8/8/8/3WK3 w - - 0 1"), ==,
                   value_of ("zonex", "warrior"));
}

static void
test_hand_counts (void)
{
  /* ZigZag Madness: White holds five ninja pawns, Black four. */
  g_assert_cmpint (balance_of ("zigzag", "5k4/10/10/10/10/10/10/10/10/5K4[JJJJJjjjj] w - - 0 1"),
                   ==, value_of ("zigzag", "ninja pawn"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/material/start-is-level", test_start_is_level);
  g_test_add_func ("/material/piece-values", test_piece_values);
  g_test_add_func ("/material/hand-counts", test_hand_counts);
  return g_test_run ();
}

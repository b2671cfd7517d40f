/* SPDX-License-Identifier: GPL-3.0-or-later
 * Short algebraic notation: each case written out by hand.
 */
#include "notation.h"
#include "san.h"

#include <glib.h>

typedef struct
{
  const char *variant, *fen, *move, *san;
} Case;

static const Case cases[] = {
  { "chess", NULL, "e2e4", "e4" },
  { "chess", NULL, "g1f3", "Nf3" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", "Rxa8+" },
  /* Disambiguation by file, by rank, and none when the rival is blocked. */
  { "chess", "6k1/8/8/8/8/8/8/R4R1K w - - 0 1", "a1d1", "Rad1" },
  { "chess", "6k1/8/8/8/8/8/8/R4R1K w - - 0 1", "f1d1", "Rfd1" },
  { "chess", "6k1/8/8/R7/8/8/8/R6K w - - 0 1", "a5a3", "R5a3" },
  { "chess", "6k1/8/8/R7/8/8/8/R6K w - - 0 1", "a1a3", "R1a3" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1d1", "Rd1" },
  { "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#" },
  { "chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "exd5" },
  { "chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6" },
  { "chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7e8n", "e8=N" },
  /* Zone X: both knights can enter d4; a pawn's sidestep and another
   * pawn's push to the same square. */
  { "zonex", NULL, "b1d4", "Nbd4" },
  { "zonex", NULL, "d1d4", "Qd4" },
  { "zonex", "4k3/8/8/8/4P3/8/3P4/4K3 w - - 0 1", "e4d4", "ed4" },
  { "zonex", "4k3/8/8/8/4P3/8/3P4/4K3 w - - 0 1", "d2d4", "dd4" },
  /* Zelig: a zelig is Z whatever its power. */
  { "zelig", NULL, "b1c3", "Zc3" },
  /* ZigZag: drops, ninja pawns, flexible castling with the distance. */
  { "zigzag", NULL, "e2e5", "e5" },
  { "zigzag",
    "rwbzqkybfr/pppp1ppppp/10/4p5/4P5/10/10/10/PPPP1PPPPP/RWBZQKYBFR[JJJJJjjjjj] w KQkq - 0 3",
    "J@e3", "J@e3" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "f1g1c", "O-O/1" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "f1b1c", "O-O-O/4" },
  { "zigzag", "5k4/10/10/10/10/10/10/10/4J5/5K4[] w - - 0 1", "e2f2", "Jf2" },
  /* Diagonal Chess: stepping onto the flag square wins, and is no mate. */
  { "diagonal", "8/6P1/8/8/8/8/8/K6k w - - 0 1", "g7h8", "h8" },
  /* Diamond: a Vizier on d8 checks the king on e9 by its king step; a
   * knight there does not. */
  { "diamond", "****k****/***3***/**1P3**/*7*/4*4/*7*/**5**/***3***/****K**** w - - 0 1", "d7d8v",
    "d8=V+" },
  { "diamond", "****k****/***3***/**1P3**/*7*/4*4/*7*/**5**/***3***/****K**** w - - 0 1", "d7d8n",
    "d8=N" },
};

static void
test_cases (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      const CeVariant *v = ce_variant_get (c->variant);
      CePosition pos;
      char err[CE_ERR_SIZE], san[CE_SAN_SIZE], before[CE_FEN_SIZE], after[CE_FEN_SIZE];
      CeMove m;
      if (c->fen && !ce_position_from_fen (&pos, v, c->fen, err))
        g_error ("%s: %s", c->fen, err);
      if (!c->fen)
        ce_position_start (&pos, v);
      if (!ce_move_parse (&pos, c->move, &m, err))
        g_error ("%s %s: %s", c->variant, c->move, err);
      ce_position_to_fen (&pos, before);
      g_test_message ("%s %s -> %s", c->variant, c->move, ce_move_to_san (&pos, m, san));
      g_assert_cmpstr (san, ==, c->san);
      g_assert_cmpstr (ce_position_to_fen (&pos, after), ==, before);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/san/cases", test_cases);
  return g_test_run ();
}

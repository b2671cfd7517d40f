/* SPDX-License-Identifier: GPL-3.0-or-later
 * Diagonal Chess (`diagonal`): the board is played corner to corner.  Pawns
 * step diagonally towards the enemy corner and capture orthogonally forward,
 * promote by square, and a pawn reaching the enemy corner wins at once.
 * Black is the point reflection of White.
 */
#include "common.h"

enum
{
  KING = 1,
  QUEEN,
  ROOK,
  BISHOP,
  KNIGHT,
  PAWN
};

/* White's view; Black's squares are the point reflection (7 - f, 7 - r). */
static void
white_view (int color, int *file, int *rank)
{
  if (color == CE_BLACK)
    {
      *file = 7 - *file;
      *rank = 7 - *rank;
    }
}

static unsigned
diagonal_promotion (int color, int file, int rank)
{
  white_view (color, &file, &rank);
  if (rank != 7 && file != 7)
    return 0;
  if (rank == 7 && file == 7)
    return 0; /* the flag square: the game is won, nothing to promote */
  /* Distance from the flag square along the edge: 1 -> a8-like squares... */
  int d = rank == 7 ? 7 - file : 7 - rank;
  unsigned n = 1u << KNIGHT, bn = n | 1u << BISHOP, rbn = bn | 1u << ROOK;
  switch (d)
    {
      case 1: /* g8, h7 */
      case 7: /* a8, h1 */ return rbn | 1u << QUEEN;
      case 2: /* f8, h6 */
      case 6: /* b8, h2 */ return rbn;
      case 3: /* e8, h5 */
      case 5: /* c8, h3 */ return bn;
      default: /* d8, h4 */ return n;
    }
}

/* A pawn only ever moves up and to the right (White's view), so it can stand
 * only above and to the right of some starting pawn, and never on a
 * promotion square. */
static bool
diagonal_pawn_forbidden (int type, int color, int file, int rank)
{
  static const int starts[][2]
    = { { 4, 0 }, { 2, 1 }, { 3, 1 }, { 1, 2 }, { 2, 2 }, { 1, 3 }, { 0, 4 } };
  if (diagonal_promotion (color, file, rank))
    return true;
  white_view (color, &file, &rank);
  for (size_t i = 0; i < sizeof starts / sizeof starts[0]; i++)
    if (file >= starts[i][0] && rank >= starts[i][1])
      return false;
  return true;
}

const CeVariantDef ce_variant_diagonal = {
  .id = "diagonal",
  .name = CE_N_ ("Diagonal Chess"),
  .description = CE_N_ ("Played corner to corner; a pawn reaching the enemy corner wins"),
  .files = 8,
  .ranks = 8,
  .shape = CE_SHAPE_TURNED,
  .black_mirror = CE_MIRROR_POINT,
  .ntypes = 6,
  .types = {
    [KING] = PIECE ('K', "king", TEXT_KING, CE_PF_ROYAL, 0, STEPS_KING),
    [QUEEN] = PIECE ('Q', "queen", TEXT_QUEEN, 0, 950, STEPS_QUEEN),
    [ROOK] = PIECE ('R', "rook", TEXT_ROOK, 0, 500, STEPS_ROOK),
    [BISHOP] = PIECE ('B', "bishop", TEXT_BISHOP, 0, 330, STEPS_BISHOP),
    [KNIGHT] = PIECE ('N', "knight", TEXT_KNIGHT_AS (CE_N_ ("Leaps three squares straight and one to the side, over any piece.")), 0, 280, STEP (3, 1, LEAP, BOTH, ALL)),
    /* It moves unlike the orthodox knight, so it looks unlike it too. */
    [KNIGHT].artwork = "long knight",
    [PAWN] = PIECE ('P', "pawn", TEXT_PAWN_AS (CE_N_ ("One square straight forward on the turned board, towards the enemy corner, without capturing; captures one square diagonally forward (along a rank or file). Promotes on the far edges, wins on the enemy corner.")), CE_PF_PAWN, 100, STEP (1, 1, LEAP, MOVE, ONE),
                    STEP (0, 1, LEAP, CAPTURE, ONE), STEP (1, 0, LEAP, CAPTURE, ONE)),
  },
  .start_fen = "3prnnk/4ppqb/5ppb/P5pr/RP5p/BPP5/BQPP4/KNNRP3 w - - 0 1",
  .castling = CE_CASTLE_NONE,
  .promotion = diagonal_promotion,
  .pawn_forbidden = diagonal_pawn_forbidden,
  .flag_square = "h8",
  .beginner_oversight_pct = 50, /* level 1 (level.c; 40 elsewhere) */
};

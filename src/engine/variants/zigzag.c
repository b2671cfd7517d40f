/* SPDX-License-Identifier: GPL-3.0-or-later
 * ZigZag Madness (`zigzag`): 10x10, ZigZag Bishop and Rook (two-path bent
 * riders), Wazir and Ferz Knights, fast pawns with extended en passant,
 * ninja pawns dropped from hand, and flexible castling.
 */
#include "common.h"

enum
{
  KING = 1,
  QUEEN,
  ROOK,
  BISHOP,
  ZBISHOP,
  ZROOK,
  WKNIGHT,
  FKNIGHT,
  PAWN,
  NINJA
};

#define RANKS 10
/* White's own half is ranks 1-5 (index 0-4); the middle rank is 5 (index 4). */
#define MIDDLE 4

/* Region 2: the ninja pawn's sideways capture, only in the far half. */
#define REGION_FAR_HALF 2

/* Rank index as seen from `color`'s side. */
static int
own_rank (int color, int rank)
{
  return color == CE_WHITE ? rank : RANKS - 1 - rank;
}

static int
zigzag_step_limit (int type, int color, int file, int rank, const CeStep *step)
{
  int r = own_rank (color, rank);
  if (step->region == REGION_FAR_HALF)
    return r > MIDDLE ? 1 : -1;
  /* The push: in the own half as far as the middle rank (at most three
   * squares), one step from the middle rank, one or two beyond it.  A ninja
   * pawn's one step forward is always there. */
  if (r < MIDDLE)
    return MIDDLE - r < 3 ? MIDDLE - r : 3;
  return r == MIDDLE ? 1 : 2;
}

static unsigned
zigzag_promotion (int color, int file, int rank)
{
  if (own_rank (color, rank) != RANKS - 1)
    return 0;
  return 1u << QUEEN | 1u << ROOK | 1u << BISHOP | 1u << ZBISHOP | 1u << ZROOK | 1u << WKNIGHT
         | 1u << FKNIGHT;
}

/* Drops: a ninja pawn from hand onto an empty square of the own second rank,
 * optionally pushed on through empty squares as far as the middle rank. */
static int
zigzag_drops (const CePosition *pos, CeMove *moves, int n)
{
  const int us = pos->side;
  if (!pos->hand[us][NINJA])
    return n;
  const int dir = us == CE_WHITE ? 1 : -1;
  const int second = us == CE_WHITE ? 1 : RANKS - 2;
  for (int f = 0; f < 10; f++)
    for (int k = 0; k <= MIDDLE - 1; k++)
      {
        int sq = CE_SQ (f, second + k * dir);
        if (pos->board[sq])
          break;
        moves[n++] = ce_move_new (sq, sq, NINJA, CE_MOVE_DROP);
      }
  return n;
}

const CeVariantDef ce_variant_zigzag = {
  .id = "zigzag",
  .name = CE_N_ ("ZigZag Madness"),
  .description = CE_N_ ("10x10 with bent-path ZigZag pieces, augmented knights, ninja-pawn drops"),
  .files = 10,
  .ranks = 10,
  .ntypes = 10,
  .types = {
    [KING] = PIECE ('K', "king", TEXT_KING_AS (CE_N_ ("One square in any direction. Castles with an unmoved rook: one to three squares towards the j-rook, one to four towards the a-rook, the rook landing beside it.")), CE_PF_ROYAL, 0, STEPS_KING),
    [QUEEN] = PIECE ('Q', "queen", TEXT_QUEEN, 0, 1000, STEPS_QUEEN),
    [ROOK] = PIECE ('R', "rook", TEXT_ROOK, 0, 520, STEPS_ROOK),
    [BISHOP] = PIECE ('B', "bishop", TEXT_BISHOP, 0, 350, STEPS_BISHOP),
    [ZBISHOP] = PIECE ('Z', "zigzag bishop", TEXT (CE_NC_ ("piece", "ZigZag Bishop"), CE_NC_ ("piece", "white ZigZag Bishop"), CE_NC_ ("piece", "black ZigZag Bishop"), CE_NN_ ("%d ZigZag Bishop", "%d ZigZag Bishops"), CE_N_ ("One square straight, then two or more diagonally onwards, or the diagonal part first and the straight step last; one of the two paths must be empty, and it captures only where it stops.")), 0, 450, STEP (1, 0, BENT_BISHOP, BOTH, ALL)),
    [ZROOK] = PIECE ('Y', "zigzag rook", TEXT (CE_NC_ ("piece", "ZigZag Rook"), CE_NC_ ("piece", "white ZigZag Rook"), CE_NC_ ("piece", "black ZigZag Rook"), CE_NN_ ("%d ZigZag Rook", "%d ZigZag Rooks"), CE_N_ ("One square diagonally, then two or more straight on, or the straight part first and the diagonal step last; one of the two paths must be empty, and it captures only where it stops.")), 0, 450, STEP (1, 1, BENT_ROOK, BOTH, ALL)),
    [WKNIGHT] = PIECE ('W', "wazir knight", TEXT (CE_NC_ ("piece", "Wazir Knight"), CE_NC_ ("piece", "white Wazir Knight"), CE_NC_ ("piece", "black Wazir Knight"), CE_NN_ ("%d Wazir Knight", "%d Wazir Knights"), CE_N_ ("Leaps like a knight, or steps one square straight.")), 0, 400, STEPS_KNIGHT, STEP (1, 0, LEAP, BOTH, ALL)),
    [FKNIGHT] = PIECE ('F', "ferz knight", TEXT (CE_NC_ ("piece", "Ferz Knight"), CE_NC_ ("piece", "white Ferz Knight"), CE_NC_ ("piece", "black Ferz Knight"), CE_NN_ ("%d Ferz Knight", "%d Ferz Knights"), CE_N_ ("Leaps like a knight, or steps one square diagonally.")), 0, 400, STEPS_KNIGHT, STEP (1, 1, LEAP, BOTH, ALL)),
    [PAWN] = PIECE ('P', "pawn", TEXT_PAWN_AS (CE_N_ ("Forward up to three squares as far as the middle rank, one from the middle rank, one or two beyond it; captures one square diagonally forward, and en passant on any square it passed.")), CE_PF_PAWN | CE_PF_EP, 100, STEPS_PAWN),
    [NINJA] = PIECE ('J', "ninja pawn", TEXT (CE_NC_ ("piece", "Ninja pawn"), CE_NC_ ("piece", "white ninja pawn"), CE_NC_ ("piece", "black ninja pawn"), CE_NN_ ("%d ninja pawn", "%d ninja pawns"), CE_N_ ("One square forward or sideways; in its own half up to three forward as far as the middle rank, beyond it one or two. Captures one square diagonally forward, in the far half also sideways; dropped from hand; never captures or is taken en passant.")), CE_PF_PAWN | CE_PF_HAND, 110,
                     REGION_STEP (0, 1, RIDE, MOVE, ONE, PAWN_REGION_PUSH),
                     STEP (1, 0, LEAP, MOVE, LR), STEP (1, 1, LEAP, CAPTURE, LR),
                     REGION_STEP (1, 0, LEAP, CAPTURE, LR, REGION_FAR_HALF)),
  },
  .start_fen = "rwbzqkybfr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RWBZQKYBFR[JJJJJjjjjj] w KQkq - 0 1",
  .holdings = true,
  .castling = CE_CASTLE_FLEXIBLE,
  .king_start = "f1",
  .rook_start = { "j1", "a1" },
  .castle_partner = ROOK,
  .castle_rights_follow_rooks = true,
  .step_limit = zigzag_step_limit,
  .promotion = zigzag_promotion,
  .extra_moves = zigzag_drops,
};

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Orthodox chess (`chess`), the reference variant, and the orthodox rules
 * other variants reuse.
 */
#include "common.h"

int
ce_orthodox_push_limit (int color, int rank, int ranks)
{
  int home = color == CE_WHITE ? 1 : ranks - 2;
  return rank == home ? 2 : 1;
}

bool
ce_orthodox_last_rank (int color, int rank)
{
  return rank == (color == CE_WHITE ? 7 : 0);
}

enum
{
  KING = 1,
  QUEEN,
  ROOK,
  BISHOP,
  KNIGHT,
  PAWN
};

static int
chess_step_limit (int type, int color, int file, int rank, const CeStep *step)
{
  (void) type, (void) file, (void) step;
  return ce_orthodox_push_limit (color, rank, 8);
}

static unsigned
chess_promotion (int color, int file, int rank)
{
  if (!ce_orthodox_last_rank (color, rank))
    return 0;
  return 1u << QUEEN | 1u << ROOK | 1u << BISHOP | 1u << KNIGHT;
}

const CeVariantDef ce_variant_chess = {
  .id = "chess",
  .name = CE_N_ ("Chess"),
  .description = CE_N_ ("Orthodox chess, the reference all the variants build on"),
  .files = 8,
  .ranks = 8,
  .ntypes = 6,
  .types = {
    [KING] = PIECE ('K', "king", TEXT_KING_AS (CE_N_ ("One square in any direction; castles with a rook.")), CE_PF_ROYAL, 0, STEPS_KING),
    [QUEEN] = PIECE ('Q', "queen", TEXT_QUEEN, 0, 950, STEPS_QUEEN),
    [ROOK] = PIECE ('R', "rook", TEXT_ROOK, 0, 500, STEPS_ROOK),
    [BISHOP] = PIECE ('B', "bishop", TEXT_BISHOP, 0, 330, STEPS_BISHOP),
    [KNIGHT] = PIECE ('N', "knight", TEXT_KNIGHT, 0, 320, STEPS_KNIGHT),
    [PAWN] = PIECE ('P', "pawn", TEXT_PAWN, CE_PF_PAWN | CE_PF_EP, 100, STEPS_PAWN),
  },
  .start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  .castling = CE_CASTLE_ORTHODOX,
  .king_start = "e1",
  .rook_start = { "h1", "a1" },
  .castle_partner = ROOK,
  .castle_rights_follow_rooks = true,
  .step_limit = chess_step_limit,
  .promotion = chess_promotion,
  .insufficient_material_rule = true,
  .uci_name = "chess",
  .cecp_name = "normal",
};

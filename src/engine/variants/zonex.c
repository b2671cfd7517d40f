/* SPDX-License-Identifier: GPL-3.0-or-later
 * Zone X (`zonex`): Generals for Bishops, Warriors from promotion, entry
 * moves into the zone (ranks 4 and 5), pawn sidesteps inside it, and castling
 * with whatever friendly piece stands on the rook square.
 */
#include "common.h"

enum
{
  KING = 1,
  QUEEN,
  ROOK,
  GENERAL,
  KNIGHT,
  PAWN,
  WARRIOR
};

/* Region 2: the pawn's sideways step, only inside the zone. */
#define REGION_SIDESTEP 2

static bool
zonex_zone (int file, int rank)
{
  return rank == 3 || rank == 4;
}

static int
zonex_step_limit (int type, int color, int file, int rank, const CeStep *step)
{
  if (step->region == REGION_SIDESTEP)
    return zonex_zone (file, rank) ? 1 : -1;
  return ce_orthodox_push_limit (color, rank, 8);
}

static unsigned
zonex_promotion (int color, int file, int rank)
{
  return ce_orthodox_last_rank (color, rank) ? 1u << WARRIOR : 0;
}

#define ENTER CE_PF_ENTER

const CeVariantDef ce_variant_zonex = {
  .id = "zonex",
  .name = CE_N_ ("Zone X"),
  .description = CE_N_ ("Pieces leap into the middle zone; Generals jump, pawns promote to Warriors"),
  .files = 8,
  .ranks = 8,
  .ntypes = 7,
  .types = {
    [KING] = PIECE ('K', "king", TEXT_KING_AS (CE_N_ ("One square in any direction. While unmoved it castles with whatever piece stands on a rook's starting square.")), CE_PF_ROYAL, 0, STEPS_KING),
    [QUEEN] = PIECE ('Q', "queen", TEXT_QUEEN_AS (CE_N_ ("Slides any distance along a rank, file or diagonal. From outside the zone it may instead move to any empty zone square.")), ENTER, 950, STEPS_QUEEN),
    [ROOK] = PIECE ('R', "rook", TEXT_ROOK_AS (CE_N_ ("Slides any distance along a rank or file. From outside the zone it may instead move to any empty zone square.")), ENTER, 500, STEPS_ROOK),
    [GENERAL] = PIECE ('G', "general", TEXT (CE_NC_ ("piece", "General"), CE_NC_ ("piece", "white general"), CE_NC_ ("piece", "black general"), CE_NN_ ("%d general", "%d generals"), CE_N_ ("Slides any distance diagonally, or leaps exactly two squares diagonally over any piece. From outside the zone it may instead move to any empty zone square.")), ENTER, 400, STEPS_BISHOP, STEP (2, 2, LEAP, BOTH, ALL)),
    [KNIGHT] = PIECE ('N', "knight", TEXT_KNIGHT_AS (CE_N_ ("Leaps two squares straight and one to the side, over any piece. From outside the zone it may instead move to any empty zone square.")), ENTER, 320, STEPS_KNIGHT),
    [PAWN] = PIECE ('P', "pawn", TEXT_PAWN_AS (CE_N_ ("One square forward, two from its starting square, and inside the zone one square sideways; captures one square diagonally forward, also en passant. Promotes only to a Warrior.")), CE_PF_PAWN | CE_PF_EP, 100, STEPS_PAWN,
                    REGION_STEP (1, 0, LEAP, MOVE, LR, REGION_SIDESTEP)),
    [WARRIOR] = PIECE ('W', "warrior", TEXT (CE_NC_ ("piece", "Warrior"), CE_NC_ ("piece", "white warrior"), CE_NC_ ("piece", "black warrior"), CE_NN_ ("%d warrior", "%d warriors"), CE_N_ ("One square forward, backward or diagonally, never sideways. From outside the zone it may instead move to any empty zone square.")), ENTER, 250, STEP (0, 1, LEAP, BOTH, ONE),
                       STEP (0, -1, LEAP, BOTH, ONE), STEP (1, 1, LEAP, BOTH, ALL)),
  },
  .start_fen = "rngqkgnr/pppppppp/8/8/8/8/PPPPPPPP/RNGQKGNR w KQkq - 0 1",
  .castling = CE_CASTLE_ANY_PARTNER,
  .king_start = "e1",
  .rook_start = { "h1", "a1" },
  .castle_partner = -1,
  .castle_rights_follow_rooks = false,
  .step_limit = zonex_step_limit,
  .promotion = zonex_promotion,
  .zone = zonex_zone,
  .beginner_oversight_pct = 75, /* level 1 (level.c; 40 elsewhere) */
};

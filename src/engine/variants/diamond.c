/* SPDX-License-Identifier: GPL-3.0-or-later
 * Diamond Chess (`diamond`): the 40 squares of a diamond on a 9x9 grid, with
 * the Lake e5 in the middle that nothing may enter.  Archbishops and Viziers,
 * pawns that step sideways towards the centre where they cannot go forward,
 * promotion on the enemy's piece squares.
 */
#include "common.h"

enum
{
  KING = 1,
  ARCHBISHOP,
  VIZIER,
  ROOK,
  KNIGHT,
  PAWN
};

#define CENTRE 4

/* Region 2: a pawn's sideways step. */
#define REGION_SIDESTEP 2

static bool
is_lake (int file, int rank)
{
  return file == CENTRE && rank == CENTRE;
}

static bool
diamond_on_board (int file, int rank)
{
  int df = file - CENTRE, dr = rank - CENTRE;
  return (df < 0 ? -df : df) + (dr < 0 ? -dr : dr) <= 4 && !is_lake (file, rank);
}

static bool
diamond_grid_square (int file, int rank)
{
  return file >= 0 && file < 9 && rank >= 0 && rank < 9 && diamond_on_board (file, rank);
}

static int
diamond_step_limit (int type, int color, int file, int rank, const CeStep *step)
{
  int fwd = rank + (color == CE_WHITE ? 1 : -1);
  if (step->region == REGION_SIDESTEP)
    {
      if (is_lake (file, fwd))
        return 1; /* either way round the Lake */
      if (diamond_grid_square (file, fwd))
        return -1;
      /* Off the board ahead: towards the centre file only. */
      return (step->df > 0) == (file < CENTRE) && file != CENTRE ? 1 : -1;
    }
  /* Double step only from the initial pawn squares (c, d, f, g on the
   * third rank from the own side). */
  int home = color == CE_WHITE ? 2 : 6;
  return rank == home && file != CENTRE ? 2 : 1;
}

static unsigned
diamond_promotion (int color, int file, int rank)
{
  /* The enemy's non-pawn, non-king starting squares: for White d8 e8 f8 e7. */
  int back = color == CE_WHITE ? 7 : 1, front = color == CE_WHITE ? 6 : 2;
  if ((rank == back && file >= 3 && file <= 5) || (rank == front && file == CENTRE))
    return 1u << ARCHBISHOP | 1u << KNIGHT | 1u << ROOK | 1u << VIZIER;
  return 0;
}

/* Pawns never move back: a white pawn cannot stand below its starting rank,
 * nor on its promotion squares. */
static bool
diamond_pawn_forbidden (int type, int color, int file, int rank)
{
  if (diamond_promotion (color, file, rank))
    return true;
  return color == CE_WHITE ? rank < 2 : rank > 6;
}

const CeVariantDef ce_variant_diamond = {
  .id = "diamond",
  .name = CE_N_ ("Diamond Chess"),
  .description = CE_N_ ("A 40-square diamond around a lake; Archbishops and Viziers"),
  .files = 9,
  .ranks = 9,
  .shape = CE_SHAPE_DIAMOND,
  .on_board = diamond_on_board,
  .hole_name = CE_N_ ("the Lake"),
  .ntypes = 6,
  .types = {
    [KING] = PIECE ('K', "king", TEXT_KING, CE_PF_ROYAL, 0, STEPS_KING),
    [ARCHBISHOP] = PIECE ('A', "archbishop", TEXT (CE_NC_ ("piece", "Archbishop"), CE_NC_ ("piece", "white archbishop"), CE_NC_ ("piece", "black archbishop"), CE_NN_ ("%d archbishop", "%d archbishops"), CE_N_ ("Slides any distance diagonally, or steps one square in any direction.")), 0, 500, STEPS_BISHOP, STEPS_KING),
    [VIZIER] = PIECE ('V', "vizier", TEXT (CE_NC_ ("piece", "Vizier"), CE_NC_ ("piece", "white vizier"), CE_NC_ ("piece", "black vizier"), CE_NN_ ("%d vizier", "%d viziers"), CE_N_ ("Slides any distance along a rank or file, or steps one square in any direction.")), 0, 650, STEPS_ROOK, STEPS_KING),
    [ROOK] = PIECE ('R', "rook", TEXT_ROOK, 0, 450, STEPS_ROOK),
    [KNIGHT] = PIECE ('N', "knight", TEXT_KNIGHT, 0, 300, STEPS_KNIGHT),
    [PAWN] = PIECE ('P', "pawn", TEXT_PAWN_AS (CE_N_ ("One square forward, two from its starting square; captures one square diagonally forward, also en passant. With the edge ahead it may step sideways towards the centre file, with the Lake ahead either way, without capturing.")), CE_PF_PAWN | CE_PF_EP, 100, STEPS_PAWN,
                    REGION_STEP (1, 0, LEAP, MOVE, ONE, REGION_SIDESTEP),
                    REGION_STEP (-1, 0, LEAP, MOVE, ONE, REGION_SIDESTEP)),
  },
  .start_fen = "****k****/***anv***/**pprpp**/*3p3*/4*4/*3P3*/**PPRPP**/***ANV***/****K**** w - - 0 1",
  .castling = CE_CASTLE_NONE,
  .step_limit = diamond_step_limit,
  .promotion = diamond_promotion,
  .pawn_forbidden = diamond_pawn_forbidden,
  .beginner_oversight_pct = 45, /* level 1 (level.c; 40 elsewhere) */
};

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Building blocks for variant definitions: the orthodox pieces' steps and the
 * orthodox pawn's rules, shared by every variant that keeps them.
 */
#pragma once

#include "../position.h"
#include "../variant.h"

#define STEP(df, dr, kind, mode, sym)                       \
  {                                                         \
    df, dr, CE_STEP_##kind, CE_MODE_##mode, CE_SYM_##sym, 0 \
  }
#define REGION_STEP(df, dr, kind, mode, sym, region)             \
  {                                                              \
    df, dr, CE_STEP_##kind, CE_MODE_##mode, CE_SYM_##sym, region \
  }

#define STEPS_KING   STEP (1, 0, LEAP, BOTH, ALL), STEP (1, 1, LEAP, BOTH, ALL)
#define STEPS_ROOK   STEP (1, 0, RIDE, BOTH, ALL)
#define STEPS_BISHOP STEP (1, 1, RIDE, BOTH, ALL)
#define STEPS_QUEEN  STEPS_ROOK, STEPS_BISHOP
#define STEPS_KNIGHT STEP (1, 2, LEAP, BOTH, ALL)

/* Region 1 of a pawn step: its forward push, limited per square by
 * ce_orthodox_push_limit or a variant's own rule. */
#define PAWN_REGION_PUSH 1
#define STEPS_PAWN \
  REGION_STEP (0, 1, RIDE, MOVE, ONE, PAWN_REGION_PUSH), STEP (1, 1, LEAP, CAPTURE, LR)

/* Piece table entries.  `text` is a TEXT () or POWER_TEXT () (CePieceText). */
#define PIECE(letter, name, text, flags, value, ...)                                     \
  {                                                                                      \
    letter, name, flags, 0, value, sizeof ((CeStep[]){ __VA_ARGS__ }) / sizeof (CeStep), \
      { __VA_ARGS__ }, text                                                              \
  }
#define DERIVED_PIECE(letter, name, text, flags, base, value, ...)                \
  {                                                                               \
    letter, name, (flags) | CE_PF_NO_FEN, base, value,                            \
      sizeof ((CeStep[]){ __VA_ARGS__ }) / sizeof (CeStep), { __VA_ARGS__ }, text \
  }

/* A piece's words: TEXT (title, white, black, counts, moves) with CE_NC_
 * (title, colour names), CE_NN_ (counts) and CE_N_ (moves) written out
 * where they are used, so that xgettext finds them. */
#define TEXT(title, white, black, counts, moves) \
  {                                              \
    title, white, black, counts, moves           \
  }
/* A power piece's words add its power (CePieceText.power ...). */
#define POWER_TEXT(title, white, black, counts, moves, power, power_title, power_counts, letter) \
  {                                                                                              \
    title, white, black, counts, moves, power, power_title, power_counts, letter                 \
  }

/* The orthodox pieces' words, shared by every variant that has them;
 * TEXT_X_AS (moves) for a variant whose X moves differently or more. */
#define TEXT_KING_AS(moves)                                                                       \
  TEXT (CE_NC_ ("piece", "King"), CE_NC_ ("piece", "white king"), CE_NC_ ("piece", "black king"), \
        CE_NN_ ("%d king", "%d kings"), moves)
#define TEXT_QUEEN_AS(moves)                                        \
  TEXT (CE_NC_ ("piece", "Queen"), CE_NC_ ("piece", "white queen"), \
        CE_NC_ ("piece", "black queen"), CE_NN_ ("%d queen", "%d queens"), moves)
#define TEXT_ROOK_AS(moves)                                                                       \
  TEXT (CE_NC_ ("piece", "Rook"), CE_NC_ ("piece", "white rook"), CE_NC_ ("piece", "black rook"), \
        CE_NN_ ("%d rook", "%d rooks"), moves)
#define TEXT_BISHOP_AS(moves)                                         \
  TEXT (CE_NC_ ("piece", "Bishop"), CE_NC_ ("piece", "white bishop"), \
        CE_NC_ ("piece", "black bishop"), CE_NN_ ("%d bishop", "%d bishops"), moves)
#define TEXT_KNIGHT_AS(moves)                                         \
  TEXT (CE_NC_ ("piece", "Knight"), CE_NC_ ("piece", "white knight"), \
        CE_NC_ ("piece", "black knight"), CE_NN_ ("%d knight", "%d knights"), moves)
#define TEXT_PAWN_AS(moves)                                                                       \
  TEXT (CE_NC_ ("piece", "Pawn"), CE_NC_ ("piece", "white pawn"), CE_NC_ ("piece", "black pawn"), \
        CE_NN_ ("%d pawn", "%d pawns"), moves)

#define TEXT_KING   TEXT_KING_AS (CE_N_ ("One square in any direction."))
#define TEXT_QUEEN  TEXT_QUEEN_AS (CE_N_ ("Slides any distance along a rank, file or diagonal."))
#define TEXT_ROOK   TEXT_ROOK_AS (CE_N_ ("Slides any distance along a rank or file."))
#define TEXT_BISHOP TEXT_BISHOP_AS (CE_N_ ("Slides any distance diagonally."))
#define TEXT_KNIGHT \
  TEXT_KNIGHT_AS (CE_N_ ("Leaps two squares straight and one to the side, over any piece."))
#define TEXT_PAWN                                                                               \
  TEXT_PAWN_AS (CE_N_ ("One square forward, two from its starting square; captures one square " \
                       "diagonally forward, also en passant."))

/* The orthodox pawn push: two squares from the second rank, else one. */
int ce_orthodox_push_limit (int color, int rank, int ranks);

/* True on the last rank for `color` (8x8 boards). */
bool ce_orthodox_last_rank (int color, int rank);

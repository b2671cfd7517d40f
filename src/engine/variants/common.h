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

/* Piece table entries. */
#define PIECE(letter, name, flags, value, ...)                                           \
  {                                                                                      \
    letter, name, flags, 0, value, sizeof ((CeStep[]){ __VA_ARGS__ }) / sizeof (CeStep), \
    {                                                                                    \
      __VA_ARGS__                                                                        \
    }                                                                                    \
  }
#define DERIVED_PIECE(letter, name, flags, base, value, ...) \
  {                                                          \
    letter, name, (flags) | CE_PF_NO_FEN, base, value,       \
      sizeof ((CeStep[]){ __VA_ARGS__ }) / sizeof (CeStep),  \
    {                                                        \
      __VA_ARGS__                                            \
    }                                                        \
  }

/* The orthodox pawn push: two squares from the second rank, else one. */
int ce_orthodox_push_limit (int color, int rank, int ranks);

/* True on the last rank for `color` (8x8 boards). */
bool ce_orthodox_last_rank (int color, int rank);

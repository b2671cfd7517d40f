/* SPDX-License-Identifier: GPL-3.0-or-later
 * The evaluation's weights: every number ce_eval_build and ce_evaluate use
 * besides the pieces' own values, in one list, so that a tuner can read and
 * set them by index and name and a variant can carry its own.
 *
 * X (NAME, DEFAULT): centipawns unless the comment says otherwise.
 */
#pragma once

#include <stdint.h>

#define CE_EVAL_WEIGHTS(X)                                                                       \
  X (REACH_MG, 3)        /* per target square of reach above or below the average, middlegame */ \
  X (REACH_EG, 2)        /* the same in the endgame */                                           \
  X (PAWN_STEP_MG, 6)    /* a pawn per two moves nearer promotion, middlegame */                 \
  X (PAWN_STEP_EG, 14)   /* the same in the endgame */                                           \
  X (PAWN_NEAR_EG, 60)   /* a pawn one move from promotion (half of it at two), endgame */       \
  X (FLAG_NEAR, 400)     /* a pawn one move from its flag square (Diagonal Chess) */             \
  X (KING_HOME_MG, 12)   /* per square the king stands from its start, middlegame */             \
  X (KING_ADVANCE_MG, 0) /* per rank the king stands ahead of its start, middlegame */           \
  X (KING_CENTRE_EG, 10) /* per square the king stands from the centre, endgame */               \
  X (KING_SHELTER, 8)    /* per own piece next to the king (at most four), middlegame */         \
  X (TEMPO, 12)          /* the side to move */                                                  \
  X (ZONE_MG, 12)        /* Zone X: a piece in the zone, middlegame */                           \
  X (PASSED_MG, 6)       /* a passed pawn, times (6 - moves to promotion)^2 / 4, middlegame */   \
  X (PASSED_EG, 14)      /* the same in the endgame */                                           \
  X (RACE_THEM, 4)       /* a passer, endgame: per enemy king step from the square ahead */      \
  X (RACE_US, 2)         /* the same, a loss, per step of its own king */                        \
  X (ISOLATED_MG, 10)    /* a pawn with no own pawn on a neighbouring file, middlegame */        \
  X (ISOLATED_EG, 12)    /* the same in the endgame */                                           \
  X (DOUBLED_MG, 8)      /* a pawn with an own pawn ahead on its file, middlegame */             \
  X (DOUBLED_EG, 16)     /* the same in the endgame */                                           \
  X (CONNECTED_MG, 8)    /* a pawn beside or defended by an own pawn, middlegame */              \
  X (CONNECTED_EG, 6)    /* the same in the endgame */                                           \
  X (MOBILITY_MG, 8)     /* per square a piece can go to, times 8 / (its average reach + 8) */   \
  X (MOBILITY_EG, 8)     /* the same in the endgame */                                           \
  X (KING_ATTACK, 16)    /* attack on the squares next to a king: its units squared, / 256 */    \
  X (KING_FILE_MG, 0)    /* a file at or beside the king without an own pawn ahead of it */      \
  X (KING_OPEN_MG, 0)    /* the same file without enemy pawns either */                          \
  X (KING_STORM_MG, 0)   /* an enemy pawn on such a file, per rank nearer than four ranks */     \
  X (THREAT_MG, 40)      /* a piece attacked by an enemy pawn or a lesser piece, middlegame */   \
  X (THREAT_EG, 30)      /* the same in the endgame */                                           \
  X (HANGING_MG, 20)     /* a piece attacked and not defended, middlegame */                     \
  X (HANGING_EG, 20)     /* the same in the endgame */                                           \
  X (PAIR_MG, 25)        /* two pieces of a colour-bound type on both colours, middlegame */     \
  X (PAIR_EG, 50)        /* the same in the endgame */                                           \
  X (OPEN_FILE_MG, 35)   /* a file rider (rook) on a file without pawns, middlegame */           \
  X (OPEN_FILE_EG, 10)   /* the same in the endgame */                                           \
  X (HALF_OPEN_MG, 15)   /* a file rider on a file with enemy pawns only, middlegame */          \
  X (HALF_OPEN_EG, 10)   /* the same in the endgame */                                           \
  X (HAND_MG, 0)         /* a piece in hand, beyond 9/10 of its value, middlegame (ZigZag) */    \
  X (HAND_EG, 60)        /* the same in the endgame */

typedef enum
{
#define CE_EVAL_WEIGHT_ENUM(name, value) CE_W_##name,
  CE_EVAL_WEIGHTS (CE_EVAL_WEIGHT_ENUM)
#undef CE_EVAL_WEIGHT_ENUM
    CE_W_COUNT
} CeEvalWeight;

/* The names ("REACH_MG") and the defaults, indexed by CeEvalWeight. */
extern const char *const ce_eval_weight_names[CE_W_COUNT];
extern const int16_t ce_eval_weight_defaults[CE_W_COUNT];

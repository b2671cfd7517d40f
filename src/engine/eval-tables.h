/* SPDX-License-Identifier: GPL-3.0-or-later
 * The evaluation's per-variant tables, as data: what a built variant
 * carries (CeVariant.eval) and ce_evaluate reads.  Nothing here evaluates
 * or builds; eval.h does both.  It needs only the basic types and the
 * weights' list, so that variant.h, the layer the rest of the engine
 * stands on, can include it without the evaluation above it.
 */
#pragma once

#include "eval-weights.h"
#include "types.h"

/* CeEvalTables.pawn_kind bits: any pawn (CE_PF_PAWN); a pawn with files. */
#define CE_EVAL_PAWN      1
#define CE_EVAL_FILE_PAWN 2

/* Per-variant evaluation tables, built with the variant. */
typedef struct
{
  int16_t mg[CE_NCODES][CE_NSQ]; /* material + square bonus, middlegame */
  int16_t eg[CE_NCODES][CE_NSQ]; /* the same for the endgame */
  int16_t phase[CE_NCODES];      /* contribution to the game phase */
  int16_t hand[CE_MAX_TYPES];    /* value of a piece in hand */
  int16_t value[CE_MAX_TYPES];   /* plain material value, for move ordering */
  int phase_total;               /* the phase of the variant's start position, at least 1 */
  int16_t w[CE_W_COUNT];         /* the weights the tables were built with */
  /* Pawn structure (eval-pawns.c), for the pawns that have files to speak
   * of: they push straight along their file and capture one square
   * diagonally forward, Black's moves the rank mirror of White's. */
  bool file_pawns;                   /* some pawn type is such a pawn */
  uint8_t pawn_kind[CE_NCODES];      /* CE_EVAL_PAWN | CE_EVAL_FILE_PAWN bits by code */
  uint8_t passed[CE_NCODES][CE_NSQ]; /* 6 - pawn moves to promotion, at least 0 */
  /* What promotion gains (the best piece less the pawn) against chess's
   * queen for a pawn, 256 = 850 cp and at most that: the weight of a
   * passer's race, which is worth running as far as the prize is. */
  int16_t race_scale[CE_NCODES];
  /* Mobility (eval-pieces.c), for every piece but pawns and royals. */
  int16_t mob_avg[CE_NCODES];   /* the average reach on an empty board */
  int16_t mob_scale[CE_NCODES]; /* 256 / (average reach + 8); 0: no mobility */
  /* King safety (eval-pieces.c): a piece's weight for each square next to
   * the enemy king it attacks, by code; by type for a piece in hand. */
  uint8_t attack_units[CE_NCODES];
  uint8_t hand_units[CE_MAX_TYPES];
  /* Pieces whose every move keeps the colour of their square (a bishop),
   * for the pair; pieces that ride along their file and never diagonally
   * (a rook), for open files. */
  bool colour_bound[CE_NCODES];
  bool file_rider[CE_NCODES];
  /* Variant terms (eval-variant.c). */
  uint8_t hand_type; /* the type held in hand (0: none), for HAND_MG/EG */
} CeEvalTables;

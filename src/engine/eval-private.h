/* SPDX-License-Identifier: GPL-3.0-or-later
 * The evaluation's terms beyond the square tables, shared by eval.c and the
 * eval-*.c files that hold them: each adds White's minus Black's score to a
 * middlegame and an endgame sum, which ce_evaluate blends by the phase.
 */
#pragma once

#include "eval.h"
#include "position.h"

/* A weight of the tables `e` (CeEvalTables *) in scope. */
#define W(name) (e->w[CE_W_##name])

/* What ce_evaluate's one pass over the board gathers for the terms. */
typedef struct
{
  /* Per colour and file (one file of padding each side, so file f is at
   * f + 1), the ranks of its pawns with files, and of any pawn. */
  unsigned own[2][CE_MAX_FILES + 2], any[2][CE_MAX_FILES + 2];
  int npawns;
  uint8_t pawns[CE_NSQ]; /* the squares of the pawns with files */
  int nall;
  uint8_t all[CE_NSQ]; /* the squares of every pawn */
  int npieces;
  uint8_t pieces[CE_NSQ]; /* the squares of the pieces with mobility */
  /* Per colour, its pieces in hand that count in an attack on the king,
   * and their attack units. */
  int hand_attackers[2], hand_units[2];
} CeEvalInfo;

/* eval-pawns.c: which pawn types have files (CeEvalTables.pawn_kind) and
 * their passed-pawn table, from the built move tables; `dist` is each
 * code's pawn moves to promotion by square (99: never). */
void ce_eval_build_pawns (CeVariant *v, int code, const int *dist);
/* Passed, isolated, doubled and connected pawns; open files at each king. */
void ce_eval_pawns (const CePosition *pos, const CeEvalInfo *info, int *mg, int *eg);

/* eval-pieces.c: the mobility tables of `code`, whose average reach on an
 * empty board is `avg`. */
void ce_eval_build_pieces (CeVariant *v, int code, int avg);
/* Mobility, king safety (attack and shelter) and threats. */
void ce_eval_pieces (const CePosition *pos, const CeEvalInfo *info, int *mg, int *eg);

/* eval-variant.c: the variant terms' data, from the variant's definition. */
void ce_eval_build_variant (CeVariant *v);
/* The variant terms: pieces in hand. */
void ce_eval_variant (const CePosition *pos, int *mg, int *eg);

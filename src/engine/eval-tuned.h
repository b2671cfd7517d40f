/* SPDX-License-Identifier: GPL-3.0-or-later
 * A variant's tuned evaluation weights (chimera-tune, tools/tune): the
 * weights its tables are built with, the defaults of eval-weights.h
 * overridden by the variant's own (weight, value) pairs where it has any.
 *
 * The data is sparse on purpose: a weight added to eval-weights.h later
 * keeps its default in every variant until the variant is tuned again.
 */
#pragma once

#include "eval-weights.h"
#include "variant.h"

typedef struct
{
  int weight; /* a CeEvalWeight, or CE_EVAL_TUNED_VALUE (type); CE_EVAL_TUNED_END ends a list */
  int value;
} CeEvalTunedWeight;

/* A fitted bonus of a piece type on one square, on top of the tables
 * ce_eval_build_weights derives (chimera-tune squares): White's square by
 * file and rank, Black's the one ce_variant_black_square gives.  A list
 * ends with type 0. */
typedef struct
{
  uint8_t type, file, rank;
  int16_t mg, eg;
} CeEvalTunedSquare;

/* The id of a piece type's material value in the evaluation tables: the
 * tables alone (ce_evaluate); move ordering, the game phase, pruning
 * margins and the balance a player sees keep the definition's value. */
#define CE_EVAL_TUNED_VALUE(type) (1000 + (type))
#define CE_EVAL_TUNED_END         (-1)

/* The piece type whose value the pair `p` sets in variant `d`, 0 if it
 * sets a weight (or names no type of d). */
static inline int
ce_eval_tuned_value_type (const CeEvalTunedWeight *p, const CeVariantDef *d)
{
  int type = p->weight - CE_EVAL_TUNED_VALUE (0);
  return type >= 1 && type <= d->ntypes ? type : 0;
}

/* The tuned pairs of the variant `d` (its file in variants/tuned/), ended
 * by a pair whose weight is CE_EVAL_TUNED_END; NULL if it has none. */
const CeEvalTunedWeight *ce_eval_tuned_pairs (const CeVariantDef *d);

/* Writes the CE_W_COUNT weights the variant `d` is evaluated with into
 * `out`: the defaults, overridden by its tuned pairs. */
void ce_eval_tuned_weights (const CeVariantDef *d, int16_t *out);

/* Sets the material of piece type `type` in v's tables (both colours,
 * every square, in hand nine tenths of it), keeping the square bonuses;
 * its value for move ordering (eval.value) stays.  Only on tables just
 * built by ce_eval_build_weights, once a type: it replaces the
 * definition's value. */
void ce_eval_set_material (CeVariant *v, int type, int value);

/* Applies v's tuned piece values and square bonuses to its built tables
 * (after ce_eval_build_weights). */
void ce_eval_tuned_tables (CeVariant *v);

/* The variant's own square bonuses, ended by type 0; NULL if it has none. */
const CeEvalTunedSquare *ce_eval_tuned_squares (const CeVariantDef *d);

/* Adds `mg` and `eg` to White's `type` on square `sq` and to Black's on
 * ce_variant_black_square (v, sq), in v's built tables. */
void ce_eval_add_square (CeVariant *v, int type, int sq, int mg, int eg);

/* Adds each bonus of `list` (ended by type 0; NULL: none) as
 * ce_eval_add_square does, skipping any off v's types or board. */
void ce_eval_add_squares (CeVariant *v, const CeEvalTunedSquare *list);

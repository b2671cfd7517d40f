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

/* The id of a piece type's material value in the evaluation tables: the
 * tables alone (ce_evaluate); move ordering, the game phase, pruning
 * margins and the balance a player sees keep the definition's value. */
#define CE_EVAL_TUNED_VALUE(type) (1000 + (type))
#define CE_EVAL_TUNED_END         (-1)

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

/* Applies v's tuned piece values to its built tables (after
 * ce_eval_build_weights). */
void ce_eval_tuned_values (CeVariant *v);

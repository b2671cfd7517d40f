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
  int weight; /* a CeEvalWeight; CE_W_COUNT ends a list */
  int value;
} CeEvalTunedWeight;

/* The tuned pairs of the variant `d` (its file in variants/tuned/), ended
 * by a pair whose weight is CE_W_COUNT; NULL if it has none. */
const CeEvalTunedWeight *ce_eval_tuned_pairs (const CeVariantDef *d);

/* Writes the CE_W_COUNT weights the variant `d` is evaluated with into
 * `out`: the defaults, overridden by its tuned pairs. */
void ce_eval_tuned_weights (const CeVariantDef *d, int16_t *out);

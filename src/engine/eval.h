/* SPDX-License-Identifier: GPL-3.0-or-later
 * Static evaluation for every variant, from tables derived once per variant
 * from its piece values and board geometry (see docs/engine.md).
 */
#pragma once

#include "eval-tables.h"
#include "types.h"

#define CE_EVAL_MATE     30000
#define CE_EVAL_INFINITE 32000
/* Scores beyond this are mates. */
#define CE_EVAL_MATE_BOUND (CE_EVAL_MATE - 1000)

/* Builds v's tables with its weights: the defaults, or its tuned ones
 * (eval-tuned.h).  The caller has built v's move tables and parsed its
 * start position into v->start, whose pieces give the game phase's total:
 * the evaluation reads no position strings. */
void ce_eval_build (CeVariant *v);
/* The same with the given weights (CE_W_COUNT of them): for a tuner, which
 * rebuilds a private copy of a variant's tables with each trial. */
void ce_eval_build_weights (CeVariant *v, const int16_t *weights);

/* The position's score in centipawns for the side to move. */
int ce_evaluate (const CePosition *pos);

/* The material on the board and in hand, White's minus Black's, in
 * centipawns of the variant's piece values (CePieceDef.value; a royal
 * piece counts nothing): the balance a player sees ("+3"), without the
 * square bonuses of ce_evaluate. */
int ce_material_balance (const CePosition *pos);

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Variant terms: evaluation knowledge of a variant's own rules, each read
 * from the variant's data (piece flags, ...), never from its id.
 *   - pieces in hand (a variant with drops): in the endgame a piece in hand
 *     is worth more than its fixed share of its value, as it can be dropped
 *     wherever it is most useful then.
 */
#include "eval-private.h"

void
ce_eval_build_variant (CeVariant *v)
{
  v->eval.hand_type = (uint8_t) ce_variant_hand_type (v);
}

void
ce_eval_variant (const CePosition *pos, int *mg, int *eg)
{
  const CeEvalTables *e = &pos->v->eval;
  if (e->hand_type)
    {
      int d = pos->hand[CE_WHITE][e->hand_type] - pos->hand[CE_BLACK][e->hand_type];
      *mg += W (HAND_MG) * d;
      *eg += W (HAND_EG) * d;
    }
}

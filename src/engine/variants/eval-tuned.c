/* SPDX-License-Identifier: GPL-3.0-or-later
 * Which variants have tuned evaluation weights: each one's pairs come from
 * its file in tuned/, written by chimera-tune (tools/tune), whose header
 * gives the commands that regenerate it and the match that accepted it.
 * A variant not listed here is evaluated with the defaults.
 *
 * To tune a variant (docs/engine.md, "Tuning"):
 *   chimera-tune gen --variant V --games 400 --nodes 5000 --seed 1 > /tmp/V.pos
 *   chimera-tune fit --variant V --seed 1 --out src/engine/variants/tuned/V.inc /tmp/V.pos
 * then list it below and accept it only on an SPRT gain against the
 * defaults (bench/README.md).
 */
#include "../eval-tuned.h"

#include <string.h>

typedef struct
{
  const CeVariantDef *def;
  const CeEvalTunedWeight *pairs;
} Tuned;

/* Each variant's file holds its { CE_W_NAME, value } lines. */
#define TUNED_END \
  {               \
    CE_W_COUNT, 0 \
  }

static const Tuned tuned[] = {
  { NULL, NULL },
};

const CeEvalTunedWeight *
ce_eval_tuned_pairs (const CeVariantDef *d)
{
  for (size_t i = 0; i < sizeof tuned / sizeof tuned[0]; i++)
    if (tuned[i].def && tuned[i].def == d)
      return tuned[i].pairs;
  return NULL;
}

void
ce_eval_tuned_weights (const CeVariantDef *d, int16_t *out)
{
  memcpy (out, ce_eval_weight_defaults, sizeof (int16_t) * CE_W_COUNT);
  const CeEvalTunedWeight *p = ce_eval_tuned_pairs (d);
  for (; p && p->weight != CE_W_COUNT; p++)
    if (p->weight >= 0 && p->weight < CE_W_COUNT)
      out[p->weight] = (int16_t) p->value;
}

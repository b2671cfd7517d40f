/* SPDX-License-Identifier: GPL-3.0-or-later
 * Which variants have tuned evaluation weights: each one's pairs come from
 * its file in tuned/, written by chimera-tune (tools/tune), whose header
 * gives the commands that regenerate it and the match that accepted it.
 * A variant not listed here is evaluated with the defaults.
 *
 * To tune a variant (docs/engine.md, "Tuning"):
 *   chimera-tune gen --variant V --games 300 --nodes 5000 --seed 1 > V.pos
 *   chimera-tune fit --variant V --seed 1 --values --out src/engine/variants/tuned/V.inc V.pos
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

/* Each variant's pairs: its file's lines, then the end. */
extern const CeVariantDef ce_variant_chess;
static const CeEvalTunedWeight chess[] = {
#include "tuned/chess.inc"
  { CE_EVAL_TUNED_END, 0 },
};

extern const CeVariantDef ce_variant_zigzag;
static const CeEvalTunedWeight zigzag[] = {
#include "tuned/zigzag.inc"
  { CE_EVAL_TUNED_END, 0 },
};

extern const CeVariantDef ce_variant_zelig2;
static const CeEvalTunedWeight zelig2[] = {
#include "tuned/zelig2.inc"
  { CE_EVAL_TUNED_END, 0 },
};

extern const CeVariantDef ce_variant_zelig;
static const CeEvalTunedWeight zelig[] = {
#include "tuned/zelig.inc"
  { CE_EVAL_TUNED_END, 0 },
};

extern const CeVariantDef ce_variant_mchess;
static const CeEvalTunedWeight mchess[] = {
#include "tuned/mchess.inc"
  { CE_EVAL_TUNED_END, 0 },
};

extern const CeVariantDef ce_variant_zonex;

/* Zone X is evaluated with chess's weights: its own fits lost their
 * matches twice (docs/engine.md, "Tuning"), and chess's, fitted to an
 * army that differs only in the General and the Warrior, won one.  The
 * pairs must stay weights only: a piece's value is a type index of its
 * own variant. */
static const Tuned tuned[] = {
  { &ce_variant_chess, chess }, { &ce_variant_zigzag, zigzag }, { &ce_variant_zelig2, zelig2 },
  { &ce_variant_zelig, zelig }, { &ce_variant_mchess, mchess }, { &ce_variant_zonex, chess },
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
  for (; p && p->weight != CE_EVAL_TUNED_END; p++)
    if (p->weight >= 0 && p->weight < CE_W_COUNT)
      out[p->weight] = (int16_t) p->value;
}

void
ce_eval_set_material (CeVariant *v, int type, int value)
{
  CeEvalTables *e = &v->eval;
  const CePieceDef *pd = &v->def->types[type];
  if (pd->flags & CE_PF_ROYAL)
    return;
  /* The tables hold material plus bonus, the material as
   * ce_eval_build_weights put it there: the definition's value. */
  int delta = value - pd->value;
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < v->nsquares; i++)
      {
        int s = v->squares[i];
        e->mg[CE_PIECE (c, type)][s] = (int16_t) (e->mg[CE_PIECE (c, type)][s] + delta);
        e->eg[CE_PIECE (c, type)][s] = (int16_t) (e->eg[CE_PIECE (c, type)][s] + delta);
      }
  if (pd->flags & CE_PF_HAND)
    e->hand[type] = (int16_t) (value * 9 / 10);
}

void
ce_eval_tuned_values (CeVariant *v)
{
  const CeEvalTunedWeight *p = ce_eval_tuned_pairs (v->def);
  for (; p && p->weight != CE_EVAL_TUNED_END; p++)
    {
      int type = p->weight - CE_EVAL_TUNED_VALUE (0);
      if (type >= 1 && type <= v->def->ntypes)
        ce_eval_set_material (v, type, p->value);
    }
}

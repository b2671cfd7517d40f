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
  const CeEvalTunedSquare *squares; /* NULL: none */
} Tuned;

/* Each variant's pairs: its file's lines, then the end. */
extern const CeVariantDef ce_variant_chess;
static const CeEvalTunedWeight chess[] = {
#include "tuned/chess.inc"
  { CE_EVAL_TUNED_END, 0 },
};

static const CeEvalTunedSquare chess_squares[] = {
#include "tuned/chess-squares.inc"
  { 0, 0, 0, 0, 0 },
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
 * pairs must stay weights only, and chess's squares stay chess's: a
 * piece's value or square bonus is a type index of its own variant. */
static const Tuned tuned[] = {
  { &ce_variant_chess, chess, chess_squares }, { &ce_variant_zigzag, zigzag, NULL },
  { &ce_variant_zelig2, zelig2, NULL },        { &ce_variant_zelig, zelig, NULL },
  { &ce_variant_mchess, mchess, NULL },        { &ce_variant_zonex, chess, NULL },
};

static const Tuned *
tuned_of (const CeVariantDef *d)
{
  for (size_t i = 0; i < sizeof tuned / sizeof tuned[0]; i++)
    if (tuned[i].def && tuned[i].def == d)
      return &tuned[i];
  return NULL;
}

const CeEvalTunedWeight *
ce_eval_tuned_pairs (const CeVariantDef *d)
{
  const Tuned *t = tuned_of (d);
  return t ? t->pairs : NULL;
}

const CeEvalTunedSquare *
ce_eval_tuned_squares (const CeVariantDef *d)
{
  const Tuned *t = tuned_of (d);
  return t ? t->squares : NULL;
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
ce_eval_add_square (CeVariant *v, int type, int sq, int mg, int eg)
{
  CeEvalTables *e = &v->eval;
  int code[2] = { CE_PIECE (CE_WHITE, type), CE_PIECE (CE_BLACK, type) };
  int at[2] = { sq, ce_variant_black_square (v, sq) };
  for (int c = 0; c < 2; c++)
    {
      e->mg[code[c]][at[c]] = (int16_t) (e->mg[code[c]][at[c]] + mg);
      e->eg[code[c]][at[c]] = (int16_t) (e->eg[code[c]][at[c]] + eg);
    }
}

void
ce_eval_tuned_tables (CeVariant *v)
{
  const CeEvalTunedWeight *p = ce_eval_tuned_pairs (v->def);
  for (; p && p->weight != CE_EVAL_TUNED_END; p++)
    if (ce_eval_tuned_value_type (p, v->def))
      ce_eval_set_material (v, ce_eval_tuned_value_type (p, v->def), p->value);
  ce_eval_add_squares (v, ce_eval_tuned_squares (v->def));
}

void
ce_eval_add_squares (CeVariant *v, const CeEvalTunedSquare *list)
{
  for (const CeEvalTunedSquare *s = list; s && s->type; s++)
    if (s->type <= v->def->ntypes && s->file < v->files && s->rank < v->ranks
        && v->on_board[CE_SQ (s->file, s->rank)])
      ce_eval_add_square (v, s->type, CE_SQ (s->file, s->rank), s->mg, s->eg);
}

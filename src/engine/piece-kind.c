/* SPDX-License-Identifier: GPL-3.0-or-later
 * The orthodox kind of a variant's piece types, read from their moves.
 */
#include "piece-kind.h"

#include <stddef.h>

typedef struct
{
  int n;
  CeStep steps[2];
} Pattern;

#define RIDE_ALL(df, dr)                              \
  {                                                   \
    df, dr, CE_STEP_RIDE, CE_MODE_BOTH, CE_SYM_ALL, 0 \
  }
#define LEAP_ALL(df, dr)                              \
  {                                                   \
    df, dr, CE_STEP_LEAP, CE_MODE_BOTH, CE_SYM_ALL, 0 \
  }

static const Pattern patterns[CE_N_KINDS] = {
  [CE_KIND_KING] = { 2, { LEAP_ALL (1, 0), LEAP_ALL (1, 1) } },
  [CE_KIND_QUEEN] = { 2, { RIDE_ALL (1, 0), RIDE_ALL (1, 1) } },
  [CE_KIND_ROOK] = { 1, { RIDE_ALL (1, 0) } },
  [CE_KIND_BISHOP] = { 1, { RIDE_ALL (1, 1) } },
  [CE_KIND_KNIGHT] = { 1, { LEAP_ALL (1, 2) } },
};

static bool
same_step (const CeStep *a, const CeStep *b)
{
  return a->df == b->df && a->dr == b->dr && a->kind == b->kind && a->mode == b->mode
         && a->sym == b->sym && a->region == b->region;
}

/* True if the piece has exactly the pattern's steps, in any order. */
static bool
moves_as (const CePieceDef *p, const Pattern *pat)
{
  if (p->nsteps != pat->n)
    return false;
  for (int i = 0; i < pat->n; i++)
    {
      bool found = false;
      for (int k = 0; k < p->nsteps && !found; k++)
        found = same_step (&pat->steps[i], &p->steps[k]);
      if (!found)
        return false;
    }
  return true;
}

CeOrthodoxKind
ce_orthodox_kind (const CeVariant *v, int type)
{
  if (!v || type <= 0 || type > v->def->ntypes)
    return CE_KIND_NONE;
  const CePieceDef *p = &v->def->types[type];
  if (p->flags & (CE_PF_NO_FEN | CE_PF_POWER | CE_PF_HAND))
    return CE_KIND_NONE;
  if (p->flags & CE_PF_PAWN)
    return CE_KIND_PAWN;
  if (p->flags & CE_PF_ROYAL)
    return moves_as (p, &patterns[CE_KIND_KING]) ? CE_KIND_KING : CE_KIND_NONE;
  for (int k = CE_KIND_QUEEN; k <= CE_KIND_KNIGHT; k++)
    if (moves_as (p, &patterns[k]))
      return (CeOrthodoxKind) k;
  return CE_KIND_NONE;
}

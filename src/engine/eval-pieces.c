/* SPDX-License-Identifier: GPL-3.0-or-later
 * Mobility: a walk over each piece's move tables in the actual position
 * counts the squares it can go to.
 */
#include "eval-private.h"

#include <string.h>

void
ce_eval_build_pieces (CeVariant *v, int code, int avg)
{
  CeEvalTables *e = &v->eval;
  const CePieceDef *pd = &v->def->types[CE_TYPE (code)];
  if (pd->flags & (CE_PF_PAWN | CE_PF_ROYAL))
    return;
  e->mob_avg[code] = (int16_t) avg;
  e->mob_scale[code] = (int16_t) (256 / (avg + 8));
}

/* A square a piece of colour c can go to counts for mobility unless an own
 * piece stands there or an enemy pawn attacks it. */
#define COUNTS(t) (!(board[t] && CE_COLOR (board[t]) == c) && !(pawn_att[t] & (1u << (c ^ 1))))

void
ce_eval_pieces (const CePosition *pos, const CeEvalInfo *info, int *mg, int *eg)
{
  const CeVariant *v = pos->v;
  const CeEvalTables *e = &v->eval;
  const CePiece *board = pos->board;
  /* Squares attacked by each colour's pawns, bit 1 << colour. */
  uint8_t pawn_att[CE_NSQ];
  memset (pawn_att, 0, sizeof pawn_att);
  for (int i = 0; i < info->nall; i++)
    {
      int s = info->all[i];
      CePiece p = board[s];
      const CeMoveSet *ms = &v->moves[p][s];
      const CeLeap *l = v->leaps + ms->leaps.first;
      for (uint32_t k = ms->leaps.count; k--; l++)
        if (l->mode & CE_MODE_CAPTURE)
          pawn_att[l->to] |= (uint8_t) (1u << CE_COLOR (p));
    }

  int mob[2] = { 0, 0 };
  for (int i = 0; i < info->npieces; i++)
    {
      int s = info->pieces[i];
      CePiece p = board[s];
      int c = CE_COLOR (p), count = 0;
      const CeMoveSet *ms = &v->moves[p][s];
      const CeLeap *l = v->leaps + ms->leaps.first;
      for (uint32_t k = ms->leaps.count; k--; l++)
        {
          int t = l->to;
          if (l->cover != CE_NO_SQ && !board[l->cover])
            continue; /* a ray of the piece reaches it: counted there */
          if (board[t] ? (l->mode & CE_MODE_CAPTURE) : (l->mode & CE_MODE_MOVE))
            count += COUNTS (t);
        }
      const CeRay *r = v->rays + ms->rays.first;
      for (uint32_t k = ms->rays.count; k--; r++)
        {
          const uint8_t *sq = v->pool + r->sq;
          for (int j = 0; j < r->len; j++)
            {
              int t = sq[j];
              if (board[t])
                {
                  if (r->mode & CE_MODE_CAPTURE)
                    count += COUNTS (t);
                  break;
                }
              if (r->mode & CE_MODE_MOVE)
                count += COUNTS (t);
            }
        }
      const CeBent *b = v->bents + ms->bents.first;
      for (uint32_t k = ms->bents.count; k--; b++)
        {
          int t = b->to;
          if ((board[t] ? (b->mode & CE_MODE_CAPTURE) : (b->mode & CE_MODE_MOVE)) && COUNTS (t)
              && (ce_path_clear (board, v->pool + b->p1, b->n1)
                  || ce_path_clear (board, v->pool + b->p2, b->n2)))
            count++;
        }
      mob[c] += (2 * count - e->mob_avg[p]) * e->mob_scale[p];
    }
  int d = mob[CE_WHITE] - mob[CE_BLACK];
  *mg += W (MOBILITY_MG) * d / 64;
  *eg += W (MOBILITY_EG) * d / 64;
}

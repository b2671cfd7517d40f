/* SPDX-License-Identifier: GPL-3.0-or-later
 * Pawn structure: passed, isolated, doubled and connected pawns and the
 * files in front of each king, for the
 * pawn types whose moves give files a meaning (decided from their steps,
 * never from the variant's name).
 */
#include "eval-private.h"

#include <stdlib.h>

/* A queen less a pawn in chess: the prize the race weights were measured
 * with. */
#define RACE_PRIZE 850

/* Whether `pd` is a pawn with files: it pushes straight forward, captures
 * only one square diagonally forward, and moves sideways at most where a
 * region limits it (Zone X's zone, Diamond's edges); Black's steps are
 * White's mirrored across the middle rank.  ZigZag's ninja pawns (free
 * sideways steps) and Diagonal Chess's pawns (steps along a diagonal of
 * the grid) are not. */
static bool
has_files (const CeVariantDef *d, const CePieceDef *pd)
{
  if (!(pd->flags & CE_PF_PAWN) || d->black_mirror != CE_MIRROR_RANK)
    return false;
  bool push = false, capture = false;
  for (int i = 0; i < pd->nsteps; i++)
    {
      const CeStep *st = &pd->steps[i];
      if (st->mode & CE_MODE_CAPTURE)
        {
          if (st->kind != CE_STEP_LEAP || st->dr != 1 || (st->df != 1 && st->df != -1))
            return false;
          capture = true;
        }
      if (st->mode & CE_MODE_MOVE)
        {
          if (st->df == 0 && st->dr == 1)
            push = true;
          else if (st->region == 0)
            return false;
        }
    }
  return push && capture;
}

void
ce_eval_build_pawns (CeVariant *v, int code, const int *dist)
{
  CeEvalTables *e = &v->eval;
  const CePieceDef *pd = &v->def->types[CE_TYPE (code)];
  e->pawn_kind[code] = CE_EVAL_PAWN;
  if (!has_files (v->def, pd))
    return;
  e->file_pawns = true;
  e->pawn_kind[code] |= CE_EVAL_FILE_PAWN;
  int prize = 0;
  for (int i = 0; i < v->nsquares; i++)
    {
      int s = v->squares[i];
      e->passed[code][s] = (uint8_t) (dist[s] < 6 ? 6 - dist[s] : 0);
      for (int t = 1; t <= v->def->ntypes; t++)
        if ((v->promo[CE_COLOR (code)][s] & (1u << t)) && v->def->types[t].value > prize)
          prize = v->def->types[t].value;
    }
  int gain = (prize - pd->value) * 256 / RACE_PRIZE;
  e->race_scale[code] = (int16_t) (gain < 0 ? 0 : gain > 256 ? 256 : gain);
}

/* Ranks at or beyond (White) / at or below (Black) `r`, as a bit set. */
static inline unsigned
ahead (int c, int r)
{
  return c == CE_WHITE ? ~((2u << r) - 1) : (1u << r) - 1;
}

/* Kings' steps from `k` to `s`, at most 5; none (5) without a king. */
static inline int
king_distance (int k, int s)
{
  if (k == CE_NO_SQ)
    return 5;
  int df = abs (CE_FILE (k) - CE_FILE (s)), dr = abs (CE_RANK (k) - CE_RANK (s));
  int d = df > dr ? df : dr;
  return d < 5 ? d : 5;
}

/* The king's files, middlegame, White's view. */
static int
king_files (const CePosition *pos, const CeEvalInfo *info)
{
  /* In the middlegame a king wants pawns of its own ahead of it on its
   * file and the two beside: a file without them is a way in for rooks
   * and queens, the more so without enemy pawns on it.  An enemy pawn
   * coming down one of those files, within three ranks of the king, opens
   * them or drives the pawns in front of the king away. */
  const CeEvalTables *e = &pos->v->eval;
  const int files = pos->v->files;
  int smg = 0;
  for (int c = 0; c < 2; c++)
    {
      int k = pos->king[c];
      if (k == CE_NO_SQ)
        continue;
      const int kr = CE_RANK (k);
      unsigned front = ahead (c, kr);
      int open = 0;
      for (int f = CE_FILE (k) - 1; f <= CE_FILE (k) + 1; f++)
        {
          if (f < 0 || f >= files)
            continue;
          if (!(info->own[c][f + 1] & front))
            open += W (KING_FILE_MG) + (info->any[c ^ 1][f + 1] ? 0 : W (KING_OPEN_MG));
          unsigned storm = info->any[c ^ 1][f + 1] & front;
          if (storm)
            {
              int d
                = c == CE_WHITE ? __builtin_ctz (storm) - kr : kr - (31 - __builtin_clz (storm));
              if (d < 4)
                open += W (KING_STORM_MG) * (4 - d);
            }
        }
      smg += c == CE_WHITE ? -open : open;
    }
  return smg;
}

void
ce_eval_pawns (const CePosition *pos, const CeEvalInfo *info, int *mg, int *eg)
{
  const CeEvalTables *e = &pos->v->eval;
  int smg = 0, seg = 0;
  for (int i = 0; i < info->npawns; i++)
    {
      int s = info->pawns[i];
      CePiece p = pos->board[s];
      int c = CE_COLOR (p), f = CE_FILE (s) + 1, r = CE_RANK (s);
      int back = c == CE_WHITE ? r - 1 : r + 1;
      unsigned front = ahead (c, r);
      const unsigned *mine = info->own[c], *theirs = info->any[c ^ 1];
      int pmg = 0, peg = 0;

      if (!((theirs[f - 1] | theirs[f] | theirs[f + 1]) & front))
        {
          int k = e->passed[p][s] * e->passed[p][s];
          pmg += W (PASSED_MG) * k / 4;
          peg += W (PASSED_EG) * k / 4;
          /* In the endgame the kings decide a passer's race: the enemy
           * king far from the square ahead of it, its own king near; steps
           * count up to five, each times (6 - moves to promotion), scaled
           * by the prize (Zone X's pawns promote to a Warrior only). */
          int ahead_sq = c == CE_WHITE ? s + 16 : s - 16;
          if (ahead_sq < 0 || ahead_sq >= CE_NSQ || !pos->v->on_board[ahead_sq])
            ahead_sq = s;
          peg += e->passed[p][s]
                 * (W (RACE_THEM) * king_distance (pos->king[c ^ 1], ahead_sq)
                    - W (RACE_US) * king_distance (pos->king[c], ahead_sq))
                 * e->race_scale[p] / 256;
        }
      if (!(mine[f - 1] | mine[f + 1]))
        pmg -= W (ISOLATED_MG), peg -= W (ISOLATED_EG);
      if (mine[f] & front)
        pmg -= W (DOUBLED_MG), peg -= W (DOUBLED_EG);
      unsigned beside = 1u << r | (back >= 0 ? 1u << back : 0);
      if ((mine[f - 1] | mine[f + 1]) & beside)
        pmg += W (CONNECTED_MG), peg += W (CONNECTED_EG);
      if (c == CE_WHITE)
        smg += pmg, seg += peg;
      else
        smg -= pmg, seg -= peg;
    }
  /* Most variants' fits leave the king's files out. */
  if (W (KING_FILE_MG) || W (KING_OPEN_MG) || W (KING_STORM_MG))
    smg += king_files (pos, info);
  *mg += smg;
  *eg += seg;
}

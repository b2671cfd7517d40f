/* SPDX-License-Identifier: GPL-3.0-or-later
 * Table-driven move generation, attack detection and legality for every
 * variant.  The tables (variant.c) already hold each piece's targets on each
 * square, so this file only walks them against the board.
 */
#include "movegen.h"

#include "movegen-private.h"

#include <string.h>

static inline uint32_t
bit (CePiece p)
{
  return 1u << p;
}

/* Attack test against the piece codes in `by` (a colour's codes that are on
 * the board). */
static bool
attacked_by (const CePosition *pos, int s, uint32_t by)
{
  const CeVariant *v = pos->v;
  const CePiece *board = pos->board;

  const CeAttackLeap *al = v->aleaps + v->att_leaps[s].first;
  for (uint32_t i = v->att_leaps[s].count; i--; al++)
    if (bit (board[al->from]) & al->mask & by)
      return true;

  if (v->slider_mask & by)
    {
      const CeAttackRay *ar = v->arays + v->att_rays[s].first;
      for (uint32_t i = v->att_rays[s].count; i--; ar++)
        if (ce_ray_attacker (v, board, ar, by) != CE_NO_SQ)
          return true;
    }

  const CeAttackBent *ab = v->abents + v->att_bents[s].first;
  for (uint32_t i = v->att_bents[s].count; i--; ab++)
    if ((bit (board[ab->from]) & ab->mask & by)
        && (ce_path_clear (board, v->pool + ab->p1, ab->n1)
            || ce_path_clear (board, v->pool + ab->p2, ab->n2)))
      return true;
  return false;
}

bool
ce_attacked (const CePosition *pos, int sq, int by)
{
  return attacked_by (pos, sq, pos->v->color_mask[by] & pos->present);
}

bool
ce_in_check (const CePosition *pos)
{
  int k = pos->king[pos->side];
  return k != CE_NO_SQ && ce_attacked (pos, k, pos->side ^ 1);
}

/* ---- pseudo-legal generation ---- */

static inline int
add_arrival (const CeVariant *v, CeMove *moves, int n, int from, int to, int us, bool pawn)
{
  unsigned set = pawn ? v->promo[us][to] : 0;
  if (!set)
    moves[n++] = ce_move_new (from, to, 0, CE_MOVE_NORMAL);
  else
    for (int t = 1; t < CE_MAX_TYPES; t++)
      if (set & (1u << t))
        moves[n++] = ce_move_new (from, to, t, CE_MOVE_NORMAL);
  return n;
}

static inline bool
is_ep_square (const CePosition *pos, int sq)
{
  for (int i = 0; i < pos->ep_count; i++)
    if (pos->ep[i] == sq)
      return true;
  return false;
}

static int
gen_castles (const CePosition *pos, CeMove *moves, int n)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  const int us = pos->side;
  const int ksq = v->king_start[us];
  if (pos->king[us] != ksq)
    return n;
  const uint32_t by = v->color_mask[us ^ 1] & pos->present;
  int in_check = -1; /* computed once, when first needed */

  for (int side = 0; side < 2; side++)
    {
      if (!(pos->castling & ((us == CE_WHITE ? CE_CASTLE_WK : CE_CASTLE_BK) << side)))
        continue;
      const int rsq = v->rook_start[us][side];
      const CePiece partner = pos->board[rsq];
      if (!partner || CE_COLOR (partner) != us)
        continue;
      const CePieceDef *pd = &d->types[CE_TYPE (partner)];
      if (d->castle_partner > 0
          && ce_variant_base (v, CE_TYPE (partner)) != ce_variant_base (v, d->castle_partner))
        continue;
      if (pd->flags & (CE_PF_PAWN | CE_PF_ROYAL))
        continue;
      const int dir = rsq > ksq ? 1 : -1;
      bool empty = true;
      for (int s = ksq + dir; s != rsq; s += dir)
        empty = empty && !pos->board[s];
      if (!empty)
        continue;
      if (in_check < 0)
        in_check = attacked_by (pos, ksq, by);
      if (in_check)
        return n;
      const int far = (rsq - ksq) * dir - 1;
      const int lo = d->castling == CE_CASTLE_FLEXIBLE ? 1 : 2;
      const int hi = d->castling == CE_CASTLE_FLEXIBLE ? far : 2;
      for (int dist = 1; dist <= hi; dist++)
        {
          if (attacked_by (pos, ksq + dist * dir, by))
            break;
          if (dist >= lo)
            moves[n++] = ce_move_new (ksq, ksq + dist * dir, 0, CE_MOVE_CASTLE);
        }
    }
  return n;
}

/* All pseudo-legal moves, or with `tactical` only captures, promotions and
 * pawn steps onto a flag square (for the quiescence search). */
static int
generate (const CePosition *pos, CeMove *moves, bool tactical)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  const CePiece *board = pos->board;
  const int us = pos->side;
  int n = 0;

  for (int i = 0; i < v->nsquares; i++)
    {
      const int from = v->squares[i];
      const CePiece p = board[from];
      if (!p || CE_COLOR (p) != us)
        continue;
      const unsigned flags = d->types[CE_TYPE (p)].flags;
      const bool pawn = flags & CE_PF_PAWN;
      const bool enter = (flags & CE_PF_ENTER) && d->zone && !v->zone[from];
      const CeMoveSet *ms = &v->moves[p][from];

      const CeLeap *l = v->leaps + ms->leaps.first;
      for (uint32_t k = ms->leaps.count; k--; l++)
        {
          if (l->cover != CE_NO_SQ && !board[l->cover])
            continue;
          const int to = l->to;
          const CePiece t = board[to];
          if (!t)
            {
              if ((l->mode & CE_MODE_MOVE) && !(enter && v->zone[to])
                  && (!tactical || (pawn && (v->promo[us][to] || v->flag_sq[us] == to))))
                n = add_arrival (v, moves, n, from, to, us, pawn);
              else if ((l->mode & CE_MODE_CAPTURE) && pos->ep_count && (flags & CE_PF_EP)
                       && is_ep_square (pos, to))
                moves[n++] = ce_move_new (from, to, 0, CE_MOVE_EP);
            }
          else if (CE_COLOR (t) != us && (l->mode & CE_MODE_CAPTURE))
            n = add_arrival (v, moves, n, from, to, us, pawn);
        }

      const CeRay *r = v->rays + ms->rays.first;
      for (uint32_t k = ms->rays.count; k--; r++)
        {
          const uint8_t *sq = v->pool + r->sq;
          for (int j = 0; j < r->len; j++)
            {
              const int to = sq[j];
              const CePiece t = board[to];
              if (!t)
                {
                  if ((r->mode & CE_MODE_MOVE) && !(enter && v->zone[to])
                      && (!tactical || (pawn && v->promo[us][to])))
                    n = add_arrival (v, moves, n, from, to, us, pawn);
                  continue;
                }
              if (CE_COLOR (t) != us && (r->mode & CE_MODE_CAPTURE))
                n = add_arrival (v, moves, n, from, to, us, pawn);
              break;
            }
        }

      const CeBent *b = v->bents + ms->bents.first;
      for (uint32_t k = ms->bents.count; k--; b++)
        {
          const CePiece t = board[b->to];
          if (t ? (CE_COLOR (t) == us || !(b->mode & CE_MODE_CAPTURE))
                : (tactical || !(b->mode & CE_MODE_MOVE)))
            continue;
          if (ce_path_clear (board, v->pool + b->p1, b->n1)
              || ce_path_clear (board, v->pool + b->p2, b->n2))
            n = add_arrival (v, moves, n, from, b->to, us, pawn);
        }

      if (enter && !tactical)
        for (int j = 0; j < v->nzone; j++)
          {
            const int to = v->zone_squares[j];
            if (!board[to])
              moves[n++] = ce_move_new (from, to, 0, CE_MOVE_NORMAL);
          }
    }

  if (tactical)
    return n;
  if (pos->castling && d->castling != CE_CASTLE_NONE)
    n = gen_castles (pos, moves, n);
  if (d->extra_moves)
    n = d->extra_moves (pos, moves, n);
  return n;
}

int
ce_generate_pseudo (const CePosition *pos, CeMove *moves)
{
  return generate (pos, moves, false);
}

/* ---- legality ---- */

CeResult
ce_variant_end (const CePosition *pos, CeEndReason *why)
{
  const CeVariant *v = pos->v;
  if (v->flag_sq[0] != CE_NO_SQ)
    for (int c = 0; c < 2; c++)
      {
        CePiece p = pos->board[v->flag_sq[c]];
        if (p && CE_COLOR (p) == c && (v->def->types[CE_TYPE (p)].flags & CE_PF_PAWN))
          {
            if (why)
              *why = CE_END_FLAG;
            return c == CE_WHITE ? CE_RESULT_WHITE_WINS : CE_RESULT_BLACK_WINS;
          }
      }
  return CE_RESULT_NONE;
}

bool
ce_move_is_legal_slow (CePosition *pos, CeMove m)
{
  const CeVariantDef *d = pos->v->def;
  const int us = pos->side;
  CeUndo u;
  ce_make (pos, m, &u);
  bool ok = pos->king[us] == CE_NO_SQ || !ce_attacked (pos, pos->king[us], us ^ 1);
  if (ok && d->extra_legal)
    ok = d->extra_legal (pos, us);
  ce_unmake (pos, m, &u);
  return ok;
}

int
ce_generate_legal_slow (CePosition *pos, CeMove *moves)
{
  if (ce_variant_end (pos, NULL) != CE_RESULT_NONE)
    return 0;
  int n = ce_generate_pseudo (pos, moves), kept = 0;
  for (int i = 0; i < n; i++)
    if (ce_move_is_legal_slow (pos, moves[i]))
      moves[kept++] = moves[i];
  return kept;
}

static inline void
mark (uint64_t set[4], int sq)
{
  set[sq >> 6] |= 1ull << (sq & 63);
}

/* The one own piece on a bent path, or -1 if the path holds anything else. */
static int
lone_own_blocker (const CePosition *pos, const uint8_t *path, int n, int us)
{
  int own = -1;
  for (int i = 0; i < n; i++)
    {
      CePiece p = pos->board[path[i]];
      if (!p)
        continue;
      if (CE_COLOR (p) != us || own >= 0)
        return -1;
      own = path[i];
    }
  return own;
}

/* Marks the own pieces whose leaving their square could expose the king: the
 * lone own piece between the king and an enemy rider, and the lone own
 * piece on a blocked path of an enemy bent rider aimed at the king. */
static void
find_pins (const CePosition *pos, int ksq, int us, uint64_t pinned[4])
{
  const CeVariant *v = pos->v;
  const uint32_t enemy = v->color_mask[us ^ 1] & pos->present;
  const uint32_t riders = enemy & v->slider_mask;
  memset (pinned, 0, 4 * sizeof pinned[0]);
  if (riders)
    {
      const CeAttackRay *ar = v->arays + v->att_rays[ksq].first;
      for (uint32_t i = v->att_rays[ksq].count; i--; ar++)
        {
          if (!(ar->mask & riders))
            continue;
          const uint8_t *sq = v->pool + ar->sq;
          int own = -1;
          for (int k = 0; k < ar->len; k++)
            {
              CePiece p = pos->board[sq[k]];
              if (!p)
                continue;
              if (CE_COLOR (p) == us)
                {
                  if (own >= 0)
                    break;
                  own = sq[k];
                  continue;
                }
              if (own >= 0 && (bit (p) & ar->mask))
                mark (pinned, own);
              break;
            }
        }
    }
  const CeAttackBent *ab = v->abents + v->att_bents[ksq].first;
  for (uint32_t i = v->att_bents[ksq].count; i--; ab++)
    {
      if (!(bit (pos->board[ab->from]) & ab->mask & enemy))
        continue;
      int a = lone_own_blocker (pos, v->pool + ab->p1, ab->n1, us);
      int b = lone_own_blocker (pos, v->pool + ab->p2, ab->n2, us);
      if (a >= 0)
        mark (pinned, a);
      if (b >= 0)
        mark (pinned, b);
    }
}

/* Marks the squares where a move other than the king's can answer a check
 * to the king on `ksq` by the pieces `by`: each checker's square and the
 * squares between it and the king (for a bent rider, both its paths).  A
 * move elsewhere leaves every checker attacking, unless it changes the
 * opponent's powers (capture_repowers) or removes a piece by en passant,
 * which are tested in full. */
static void
find_evasions (const CePosition *pos, int ksq, uint32_t by, uint64_t set[4])
{
  const CeVariant *v = pos->v;
  const CePiece *board = pos->board;
  memset (set, 0, 4 * sizeof set[0]);
  const CeAttackLeap *al = v->aleaps + v->att_leaps[ksq].first;
  for (uint32_t i = v->att_leaps[ksq].count; i--; al++)
    if (bit (board[al->from]) & al->mask & by)
      mark (set, al->from);
  if (v->slider_mask & by)
    {
      const CeAttackRay *ar = v->arays + v->att_rays[ksq].first;
      for (uint32_t i = v->att_rays[ksq].count; i--; ar++)
        {
          int checker = ce_ray_attacker (v, board, ar, by);
          if (checker == CE_NO_SQ)
            continue;
          /* The squares from the king's side out to the checker. */
          for (const uint8_t *sq = v->pool + ar->sq;; sq++)
            {
              mark (set, *sq);
              if (*sq == checker)
                break;
            }
        }
    }
  const CeAttackBent *ab = v->abents + v->att_bents[ksq].first;
  for (uint32_t i = v->att_bents[ksq].count; i--; ab++)
    if ((bit (board[ab->from]) & ab->mask & by)
        && (ce_path_clear (board, v->pool + ab->p1, ab->n1)
            || ce_path_clear (board, v->pool + ab->p2, ab->n2)))
      {
        mark (set, ab->from);
        for (int j = 0; j < ab->n1; j++)
          mark (set, v->pool[ab->p1 + j]);
        for (int j = 0; j < ab->n2; j++)
          mark (set, v->pool[ab->p2 + j]);
      }
}

static int
generate_legal (CePosition *pos, CeMove *moves, bool tactical)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  if (pos->king[pos->side] == CE_NO_SQ)
    {
      if (!tactical)
        return ce_generate_legal_slow (pos, moves);
      if (ce_variant_end (pos, NULL) != CE_RESULT_NONE)
        return 0;
      int n = generate (pos, moves, true), kept = 0;
      for (int i = 0; i < n; i++)
        if (ce_move_is_legal_slow (pos, moves[i]))
          moves[kept++] = moves[i];
      return kept;
    }
  if (ce_variant_end (pos, NULL) != CE_RESULT_NONE)
    return 0;

  /* Without check, a move can expose the king only by its own piece leaving
   * a line (a pin), by the king's step, or by changing the opponent's
   * powers, which only a capture named by capture_repowers does (the
   * refresh contract, variant.h): every other move keeps the attackers. */
  const int us = pos->side;
  const int ksq = pos->king[us];
  const uint32_t by = v->color_mask[us ^ 1] & pos->present;
  const bool check = attacked_by (pos, ksq, by);
  uint64_t pinned[4], evasions[4];
  find_pins (pos, ksq, us, pinned);
  if (check)
    find_evasions (pos, ksq, by, evasions);

  int n = generate (pos, moves, tactical), kept = 0;
  for (int i = 0; i < n; i++)
    {
      const CeMove m = moves[i];
      const int from = ce_move_from (m), to = ce_move_to (m);
      bool ok;
      const int kind = ce_move_kind (m);
      const bool repowers = d->capture_repowers && pos->board[to] && d->capture_repowers (pos, to);
      /* In check, most moves answer nothing (Zone X has a hundred entry
       * moves): only those to an evasion square are worth the full test. */
      if (check && (kind == CE_MOVE_NORMAL ? from != ksq : kind == CE_MOVE_DROP) && !repowers
          && !(evasions[to >> 6] & (1ull << (to & 63))))
        continue;
      if (check || (kind != CE_MOVE_NORMAL && kind != CE_MOVE_DROP)
          || (pinned[from >> 6] & (1ull << (from & 63))) || repowers)
        {
          moves[kept] = m;
          kept += ce_move_is_legal_slow (pos, m);
          continue;
        }
      if (kind == CE_MOVE_DROP)
        ok = true; /* a new piece only ever blocks */
      else if (from == ksq)
        {
          CePiece k = pos->board[ksq];
          pos->board[ksq] = 0;
          ok = !attacked_by (pos, to, by);
          pos->board[ksq] = k;
        }
      else
        ok = true;
      if (ok && d->extra_legal)
        ok = kind == CE_MOVE_NORMAL && d->extra_legal_move ? d->extra_legal_move (pos, m)
                                                           : ce_move_is_legal_slow (pos, m);
      if (ok)
        moves[kept++] = m;
    }
  return kept;
}

int
ce_generate_legal (CePosition *pos, CeMove *moves)
{
  return generate_legal (pos, moves, false);
}

int
ce_generate_tactical (CePosition *pos, CeMove *moves)
{
  return generate_legal (pos, moves, true);
}

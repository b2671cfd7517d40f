/* SPDX-License-Identifier: GPL-3.0-or-later
 * Making and unmaking moves, with the hash key, castling rights, en-passant
 * squares, holdings and counters kept up to date incrementally.
 */
#include "position.h"

#include <string.h>

/* Board edits that keep counts and the present-mask; the key is the
 * caller's business (make updates it, unmake restores it). */
static inline void
add (CePosition *pos, int sq, CePiece p)
{
  pos->board[sq] = p;
  if (pos->count[p]++ == 0)
    pos->present |= 1u << p;
}

static inline void
del (CePosition *pos, int sq)
{
  CePiece p = pos->board[sq];
  pos->board[sq] = 0;
  if (--pos->count[p] == 0)
    pos->present &= ~(1u << p);
}

static inline void
push_history (CePosition *pos)
{
  pos->ply++;
  pos->history[pos->ply % CE_HISTORY_RING] = pos->key;
}

void
ce_make (CePosition *pos, CeMove m, CeUndo *u)
{
  const CeVariant *v = pos->v;
  const int us = pos->side;
  const int from = ce_move_from (m), to = ce_move_to (m), kind = ce_move_kind (m);
  uint64_t key = pos->key;

  u->key = key;
  u->present = pos->present;
  u->halfmove = pos->halfmove;
  u->castling = pos->castling;
  u->captured = 0;
  u->ep_count = pos->ep_count;
  u->ep_pawn = pos->ep_pawn;
  uint32_t touched; /* the codes of the pieces the move moves, adds or takes */
  for (int i = 0; i < pos->ep_count; i++)
    {
      u->ep[i] = pos->ep[i];
      key ^= v->zob_ep[pos->ep[i]];
    }
  pos->ep_count = 0;
  pos->ep_pawn = CE_NO_SQ;
  pos->halfmove++;

  if (kind == CE_MOVE_DROP)
    {
      int t = ce_move_type (m);
      CePiece p = CE_PIECE (us, t);
      key ^= v->zob_hold[p][pos->hand[us][t]];
      pos->hand[us][t]--;
      key ^= v->zob_hold[p][pos->hand[us][t]] ^ v->zob_piece[p][to];
      add (pos, to, p);
      u->moved = p;
      touched = 1u << p;
      pos->halfmove = 0;
    }
  else if (kind == CE_MOVE_CASTLE)
    {
      int dir = to > from ? 1 : -1;
      int rsq = v->rook_start[us][dir > 0 ? 0 : 1];
      CePiece k = pos->board[from], r = pos->board[rsq];
      u->moved = k;
      del (pos, from);
      del (pos, rsq);
      add (pos, to, k);
      add (pos, to - dir, r);
      key ^= v->zob_piece[k][from] ^ v->zob_piece[k][to] ^ v->zob_piece[r][rsq]
             ^ v->zob_piece[r][to - dir];
      pos->king[us] = (uint8_t) to;
      touched = 1u << k | 1u << r;
    }
  else
    {
      CePiece p = pos->board[from];
      const CePieceDef *pd = &v->def->types[CE_TYPE (p)];
      int vsq = kind == CE_MOVE_EP ? u->ep_pawn : to;
      CePiece cap = pos->board[vsq];
      u->moved = p;
      if (cap)
        {
          u->captured = cap;
          key ^= v->zob_piece[cap][vsq];
          del (pos, vsq);
          pos->halfmove = 0;
        }
      del (pos, from);
      CePiece np = ce_move_type (m) ? CE_PIECE (us, ce_move_type (m)) : p;
      add (pos, to, np);
      key ^= v->zob_piece[p][from] ^ v->zob_piece[np][to];
      touched = 1u << p | 1u << cap | 1u << np;
      if (pd->flags & CE_PF_PAWN)
        {
          pos->halfmove = 0;
          if ((pd->flags & CE_PF_EP) && !cap)
            {
              int df = CE_FILE (to) - CE_FILE (from), dr = CE_RANK (to) - CE_RANK (from);
              int n = df < 0 ? -df : df;
              int adr = dr < 0 ? -dr : dr;
              if (adr > n)
                n = adr;
              if (n > 1)
                {
                  int step = (to - from) / n;
                  for (int i = 1; i < n && i <= CE_MAX_EP; i++)
                    {
                      int s = from + i * step;
                      pos->ep[pos->ep_count++] = (uint8_t) s;
                      key ^= v->zob_ep[s];
                    }
                  pos->ep_pawn = (uint8_t) to;
                }
            }
        }
      if (pd->flags & CE_PF_ROYAL)
        pos->king[us] = (uint8_t) to;
    }

  if (pos->castling && kind != CE_MOVE_DROP)
    {
      uint8_t c = pos->castling & (uint8_t) ~(v->castle_clear[from] | v->castle_clear[to]);
      key ^= v->zob_castle[pos->castling] ^ v->zob_castle[c];
      pos->castling = c;
    }

  pos->fullmove += (uint32_t) us;
  pos->side = (uint8_t) (us ^ 1);
  pos->key = key ^ v->zob_side;
  /* Powers follow from the power pieces' squares alone (variant.h): a move
   * that leaves those alone leaves every power as it was. */
  u->repowered = (touched & v->power_mask) != 0;
  if (u->repowered && v->def->refresh)
    v->def->refresh (pos);
  push_history (pos);
}

void
ce_unmake (CePosition *pos, CeMove m, const CeUndo *u)
{
  const CeVariant *v = pos->v;
  const int us = pos->side ^ 1;
  const int from = ce_move_from (m), to = ce_move_to (m), kind = ce_move_kind (m);

  if (kind == CE_MOVE_DROP)
    {
      del (pos, to);
      pos->hand[us][ce_move_type (m)]++;
    }
  else if (kind == CE_MOVE_CASTLE)
    {
      int dir = to > from ? 1 : -1;
      int rsq = v->rook_start[us][dir > 0 ? 0 : 1];
      CePiece r = pos->board[to - dir];
      del (pos, to);
      del (pos, to - dir);
      add (pos, from, u->moved);
      add (pos, rsq, r);
      pos->king[us] = (uint8_t) from;
    }
  else
    {
      del (pos, to);
      add (pos, from, u->moved);
      if (u->captured)
        add (pos, kind == CE_MOVE_EP ? u->ep_pawn : to, u->captured);
      if (v->def->types[CE_TYPE (u->moved)].flags & CE_PF_ROYAL)
        pos->king[us] = (uint8_t) from;
    }

  pos->side = (uint8_t) us;
  pos->fullmove -= (uint32_t) us;
  pos->key = u->key;
  pos->halfmove = u->halfmove;
  pos->castling = u->castling;
  pos->ep_count = u->ep_count;
  pos->ep_pawn = u->ep_pawn;
  memcpy (pos->ep, u->ep, sizeof pos->ep);
  pos->ply--;
  if (u->repowered && v->def->refresh)
    v->def->refresh (pos);
}

void
ce_make_null (CePosition *pos, CeUndo *u)
{
  const CeVariant *v = pos->v;
  u->key = pos->key;
  u->halfmove = pos->halfmove;
  u->ep_count = pos->ep_count;
  u->ep_pawn = pos->ep_pawn;
  memcpy (u->ep, pos->ep, sizeof pos->ep);
  for (int i = 0; i < pos->ep_count; i++)
    pos->key ^= v->zob_ep[pos->ep[i]];
  pos->ep_count = 0;
  pos->ep_pawn = CE_NO_SQ;
  pos->halfmove++;
  pos->side ^= 1;
  pos->key ^= v->zob_side;
  push_history (pos);
}

void
ce_unmake_null (CePosition *pos, const CeUndo *u)
{
  pos->side ^= 1;
  pos->key = u->key;
  pos->halfmove = u->halfmove;
  pos->ep_count = u->ep_count;
  pos->ep_pawn = u->ep_pawn;
  memcpy (pos->ep, u->ep, sizeof pos->ep);
  pos->ply--;
}

void
ce_position_clear (CePosition *pos, const CeVariant *v)
{
  memset (pos, 0, sizeof *pos);
  pos->v = v;
  pos->ep_pawn = CE_NO_SQ;
  pos->king[0] = pos->king[1] = CE_NO_SQ;
  pos->fullmove = 1;
}

void
ce_position_put (CePosition *pos, int sq, CePiece p)
{
  if (pos->board[sq])
    ce_position_remove (pos, sq);
  add (pos, sq, p);
  if (pos->v->def->types[CE_TYPE (p)].flags & CE_PF_ROYAL)
    pos->king[CE_COLOR (p)] = (uint8_t) sq;
}

void
ce_position_remove (CePosition *pos, int sq)
{
  CePiece p = pos->board[sq];
  if (!p)
    return;
  del (pos, sq);
  if (pos->king[CE_COLOR (p)] == sq)
    pos->king[CE_COLOR (p)] = CE_NO_SQ;
}

void
ce_position_recode (CePosition *pos, int sq, CePiece p)
{
  del (pos, sq);
  add (pos, sq, p);
}

uint64_t
ce_position_compute_key (const CePosition *pos)
{
  const CeVariant *v = pos->v;
  uint64_t key = 0;
  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i];
      if (pos->board[sq])
        key ^= v->zob_piece[pos->board[sq]][sq];
    }
  if (pos->side == CE_BLACK)
    key ^= v->zob_side;
  key ^= v->zob_castle[pos->castling];
  for (int i = 0; i < pos->ep_count; i++)
    key ^= v->zob_ep[pos->ep[i]];
  for (int c = 0; c < 2; c++)
    for (int t = 1; t < CE_MAX_TYPES; t++)
      key ^= v->zob_hold[CE_PIECE (c, t)][pos->hand[c][t] & 31];
  return key;
}

void
ce_position_finish (CePosition *pos)
{
  if (pos->v->def->refresh)
    pos->v->def->refresh (pos);
  pos->key = ce_position_compute_key (pos);
  pos->ply = 0;
  memset (pos->history, 0, sizeof pos->history);
  pos->history[0] = pos->key;
}

void
ce_position_start (CePosition *pos, const CeVariant *v)
{
  *pos = *v->start;
  pos->v = v; /* a copy of a variant (a tuner's) starts on its own tables */
}

bool
ce_power_reason (const CePosition *pos, int sq, CePowerReason *out)
{
  if (sq < 0 || sq >= CE_NSQ || !pos->board[sq] || !pos->v->def->power_reason
      || !ce_variant_is_power_piece (pos->v, CE_TYPE (pos->board[sq])))
    return false;
  return pos->v->def->power_reason (pos, sq, out);
}

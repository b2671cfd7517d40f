/* SPDX-License-Identifier: GPL-3.0-or-later
 * The shapes of moves for the views, read from the same move tables move
 * generation walks (variant.c), so a path drawn is the path the rules take.
 */
#include "movepath.h"

/* The ray of `set` that reaches `to` over empty squares; its length up to
 * and including `to` into `len`, or NULL. */
static const CeRay *
find_ray (const CePosition *pos, const CeMoveSet *set, int to, int mode, int *len)
{
  const CeVariant *v = pos->v;
  const CeRay *r = v->rays + set->rays.first;
  for (uint32_t k = set->rays.count; k--; r++)
    {
      if (!(r->mode & mode))
        continue;
      const uint8_t *sq = v->pool + r->sq;
      for (int j = 0; j < r->len; j++)
        {
          if (sq[j] == to)
            {
              *len = j + 1;
              return r;
            }
          if (pos->board[sq[j]])
            break;
        }
    }
  return NULL;
}

/* The bent entry of `set` to `to` with a clear path, and that path. */
static const CeBent *
find_bent (const CePosition *pos, const CeMoveSet *set, int to, int mode, const uint8_t **path)
{
  const CeVariant *v = pos->v;
  const CeBent *b = v->bents + set->bents.first;
  for (uint32_t k = set->bents.count; k--; b++)
    {
      if (b->to != to || !(b->mode & mode))
        continue;
      if (ce_path_clear (pos->board, v->pool + b->p1, b->n1))
        *path = v->pool + b->p1;
      else if (ce_path_clear (pos->board, v->pool + b->p2, b->n2))
        *path = v->pool + b->p2;
      else
        continue;
      return b;
    }
  return NULL;
}

/* True if `set` has a leap to `to` for `mode` that the board allows (a
 * leap with a cover square is one only while that square is occupied: else
 * the piece's slide makes the move). */
static bool
has_leap (const CePosition *pos, const CeMoveSet *set, int to, int mode)
{
  const CeVariant *v = pos->v;
  const CeLeap *l = v->leaps + set->leaps.first;
  for (uint32_t k = set->leaps.count; k--; l++)
    if (l->to == to && (l->mode & mode) && (l->cover == CE_NO_SQ || pos->board[l->cover]))
      return true;
  return false;
}

int
ce_move_path (const CePosition *pos, CeMove m, uint8_t *squares)
{
  const int from = ce_move_from (m), to = ce_move_to (m);
  if (ce_move_kind (m) == CE_MOVE_DROP)
    {
      squares[0] = (uint8_t) to;
      return 1;
    }
  int n = 0;
  squares[n++] = (uint8_t) from;
  const CePiece p = pos->board[from];
  if (p && ce_move_kind (m) != CE_MOVE_CASTLE)
    {
      const CeVariant *v = pos->v;
      const CeMoveSet *set = &v->moves[p][from];
      const int mode = pos->board[to] ? CE_MODE_CAPTURE : CE_MODE_MOVE;
      int len = 0;
      const uint8_t *path = NULL;
      const CeBent *b;
      /* A leap first: a General's leap over a piece is not its slide. */
      if (!has_leap (pos, set, to, mode))
        {
          const CeRay *r = find_ray (pos, set, to, mode, &len);
          if (r)
            {
              const uint8_t *sq = v->pool + r->sq;
              for (int j = 0; j < len - 1; j++)
                squares[n++] = sq[j];
            }
          else if ((b = find_bent (pos, set, to, mode, &path)))
            for (int j = 0; j < b->n1; j++)
              squares[n++] = path[j];
        }
    }
  squares[n++] = (uint8_t) to;
  return n;
}

bool
ce_move_is_zone_entry (const CePosition *pos, CeMove m)
{
  const CeVariant *v = pos->v;
  const int from = ce_move_from (m), to = ce_move_to (m);
  if (ce_move_kind (m) != CE_MOVE_NORMAL || !v->def->zone || from == to)
    return false;
  const CePiece p = pos->board[from];
  if (!p || !(v->def->types[CE_TYPE (p)].flags & CE_PF_ENTER))
    return false;
  if (v->zone[from] || !v->zone[to] || pos->board[to])
    return false;
  const CeMoveSet *set = &v->moves[p][from];
  int len;
  const uint8_t *path;
  return !has_leap (pos, set, to, CE_MODE_MOVE) && !find_ray (pos, set, to, CE_MODE_MOVE, &len)
         && !find_bent (pos, set, to, CE_MODE_MOVE, &path);
}

int
ce_variant_push_length (const CeVariant *v, int type, int color, int sq)
{
  if (type < 1 || type > v->def->ntypes || sq < 0 || sq >= CE_NSQ || !v->on_board[sq])
    return 0;
  const CeMoveSet *set = &v->moves[CE_PIECE (color, type)][sq];
  int best = 0;
  const CeRay *r = v->rays + set->rays.first;
  for (uint32_t k = set->rays.count; k--; r++)
    if (r->mode == CE_MODE_MOVE && r->len > best)
      best = r->len;
  return best;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Builds a variant's move, attack and hash tables from its definition
 * (variant-registry.c then adds its start position and evaluation).
 */
#include "variant.h"

#include "rng.h"
#include "variant-private.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- growable scratch arrays, used only while building ---- */

typedef struct
{
  void *data;
  size_t n, cap, size;
} Vec;

static void *
vec_push (Vec *v)
{
  if (v->n == v->cap)
    {
      v->cap = v->cap ? v->cap * 2 : 256;
      v->data = realloc (v->data, v->cap * v->size);
      if (!v->data)
        abort ();
    }
  return (char *) v->data + v->size * v->n++;
}

/* A finished table: never NULL, even when empty, so that the move generator
 * may form `table + first` for an empty span (NULL + 0 is undefined). */
static void *
vec_table (Vec *v)
{
  if (!v->data)
    {
      vec_push (v);
      v->n = 0;
    }
  return v->data;
}

/* Element i; an empty vector has no storage, and NULL + 0 is undefined
 * behaviour, so it gives NULL (callers then read no elements). */
static void *
vec_at (const Vec *v, size_t i)
{
  return v->data ? (char *) v->data + v->size * i : NULL;
}

/* ---- geometry ---- */

static int
sq_at (const CeVariant *v, int f, int r)
{
  if (f < 0 || r < 0 || f >= v->files || r >= v->ranks)
    return -1;
  int sq = CE_SQ (f, r);
  return v->on_board[sq] ? sq : -1;
}

/* The 8 symmetries of the square: swap, then signs. */
static void
transform (int t, int x, int y, int *ox, int *oy)
{
  if (t & 4)
    {
      int tmp = x;
      x = y;
      y = tmp;
    }
  *ox = (t & 1) ? -x : x;
  *oy = (t & 2) ? -y : y;
}

static int
sym_count (int sym)
{
  return sym == CE_SYM_ALL ? 8 : sym == CE_SYM_LR ? 2 : 1;
}

/* Orientation number i of a step vector for White. */
static void
orient (int sym, int i, int x, int y, int *ox, int *oy)
{
  if (sym == CE_SYM_LR)
    {
      *ox = i ? -x : x;
      *oy = y;
    }
  else
    transform (i, x, y, ox, oy);
}

static void
for_color (const CeVariantDef *d, int color, int *x, int *y)
{
  if (color == CE_BLACK)
    {
      if (d->black_mirror == CE_MIRROR_POINT)
        *x = -*x;
      *y = -*y;
    }
}

/* ---- move tables ---- */

typedef struct
{
  Vec leaps, rays, bents, pool;
} Builder;

static uint32_t
pool_add (Builder *b, const uint8_t *sqs, int n)
{
  uint32_t at = (uint32_t) b->pool.n;
  for (int i = 0; i < n; i++)
    *(uint8_t *) vec_push (&b->pool) = sqs[i];
  return at;
}

static void
add_leap (Builder *b, CeSpan *span, int to, int mode)
{
  CeLeap *l = vec_at (&b->leaps, span->first);
  for (uint32_t i = 0; i < span->count; i++)
    if (l[i].to == to)
      {
        l[i].mode |= (uint8_t) mode;
        return;
      }
  CeLeap *n = vec_push (&b->leaps);
  *n = (CeLeap){ (uint8_t) to, (uint8_t) mode, CE_NO_SQ };
  span->count++;
}

static bool
ray_exists (const Builder *b, const CeSpan *span, const uint8_t *sqs, int n, int mode)
{
  const CeRay *r = vec_at (&b->rays, span->first);
  for (uint32_t i = 0; i < span->count; i++)
    if (r[i].len == n && r[i].mode == mode
        && memcmp ((const uint8_t *) b->pool.data + r[i].sq, sqs, (size_t) n) == 0)
      return true;
  return false;
}

static void
build_bent (const CeVariant *v, Builder *b, CeSpan *span, int sq, int kind, int mode)
{
  int f = CE_FILE (sq), r = CE_RANK (sq);
  /* Canonical orientation: first step a, then k steps d (path 1); or k steps d
   * then a (path 2). */
  int ax = 1, ay = kind == CE_STEP_BENT_BISHOP ? 0 : 1;
  int dx = kind == CE_STEP_BENT_BISHOP ? 1 : 0, dy = 1;
  for (int t = 0; t < 8; t++)
    {
      int tax, tay, tdx, tdy;
      transform (t, ax, ay, &tax, &tay);
      transform (t, dx, dy, &tdx, &tdy);
      for (int k = 2;; k++)
        {
          int tx = f + tax + k * tdx, ty = r + tay + k * tdy;
          if (tx < 0 || ty < 0 || tx >= v->files || ty >= v->ranks)
            break;
          int to = sq_at (v, tx, ty);
          if (to < 0)
            continue;
          uint8_t p1[CE_MAX_FILES + 2], p2[CE_MAX_FILES + 2];
          bool ok1 = true, ok2 = true;
          for (int i = 0; i < k; i++)
            {
              int s1 = sq_at (v, f + tax + i * tdx, r + tay + i * tdy);
              int s2 = sq_at (v, f + (i + 1) * tdx, r + (i + 1) * tdy);
              ok1 = ok1 && s1 >= 0;
              ok2 = ok2 && s2 >= 0;
              p1[i] = (uint8_t) (s1 < 0 ? 0 : s1);
              p2[i] = (uint8_t) (s2 < 0 ? 0 : s2);
            }
          if (!ok1 && !ok2)
            continue;
          if (!ok1)
            memcpy (p1, p2, sizeof p1);
          if (!ok2)
            memcpy (p2, p1, sizeof p2);
          CeBent *e = vec_push (&b->bents);
          e->to = (uint8_t) to;
          e->mode = (uint8_t) mode;
          e->n1 = e->n2 = (uint8_t) k;
          e->p1 = pool_add (b, p1, k);
          e->p2 = pool_add (b, p2, k);
          span->count++;
        }
    }
}

static void
build_moves (CeVariant *v, Builder *b, int color, int type, int sq)
{
  const CeVariantDef *d = v->def;
  const CePieceDef *pd = &d->types[type];
  CeMoveSet *ms = &v->moves[CE_PIECE (color, type)][sq];
  int f = CE_FILE (sq), r = CE_RANK (sq);

  ms->rays.first = (uint32_t) b->rays.n;
  for (int i = 0; i < pd->nsteps; i++)
    {
      const CeStep *st = &pd->steps[i];
      if (st->kind != CE_STEP_RIDE)
        continue;
      int limit = 0;
      if (st->region)
        {
          limit = d->step_limit (type, color, f, r, st);
          if (limit < 0)
            continue;
        }
      assert (!(st->mode & CE_MODE_CAPTURE) || (limit == 0 && st->region == 0));
      for (int o = 0; o < sym_count (st->sym); o++)
        {
          int x, y;
          orient (st->sym, o, st->df, st->dr, &x, &y);
          for_color (d, color, &x, &y);
          uint8_t sqs[CE_MAX_FILES + CE_MAX_RANKS];
          int n = 0;
          for (int s = sq_at (v, f + x, r + y); s >= 0;
               s = sq_at (v, CE_FILE (s) + x, CE_RANK (s) + y))
            {
              sqs[n++] = (uint8_t) s;
              if (limit && n == limit)
                break;
              if ((pd->flags & CE_PF_PAWN) && v->promo[color][s])
                break;
            }
          if (n == 0 || ray_exists (b, &ms->rays, sqs, n, st->mode))
            continue;
          CeRay *ray = vec_push (&b->rays);
          *ray = (CeRay){ pool_add (b, sqs, n), (uint8_t) n, st->mode };
          ms->rays.count++;
        }
    }

  ms->leaps.first = (uint32_t) b->leaps.n;
  for (int i = 0; i < pd->nsteps; i++)
    {
      const CeStep *st = &pd->steps[i];
      if (st->kind != CE_STEP_LEAP)
        continue;
      if (st->region && d->step_limit (type, color, f, r, st) < 0)
        continue;
      for (int o = 0; o < sym_count (st->sym); o++)
        {
          int x, y;
          orient (st->sym, o, st->df, st->dr, &x, &y);
          for_color (d, color, &x, &y);
          int to = sq_at (v, f + x, r + y);
          if (to >= 0)
            add_leap (b, &ms->leaps, to, st->mode);
        }
    }

  /* A leap that a ray of the same piece also makes is one move: drop it where
   * the ray always reaches its target, or generate it only when the ray is
   * blocked on the way (the General's leap over a piece). */
  CeLeap *leaps = vec_at (&b->leaps, ms->leaps.first);
  const CeRay *rays = vec_at (&b->rays, ms->rays.first);
  uint32_t kept = 0;
  for (uint32_t i = 0; i < ms->leaps.count; i++)
    {
      CeLeap l = leaps[i];
      for (uint32_t j = 0; j < ms->rays.count; j++)
        {
          const uint8_t *rs = (const uint8_t *) b->pool.data + rays[j].sq;
          for (int k = 0; k < rays[j].len; k++)
            if (rs[k] == l.to)
              {
                if (k == 0)
                  l.mode &= (uint8_t) ~rays[j].mode;
                else
                  {
                    assert (k == 1 && (l.mode & ~rays[j].mode) == 0);
                    l.cover = rs[0];
                  }
              }
        }
      if (l.mode)
        leaps[kept++] = l;
    }
  b->leaps.n -= ms->leaps.count - kept;
  ms->leaps.count = kept;

  ms->bents.first = (uint32_t) b->bents.n;
  for (int i = 0; i < pd->nsteps; i++)
    {
      const CeStep *st = &pd->steps[i];
      if (st->kind == CE_STEP_BENT_BISHOP || st->kind == CE_STEP_BENT_ROOK)
        {
          build_bent (v, b, &ms->bents, sq, st->kind, st->mode);
          v->has_bents = true;
        }
    }
}

/* ---- attack tables ---- */

typedef struct
{
  int dx, dy;
  uint32_t mask;
} Dir;

static void
build_attacks (CeVariant *v, Builder *b)
{
  Vec aleaps = { .size = sizeof (CeAttackLeap) };
  Vec arays = { .size = sizeof (CeAttackRay) };
  Vec abents = { .size = sizeof (CeAttackBent) };

  /* Directions of capturing rays, as seen from the attacked square. */
  Dir dirs[64];
  int ndirs = 0;
  for (int p = 0; p < CE_NCODES; p++)
    for (int i = 0; i < v->nsquares; i++)
      {
        int t = v->squares[i];
        const CeMoveSet *ms = &v->moves[p][t];
        for (uint32_t j = 0; j < ms->rays.count; j++)
          {
            const CeRay *ray = &v->rays[ms->rays.first + j];
            if (!(ray->mode & CE_MODE_CAPTURE))
              continue;
            int s0 = v->pool[ray->sq];
            int dx = CE_FILE (t) - CE_FILE (s0), dy = CE_RANK (t) - CE_RANK (s0);
            int k;
            for (k = 0; k < ndirs; k++)
              if (dirs[k].dx == dx && dirs[k].dy == dy)
                break;
            if (k == ndirs)
              {
                assert (ndirs < 64);
                dirs[ndirs++] = (Dir){ dx, dy, 0 };
              }
            dirs[k].mask |= 1u << p;
            v->slider_mask |= 1u << p;
          }
      }

  for (int i = 0; i < v->nsquares; i++)
    {
      int s = v->squares[i];
      int f = CE_FILE (s), r = CE_RANK (s);

      v->att_leaps[s].first = (uint32_t) aleaps.n;
      for (int p = 0; p < CE_NCODES; p++)
        for (int j = 0; j < v->nsquares; j++)
          {
            int t = v->squares[j];
            const CeMoveSet *ms = &v->moves[p][t];
            for (uint32_t k = 0; k < ms->leaps.count; k++)
              {
                const CeLeap *l = &v->leaps[ms->leaps.first + k];
                if (l->to != s || !(l->mode & CE_MODE_CAPTURE))
                  continue;
                CeAttackLeap *a = vec_at (&aleaps, v->att_leaps[s].first);
                uint32_t m;
                for (m = 0; m < v->att_leaps[s].count; m++)
                  if (a[m].from == t)
                    break;
                if (m == v->att_leaps[s].count)
                  {
                    CeAttackLeap *n = vec_push (&aleaps);
                    *n = (CeAttackLeap){ (uint8_t) t, 0 };
                    v->att_leaps[s].count++;
                  }
                a = vec_at (&aleaps, v->att_leaps[s].first);
                a[m].mask |= 1u << p;
              }
            for (uint32_t k = 0; k < ms->bents.count; k++)
              {
                const CeBent *e = &v->bents[ms->bents.first + k];
                if (e->to != s || !(e->mode & CE_MODE_CAPTURE))
                  continue;
                CeAttackBent *n = vec_push (&abents);
                *n = (CeAttackBent){ (uint8_t) t, e->n1, e->n2, e->p1, e->p2, 1u << p };
                v->att_bents[s].count++;
              }
          }
      v->att_bents[s].first = (uint32_t) abents.n - v->att_bents[s].count;

      v->att_rays[s].first = (uint32_t) arays.n;
      for (int k = 0; k < ndirs; k++)
        {
          uint8_t sqs[CE_MAX_FILES + CE_MAX_RANKS];
          int n = 0;
          for (int t = sq_at (v, f + dirs[k].dx, r + dirs[k].dy); t >= 0;
               t = sq_at (v, CE_FILE (t) + dirs[k].dx, CE_RANK (t) + dirs[k].dy))
            sqs[n++] = (uint8_t) t;
          if (n == 0)
            continue;
          CeAttackRay *a = vec_push (&arays);
          *a = (CeAttackRay){ pool_add (b, sqs, n), (uint8_t) n, dirs[k].mask };
          v->att_rays[s].count++;
        }
    }
  v->aleaps = vec_table (&aleaps);
  v->arays = vec_table (&arays);
  v->abents = vec_table (&abents);
}

/* ---- hash keys ---- */

static void
build_keys (CeVariant *v)
{
  uint64_t seed = 0x43686d657261ull;
  for (const char *c = v->def->id; *c; c++)
    seed = seed * 131 + (unsigned char) *c;
  for (int p = 0; p < CE_NCODES; p++)
    for (int s = 0; s < CE_NSQ; s++)
      v->zob_piece[p][s] = ce_splitmix64 (&seed);
  /* Derived types hash as their base, so a zelig's power never changes the key. */
  for (int c = 0; c < 2; c++)
    for (int t = 1; t <= v->def->ntypes; t++)
      if (v->def->types[t].base)
        memcpy (v->zob_piece[CE_PIECE (c, t)], v->zob_piece[CE_PIECE (c, v->def->types[t].base)],
                sizeof v->zob_piece[0]);
  v->zob_side = ce_splitmix64 (&seed);
  for (int i = 0; i < 16; i++)
    v->zob_castle[i] = i ? ce_splitmix64 (&seed) : 0;
  for (int s = 0; s < CE_NSQ; s++)
    v->zob_ep[s] = ce_splitmix64 (&seed);
  for (int p = 0; p < CE_NCODES; p++)
    for (int n = 0; n < 32; n++)
      v->zob_hold[p][n] = n ? ce_splitmix64 (&seed) : 0;
}

/* ---- the whole variant ---- */

static int
named_square (const CeVariant *v, const char *name, int color)
{
  int sq;
  if (!name || !ce_square_parse (v, name, &sq))
    return CE_NO_SQ;
  return color == CE_BLACK ? ce_variant_black_square (v, sq) : sq;
}

int
ce_variant_black_square (const CeVariant *v, int sq)
{
  return CE_SQ (v->def->black_mirror == CE_MIRROR_POINT ? v->files - 1 - CE_FILE (sq)
                                                        : CE_FILE (sq),
                v->ranks - 1 - CE_RANK (sq));
}

CeVariant *
ce_variant_build_tables (const CeVariantDef *d)
{
  CeVariant *v = calloc (1, sizeof *v);
  if (!v)
    abort ();
  v->def = d;
  v->files = d->files;
  v->ranks = d->ranks;
  for (int r = 0; r < d->ranks; r++)
    for (int f = 0; f < d->files; f++)
      if (!d->on_board || d->on_board (f, r))
        {
          v->on_board[CE_SQ (f, r)] = true;
          v->squares[v->nsquares++] = CE_SQ (f, r);
          v->zone[CE_SQ (f, r)] = d->zone && d->zone (f, r);
          if (v->zone[CE_SQ (f, r)])
            v->zone_squares[v->nzone++] = (uint8_t) CE_SQ (f, r);
          for (int c = 0; c < 2; c++)
            v->promo[c][CE_SQ (f, r)] = d->promotion ? (uint16_t) d->promotion (c, f, r) : 0;
        }

  for (int c = 0; c < 2; c++)
    for (int t = 1; t <= d->ntypes; t++)
      {
        v->color_mask[c] |= 1u << CE_PIECE (c, t);
        if (d->types[t].flags & CE_PF_POWER)
          v->power_mask |= 1u << CE_PIECE (c, t);
        if (d->types[t].flags & CE_PF_EP)
          v->pawn_type = (uint8_t) t;
      }

  Builder b = { { .size = sizeof (CeLeap) },
                { .size = sizeof (CeRay) },
                { .size = sizeof (CeBent) },
                { .size = 1 } };
  for (int c = 0; c < 2; c++)
    for (int t = 1; t <= d->ntypes; t++)
      for (int i = 0; i < v->nsquares; i++)
        build_moves (v, &b, c, t, v->squares[i]);
  v->leaps = vec_table (&b.leaps);
  v->rays = vec_table (&b.rays);
  v->bents = vec_table (&b.bents);
  v->pool = vec_table (&b.pool); /* build_attacks adds to the pool */
  build_attacks (v, &b);
  v->pool = vec_table (&b.pool);
  v->rays = vec_table (&b.rays);

  build_keys (v);

  for (int c = 0; c < 2; c++)
    {
      v->king_start[c] = (uint8_t) named_square (v, d->king_start, c);
      v->flag_sq[c] = (uint8_t) named_square (v, d->flag_square, c);
      for (int side = 0; side < 2; side++)
        v->rook_start[c][side] = (uint8_t) named_square (v, d->rook_start[side], c);
      if (d->castling == CE_CASTLE_NONE)
        continue;
      int k = c == CE_WHITE ? CE_CASTLE_WK : CE_CASTLE_BK;
      int q = c == CE_WHITE ? CE_CASTLE_WQ : CE_CASTLE_BQ;
      v->castle_clear[v->king_start[c]] |= (uint8_t) (k | q);
      if (d->castle_rights_follow_rooks)
        {
          v->castle_clear[v->rook_start[c][0]] |= (uint8_t) k;
          v->castle_clear[v->rook_start[c][1]] |= (uint8_t) q;
        }
    }

  return v;
}

int
ce_variant_type_named (const CeVariant *v, const char *name)
{
  for (int t = 1; name && t <= v->def->ntypes; t++)
    if (strcmp (v->def->types[t].name, name) == 0)
      return t;
  return 0;
}

char *
ce_square_name (int sq, char *buf)
{
  int r = CE_RANK (sq) + 1;
  buf[0] = (char) ('a' + CE_FILE (sq));
  if (r >= 10)
    {
      buf[1] = (char) ('0' + r / 10);
      buf[2] = (char) ('0' + r % 10);
      buf[3] = 0;
    }
  else
    {
      buf[1] = (char) ('0' + r);
      buf[2] = 0;
    }
  return buf;
}

int
ce_square_parse (const CeVariant *v, const char *s, int *sq)
{
  if (s[0] < 'a' || s[0] >= 'a' + v->files || s[1] < '1' || s[1] > '9')
    return 0;
  int rank = s[1] - '0', n = 2;
  if (s[2] >= '0' && s[2] <= '9')
    {
      rank = rank * 10 + s[2] - '0';
      n = 3;
    }
  if (rank > v->ranks)
    return 0;
  *sq = CE_SQ (s[0] - 'a', rank - 1);
  return n;
}

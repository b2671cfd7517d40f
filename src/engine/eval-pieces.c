/* SPDX-License-Identifier: GPL-3.0-or-later
 * Mobility, king safety and threats: a walk over each piece's move tables
 * in the actual position counts the squares it can go to, the squares next
 * to the enemy king it attacks, and the least piece attacking each piece.
 * The king's own walk counts the friends that shelter it.
 */
#include "eval-private.h"

#include <string.h>

static uint8_t attack_units (int value);

static int
colour_of (int sq)
{
  return (CE_FILE (sq) + CE_RANK (sq)) & 1;
}

/* Whether every move of `code` from every square keeps the square's
 * colour (and it has moves at all). */
static bool
colour_bound (const CeVariant *v, int code)
{
  int moves = 0;
  for (int i = 0; i < v->nsquares; i++)
    {
      int s = v->squares[i];
      const CeMoveSet *ms = &v->moves[code][s];
      for (uint32_t k = 0; k < ms->leaps.count; k++, moves++)
        if (colour_of (v->leaps[ms->leaps.first + k].to) != colour_of (s))
          return false;
      for (uint32_t k = 0; k < ms->rays.count; k++)
        {
          const CeRay *r = &v->rays[ms->rays.first + k];
          for (int j = 0; j < r->len; j++, moves++)
            if (colour_of (v->pool[r->sq + j]) != colour_of (s))
              return false;
        }
      for (uint32_t k = 0; k < ms->bents.count; k++, moves++)
        if (colour_of (v->bents[ms->bents.first + k].to) != colour_of (s))
          return false;
    }
  return moves > 0;
}

/* Whether `code` rides along its file (a ray of two squares or more) and
 * has no diagonal ray: a rook, not a queen. */
static bool
file_rider (const CeVariant *v, int code)
{
  bool file = false;
  for (int i = 0; i < v->nsquares; i++)
    {
      int s = v->squares[i];
      const CeMoveSet *ms = &v->moves[code][s];
      for (uint32_t k = 0; k < ms->rays.count; k++)
        {
          const CeRay *r = &v->rays[ms->rays.first + k];
          int t = v->pool[r->sq];
          if (CE_FILE (t) != CE_FILE (s) && CE_RANK (t) != CE_RANK (s))
            return false;
          file |= r->len >= 2 && CE_FILE (v->pool[r->sq + r->len - 1]) == CE_FILE (s);
        }
    }
  return file;
}

void
ce_eval_build_pieces (CeVariant *v, int code, int avg)
{
  CeEvalTables *e = &v->eval;
  const CePieceDef *pd = &v->def->types[CE_TYPE (code)];
  if (pd->flags & CE_PF_HAND)
    e->hand_units[CE_TYPE (code)] = attack_units (pd->value);
  if (pd->flags & (CE_PF_PAWN | CE_PF_ROYAL))
    return;
  e->mob_avg[code] = (int16_t) avg;
  e->mob_scale[code] = (int16_t) (256 / (avg + 8));
  e->attack_units[code] = attack_units (pd->value);
  e->colour_bound[code] = colour_bound (v, code);
  e->file_rider[code] = file_rider (v, code);
}

/* A piece near the enemy king weighs about its value in pawns: a queen's
 * attack on a square is worth three of a knight's. */
static uint8_t
attack_units (int value)
{
  int u = (value + 50) / 100;
  return (uint8_t) (u < 1 ? 1 : u > 12 ? 12 : u);
}

/* The penalty for an attack of `units` on a king, by `attackers` pieces:
 * one piece alone is no attack; the penalty grows with the square of the
 * attack, since defenders are overwhelmed, not worn down one by one. */
static int
king_danger (const CeEvalTables *e, int units, int attackers)
{
  if (attackers < 2)
    return 0;
  int d = W (KING_ATTACK) * units * units / 256;
  return d < 1000 ? d : 1000;
}

#define NO_ATTACK 0xff

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

  /* The squares next to each king (bit 1 << the king's colour), and its
   * shelter: own pieces there, middlegame only. */
  uint8_t zone[CE_NSQ];
  memset (zone, 0, sizeof zone);
  for (int c = 0; c < 2; c++)
    {
      int k = pos->king[c];
      if (k == CE_NO_SQ)
        continue;
      const CeMoveSet *ms = &v->moves[board[k]][k];
      const CeLeap *l = v->leaps + ms->leaps.first;
      int friends = 0;
      for (uint32_t j = ms->leaps.count; j--; l++)
        {
          zone[l->to] |= (uint8_t) (1u << c);
          friends += board[l->to] && CE_COLOR (board[l->to]) == c;
        }
      *mg += (c == CE_WHITE ? 1 : -1) * W (KING_SHELTER) * (friends < 4 ? friends : 4);
    }

  /* For each colour and occupied square, the least attack units of the
   * colour's pieces that attack it (NO_ATTACK: none). */
  uint8_t least[2][CE_NSQ];
  memset (least, NO_ATTACK, sizeof least);

  int mob[2] = { 0, 0 }, units[2] = { 0, 0 }, attackers[2] = { 0, 0 };
  /* Per colour, two bits a type: its colour-bound pieces stand on light
   * squares, on dark ones.  And file riders on open and half-open files. */
  unsigned pair_bits[2] = { 0, 0 };
  int open[2][2] = { { 0, 0 }, { 0, 0 } }; /* [colour][file open] */
  for (int i = 0; i < info->npieces; i++)
    {
      int s = info->pieces[i];
      CePiece p = board[s];
      int c = CE_COLOR (p), count = 0, hits = 0;
      if (e->colour_bound[p])
        pair_bits[c] |= 1u << (2 * CE_TYPE (p) + colour_of (s));
      if (e->file_rider[p] && e->file_pawns && !info->own[c][CE_FILE (s) + 1])
        open[c][!info->own[c ^ 1][CE_FILE (s) + 1]]++;
      const uint8_t enemy_zone = (uint8_t) (1u << (c ^ 1));
      const uint8_t u = e->attack_units[p];
      uint8_t *mine = least[c];
      const CeMoveSet *ms = &v->moves[p][s];
      const CeLeap *l = v->leaps + ms->leaps.first;
      for (uint32_t k = ms->leaps.count; k--; l++)
        {
          int t = l->to;
          if (l->cover != CE_NO_SQ && !board[l->cover])
            continue; /* a ray of the piece reaches it: counted there */
          if (board[t] ? (l->mode & CE_MODE_CAPTURE) : (l->mode & CE_MODE_MOVE))
            count += COUNTS (t);
          if (board[t] && (l->mode & CE_MODE_CAPTURE) && u < mine[t])
            mine[t] = u;
          hits += (l->mode & CE_MODE_CAPTURE) && (zone[t] & enemy_zone);
        }
      const CeRay *r = v->rays + ms->rays.first;
      for (uint32_t k = ms->rays.count; k--; r++)
        {
          const uint8_t *sq = v->pool + r->sq;
          for (int j = 0; j < r->len; j++)
            {
              int t = sq[j];
              hits += (r->mode & CE_MODE_CAPTURE) && (zone[t] & enemy_zone);
              if (board[t])
                {
                  if (r->mode & CE_MODE_CAPTURE)
                    {
                      count += COUNTS (t);
                      if (u < mine[t])
                        mine[t] = u;
                    }
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
          bool moves
            = (board[t] ? (b->mode & CE_MODE_CAPTURE) : (b->mode & CE_MODE_MOVE)) && COUNTS (t);
          bool hit = (b->mode & CE_MODE_CAPTURE) && (zone[t] & enemy_zone);
          bool touch = board[t] && (b->mode & CE_MODE_CAPTURE) && u < mine[t];
          if ((moves || hit || touch)
              && (ce_path_clear (board, v->pool + b->p1, b->n1)
                  || ce_path_clear (board, v->pool + b->p2, b->n2)))
            {
              count += moves, hits += hit;
              if (touch)
                mine[t] = u;
            }
        }
      mob[c] += (2 * count - e->mob_avg[p]) * e->mob_scale[p];
      units[c] += hits * e->attack_units[p];
      attackers[c] += hits > 0;
    }
  int d = mob[CE_WHITE] - mob[CE_BLACK];
  *mg += W (MOBILITY_MG) * d / 64;
  *eg += W (MOBILITY_EG) * d / 64;

  /* Threats: a piece attacked by an enemy pawn or a lesser piece is about
   * to lose the difference; one attacked and not defended (a king counts
   * for both) hangs. */
  int threats[2][2] = { { 0, 0 }, { 0, 0 } }; /* [colour attacked][is hanging] */
  for (int i = 0; i < info->npieces; i++)
    {
      int s = info->pieces[i];
      CePiece p = board[s];
      int c = CE_COLOR (p), them = c ^ 1;
      if ((pawn_att[s] & (1u << them)) || least[them][s] < e->attack_units[p])
        threats[c][0]++;
      else if ((least[them][s] != NO_ATTACK || (zone[s] & (1u << them))) && least[c][s] == NO_ATTACK
               && !(pawn_att[s] & (1u << c)) && !(zone[s] & (1u << c)))
        threats[c][1]++;
    }

  for (int c = 0; c < 2; c++)
    {
      int sign = c == CE_WHITE ? 1 : -1;
      unsigned b = pair_bits[c];
      int pairs = __builtin_popcount (b & (b >> 1) & 0x55555555u);
      /* Pieces in hand can be dropped into an attack: each counts as an
       * attacker of one square.  The colour's own threatened pieces are
       * its loss. */
      *mg += sign
             * (W (PAIR_MG) * pairs + W (OPEN_FILE_MG) * open[c][1] + W (HALF_OPEN_MG) * open[c][0]
                - W (THREAT_MG) * threats[c][0] - W (HANGING_MG) * threats[c][1]
                + king_danger (e, units[c] + info->hand_units[c],
                               attackers[c] + info->hand_attackers[c]));
      *eg += sign
             * (W (PAIR_EG) * pairs + W (OPEN_FILE_EG) * open[c][1] + W (HALF_OPEN_EG) * open[c][0]
                - W (THREAT_EG) * threats[c][0] - W (HANGING_EG) * threats[c][1]);
    }
}

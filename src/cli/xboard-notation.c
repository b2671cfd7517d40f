/* SPDX-License-Identifier: GPL-3.0-or-later
 * XBoard's coordinate notation and the "highlight" answer to "lift"
 * (see xboard-notation.h): moves are matched against the engine's legal
 * moves, never taken on trust.
 */
#include "xboard-notation.h"

#include "movegen.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

/* XBoard counts the ranks of a board with exactly ten from 0. */
static int
rank_base (const CeVariant *v)
{
  return v->def->ranks == 10 ? 0 : 1;
}

char *
chimera_xb_square_name (const CeVariant *v, int sq, char *buf)
{
  int rank = CE_RANK (sq) + rank_base (v);
  char *o = buf;
  *o++ = (char) ('a' + CE_FILE (sq));
  if (rank >= 10)
    *o++ = '1';
  *o++ = (char) ('0' + rank % 10);
  *o = 0;
  return buf;
}

int
chimera_xb_square_parse (const CeVariant *v, const char *s, int *sq)
{
  if (s[0] < 'a' || s[0] - 'a' >= v->def->files || !isdigit ((unsigned char) s[1]))
    return 0;
  int n = 1, rank = 0;
  /* At most two digits; "10" only where ranks count from 1 and go to 10. */
  while (n < 3 && isdigit ((unsigned char) s[n]))
    rank = rank * 10 + (s[n++] - '0');
  if (n == 3 && rank - rank_base (v) >= v->def->ranks)
    {
      n = 2;
      rank = s[1] - '0';
    }
  rank -= rank_base (v);
  if (rank < 0 || rank >= v->def->ranks)
    return 0;
  *sq = CE_SQ (s[0] - 'a', rank);
  return n;
}

char *
chimera_xb_move_string (const CePosition *pos, CeMove m, char *buf)
{
  const CeVariantDef *d = pos->v->def;
  char a[4], b[4];
  int t = ce_move_type (m);
  chimera_xb_square_name (pos->v, ce_move_to (m), b);
  if (ce_move_kind (m) == CE_MOVE_DROP)
    snprintf (buf, CHIMERA_XB_MOVE_SIZE, "%c@%s", d->types[t].letter, b);
  else
    snprintf (buf, CHIMERA_XB_MOVE_SIZE, "%s%s%s",
              chimera_xb_square_name (pos->v, ce_move_from (m), a), b,
              t ? (char[]){ (char) tolower ((unsigned char) d->types[t].letter), 0 } : "");
  return buf;
}

int
chimera_xb_type_of_letter (const CeVariant *v, char c)
{
  for (int t = 1; t <= v->def->ntypes; t++)
    if (!(v->def->types[t].flags & CE_PF_NO_FEN)
        && v->def->types[t].letter == toupper ((unsigned char) c))
      return t;
  return 0;
}

bool
chimera_xb_move_parse (CePosition *pos, const char *s, CeMove *m)
{
  const CeVariant *v = pos->v;
  int from = CE_NO_SQ, to, n, promo = 0, drop = 0;
  if (isalpha ((unsigned char) s[0]) && s[1] == '@')
    {
      if (!(drop = chimera_xb_type_of_letter (v, s[0]))
          || !(n = chimera_xb_square_parse (v, s + 2, &to)) || s[2 + n])
        return false;
    }
  else
    {
      if (!(n = chimera_xb_square_parse (v, s, &from)))
        return false;
      s += n;
      if (!(n = chimera_xb_square_parse (v, s, &to)))
        return false;
      s += n;
      /* A promotion letter, optionally written "=q" or upper case. */
      if (*s == '=')
        s++;
      if (*s && !(promo = chimera_xb_type_of_letter (v, *s++)))
        return false;
      if (*s)
        return false;
    }
  CeMove moves[CE_MAX_MOVES];
  int count = ce_generate_legal (pos, moves);
  CeMove found = CE_MOVE_NONE;
  for (int i = 0; i < count; i++)
    {
      CeMove c = moves[i];
      bool is_drop = ce_move_kind (c) == CE_MOVE_DROP;
      if (drop ? !is_drop || ce_move_type (c) != drop || ce_move_to (c) != to
               : is_drop || ce_move_from (c) != from || ce_move_to (c) != to
                   || ce_move_type (c) != promo)
        continue;
      /* A plain step wins over a castle with the same squares. */
      if (!found || ce_move_kind (found) == CE_MOVE_CASTLE)
        found = c;
    }
  *m = found;
  return found != CE_MOVE_NONE;
}

bool
chimera_xb_move_drawable (const CePosition *pos, CeMove m)
{
  if (ce_move_kind (m) != CE_MOVE_CASTLE)
    return true;
  int d = ce_move_to (m) - ce_move_from (m);
  return d > 1 || d < -1;
}

bool
chimera_xb_holdings_parse (const CeVariant *v, const char *s, int *color, int *row)
{
  const CeVariantDef *d = v->def;
  int rank = 0, n = 1;
  /* White's holdings are the second file right of the board, Black's the
   * second left of it; row 0 is the one nearest its owner. */
  if (s[0] != 'a' + d->files + 1 && s[0] != 'a' - 2)
    return false;
  while (n < 3 && isdigit ((unsigned char) s[n]))
    rank = rank * 10 + (s[n++] - '0');
  rank -= rank_base (v);
  if (n == 1 || s[n] || rank < 0 || rank >= d->ranks)
    return false;
  *color = s[0] == 'a' - 2 ? CE_BLACK : CE_WHITE;
  *row = *color == CE_WHITE ? rank : d->ranks - 1 - rank;
  return true;
}

void
chimera_xb_highlight (CePosition *pos, int from, int drop, char *buf, size_t size)
{
  const CeVariant *v = pos->v;

  char mark[CE_NSQ] = { 0 };
  CeMove moves[CE_MAX_MOVES];
  int count = ce_generate_legal (pos, moves);
  for (int i = 0; i < count; i++)
    {
      CeMove c = moves[i];
      bool is_drop = ce_move_kind (c) == CE_MOVE_DROP;
      if (drop ? !is_drop || ce_move_type (c) != drop : is_drop || ce_move_from (c) != from)
        continue;
      int to = ce_move_to (c);
      char colour = pos->board[to] && ce_move_kind (c) != CE_MOVE_CASTLE ? 'R' : 'Y';
      if (ce_move_type (c) && !is_drop)
        {
          unsigned types = ce_variant_promotion_types (v, pos->side, to);
          colour = types & (types - 1) ? 'M' : 'B';
        }
      if (!mark[to] || mark[to] == 'Y')
        mark[to] = colour;
    }

  /* Board-shaped, the highest rank first, runs of unmarked squares as
   * numbers (XBoard reads "10"). */
  size_t o = 0;
  for (int r = v->def->ranks - 1; r >= 0 && o + 16 < size; r--)
    {
      int run = 0;
      for (int f = 0; f < v->def->files; f++)
        {
          char c = mark[CE_SQ (f, r)];
          if (!c)
            {
              run++;
              continue;
            }
          if (run)
            o += (size_t) snprintf (buf + o, size - o, "%d", run);
          run = 0;
          buf[o++] = c;
        }
      if (run)
        o += (size_t) snprintf (buf + o, size - o, "%d", run);
      if (r)
        buf[o++] = '/';
    }
  buf[o] = 0;
}

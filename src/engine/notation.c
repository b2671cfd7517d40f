/* SPDX-License-Identifier: GPL-3.0-or-later
 * Position strings and coordinate moves, read and written.  Reading builds
 * into a scratch position and copies it out only when everything checks, so
 * a bad string never leaves a half-set position behind.
 */
#include "notation.h"

#include "movegen.h"
#include "notation-private.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

bool
ce_fail (char *err, const char *fmt, ...)
{
  if (err)
    {
      va_list ap;
      va_start (ap, fmt);
      vsnprintf (err, CE_ERR_SIZE, fmt, ap);
      va_end (ap);
    }
  return false;
}

int
ce_type_of_letter (const CeVariant *v, int c)
{
  const CeVariantDef *d = v->def;
  for (int t = 1; t <= d->ntypes; t++)
    if (d->types[t].letter == toupper ((unsigned char) c) && !(d->types[t].flags & CE_PF_NO_FEN))
      return t;
  return 0;
}

static const char *
color_name (int c)
{
  return c == CE_WHITE ? "White" : "Black";
}

static bool
parse_board (CePosition *pos, const char **sp, char *err)
{
  const CeVariant *v = pos->v;
  const char *s = *sp;
  int rank = v->ranks - 1, file = 0;
  char name[4];

  for (; *s && *s != ' ' && *s != '['; s++)
    {
      char c = *s;
      if (c == '/')
        {
          if (file != v->files)
            return ce_fail (err, "rank %d has %d squares, expected %d", rank + 1, file, v->files);
          if (--rank < 0)
            return ce_fail (err, "the board has more than %d ranks", v->ranks);
          file = 0;
        }
      else if (isdigit ((unsigned char) c))
        {
          int n = c - '0';
          if (n == 0)
            return ce_fail (err, "empty-square count 0 on rank %d", rank + 1);
          if (isdigit ((unsigned char) s[1]))
            n = n * 10 + (*++s - '0');
          if (file + n > v->files)
            return ce_fail (err, "rank %d has more than %d squares", rank + 1, v->files);
          for (int i = 0; i < n; i++, file++)
            if (!v->on_board[CE_SQ (file, rank)])
              return ce_fail (err, "%s is not a square of this board (write '*' for it)",
                              ce_square_name (CE_SQ (file, rank), name));
        }
      else if (c == '*')
        {
          if (file >= v->files)
            return ce_fail (err, "rank %d has more than %d squares", rank + 1, v->files);
          if (v->on_board[CE_SQ (file, rank)])
            return ce_fail (err, "'*' stands on %s, which is a square of this board",
                            ce_square_name (CE_SQ (file, rank), name));
          file++;
        }
      else
        {
          int t = isalpha ((unsigned char) c) ? ce_type_of_letter (v, c) : 0;
          if (!t)
            return ce_fail (err, "unknown piece letter '%c' for %s", c, v->def->name);
          if (file >= v->files)
            return ce_fail (err, "rank %d has more than %d squares", rank + 1, v->files);
          int sq = CE_SQ (file, rank);
          if (!v->on_board[sq])
            return ce_fail (err, "%s is not a square of this board (write '*' for it)",
                            ce_square_name (sq, name));
          int color = isupper ((unsigned char) c) ? CE_WHITE : CE_BLACK;
          if (pos->v->def->types[t].flags & CE_PF_ROYAL && pos->king[color] != CE_NO_SQ)
            return ce_fail (err, "%s has more than one king", color_name (color));
          ce_position_put (pos, sq, CE_PIECE (color, t));
          file++;
        }
    }
  if (rank > 0)
    return ce_fail (err, "the board has %d ranks, expected %d", v->ranks - rank, v->ranks);
  if (file != v->files)
    return ce_fail (err, "rank 1 has %d squares, expected %d", file, v->files);
  *sp = s;
  return true;
}

static bool
parse_holdings (CePosition *pos, const char **sp, char *err)
{
  const CeVariant *v = pos->v;
  const char *s = *sp;
  if (*s != '[')
    {
      if (v->def->holdings)
        return ce_fail (err, "missing pieces in hand: %s writes them as [..] after the board",
                        v->def->name);
      return true;
    }
  if (!v->def->holdings)
    return ce_fail (err, "%s has no pieces in hand ('[' after the board)", v->def->name);
  for (s++; *s != ']'; s++)
    {
      if (!*s || *s == ' ')
        return ce_fail (err, "unterminated pieces in hand: missing ']'");
      int t = isalpha ((unsigned char) *s) ? ce_type_of_letter (v, *s) : 0;
      if (!t || !(v->def->types[t].flags & CE_PF_HAND))
        return ce_fail (err, "'%c' cannot be held in hand in %s", *s, v->def->name);
      int color = isupper ((unsigned char) *s) ? CE_WHITE : CE_BLACK;
      if (pos->hand[color][t] >= 30)
        return ce_fail (err, "too many pieces in hand");
      pos->hand[color][t]++;
    }
  *sp = s + 1;
  return true;
}

static bool
parse_castling (CePosition *pos, const char *f, char *err)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  char name[4];
  if (strcmp (f, "-") == 0)
    return true;
  for (const char *c = f; *c; c++)
    {
      const char *p = strchr ("KQkq", *c);
      if (!p)
        return ce_fail (err, "bad castling field '%s': use letters from KQkq or '-'", f);
      int bitno = (int) (p - "KQkq");
      int color = bitno >> 1, side = bitno & 1;
      int right = (color == CE_WHITE ? CE_CASTLE_WK : CE_CASTLE_BK) << side;
      if (pos->castling & right)
        return ce_fail (err, "bad castling field '%s': '%c' twice", f, *c);
      if (d->castling == CE_CASTLE_NONE)
        return ce_fail (err, "%s has no castling: the castling field must be '-'", d->name);
      int ksq = v->king_start[color], rsq = v->rook_start[color][side];
      if (pos->king[color] != ksq)
        return ce_fail (err, "castling right '%c', but the %s king is not on %s", *c,
                        color == CE_WHITE ? "white" : "black", ce_square_name (ksq, name));
      CePiece partner = pos->board[rsq];
      if (d->castle_partner >= 0
          && (!partner || CE_COLOR (partner) != color
              || (d->castle_partner > 0
                  && ce_variant_base (v, CE_TYPE (partner)) != d->castle_partner)))
        return ce_fail (err, "castling right '%c', but no %s %s on %s", *c,
                        color == CE_WHITE ? "white" : "black",
                        d->castle_partner > 0 ? d->types[d->castle_partner].name : "piece",
                        ce_square_name (rsq, name));
      pos->castling |= (uint8_t) right;
    }
  return true;
}

static bool
parse_ep (CePosition *pos, const char *f, char *err)
{
  const CeVariant *v = pos->v;
  if (strcmp (f, "-") == 0)
    return true;
  int sqs[CE_MAX_EP], n = 0;
  for (const char *c = f; *c;)
    {
      int sq, len = ce_square_parse (v, c, &sq);
      if (!len || !v->on_board[sq])
        return ce_fail (err, "bad en-passant field '%s': not a list of squares", f);
      if (n == CE_MAX_EP)
        return ce_fail (err, "bad en-passant field '%s': too many squares", f);
      if (pos->board[sq])
        return ce_fail (err, "bad en-passant field '%s': %.3s is not empty", f, c);
      sqs[n++] = sq;
      c += len;
    }
  if (!v->pawn_type)
    return ce_fail (err, "%s has no en passant: the field must be '-'", v->def->name);

  /* Find the push that passed exactly these squares: a pawn of the side that
   * just moved, standing right after them on a push ray from an empty origin. */
  int mover = pos->side ^ 1;
  CePiece pawn = CE_PIECE (mover, v->pawn_type);
  for (int i = 0; i < v->nsquares; i++)
    {
      int origin = v->squares[i];
      if (pos->board[origin])
        continue;
      const CeMoveSet *ms = &v->moves[pawn][origin];
      for (uint32_t r = 0; r < ms->rays.count; r++)
        {
          const CeRay *ray = &v->rays[ms->rays.first + r];
          if (!(ray->mode & CE_MODE_MOVE) || ray->len <= n)
            continue;
          const uint8_t *rs = v->pool + ray->sq;
          CePiece arrived = pos->board[rs[n]];
          /* A pawn that promoted at the end of its advance still passed the
           * squares (ZigZag's double step onto the last rank). */
          bool promoted = arrived && CE_COLOR (arrived) == mover
                          && (v->promo[mover][rs[n]] & (1u << CE_TYPE (arrived)));
          if (arrived != pawn && !promoted)
            continue;
          bool match = true;
          for (int k = 0; k < n && match; k++)
            {
              bool found = false;
              for (int j = 0; j < n; j++)
                found = found || rs[k] == sqs[j];
              match = found;
            }
          if (!match)
            continue;
          for (int k = 0; k < n; k++)
            pos->ep[k] = rs[k];
          pos->ep_count = (uint8_t) n;
          pos->ep_pawn = rs[n];
          return true;
        }
    }
  return ce_fail (err, "bad en-passant field '%s': no %s pawn has just passed over %s", f,
                  mover == CE_WHITE ? "white" : "black", n > 1 ? "these squares" : "that square");
}

static bool
parse_number (const char *f, const char *what, unsigned long max, unsigned long *out, char *err)
{
  if (!*f || strlen (f) > 9)
    return ce_fail (err, "bad %s '%s'", what, f);
  for (const char *c = f; *c; c++)
    if (!isdigit ((unsigned char) *c))
      return ce_fail (err, "bad %s '%s': not a number", what, f);
  unsigned long n = strtoul (f, NULL, 10);
  if (n > max)
    return ce_fail (err, "bad %s '%s': larger than %lu", what, f, max);
  *out = n;
  return true;
}

static bool
check_pieces (CePosition *pos, char *err)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  char name[4];
  for (int c = 0; c < 2; c++)
    if (pos->king[c] == CE_NO_SQ)
      return ce_fail (err, "%s has no king", color_name (c));
  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i];
      CePiece p = pos->board[sq];
      if (!p || !(d->types[CE_TYPE (p)].flags & CE_PF_PAWN))
        continue;
      int c = CE_COLOR (p), t = CE_TYPE (p);
      int f = CE_FILE (sq), r = CE_RANK (sq);
      bool bad = d->pawn_forbidden ? d->pawn_forbidden (t, c, f, r)
                                   : (v->promo[c][sq] || r == (c == CE_WHITE ? 0 : v->ranks - 1));
      if (bad)
        return ce_fail (err, "a %s %s cannot stand on %s", c == CE_WHITE ? "white" : "black",
                        d->types[t].name, ce_square_name (sq, name));
    }
  return true;
}

bool
ce_position_from_fen (CePosition *pos, const CeVariant *v, const char *fen, char *err)
{
  CePosition tmp;
  char fields[5][64];
  int nf = 0;

  if (!v)
    return ce_fail (err, "unknown variant");
  if (!fen)
    return ce_fail (err, "empty position string");
  ce_position_clear (&tmp, v);
  const char *s = fen;
  while (*s == ' ')
    s++;
  if (!*s)
    return ce_fail (err, "empty position string");
  if (!parse_board (&tmp, &s, err) || !parse_holdings (&tmp, &s, err))
    return false;

  while (*s)
    {
      if (*s != ' ')
        return ce_fail (err, "unexpected '%c' after the board", *s);
      while (*s == ' ')
        s++;
      if (!*s)
        break;
      if (nf == 5)
        return ce_fail (err, "too many fields: expected board, side, castling, en passant, "
                             "halfmove and fullmove");
      size_t len = strcspn (s, " ");
      if (len >= sizeof fields[0])
        return ce_fail (err, "field %d is too long", nf + 2);
      memcpy (fields[nf], s, len);
      fields[nf++][len] = 0;
      s += len;
    }
  if (nf < 3)
    return ce_fail (err, "missing fields: expected side to move, castling and en passant after the "
                         "board");

  if (strcmp (fields[0], "w") == 0)
    tmp.side = CE_WHITE;
  else if (strcmp (fields[0], "b") == 0)
    tmp.side = CE_BLACK;
  else
    return ce_fail (err, "bad side to move '%s': expected 'w' or 'b'", fields[0]);

  if (!check_pieces (&tmp, err) || !parse_castling (&tmp, fields[1], err)
      || !parse_ep (&tmp, fields[2], err))
    return false;

  unsigned long half = 0, full = 1;
  if (nf > 3 && !parse_number (fields[3], "halfmove clock", 65535, &half, err))
    return false;
  if (nf > 4 && !parse_number (fields[4], "move number", 1000000, &full, err))
    return false;
  if (full == 0)
    return ce_fail (err, "bad move number '0': counting starts at 1");
  tmp.halfmove = (uint16_t) half;
  tmp.fullmove = (uint32_t) full;

  ce_position_finish (&tmp);
  if (ce_attacked (&tmp, tmp.king[tmp.side ^ 1], tmp.side))
    return ce_fail (err, "the side not to move (%s) is in check", color_name (tmp.side ^ 1));
  *pos = tmp;
  return true;
}

char *
ce_position_to_fen (const CePosition *pos, char *buf)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  char *o = buf;
  for (int r = v->ranks - 1; r >= 0; r--)
    {
      int empty = 0;
      for (int f = 0; f < v->files; f++)
        {
          int sq = CE_SQ (f, r);
          CePiece p = pos->board[sq];
          if (v->on_board[sq] && !p)
            {
              empty++;
              continue;
            }
          if (empty)
            o += sprintf (o, "%d", empty);
          empty = 0;
          if (!v->on_board[sq])
            *o++ = '*';
          else
            {
              char c = d->types[ce_variant_base (v, CE_TYPE (p))].letter;
              *o++ = CE_COLOR (p) == CE_WHITE ? c : (char) tolower ((unsigned char) c);
            }
        }
      if (empty)
        o += sprintf (o, "%d", empty);
      if (r)
        *o++ = '/';
    }
  if (d->holdings)
    {
      *o++ = '[';
      for (int c = 0; c < 2; c++)
        for (int t = 1; t <= d->ntypes; t++)
          for (int i = 0; i < pos->hand[c][t]; i++)
            *o++ = c == CE_WHITE ? d->types[t].letter
                                 : (char) tolower ((unsigned char) d->types[t].letter);
      *o++ = ']';
    }
  o += sprintf (o, " %c ", pos->side == CE_WHITE ? 'w' : 'b');
  if (!pos->castling)
    *o++ = '-';
  for (int i = 0; i < 4; i++)
    if (pos->castling & (1 << i))
      *o++ = "KQkq"[i];
  *o++ = ' ';
  if (!pos->ep_count)
    *o++ = '-';
  for (int i = 0; i < pos->ep_count; i++)
    o += strlen (ce_square_name (pos->ep[i], o));
  sprintf (o, " %u %u", (unsigned) pos->halfmove, (unsigned) pos->fullmove);
  return buf;
}

char *
ce_move_to_string (const CePosition *pos, CeMove m, char *buf)
{
  const CeVariantDef *d = pos->v->def;
  char a[4], b[4];
  int kind = ce_move_kind (m), t = ce_move_type (m);
  if (kind == CE_MOVE_DROP)
    snprintf (buf, CE_MOVE_SIZE, "%c@%s", d->types[t].letter, ce_square_name (ce_move_to (m), b));
  else
    snprintf (buf, CE_MOVE_SIZE, "%s%s%s%s", ce_square_name (ce_move_from (m), a),
              ce_square_name (ce_move_to (m), b),
              t ? (char[]){ (char) tolower ((unsigned char) d->types[t].letter), 0 } : "",
              kind == CE_MOVE_CASTLE && d->castling == CE_CASTLE_FLEXIBLE ? "c" : "");
  return buf;
}

static bool
well_formed (const CeVariant *v, const char *s)
{
  int sq, n;
  if (isalpha ((unsigned char) s[0]) && s[1] == '@')
    return (n = ce_square_parse (v, s + 2, &sq)) && !s[2 + n];
  if (!(n = ce_square_parse (v, s, &sq)))
    return false;
  s += n;
  if (!(n = ce_square_parse (v, s, &sq)))
    return false;
  s += n;
  if (*s && isalpha ((unsigned char) *s))
    s++;
  if (*s == 'c')
    s++;
  return !*s;
}

bool
ce_move_parse (CePosition *pos, const char *s, CeMove *m, char *err)
{
  CeMove moves[CE_MAX_MOVES];
  char buf[CE_MOVE_SIZE];
  if (!s || !*s)
    return ce_fail (err, "empty move");
  if (strlen (s) >= CE_MOVE_SIZE || !well_formed (pos->v, s))
    return ce_fail (err, "malformed move '%.20s': expected coordinates like e2e4, e7e8q or J@d4",
                    s);
  int n = ce_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    if (strcasecmp (ce_move_to_string (pos, moves[i], buf), s) == 0)
      {
        *m = moves[i];
        return true;
      }
  if (n == 0)
    return ce_fail (err, "no move is possible: the game is over");
  return ce_fail (err, "illegal move '%s' in this position", s);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Short algebraic notation, written and read.  Both directions work from
 * the legal moves of the position: the writer writes exactly as much of
 * the origin as they need, and the reader matches what is written against
 * them rather than parsing squares and trusting them, so that whatever the
 * writer writes reads back as the same move.
 */
#include "san.h"

#include "movegen.h"
#include "notation-private.h"
#include "rules.h"

#include <stdio.h>
#include <string.h>

/* Longer than any move in any notation; a longer word is not a move. */
#define MAX_MOVE_TEXT 32
/* How much of a too long move an error message quotes. */
#define QUOTE_MAX 20

/* ---- Both directions ---- */

/* The type a move is known by: the base type (a zelig whatever its power),
 * or the dropped type. */
static int
mover_type (const CePosition *pos, CeMove m)
{
  if (ce_move_kind (m) == CE_MOVE_DROP)
    return ce_move_type (m);
  return ce_variant_base (pos->v, CE_TYPE (pos->board[ce_move_from (m)]));
}

/* Pieces written without a letter (ZigZag's ninja pawns have one: J). */
static bool
letterless (const CeVariantDef *d, int t)
{
  return (d->types[t].flags & CE_PF_PAWN) && !(d->types[t].flags & CE_PF_HAND);
}

/* ---- Writing ---- */

static char *
append_square (char *o, int sq)
{
  char name[4];
  return o + sprintf (o, "%s", ce_square_name (sq, name));
}

char *
ce_move_to_san (CePosition *pos, CeMove m, char *buf)
{
  return ce_move_to_san_listed (pos, NULL, 0, -1, m, buf);
}

char *
ce_move_to_san_listed (
  CePosition *pos, const CeMove *legal, int nlegal, int nreplies, CeMove m, char *buf)
{
  const CeVariantDef *d = pos->v->def;
  const int kind = ce_move_kind (m), from = ce_move_from (m), to = ce_move_to (m);
  char *o = buf;

  if (kind == CE_MOVE_DROP)
    {
      o += sprintf (o, "%c@", d->types[ce_move_type (m)].letter);
      o = append_square (o, to);
    }
  else if (kind == CE_MOVE_CASTLE)
    {
      int dist = to > from ? to - from : from - to;
      o += sprintf (o, "%s", to > from ? "O-O" : "O-O-O");
      if (d->castling == CE_CASTLE_FLEXIBLE)
        o += sprintf (o, "/%d", dist);
    }
  else
    {
      const int type = mover_type (pos, m);
      const bool pawn = letterless (d, type);
      const bool capture = kind == CE_MOVE_EP || pos->board[to];

      /* Other legal moves of the same kind of piece to the same square with
       * the same promotion decide how much of the origin to write. */
      CeMove generated[CE_MAX_MOVES];
      const CeMove *moves = legal;
      int n = nlegal;
      if (!moves)
        {
          n = ce_generate_legal (pos, generated);
          moves = generated;
        }
      bool rivals = false, same_file = false, same_rank = false;
      for (int i = 0; i < n; i++)
        {
          CeMove r = moves[i];
          if (r == m || ce_move_to (r) != to || ce_move_type (r) != ce_move_type (m)
              || ce_move_kind (r) == CE_MOVE_DROP || ce_move_kind (r) == CE_MOVE_CASTLE
              || mover_type (pos, r) != type)
            continue;
          rivals = true;
          same_file = same_file || CE_FILE (ce_move_from (r)) == CE_FILE (from);
          same_rank = same_rank || CE_RANK (ce_move_from (r)) == CE_RANK (from);
        }
      if (!pawn)
        *o++ = d->types[type].letter;
      bool show_file = (pawn && capture) || (rivals && (!same_file || same_rank));
      bool show_rank = rivals && same_file;
      if (show_file)
        *o++ = (char) ('a' + CE_FILE (from));
      if (show_rank)
        o += sprintf (o, "%d", CE_RANK (from) + 1);
      if (capture)
        *o++ = 'x';
      o = append_square (o, to);
      if (ce_move_type (m))
        o += sprintf (o, "=%c", d->types[ce_move_type (m)].letter);
    }

  CeUndo u;
  ce_make (pos, m, &u);
  bool check = ce_in_check (pos);
  bool over;
  if (nreplies >= 0)
    over = nreplies == 0;
  else
    {
      CeMove replies[CE_MAX_MOVES];
      over = ce_generate_legal (pos, replies) == 0;
    }
  /* "#" is checkmate, nothing else: a move that wins by the variant's own
   * rule (the Diagonal flag) is written plainly, or with "+" if it checks. */
  bool mate = over && check && ce_variant_end (pos, NULL) == CE_RESULT_NONE;
  ce_unmake (pos, m, &u);
  if (mate)
    *o++ = '#';
  else if (check)
    *o++ = '+';
  *o = 0;
  return buf;
}

/* The check or mate mark comes from the short form, which has worked it
 * out already. */
char *
ce_move_to_long (CePosition *pos, CeMove m, char *buf)
{
  char san[CE_SAN_SIZE], a[4], b[4];
  const CeVariantDef *d = pos->v->def;
  const int kind = ce_move_kind (m);
  ce_move_to_san (pos, m, san);
  if (kind == CE_MOVE_DROP || kind == CE_MOVE_CASTLE)
    {
      snprintf (buf, CE_SAN_SIZE, "%s", san);
      return buf;
    }
  size_t n = strlen (san);
  const char *mark = n && (san[n - 1] == '+' || san[n - 1] == '#') ? san + n - 1 : "";
  const int type = mover_type (pos, m), promo = ce_move_type (m);
  const bool capture = kind == CE_MOVE_EP || pos->board[ce_move_to (m)];
  snprintf (buf, CE_SAN_SIZE, "%s%s%c%s%s%s%s",
            letterless (d, type) ? "" : (char[]){ d->types[type].letter, 0 },
            ce_square_name (ce_move_from (m), a), capture ? 'x' : '-',
            ce_square_name (ce_move_to (m), b), promo ? "=" : "",
            promo ? (char[]){ d->types[promo].letter, 0 } : "", mark);
  return buf;
}

/* ---- Reading ---- */

static const char *
pawn_name (const CeVariantDef *d)
{
  for (int t = 1; t <= d->ntypes; t++)
    if (letterless (d, t))
      return d->types[t].name;
  return "pawn";
}

/* The short algebraic notation without its + or # (the reader ignores
 * those, so ambiguity is a question about the rest). */
static char *
bare_san (CePosition *pos, CeMove m, char *buf)
{
  ce_move_to_san (pos, m, buf);
  size_t n = strlen (buf);
  while (n && (buf[n - 1] == '+' || buf[n - 1] == '#'))
    buf[--n] = 0;
  return buf;
}

/* What a written move says, as far as it says it. */
typedef struct
{
  int piece;                /* type by letter, 0: none written */
  int from_file, from_rank; /* -1: not written */
  int to_file, to_rank;
  int promo;        /* type, 0: none written */
  bool castle_mark; /* coordinates' trailing c */
} Written;

static int
read_rank (const char *s, int *i)
{
  if (!ce_is_digit (s[*i]) || s[*i] == '0')
    return -1;
  int r = s[(*i)++] - '0';
  if (ce_is_digit (s[*i]))
    r = r * 10 + (s[(*i)++] - '0');
  return r - 1;
}

/* Castling: O-O or O-O-O (0 or o for O), ZigZag's /n distance. */
static bool
parse_castle (const char *s, int *side, int *dist)
{
  int os = 0, i = 0;
  for (;;)
    {
      if (s[i] != 'O' && s[i] != '0' && s[i] != 'o')
        return false;
      os++;
      i++;
      if (s[i] == '-' && (s[i + 1] == 'O' || s[i + 1] == '0' || s[i + 1] == 'o'))
        i++;
      else
        break;
    }
  if (os < 2 || os > 3)
    return false;
  *dist = 0;
  if (s[i] == '/')
    {
      i++;
      if (!ce_is_digit (s[i]) || s[i] == '0')
        return false;
      while (ce_is_digit (s[i]) && *dist < 100)
        *dist = *dist * 10 + (s[i++] - '0');
    }
  *side = os == 2 ? 0 : 1;
  return !s[i];
}

/* Piece letter, origin as far as given, an optional x, : or -, the target,
 * an optional promotion (=Q, Q or q) and coordinates' castling c.  Returns
 * false if the text has no such shape. */
static bool
parse_written (const CeVariant *v, const char *s, Written *w, char *err, const char *shown)
{
  int i = 0;
  memset (w, 0, sizeof *w);
  w->from_file = w->from_rank = w->to_file = w->to_rank = -1;
  if (ce_is_upper (s[0]))
    {
      w->piece = ce_type_of_letter (v, s[0]);
      if (!w->piece)
        return ce_fail (err, "illegal move \"%s\": %s has no piece %c", shown, v->def->name, s[0]);
      i++;
    }
  int f1 = -1, r1 = -1, f2 = -1, r2 = -1;
  if (s[i] >= 'a' && s[i] < 'a' + v->files)
    f1 = s[i++] - 'a';
  if (ce_is_digit (s[i]) && (r1 = read_rank (s, &i)) < 0)
    return false;
  bool sep = false;
  if (s[i] == 'x' || s[i] == ':' || s[i] == '-')
    {
      sep = true;
      i++;
    }
  if (s[i] >= 'a' && s[i] < 'a' + v->files && ce_is_digit (s[i + 1]))
    {
      f2 = s[i++] - 'a';
      if ((r2 = read_rank (s, &i)) < 0)
        return false;
    }
  if (f2 < 0)
    {
      /* No second square: the first was the target. */
      if (sep || f1 < 0 || r1 < 0)
        return false;
      f2 = f1;
      r2 = r1;
      f1 = r1 = -1;
    }
  w->from_file = f1;
  w->from_rank = r1;
  w->to_file = f2;
  w->to_rank = r2;
  if (s[i] == 'c' && !s[i + 1])
    {
      w->castle_mark = true;
      return true;
    }
  if (s[i] == '=')
    {
      i++;
      if (!ce_is_alpha (s[i]))
        return false;
    }
  if (ce_is_alpha (s[i]))
    {
      int c = ce_to_upper (s[i]);
      w->promo = ce_type_of_letter (v, c);
      if (!w->promo)
        return ce_fail (err, "illegal move \"%s\": %s has no piece %c", shown, v->def->name, c);
      i++;
    }
  if (s[i] == 'c' && !s[i + 1])
    {
      w->castle_mark = true;
      i++;
    }
  return !s[i];
}

static bool
written_matches (const CePosition *pos, const Written *w, CeMove m, bool check_promo)
{
  const CeVariantDef *d = pos->v->def;
  const int kind = ce_move_kind (m), from = ce_move_from (m), to = ce_move_to (m);
  if (kind == CE_MOVE_DROP)
    return false;
  if (w->castle_mark ? kind != CE_MOVE_CASTLE
                     : kind == CE_MOVE_CASTLE && d->castling == CE_CASTLE_FLEXIBLE)
    return false;
  if (CE_FILE (to) != w->to_file || CE_RANK (to) != w->to_rank)
    return false;
  if ((w->from_file >= 0 && CE_FILE (from) != w->from_file)
      || (w->from_rank >= 0 && CE_RANK (from) != w->from_rank))
    return false;
  const int type = mover_type (pos, m);
  if (w->piece ? type != w->piece : (w->from_file < 0 || w->from_rank < 0) && !letterless (d, type))
    return false;
  if (check_promo && w->promo && ce_variant_base (pos->v, ce_move_type (m)) != w->promo)
    return false;
  return true;
}

/* Why no move matched a well-formed written move, for the message. */
static void
explain_no_match (const CePosition *pos, const Written *w, const char *shown, char *err)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  char to[16], from[16], origin[48] = "";
  /* Written ranks go up to 99: names are made here, not from squares. */
  snprintf (to, sizeof to, "%c%d", 'a' + w->to_file, w->to_rank + 1);
  if (w->to_rank >= v->ranks || !v->on_board[CE_SQ (w->to_file, w->to_rank)])
    {
      ce_fail (err, "illegal move \"%s\": %s is not a square of %s", shown, to, d->name);
      return;
    }
  if (w->castle_mark)
    {
      ce_fail (err, "illegal move \"%s\": no castling move reaches %s", shown, to);
      return;
    }
  const char *what = w->piece ? d->types[w->piece].name : pawn_name (d);
  if (w->from_file >= 0 && w->from_rank >= 0)
    {
      snprintf (from, sizeof from, "%c%d", 'a' + w->from_file, w->from_rank + 1);
      if (!w->piece)
        {
          ce_fail (err, "illegal move \"%s\": no legal move from %s to %s", shown, from, to);
          return;
        }
      snprintf (origin, sizeof origin, " on %s", from);
    }
  else if (w->from_file >= 0)
    snprintf (origin, sizeof origin, " on the %c-file", 'a' + w->from_file);
  else if (w->from_rank >= 0)
    snprintf (origin, sizeof origin, " on rank %d", w->from_rank + 1);
  ce_fail (err, "illegal move \"%s\": no %s%s can reach %s", shown, what, origin, to);
}

bool
ce_move_match_san (
  CePosition *pos, const CeMove *moves, int n, const char *text, size_t len, CeMove *out, char *err)
{
  const CeVariant *v = pos->v;
  const CeVariantDef *d = v->def;
  char shown[MAX_MOVE_TEXT + 1], s[MAX_MOVE_TEXT + 1];
  if (len > MAX_MOVE_TEXT)
    return ce_fail (err, "malformed move \"%.*s...\"", QUOTE_MAX, text);
  memcpy (shown, text, len);
  shown[len] = 0;
  /* Annotations, check and mate marks say nothing about which move it is. */
  while (len && text[len - 1] && strchr ("+#!?", text[len - 1]))
    len--;
  memcpy (s, text, len);
  s[len] = 0;
  if (!len)
    return ce_fail (err, "malformed move \"%s\"", shown);
  if (n == 0)
    {
      CeEndReason why;
      ce_position_result (pos, &why);
      return ce_fail (err, "move after the end of the game (%s)", ce_end_reason_string (why));
    }

  CeMove cand[CE_MAX_MOVES];
  int nc = 0;
  int side, dist;
  if (parse_castle (s, &side, &dist))
    {
      for (int i = 0; i < n; i++)
        {
          CeMove m = moves[i];
          int from = ce_move_from (m), to = ce_move_to (m);
          int moved = to > from ? to - from : from - to;
          if (ce_move_kind (m) == CE_MOVE_CASTLE && (to > from) == (side == 0)
              && (!dist || dist == moved))
            cand[nc++] = m;
        }
      if (!nc)
        return ce_fail (err, "illegal move \"%s\": %s castling is not possible here", shown,
                        side == 0 ? "short" : "long");
    }
  else if (ce_is_alpha (s[0]) && s[1] == '@')
    {
      int t = ce_type_of_letter (v, ce_to_upper (s[0])), sq;
      int sl = ce_square_parse (v, s + 2, &sq);
      if (!sl || s[2 + sl])
        return ce_fail (err, "malformed move \"%s\"", shown);
      if (!t || !(d->types[t].flags & CE_PF_HAND))
        return ce_fail (err, "illegal move \"%s\": %s has no %c to drop", shown, d->name,
                        ce_to_upper (s[0]));
      for (int i = 0; i < n; i++)
        if (ce_move_kind (moves[i]) == CE_MOVE_DROP && ce_move_type (moves[i]) == t
            && ce_move_to (moves[i]) == sq)
          cand[nc++] = moves[i];
      if (!nc)
        return ce_fail (err, "illegal move \"%s\": no %s can be dropped on %s", shown,
                        d->types[t].name, s + 2);
    }
  else
    {
      /* Coordinates first: notation.h's own reader, exactly as written. */
      CeMove m;
      if (ce_move_parse (pos, s, &m, NULL))
        {
          *out = m;
          return true;
        }
      Written w;
      char perr[CE_ERR_SIZE] = "";
      if (!parse_written (v, s, &w, perr, shown))
        return *perr ? ce_fail (err, "%s", perr) : ce_fail (err, "malformed move \"%s\"", shown);
      for (int i = 0; i < n; i++)
        if (written_matches (pos, &w, moves[i], true))
          cand[nc++] = moves[i];
      if (!nc)
        {
          for (int i = 0; i < n; i++)
            if (written_matches (pos, &w, moves[i], false))
              return ce_fail (err, "illegal move \"%s\": no promotion to %c here", shown,
                              d->types[w.promo].letter);
          explain_no_match (pos, &w, shown, err);
          return false;
        }
    }
  if (nc == 1)
    {
      *out = cand[0];
      return true;
    }

  /* Several fit what is written: the one whose own notation it is wins, so
   * that short algebraic reads back whatever the leniency admits. */
  char san[CE_SAN_SIZE];
  int exact = -1, nexact = 0;
  for (int i = 0; i < nc; i++)
    if (strcmp (bare_san (pos, cand[i], san), s) == 0)
      {
        exact = i;
        nexact++;
      }
  if (nexact == 1)
    {
      *out = cand[exact];
      return true;
    }
  char list[CE_ERR_SIZE];
  size_t o = 0;
  list[0] = 0;
  for (int i = 0; i < nc && o < sizeof list; i++)
    {
      const char *join = i == 0 ? "" : i == nc - 1 ? " or " : ", ";
      int k = snprintf (list + o, sizeof list - o, "%s%s", join, bare_san (pos, cand[i], san));
      o += k > 0 ? (size_t) k : 0;
    }
  return ce_fail (err, "ambiguous move \"%s\": %s", shown, list);
}

bool
ce_move_parse_san (CePosition *pos, const char *text, CeMove *m, char *err)
{
  CeMove moves[CE_MAX_MOVES];
  if (!text)
    return ce_fail (err, "empty move");
  int n = ce_generate_legal (pos, moves);
  return ce_move_match_san (pos, moves, n, text, strlen (text), m, err);
}

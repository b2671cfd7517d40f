/* SPDX-License-Identifier: GPL-3.0-or-later
 * The annotations of a move in PGN text (docs/pgn.md): the commands in a
 * comment ([%eval], [%clk], [%cal], [%csl]) taken into a tree node's fields
 * and written back from them, and the move suffixes (! ? !! ?? !? ?!) as
 * NAGs 1-6.  A command that does not read exactly stays in the comment's
 * text, so nothing read is lost.
 */
#include "pgn-private.h"

#include "notation-private.h"

#include <stdio.h>

static const char *const suffixes[] = { "!", "?", "!!", "??", "!?", "?!" };

const char *
ce_pgn_nag_suffix (int nag)
{
  return nag >= 1 && nag <= 6 ? suffixes[nag - 1] : NULL;
}

int
pgn_suffix_nag (const char *s, size_t n)
{
  for (int i = 0; i < 6; i++)
    if (strlen (suffixes[i]) == n && memcmp (suffixes[i], s, n) == 0)
      return i + 1;
  return 0;
}

/* Digits s[*i ..], at most `max` of them, as a number; false if none. */
static bool
digits (const char *s, size_t n, size_t *i, int max, long *out)
{
  long v = 0;
  int k = 0;
  while (*i < n && ce_is_digit (s[*i]) && k < max)
    {
      v = v * 10 + (s[*i] - '0');
      (*i)++;
      k++;
    }
  *out = v;
  return k > 0 && !(*i < n && ce_is_digit (s[*i]));
}

/* "0.35", "-1.5", "+2", "#3", "#-2": pawns with up to two decimals, or a
 * mate in moves; from White's point of view. */
static bool
parse_eval (const char *s, size_t n, CeTreeEval *e)
{
  size_t i = 0;
  bool mate = i < n && s[i] == '#';
  if (mate)
    i++;
  bool neg = i < n && s[i] == '-';
  if (i < n && (s[i] == '-' || s[i] == '+'))
    i++;
  long whole, frac = 0;
  if (!digits (s, n, &i, 7, &whole))
    return false;
  if (!mate && i < n && s[i] == '.')
    {
      i++;
      size_t at = i;
      if (!digits (s, n, &i, 2, &frac))
        return false;
      if (i - at == 1)
        frac *= 10;
    }
  if (i != n)
    return false;
  long v = mate ? whole : whole * 100 + frac;
  e->set = true;
  e->mate = mate;
  e->value = (int) (neg ? -v : v);
  return true;
}

static void
put_eval (Buf *b, const CeTreeEval *e)
{
  char buf[48];
  long long v = e->value < 0 ? -(long long) e->value : e->value;
  if (e->mate)
    snprintf (buf, sizeof buf, "[%%eval #%s%lld]", e->value < 0 ? "-" : "", v);
  else
    snprintf (buf, sizeof buf, "[%%eval %s%lld.%02lld]", e->value < 0 ? "-" : "", v / 100, v % 100);
  buf_puts (b, buf);
}

/* "1:05:00", "0:00:09.5": hours, minutes, seconds and up to three
 * decimals. */
static bool
parse_clock (const char *s, size_t n, int64_t *ms)
{
  size_t i = 0;
  long h, m, sec, frac = 0;
  if (!digits (s, n, &i, 9, &h) || i >= n || s[i++] != ':')
    return false;
  size_t at = i;
  if (!digits (s, n, &i, 2, &m) || i - at != 2 || m > 59 || i >= n || s[i++] != ':')
    return false;
  at = i;
  if (!digits (s, n, &i, 2, &sec) || i - at != 2 || sec > 59)
    return false;
  if (i < n && s[i] == '.')
    {
      i++;
      at = i;
      if (!digits (s, n, &i, 3, &frac))
        return false;
      for (size_t k = i - at; k < 3; k++)
        frac *= 10;
    }
  if (i != n)
    return false;
  *ms = ((int64_t) h * 3600 + m * 60 + sec) * 1000 + frac;
  return true;
}

static void
put_clock (Buf *b, int64_t ms)
{
  char buf[64];
  int64_t s = ms / 1000;
  int frac = (int) (ms % 1000);
  snprintf (buf, sizeof buf, "[%%clk %lld:%02d:%02d", (long long) (s / 3600), (int) (s / 60 % 60),
            (int) (s % 60));
  buf_puts (b, buf);
  if (frac)
    {
      snprintf (buf, sizeof buf, ".%03d", frac);
      size_t len = strlen (buf);
      while (buf[len - 1] == '0')
        buf[--len] = 0;
      buf_puts (b, buf);
    }
  buf_putc (b, ']');
}

/* A square name: a file letter and a rank number, on the variant's board. */
static bool
parse_square (const CeVariant *v, const char *s, size_t n, size_t *i, uint8_t *sq)
{
  if (*i >= n || s[*i] < 'a' || s[*i] > 'z')
    return false;
  int file = s[(*i)++] - 'a';
  long rank;
  if (!digits (s, n, i, 2, &rank) || rank < 1 || file >= v->files || rank > v->ranks)
    return false;
  *sq = CE_SQ (file, (int) rank - 1);
  return v->on_board[*sq];
}

/* "Ge2e4,Rd1d8" (arrows) or "Gd4,Ye5" (circles): every entry reads, fits
 * the board and the node's room, or nothing is taken. */
static bool
parse_marks (CeTree *t, CeNodeId id, const char *s, size_t n, bool arrows)
{
  const CeVariant *v = ce_tree_variant (t);
  CeMark marks[CE_TREE_MAX_MARKS];
  int count = 0;
  size_t i = 0;
  for (;;)
    {
      if (count == CE_TREE_MAX_MARKS || i >= n || s[i] < 'A' || s[i] > 'Z')
        return false;
      CeMark m = { s[i++], 0, CE_NO_SQ };
      if (!parse_square (v, s, n, &i, &m.from))
        return false;
      if (arrows && (!parse_square (v, s, n, &i, &m.to) || m.to == m.from))
        return false;
      for (int k = 0; k < count; k++)
        if (marks[k].from == m.from && marks[k].to == m.to)
          return false;
      marks[count++] = m;
      if (i == n)
        break;
      if (s[i++] != ',')
        return false;
    }
  const CeTreeNode *node = ce_tree_node (t, id);
  if (node->nmarks + count > CE_TREE_MAX_MARKS)
    return false;
  for (int k = 0; k < node->nmarks; k++)
    for (int j = 0; j < count; j++)
      if (node->marks[k].from == marks[j].from && node->marks[k].to == marks[j].to)
        return false;
  for (int k = 0; k < count; k++)
    ce_tree_add_mark (t, id, marks[k].colour, marks[k].from, marks[k].to);
  return true;
}

/* One command's name and argument, in a node's fields; false if it does
 * not read (or the field is taken), and the command stays text. */
static bool
take_command (CeTree *t, CeNodeId id, const char *name, size_t nlen, const char *arg, size_t alen)
{
  const CeTreeNode *node = ce_tree_node (t, id);
  if (nlen == 4 && memcmp (name, "eval", 4) == 0)
    {
      CeTreeEval e;
      if (node->eval.set || !parse_eval (arg, alen, &e))
        return false;
      ce_tree_set_eval (t, id, &e);
      return true;
    }
  if (nlen == 3 && memcmp (name, "clk", 3) == 0)
    {
      int64_t ms;
      if (node->clock_ms != CE_TREE_NO_CLOCK || !parse_clock (arg, alen, &ms))
        return false;
      ce_tree_set_clock (t, id, ms);
      return true;
    }
  if (nlen == 3 && (memcmp (name, "cal", 3) == 0 || memcmp (name, "csl", 3) == 0))
    return parse_marks (t, id, arg, alen, name[2] == 'l' && name[1] == 'a');
  return false;
}

/* One pass over `text`: the commands that read go into the node, the rest
 * into *rest.  Returns whether it took any. */
static bool
take_commands (CeTree *t, CeNodeId id, const char *s, Buf *rest)
{
  bool took = false;
  for (;;)
    {
      const char *open = strstr (s, "[%");
      if (!open)
        {
          buf_puts (rest, s);
          return took;
        }
      buf_add (rest, s, (size_t) (open - s));
      const char *name = open + 2, *p = name;
      while (*p >= 'a' && *p <= 'z')
        p++;
      const char *arg = p;
      while (*arg == ' ')
        arg++;
      const char *close = strchr (arg, ']');
      const char *end = close;
      while (end && end > arg && end[-1] == ' ')
        end--;
      if (close && p > name && arg > p
          && take_command (t, id, name, (size_t) (p - name), arg, (size_t) (end - arg)))
        {
          buf_putc (rest, ' ');
          s = close + 1;
          took = true;
        }
      else
        {
          buf_add (rest, open, 2);
          s = open + 2;
        }
    }
}

void
pgn_node_add_comment (CeTree *t, CeNodeId id, const char *text)
{
  const CeTreeNode *node = ce_tree_node (t, id);
  if (!node || !text)
    return;
  Buf all = { 0 };
  buf_add (&all, "", 0);
  if (node->comment)
    buf_puts (&all, node->comment);
  buf_putc (&all, ' ');
  buf_puts (&all, text);
  /* Taking a command out may join the text around it into another
   * ("[%csl Gd4[%clk 0:00:01]]"): again until nothing is taken, so that
   * the text left reads as text the next time too. */
  for (;;)
    {
      Buf rest = { 0 };
      buf_add (&rest, "", 0);
      bool took = take_commands (t, id, all.s, &rest);
      free (all.s);
      all = rest;
      if (!took)
        break;
    }
  char *clean = ce_pgn_normalise_comment (all.s, all.len);
  ce_tree_set_comment (t, id, clean);
  free (clean);
  free (all.s);
}

void
ce_pgn_node_set_comment (CeTree *t, CeNodeId id, const char *text)
{
  if (!ce_tree_valid (t, id))
    return;
  ce_tree_set_comment (t, id, NULL);
  ce_tree_set_eval (t, id, NULL);
  ce_tree_set_clock (t, id, CE_TREE_NO_CLOCK);
  ce_tree_clear_marks (t, id);
  if (text)
    pgn_node_add_comment (t, id, text);
}

static void
put_marks (Buf *b, const CeTreeNode *n, bool arrows)
{
  bool any = false;
  for (int i = 0; i < n->nmarks; i++)
    {
      const CeMark *m = &n->marks[i];
      if ((m->to != CE_NO_SQ) != arrows)
        continue;
      buf_puts (b, any ? "," : arrows ? "[%cal " : "[%csl ");
      any = true;
      char sq[16];
      snprintf (sq, sizeof sq, "%c%c%d", m->colour, 'a' + CE_FILE (m->from), CE_RANK (m->from) + 1);
      buf_puts (b, sq);
      if (arrows)
        {
          snprintf (sq, sizeof sq, "%c%d", 'a' + CE_FILE (m->to), CE_RANK (m->to) + 1);
          buf_puts (b, sq);
        }
    }
  if (any)
    buf_puts (b, "] ");
}

char *
ce_pgn_node_comment (const CeTree *t, CeNodeId id)
{
  const CeTreeNode *n = ce_tree_node (t, id);
  if (!n)
    return NULL;
  Buf b = { 0 };
  buf_add (&b, "", 0);
  if (n->eval.set)
    {
      put_eval (&b, &n->eval);
      buf_putc (&b, ' ');
    }
  if (n->clock_ms != CE_TREE_NO_CLOCK)
    {
      put_clock (&b, n->clock_ms);
      buf_putc (&b, ' ');
    }
  put_marks (&b, n, false);
  put_marks (&b, n, true);
  if (n->comment)
    buf_puts (&b, n->comment);
  while (b.len && b.s[b.len - 1] == ' ')
    b.s[--b.len] = 0;
  if (!b.len)
    {
      free (b.s);
      return NULL;
    }
  return b.s;
}

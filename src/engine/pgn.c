/* SPDX-License-Identifier: GPL-3.0-or-later
 * PGN records and their writer (docs/pgn.md): tags, comments, the movetext
 * laid out in lines, the result.  The moves themselves are written by
 * san.c; pgn-read.c reads the records back.
 */
#include "pgn.h"

#include "notation-private.h"
#include "pgn-private.h"
#include "rules.h"
#include "san.h"
#include "search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_WIDTH 80

/* The length of the valid UTF-8 sequence at s[0 .. n), or 0 if it is not
 * one; *bad is then how many bytes the invalid part takes (at least 1):
 * the longest prefix that could have begun a valid sequence. */
static size_t
utf8_sequence (const unsigned char *s, size_t n, size_t *bad)
{
  unsigned char c = s[0];
  size_t need;
  unsigned char lo = 0x80, hi = 0xbf;
  if (c < 0x80)
    return 1;
  if (c >= 0xc2 && c <= 0xdf)
    need = 2;
  else if (c >= 0xe0 && c <= 0xef)
    {
      need = 3;
      if (c == 0xe0)
        lo = 0xa0; /* overlong */
      else if (c == 0xed)
        hi = 0x9f; /* surrogates */
    }
  else if (c >= 0xf0 && c <= 0xf4)
    {
      need = 4;
      if (c == 0xf0)
        lo = 0x90; /* overlong */
      else if (c == 0xf4)
        hi = 0x8f; /* past U+10FFFF */
    }
  else
    {
      *bad = 1; /* a continuation byte, C0, C1 or F5-FF */
      return 0;
    }
  size_t i = 1;
  for (; i < need; i++)
    {
      unsigned char min = i == 1 ? lo : 0x80, max = i == 1 ? hi : 0xbf;
      if (i >= n || s[i] < min || s[i] > max)
        {
          *bad = i;
          return 0;
        }
    }
  return need;
}

char *
ce_pgn_repair_utf8 (const char *s, size_t n)
{
  Buf b = { 0 };
  buf_add (&b, "", 0);
  size_t i = 0;
  while (i < n)
    {
      size_t bad = 0, ok = utf8_sequence ((const unsigned char *) s + i, n - i, &bad);
      if (ok)
        {
          buf_add (&b, s + i, ok);
          i += ok;
        }
      else
        {
          buf_puts (&b, "\xef\xbf\xbd");
          i += bad;
        }
    }
  return b.s;
}

char *
ce_pgn_normalise_comment (const char *text, size_t len)
{
  char *s = ce_pgn_repair_utf8 (text, len);
  size_t n = strlen (s);
  char *out = xrealloc (NULL, n + 1);
  size_t o = 0;
  bool space = false;
  for (size_t i = 0; i < n; i++)
    {
      unsigned char c = (unsigned char) s[i];
      if (c == ' ' || is_control (c))
        {
          space = o > 0;
          continue;
        }
      if (space)
        out[o++] = ' ';
      space = false;
      out[o++] = c == '}' ? ')' : (char) c;
    }
  out[o] = 0;
  free (s);
  return out;
}

/* ---- Records ---- */

void
ce_pgn_game_init (CePgnGame *pg, const CeVariant *v)
{
  memset (pg, 0, sizeof *pg);
  ce_game_init (&pg->game, v);
}

bool
ce_pgn_game_init_fen (CePgnGame *pg, const CeVariant *v, const char *fen, char *err)
{
  memset (pg, 0, sizeof *pg);
  return ce_game_init_fen (&pg->game, v, fen, err);
}

void
ce_pgn_game_free (CePgnGame *pg)
{
  for (int i = 0; i < pg->ntags; i++)
    {
      free (pg->tags[i].name);
      free (pg->tags[i].value);
    }
  free (pg->tags);
  if (pg->comments)
    for (int i = 0; i <= pg->game.nmoves; i++)
      free (pg->comments[i]);
  free (pg->comments);
  ce_tree_free (pg->tree);
  ce_game_free (&pg->game);
  memset (pg, 0, sizeof *pg);
}

void
ce_pgn_free_games (CePgnGame *games, int ngames)
{
  for (int i = 0; i < ngames; i++)
    ce_pgn_game_free (&games[i]);
  free (games);
}

const char *
ce_pgn_get_tag (const CePgnGame *pg, const char *name)
{
  if (!name)
    return NULL;
  for (int i = 0; i < pg->ntags; i++)
    if (strcmp (pg->tags[i].name, name) == 0)
      return pg->tags[i].value;
  return NULL;
}

void
ce_pgn_set_tag (CePgnGame *pg, const char *name, const char *value)
{
  if (!name)
    return;
  for (int i = 0; i < pg->ntags; i++)
    if (strcmp (pg->tags[i].name, name) == 0)
      {
        if (value)
          {
            /* Copied before the old value goes: `value` may be it. */
            char *copy = xstrndup (value, strlen (value));
            free (pg->tags[i].value);
            pg->tags[i].value = copy;
            return;
          }
        free (pg->tags[i].name);
        free (pg->tags[i].value);
        memmove (&pg->tags[i], &pg->tags[i + 1], sizeof (CePgnTag) * (size_t) (pg->ntags - i - 1));
        pg->ntags--;
        return;
      }
  if (!value)
    return;
  pg->tags = xrealloc (pg->tags, sizeof (CePgnTag) * (size_t) (pg->ntags + 1));
  pg->tags[pg->ntags].name = xstrndup (name, strlen (name));
  pg->tags[pg->ntags].value = xstrndup (value, strlen (value));
  pg->ntags++;
}

void
ce_pgn_set_comment (CePgnGame *pg, int ply, const char *text)
{
  if (ply < 0 || ply > pg->game.nmoves)
    return;
  if (text && !*text)
    text = NULL;
  if (!pg->comments)
    {
      if (!text)
        return;
      pg->comments = xrealloc (NULL, sizeof (char *) * (size_t) (pg->game.nmoves + 1));
      memset (pg->comments, 0, sizeof (char *) * (size_t) (pg->game.nmoves + 1));
    }
  char *copy = text ? xstrndup (text, strlen (text)) : NULL;
  free (pg->comments[ply]);
  pg->comments[ply] = copy;
  if (pg->tree && ce_tree_mainline_length (pg->tree) >= ply)
    {
      char *clean = text ? ce_pgn_normalise_comment (text, strlen (text)) : NULL;
      ce_pgn_node_set_comment (pg->tree, ce_tree_mainline_node (pg->tree, ply), clean);
      free (clean);
    }
}

CeTreeEval
ce_pgn_eval_of_score (int score, int side_to_move)
{
  if (score > CE_EVAL_MATE)
    score = CE_EVAL_MATE;
  if (score < -CE_EVAL_MATE)
    score = -CE_EVAL_MATE;
  int white = side_to_move == CE_BLACK ? -score : score;
  CeTreeEval e = { .set = true };
  if (score >= CE_EVAL_MATE_BOUND || score <= -CE_EVAL_MATE_BOUND)
    {
      int n = ce_score_mate (score);
      n = n < 0 ? -n : n;
      e.mate = true;
      e.value = white < 0 ? -n : n;
    }
  else
    e.value = white;
  return e;
}

char *
ce_pgn_format_eval (int score, int side_to_move, char *buf)
{
  CeTreeEval e = ce_pgn_eval_of_score (score, side_to_move);
  int mag = e.value < 0 ? -e.value : e.value;
  if (e.mate)
    snprintf (buf, 32, "[%%eval #%s%d]", e.value < 0 ? "-" : "", mag);
  else
    snprintf (buf, 32, "[%%eval %s%d.%02d]", e.value < 0 ? "-" : "", mag / 100, mag % 100);
  return buf;
}

/* ---- Writer ---- */

static const char *const roster[]
  = { "Event", "Site", "Date", "Round", "White", "Black", "Result" };

/* Tags the writer makes from the record itself. */
static bool
derived_tag (const char *name)
{
  for (size_t i = 0; i < sizeof roster / sizeof roster[0]; i++)
    if (strcmp (name, roster[i]) == 0)
      return true;
  return strcmp (name, "Variant") == 0 || strcmp (name, "SetUp") == 0 || strcmp (name, "FEN") == 0;
}

/* A letter, then letters, digits and underscores: what the reader takes. */
static bool
valid_tag_name (const char *s)
{
  if (!s || !ce_is_alpha (*s))
    return false;
  for (; *s; s++)
    if (!ce_is_alnum (*s) && *s != '_')
      return false;
  return true;
}

static void
put_tag (Buf *b, const char *name, const char *value)
{
  buf_putc (b, '[');
  buf_puts (b, name);
  buf_puts (b, " \"");
  /* A value set by the app may come from anywhere: UTF-8 is written. */
  char *text = ce_pgn_repair_utf8 (value, strlen (value));
  for (const char *c = text; *c; c++)
    {
      if (*c == '"' || *c == '\\')
        buf_putc (b, '\\');
      buf_putc (b, is_control ((unsigned char) *c) ? ' ' : *c);
    }
  free (text);
  buf_puts (b, "\"]\n");
}

/* Fills movetext lines to LINE_WIDTH columns, a unit never split; a
 * variation's '(' is glued to the unit after it. */
typedef struct
{
  Buf *b;
  size_t col;
  bool paren;
} Lines;

static void
put_unit (Lines *l, const char *s, size_t n)
{
  if (l->paren)
    {
      l->paren = false;
      char *glued = xrealloc (NULL, n + 2);
      glued[0] = '(';
      memcpy (glued + 1, s, n);
      glued[n + 1] = 0;
      put_unit (l, glued, n + 1);
      free (glued);
      return;
    }
  if (l->col && l->col + 1 + n > LINE_WIDTH)
    {
      buf_putc (l->b, '\n');
      l->col = 0;
    }
  else if (l->col)
    {
      buf_putc (l->b, ' ');
      l->col++;
    }
  buf_add (l->b, s, n);
  l->col += n;
}

static void
put_comment (Lines *l, const char *text)
{
  char *c = ce_pgn_normalise_comment (text, strlen (text));
  if (!*c)
    {
      free (c);
      return;
    }
  Buf unit = { 0 };
  buf_putc (&unit, '{');
  const char *w = c;
  bool command = false;
  for (;;)
    {
      const char *end = strchr (w, ' ');
      size_t n = end ? (size_t) (end - w) : strlen (w);
      buf_add (&unit, w, n);
      /* A command ([%clk 0:05:00]) stays on one line, for the readers
       * that look for it line by line. */
      if (n >= 2 && w[0] == '[' && w[1] == '%')
        command = true;
      if (memchr (w, ']', n))
        command = false;
      if (!end)
        break;
      w = end + 1;
      /* A line starting with % is an escape to many readers: such a word
       * stays on the line of the one before. */
      if (*w == '%' || command)
        buf_putc (&unit, ' ');
      else
        {
          put_unit (l, unit.s, unit.len);
          unit.len = 0;
        }
    }
  buf_putc (&unit, '}');
  put_unit (l, unit.s, unit.len);
  free (unit.s);
  free (c);
}

/* A move as `style` writes it, with its number when `number` or White
 * moves. */
static void
put_move (
  Lines *l, const CePosition *pos, CeMove m, CePgnMoveStyle style, bool number, const char *suffix)
{
  char text[32], unit[80];
  CePosition p = *pos;
  if (style == CE_PGN_COORDINATES)
    ce_move_to_string (&p, m, text);
  else if (style == CE_PGN_LONG)
    ce_move_to_long (&p, m, text);
  else
    ce_move_to_san (&p, m, text);
  if (!suffix)
    suffix = "";
  if (pos->side == CE_WHITE)
    snprintf (unit, sizeof unit, "%lu. %s%s", (unsigned long) pos->fullmove, text, suffix);
  else if (number)
    snprintf (unit, sizeof unit, "%lu... %s%s", (unsigned long) pos->fullmove, text, suffix);
  else
    snprintf (unit, sizeof unit, "%s%s", text, suffix);
  put_unit (l, unit, strlen (unit));
}

/* Whether the tree's main line is the game's moves: a caller may have
 * played or taken back moves in pg->game after reading. */
static bool
tree_matches (const CePgnGame *pg)
{
  const CeTree *t = pg->tree;
  if (!t || ce_tree_variant (t) != pg->game.v)
    return false;
  CeNodeId id = ce_tree_root (t);
  for (int i = 0; i < pg->game.nmoves; i++)
    {
      id = ce_tree_main_child (t, id);
      if (ce_tree_move (t, id) != pg->game.moves[i])
        return false;
    }
  return ce_tree_main_child (t, id) == CE_NODE_NONE;
}

/* One move of the tree: its comment before, the move, its NAGs (the first
 * of 1-6 as a suffix) and its comment.  Returns whether the next move needs
 * its number. */
static bool
put_node (Lines *l, const CeTree *t, CeNodeId id, CePgnMoveStyle style, bool number)
{
  const CeTreeNode *n = ce_tree_node (t, id);
  if (n->comment_before)
    {
      put_comment (l, n->comment_before);
      number = true;
    }
  CePosition pos;
  ce_tree_position (t, n->parent, &pos);
  int suffix = -1;
  for (int i = 0; i < n->nnags && suffix < 0; i++)
    if (ce_pgn_nag_suffix (n->nags[i]))
      suffix = i;
  put_move (l, &pos, n->move, style, number,
            suffix >= 0 ? ce_pgn_nag_suffix (n->nags[suffix]) : NULL);
  for (int i = 0; i < n->nnags; i++)
    if (i != suffix)
      {
        char nag[8];
        snprintf (nag, sizeof nag, "$%d", n->nags[i]);
        put_unit (l, nag, strlen (nag));
      }
  char *c = ce_pgn_node_comment (t, id);
  if (c)
    {
      put_comment (l, c);
      free (c);
      return true;
    }
  return false;
}

/* The tree's movetext, without recursion: a stack of the lines being
 * written, each at the node whose children come next and the next of
 * them to write (0: the line's own move, then its variations). */
static void
put_tree (Lines *l, const CeTree *t, CePgnMoveStyle style)
{
  typedef struct
  {
    CeNodeId at;
    int next;
  } Frame;
  int cap = 16, depth = 0;
  Frame *stack = xrealloc (NULL, sizeof (Frame) * (size_t) cap);
  CeNodeId root = ce_tree_root (t);
  bool number = true;
  char *c = ce_pgn_node_comment (t, root);
  if (c)
    put_comment (l, c);
  free (c);
  stack[depth++] = (Frame){ root, 0 };
  while (depth > 0)
    {
      Frame *f = &stack[depth - 1];
      const CeTreeNode *n = ce_tree_node (t, f->at);
      if (n->nchildren == 0)
        {
          if (depth > 1)
            {
              if (l->col && l->col + 1 > LINE_WIDTH)
                {
                  buf_putc (l->b, '\n');
                  l->col = 0;
                }
              buf_putc (l->b, ')');
              l->col++;
              number = true;
            }
          depth--;
          continue;
        }
      if (f->next == 0)
        {
          number = put_node (l, t, n->children[0], style, number);
          f->next = 1;
          continue;
        }
      if (f->next < n->nchildren)
        {
          CeNodeId v = n->children[f->next++];
          l->paren = true;
          number = put_node (l, t, v, style, true);
          if (depth == cap)
            {
              cap *= 2;
              stack = xrealloc (stack, sizeof (Frame) * (size_t) cap);
            }
          stack[depth++] = (Frame){ v, 0 };
          continue;
        }
      f->at = n->children[0];
      f->next = 0;
    }
  free (stack);
}

char *
ce_pgn_write_as (const CePgnGame *pg, CePgnMoveStyle style)
{
  const CeGame *g = &pg->game;
  const CeVariant *v = g->v;
  Buf b = { 0 };

  for (int i = 0; i < 6; i++)
    {
      const char *value = ce_pgn_get_tag (pg, roster[i]);
      put_tag (&b, roster[i], value ? value : i == 2 ? "????.??.??" : "?");
    }
  put_tag (&b, "Result", ce_result_string (pg->result));
  /* Orthodox games stay plain PGN for every other program. */
  if (strcmp (v->def->id, "chess") != 0)
    put_tag (&b, "Variant", v->def->name);
  char fen[CE_FEN_SIZE], start_fen[CE_FEN_SIZE];
  CePosition start;
  ce_position_start (&start, v);
  ce_position_to_fen (&g->positions[0], fen);
  if (strcmp (fen, ce_position_to_fen (&start, start_fen)) != 0)
    {
      put_tag (&b, "SetUp", "1");
      put_tag (&b, "FEN", fen);
    }
  for (int i = 0; i < pg->ntags; i++)
    if (valid_tag_name (pg->tags[i].name) && !derived_tag (pg->tags[i].name))
      put_tag (&b, pg->tags[i].name, pg->tags[i].value);
  buf_putc (&b, '\n');

  Lines l = { &b, 0, false };
  if (tree_matches (pg))
    {
      put_tree (&l, pg->tree, style);
      const char *result = ce_result_string (pg->result);
      put_unit (&l, result, strlen (result));
      buf_putc (&b, '\n');
      return b.s;
    }
  bool number = true;
  if (pg->comments && pg->comments[0])
    put_comment (&l, pg->comments[0]);
  for (int i = 0; i < g->nmoves; i++)
    {
      CePosition pos = g->positions[i];
      CeMove m = g->moves[i];
      char text[32], unit[64];
      if (style == CE_PGN_COORDINATES)
        ce_move_to_string (&pos, m, text);
      else if (style == CE_PGN_LONG)
        ce_move_to_long (&pos, m, text);
      else
        ce_move_to_san (&pos, m, text);
      if (pos.side == CE_WHITE)
        snprintf (unit, sizeof unit, "%lu. %s", (unsigned long) pos.fullmove, text);
      else if (number)
        snprintf (unit, sizeof unit, "%lu... %s", (unsigned long) pos.fullmove, text);
      else
        snprintf (unit, sizeof unit, "%s", text);
      put_unit (&l, unit, strlen (unit));
      number = false;
      if (pg->comments && pg->comments[i + 1])
        {
          put_comment (&l, pg->comments[i + 1]);
          number = true;
        }
    }
  const char *result = ce_result_string (pg->result);
  put_unit (&l, result, strlen (result));
  buf_putc (&b, '\n');
  return b.s;
}

char *
ce_pgn_write (const CePgnGame *pg)
{
  return ce_pgn_write_as (pg, CE_PGN_SAN);
}

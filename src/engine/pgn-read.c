/* SPDX-License-Identifier: GPL-3.0-or-later
 * The PGN game parser (docs/pgn.md): movetext tokens, tags, comments,
 * NAGs, variations, results, several games in one text.  Each move token
 * goes to san.c, which matches it against the legal moves; the moves and
 * their annotations go into a tree (tree.h), the main line also into the
 * record's CeGame.  pgn-stream.c runs it over a stream's chunks, one game
 * at a time.
 *
 * It scans a byte range, never a C string, so embedded NULs and a missing
 * terminator are just bad characters; it keeps its state in a flat state
 * machine (variations are a bounded stack of nodes), so no input can
 * exhaust the stack.
 */
#include "pgn.h"

#include "movegen.h"
#include "notation-private.h"
#include "pgn-private.h"
#include "rules.h"
#include "san.h"

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Real games have a few dozen tags. */
#define MAX_TAGS 256
/* How much of a bad tag value an error message quotes. */
#define QUOTE_MAX 40

/* ---- Tokens ---- */

typedef enum
{
  T_EOF,
  T_TAG, /* '[' */
  T_COMMENT,
  T_NAG,
  T_OPEN,  /* '(' */
  T_CLOSE, /* ')' */
  T_STAR,
  T_DOTS,
  T_SYMBOL
} TokenType;

typedef struct
{
  TokenType type;
  size_t start, len; /* a comment's text without its delimiters */
  int line, column;
} Token;

typedef struct
{
  const char *s;
  size_t len, pos, line_start;
  int line;
  CePgnError *err;
} Lexer;

static int
column_at (const Lexer *lx, size_t pos)
{
  size_t c = pos - lx->line_start + 1;
  return c > INT_MAX ? INT_MAX : (int) c;
}

static bool
lex_fail (Lexer *lx, int line, int column, const char *fmt, ...)
{
  lx->err->line = line;
  lx->err->column = column;
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (lx->err->message, sizeof lx->err->message, fmt, ap);
  va_end (ap);
  return false;
}

static void
lex_advance (Lexer *lx)
{
  if (lx->s[lx->pos] == '\n')
    {
      if (lx->line < INT_MAX)
        lx->line++;
      lx->line_start = lx->pos + 1;
    }
  lx->pos++;
}

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

static void
skip_space (Lexer *lx)
{
  while (lx->pos < lx->len && is_space (lx->s[lx->pos]))
    lex_advance (lx);
}

/* Letters, digits and the punctuation of moves, move numbers and results. */
static bool
is_symbol_char (char c)
{
  return ce_is_alnum (c) || (c && strchr ("_+#=:@/!?-", c));
}

static bool
unexpected (Lexer *lx, size_t pos)
{
  unsigned char c = (unsigned char) lx->s[pos];
  if (c > ' ' && c < 0x7f)
    return lex_fail (lx, lx->line, column_at (lx, pos), "unexpected character '%c'", c);
  return lex_fail (lx, lx->line, column_at (lx, pos), "unexpected byte 0x%02x", c);
}

static bool
lex_next (Lexer *lx, Token *t)
{
  for (;;)
    {
      skip_space (lx);
      if (lx->pos < lx->len && lx->s[lx->pos] == '%' && lx->pos == lx->line_start)
        {
          while (lx->pos < lx->len && lx->s[lx->pos] != '\n')
            lx->pos++;
          continue;
        }
      break;
    }
  t->line = lx->line;
  t->column = column_at (lx, lx->pos);
  t->start = lx->pos;
  t->len = 0;
  if (lx->pos >= lx->len)
    {
      t->type = T_EOF;
      return true;
    }
  const char c = lx->s[lx->pos];
  switch (c)
    {
      case '[':
      case '(':
      case ')':
      case '*':
        t->type = c == '[' ? T_TAG : c == '(' ? T_OPEN : c == ')' ? T_CLOSE : T_STAR;
        lx->pos++;
        return true;
      case '.':
        t->type = T_DOTS;
        while (lx->pos < lx->len && lx->s[lx->pos] == '.')
          lx->pos++;
        return true;
      case ';':
        t->type = T_COMMENT;
        t->start = ++lx->pos;
        while (lx->pos < lx->len && lx->s[lx->pos] != '\n')
          lx->pos++;
        t->len = lx->pos - t->start;
        return true;
      case '{':
        t->type = T_COMMENT;
        t->start = ++lx->pos;
        while (lx->pos < lx->len && lx->s[lx->pos] != '}')
          lex_advance (lx);
        if (lx->pos >= lx->len)
          return lex_fail (lx, t->line, t->column, "unterminated comment");
        t->len = lx->pos - t->start;
        lx->pos++;
        return true;
      case '$':
        t->type = T_NAG;
        lx->pos++;
        while (lx->pos < lx->len && ce_is_digit (lx->s[lx->pos]))
          lx->pos++;
        if (lx->pos == t->start + 1)
          return lex_fail (lx, t->line, t->column, "expected a number after '$'");
        t->len = lx->pos - t->start;
        return true;
      default:
        if (!is_symbol_char (c))
          return unexpected (lx, lx->pos);
        t->type = T_SYMBOL;
        while (lx->pos < lx->len && is_symbol_char (lx->s[lx->pos]))
          lx->pos++;
        t->len = lx->pos - t->start;
        return true;
    }
}

/* A tag pair stands on one line. */
static void
skip_blanks (Lexer *lx)
{
  while (lx->pos < lx->len
         && (lx->s[lx->pos] == ' ' || lx->s[lx->pos] == '\t' || lx->s[lx->pos] == '\r'))
    lx->pos++;
}

/* The rest of a tag pair after its '['.  Value positions are for later
 * messages about the value (unknown variant, bad FEN). */
static bool
lex_tag (Lexer *lx, char **name, char **value, int *vline, int *vcol)
{
  skip_blanks (lx);
  size_t start = lx->pos;
  if (lx->pos < lx->len && ce_is_alpha (lx->s[lx->pos]))
    while (lx->pos < lx->len && (ce_is_alnum (lx->s[lx->pos]) || lx->s[lx->pos] == '_'))
      lx->pos++;
  if (lx->pos == start)
    return lex_fail (lx, lx->line, column_at (lx, lx->pos), "expected a tag name");
  size_t name_len = lx->pos - start;

  skip_blanks (lx);
  if (lx->pos >= lx->len || lx->s[lx->pos] != '"')
    return lex_fail (lx, lx->line, column_at (lx, lx->pos), "expected a quoted tag value");
  *vline = lx->line;
  *vcol = column_at (lx, lx->pos);
  lx->pos++;
  Buf v = { 0 };
  buf_add (&v, "", 0);
  for (;;)
    {
      if (lx->pos >= lx->len || lx->s[lx->pos] == '\n')
        {
          free (v.s);
          return lex_fail (lx, *vline, *vcol, "unterminated tag value");
        }
      char c = lx->s[lx->pos++];
      if (c == '"')
        break;
      if (c == '\\' && lx->pos < lx->len && (lx->s[lx->pos] == '"' || lx->s[lx->pos] == '\\'))
        c = lx->s[lx->pos++];
      buf_putc (&v, is_control ((unsigned char) c) ? ' ' : c);
    }
  skip_blanks (lx);
  if (lx->pos >= lx->len || lx->s[lx->pos] != ']')
    {
      free (v.s);
      return lex_fail (lx, lx->line, column_at (lx, lx->pos), "expected ']' after the tag value");
    }
  lx->pos++;
  *name = xstrndup (lx->s + start, name_len);
  /* Text from elsewhere may be in another encoding: what is not UTF-8
   * becomes U+FFFD, so that the value is shown and written back as UTF-8. */
  *value = ce_pgn_repair_utf8 (v.s, v.len);
  free (v.s);
  return true;
}

/* ---- Games ---- */

/* The parser runs over one chunk of text at a time (pgn-stream.c cuts the
 * stream into chunks at tag sections, see there); its state lives on from
 * one chunk to the next, so that the games read are the same wherever the
 * chunks are cut.  It stops after each game, so that a chunk of many short
 * games never costs more than one game's record at a time. */
struct PgnParser
{
  Lexer lx;
  CePgnError err;
  bool headers_only;
  bool final;     /* the chunk is the end of the text */
  uint64_t base;  /* stream offset of the chunk's first byte */
  size_t tok_pos; /* the token being handled, in the chunk */
  int tok_line;

  bool ready; /* out holds a finished game */
  CePgnGame out;
  CePgnSpan out_span;

  bool open;   /* a game has begun: a tag, a move, a number or a result */
  bool moving; /* its movetext has begun: g.game is set up */
  CePgnGame g;
  uint64_t game_start;
  int game_line;
  int variant_line, variant_col, fen_line, fen_col, result_line, result_col;
  char **comments; /* comments[ply] of plies done with, grown as needed */
  int ncomments;
  /* Comments arrive only at the current ply, which never goes back: the
   * one being gathered grows in a buffer and is stored when the ply moves
   * on, so that any number of comments in a row cost linear time. */
  Buf note;
  int note_ply;
  Buf pending; /* comments before any game began, for the next one */
  uint64_t pending_start;
  int pending_line;
  int depth; /* of variations open */
  int open_line, open_col;
  /* The tree: the node the next move follows, and for each variation open
   * the node the line outside it had reached.  A variation's comments
   * before its first move gather in `before`; the comments of a move in a
   * variation gather in `vnotes`, stored when the game ends.  The main line's comments go to the
   * record's comments and, at the end, to its nodes. */
  CeNodeId cur;
  CePosition pos; /* after cur */
  CeNodeId outer[CE_PGN_MAX_DEPTH];
  bool var_start; /* in a variation, before its first move */
  Buf before;
  Buf *vnotes; /* by node id: a tree that is only added to has ids 0, 1, ... */
  int nvnotes;
};

typedef PgnParser Reader;

static void
store_note (Reader *r)
{
  if (!r->note.len)
    return;
  int ply = r->note_ply;
  if (ply >= r->ncomments)
    {
      int cap = r->ncomments ? r->ncomments : 16;
      while (cap <= ply)
        cap *= 2;
      r->comments = xrealloc (r->comments, sizeof (char *) * (size_t) cap);
      memset (r->comments + r->ncomments, 0, sizeof (char *) * (size_t) (cap - r->ncomments));
      r->ncomments = cap;
    }
  r->comments[ply] = xstrndup (r->note.s, r->note.len);
  r->note.len = 0;
}

static void
add_note (Buf *b, const char *text, size_t n)
{
  if (b->len)
    buf_putc (b, ' ');
  buf_add (b, text, n);
}

/* Stores the comments gathered for a node in a variation. */
/* Gives each variation node its comments, all at once: read in pieces
 * they could join into a command differently (pgn-annot.c), and storing a
 * growing comment piece by piece would cost quadratic time. */
static void
store_vnotes (Reader *r)
{
  for (int i = 0; i < r->nvnotes; i++)
    {
      if (r->vnotes[i].len && r->g.tree)
        pgn_node_add_comment (r->g.tree, i, r->vnotes[i].s);
      free (r->vnotes[i].s);
    }
  free (r->vnotes);
  r->vnotes = NULL;
  r->nvnotes = 0;
}

static Buf *
vnote_of (Reader *r, CeNodeId id)
{
  if (id >= r->nvnotes)
    {
      int cap = r->nvnotes ? r->nvnotes : 64;
      while (cap <= id)
        cap *= 2;
      r->vnotes = xrealloc (r->vnotes, sizeof (Buf) * (size_t) cap);
      memset (r->vnotes + r->nvnotes, 0, sizeof (Buf) * (size_t) (cap - r->nvnotes));
      r->nvnotes = cap;
    }
  return &r->vnotes[id];
}

static void
add_comment (Reader *r, const char *s, size_t n)
{
  char *c = ce_pgn_normalise_comment (s, n);
  if (*c && r->depth > 0)
    {
      /* A list of games (no tree) keeps no comments of variations. */
      if (r->g.tree && r->var_start)
        add_note (&r->before, c, strlen (c));
      else if (r->g.tree)
        add_note (vnote_of (r, r->cur), c, strlen (c));
    }
  else if (*c && !r->open)
    {
      if (!r->pending.len)
        {
          r->pending_start = r->base + r->tok_pos;
          r->pending_line = r->tok_line;
        }
      add_note (&r->pending, c, strlen (c));
    }
  else if (*c)
    {
      int ply = r->moving ? r->g.game.nmoves : 0;
      if (ply != r->note_ply)
        {
          store_note (r);
          r->note_ply = ply;
        }
      add_note (&r->note, c, strlen (c));
    }
  free (c);
}

static void
open_game (Reader *r)
{
  memset (&r->g, 0, sizeof r->g);
  r->open = true;
  r->moving = false;
  r->variant_line = r->fen_line = r->result_line = 0;
  r->note_ply = 0;
  r->game_start = r->base + r->tok_pos;
  r->game_line = r->tok_line;
  if (r->pending.len)
    {
      add_note (&r->note, r->pending.s, r->pending.len);
      r->pending.len = 0;
      r->game_start = r->pending_start;
      r->game_line = r->pending_line;
    }
}

static const CeVariant *
variant_by_name (const char *name)
{
  if (strcasecmp (name, "standard") == 0)
    return ce_variant_get ("chess");
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      if (strcasecmp (name, *id) == 0 || strcasecmp (name, v->def->name) == 0)
        return v;
    }
  return NULL;
}

/* The tags are all read: the variant and the start position follow. */
static bool
begin_movetext (Reader *r)
{
  if (!r->open)
    open_game (r);
  if (r->moving)
    return true;
  const char *name = ce_pgn_get_tag (&r->g, "Variant");
  const CeVariant *v = name ? variant_by_name (name) : ce_variant_get ("chess");
  if (!v)
    return lex_fail (&r->lx, r->variant_line, r->variant_col, "unknown variant \"%.*s\"", QUOTE_MAX,
                     name);
  const char *fen = ce_pgn_get_tag (&r->g, "FEN");
  char err[CE_ERR_SIZE];
  if (fen)
    {
      if (!ce_game_init_fen (&r->g.game, v, fen, err))
        return lex_fail (&r->lx, r->fen_line, r->fen_col, "bad FEN tag: %s", err);
    }
  else
    ce_game_init (&r->g.game, v);
  if (!r->headers_only)
    r->g.tree = ce_tree_new (&r->g.game.positions[0]);
  r->cur = ce_tree_root (r->g.tree);
  r->pos = r->g.game.positions[0];
  r->moving = true;
  return true;
}

static bool
parse_result (const char *s, size_t n, CeResult *res)
{
  static const struct
  {
    const char *text;
    CeResult result;
  } results[] = {
    { "1-0", CE_RESULT_WHITE_WINS },
    { "0-1", CE_RESULT_BLACK_WINS },
    { "1/2-1/2", CE_RESULT_DRAW },
    { "*", CE_RESULT_NONE },
  };
  for (size_t i = 0; i < sizeof results / sizeof results[0]; i++)
    if (strlen (results[i].text) == n && memcmp (results[i].text, s, n) == 0)
      {
        *res = results[i].result;
        return true;
      }
  return false;
}

/* Game records keep room for 16 positions; a file of many short games
 * should not cost that much each. */
static void
shrink_game (CeGame *g)
{
  int cap = g->nmoves + g->nredo;
  if (cap < 1)
    cap = 1;
  if (cap >= g->cap)
    return;
  g->positions = xrealloc (g->positions, sizeof (CePosition) * (size_t) (cap + 1));
  g->moves = xrealloc (g->moves, sizeof (CeMove) * (size_t) cap);
  g->cap = cap;
}

/* Ends the open game with its termination marker (NULL: none, the Result
 * tag stands in) and hands it out; `end` is where its text ends in the
 * chunk.  The file's result is kept (a game may end by resignation,
 * agreement or time in any position); only a decided position that says
 * otherwise is an error. */
static bool
end_game (Reader *r, const Token *marker, CeResult marked, size_t end)
{
  if (!begin_movetext (r))
    return false;
  const char *tag = ce_pgn_get_tag (&r->g, "Result");
  CeResult tagged = CE_RESULT_NONE;
  if (tag && !parse_result (tag, strlen (tag), &tagged))
    return lex_fail (&r->lx, r->result_line, r->result_col,
                     "bad Result tag \"%.*s\": expected 1-0, 0-1, 1/2-1/2 or *", QUOTE_MAX, tag);
  int line = r->result_line, col = r->result_col;
  if (marker)
    {
      line = marker->line;
      col = marker->column;
      if (tag && tagged != marked)
        return lex_fail (&r->lx, line, col, "result \"%s\" disagrees with the Result tag \"%s\"",
                         ce_result_string (marked), tag);
    }
  CeResult result = marker ? marked : tagged;
  if (result != CE_RESULT_NONE && !r->headers_only)
    {
      CePosition final = *ce_game_position (&r->g.game);
      CeEndReason why;
      CeResult by_rules = ce_position_result (&final, &why);
      if (by_rules != CE_RESULT_NONE && by_rules != result)
        return lex_fail (&r->lx, line, col, "result \"%s\" contradicts the final position (%s: %s)",
                         ce_result_string (result), ce_end_reason_string (why),
                         ce_result_string (by_rules));
    }
  r->g.result = result;

  store_note (r);
  int n = r->g.game.nmoves;
  bool any = false;
  for (int i = 0; i < r->ncomments; i++)
    any = any || r->comments[i];
  if (any)
    {
      r->g.comments = xrealloc (NULL, sizeof (char *) * (size_t) (n + 1));
      for (int i = 0; i <= n; i++)
        r->g.comments[i] = i < r->ncomments ? r->comments[i] : NULL;
      for (int i = n + 1; i < r->ncomments; i++)
        free (r->comments[i]);
    }
  free (r->comments);
  r->comments = NULL;
  r->ncomments = 0;
  store_vnotes (r);
  /* The main line's comments go to its nodes, and are kept as the nodes
   * write them (commands first), so that a record read from its own text
   * has the same comments. */
  if (r->g.tree && r->g.comments)
    {
      CeNodeId id = ce_tree_root (r->g.tree);
      for (int i = 0; i <= n; i++, id = ce_tree_main_child (r->g.tree, id))
        if (r->g.comments[i])
          {
            pgn_node_add_comment (r->g.tree, id, r->g.comments[i]);
            free (r->g.comments[i]);
            r->g.comments[i] = ce_pgn_node_comment (r->g.tree, id);
          }
    }

  shrink_game (&r->g.game);
  r->out = r->g;
  r->out_span.offset = r->game_start;
  r->out_span.length = r->base + end - r->game_start;
  r->out_span.line = r->game_line;
  r->ready = true;
  memset (&r->g, 0, sizeof r->g);
  r->open = r->moving = false;
  return true;
}

static bool
read_tag (Reader *r, const Token *t)
{
  char *name = NULL, *value = NULL;
  int line = 0, col = 0;
  if (!lex_tag (&r->lx, &name, &value, &line, &col))
    return false;
  if (strcmp (name, "Variant") == 0)
    r->variant_line = line, r->variant_col = col;
  else if (strcmp (name, "FEN") == 0)
    r->fen_line = line, r->fen_col = col;
  else if (strcmp (name, "Result") == 0)
    r->result_line = line, r->result_col = col;
  /* Tags are looked up one by one: a bound keeps a hostile file linear. */
  bool ok = r->g.ntags < MAX_TAGS || ce_pgn_get_tag (&r->g, name);
  if (ok)
    ce_pgn_set_tag (&r->g, name, value);
  free (name);
  free (value);
  if (!ok)
    return lex_fail (&r->lx, t->line, t->column, "too many tags: more than %d in one game",
                     MAX_TAGS);
  return true;
}

/* A NAG (from $n or a suffix) for the move just read; none before the
 * first move of a line. */
static void
add_nag (Reader *r, long nag)
{
  if (r->g.tree && !r->var_start && r->cur != ce_tree_root (r->g.tree) && nag >= 1 && nag <= 255)
    ce_tree_add_nag (r->g.tree, r->cur, (int) nag);
}

/* A move's suffix: the !? marks at its end (among + and #). */
static void
add_suffix (Reader *r, const char *s, size_t n)
{
  char marks[8];
  size_t k = 0, i = n;
  while (i > 0 && strchr ("!?+#", s[i - 1]))
    i--;
  for (; i < n; i++)
    if ((s[i] == '!' || s[i] == '?') && k < sizeof marks)
      marks[k++] = s[i];
  add_nag (r, pgn_suffix_nag (marks, k));
}

static bool
play (Reader *r, const Token *t)
{
  if (!begin_movetext (r))
    return false;
  /* A list of games needs their tags, not their moves. */
  if (r->headers_only)
    return true;
  CePosition pos = r->pos;
  CeEndReason why;
  CeMove moves[CE_MAX_MOVES], m;
  int n = ce_generate_legal (&pos, moves);
  if (ce_position_result_counted (&pos, n, &why) != CE_RESULT_NONE)
    return lex_fail (&r->lx, t->line, t->column, "move after the end of the game (%s)",
                     ce_end_reason_string (why));
  char err[CE_ERR_SIZE];
  if (!ce_move_match_san (&pos, moves, n, r->lx.s + t->start, t->len, &m, err))
    return lex_fail (&r->lx, t->line, t->column, "%s", err);
  CeNodeId id = ce_tree_add_legal_move (r->g.tree, r->cur, &r->pos, m);
  if (id == CE_NODE_NONE)
    return lex_fail (&r->lx, t->line, t->column, "too many moves: more than %d in one game",
                     CE_TREE_MAX_NODES - 1);
  if (r->depth == 0)
    ce_game_play (&r->g.game, m);
  r->cur = id;
  CeUndo u;
  ce_make (&r->pos, m, &u);
  if (r->var_start && r->before.len)
    ce_tree_set_comment_before (r->g.tree, id, r->before.s);
  r->before.len = 0;
  r->var_start = false;
  add_suffix (r, r->lx.s + t->start, t->len);
  return true;
}

/* '(': a variation of the move just read, from the position before it. */
static bool
open_variation (Reader *r, const Token *t)
{
  if (r->depth == 0)
    {
      if (!r->moving)
        return lex_fail (&r->lx, t->line, t->column, "unexpected '(' before the first move");
      r->open_line = t->line;
      r->open_col = t->column;
    }
  if (r->depth >= CE_PGN_MAX_DEPTH)
    return lex_fail (&r->lx, t->line, t->column, "variations nested too deep: more than %d",
                     CE_PGN_MAX_DEPTH);
  if (!r->headers_only)
    {
      if (r->var_start || r->cur == ce_tree_root (r->g.tree))
        return lex_fail (&r->lx, t->line, t->column, "a variation before any move");
      r->outer[r->depth] = r->cur;
      r->cur = ce_tree_parent (r->g.tree, r->cur);
      ce_tree_position (r->g.tree, r->cur, &r->pos);
      r->var_start = true;
      r->before.len = 0;
    }
  r->depth++;
  return true;
}

static bool
close_variation (Reader *r, const Token *t)
{
  if (r->depth == 0)
    return lex_fail (&r->lx, t->line, t->column, "unexpected ')'");
  r->depth--;
  if (!r->headers_only)
    {
      r->cur = r->outer[r->depth];
      ce_tree_position (r->g.tree, r->cur, &r->pos);
      r->var_start = false;
      r->before.len = 0;
    }
  return true;
}

static bool
all_of (const char *s, size_t n, const char *set)
{
  for (size_t i = 0; i < n; i++)
    if (!strchr (set, s[i]))
      return false;
  return true;
}

/* Reads tokens until a game is finished (r->ready), the chunk ends (true,
 * not ready) or an error (false). */
static bool
read_some (Reader *r)
{
  Token t;
  while (!r->ready)
    {
      if (!lex_next (&r->lx, &t))
        return false;
      /* A comment's text starts after its '{' or ';'. */
      r->tok_pos = t.type == T_COMMENT ? t.start - 1 : t.start;
      r->tok_line = t.line;
      if (r->depth > 0 && (t.type == T_EOF || t.type == T_TAG))
        return lex_fail (&r->lx, r->open_line, r->open_col, "unterminated variation");
      const char *s = r->lx.s + t.start;
      CeResult res;
      switch (t.type)
        {
          case T_EOF:
            /* A chunk ends where the next tag section begins, which ends a
             * game in movetext (T_TAG below); one still in its tags goes on
             * in the next chunk. */
            if (r->open && (r->final || r->moving))
              return end_game (r, NULL, CE_RESULT_NONE, t.start);
            return true;
          case T_TAG:
            if (r->moving)
              {
                if (!end_game (r, NULL, CE_RESULT_NONE, t.start))
                  return false;
                /* The tag is read again when the game is taken. */
                r->lx.pos = t.start;
                r->lx.line = t.line;
                return true;
              }
            if (!r->open)
              open_game (r);
            if (!read_tag (r, &t))
              return false;
            break;
          case T_COMMENT: add_comment (r, s, t.len); break;
          case T_OPEN:
            if (!open_variation (r, &t))
              return false;
            break;
          case T_CLOSE:
            if (!close_variation (r, &t))
              return false;
            break;
          case T_STAR:
            /* A result in a variation says nothing about the game. */
            if (r->depth == 0 && !end_game (r, &t, CE_RESULT_NONE, t.start + 1))
              return false;
            break;
          case T_NAG:
            {
              /* $ and up to three digits: larger numbers are no NAG. */
              long nag = 0;
              for (size_t i = 1; i < t.len && i < 5; i++)
                nag = nag * 10 + (s[i] - '0');
              add_nag (r, t.len <= 4 ? nag : 0);
            }
            break;
          case T_DOTS: break;
          case T_SYMBOL:
            if (all_of (s, t.len, "0123456789"))
              {
                /* A move number: checked by no one, as most readers do. */
                if (!begin_movetext (r))
                  return false;
              }
            else if (parse_result (s, t.len, &res))
              {
                if (r->depth == 0 && !end_game (r, &t, res, t.start + t.len))
                  return false;
              }
            else if (all_of (s, t.len, "!?+#"))
              add_suffix (r, s, t.len);
            else if (!play (r, &t))
              return false;
            break;
        }
    }
  return true;
}

PgnParser *
pgn_parser_new (bool headers_only)
{
  PgnParser *p = xrealloc (NULL, sizeof *p);
  memset (p, 0, sizeof *p);
  p->headers_only = headers_only;
  p->lx.err = &p->err;
  return p;
}

/* Forgets the game being read, after an error in it. */
static void
parser_reset (PgnParser *p)
{
  for (int i = 0; i < p->ncomments; i++)
    free (p->comments[i]);
  free (p->comments);
  p->comments = NULL;
  p->ncomments = 0;
  p->note.len = 0;
  p->pending.len = 0;
  if (p->open)
    ce_pgn_game_free (&p->g);
  p->open = p->moving = false;
  p->depth = 0;
  p->var_start = false;
  p->before.len = 0;
  store_vnotes (p);
}

void
pgn_parser_free (PgnParser *p)
{
  if (!p)
    return;
  parser_reset (p);
  free (p->note.s);
  free (p->pending.s);
  free (p->before.s);
  if (p->ready)
    ce_pgn_game_free (&p->out);
  free (p);
}

void
pgn_parser_begin_chunk (PgnParser *p, uint64_t offset, int line, bool final)
{
  p->base = offset;
  p->lx.pos = p->lx.line_start = 0;
  p->lx.line = line;
  p->final = final;
}

void
pgn_parser_abandon (PgnParser *p)
{
  parser_reset (p);
}

PgnStep
pgn_parser_step (
  PgnParser *p, const char *chunk, size_t len, CePgnGame *game, CePgnSpan *span, CePgnError *err)
{
  p->lx.s = chunk;
  p->lx.len = len;
  if (!read_some (p))
    {
      *err = p->err;
      parser_reset (p);
      /* The rest of the chunk is the bad game's: the next one starts at
       * the next chunk. */
      p->lx.pos = len;
      return PGN_STEP_ERROR;
    }
  if (!p->ready)
    return PGN_STEP_DONE;
  p->ready = false;
  *game = p->out;
  *span = p->out_span;
  memset (&p->out, 0, sizeof p->out);
  return PGN_STEP_GAME;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Reading PGN as a stream (pgn.h's CePgnReader): cuts the bytes fed into
 * chunks at tag sections, without reading the moves, and hands each chunk
 * to the game parser of pgn-read.c, so that only the current game's text
 * is held; a bad game costs only itself.  ce_pgn_read is this reader run
 * over a whole text.
 *
 * The cutter follows the lexical structure of docs/pgn.md just far enough
 * to know where the parser will be between tokens: tag pairs, { } and ;
 * comments, % lines and NAGs.  A cut is made before a line whose first
 * character other than blanks is '[' in that state, once movetext has come
 * since the last cut.  There the parser would read a tag, which ends the
 * game in movetext, so a game never spans a cut (one still in its tags
 * carries on in the parser's state) and the games are the same wherever
 * the pieces fed end.
 */
#include "pgn-private.h"

#include <limits.h>
#include <stdio.h>

/* After a game too long, how many times the limit may go by without the
 * start of a game before the reader gives up on the stream. */
#define SKIP_LIMIT 16

typedef enum
{
  S_NORMAL,
  S_LINE,  /* a ; comment or a % line, to the line's end */
  S_BRACE, /* a { } comment */
  S_NAG,   /* the digits after '$' */
  S_TAG_PRE_NAME,
  S_TAG_NAME,
  S_TAG_PRE_VALUE,
  S_TAG_VALUE,
  S_TAG_ESCAPE,
  S_TAG_POST
} CutState;

struct CePgnReader
{
  PgnParser *parser;
  size_t max;

  /* Bytes fed and not yet done with; buf[0] is the stream's byte at
   * buf_offset. */
  char *buf;
  size_t len, cap;
  uint64_t buf_offset;

  /* The cutter: where it is, in buf, and what it has seen. */
  size_t scan, line_start;
  int line;
  CutState state;
  bool blank_line; /* nothing but blanks so far on the line */
  bool moves_seen; /* movetext since the chunk began */

  size_t chunk_start; /* in buf */
  int chunk_line;
  bool parsing; /* the parser has [chunk_start, chunk_start + chunk_len) */
  size_t chunk_len;
  bool chunk_final;
  int next_line; /* of the chunk after it */

  bool bom_checked, finished, ended;
  bool skipping; /* after a game too long: to the next line with '[' */
  uint64_t skipped;
  bool nul; /* met while skipping: not text at all */
};

CePgnReader *
ce_pgn_reader_new (unsigned flags, size_t max_game_bytes)
{
  CePgnReader *r = xrealloc (NULL, sizeof *r);
  memset (r, 0, sizeof *r);
  r->parser = pgn_parser_new (flags & CE_PGN_READ_HEADERS);
  r->max = max_game_bytes ? max_game_bytes : CE_PGN_MAX_GAME_BYTES;
  r->line = r->chunk_line = 1;
  r->blank_line = true;
  return r;
}

void
ce_pgn_reader_free (CePgnReader *r)
{
  if (!r)
    return;
  pgn_parser_free (r->parser);
  free (r->buf);
  free (r);
}

static void drop (CePgnReader *r, bool force);

void
ce_pgn_reader_feed (CePgnReader *r, const void *bytes, size_t n)
{
  if (r->finished || r->ended || !n)
    return;
  if (r->len + n > r->cap)
    drop (r, true);
  if (r->len + n > r->cap)
    {
      size_t cap = r->cap ? r->cap : 1 << 16;
      while (cap < r->len + n)
        cap *= 2;
      r->buf = xrealloc (r->buf, cap);
      r->cap = cap;
    }
  memcpy (r->buf + r->len, bytes, n);
  r->len += n;
}

void
ce_pgn_reader_finish (CePgnReader *r)
{
  r->finished = true;
}

/* Drops the bytes before chunk_start, the first still needed.  Unless
 * forced, only once they are at least as many as those after them: moving
 * the rest of a big buffer down after every short game would cost time in
 * the square of the buffer's size. */
static void
drop (CePgnReader *r, bool force)
{
  size_t keep = r->chunk_start;
  if (!keep || (!force && keep < r->len - keep))
    return;
  memmove (r->buf, r->buf + keep, r->len - keep);
  r->len -= keep;
  r->buf_offset += keep;
  r->scan = r->scan >= keep ? r->scan - keep : 0;
  r->line_start = r->line_start >= keep ? r->line_start - keep : 0;
  r->chunk_start = r->chunk_start >= keep ? r->chunk_start - keep : 0;
  /* A reader of one big text gives its memory back as it goes. */
  if (r->cap > (1 << 20) && r->len < r->cap / 4)
    {
      r->cap /= 2;
      r->buf = xrealloc (r->buf, r->cap);
    }
}

static void
new_line (CePgnReader *r)
{
  if (r->line < INT_MAX)
    r->line++;
  r->line_start = r->scan + 1;
  r->blank_line = true;
}

static bool
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

/* One byte in the normal state; true when it is a '[' to cut before. */
static bool
cut_normal (CePgnReader *r, char c)
{
  if (c == '\n')
    {
      new_line (r);
      return false;
    }
  if (is_blank (c))
    return false;
  bool first = r->blank_line;
  r->blank_line = false;
  switch (c)
    {
      case '[':
        if (first && r->moves_seen)
          return true;
        r->state = S_TAG_PRE_NAME;
        return false;
      case '{': r->state = S_BRACE; return false;
      case ';': r->state = S_LINE; return false;
      case '$': r->state = S_NAG; return false;
      case '.': return false;
      case '%':
        if (r->scan == r->line_start)
          {
            r->state = S_LINE;
            return false;
          }
        r->moves_seen = true;
        return false;
      default: r->moves_seen = true; return false;
    }
}

/* One byte; true when the chunk ends before the line it is on. */
static bool
cut_byte (CePgnReader *r, char c)
{
  switch (r->state)
    {
      case S_NORMAL: return cut_normal (r, c);
      case S_LINE:
        if (c == '\n')
          {
            r->state = S_NORMAL;
            new_line (r);
          }
        return false;
      case S_BRACE:
        if (c == '\n')
          new_line (r);
        else if (c == '}')
          {
            r->state = S_NORMAL;
            r->blank_line = false;
          }
        return false;
      case S_NAG:
        if (c >= '0' && c <= '9')
          return false;
        break;
      case S_TAG_PRE_NAME:
        if (c == ' ' || c == '\t' || c == '\r')
          return false;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
          {
            r->state = S_TAG_NAME;
            return false;
          }
        break;
      case S_TAG_NAME:
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')
          return false;
        r->state = S_TAG_PRE_VALUE;
        /* fall through */
      case S_TAG_PRE_VALUE:
        if (c == ' ' || c == '\t' || c == '\r')
          return false;
        if (c == '"')
          {
            r->state = S_TAG_VALUE;
            return false;
          }
        break;
      case S_TAG_ESCAPE:
        r->state = S_TAG_VALUE;
        if (c == '"' || c == '\\')
          return false;
        /* fall through */
      case S_TAG_VALUE:
        if (c == '\n')
          break;
        if (c == '"')
          r->state = S_TAG_POST;
        else if (c == '\\')
          r->state = S_TAG_ESCAPE;
        return false;
      case S_TAG_POST:
        if (c == ' ' || c == '\t' || c == '\r')
          return false;
        if (c == ']')
          {
            r->state = S_NORMAL;
            return false;
          }
        break;
    }
  /* A malformed tag (the parser stops there) or the end of a NAG: the byte
   * is read afresh. */
  if (r->state != S_NAG)
    r->moves_seen = true;
  r->state = S_NORMAL;
  return cut_normal (r, c);
}

typedef enum
{
  CUT_FOUND,
  CUT_NEED,
  CUT_TOO_LONG
} CutResult;

/* Scans for the end of the chunk that begins at chunk_start. */
static CutResult
cut (CePgnReader *r)
{
  while (r->scan < r->len)
    {
      if (r->scan - r->chunk_start >= r->max)
        return CUT_TOO_LONG;
      int line = r->line;
      size_t line_start = r->line_start;
      if (cut_byte (r, r->buf[r->scan]))
        {
          r->chunk_len = line_start - r->chunk_start;
          r->scan++;
          r->state = S_TAG_PRE_NAME;
          r->moves_seen = false;
          r->next_line = line;
          return CUT_FOUND;
        }
      r->scan++;
    }
  return CUT_NEED;
}

/* After a game too long: to the next line starting with '['. */
static bool
skip (CePgnReader *r)
{
  while (r->scan < r->len)
    {
      char c = r->buf[r->scan];
      if (!c)
        {
          r->nul = true;
          return false;
        }
      if (c == '\n')
        new_line (r);
      else if (!is_blank (c))
        {
          if (c == '[' && r->blank_line)
            {
              r->chunk_start = r->line_start;
              r->chunk_line = r->line;
              r->blank_line = r->moves_seen = false;
              r->state = S_TAG_PRE_NAME;
              r->scan++;
              r->skipping = false;
              return true;
            }
          r->blank_line = false;
        }
      r->scan++;
      r->skipped++;
    }
  /* Only the line in hand may still hold a game's start. */
  r->chunk_start = r->blank_line ? r->line_start : r->scan;
  drop (r, false);
  return false;
}

static CePgnStatus
bad (CePgnError *err,
     CePgnSpan *span,
     int line,
     uint64_t offset,
     uint64_t length,
     const char *msg,
     size_t n)
{
  if (err)
    {
      err->line = line;
      err->column = 1;
      snprintf (err->message, sizeof err->message, msg, n);
    }
  if (span)
    {
      span->offset = offset;
      span->length = length;
      span->line = line;
    }
  return CE_PGN_BAD_GAME;
}

CePgnStatus
ce_pgn_reader_next (CePgnReader *r, CePgnGame *game, CePgnError *err, CePgnSpan *span)
{
  for (;;)
    {
      if (r->ended)
        return CE_PGN_END;
      if (r->parsing)
        {
          CePgnGame g;
          CePgnSpan sp;
          CePgnError e;
          /* An empty stream has no buffer at all. */
          const char *chunk = r->buf ? r->buf + r->chunk_start : "";
          PgnStep step = pgn_parser_step (r->parser, chunk, r->chunk_len, &g, &sp, &e);
          if (step == PGN_STEP_GAME)
            {
              if (game)
                *game = g;
              else
                ce_pgn_game_free (&g);
              if (span)
                *span = sp;
              return CE_PGN_GAME;
            }
          if (step == PGN_STEP_ERROR)
            {
              if (err)
                *err = e;
              if (span)
                {
                  span->offset = r->buf_offset + r->chunk_start;
                  span->length = r->chunk_len;
                  span->line = r->chunk_line;
                }
              return CE_PGN_BAD_GAME;
            }
          r->parsing = false;
          if (r->chunk_final)
            {
              r->ended = true;
              return CE_PGN_END;
            }
          r->chunk_start += r->chunk_len;
          drop (r, false);
          r->chunk_line = r->next_line;
          continue;
        }
      if (!r->bom_checked)
        {
          if (r->len < 3 && !r->finished)
            return CE_PGN_NEED_INPUT;
          /* A byte-order mark is not part of the text. */
          if (r->len >= 3 && memcmp (r->buf, "\xef\xbb\xbf", 3) == 0)
            r->scan = r->chunk_start = r->line_start = 3;
          r->bom_checked = true;
        }
      if (r->skipping)
        {
          if (!skip (r))
            {
              if (r->nul)
                {
                  r->ended = true;
                  return bad (err, span, r->line, r->buf_offset + r->scan, 0,
                              "a NUL byte after a game too long: this is not PGN text", 0);
                }
              if (r->skipped / SKIP_LIMIT > r->max)
                {
                  r->ended = true;
                  return bad (err, span, r->line, r->buf_offset + r->scan, 0,
                              "no game starts in %zu bytes after a game too long: this is not "
                              "PGN text",
                              r->max > SIZE_MAX / SKIP_LIMIT ? SIZE_MAX : r->max * SKIP_LIMIT);
                }
              if (!r->finished)
                return CE_PGN_NEED_INPUT;
              r->ended = true;
              return CE_PGN_END;
            }
          continue;
        }
      CutResult c = cut (r);
      if (c == CUT_FOUND)
        {
          r->parsing = true;
          r->chunk_final = false;
          pgn_parser_begin_chunk (r->parser, r->buf_offset + r->chunk_start, r->chunk_line, false);
          continue;
        }
      if (c == CUT_TOO_LONG)
        {
          /* Whatever the parser held of the game is dropped with it. */
          pgn_parser_abandon (r->parser);
          int line = r->chunk_line;
          uint64_t offset = r->buf_offset + r->chunk_start;
          r->skipping = true;
          r->skipped = 0;
          r->blank_line = false;
          r->state = S_NORMAL;
          r->chunk_start = r->scan;
          drop (r, false);
          return bad (err, span, line, offset, r->max, "game too long: more than %zu bytes",
                      r->max);
        }
      if (!r->finished)
        {
          /* The chunk so far stays; the rest of the buffer is free room. */
          drop (r, false);
          return CE_PGN_NEED_INPUT;
        }
      r->chunk_len = r->len - r->chunk_start;
      r->chunk_final = true;
      r->parsing = true;
      pgn_parser_begin_chunk (r->parser, r->buf_offset + r->chunk_start, r->chunk_line, true);
    }
}

bool
ce_pgn_read (const char *text, size_t len, CePgnGame **games, int *ngames, CePgnError *err)
{
  CePgnError dummy;
  if (!err)
    err = &dummy;
  CePgnReader *r = ce_pgn_reader_new (CE_PGN_READ_GAMES, SIZE_MAX);
  if (text)
    ce_pgn_reader_feed (r, text, len);
  ce_pgn_reader_finish (r);
  CePgnGame *list = NULL;
  int n = 0, cap = 0;
  CePgnGame g;
  CePgnStatus st;
  while ((st = ce_pgn_reader_next (r, &g, err, NULL)) == CE_PGN_GAME)
    {
      if (n == cap)
        {
          cap = cap ? cap * 2 : 4;
          list = xrealloc (list, sizeof (CePgnGame) * (size_t) cap);
        }
      list[n++] = g;
    }
  ce_pgn_reader_free (r);
  if (st == CE_PGN_BAD_GAME)
    {
      ce_pgn_free_games (list, n);
      *games = NULL;
      *ngames = 0;
      return false;
    }
  *games = list;
  *ngames = n;
  return true;
}

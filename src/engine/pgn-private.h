/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the PGN writer (pgn.c) and reader (pgn-read.c) share: allocation
 * that gives up on running out of memory, a growing text buffer, and the
 * comment text both sides must agree on.  Internal to src/engine.
 */
#pragma once

#include "pgn.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Like game.c: running out of memory is not a case the callers can handle. */
static inline void *
xrealloc (void *p, size_t n)
{
  void *q = realloc (p, n ? n : 1);
  if (!q)
    abort ();
  return q;
}

static inline char *
xstrndup (const char *s, size_t n)
{
  char *d = xrealloc (NULL, n + 1);
  memcpy (d, s, n);
  d[n] = 0;
  return d;
}

/* A growing text, always terminated. */
typedef struct
{
  char *s;
  size_t len, cap;
} Buf;

static inline void
buf_add (Buf *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap)
    {
      size_t cap = b->cap ? b->cap : 256;
      while (cap < b->len + n + 1)
        cap *= 2;
      b->s = xrealloc (b->s, cap);
      b->cap = cap;
    }
  memcpy (b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

static inline void
buf_puts (Buf *b, const char *s)
{
  buf_add (b, s, strlen (s));
}

static inline void
buf_putc (Buf *b, char c)
{
  buf_add (b, &c, 1);
}

static inline bool
is_control (unsigned char c)
{
  return c < 0x20 || c == 0x7f;
}

/* Comment text as both the reader and the writer keep it: every run of
 * white space or control characters becomes one space, none at the ends,
 * and '}' (which would end the comment) becomes ')'.  The same function on
 * both sides is what makes a written comment read back unchanged.
 * Malloc'd. */
char *ce_pgn_normalise_comment (const char *s, size_t n);

/* Text with every byte sequence that is not UTF-8 replaced by U+FFFD (one
 * for each maximal invalid part, as the Unicode standard recommends):
 * stray continuation bytes, truncated sequences, overlong forms,
 * surrogates and code points past U+10FFFF.  Valid text comes back
 * unchanged.  Malloc'd. */
char *ce_pgn_repair_utf8 (const char *s, size_t n);

/* pgn-annot.c: the NAG of a move suffix ("!?": 5), 0 if it is none; and
 * a comment's text (normalised) added to a node's: its commands that read
 * go into the node's fields, the rest is appended to its text. */
int pgn_suffix_nag (const char *s, size_t n);
void pgn_node_add_comment (CeTree *t, CeNodeId id, const char *text);

/* The game parser of pgn-read.c, run over a stream's chunks by
 * pgn-stream.c.  A chunk is handed to it with pgn_parser_begin_chunk, then
 * pgn_parser_step is called with the chunk's text (the same bytes each
 * time, the pointer may move) until it says PGN_STEP_DONE.  After
 * PGN_STEP_ERROR the rest of the chunk is dropped and the next step says
 * PGN_STEP_DONE. */
typedef struct PgnParser PgnParser;

typedef enum
{
  PGN_STEP_DONE,
  PGN_STEP_GAME,
  PGN_STEP_ERROR
} PgnStep;

PgnParser *pgn_parser_new (bool headers_only);
void pgn_parser_free (PgnParser *p);
void pgn_parser_begin_chunk (PgnParser *p, uint64_t offset, int line, bool final);
PgnStep pgn_parser_step (
  PgnParser *p, const char *chunk, size_t len, CePgnGame *game, CePgnSpan *span, CePgnError *err);
/* Forgets a game begun in an earlier chunk (the stream skipped the rest). */
void pgn_parser_abandon (PgnParser *p);

/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the PGN writer (pgn.c) and reader (pgn-read.c) share: allocation
 * that gives up on running out of memory, a growing text buffer, and the
 * comment text both sides must agree on.  Internal to src/engine.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
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

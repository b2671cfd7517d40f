/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the engine's notation code shares (notation.c, san.c, pgn.c): the
 * error-message writer, the piece-letter lookup and ASCII character
 * classes.  Internal to src/engine: no caller outside the engine uses it.
 */
#pragma once

#include "variant.h"

#include <stdbool.h>

/* Writes a printf-style message into err (CE_ERR_SIZE bytes; NULL: no
 * message) and returns false, so that a parser says `return ce_fail (...)`. */
#if defined(__GNUC__)
__attribute__ ((format (printf, 2, 3)))
#endif
bool
ce_fail (char *err, const char *fmt, ...);

/* The type whose FEN letter is `c`, either case; 0 if the variant has none
 * (types written in no position string, CE_PF_NO_FEN, have no letter). */
int ce_type_of_letter (const CeVariant *v, int c);

/* ASCII classes: <ctype.h> follows the locale, and the app sets one in
 * which bytes of UTF-8 text may count as letters. */
static inline bool
ce_is_digit (char c)
{
  return c >= '0' && c <= '9';
}

static inline bool
ce_is_upper (char c)
{
  return c >= 'A' && c <= 'Z';
}

static inline bool
ce_is_alpha (char c)
{
  return ce_is_upper (c) || (c >= 'a' && c <= 'z');
}

static inline bool
ce_is_alnum (char c)
{
  return ce_is_alpha (c) || ce_is_digit (c);
}

static inline char
ce_to_upper (char c)
{
  return c >= 'a' && c <= 'z' ? (char) (c - 'a' + 'A') : c;
}

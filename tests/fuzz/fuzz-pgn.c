/* SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer target: the PGN reader on any bytes.  Whatever it accepts must
 * write out, in each move style, as text that reads back to the same games;
 * whatever it rejects must say where.  The same bytes fed to the streaming
 * reader in pieces of sizes drawn from the bytes themselves must give the
 * same games and the same first error; the headers-only list and a small
 * limit on a game's length must not crash or hang.
 */
#include "notation.h"
#include "pgn.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
fail (const char *what, const char *text)
{
  fprintf (stderr, "round trip failed: %s\n%s\n", what, text ? text : "");
  abort ();
}

static bool
same_string (const char *a, const char *b)
{
  return a == b || (a && b && strcmp (a, b) == 0);
}

/* Tags whose values the writer makes itself from the record. */
static bool
derived (const char *name)
{
  return strcmp (name, "Variant") == 0 || strcmp (name, "SetUp") == 0 || strcmp (name, "FEN") == 0
         || strcmp (name, "Result") == 0;
}

static void
check_same (const CePgnGame *a, const CePgnGame *b, const char *text)
{
  char fa[CE_FEN_SIZE], fb[CE_FEN_SIZE];
  if (a->game.v != b->game.v)
    fail ("variant", text);
  if (strcmp (ce_position_to_fen (&a->game.positions[0], fa),
              ce_position_to_fen (&b->game.positions[0], fb)))
    fail ("start position", text);
  if (a->game.nmoves != b->game.nmoves
      || memcmp (a->game.moves, b->game.moves, sizeof (CeMove) * (size_t) a->game.nmoves))
    fail ("moves", text);
  if (strcmp (ce_position_to_fen (ce_game_position (&a->game), fa),
              ce_position_to_fen (ce_game_position (&b->game), fb)))
    fail ("final position", text);
  if (a->result != b->result)
    fail ("result", text);
  for (int i = 0; i <= a->game.nmoves; i++)
    if (!same_string (a->comments ? a->comments[i] : NULL, b->comments ? b->comments[i] : NULL))
      fail ("comments", text);
  for (int i = 0; i < a->ntags; i++)
    if (!derived (a->tags[i].name)
        && !same_string (a->tags[i].value, ce_pgn_get_tag (b, a->tags[i].name)))
      fail ("tags", text);
}

/* Feeds data in pieces whose sizes come from a hash of the data; checks
 * the games against games[0 .. n) and the first error against *want (NULL:
 * none).  With a limit (max) or headers only, only that it ends. */
static void
check_stream (const uint8_t *data,
              size_t size,
              unsigned flags,
              size_t max,
              const CePgnGame *games,
              int n,
              const CePgnError *want)
{
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < size; i++)
    h = (h ^ data[i]) * 16777619u;
  CePgnReader *r = ce_pgn_reader_new (flags, max);
  size_t fed = 0;
  int got = 0;
  bool bad = false;
  const bool compare = !flags && !max;
  for (;;)
    {
      CePgnGame pg;
      CePgnError err;
      CePgnSpan span;
      CePgnStatus st = ce_pgn_reader_next (r, &pg, &err, &span);
      if (st == CE_PGN_END)
        break;
      if (st == CE_PGN_GAME)
        {
          if (span.offset > size || span.length > size - span.offset)
            fail ("a span outside the text", NULL);
          /* ce_pgn_read gives no games for a text with an error. */
          if (compare && !want)
            {
              if (got >= n)
                fail ("the stream has more games", NULL);
              char *a = ce_pgn_write (&pg), *b = ce_pgn_write (&games[got]);
              if (strcmp (a, b))
                fail ("the stream reads another game", a);
              free (a);
              free (b);
            }
          got++;
          ce_pgn_game_free (&pg);
        }
      else if (st == CE_PGN_BAD_GAME)
        {
          if (err.line < 1 || err.column < 1 || !err.message[0])
            fail ("a bad game without its position and message", err.message);
          if (compare && !bad
              && (!want || err.line != want->line || err.column != want->column
                  || strcmp (err.message, want->message)))
            fail ("the stream's first error is not the whole text's", err.message);
          bad = true;
        }
      else if (fed < size)
        {
          h = h * 1103515245u + 12345u;
          size_t piece = 1 + (h >> 16) % (h & 0x10000 ? 7 : 257);
          if (piece > size - fed)
            piece = size - fed;
          ce_pgn_reader_feed (r, data + fed, piece);
          fed += piece;
        }
      else
        ce_pgn_reader_finish (r);
    }
  if (compare && ((want && !bad) || (!want && got != n)))
    fail ("the stream does not read as the whole text", NULL);
  ce_pgn_reader_free (r);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  CePgnGame *games;
  int n;
  CePgnError err;
  check_stream (data, size, CE_PGN_READ_HEADERS, 0, NULL, 0, NULL);
  check_stream (data, size, 0, 64, NULL, 0, NULL);
  if (!ce_pgn_read ((const char *) data, size, &games, &n, &err))
    {
      if (games || n || err.line < 1 || err.column < 1 || !err.message[0])
        fail ("a rejection without its position and message", err.message);
      check_stream (data, size, 0, 0, NULL, 0, &err);
      return 0;
    }
  check_stream (data, size, 0, 0, games, n, NULL);
  for (int i = 0; i < n; i++)
    for (int style = CE_PGN_SAN; style <= CE_PGN_COORDINATES; style++)
      {
        char *text = ce_pgn_write_as (&games[i], (CePgnMoveStyle) style);
        CePgnGame *back;
        int nback;
        if (!ce_pgn_read (text, strlen (text), &back, &nback, &err))
          {
            fprintf (stderr, "%d:%d: %s\n", err.line, err.column, err.message);
            fail ("own text rejected", text);
          }
        if (nback != 1)
          fail ("own text is not one game", text);
        check_same (&games[i], &back[0], text);
        if (style == CE_PGN_SAN)
          {
            char *again = ce_pgn_write (&back[0]);
            if (strcmp (again, text))
              fail ("own text does not write back the same", text);
            free (again);
          }
        ce_pgn_free_games (back, nback);
        free (text);
      }
  ce_pgn_free_games (games, n);
  return 0;
}

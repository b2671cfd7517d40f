/* SPDX-License-Identifier: GPL-3.0-or-later
 * Reading a PGN file game by game for the CLI's commands (pgn-each.h).
 */
#include "pgn-each.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

int
chimera_each_game (const char *path, ChimeraEachGame fn, void *data)
{
  bool is_stdin = strcmp (path, "-") == 0;
  FILE *f = is_stdin ? stdin : fopen (path, "rb");
  if (!f)
    {
      fprintf (stderr, "chimera-cli: cannot read '%s': %s\n", path, strerror (errno));
      return 2;
    }
  CePgnReader *r = ce_pgn_reader_new (CE_PGN_READ_GAMES, 0);
  static char piece[1 << 16];
  int rc = 0, ngames = 0;
  for (;;)
    {
      CePgnGame pg;
      CePgnError err;
      CePgnStatus st = ce_pgn_reader_next (r, &pg, &err, NULL);
      if (st == CE_PGN_END)
        break;
      if (st == CE_PGN_GAME)
        {
          fn (&pg, ngames++ == 0, data);
          ce_pgn_game_free (&pg);
          continue;
        }
      if (st == CE_PGN_BAD_GAME)
        {
          fflush (stdout);
          fprintf (stderr, "%s:%d:%d: %s\n", path, err.line, err.column, err.message);
          rc = 2;
          continue;
        }
      size_t got = fread (piece, 1, sizeof piece, f);
      if (got)
        ce_pgn_reader_feed (r, piece, got);
      else if (ferror (f))
        {
          fflush (stdout);
          fprintf (stderr, "chimera-cli: cannot read '%s': %s\n", path, strerror (errno));
          rc = 2;
          break;
        }
      else
        ce_pgn_reader_finish (r);
    }
  ce_pgn_reader_free (r);
  if (!is_stdin)
    fclose (f);
  if (fflush (stdout) != 0)
    {
      fprintf (stderr, "chimera-cli: cannot write the output: %s\n", strerror (errno));
      return 2;
    }
  return rc;
}

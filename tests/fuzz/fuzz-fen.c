/* SPDX-License-Identifier: GPL-3.0-or-later
 * libFuzzer target: the position-string reader of every variant on any
 * bytes.  A string it accepts must print as one that reads back to itself,
 * and the position must survive move generation, short algebraic notation
 * and making and unmaking every legal move.
 */
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "san.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
fail (const char *what, const char *variant, const char *fen)
{
  fprintf (stderr, "%s: %s: %s\n", variant, what, fen);
  abort ();
}

static void
exercise (CePosition *pos, const char *variant, const char *fen)
{
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    {
      char san[CE_SAN_SIZE], coords[CE_MOVE_SIZE];
      CeMove back;
      ce_move_to_san (pos, moves[i], san);
      if (!ce_move_parse (pos, ce_move_to_string (pos, moves[i], coords), &back, NULL)
          || back != moves[i])
        fail ("a legal move does not read back", variant, fen);
      uint64_t key = pos->key;
      CeUndo u;
      ce_make (pos, moves[i], &u);
      ce_position_result (pos, NULL);
      ce_unmake (pos, moves[i], &u);
      if (pos->key != key)
        fail ("make and unmake change the key", variant, fen);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *fen = malloc (size + 1);
  memcpy (fen, data, size);
  fen[size] = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      CePosition pos, again;
      char err[CE_ERR_SIZE], printed[CE_FEN_SIZE], reprinted[CE_FEN_SIZE];
      if (!ce_position_from_fen (&pos, v, fen, err))
        {
          if (!err[0])
            fail ("rejected without a message", *id, fen);
          continue;
        }
      ce_position_to_fen (&pos, printed);
      if (!ce_position_from_fen (&again, v, printed, err))
        {
          fprintf (stderr, "%s\n", err);
          fail ("its own position string is rejected", *id, printed);
        }
      if (strcmp (ce_position_to_fen (&again, reprinted), printed) || again.key != pos.key)
        fail ("not a fixed point", *id, printed);
      exercise (&pos, *id, fen);
    }
  free (fen);
  return 0;
}

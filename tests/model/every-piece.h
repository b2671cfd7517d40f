/* SPDX-License-Identifier: GPL-3.0-or-later
 * Every piece type of every variant, of both colours, each on a board of
 * its own, for tests that check what is said of a piece: its words
 * (test-piece-describe.c) and the board's tooltip and cells
 * (tests/ui/test-piece-words.c).
 */
#pragma once

#include <glib.h>

#include "position.h"
#include "variant.h"

/* What a test checks of the piece on `sq` of `pos`. */
typedef void (*EveryPieceCheck) (const CePosition *pos, int sq, gpointer data);

/* Calls `check` for every piece type of every variant, of both colours:
 * each put on the first square (from a1) where it keeps its type (a
 * zelig's power follows the square), beside the kings of the start
 * position (a royal type is checked on its start square).  Returns how
 * many pieces it checked. */
static inline int
for_every_piece (EveryPieceCheck check, gpointer data)
{
  int checked = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      for (int t = 1; t <= v->def->ntypes; t++)
        for (int color = CE_WHITE; color <= CE_BLACK; color++)
          {
            CePosition pos;
            ce_position_start (&pos, v);
            for (int k = 0; k < v->nsquares; k++)
              {
                int s = v->squares[k];
                if (pos.board[s] && !(v->def->types[CE_TYPE (pos.board[s])].flags & CE_PF_ROYAL))
                  ce_position_remove (&pos, s);
              }
            ce_position_finish (&pos);
            int found = -1;
            for (int k = 0; k < v->nsquares && found < 0; k++)
              {
                int s = v->squares[k];
                if (v->def->types[t].flags & CE_PF_ROYAL)
                  {
                    if (pos.board[s] == CE_PIECE (color, t))
                      found = s;
                    continue;
                  }
                if (pos.board[s])
                  continue;
                ce_position_put (&pos, s, CE_PIECE (color, ce_variant_base (v, t)));
                ce_position_finish (&pos);
                if (pos.board[s] == CE_PIECE (color, t))
                  found = s;
                else
                  {
                    ce_position_remove (&pos, s);
                    ce_position_finish (&pos);
                  }
              }
            g_assert_cmpint (found, >=, 0);
            check (&pos, found, data);
            checked++;
          }
    }
  return checked;
}

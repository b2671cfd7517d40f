/* SPDX-License-Identifier: GPL-3.0-or-later
 * What each side has taken, from the moves of the record: each move is
 * made on a copy of the position before it, and the engine's undo record
 * says what it removed (en passant included).
 */
#include "config.h"

#include "captures.h"

#include "variant-words.h"

#include <string.h>

void
chimera_captures_tally (const CeGame *rec, int ply, int taken[2][CE_MAX_TYPES])
{
  g_return_if_fail (rec != NULL);
  memset (taken, 0, sizeof (int[2][CE_MAX_TYPES]));
  ply = CLAMP (ply, 0, rec->nmoves);
  for (int i = 0; i < ply; i++)
    {
      CePosition pos = *ce_game_position_at (rec, i);
      int taker = pos.side;
      CeUndo u;
      ce_make (&pos, rec->moves[i], &u);
      if (u.captured)
        taken[taker][ce_variant_base (rec->v, CE_TYPE (u.captured))]++;
    }
}

char *
chimera_words_unbroken (const char *words)
{
  g_return_val_if_fail (words != NULL, NULL);
  GString *out = g_string_new (NULL);
  for (const char *s = words; *s; s++)
    if (*s == ' ')
      g_string_append (out, "\u00a0");
    else
      g_string_append_c (out, *s);
  return g_string_free (out, FALSE);
}

int
chimera_captures_types (const CeVariant *v, const int taken[CE_MAX_TYPES], int order[CE_MAX_TYPES])
{
  g_return_val_if_fail (v != NULL, 0);
  int n = 0;
  for (int t = 1; t <= v->def->ntypes; t++)
    if (taken[t] > 0)
      {
        int k = n++;
        while (k > 0 && v->def->types[order[k - 1]].value < v->def->types[t].value)
          {
            order[k] = order[k - 1];
            k--;
          }
        order[k] = t;
      }
  return n;
}

char *
chimera_captures_text (const CeVariant *v, const int taken[CE_MAX_TYPES])
{
  g_return_val_if_fail (v != NULL, NULL);
  GString *line = g_string_new (NULL);
  int order[CE_MAX_TYPES];
  int n = chimera_captures_types (v, taken, order);
  for (int k = 0; k < n; k++)
    {
      g_autofree char *count = chimera_piece_type_count (v, order[k], taken[order[k]]);
      g_autofree char *unbroken = chimera_words_unbroken (count);
      g_string_append_printf (line, "%s%s", line->len ? ", " : "", unbroken);
    }
  if (!line->len)
    {
      g_string_free (line, TRUE);
      return NULL;
    }
  return g_string_free (line, FALSE);
}

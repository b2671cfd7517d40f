/* SPDX-License-Identifier: GPL-3.0-or-later
 * Maps engine pieces to their artwork by the piece's name, so a new piece
 * needs only its SVG files, no code.
 */
#include "config.h"

#include "piece-images.h"

#include <string.h>

char *
chimera_piece_image_path (const CeVariant *v, CePiece piece, char **insignia)
{
  const CePieceDef *pd = &v->def->types[CE_TYPE (piece)];
  const char *color = CE_COLOR (piece) == CE_WHITE ? "white" : "black";
  g_autofree char *name = g_strdup (pd->name);
  g_strdelimit (name, " ", '-');

  if (insignia)
    *insignia = NULL;
  /* A zelig is drawn as the checker plus the insignia of its power:
   * "zelig" alone is a monarch, "zelig queen" a queen, and so on. */
  if (g_str_has_prefix (name, "zelig"))
    {
      if (insignia)
        *insignia = g_strdup_printf ("%s/pieces/insignia-%s.svg", RESOURCE_PATH,
                                     name[5] == '-' ? name + 6 : "monarch");
      return g_strdup_printf ("%s/pieces/%s-zelig.svg", RESOURCE_PATH, color);
    }
  return g_strdup_printf ("%s/pieces/%s-%s.svg", RESOURCE_PATH, color, name);
}

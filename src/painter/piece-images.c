/* SPDX-License-Identifier: GPL-3.0-or-later
 * Maps engine pieces to their artwork by the piece's name (or the artwork
 * name its definition gives), so a new piece needs only its SVG files, no code.
 */
#include "config.h"

#include "piece-images.h"

/* "white-zigzag-rook" for a piece's English name "zigzag rook". */
static char *
image_name (const char *color, const char *name)
{
  char *image = g_strdup_printf ("%s-%s", color, name);
  g_strdelimit (image, " ", '-');
  return image;
}

char *
chimera_piece_image_path (const CeVariant *v, CePiece piece, char **insignia)
{
  int type = CE_TYPE (piece);
  const char *color = CE_COLOR (piece) == CE_WHITE ? "white" : "black";

  if (insignia)
    *insignia = NULL;
  /* A power piece (a zelig) is drawn as the plain piece plus the insignia
   * of its power: the monarch, the queen, and so on. */
  if (ce_variant_is_power_piece (v, type))
    {
      if (insignia)
        *insignia = g_strdup_printf ("%s/pieces/insignia-%s.svg", RESOURCE_PATH,
                                     v->def->types[type].text.power);
      type = ce_variant_base (v, type);
    }
  const CePieceDef *def = &v->def->types[type];
  g_autofree char *image = image_name (color, def->artwork ? def->artwork : def->name);
  return g_strdup_printf ("%s/pieces/%s.svg", RESOURCE_PATH, image);
}

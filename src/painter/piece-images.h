/* SPDX-License-Identifier: GPL-3.0-or-later
 * Which artwork shows an engine piece: a resource path for the piece and,
 * for a zelig, one for the insignia of its current power.
 */
#pragma once

#include <glib.h>

#include "variant.h"

/* The resource path of the image for piece code `piece` of variant `v`
 * (e.g. ".../pieces/white-zigzag-bishop.svg"), and in *insignia the path of
 * an insignia drawn over it, or NULL. Free both with g_free. */
char *chimera_piece_image_path (const CeVariant *v, CePiece piece, char **insignia);

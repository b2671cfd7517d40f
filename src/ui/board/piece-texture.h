/* SPDX-License-Identifier: GPL-3.0-or-later
 * Piece images as textures for buttons and palettes, drawn from the cache
 * the board uses.
 */
#pragma once

#include <gtk/gtk.h>

#include "variant.h"

G_BEGIN_DECLS

/* The artwork of `piece` rendered at `size` x `size` device pixels (show
 * it at size / scale logical pixels for a sharp image), or NULL.  A zelig
 * shows as its plain checker: its power depends on where it stands. */
GdkTexture *chimera_piece_texture (const CeVariant *v, CePiece piece, int size);

/* A GtkImage of `piece`, `size` logical pixels, sharp on `widget`'s
 * display scale. */
GtkWidget *chimera_piece_image_new (GtkWidget *widget, const CeVariant *v, CePiece piece, int size);

G_END_DECLS

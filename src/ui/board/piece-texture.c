/* SPDX-License-Identifier: GPL-3.0-or-later
 * Piece textures from the shared piece cache.
 */
#include "config.h"

#include "piece-texture.h"

#include "piece-cache.h"
#include "piece-images.h"

GdkTexture *
chimera_piece_texture (const CeVariant *v, CePiece piece, int size)
{
  g_autofree char *path = chimera_piece_image_path (v, piece, NULL);
  cairo_surface_t *s
    = chimera_piece_cache_lookup (chimera_piece_cache_get_default (), path, size, 1);
  if (!s)
    return NULL;
  cairo_surface_flush (s);
  int stride = cairo_image_surface_get_stride (s), h = cairo_image_surface_get_height (s);
  g_autoptr (GBytes) bytes
    = g_bytes_new (cairo_image_surface_get_data (s), (gsize) stride * (gsize) h);
  /* Cairo's ARGB32 is premultiplied native-endian: GDK's default format. */
  return gdk_memory_texture_new (cairo_image_surface_get_width (s), h, GDK_MEMORY_DEFAULT, bytes,
                                 (gsize) stride);
}

GtkWidget *
chimera_piece_image_new (GtkWidget *widget, const CeVariant *v, CePiece piece, int size)
{
  int scale = widget ? MAX (gtk_widget_get_scale_factor (widget), 1) : 1;
  g_autoptr (GdkTexture) texture = chimera_piece_texture (v, piece, size * scale);
  GtkWidget *image = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));
  gtk_image_set_pixel_size (GTK_IMAGE (image), size);
  return image;
}

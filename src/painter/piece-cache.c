/* SPDX-License-Identifier: GPL-3.0-or-later
 * The piece image cache: parsed SVG handles by resource path, rendered
 * surfaces by (path, size, scale), and the eviction of sizes no longer drawn.
 */
#include "piece-cache.h"

#include <librsvg/rsvg.h>

/* A board and a chooser draw at different sizes, and a resize passes
 * through many; keeping the few most recent sizes avoids both re-rendering
 * on every frame and hoarding surfaces for sizes long gone. */
#define KEPT_SIZES 4

typedef struct
{
  int size, scale;
} SizeKey;

struct _ChimeraPieceCache
{
  GHashTable *handles;  /* path -> RsvgHandle, or NULL for a broken resource */
  GHashTable *surfaces; /* "size@scale:path" -> cairo_surface_t */
  SizeKey recent[KEPT_SIZES];
  int nrecent; /* most recent first */
  guint parses, renders;
};

static void
unref_handle (gpointer handle)
{
  if (handle)
    g_object_unref (handle);
}

ChimeraPieceCache *
chimera_piece_cache_new (void)
{
  ChimeraPieceCache *cache = g_new0 (ChimeraPieceCache, 1);
  cache->handles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, unref_handle);
  cache->surfaces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) cairo_surface_destroy);
  return cache;
}

void
chimera_piece_cache_free (ChimeraPieceCache *cache)
{
  if (!cache)
    return;
  g_hash_table_destroy (cache->handles);
  g_hash_table_destroy (cache->surfaces);
  g_free (cache);
}

ChimeraPieceCache *
chimera_piece_cache_get_default (void)
{
  static ChimeraPieceCache *cache;
  /* The UI is single-threaded; the cache lives as long as the process. */
  if (!cache)
    cache = chimera_piece_cache_new ();
  return cache;
}

static RsvgHandle *
get_handle (ChimeraPieceCache *cache, const char *path)
{
  gpointer value;
  if (g_hash_table_lookup_extended (cache->handles, path, NULL, &value))
    return value;

  g_autoptr (GError) error = NULL;
  RsvgHandle *handle = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, &error);
  if (bytes)
    {
      gsize len;
      const guint8 *data = g_bytes_get_data (bytes, &len);
      handle = rsvg_handle_new_from_data (data, len, &error);
    }
  cache->parses++;
  if (!handle)
    g_message ("Cannot load piece image %s: %s", path, error->message);
  /* A broken resource is remembered too, so it is reported only once. */
  g_hash_table_insert (cache->handles, g_strdup (path), handle);
  return handle;
}

static void
drop_size (ChimeraPieceCache *cache, SizeKey key)
{
  g_autofree char *prefix = g_strdup_printf ("%d@%d:", key.size, key.scale);
  GHashTableIter iter;
  gpointer k;
  g_hash_table_iter_init (&iter, cache->surfaces);
  while (g_hash_table_iter_next (&iter, &k, NULL))
    if (g_str_has_prefix (k, prefix))
      g_hash_table_iter_remove (&iter);
}

/* Moves (size, scale) to the front of the recent list, evicting the oldest
 * size when a new one pushes it out. */
static void
touch_size (ChimeraPieceCache *cache, int size, int scale)
{
  int i;
  for (i = 0; i < cache->nrecent; i++)
    if (cache->recent[i].size == size && cache->recent[i].scale == scale)
      break;
  if (i == cache->nrecent)
    {
      if (cache->nrecent == KEPT_SIZES)
        drop_size (cache, cache->recent[--cache->nrecent]);
      i = cache->nrecent++;
    }
  for (; i > 0; i--)
    cache->recent[i] = cache->recent[i - 1];
  cache->recent[0] = (SizeKey){ size, scale };
}

cairo_surface_t *
chimera_piece_cache_lookup (ChimeraPieceCache *cache, const char *path, int size, int scale)
{
  g_return_val_if_fail (cache && path, NULL);
  if (size < 1 || scale < 1)
    return NULL;
  touch_size (cache, size, scale);

  g_autofree char *key = g_strdup_printf ("%d@%d:%s", size, scale, path);
  cairo_surface_t *surface = g_hash_table_lookup (cache->surfaces, key);
  if (surface)
    return surface;

  RsvgHandle *handle = get_handle (cache, path);
  if (!handle)
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size * scale, size * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, size, size };
  g_autoptr (GError) error = NULL;
  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    g_message ("Cannot render piece image %s: %s", path, error->message);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cache->renders++;
  g_hash_table_insert (cache->surfaces, g_steal_pointer (&key), surface);
  return surface;
}

guint
chimera_piece_cache_get_parse_count (ChimeraPieceCache *cache)
{
  return cache->parses;
}

guint
chimera_piece_cache_get_render_count (ChimeraPieceCache *cache)
{
  return cache->renders;
}

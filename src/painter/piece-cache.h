/* SPDX-License-Identifier: GPL-3.0-or-later
 * Rendered piece images: each SVG resource is parsed once, and rendered into
 * a cairo image surface once per pixel size and scale factor, so drawing the
 * board never touches librsvg unless the square size changes.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef struct _ChimeraPieceCache ChimeraPieceCache;

ChimeraPieceCache *chimera_piece_cache_new (void);
void chimera_piece_cache_free (ChimeraPieceCache *cache);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChimeraPieceCache, chimera_piece_cache_free)

/* The process-wide cache the board and its choosers share. */
ChimeraPieceCache *chimera_piece_cache_get_default (void);

/* The image of resource `path` as an ARGB32 surface of `size` x `size`
 * logical pixels (`size * scale` device pixels, device scale set), or NULL
 * if the resource is missing or broken (a warning is logged once).  Owned by
 * the cache: valid until the cache drops that size, which it does only
 * when asked for a few other sizes since; take a reference to keep it. */
cairo_surface_t *
chimera_piece_cache_lookup (ChimeraPieceCache *cache, const char *path, int size, int scale);

/* For tests: how many SVGs were parsed and how many surfaces rendered. */
guint chimera_piece_cache_get_parse_count (ChimeraPieceCache *cache);
guint chimera_piece_cache_get_render_count (ChimeraPieceCache *cache);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * A position drawn as a diagram file: a scene of its own, the board
 * painter's layers in the window's order, the coordinates, and the pieces
 * (the window's prerendered images in a PNG, the artwork itself, as
 * vectors, in an SVG), encoded in memory and written in one go.
 */
#include "config.h"

#include "diagram-export-render.h"

#include <cairo-svg.h>
#include <librsvg/rsvg.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "board-scene.h"

/* Without coordinates the board keeps only this much room round it, in
 * squares, for its shadow and edge. */
#define BARE_MARGIN 0.1

void
chimera_diagram_options_init (ChimeraDiagramOptions *o)
{
  g_return_if_fail (o != NULL);
  *o = (ChimeraDiagramOptions){
    .size = CHIMERA_DIAGRAM_DEFAULT_SIZE,
    .format = CHIMERA_DIAGRAM_PNG,
    .coordinates = TRUE,
    .marks = TRUE,
    .flipped = FALSE,
    .theme = CHIMERA_BOARD_THEME_BROWN,
  };
}

gboolean
chimera_diagram_format_for_name (const char *name, ChimeraDiagramFormat *format)
{
  g_return_val_if_fail (name != NULL && format != NULL, FALSE);
  const char *dot = strrchr (name, '.');
  if (!dot)
    return FALSE;
  if (g_ascii_strcasecmp (dot, ".png") == 0)
    *format = CHIMERA_DIAGRAM_PNG;
  else if (g_ascii_strcasecmp (dot, ".svg") == 0)
    *format = CHIMERA_DIAGRAM_SVG;
  else
    return FALSE;
  return TRUE;
}

const char *
chimera_diagram_format_extension (ChimeraDiagramFormat format)
{
  return format == CHIMERA_DIAGRAM_SVG ? "svg" : "png";
}

/* The window's transform for a `size`-pixel square, or, without the
 * coordinates, one whose margin shrinks to BARE_MARGIN: the board then
 * fills the picture. */
static void
diagram_transform (ChimeraBoardTransform *tf, const CeVariant *v, const ChimeraDiagramOptions *o)
{
  ChimeraBoardGeometry g = chimera_board_geometry_for_variant (v);
  double grow = 1;
  if (!o->coordinates)
    {
      if (g == CHIMERA_GEOMETRY_DIAGONAL)
        {
          double extent = (v->files + v->ranks) / G_SQRT2;
          grow = (extent + 2 * CHIMERA_BOARD_MARGIN_DIAGONAL) / (extent + 2 * BARE_MARGIN);
        }
      else
        {
          int n = MAX (v->files, v->ranks);
          grow = (n + 2 * CHIMERA_BOARD_MARGIN) / (n + 2 * BARE_MARGIN);
        }
    }
  /* A whole number of pixels cut off each side keeps square boards on
   * whole pixels. */
  double cut = floor (o->size * (grow - 1) / 2);
  double side = o->size + 2 * cut;
  chimera_board_transform_init (tf, g, v->files, v->ranks, o->flipped, side, side);
  tf->to_widget.x0 -= cut;
  tf->to_widget.y0 -= cut;
  tf->width = tf->height = o->size;
  tf->to_board = tf->to_widget;
  cairo_matrix_invert (&tf->to_board);
}

/* The file letters and rank numbers where the window puts them, in the
 * window's light style. */
static void
paint_coordinates (cairo_t *cr, const ChimeraBoardTransform *tf, const CeVariant *v)
{
  double s = tf->square;
  if (s < 12)
    return; /* no room for legible text */
  double px = fmax (8, s * (tf->geometry == CHIMERA_GEOMETRY_DIAGONAL ? 0.26 : 0.25));
  chimera_board_paint_coordinates (cr, tf, v, px, 0, 0, 0, 0.8 * 0.72);
}

/* One piece's artwork drawn as vectors (an SVG diagram stays sharp at any
 * zoom); `handles` keeps each parsed file for the next piece. */
static void
paint_piece_vector (cairo_t *cr,
                    GHashTable *handles,
                    ChimeraBoardArt *art,
                    const CeVariant *v,
                    CePiece piece,
                    double cx,
                    double cy,
                    int size)
{
  const char *layers[2];
  if (size < 1 || !chimera_board_art_layers (art, v, piece, layers))
    return;
  for (int i = 0; i < 2 && layers[i]; i++)
    {
      RsvgHandle *handle = g_hash_table_lookup (handles, layers[i]);
      if (!handle)
        {
          g_autoptr (GBytes) bytes = g_resources_lookup_data (layers[i], 0, NULL);
          if (!bytes)
            continue;
          gsize len;
          const guint8 *data = g_bytes_get_data (bytes, &len);
          handle = rsvg_handle_new_from_data (data, len, NULL);
          if (!handle)
            continue;
          g_hash_table_insert (handles, g_strdup (layers[i]), handle);
        }
      RsvgRectangle viewport = { round (cx - size / 2.0), round (cy - size / 2.0), size, size };
      rsvg_handle_render_document (handle, cr, &viewport, NULL);
    }
}

void
chimera_diagram_paint (cairo_t *cr, const ChimeraDiagramContent *c, const ChimeraDiagramOptions *o)
{
  g_return_if_fail (cr != NULL && c != NULL && o != NULL && c->pos.v != NULL);
  const CeVariant *v = c->pos.v;

  /* A scene of our own: nothing selected, no cursor, no hint, only what
   * the options ask for. */
  g_autoptr (ChimeraBoardScene) scene = chimera_board_scene_new ();
  chimera_board_scene_set_interactive (scene, FALSE);
  chimera_board_scene_set_position (scene, &c->pos, o->marks ? c->last : CE_MOVE_NONE);
  if (o->marks && c->shapes.n)
    chimera_board_scene_set_annotations (scene, &c->shapes);

  ChimeraBoardTransform tf;
  diagram_transform (&tf, v, o);
  ChimeraBoardArt art = { 0 };
  art.cache = chimera_piece_cache_new ();
  ChimeraBoardPaint p = {
    .scene = scene,
    .pos = chimera_board_scene_get_position (scene),
    .tf = &tf,
    .art = &art,
    .scale_factor = 1,
    .piece_size = chimera_board_piece_size (&tf, 1.0),
    .pulse_t = 1,
    .plain_squares = !o->marks,
  };
  chimera_board_palette_init (&p.pal, o->theme, FALSE);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  chimera_board_paint_board (&p, cr, CHIMERA_BOARD_PART_ALL);
  if (o->coordinates)
    paint_coordinates (cr, &tf, v);
  chimera_board_paint_under (&p, cr);

  ChimeraBoardMotion still = { 0 };
  ChimeraBoardPiecePlace places[2 * CE_NSQ + 2];
  int n = chimera_board_paint_piece_places (&p, &still, places);
  g_autoptr (GHashTable) handles
    = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  for (int i = 0; i < n; i++)
    if (o->format == CHIMERA_DIAGRAM_SVG)
      paint_piece_vector (cr, handles, &art, v, places[i].piece, places[i].cx, places[i].cy,
                          p.piece_size);
    else
      chimera_board_paint_piece (cr, &art, v, places[i].piece, places[i].cx, places[i].cy,
                                 p.piece_size, 1, places[i].alpha);
  chimera_board_paint_over (&p, cr);
  cairo_restore (cr);

  chimera_board_art_clear (&art);
  chimera_piece_cache_free (art.cache);
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
chimera_diagram_encode (const ChimeraDiagramContent *c,
                        const ChimeraDiagramOptions *o,
                        GError **error)
{
  g_return_val_if_fail (c != NULL && o != NULL, NULL);
  if (o->size < CHIMERA_DIAGRAM_MIN_SIZE || o->size > CHIMERA_DIAGRAM_MAX_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "The size %d is out of range: a diagram is %d to %d pixels wide", o->size,
                   CHIMERA_DIAGRAM_MIN_SIZE, CHIMERA_DIAGRAM_MAX_SIZE);
      return NULL;
    }
  g_autoptr (GByteArray) out = g_byte_array_new ();
  cairo_surface_t *surface;
  if (o->format == CHIMERA_DIAGRAM_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (append_bytes, out, o->size, o->size);
      /* Pixels, so that the file is as large as asked wherever it shows. */
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
    }
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, o->size, o->size);
  cairo_t *cr = cairo_create (surface);
  chimera_diagram_paint (cr, c, o);
  cairo_status_t status = cairo_status (cr);
  cairo_destroy (cr);
  if (status == CAIRO_STATUS_SUCCESS && o->format == CHIMERA_DIAGRAM_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, out);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "The diagram could not be drawn: %s",
                   cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

gboolean
chimera_diagram_write (GFile *file,
                       const ChimeraDiagramContent *c,
                       const ChimeraDiagramOptions *o,
                       GCancellable *cancellable,
                       GError **error)
{
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_autoptr (GBytes) bytes = chimera_diagram_encode (c, o, error);
  if (!bytes)
    return FALSE;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);
  return g_file_replace_contents (file, data, len, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                  NULL, cancellable, error);
}

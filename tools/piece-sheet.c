/* SPDX-License-Identifier: GPL-3.0-or-later
 * piece-sheet: renders every piece SVG in resources/pieces/ (both colours,
 * and the zelig with each power insignia on top) at several sizes on light
 * and dark squares into one labelled PNG contact sheet, for reviewing the
 * artwork.
 *
 * Usage: piece-sheet OUTPUT.png PIECES-DIR
 */
#include <glib.h>
#include <librsvg/rsvg.h>
#include <cairo.h>

static const char *const pieces[] = {
  "king",          "queen",       "rook",         "bishop",      "knight",     "pawn",
  "zigzag-bishop", "zigzag-rook", "wazir-knight", "ferz-knight", "ninja-pawn", "general",
  "warrior",       "archbishop",  "vizier",       "zelig",
};

static const char *const insignia[] = {
  "queen", "rook", "bishop", "knight", "monarch",
};

static const char *const colors[] = { "white", "black" };

static const int sizes[] = { 32, 64, 128 };

enum
{
  MARGIN = 20,
  LABEL_WIDTH = 170,
  HEADER_HEIGHT = 56,
  ROW_GAP = 14,
  SIZE_GAP = 12,
  COLOR_GAP = 36,
  MAX_SIZE = 128,
};

/* Board colours: a warm light square and a mid-dark one, close to what the
 * app draws, so both outline conventions get exercised. */
static const double light_square[3] = { 0.925, 0.855, 0.725 };
static const double dark_square[3] = { 0.545, 0.400, 0.290 };

typedef struct
{
  const char *dir;
  GHashTable *handles; /* file name -> RsvgHandle (owned), NULL if unloadable */
  gboolean failed;
} Sheet;

static void
clear_handle (gpointer handle)
{
  if (handle != NULL)
    g_object_unref (handle);
}

static RsvgHandle *
sheet_load (Sheet *sheet, const char *name)
{
  gpointer cached;
  if (g_hash_table_lookup_extended (sheet->handles, name, NULL, &cached))
    return cached; /* NULL when loading failed, reported once */

  g_autofree char *path = g_build_filename (sheet->dir, name, NULL);
  g_autoptr (GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  if (handle == NULL)
    {
      g_printerr ("piece-sheet: %s: %s\n", path, error->message);
      sheet->failed = TRUE;
    }
  g_hash_table_insert (sheet->handles, g_strdup (name), handle);
  return handle;
}

static void
draw_svg (Sheet *sheet, cairo_t *cr, const char *name, double x, double y, double size)
{
  RsvgHandle *handle = sheet_load (sheet, name);
  if (handle == NULL)
    return;

  RsvgRectangle viewport = { x, y, size, size };
  g_autoptr (GError) error = NULL;
  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    {
      g_printerr ("piece-sheet: %s: %s\n", name, error->message);
      sheet->failed = TRUE;
    }
}

static void
draw_label (cairo_t *cr, const char *text, double x, double y, double font_size, gboolean bold)
{
  cairo_select_font_face (cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
  cairo_set_source_rgb (cr, 0.15, 0.15, 0.15);
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

/* One cell: a light and a dark square side by side, each with the piece
 * (and, if insignia_name is set, that insignia drawn over it). */
static void
draw_cell (Sheet *sheet,
           cairo_t *cr,
           const char *piece_name,
           const char *insignia_name,
           double x,
           double y,
           int size)
{
  for (int i = 0; i < 2; i++)
    {
      const double *sq = i == 0 ? light_square : dark_square;
      double sx = x + i * size;

      cairo_set_source_rgb (cr, sq[0], sq[1], sq[2]);
      cairo_rectangle (cr, sx, y, size, size);
      cairo_fill (cr);

      draw_svg (sheet, cr, piece_name, sx, y, size);
      if (insignia_name != NULL)
        draw_svg (sheet, cr, insignia_name, sx, y, size);
    }
}

static double
color_block_width (void)
{
  double w = 0;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    w += 2 * sizes[i] + SIZE_GAP;
  return w - SIZE_GAP;
}

static void
draw_row (Sheet *sheet,
          cairo_t *cr,
          const char *label,
          const char *piece,
          const char *insignia_name,
          double y)
{
  double row_height = MAX_SIZE;
  draw_label (cr, label, MARGIN, y + row_height / 2 + 5, 14, TRUE);

  for (guint c = 0; c < G_N_ELEMENTS (colors); c++)
    {
      g_autofree char *piece_file = g_strdup_printf ("%s-%s.svg", colors[c], piece);
      g_autofree char *insignia_file = NULL;
      double x = MARGIN + LABEL_WIDTH + c * (color_block_width () + COLOR_GAP);

      if (insignia_name != NULL)
        insignia_file = g_strdup_printf ("insignia-%s.svg", insignia_name);

      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          /* Sit every cell on the row's baseline, as on a board row. */
          draw_cell (sheet, cr, piece_file, insignia_file, x, y + row_height - sizes[s], sizes[s]);
          x += 2 * sizes[s] + SIZE_GAP;
        }
    }
}

static void
draw_header (cairo_t *cr)
{
  for (guint c = 0; c < G_N_ELEMENTS (colors); c++)
    {
      double x = MARGIN + LABEL_WIDTH + c * (color_block_width () + COLOR_GAP);
      draw_label (cr, colors[c], x, MARGIN + 14, 16, TRUE);
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          g_autofree char *text = g_strdup_printf ("%d px", sizes[s]);
          draw_label (cr, text, x, HEADER_HEIGHT - 8, 12, FALSE);
          x += 2 * sizes[s] + SIZE_GAP;
        }
    }
  draw_label (cr, "piece", MARGIN, HEADER_HEIGHT - 8, 12, FALSE);
}

int
main (int argc, char *argv[])
{
  if (argc != 3)
    {
      g_printerr ("usage: %s OUTPUT.png PIECES-DIR\n", argv[0]);
      return 2;
    }

  Sheet sheet = {
    .dir = argv[2],
    .handles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, clear_handle),
    .failed = FALSE,
  };

  int n_rows = G_N_ELEMENTS (pieces) + G_N_ELEMENTS (insignia);
  int width = 2 * MARGIN + LABEL_WIDTH + 2 * color_block_width () + COLOR_GAP;
  int height = 2 * MARGIN + HEADER_HEIGHT + n_rows * (MAX_SIZE + ROW_GAP) - ROW_GAP;

  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.97, 0.97, 0.96);
  cairo_paint (cr);

  draw_header (cr);

  double y = MARGIN + HEADER_HEIGHT;
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      draw_row (&sheet, cr, pieces[i], pieces[i], NULL, y);
      y += MAX_SIZE + ROW_GAP;
    }
  for (guint i = 0; i < G_N_ELEMENTS (insignia); i++)
    {
      g_autofree char *label = g_strdup_printf ("zelig + %s", insignia[i]);
      draw_row (&sheet, cr, label, "zelig", insignia[i], y);
      y += MAX_SIZE + ROW_GAP;
    }

  cairo_destroy (cr);
  cairo_status_t status = cairo_surface_write_to_png (surface, argv[1]);
  cairo_surface_destroy (surface);
  g_hash_table_unref (sheet.handles);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("piece-sheet: %s: %s\n", argv[1], cairo_status_to_string (status));
      return 1;
    }
  return sheet.failed ? 1 : 0;
}

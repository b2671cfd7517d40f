/* SPDX-License-Identifier: GPL-3.0-or-later
 * piece-sheet: renders every piece SVG in resources/pieces/ (both colours,
 * and the zelig with each power insignia on top) at the sizes the board
 * really gives them, on the squares of every board theme, in the light and
 * the dark window style, into one labelled PNG contact sheet for reviewing
 * the artwork.
 *
 * Usage: piece-sheet OUTPUT.png PIECES-DIR
 */
#include <glib.h>
#include <librsvg/rsvg.h>
#include <cairo.h>

#include "board-painter.h"

static const char *const pieces[] = {
  "king",          "queen",       "rook",         "bishop",      "knight",     "pawn",
  "zigzag-bishop", "zigzag-rook", "wazir-knight", "ferz-knight", "ninja-pawn", "general",
  "warrior",       "archbishop",  "vizier",       "long-knight", "zelig",
};

static const char *const insignia[] = {
  "queen", "rook", "bishop", "knight", "monarch",
};

/* 24: the smallest board in a small window; 32: a 10x10 board at 1280x800;
 * 45: the 10x10 board at 800x600; 64: a full-screen 8x8 board. */
static const int sizes[] = { 24, 32, 45, 64 };

enum
{
  MARGIN = 16,
  LABEL_WIDTH = 128,
  HEADER_HEIGHT = 58,
  ROW_GAP = 8,
  SIZE_GAP = 6,
  THEME_GAP = 18,
  STYLE_GAP = 24,
  MAX_SIZE = 64,
};

/* The window backgrounds of libadwaita's light and dark styles, and the
 * text on them. */
static const double window_bg[2][3] = { { 0.980, 0.980, 0.980 }, { 0.141, 0.141, 0.141 } };
static const double window_fg[2][3] = { { 0.150, 0.150, 0.150 }, { 0.920, 0.920, 0.920 } };

typedef struct
{
  const char *dir;
  GHashTable *handles; /* file name -> RsvgHandle (owned), NULL if unloadable */
  gboolean failed;
  GEnumClass *themes;
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
draw_label (cairo_t *cr,
            const double *color,
            const char *text,
            double x,
            double y,
            double font_size,
            gboolean bold)
{
  cairo_select_font_face (cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, font_size);
  cairo_set_source_rgb (cr, color[0], color[1], color[2]);
  cairo_move_to (cr, x, y);
  cairo_show_text (cr, text);
}

static void
fill_square (cairo_t *cr, const ChimeraRgba *c, double x, double y, int size)
{
  cairo_set_source_rgb (cr, c->red, c->green, c->blue);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);
}

static double
theme_width (void)
{
  double w = 0;
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    w += 2 * sizes[i] + SIZE_GAP;
  return w - SIZE_GAP;
}

static double
theme_x (guint theme)
{
  return MARGIN + LABEL_WIDTH + theme * (theme_width () + THEME_GAP);
}

static int
sheet_width (Sheet *sheet)
{
  return (int) (theme_x (sheet->themes->n_values) - THEME_GAP + MARGIN);
}

/* One row: for each theme and size, the white piece on a light square and
 * the black one on a dark square, the pairings where a piece's own colour
 * is closest to its square's; every cell sits on the row's baseline, as on
 * a board rank. */
static void
draw_row (Sheet *sheet,
          cairo_t *cr,
          gboolean dark,
          const char *label,
          const char *piece,
          const char *insignia_name,
          double y)
{
  draw_label (cr, window_fg[dark], label, MARGIN, y + MAX_SIZE / 2 + 5, 13, TRUE);

  g_autofree char *insignia_file
    = insignia_name ? g_strdup_printf ("insignia-%s.svg", insignia_name) : NULL;
  for (guint t = 0; t < sheet->themes->n_values; t++)
    {
      ChimeraBoardPalette pal;
      chimera_board_palette_init (&pal, sheet->themes->values[t].value, dark);
      double x = theme_x (t);
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          int size = sizes[s];
          double top = y + MAX_SIZE - size;
          for (int c = 0; c < 2; c++)
            {
              g_autofree char *file
                = g_strdup_printf ("%s-%s.svg", c == 0 ? "white" : "black", piece);
              fill_square (cr, c == 0 ? &pal.light : &pal.dark, x, top, size);
              draw_svg (sheet, cr, file, x, top, size);
              if (insignia_file)
                draw_svg (sheet, cr, insignia_file, x, top, size);
              x += size;
            }
          x += SIZE_GAP;
        }
    }
}

static void
draw_header (Sheet *sheet, cairo_t *cr, gboolean dark, double y)
{
  const double *fg = window_fg[dark];
  draw_label (cr, fg, dark ? "dark style" : "light style", MARGIN, y + 22, 16, TRUE);
  for (guint t = 0; t < sheet->themes->n_values; t++)
    {
      double x = theme_x (t);
      g_autofree char *title = g_strdup_printf ("%s board", sheet->themes->values[t].value_nick);
      draw_label (cr, fg, title, x, y + 22, 15, TRUE);
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          g_autofree char *text = g_strdup_printf ("%d", sizes[s]);
          draw_label (cr, fg, text, x, y + HEADER_HEIGHT - 10, 12, FALSE);
          x += 2 * sizes[s] + SIZE_GAP;
        }
    }
  draw_label (cr, fg, "px, white | black", MARGIN, y + HEADER_HEIGHT - 10, 12, FALSE);
}

static double
section_height (void)
{
  int n_rows = G_N_ELEMENTS (pieces) + G_N_ELEMENTS (insignia);
  return 2 * MARGIN + HEADER_HEIGHT + n_rows * (MAX_SIZE + ROW_GAP) - ROW_GAP;
}

/* The whole set on every theme, on one window style's background. */
static void
draw_section (Sheet *sheet, cairo_t *cr, gboolean dark, double top)
{
  const double *bg = window_bg[dark];
  cairo_set_source_rgb (cr, bg[0], bg[1], bg[2]);
  cairo_rectangle (cr, 0, top, sheet_width (sheet), section_height ());
  cairo_fill (cr);

  draw_header (sheet, cr, dark, top + MARGIN);
  double y = top + MARGIN + HEADER_HEIGHT;
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      draw_row (sheet, cr, dark, pieces[i], pieces[i], NULL, y);
      y += MAX_SIZE + ROW_GAP;
    }
  for (guint i = 0; i < G_N_ELEMENTS (insignia); i++)
    {
      g_autofree char *label = g_strdup_printf ("zelig+%s", insignia[i]);
      draw_row (sheet, cr, dark, label, "zelig", insignia[i], y);
      y += MAX_SIZE + ROW_GAP;
    }
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
    .themes = g_type_class_ref (CHIMERA_TYPE_BOARD_THEME),
  };

  int width = sheet_width (&sheet);
  int height = (int) (2 * section_height () + STYLE_GAP);

  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);

  draw_section (&sheet, cr, FALSE, 0);
  draw_section (&sheet, cr, TRUE, section_height () + STYLE_GAP);

  cairo_destroy (cr);
  cairo_status_t status = cairo_surface_write_to_png (surface, argv[1]);
  cairo_surface_destroy (surface);
  g_hash_table_unref (sheet.handles);
  g_type_class_unref (sheet.themes);

  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("piece-sheet: %s: %s\n", argv[1], cairo_status_to_string (status));
      return 1;
    }
  return sheet.failed ? 1 : 0;
}

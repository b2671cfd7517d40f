/* SPDX-License-Identifier: GPL-3.0-or-later
 * Checks the piece artwork in resources/pieces/: every expected SVG exists,
 * parses with librsvg, has viewBox 0 0 100 100 and draws something, and the
 * black and white file of each piece share their geometry.
 *
 * The pieces directory comes from the CHIMERA_PIECES_DIR environment variable.
 */
#include <glib.h>
#include <librsvg/rsvg.h>
#include <cairo.h>
#include <string.h>

/* librsvg 2.54 defines no g_autoptr cleanup for RsvgHandle: unref by hand. */

static const char *const pieces[] = {
  "king",          "queen",       "rook",         "bishop",      "knight",      "pawn",
  "zigzag-bishop", "zigzag-rook", "wazir-knight", "ferz-knight", "ninja-pawn",  "general",
  "warrior",       "zelig",       "archbishop",   "vizier",      "long-knight",
};

static const char *const insignia[] = {
  "queen", "rook", "bishop", "knight", "monarch",
};

enum
{
  RENDER_SIZE = 64,
};

static char *
piece_path (const char *file)
{
  const char *dir = g_getenv ("CHIMERA_PIECES_DIR");
  if (dir == NULL)
    {
      g_test_fail_printf ("CHIMERA_PIECES_DIR is not set");
      return NULL;
    }
  return g_build_filename (dir, file, NULL);
}

static RsvgHandle *
load_svg (const char *file)
{
  g_autofree char *path = piece_path (file);
  if (path == NULL)
    return NULL;

  g_autoptr (GError) error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (handle);
  return handle;
}

/* Renders `file` into a RENDER_SIZE square and counts the pixels it covers. */
static guint
count_covered (const char *file)
{
  RsvgHandle *handle = load_svg (file);
  if (handle == NULL)
    return 0;

  cairo_surface_t *surface
    = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, RENDER_SIZE, RENDER_SIZE);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, RENDER_SIZE, RENDER_SIZE };
  g_autoptr (GError) error = NULL;
  gboolean ok = rsvg_handle_render_document (handle, cr, &viewport, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (surface);

  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint covered = 0;
  for (int y = 0; y < RENDER_SIZE; y++)
    {
      const guint32 *row = (const guint32 *) (gconstpointer) (data + y * stride);
      for (int x = 0; x < RENDER_SIZE; x++)
        covered += (row[x] >> 24) != 0; /* alpha */
    }
  cairo_surface_destroy (surface);
  return covered;
}

static void
test_svg (gconstpointer data)
{
  const char *file = data;
  RsvgHandle *handle = load_svg (file);
  if (handle == NULL)
    return;

  gboolean has_width, has_height, has_viewbox;
  RsvgLength width, height;
  RsvgRectangle viewbox;
  rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &width, &has_height, &height,
                                        &has_viewbox, &viewbox);
  g_object_unref (handle);
  g_assert_true (has_viewbox);
  g_assert_cmpfloat_with_epsilon (viewbox.x, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (viewbox.y, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (viewbox.width, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (viewbox.height, 100, 1e-9);

  /* A piece covers a real part of its square, never all of it. */
  guint covered = count_covered (file);
  g_assert_cmpuint (covered, >, RENDER_SIZE * RENDER_SIZE / 20);
  g_assert_cmpuint (covered, <, RENDER_SIZE * RENDER_SIZE);
}

/* Everything but the palette (<style>) and comments, for comparing the
 * white and black file of one piece. */
static char *
read_geometry (const char *file)
{
  g_autofree char *path = piece_path (file);
  if (path == NULL)
    return NULL;

  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  g_autoptr (GRegex) regex
    = g_regex_new ("<style>.*?</style>|<!--.*?-->", G_REGEX_DOTALL, 0, &error);
  g_assert_no_error (error);
  char *geometry = g_regex_replace_literal (regex, text, -1, 0, "", 0, &error);
  g_assert_no_error (error);
  return geometry;
}

static void
test_pair (gconstpointer data)
{
  const char *piece = data;
  g_autofree char *white_file = g_strdup_printf ("white-%s.svg", piece);
  g_autofree char *black_file = g_strdup_printf ("black-%s.svg", piece);

  g_autofree char *white_geometry = read_geometry (white_file);
  g_autofree char *black_geometry = read_geometry (black_file);
  if (white_geometry == NULL || black_geometry == NULL)
    return;
  g_assert_cmpstr (white_geometry, ==, black_geometry);
}

static gboolean
is_expected (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autofree char *white = g_strdup_printf ("white-%s.svg", pieces[i]);
      g_autofree char *black = g_strdup_printf ("black-%s.svg", pieces[i]);
      if (strcmp (name, white) == 0 || strcmp (name, black) == 0)
        return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (insignia); i++)
    {
      g_autofree char *file = g_strdup_printf ("insignia-%s.svg", insignia[i]);
      if (strcmp (name, file) == 0)
        return TRUE;
    }
  return FALSE;
}

/* A misspelt or left-over SVG would never be loaded by the app. */
static void
test_no_strays (void)
{
  const char *dir = g_getenv ("CHIMERA_PIECES_DIR");
  if (dir == NULL)
    {
      g_test_fail_printf ("CHIMERA_PIECES_DIR is not set");
      return;
    }

  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);

  const char *name;
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, ".svg") && !is_expected (name))
      g_test_fail_printf ("unexpected SVG in the pieces directory: %s", name);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  static const char *const colors[] = { "white", "black" };
  for (guint c = 0; c < G_N_ELEMENTS (colors); c++)
    for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
      {
        g_autofree char *test_path = g_strdup_printf ("/pieces/%s/%s", colors[c], pieces[i]);
        char *file = g_strdup_printf ("%s-%s.svg", colors[c], pieces[i]);
        g_test_add_data_func_full (test_path, file, test_svg, g_free);
      }

  for (guint i = 0; i < G_N_ELEMENTS (insignia); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/pieces/insignia/%s", insignia[i]);
      char *file = g_strdup_printf ("insignia-%s.svg", insignia[i]);
      g_test_add_data_func_full (test_path, file, test_svg, g_free);
    }

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/pieces/pair/%s", pieces[i]);
      g_test_add_data_func (test_path, pieces[i], test_pair);
    }

  g_test_add_func ("/pieces/no-strays", test_no_strays);

  return g_test_run ();
}

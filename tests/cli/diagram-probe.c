/* SPDX-License-Identifier: GPL-3.0-or-later
 * What test-cli-diagram.sh needs to know of a diagram file, read with the
 * libraries a forum's browser would use:
 *   diagram-probe FILE.png        prints "WIDTH HEIGHT"
 *   diagram-probe FILE.png X Y    prints the pixel's colour as "#rrggbb"
 *   diagram-probe --svg FILE.svg  prints "WIDTH HEIGHT" in pixels, as
 *                                 librsvg reads the document
 * Exits 1 with a message if the file does not read as what it claims.
 */
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int
probe_svg (const char *path)
{
  GError *error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_file (path, &error);
  if (!handle)
    {
      fprintf (stderr, "diagram-probe: %s\n", error->message);
      g_error_free (error);
      return 1;
    }
  double w, h;
  if (!rsvg_handle_get_intrinsic_size_in_pixels (handle, &w, &h))
    {
      fprintf (stderr, "diagram-probe: %s has no size in pixels\n", path);
      g_object_unref (handle);
      return 1;
    }
  printf ("%.0f %.0f\n", w, h);
  g_object_unref (handle);
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc == 3 && strcmp (argv[1], "--svg") == 0)
    return probe_svg (argv[2]);
  if (argc != 2 && argc != 4)
    {
      fputs ("usage: diagram-probe FILE.png [X Y] | --svg FILE.svg\n", stderr);
      return 2;
    }
  cairo_surface_t *s = cairo_image_surface_create_from_png (argv[1]);
  if (cairo_surface_status (s) != CAIRO_STATUS_SUCCESS)
    {
      fprintf (stderr, "diagram-probe: %s: %s\n", argv[1],
               cairo_status_to_string (cairo_surface_status (s)));
      return 1;
    }
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  if (argc == 2)
    printf ("%d %d\n", w, h);
  else
    {
      int x = atoi (argv[2]), y = atoi (argv[3]);
      if (x < 0 || y < 0 || x >= w || y >= h)
        {
          fprintf (stderr, "diagram-probe: (%d, %d) is outside %d x %d\n", x, y, w, h);
          return 1;
        }
      cairo_surface_flush (s);
      const unsigned char *row
        = cairo_image_surface_get_data (s) + (size_t) y * cairo_image_surface_get_stride (s);
      unsigned int px;
      memcpy (&px, row + 4 * x, 4);
      /* The diagram is opaque: no premultiplication to undo. */
      printf ("#%02x%02x%02x\n", (px >> 16) & 0xff, (px >> 8) & 0xff, px & 0xff);
    }
  cairo_surface_destroy (s);
  return 0;
}

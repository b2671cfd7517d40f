/* SPDX-License-Identifier: GPL-3.0-or-later
 * Screenshots from UI tests, for people to look at: written only when
 * CHIMERA_SCREENSHOT_DIR names a directory.
 */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>

/* The window sizes pictures are taken at: the smallest the app supports, a
 * laptop's and full HD. */
static const int picture_sizes[][2] = { { 800, 600 }, { 1280, 800 }, { 1920, 1080 } };

/* Whether pictures are asked for (CHIMERA_SCREENSHOT_DIR); if not, the
 * test is marked skipped. */
static inline gboolean
pictures_wanted (void)
{
  if (g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    return TRUE;
  g_test_skip ("no CHIMERA_SCREENSHOT_DIR");
  return FALSE;
}

/* Light or dark for the next picture (call it after the application has
 * applied its own colour-scheme setting). */
static inline void
picture_style (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                           : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static inline void
save_png (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("CHIMERA_SCREENSHOT_DIR");
  if (!dir)
    return;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gtk_test_widget_wait_for_draw (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *s = gtk_snapshot_new ();
  GdkPaintable *p = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  if (!node)
    {
      g_test_message ("%s: nothing drawn yet", name);
      g_object_unref (p);
      return;
    }
  GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GdkTexture *t = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (t, path));
  g_object_unref (t);
  gsk_render_node_unref (node);
  g_object_unref (p);
}

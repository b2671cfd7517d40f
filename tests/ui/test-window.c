/* SPDX-License-Identifier: GPL-3.0-or-later
 * The main window opens, draws, and can be captured to a PNG.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"

static void
save_png (GtkWidget *widget, const char *path)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *s = gtk_snapshot_new ();
  GdkPaintable *p = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (widget));
  GdkTexture *t = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_assert_true (gdk_texture_save_to_png (t, path));
  g_object_unref (t);
  gsk_render_node_unref (node);
  g_object_unref (p);
}

static void
test_window_opens (void)
{
  g_autoptr (ChimeraApplication) app = chimera_application_new ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  ChimeraWindow *win = chimera_window_new (app);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (win)));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (win)), ==, "Chimera");
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (win)), >, 0);
  const char *shot = g_getenv ("CHIMERA_SCREENSHOT_DIR");
  if (shot)
    {
      g_autofree char *path = g_build_filename (shot, "window.png", NULL);
      save_png (GTK_WIDGET (win), path);
    }
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/window/opens", test_window_opens);
  return g_test_run ();
}

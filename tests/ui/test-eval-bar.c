/* SPDX-License-Identifier: GPL-3.0-or-later
 * The evaluation bar's pixels in the light and the dark style: at +8, -8
 * and forced mates White's part (and Black's) stands out from the window's
 * background by a clear margin, a frame holds the bar, and the score is
 * written in the other side's colour inside the leading side's part.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "eval-bar.h"
#include "screenshot.h"

/* Lightness, 0 to 255, as the eye weighs the channels. */
typedef struct
{
  int width, height;
  guchar *data;
  gsize stride;
} Pixels;

static void
pixels_clear (Pixels *px)
{
  g_free (px->data);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Pixels, pixels_clear)

static double
lightness_at (const Pixels *px, int x, int y)
{
  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, px->width);
  g_assert_cmpint (y, <, px->height);
  /* GDK_MEMORY_DEFAULT: B, G, R, A in memory, premultiplied; the window is
   * opaque. */
  const guchar *p = px->data + y * px->stride + x * 4;
  return 0.0722 * p[0] + 0.7152 * p[1] + 0.2126 * p[2];
}

static void
render (GtkWidget *window, Pixels *px)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (window);
  int w = gtk_widget_get_width (window), h = gtk_widget_get_height (window);
  GtkSnapshot *s = gtk_snapshot_new ();
  g_autoptr (GdkPaintable) p = gtk_widget_paintable_new (window);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  g_assert_nonnull (node);
  GskRenderer *r = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr (GdkTexture) t
    = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  px->width = gdk_texture_get_width (t);
  px->height = gdk_texture_get_height (t);
  px->stride = px->width * 4;
  px->data = g_malloc (px->stride * px->height);
  gdk_texture_download (t, px->data, px->stride);
}

/* Runs the main loop for `ms` milliseconds (the bar's animation). */
static void
wait_ms (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

typedef struct
{
  const char *name;
  int centipawns, mate;
} Score;

static const Score scores[] = {
  { "plus-8", 800, 0 },     { "minus-8", -800, 0 }, { "white-mates", 0, 3 },
  { "black-mates", 0, -3 }, { "plus-0.3", 30, 0 },
};

/* The least lightness difference, out of 255, that reads as a different
 * colour at a glance beside the window's background. */
#define CLEAR_MARGIN 20.0

static void
test_pixels (void)
{
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 160, 420);
  GtkWidget *bar = chimera_eval_bar_new ();
  gtk_widget_set_halign (bar, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (bar, GTK_ALIGN_FILL);
  gtk_widget_set_margin_top (bar, 40);
  gtk_widget_set_margin_bottom (bar, 40);
  gtk_window_set_child (GTK_WINDOW (window), bar);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);

  AdwStyleManager *style = adw_style_manager_get_default ();
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (gsize i = 0; i < G_N_ELEMENTS (scores); i++)
        {
          const Score *sc = &scores[i];
          g_test_message ("%s, %s", dark ? "dark" : "light", sc->name);
          chimera_eval_bar_set_score (CHIMERA_EVAL_BAR (bar), sc->centipawns, sc->mate);
          wait_ms (400);
          g_auto (Pixels) px = { 0 };
          render (window, &px);
          g_autofree char *shot
            = g_strdup_printf ("eval-bar-%s-%s.png", sc->name, dark ? "dark" : "light");
          save_png (window, shot);

          graphene_rect_t b;
          g_assert_true (gtk_widget_compute_bounds (bar, window, &b));
          int x0 = (int) b.origin.x, y0 = (int) b.origin.y;
          int bw = (int) b.size.width, bh = (int) b.size.height;
          g_assert_cmpint (bw, >=, 16);
          double bg = lightness_at (&px, 4, 4);
          double share = chimera_eval_bar_get_white_share (CHIMERA_EVAL_BAR (bar));
          /* White's part is at the bottom (no board: White's side down). */
          int white_top = y0 + bh - (int) (bh * share);
          int inner_x = x0 + 4; /* clear of the frame and the centred text */
          gboolean white_leads = sc->mate > 0 || (!sc->mate && sc->centipawns >= 0);

          if (share > 0.2)
            {
              double white = lightness_at (&px, inner_x, white_top + (y0 + bh - white_top) / 3);
              g_assert_cmpfloat (fabs (white - bg), >=, CLEAR_MARGIN);
              g_assert_cmpfloat (white, >, 150); /* still White's colour */
            }
          if (share < 0.8)
            {
              double black = lightness_at (&px, inner_x, y0 + (white_top - y0) / 3);
              g_assert_cmpfloat (fabs (black - bg), >=, CLEAR_MARGIN);
              g_assert_cmpfloat (black, <, 80);
            }
          /* The frame: the bar's outermost column differs from the window
           * beside it at every height, and from the part inside it wherever
           * that part is the one nearer the window's colour. */
          for (int y = y0 + 8; y < y0 + bh - 8; y += 23)
            {
              double edge = lightness_at (&px, x0, y), inside = lightness_at (&px, x0 + 3, y);
              double outside = lightness_at (&px, x0 - 2, y);
              g_assert_cmpfloat (fabs (edge - outside), >=, 40);
              if (fabs (inside - outside) < 100)
                g_assert_cmpfloat (fabs (edge - inside), >=, 12);
            }
          /* The score at the leading end, in the other side's colour: its
           * strip holds pixels far from the part's own colour. */
          int ty0 = white_leads ? y0 + bh - 20 : y0 + 4, ty1 = ty0 + 16;
          double part = lightness_at (&px, inner_x - 2, white_leads ? y0 + bh - 24 : y0 + 22);
          double far = 0;
          for (int y = ty0; y < ty1; y++)
            for (int x = x0 + 3; x < x0 + bw - 3; x++)
              far = MAX (far, fabs (lightness_at (&px, x, y) - part));
          g_assert_cmpfloat (far, >=, 120);
        }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/eval-bar/pixels", test_pixels);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The window at the sizes people use it: at 800x600 everything fits, the
 * analysis included, and the side panel stays beside the board; wider
 * windows give the side panel the room.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "screenshot.h"
#include "widget-test.h"

/* The side panel beside the board, not over it; the board at a useful size. */
static void
assert_panel_beside_board (ChimeraWindow *win, int min_board)
{
  GtkWidget *w = GTK_WIDGET (win);
  AdwFlap *flap = ADW_FLAP (find_descendant (w, ADW_TYPE_FLAP));
  GtkWidget *panel = adw_flap_get_flap (flap);
  GtkWidget *board = GTK_WIDGET (chimera_window_get_board (win));
  g_assert_false (adw_flap_get_folded (flap));
  g_assert_true (adw_flap_get_reveal_flap (flap));
  graphene_rect_t p, b, squares;
  g_assert_true (gtk_widget_compute_bounds (panel, w, &p));
  g_assert_true (gtk_widget_compute_bounds (board, w, &b));
  g_assert_true (chimera_board_view_get_board_bounds (CHIMERA_BOARD_VIEW (board), &squares, NULL));
  g_test_message ("window %dx%d: board widget %.0fx%.0f at %.0f, squares %.0f, panel %.0f at %.0f",
                  gtk_widget_get_width (w), gtk_widget_get_height (w), b.size.width, b.size.height,
                  b.origin.x, squares.size.width, p.size.width, p.origin.x);
  g_assert_cmpfloat (b.origin.x + b.size.width, <=, p.origin.x + 0.5);
  g_assert_cmpfloat (squares.size.height, >=, min_board);
}

static void
test_small_with_analysis (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  ChimeraWindow *win = open_window (app, 800, 600);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "zigzag", NULL, 0, 0);
  assert_panel_beside_board (win, 380);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  /* Lines come in and the panel fills. */
  spin (2.5);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  save_png (GTK_WIDGET (win), "layout-800x600-analysis.png");
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (win)), <=, 600);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (win)), <=, 800);
  assert_panel_beside_board (win, 360);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Wider windows give the side panel the room the board leaves: analysis
 * lines wrap less.  Pictures at the common sizes, light and dark. */
static void
test_sizes (void)
{
  static const struct
  {
    int width, height, min_panel, max_panel;
  } sizes[] = {
    { 800, 600, 280, 300 },
    { 1024, 768, 330, 400 },
    { 1280, 800, 420, 520 },
    { 1920, 1080, 500, 520 },
  };
  g_autoptr (ChimeraApplication) app = new_app ();
  for (gsize i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int dark = 0; dark < 2; dark++)
      {
        if (!screen_holds (sizes[i].width, sizes[i].height))
          continue;
        adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                            dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                 : ADW_COLOR_SCHEME_FORCE_LIGHT);
        ChimeraWindow *win = open_window (app, sizes[i].width, sizes[i].height);
        g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("zigzag"), 0, 3);
        chimera_game_set_clock (game, 300000, 2000);
        chimera_window_set_game (win, game);
        if (i > 0 || dark)
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.analysis", NULL));
        spin (dark ? 0.3 : 1.5);
        gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
        AdwFlap *flap = ADW_FLAP (find_descendant (GTK_WIDGET (win), ADW_TYPE_FLAP));
        graphene_rect_t bounds;
        g_assert_true (
          gtk_widget_compute_bounds (adw_flap_get_flap (flap), GTK_WIDGET (win), &bounds));
        int panel = (int) bounds.size.width;
        g_test_message ("%dx%d: panel %d", sizes[i].width, sizes[i].height, panel);
        g_assert_cmpint (panel, >=, sizes[i].min_panel);
        g_assert_cmpint (panel, <=, sizes[i].max_panel);
        assert_panel_beside_board (win, 380);
        g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (win)), <=, sizes[i].height);
        g_autofree char *name = g_strdup_printf ("layout-%dx%d-%s.png", sizes[i].width,
                                                 sizes[i].height, dark ? "dark" : "light");
        save_png (GTK_WIDGET (win), name);
        gtk_window_destroy (GTK_WINDOW (win));
      }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/window-layout/small-with-analysis", test_small_with_analysis);
  g_test_add_func ("/ui/window-layout/sizes", test_sizes);
  return g_test_run ();
}

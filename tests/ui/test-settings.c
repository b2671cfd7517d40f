/* SPDX-License-Identifier: GPL-3.0-or-later
 * Settings reach what they govern: each key changed in GSettings (the
 * memory backend, never the user's) shows at once on the board, the style
 * manager, the computer's level and the window; the preferences window
 * writes the keys; every shortcut the app has is in the shortcuts window.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-settings.h"
#include "chimera-window.h"
#include "new-game-dialog.h"
#include "preferences-window.h"
#include "widget-test.h"

static ChimeraApplication *app;

/* The colour drawn at the centre of square `name` (empty at the start). */
static void
square_color (ChimeraBoardView *board, const char *name, guint8 rgb[3])
{
  GtkWidget *widget = GTK_WIDGET (board);
  gtk_test_widget_wait_for_draw (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *s = gtk_snapshot_new ();
  g_autoptr (GdkPaintable) p = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  g_assert_nonnull (node);
  GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr (GdkTexture) t
    = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  g_autofree guchar *data = g_malloc ((gsize) w * (gsize) h * 4);
  gdk_texture_download (t, data, (gsize) w * 4);

  int sq;
  double x, y;
  g_assert_true (ce_square_parse (ce_variant_get ("chess"), name, &sq) > 0);
  g_assert_true (chimera_board_view_get_square_center (board, sq, &x, &y));
  /* GDK_MEMORY_DEFAULT: B, G, R, A in memory on little-endian machines. */
  const guchar *px = data + ((gsize) y * (gsize) w + (gsize) x) * 4;
  guint32 v = *(const guint32 *) px;
  rgb[0] = (v >> 16) & 0xff;
  rgb[1] = (v >> 8) & 0xff;
  rgb[2] = v & 0xff;
}

static void
assert_color (const guint8 got[3], int r, int g, int b)
{
  for (int i = 0; i < 3; i++)
    g_assert_cmpint (abs ((int) got[i] - (i == 0 ? r : i == 1 ? g : b)), <=, 2);
}

static void
test_board (void)
{
  GSettings *settings = fresh_settings ();
  ChimeraWindow *win = open_window (app, -1, -1);
  ChimeraBoardView *board = chimera_window_get_board (win);
  G_GNUC_UNUSED g_autoptr (ChimeraGame) game = show_game (win, "chess", NULL, 0, 0);

  g_assert_cmpint (chimera_board_view_get_theme (board), ==, CHIMERA_BOARD_THEME_BROWN);
  g_assert_cmpfloat (chimera_board_view_get_piece_scale (board), ==, 1.0);
  g_assert_true (chimera_board_view_get_show_coordinates (board));
  g_assert_true (chimera_board_view_get_show_legal_moves (board));
  g_assert_true (chimera_board_view_get_animate (board));

  guint8 rgb[3];
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      ADW_COLOR_SCHEME_FORCE_LIGHT);
  square_color (board, "e4", rgb);
  assert_color (rgb, 240, 217, 181); /* the brown board's light square */

  g_settings_set_string (settings, "board-theme", "green");
  g_assert_cmpint (chimera_board_view_get_theme (board), ==, CHIMERA_BOARD_THEME_GREEN);
  square_color (board, "e4", rgb);
  assert_color (rgb, 238, 238, 210);
  g_settings_set_string (settings, "board-theme", "blue");
  g_assert_cmpint (chimera_board_view_get_theme (board), ==, CHIMERA_BOARD_THEME_BLUE);
  square_color (board, "d4", rgb);
  assert_color (rgb, 140, 162, 173); /* a dark square */
  g_settings_set_string (settings, "board-theme", "grey");
  g_assert_cmpint (chimera_board_view_get_theme (board), ==, CHIMERA_BOARD_THEME_GREY);

  int full = chimera_board_view_get_piece_size (board);
  g_assert_cmpint (full, >, 0);
  g_settings_set_double (settings, "piece-scale", 0.7);
  g_assert_cmpfloat_with_epsilon (chimera_board_view_get_piece_scale (board), 0.7, 1e-9);
  int small = chimera_board_view_get_piece_size (board);
  g_assert_cmpint (small, <, full);
  g_assert_cmpint (abs (small - (int) (full * 0.7)), <=, 1);

  g_settings_set_boolean (settings, "show-coordinates", FALSE);
  g_assert_false (chimera_board_view_get_show_coordinates (board));
  g_settings_set_boolean (settings, "show-legal-moves", FALSE);
  g_assert_false (chimera_board_view_get_show_legal_moves (board));
  g_settings_set_boolean (settings, "animate-moves", FALSE);
  g_assert_false (chimera_board_view_get_animate (board));

  /* A new window starts as the settings say. */
  ChimeraWindow *other = open_window (app, -1, -1);
  ChimeraBoardView *b2 = chimera_window_get_board (other);
  g_assert_cmpint (chimera_board_view_get_theme (b2), ==, CHIMERA_BOARD_THEME_GREY);
  g_assert_false (chimera_board_view_get_show_coordinates (b2));
  g_assert_false (chimera_board_view_get_animate (b2));
  gtk_window_destroy (GTK_WINDOW (other));
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_style (void)
{
  GSettings *settings = fresh_settings ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  g_settings_set_string (settings, "color-scheme", "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_DARK);
  g_assert_true (adw_style_manager_get_dark (style));
  g_settings_set_string (settings, "color-scheme", "light");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (style));
  g_settings_set_string (settings, "color-scheme", "default");
  g_assert_cmpint (adw_style_manager_get_color_scheme (style), ==, ADW_COLOR_SCHEME_DEFAULT);
}

static void
record_black (ChimeraNewGameDialog *dialog,
              const char *variant,
              int white,
              int black,
              int seconds,
              int increment,
              int *out)
{
  (void) dialog, (void) variant, (void) white, (void) seconds, (void) increment;
  *out = black;
}

static void
test_computer_level (void)
{
  GSettings *settings = fresh_settings ();
  g_settings_set_int (settings, "computer-level", 7);
  ChimeraWindow *win = open_window (app, -1, -1);
  ChimeraGame *game = chimera_window_get_game (win);
  g_assert_cmpint (chimera_game_get_level (game, CE_BLACK), ==, 7);
  g_assert_cmpint (chimera_game_get_level (game, CE_WHITE), ==, 0);

  ChimeraNewGameDialog *dialog = chimera_new_game_dialog_new (GTK_WINDOW (win));
  int black = -1;
  g_signal_connect (dialog, "chosen", G_CALLBACK (record_black), &black);
  chimera_new_game_dialog_start (dialog);
  g_assert_cmpint (black, ==, 7);
  gtk_window_destroy (GTK_WINDOW (win));
}

static gboolean
action_state (ChimeraWindow *win, const char *name)
{
  g_autoptr (GVariant) state = g_action_group_get_action_state (G_ACTION_GROUP (win), name);
  return g_variant_get_boolean (state);
}

/* GTK keeps a window within its monitor, and folds the side panel away in
 * a narrow window, so the sizes this test sets need a monitor of 1024x768
 * logical pixels: true of Xvfb's 1920x1080, not of every desktop (a
 * 1920x1080 screen at 200% is 960x540).  On a smaller one the test is
 * skipped, not failed. */
static gboolean
monitor_holds_1024x768 (void)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_assert_cmpuint (g_list_model_get_n_items (monitors), >, 0);
  g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;
  gdk_monitor_get_geometry (monitor, &geometry);
  if (geometry.width >= 1024 && geometry.height >= 768)
    return TRUE;
  g_autofree char *why = g_strdup_printf ("needs a monitor of 1024x768 logical pixels, not %dx%d",
                                          geometry.width, geometry.height);
  g_test_skip (why);
  return FALSE;
}

static void
test_window_state (void)
{
  /* The restored size, then the one set before closing: both within
   * 1024x768 less a desktop's panels and the window's title bar. */
  const int first[2] = { 900, 650 }, second[2] = { 960, 690 };
  if (!monitor_holds_1024x768 ())
    return;
  GSettings *settings = fresh_settings ();
  g_settings_set_int (settings, "window-width", first[0]);
  g_settings_set_int (settings, "window-height", first[1]);
  g_settings_set_boolean (settings, "side-panel", FALSE);

  ChimeraWindow *win = open_window (app, -1, -1);
  int w, h;
  gtk_window_get_default_size (GTK_WINDOW (win), &w, &h);
  g_assert_cmpint (w, ==, first[0]);
  g_assert_cmpint (h, ==, first[1]);
  g_assert_false (action_state (win, "side-panel"));

  /* F9's action and the flap share the state; the choice is kept. */
  g_action_group_activate_action (G_ACTION_GROUP (win), "side-panel", NULL);
  g_assert_true (action_state (win, "side-panel"));
  g_assert_true (g_settings_get_boolean (settings, "side-panel"));
  g_action_group_activate_action (G_ACTION_GROUP (win), "side-panel", NULL);
  g_assert_false (g_settings_get_boolean (settings, "side-panel"));

  /* The size is saved when the window goes, however it goes. */
  gtk_window_set_default_size (GTK_WINDOW (win), second[0], second[1]);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gtk_window_destroy (GTK_WINDOW (win));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, second[0]);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, second[1]);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

/* A narrow window folds the side panel away and a wide one shows it
 * again: neither is the user's choice, so neither is saved, and unfolding
 * restores what was chosen. */
static void
test_side_panel_fold (void)
{
  GSettings *settings = fresh_settings ();
  GtkWidget *window = gtk_window_new ();
  AdwFlap *flap = ADW_FLAP (adw_flap_new ());
  GtkWidget *board = chimera_board_view_new ();
  adw_flap_set_content (flap, board);
  adw_flap_set_flap (flap, gtk_label_new ("panel"));
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (flap));
  g_settings_set_boolean (settings, "side-panel", FALSE);
  adw_flap_set_fold_policy (flap, ADW_FLAP_FOLD_POLICY_NEVER);
  chimera_settings_bind_window (GTK_WINDOW (window), board, flap);
  g_assert_false (adw_flap_get_reveal_flap (flap));

  adw_flap_set_reveal_flap (flap, TRUE); /* the user shows it */
  g_assert_true (g_settings_get_boolean (settings, "side-panel"));
  adw_flap_set_fold_policy (flap, ADW_FLAP_FOLD_POLICY_ALWAYS);
  g_assert_true (adw_flap_get_folded (flap));
  g_assert_false (adw_flap_get_reveal_flap (flap));
  g_assert_true (g_settings_get_boolean (settings, "side-panel"));

  adw_flap_set_fold_policy (flap, ADW_FLAP_FOLD_POLICY_NEVER);
  g_assert_true (adw_flap_get_reveal_flap (flap));
  adw_flap_set_reveal_flap (flap, FALSE); /* the user hides it */
  g_assert_false (g_settings_get_boolean (settings, "side-panel"));
  adw_flap_set_fold_policy (flap, ADW_FLAP_FOLD_POLICY_ALWAYS);
  adw_flap_set_fold_policy (flap, ADW_FLAP_FOLD_POLICY_NEVER);
  g_assert_false (adw_flap_get_reveal_flap (flap)); /* still hidden */
  g_assert_false (g_settings_get_boolean (settings, "side-panel"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_preferences_window (void)
{
  GSettings *settings = fresh_settings ();
  ChimeraWindow *win = open_window (app, -1, -1);
  ChimeraBoardView *board = chimera_window_get_board (win);

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "preferences"));
  ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (GTK_WINDOW (win));
  gtk_window_present (GTK_WINDOW (prefs));

  /* The rows show the settings... */
  g_assert_true (gtk_switch_get_active (
    GTK_SWITCH (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "coordinates_switch"))));
  GtkAdjustment *level
    = GTK_ADJUSTMENT (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "level_adjustment"));
  g_assert_cmpfloat (gtk_adjustment_get_value (level), ==, 3);

  /* ...and write them, which the board and the style follow at once. */
  gtk_switch_set_active (
    GTK_SWITCH (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "coordinates_switch")),
    FALSE);
  g_assert_false (g_settings_get_boolean (settings, "show-coordinates"));
  g_assert_false (chimera_board_view_get_show_coordinates (board));
  gtk_switch_set_active (
    GTK_SWITCH (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "legal_moves_switch")),
    FALSE);
  g_assert_false (chimera_board_view_get_show_legal_moves (board));
  gtk_switch_set_active (
    GTK_SWITCH (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "animations_switch")),
    FALSE);
  g_assert_false (chimera_board_view_get_animate (board));

  adw_combo_row_set_selected (
    ADW_COMBO_ROW (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "theme_row")), 2);
  g_assert_cmpint (g_settings_get_enum (settings, "board-theme"), ==, CHIMERA_BOARD_THEME_BLUE);
  g_assert_cmpint (chimera_board_view_get_theme (board), ==, CHIMERA_BOARD_THEME_BLUE);

  adw_combo_row_set_selected (
    ADW_COMBO_ROW (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "style_row")), 2);
  g_autofree char *scheme = g_settings_get_string (settings, "color-scheme");
  g_assert_cmpstr (scheme, ==, "dark");
  g_assert_cmpint (adw_style_manager_get_color_scheme (adw_style_manager_get_default ()), ==,
                   ADW_COLOR_SCHEME_FORCE_DARK);

  gtk_adjustment_set_value (GTK_ADJUSTMENT (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW,
                                                            "piece_scale_adjustment")),
                            0.8);
  g_assert_cmpfloat_with_epsilon (chimera_board_view_get_piece_scale (board), 0.8, 1e-9);
  /* The slider says the size it sets, as a percentage. */
  GtkScale *scale
    = GTK_SCALE (template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "piece_scale"));
  g_assert_true (gtk_scale_get_draw_value (scale));
  g_assert_cmpstr (pango_layout_get_text (gtk_scale_get_layout (scale)), ==, "80 %");

  gtk_adjustment_set_value (level, 9);
  g_assert_cmpint (g_settings_get_int (settings, "computer-level"), ==, 9);

  /* A setting changed elsewhere shows in the open window. */
  g_settings_set_string (settings, "board-theme", "green");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (
                      template_child (prefs, CHIMERA_TYPE_PREFERENCES_WINDOW, "theme_row"))),
                    ==, 1);

  gtk_window_destroy (GTK_WINDOW (prefs));
  gtk_window_destroy (GTK_WINDOW (win));
  fresh_settings ();
}

/* ---- shortcuts ---- */

static void
add_accels (GHashTable *set, const char *accels)
{
  g_auto (GStrv) parts = g_strsplit (accels, " ", -1);
  for (char **p = parts; *p; p++)
    {
      guint key;
      GdkModifierType mods;
      if (!**p)
        continue;
      g_assert_true (gtk_accelerator_parse (*p, &key, &mods));
      g_hash_table_add (set, gtk_accelerator_name (key, mods));
    }
}

static void
collect_overlay (GtkWidget *widget, GHashTable *set)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accel = NULL;
      g_object_get (widget, "accelerator", &accel, NULL);
      if (accel)
        add_accels (set, accel);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_overlay (c, set);
}

static void
assert_listed (GHashTable *listed, guint key, GdkModifierType mods, const char *what)
{
  g_autofree char *name = gtk_accelerator_name (key, mods);
  if (!g_hash_table_contains (listed, name))
    g_error ("%s (%s) is missing from src/ui/help-overlay.ui", name, what);
}

static void
test_shortcuts (void)
{
  fresh_settings ();
  ChimeraWindow *win = open_window (app, -1, -1);
  struct
  {
    const char *action, *accel;
  } expected[] = {
    { "app.quit", "<Control>q" },           { "app.preferences", "<Control>comma" },
    { "win.open", "<Control>o" },           { "win.save", "<Control>s" },
    { "win.save-as", "<Shift><Control>s" }, { "win.paste", "<Control>v" },
    { "win.copy-position", "<Control>c" },  { "win.copy-pgn", "<Shift><Control>c" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto (GStrv) accels
        = gtk_application_get_accels_for_action (GTK_APPLICATION (app), expected[i].action);
      g_assert_true (g_strv_contains ((const char *const *) accels, expected[i].accel));
    }

  /* The window builds the shortcuts window when first shown, not with the
   * window; its contents are checked here without showing it. */
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (win)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (win), "show-help-overlay"));
  g_autoptr (GtkBuilder) builder
    = gtk_builder_new_from_resource ("/io/github/chimera/Chimera/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  collect_overlay (GTK_WIDGET (overlay), listed);

  /* Every application accelerator... */
  g_auto (GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  for (char **a = actions; *a; a++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), *a);
      for (char **k = accels; *k; k++)
        {
          guint key;
          GdkModifierType mods;
          g_assert_true (gtk_accelerator_parse (*k, &key, &mods));
          assert_listed (listed, key, mods, *a);
        }
    }

  /* ...and every key binding of the window's actions. */
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (win));
  guint bindings = 0;
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) sc = g_list_model_get_item (G_LIST_MODEL (c), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (sc);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (sc);
          if (!GTK_IS_NAMED_ACTION (action) || !GTK_IS_KEYVAL_TRIGGER (trigger))
            continue;
          const char *name = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
          if (!g_str_has_prefix (name, "win."))
            continue;
          assert_listed (listed, gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                         gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)), name);
          bindings++;
        }
    }
  g_assert_cmpuint (bindings, >=, 10);
  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_test_add_func ("/ui/settings/board", test_board);
  g_test_add_func ("/ui/settings/style", test_style);
  g_test_add_func ("/ui/settings/computer-level", test_computer_level);
  g_test_add_func ("/ui/settings/window-state", test_window_state);
  g_test_add_func ("/ui/settings/side-panel-fold", test_side_panel_fold);
  g_test_add_func ("/ui/settings/preferences-window", test_preferences_window);
  g_test_add_func ("/ui/settings/shortcuts", test_shortcuts);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}

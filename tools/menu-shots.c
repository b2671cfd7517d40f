/* SPDX-License-Identifier: GPL-3.0-or-later
 * menu-shots: the window's menus as a person sees them on a screen of a
 * given size, measured and pictured, in light and dark style.
 *   menu-shots DIR
 * Run under a display whose screen is the size to check (xvfb-run -s
 * "-screen 0 1920x1080x24"); the window fills the screen.  For every menu
 * button of the header bar and for the move list's context menu (opened by
 * the Menu key on the last move of a long game, its list scrolled to the
 * end) it prints the menu's rows, its natural and allocated height and
 * where its surface lies on the screen, and writes
 * DIR/menu-NAME-WxH-STYLE.png: the window with the menu drawn over it where
 * it opened (a popover is a surface of its own, which a window's picture
 * leaves out).  The language follows LANGUAGE (with LC_ALL=C.UTF-8), from
 * the build tree's catalogues; settings come from the build tree's schema,
 * in memory.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "movegen.h"
#include "side-panel.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

static void
settle (GtkWidget *w)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (w);
  gint64 end = g_get_monotonic_time () + 400000; /* let transitions settle */
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Rows a menu shows: a section's items are rows of the menu, a submenu is
 * one row. */
static int
count_rows (GMenuModel *model)
{
  int n = 0;
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      n += section ? count_rows (section) : 1;
    }
  return n;
}

/* Where `popover`'s surface lies, in the window surface's coordinates. */
static void
popover_origin (GtkWidget *popover, int *x, int *y)
{
  GdkSurface *s = gtk_native_get_surface (GTK_NATIVE (popover));
  double sx = 0, sy = 0;
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &sx, &sy);
  *x = gdk_popup_get_position_x (GDK_POPUP (s)) + (int) sx;
  *y = gdk_popup_get_position_y (GDK_POPUP (s)) + (int) sy;
}

/* The window with `popover` drawn over it where it opened, as tall and wide
 * as both together. */
static gboolean
save_composite (GtkWidget *win, GtkWidget *popover, const char *path)
{
  int px, py;
  popover_origin (popover, &px, &py);
  int ww = gtk_widget_get_width (win), wh = gtk_widget_get_height (win);
  int pw = gtk_widget_get_width (popover), ph = gtk_widget_get_height (popover);
  int w = MAX (ww, px + pw), h = MAX (wh, py + ph);
  GtkSnapshot *s = gtk_snapshot_new ();
  g_autoptr (GdkPaintable) wp = gtk_widget_paintable_new (win);
  gdk_paintable_snapshot (wp, s, ww, wh);
  gtk_snapshot_save (s);
  gtk_snapshot_translate (s, &GRAPHENE_POINT_INIT ((float) px, (float) py));
  g_autoptr (GdkPaintable) pp = gtk_widget_paintable_new (popover);
  gdk_paintable_snapshot (pp, s, pw, ph);
  gtk_snapshot_restore (s);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  if (!node)
    return FALSE;
  GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (win));
  g_autoptr (GdkTexture) t
    = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  return gdk_texture_save_to_png (t, path);
}

/* Measures the popover shown and pictures it; returns FALSE if it could not. */
static gboolean
report (GtkWidget *win,
        GtkWidget *popover,
        GMenuModel *model,
        const char *name,
        const char *dir,
        const GdkRectangle *screen,
        gboolean dark)
{
  settle (popover);
  if (!gtk_widget_get_mapped (popover))
    {
      g_printerr ("menu-shots: the %s did not open\n", name);
      return FALSE;
    }
  int natural = 0;
  gtk_widget_measure (popover, GTK_ORIENTATION_VERTICAL, -1, NULL, &natural, NULL, NULL);
  int x, y;
  popover_origin (popover, &x, &y);
  int h = gtk_widget_get_height (popover);
  g_print ("%s %dx%d %s: %d rows, %d px tall (natural %d), screen y %d-%d of %d%s\n", name,
           screen->width, screen->height, dark ? "dark" : "light", model ? count_rows (model) : 0,
           h, natural, y, y + h, screen->height,
           y < 0 || y + h > screen->height || natural > h ? "  OFF SCREEN OR CUT" : "");
  g_autofree char *file = g_strdup_printf ("menu-%s-%dx%d-%s.png", name, screen->width,
                                           screen->height, dark ? "dark" : "light");
  g_autofree char *path = g_build_filename (dir, file, NULL);
  if (!save_composite (win, popover, path))
    {
      g_printerr ("menu-shots: could not write %s\n", path);
      return FALSE;
    }
  g_print ("%s\n", path);
  return TRUE;
}

static void
find_all (GtkWidget *w, GType type, GPtrArray *out)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    find_all (c, type, out);
}

static GtkWidget *
shown_popover_menu (GtkWidget *win)
{
  g_autoptr (GPtrArray) all = g_ptr_array_new ();
  find_all (win, GTK_TYPE_POPOVER_MENU, all);
  for (guint i = 0; i < all->len; i++)
    if (gtk_widget_get_mapped (g_ptr_array_index (all, i)))
      return g_ptr_array_index (all, i);
  return NULL;
}

/* A long game: 60 moves each side of a fixed rule's choices. */
static void
play_long (ChimeraGame *game)
{
  guint32 seed = 4242;
  for (int ply = 0; ply < 120; ply++)
    {
      CePosition pos = *chimera_game_get_position (game);
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, moves);
      if (n == 0 || chimera_game_get_result (game, NULL) != CE_RESULT_NONE)
        return;
      seed = seed * 1103515245u + 12345u;
      chimera_game_play (game, moves[(seed >> 8) % (guint32) n]);
    }
}

/* The move list's context menu by the Menu key on the last move, the list
 * scrolled to its end. */
static GtkWidget *
open_move_menu (GtkWidget *win)
{
  g_autoptr (GPtrArray) found = g_ptr_array_new ();
  find_all (win, CHIMERA_TYPE_SIDE_PANEL, found);
  GtkWidget *side = found->len ? g_ptr_array_index (found, 0) : NULL;
  if (!side)
    return NULL;
  GtkWidget *list
    = GTK_WIDGET (gtk_widget_get_template_child (side, CHIMERA_TYPE_SIDE_PANEL, "move_list"));
  GtkScrolledWindow *scroller = GTK_SCROLLED_WINDOW (
    gtk_widget_get_template_child (side, CHIMERA_TYPE_SIDE_PANEL, "moves_scroller"));
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (scroller);
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  settle (win);
  g_ptr_array_set_size (found, 0);
  find_all (list, GTK_TYPE_BUTTON, found);
  if (!found->len)
    return NULL;
  GtkWidget *last = g_ptr_array_index (found, found->len - 1);
  gtk_widget_grab_focus (last);
  settle (win);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (side);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        {
          gboolean handled = FALSE;
          g_signal_emit_by_name (c, "key-pressed", GDK_KEY_Menu, 0, (GdkModifierType) 0, &handled);
          break;
        }
    }
  return shown_popover_menu (win);
}

static void
close_menus (GtkWidget *win)
{
  GtkWidget *p;
  while ((p = shown_popover_menu (win)))
    {
      gtk_popover_popdown (GTK_POPOVER (p));
      settle (win);
    }
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      g_printerr ("usage: menu-shots DIR\n");
      return 2;
    }
  g_setenv ("GSETTINGS_SCHEMA_DIR", CHIMERA_BUILD_SCHEMA_DIR, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, CHIMERA_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_init ();
  adw_init ();
  g_autoptr (ChimeraApplication) app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  AdwStyleManager *style = adw_style_manager_get_default ();
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());
  g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle screen;
  gdk_monitor_get_geometry (monitor, &screen);
  const char *dir = argv[1];
  int failures = 0;

  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
      gtk_window_set_default_size (GTK_WINDOW (win), screen.width, screen.height);
      g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
      chimera_window_set_game (win, game);
      play_long (game);
      gtk_window_present (GTK_WINDOW (win));
      settle (GTK_WIDGET (win));

      /* Every menu button of the header bar, from the start. */
      g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
      find_all (GTK_WIDGET (win), ADW_TYPE_HEADER_BAR, buttons);
      GtkWidget *header = buttons->len ? g_ptr_array_index (buttons, 0) : NULL;
      g_ptr_array_set_size (buttons, 0);
      if (header)
        find_all (header, GTK_TYPE_MENU_BUTTON, buttons);
      for (guint i = 0; i < buttons->len; i++)
        {
          GtkMenuButton *button = g_ptr_array_index (buttons, i);
          if (!gtk_widget_get_mapped (GTK_WIDGET (button)))
            continue;
          gtk_menu_button_popup (button);
          GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (button));
          /* "main", or the button's id in the window's template without
           * "_button" ("game"). */
          const char *id = gtk_buildable_get_buildable_id (GTK_BUILDABLE (button));
          g_autofree char *name = NULL;
          if (gtk_menu_button_get_primary (button))
            name = g_strdup ("main");
          else if (id && g_str_has_suffix (id, "_button"))
            name = g_strndup (id, strlen (id) - strlen ("_button"));
          else
            name = g_strdup_printf ("button%u", i);
          failures
            += !popover
               || !report (GTK_WIDGET (win), popover, gtk_menu_button_get_menu_model (button), name,
                           dir, &screen, dark);
          close_menus (GTK_WIDGET (win));
        }

      GtkWidget *move_menu = open_move_menu (GTK_WIDGET (win));
      failures += !move_menu
                  || !report (GTK_WIDGET (win), move_menu,
                              gtk_popover_menu_get_menu_model (GTK_POPOVER_MENU (move_menu)),
                              "moves", dir, &screen, dark);
      close_menus (GTK_WIDGET (win));
      gtk_window_destroy (GTK_WINDOW (win));
    }
  return failures ? 1 : 0;
}

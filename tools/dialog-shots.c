/* SPDX-License-Identifier: GPL-3.0-or-later
 * dialog-shots: screenshots of the app's secondary windows, to look at them
 * in each language and style.
 *   dialog-shots DIR [rules]
 * Run under a display (xvfb-run); writes DIR/preferences-light.png,
 * preferences-dark.png, shortcuts.png, about.png, new-game-VARIANT.png and,
 * for the Rules and Pieces window of every variant at 800x600 and 1280x800
 * in either style, rules-VARIANT-WxH-STYLE.png (the window) and
 * rules-VARIANT-WxH-STYLE-page.png (the whole rules page, diagrams and
 * all, as tall as it is); with "rules", only these.  The
 * language follows LANGUAGE (with LC_ALL=C.UTF-8), from the build tree's
 * catalogues; settings come from the build tree's schema, in memory.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "new-game-dialog.h"
#include "preferences-window.h"
#include "rules-diagram.h"
#include "rules-window.h"

#include <glib/gi18n.h>
#include <locale.h>

static gboolean
save_png (GtkWidget *widget, const char *dir, const char *name)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (widget);
  gint64 end = g_get_monotonic_time () + 400000; /* let transitions settle */
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *s = gtk_snapshot_new ();
  g_autoptr (GdkPaintable) p = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  if (!node)
    return FALSE;
  GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr (GdkTexture) t
    = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gboolean ok = gdk_texture_save_to_png (t, path);
  if (ok)
    g_print ("%s\n", path);
  else
    g_printerr ("dialog-shots: could not write %s\n", path);
  return ok;
}

/* `widget` whole (a scrolled page at its full height) on the window's
 * background colour. */
static gboolean
save_page_png (GtkWidget *widget, const char *dir, const char *name)
{
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GdkRGBA bg = { 1, 1, 1, 1 };
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_lookup_color (gtk_widget_get_style_context (widget), "window_bg_color", &bg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  GtkSnapshot *s = gtk_snapshot_new ();
  gtk_snapshot_append_color (s, &bg, &GRAPHENE_RECT_INIT (0, 0, w, h));
  g_autoptr (GdkPaintable) p = gtk_widget_paintable_new (widget);
  gdk_paintable_snapshot (p, s, w, h);
  GskRenderNode *node = gtk_snapshot_free_to_node (s);
  GskRenderer *r = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr (GdkTexture) t
    = gsk_renderer_render_texture (r, node, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_unref (node);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gboolean ok = gdk_texture_save_to_png (t, path);
  if (ok)
    g_print ("%s\n", path);
  return ok;
}

/* The box the rules page's text and diagrams stand in: the parent of its
 * first diagram row. */
static GtkWidget *
find_rules_page (GtkWidget *w)
{
  if (gtk_widget_has_css_class (w, "rules-diagrams"))
    return gtk_widget_get_parent (w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_rules_page (c);
      if (found)
        return found;
    }
  return NULL;
}

static int
shoot_rules (GtkWindow *parent, const char *dir)
{
  static const int sizes[][2] = { { 800, 600 }, { 1280, 800 } };
  AdwStyleManager *style = adw_style_manager_get_default ();
  int failures = 0;
  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      for (gsize k = 0; k < G_N_ELEMENTS (sizes); k++)
        for (const char *const *id = ce_variant_ids (); *id; id++)
          {
            ChimeraRulesWindow *rules = chimera_rules_window_new (parent, ce_variant_get (*id));
            gtk_window_set_default_size (GTK_WINDOW (rules), sizes[k][0], sizes[k][1]);
            gtk_window_present (GTK_WINDOW (rules));
            g_autofree char *name = g_strdup_printf ("rules-%s-%dx%d-%s.png", *id, sizes[k][0],
                                                     sizes[k][1], dark ? "dark" : "light");
            failures += !save_png (GTK_WIDGET (rules), dir, name);
            GtkWidget *page = find_rules_page (GTK_WIDGET (rules));
            g_autofree char *page_name = g_strdup_printf (
              "rules-%s-%dx%d-%s-page.png", *id, sizes[k][0], sizes[k][1], dark ? "dark" : "light");
            failures += !page || !save_page_png (page, dir, page_name);
            gtk_window_destroy (GTK_WINDOW (rules));
          }
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  return failures;
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        return w;
    }
  return NULL;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      g_printerr ("usage: dialog-shots DIR\n");
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
  const char *dir = argv[1];
  int failures = 0;

  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  if (argc > 2 && g_str_equal (argv[2], "rules"))
    {
      failures = shoot_rules (GTK_WINDOW (win), dir);
      gtk_window_destroy (GTK_WINDOW (win));
      return failures ? 1 : 0;
    }

  for (int dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (style, dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                                      : ADW_COLOR_SCHEME_FORCE_LIGHT);
      ChimeraPreferencesWindow *prefs = chimera_preferences_window_new (GTK_WINDOW (win));
      gtk_window_present (GTK_WINDOW (prefs));
      failures += !save_png (GTK_WIDGET (prefs), dir,
                             dark ? "preferences-dark.png" : "preferences-light.png");
      gtk_window_destroy (GTK_WINDOW (prefs));
    }
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);

  gtk_widget_activate_action (GTK_WIDGET (win), "win.show-help-overlay", NULL);
  GtkWindow *shortcuts = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  failures += !shortcuts || !save_png (GTK_WIDGET (shortcuts), dir, "shortcuts.png");
  if (shortcuts)
    gtk_widget_set_visible (GTK_WIDGET (shortcuts), FALSE);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  GtkWindow *about = find_toplevel (ADW_TYPE_ABOUT_WINDOW);
  failures += !about || !save_png (GTK_WIDGET (about), dir, "about.png");
  if (about)
    gtk_window_destroy (about);

  /* One per variant: the descriptions differ in length. */
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      ChimeraNewGameDialog *dialog = chimera_new_game_dialog_new (GTK_WINDOW (win));
      chimera_new_game_dialog_select (dialog, *id, 0, 3);
      gtk_window_present (GTK_WINDOW (dialog));
      g_autofree char *name = g_strdup_printf ("new-game-%s.png", *id);
      failures += !save_png (GTK_WIDGET (dialog), dir, name);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }

  failures += shoot_rules (GTK_WINDOW (win), dir);

  gtk_window_destroy (GTK_WINDOW (win));
  return failures ? 1 : 0;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The app on a small screen (issue 43), in the language of LANGUAGE (meson
 * runs it in English and in German):
 * - New Game (with the clock on), Preferences, Set Up Position and Export
 *   Diagram fit a window of 800x600, their main button in sight and their
 *   last row reachable by scrolling; beside a window of 1280x800 they keep
 *   the size they were designed with.
 * With CHIMERA_SCREENSHOT_DIR, pictures of each dialog at both sizes,
 * light and dark.
 */
#include "config.h"

#include "chimera-application.h"
#include "chimera-window.h"
#include "diagram-export.h"
#include "new-game-dialog.h"
#include "position-editor.h"
#include "preferences-window.h"
#include "screenshot.h"
#include "widget-test.h"

static const char *
lang (void)
{
  const char *l = g_getenv ("LANGUAGE");
  return l && *l ? l : "en";
}

/* ---- dialogs ---- */

typedef struct
{
  const char *action; /* opens it over the window */
  GType (*type) (void);
  const char *name; /* of the pictures */
  gboolean primary; /* has a button that does the job (suggested-action) */
  const char *last; /* template child: the last row's control, or NULL */
  int designed;     /* its height in its template (0: its content's) */
} Dialog;

static const Dialog dialogs[] = {
  { "win.new-game", chimera_new_game_dialog_get_type, "new-game", TRUE, "increment_spin", 630 },
  { "app.preferences", chimera_preferences_window_get_type, "preferences", FALSE, NULL, 680 },
  { "win.edit-position", chimera_position_editor_get_type, "position-editor", TRUE,
    "opponent_dropdown", 680 },
  { "win.export-diagram", chimera_diagram_dialog_get_type, "diagram-export", TRUE, "flip_switch",
    0 },
};

static void
draw (GtkWidget *w)
{
  for (int i = 0; i < 3; i++)
    gtk_test_widget_wait_for_draw (w);
}

static GtkWindow *
open_dialog (ChimeraWindow *win, const Dialog *d)
{
  if (g_str_has_prefix (d->action, "app."))
    g_action_group_activate_action (G_ACTION_GROUP (gtk_window_get_application (GTK_WINDOW (win))),
                                    d->action + 4, NULL);
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), d->action, NULL));
  GtkWidget *dialog = find_toplevel (d->type ());
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (win));
  draw (dialog);
  return GTK_WINDOW (dialog);
}

/* Whether `w` is drawn wholly inside `area` (an ancestor). */
static gboolean
inside (GtkWidget *w, GtkWidget *area)
{
  graphene_rect_t r;
  if (!gtk_widget_get_mapped (w) || !gtk_widget_compute_bounds (w, area, &r))
    return FALSE;
  return r.origin.x >= -0.5 && r.origin.y >= -0.5
         && r.origin.x + r.size.width <= gtk_widget_get_width (area) + 0.5
         && r.origin.y + r.size.height <= gtk_widget_get_height (area) + 0.5;
}

/* The last widget on screen under `w` (depth first) of `type`, or NULL. */
static GtkWidget *
find_last (GtkWidget *w, GType type)
{
  for (GtkWidget *c = gtk_widget_get_last_child (w); c; c = gtk_widget_get_prev_sibling (c))
    {
      GtkWidget *found = gtk_widget_get_mapped (c) ? find_last (c, type) : NULL;
      if (found)
        return found;
    }
  return G_TYPE_CHECK_INSTANCE_TYPE (w, type) ? w : NULL;
}

/* `target` in sight once its scrolled window is scrolled to the end. */
static void
assert_reachable (GtkWidget *target)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (target, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
  draw (scroller);
  g_test_message ("  scrolled %.0f of %.0f (page %.0f)", gtk_adjustment_get_value (adj),
                  gtk_adjustment_get_upper (adj), gtk_adjustment_get_page_size (adj));
  g_assert_true (inside (target, scroller));
  gtk_adjustment_set_value (adj, 0);
}

static void
fit_at (ChimeraApplication *app, int width, int height)
{
  ChimeraWindow *win = open_window (app, width, height);
  for (gsize i = 0; i < G_N_ELEMENTS (dialogs); i++)
    {
      const Dialog *d = &dialogs[i];
      GtkWindow *dialog = open_dialog (win, d);
      GType type = d->type ();
      if (CHIMERA_IS_NEW_GAME_DIALOG (dialog))
        {
          /* The clock's rows make the page taller, not the window. */
          AdwExpanderRow *clock = template_child (dialog, type, "clock_row");
          adw_expander_row_set_enable_expansion (clock, TRUE);
          adw_expander_row_set_expanded (clock, TRUE);
          draw (GTK_WIDGET (dialog));
        }
      GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
      int sw = gdk_surface_get_width (surface), sh = gdk_surface_get_height (surface);
      g_test_message ("%s at %dx%d: %dx%d", d->name, width, height, sw, sh);
      /* No larger than the window it belongs to, frame included. */
      g_assert_cmpint (sh, <=, height);
      g_assert_cmpint (sw, <=, width);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, height);
      if (width >= 1280)
        {
          /* Beside a large window, the size it was designed with. */
          int natural;
          gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, sw, NULL, &natural,
                              NULL, NULL);
          g_assert_cmpint (sh, ==, d->designed ? d->designed : natural);
        }
      if (d->primary)
        {
          /* Start, Play, Export…: in the header bar, never scrolled away. */
          GtkWidget *primary
            = find_widget (GTK_WIDGET (dialog), widget_has_class, "suggested-action");
          g_assert_nonnull (primary);
          g_assert_true (inside (primary, GTK_WIDGET (dialog)));
          g_assert_true (gtk_widget_is_sensitive (primary));
        }
      GtkWidget *last = d->last ? template_child (dialog, type, d->last)
                                : find_last (GTK_WIDGET (dialog), GTK_TYPE_LIST_BOX_ROW);
      g_assert_nonnull (last);
      assert_reachable (last);
      draw (GTK_WIDGET (dialog));
      if (g_getenv ("CHIMERA_SCREENSHOT_DIR"))
        for (int dark = 0; dark < 2; dark++)
          {
            picture_style (dark);
            g_autofree char *name = g_strdup_printf ("fit-%s-%s-%dx%d-%s.png", d->name, lang (),
                                                     width, height, dark ? "dark" : "light");
            draw (GTK_WIDGET (dialog));
            save_png (GTK_WIDGET (dialog), name);
          }
      picture_style (FALSE);
      gtk_window_close (dialog);
      draw (GTK_WIDGET (win));
    }
  gtk_window_destroy (GTK_WINDOW (win));
}

static void
test_dialogs (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  fit_at (app, 800, 600);
  fit_at (app, 1280, 800);
  /* Preferences is kept once made: fitted again to a small window. */
  fit_at (app, 800, 600);
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  /* Expanders and toasts at their final size at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_test_add_func ("/ui/fit/dialogs", test_dialogs);
  return g_test_run ();
}

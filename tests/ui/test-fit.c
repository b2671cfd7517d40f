/* SPDX-License-Identifier: GPL-3.0-or-later
 * The app on a small screen (issue 43), in the language of LANGUAGE (meson
 * runs it in English and in German):
 * - New Game (with the clock on), Preferences, Set Up Position and Export
 *   Diagram fit a window of 800x600, their main button in sight and their
 *   last row reachable by scrolling; beside a window of 1280x800 they keep
 *   the size they were designed with;
 * - the longest toasts show every word (wrapped, never cut), over the side
 *   panel and over the window, at 800x600 and 1100x780.
 * With CHIMERA_SCREENSHOT_DIR, pictures of each dialog at both sizes,
 * light and dark, and of the toasts.
 */
#include "config.h"

#include "board-column.h"
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

/* ---- toasts ---- */

typedef struct
{
  ChimeraWindow *win;
  const char *text;
} Toast;

/* The label of a toast on screen in `t->win` that says `t->text`, or NULL. */
static GtkWidget *
toast_label (Toast *t)
{
  GtkWidget *label = find_widget (GTK_WIDGET (t->win), widget_shows_text, t->text);
  return label && gtk_widget_get_mapped (label)
             && gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY)
           ? label
           : NULL;
}

static gboolean
toast_shown (gpointer t)
{
  return toast_label (t) != NULL;
}

/* The toast saying `text` shows up in `win` and every word of it shows:
 * not ellipsized, its lines as wide as its label at most, its label given
 * the height those lines need, toast and label inside the overlay. */
static void
assert_toast_fits (ChimeraWindow *win, const char *text, const char *picture)
{
  Toast t = { win, text };
  g_assert_true (wait_for (toast_shown, &t, 30));
  GtkWidget *label = toast_label (&t);
  GtkWidget *overlay = gtk_widget_get_ancestor (label, ADW_TYPE_TOAST_OVERLAY);
  GtkWidget *toast = label;
  while (gtk_widget_get_parent (toast) != overlay)
    toast = gtk_widget_get_parent (toast);
  /* The pointer rests on it, which keeps a toast up past its timeout
   * while it is measured and pictured. */
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (toast);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        g_signal_emit_by_name (c, "enter", 1.0, 1.0);
    }
  draw (label);
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
  int lw, lh, need;
  pango_layout_get_pixel_size (layout, &lw, &lh);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (label), &need, NULL,
                      NULL, NULL);
  g_test_message ("  \"%s\": %d lines, %dx%d in a label of %dx%d (needs %d), toast %d wide over "
                  "%d",
                  text, pango_layout_get_line_count (layout), lw, lh, gtk_widget_get_width (label),
                  gtk_widget_get_height (label), need, gtk_widget_get_width (toast),
                  gtk_widget_get_width (overlay));
  if (g_getenv ("CHIMERA_SCREENSHOT_DIR"))
    for (int dark = 0; dark < 2; dark++)
      {
        picture_style (dark);
        g_autofree char *name
          = g_strdup_printf ("%s-%s-%s.png", picture, lang (), dark ? "dark" : "light");
        draw (GTK_WIDGET (win));
        save_png (GTK_WIDGET (win), name);
      }
  picture_style (FALSE);
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (lw, <=, gtk_widget_get_width (label));
  g_assert_cmpint (need, <=, gtk_widget_get_height (label));
  g_assert_cmpint (lh, <=, gtk_widget_get_height (label));
  g_assert_true (inside (label, overlay));
  g_assert_true (inside (toast, overlay));
}

/* The side panel shown or hidden (a new window has it as the last one
 * left it). */
static void
show_panel (ChimeraWindow *win, gboolean shown)
{
  AdwFlap *flap = ADW_FLAP (find_descendant (GTK_WIDGET (win), ADW_TYPE_FLAP));
  if (adw_flap_get_reveal_flap (flap) != shown)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.side-panel", NULL));
  g_assert_true (adw_flap_get_reveal_flap (flap) == shown);
  draw (GTK_WIDGET (win));
}

static gboolean
offer_answered (gpointer win)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (win), "offer-draw");
}

/* The computer's no to a draw (its longest toast), over the side panel and
 * over the window; and the longest refusal of a drop, which shows as a
 * toast with the panel hidden (signalled as the pocket signals it). */
static void
test_toasts (void)
{
  g_autoptr (ChimeraApplication) app = new_app ();
  static const int sizes[][2] = { { 800, 600 }, { 1100, 780 } };
  for (gsize s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (int panel = 1; panel >= 0; panel--)
      {
        int width = sizes[s][0], height = sizes[s][1];
        ChimeraWindow *win = open_window (app, width, height);
        show_panel (win, panel);
        g_test_message ("%dx%d, side panel %s", width, height, panel ? "shown" : "hidden");
        /* A queen up: the computer plays on. */
        G_GNUC_UNUSED g_autoptr (ChimeraGame) game
          = show_game (win, "chess", "3qk3/8/8/8/8/8/8/4K3 w - - 0 50", 0, 3);
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.offer-draw", NULL));
        g_assert_true (wait_for (offer_answered, win, 30));
        g_autofree char *name
          = g_strdup_printf ("toast-declined-%dx%d-%s", width, height, panel ? "panel" : "window");
        assert_toast_fits (win, _ ("The computer declines the draw and plays on"), name);
        gtk_window_destroy (GTK_WINDOW (win));
        if (panel)
          continue;
        win = open_window (app, width, height);
        show_panel (win, FALSE);
        G_GNUC_UNUSED g_autoptr (ChimeraGame) zigzag = show_game (win, "zigzag", NULL, 0, 0);
        GtkWidget *column = gtk_widget_get_ancestor (GTK_WIDGET (chimera_window_get_board (win)),
                                                     CHIMERA_TYPE_BOARD_COLUMN);
        const char *refusal = _ ("An earlier position is shown: go to the last move to drop");
        g_signal_emit_by_name (
          chimera_board_column_get_pocket (CHIMERA_BOARD_COLUMN (column), CE_WHITE), "refused",
          refusal);
        g_autofree char *name2 = g_strdup_printf ("toast-refused-%dx%d", width, height);
        assert_toast_fits (win, refusal, name2);
        gtk_window_destroy (GTK_WINDOW (win));
      }
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  /* Expanders and toasts at their final size at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_test_add_func ("/ui/fit/dialogs", test_dialogs);
  g_test_add_func ("/ui/fit/toasts", test_toasts);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Export Diagram (win.export-diagram): the dialog opens on what the board
 * shows (its orientation and theme, a preview), writes the file the file
 * chooser would name (no chooser here: the test calls the step after it)
 * with the options shown, closes when it is written, and shows why when
 * it is not; the marks and the coordinates change the picture.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <locale.h>

#include "board-scene.h"
#include "chimera-application.h"
#include "chimera-window.h"
#include "diagram-export.h"
#include "play.h"
#include "screenshot.h"
#include "widget-test.h"

typedef struct
{
  ChimeraApplication *app;
  ChimeraWindow *win;
  ChimeraGame *game;
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (f->app), NULL, NULL);
  f->win = chimera_window_new (GTK_APPLICATION (f->app));
  gtk_window_set_default_size (GTK_WINDOW (f->win), 1000, 720);
  gtk_window_present (GTK_WINDOW (f->win));
  /* Two people at the Diamond, one move played, a circle drawn. */
  f->game = chimera_game_new (ce_variant_get ("diamond"), 0, 0);
  chimera_window_set_game (f->win, f->game);
  play_move (f->game, "c3c4");
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  f->dir = g_dir_make_tmp ("chimera-diagram-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->win));
  g_object_unref (f->game);
  g_object_unref (f->app);
  remove_dir (f->dir);
  g_free (f->dir);
}

/* The Export Diagram dialog over `win`, or NULL. */
static ChimeraDiagramDialog *
find_dialog (ChimeraWindow *win)
{
  g_autoptr (GList) list = gtk_window_list_toplevels ();
  for (GList *l = list; l; l = l->next)
    if (CHIMERA_IS_DIAGRAM_DIALOG (l->data)
        && gtk_window_get_transient_for (l->data) == GTK_WINDOW (win))
      return l->data;
  return NULL;
}

typedef struct
{
  gboolean done;
  char *error;
} Result;

static void
finished (ChimeraDiagramDialog *dialog, GFile *file, const char *error, Result *r)
{
  r->done = TRUE;
  r->error = g_strdup (error);
}

/* Exports through `dialog` to `path` and waits for the end. */
static void
export_to (ChimeraDiagramDialog *dialog, const char *path, Result *r)
{
  *r = (Result){ 0 };
  gulong id = g_signal_connect (dialog, "finished", G_CALLBACK (finished), r);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  chimera_diagram_dialog_export_to (dialog, file);
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (!r->done && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (r->done);
  if (r->error == NULL)
    return; /* the dialog is gone with its handler */
  g_signal_handler_disconnect (dialog, id);
}

/* TRUE if `model` or a section or submenu of it has an item for `action`. */
static gboolean
menu_has_action (GMenuModel *model, const char *action)
{
  for (int i = 0; model && i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name)
          && g_str_equal (name, action))
        return TRUE;
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autoptr (GMenuModel) sub = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);
      if (menu_has_action (section, action) || menu_has_action (sub, action))
        return TRUE;
    }
  return FALSE;
}

/* TRUE if a menu button under `w` offers `action`. */
static gboolean
menus_offer (GtkWidget *w, const char *action)
{
  if (GTK_IS_MENU_BUTTON (w)
      && menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (w)), action))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    if (menus_offer (c, action))
      return TRUE;
  return FALSE;
}

static ChimeraDiagramDialog *
open_dialog (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.export-diagram", NULL));
  ChimeraDiagramDialog *dialog = find_dialog (f->win);
  g_assert_nonnull (dialog);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  return dialog;
}

static char *
contents_of (const char *path, gsize *len)
{
  char *data = NULL;
  g_assert_true (g_file_get_contents (path, &data, len, NULL));
  return data;
}

static void
test_export (Fixture *f, gconstpointer data)
{
  ChimeraBoardView *board = chimera_window_get_board (f->win);
  ChimeraBoardScene *scene = chimera_board_view_get_scene (board);
  ChimeraAnnotations shapes = { 0 };
  const CeVariant *v = chimera_game_get_variant (f->game);
  g_assert_true (chimera_annotations_from_pgn (&shapes, "[%csl Ge4][%cal Rc4c5]", v));
  chimera_board_scene_set_annotations (scene, &shapes);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.flip", NULL));
  g_assert_true (chimera_board_view_get_flipped (board));

  g_assert_true (menus_offer (GTK_WIDGET (f->win), "win.export-diagram"));
  ChimeraDiagramDialog *dialog = open_dialog (f);
  save_png (GTK_WIDGET (dialog), "diagram-dialog.png");
  ChimeraDiagramOptions o;
  chimera_diagram_dialog_get_options (dialog, &o);
  g_assert_true (o.flipped); /* as the board shows it */
  g_assert_cmpint (o.theme, ==, chimera_board_view_get_theme (board));
  g_assert_true (o.marks);
  g_assert_cmpint (o.size, ==, CHIMERA_DIAGRAM_DEFAULT_SIZE);

  /* Marks on: PNG at 300 px, written by the dialog, which then closes. */
  o.size = 300;
  chimera_diagram_dialog_set_options (dialog, &o);
  g_autofree char *marked = g_build_filename (f->dir, "marked.png", NULL);
  Result r;
  GWeakRef gone;
  g_weak_ref_init (&gone, dialog);
  export_to (dialog, marked, &r);
  g_assert_null (r.error);
  g_autoptr (GdkTexture) texture = gdk_texture_new_from_filename (marked, NULL);
  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 300);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, 300);
  for (int i = 0; i < 20 && g_weak_ref_get (&gone); i++)
    {
      g_object_unref (g_weak_ref_get (&gone));
      g_main_context_iteration (NULL, FALSE);
    }
  GObject *still = g_weak_ref_get (&gone);
  g_assert_null (still);
  g_weak_ref_clear (&gone);

  /* The next dialog starts from those choices; without the marks the
   * picture differs, and an .svg name asks for SVG whatever the choice. */
  dialog = open_dialog (f);
  chimera_diagram_dialog_get_options (dialog, &o);
  g_assert_cmpint (o.size, ==, 300);
  o.marks = FALSE;
  chimera_diagram_dialog_set_options (dialog, &o);
  g_autofree char *plain = g_build_filename (f->dir, "plain.png", NULL);
  export_to (dialog, plain, &r);
  g_assert_null (r.error);
  gsize n1, n2;
  g_autofree char *a = contents_of (marked, &n1);
  g_autofree char *b = contents_of (plain, &n2);
  g_assert_true (n1 != n2 || memcmp (a, b, n1) != 0);

  dialog = open_dialog (f);
  chimera_diagram_dialog_get_options (dialog, &o);
  g_assert_false (o.marks);
  g_assert_cmpint (o.format, ==, CHIMERA_DIAGRAM_PNG);
  g_autofree char *svg = g_build_filename (f->dir, "board.svg", NULL);
  export_to (dialog, svg, &r);
  g_assert_null (r.error);
  g_autofree char *text = contents_of (svg, NULL);
  g_assert_nonnull (strstr (text, "<svg"));
  g_assert_nonnull (strstr (text, "width=\"300px\""));
}

static void
test_export_fails (Fixture *f, gconstpointer data)
{
  ChimeraDiagramDialog *dialog = open_dialog (f);
  g_autofree char *path = g_build_filename (f->dir, "no-such-folder", "x.png", NULL);
  Result r;
  export_to (dialog, path, &r);
  g_assert_nonnull (r.error);
  g_test_message ("error: %s", r.error);
  g_assert_nonnull (strstr (r.error, g_strerror (ENOENT))); /* the system's words */
  g_free (r.error);
  /* The dialog stays, with the message over it. */
  g_assert_true (find_dialog (f->win) == dialog);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (dialog)));
  AdwMessageDialog *message = NULL;
  g_autoptr (GList) list = gtk_window_list_toplevels ();
  for (GList *l = list; l; l = l->next)
    if (ADW_IS_MESSAGE_DIALOG (l->data)
        && gtk_window_get_transient_for (l->data) == GTK_WINDOW (dialog))
      message = l->data;
  g_assert_nonnull (message);
  g_autofree char *heading = g_strdup_printf (_ ("Could not export “%s”"), "x.png");
  g_assert_cmpstr (adw_message_dialog_get_heading (message), ==, heading);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (message));
  save_png (GTK_WIDGET (message), "diagram-error.png");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int argc, char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add ("/ui/diagram-export/export", Fixture, NULL, fixture_set_up, test_export,
              fixture_tear_down);
  g_test_add ("/ui/diagram-export/fails", Fixture, NULL, fixture_set_up, test_export_fails,
              fixture_tear_down);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * F1 and the main menu's Help: the manual's URI handed to the desktop's help
 * viewer (a stand-in registered for help: URIs), and, with no viewer at
 * all, a message that says so and leads to the Rules and Pieces window —
 * never a crash or silence.  Which case runs is chosen with -p, because the
 * desktop's list of handlers is read once per process.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "chimera-application.h"
#include "chimera-window.h"
#include "help-launcher.h"
#include "rules-window.h"
#include "screenshot.h"

#include <glib/gi18n.h>

static ChimeraApplication *app;
static char *tmp;        /* the test's own XDG directories */
static char *shown_file; /* where the stand-in viewer writes its URI */
static gboolean with_viewer;

/* The desktop as the test wants it: nothing of the real one (no Yelp), and
 * with `viewer`, a script registered for help: URIs that writes down the
 * URI it is given. */
static void
fake_desktop (gboolean viewer)
{
  tmp = g_dir_make_tmp ("chimera-help-XXXXXX", NULL);
  g_assert_nonnull (tmp);
  g_autofree char *data = g_build_filename (tmp, "data", NULL);
  g_autofree char *apps = g_build_filename (data, "applications", NULL);
  g_autofree char *sys = g_build_filename (tmp, "sys", NULL);
  g_autofree char *config = g_build_filename (tmp, "config", NULL);
  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (sys, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  /* The system's media types and icons stay (GTK finds an SVG's type
   * through them), its applications go. */
  /* Not g_get_system_data_dirs (): GLib would keep the answer for good. */
  const char *system = g_getenv ("XDG_DATA_DIRS");
  g_auto (GStrv) dirs
    = g_strsplit (system && *system ? system : "/usr/local/share:/usr/share", ":", -1);
  for (const char *const *keep = (const char *const[]){ "mime", "icons", NULL }; *keep; keep++)
    for (gsize i = 0; dirs[i]; i++)
      {
        g_autofree char *from = g_build_filename (dirs[i], *keep, NULL);
        g_autofree char *to = g_build_filename (sys, *keep, NULL);
        if (g_file_test (from, G_FILE_TEST_IS_DIR) && symlink (from, to) == 0)
          break;
      }
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_DATA_DIRS", sys, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  g_setenv ("XDG_CONFIG_DIRS", config, TRUE);
  shown_file = g_build_filename (tmp, "shown", NULL);
  if (!viewer)
    return;
  g_autofree char *script = g_build_filename (tmp, "viewer.sh", NULL);
  g_autofree char *body
    = g_strdup_printf ("#!/bin/sh\nprintf '%%s' \"$1\" > '%s.part' && mv '%s.part' '%s'\n",
                       shown_file, shown_file, shown_file);
  g_assert_true (g_file_set_contents (script, body, -1, NULL));
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);
  g_autofree char *desktop = g_strdup_printf ("[Desktop Entry]\nType=Application\n"
                                              "Name=Help viewer stand-in\nExec=%s %%u\n"
                                              "MimeType=x-scheme-handler/help;\nNoDisplay=true\n",
                                              script);
  g_autofree char *desktop_path = g_build_filename (apps, "test-help-viewer.desktop", NULL);
  g_assert_true (g_file_set_contents (desktop_path, desktop, -1, NULL));
  /* GIO finds a scheme's handler through these, as update-desktop-database
   * and the user's choice would leave them. */
  g_autofree char *cache = g_build_filename (apps, "mimeinfo.cache", NULL);
  g_assert_true (g_file_set_contents (
    cache, "[MIME Cache]\nx-scheme-handler/help=test-help-viewer.desktop;\n", -1, NULL));
  g_autofree char *choice = g_build_filename (config, "mimeapps.list", NULL);
  g_assert_true (g_file_set_contents (
    choice, "[Default Applications]\nx-scheme-handler/help=test-help-viewer.desktop\n", -1, NULL));
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WINDOW (w);
    }
  return NULL;
}

/* Runs the main loop until `done` or 10 s have passed. */
static void
wait_for (gboolean (*done) (void))
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (!done () && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static gboolean
viewer_ran (void)
{
  return g_file_test (shown_file, G_FILE_TEST_EXISTS);
}

static gboolean
message_shown (void)
{
  return find_toplevel (ADW_TYPE_MESSAGE_DIALOG) != NULL;
}

static gboolean
rules_shown (void)
{
  return find_toplevel (CHIMERA_TYPE_RULES_WINDOW) != NULL;
}

/* The manual's address follows its installed name (help/meson.build). */
static void
check_uri (void)
{
  g_autofree char *index = chimera_help_uri (NULL);
  g_autofree char *page = chimera_help_uri ("zigzag");
  g_assert_cmpstr (index, ==, "help:chimera");
  g_assert_cmpstr (page, ==, "help:chimera/zigzag");
  /* F1 is the manual's key; the rules moved beside it. */
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.help");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "F1");
}

/* F1's action hands help:chimera to the viewer, and nothing complains. */
static void
test_viewer (void)
{
  if (!with_viewer)
    {
      g_test_skip ("run with -p /ui/help/viewer");
      return;
    }
  check_uri ();
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  wait_for (viewer_ran);
  g_autofree char *uri = NULL;
  g_assert_true (g_file_get_contents (shown_file, &uri, NULL, NULL));
  g_assert_cmpstr (uri, ==, "help:chimera");
  g_assert_null (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  gtk_window_destroy (GTK_WINDOW (win));
}

/* No viewer at all: a message over the window says so, and its second
 * button opens the Rules and Pieces window of the game's variant. */
static void
test_no_viewer (void)
{
  if (with_viewer)
    {
      g_test_skip ("a viewer is registered in this run");
      return;
    }
  check_uri ();
  ChimeraWindow *win = chimera_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (win));
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("zonex"), 0, 0);
  chimera_window_set_game (win, game);
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  wait_for (message_shown);
  AdwMessageDialog *md = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (md);
  /* In the user's language (LANGUAGE=de for the pictures). */
  g_assert_cmpstr (adw_message_dialog_get_heading (md), ==, _ ("Help Is Not Available"));
  save_png (GTK_WIDGET (md), "help-unavailable.png");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (md), "Yelp"));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (md)) == GTK_WINDOW (win));
  g_assert_true (adw_message_dialog_has_response (md, "rules"));
  g_assert_false (viewer_ran ());
  adw_message_dialog_response (md, "rules");
  wait_for (rules_shown);
  GtkWindow *rules = find_toplevel (CHIMERA_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  g_assert_nonnull (strstr (gtk_window_get_title (rules), "Zone X"));
  gtk_window_destroy (rules);
  gtk_window_destroy (GTK_WINDOW (win));
  /* Without a window: the message still comes, with Close alone. */
  chimera_help_show (NULL, "zonex");
  wait_for (message_shown);
  md = ADW_MESSAGE_DIALOG (find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_nonnull (md);
  g_assert_false (adw_message_dialog_has_response (md, "rules"));
  gtk_window_destroy (GTK_WINDOW (md));
}

int
main (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    with_viewer = with_viewer || g_str_equal (argv[i], "/ui/help/viewer");
  fake_desktop (with_viewer);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, CHIMERA_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_test_add_func ("/ui/help/viewer", test_viewer);
  g_test_add_func ("/ui/help/no-viewer", test_no_viewer);
  int status = g_test_run ();
  g_object_unref (app);
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", tmp);
  g_spawn_command_line_sync (rm, NULL, NULL, NULL, NULL);
  return status;
}

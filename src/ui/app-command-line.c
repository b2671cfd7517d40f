/* SPDX-License-Identifier: GPL-3.0-or-later
 * The app's options, and the files handed to it, each in a window of its own.
 */
#include "config.h"

#include "app-command-line.h"

#include "position.h"

#include <glib/gi18n.h>

static const GOptionEntry options[] = {
  { "version", 'v', G_OPTION_FLAG_NONE, G_OPTION_ARG_NONE, NULL, N_ ("Show the version and exit"),
    NULL },
  { NULL },
};

/* Before the app registers, in the process that was started: -1 goes on
 * (GApplication handles the rest, or hands the files to the running app). */
static int
handle_local_options (GApplication *app, GVariantDict *given)
{
  if (g_variant_dict_contains (given, "version"))
    {
      g_print ("%s %s\n", "chimera", PACKAGE_VERSION);
      return 0;
    }
  return -1;
}

void
chimera_app_command_line_setup (GtkApplication *app)
{
  g_return_if_fail (GTK_IS_APPLICATION (app));
  GApplication *gapp = G_APPLICATION (app);
  g_application_add_main_option_entries (gapp, options);
  /* TRANSLATORS: what `chimera --help` shows after "Usage: chimera"; keep
   * the brackets and the word in capitals translated as one. */
  g_application_set_option_context_parameter_string (gapp, _ ("[FILE…]"));
  g_application_set_option_context_summary (
    gapp, _ ("Play and study chess variants. Each FILE (PGN games) opens in a window of its "
             "own."));
  g_signal_connect (app, "handle-local-options", G_CALLBACK (handle_local_options), NULL);
}

gboolean
chimera_app_window_shows_new_game (ChimeraWindow *window)
{
  g_return_val_if_fail (CHIMERA_IS_WINDOW (window), FALSE);
  ChimeraGame *game = chimera_window_get_game (window);
  if (!game)
    return TRUE;
  if (chimera_game_get_n_plies (game) > 0 || chimera_game_can_redo (game)
      || chimera_game_get_result (game, NULL) != CE_RESULT_NONE
      || chimera_game_get_comment (game, 0))
    return FALSE;
  /* A position set up in the editor is work too, not a new game. */
  g_autofree CePosition *start = g_new (CePosition, 1);
  ce_position_start (start, chimera_game_get_variant (game));
  return start->key == chimera_game_get_position (game)->key;
}

/* A window of `app` showing a new game, the active one first; NULL if none. */
static ChimeraWindow *
window_for_first_file (GtkApplication *app)
{
  GtkWindow *active = gtk_application_get_active_window (app);
  if (CHIMERA_IS_WINDOW (active) && chimera_app_window_shows_new_game (CHIMERA_WINDOW (active)))
    return CHIMERA_WINDOW (active);
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    if (CHIMERA_IS_WINDOW (l->data) && chimera_app_window_shows_new_game (l->data))
      return l->data;
  return NULL;
}

void
chimera_app_open_files (GtkApplication *app, GFile **files, int n_files)
{
  g_return_if_fail (GTK_IS_APPLICATION (app));
  ChimeraWindow *reuse = n_files > 0 ? window_for_first_file (app) : NULL;
  for (int i = 0; i < n_files; i++)
    {
      ChimeraWindow *window = i == 0 && reuse ? reuse : chimera_window_new (app);
      /* Shown first, so that a game picker or an error is over its window. */
      gtk_window_present (GTK_WINDOW (window));
      chimera_window_open_file (window, files[i]);
    }
}

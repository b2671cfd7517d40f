/* SPDX-License-Identifier: GPL-3.0-or-later
 * The app's command line: its options (`chimera --version`, `--help`) and
 * where the files handed to it go (`chimera a.pgn b.pgn`, the file
 * manager's Open With, D-Bus activation): a window for each file.
 */
#pragma once

#include "chimera-window.h"

G_BEGIN_DECLS

/* Adds the options `chimera --help` lists (each with its description in
 * the user's language) and what they do before the app starts: --version
 * prints "chimera VERSION" and exits 0.  Call once, on a new app. */
void chimera_app_command_line_setup (GtkApplication *app);

/* TRUE while `window` shows a game nobody has touched: the start position
 * of its variant, no moves (none to redo either), no result, no comment.
 * Opening a file there loses nothing. */
gboolean chimera_app_window_shows_new_game (ChimeraWindow *window);

/* Opens each of the `n_files` files in a window of its own, presented: the
 * first goes to a window of `app` that shows a new game (the active one
 * first), if there is one; every other file gets a new window.  The new
 * windows keep no autosave (the app's first window keeps the one game in
 * progress).  A file that cannot be read says so in its window. */
void chimera_app_open_files (GtkApplication *app, GFile **files, int n_files);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraWindow: the main window (header bar, board, side panel).
 * Game files (open, save, paste, autosave) are game-files.c; the functions
 * below that name files forward to it.
 */
#pragma once

#include <adwaita.h>

#include "analysis-panel.h"
#include "board-view.h"
#include "chimera-game.h"
#include "player-bar.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_WINDOW (chimera_window_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraWindow, chimera_window, CHIMERA, WINDOW, AdwApplicationWindow)

ChimeraWindow *chimera_window_new (GtkApplication *app);

/* Shows `game` (the window keeps a reference); the computer starts thinking
 * if it is its turn. */
void chimera_window_set_game (ChimeraWindow *self, ChimeraGame *game);
ChimeraGame *chimera_window_get_game (ChimeraWindow *self);
ChimeraBoardView *chimera_window_get_board (ChimeraWindow *self);
ChimeraAnalysisPanel *chimera_window_get_analysis_panel (ChimeraWindow *self);
/* The player bar above the board (`top`) or below it. */
ChimeraPlayerBar *chimera_window_get_player_bar (ChimeraWindow *self, gboolean top);

/* Restores the game kept in `file` (a game that cannot be read is moved
 * aside to FILE.unreadable with a warning) and from then on writes the game
 * there after every change and when the window goes. */
void chimera_window_start_autosave (ChimeraWindow *self, GFile *file);

/* Opens the game in `file`; for several games, asks which.  On a bad file,
 * shows what is wrong and where, keeps the current game, returns FALSE. */
gboolean chimera_window_open_file (ChimeraWindow *self, GFile *file);
/* Writes the game to `file`, which Save uses from then on. */
gboolean chimera_window_save_to (ChimeraWindow *self, GFile *file, GError **error);
/* What Paste does with the clipboard's text: a position string (of the
 * current variant, else the first variant that reads it) or PGN.  A text
 * over Open's size limit is refused with Open's message.  PGN over 16 KB
 * is read on a worker thread: TRUE then means "started", and the games
 * (or an error dialog) come later on the main loop — dropped if the
 * window shows another game by then. */
gboolean chimera_window_paste_text (ChimeraWindow *self, const char *text, GError **error);
/* TRUE while the game has moves that are nowhere on disk (the autosave
 * fails and no Save wrote them), or, in a window of games kept in files
 * (opened from one, no autosave), changes since the last open or save;
 * closing the window then asks first. */
gboolean chimera_window_has_unsaved_moves (ChimeraWindow *self);
/* Asks whether to close with those moves lost: Save As / Quit Anyway /
 * Cancel while the autosave fails, else Save (or Save As) / Discard /
 * Cancel.  Quit Anyway, Discard and a Save that wrote the file close the
 * window; with `then_quit`, app.quit then goes on to the next window that
 * has unsaved moves, or quits. */
void chimera_window_ask_before_closing (ChimeraWindow *self, gboolean then_quit);

G_END_DECLS

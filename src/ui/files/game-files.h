/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraGameFiles: a window's games as files — Open, Open Recent, Save,
 * Save As, copying and pasting a position or a game, files dropped on the
 * window or named on the command line, bringing back a replaced game, and
 * the autosave that keeps the game in progress between runs.  The reading
 * and writing itself is game-pgn.c; asking which game of a collection is
 * game-picker.c.
 */
#pragma once

#include <adwaita.h>

#include "chimera-game.h"
#include "game-holder.h"
#include "toaster.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_GAME_FILES (chimera_game_files_get_type ())
G_DECLARE_FINAL_TYPE (ChimeraGameFiles, chimera_game_files, CHIMERA, GAME_FILES, GObject)

/* Adds the file actions to `window`'s action map (win.open,
 * win.open-recent, win.save, win.save-as, win.copy-position, win.copy-pgn,
 * win.paste, win.undo-replace), opens files dropped on it, says what it did
 * in `toasts`, and lists the recent games in `recent_menu` once the window
 * has painted its first frame.  Holds no reference on the window. */
ChimeraGameFiles *chimera_game_files_new (GtkApplicationWindow *window,
                                          ChimeraToaster *toasts,
                                          GMenu *recent_menu,
                                          ChimeraGameHolder *holder);

/* The game the window shows, which the files follow in `holder`: what Save
 * and Copy write, and what the autosave follows.  A game opened, pasted,
 * started or brought back goes into the holder, and from there to every
 * part of the window. */
ChimeraGame *chimera_game_files_get_game (ChimeraGameFiles *self);

/* Puts `game` in place of the current one (in the holder), with Save writing
 * to `file` (may be NULL) from then on.  A game with moves that is replaced
 * can be brought back from the toast (win.undo-replace); `message` (may be
 * NULL) is the toast's text. */
void chimera_game_files_replace_game (ChimeraGameFiles *self,
                                      ChimeraGame *game,
                                      GFile *file,
                                      const char *message);

/* Restores the game kept in `file` (a game that cannot be read is moved
 * aside to FILE.unreadable with a warning) and from then on writes the game
 * there after every change and at chimera_game_files_flush. */
void chimera_game_files_start_autosave (ChimeraGameFiles *self, GFile *file);
/* Writes the autosave now if one is kept (the window calls it as it goes:
 * clocks as they stand then). */
void chimera_game_files_flush (ChimeraGameFiles *self);
/* Why the game in progress is not kept (the failed autosave's message,
 * naming the file), or NULL; "notify::save-problem" when it changes.  A
 * failing autosave is retried on every change and every 30 seconds. */
const char *chimera_game_files_get_save_problem (ChimeraGameFiles *self);
/* TRUE while the game has moves that are nowhere on disk: the autosave
 * failed and no Save wrote them since; or, in a window without an autosave
 * that opened or saved a file, the game changed since it was opened or
 * last saved.  Closing should ask first. */
gboolean chimera_game_files_has_unsaved_moves (ChimeraGameFiles *self);

/* Opens the game in `file`; for several games, asks which.  On a bad file,
 * shows what is wrong and where, keeps the current game, returns FALSE. */
gboolean chimera_game_files_open_file (ChimeraGameFiles *self, GFile *file);
/* Save: writes the game to its file, TRUE when written (a failure is shown
 * to the person); without a file, opens Save As and returns FALSE. */
gboolean chimera_game_files_save (ChimeraGameFiles *self);
/* Writes the game to `file`, which Save uses from then on. */
gboolean chimera_game_files_save_to (ChimeraGameFiles *self, GFile *file, GError **error);
/* The name of the file Save writes to, for display (newly allocated), or
 * NULL when there is none yet; "notify::file" says when it changes. */
char *chimera_game_files_get_file_name (ChimeraGameFiles *self);
/* What Paste does with the clipboard's text: a position string (of the
 * current variant, else the first variant that reads it) or PGN.  A text
 * over Open's size limit is refused with Open's message.  PGN over 16 KB
 * is read on a worker thread: TRUE then means "started", and the games
 * (or an error dialog) come later on the main loop — dropped if the
 * window shows another game by then. */
gboolean chimera_game_files_paste_text (ChimeraGameFiles *self, const char *text, GError **error);

G_END_DECLS

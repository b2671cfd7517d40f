/* SPDX-License-Identifier: GPL-3.0-or-later
 * Games as files: a ChimeraGame to and from PGN (pgn.h), reading files of
 * several games, writing atomically, and the autosaved game in progress.
 *
 * Besides the standard tags, a game written here carries what is needed to
 * go on playing it exactly: WhiteLevel and BlackLevel (0 for a person),
 * TimeControl, WhiteClock and BlackClock (time left at the last move,
 * h:mm:ss.mmm) and Termination "time forfeit" for a game lost on time.
 * Files from elsewhere lack them and open as a game between two people.
 * A game whose Result the moves do not reach (a resignation, agreement,
 * adjudication) opens finished (chimera_game_set_result) and is written
 * back with its Result and Termination; every other tag is kept.  Text
 * from a file (tags, comments, messages quoting it) is made valid UTF-8.
 */
#pragma once

#include <gio/gio.h>

#include "chimera-game.h"
#include "pgn.h"

G_BEGIN_DECLS

#define CHIMERA_GAME_FILE_ERROR (chimera_game_file_error_quark ())
GQuark chimera_game_file_error_quark (void);

typedef enum
{
  CHIMERA_GAME_FILE_ERROR_PARSE, /* message starts "Line L, column C: " */
  CHIMERA_GAME_FILE_ERROR_EMPTY, /* no game in the file */
} ChimeraGameFileError;

/* The game as PGN text (the tags, moves, comments and result). */
char *chimera_game_to_pgn (ChimeraGame *game);

/* A new game from a record read from a file. */
ChimeraGame *chimera_game_new_from_record (const CePgnGame *record);

/* Every game in `text`, or NULL with an error saying where and what is
 * wrong; free the result with chimera_game_records_free. */
typedef struct
{
  CePgnGame *games;
  int n;
} ChimeraGameRecords;

ChimeraGameRecords *chimera_game_records_parse (const char *text, gsize len, GError **error);
/* Every game of a small file read whole (the autosave; Open lists files
 * with chimera_game_list_scan instead). */
ChimeraGameRecords *chimera_game_records_load (GFile *file, GError **error);
/* The limit Open and Paste share: FALSE with the same message for a text
 * or file of `size` bytes that is too large to read. */
gboolean chimera_game_records_check_size (guint64 size, GError **error);
void chimera_game_records_free (ChimeraGameRecords *records);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChimeraGameRecords, chimera_game_records_free)

/* A collection as its list of games: what the picker shows of each game
 * and where the game is, so that a file of any size costs a few hundred
 * bytes per game; a game is read and played only when it is opened. */
typedef struct
{
  char *players; /* "Anna – Bob"; NULL for a game that cannot be read */
  char *details; /* the rest, or for a bad game "Line L, column C: what" */
  CePgnSpan span;
} ChimeraGameEntry;

typedef struct
{
  GFile *file;                 /* the spans' file; NULL when in memory */
  ChimeraGameRecords *records; /* the games themselves, when in memory */
  GByteArray *text;            /* a pipe's or device's bytes (no rereading) */
  GArray *entries;             /* of ChimeraGameEntry, in file order */
  int n_good;
} ChimeraGameList;

/* The most one Open reads (an endless or special file ends with a
 * message, not with the memory of the machine). */
#define CHIMERA_GAME_LIST_MAX_BYTES ((guint64) 1 << 30)
/* A pipe or device cannot be read again when a game is chosen: its bytes
 * are kept, up to this many. */
#define CHIMERA_GAME_LIST_MAX_KEPT_BYTES ((guint64) 64 << 20)

/* The games of `file`, read in 64 KiB pieces through the engine's
 * streaming reader in its headers mode (moves are not played): the games
 * that cannot be read are listed with their message.  NULL with an error
 * when the file cannot be read, holds no game, or every game in it is
 * bad (the first one's message).  Blocks: call it in a thread for a file
 * that may be large or a pipe; `cancellable` stops it. */
ChimeraGameList *chimera_game_list_scan (GFile *file, GCancellable *cancellable, GError **error);
/* A list of games already read (a paste); takes the records. */
ChimeraGameList *chimera_game_list_new_from_records (ChimeraGameRecords *records);
/* Game `index` of the list, read in full (from its span in the file);
 * NULL with an error whose lines count from the file's start. */
ChimeraGame *chimera_game_list_open (ChimeraGameList *list, guint index, GError **error);
void chimera_game_list_free (ChimeraGameList *list);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (ChimeraGameList, chimera_game_list_free)

/* Names a record for a list to pick from: returns the players
 * ("Anna – Chimera (level 3)") and sets `details` to the rest ("ZigZag
 * Madness · 1-0 · 42 moves · Club night · 2026.11.22"); g_free both. */
char *chimera_game_record_describe (const CePgnGame *record, char **details);

/* Writes the game to `file` so that the file always holds either the old or
 * the new contents in full, never a part (temporary file, then rename).
 * A writable file in a folder that is not (no room for the temporary
 * file) is rewritten in place and flushed instead.  Errors name `file`,
 * never the temporary one. */
gboolean chimera_game_save (ChimeraGame *game, GFile *file, GError **error);

/* Where the game in progress is kept between runs:
 * $XDG_DATA_HOME/chimera/current-game.pgn. */
GFile *chimera_game_autosave_file (void);

/* The game saved in `file`, NULL if there is none or it cannot be read (a
 * broken autosave must not stop the app from starting; `error` says why). */
ChimeraGame *chimera_game_restore (GFile *file, GError **error);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game records as PGN for every variant (docs/pgn.md): the seven tag roster,
 * Variant, SetUp/FEN for other start positions, any further tags, movetext
 * with comments, and a result.  This is the file format; the moves in it
 * are san.h's, written in short algebraic notation or another style.
 *
 * The reader takes what the writer writes, plus every move notation san.h
 * reads, move numbers, NAGs and !? suffixes, ; and % comments, and skips
 * variations ( ... ).  Every move is checked against the rules.  On
 * malformed input it returns false with the line, column and a message, and
 * gives back no games at all.  Never crashes or loops on any input.  Not for
 * hot paths: allocates freely.
 */
#pragma once

#include "game.h"
#include "notation.h"
#include "san.h"

typedef struct
{
  char *name;
  char *value;
} CePgnTag;

typedef struct
{
  CeGame game; /* start position and moves, every one legal */
  CePgnTag *tags;
  int ntags;
  /* comments[0]: before the first move; comments[i]: after move i.  Either
   * NULL (no comments at all) or nmoves + 1 entries, each NULL or text
   * without the braces (several comments joined by a space). */
  char **comments;
  CeResult result; /* the game's termination marker */
} CePgnGame;

typedef struct
{
  int line;   /* 1-based */
  int column; /* 1-based, in bytes */
  char message[CE_ERR_SIZE];
} CePgnError;

/* A record of the variant's start position, or of `fen` (false with a
 * message in err if malformed), with no tags, comments or moves. */
void ce_pgn_game_init (CePgnGame *pg, const CeVariant *v);
bool ce_pgn_game_init_fen (CePgnGame *pg, const CeVariant *v, const char *fen, char *err);
void ce_pgn_game_free (CePgnGame *pg);

/* A tag's value, NULL if absent.  Setting replaces an existing value (NULL
 * removes the tag); the strings are copied. */
const char *ce_pgn_get_tag (const CePgnGame *pg, const char *name);
void ce_pgn_set_tag (CePgnGame *pg, const char *name, const char *value);

/* Sets (NULL or "" clears) the comment after move `ply` (0: before the
 * first), 0 <= ply <= game.nmoves; play the moves first: the array is sized
 * for the moves there are. */
void ce_pgn_set_comment (CePgnGame *pg, int ply, const char *text);
/* Writes "[%eval 0.35]" (or "[%eval #3]", "[%eval #-2]" for mates, from
 * White's point of view) for a search score from the side to move's point of
 * view, into buf (32 bytes); returns buf. */
char *ce_pgn_format_eval (int score, int side_to_move, char *buf);

/* The whole game as PGN text ending in a newline; malloc'd, free() it.
 * Writes the seven tag roster first ("?" for missing, "????.??.??" for a
 * missing Date), then Variant (the variant's name; none for orthodox chess,
 * so that other programs read it), SetUp and FEN when the start position is
 * not the variant's own, then the other tags in the order set; Result,
 * Variant, SetUp and FEN come from the record, whatever pg->tags says.
 * Movetext lines stay within 80 columns (a longer word stands alone). */
char *ce_pgn_write (const CePgnGame *pg);

/* How ce_pgn_write_as writes moves: short algebraic (ce_pgn_write's), the
 * Chess Variant Pages' long form (Nb1-c3, e4xd5, e7-e8=Q; both san.h) or
 * coordinates (e2e4, notation.h).  Castling is O-O in the first two, drops
 * J@d4 in all three; the reader takes each. */
typedef enum
{
  CE_PGN_SAN,
  CE_PGN_LONG,
  CE_PGN_COORDINATES
} CePgnMoveStyle;

char *ce_pgn_write_as (const CePgnGame *pg, CePgnMoveStyle style);

/* Reads every game in text[0 .. len).  On success, *games is a malloc'd
 * array of *ngames records (free each with ce_pgn_game_free, then the
 * array); an empty text gives zero games.  On failure, false, *games NULL,
 * *ngames 0, and err says where and what.  The Variant tag takes a variant
 * id or name, any case; no Variant tag means orthodox chess.  Every tag read
 * is kept in pg->tags, in file order (a repeated one keeps the last value);
 * comments are kept with their white space runs made single spaces. */
bool ce_pgn_read (const char *text, size_t len, CePgnGame **games, int *ngames, CePgnError *err);
void ce_pgn_free_games (CePgnGame *games, int ngames);

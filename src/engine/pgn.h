/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game records as PGN for every variant (docs/pgn.md): the seven tag roster,
 * Variant, SetUp/FEN for other start positions, any further tags, movetext
 * with comments, and a result.  This is the file format; the moves in it
 * are san.h's, written in short algebraic notation or another style.
 *
 * The reader takes what the writer writes, plus every move notation san.h
 * reads, move numbers, ; and % comments.  It keeps the whole tree of moves
 * (tree.h): variations ( ... ) nested up to CE_PGN_MAX_DEPTH, comments,
 * NAGs and !? suffixes, and the [%eval], [%clk], [%cal] and [%csl]
 * commands of comments.  Every move, in a variation too, is checked
 * against the rules.  Two ways
 * to read: ce_pgn_read takes a whole text and gives all its games or, on
 * malformed input, none and the line, column and message of the first
 * error; a CePgnReader takes a stream in pieces and gives its games one by
 * one, a bad game as its own error, in memory bounded by the longest game
 * (and can list a collection's games by their tags alone).  Never crashes
 * or loops on any input.  Text in tags and comments that is not UTF-8 is
 * read with U+FFFD in place of the bad bytes.  Not for hot paths:
 * allocates freely.
 */
#pragma once

#include "game.h"

#include <stddef.h>
#include <stdint.h>
#include "notation.h"
#include "san.h"
#include "tree.h"

/* How deep variations may nest: deeper is an error, so that no input makes
 * the reader or the writer go deeper than this. */
#define CE_PGN_MAX_DEPTH 64

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
  /* The whole record as a tree (tree.h), NULL when there is none (a record
   * made with ce_pgn_game_init, or read with CE_PGN_READ_HEADERS).  Read
   * records have one: its main line is game's moves, its nodes carry the
   * comments (without the [%...] commands taken into their fields), NAGs,
   * evaluations, clocks, arrows and circles, and the variations.
   * `comments` keeps the main line's comments as text for the callers that
   * know only the main line: as the nodes write them (ce_pgn_node_comment:
   * the commands first, normalised, then the text), so that a record read
   * from its own text has the same comments.  Owned: freed by
   * ce_pgn_game_free; set it to a tree of your own (whose root position is
   * game's start) to have it written. */
  CeTree *tree;
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
 * for the moves there are.  With a tree whose main line is the game's, its
 * node at that ply gets the comment too (as ce_pgn_node_set_comment). */
void ce_pgn_set_comment (CePgnGame *pg, int ply, const char *text);

/* A tree node's comment as PGN text (without braces): its [%eval], [%clk],
 * [%csl] and [%cal] commands, then its text; NULL if it has none of them.
 * Malloc'd. */
char *ce_pgn_node_comment (const CeTree *t, CeNodeId id);
/* Sets a node's comment from such text, replacing its text, evaluation,
 * clock and marks: the commands that read go into the fields (one of each
 * kind; arrows and circles on the board), the rest stays text. */
void ce_pgn_node_set_comment (CeTree *t, CeNodeId id, const char *text);
/* The suffix of NAGs 1-6 ("!", "?", "!!", "??", "!?", "?!"), else NULL. */
const char *ce_pgn_nag_suffix (int nag);
/* A search score from the side to move's point of view as a node's
 * evaluation (White's point of view, mates as moves to mate). */
CeTreeEval ce_pgn_eval_of_score (int score, int side_to_move);
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
 * Movetext lines stay within 80 columns (a longer word stands alone).
 * When pg->tree is set and its main line is game's moves, the movetext is
 * the tree's (variations, comments, NAGs, commands; pg->comments is not
 * used); otherwise game's moves with pg->comments. */
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

/* Reads every game in text[0 .. len) (a CePgnReader run over the whole
 * text, stopping at its first bad game).  On success, *games is a malloc'd
 * array of *ngames records (free each with ce_pgn_game_free, then the
 * array); an empty text gives zero games.  On failure, false, *games NULL,
 * *ngames 0, and err says where and what.  The Variant tag takes a variant
 * id or name, any case; no Variant tag means orthodox chess.  Every tag read
 * is kept in pg->tags, in file order (a repeated one keeps the last value);
 * comments are kept with their white space runs made single spaces.  The
 * result is the file's (the termination marker, else the Result tag), kept
 * whatever the final position when the rules do not decide it: a game won
 * by resignation, agreed drawn or lost on time reads and writes back as
 * such; a result the final position contradicts (1-0 with White mated) is
 * an error. */
bool ce_pgn_read (const char *text, size_t len, CePgnGame **games, int *ngames, CePgnError *err);
void ce_pgn_free_games (CePgnGame *games, int ngames);

/* ---- Reading a stream, game by game ---- */

/* A game's place in the stream: the byte offset of its first byte (its
 * first tag, or a comment before it), counted from the stream's first byte
 * (a byte-order mark included), its length in bytes, and its first line
 * (1-based).  The bytes [offset, offset + length) read on their own with
 * ce_pgn_read give the same game (the list of a collection opens a game by
 * reading just these; add line - 1 to the lines of its errors, whose
 * columns on the first line count from the span's start, which is a line's
 * start unless records without tags share a line). */
typedef struct
{
  uint64_t offset;
  uint64_t length;
  int line;
} CePgnSpan;

/* The most text one game may have before the reader gives up on it
 * ("game too long"): the longest real games are a few tens of KB. */
#define CE_PGN_MAX_GAME_BYTES ((size_t) 4 << 20)

typedef enum
{
  CE_PGN_READ_GAMES = 0,
  /* Tags, variant, start position and result only: moves are not played
   * or checked (the record has none; its result is not checked against a
   * final position), so that a list of tens of thousands of games costs
   * little time and one record at a time.  Open a chosen game by reading
   * its span with ce_pgn_read (or a reader without this flag). */
  CE_PGN_READ_HEADERS = 1 << 0,
} CePgnReadFlags;

typedef enum
{
  CE_PGN_NEED_INPUT, /* everything fed is read: feed more, or finish */
  CE_PGN_GAME,       /* *game is a good game (free it), *span its place */
  CE_PGN_BAD_GAME,   /* *err says what is wrong with one game, *span
                        roughly where it is; reading goes on after it */
  CE_PGN_END         /* no more games: the input is finished, or the
                        reader gave up on it (the last BAD_GAME said why) */
} CePgnStatus;

typedef struct CePgnReader CePgnReader;

/* A reader with `flags` (CePgnReadFlags) that allows a game up to
 * max_game_bytes of text (0: CE_PGN_MAX_GAME_BYTES).  The engine does no
 * input itself: the caller feeds the bytes, in pieces of any size, cut
 * anywhere (a piece may end inside a UTF-8 character or a line end).
 *
 * How games are found, and how the reader goes on after a bad one
 * (docs/pgn.md, "Collections"): the stream is cut before every line whose
 * first character other than blanks is the '[' of a tag, when movetext
 * (a move, number or result) came since the last cut, outside comments;
 * the games are exactly those ce_pgn_read finds in the whole text.  After
 * a bad game, reading goes on at the next such cut.  A game longer than
 * max_game_bytes is a bad game ("game too long"), whose text is skipped up
 * to the next line starting with '['; when that skip meets a NUL byte, or
 * no such line comes within 16 times max_game_bytes, the input is not PGN
 * text: the reader says so and ends (so /dev/zero ends after reading a
 * little over the limit, and an endless pipe of text after 17 times it).
 *
 * Memory: the reader holds the current game's text and one record; call
 * ce_pgn_reader_next until CE_PGN_NEED_INPUT before feeding more, and its
 * buffer stays under twice (max_game_bytes plus the largest piece fed).
 * Time is linear in the text.  A reader is for one thread at a time;
 * readers in different threads are independent (a worker thread may list
 * or read a file while the main thread runs). */
CePgnReader *ce_pgn_reader_new (unsigned flags, size_t max_game_bytes);
void ce_pgn_reader_free (CePgnReader *r);
/* Adds n bytes to the stream (copied).  Ignored after ce_pgn_reader_finish. */
void ce_pgn_reader_feed (CePgnReader *r, const void *bytes, size_t n);
/* The stream ends: what is left is the last game. */
void ce_pgn_reader_finish (CePgnReader *r);
/* The next game, bad game or state.  game, err and span may each be NULL
 * when the caller does not want them (a good game is then freed here). */
CePgnStatus ce_pgn_reader_next (CePgnReader *r, CePgnGame *game, CePgnError *err, CePgnSpan *span);

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The engine's basic types: squares, pieces, moves and move lists.
 *
 * Every board, 8x8 to 10x10 and the diamond with its holes, lives in one
 * 16-wide grid: square = rank * 16 + file.  Which cells of the grid are real
 * squares is the variant's business (CeVariant.on_board); the move tables only
 * ever name real squares, so move generation never tests bounds.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum
{
  CE_WHITE = 0,
  CE_BLACK = 1
};

#define CE_STRIDE    16
#define CE_NSQ       256
#define CE_MAX_FILES 10
#define CE_MAX_RANKS 10
#define CE_NO_SQ     255

#define CE_SQ(f, r) ((uint8_t) ((r) *CE_STRIDE + (f)))
#define CE_FILE(s)  ((int) ((s) &15))
#define CE_RANK(s)  ((int) ((s) >> 4))

/* A piece is 0 (empty) or colour << 4 | type, type 1..15 indexing the
 * variant's piece table. */
typedef uint8_t CePiece;
#define CE_MAX_TYPES   16
#define CE_NCODES      32
#define CE_PIECE(c, t) ((CePiece) (((c) << 4) | (t)))
#define CE_COLOR(p)    ((p) >> 4)
#define CE_TYPE(p)     ((p) &15)

/* A move: from, to, a piece type (promotion or dropped piece) and a kind.
 * 0 is never a legal move. */
typedef uint32_t CeMove;

enum
{
  CE_MOVE_NORMAL = 0,
  CE_MOVE_EP = 1,
  CE_MOVE_CASTLE = 2,
  CE_MOVE_DROP = 3
};

#define CE_MOVE_NONE ((CeMove) 0)

static inline CeMove
ce_move_new (int from, int to, int type, int kind)
{
  return (CeMove) from | (CeMove) to << 8 | (CeMove) type << 16 | (CeMove) kind << 20;
}

static inline int
ce_move_from (CeMove m)
{
  return (int) (m & 0xff);
}

static inline int
ce_move_to (CeMove m)
{
  return (int) ((m >> 8) & 0xff);
}

/* The promotion piece type, or for drops the dropped type; 0 if none. */
static inline int
ce_move_type (CeMove m)
{
  return (int) ((m >> 16) & 0xf);
}

static inline int
ce_move_kind (CeMove m)
{
  return (int) ((m >> 20) & 0xf);
}

/* Larger than any position of any variant can produce (Zone X entry moves and
 * ZigZag drops make long lists). */
#define CE_MAX_MOVES 768

typedef struct
{
  int count;
  CeMove moves[CE_MAX_MOVES];
} CeMoveList;

/* The longest line a search looks down, in plies. */
#define CE_MAX_PLY 128

/* Game results, from White's point of view. */
typedef enum
{
  CE_RESULT_NONE = 0,
  CE_RESULT_WHITE_WINS,
  CE_RESULT_BLACK_WINS,
  CE_RESULT_DRAW
} CeResult;

typedef enum
{
  CE_END_NONE = 0,
  CE_END_CHECKMATE,
  CE_END_STALEMATE,
  CE_END_FIFTY_MOVES,
  CE_END_REPETITION,
  CE_END_INSUFFICIENT_MATERIAL,
  CE_END_FLAG, /* Diagonal Chess: a pawn reached the enemy corner */
  CE_END_TIME  /* a clock ran out (decided outside the rules engine) */
} CeEndReason;

typedef struct CeVariant CeVariant;
typedef struct CePosition CePosition;

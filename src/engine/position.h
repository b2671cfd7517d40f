/* SPDX-License-Identifier: GPL-3.0-or-later
 * A position of any variant, and making and unmaking moves on it.
 *
 * A CePosition is a plain value: copy it with `=` or memcpy to give a search
 * thread its own.  Make/unmake never allocate; the caller keeps one CeUndo
 * per move made and passes it back, in reverse order, to unmake.
 */
#pragma once

#include "types.h"
#include "variant.h"

#define CE_MAX_EP 4
/* Repetition needs only the plies since the last irreversible move; a game
 * ends by the 50-move rule long before this ring wraps. */
#define CE_HISTORY_RING 256

struct CePosition
{
  const CeVariant *v;
  CePiece board[CE_NSQ];
  uint8_t side;
  uint8_t castling; /* CE_CASTLE_* bits */
  uint8_t ep_count;
  uint8_t ep[CE_MAX_EP]; /* squares a pawn passed over, in the order passed */
  uint8_t ep_pawn;       /* the pawn that passed them, CE_NO_SQ if none */
  uint8_t king[2];       /* royal piece squares */
  uint16_t halfmove;
  uint32_t fullmove;
  uint8_t hand[2][CE_MAX_TYPES]; /* pieces in hand, by type */
  uint8_t count[CE_NCODES];      /* pieces on the board, by code */
  uint32_t present;              /* bit p set while count[p] > 0 */
  uint64_t key;
  uint32_t ply;                      /* plies made since the position was set up */
  uint64_t history[CE_HISTORY_RING]; /* key after each ply, by ply % ring */
};

typedef struct
{
  uint64_t key;
  uint32_t present;
  uint16_t halfmove;
  uint8_t castling;
  uint8_t captured;
  uint8_t moved; /* the piece as it stood on its from-square */
  uint8_t ep_count;
  uint8_t ep[CE_MAX_EP];
  uint8_t ep_pawn;
  bool repowered; /* the move moved, added or took a power piece */
} CeUndo;

/* Whether `m` takes a piece (en passant included). */
static inline bool
ce_move_is_capture (const CePosition *pos, CeMove m)
{
  if (ce_move_kind (m) == CE_MOVE_EP)
    return true;
  CePiece p = pos->board[ce_move_to (m)];
  return ce_move_kind (m) == CE_MOVE_NORMAL && p && CE_COLOR (p) != pos->side;
}

/* The piece `m` moves: for a drop, the piece it puts down. */
static inline CePiece
ce_move_piece (const CePosition *pos, CeMove m)
{
  return ce_move_kind (m) == CE_MOVE_DROP ? CE_PIECE (pos->side, ce_move_type (m))
                                          : pos->board[ce_move_from (m)];
}

/* The start position of variant `v` (a copy of v->start). */
void ce_position_start (CePosition *pos, const CeVariant *v);

/* Why the power piece on `sq` of `pos` (refreshed, as every position is)
 * has its power: fills `out` and returns true, or returns false if `sq`
 * holds no power piece. */
bool ce_power_reason (const CePosition *pos, int sq, CePowerReason *out);

void ce_make (CePosition *pos, CeMove m, CeUndo *u);
void ce_unmake (CePosition *pos, CeMove m, const CeUndo *u);

/* Passes the move (for search); never while in check. */
void ce_make_null (CePosition *pos, CeUndo *u);
void ce_unmake_null (CePosition *pos, const CeUndo *u);

/* Board editing for set-up code: keeps counts, key and king squares right.
 * Call ce_position_finish after the last edit. */
void ce_position_clear (CePosition *pos, const CeVariant *v);
void ce_position_put (CePosition *pos, int sq, CePiece p);
void ce_position_remove (CePosition *pos, int sq);
void ce_position_finish (CePosition *pos);

/* Recomputes the key from scratch (tests compare it with the incremental one). */
uint64_t ce_position_compute_key (const CePosition *pos);

/* Used by hooks that rewrite derived piece types (zelig powers): changes the
 * code on `sq` without touching the key. */
void ce_position_recode (CePosition *pos, int sq, CePiece p);

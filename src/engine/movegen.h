/* SPDX-License-Identifier: GPL-3.0-or-later
 * Move generation, attack detection and legality.
 */
#pragma once

#include "position.h"

/* The result if the game has ended by a variant's own rule (a pawn on its
 * flag square), else CE_RESULT_NONE; `why` may be NULL. */
CeResult ce_variant_end (const CePosition *pos, CeEndReason *why);

/* True if `sq` is attacked by a piece of colour `by` in this position (with
 * this position's derived powers).  Entry moves and en passant never attack. */
bool ce_attacked (const CePosition *pos, int sq, int by);

/* True if the side to move's royal piece is attacked. */
bool ce_in_check (const CePosition *pos);

/* Pseudo-legal moves of the side to move (may leave the own king attacked),
 * written to `moves`; returns their number. */
int ce_generate_pseudo (const CePosition *pos, CeMove *moves);

/* Strictly legal moves of the side to move; returns their number (0 also when
 * the game has ended by a variant rule).  The position is used as scratch
 * space and is unchanged on return. */
int ce_generate_legal (CePosition *pos, CeMove *moves);

/* The legal captures, promotions and pawn steps onto a flag square (for
 * the quiescence search; check evasions need ce_generate_legal). */
int ce_generate_tactical (CePosition *pos, CeMove *moves);

/* Whether `m` is of the kind ce_generate_tactical lists: a capture, a
 * promotion or a pawn's step onto its flag square. */
static inline bool
ce_move_is_tactical (const CePosition *pos, CeMove m)
{
  if (ce_move_is_capture (pos, m))
    return true;
  if (ce_move_type (m) && ce_move_kind (m) != CE_MOVE_DROP)
    return true;
  /* A pawn stepping onto its flag square wins outright. */
  const CeVariant *v = pos->v;
  return v->flag_sq[pos->side] == ce_move_to (m) && ce_move_kind (m) == CE_MOVE_NORMAL
         && (v->def->types[CE_TYPE (pos->board[ce_move_from (m)])].flags & CE_PF_PAWN);
}

/* Legality of one pseudo-legal move by making it (the reference method). */
bool ce_move_is_legal_slow (CePosition *pos, CeMove m);

/* Generates legal moves with ce_move_is_legal_slow only (tests compare it
 * with the fast path). */
int ce_generate_legal_slow (CePosition *pos, CeMove *moves);

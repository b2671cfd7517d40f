/* SPDX-License-Identifier: GPL-3.0-or-later
 * Which piece types of a variant are the pieces of orthodox chess: the
 * fact the app needs to write a move with the user's own piece letters or
 * with figurines, which exist for the orthodox pieces only.
 */
#pragma once

#include "variant.h"

typedef enum
{
  CE_KIND_NONE = 0, /* a fairy piece: keeps its letter in every language */
  CE_KIND_KING,
  CE_KIND_QUEEN,
  CE_KIND_ROOK,
  CE_KIND_BISHOP,
  CE_KIND_KNIGHT,
  CE_KIND_PAWN,
  CE_N_KINDS
} CeOrthodoxKind;

/* The orthodox piece `type` of `v` is, from its definition: a royal piece
 * that steps as a king; a piece that moves exactly as a queen, rook, bishop
 * or knight (Zone X's, which may also enter the zone, included; Diagonal's
 * (3,1) knight and every compound are not); a pawn that is not held in
 * hand.  Zelig powers, power pieces and pieces in hand are CE_KIND_NONE. */
CeOrthodoxKind ce_orthodox_kind (const CeVariant *v, int type);

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Checks for a position set up by hand, before anyone plays from it: what
 * the position-string parser refuses (kings, pawn squares, the side not to
 * move in check, castling rights) plus the variant's own legality rule, as
 * codes a user interface can put in its own words.
 */
#pragma once

#include "position.h"

typedef enum
{
  CE_SETUP_OK = 0,
  CE_SETUP_NO_KING,           /* `color` has no king */
  CE_SETUP_TWO_KINGS,         /* `color` has more than one king */
  CE_SETUP_PAWN_SQUARE,       /* a pawn of `color` on `square`, where none may stand */
  CE_SETUP_OPPONENT_IN_CHECK, /* `color`, the side not to move, is in check */
  CE_SETUP_VARIANT_RULE,      /* `color` breaks the variant's own rule (Zelig Chess 2's limits) */
  CE_SETUP_CASTLING,          /* a castling right of `color` without king and partner in place */
  CE_SETUP_GAME_OVER /* the game has already ended (a pawn of `color` on its flag square) */
} CeSetupProblem;

typedef struct
{
  CeSetupProblem problem;
  int color;
  int square; /* CE_NO_SQ when the problem has no one square */
  /* CE_SETUP_VARIANT_RULE: the variant's own sentence for the rule `color`
   * breaks, an English msgid to translate (CE_N_), or NULL if it has none. */
  const char *rule_text;
} CeSetupCheck;

/* Checks `pos` (built with ce_position_clear/put/finish, side, castling and
 * hand set); false with the first problem found in `out` (may be NULL).
 * Kings are counted on the board, not taken from pos->king. */
bool ce_setup_check (const CePosition *pos, CeSetupCheck *out);

/* True if `color` may hold the castling right of `side` (0: towards the
 * highest file, 1: the lowest) in this placement: its king on its start
 * square and a fitting partner on the rook square. */
bool ce_setup_can_castle (const CePosition *pos, int color, int side);

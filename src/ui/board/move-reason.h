/* SPDX-License-Identifier: GPL-3.0-or-later
 * The engine's reason for a move (explain.h) in the user's language, as the
 * few words after a hint: "checkmate", "wins material (+3.2)"; and its
 * threat marks as the board draws them.
 */
#pragma once

#include <glib.h>

#include "position.h"

G_BEGIN_DECLS

/* Why legal move `m` of `pos` is good, or NULL when there is nothing short
 * to say.  The position is used as scratch space and is unchanged.  Free
 * with g_free. */
char *chimera_move_reason (CePosition *pos, CeMove m);

/* Why nothing happens when the piece on `sq` of `pos` is selected: it has
 * no legal move ("Knight on b1: no legal move").  Free with g_free. */
char *chimera_no_legal_move_text (const CePosition *pos, int sq);

/* The threat display for `pos` as board marks (CE_NSQ entries of
 * CHIMERA_BOARD_MARK_*): a tint where the opponent of the side to move
 * attacks, a ring round the side to move's hanging pieces. */
void chimera_threat_marks (const CePosition *pos, guint8 *marks);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The move tree in words for the move list: a move with its NAG symbols,
 * and the side lines and comments that follow a main-line move as Pango
 * markup, variations in parentheses (nested ones inside), each move a link
 * whose address is its node id, so that a click shows that node.  Moves
 * are written in the style handed in (notation-display.h).
 */
#pragma once

#include <glib.h>

#include "notation-display.h"
#include "tree.h"

G_BEGIN_DECLS

/* Node `id`'s move in short algebraic notation with its NAG symbols
 * ("Nf3!?", "Nf3 ±"; the common NAGs past 1-6 as their symbols, the
 * rest as "$N"); "" for the root. */
char *chimera_move_tree_move_text (const CeTree *t, CeNodeId id, ChimeraNotationStyle style);

/* The same numbered as a reader names a move: "12. Nf3", "12… Nf6". */
char *chimera_move_tree_numbered_move (const CeTree *t, CeNodeId id, ChimeraNotationStyle style);

/* What the move list shows below main-line node `id`: its comment, then
 * the alternatives to its move (its parent's other children), each in
 * parentheses with its own comments and nested variations.  The node
 * `viewed` is drawn bold.  NULL when there is nothing to show. */
char *chimera_move_tree_markup (const CeTree *t,
                                CeNodeId id,
                                CeNodeId viewed,
                                ChimeraNotationStyle style);

G_END_DECLS

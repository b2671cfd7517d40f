/* SPDX-License-Identifier: GPL-3.0-or-later
 * A piece on the board in words: its name, how it moves and, for a zelig,
 * why it has its power; what the board's tooltip, its keyboard cursor and
 * its accessible cells say.
 */
#pragma once

#include <glib.h>

#include "board-scene.h"
#include "position.h"

G_BEGIN_DECLS

/* For the zelig (any power piece) on `square`: its power and why, as
 * "Rook: the nearest zelig on the a-file"; NULL for any other square.
 * Free with g_free. */
char *chimera_piece_power_reason (const CePosition *pos, int square);

/* The piece on `square` in words, one line each: its name with its colour
 * ("White ZigZag Rook"), how it moves, and for a zelig why it has its power;
 * NULL for an empty square.  Free with g_free. */
char *chimera_piece_describe (const CePosition *pos, int square);

/* The same as Pango markup for a tooltip: the name in bold. */
char *chimera_piece_describe_markup (const CePosition *pos, int square);

/* How the piece on `square` moves and why it has its power, as one run of
 * sentences for a screen reader (the name is said before it); NULL for an
 * empty square.  Free with g_free. */
char *chimera_piece_describe_moves (const CePosition *pos, int square);

/* What the last move shown did to other zeligs' powers, for the message
 * line: "Power changed: c3 Rook" or "Powers changed: c3 Rook, f1 Bishop";
 * NULL if it changed none.  Free with g_free. */
char *chimera_power_changes_text (ChimeraBoardScene *scene);

/* For the message line while the keyboard cursor moves: the piece under
 * the cursor in one line ("g1: White ZigZag Rook. One square ..."), if the
 * scene's change `what` (ChimeraBoardSceneChange bits) was the cursor's
 * alone and the cursor shows on a piece; NULL otherwise.  Free with
 * g_free. */
char *chimera_cursor_status_text (ChimeraBoardScene *scene, guint what);

/* What a screen reader should hear besides the square after a cursor key
 * (chimera_board_scene_move_cursor's answer): how to use the cursor when
 * the key showed it, that it is at the edge when it could not move, the
 * name of what it skipped ("Past the Lake."); NULL when the square says
 * it all.  Free with g_free. */
char *chimera_cursor_step_text (ChimeraBoardScene *scene, ChimeraCursorStep step);

G_END_DECLS

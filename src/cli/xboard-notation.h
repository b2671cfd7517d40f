/* SPDX-License-Identifier: GPL-3.0-or-later
 * Moves and squares as XBoard writes them (CECP coordinate notation), and
 * the legal-move markers ("highlight") the engine sends when the user
 * lifts a piece.  XBoard numbers the ranks of a board with exactly ten
 * ranks from 0 (ZigZag Madness: a0..j9), every other board from 1; drops
 * are "J@e2", promotions carry the lower-case piece letter, and a castle is
 * the king's move (ZigZag's trailing "c" is ours only).
 */
#pragma once

#include "position.h"

#include <stddef.h>

#define CHIMERA_XB_MOVE_SIZE 16

/* The square's name in XBoard's numbering into buf (4 bytes). */
char *chimera_xb_square_name (const CeVariant *v, int sq, char *buf);

/* Reads a square in XBoard's numbering at s; returns the characters read
 * (0 if none or off the grid) and stores the square. */
int chimera_xb_square_parse (const CeVariant *v, const char *s, int *sq);

/* Writes the legal move m of pos for XBoard into buf (CHIMERA_XB_MOVE_SIZE). */
char *chimera_xb_move_string (const CePosition *pos, CeMove m, char *buf);

/* The legal move of pos that XBoard means by s ("e2e4", "e7e8q", "J@d2",
 * "f1h1"); false if s is malformed or names no legal move.  Where a king
 * step and a castle share both squares (ZigZag's one-square castle), the
 * step is meant. */
bool chimera_xb_move_parse (CePosition *pos, const char *s, CeMove *m);

/* Whether XBoard's own board shows m as we play it.  ZigZag's one-square
 * castle reads as a plain king step there, so the engine never chooses it. */
bool chimera_xb_move_drawable (const CePosition *pos, CeMove m);

/* The type shown with this letter (either case), 0 if none. */
int chimera_xb_type_of_letter (const CeVariant *v, char c);

/* Reads a holdings square as XBoard names it in "lift" (White's on the
 * second file right of the board, Black's on the second left of it): the
 * owner and the row, 0 nearest the owner.  False for any other text. */
bool chimera_xb_holdings_parse (const CeVariant *v, const char *s, int *color, int *row);

/* The "highlight" colour board for the legal moves of the piece on `from`,
 * or (from CE_NO_SQ) of dropping type `drop`: yellow for a move, red for a
 * capture, magenta for a promotion with a choice, blue for a forced one.
 * Writes it into buf (at least 128 bytes). */
void chimera_xb_highlight (CePosition *pos, int from, int drop, char *buf, size_t size);

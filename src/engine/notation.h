/* SPDX-License-Identifier: GPL-3.0-or-later
 * Position strings and coordinate move notation, as fixed by RULINGS.md:
 *   <board>[<holdings>] <side> <castling> <ep> <halfmove> <fullmove>
 * and moves `e2e4`, `e7e8q`, `J@d4`, `f1h1c`.
 *
 * Parsers never crash on any input: they return false and write a one-line
 * message naming what is wrong into `err` (CE_ERR_SIZE bytes).
 */
#pragma once

#include "position.h"

#define CE_ERR_SIZE  160
#define CE_FEN_SIZE  256
#define CE_MOVE_SIZE 12

bool ce_position_from_fen (CePosition *pos, const CeVariant *v, const char *fen, char *err);
/* Writes the position string into buf (CE_FEN_SIZE bytes); returns buf. */
char *ce_position_to_fen (const CePosition *pos, char *buf);

/* Writes the move in coordinate notation into buf (CE_MOVE_SIZE bytes). */
char *ce_move_to_string (const CePosition *pos, CeMove m, char *buf);
/* Finds the legal move written as `s`; false with a message if `s` is
 * malformed or names no legal move. */
bool ce_move_parse (CePosition *pos, const char *s, CeMove *m, char *err);

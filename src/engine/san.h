/* SPDX-License-Identifier: GPL-3.0-or-later
 * Short algebraic notation for every variant, for people to read: piece
 * letter, the least disambiguation that makes the move unique, x for
 * captures, =Q for promotions, + for check and # for a move that ends the
 * game with a win (mate or a flag square).  Pawns have no letter, ZigZag's
 * ninja pawns are J, drops J@d4; castling O-O and O-O-O, ZigZag's flexible
 * castles with the king's distance, O-O/1 ... O-O-O/4.
 */
#pragma once

#include "position.h"

#define CE_SAN_SIZE 16

/* Writes legal move `m` of `pos` into buf (CE_SAN_SIZE bytes); returns buf.
 * The position is used as scratch space and is unchanged on return. */
char *ce_move_to_san (CePosition *pos, CeMove m, char *buf);

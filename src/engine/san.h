/* SPDX-License-Identifier: GPL-3.0-or-later
 * Algebraic move notation for people, both directions, for every variant.
 *
 * Written: short algebraic notation: piece letter, the least disambiguation
 * that makes the move unique, x for captures, =Q for promotions, + for check
 * and # for a move that ends the game with a win (mate or a flag square).
 * Pawns have no letter, ZigZag's ninja pawns are J, drops J@d4; castling
 * O-O and O-O-O, ZigZag's flexible castles with the king's distance,
 * O-O/1 ... O-O-O/4.  Also the Chess Variant Pages' long form, which
 * always gives the whole origin: Nb1-c3, e4xd5, e7-e8=Q.
 *
 * Read: all of that, and coordinates (e2e4, e7e8q, J@d4, f1h1c: notation.h),
 * any amount of origin (Ngf3, N1f3, Ng1f3, Ng1-f3), 0 or o for O, : for x,
 * promotions as =Q, Q or q, and trailing +, #, ! and ?, which say nothing
 * about which move it is.  A Zone X entry is written like any other move
 * (Nd5).  Every move read is one of the position's legal moves.
 */
#pragma once

#include "notation.h"
#include "position.h"

#include <stddef.h>

#define CE_SAN_SIZE 16

/* Writes legal move `m` of `pos` into buf (CE_SAN_SIZE bytes); returns buf.
 * The position is used as scratch space and is unchanged on return. */
char *ce_move_to_san (CePosition *pos, CeMove m, char *buf);
/* The same for a caller that has the legal moves already: `legal` (nlegal
 * of them) are those of `pos`, and `nreplies` is how many the position
 * after `m` has; NULL or -1 has them generated. */
char *ce_move_to_san_listed (
  CePosition *pos, const CeMove *legal, int nlegal, int nreplies, CeMove m, char *buf);
/* The same in the long form; castling and drops as in short algebraic. */
char *ce_move_to_long (CePosition *pos, CeMove m, char *buf);

/* Reads one move in any notation above.  False with a message (CE_ERR_SIZE
 * bytes) if it is malformed, names no legal move or more than one; when
 * several fit, the one whose own short algebraic notation it is wins.  The
 * position is used as scratch space and is unchanged. */
bool ce_move_parse_san (CePosition *pos, const char *text, CeMove *m, char *err);
/* The same for a caller that has generated the position's `n` legal moves
 * already, for `len` bytes of text that need not be terminated (a token in
 * a file). */
bool ce_move_match_san (
  CePosition *pos, const CeMove *moves, int n, const char *text, size_t len, CeMove *m, char *err);

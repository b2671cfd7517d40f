/* SPDX-License-Identifier: GPL-3.0-or-later
 * What each side has taken in a game, read from the moves of its record
 * (never from a difference of piece counts, which promotions, drops and
 * zelig power changes make wrong), and the words for it.
 */
#pragma once

#include <glib.h>

#include "game.h"

G_BEGIN_DECLS

/* The pieces each side captured in the first `ply` moves of `rec`:
 * taken[taker][type], by the base type of the piece taken (a zelig of any
 * power counts as a zelig; a promoted piece counts as what it had become).
 * Promotions, drops and castling take nothing. */
void chimera_captures_tally (const CeGame *rec, int ply, int taken[2][CE_MAX_TYPES]);

/* The types of which `taken` holds pieces, most valuable first (as players
 * list material; ties in the variant's order), in `order`; returns how
 * many. */
int
chimera_captures_types (const CeVariant *v, const int taken[CE_MAX_TYPES], int order[CE_MAX_TYPES]);

/* The captured pieces of one side in words, "1 queen, 2 pawns", each count
 * agreeing with its number and held together by no-break spaces (a line
 * breaks only between pieces); NULL if none.  Free with g_free. */
char *chimera_captures_text (const CeVariant *v, const int taken[CE_MAX_TYPES]);

/* `words` with every space a no-break space, so a wrapping label keeps
 * them on one line ("2 ZigZag Rooks").  Free with g_free. */
char *chimera_words_unbroken (const char *words);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The user's language for what the engine names in English: variants, their
 * descriptions, piece types and how a game ended.  The engine marks its
 * words for translation (CE_N_ in variant.h) without gettext; the UI
 * translates them here, at the point of display.
 */
#pragma once

#include <glib.h>

#include "types.h"
#include "variant.h"

G_BEGIN_DECLS

/* The variant's name and one-line description, translated. */
const char *chimera_variant_name (const CeVariant *v);
const char *chimera_variant_description (const CeVariant *v);

/* Piece type `type` of `v` named on its own, as a title ("ZigZag Rook",
 * "Zickzack-Turm"). */
const char *chimera_piece_type_title (const CeVariant *v, int type);

/* A piece of that type and colour `color` (CE_WHITE or CE_BLACK), the colour
 * agreeing in the user's language ("white queen", "weiße Dame", "dame
 * blanche"). */
const char *chimera_piece_type_with_color (const CeVariant *v, int type, int color);

/* How a piece of that type moves, in one or two sentences ("Slides any
 * distance diagonally."). */
const char *chimera_piece_type_moves (const CeVariant *v, int type);

/* `n` pieces of that type, the noun agreeing with the number ("2 pawns",
 * "2 Bauern"); free with g_free.  A zelig of any power counts as a zelig. */
char *chimera_piece_type_count (const CeVariant *v, int type, int n);

/* For a power piece (ce_variant_is_power_piece), its current power in
 * words ("Queen"; the plain zelig: a monarch's step); NULL for others. */
const char *chimera_piece_type_power (const CeVariant *v, int type);

/* For a power piece, `n` pieces of its power in a tally of powers ("2
 * rooks", "1 monarch"), the noun agreeing with the number; NULL for
 * others.  Free with g_free. */
char *chimera_piece_type_power_count (const CeVariant *v, int type, int n);

/* For a power piece, the one letter its power is shown by on the board
 * ("N" for a knight, "S" for a Springer); NULL for others. */
const char *chimera_piece_type_power_letter (const CeVariant *v, int type);

/* Why a game ended, as a sentence start ("Checkmate"). */
const char *chimera_end_reason (CeEndReason why);

/* For tests: the variant ids and piece names of the engine that lack a
 * word to translate (so they would show in English or not at all); empty
 * when complete. */
char **chimera_engine_names_missing (void);

G_END_DECLS

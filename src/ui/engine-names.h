/* SPDX-License-Identifier: GPL-3.0-or-later
 * The user's language for what the engine names in English: variants, their
 * descriptions, piece types and how a game ended.  The engine has no
 * gettext; the UI looks its strings up here at the point of display.
 */
#pragma once

#include <glib.h>

#include "types.h"
#include "variant.h"

G_BEGIN_DECLS

/* The variant's name and one-line description, translated. */
const char *chimera_variant_name (const CeVariant *v);
const char *chimera_variant_description (const CeVariant *v);

/* A piece type (the engine's `types[t].name`, e.g. "zigzag rook") named on
 * its own, as a title ("Zigzag rook", "Zickzack-Turm").  An unknown name
 * comes back as it is. */
const char *chimera_piece_title (const char *engine_name);

/* A piece of colour `color` (CE_WHITE or CE_BLACK) of that type, with the
 * colour agreeing in the user's language ("white queen", "weiße Dame",
 * "dame blanche"). */
const char *chimera_piece_with_color (const char *engine_name, int color);

/* `n` pieces of that type, the noun agreeing with the number ("2 pawns",
 * "2 Bauern"); free with g_free.  A zelig of any power counts as a zelig. */
char *chimera_piece_count (const char *engine_name, int n);

/* Why a game ended, as a sentence start ("Checkmate"). */
const char *chimera_end_reason (CeEndReason why);

/* For tests: the variant ids and piece names of the engine the tables
 * above lack (so they would show in English); empty when complete. */
char **chimera_engine_names_missing (void);

G_END_DECLS

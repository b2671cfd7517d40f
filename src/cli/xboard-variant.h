/* SPDX-License-Identifier: GPL-3.0-or-later
 * How a variant is described to XBoard: its name there (orthodox chess is
 * "normal"), and for every other variant the "setup" command (piece-to-char
 * table, board size, holdings, parent variant, start position) and the
 * "piece" commands (Betza notation) for the pieces XBoard cannot know.
 */
#pragma once

#include "variant.h"

#include <stddef.h>

/* The comma-separated list for "feature variants=...". */
void chimera_xb_variant_list (char *buf, size_t size);

/* The variant XBoard calls `name`, or NULL. */
const CeVariant *chimera_xb_variant_lookup (const char *name);

/* XBoard's name of v. */
const char *chimera_xb_variant_name (const CeVariant *v);

/* Whether XBoard needs v defined (every variant but orthodox chess). */
bool chimera_xb_variant_is_engine_defined (const CeVariant *v);

/* Writes the "setup (TABLE) WxH+S_PARENT FEN" line for v into buf. */
void chimera_xb_variant_setup (const CeVariant *v, char *buf, size_t size);

/* Writes the "piece" command for `type` of v into buf and returns true, or
 * returns false when Betza notation as XBoard reads it cannot describe the
 * piece (bent riders, entry moves, powers, pawns' regional steps): for
 * those the engine's "highlight" answers tell XBoard the legal moves. */
bool chimera_xb_variant_piece (const CeVariant *v, int type, char *buf, size_t size);

/* The type XBoard shows in holdings row `row` (0 nearest the owner), 0 if
 * none. */
int chimera_xb_variant_holdings_type (const CeVariant *v, int row);

/* The letters (upper case) of `types` (bit t for type t), the strongest
 * first, for the "choice" command. */
void chimera_xb_variant_choice (const CeVariant *v, unsigned types, char *buf, size_t size);

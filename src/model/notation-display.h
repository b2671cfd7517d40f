/* SPDX-License-Identifier: GPL-3.0-or-later
 * Moves as the user reads them: short algebraic notation with the piece
 * letters of the user's language (German K D T L S, French R D T F C) or
 * with figurines.  Display only: files, the clipboard's PGN, chimera-cli
 * and engines keep the standard English letters the engine writes
 * (ce_move_to_san).
 *
 * The style is handed in by the caller, never read here: the "notation"
 * setting is the app's (GSettings and its schema, notation-setting.h in
 * src/ui), and the model knows no settings, so that its texts can be made
 * and tested in any style without a display or a settings backend.  The
 * letters follow the language of the process (gettext, "piece letter").
 */
#pragma once

#include <glib.h>

#include "piece-kind.h"
#include "position.h"
#include "san.h"

G_BEGIN_DECLS

/* How the pieces of a move are written (the values of the app's
 * "notation" setting). */
typedef enum
{
  CHIMERA_NOTATION_LETTERS,  /* the language's letters */
  CHIMERA_NOTATION_FIGURINES /* ♚ ♛ ♜ ♝ ♞ for the orthodox pieces, letters for the rest */
} ChimeraNotationStyle;

/* Room for any move written for display: a figurine or a translated letter
 * takes up to 4 bytes where SAN has one. */
#define CHIMERA_DISPLAY_SAN_SIZE (CE_SAN_SIZE * 2 + 16)

/* Legal move `m` of `pos` written for the user in `style` into buf
 * (CHIMERA_DISPLAY_SAN_SIZE bytes); returns buf.  The letters of the
 * orthodox pieces (ce_orthodox_kind) follow the language unless one would
 * then stand for two pieces of the variant (French F is the bishop and
 * ZigZag's Ferz Knight): the whole variant keeps the English letters then.
 * Other pieces always keep theirs.  `pos` is scratch space, unchanged on
 * return, as for ce_move_to_san. */
char *chimera_notation_move (CePosition *pos, CeMove m, ChimeraNotationStyle style, char *buf);

/* The same for a move whose English SAN `san` is known (a tree node's,
 * ce_tree_san): nothing is generated again. */
char *chimera_notation_from_san (
  const CePosition *pos, CeMove m, const char *san, ChimeraNotationStyle style, char *buf);

/* What stands for piece `type` of `v` in moves written in `style` (a
 * static or translated string, never NULL; "" for a pawn). */
const char *chimera_notation_piece (const CeVariant *v, int type, ChimeraNotationStyle style);

/* What stands for an orthodox piece of `kind` (not a pawn) in `style`
 * where the variant takes the language's letters: an example for the
 * Preferences window. */
const char *chimera_notation_kind_symbol (CeOrthodoxKind kind, ChimeraNotationStyle style);

/* Whether `c` is one of the figurines moves are written with (♚ to ♞). */
gboolean chimera_notation_is_figurine (gunichar c);

/* `text` escaped for Pango markup, its figurines in spans drawn larger
 * than the letters beside them: the usual fonts draw the chess symbols
 * about as high as a lower-case letter, too small beside the capitals of
 * other moves (free with g_free). */
char *chimera_notation_markup_escape (const char *text);

G_END_DECLS

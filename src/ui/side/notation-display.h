/* SPDX-License-Identifier: GPL-3.0-or-later
 * Moves as the user reads them: short algebraic notation with the piece
 * letters of the user's language (German K D T L S, French R D T F C) or
 * with figurines, as the "notation" setting says.  Display only: files,
 * the clipboard's PGN, chimera-cli and engines keep the standard English
 * letters the engine writes (ce_move_to_san).
 */
#pragma once

#include <gtk/gtk.h>

#include "piece-kind.h"
#include "position.h"
#include "san.h"

G_BEGIN_DECLS

/* How the app writes the pieces of a move (the "notation" setting). */
typedef enum
{
  CHIMERA_NOTATION_LETTERS,  /* the language's letters */
  CHIMERA_NOTATION_FIGURINES /* ♚ ♛ ♜ ♝ ♞ for the orthodox pieces, letters for the rest */
} ChimeraNotationStyle;

/* Room for any move written for display: a figurine or a translated letter
 * takes up to 4 bytes where SAN has one. */
#define CHIMERA_DISPLAY_SAN_SIZE (CE_SAN_SIZE * 2 + 16)

/* The style the setting asks for now (letters without settings). */
ChimeraNotationStyle chimera_notation_get_style (void);

/* Legal move `m` of `pos` written for the user into buf
 * (CHIMERA_DISPLAY_SAN_SIZE bytes) in the current style; returns buf.  The
 * letters of the orthodox pieces (ce_orthodox_kind) follow the language
 * unless one would then stand for two pieces of the variant (French F is
 * the bishop and ZigZag's Ferz Knight): the whole variant keeps the English
 * letters then.  Other pieces always keep theirs.  `pos` is scratch space,
 * unchanged on return, as for ce_move_to_san. */
char *chimera_notation_move (CePosition *pos, CeMove m, char *buf);

/* The same with an explicit style, for callers that do not follow the
 * setting (tests, previews). */
char *
chimera_notation_move_styled (CePosition *pos, CeMove m, ChimeraNotationStyle style, char *buf);

/* chimera_notation_move for a move whose English SAN `san` is known (a
 * tree node's, ce_tree_san): nothing is generated again. */
char *chimera_notation_from_san (const CePosition *pos, CeMove m, const char *san, char *buf);

/* What stands for piece `type` of `v` in moves written in `style` (a
 * static or translated string, never NULL; "" for a pawn). */
const char *chimera_notation_piece (const CeVariant *v, int type, ChimeraNotationStyle style);

/* What stands for an orthodox piece of `kind` (not a pawn) in `style`
 * where the variant takes the language's letters: an example for the
 * Preferences window. */
const char *chimera_notation_kind_symbol (CeOrthodoxKind kind, ChimeraNotationStyle style);

/* Draws the figurines in `label`'s text larger than its letters: the
 * usual fonts draw the chess symbols about as high as a lower-case letter,
 * too small beside the capitals of other moves.  Call after each change of
 * the text; a label without figurines keeps its look. */
void chimera_notation_scale_figurines (GtkLabel *label);

/* `text` escaped for Pango markup, its figurines drawn larger as
 * chimera_notation_scale_figurines does (free with g_free). */
char *chimera_notation_markup_escape (const char *text);

/* Calls `callback` (swapped: with `owner` as its only argument) each time
 * the notation setting changes, for as long as `owner` lives: the views
 * that wrote moves write them again. */
void chimera_notation_watch (GObject *owner, GCallback callback);

G_END_DECLS

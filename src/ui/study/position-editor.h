/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraPositionEditor: sets up a position of any variant by hand — pieces
 * of both colours from a palette, ninja pawns in hand, side to move,
 * castling rights — checks it by the engine's rules with a clear message,
 * and hands a game from it to whoever opened it ("Play", or "Analyse" to
 * study it), with the "start" signal.
 */
#pragma once

#include <adwaita.h>

#include "board-view.h"
#include "chimera-game.h"

G_BEGIN_DECLS

#define CHIMERA_TYPE_POSITION_EDITOR (chimera_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (
  ChimeraPositionEditor, chimera_position_editor, CHIMERA, POSITION_EDITOR, AdwWindow)

/* An editor transient for `parent`, starting from the placement, side to
 * move, castling rights and pieces in hand of `pos`. */
ChimeraPositionEditor *chimera_position_editor_new (GtkWindow *parent, const CePosition *pos);

/* What a user does, for tests and tools: choose the palette's piece
 * (0: the eraser), click square `sq` with it, take a piece off, choose the
 * side to move, a variant (its start position), an empty board, the
 * opponent (0 a person, 1 the computer plays Black, 2 it plays White). */
void chimera_position_editor_set_tool (ChimeraPositionEditor *self, CePiece piece);
void chimera_position_editor_click (ChimeraPositionEditor *self, int sq);
void chimera_position_editor_erase (ChimeraPositionEditor *self, int sq);
void chimera_position_editor_set_side (ChimeraPositionEditor *self, int side);
void chimera_position_editor_set_variant (ChimeraPositionEditor *self, const char *id);
void chimera_position_editor_clear (ChimeraPositionEditor *self);
void chimera_position_editor_set_opponent (ChimeraPositionEditor *self, guint opponent);

/* Whether the position may be played, and what the editor says of it. */
gboolean chimera_position_editor_is_valid (ChimeraPositionEditor *self);
const char *chimera_position_editor_get_message (ChimeraPositionEditor *self);
const CePosition *chimera_position_editor_get_position (ChimeraPositionEditor *self);
ChimeraBoardView *chimera_position_editor_get_board (ChimeraPositionEditor *self);

/* "Play" and "Analyse": FALSE (and nothing happens) if the position is
 * not valid; otherwise "start" hands the game over and the editor closes. */
gboolean chimera_position_editor_play (ChimeraPositionEditor *self);
gboolean chimera_position_editor_analyse (ChimeraPositionEditor *self);

/* Signals:
 *   "start" (ChimeraGame *game, gboolean analyse): a game from the position
 *     set up, with the players chosen; the editor closes right after. */

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardOrientation: keeps a board view turned as the
 * board-orientation setting says for the game it shows — the person's side
 * (against the computer), White or Black at the bottom, or the side to
 * move (turning after every move).  Flip Board is a manual override that
 * lasts until the next game or the next change of the setting.
 */
#pragma once

#include "board-view.h"
#include "chimera-game.h"

G_BEGIN_DECLS

/* The setting's values (the nicks of io.github.chimera.Chimera.BoardOrientation). */
typedef enum
{
  CHIMERA_ORIENTATION_PERSON,       /* "person": today's, and the default */
  CHIMERA_ORIENTATION_WHITE,        /* "white": White at the bottom */
  CHIMERA_ORIENTATION_BLACK,        /* "black": Black at the bottom */
  CHIMERA_ORIENTATION_SIDE_TO_MOVE, /* "side-to-move": two people at one screen */
} ChimeraOrientation;

/* Whether `mode` shows `game` with Black at the bottom.  The person's side
 * is Black only when a person plays Black against the computer; with two
 * people, or two computers, White is at the bottom. */
gboolean chimera_orientation_flips (ChimeraOrientation mode, ChimeraGame *game);

#define CHIMERA_TYPE_BOARD_ORIENTATION (chimera_board_orientation_get_type ())
G_DECLARE_FINAL_TYPE (
  ChimeraBoardOrientation, chimera_board_orientation, CHIMERA, BOARD_ORIENTATION, GObject)

/* Turns `board` (not owned: it must outlive the orientation) from now on. */
ChimeraBoardOrientation *chimera_board_orientation_new (ChimeraBoardView *board);
/* A new game: the setting decides again (any flip by hand is forgotten). */
void chimera_board_orientation_set_game (ChimeraBoardOrientation *self, ChimeraGame *game);
/* Flip Board: turns the board by hand; the setting stops turning it until
 * the next game or the next change of the setting. */
void chimera_board_orientation_flip (ChimeraBoardOrientation *self);

G_END_DECLS

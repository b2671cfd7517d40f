/* SPDX-License-Identifier: GPL-3.0-or-later
 * Which side of the board is at the bottom: the setting, applied to each
 * game and, for "side to move", after each move, unless turned by hand.
 */
#include "config.h"

#include "board-orientation.h"

#include "chimera-settings.h"

struct _ChimeraBoardOrientation
{
  GObject parent_instance;
  ChimeraBoardView *board; /* not owned */
  ChimeraGame *game;
  gboolean by_hand; /* flipped by hand since the last game or setting change */
};

G_DEFINE_FINAL_TYPE (ChimeraBoardOrientation, chimera_board_orientation, G_TYPE_OBJECT)

gboolean
chimera_orientation_flips (ChimeraOrientation mode, ChimeraGame *game)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game), FALSE);
  switch (mode)
    {
      case CHIMERA_ORIENTATION_WHITE: return FALSE;
      case CHIMERA_ORIENTATION_BLACK: return TRUE;
      case CHIMERA_ORIENTATION_SIDE_TO_MOVE:
        return chimera_game_get_side_to_move (game) == CE_BLACK;
      case CHIMERA_ORIENTATION_PERSON:
      default:
        return chimera_game_get_level (game, CE_BLACK) == 0
               && chimera_game_get_level (game, CE_WHITE) > 0;
    }
}

static ChimeraOrientation
setting (void)
{
  GSettings *settings = chimera_settings_get ();
  return settings ? (ChimeraOrientation) g_settings_get_enum (settings, "board-orientation")
                  : CHIMERA_ORIENTATION_PERSON;
}

static void
apply (ChimeraBoardOrientation *self)
{
  if (self->by_hand || !self->game)
    return;
  chimera_board_view_set_flipped (self->board, chimera_orientation_flips (setting (), self->game));
}

static void
setting_changed (ChimeraBoardOrientation *self)
{
  self->by_hand = FALSE;
  apply (self);
}

void
chimera_board_orientation_set_game (ChimeraBoardOrientation *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_BOARD_ORIENTATION (self));
  g_return_if_fail (CHIMERA_IS_GAME (game));
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  /* Only "side to move" follows the moves; the others settle per game. */
  g_signal_connect_object (game, "notify::side-to-move", G_CALLBACK (apply), self,
                           G_CONNECT_SWAPPED);
  self->by_hand = FALSE;
  apply (self);
}

void
chimera_board_orientation_flip (ChimeraBoardOrientation *self)
{
  g_return_if_fail (CHIMERA_IS_BOARD_ORIENTATION (self));
  self->by_hand = TRUE;
  chimera_board_view_set_flipped (self->board, !chimera_board_view_get_flipped (self->board));
}

static void
chimera_board_orientation_dispose (GObject *object)
{
  ChimeraBoardOrientation *self = CHIMERA_BOARD_ORIENTATION (object);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (chimera_board_orientation_parent_class)->dispose (object);
}

static void
chimera_board_orientation_class_init (ChimeraBoardOrientationClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chimera_board_orientation_dispose;
}

static void
chimera_board_orientation_init (ChimeraBoardOrientation *self)
{
}

ChimeraBoardOrientation *
chimera_board_orientation_new (ChimeraBoardView *board)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (board), NULL);
  ChimeraBoardOrientation *self = g_object_new (CHIMERA_TYPE_BOARD_ORIENTATION, NULL);
  self->board = board;
  GSettings *settings = chimera_settings_get ();
  if (settings)
    g_signal_connect_object (settings, "changed::board-orientation", G_CALLBACK (setting_changed),
                             self, G_CONNECT_SWAPPED);
  return self;
}

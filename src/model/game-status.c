/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game's status in words, for the side panel and the window's subtitle.
 */
#include "config.h"

#include "game-status.h"

#include "move-tree-text.h"

#include <glib/gi18n.h>

/* Where the position shown is in the main line: which move it is, as
 * players count moves, of how many, and whose it is. */
static char *
history_text (ChimeraGame *game, int view)
{
  const CePosition *pos = chimera_game_get_viewed_position (game);
  gboolean white = pos->side == CE_WHITE;
  if (view == 0)
    return g_strdup (white ? _ ("Start of the game, White to move")
                           : _ ("Start of the game, Black to move"));
  /* The number of the last move played, White's or Black's. */
  int n = chimera_game_get_n_plies (game);
  int last = (int) ce_game_position_at (chimera_game_get_record (game), n - 1)->fullmove;
  /* TRANSLATORS: the position shown while browsing a game: the move to
   * come there, as players number them (after White's 8th move it is
   * Black's 8th), of the game's moves ("of 19": its last move is a 19th). */
  return g_strdup_printf (white ? _ ("Move %d of %d, White to move")
                                : _ ("Move %d of %d, Black to move"),
                          (int) pos->fullmove, last);
}

char *
chimera_game_status_text (ChimeraGame *game,
                          gboolean thinking,
                          ChimeraNotationStyle style,
                          char **summary)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game) && summary, NULL);
  *summary = NULL;
  int view = chimera_game_get_view (game);
  char *status = NULL;
  if (view >= 0)
    {
      const CeTree *tree = chimera_game_get_tree (game);
      CeNodeId node = chimera_game_get_viewed_node (game);
      if (ce_tree_is_mainline (tree, node))
        status = history_text (game, view);
      else
        {
          g_autofree char *move = chimera_move_tree_numbered_move (tree, node, style);
          /* TRANSLATORS: the position shown is in a side line (a
           * variation) of the game, after its move %s ("12… Nf6"). */
          status = g_strdup_printf (_ ("In a variation: after %s"), move);
        }
    }
  else if (chimera_game_get_result (game, NULL) != CE_RESULT_NONE)
    return NULL; /* the banner above the board says how it ended */
  else if (chimera_game_get_paused (game))
    {
      *summary = g_strdup (_ ("Paused"));
      /* TRANSLATORS: the side panel's status while a clock game is paused. */
      return g_strdup (_ ("Paused: the clocks stand still until you resume (Ctrl+P)"));
    }
  else if (thinking)
    status = g_strdup (_ ("The computer is thinking…"));
  if (status)
    *summary = g_strdup (status);
  return status;
}

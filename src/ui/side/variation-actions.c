/* SPDX-License-Identifier: GPL-3.0-or-later
 * Promote and delete at the node shown, as the window's actions.
 */
#include "config.h"

#include "variation-actions.h"

static ChimeraGame *(*game_of) (GtkWidget *window);

static void
activated (GtkWidget *window, const char *action, GVariant *param)
{
  ChimeraGame *game = game_of (window);
  if (!game)
    return;
  CeNodeId node = chimera_game_get_viewed_node (game);
  if (g_str_equal (action, "win.promote-variation"))
    chimera_game_promote (game, node, TRUE);
  else if (g_str_equal (action, "win.delete-variation"))
    chimera_game_delete_variation (game, node);
  else
    chimera_game_delete_from (game, node);
}

void
chimera_variation_actions_install (GtkWidgetClass *klass,
                                   ChimeraGame *(*get_game) (GtkWidget *window))
{
  game_of = get_game;
  gtk_widget_class_install_action (klass, "win.promote-variation", NULL, activated);
  gtk_widget_class_install_action (klass, "win.delete-variation", NULL, activated);
  gtk_widget_class_install_action (klass, "win.delete-from-here", NULL, activated);
}

void
chimera_variation_actions_update (GtkWidget *window, ChimeraGame *game)
{
  const CeTree *t = chimera_game_get_tree (game);
  CeNodeId node = chimera_game_get_viewed_node (game);
  gboolean in_variation = !ce_tree_is_mainline (t, node);
  /* The game's own moves go with undo; only the moves taken back or a
   * side line are deleted from here. */
  gboolean deletable
    = in_variation || ce_tree_node (t, node)->ply > chimera_game_get_n_plies (game);
  gboolean paused = chimera_game_get_paused (game);
  gtk_widget_action_set_enabled (window, "win.promote-variation", in_variation && !paused);
  gtk_widget_action_set_enabled (window, "win.delete-variation", in_variation && !paused);
  gtk_widget_action_set_enabled (window, "win.delete-from-here", deletable && !paused);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Annotating the move shown: its comment (win.comment opens an editor),
 * its NAGs (win.nag toggles the NAG its integer names, win.clear-nags
 * removes them all), and the menu that offers them with the variation
 * actions: the move list's context menu.
 */
#pragma once

#include <gtk/gtk.h>

#include "chimera-game.h"

G_BEGIN_DECLS

/* Adds the three actions to `window`, which hands out its game through
 * `get_game`. */
void chimera_move_annotate_add_actions (GtkApplicationWindow *window,
                                        ChimeraGame *(*get_game) (GtkWidget *window));
/* Enables them where the node shown is a move. */
void chimera_move_annotate_update (GtkApplicationWindow *window, ChimeraGame *game);

/* The move list's context menu (unref it): annotations, then variations. */
GMenuModel *chimera_move_annotate_context_menu (void);

/* Opens the comment editor on `node` of `game`, over `parent`; Save sets
 * the comment (an empty one removes it), Cancel or Escape keeps it.
 * Returns the editor window. */
GtkWindow *chimera_comment_editor_present (GtkWindow *parent, ChimeraGame *game, CeNodeId node);

G_END_DECLS

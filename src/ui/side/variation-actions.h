/* SPDX-License-Identifier: GPL-3.0-or-later
 * The window's actions on the move tree at the node shown: make its
 * variation the main line (win.promote-variation), delete its variation
 * (win.delete-variation), delete it and what follows (win.delete-from-here).
 */
#pragma once

#include <gtk/gtk.h>

#include "chimera-game.h"

G_BEGIN_DECLS

/* Installs the three actions on a window class whose instances hand out
 * their game through `get_game`. */
void chimera_variation_actions_install (GtkWidgetClass *klass,
                                        ChimeraGame *(*get_game) (GtkWidget *window));
/* Enables each action where it can do something at `game`'s node shown. */
void chimera_variation_actions_update (GtkWidget *window, ChimeraGame *game);

G_END_DECLS

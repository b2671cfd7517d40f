/* SPDX-License-Identifier: GPL-3.0-or-later
 * Asks which game of a file holding several to open.
 */
#pragma once

#include <adwaita.h>

#include "game-pgn.h"

G_BEGIN_DECLS

/* Called once: `index` is the chosen game, or -1 if the person cancelled.
 * The list is freed after it returns. */
typedef void (*ChimeraGamePicked) (ChimeraGameList *list, int index, gpointer user_data);

/* Shows a modal list of the games over `parent`; takes the list.  A game
 * that cannot be read is a row that cannot be chosen, saying why.
 * `user_data` is released with `destroy` when the dialog is done.  Returns
 * the dialog (owned by GTK) so tests can answer it. */
GtkWindow *chimera_game_picker_present (GtkWindow *parent,
                                        const char *title,
                                        ChimeraGameList *list,
                                        ChimeraGamePicked done,
                                        gpointer user_data,
                                        GDestroyNotify destroy);

/* For tests: picks game `index` of an open picker as a click would. */
void chimera_game_picker_choose (GtkWindow *picker, int index);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Accessible names for widgets that GTK 4.8 names after their type or
 * reads twice: icon-only and mnemonic buttons, menu buttons, switches,
 * spin buttons, lists, list rows and dropdown items.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names every such widget under `root` (replacing what GTK would say): an
 * icon-only button by its tooltip up to the shortcut ("New Game"), a
 * mnemonic button by its label without the underscore, a switch, spin
 * button or list by the preferences row or group it stands in, a list row
 * or dropdown item by the words it shows.  Tooltips stay the descriptions.
 * Widgets that name themselves (the board, the pockets) are none of
 * these kinds and are left alone. */
void chimera_a11y_names_apply (GtkWidget *root);
/* From now on applies the names to every window of the process when it
 * shows and again when its focus moves (rows and popovers come and go).
 * Once per process; later calls do nothing. */
void chimera_a11y_names_watch (void);

G_END_DECLS

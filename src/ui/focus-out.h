/* SPDX-License-Identifier: GPL-3.0-or-later
 * Taking the window's focus out of a widget that is about to be hidden or
 * closed.  GTK 4.8 moves the focus out of a hidden widget only in a later
 * main-loop turn, and takes a reference to the widget at every hide before
 * then, giving back only the last: a widget hidden with the focus in it
 * (a row, a menu) is never freed, and a closed menu keeps the focus.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* If the focus of `widget`'s window is `widget` or under it, gives it to
 * `to`, or to nothing if `to` cannot take it.  Call it before `widget`
 * is hidden. */
void chimera_focus_out_of (GtkWidget *widget, GtkWidget *to);

G_END_DECLS

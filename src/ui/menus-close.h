/* SPDX-License-Identifier: GPL-3.0-or-later
 * Closing the menus under a widget that is about to go or be hidden.  A
 * popover left open there follows its widget off the window (and off the
 * screen), is never freed once its widget is hidden or unparented while
 * it shows, and leaves GTK 4.8 reaching for surfaces that are gone.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Pops down every popover shown under `widget` (`widget` excluded). */
void chimera_menus_close_under (GtkWidget *widget);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The legend of the board's marks in the Rules and Pieces window: a small
 * sample of each mark, drawn by the board painter, with what it means,
 * for the marks the variant has.
 */
#pragma once

#include <gtk/gtk.h>

#include "variant.h"

G_BEGIN_DECLS

/* A new legend for `v`. */
GtkWidget *chimera_rules_legend_new (const CeVariant *v);

/* Puts the legend of `v` at the end of `box` (a vertical GtkBox), in place
 * of the one put there before. */
void chimera_rules_legend_attach (GtkWidget *box, const CeVariant *v);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The "notation" setting in the app's widgets: the style the user chose
 * for the moves the views write (the text itself is the model's,
 * notation-display.h), the views told when it changes, and labels that
 * draw its figurines as tall as capitals.
 */
#pragma once

#include <gtk/gtk.h>

#include "notation-display.h"

G_BEGIN_DECLS

/* The style the setting asks for now (letters without settings). */
ChimeraNotationStyle chimera_notation_get_style (void);

/* Calls `callback` (swapped: with `owner` as its only argument) each time
 * the notation setting changes, for as long as `owner` lives: the views
 * that wrote moves write them again. */
void chimera_notation_watch (GObject *owner, GCallback callback);

/* Draws the figurines in `label`'s text larger than its letters, as
 * chimera_notation_markup_escape does in markup.  Call after each change
 * of the text; a label without figurines keeps its look. */
void chimera_notation_scale_figurines (GtkLabel *label);

G_END_DECLS

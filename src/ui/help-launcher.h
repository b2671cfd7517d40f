/* SPDX-License-Identifier: GPL-3.0-or-later
 * Opening the help manual (help/, installed as help:HELP_ID) in the
 * desktop's help viewer, Yelp.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The URI of the manual's `page` ("zigzag", a page id of help/C/), or of its
 * index when `page` is NULL.  Free with g_free(). */
char *chimera_help_uri (const char *page);

/* Asks the desktop to show `page` of the manual (NULL: the index) over
 * `parent` (nullable).  The viewer starts in the background; when none can
 * (no Yelp installed, no handler for help: URIs) a message dialog over
 * `parent` says so and offers the Rules and Pieces window instead (the
 * parent's win.rules action, when it has one).  Never blocks. */
void chimera_help_show (GtkWindow *parent, const char *page);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Numbers as the user's locale writes them: the decimal separator of
 * LC_NUMERIC (GTK sets the locale from the environment) for every
 * evaluation, clock and figure the app shows.  Display only: what goes to
 * files, engines or settings is written by the engine and g_ascii_*
 * functions, which never follow the locale.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The locale's decimal separator now ("." in C and English, "," in German
 * and French); never NULL or empty. */
const char *chimera_locale_decimal_point (void);

/* `units` in steps of 10^-decimals written with `decimals` digits after
 * the locale's separator and `sign` (may be NULL) before the number:
 * (125, 2, "+") is "+1.25" in English, "+1,25" in German.  The magnitude
 * of `units` is written; the caller chooses the sign's character.  Free
 * with g_free. */
char *chimera_locale_format_fixed (gint64 units, int decimals, const char *sign);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Numbers written with the locale's decimal separator, for display only.
 */
#include "config.h"

#include "locale-format.h"

#include <locale.h>

const char *
chimera_locale_decimal_point (void)
{
  /* localeconv () reads the current LC_NUMERIC; it is called on the main
   * thread only, where nothing changes the locale after start-up. */
  const struct lconv *conv = localeconv ();
  return conv && conv->decimal_point && conv->decimal_point[0] ? conv->decimal_point : ".";
}

char *
chimera_locale_format_fixed (gint64 units, int decimals, const char *sign)
{
  g_return_val_if_fail (decimals >= 0 && decimals <= 9, NULL);
  guint64 mag = units < 0 ? (guint64) 0 - (guint64) units : (guint64) units;
  guint64 scale = 1;
  for (int i = 0; i < decimals; i++)
    scale *= 10;
  if (decimals == 0)
    return g_strdup_printf ("%s%" G_GUINT64_FORMAT, sign ? sign : "", mag);
  return g_strdup_printf ("%s%" G_GUINT64_FORMAT "%s%0*" G_GUINT64_FORMAT, sign ? sign : "",
                          mag / scale, chimera_locale_decimal_point (), decimals, mag % scale);
}

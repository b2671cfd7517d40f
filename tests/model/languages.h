/* SPDX-License-Identifier: GPL-3.0-or-later
 * Tests that check words in other languages: the build tree's catalogues
 * for the messages, the language switched in this process, and the C
 * library's locales (tools/install-deps.sh generates de_DE and fr_FR;
 * machines without them skip the case, saying so).  The model's tests
 * and the window's (tests/ui) use the same.
 */
#pragma once

#include <glib.h>
#include <glib/gi18n.h>
#include <locale.h>

/* The language of the messages, from the build tree's catalogues:
 * LANGUAGE is read again once setlocale has run. */
static inline void
use_language (const char *lang)
{
  g_setenv ("LANGUAGE", lang, TRUE);
  setlocale (LC_ALL, "");
}

/* The build tree's catalogues for the messages, where the build has them
 * (CHIMERA_BUILD_LOCALEDIR), then English.  Before g_test_init: GLib
 * decides once, at its first g_dgettext, whether to translate at all, and
 * says no for a C.UTF-8 locale whose catalogue has no header (English):
 * decide it in German. */
static inline void
use_build_catalogues (void)
{
#ifdef CHIMERA_BUILD_LOCALEDIR
  bindtextdomain (GETTEXT_PACKAGE, CHIMERA_BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  use_language ("de");
  (void) g_dgettext (GETTEXT_PACKAGE, "White");
#endif
  use_language ("en");
}

/* Whether the C library has the locale `name`. */
static inline gboolean
have_locale (const char *name)
{
  locale_t l = newlocale (LC_ALL_MASK, name, (locale_t) 0);
  if (l)
    freelocale (l);
  return l != (locale_t) 0;
}

/* Whether the C library has `locale`; where not, the case is skipped,
 * saying why. */
static inline gboolean
have_locale_or_skip (const char *locale)
{
  if (have_locale (locale))
    return TRUE;
  g_autofree char *why
    = g_strdup_printf ("the %s locale is not installed (tools/install-deps.sh)", locale);
  g_test_skip (why);
  return FALSE;
}

/* Switches the messages to `lang`; FALSE, with the case skipped, in a
 * build without catalogues (-Dui=disabled, the ThreadSanitizer build),
 * which checks the English words alone. */
static inline gboolean
try_language (const char *lang)
{
#ifdef CHIMERA_BUILD_LOCALEDIR
  use_language (lang);
  return TRUE;
#else
  g_autofree char *why
    = g_strdup_printf ("no catalogues in a build without the app (-Dui=disabled): no %s", lang);
  g_test_skip (why);
  return FALSE;
#endif
}

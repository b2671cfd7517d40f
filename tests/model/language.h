/* SPDX-License-Identifier: GPL-3.0-or-later
 * The messages in German or French, for tests of the model's words: the
 * build tree's catalogues (po/), built with the app.  A build without it
 * (-Dui=disabled, the ThreadSanitizer build) has none and checks the
 * English words alone.  Only the messages change: LANGUAGE under the
 * C.UTF-8 locale of the tests' environment (tests/model/meson.build).
 */
#pragma once

#include <glib.h>
#include <glib/gi18n.h>
#include <locale.h>

/* The language of the messages ("en", "de", "fr") in the environment's
 * locale (C.UTF-8; a case that switched to another is back in it):
 * LANGUAGE is read again once setlocale has run. */
static inline void
use_language (const char *lang)
{
  g_setenv ("LANGUAGE", lang, TRUE);
  setlocale (LC_ALL, "");
}

/* For main (), before g_test_init: binds the build tree's catalogues and
 * leaves the messages in English.  GLib decides once, at its first
 * g_dgettext, whether to translate at all, and says no for a C.UTF-8
 * locale whose catalogue has no header (English): decide it in German. */
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

/* Switches the messages to `lang`; FALSE, with the case skipped, in a
 * build without catalogues. */
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

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Numbers as the user's locale writes them, without a display: the decimal
 * separator of LC_NUMERIC ("." in C, "," in German and French), fixed
 * decimals with the caller's sign, and files that keep the engine's dots
 * and English moves whatever the locale.  The German and French cases
 * switch this process's locale to de_DE.UTF-8 and fr_FR.UTF-8
 * (tools/install-deps.sh generates them) and are skipped, saying so, where
 * those are missing; the messages come from the build tree's catalogues
 * where the build has them (not with -Dui=disabled).
 */
#include "config.h"

#include "chimera-game.h"
#include "game-pgn.h"
#include "language.h"
#include "locale-format.h"
#include "play.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

static gboolean
have_locale (const char *name)
{
  locale_t l = newlocale (LC_ALL_MASK, name, (locale_t) 0);
  if (l)
    freelocale (l);
  return l != (locale_t) 0;
}

/* Switches this process to `locale` and the messages to `lang` (the build
 * tree's catalogues); FALSE, with the case skipped, where the locale is
 * not installed. */
static gboolean
use_locale (const char *lang, const char *locale)
{
  if (!have_locale (locale))
    {
      g_autofree char *why
        = g_strdup_printf ("the %s locale is not installed (tools/install-deps.sh)", locale);
      g_test_skip (why);
      return FALSE;
    }
  g_setenv ("LANGUAGE", lang, TRUE);
  g_assert_nonnull (setlocale (LC_ALL, locale));
  return TRUE;
}

static void
assert_fixed (gint64 units, int decimals, const char *sign, const char *want)
{
  g_autofree char *got = chimera_locale_format_fixed (units, decimals, sign);
  g_assert_cmpstr (got, ==, want);
}

/* ---- C.UTF-8: a dot ---- */

static void
test_c (void)
{
  g_assert_cmpstr (chimera_locale_decimal_point (), ==, ".");
  /* A score in centipawns, a graph's tenths, a clock's tenths. */
  assert_fixed (125, 2, "+", "+1.25");
  assert_fixed (120, 2, NULL, "1.20");
  assert_fixed (12, 1, "+", "+1.2");
  assert_fixed (94, 1, NULL, "9.4");
  /* Leading zeros after the separator; a zero is written in full. */
  assert_fixed (5, 2, NULL, "0.05");
  assert_fixed (0, 1, NULL, "0.0");
  assert_fixed (7, 3, NULL, "0.007");
  /* The magnitude is written; the sign is the caller's choice (a minus
   * sign, not a hyphen, on the screen). */
  assert_fixed (-125, 2, "−", "−1.25");
  assert_fixed (-125, 2, NULL, "1.25");
  assert_fixed (-3, 1, "+", "+0.3");
  /* No decimals: no separator. */
  assert_fixed (42, 0, "+", "+42");
  assert_fixed (-42, 0, NULL, "42");
  /* The extremes of gint64, the smallest one's magnitude included. */
  assert_fixed (G_MININT64, 0, "-", "-9223372036854775808");
  assert_fixed (G_MININT64, 9, NULL, "9223372036.854775808");
  assert_fixed (G_MAXINT64, 9, NULL, "9223372036.854775807");
  assert_fixed (1, 9, NULL, "0.000000001");
}

/* Nine decimals at most: more is refused, not written wrong. */
static void
test_bad_decimals (void)
{
  g_test_expect_message ("Chimera", G_LOG_LEVEL_CRITICAL, "*decimals*");
  g_assert_null (chimera_locale_format_fixed (1, 10, NULL));
  g_test_assert_expected_messages ();
  g_test_expect_message ("Chimera", G_LOG_LEVEL_CRITICAL, "*decimals*");
  g_assert_null (chimera_locale_format_fixed (1, -1, NULL));
  g_test_assert_expected_messages ();
}

/* ---- German and French: a comma ---- */

static void
test_german (void)
{
  if (!use_locale ("de", "de_DE.UTF-8"))
    return;
  g_assert_cmpstr (chimera_locale_decimal_point (), ==, ",");
  assert_fixed (125, 2, "+", "+1,25");
  assert_fixed (-125, 2, "−", "−1,25");
  assert_fixed (3, 1, NULL, "0,3");
  assert_fixed (94, 1, NULL, "9,4");
  assert_fixed (1500, 0, NULL, "1500");
  use_language ("en");
  /* And back. */
  g_assert_cmpstr (chimera_locale_decimal_point (), ==, ".");
}

static void
test_french (void)
{
  if (!use_locale ("fr", "fr_FR.UTF-8"))
    return;
  g_assert_cmpstr (chimera_locale_decimal_point (), ==, ",");
  assert_fixed (125, 2, "+", "+1,25");
  assert_fixed (5, 2, NULL, "0,05");
  use_language ("en");
}

/* ---- files keep dots ---- */

/* A game written and read in German: the messages are German, the file's
 * evaluations and clocks have dots and its moves English letters, and they
 * read back the same.  Fool's mate on the clock: after the mate no clock
 * runs, so the times are exact. */
static void
test_files_keep_dots (void)
{
  if (!use_locale ("de", "de_DE.UTF-8"))
    return;
  g_autoptr (ChimeraGame) game = chimera_game_new (ce_variant_get ("chess"), 0, 0);
  chimera_game_set_tag (game, "White", "Anna");
  chimera_game_set_tag (game, "Black", "Bob");
  chimera_game_set_clock (game, 9000, 1000);
  play (game, "g1f3 b8c6 f3g1 c6b8 f2f3 e7e5 g2g4 d8h4");
  g_assert_cmpint (chimera_game_get_result (game, NULL), ==, CE_RESULT_BLACK_WINS);
  const gint64 left[2] = { 8250, 7500 };
  chimera_game_restore_clock (game, 9000, 1000, left, -1);
  chimera_game_set_comment (game, 1, "[%eval 0.25] [%clk 0:00:09.5]");
  chimera_game_set_comment (game, 2, "[%eval -1.25]");
  chimera_game_set_comment (game, 7, "[%eval #-1]");

  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_test_message ("%s", pgn);
  g_autofree char *flat = g_strdelimit (g_strdup (pgn), "\n", ' ');
  g_assert_nonnull (
    strstr (flat, "1. Nf3 {[%eval 0.25] [%clk 0:00:09.5]} 1... Nc6 {[%eval -1.25]"));
  g_assert_nonnull (strstr (flat, "4. g4 {[%eval #-1]"));
  g_assert_nonnull (strstr (flat, "Qh4# "));
  g_assert_nonnull (strstr (pgn, "[TimeControl \"9+1\"]"));
  g_assert_nonnull (strstr (pgn, "[WhiteClock \"0:00:08.250\"]"));
  g_assert_nonnull (strstr (pgn, "[BlackClock \"0:00:07.500\"]"));
  /* Nothing in the locale's ways: no decimal comma, no German letter. */
  g_assert_null (strstr (pgn, "1,25"));
  g_assert_null (strstr (pgn, "0,25"));
  g_assert_null (strstr (pgn, "Sf3"));
  g_assert_null (strstr (pgn, "Dh4"));

  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGameRecords) records = chimera_game_records_parse (pgn, strlen (pgn), &error);
  g_assert_no_error (error);
  g_autoptr (ChimeraGame) back = chimera_game_new_from_record (&records->games[0]);
  const CeTree *t = chimera_game_get_tree (back);
  const CeTreeNode *nf3 = ce_tree_node (t, ce_tree_mainline_node (t, 1));
  g_assert_true (nf3->eval.set && !nf3->eval.mate);
  g_assert_cmpint (nf3->eval.value, ==, 25);
  g_assert_cmpint (nf3->clock_ms, ==, 9500);
  const CeTreeNode *nc6 = ce_tree_node (t, ce_tree_mainline_node (t, 2));
  g_assert_cmpint (nc6->eval.value, ==, -125);
  const CeTreeNode *g4 = ce_tree_node (t, ce_tree_mainline_node (t, 7));
  g_assert_true (g4->eval.set && g4->eval.mate);
  g_assert_cmpint (g4->eval.value, ==, -1);
  g_assert_cmpint (chimera_game_get_clock (back, CE_WHITE), ==, 8250);
  g_assert_cmpint (chimera_game_get_clock (back, CE_BLACK), ==, 7500);

#ifdef CHIMERA_BUILD_LOCALEDIR
  /* The messages, though, are the user's. */
  static const char bad[] = "[Event \"?\"]\n\n1. e4 e5 2. Nf6 *\n";
  g_autoptr (GError) parse_error = NULL;
  g_assert_null (chimera_game_records_parse (bad, strlen (bad), &parse_error));
  g_assert_error (parse_error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE);
  g_test_message ("%s", parse_error->message);
  g_assert_true (g_str_has_prefix (parse_error->message, "Zeile 3, Spalte 13: "));
#else
  g_test_message ("no catalogues in a build without the app: the messages are not checked");
#endif
  use_language ("en");
}

int
main (int argc, char **argv)
{
  use_build_catalogues ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/locale-format/c", test_c);
  g_test_add_func ("/locale-format/bad-decimals", test_bad_decimals);
  g_test_add_func ("/locale-format/german", test_german);
  g_test_add_func ("/locale-format/french", test_french);
  g_test_add_func ("/locale-format/files-keep-dots", test_files_keep_dots);
  return g_test_run ();
}

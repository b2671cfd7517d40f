/* SPDX-License-Identifier: GPL-3.0-or-later
 * PGN read as a stream (pgn.h's CePgnReader): the same games and errors
 * whatever the pieces fed, as ce_pgn_read on the whole text; a bad game
 * reported on its own and reading going on after it; the limit on a game's
 * length; the headers-only list and its spans; U+FFFD for text that is not
 * UTF-8; results and terminations written back as read.
 */
#include "movegen.h"
#include "notation.h"
#include "pgn.h"
#include "rules.h"

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test-pgn-cases.h"

/* Everything a reader gives for text fed in pieces of `piece` bytes (0:
 * whole), one line per game (its text as written, its span) or bad game
 * (its position and message). */
static char *
stream (const char *text, size_t len, size_t piece, unsigned flags, size_t max)
{
  CePgnReader *r = ce_pgn_reader_new (flags, max);
  GString *out = g_string_new (NULL);
  size_t fed = 0;
  for (;;)
    {
      CePgnGame pg;
      CePgnError err;
      CePgnSpan span;
      CePgnStatus st = ce_pgn_reader_next (r, &pg, &err, &span);
      if (st == CE_PGN_END)
        break;
      if (st == CE_PGN_GAME)
        {
          char *w = ce_pgn_write (&pg);
          g_string_append_printf (out,
                                  "game @%" G_GUINT64_FORMAT "+%" G_GUINT64_FORMAT " line %d\n%s",
                                  span.offset, span.length, span.line, w);
          free (w);
          ce_pgn_game_free (&pg);
        }
      else if (st == CE_PGN_BAD_GAME)
        g_string_append_printf (out, "bad %d:%d: %s\n", err.line, err.column, err.message);
      else if (fed < len)
        {
          size_t n = piece && piece < len - fed ? piece : len - fed;
          ce_pgn_reader_feed (r, text + fed, n);
          fed += n;
        }
      else
        ce_pgn_reader_finish (r);
    }
  ce_pgn_reader_free (r);
  return g_string_free (out, FALSE);
}

/* The first error of a stream in pieces is ce_pgn_read's, at any piece size. */
static void
test_error_cases (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      const ErrorCase *c = &error_cases[i];
      size_t len = strlen (c->text);
      g_autofree char *want = g_strdup_printf ("bad %d:%d: %s\n", c->line, c->column, c->message);
      for (size_t piece = 0; piece <= len; piece++)
        {
          g_autofree char *got = stream (c->text, len, piece, CE_PGN_READ_GAMES, 0);
          const char *bad = strstr (got, "bad ");
          g_assert_nonnull (bad);
          g_autofree char *first = g_strndup (bad, strcspn (bad, "\n") + 1);
          g_assert_cmpstr (first, ==, want);
        }
    }
}

/* A collection of random games of every variant, written, then read in
 * pieces of many sizes and cut at every byte of its start. */
static GString *
random_collection (guint32 seed, int ngames)
{
  GRand *rand = g_rand_new_with_seed (seed);
  GString *all = g_string_new (NULL);
  const char *const *ids = ce_variant_ids ();
  int nids = (int) g_strv_length ((char **) ids);
  for (int i = 0; i < ngames; i++)
    {
      CePgnGame pg;
      ce_pgn_game_init (&pg, ce_variant_get (ids[i % nids]));
      int plies = g_rand_int_range (rand, 0, 60);
      for (int p = 0; p < plies; p++)
        {
          CePosition pos = *ce_game_position (&pg.game);
          CeMove moves[CE_MAX_MOVES];
          int n = ce_generate_legal (&pos, moves);
          if (ce_position_result_counted (&pos, n, NULL) != CE_RESULT_NONE)
            break;
          ce_game_play (&pg.game, moves[g_rand_int_range (rand, 0, n)]);
        }
      /* A comment may hold what looks like a tag on a line of its own. */
      for (int p = 0; p <= pg.game.nmoves; p++)
        if (g_rand_int_range (rand, 0, 10) == 0)
          ce_pgn_set_comment (&pg, p, "a {comment}\n\n[Event \"not a tag\"]");
      CeResult by_rules = ce_game_result (&pg.game, NULL);
      pg.result = by_rules != CE_RESULT_NONE ? by_rules : (CeResult) g_rand_int_range (rand, 0, 4);
      ce_pgn_set_tag (&pg, "Round", "7");
      if (pg.result != CE_RESULT_NONE && by_rules == CE_RESULT_NONE)
        ce_pgn_set_tag (&pg, "Termination", "abandoned");
      char *text = ce_pgn_write (&pg);
      g_string_append_printf (all, "%s%s", i ? "\n" : "", text);
      free (text);
      ce_pgn_game_free (&pg);
    }
  g_rand_free (rand);
  return all;
}

static void
test_same_as_whole (void)
{
  GString *all = random_collection (20261124, 40);
  CePgnGame *games;
  int n;
  CePgnError err;
  g_assert_true (ce_pgn_read (all->str, all->len, &games, &n, &err));
  g_assert_cmpint (n, ==, 40);
  g_autofree char *whole = stream (all->str, all->len, 0, CE_PGN_READ_GAMES, 0);
  /* Every game as ce_pgn_read reads it, in order. */
  GString *want = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      char *w = ce_pgn_write (&games[i]);
      g_assert_nonnull (strstr (whole, w));
      g_string_append (want, w);
      free (w);
    }
  ce_pgn_free_games (games, n);
  static const size_t pieces[] = { 1, 2, 3, 7, 64, 1000, 4096 };
  for (gsize i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autofree char *got = stream (all->str, all->len, pieces[i], CE_PGN_READ_GAMES, 0);
      g_assert_cmpstr (got, ==, whole);
    }
  g_string_free (want, TRUE);
  g_string_free (all, TRUE);
}

/* A small text with a bad game, cut into two pieces at every byte. */
static const char small[] = "\xef\xbb\xbf"
                            "[Event \"one\"]\n"
                            "[Result \"0-1\"]\n"
                            "[Termination \"normal\"]\n"
                            "\n"
                            "1. e4 e5 {White resigns.} 0-1\n"
                            "{before two}\n"
                            "\n"
                            "[Event \"two\"]\n"
                            "1. d4 ; to the end\n"
                            "% an escaped line\n"
                            "1... d5 (1... Nf6 $1) 1/2-1/2 1. c4 * 1. Nf3\r\n"
                            "[Event \"three\"]\n"
                            "1. e4 e5 2. Ke3 *\n"
                            "\n"
                            "[Event \"caf\xc3\xa9 \xff\"]\n"
                            "1. e4 {\xe2\x82} 1-0\n";

static void
test_every_cut (void)
{
  size_t len = sizeof small - 1;
  g_autofree char *whole = stream (small, len, 0, CE_PGN_READ_GAMES, 0);
  g_test_message ("%s", whole);
  for (size_t cut = 0; cut <= len; cut++)
    {
      CePgnReader *r = ce_pgn_reader_new (CE_PGN_READ_GAMES, 0);
      GString *out = g_string_new (NULL);
      int fed = 0;
      for (;;)
        {
          CePgnGame pg;
          CePgnError err;
          CePgnSpan span;
          CePgnStatus st = ce_pgn_reader_next (r, &pg, &err, &span);
          if (st == CE_PGN_END)
            break;
          if (st == CE_PGN_GAME)
            {
              char *w = ce_pgn_write (&pg);
              g_string_append_printf (
                out, "game @%" G_GUINT64_FORMAT "+%" G_GUINT64_FORMAT " line %d\n%s", span.offset,
                span.length, span.line, w);
              free (w);
              ce_pgn_game_free (&pg);
            }
          else if (st == CE_PGN_BAD_GAME)
            g_string_append_printf (out, "bad %d:%d: %s\n", err.line, err.column, err.message);
          else if (fed == 0)
            ce_pgn_reader_feed (r, small, cut), fed = 1;
          else if (fed == 1)
            ce_pgn_reader_feed (r, small + cut, len - cut), fed = 2;
          else
            ce_pgn_reader_finish (r);
        }
      ce_pgn_reader_free (r);
      g_assert_cmpstr (out->str, ==, whole);
      g_string_free (out, TRUE);
    }
  /* One bad game among good ones: each good one is there, the bad one
   * is reported where it is wrong. */
  g_assert_nonnull (strstr (whole, "bad 13:13: illegal move \"Ke3\": no king can reach e3\n"));
  g_assert_nonnull (strstr (whole, "[Event \"one\"]"));
  g_assert_nonnull (strstr (whole, "[Termination \"normal\"]"));
  g_assert_nonnull (strstr (whole, "{before two} 1. d4 {to the end} 1... d5 (1... Nf6!) 1/2-1/2"));
  g_assert_nonnull (strstr (whole, "\n1. c4 *\n"));
  g_assert_nonnull (strstr (whole, "\n1. Nf3 *\n"));
  g_assert_nonnull (strstr (whole, "[Event \"caf\xc3\xa9 \xef\xbf\xbd\"]"));
  g_assert_nonnull (strstr (whole, "{\xef\xbf\xbd} 1-0"));
  /* The spans: each good game's bytes read alone give the same game. */
  const char *at = whole;
  int spans = 0;
  while ((at = strstr (at, "game @")))
    {
      guint64 offset, length;
      int line;
      g_assert_cmpint (sscanf (at, "game @%" G_GUINT64_FORMAT "+%" G_GUINT64_FORMAT " line %d",
                               &offset, &length, &line),
                       ==, 3);
      at = strchr (at, '\n') + 1;
      const char *next = strstr (at, "game @");
      const char *bad = strstr (at, "bad ");
      const char *end = next && (!bad || next < bad) ? next : bad ? bad : at + strlen (at);
      CePgnGame *games;
      int n;
      CePgnError err;
      g_assert_true (ce_pgn_read (small + offset, length, &games, &n, &err));
      g_assert_cmpint (n, ==, 1);
      char *w = ce_pgn_write (&games[0]);
      g_assert_cmpint (strlen (w), ==, end - at);
      g_assert_true (strncmp (w, at, strlen (w)) == 0);
      free (w);
      ce_pgn_free_games (games, n);
      spans++;
    }
  g_assert_cmpint (spans, ==, 5);
}

/* The lines of a stream's output that are bad games or start with `also`. */
static char *
only (const char *out, const char *also)
{
  GString *b = g_string_new (NULL);
  char **lines = g_strsplit (out, "\n", -1);
  for (char **l = lines; *l; l++)
    if (g_str_has_prefix (*l, "bad ") || (also && g_str_has_prefix (*l, also)))
      g_string_append_printf (b, "%s\n", *l);
  g_strfreev (lines);
  return g_string_free (b, FALSE);
}

/* Errors per game, and reading resumes at the next tag section. */
static void
test_resync (void)
{
  static const char text[] = "[Event \"a\"]\n1. e4 *\n"
                             "[Event \"b\"]\n[Variant \"nope\"]\n1. e4 *\n"
                             "[Event \"c\"]\n1. e4 & e5 *\n"
                             "[Event \"d\"]\n1. e4 (1. d4 *\n"
                             "[Event \"e\"]\n[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4# *\n"
                             "[Event \"f\"]\n[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4#\n"
                             "[Event \"g\"]\n1. e4 *\n";
  g_autofree char *got = stream (text, sizeof text - 1, 5, CE_PGN_READ_GAMES, 0);
  g_autofree char *bads = only (got, "[Event ");
  g_assert_cmpstr (bads, ==,
                   "[Event \"a\"]\n"
                   "bad 4:10: unknown variant \"nope\"\n"
                   "bad 7:7: unexpected character '&'\n"
                   "bad 9:7: unterminated variation\n"
                   "bad 12:21: result \"*\" disagrees with the Result tag \"1-0\"\n"
                   "bad 14:9: result \"1-0\" contradicts the final position (checkmate: 0-1)\n"
                   "[Event \"g\"]\n");
}

/* A game over the limit is one bad game; the next one reads.  Text with no
 * game start for as long again ends the stream (/dev/zero). */
static void
test_too_long (void)
{
  GString *t = g_string_new ("[Event \"a\"]\n1. e4 *\n\n[Event \"long\"]\n1. e4 {");
  for (int i = 0; i < 100; i++)
    g_string_append (t, "0123456789\n");
  g_string_append (t, "} *\n\n[Event \"b\"]\n1. d4 *\n");
  g_autofree char *got = stream (t->str, t->len, 7, CE_PGN_READ_GAMES, 256);
  g_autofree char *lines = only (got, "[Event ");
  g_assert_cmpstr (lines, ==,
                   "[Event \"a\"]\n"
                   "bad 4:1: game too long: more than 256 bytes\n"
                   "[Event \"b\"]\n");
  g_string_free (t, TRUE);

  /* NUL bytes without end, as /dev/zero gives them: a limit's worth is
   * read, then the reader ends. */
  CePgnReader *r = ce_pgn_reader_new (CE_PGN_READ_GAMES, 1000);
  char zeros[100] = { 0 };
  size_t fed = 0;
  GString *out = g_string_new (NULL);
  CePgnError err;
  CePgnStatus st;
  while ((st = ce_pgn_reader_next (r, NULL, &err, NULL)) != CE_PGN_END)
    {
      if (st == CE_PGN_BAD_GAME)
        g_string_append_printf (out, "%d:%d: %s\n", err.line, err.column, err.message);
      else
        {
          g_assert_cmpint (st, ==, CE_PGN_NEED_INPUT);
          g_assert_cmpuint (fed, <, 10000);
          ce_pgn_reader_feed (r, zeros, sizeof zeros);
          fed += sizeof zeros;
        }
    }
  ce_pgn_reader_free (r);
  g_assert_cmpstr (out->str, ==,
                   "1:1: game too long: more than 1000 bytes\n"
                   "1:1: a NUL byte after a game too long: this is not PGN text\n");
  g_assert_cmpuint (fed, <=, 1100);

  /* Lines of text without end (`yes |`): the reader ends after sixteen
   * limits' worth without a game start. */
  r = ce_pgn_reader_new (CE_PGN_READ_GAMES, 100);
  fed = 0;
  g_string_truncate (out, 0);
  while ((st = ce_pgn_reader_next (r, NULL, &err, NULL)) != CE_PGN_END)
    {
      if (st == CE_PGN_BAD_GAME)
        g_string_append_printf (out, "%d:%d: %s\n", err.line, err.column, err.message);
      else
        {
          g_assert_cmpuint (fed, <, 10000);
          ce_pgn_reader_feed (r, "y\n", 2);
          fed += 2;
        }
    }
  ce_pgn_reader_free (r);
  g_assert_cmpstr (out->str, ==,
                   "1:1: game too long: more than 100 bytes\n"
                   "859:1: no game starts in 1600 bytes after a game too long: this is not PGN "
                   "text\n");
  g_string_free (out, TRUE);
}

/* Bytes that are not UTF-8 in tags and comments read as U+FFFD, one for
 * each maximal bad part; what is written is UTF-8. */
static void
test_utf8 (void)
{
  static const struct
  {
    const char *in, *out;
  } cases[] = {
    { "plain", "plain" },
    { "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80", "caf\xc3\xa9 \xe2\x82\xac \xf0\x9f\x98\x80" },
    { "\xff", "\xef\xbf\xbd" },
    { "a\xfe\xff"
      "b",
      "a\xef\xbf\xbd\xef\xbf\xbd"
      "b" },
    { "caf\xe9", "caf\xef\xbf\xbd" },           /* Latin-1 */
    { "\xe2\x82", "\xef\xbf\xbd" },             /* truncated at the end */
    { "\xe2\x82x", "\xef\xbf\xbdx" },           /* truncated before a letter */
    { "\xc0\xaf", "\xef\xbf\xbd\xef\xbf\xbd" }, /* overlong '/' */
    { "\xe0\x80\xaf", "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" },
    { "\xed\xa0\x80", "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" }, /* a surrogate */
    { "\xf4\x90\x80\x80", "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd" },
    { "\x80\xbf", "\xef\xbf\xbd\xef\xbf\xbd" }, /* stray continuations */
    { "\xf0\x9f\x98", "\xef\xbf\xbd" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("[White \"%s\"]\n{%s} 1. e4 {%s} *\n", cases[i].in,
                                               cases[i].in, cases[i].in);
      CePgnGame *games;
      int n;
      CePgnError err;
      if (!ce_pgn_read (text, strlen (text), &games, &n, &err))
        g_error ("%s: %d:%d: %s", text, err.line, err.column, err.message);
      g_assert_cmpstr (ce_pgn_get_tag (&games[0], "White"), ==, cases[i].out);
      g_assert_cmpstr (games[0].comments[0], ==, cases[i].out);
      g_assert_cmpstr (games[0].comments[1], ==, cases[i].out);
      char *w = ce_pgn_write (&games[0]);
      g_assert_true (g_utf8_validate (w, -1, NULL));
      ce_pgn_free_games (games, n);
      free (w);
    }
  /* The writer makes UTF-8 of what the app sets, too. */
  CePgnGame pg;
  ce_pgn_game_init (&pg, ce_variant_get ("chess"));
  ce_pgn_set_tag (&pg, "Event", "\xff\xfe");
  ce_pgn_set_comment (&pg, 0, "\xc3");
  char *w = ce_pgn_write (&pg);
  g_assert_true (g_utf8_validate (w, -1, NULL));
  g_assert_nonnull (strstr (w, "[Event \"\xef\xbf\xbd\xef\xbf\xbd\"]"));
  g_assert_nonnull (strstr (w, "{\xef\xbf\xbd} *"));
  free (w);
  ce_pgn_game_free (&pg);
}

/* A finished game keeps its result and termination, written back exactly;
 * a result the position contradicts is an error. */
static void
test_results (void)
{
  static const char *const kept[] = {
    /* Resigned, drawn by agreement, lost on time, in positions the rules
     * leave open. */
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
    "[Black \"?\"]\n[Result \"0-1\"]\n[Termination \"normal\"]\n\n"
    "1. e4 e5 2. Nf3 {White resigns.} 0-1\n",
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
    "[Black \"?\"]\n[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n\n1. d4 d5 1/2-1/2\n",
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
    "[Black \"?\"]\n[Result \"1-0\"]\n[TimeControl \"60+0\"]\n[Termination \"time forfeit\"]\n"
    "[WhiteClock \"0:00:01.000\"]\n[BlackClock \"0:00:00.000\"]\n[Custom \"kept\"]\n\n"
    "1. e4 1-0\n",
    /* The file's word when it says nothing, even in a mate. */
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
    "[Black \"?\"]\n[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# *\n",
    /* A mate with its own result. */
    "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
    "[Black \"?\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      CePgnGame *games;
      int n;
      CePgnError err;
      if (!ce_pgn_read (kept[i], strlen (kept[i]), &games, &n, &err))
        g_error ("%s: %d:%d: %s", kept[i], err.line, err.column, err.message);
      g_assert_cmpint (n, ==, 1);
      char *w = ce_pgn_write (&games[0]);
      g_assert_cmpstr (w, ==, kept[i]);
      free (w);
      ce_pgn_free_games (games, n);
    }
  /* The Result tag stands in for a missing marker, and is kept. */
  CePgnGame *games;
  int n;
  CePgnError err;
  static const char tag_only[] = "[Result \"0-1\"]\n[Termination \"normal\"]\n1. e4";
  g_assert_true (ce_pgn_read (tag_only, strlen (tag_only), &games, &n, &err));
  g_assert_cmpint (games[0].result, ==, CE_RESULT_BLACK_WINS);
  g_assert_cmpstr (ce_pgn_get_tag (&games[0], "Termination"), ==, "normal");
  ce_pgn_free_games (games, n);
  /* A real contradiction: White is mated, the file says White won. */
  static const char contra[] = "[Result \"1-0\"]\n1. f3 e5 2. g4 Qh4# 1-0";
  g_assert_false (ce_pgn_read (contra, strlen (contra), &games, &n, &err));
  g_assert_cmpstr (err.message, ==,
                   "result \"1-0\" contradicts the final position (checkmate: 0-1)");
}

/* The list of a collection: tags and spans without the moves; a chosen
 * game read from its span is the full reader's game. */
static void
test_headers (void)
{
  GString *all = random_collection (7, 24);
  g_string_append (all, "\n[Event \"illegal\"]\n[White \"X\"]\n1. e5 *\n");
  CePgnReader *r = ce_pgn_reader_new (CE_PGN_READ_HEADERS, 0);
  ce_pgn_reader_feed (r, all->str, all->len);
  ce_pgn_reader_finish (r);
  CePgnGame pg;
  CePgnSpan span;
  CePgnError err;
  CePgnStatus st;
  int n = 0;
  while ((st = ce_pgn_reader_next (r, &pg, &err, &span)) != CE_PGN_END)
    {
      g_assert_cmpint (st, ==, CE_PGN_GAME);
      g_assert_cmpint (pg.game.nmoves, ==, 0);
      CePgnGame *full;
      int nfull;
      bool ok = ce_pgn_read (all->str + span.offset, span.length, &full, &nfull, &err);
      if (n < 24)
        {
          g_assert_true (ok);
          g_assert_cmpint (nfull, ==, 1);
          g_assert_cmpstr (ce_pgn_get_tag (&pg, "Round"), ==, "7");
          g_assert_true (pg.game.v == full[0].game.v);
          g_assert_cmpint (pg.result, ==, full[0].result);
          g_assert_cmpstr (ce_pgn_get_tag (&pg, "Termination"), ==,
                           ce_pgn_get_tag (&full[0], "Termination"));
          ce_pgn_free_games (full, nfull);
        }
      else
        {
          /* Listed by its tags; its error shows when it is opened. */
          g_assert_cmpstr (ce_pgn_get_tag (&pg, "White"), ==, "X");
          g_assert_false (ok);
          g_assert_cmpint (err.line + span.line - 1, ==, (int) (span.line + 2));
          g_assert_cmpstr (err.message, ==, "illegal move \"e5\": no pawn can reach e5");
        }
      ce_pgn_game_free (&pg);
      n++;
    }
  g_assert_cmpint (n, ==, 25);
  ce_pgn_reader_free (r);
  g_string_free (all, TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-stream/error-cases", test_error_cases);
  g_test_add_func ("/pgn-stream/same-as-whole", test_same_as_whole);
  g_test_add_func ("/pgn-stream/every-cut", test_every_cut);
  g_test_add_func ("/pgn-stream/resync", test_resync);
  g_test_add_func ("/pgn-stream/too-long", test_too_long);
  g_test_add_func ("/pgn-stream/utf8", test_utf8);
  g_test_add_func ("/pgn-stream/results", test_results);
  g_test_add_func ("/pgn-stream/headers", test_headers);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * PGN: every notation the reader takes, comments, variations, several games,
 * set-up positions, each error message with its position, the writer's
 * layout, and a round trip of over two hundred played games in all three
 * move styles.
 */
#include "movegen.h"
#include "notation.h"
#include "pgn.h"
#include "rules.h"
#include "san.h"
#include "search.h"

#include <glib.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#define ROUND_TRIP_GAMES 30
#define ROUND_TRIP_PLIES 150

/* Reads text that must be good; the caller frees the games. */
static CePgnGame *
read_ok (const char *text, int expect_games)
{
  CePgnGame *games;
  int n;
  CePgnError err;
  if (!ce_pgn_read (text, strlen (text), &games, &n, &err))
    g_error ("%d:%d: %s\n%s", err.line, err.column, err.message, text);
  g_assert_cmpint (n, ==, expect_games);
  return games;
}

/* The coordinates of a game's moves, space-separated. */
static char *
moves_of (const CePgnGame *pg)
{
  GString *s = g_string_new (NULL);
  for (int i = 0; i < pg->game.nmoves; i++)
    {
      char buf[CE_MOVE_SIZE];
      g_string_append_printf (
        s, "%s%s", i ? " " : "",
        ce_move_to_string (ce_game_position_at (&pg->game, i), pg->game.moves[i], buf));
    }
  return g_string_free (s, FALSE);
}

/* ---- One move in every notation ---- */

typedef struct
{
  const char *variant, *fen, *written, *coords;
} MoveCase;

static const MoveCase move_cases[] = {
  /* Short algebraic, with annotations and wrong check marks ignored. */
  { "chess", NULL, "e4", "e2e4" },
  { "chess", NULL, "Nf3", "g1f3" },
  { "chess", NULL, "Nf3!?", "g1f3" },
  { "chess", NULL, "e4!!", "e2e4" },
  { "chess", NULL, "Nf3+", "g1f3" },
  { "chess", NULL, "Nc3?!", "b1c3" },
  /* Over-disambiguation and the long form of the Chess Variant Pages. */
  { "chess", NULL, "Ngf3", "g1f3" },
  { "chess", NULL, "N1f3", "g1f3" },
  { "chess", NULL, "Ng1f3", "g1f3" },
  { "chess", NULL, "Ng1-f3", "g1f3" },
  { "chess", NULL, "e2-e4", "e2e4" },
  { "chess", NULL, "e2e4", "e2e4" },
  /* Captures: with x, :, or without a mark. */
  { "chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5", "e4d5" },
  { "chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5", "e4d5" },
  { "chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4xd5", "e4d5" },
  { "chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4:d5", "e4d5" },
  { "chess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4-d5", "e4d5" },
  { "chess", "4k3/8/8/3p4/8/8/8/4K1N1 w - - 0 1", "Kd2", "e1d2" },
  { "chess", "4k3/8/8/8/8/8/3p4/4K1N1 w - - 0 1", "Kd2", "e1d2" },
  { "chess", "4k3/8/8/8/8/8/3p4/4K1N1 w - - 0 1", "Kxd2", "e1d2" },
  { "chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "e5d6" },
  { "chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5xd6", "e5d6" },
  /* Promotions in each spelling. */
  { "chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e8=Q", "e7e8q" },
  { "chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e8Q", "e7e8q" },
  { "chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e8=q", "e7e8q" },
  { "chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7-e8=N", "e7e8n" },
  { "chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7-e8R", "e7e8r" },
  { "chess", "8/4P3/8/8/8/8/8/k6K w - - 0 1", "e7e8b", "e7e8b" },
  { "chess", "3r4/4P3/8/8/8/8/8/k6K w - - 0 1", "exd8=Q+", "e7d8q" },
  /* Castling. */
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1g1" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0", "e1g1" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O", "e1c1" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1c1" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "e1g1" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", "e8c8" },
  { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Ra1-d1", "a1d1" },
  /* Zone X: entries, pawn sidesteps told apart by their file. */
  { "zonex", NULL, "Nbd4", "b1d4" },
  { "zonex", NULL, "Nb1-d4", "b1d4" },
  { "zonex", NULL, "b1d4", "b1d4" },
  { "zonex", NULL, "Qd4", "d1d4" },
  { "zonex", NULL, "Ra1-e5", "a1e5" },
  { "zonex", "4k3/8/8/8/4P3/8/3P4/4K3 w - - 0 1", "ed4", "e4d4" },
  { "zonex", "4k3/8/8/8/4P3/8/3P4/4K3 w - - 0 1", "dd4", "d2d4" },
  { "zonex", "4k3/8/8/8/4P3/8/3P4/4K3 w - - 0 1", "e4-d4", "e4d4" },
  { "zonex", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=W", "a7a8w" },
  { "zonex", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "a7a8w" },
  /* Zelig: a zelig is Z whatever its power; promotion to Z. */
  { "zelig", NULL, "Zc3", "b1c3" },
  { "zelig", NULL, "Zb1-c3", "b1c3" },
  { "zelig2", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Z", "a7a8z" },
  { "zelig2", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8z", "a7a8z" },
  /* ZigZag: drops in either case, ninja pawns, flexible castling. */
  { "zigzag", NULL, "e5", "e2e5" },
  { "zigzag", NULL, "e2-e5", "e2e5" },
  { "zigzag",
    "rwbzqkybfr/pppp1ppppp/10/4p5/4P5/10/10/10/PPPP1PPPPP/RWBZQKYBFR[JJJJJjjjjj] w KQkq - 0 3",
    "J@e3", "J@e3" },
  { "zigzag",
    "rwbzqkybfr/pppp1ppppp/10/4p5/4P5/10/10/10/PPPP1PPPPP/RWBZQKYBFR[JJJJJjjjjj] w KQkq - 0 3",
    "j@e4", "J@e4" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "O-O/1", "f1g1c" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "0-0/3", "f1i1c" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "O-O-O/4", "f1b1c" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "f1g1c", "f1g1c" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "f1g1", "f1g1" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "Kg1", "f1g1" },
  { "zigzag", "4k5/10/10/10/10/10/10/10/10/R4K3R[] w KQ - 0 1", "Kf1-g1", "f1g1" },
  { "zigzag", "4k2r2/10/10/10/10/10/10/10/10/5K3R[] w K - 0 1", "O-O", "f1g1c" },
  { "zigzag", "5k4/10/10/10/10/10/10/10/4J5/5K4[] w - - 0 1", "Jf2", "e2f2" },
  { "zigzag", "5k4/10/10/10/10/10/10/10/4J5/5K4[] w - - 0 1", "Je2-f2", "e2f2" },
  { "zigzag", "5k4/P9/10/10/10/10/10/10/10/5K4[] w - - 0 1", "a10=Y", "a9a10y" },
  { "zigzag", "5k4/P9/10/10/10/10/10/10/10/5K4[] w - - 0 1", "a9-a10=F", "a9a10f" },
  /* Diagonal Chess: the flag square. */
  { "diagonal", "8/6P1/8/8/8/8/8/K6k w - - 0 1", "h8", "g7h8" },
  { "diagonal", "8/6P1/8/8/8/8/8/K6k w - - 0 1", "g7-h8#", "g7h8" },
  /* Diamond: promotion to a Vizier, the sideways pawn step. */
  { "diamond", "****k****/***3***/**1P3**/*7*/4*4/*7*/**5**/***3***/****K**** w - - 0 1", "d8=V",
    "d7d8v" },
  { "diamond", "****k****/***3***/**1P3**/*7*/4*4/*7*/**5**/***3***/****K**** w - - 0 1", "d7-d8=A",
    "d7d8a" },
};

static void
test_move_forms (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (move_cases); i++)
    {
      const MoveCase *c = &move_cases[i];
      const CeVariant *v = ce_variant_get (c->variant);
      CePosition pos;
      char err[CE_ERR_SIZE], buf[CE_MOVE_SIZE], before[CE_FEN_SIZE], after[CE_FEN_SIZE];
      CeMove m;
      if (c->fen && !ce_position_from_fen (&pos, v, c->fen, err))
        g_error ("%s: %s", c->fen, err);
      if (!c->fen)
        ce_position_start (&pos, v);
      ce_position_to_fen (&pos, before);
      if (!ce_move_parse_san (&pos, c->written, &m, err))
        g_error ("%s %s: %s", c->variant, c->written, err);
      g_assert_cmpstr (ce_move_to_string (&pos, m, buf), ==, c->coords);
      g_assert_cmpstr (ce_position_to_fen (&pos, after), ==, before);

      /* The same move inside a game file. */
      g_autofree char *text = g_strdup_printf (
        "[Variant \"%s\"]\n%s%s%s\n1%s %s *\n", c->variant, c->fen ? "[FEN \"" : "",
        c->fen ? c->fen : "", c->fen ? "\"]" : "", pos.side == CE_WHITE ? "." : "...", c->written);
      CePgnGame *games = read_ok (text, 1);
      g_autofree char *moves = moves_of (&games[0]);
      g_assert_cmpstr (moves, ==, c->coords);
      ce_pgn_free_games (games, 1);
    }
}

/* ---- Error messages ---- */

/* error_cases[], shared with test-pgn-stream.c. */
#include "test-pgn-cases.h"

static void
test_errors (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (error_cases); i++)
    {
      const ErrorCase *c = &error_cases[i];
      CePgnGame *games = (CePgnGame *) 1;
      int n = -1;
      CePgnError err;
      g_test_message ("%s", c->text);
      g_assert_false (ce_pgn_read (c->text, strlen (c->text), &games, &n, &err));
      g_assert_null (games);
      g_assert_cmpint (n, ==, 0);
      g_assert_cmpstr (err.message, ==, c->message);
      g_assert_cmpint (err.line, ==, c->line);
      g_assert_cmpint (err.column, ==, c->column);
    }

  /* Tags beyond any real game's count. */
  GString *tags = g_string_new (NULL);
  for (int i = 0; i < 300; i++)
    g_string_append_printf (tags, "[Tag%d \"%d\"]\n", i, i);
  CePgnGame *games;
  int n;
  CePgnError err;
  g_assert_false (ce_pgn_read (tags->str, tags->len, &games, &n, &err));
  g_assert_cmpstr (err.message, ==, "too many tags: more than 256 in one game");
  g_assert_cmpint (err.line, ==, 257);
  g_assert_cmpint (err.column, ==, 1);
  g_string_free (tags, TRUE);

  /* Bytes a C string could not hold, and text without a terminator. */
  static const char nul[] = "1. e4 \0 e5 *";
  g_assert_false (ce_pgn_read (nul, sizeof nul - 1, &games, &n, &err));
  g_assert_cmpstr (err.message, ==, "unexpected byte 0x00");
  g_assert_cmpint (err.column, ==, 7);
  char *cut = g_strdup ("1. e4 e5 2. Nf3 {unterminated");
  g_assert_true (ce_pgn_read (cut, 8, &games, &n, &err));
  g_assert_cmpint (n, ==, 1);
  g_assert_cmpint (games[0].game.nmoves, ==, 2);
  ce_pgn_free_games (games, n);
  g_free (cut);
}

/* ---- Reading ---- */

static void
test_comments_and_variations (void)
{
  const char *text
    = "% an escape line, ignored\n"
      "[Event \"Comments\"]\n"
      "{Before the first move}\n"
      "1. e4 $1 {King's pawn} {twice} e5!? ; to the end of the line\n"
      "2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3 {a sideline comment is dropped})\n"
      "2... Nc6 $14 3. Bb5 a6 !? 4. Ba4 {with\n   new lines\tand  tabs} Nf6 1/2-1/2\n";
  CePgnGame *games = read_ok (text, 1);
  CePgnGame *g = &games[0];
  g_autofree char *moves = moves_of (g);
  g_assert_cmpstr (moves, ==, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6");
  g_assert_cmpint (g->result, ==, CE_RESULT_DRAW);
  g_assert_nonnull (g->comments);
  g_assert_cmpstr (g->comments[0], ==, "Before the first move");
  g_assert_cmpstr (g->comments[1], ==, "King's pawn twice");
  g_assert_cmpstr (g->comments[2], ==, "to the end of the line");
  g_assert_null (g->comments[3]);
  g_assert_cmpstr (g->comments[7], ==, "with new lines and tabs");
  g_assert_null (g->comments[8]);
  g_assert_cmpstr (ce_pgn_get_tag (g, "Event"), ==, "Comments");
  ce_pgn_free_games (games, 1);

  /* Deep nesting is bounded: the 65th variation inside the others is an
   * error where it opens. */
  GString *deep = g_string_new ("1. e4 e5");
  for (int i = 0; i < 100000; i++)
    g_string_append (deep, " (1... e6");
  g_string_append (deep, " {(}");
  for (int i = 0; i < 100000; i++)
    g_string_append_c (deep, ')');
  g_string_append (deep, " 2. d4 *");
  CePgnError err;
  int n;
  g_assert_false (ce_pgn_read (deep->str, deep->len, &games, &n, &err));
  g_assert_cmpint (err.line, ==, 1);
  g_assert_cmpint (err.column, ==, 10 + 64 * 9);
  g_assert_cmpstr (err.message, ==, "variations nested too deep: more than 64");
  g_string_free (deep, TRUE);

  /* Many comments in a row cost linear time. */
  GString *many = g_string_new ("1. e4 ");
  for (int i = 0; i < 200000; i++)
    g_string_append (many, "{a}\n");
  g_string_append (many, "*");
  games = read_ok (many->str, 1);
  g_assert_cmpuint (strlen (games[0].comments[1]), ==, 2 * 200000 - 1);
  ce_pgn_free_games (games, 1);
  g_string_free (many, TRUE);

  /* A byte-order mark, CRLF line ends, move numbers glued to moves. */
  games = read_ok ("\xef\xbb\xbf[Event \"x\"]\r\n\r\n1.e4 e5 2.Nf3 2...Nc6 *\r\n", 1);
  g_autofree char *m2 = moves_of (&games[0]);
  g_assert_cmpstr (m2, ==, "e2e4 e7e5 g1f3 b8c6");
  ce_pgn_free_games (games, 1);

  /* No games at all. */
  CePgnGame *none;
  g_assert_true (ce_pgn_read ("", 0, &none, &n, &err));
  g_assert_cmpint (n, ==, 0);
  free (none);
  const char *blank = " \n% only an escape\n{a stray comment}\n";
  g_assert_true (ce_pgn_read (blank, strlen (blank), &none, &n, &err));
  g_assert_cmpint (n, ==, 0);
  free (none);
}

static void
test_several_games (void)
{
  const char *text
    = "[Event \"One\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n"
      "\n"
      "1. d4 d5 1/2-1/2\n"
      "{untagged, then tags without a result before}\n"
      "1. c4 *\n"
      "[Event \"Four\"]\n[Variant \"ZIGZAG\"]\n[Result \"0-1\"]\n1. e5\n"
      "[Event \"Five\"]\n[Variant \"Zone X\"]\n*\n"
      "[Event \"Six\"]\n[Variant \"diagonal\"]\n[Result \"*\"]\n";
  CePgnGame *g = read_ok (text, 6);
  g_assert_cmpstr (g[0].game.v->def->id, ==, "chess");
  g_assert_cmpint (g[0].result, ==, CE_RESULT_WHITE_WINS);
  g_assert_cmpint (g[0].game.nmoves, ==, 7);
  g_assert_cmpint (g[1].result, ==, CE_RESULT_DRAW);
  g_assert_cmpint (g[1].ntags, ==, 0);
  g_assert_cmpstr (g[2].comments[0], ==, "untagged, then tags without a result before");
  g_assert_cmpint (g[2].result, ==, CE_RESULT_NONE);
  g_assert_cmpstr (g[3].game.v->def->id, ==, "zigzag");
  /* No marker: the Result tag stands in. */
  g_assert_cmpint (g[3].result, ==, CE_RESULT_BLACK_WINS);
  g_assert_cmpint (g[3].game.nmoves, ==, 1);
  g_assert_cmpstr (g[4].game.v->def->id, ==, "zonex");
  g_assert_cmpint (g[4].game.nmoves, ==, 0);
  g_assert_cmpstr (ce_pgn_get_tag (&g[5], "Event"), ==, "Six");
  g_assert_cmpstr (g[5].game.v->def->id, ==, "diagonal");
  ce_pgn_free_games (g, 6);
}

/* ---- Writing ---- */

static void
test_setup_and_escapes (void)
{
  const char *fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  CePgnGame pg;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_pgn_game_init_fen (&pg, ce_variant_get ("chess"), fen, err));
  CePosition pos = *ce_game_position (&pg.game);
  CeMove m;
  g_assert_true (ce_move_parse_san (&pos, "e5", &m, err));
  ce_game_play (&pg.game, m);
  pos = *ce_game_position (&pg.game);
  g_assert_true (ce_move_parse_san (&pos, "Nf3", &m, err));
  ce_game_play (&pg.game, m);
  pos = *ce_game_position (&pg.game);
  g_assert_true (ce_move_parse_san (&pos, "Nc6", &m, err));
  ce_game_play (&pg.game, m);
  ce_pgn_set_tag (&pg, "TimeControl", "300+5");
  ce_pgn_set_tag (&pg, "White", "An \"odd\" name with a \\ in it");
  ce_pgn_set_tag (&pg, "Chimera\tTab", "ignored: not a tag name");
  ce_pgn_set_tag (&pg, "Black", "Tab\there");
  ce_pgn_set_tag (&pg, "Result", "ignored: pg->result decides");
  ce_pgn_set_tag (&pg, "Annotator", "gone");
  ce_pgn_set_tag (&pg, "Annotator", NULL);
  ce_pgn_set_comment (&pg, 1, "a {braced} remark");
  ce_pgn_set_comment (&pg, 2, "");
  ce_pgn_set_comment (&pg, 9, "past the end: ignored");
  pg.result = CE_RESULT_NONE;
  char *text = ce_pgn_write (&pg);
  g_assert_cmpstr (text, ==,
                   "[Event \"?\"]\n"
                   "[Site \"?\"]\n"
                   "[Date \"????.??.??\"]\n"
                   "[Round \"?\"]\n"
                   "[White \"An \\\"odd\\\" name with a \\\\ in it\"]\n"
                   "[Black \"Tab here\"]\n"
                   "[Result \"*\"]\n"
                   "[SetUp \"1\"]\n"
                   "[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\"]\n"
                   "[TimeControl \"300+5\"]\n"
                   "\n"
                   "1... e5 {a {braced) remark} 2. Nf3 Nc6 *\n");

  /* It reads back: the escapes, the start position, Black first. */
  CePgnGame *games = read_ok (text, 1);
  g_assert_cmpstr (ce_pgn_get_tag (&games[0], "White"), ==, "An \"odd\" name with a \\ in it");
  g_assert_cmpstr (ce_pgn_get_tag (&games[0], "SetUp"), ==, "1");
  char start[CE_FEN_SIZE];
  g_assert_cmpstr (ce_position_to_fen (&games[0].game.positions[0], start), ==, fen);
  g_autofree char *moves = moves_of (&games[0]);
  g_assert_cmpstr (moves, ==, "e7e5 g1f3 b8c6");
  g_assert_cmpstr (games[0].comments[1], ==, "a {braced) remark");
  char *again = ce_pgn_write (&games[0]);
  g_assert_cmpstr (again, ==, text);
  free (again);
  free (text);
  ce_pgn_free_games (games, 1);

  /* Variant names, a comment after White's move, a result. */
  ce_pgn_game_free (&pg);
  ce_pgn_game_init (&pg, ce_variant_get ("zonex"));
  pos = *ce_game_position (&pg.game);
  g_assert_true (ce_move_parse_san (&pos, "Nb1-d4", &m, err));
  ce_game_play (&pg.game, m);
  pos = *ce_game_position (&pg.game);
  g_assert_true (ce_move_parse_san (&pos, "e5", &m, err));
  ce_game_play (&pg.game, m);
  ce_pgn_set_comment (&pg, 0, "  lead  ");
  ce_pgn_set_comment (&pg, 1, "entry");
  pg.result = CE_RESULT_BLACK_WINS;
  text = ce_pgn_write (&pg);
  const char *movetext = strstr (text, "\n\n");
  g_assert_nonnull (strstr (text, "[Variant \"Zone X\"]\n\n"));
  g_assert_null (strstr (text, "FEN"));
  g_assert_cmpstr (movetext, ==, "\n\n{lead} 1. Nbd4 {entry} 1... e5 0-1\n");
  free (text);
  text = ce_pgn_write_as (&pg, CE_PGN_LONG);
  g_assert_cmpstr (strstr (text, "\n\n"), ==, "\n\n{lead} 1. Nb1-d4 {entry} 1... e7-e5 0-1\n");
  free (text);
  text = ce_pgn_write_as (&pg, CE_PGN_COORDINATES);
  g_assert_cmpstr (strstr (text, "\n\n"), ==, "\n\n{lead} 1. b1d4 {entry} 1... e7e5 0-1\n");
  free (text);
  ce_pgn_game_free (&pg);

  /* Orthodox chess has no Variant tag, so that other programs read it. */
  ce_pgn_game_init (&pg, ce_variant_get ("chess"));
  text = ce_pgn_write (&pg);
  g_assert_null (strstr (text, "Variant"));
  g_assert_cmpstr (strstr (text, "\n\n"), ==, "\n\n*\n");
  free (text);
  ce_pgn_game_free (&pg);
}

static void
test_line_width (void)
{
  CePgnGame pg;
  ce_pgn_game_init (&pg, ce_variant_get ("zigzag"));
  GRand *rand = g_rand_new_with_seed (7);
  for (int i = 0; i < 120; i++)
    {
      CePosition pos = *ce_game_position (&pg.game);
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, moves);
      if (!n || ce_position_result (&pos, NULL) != CE_RESULT_NONE)
        break;
      ce_game_play (&pg.game, moves[g_rand_int_range (rand, 0, n)]);
    }
  g_rand_free (rand);
  GString *words = g_string_new (NULL);
  for (int i = 0; i < 60; i++)
    g_string_append_printf (words, "word%d %s", i, i % 7 == 3 ? "%percent " : "");
  ce_pgn_set_comment (&pg, 5, words->str);
  ce_pgn_set_comment (&pg, 6,
                      "a-single-word-longer-than-a-line-"
                      "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
  for (int style = CE_PGN_SAN; style <= CE_PGN_COORDINATES; style++)
    {
      char *text = ce_pgn_write_as (&pg, style);
      char **lines = g_strsplit (strstr (text, "\n\n") + 2, "\n", -1);
      int longest = 0;
      for (char **l = lines; *l; l++)
        {
          int len = (int) strlen (*l);
          g_assert_false ((*l)[0] == '%');
          if (strstr (*l, "a-single-word"))
            continue;
          g_assert_cmpint (len, <=, 80);
          longest = MAX (longest, len);
        }
      /* Lines are filled, not broken early. */
      g_assert_cmpint (longest, >=, 70);
      g_strfreev (lines);
      CePgnGame *games = read_ok (text, 1);
      g_assert_cmpstr (games[0].comments[5], ==, g_strstrip (words->str));
      ce_pgn_free_games (games, 1);
      free (text);
    }
  g_string_free (words, TRUE);
  ce_pgn_game_free (&pg);
}

static void
test_eval (void)
{
  char buf[32];
  g_assert_cmpstr (ce_pgn_format_eval (35, CE_WHITE, buf), ==, "[%eval 0.35]");
  g_assert_cmpstr (ce_pgn_format_eval (35, CE_BLACK, buf), ==, "[%eval -0.35]");
  g_assert_cmpstr (ce_pgn_format_eval (-5, CE_WHITE, buf), ==, "[%eval -0.05]");
  g_assert_cmpstr (ce_pgn_format_eval (-250, CE_BLACK, buf), ==, "[%eval 2.50]");
  g_assert_cmpstr (ce_pgn_format_eval (0, CE_BLACK, buf), ==, "[%eval 0.00]");
  g_assert_cmpstr (ce_pgn_format_eval (1234, CE_WHITE, buf), ==, "[%eval 12.34]");
  /* Mate in 3 for the side to move: 5 plies. */
  g_assert_cmpstr (ce_pgn_format_eval (CE_EVAL_MATE - 5, CE_WHITE, buf), ==, "[%eval #3]");
  g_assert_cmpstr (ce_pgn_format_eval (CE_EVAL_MATE - 5, CE_BLACK, buf), ==, "[%eval #-3]");
  /* Mated in 2: 4 plies. */
  g_assert_cmpstr (ce_pgn_format_eval (-(CE_EVAL_MATE - 4), CE_WHITE, buf), ==, "[%eval #-2]");
  g_assert_cmpstr (ce_pgn_format_eval (-(CE_EVAL_MATE - 4), CE_BLACK, buf), ==, "[%eval #2]");
  g_assert_cmpstr (ce_pgn_format_eval (CE_EVAL_MATE - 1, CE_WHITE, buf), ==, "[%eval #1]");
}

/* ---- Round trip of played games ---- */

enum
{
  K_CASTLE,
  K_EN_PASSANT,
  K_PROMOTION,
  K_DROP,
  K_FLAG,
  K_ENTRY,
  N_KINDS,
  /* Not asserted: a pawn advance that the opponent may take en passant. */
  K_OFFER_EP = N_KINDS
};

static const char *const kind_names[]
  = { "castling", "en passant", "promotion", "drop", "flag win", "zone entry" };

/* A Zone X entry: a move into the zone that the piece's own steps do not
 * make. */
static bool
is_entry (const CePosition *pos, CeMove m)
{
  const CeVariant *v = pos->v;
  const int from = ce_move_from (m), to = ce_move_to (m);
  if (ce_move_kind (m) != CE_MOVE_NORMAL)
    return false;
  CePiece p = pos->board[from];
  if (!(v->def->types[CE_TYPE (p)].flags & CE_PF_ENTER) || v->zone[from] || !v->zone[to])
    return false;
  const CeMoveSet *ms = &v->moves[p][from];
  for (uint32_t i = 0; i < ms->leaps.count; i++)
    if (v->leaps[ms->leaps.first + i].to == to)
      return false;
  for (uint32_t i = 0; i < ms->rays.count; i++)
    {
      const CeRay *ray = &v->rays[ms->rays.first + i];
      for (int k = 0; k < ray->len; k++)
        {
          int sq = v->pool[ray->sq + (uint32_t) k];
          if (sq == to)
            return false;
          if (pos->board[sq])
            break;
        }
    }
  return true;
}

static unsigned
kinds_of (CePosition *pos, CeMove m)
{
  unsigned k = 0;
  const int kind = ce_move_kind (m);
  if (kind == CE_MOVE_CASTLE)
    k |= 1u << K_CASTLE;
  if (kind == CE_MOVE_EP)
    k |= 1u << K_EN_PASSANT;
  if (kind == CE_MOVE_DROP)
    k |= 1u << K_DROP;
  else if (ce_move_type (m))
    k |= 1u << K_PROMOTION;
  if (is_entry (pos, m))
    k |= 1u << K_ENTRY;
  if (!pos->v->def->flag_square)
    return k;
  CeUndo u;
  CeEndReason why;
  ce_make (pos, m, &u);
  if (ce_variant_end (pos, &why) != CE_RESULT_NONE && why == CE_END_FLAG)
    k |= 1u << K_FLAG;
  ce_unmake (pos, m, &u);
  return k;
}

static unsigned
offers_ep (CePosition *pos, CeMove m)
{
  if (ce_move_kind (m) != CE_MOVE_NORMAL || !pos->v->pawn_type
      || CE_TYPE (pos->board[ce_move_from (m)]) != pos->v->pawn_type)
    return 0;
  CeUndo u;
  CeMove replies[CE_MAX_MOVES];
  bool offered = false;
  ce_make (pos, m, &u);
  if (pos->ep_count)
    {
      int n = ce_generate_legal (pos, replies);
      for (int i = 0; i < n && !offered; i++)
        offered = ce_move_kind (replies[i]) == CE_MOVE_EP;
    }
  ce_unmake (pos, m, &u);
  return offered ? 1u << K_OFFER_EP : 0;
}

static unsigned
kinds_possible (const CeVariant *v)
{
  const CeVariantDef *d = v->def;
  unsigned k = 1u << K_PROMOTION;
  if (d->castling != CE_CASTLE_NONE)
    k |= 1u << K_CASTLE;
  if (v->pawn_type)
    k |= 1u << K_EN_PASSANT;
  if (d->flag_square)
    k |= 1u << K_FLAG;
  for (int t = 1; t <= d->ntypes; t++)
    {
      if (d->types[t].flags & CE_PF_HAND)
        k |= 1u << K_DROP;
      if (d->types[t].flags & CE_PF_ENTER)
        k |= 1u << K_ENTRY;
    }
  return k;
}

static const char *const comment_words[] = {
  "good",        "a \"quoted\" word",
  "back\\slash", "[%eval 0.35]",
  "%starts",     "{open",
  "Zugzwang!",   "ça va",
  ";semi",       "(paren)",
  "$5",          "1-0",
};

static char *
random_comment (GRand *rand)
{
  GString *s = g_string_new (NULL);
  int n = g_rand_int_range (rand, 1, 30);
  for (int i = 0; i < n; i++)
    g_string_append_printf (
      s, "%s%s", i ? " " : "",
      comment_words[g_rand_int_range (rand, 0, G_N_ELEMENTS (comment_words))]);
  return g_string_free (s, FALSE);
}

/* How far `color` is from stepping a pawn onto its flag square: pawns step
 * diagonally towards it and capture orthogonally, so a pawn off the
 * diagonal through the flag needs a capture per file of difference, and
 * every piece on the way must go. */
static int
flag_cost (const CePosition *pos, int color)
{
  const CeVariant *v = pos->v;
  const int flag = v->flag_sq[color];
  int best = INT_MAX;
  for (int i = 0; i < v->nsquares; i++)
    {
      int sq = v->squares[i];
      CePiece p = pos->board[sq];
      if (!p || CE_COLOR (p) != color || !(v->def->types[CE_TYPE (p)].flags & CE_PF_PAWN))
        continue;
      int df = ABS (CE_FILE (flag) - CE_FILE (sq)), dr = ABS (CE_RANK (flag) - CE_RANK (sq));
      int cost = 2 * MAX (df, dr) + 6 * ABS (df - dr);
      if (df == dr)
        for (int k = 1; k <= df; k++)
          {
            int f = CE_FILE (sq) + (CE_FILE (flag) > CE_FILE (sq) ? k : -k);
            int r = CE_RANK (sq) + (CE_RANK (flag) > CE_RANK (sq) ? k : -k);
            cost += pos->board[CE_SQ (f, r)] ? 3 : 0;
          }
      best = MIN (best, cost);
    }
  return best;
}

/* The move that brings the side to move nearest its flag square, ties
 * broken at random. */
static CeMove
towards_flag (CePosition *pos, const CeMove *moves, int n, GRand *rand)
{
  CeMove best = CE_MOVE_NONE;
  int best_cost = INT_MAX, ties = 0;
  const int us = pos->side;
  for (int i = 0; i < n; i++)
    {
      CeUndo u;
      CeEndReason why;
      ce_make (pos, moves[i], &u);
      int cost = ce_variant_end (pos, &why) != CE_RESULT_NONE ? -1 : flag_cost (pos, us);
      ce_unmake (pos, moves[i], &u);
      if (cost < best_cost)
        {
          best_cost = cost;
          best = moves[i];
          ties = 1;
        }
      else if (cost == best_cost && g_rand_int_range (rand, 0, ++ties) == 0)
        best = moves[i];
    }
  return best;
}

/* A game of random and cheap engine moves, the rarer kinds of move taken
 * whenever they turn up half the time, pawn moves favoured so that games
 * reach promotions.  A `runner` (a colour, or -1) heads for its flag square
 * against random moves: nothing else gets a pawn there in time. */
static void
play_game (CePgnGame *pg, const CeVariant *v, GRand *rand, CeSearch *search, int runner, int *seen)
{
  ce_pgn_game_init (pg, v);
  for (int ply = 0; ply < ROUND_TRIP_PLIES; ply++)
    {
      CePosition pos = *ce_game_position (&pg->game);
      CeMove moves[CE_MAX_MOVES], special[CE_MAX_MOVES], pawn[CE_MAX_MOVES];
      unsigned special_kinds[CE_MAX_MOVES], present = 0;
      int n = ce_generate_legal (&pos, moves), ns = 0, np = 0;
      if (ce_position_result_counted (&pos, n, NULL) != CE_RESULT_NONE)
        break;
      for (int i = 0; i < n; i++)
        {
          unsigned kinds = kinds_of (&pos, moves[i]) | offers_ep (&pos, moves[i]);
          present |= kinds;
          if (kinds)
            {
              special_kinds[ns] = kinds;
              special[ns++] = moves[i];
            }
          if (ce_move_kind (moves[i]) != CE_MOVE_DROP
              && (v->def->types[CE_TYPE (pos.board[ce_move_from (moves[i])])].flags & CE_PF_PAWN))
            pawn[np++] = moves[i];
        }
      CeMove m;
      double r = g_rand_double (rand);
      if (runner >= 0)
        m = pos.side != runner ? moves[g_rand_int_range (rand, 0, n)]
            : r < 0.8          ? towards_flag (&pos, moves, n, rand)
                               : moves[g_rand_int_range (rand, 0, n)];
      else if (ns && r < 0.5)
        {
          /* A kind first, then a move of it: Zone X offers entries at every
           * turn, en passant once in a while. */
          int k;
          do
            k = g_rand_int_range (rand, 0, K_OFFER_EP + 1);
          while (!(present & (1u << k)));
          int pick = -1, count = 0;
          for (int i = 0; i < ns; i++)
            if ((special_kinds[i] & (1u << k)) && g_rand_int_range (rand, 0, ++count) == 0)
              pick = i;
          m = special[pick];
        }
      else if (np && r < 0.7)
        m = pawn[g_rand_int_range (rand, 0, np)];
      else if (r < 0.85)
        {
          CeLimits l;
          ce_limits_init (&l);
          l.depth = 1;
          l.nodes = 64;
          m = ce_search_run (search, &pos, &l, NULL, NULL, NULL).best;
          g_assert_true (m != CE_MOVE_NONE);
        }
      else
        m = moves[g_rand_int_range (rand, 0, n)];
      unsigned kinds = kinds_of (&pos, m);
      for (int k = 0; k < N_KINDS; k++)
        seen[k] += (kinds >> k) & 1;
      ce_game_play (&pg->game, m);
    }

  CeResult by_rules = ce_game_result (&pg->game, NULL);
  pg->result = by_rules != CE_RESULT_NONE ? by_rules : (CeResult) g_rand_int_range (rand, 0, 4);
  static const char *const names[] = { "Ann", "Bob \"B\"", "C:\\players\\cee", "Dee" };
  ce_pgn_set_tag (pg, "White", names[g_rand_int_range (rand, 0, 4)]);
  ce_pgn_set_tag (pg, "Black", names[g_rand_int_range (rand, 0, 4)]);
  if (g_rand_boolean (rand))
    ce_pgn_set_tag (pg, "Event", "Round trip");
  if (g_rand_boolean (rand))
    ce_pgn_set_tag (pg, "TimeControl", "300+5");
  ce_pgn_set_tag (pg, "WhiteLevel", "3");
  for (int i = 0; i <= pg->game.nmoves; i++)
    if (g_rand_int_range (rand, 0, 8) == 0)
      {
        char *c = random_comment (rand);
        ce_pgn_set_comment (pg, i, c);
        g_free (c);
      }
}

/* A comment as a record read from a file keeps it: its [%...] commands
 * first (pgn.h). */
static char *
as_read (const CePgnGame *pg, const char *comment)
{
  if (!comment)
    return NULL;
  CeTree *t = ce_tree_new (&pg->game.positions[0]);
  ce_pgn_node_set_comment (t, ce_tree_root (t), comment);
  char *c = ce_pgn_node_comment (t, ce_tree_root (t));
  ce_tree_free (t);
  return c;
}

static void
assert_same_game (const CePgnGame *a, const CePgnGame *b, bool same_text)
{
  char fa[CE_FEN_SIZE], fb[CE_FEN_SIZE];
  g_assert_true (a->game.v == b->game.v);
  g_assert_cmpstr (ce_position_to_fen (&a->game.positions[0], fa), ==,
                   ce_position_to_fen (&b->game.positions[0], fb));
  g_assert_cmpint (a->game.nmoves, ==, b->game.nmoves);
  for (int i = 0; i < a->game.nmoves; i++)
    g_assert_cmphex (a->game.moves[i], ==, b->game.moves[i]);
  g_assert_cmpstr (ce_position_to_fen (ce_game_position (&a->game), fa), ==,
                   ce_position_to_fen (ce_game_position (&b->game), fb));
  g_assert_cmpint (a->result, ==, b->result);
  for (int i = 0; i <= a->game.nmoves; i++)
    {
      char *want = as_read (a, a->comments ? a->comments[i] : NULL);
      g_assert_cmpstr (want, ==, b->comments ? b->comments[i] : NULL);
      free (want);
    }
  for (int i = 0; i < a->ntags; i++)
    if (strcmp (a->tags[i].name, "Result") != 0)
      g_assert_cmpstr (ce_pgn_get_tag (b, a->tags[i].name), ==, a->tags[i].value);
  if (same_text)
    {
      /* a written and read alone writes as b, read among other games. */
      char *text = ce_pgn_write (a);
      CePgnGame *alone = read_ok (text, 1);
      char *ta = ce_pgn_write (alone), *tb = ce_pgn_write (b);
      ce_pgn_free_games (alone, 1);
      free (text);
      g_assert_cmpstr (ta, ==, tb);
      free (ta);
      free (tb);
    }
}

static void
test_round_trip (void)
{
  CeSearch *search = ce_search_new (1);
  int total = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      int seen[N_KINDS] = { 0 };
      int plies = 0;
      for (int game = 0; game < ROUND_TRIP_GAMES; game++)
        {
          /* A seed per game: a change in the search changes only the games
           * it plays in. */
          GRand *rand = g_rand_new_with_seed ((guint32) (total * 7919 + 20261122));
          CePgnGame pg;
          /* Two games in three of a variant with flag squares have a runner. */
          int runner = v->def->flag_square && game % 3 ? game % 2 : -1;
          play_game (&pg, v, rand, search, runner, seen);
          plies += pg.game.nmoves;
          for (int style = CE_PGN_SAN; style <= CE_PGN_COORDINATES; style++)
            {
              char *text = ce_pgn_write_as (&pg, style);
              CePgnGame *back = read_ok (text, 1);
              assert_same_game (&pg, back, false);
              if (style == CE_PGN_SAN)
                {
                  /* The tree read writes its comments' [%eval] commands
                   * first: the text may change once, then stays. */
                  char *again = ce_pgn_write (back);
                  CePgnGame *back2 = read_ok (again, 1);
                  char *third = ce_pgn_write (back2);
                  g_assert_cmpstr (third, ==, again);
                  free (third);
                  ce_pgn_free_games (back2, 1);
                  free (again);
                }
              ce_pgn_free_games (back, 1);
              free (text);
            }
          ce_pgn_game_free (&pg);
          g_rand_free (rand);
          total++;
        }
      unsigned want = kinds_possible (v);
      for (int k = 0; k < N_KINDS; k++)
        {
          if (!(want & (1u << k)))
            continue;
          g_test_message ("%s: %s %d times", *id, kind_names[k], seen[k]);
          if (!seen[k])
            g_error ("%s: no %s in %d games", *id, kind_names[k], ROUND_TRIP_GAMES);
        }
      g_test_message ("%s: %d games, %d plies", *id, ROUND_TRIP_GAMES, plies);
    }
  g_assert_cmpint (total, >=, 200);
  ce_search_free (search);
}

/* Several games in one text, as a collection file holds them. */
static void
test_round_trip_collection (void)
{
  CeSearch *search = ce_search_new (1);
  GRand *rand = g_rand_new_with_seed (99);
  /* One game per variant, as many as the engine has. */
  CePgnGame *pgs = g_new0 (CePgnGame, g_strv_length ((char **) ce_variant_ids ()));
  GString *all = g_string_new (NULL);
  int seen[N_KINDS] = { 0 };
  int i = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++, i++)
    {
      play_game (&pgs[i], ce_variant_get (*id), rand, search, -1, seen);
      char *text = ce_pgn_write (&pgs[i]);
      g_string_append_printf (all, "%s%s", i ? "\n" : "", text);
      free (text);
    }
  CePgnGame *back = read_ok (all->str, i);
  for (int k = 0; k < i; k++)
    {
      assert_same_game (&pgs[k], &back[k], true);
      ce_pgn_game_free (&pgs[k]);
    }
  ce_pgn_free_games (back, i);
  g_free (pgs);
  g_string_free (all, TRUE);
  g_rand_free (rand);
  ce_search_free (search);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn/move-forms", test_move_forms);
  g_test_add_func ("/pgn/errors", test_errors);
  g_test_add_func ("/pgn/comments-and-variations", test_comments_and_variations);
  g_test_add_func ("/pgn/several-games", test_several_games);
  g_test_add_func ("/pgn/setup-and-escapes", test_setup_and_escapes);
  g_test_add_func ("/pgn/line-width", test_line_width);
  g_test_add_func ("/pgn/eval", test_eval);
  g_test_add_func ("/pgn/round-trip", test_round_trip);
  g_test_add_func ("/pgn/round-trip-collection", test_round_trip_collection);
  return g_test_run ();
}

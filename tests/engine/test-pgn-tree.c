/* SPDX-License-Identifier: GPL-3.0-or-later
 * PGN with the whole tree: hand-written records with their exact output and
 * nodes, every NAG and suffix, comments everywhere, the [%eval], [%clk],
 * [%cal] and [%csl] commands, errors in variations with their line and
 * column, and a property test on random annotated trees in every variant:
 * what the writer writes reads back to the same text, in all three move
 * styles.
 */
#include "movegen.h"
#include "notation.h"
#include "pgn.h"
#include "rules.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#define RANDOM_GAMES 12

static CePgnGame *
read_one (const char *text)
{
  CePgnGame *games;
  int n;
  CePgnError err;
  if (!ce_pgn_read (text, strlen (text), &games, &n, &err))
    g_error ("%d:%d: %s\n%s", err.line, err.column, err.message, text);
  g_assert_cmpint (n, ==, 1);
  return games;
}

static void
assert_error (const char *text, int line, int column, const char *message)
{
  CePgnGame *games;
  int n;
  CePgnError err;
  g_assert_false (ce_pgn_read (text, strlen (text), &games, &n, &err));
  g_assert_null (games);
  g_assert_cmpstr (err.message, ==, message);
  g_assert_cmpint (err.line, ==, line);
  g_assert_cmpint (err.column, ==, column);
}

/* The movetext: what follows the blank line after the tags. */
static const char *
movetext (const char *text)
{
  const char *m = strstr (text, "\n\n");
  g_assert_nonnull (m);
  return m + 2;
}

/* ---- Hand-written records ---- */

static const struct
{
  const char *in, *out;
} cases[] = {
  /* Nested variations, a comment before a variation's first move, NAGs and
   * suffixes, ; comments; a variation inside a variation of the first move
   * is an alternative to that move. */
  { "{start} 1. e4! $14 (1. d4?! {alt} (1. c4 c5) 1... d5 2. c4 (2. Nf3 ; semi\n) e6) "
    "1... e5 (1... c5 $6 2. Nf3 (2. c3 {x}) ({before} 2. Nc3) d6) 2. Nf3 {end} *",
    "{start} 1. e4! $14 (1. d4?! {alt} 1... d5 2. c4 (2. Nf3 {semi}) 2... e6) (1. c4\n"
    "c5) 1... e5 (1... c5?! 2. Nf3 (2. c3 {x}) ({before} 2. Nc3) 2... d6) 2. Nf3\n"
    "{end} *\n" },
  /* Every suffix, as a suffix or a word of its own. */
  { "1. e4 ! e5 ? 2. Nf3!! Nc6?? 3. Bb5!? a6?! *", "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! *\n" },
  /* NAGs 1-6 become suffixes, the first one only; $0 and $256 are no NAG. */
  { "1. e4 $2 $1 $0 $256 $255 e5 $7 *", "1. e4? $1 $255 e5 $7 *\n" },
  /* Commands out of comments, the text kept; bad ones stay text. */
  { "1. e4 {Best by test [%eval 0.3] [%clk 1:02:03] [%emt 0:00:05]} e5 "
    "{[%csl Rd4,Ge5][%cal Gg1f3] [%eval #-3] [%clk 0:00:09.25]} 2. Nf3 {[%eval x] [%clk 1:2:3] "
    "[%cal Gz9z1]} *",
    "1. e4 {[%eval 0.30] [%clk 1:02:03] Best by test [%emt 0:00:05]} 1... e5\n"
    "{[%eval #-3] [%clk 0:00:09.25] [%csl Rd4,Ge5] [%cal Gg1f3]} 2. Nf3 {[%eval x]\n"
    "[%clk 1:2:3] [%cal Gz9z1]} *\n" },
  /* A comment after a variation belongs to the move before it. */
  { "1. e4 (1. d4) {after} e5 *", "1. e4 {after} (1. d4) 1... e5 *\n" },
  /* A variation may repeat the line's move. */
  { "1. e4 e5 (1... e5 2. Nf3) 2. Nc3 *", "1. e4 e5 (1... e5 2. Nf3) 2. Nc3 *\n" },
  /* A command taken out may leave another one, which is taken too; a
   * variation move's comments in pieces are read as one. */
  { "1. e4 {[%csl Gd4[%clk 0:00:01]]} *", "1. e4 {[%clk 0:00:01] [%csl Gd4]} *\n" },
  { "1. e4 (1. d4 {[%csl Gd4} (1. c4) {]}) *", "1. e4 (1. d4 {[%csl Gd4]}) (1. c4) *\n" },
  /* Results inside variations say nothing about the game. */
  { "1. e4 (1. d4 1-0) e5 1/2-1/2", "1. e4 (1. d4) 1... e5 1/2-1/2\n" },
};

static void
test_cases (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CePgnGame *g = read_one (cases[i].in);
      char *text = ce_pgn_write (g);
      g_assert_cmpstr (movetext (text), ==, cases[i].out);
      /* And it reads back to itself. */
      CePgnGame *again = read_one (text);
      char *text2 = ce_pgn_write (again);
      g_assert_cmpstr (text2, ==, text);
      free (text2);
      free (text);
      ce_pgn_free_games (again, 1);
      ce_pgn_free_games (g, 1);
    }
}

/* What the nodes hold after reading. */
static void
test_nodes (void)
{
  CePgnGame *g = read_one ("[Variant \"ZigZag Madness\"]\n"
                           "{intro [%csl Ye5]} 1. e5!? $18 {[%eval -1.5] [%clk 0:05:00.5] hm "
                           "[%cal Ge2e9,Rb1c3]} (1. d5 {[%eval #4]}) ({why} 1. b5 $1) *");
  const CeTree *t = g->tree;
  g_assert_nonnull (t);
  g_assert_cmpint (ce_tree_count (t), ==, 4);
  g_assert_cmpint (g->game.nmoves, ==, 1);
  CeNodeId root = ce_tree_root (t);
  const CeTreeNode *r = ce_tree_node (t, root);
  g_assert_cmpstr (r->comment, ==, "intro");
  g_assert_cmpint (r->nmarks, ==, 1);
  g_assert_cmpint (r->marks[0].colour, ==, 'Y');
  g_assert_cmpint (r->marks[0].from, ==, CE_SQ (4, 4));
  g_assert_cmpint (r->marks[0].to, ==, CE_NO_SQ);
  /* The main line's comments are also kept as text, commands first. */
  g_assert_cmpstr (g->comments[0], ==, "[%csl Ye5] intro");

  const CeTreeNode *e5 = ce_tree_node (t, ce_tree_child (t, root, 0));
  g_assert_cmpint (e5->nnags, ==, 2);
  g_assert_cmpint (e5->nags[0], ==, 5);
  g_assert_cmpint (e5->nags[1], ==, 18);
  g_assert_true (e5->eval.set);
  g_assert_false (e5->eval.mate);
  g_assert_cmpint (e5->eval.value, ==, -150);
  g_assert_cmpint (e5->clock_ms, ==, 300500);
  g_assert_cmpstr (e5->comment, ==, "hm");
  g_assert_cmpint (e5->nmarks, ==, 2);
  /* ZigZag's ninth rank. */
  g_assert_cmpint (e5->marks[0].from, ==, CE_SQ (4, 1));
  g_assert_cmpint (e5->marks[0].to, ==, CE_SQ (4, 8));
  g_assert_cmpint (e5->marks[1].colour, ==, 'R');

  const CeTreeNode *d5 = ce_tree_node (t, ce_tree_child (t, root, 1));
  g_assert_true (d5->eval.mate);
  g_assert_cmpint (d5->eval.value, ==, 4);
  g_assert_cmpint (d5->clock_ms, ==, CE_TREE_NO_CLOCK);
  const CeTreeNode *b5 = ce_tree_node (t, ce_tree_child (t, root, 2));
  g_assert_cmpstr (b5->comment_before, ==, "why");
  g_assert_null (b5->comment);
  g_assert_cmpint (b5->nags[0], ==, 1);

  /* Setting a main-line comment reaches the tree. */
  ce_pgn_set_comment (g, 1, "new [%eval 0.05]");
  e5 = ce_tree_node (t, ce_tree_child (t, root, 0));
  g_assert_cmpstr (e5->comment, ==, "new");
  g_assert_cmpint (e5->eval.value, ==, 5);
  g_assert_cmpint (e5->clock_ms, ==, CE_TREE_NO_CLOCK);
  g_assert_cmpint (e5->nmarks, ==, 0);

  /* The headers-only reader builds no tree. */
  CePgnReader *rd = ce_pgn_reader_new (CE_PGN_READ_HEADERS, 0);
  const char *text = "1. e4 ({a} 1. d4 {b} (1. c4 {c})) e5 *";
  ce_pgn_reader_feed (rd, text, strlen (text));
  ce_pgn_reader_finish (rd);
  CePgnGame h;
  g_assert_cmpint (ce_pgn_reader_next (rd, &h, NULL, NULL), ==, CE_PGN_GAME);
  g_assert_null (h.tree);
  ce_pgn_game_free (&h);
  ce_pgn_reader_free (rd);
  ce_pgn_free_games (g, 1);
}

/* Every NAG from 1 to 255 reads and writes back, eight to a move. */
static void
test_every_nag (void)
{
  CePgnGame pg;
  ce_pgn_game_init (&pg, ce_variant_get ("chess"));
  pg.tree = ce_tree_new (&pg.game.positions[0]);
  GRand *rand = g_rand_new_with_seed (255);
  CeNodeId at = ce_tree_root (pg.tree);
  for (int nag = 1; nag <= 255; nag++)
    {
      if (nag % CE_TREE_MAX_NAGS == 1)
        {
          CePosition pos;
          ce_tree_position (pg.tree, at, &pos);
          CeMove moves[CE_MAX_MOVES];
          int n = ce_generate_legal (&pos, moves);
          at = ce_tree_add_move (pg.tree, at, moves[g_rand_int_range (rand, 0, n)]);
          ce_game_play (&pg.game, ce_tree_move (pg.tree, at));
        }
      g_assert_true (ce_tree_add_nag (pg.tree, at, nag));
    }
  char *text = ce_pgn_write (&pg);
  g_assert_nonnull (strstr (text, "! $2 $3 $4 $5 $6 $7 $8 "));
  g_assert_nonnull (strstr (text, " $249 $250 $251 $252 $253 $254 $255 *"));
  CePgnGame *g = read_one (text);
  for (int nag = 1; nag <= 255; nag++)
    {
      int ply = (nag - 1) / CE_TREE_MAX_NAGS + 1;
      const CeTreeNode *n = ce_tree_node (g->tree, ce_tree_mainline_node (g->tree, ply));
      g_assert_cmpint (n->nags[(nag - 1) % CE_TREE_MAX_NAGS], ==, nag);
    }
  char *text2 = ce_pgn_write (g);
  g_assert_cmpstr (text2, ==, text);
  free (text);
  free (text2);
  ce_pgn_free_games (g, 1);
  ce_pgn_game_free (&pg);
  g_rand_free (rand);
}

static void
test_errors (void)
{
  assert_error ("1. e4 e5 (1... Nf6 2. Ke3) *", 1, 23,
                "illegal move \"Ke3\": no king can reach e3");
  assert_error ("[Event \"x\"]\n1. e4 (1. d4 d5 *\n", 2, 7, "unterminated variation");
  assert_error ("1. e4 (1. d4 d5\n[Event \"next\"]\n1. e4 *", 1, 7, "unterminated variation");
  assert_error ("1. e4 ((1. d4)) *", 1, 8, "a variation before any move");
  assert_error ("1. e4 e5)", 1, 9, "unexpected ')'");
  assert_error ("1. f3 e5 2. h3 (2. g4 Qh4# 3. a3) *", 1, 31,
                "move after the end of the game (checkmate)");
  /* A tree has room for CE_TREE_MAX_NODES nodes: the root, 1. e4 and
   * 99,998 variations. */
  GString *wide = g_string_new ("1. e4");
  for (int i = 0; i < CE_TREE_MAX_NODES - 1; i++)
    g_string_append (wide, " (1. d4)");
  g_string_append (wide, " *");
  char message[64];
  g_snprintf (message, sizeof message, "too many moves: more than %d in one game",
              CE_TREE_MAX_NODES - 1);
  assert_error (wide->str, 1, 11 + (CE_TREE_MAX_NODES - 2) * 8, message);
  g_string_truncate (wide, 5 + (CE_TREE_MAX_NODES - 2) * 8);
  g_string_append (wide, " *");
  CePgnGame *full = read_one (wide->str);
  g_assert_cmpint (ce_tree_count (full->tree), ==, CE_TREE_MAX_NODES);
  ce_pgn_free_games (full, 1);
  g_string_free (wide, TRUE);

  /* 64 levels read, 65 do not. */
  for (int levels = 64; levels <= 65; levels++)
    {
      GString *s = g_string_new ("1. e4 e5\n");
      for (int i = 0; i < levels; i++)
        g_string_append (s, "(1... e6 ");
      for (int i = 0; i < levels; i++)
        g_string_append_c (s, ')');
      g_string_append (s, " *");
      if (levels == 64)
        {
          CePgnGame *g = read_one (s->str);
          g_assert_cmpint (ce_tree_count (g->tree), ==, 3 + 64);
          char *text = ce_pgn_write (g);
          CePgnGame *again = read_one (text);
          g_assert_cmpint (ce_tree_count (again->tree), ==, 3 + 64);
          free (text);
          ce_pgn_free_games (again, 1);
          ce_pgn_free_games (g, 1);
        }
      else
        assert_error (s->str, 2, 1 + 64 * 9, "variations nested too deep: more than 64");
      g_string_free (s, TRUE);
    }
}

/* ---- Random annotated trees in every variant ---- */

static const char *const words[] = {
  "good",
  "}",
  "{",
  "(",
  ")",
  "%x",
  ";",
  "[%eval x]",
  "[%emt 0:00:05]",
  "[%",
  ("\xc3\xbc"
   "ber"), /* split: "\xbcber" would read as one hex escape */
  "$5",
  "1-0",
  "*",
  "\"q\"",
  "back\\slash",
  "e4",
  "!?",
  "[%clk 1:2]",
  "averyveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryverylongword",
};

static char *
random_text (GRand *rand)
{
  GString *s = g_string_new (NULL);
  int n = g_rand_int_range (rand, 1, 6);
  for (int i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i ? (g_rand_boolean (rand) ? " " : "\n\t ") : "",
                            words[g_rand_int_range (rand, 0, G_N_ELEMENTS (words))]);
  return g_string_free (s, FALSE);
}

static uint8_t
random_square (const CeVariant *v, GRand *rand)
{
  return v->squares[g_rand_int_range (rand, 0, v->nsquares)];
}

static void
annotate (CeTree *t, CeNodeId id, GRand *rand, bool first_of_variation)
{
  const CeVariant *v = ce_tree_variant (t);
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      g_autofree char *c = random_text (rand);
      ce_tree_set_comment (t, id, c);
    }
  if (first_of_variation && g_rand_int_range (rand, 0, 3) == 0)
    {
      g_autofree char *c = random_text (rand);
      ce_tree_set_comment_before (t, id, c);
    }
  int nags = g_rand_int_range (rand, 0, 8) < 5 ? 0 : g_rand_int_range (rand, 1, 4);
  for (int i = 0; i < nags; i++)
    ce_tree_add_nag (t, id,
                     g_rand_boolean (rand) ? g_rand_int_range (rand, 1, 7)
                                           : g_rand_int_range (rand, 1, 256));
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      bool mate = g_rand_int_range (rand, 0, 5) == 0;
      CeTreeEval e = { true, mate,
                       mate ? g_rand_int_range (rand, 1, 30) * (g_rand_boolean (rand) ? 1 : -1)
                            : g_rand_int_range (rand, -3000, 3001) };
      ce_tree_set_eval (t, id, &e);
    }
  if (g_rand_int_range (rand, 0, 4) == 0)
    ce_tree_set_clock (t, id,
                       g_rand_boolean (rand) ? g_rand_int_range (rand, 0, 36000) * (gint64) 1000
                                             : g_rand_int_range (rand, 0, 36000000));
  int marks = g_rand_int_range (rand, 0, 6) == 0 ? g_rand_int_range (rand, 1, 5) : 0;
  for (int i = 0; i < marks; i++)
    {
      static const char colours[] = "GRYB";
      uint8_t from = random_square (v, rand);
      uint8_t to = g_rand_boolean (rand) ? CE_NO_SQ : random_square (v, rand);
      ce_tree_add_mark (t, id, colours[g_rand_int_range (rand, 0, 4)], from, to);
    }
}

/* A random legal move after node `at`, CE_NODE_NONE when the game has ended
 * there (the reader refuses moves after the end). */
static CeNodeId
random_move (CeTree *t, CeNodeId at, GRand *rand)
{
  CePosition pos;
  ce_tree_position (t, at, &pos);
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&pos, moves);
  CeEndReason why;
  if (ce_position_result_counted (&pos, n, &why) != CE_RESULT_NONE)
    return CE_NODE_NONE;
  return ce_tree_add_move (t, at, moves[g_rand_int_range (rand, 0, n)]);
}

typedef struct
{
  CeNodeId from; /* the node the line leaves */
  int length, depth;
} Work;

/* A tree of lines: a main line, and from its moves variations, and from
 * theirs more, up to 64 deep when `deep`. */
static void
random_game (CePgnGame *pg, const CeVariant *v, GRand *rand, bool deep)
{
  ce_pgn_game_init (pg, v);
  pg->tree = ce_tree_new (&pg->game.positions[0]);
  CeTree *t = pg->tree;
  if (g_rand_boolean (rand))
    {
      g_autofree char *c = random_text (rand);
      ce_tree_set_comment (t, ce_tree_root (t), c);
    }
  GArray *work = g_array_new (FALSE, FALSE, sizeof (Work));
  Work w0 = { ce_tree_root (t), g_rand_int_range (rand, 10, 60), 0 };
  g_array_append_val (work, w0);
  while (work->len > 0)
    {
      Work w = g_array_index (work, Work, work->len - 1);
      g_array_set_size (work, work->len - 1);
      CeNodeId at = w.from;
      for (int i = 0; i < w.length; i++)
        {
          int before = ce_tree_nchildren (t, at);
          CeNodeId next = random_move (t, at, rand);
          if (next == CE_NODE_NONE)
            break;
          if (ce_tree_nchildren (t, at) > before)
            annotate (t, next, rand, w.depth > 0 && i == 0);
          /* A variation: another move from `at`, going on as a new line. */
          bool branch = deep ? (w.depth < 64 && i == 1)
                             : (w.depth < 4 && g_rand_int_range (rand, 0, 6 + 4 * w.depth) == 0);
          if (branch && i > 0)
            {
              Work var = { at, deep ? 3 : g_rand_int_range (rand, 1, 8), w.depth + 1 };
              g_array_append_val (work, var);
            }
          at = next;
        }
    }
  g_array_free (work, TRUE);
  for (CeNodeId id = ce_tree_main_child (t, ce_tree_root (t)); id != CE_NODE_NONE;
       id = ce_tree_main_child (t, id))
    ce_game_play (&pg->game, ce_tree_move (t, id));
}

static void
test_random_round_trip (void)
{
  int total = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      for (int game = 0; game < RANDOM_GAMES; game++, total++)
        {
          GRand *rand = g_rand_new_with_seed ((guint32) (total * 104729 + 20261124));
          CePgnGame pg;
          random_game (&pg, v, rand, game == 0);
          char *x = ce_pgn_write (&pg);
          CePgnGame *back = read_one (x);
          g_assert_cmpint (ce_tree_count (back->tree), <=, ce_tree_count (pg.tree));
          g_assert_cmpint (back->game.nmoves, ==, pg.game.nmoves);
          char *y = ce_pgn_write (back);
          /* write (read (x)) == x for what the writer wrote, and so
           * write (read (x)) == write (read (write (read (x)))). */
          g_assert_cmpstr (y, ==, x);
          CePgnGame *back2 = read_one (y);
          char *z = ce_pgn_write (back2);
          g_assert_cmpstr (z, ==, y);
          /* The other move styles read back to the same record. */
          for (int style = CE_PGN_LONG; style <= CE_PGN_COORDINATES; style++)
            {
              char *s = ce_pgn_write_as (&pg, style);
              CePgnGame *b = read_one (s);
              char *w = ce_pgn_write (b);
              g_assert_cmpstr (w, ==, x);
              free (w);
              free (s);
              ce_pgn_free_games (b, 1);
            }
          free (x);
          free (y);
          free (z);
          ce_pgn_free_games (back, 1);
          ce_pgn_free_games (back2, 1);
          ce_pgn_game_free (&pg);
          g_rand_free (rand);
        }
    }
}

/* A record whose game was changed after reading is written from its game:
 * the tree no longer says what it is. */
static void
test_changed_game (void)
{
  CePgnGame *g = read_one ("1. e4 (1. d4) e5 *");
  CeMove moves[CE_MAX_MOVES];
  CePosition pos = *ce_game_position (&g->game);
  int n = ce_generate_legal (&pos, moves);
  g_assert_cmpint (n, >, 0);
  ce_game_play (&g->game, moves[0]);
  char *text = ce_pgn_write (g);
  g_assert_null (strstr (text, "d4"));
  g_assert_nonnull (strstr (text, "1. e4 e5 2. "));
  free (text);
  ce_pgn_free_games (g, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pgn-tree/cases", test_cases);
  g_test_add_func ("/pgn-tree/nodes", test_nodes);
  g_test_add_func ("/pgn-tree/every-nag", test_every_nag);
  g_test_add_func ("/pgn-tree/errors", test_errors);
  g_test_add_func ("/pgn-tree/random-round-trip", test_random_round_trip);
  g_test_add_func ("/pgn-tree/changed-game", test_changed_game);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Games as PGN without a display (game-pgn.h): a ChimeraGame written and
 * read back is the same game — its moves, the tree's variations,
 * comments, NAGs, evaluations, clocks and shapes, its players, levels,
 * clock, tags and result, however it ended; a collection reads as its
 * games, whole or listed from a file; a game saved to a file restores;
 * and bad input, cut anywhere, gives a GError saying where, never a crash.
 * Opening, pasting and saving in the window are tests/ui/test-game-file.c's.
 */
#include "config.h"

#include "chimera-game.h"
#include "game-pgn.h"
#include "notation.h"
#include "play.h"
#include "same-game.h"

#include <glib/gstdio.h>
#include <string.h>

/* ---- helpers ---- */

/* A new game of `variant` from `fen` (NULL: the start) between two named
 * people (the writer would otherwise ask the system for a name). */
static ChimeraGame *
named_game (const char *variant, const char *fen, int white, int black)
{
  const CeVariant *v = ce_variant_get (variant);
  g_assert_nonnull (v);
  ChimeraGame *game;
  if (fen)
    {
      CePosition pos;
      char err[CE_ERR_SIZE];
      if (!ce_position_from_fen (&pos, v, fen, err))
        g_error ("%s: %s", fen, err);
      game = chimera_game_new_from_position (&pos, white, black);
    }
  else
    game = chimera_game_new (v, white, black);
  chimera_game_set_tag (game, "White", "Anna");
  chimera_game_set_tag (game, "Black", "Bob");
  return game;
}

/* The one game of `text`. */
static ChimeraGame *
read_one (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGameRecords) records = chimera_game_records_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpint (records->n, ==, 1);
  return chimera_game_new_from_record (&records->games[0]);
}

/* `game` written and read back. */
static ChimeraGame *
round_trip (ChimeraGame *game)
{
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_test_message ("%s", pgn);
  return read_one (pgn);
}

/* `game` written, read back and written again gives the same text (for a
 * game whose clocks do not run), and the same game. */
static void
assert_round_trip (ChimeraGame *game)
{
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_autoptr (ChimeraGame) back = round_trip (game);
  assert_same_game (game, back);
  g_autofree char *again = chimera_game_to_pgn (back);
  g_assert_cmpstr (again, ==, pgn);
}

/* ---- round trips ---- */

/* Players, levels, clock times, tags and comments survive a file, for a
 * ZigZag game with drops and castling rights.  Paused, so that what was
 * written is exactly what the game held. */
static void
test_round_trip (void)
{
  g_autoptr (ChimeraGame) game = named_game ("zigzag", NULL, 0, 4);
  chimera_game_set_clock (game, 300000, 2000);
  play (game, "e2e5 e9e6 J@e4 d9d7");
  chimera_game_set_tag (game, "Event", "Club night");
  chimera_game_set_tag (game, "Annotator", "Anna \"the\" Reader");
  chimera_game_set_comment (game, 0, "A sharp opening");
  chimera_game_set_comment (game, 4, "[%eval -0.20]");
  chimera_game_set_paused (game, TRUE);
  g_assert_true (chimera_game_get_paused (game));
  g_autoptr (ChimeraGame) back = round_trip (game);
  assert_same_game (game, back);
  g_assert_cmpstr (chimera_game_get_tag (back, "Event"), ==, "Club night");
  g_assert_cmpstr (chimera_game_get_tag (back, "Annotator"), ==, "Anna \"the\" Reader");
  g_assert_cmpstr (chimera_game_get_comment (back, 0), ==, "A sharp opening");
  const CeTreeNode *d7 = ce_tree_node (chimera_game_get_tree (back),
                                       ce_tree_mainline_node (chimera_game_get_tree (back), 4));
  g_assert_true (d7->eval.set && !d7->eval.mate);
  g_assert_cmpint (d7->eval.value, ==, -20);
  g_assert_cmpint (chimera_game_get_level (back, CE_BLACK), ==, 4);
  g_assert_cmpint (chimera_game_get_base_time (back), ==, 300000);
  g_assert_cmpint (chimera_game_get_increment (back), ==, 2000);
  /* The game goes on: a game read from a file is not paused. */
  g_assert_false (chimera_game_get_paused (back));
  g_assert_cmpint (chimera_game_get_result (back, NULL), ==, CE_RESULT_NONE);

  /* The text names the players and the clock the way PGN readers expect,
   * and escapes the quotes. */
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[White \"Anna\"]"));
  g_assert_nonnull (strstr (pgn, "[Black \"Chimera (level 4)\"]"));
  g_assert_nonnull (strstr (pgn, "[WhiteLevel \"0\"]\n[BlackLevel \"4\"]"));
  g_assert_nonnull (strstr (pgn, "[TimeControl \"300+2\"]"));
  g_assert_nonnull (strstr (pgn, "[Variant \"ZigZag Madness\"]"));
  g_assert_nonnull (strstr (pgn, "[Annotator \"Anna \\\"the\\\" Reader\"]"));
  g_assert_nonnull (strstr (pgn, "[Result \"*\"]"));
  g_assert_nonnull (strstr (pgn, "{A sharp opening} 1. e5"));
  g_assert_nonnull (strstr (pgn, "J@e4"));
}

/* A game lost on time stays lost on time; a set-up position stays set up,
 * with the computer on the side it played. */
static void
test_flag_and_setup (void)
{
  g_autoptr (ChimeraGame) game = named_game ("chess", NULL, 0, 0);
  chimera_game_set_clock (game, 1000, 0);
  play (game, "e2e4");
  const gint64 left[2] = { 800, 0 };
  chimera_game_restore_clock (game, 1000, 0, left, CE_BLACK);
  CeEndReason why;
  g_assert_cmpint (chimera_game_get_result (game, &why), ==, CE_RESULT_WHITE_WINS);
  g_assert_cmpint (why, ==, CE_END_TIME);
  assert_round_trip (game);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[Termination \"time forfeit\"]"));
  g_assert_nonnull (strstr (pgn, "[WhiteClock \"0:00:00.800\"]"));
  g_assert_nonnull (strstr (pgn, "[BlackClock \"0:00:00.000\"]"));

  CePosition pos;
  char err[CE_ERR_SIZE];
  static const char fen[] = "****k****/***1n1***/**2r2**/*3p3*/4*4/*3P3*/**2R2**/"
                            "***1N1***/****K**** b - - 0 12";
  g_assert_true (ce_position_from_fen (&pos, ce_variant_get ("diamond"), fen, err));
  g_autoptr (ChimeraGame) setup = chimera_game_new_from_position (&pos, 2, 0);
  chimera_game_set_tag (setup, "Black", "Bob");
  assert_round_trip (setup);
  g_autofree char *setup_pgn = chimera_game_to_pgn (setup);
  g_autofree char *fen_tag = g_strdup_printf ("[FEN \"%s\"]", fen);
  g_assert_nonnull (strstr (setup_pgn, "[SetUp \"1\"]"));
  g_assert_nonnull (strstr (setup_pgn, fen_tag));
  g_assert_nonnull (strstr (setup_pgn, "[White \"Chimera (level 2)\"]"));
}

/* The whole tree: variations (nested, several from one move, in their
 * order), comments before and after moves and before the game, NAGs of
 * both kinds, evaluations in pawns and mates, clocks, arrows and circles. */
static void
test_tree (void)
{
  g_autoptr (ChimeraGame) game = named_game ("chess", NULL, 0, 0);
  play (game, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6");
  const CeTree *t = chimera_game_get_tree (game);
  chimera_game_set_comment (game, 0, "The Ruy Lopez");
  chimera_game_set_view (game, 1);
  CeNodeId c5 = play_at_view (game, "c7c5");
  play_at_view (game, "g1f3");
  chimera_game_view_node (game, c5);
  CeNodeId nc3 = play_at_view (game, "b1c3"); /* a variation inside the variation */
  chimera_game_set_view (game, 1);
  CeNodeId e6 = play_at_view (game, "e7e6"); /* a second variation of Black's first move */
  chimera_game_set_view (game, -1);

  CeNodeId bb5 = ce_tree_mainline_node (t, 5);
  CeNodeId nf3 = ce_tree_mainline_node (t, 3);
  chimera_game_set_node_comment (game, c5, "Sharp");
  CeTree *edit = chimera_game_edit_tree_begin (game);
  ce_tree_set_comment_before (edit, c5, "Or the Sicilian");
  chimera_game_edit_tree_end (game);
  g_assert_true (chimera_game_toggle_nag (game, c5, 5));
  g_assert_true (chimera_game_toggle_nag (game, c5, 14));
  g_assert_true (chimera_game_toggle_nag (game, bb5, 1));
  g_assert_true (chimera_game_toggle_nag (game, bb5, 146));
  CeTreeEval cp = { .set = true, .value = 31 }, minus = { .set = true, .value = -140 };
  CeTreeEval mate = { .set = true, .mate = true, .value = -3 };
  chimera_game_set_node_eval (game, bb5, &cp);
  chimera_game_set_node_eval (game, c5, &minus);
  chimera_game_set_node_eval (game, e6, &mate);
  CeMark marks[2] = { { 'G', CE_SQ (5, 0), CE_SQ (1, 4) }, { 'R', CE_SQ (4, 4), CE_NO_SQ } };
  chimera_game_set_node_marks (game, nf3, marks, 2);
  chimera_game_set_node_comment (game, nc3, "Quiet");
  edit = chimera_game_edit_tree_begin (game);
  ce_tree_set_clock (edit, nc3, 299500);
  chimera_game_edit_tree_end (game);
  g_assert_cmpint (ce_tree_count (t), ==, 11);

  assert_round_trip (game);

  /* What it looks like, so that other programs read it too. */
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_autofree char *flat = g_strdelimit (g_strdup (pgn), "\n", ' ');
  g_test_message ("%s", flat);
  g_assert_nonnull (strstr (flat, "{The Ruy Lopez} 1. e4 e5 ({Or the Sicilian} 1... c5!? $14 "
                                  "{[%eval -1.40] Sharp} 2. Nf3 (2. Nc3 {[%clk 0:04:59.5] "
                                  "Quiet})) (1... e6 {[%eval #-3]}) 2. Nf3 {[%csl Re5] "
                                  "[%cal Gf1b5]} 2... Nc6 3. Bb5! $146 {[%eval 0.31]} 3... a6 *"));
}

/* Moves taken back (that redo would replay) are not the game's: they are
 * not written, and the game read back has nothing to redo. */
static void
test_taken_back (void)
{
  g_autoptr (ChimeraGame) game = named_game ("chess", NULL, 0, 0);
  play (game, "d2d4 d7d5 c2c4");
  g_assert_true (chimera_game_undo (game));
  g_assert_true (chimera_game_can_redo (game));
  g_autoptr (ChimeraGame) back = round_trip (game);
  g_assert_cmpint (chimera_game_get_n_plies (back), ==, 2);
  g_assert_false (chimera_game_can_redo (back));
  g_assert_cmpint (ce_tree_count (chimera_game_get_tree (back)), ==, 3);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_null (strstr (pgn, "c4"));
}

/* However a game ended, it ends so again: by the rules (mate, the
 * Termination left out), by a result given from outside (resignation,
 * agreement, kept in Termination), or not at all. */
static void
test_results (void)
{
  static const struct
  {
    const char *moves;
    CeResult declared;
    const char *reason;
    CeResult result;
    CeEndReason why;
    const char *result_tag, *termination;
  } cases[] = {
    { "f2f3 e7e5 g2g4 d8h4", CE_RESULT_NONE, NULL, CE_RESULT_BLACK_WINS, CE_END_CHECKMATE, "0-1",
      NULL },
    { "e2e4 e7e5", CE_RESULT_WHITE_WINS, "resignation", CE_RESULT_WHITE_WINS, CE_END_NONE, "1-0",
      "resignation" },
    { "e2e4 e7e5 g1f3", CE_RESULT_DRAW, "agreement", CE_RESULT_DRAW, CE_END_NONE, "1/2-1/2",
      "agreement" },
    { "e2e4", CE_RESULT_BLACK_WINS, NULL, CE_RESULT_BLACK_WINS, CE_END_NONE, "0-1", NULL },
    { "e2e4", CE_RESULT_NONE, NULL, CE_RESULT_NONE, CE_END_NONE, "*", NULL },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s %s", cases[i].moves, cases[i].result_tag);
      g_autoptr (ChimeraGame) game = named_game ("chess", NULL, 0, 0);
      play (game, cases[i].moves);
      if (cases[i].declared != CE_RESULT_NONE)
        chimera_game_set_result (game, cases[i].declared, cases[i].reason);
      CeEndReason why;
      g_assert_cmpint (chimera_game_get_result (game, &why), ==, cases[i].result);
      g_assert_cmpint (why, ==, cases[i].why);
      assert_round_trip (game);
      g_autofree char *pgn = chimera_game_to_pgn (game);
      g_autofree char *result = g_strdup_printf ("[Result \"%s\"]", cases[i].result_tag);
      g_assert_nonnull (strstr (pgn, result));
      g_autofree char *end = g_strdup_printf (" %s\n", cases[i].result_tag);
      g_assert_true (g_str_has_suffix (pgn, end));
      if (cases[i].termination)
        {
          g_autofree char *tag = g_strdup_printf ("[Termination \"%s\"]", cases[i].termination);
          g_assert_nonnull (strstr (pgn, tag));
        }
      else
        g_assert_null (strstr (pgn, "[Termination "));
    }
}

/* Tags: the others' in the order set, any text (quotes, backslashes,
 * UTF-8); a tag removed is gone; the tags the app writes from the game's
 * state cannot be overridden by a stored value. */
static void
test_tags (void)
{
  g_autoptr (ChimeraGame) game = named_game ("chess", NULL, 0, 0);
  play (game, "e2e4");
  chimera_game_set_tag (game, "Site", "Zürich");
  chimera_game_set_tag (game, "Round", "3");
  chimera_game_set_tag (game, "Opening", "King's pawn");
  chimera_game_set_tag (game, "Annotator", "C:\\games \"A\"");
  chimera_game_set_tag (game, "ECO", "C20");
  chimera_game_set_tag (game, "Gone", "soon");
  chimera_game_set_tag (game, "Gone", NULL);
  /* The game's own state wins over stored values of these. */
  chimera_game_set_tag (game, "Result", "1-0");
  chimera_game_set_tag (game, "WhiteLevel", "7");
  g_autoptr (ChimeraGame) back = round_trip (game);
  g_assert_cmpstr (chimera_game_get_tag (back, "Site"), ==, "Zürich");
  g_assert_cmpstr (chimera_game_get_tag (back, "Round"), ==, "3");
  g_assert_cmpstr (chimera_game_get_tag (back, "Opening"), ==, "King's pawn");
  g_assert_cmpstr (chimera_game_get_tag (back, "Annotator"), ==, "C:\\games \"A\"");
  g_assert_cmpstr (chimera_game_get_tag (back, "ECO"), ==, "C20");
  g_assert_null (chimera_game_get_tag (back, "Gone"));
  g_assert_cmpint (chimera_game_get_result (back, NULL), ==, CE_RESULT_NONE);
  g_assert_cmpint (chimera_game_get_level (back, CE_WHITE), ==, 0);
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_nonnull (strstr (pgn, "[Result \"*\"]"));
  g_assert_nonnull (strstr (pgn, "[WhiteLevel \"0\"]"));
  g_assert_nonnull (strstr (pgn, "[Annotator \"C:\\\\games \\\"A\\\"\"]"));
  /* Others in the order set. */
  const char *opening = strstr (pgn, "[Opening "), *annotator = strstr (pgn, "[Annotator ");
  const char *eco = strstr (pgn, "[ECO ");
  g_assert_true (opening && annotator && eco && opening < annotator && annotator < eco);
  g_autofree char *again = chimera_game_to_pgn (back);
  g_assert_cmpstr (again, ==, pgn);
}

/* Text from elsewhere that is not UTF-8 is made valid (replacement
 * characters), to show and to write back. */
static void
test_not_utf8 (void)
{
  static const char text[] = "[Event \"Caf\xe9\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
                             "1. e4 {Tr\xe8s bien} *\n";
  g_autoptr (ChimeraGame) game = read_one (text);
  const char *event = chimera_game_get_tag (game, "Event");
  g_assert_true (g_utf8_validate (event, -1, NULL));
  g_assert_cmpstr (event, ==, "Caf\uFFFD");
  const char *comment = chimera_game_get_comment (game, 1);
  g_assert_true (g_utf8_validate (comment, -1, NULL));
  g_assert_cmpstr (comment, ==, "Tr\uFFFDs bien");
  g_autofree char *pgn = chimera_game_to_pgn (game);
  g_assert_true (g_utf8_validate (pgn, -1, NULL));
}

/* ---- collections ---- */

static const char collection[]
  = "[Event \"Club night\"]\n[Date \"2026.11.22\"]\n[White \"Anna\"]\n[Black \"Bob\"]\n"
    "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
    "[Event \"?\"]\n[White \"Carl\"]\n[Black \"Dora\"]\n[Variant \"ZigZag Madness\"]\n"
    "[Result \"*\"]\n\n1. e5 e6 2. J@e4 *\n\n"
    "[White \"Eve\"]\n[Black \"Finn\"]\n[Variant \"diamond\"]\n[Result \"*\"]\n\n*\n";

/* Every game of a text, each a game of its own, and each described for a
 * list to pick from. */
static void
test_collection (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGameRecords) records
    = chimera_game_records_parse (collection, strlen (collection), &error);
  g_assert_no_error (error);
  g_assert_cmpint (records->n, ==, 3);
  static const struct
  {
    const char *variant;
    int plies;
    CeResult result;
    const char *players, *details;
  } want[] = {
    { "chess", 7, CE_RESULT_WHITE_WINS, "Anna – Bob",
      "Chess · 1-0 · 4 moves · Club night · 2026.11.22" },
    { "zigzag", 3, CE_RESULT_NONE, "Carl – Dora", "ZigZag Madness · unfinished · 2 moves" },
    { "diamond", 0, CE_RESULT_NONE, "Eve – Finn", "Diamond Chess · unfinished · 0 moves" },
  };
  for (int i = 0; i < records->n; i++)
    {
      g_autoptr (ChimeraGame) game = chimera_game_new_from_record (&records->games[i]);
      g_assert_cmpstr (chimera_game_get_variant (game)->def->id, ==, want[i].variant);
      g_assert_cmpint (chimera_game_get_n_plies (game), ==, want[i].plies);
      g_assert_cmpint (chimera_game_get_result (game, NULL), ==, want[i].result);
      g_autofree char *details = NULL;
      g_autofree char *players = chimera_game_record_describe (&records->games[i], &details);
      g_assert_cmpstr (players, ==, want[i].players);
      g_assert_cmpstr (details, ==, want[i].details);
    }

  /* Games written one after another read back as they were. */
  g_autoptr (ChimeraGame) a = named_game ("chess", NULL, 0, 3);
  play (a, "e2e4 c7c5");
  g_autoptr (ChimeraGame) b = named_game ("zonex", NULL, 0, 0);
  g_autofree char *pa = chimera_game_to_pgn (a), *pb = chimera_game_to_pgn (b);
  g_autofree char *both = g_strconcat (pa, "\n", pb, NULL);
  g_autoptr (ChimeraGameRecords) two = chimera_game_records_parse (both, strlen (both), &error);
  g_assert_no_error (error);
  g_assert_cmpint (two->n, ==, 2);
  g_autoptr (ChimeraGame) a_back = chimera_game_new_from_record (&two->games[0]);
  g_autoptr (ChimeraGame) b_back = chimera_game_new_from_record (&two->games[1]);
  assert_same_game (a, a_back);
  assert_same_game (b, b_back);
}

/* A collection in a file, listed without playing its games: a game that
 * cannot even be read is listed with its message (lines counted from the
 * file's start); the others open from their place in the file, a bad move
 * being found then. */
static void
test_list_scan (void)
{
  g_autofree char *dir = g_dir_make_tmp ("chimera-game-pgn-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_autofree char *path = g_build_filename (dir, "games.pgn", NULL);
  /* The collection (22 lines), a game with an illegal move on line 27 and
   * one with a bad byte on line 32. */
  g_autofree char *text
    = g_strconcat (collection, "\n[White \"X\"]\n[Black \"Y\"]\n\n1. e4 e5 2. Ke3 *\n",
                   "\n[White \"Z\"]\n[Black \"W\"]\n\n1. e4 \x01 *\n", NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGameList) list = chimera_game_list_scan (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (list->entries->len, ==, 5);
  g_assert_cmpint (list->n_good, ==, 4);
  ChimeraGameEntry *first = &g_array_index (list->entries, ChimeraGameEntry, 0);
  g_assert_cmpstr (first->players, ==, "Anna – Bob");
  /* Listed without the moves: no count. */
  g_assert_cmpstr (first->details, ==, "Chess · 1-0 · Club night · 2026.11.22");
  ChimeraGameEntry *bad = &g_array_index (list->entries, ChimeraGameEntry, 4);
  g_assert_null (bad->players);
  g_test_message ("%s", bad->details);
  g_assert_cmpstr (bad->details, ==, "Line 32, column 7: unexpected byte 0x01");

  g_autoptr (ChimeraGame) zigzag = chimera_game_list_open (list, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (chimera_game_get_variant (zigzag)->def->id, ==, "zigzag");
  g_assert_cmpint (chimera_game_get_n_plies (zigzag), ==, 3);
  g_assert_cmpstr (chimera_game_get_tag (zigzag, "White"), ==, "Carl");
  g_autoptr (ChimeraGame) illegal = chimera_game_list_open (list, 3, &error);
  g_assert_null (illegal);
  g_assert_error (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "Line 27, column 13: "));
  g_clear_error (&error);

  /* Only games that cannot be read: the first one's message. */
  g_assert_true (g_file_set_contents (path, "1. e4 \x02 *\n\n1. d4 \x03 *\n", -1, NULL));
  g_autoptr (ChimeraGameList) none = chimera_game_list_scan (file, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "Line 1, column 7: unexpected byte 0x02");
  g_clear_error (&error);
  /* No game at all. */
  g_assert_true (g_file_set_contents (path, "\n  \n", -1, NULL));
  g_assert_null (chimera_game_list_scan (file, NULL, &error));
  g_assert_error (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_EMPTY);
  g_clear_error (&error);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* ---- files ---- */

/* A game saved to a file is restored the same; a file that is not there
 * restores nothing, a broken one says why. */
static void
test_save_and_restore (void)
{
  g_autofree char *dir = g_dir_make_tmp ("chimera-game-pgn-XXXXXX", NULL);
  g_assert_nonnull (dir);
  /* In a folder to be made. */
  g_autofree char *path = g_build_filename (dir, "sub", "game.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (ChimeraGame) game = named_game ("diagonal", NULL, 0, 6);
  play (game, "c3d4 f6e5");
  chimera_game_set_comment (game, 2, "Central");
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_game_save (game, file, &error));
  g_assert_no_error (error);
  g_autoptr (ChimeraGame) restored = chimera_game_restore (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (restored);
  assert_same_game (game, restored);
  /* Another game saved over it: that game. */
  g_autoptr (ChimeraGame) other = named_game ("chess", NULL, 0, 0);
  play (other, "e2e4 e7e5 g1f3");
  g_assert_true (chimera_game_save (other, file, &error));
  g_autoptr (ChimeraGame) again = chimera_game_restore (file, &error);
  g_assert_no_error (error);
  assert_same_game (other, again);
  g_autoptr (ChimeraGameRecords) records = chimera_game_records_load (file, &error);
  g_assert_no_error (error);
  g_assert_cmpint (records->n, ==, 1);

  /* Broken: NULL, and the error says where. */
  g_assert_true (g_file_set_contents (path, "[Event \"x\"]\n1. e4 e5 2. Qh9 *\n", -1, NULL));
  g_assert_null (chimera_game_restore (file, &error));
  g_assert_error (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "Line 2, column 13: "));
  g_clear_error (&error);
  /* Not there: nothing, and no error. */
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_null (chimera_game_restore (file, &error));
  g_assert_no_error (error);

  g_autofree char *sub = g_path_get_dirname (path);
  g_assert_cmpint (g_rmdir (sub), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The limit Open and Paste share. */
static void
test_check_size (void)
{
  g_autoptr (GError) error = NULL;
  g_assert_true (chimera_game_records_check_size (0, &error));
  g_assert_true (chimera_game_records_check_size (512 * 1024, &error));
  g_assert_no_error (error);
  g_assert_false (chimera_game_records_check_size (512 * 1024 + 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_assert_cmpstr (error->message, ==,
                   "The file is too large: Chimera opens game files of up to 512 KB.");
}

/* ---- bad input ---- */

/* Each bad text: NULL and an error saying where and what. */
static void
test_bad_input (void)
{
  static const struct
  {
    const char *text;
    gsize len; /* 0: strlen */
    ChimeraGameFileError code;
    const char *message; /* its start */
  } cases[] = {
    { "[Event \"?\"]\n\n1. e4 e5 2. Nf6 *\n", 0, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 3, column 13: illegal move \"Nf6\": no knight can reach f6" },
    { "1. e4 {never closed", 0, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 1, column 7: unterminated comment" },
    { "[Event \"never closed\n", 0, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 1, column 8: unterminated tag value" },
    { "[Variant \"Nonsense\"]\n\n*\n", 0, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 1, column 10: unknown variant \"Nonsense\"" },
    { "[FEN \"not a position\"]\n\n*\n", 0, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 1, column 6: bad FEN tag: " },
    { "1. f3 e5 2. g4 Qh4# 1-0\n", 0, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 1, column 21: result \"1-0\" contradicts the final position" },
    { "1. e4 ) *\n", 0, CHIMERA_GAME_FILE_ERROR_PARSE, "Line 1, column 7: unexpected ')'" },
    { "1. e4 (1. d4 *\n", 0, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 1, column 7: unterminated variation" },
    { "\x01", 0, CHIMERA_GAME_FILE_ERROR_PARSE, "Line 1, column 1: unexpected byte 0x01" },
    /* A NUL inside the text is a bad byte, not its end. */
    { "1. e4\0 e5 *\n", 12, CHIMERA_GAME_FILE_ERROR_PARSE,
      "Line 1, column 6: unexpected byte 0x00" },
    /* Nothing, or nothing but space: no game. */
    { "", 0, CHIMERA_GAME_FILE_ERROR_EMPTY, "There is no game in it." },
    { " \n\t\n", 0, CHIMERA_GAME_FILE_ERROR_EMPTY, "There is no game in it." },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize len = cases[i].len ? cases[i].len : strlen (cases[i].text);
      g_autoptr (GError) error = NULL;
      ChimeraGameRecords *records = chimera_game_records_parse (cases[i].text, len, &error);
      g_assert_null (records);
      g_assert_error (error, CHIMERA_GAME_FILE_ERROR, (gint) cases[i].code);
      g_test_message ("%s", error->message);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_true (g_str_has_prefix (error->message, cases[i].message));
    }
}

/* A game's text cut at every byte reads as a shorter game or fails with
 * an error: never a crash, never a game that is not one. */
static void
test_truncated (void)
{
  g_autoptr (ChimeraGame) game = named_game ("zigzag", NULL, 0, 2);
  chimera_game_set_clock (game, 60000, 1000);
  play (game, "e2e5 e9e6 J@e4 d9d7");
  chimera_game_set_comment (game, 1, "[%eval 0.35] First");
  chimera_game_set_view (game, 2);
  play_at_view (game, "d2d4");
  chimera_game_set_result (game, CE_RESULT_DRAW, "agreement");
  g_autofree char *pgn = chimera_game_to_pgn (game);
  gsize n = strlen (pgn);
  int good = 0, bad = 0;
  for (gsize len = 0; len <= n; len++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (ChimeraGameRecords) records = chimera_game_records_parse (pgn, len, &error);
      if (!records)
        {
          g_assert_nonnull (error);
          g_assert_true (error->domain == CHIMERA_GAME_FILE_ERROR);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          bad++;
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpint (records->n, ==, 1);
      g_autoptr (ChimeraGame) read = chimera_game_new_from_record (&records->games[0]);
      g_assert_cmpint (chimera_game_get_n_plies (read), <=, 4);
      good++;
    }
  g_test_message ("%d prefixes read, %d refused", good, bad);
  /* The whole text reads (it is the last prefix), and so does some cut
   * after a complete tag section or move. */
  g_assert_cmpint (good, >=, 2);
  g_assert_cmpint (bad, >=, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-pgn/round-trip", test_round_trip);
  g_test_add_func ("/game-pgn/flag-and-setup", test_flag_and_setup);
  g_test_add_func ("/game-pgn/tree", test_tree);
  g_test_add_func ("/game-pgn/taken-back", test_taken_back);
  g_test_add_func ("/game-pgn/results", test_results);
  g_test_add_func ("/game-pgn/tags", test_tags);
  g_test_add_func ("/game-pgn/not-utf8", test_not_utf8);
  g_test_add_func ("/game-pgn/collection", test_collection);
  g_test_add_func ("/game-pgn/list-scan", test_list_scan);
  g_test_add_func ("/game-pgn/save-and-restore", test_save_and_restore);
  g_test_add_func ("/game-pgn/check-size", test_check_size);
  g_test_add_func ("/game-pgn/bad-input", test_bad_input);
  g_test_add_func ("/game-pgn/truncated", test_truncated);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game's status in words, without a display (game-status.h): whose move
 * it is and check; the history's positions ("Move 3 of 5", the start); a
 * variation, its move in the notation handed in; a pause and the computer
 * thinking, said for the live position only; the end by the rules and by
 * a result given from outside, each Termination in words; the summary for
 * the window's title; and the words in German and French from the build
 * tree's catalogues.
 */
#include "config.h"

#include "game-status.h"
#include "languages.h"
#include "play.h"

#include <string.h>

#define CHECK   " \u2014 check"
#define KNIGHT  "\u265E"
#define NO_TEXT NULL

/* The status of `game` is `status`, with `detail` below it (NULL: none)
 * and `summary` in the title (NULL: the status itself). */
static void
assert_status (ChimeraGame *game,
               gboolean thinking,
               ChimeraNotationStyle style,
               const char *status,
               const char *detail,
               const char *summary)
{
  char *got_detail = (char *) "unset", *got_summary = (char *) "unset";
  g_autofree char *got
    = chimera_game_status_text (game, thinking, style, &got_detail, &got_summary);
  g_test_message ("%s | %s | %s", got, got_detail ? got_detail : "(no detail)", got_summary);
  g_assert_cmpstr (got, ==, status);
  g_assert_cmpstr (got_detail, ==, detail);
  g_assert_cmpstr (got_summary, ==, summary ? summary : status);
  g_free (got_detail);
  g_free (got_summary);
}

#define assert_live(game, status, detail) \
  assert_status (game, FALSE, CHIMERA_NOTATION_LETTERS, status, detail, NULL)

static ChimeraGame *
game_from (const char *fen)
{
  CePosition pos = position_from ("chess", fen);
  return chimera_game_new_from_position (&pos, 0, 0);
}

static ChimeraGame *
new_game (void)
{
  return chimera_game_new (ce_variant_get ("chess"), 0, 0);
}

/* ---- the live position ---- */

static void
test_to_move (void)
{
  g_autoptr (ChimeraGame) game = new_game ();
  assert_live (game, "White to move", NO_TEXT);
  play (game, "e2e4");
  assert_live (game, "Black to move", NO_TEXT);
  /* 2. Qh5 attacks e8 through f7 after 1... f6: check, said after the
   * side to move. */
  play (game, "f7f6 d1h5");
  assert_live (game, "Black to move" CHECK, NO_TEXT);
  play (game, "g7g6");
  assert_live (game, "White to move", NO_TEXT);
  /* White in check. */
  g_autoptr (ChimeraGame) white = game_from ("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
  assert_live (white, "White to move" CHECK, NO_TEXT);
}

/* The computer thinking and a pause are said below whose move it is. */
static void
test_thinking_and_paused (void)
{
  g_autoptr (ChimeraGame) game = new_game ();
  assert_status (game, TRUE, CHIMERA_NOTATION_LETTERS, "White to move",
                 "The computer is thinking\u2026", NULL);
  /* A game without a clock does not pause. */
  chimera_game_set_paused (game, TRUE);
  g_assert_false (chimera_game_get_paused (game));
  assert_live (game, "White to move", NO_TEXT);

  g_autoptr (ChimeraGame) clocked = new_game ();
  chimera_game_set_clock (clocked, 60000, 0);
  play (clocked, "e2e4");
  chimera_game_set_paused (clocked, TRUE);
  g_assert_true (chimera_game_get_paused (clocked));
  const char *paused = "Paused: the clocks stand still until you resume (Ctrl+P)";
  assert_live (clocked, "Black to move", paused);
  /* The pause is what holds the game, whoever would think next. */
  assert_status (clocked, TRUE, CHIMERA_NOTATION_LETTERS, "Black to move", paused, NULL);
  chimera_game_set_paused (clocked, FALSE);
  assert_live (clocked, "Black to move", NO_TEXT);
}

/* ---- the history ---- */

/* Shows ply `ply` of `game` (-1: the live position) and checks its status
 * as assert_status does, in letters, the computer not thinking. */
static void
assert_at_ply (
  ChimeraGame *game, int ply, const char *status, const char *detail, const char *summary)
{
  chimera_game_set_view (game, ply);
  assert_status (game, FALSE, CHIMERA_NOTATION_LETTERS, status, detail, summary);
}

static void
test_history (void)
{
  g_autoptr (ChimeraGame) game = new_game ();
  play (game, "e2e4 e7e5 g1f3 b8c6 f1b5");
  /* After White's second move Black is to move there; after Black's
   * second, White.  Each side's move counts as one. */
  assert_at_ply (game, 3, "Black to move", "Earlier position: move 3 of 5",
                 "Move 3 of 5 \u2014 Black to move");
  assert_at_ply (game, 4, "White to move", "Earlier position: move 4 of 5",
                 "Move 4 of 5 \u2014 White to move");
  assert_at_ply (game, 0, "White to move", "Earlier position: the start",
                 "Start \u2014 White to move");
  /* The last move shown is the live position, its own status. */
  assert_at_ply (game, 5, "Black to move", NO_TEXT, NULL);
  assert_at_ply (game, -1, "Black to move", NO_TEXT, NULL);
  /* The computer's thinking is the live position's: not said while
   * browsing. */
  chimera_game_set_view (game, 1);
  assert_status (game, TRUE, CHIMERA_NOTATION_LETTERS, "Black to move",
                 "Earlier position: move 1 of 5", "Move 1 of 5 \u2014 Black to move");

  /* A check in the history. */
  g_autoptr (ChimeraGame) checked = new_game ();
  play (checked, "e2e4 f7f6 d1h5 g7g6");
  assert_at_ply (checked, 3, "Black to move" CHECK, "Earlier position: move 3 of 4",
                 "Move 3 of 4 \u2014 Black to move" CHECK);
}

/* A finished game browsed says the position shown, not the result. */
static void
test_history_of_finished_game (void)
{
  g_autoptr (ChimeraGame) game = new_game ();
  play (game, "f2f3 e7e5 g2g4 d8h4");
  assert_at_ply (game, 2, "White to move", "Earlier position: move 2 of 4",
                 "Move 2 of 4 \u2014 White to move");
  assert_at_ply (game, 0, "White to move", "Earlier position: the start",
                 "Start \u2014 White to move");
  assert_at_ply (game, -1, "Black wins", "Checkmate", NULL);
}

/* ---- a variation ---- */

static void
test_variation (void)
{
  g_autoptr (ChimeraGame) game = new_game ();
  play (game, "e2e4 e7e5 g1f3");
  chimera_game_set_view (game, 1);
  /* 1... c5 instead of 1... e5: White to move there. */
  play_at_view (game, "c7c5");
  assert_status (game, FALSE, CHIMERA_NOTATION_LETTERS, "White to move",
                 "In a variation: after 1\u2026 c5",
                 "Variation after 1\u2026 c5 \u2014 White to move");
  /* On in the variation: White's move is numbered with a dot, its
   * piece in the notation handed in. */
  play_at_view (game, "g1f3");
  assert_status (game, FALSE, CHIMERA_NOTATION_LETTERS, "Black to move",
                 "In a variation: after 2. Nf3", "Variation after 2. Nf3 \u2014 Black to move");
  assert_status (game, FALSE, CHIMERA_NOTATION_FIGURINES, "Black to move",
                 "In a variation: after 2. " KNIGHT "f3",
                 "Variation after 2. " KNIGHT "f3 \u2014 Black to move");
  /* A check in a variation; the computer's thinking is not said there. */
  play_at_view (game, "d8a5");
  assert_status (game, TRUE, CHIMERA_NOTATION_LETTERS, "White to move",
                 "In a variation: after 2\u2026 Qa5",
                 "Variation after 2\u2026 Qa5 \u2014 White to move");
  /* Another variation from the same position: a check there, its move
   * as SAN writes it ("+"). */
  chimera_game_set_view (game, 1);
  play_at_view (game, "f7f6");
  play_at_view (game, "d1h5");
  assert_status (game, FALSE, CHIMERA_NOTATION_LETTERS, "Black to move" CHECK,
                 "In a variation: after 2. Qh5+",
                 "Variation after 2. Qh5+ \u2014 Black to move" CHECK);
  /* Back to the game: the live status. */
  chimera_game_set_view (game, -1);
  assert_live (game, "Black to move", NO_TEXT);
}

/* ---- the end ---- */

static void
test_finished_by_rules (void)
{
  /* Fool's mate. */
  g_autoptr (ChimeraGame) black = new_game ();
  play (black, "f2f3 e7e5 g2g4 d8h4");
  assert_live (black, "Black wins", "Checkmate");
  /* The computer is not thinking after the end, whatever the caller
   * says: the result is the status. */
  assert_status (black, TRUE, CHIMERA_NOTATION_LETTERS, "Black wins", "Checkmate", NULL);
  /* Scholar's mate. */
  g_autoptr (ChimeraGame) white = new_game ();
  play (white, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7");
  assert_live (white, "White wins", "Checkmate");
  /* Black's king on h8 has no move and is not in check. */
  g_autoptr (ChimeraGame) stalemate = game_from ("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  assert_live (stalemate, "Draw", "Stalemate");
  /* The king takes the last piece: kings alone. */
  g_autoptr (ChimeraGame) kings = game_from ("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1");
  play (kings, "e1d2");
  assert_live (kings, "Draw", "Insufficient material");
}

/* A result given from outside (a resignation, an agreement, a file's
 * Result): PGN's usual Termination values in words, whatever their case;
 * any other reason as given (valid UTF-8); no reason, as the file says. */
static void
test_finished_from_outside (void)
{
  static const struct
  {
    CeResult result;
    const char *reason, *status, *detail;
  } cases[] = {
    { CE_RESULT_WHITE_WINS, "resignation", "White wins", "By resignation" },
    { CE_RESULT_BLACK_WINS, "Resignation", "Black wins", "By resignation" },
    { CE_RESULT_DRAW, "agreement", "Draw", "By agreement" },
    { CE_RESULT_WHITE_WINS, "adjudication", "White wins", "By adjudication" },
    { CE_RESULT_BLACK_WINS, "time forfeit", "Black wins", "Time forfeit" },
    { CE_RESULT_DRAW, "abandoned", "Draw", "Abandoned" },
    { CE_RESULT_WHITE_WINS, "RULES INFRACTION", "White wins", "Rules infraction" },
    { CE_RESULT_BLACK_WINS, "lost in the post", "Black wins", "lost in the post" },
    { CE_RESULT_DRAW, NULL, "Draw", "As recorded in the file" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (ChimeraGame) game = new_game ();
      play (game, "e2e4");
      chimera_game_set_result (game, cases[i].result, cases[i].reason);
      assert_live (game, cases[i].status, cases[i].detail);
    }
}

/* ---- German and French ---- */

/* The words of each case in the catalogues' language, the move of the
 * variation in its letters. */
static void
test_languages (void)
{
  static const struct
  {
    const char *lang, *white, *black, *check, *move3, *start, *variation, *wins, *resigned;
    const char *earlier3, *earlier0, *in_variation;
  } langs[] = {
    { "de", "Wei\u00DF am Zug", "Schwarz am Zug", "Schwarz am Zug \u2013 Schach",
      "Zug 3 von 5 \u2014 Schwarz am Zug", "Ausgangsstellung \u2014 Wei\u00DF am Zug",
      "Variante nach 2. Sc3 \u2014 Schwarz am Zug", "Wei\u00DF gewinnt", "Durch Aufgabe",
      "Fr\u00FChere Stellung: Zug 3 von 5", "Fr\u00FChere Stellung: Ausgangsstellung",
      "In einer Variante: nach 2. Sc3" },
    { "fr", "Trait aux Blancs", "Trait aux Noirs", "Trait aux Noirs \u2014 \u00E9chec",
      "Coup 3 sur 5 \u2014 Trait aux Noirs", "Position de d\u00E9part \u2014 Trait aux Blancs",
      "Variante apr\u00E8s 2. Cc3 \u2014 Trait aux Noirs", "Les Blancs gagnent", "Par abandon",
      "Position ant\u00E9rieure : coup 3 sur 5",
      "Position ant\u00E9rieure : position de d\u00E9part",
      "Dans une variante : apr\u00E8s 2. Cc3" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      if (!try_language (langs[i].lang))
        return;
      g_autoptr (ChimeraGame) game = new_game ();
      assert_live (game, langs[i].white, NO_TEXT);
      play (game, "e2e4 f7f6 d1h5");
      assert_live (game, langs[i].check, NO_TEXT);

      g_autoptr (ChimeraGame) history = new_game ();
      play (history, "e2e4 e7e5 g1f3 b8c6 f1b5");
      assert_at_ply (history, 3, langs[i].black, langs[i].earlier3, langs[i].move3);
      assert_at_ply (history, 0, langs[i].white, langs[i].earlier0, langs[i].start);
      /* 2. Nc3 instead of the game's 2. Nf3. */
      chimera_game_set_view (history, 2);
      play_at_view (history, "b1c3");
      assert_status (history, FALSE, CHIMERA_NOTATION_LETTERS, langs[i].black,
                     langs[i].in_variation, langs[i].variation);

      g_autoptr (ChimeraGame) resigned = new_game ();
      chimera_game_set_result (resigned, CE_RESULT_WHITE_WINS, "resignation");
      assert_live (resigned, langs[i].wins, langs[i].resigned);
    }
  use_language ("en");
}

int
main (int argc, char **argv)
{
  use_build_catalogues ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-status/to-move", test_to_move);
  g_test_add_func ("/game-status/thinking-and-paused", test_thinking_and_paused);
  g_test_add_func ("/game-status/history", test_history);
  g_test_add_func ("/game-status/history-of-finished-game", test_history_of_finished_game);
  g_test_add_func ("/game-status/variation", test_variation);
  g_test_add_func ("/game-status/finished-by-rules", test_finished_by_rules);
  g_test_add_func ("/game-status/finished-from-outside", test_finished_from_outside);
  g_test_add_func ("/game-status/languages", test_languages);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * A game's status in words, without a display (game-status.h): nothing
 * for the live position of a game going on or over (the player bars, the
 * board and the banner say it), whatever the check; the history's
 * positions with moves counted as players count them ("Move 8 of 19,
 * Black to move"), from the start and from a position set up at move 30;
 * a variation, its move in the notation handed in; a pause and the
 * computer thinking, said for the live position only; the summary for the
 * window's subtitle; and the words in German and French from the build
 * tree's catalogues.
 */
#include "config.h"

#include "game-status.h"
#include "languages.h"
#include "play.h"
#include "review-games.h"

#include <string.h>

#define KNIGHT  "\u265E"
#define NOTHING NULL

/* The status of `game` is `status` (NULL: none), with `summary` in the
 * subtitle (NULL: the status itself). */
static void
assert_status (ChimeraGame *game,
               gboolean thinking,
               ChimeraNotationStyle style,
               const char *status,
               const char *summary)
{
  char *got_summary = (char *) "unset";
  g_autofree char *got = chimera_game_status_text (game, thinking, style, &got_summary);
  g_test_message ("%s | %s", got ? got : "(none)", got_summary ? got_summary : "(none)");
  g_assert_cmpstr (got, ==, status);
  g_assert_cmpstr (got_summary, ==, summary ? summary : status);
  g_free (got_summary);
}

#define assert_live(game, status) \
  assert_status (game, FALSE, CHIMERA_NOTATION_LETTERS, status, NULL)

static ChimeraGame *
game_from (const char *variant, const char *fen)
{
  CePosition pos = position_from (variant, fen);
  return chimera_game_new_from_position (&pos, 0, 0);
}

static ChimeraGame *
new_game (const char *variant)
{
  return chimera_game_new (ce_variant_get (variant), 0, 0);
}

/* `game` with the first `n` moves of `moves` played. */
static void
play_first (ChimeraGame *game, const char *moves, int n)
{
  g_auto (GStrv) each = g_strsplit (moves, " ", -1);
  g_assert_cmpuint (g_strv_length (each), >=, (guint) n);
  for (int i = 0; i < n; i++)
    play_move (game, each[i]);
}

/* ---- the live position ---- */

/* Whose move it is, check or not, is the player bars' and the board's:
 * the status says nothing. */
static void
test_live (void)
{
  g_autoptr (ChimeraGame) game = new_game ("chess");
  assert_live (game, NOTHING);
  play (game, "e2e4");
  assert_live (game, NOTHING);
  /* 2. Qh5+ after 1... f6. */
  play (game, "f7f6 d1h5");
  assert_live (game, NOTHING);
  g_autoptr (ChimeraGame) white = game_from ("chess", "4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
  assert_live (white, NOTHING);
}

/* The computer thinking and a pause are said, the pause shorter in the
 * subtitle. */
static void
test_thinking_and_paused (void)
{
  g_autoptr (ChimeraGame) game = new_game ("chess");
  assert_status (game, TRUE, CHIMERA_NOTATION_LETTERS, "The computer is thinking\u2026", NULL);
  /* A game without a clock does not pause. */
  chimera_game_set_paused (game, TRUE);
  g_assert_false (chimera_game_get_paused (game));
  assert_live (game, NOTHING);

  g_autoptr (ChimeraGame) clocked = new_game ("chess");
  chimera_game_set_clock (clocked, 60000, 0);
  play (clocked, "e2e4");
  chimera_game_set_paused (clocked, TRUE);
  g_assert_true (chimera_game_get_paused (clocked));
  const char *paused = "Paused: the clocks stand still until you resume (Ctrl+P)";
  assert_status (clocked, FALSE, CHIMERA_NOTATION_LETTERS, paused, "Paused");
  /* The pause is what holds the game, whoever would think next. */
  assert_status (clocked, TRUE, CHIMERA_NOTATION_LETTERS, paused, "Paused");
  chimera_game_set_paused (clocked, FALSE);
  assert_live (clocked, NOTHING);
}

/* ---- the history ---- */

/* Shows ply `ply` of `game` (-1: the live position) and checks its status
 * as assert_status does, in letters, the computer not thinking. */
static void
assert_at_ply (ChimeraGame *game, int ply, const char *status)
{
  chimera_game_set_view (game, ply);
  assert_status (game, FALSE, CHIMERA_NOTATION_LETTERS, status, NULL);
}

/* Moves as players count them: a move number holds White's move and
 * Black's, the position after White's 8th move is Black's move 8, and a
 * game of 37 plies from the start has 19 moves. */
static void
test_history (void)
{
  g_autoptr (ChimeraGame) game = new_game ("chess");
  play (game, "e2e4 e7e5 g1f3 b8c6 f1b5");
  assert_at_ply (game, 0, "Start of the game, White to move");
  assert_at_ply (game, 1, "Move 1 of 3, Black to move");
  assert_at_ply (game, 2, "Move 2 of 3, White to move");
  assert_at_ply (game, 3, "Move 2 of 3, Black to move");
  assert_at_ply (game, 4, "Move 3 of 3, White to move");
  /* The last move shown is the live position: nothing to say. */
  assert_at_ply (game, 5, NOTHING);
  assert_at_ply (game, -1, NOTHING);
  /* The computer's thinking is the live position's: not said while
   * browsing. */
  chimera_game_set_view (game, 1);
  assert_status (game, TRUE, CHIMERA_NOTATION_LETTERS, "Move 1 of 3, Black to move", NULL);

  /* 37 plies: White's 19th move is the last. */
  g_autoptr (ChimeraGame) long_game = new_game ("zigzag");
  play_first (long_game, zigzag_game, 37);
  assert_at_ply (long_game, 14, "Move 8 of 19, White to move");
  assert_at_ply (long_game, 15, "Move 8 of 19, Black to move");
  assert_at_ply (long_game, 16, "Move 9 of 19, White to move");
  assert_at_ply (long_game, 36, "Move 19 of 19, White to move");
  /* One more: Black's 19th is the last, still 19 moves. */
  chimera_game_set_view (long_game, -1);
  play_move (long_game, "j9j7");
  assert_at_ply (long_game, 37, "Move 19 of 19, Black to move");
}

/* A game set up at Black's 30th move counts on from there. */
static void
test_history_from_position (void)
{
  g_autoptr (ChimeraGame) game = game_from ("chess", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30");
  play (game, "e8d7 e2e4 d7e6");
  assert_at_ply (game, 0, "Start of the game, Black to move");
  assert_at_ply (game, 1, "Move 31 of 31, White to move");
  assert_at_ply (game, 2, "Move 31 of 31, Black to move");
}

/* A finished game browsed says where the position shown is; live, the
 * banner says how it ended. */
static void
test_history_of_finished_game (void)
{
  g_autoptr (ChimeraGame) game = new_game ("chess");
  play (game, "f2f3 e7e5 g2g4 d8h4");
  assert_at_ply (game, 2, "Move 2 of 2, White to move");
  assert_at_ply (game, 0, "Start of the game, White to move");
  assert_at_ply (game, -1, NOTHING);
  /* A result from outside too. */
  g_autoptr (ChimeraGame) resigned = new_game ("chess");
  play (resigned, "e2e4");
  chimera_game_set_result (resigned, CE_RESULT_WHITE_WINS, "resignation");
  assert_live (resigned, NOTHING);
  /* The computer does not think after the end, whatever the caller says. */
  assert_status (resigned, TRUE, CHIMERA_NOTATION_LETTERS, NOTHING, NULL);
}

/* ---- a variation ---- */

static void
test_variation (void)
{
  g_autoptr (ChimeraGame) game = new_game ("chess");
  play (game, "e2e4 e7e5 g1f3");
  chimera_game_set_view (game, 1);
  /* 1... c5 instead of 1... e5. */
  play_at_view (game, "c7c5");
  assert_live (game, "In a variation: after 1\u2026 c5");
  /* On in the variation: White's move is numbered with a dot, its
   * piece in the notation handed in. */
  play_at_view (game, "g1f3");
  assert_live (game, "In a variation: after 2. Nf3");
  assert_status (game, FALSE, CHIMERA_NOTATION_FIGURINES, "In a variation: after 2. " KNIGHT "f3",
                 NULL);
  /* The computer's thinking is not said there; a check is written as
   * SAN writes it ("+"). */
  chimera_game_set_view (game, 1);
  play_at_view (game, "f7f6");
  play_at_view (game, "d1h5");
  assert_status (game, TRUE, CHIMERA_NOTATION_LETTERS, "In a variation: after 2. Qh5+", NULL);
  /* Back to the game: the live status. */
  chimera_game_set_view (game, -1);
  assert_live (game, NOTHING);
}

/* ---- German and French ---- */

/* The words of each case in the catalogues' language, the move of the
 * variation in its letters. */
static void
test_languages (void)
{
  static const struct
  {
    const char *lang, *start, *black2, *white3, *variation, *paused, *paused_short;
  } langs[] = {
    { "de", "Spielbeginn, Wei\u00DF am Zug", "Zug 2 von 3, Schwarz am Zug",
      "Zug 3 von 3, Wei\u00DF am Zug", "In einer Variante: nach 2. Sc3",
      "Angehalten: Die Uhren stehen, bis Sie fortsetzen (Strg+P)", "Angehalten" },
    { "fr", "D\u00E9but de la partie, trait aux Blancs", "Coup 2 sur 3, trait aux Noirs",
      "Coup 3 sur 3, trait aux Blancs", "Dans une variante : apr\u00E8s 2. Cc3",
      "En pause : les pendules restent arr\u00EAt\u00E9es jusqu\u2019\u00E0 la reprise "
      "(Ctrl+P)",
      "En pause" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      if (!try_language (langs[i].lang))
        return;
      g_autoptr (ChimeraGame) history = new_game ("chess");
      play (history, "e2e4 e7e5 g1f3 b8c6 f1b5");
      assert_at_ply (history, 0, langs[i].start);
      assert_at_ply (history, 3, langs[i].black2);
      assert_at_ply (history, 4, langs[i].white3);
      /* 2. Nc3 instead of the game's 2. Nf3. */
      chimera_game_set_view (history, 2);
      play_at_view (history, "b1c3");
      assert_live (history, langs[i].variation);

      g_autoptr (ChimeraGame) clocked = new_game ("chess");
      chimera_game_set_clock (clocked, 60000, 0);
      play (clocked, "e2e4");
      chimera_game_set_paused (clocked, TRUE);
      assert_status (clocked, FALSE, CHIMERA_NOTATION_LETTERS, langs[i].paused,
                     langs[i].paused_short);
    }
  use_language ("en");
}

int
main (int argc, char **argv)
{
  use_build_catalogues ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-status/live", test_live);
  g_test_add_func ("/game-status/thinking-and-paused", test_thinking_and_paused);
  g_test_add_func ("/game-status/history", test_history);
  g_test_add_func ("/game-status/history-from-position", test_history_from_position);
  g_test_add_func ("/game-status/history-of-finished-game", test_history_of_finished_game);
  g_test_add_func ("/game-status/variation", test_variation);
  g_test_add_func ("/game-status/languages", test_languages);
  return g_test_run ();
}

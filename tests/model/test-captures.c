/* SPDX-License-Identifier: GPL-3.0-or-later
 * What each side has taken, without a display: counted from the record's
 * moves (a promotion or a drop takes nothing, en passant takes the pawn
 * beside, a promoted piece counts as what it had become, a zelig of any
 * power as a zelig), written most valuable first with each count held to
 * its noun by no-break spaces, and the nouns agreeing with their numbers
 * in English, German and French (the build tree's catalogues, where the
 * build has them).
 */
#include "config.h"

#include "captures.h"
#include "chimera-game.h"
#include "languages.h"
#include "play.h"
#include "variant-words.h"

#include <string.h>

#define NBSP "\u00a0"

static ChimeraGame *
game_from (const char *variant, const char *fen)
{
  const CeVariant *v = ce_variant_get (variant);
  g_assert_nonnull (v);
  if (!fen)
    return chimera_game_new (v, 0, 0);
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, v, fen, err))
    g_error ("%s: %s", fen, err);
  return chimera_game_new_from_position (&pos, 0, 0);
}

static int
type_named (const CeVariant *v, const char *name)
{
  int t = ce_variant_type_named (v, name);
  g_assert_cmpint (t, >, 0);
  return t;
}

static int
total (const int taken[CE_MAX_TYPES])
{
  int n = 0;
  for (int t = 0; t < CE_MAX_TYPES; t++)
    n += taken[t];
  return n;
}

/* Each side's words for what it took in the whole game, "" for nothing. */
static void
assert_taken (ChimeraGame *game, const char *white, const char *black)
{
  const CeGame *rec = chimera_game_get_record (game);
  int taken[2][CE_MAX_TYPES];
  chimera_captures_tally (rec, rec->nmoves, taken);
  const char *want[2] = { white, black };
  for (int c = 0; c < 2; c++)
    {
      g_autofree char *text = chimera_captures_text (rec->v, taken[c]);
      g_test_message ("%s: %s", c == CE_WHITE ? "White" : "Black", text ? text : "(none)");
      if (!*want[c])
        {
          g_assert_null (text);
          g_assert_cmpint (total (taken[c]), ==, 0);
        }
      else
        g_assert_cmpstr (text, ==, want[c]);
    }
}

/* ---- what the moves took ---- */

static void
test_tally (void)
{
  static const struct
  {
    const char *variant, *fen, *moves, *white, *black;
  } cases[] = {
    /* A quiet promotion takes nothing (it was "Black took 1 pawn"), for
     * either side. */
    { "chess", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q", "", "" },
    { "chess", "4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a1q", "", "" },
    /* A capturing promotion takes the piece captured, and only it. */
    { "chess", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q", "1" NBSP "rook", "" },
    /* En passant: the pawn beside, not a piece on the target square. */
    { "chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "1" NBSP "pawn", "" },
    /* A promoted piece taken counts as what it had become. */
    { "chess", "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q b8a8", "", "1" NBSP "queen" },
    /* Castling moves two pieces of one side and takes nothing. */
    { "chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1 e8c8", "", "" },
    /* Zelig Chess: a promotion to a zelig takes nothing; a zelig of any
     * power taken is a zelig (the one on a8 is a rook there). */
    { "zelig", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8z", "", "" },
    { "zelig", "z3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8z", "1" NBSP "zelig", "" },
    /* Both sides, most valuable first: White takes two pawns and then the
     * queen (with check), Black a knight and then a rook. */
    { "chess", "2q1k3/8/8/2pp4/3Q4/8/RN5r/4K3 w - - 0 1", "d4d5 h2b2 d5c5 b2a2 c5c8",
      "1" NBSP "queen, 2" NBSP "pawns", "1" NBSP "rook, 1" NBSP "knight" },
  };
  use_language ("en");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s %s: %s", cases[i].variant, cases[i].fen, cases[i].moves);
      g_autoptr (ChimeraGame) game = game_from (cases[i].variant, cases[i].fen);
      play (game, cases[i].moves);
      assert_taken (game, cases[i].white, cases[i].black);
    }
}

/* ZigZag Madness: drops add pieces and take none; a capture after them
 * still counts, and only once its ply is reached. */
static void
test_drops_and_plies (void)
{
  g_autoptr (ChimeraGame) zz = game_from ("zigzag", NULL);
  play (zz, "e2e4 f9f6 J@e2 J@f9 e4e5 f6e5");
  const CeGame *rec = chimera_game_get_record (zz);
  const CeVariant *v = rec->v;
  /* The pawn on e5 was a pawn, not a ninja pawn (the dropped ones). */
  int pawn = type_named (v, "pawn");

  int taken[2][CE_MAX_TYPES];
  chimera_captures_tally (rec, 6, taken);
  g_assert_cmpint (total (taken[CE_WHITE]), ==, 0);
  g_assert_cmpint (total (taken[CE_BLACK]), ==, 1);
  g_assert_cmpint (taken[CE_BLACK][pawn], ==, 1);
  /* Before f6e5: nothing, drops included. */
  chimera_captures_tally (rec, 5, taken);
  g_assert_cmpint (total (taken[CE_WHITE]) + total (taken[CE_BLACK]), ==, 0);
  /* The ply is kept within the record: beyond its end is the whole game,
   * before its start nothing. */
  chimera_captures_tally (rec, 1000, taken);
  g_assert_cmpint (taken[CE_BLACK][pawn], ==, 1);
  chimera_captures_tally (rec, -3, taken);
  g_assert_cmpint (total (taken[CE_WHITE]) + total (taken[CE_BLACK]), ==, 0);
  assert_taken (zz, "", "1" NBSP "pawn");
}

/* The words on their own: most valuable first whatever the type order,
 * the separator an ordinary space (a line may break there), nothing for
 * an empty tally. */
static void
test_text (void)
{
  use_language ("en");
  const CeVariant *chess = ce_variant_get ("chess");
  int taken[CE_MAX_TYPES] = { 0 };
  g_assert_null (chimera_captures_text (chess, taken));
  taken[type_named (chess, "pawn")] = 3;
  taken[type_named (chess, "bishop")] = 1;
  taken[type_named (chess, "queen")] = 1;
  taken[type_named (chess, "rook")] = 2;
  g_autofree char *text = chimera_captures_text (chess, taken);
  g_assert_cmpstr (text, ==, "1" NBSP "queen, 2" NBSP "rooks, 1" NBSP "bishop, 3" NBSP "pawns");

  /* Names of two words keep together too. */
  const CeVariant *zigzag = ce_variant_get ("zigzag");
  int zz[CE_MAX_TYPES] = { 0 };
  zz[type_named (zigzag, "zigzag rook")] = 2;
  g_autofree char *rooks = chimera_captures_text (zigzag, zz);
  g_assert_cmpstr (rooks, ==, "2" NBSP "ZigZag" NBSP "Rooks");
}

/* The types taken, most valuable first: the order the words and the
 * player bars' pieces follow (queen 950, rook 500, bishop 330, knight
 * 320, pawn 100). */
static void
test_types (void)
{
  const CeVariant *chess = ce_variant_get ("chess");
  int taken[CE_MAX_TYPES] = { 0 }, order[CE_MAX_TYPES];
  g_assert_cmpint (chimera_captures_types (chess, taken, order), ==, 0);
  const char *names[] = { "pawn", "knight", "queen", "bishop", "rook" };
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    taken[type_named (chess, names[i])] = 1;
  g_assert_cmpint (chimera_captures_types (chess, taken, order), ==, 5);
  const char *want[] = { "queen", "rook", "bishop", "knight", "pawn" };
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpint (order[i], ==, type_named (chess, want[i]));
}

static void
test_words_unbroken (void)
{
  static const struct
  {
    const char *in, *out;
  } cases[] = {
    { "2 ZigZag Rooks", "2" NBSP "ZigZag" NBSP "Rooks" },
    { "", "" },
    { "queen", "queen" },
    /* Other characters stay as they are, multi-byte ones and tabs too. */
    { "2 Läufer", "2" NBSP "Läufer" },
    { " a  b ", NBSP "a" NBSP NBSP "b" NBSP },
    { "1\tpawn", "1\tpawn" },
    { "1" NBSP "pawn", "1" NBSP "pawn" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = chimera_words_unbroken (cases[i].in);
      g_assert_cmpstr (out, ==, cases[i].out);
      g_assert_true (g_utf8_validate (out, -1, NULL));
    }
}

/* Numbers and nouns agree in three languages: the counts of the captures'
 * words and the zelig powers' tally, each word as the catalogue has it. */
static void
test_plurals (void)
{
  static const struct
  {
    const char *lang, *pawn1, *pawn2, *bishop1, *bishop2, *monarch1;
  } langs[] = {
    { "en", "1 pawn", "2 pawns", "1 bishop", "2 bishops", "1 monarch" },
    { "de", "1 Bauer", "2 Bauern", "1 Läufer", "2 Läufer", "1 Monarch" },
    { "fr", "1 pion", "2 pions", "1 fou", "2 fous", "1 monarque" },
  };
  const CeVariant *chess = ce_variant_get ("chess"), *zelig = ce_variant_get ("zelig");
  int pawn = type_named (chess, "pawn"), zbishop = 0, monarch = 0;
  for (int t = 1; t <= zelig->def->ntypes; t++)
    if (ce_variant_is_power_piece (zelig, t))
      {
        if (ce_variant_base (zelig, t) == t)
          monarch = t;
        else if (g_str_equal (zelig->def->types[t].text.power, "bishop"))
          zbishop = t;
      }
  g_assert_true (zbishop && monarch);

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
#ifndef CHIMERA_BUILD_LOCALEDIR
      if (i > 0)
        {
          g_test_skip ("no catalogues in a build without the app (-Dui=disabled): English only");
          break;
        }
#endif
      use_language (langs[i].lang);
      g_autofree char *p1 = chimera_piece_type_count (chess, pawn, 1);
      g_autofree char *p2 = chimera_piece_type_count (chess, pawn, 2);
      g_autofree char *b1 = chimera_piece_type_power_count (zelig, zbishop, 1);
      g_autofree char *b2 = chimera_piece_type_power_count (zelig, zbishop, 2);
      g_autofree char *m1 = chimera_piece_type_power_count (zelig, monarch, 1);
      g_assert_cmpstr (p1, ==, langs[i].pawn1);
      g_assert_cmpstr (p2, ==, langs[i].pawn2);
      g_assert_cmpstr (b1, ==, langs[i].bishop1);
      g_assert_cmpstr (b2, ==, langs[i].bishop2);
      g_assert_cmpstr (m1, ==, langs[i].monarch1);

      /* The captures' words are the same counts, held together. */
      int taken[CE_MAX_TYPES] = { 0 };
      taken[pawn] = 2;
      g_autofree char *text = chimera_captures_text (chess, taken);
      g_autofree char *want = chimera_words_unbroken (langs[i].pawn2);
      g_assert_cmpstr (text, ==, want);
    }
  use_language ("en");
}

int
main (int argc, char **argv)
{
  use_build_catalogues ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/captures/tally", test_tally);
  g_test_add_func ("/captures/drops-and-plies", test_drops_and_plies);
  g_test_add_func ("/captures/text", test_text);
  g_test_add_func ("/captures/types", test_types);
  g_test_add_func ("/captures/words-unbroken", test_words_unbroken);
  g_test_add_func ("/captures/plurals", test_plurals);
  return g_test_run ();
}

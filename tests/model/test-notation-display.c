/* SPDX-License-Identifier: GPL-3.0-or-later
 * Moves as the user reads them, without a display (notation-display.h):
 * the English letters, the figurines of the orthodox pieces, the German
 * letters K D T L S and the French R D T F C from the build tree's
 * catalogues, a variant that keeps the English letters because a French
 * letter would stand for two of its pieces (ZigZag's F), the Preferences'
 * example, and the figurines in markup.  Every move is written twice: from
 * the position (chimera_notation_move) and from its English SAN
 * (chimera_notation_from_san, as the move list does from the tree).
 */
#include "config.h"

#include "languages.h"
#include "notation-display.h"
#include "play.h"

#include <string.h>

/* The black figurines, as chess books print them for both sides. */
#define KING   "\u265A"
#define QUEEN  "\u265B"
#define ROOK   "\u265C"
#define BISHOP "\u265D"
#define KNIGHT "\u265E"

/* Move `coord` of `fen` (NULL: the start) of `variant` is `want` in
 * `style`, written either way, and the position is left as it was. */
static void
assert_move (const char *variant,
             const char *fen,
             const char *coord,
             ChimeraNotationStyle style,
             const char *want)
{
  CePosition pos = position_from (variant, fen);
  CeMove m;
  char err[CE_ERR_SIZE], san[CE_SAN_SIZE], buf[CHIMERA_DISPLAY_SAN_SIZE];
  if (!ce_move_parse (&pos, coord, &m, err))
    g_error ("%s: %s", coord, err);
  guint64 key = pos.key;
  g_assert_true (chimera_notation_move (&pos, m, style, buf) == buf);
  g_assert_cmpstr (buf, ==, want);
  g_assert_cmpuint (pos.key, ==, key);
  ce_move_to_san (&pos, m, san);
  g_assert_cmpstr (chimera_notation_from_san (&pos, m, san, style, buf), ==, want);
}

static int
type_named (const char *variant, const char *name)
{
  int t = ce_variant_type_named (ce_variant_get (variant), name);
  g_assert_cmpint (t, >, 0);
  return t;
}

static const char *
piece (const char *variant, const char *name, ChimeraNotationStyle style)
{
  return chimera_notation_piece (ce_variant_get (variant), type_named (variant, name), style);
}

static CeOrthodoxKind
kind_of (const char *variant, const char *name)
{
  return ce_orthodox_kind (ce_variant_get (variant), type_named (variant, name));
}

/* Positions with a white piece of each kind to move, and a check. */
#define KING_ALONE   "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
#define PROMOTION    "4k3/P7/8/8/8/8/8/4K2R w K - 0 1"
#define ROOK_TAKES   "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1"
#define BISHOP_MOVES "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"
/* ZigZag (files a-j): the king on e1, a piece on g1, a ninja pawn in hand. */
#define ZIGZAG(p) "4k5/10/10/10/10/10/10/10/10/4K1" p "3[J] w - - 0 1"

/* ---- which pieces are orthodox ---- */

/* The pieces that take the language's letters and the figurines are the
 * ones that move as the orthodox pieces do (piece-kind.h). */
static void
test_orthodox_kinds (void)
{
  static const struct
  {
    const char *name;
    CeOrthodoxKind kind;
  } chess[]
    = { { "king", CE_KIND_KING },     { "queen", CE_KIND_QUEEN },   { "rook", CE_KIND_ROOK },
        { "bishop", CE_KIND_BISHOP }, { "knight", CE_KIND_KNIGHT }, { "pawn", CE_KIND_PAWN } };
  for (gsize i = 0; i < G_N_ELEMENTS (chess); i++)
    g_assert_cmpint (kind_of ("chess", chess[i].name), ==, chess[i].kind);
  /* Diagonal's knight leaps (3,1): no orthodox knight, no figurine. */
  g_assert_cmpint (kind_of ("diagonal", "knight"), ==, CE_KIND_NONE);
  g_assert_cmpint (kind_of ("diagonal", "bishop"), ==, CE_KIND_BISHOP);
  /* Zone X's pieces that may also enter the zone are still themselves. */
  g_assert_cmpint (kind_of ("zonex", "queen"), ==, CE_KIND_QUEEN);
  g_assert_cmpint (kind_of ("zonex", "knight"), ==, CE_KIND_KNIGHT);
  g_assert_cmpint (kind_of ("zonex", "general"), ==, CE_KIND_NONE);
  g_assert_cmpint (kind_of ("zonex", "warrior"), ==, CE_KIND_NONE);
  g_assert_cmpint (kind_of ("diamond", "archbishop"), ==, CE_KIND_NONE);
  g_assert_cmpint (kind_of ("diamond", "vizier"), ==, CE_KIND_NONE);
  g_assert_cmpint (kind_of ("diamond", "rook"), ==, CE_KIND_ROOK);
  g_assert_cmpint (kind_of ("zigzag", "zigzag rook"), ==, CE_KIND_NONE);
  g_assert_cmpint (kind_of ("zigzag", "ferz knight"), ==, CE_KIND_NONE);
  g_assert_cmpint (kind_of ("zigzag", "ninja pawn"), ==, CE_KIND_NONE);
  /* A zelig moves as a king (a monarch) but is no king, in any power. */
  g_assert_cmpint (kind_of ("zelig", "king"), ==, CE_KIND_KING);
  const CeVariant *zelig = ce_variant_get ("zelig");
  for (int t = 1; t <= zelig->def->ntypes; t++)
    if (ce_variant_is_power_piece (zelig, t))
      g_assert_cmpint (ce_orthodox_kind (zelig, t), ==, CE_KIND_NONE);
}

/* ---- moves in each language ---- */

/* Each move in English, German and French letters and in figurines,
 * which are the same in every language. */
static const struct
{
  const char *variant, *fen, *move, *english, *german, *french, *figurines;
} moves[] = {
  { "chess", NULL, "g1f3", "Nf3", "Sf3", "Cf3", KNIGHT "f3" },
  /* A pawn has no letter, and no figurine either. */
  { "chess", NULL, "e2e4", "e4", "e4", "e4", "e4" },
  { "chess", KING_ALONE, "e1e2", "Ke2", "Ke2", "Re2", KING "e2" },
  { "chess", BISHOP_MOVES, "c1g5", "Bg5", "Lg5", "Fg5", BISHOP "g5" },
  /* The piece promoted to is written after "=". */
  { "chess", PROMOTION, "a7a8q", "a8=Q+", "a8=D+", "a8=D+", "a8=" QUEEN "+" },
  { "chess", PROMOTION, "a7a8n", "a8=N", "a8=S", "a8=C", "a8=" KNIGHT },
  /* Castling has no letter to replace. */
  { "chess", PROMOTION, "e1g1", "O-O", "O-O", "O-O", "O-O" },
  { "chess", ROOK_TAKES, "a1a8", "Rxa8+", "Txa8+", "Txa8+", ROOK "xa8+" },
  /* ZigZag's fairy pieces keep their letters in every language, and
   * have no figurine.  No German letter is one of theirs (K D T L beside
   * Z Y W F J): ZigZag takes the German letters.  Its Ferz Knight is F,
   * as the French bishop would be: ZigZag keeps the English letters in
   * French. */
  { "zigzag", ZIGZAG ("Y"), "g1h5", "Yh5", "Yh5", "Yh5", "Yh5" },
  { "zigzag", ZIGZAG ("F"), "g1f3", "Ff3", "Ff3", "Ff3", "Ff3" },
  { "zigzag", ZIGZAG ("B"), "g1h2", "Bh2", "Lh2", "Bh2", BISHOP "h2" },
  { "zigzag", ZIGZAG ("B"), "e1e2", "Ke2", "Ke2", "Ke2", KING "e2" },
  /* A ninja pawn held in hand has a letter: J, dropped. */
  { "zigzag", ZIGZAG ("Y"), "J@e4", "J@e4", "J@e4", "J@e4", "J@e4" },
};

/* Every move of `moves` in the letters of `lang` (the messages' language
 * now) and in figurines. */
static void
assert_moves (const char *lang)
{
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      const char *letters = g_str_equal (lang, "de")   ? moves[i].german
                            : g_str_equal (lang, "fr") ? moves[i].french
                                                       : moves[i].english;
      assert_move (moves[i].variant, moves[i].fen, moves[i].move, CHIMERA_NOTATION_LETTERS,
                   letters);
      assert_move (moves[i].variant, moves[i].fen, moves[i].move, CHIMERA_NOTATION_FIGURINES,
                   moves[i].figurines);
    }
}

static void
test_english (void)
{
  assert_moves ("en");
  /* Diagonal's long knight has its letter in either style. */
  g_assert_cmpstr (piece ("diagonal", "knight", CHIMERA_NOTATION_FIGURINES), ==, "N");
  g_assert_cmpstr (piece ("diagonal", "queen", CHIMERA_NOTATION_FIGURINES), ==, QUEEN);
  /* A zelig promotion keeps the zelig's letter. */
  g_assert_cmpstr (piece ("zelig", "zelig", CHIMERA_NOTATION_FIGURINES), ==, "Z");
  /* A pawn is written without a letter. */
  g_assert_cmpstr (piece ("chess", "pawn", CHIMERA_NOTATION_LETTERS), ==, "");
}

/* German, K D T L S. */
static void
test_german (void)
{
  if (!try_language ("de"))
    return;
  assert_moves ("de");
  g_assert_cmpstr (piece ("zigzag", "queen", CHIMERA_NOTATION_LETTERS), ==, "D");
  g_assert_cmpstr (piece ("zigzag", "ferz knight", CHIMERA_NOTATION_LETTERS), ==, "F");
  /* Diagonal's (3,1) knight is not the orthodox one: it keeps N. */
  g_assert_cmpstr (piece ("diagonal", "knight", CHIMERA_NOTATION_LETTERS), ==, "N");
  g_assert_cmpstr (piece ("diagonal", "queen", CHIMERA_NOTATION_LETTERS), ==, "D");
  use_language ("en");
}

/* French, R D T F C. */
static void
test_french (void)
{
  if (!try_language ("fr"))
    return;
  assert_moves ("fr");
  /* The whole of ZigZag keeps the English letters. */
  g_assert_cmpstr (piece ("zigzag", "bishop", CHIMERA_NOTATION_LETTERS), ==, "B");
  g_assert_cmpstr (piece ("zigzag", "ferz knight", CHIMERA_NOTATION_LETTERS), ==, "F");
  g_assert_cmpstr (piece ("zigzag", "king", CHIMERA_NOTATION_LETTERS), ==, "K");
  g_assert_cmpstr (piece ("zigzag", "queen", CHIMERA_NOTATION_LETTERS), ==, "Q");
  /* Zone X has no F of its own (K Q R G N W P): it takes the French
   * letters. */
  g_assert_cmpstr (piece ("zonex", "knight", CHIMERA_NOTATION_LETTERS), ==, "C");
  g_assert_cmpstr (piece ("zonex", "king", CHIMERA_NOTATION_LETTERS), ==, "R");
  g_assert_cmpstr (piece ("zonex", "general", CHIMERA_NOTATION_LETTERS), ==, "G");
  use_language ("en");
}

/* ---- the Preferences' example ---- */

/* What stands for a kind where the variant takes the language's letters:
 * the knight of "Nf3" in the notation row. */
static void
test_kind_symbol (void)
{
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_KNIGHT, CHIMERA_NOTATION_LETTERS), ==,
                   "N");
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_KNIGHT, CHIMERA_NOTATION_FIGURINES), ==,
                   KNIGHT);
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_KING, CHIMERA_NOTATION_FIGURINES), ==,
                   KING);
  /* A pawn has neither. */
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_PAWN, CHIMERA_NOTATION_LETTERS), ==, "");
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_PAWN, CHIMERA_NOTATION_FIGURINES), ==, "");
  if (!try_language ("de"))
    return;
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_KNIGHT, CHIMERA_NOTATION_LETTERS), ==,
                   "S");
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_QUEEN, CHIMERA_NOTATION_LETTERS), ==, "D");
  use_language ("fr");
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_KNIGHT, CHIMERA_NOTATION_LETTERS), ==,
                   "C");
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_KING, CHIMERA_NOTATION_LETTERS), ==, "R");
  g_assert_cmpstr (chimera_notation_kind_symbol (CE_KIND_KNIGHT, CHIMERA_NOTATION_FIGURINES), ==,
                   KNIGHT);
  use_language ("en");
}

/* ---- figurines in markup ---- */

static void
test_markup (void)
{
  /* The five figurines, ♚ to ♞; not the white ones, nor the pawn. */
  for (gunichar c = 0x265A; c <= 0x265E; c++)
    g_assert_true (chimera_notation_is_figurine (c));
  g_assert_false (chimera_notation_is_figurine (0x2654)); /* ♔ */
  g_assert_false (chimera_notation_is_figurine (0x265F)); /* ♟ */
  g_assert_false (chimera_notation_is_figurine ('N'));

  g_autofree char *plain = chimera_notation_markup_escape ("Nf3");
  g_assert_cmpstr (plain, ==, "Nf3");
  g_autofree char *one = chimera_notation_markup_escape (KNIGHT "xf3+");
  g_assert_cmpstr (one, ==, "<span size=\"larger\">" KNIGHT "</span>xf3+");
  /* Each figurine in a span of its own; markup's characters escaped. */
  g_autofree char *two = chimera_notation_markup_escape ("a8=" QUEEN " & " ROOK "<b>");
  g_assert_cmpstr (two, ==,
                   "a8=<span size=\"larger\">" QUEEN "</span> &amp; <span size=\"larger\">" ROOK
                   "</span>&lt;b&gt;");
  g_autofree char *empty = chimera_notation_markup_escape ("");
  g_assert_cmpstr (empty, ==, "");
}

int
main (int argc, char **argv)
{
  use_build_catalogues ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/notation/orthodox-kinds", test_orthodox_kinds);
  g_test_add_func ("/notation/english", test_english);
  g_test_add_func ("/notation/german", test_german);
  g_test_add_func ("/notation/french", test_french);
  g_test_add_func ("/notation/kind-symbol", test_kind_symbol);
  g_test_add_func ("/notation/markup", test_markup);
  return g_test_run ();
}

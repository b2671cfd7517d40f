/* SPDX-License-Identifier: GPL-3.0-or-later
 * The shapes of moves the views draw: exact paths of slides and of both
 * ZigZag paths, Zone X entry moves told from ordinary ones, and how far a
 * pawn may push from a square.
 */
#include "movegen.h"
#include "movepath.h"
#include "notation.h"

#include <glib.h>
#include <string.h>

static void
setup (CePosition *pos, const char *variant, const char *fen)
{
  const CeVariant *v = ce_variant_get (variant);
  g_assert_nonnull (v);
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (pos, v, fen, err))
    g_error ("%s: %s", fen, err);
}

static CeMove
legal_move (CePosition *pos, const char *text)
{
  CeMove m;
  char err[CE_ERR_SIZE];
  if (!ce_move_parse (pos, text, &m, err))
    g_error ("%s: %s", text, err);
  return m;
}

/* The path of `move` as square names joined by spaces. */
static char *
path_text (CePosition *pos, const char *move)
{
  uint8_t sqs[CE_MAX_PATH];
  int n = ce_move_path (pos, legal_move (pos, move), sqs);
  GString *s = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      char name[8];
      g_string_append_printf (s, "%s%s", i ? " " : "", ce_square_name (sqs[i], name));
    }
  return g_string_free (s, FALSE);
}

static void
assert_path (CePosition *pos, const char *move, const char *expect)
{
  g_autofree char *got = path_text (pos, move);
  g_assert_cmpstr (got, ==, expect);
}

static void
test_zigzag_paths (void)
{
  CePosition pos;
  /* ZigZag Bishop on e5: to h7 is one step right then two diagonal steps
   * (turning on f5), or two diagonal steps then one right (turning on g7). */
  setup (&pos, "zigzag", "9k/10/10/10/10/4Z5/10/10/10/5K4[] w - - 0 1");
  assert_path (&pos, "e5h7", "e5 f5 g6 h7");
  assert_path (&pos, "e5b3", "e5 d5 c4 b3");
  setup (&pos, "zigzag", "9k/10/10/10/10/4ZP4/10/10/10/5K4[] w - - 0 1");
  assert_path (&pos, "e5h7", "e5 f6 g7 h7");
  /* ZigZag Rook on e5: to f8 by a diagonal step then two up (turning on
   * f6), or two up then a diagonal step (turning on e7). */
  setup (&pos, "zigzag", "9k/10/10/10/10/4Y5/10/10/10/5K4[] w - - 0 1");
  assert_path (&pos, "e5f8", "e5 f6 f7 f8");
  assert_path (&pos, "e5h4", "e5 f4 g4 h4");
  setup (&pos, "zigzag", "9k/10/10/10/5P4/4Y5/10/10/10/5K4[] w - - 0 1");
  assert_path (&pos, "e5f8", "e5 e6 e7 f8");
  /* Slides list every square; leaps, castles and drops their ends. */
  setup (&pos, "zigzag", "5k4/10/10/10/10/10/10/10/P9/R4K3R[JJjj] w KQ - 0 1");
  assert_path (&pos, "a2a5", "a2 a3 a4 a5");
  assert_path (&pos, "f1e2", "f1 e2");
  assert_path (&pos, "f1h1c", "f1 h1");
  uint8_t sqs[CE_MAX_PATH];
  g_assert_cmpint (ce_move_path (&pos, legal_move (&pos, "J@d4"), sqs), ==, 1);
  char name[8];
  g_assert_cmpstr (ce_square_name (sqs[0], name), ==, "d4");
}

static void
test_general_leap (void)
{
  CePosition pos;
  /* The General's two-square leap over a piece is a straight jump; with
   * nothing between it is a slide through the square passed. */
  setup (&pos, "zonex", "4k3/8/8/8/8/8/8/1G2K3 w - - 0 1");
  assert_path (&pos, "b1d3", "b1 c2 d3");
  setup (&pos, "zonex", "4k3/8/8/8/8/8/2P5/1G2K3 w - - 0 1");
  assert_path (&pos, "b1d3", "b1 d3");
}

static void
test_zone_entry (void)
{
  CePosition pos;
  setup (&pos, "zonex", "4k3/8/8/8/8/8/8/R3K1N1 w - - 0 1");
  /* The rook slides to a4 and a5: ordinary moves, though into the zone. */
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "a1a4")));
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "a1a5")));
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "a1a3")));
  /* b4 and g4 only an entry reaches. */
  g_assert_true (ce_move_is_zone_entry (&pos, legal_move (&pos, "a1b4")));
  g_assert_true (ce_move_is_zone_entry (&pos, legal_move (&pos, "g1g4")));
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "g1f3")));
  /* The king never enters. */
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "e1e2")));

  /* Inside the zone a piece moves only normally; pawns never enter. */
  setup (&pos, "zonex", "4k3/8/8/8/R7/8/4P3/4K3 w - - 0 1");
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "a4h4")));
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "e2e4")));

  /* No zone, no entry. */
  setup (&pos, "chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  g_assert_false (ce_move_is_zone_entry (&pos, legal_move (&pos, "a1a4")));

  /* Every legal entry move in the start position is a knight's, a
   * General's, a queen's, a rook's: counted against a direct test. */
  ce_position_start (&pos, ce_variant_get ("zonex"));
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&pos, moves), entries = 0;
  for (int i = 0; i < n; i++)
    if (ce_move_is_zone_entry (&pos, moves[i]))
      {
        entries++;
        g_assert_true (pos.v->zone[ce_move_to (moves[i])]);
      }
  /* 7 pieces (not the king, not pawns) x 16 zone squares, less the two
   * each knight reaches by its leap (a3/c3, f3/h3 are not in the zone:
   * none), so 7 x 16. */
  g_assert_cmpint (entries, ==, 7 * 16);
}

static void
test_push_length (void)
{
  const CeVariant *z = ce_variant_get ("zigzag"), *c = ce_variant_get ("chess");
  int zp = ce_variant_type_named (z, "pawn"), cp = ce_variant_type_named (c, "pawn");
  int sq;
  static const struct
  {
    const char *square;
    int color, push;
  } zigzag[] = {
    { "a2", CE_WHITE, 3 }, { "a3", CE_WHITE, 2 }, { "a4", CE_WHITE, 1 }, { "a5", CE_WHITE, 1 },
    { "a6", CE_WHITE, 2 }, { "a8", CE_WHITE, 2 }, { "a9", CE_WHITE, 1 }, { "a9", CE_BLACK, 3 },
    { "a8", CE_BLACK, 2 }, { "a6", CE_BLACK, 1 }, { "a5", CE_BLACK, 2 },
  };
  for (size_t i = 0; i < G_N_ELEMENTS (zigzag); i++)
    {
      g_assert_cmpint (ce_square_parse (z, zigzag[i].square, &sq), >, 0);
      g_assert_cmpint (ce_variant_push_length (z, zp, zigzag[i].color, sq), ==, zigzag[i].push);
    }
  g_assert_cmpint (ce_square_parse (c, "e2", &sq), >, 0);
  g_assert_cmpint (ce_variant_push_length (c, cp, CE_WHITE, sq), ==, 2);
  g_assert_cmpint (ce_square_parse (c, "e3", &sq), >, 0);
  g_assert_cmpint (ce_variant_push_length (c, cp, CE_WHITE, sq), ==, 1);
  /* A knight has no push. */
  g_assert_cmpint (ce_variant_push_length (c, ce_variant_type_named (c, "knight"), CE_WHITE, sq),
                   ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/movepath/zigzag", test_zigzag_paths);
  g_test_add_func ("/engine/movepath/general-leap", test_general_leap);
  g_test_add_func ("/engine/movepath/zone-entry", test_zone_entry);
  g_test_add_func ("/engine/movepath/push-length", test_push_length);
  return g_test_run ();
}

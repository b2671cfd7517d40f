/* SPDX-License-Identifier: GPL-3.0-or-later
 * Reasons for moves, threat marks and the checks for hand-made positions,
 * each on a position made for it, in several variants.
 */
#include "explain.h"
#include "movegen.h"
#include "notation.h"
#include "setup.h"

#include <glib.h>
#include <string.h>

typedef struct
{
  const char *variant, *fen, *move;
  CeReason reason;
  int value;          /* checked when not 0 */
  const char *type;   /* the piece type's name, checked when not NULL */
  const char *square; /* checked when not NULL */
} Case;

static const Case cases[] = {
  /* Scholar's mate: a capture that mates says "mates", not "wins". */
  { "chess", "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7",
    CE_REASON_MATES, 0, NULL, NULL },
  { "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", CE_REASON_MATES, 0, NULL, NULL },
  /* An undefended queen. */
  { "chess", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1", "d2d5", CE_REASON_WINS_MATERIAL, 950, "queen",
    "d5" },
  /* Rook for rook: the exchange nets nothing and the d8 rook still wins the
   * d-file, so there is nothing to say. */
  { "chess", "3rk3/8/8/3r4/8/8/3R4/4K3 w - - 0 1", "d2d5", CE_REASON_NONE, 0, NULL, NULL },
  /* A pawn takes a knight defended by a pawn: 320 - 100. */
  { "chess", "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", CE_REASON_WINS_MATERIAL, 220, "knight",
    "d5" },
  { "chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", CE_REASON_CHECK, 0, NULL, NULL },
  { "chess", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e7e8q", CE_REASON_PROMOTES, 0, "queen", NULL },
  /* Qd4 lines up with the bishop: Qg7 mate next. */
  { "chess", "r5k1/5p1p/8/8/8/8/1B3PPP/3Q2K1 w - - 0 1", "d1d4", CE_REASON_THREATENS_MATE, 0, NULL,
    NULL },
  /* The knight the c5 pawn attacks steps away. */
  { "chess", "4k3/8/8/2p5/3N4/8/8/4K3 w - - 0 1", "d4f3", CE_REASON_DEFENDS, 320, "knight", "d4" },
  /* Luft against the back-rank mate Ra1. */
  { "chess", "r5k1/8/8/8/8/8/5PPP/6K1 w - - 0 1", "h2h3", CE_REASON_STOPS_MATE, 0, NULL, NULL },
  /* Black's view works the same. */
  { "chess", "4k3/8/8/3r4/8/8/3Q4/4K3 b - - 0 1", "d5d2", CE_REASON_WINS_MATERIAL, 450, "queen",
    "d2" },
  /* Diagonal Chess: the flag square. */
  { "diagonal", "8/6P1/8/8/8/8/8/K6k w - - 0 1", "g7h8", CE_REASON_WINS_FLAG, 0, NULL, NULL },
  /* Zone X: the General leaps over its own pawn onto an undefended rook. */
  { "zonex", "4k3/8/8/3r4/2P5/1G6/8/4K3 w - - 0 1", "b3d5", CE_REASON_WINS_MATERIAL, 500, "rook",
    "d5" },
  /* ZigZag Madness: a back-rank mate on 10x10, and the ZigZag Rook's bent
   * path onto a queen. */
  { "zigzag", "5k4/10/5K4/10/10/10/10/10/10/R9[] w - - 0 1", "a1a10", CE_REASON_MATES, 0, NULL,
    NULL },
  { "zigzag", "9k/10/5q4/10/10/4Y5/10/10/10/K9[] w - - 0 1", "e5f8", CE_REASON_WINS_MATERIAL, 1000,
    "queen", "f8" },
  /* Zelig Chess: the d-file zelig is a queen, and so is the one it takes. */
  { "zelig", "7k/3z4/8/8/8/8/8/3ZK3 w - - 0 1", "d1d7", CE_REASON_WINS_MATERIAL, 950, "zelig queen",
    "d7" },
  /* Diamond Chess: promotion outranks the check it gives. */
  { "diamond", "****k****/***3***/**1P3**/*7*/4*4/*7*/**5**/***3***/****K**** w - - 0 1", "d7d8v",
    CE_REASON_PROMOTES, 0, "vizier", NULL },
};

static void
test_reasons (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      const CeVariant *v = ce_variant_get (c->variant);
      CePosition pos;
      char err[CE_ERR_SIZE], sq[4];
      CeMove m;
      g_test_message ("%s %s %s", c->variant, c->fen, c->move);
      g_assert_true (ce_position_from_fen (&pos, v, c->fen, err));
      g_assert_true (ce_move_parse (&pos, c->move, &m, err));
      CePosition before = pos;
      CeExplanation e;
      g_assert_cmpint (ce_explain_move (&pos, m, &e), ==, c->reason);
      g_assert_cmpint (e.reason, ==, c->reason);
      /* Scratch use leaves the position as it was (the key ring past the
       * current ply aside). */
      g_assert_true (memcmp (before.board, pos.board, sizeof pos.board) == 0);
      g_assert_cmpuint (before.key, ==, pos.key);
      g_assert_cmpuint (before.ply, ==, pos.ply);
      g_assert_cmpint (before.side, ==, pos.side);
      if (c->value)
        g_assert_cmpint (e.value, ==, c->value);
      if (c->type)
        g_assert_cmpstr (v->def->types[e.type].name, ==, c->type);
      if (c->square)
        g_assert_cmpstr (ce_square_name (e.square, sq), ==, c->square);
    }
}

static CePosition
from_fen (const char *variant, const char *fen)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  return pos;
}

static int
square (const CePosition *pos, const char *name)
{
  int sq;
  g_assert_true (ce_square_parse (pos->v, name, &sq) > 0);
  return sq;
}

static void
test_exchange (void)
{
  char err[CE_ERR_SIZE];
  CeMove m;
  /* Bxd5 exd5 Qxd5: knight and pawn for the bishop. */
  CePosition pos = from_fen ("chess", "4k3/8/4p3/3n4/8/5B2/8/3QK3 w - - 0 1");
  g_assert_true (ce_move_parse (&pos, "f3d5", &m, err));
  g_assert_cmpint (ce_exchange_gain (&pos, m), ==, 320 - 330 + 100);
  /* Qxd5 exd5 Bxd5: the queen for a knight and a pawn. */
  g_assert_true (ce_move_parse (&pos, "d1d5", &m, err));
  g_assert_cmpint (ce_exchange_gain (&pos, m), ==, 320 - 950 + 100);
  /* A step into the pawn's reach loses the piece. */
  pos = from_fen ("chess", "4k3/8/8/2p5/8/8/8/3RK3 w - - 0 1");
  g_assert_true (ce_move_parse (&pos, "d1d4", &m, err));
  g_assert_cmpint (ce_exchange_gain (&pos, m), ==, -500);

  CeMove best;
  pos = from_fen ("chess", "4k3/8/8/2p5/3N4/8/8/4K3 b - - 0 1");
  g_assert_cmpint (ce_best_capture (&pos, &best), ==, 320);
  char buf[CE_MOVE_SIZE];
  g_assert_cmpstr (ce_move_to_string (&pos, best, buf), ==, "c5d4");

  pos = from_fen ("chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  g_assert_true (ce_has_mate_in_one (&pos, &best));
  g_assert_cmpstr (ce_move_to_string (&pos, best, buf), ==, "a1a8");
  pos = from_fen ("chess", "6k1/5pp1/7p/8/8/8/8/R5K1 w - - 0 1");
  g_assert_false (ce_has_mate_in_one (&pos, &best));
}

static void
test_threat_marks (void)
{
  uint8_t marks[CE_NSQ];
  /* White to move: the c5 pawn attacks the knight (a cheaper attacker),
   * the b2 bishop the rook (a cheaper attacker, though the queen defends
   * it). */
  CePosition pos = from_fen ("chess", "3rk3/8/8/2p5/3N4/3B4/1b6/R2QK3 w - - 0 1");
  ce_threat_marks (&pos, marks);
  g_assert_cmpint (marks[square (&pos, "d4")], ==, CE_MARK_ATTACKED | CE_MARK_HANGING);
  g_assert_cmpint (marks[square (&pos, "a1")], ==, CE_MARK_ATTACKED | CE_MARK_HANGING);
  /* The knight on d4 shields the d3 bishop from the d8 rook. */
  g_assert_cmpint (marks[square (&pos, "d3")], ==, 0);
  g_assert_cmpint (marks[square (&pos, "b4")], ==, CE_MARK_ATTACKED);
  g_assert_cmpint (marks[square (&pos, "c1")], ==, CE_MARK_ATTACKED);
  /* Black's own pieces are never marked; the king never hangs. */
  g_assert_cmpint (marks[square (&pos, "c5")], ==, 0);
  g_assert_cmpint (marks[square (&pos, "e1")], ==, 0);
  int hanging = 0;
  for (int s = 0; s < CE_NSQ; s++)
    hanging += (marks[s] & CE_MARK_HANGING) != 0;
  g_assert_cmpint (hanging, ==, 2);

  /* Without the knight the rook attacks the bishop, but the queen defends
   * it and a rook is dearer than a bishop: not hanging. */
  pos = from_fen ("chess", "3rk3/8/8/2p5/8/3B4/1b6/R2QK3 w - - 0 1");
  ce_threat_marks (&pos, marks);
  g_assert_cmpint (marks[square (&pos, "d3")], ==, CE_MARK_ATTACKED);

  /* ZigZag Madness: a ZigZag Rook's bent attack marks a queen it reaches
   * by either path; blocking both paths lifts it. */
  pos = from_fen ("zigzag", "9k/10/5q4/10/10/4Y5/10/10/10/K9[] b - - 0 1");
  ce_threat_marks (&pos, marks);
  g_assert_cmpint (marks[square (&pos, "f8")], ==, CE_MARK_ATTACKED | CE_MARK_HANGING);
  /* e7 blocks the path e6-e7; f6-f7 is still open. */
  pos = from_fen ("zigzag", "9k/10/5q4/4p5/10/4Y5/10/10/10/K9[] b - - 0 1");
  ce_threat_marks (&pos, marks);
  g_assert_cmpint (marks[square (&pos, "f8")], ==, CE_MARK_ATTACKED | CE_MARK_HANGING);
  pos = from_fen ("zigzag", "9k/10/5q4/4pp4/10/4Y5/10/10/10/K9[] b - - 0 1");
  ce_threat_marks (&pos, marks);
  g_assert_false (marks[square (&pos, "f8")] & CE_MARK_ATTACKED);
}

/* A position from a placement string, with no parser checks. */
static CePosition
placed (const char *variant, const char *const *pieces, int side)
{
  const CeVariant *v = ce_variant_get (variant);
  CePosition pos;
  ce_position_clear (&pos, v);
  for (const char *const *p = pieces; *p; p++)
    {
      int sq, t = 0;
      g_assert_true (ce_square_parse (v, *p + 1, &sq) > 0);
      char letter = g_ascii_toupper (**p);
      for (int k = 1; k <= v->def->ntypes && !t; k++)
        if (v->def->types[k].letter == letter && ce_variant_base (v, k) == k)
          t = k;
      g_assert_cmpint (t, >, 0);
      ce_position_put (&pos, sq, CE_PIECE (g_ascii_isupper (**p) ? CE_WHITE : CE_BLACK, t));
    }
  pos.side = (uint8_t) side;
  ce_position_finish (&pos);
  return pos;
}

static void
expect_problem (const CePosition *pos, CeSetupProblem problem, int color, const char *sq)
{
  CeSetupCheck c;
  char name[4];
  g_assert_false (ce_setup_check (pos, &c));
  g_assert_cmpint (c.problem, ==, problem);
  g_assert_cmpint (c.color, ==, color);
  if (sq)
    g_assert_cmpstr (ce_square_name (c.square, name), ==, sq);
}

static void
test_setup (void)
{
  CeSetupCheck c;
  static const char *const good[] = { "Ke1", "Ra1", "Pe2", "ke8", "pe7", NULL };
  CePosition pos = placed ("chess", good, CE_WHITE);
  g_assert_true (ce_setup_check (&pos, &c));
  g_assert_cmpint (c.problem, ==, CE_SETUP_OK);
  g_assert_true (ce_setup_can_castle (&pos, CE_WHITE, 1));
  g_assert_false (ce_setup_can_castle (&pos, CE_WHITE, 0));
  g_assert_false (ce_setup_can_castle (&pos, CE_BLACK, 1));
  /* What passes here, the parser takes too. */
  pos.castling = CE_CASTLE_WQ;
  g_assert_true (ce_setup_check (&pos, &c));
  char fen[CE_FEN_SIZE], err[CE_ERR_SIZE];
  CePosition parsed;
  g_assert_true (ce_position_from_fen (&parsed, pos.v, ce_position_to_fen (&pos, fen), err));

  pos.castling = CE_CASTLE_WK;
  expect_problem (&pos, CE_SETUP_CASTLING, CE_WHITE, "h1");

  static const char *const two_kings[] = { "Ke1", "Ka1", "ke8", NULL };
  pos = placed ("chess", two_kings, CE_WHITE);
  expect_problem (&pos, CE_SETUP_TWO_KINGS, CE_WHITE, NULL);
  static const char *const no_king[] = { "Ke1", "qd8", NULL };
  pos = placed ("chess", no_king, CE_WHITE);
  expect_problem (&pos, CE_SETUP_NO_KING, CE_BLACK, NULL);
  static const char *const back_rank[] = { "Ke1", "Pa1", "ke8", NULL };
  pos = placed ("chess", back_rank, CE_WHITE);
  expect_problem (&pos, CE_SETUP_PAWN_SQUARE, CE_WHITE, "a1");
  static const char *const last_rank[] = { "Ke1", "ke8", "pc1", NULL };
  pos = placed ("chess", last_rank, CE_WHITE);
  expect_problem (&pos, CE_SETUP_PAWN_SQUARE, CE_BLACK, "c1");
  /* White to move with Black in check: Black's last move was illegal. */
  static const char *const check[] = { "Ke1", "Re7", "ke8", NULL };
  pos = placed ("chess", check, CE_WHITE);
  expect_problem (&pos, CE_SETUP_OPPONENT_IN_CHECK, CE_BLACK, "e8");
  /* The same with Black to move is a check to answer. */
  pos = placed ("chess", check, CE_BLACK);
  g_assert_true (ce_setup_check (&pos, &c));

  /* Zelig Chess 2: two zeligs on the d-file break its limit. */
  static const char *const zeligs[] = { "Ke1", "Zd1", "Zd3", "ke8", NULL };
  pos = placed ("zelig2", zeligs, CE_WHITE);
  expect_problem (&pos, CE_SETUP_VARIANT_RULE, CE_WHITE, NULL);
  pos = placed ("zelig", zeligs, CE_WHITE);
  g_assert_true (ce_setup_check (&pos, &c));

  /* Diagonal Chess: a pawn on its flag square has already won. */
  static const char *const flag[] = { "Ka1", "Ph8", "kh1", NULL };
  pos = placed ("diagonal", flag, CE_BLACK);
  expect_problem (&pos, CE_SETUP_GAME_OVER, CE_WHITE, "h8");

  /* Zone X: castling needs only the king at home. */
  static const char *const zonex[] = { "Ke1", "Na1", "ke8", NULL };
  pos = placed ("zonex", zonex, CE_WHITE);
  g_assert_true (ce_setup_can_castle (&pos, CE_WHITE, 0));
  g_assert_true (ce_setup_can_castle (&pos, CE_WHITE, 1));
  /* ZigZag: a rook right needs the rook on j1. */
  static const char *const zigzag[] = { "Kf1", "Rj1", "Ra1", "kf10", NULL };
  pos = placed ("zigzag", zigzag, CE_WHITE);
  g_assert_true (ce_setup_can_castle (&pos, CE_WHITE, 0));
  g_assert_true (ce_setup_can_castle (&pos, CE_WHITE, 1));
  g_assert_false (ce_setup_can_castle (&pos, CE_BLACK, 0));
  /* Diamond Chess has no castling at all. */
  static const char *const diamond[] = { "Ke1", "ke9", NULL };
  pos = placed ("diamond", diamond, CE_WHITE);
  g_assert_false (ce_setup_can_castle (&pos, CE_WHITE, 0));
  g_assert_true (ce_setup_check (&pos, &c));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/explain/reasons", test_reasons);
  g_test_add_func ("/explain/exchange", test_exchange);
  g_test_add_func ("/explain/threat-marks", test_threat_marks);
  g_test_add_func ("/explain/setup", test_setup);
  return g_test_run ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The evaluation's terms on hand-made positions, with the exact differences
 * the weights say, and its symmetry: a position and its mirror image with
 * the colours swapped score the same for the side to move, in every variant.
 */
#include "eval.h"
#include "eval-tuned.h"
#include "movegen.h"
#include "notation.h"
#include "position.h"

#include <glib.h>

static CePosition
position_of (const char *variant, const char *fen)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, ce_variant_get (variant), fen, err))
    g_error ("%s: %s", fen, err);
  return pos;
}

static int
eval_of (const char *variant, const char *fen)
{
  CePosition pos = position_of (variant, fen);
  return ce_evaluate (&pos);
}

static int
weight (const char *variant, CeEvalWeight w)
{
  return ce_variant_get (variant)->eval.w[w];
}

/* The same position seen from the other side: every piece on the mirror
 * square (across the middle rank, or turned 180 degrees where Black's moves
 * are White's turned) in the other colour, the hands and the move swapped. */
static void
mirror (const CePosition *pos, CePosition *out)
{
  const CeVariant *v = pos->v;
  ce_position_clear (out, v);
  for (int i = 0; i < v->nsquares; i++)
    {
      int s = v->squares[i];
      CePiece p = pos->board[s];
      if (!p)
        continue;
      int f = CE_FILE (s), r = v->ranks - 1 - CE_RANK (s);
      if (v->def->black_mirror == CE_MIRROR_POINT)
        f = v->files - 1 - f;
      ce_position_put (out, CE_SQ (f, r), CE_PIECE (CE_COLOR (p) ^ 1, CE_TYPE (p)));
    }
  for (int t = 0; t < CE_MAX_TYPES; t++)
    {
      out->hand[CE_WHITE][t] = pos->hand[CE_BLACK][t];
      out->hand[CE_BLACK][t] = pos->hand[CE_WHITE][t];
    }
  out->side = pos->side ^ 1;
  ce_position_finish (out);
}

static void
test_mirror (void)
{
  guint32 seed = 12345;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      for (int game = 0; game < 20; game++)
        {
          CePosition pos, m;
          ce_position_start (&pos, v);
          for (int ply = 0; ply < 80; ply++)
            {
              mirror (&pos, &m);
              if (ce_evaluate (&pos) != ce_evaluate (&m))
                {
                  char fen[512], mfen[512];
                  ce_position_to_fen (&pos, fen);
                  ce_position_to_fen (&m, mfen);
                  g_error ("%s: %s scores %d, its mirror %s %d", *id, fen, ce_evaluate (&pos), mfen,
                           ce_evaluate (&m));
                }
              CeMove moves[CE_MAX_MOVES];
              int n = ce_generate_legal (&pos, moves);
              if (n == 0)
                break;
              seed = seed * 1103515245u + 12345u;
              CeUndo u;
              ce_make (&pos, moves[(seed >> 8) % (guint32) n], &u);
            }
        }
    }
}

/* What the black pawn's endgame table gives for standing on c6 rather than
 * d6 (its square bonuses may tell them apart), from White's side. */
static int
black_pawn_c6_over_d6 (const CeVariant *v)
{
  int bp = CE_PIECE (CE_BLACK, ce_variant_type_named (v, "pawn"));
  return -(v->eval.eg[bp][CE_SQ (2, 5)] - v->eval.eg[bp][CE_SQ (3, 5)]);
}

static void
test_passed (void)
{
  /* Pawns and kings only: the endgame weights alone.  The e5 pawn is passed
   * with the black pawn on c6, stopped by it on d6; nothing else changes
   * (both black pawns are stopped by c2, every pawn is isolated). */
  const CeVariant *v = ce_variant_get ("chess");
  int k = v->eval.passed[CE_PIECE (CE_WHITE, ce_variant_type_named (v, "pawn"))][CE_SQ (4, 4)];
  g_assert_cmpint (k, ==, 3);
  /* The race: the black king two steps from e6, the white king five (at
   * most five count).  The black pawn's table, c6 against d6, counts too. */
  const int race = 2 * weight ("chess", CE_W_RACE_THEM) - 5 * weight ("chess", CE_W_RACE_US);
  int squares = black_pawn_c6_over_d6 (v);
  g_assert_cmpint (eval_of ("chess", "4k3/8/2p5/4P3/8/8/2P5/4K3 w - - 0 1")
                     - eval_of ("chess", "4k3/8/3p4/4P3/8/8/2P5/4K3 w - - 0 1"),
                   ==, weight ("chess", CE_W_PASSED_EG) * k * k / 4 + k * race + squares);
  /* Zone X's pawns have files too (their sideways steps keep to the zone);
   * they promote to a Warrior (250), so their race weighs (250 - 100) / 850
   * of a chess pawn's. */
  const CeVariant *zx = ce_variant_get ("zonex");
  const int zonex_race
    = zx->eval.race_scale[CE_PIECE (CE_WHITE, ce_variant_type_named (zx, "pawn"))];
  g_assert_cmpint (zonex_race, ==, (250 - 100) * 256 / 850);
  g_assert_cmpint (v->eval.race_scale[CE_PIECE (CE_WHITE, ce_variant_type_named (v, "pawn"))], ==,
                   256);
  g_assert_cmpint (
    eval_of ("zonex", "4k3/8/2p5/4P3/8/8/2P5/4K3 w - - 0 1")
      - eval_of ("zonex", "4k3/8/3p4/4P3/8/8/2P5/4K3 w - - 0 1"),
    ==,
    weight ("zonex", CE_W_PASSED_EG) * k * k / 4
      + k * (2 * weight ("zonex", CE_W_RACE_THEM) - 5 * weight ("zonex", CE_W_RACE_US)) * zonex_race
          / 256
      + black_pawn_c6_over_d6 (zx));
}

static void
test_passed_race (void)
{
  /* A passer on e5 (the square ahead e6) and nothing else that a king's
   * step changes: the black king from e8 (2 steps from e6) to b8 (3), the
   * white king from e1 (5) to e3 (3).  Kings' squares count in the endgame
   * tables too, so each pair differs only in the king's table and the race. */
  const CeVariant *v = ce_variant_get ("chess");
  const int pawn = ce_variant_type_named (v, "pawn");
  const int k = v->eval.passed[CE_PIECE (CE_WHITE, pawn)][CE_SQ (4, 4)];
  const int bk = CE_PIECE (CE_BLACK, ce_variant_type_named (v, "king"));
  const int wk = CE_PIECE (CE_WHITE, ce_variant_type_named (v, "king"));
  const int them = eval_of ("chess", "1k6/8/8/4P3/8/8/8/4K3 w - - 0 1")
                   - eval_of ("chess", "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1");
  /* Black's king table is subtracted: its worth on b8 less on e8. */
  const int them_table = -(v->eval.eg[bk][CE_SQ (1, 7)] - v->eval.eg[bk][CE_SQ (4, 7)]);
  g_assert_cmpint (them - them_table, ==, k * weight ("chess", CE_W_RACE_THEM));
  const int us = eval_of ("chess", "4k3/8/8/4P3/8/4K3/8/8 w - - 0 1")
                 - eval_of ("chess", "4k3/8/8/4P3/8/8/8/4K3 w - - 0 1");
  const int us_table = v->eval.eg[wk][CE_SQ (4, 2)] - v->eval.eg[wk][CE_SQ (4, 0)];
  g_assert_cmpint (us - us_table, ==, 2 * k * weight ("chess", CE_W_RACE_US));
}

static void
test_pawn_structure (void)
{
  /* Doubled and isolated: c2+c3 against c3+d2 (both supported or beside
   * nothing else; the black pawn on h7 is far from both). */
  int doubled = eval_of ("chess", "4k3/7p/8/8/8/2P5/2P5/4K3 w - - 0 1");
  int healthy = eval_of ("chess", "4k3/7p/8/8/8/2P5/3P4/4K3 w - - 0 1");
  /* c2 doubled and both isolated against d2 defending c3 (connected), and
   * the pawn's table on d2 against c2. */
  const CeVariant *c = ce_variant_get ("chess");
  int wp = CE_PIECE (CE_WHITE, ce_variant_type_named (c, "pawn"));
  int table = c->eval.eg[wp][CE_SQ (3, 1)] - c->eval.eg[wp][CE_SQ (2, 1)];
  g_assert_cmpint (healthy - doubled, ==,
                   weight ("chess", CE_W_DOUBLED_EG) + 2 * weight ("chess", CE_W_ISOLATED_EG)
                     + weight ("chess", CE_W_CONNECTED_EG) + table);
  /* Diagonal Chess's pawns step along a diagonal of the grid: no files. */
  const CeVariant *d = ce_variant_get ("diagonal");
  g_assert_false (d->eval.file_pawns);
  /* ZigZag's pawns have files, its ninja pawns (free sideways steps) not. */
  const CeVariant *z = ce_variant_get ("zigzag");
  int pawn = CE_PIECE (CE_WHITE, ce_variant_type_named (z, "pawn"));
  int ninja = CE_PIECE (CE_WHITE, ce_variant_type_named (z, "ninja pawn"));
  g_assert_cmpint (z->eval.pawn_kind[pawn], ==, CE_EVAL_PAWN | CE_EVAL_FILE_PAWN);
  g_assert_cmpint (z->eval.pawn_kind[ninja], ==, CE_EVAL_PAWN);
}

static void
test_mobility (void)
{
  /* The white rook on a1 reaches 9 squares with the black knight on a3, 12
   * with it on a6 (the knight's 4 targets are the same on both; its table
   * may differ, and is subtracted).  Rook and knight leave 8 of the 64
   * phase points: the middlegame counts 8/64 of a difference, the endgame
   * 56/64. */
  const CeVariant *v = ce_variant_get ("chess");
  int rook = CE_PIECE (CE_WHITE, ce_variant_type_named (v, "rook"));
  int bn = CE_PIECE (CE_BLACK, ce_variant_type_named (v, "knight"));
  int a6 = CE_SQ (0, 5), a3 = CE_SQ (0, 2);
  int d = 2 * 3 * v->eval.mob_scale[rook];
  int expected = (weight ("chess", CE_W_MOBILITY_MG) * d / 64 * 8
                  + weight ("chess", CE_W_MOBILITY_EG) * d / 64 * 56)
                   / 64
                 - ((v->eval.mg[bn][a6] - v->eval.mg[bn][a3]) * 8
                    + (v->eval.eg[bn][a6] - v->eval.eg[bn][a3]) * 56)
                     / 64;
  int diff = eval_of ("chess", "8/7k/n7/8/8/8/7K/R7 w - - 0 1")
             - eval_of ("chess", "8/7k/8/8/8/n7/7K/R7 w - - 0 1");
  g_assert_cmpint (expected, >, 0);
  /* Each score rounds its own sums: at most one apart. */
  g_assert_cmpint (diff, >=, expected - 1);
  g_assert_cmpint (diff, <=, expected + 1);
}

/* The score of `fen` with the weights `mg` and `eg` at `value`, the
 * variant's own weights otherwise. */
static int
eval_weighted (const char *variant, const char *fen, CeEvalWeight mg, CeEvalWeight eg, int value)
{
  static CeVariant copy;
  const CeVariant *v = ce_variant_get (variant);
  int16_t w[CE_W_COUNT];
  for (int i = 0; i < CE_W_COUNT; i++)
    w[i] = v->eval.w[i];
  w[mg] = w[eg] = (int16_t) value;
  copy = *v;
  ce_eval_build_weights (&copy, w);
  ce_eval_tuned_tables (&copy); /* as ce_eval_build: the same values and squares */
  CePosition pos;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_position_from_fen (&pos, &copy, fen, err));
  return ce_evaluate (&pos);
}

/* The score of `fen` less its score with the weights `mg` and `eg` at
 * nothing: what the term they weigh adds. */
static int
term_of (const char *variant, const char *fen, CeEvalWeight mg, CeEvalWeight eg)
{
  return eval_of (variant, fen) - eval_weighted (variant, fen, mg, eg, 0);
}

/* What the term weighed by `mg` and `eg` adds with both at `value`,
 * whatever the variant's fit made of them. */
static int
term_at (const char *variant, const char *fen, CeEvalWeight mg, CeEvalWeight eg, int value)
{
  return eval_weighted (variant, fen, mg, eg, value) - eval_weighted (variant, fen, mg, eg, 0);
}

static void
test_hand (void)
{
  /* Kings only on the board: the endgame weight alone, per piece in hand,
   * White's count less Black's, for the side to move. */
  int eg = weight ("zigzag", CE_W_HAND_EG);
  g_assert_cmpint (eg, >, 0);
  const char *fen = "5k4/10/10/10/10/10/10/10/10/5K4[JJJj] w - - 0 1";
  g_assert_cmpint (term_of ("zigzag", fen, CE_W_HAND_MG, CE_W_HAND_EG), ==, 2 * eg);
  fen = "5k4/10/10/10/10/10/10/10/10/5K4[Jjj] b - - 0 1";
  g_assert_cmpint (term_of ("zigzag", fen, CE_W_HAND_MG, CE_W_HAND_EG), ==, eg);
  /* No hand, no term. */
  g_assert_cmpint (ce_variant_get ("chess")->eval.hand_type, ==, 0);
}

/* The middlegame share of `mg` in a position with `phase` phase points. */
static int
middlegame_share (const CeVariant *v, int mg, int phase)
{
  return mg * phase / v->eval.phase_total;
}

static void
test_king_attack (void)
{
  /* Black's king on g8 behind pawns f7, g7, h7: the squares next to it are
   * f8, h8, f7, g7 and h7.  White's queen on h5 attacks h7 (up the file, the
   * pawn stops it) and f7 (the diagonal through g6); the knight on g5
   * attacks f7 and h7.  Two attackers, two squares each; Black's rook on a8
   * attacks nothing next to White's king.  Queen, knight and rook leave 18
   * of the 64 phase points. */
  const CeVariant *v = ce_variant_get ("chess");
  int queen = CE_PIECE (CE_WHITE, ce_variant_type_named (v, "queen"));
  int knight = CE_PIECE (CE_WHITE, ce_variant_type_named (v, "knight"));
  int units = 2 * v->eval.attack_units[queen] + 2 * v->eval.attack_units[knight];
  int danger = weight ("chess", CE_W_KING_ATTACK) * units * units / 256;
  g_assert_cmpint (danger, >, 0);
  int expected = middlegame_share (v, danger, 18);
  const char *fen = "r5k1/5ppp/8/6NQ/8/8/8/6K1 w - - 0 1";
  int term = term_of ("chess", fen, CE_W_KING_ATTACK, CE_W_KING_ATTACK);
  g_assert_cmpint (term, >=, expected - 1);
  g_assert_cmpint (term, <=, expected + 1);
  /* For Black to move, the same penalty is Black's. */
  fen = "r5k1/5ppp/8/6NQ/8/8/8/6K1 b - - 0 1";
  term = term_of ("chess", fen, CE_W_KING_ATTACK, CE_W_KING_ATTACK);
  g_assert_cmpint (term, >=, -expected - 1);
  g_assert_cmpint (term, <=, -expected + 1);
  /* The queen alone is no attack. */
  fen = "r5k1/5ppp/8/7Q/8/8/8/6K1 w - - 0 1";
  g_assert_cmpint (term_of ("chess", fen, CE_W_KING_ATTACK, CE_W_KING_ATTACK), ==, 0);
  /* A knight on g5 behind a white pawn on g6 still leaps to f7 and h7. */
  fen = "r5k1/5ppp/6P1/6NQ/8/8/8/6K1 w - - 0 1";
  term = term_of ("chess", fen, CE_W_KING_ATTACK, CE_W_KING_ATTACK);
  units = 1 * v->eval.attack_units[queen] + 2 * v->eval.attack_units[knight];
  expected = middlegame_share (v, weight ("chess", CE_W_KING_ATTACK) * units * units / 256, 18);
  g_assert_cmpint (term, >=, expected - 1);
  g_assert_cmpint (term, <=, expected + 1);
}

static void
test_king_attack_hand (void)
{
  /* ZigZag Madness: a ninja pawn in hand can be dropped next to the king,
   * so it counts as an attacker of one square.  White's queen attacks the
   * squares next to Black's king; with one ninja pawn in hand that makes
   * two attackers, without it the queen is alone. */
  const CeVariant *v = ce_variant_get ("zigzag");
  int queen = CE_PIECE (CE_WHITE, ce_variant_type_named (v, "queen"));
  int hand_type = v->eval.hand_type;
  g_assert_cmpint (hand_type, >, 0);
  g_assert_cmpint (v->eval.hand_units[hand_type], >, 0);
  const char *alone = "5k4/10/10/3Q6/10/10/10/10/10/5K4[] w - - 0 1";
  g_assert_cmpint (term_of ("zigzag", alone, CE_W_KING_ATTACK, CE_W_KING_ATTACK), ==, 0);
  const char *with_hand = "5k4/10/10/3Q6/10/10/10/10/10/5K4[J] w - - 0 1";
  int term = term_of ("zigzag", with_hand, CE_W_KING_ATTACK, CE_W_KING_ATTACK);
  /* The queen on d7 attacks f9 and g10 along its diagonal. */
  int units = 2 * v->eval.attack_units[queen] + v->eval.hand_units[hand_type];
  int danger = weight ("zigzag", CE_W_KING_ATTACK) * units * units / 256;
  CePosition pos = position_of ("zigzag", with_hand);
  int phase = 0;
  for (int i = 0; i < v->nsquares; i++)
    phase += v->eval.phase[pos.board[v->squares[i]]];
  int expected = middlegame_share (v, danger, phase);
  g_assert_cmpint (expected, >, 0);
  g_assert_cmpint (term, >=, expected - 1);
  g_assert_cmpint (term, <=, expected + 1);
}

static void
test_threats (void)
{
  /* White's knight on e4 attacked by Black's pawn on d5, nothing else
   * attacked: White, to move, stands a threat worse.  The knight leaves 3
   * of the 64 phase points. */
  const CeVariant *v = ce_variant_get ("chess");
  int mg = weight ("chess", CE_W_THREAT_MG), eg = weight ("chess", CE_W_THREAT_EG);
  g_assert_cmpint (mg, >, 0);
  int expected = -(mg * 3 + eg * (v->eval.phase_total - 3)) / v->eval.phase_total;
  int term = term_of ("chess", "4k3/8/8/3p4/4N3/8/8/4K3 w - - 0 1", CE_W_THREAT_MG, CE_W_THREAT_EG);
  g_assert_cmpint (term, >=, expected - 1);
  g_assert_cmpint (term, <=, expected + 1);
  /* A rook attacking a knight is no threat by a lesser piece... */
  const char *fen = "7k/8/R4n2/8/8/8/8/4K3 w - - 0 1";
  g_assert_cmpint (term_of ("chess", fen, CE_W_THREAT_MG, CE_W_THREAT_EG), ==, 0);
  /* ...but the knight is not defended: it hangs, Black's loss whatever the
   * phase when both weights are equal. */
  int hanging = weight ("chess", CE_W_HANGING_MG);
  g_assert_cmpint (hanging, ==, weight ("chess", CE_W_HANGING_EG));
  g_assert_cmpint (term_of ("chess", fen, CE_W_HANGING_MG, CE_W_HANGING_EG), ==, hanging);
  /* With Black's king on g7, next to f6, the knight is defended. */
  fen = "8/6k1/R4n2/8/8/8/8/4K3 w - - 0 1";
  g_assert_cmpint (term_of ("chess", fen, CE_W_HANGING_MG, CE_W_HANGING_EG), ==, 0);
}

/* `mg` and `eg` centipawns for White, blended at the phase of `fen`. */
static int
blend_cp (const char *variant, const char *fen, int mg, int eg)
{
  const CeVariant *v = ce_variant_get (variant);
  CePosition pos = position_of (variant, fen);
  int phase = 0;
  for (int i = 0; i < v->nsquares; i++)
    phase += v->eval.phase[pos.board[v->squares[i]]];
  if (phase > v->eval.phase_total)
    phase = v->eval.phase_total;
  return (mg * phase + eg * (v->eval.phase_total - phase)) / v->eval.phase_total;
}

/* What a term of weights mg/eg counting `n` for White adds, at the phase of
 * `fen`. */
static int
blended (const char *variant, const char *fen, CeEvalWeight mg, CeEvalWeight eg, int n)
{
  return blend_cp (variant, fen, n * weight (variant, mg), n * weight (variant, eg));
}

/* Which pieces are colour-bound and which ride their file comes from the
 * move tables: in chess the bishop, and the rook (not the queen). */
static void
test_piece_classes (void)
{
  const CeVariant *chess = ce_variant_get ("chess");
  for (int t = 1; t <= chess->def->ntypes; t++)
    {
      char l = chess->def->types[t].letter;
      CePiece p = CE_PIECE (CE_WHITE, t), q = CE_PIECE (CE_BLACK, t);
      g_assert_cmpint (chess->eval.colour_bound[p], ==, l == 'B');
      g_assert_cmpint (chess->eval.colour_bound[q], ==, l == 'B');
      g_assert_cmpint (chess->eval.file_rider[p], ==, l == 'R');
      g_assert_cmpint (chess->eval.file_rider[q], ==, l == 'R');
    }
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      GString *bound = g_string_new (NULL), *riders = g_string_new (NULL);
      for (int t = 1; t <= v->def->ntypes; t++)
        {
          CePiece p = CE_PIECE (CE_WHITE, t);
          if (v->eval.colour_bound[p])
            g_string_append_printf (bound, " %s", v->def->types[t].name);
          if (v->eval.file_rider[p])
            g_string_append_printf (riders, " %s", v->def->types[t].name);
        }
      g_test_message ("%s: colour-bound:%s; file riders:%s", *id, bound->str, riders->str);
      g_string_free (bound, TRUE);
      g_string_free (riders, TRUE);
    }
}

static void
test_pair (void)
{
  /* Bishops on c1 and f1, one of each colour: a pair. */
  const char *fen = "4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1";
  int want = blended ("chess", fen, CE_W_PAIR_MG, CE_W_PAIR_EG, 1);
  g_assert_cmpint (want, >, 0);
  int term = term_of ("chess", fen, CE_W_PAIR_MG, CE_W_PAIR_EG);
  g_assert_cmpint (term, >=, want - 1);
  g_assert_cmpint (term, <=, want + 1);
  /* On c1 and e3, both dark: none.  Black's pair counts for Black. */
  g_assert_cmpint (
    term_of ("chess", "4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1", CE_W_PAIR_MG, CE_W_PAIR_EG), ==, 0);
  term = term_of ("chess", "2b1kb2/8/8/8/8/8/8/4K3 w - - 0 1", CE_W_PAIR_MG, CE_W_PAIR_EG);
  g_assert_cmpint (term, <=, -want + 1);
  g_assert_cmpint (term, >=, -want - 1);
}

static void
test_open_files (void)
{
  /* The rook on a1 stands behind its own pawn: nothing.  On d1, a file
   * with no pawn: open.  On b1, under Black's pawn on b7 only: half open. */
  g_assert_cmpint (
    term_of ("chess", "4k3/1p6/8/8/8/8/P7/R3K3 w - - 0 1", CE_W_OPEN_FILE_MG, CE_W_OPEN_FILE_EG),
    ==, 0);
  g_assert_cmpint (
    term_of ("chess", "4k3/1p6/8/8/8/8/P7/R3K3 w - - 0 1", CE_W_HALF_OPEN_MG, CE_W_HALF_OPEN_EG),
    ==, 0);
  const char *open = "4k3/1p6/8/8/8/8/P7/3RK3 w - - 0 1";
  int want = blended ("chess", open, CE_W_OPEN_FILE_MG, CE_W_OPEN_FILE_EG, 1);
  int term = term_of ("chess", open, CE_W_OPEN_FILE_MG, CE_W_OPEN_FILE_EG);
  g_assert_cmpint (want, >, 0);
  g_assert_cmpint (term, >=, want - 1);
  g_assert_cmpint (term, <=, want + 1);
  g_assert_cmpint (term_of ("chess", open, CE_W_HALF_OPEN_MG, CE_W_HALF_OPEN_EG), ==, 0);
  const char *half = "4k3/1p6/8/8/8/8/P7/1R2K3 w - - 0 1";
  want = blended ("chess", half, CE_W_HALF_OPEN_MG, CE_W_HALF_OPEN_EG, 1);
  term = term_of ("chess", half, CE_W_HALF_OPEN_MG, CE_W_HALF_OPEN_EG);
  g_assert_cmpint (want, >, 0);
  g_assert_cmpint (term, >=, want - 1);
  g_assert_cmpint (term, <=, want + 1);
  g_assert_cmpint (term_of ("chess", half, CE_W_OPEN_FILE_MG, CE_W_OPEN_FILE_EG), ==, 0);
}

/* The term within one centipawn of `want` (the blend rounds the whole
 * sum, not each term), and not nothing. */
static void
assert_near (int term, int want)
{
  g_assert_cmpint (want, !=, 0);
  g_assert_cmpint (term, >=, want - 1);
  g_assert_cmpint (term, <=, want + 1);
}

/* The king-file terms at 100 cp each, whatever chess's fit made of them. */
#define KF 100

static void
test_king_files (void)
{
  /* Black's king behind f7 g7 h7 is sheltered.  White's on g1 lacks the
   * g-pawn: one file without an own pawn ahead, half open (Black's g7). */
  const char *gfile = "r5k1/5ppp/8/8/8/8/5P1P/R5K1 w - - 0 1";
  assert_near (term_at ("chess", gfile, CE_W_KING_FILE_MG, CE_W_KING_OPEN_MG, KF),
               blend_cp ("chess", gfile, -KF, 0));
  /* Without Black's g-pawn too both kings have an open g-file: even. */
  g_assert_cmpint (term_at ("chess", "r5k1/5p1p/8/8/8/8/5P1P/R5K1 w - - 0 1", CE_W_KING_FILE_MG,
                            CE_W_KING_OPEN_MG, KF),
                   ==, 0);
  /* A king on the h-file has two files, g and h.  White's has no pawns
   * near it and Black's g7 and h7 are on both: two files half open. */
  const char *bare = "r5k1/5ppp/8/8/8/8/8/R6K w - - 0 1";
  assert_near (term_at ("chess", bare, CE_W_KING_FILE_MG, CE_W_KING_OPEN_MG, KF),
               blend_cp ("chess", bare, -2 * KF, 0));
  /* Without any pawn on the g- and h-files both are open (each counts
   * both weights); Black's king on a8 stands behind a7 and b7. */
  const char *open_files = "kr6/pp6/8/8/8/8/8/R6K w - - 0 1";
  assert_near (term_at ("chess", open_files, CE_W_KING_FILE_MG, CE_W_KING_OPEN_MG, KF),
               blend_cp ("chess", open_files, -2 * 2 * KF, 0));
  /* Black's pawns coming at White's king on g1: g4 three ranks away
   * counts one step, h3 two ranks away two; f7 is far. */
  const char *storm = "kr6/pp3p2/8/8/6p1/7p/5PPP/R5K1 w - - 0 1";
  assert_near (term_at ("chess", storm, CE_W_KING_STORM_MG, CE_W_KING_STORM_MG, KF),
               blend_cp ("chess", storm, -3 * KF, 0));
  /* Chess's own weights count the same files. */
  assert_near (term_of ("chess", bare, CE_W_KING_FILE_MG, CE_W_KING_OPEN_MG),
               blend_cp ("chess", bare, -2 * weight ("chess", CE_W_KING_FILE_MG), 0));
}

/* A middlegame king pays for each rank it stands ahead of its start, on
 * top of its distance from there: White's on e2 one rank, Black's on e6
 * two (down the board), on c8 none. */
static void
test_king_advance (void)
{
  const char *white = "r3k2r/8/8/8/8/8/4K3/R6R w - - 0 1";
  assert_near (term_at ("chess", white, CE_W_KING_ADVANCE_MG, CE_W_KING_ADVANCE_MG, KF),
               blend_cp ("chess", white, -KF, 0));
  const char *both = "r6r/8/4k3/8/8/8/4K3/R6R w - - 0 1";
  assert_near (term_at ("chess", both, CE_W_KING_ADVANCE_MG, CE_W_KING_ADVANCE_MG, KF),
               blend_cp ("chess", both, KF, 0));
  g_assert_cmpint (term_at ("chess", "r1k4r/8/8/8/8/8/8/R3K2R w - - 0 1", CE_W_KING_ADVANCE_MG,
                            CE_W_KING_ADVANCE_MG, KF),
                   ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/mirror", test_mirror);
  g_test_add_func ("/eval/passed", test_passed);
  g_test_add_func ("/eval/passed-race", test_passed_race);
  g_test_add_func ("/eval/pawn-structure", test_pawn_structure);
  g_test_add_func ("/eval/mobility", test_mobility);
  g_test_add_func ("/eval/hand", test_hand);
  g_test_add_func ("/eval/king-attack", test_king_attack);
  g_test_add_func ("/eval/king-attack-hand", test_king_attack_hand);
  g_test_add_func ("/eval/threats", test_threats);
  g_test_add_func ("/eval/piece-classes", test_piece_classes);
  g_test_add_func ("/eval/pair", test_pair);
  g_test_add_func ("/eval/open-files", test_open_files);
  g_test_add_func ("/eval/king-files", test_king_files);
  g_test_add_func ("/eval/king-advance", test_king_advance);
  return g_test_run ();
}

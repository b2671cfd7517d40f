/* SPDX-License-Identifier: GPL-3.0-or-later
 * The search: mates in every variant (each checked first by an exhaustive
 * solver that shares nothing with the search), stopping from another
 * thread, determinism, lazy SMP and multi-PV.
 */
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "rules.h"
#include "search.h"
#include "tt.h"

#include "../threads-named.h"

#include <glib.h>
#include <string.h>

/* Exhaustive: can the side to move force a win within n of its moves? */
static bool
forced_win (CePosition *pos, int n)
{
  CeMove moves[CE_MAX_MOVES];
  int k = ce_generate_legal (pos, moves);
  for (int i = 0; i < k; i++)
    {
      CeUndo u;
      bool win = true;
      ce_make (pos, moves[i], &u);
      CeMove replies[CE_MAX_MOVES];
      int r = ce_generate_legal (pos, replies);
      if (r == 0)
        {
          CeResult res = ce_position_result (pos, NULL);
          win = res == (pos->side == CE_WHITE ? CE_RESULT_BLACK_WINS : CE_RESULT_WHITE_WINS);
        }
      else if (n == 1)
        win = false;
      else
        for (int j = 0; j < r && win; j++)
          {
            CeUndo u2;
            ce_make (pos, replies[j], &u2);
            win = forced_win (pos, n - 1);
            ce_unmake (pos, replies[j], &u2);
          }
      ce_unmake (pos, moves[i], &u);
      if (win)
        return true;
    }
  return false;
}

typedef struct
{
  const char *variant;
  const char *fen;
  int mate_in;
} Puzzle;

static const Puzzle puzzles[] = {
  /* Back-rank mates with a rook, a zelig on the rook file, a ZigZag rook. */
  { "chess", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1 },
  { "chess", "kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1", 2 },
  { "chess", "1k6/8/2K5/8/8/8/8/7R w - - 0 1", 2 },
  { "chess", "7k/8/5K2/8/8/8/8/6R1 w - - 0 1", 2 },
  { "zonex", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 1 },
  { "zonex", "1k6/8/2K5/8/8/8/8/7R w - - 0 1", 2 },
  { "zelig", "6k1/5ppp/8/8/8/8/8/Z5K1 w - - 0 1", 1 },
  { "zelig2", "6k1/5ppp/8/8/8/8/8/Z5K1 w - - 0 1", 1 },
  { "mchess", "6k1/5ppp/8/8/8/8/8/Z5K1 w - - 0 1", 1 },
  { "zigzag", "5k4/4ppp3/10/10/10/10/10/10/10/R4K4[] w - - 0 1", 1 },
  /* Diagonal Chess: stepping onto the flag square wins at once. */
  { "diagonal", "8/6P1/8/8/8/8/8/K6k w - - 0 1", 1 },
  /* Diamond Chess: the Vizier mates the king on the top tip. */
  { "diamond", "****k****/***3***/**1VK2**/*7*/4*4/*7*/**5**/***3***/****1**** w - - 0 1", 1 },
};

static void
test_mates (void)
{
  for (size_t i = 0; i < G_N_ELEMENTS (puzzles); i++)
    {
      const Puzzle *p = &puzzles[i];
      const CeVariant *v = ce_variant_get (p->variant);
      CePosition pos;
      char err[CE_ERR_SIZE], buf[CE_MOVE_SIZE];
      if (!ce_position_from_fen (&pos, v, p->fen, err))
        g_error ("%s: %s", p->fen, err);
      /* The solver confirms the puzzle: a win in n, none sooner. */
      g_assert_true (forced_win (&pos, p->mate_in));
      if (p->mate_in > 1)
        g_assert_false (forced_win (&pos, p->mate_in - 1));

      CeSearch *s = ce_search_new (16);
      CeLimits l;
      ce_limits_init (&l);
      /* Two plies beyond the mate's own and two more: the rook
       * sacrifice of the second chess puzzle leaves a rook where a pawn
       * takes it, which reverse futility judges at the shallow depths
       * (since chess's square bonuses, up to depth 7). */
      l.depth = 2 * p->mate_in + 4;
      CeSearchResult r = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
      g_test_message ("%s %s: %s, score %d", p->variant, p->fen,
                      ce_move_to_string (&pos, r.best, buf), r.score);
      g_assert_cmpint (ce_score_mate (r.score), ==, p->mate_in);
      /* The move found keeps the win: after it, the opponent is lost in
       * n - 1 (or the game is won outright). */
      CeUndo u;
      ce_make (&pos, r.best, &u);
      CeMove replies[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, replies);
      if (p->mate_in == 1)
        g_assert_cmpint (n, ==, 0);
      for (int j = 0; j < n; j++)
        {
          CeUndo u2;
          ce_make (&pos, replies[j], &u2);
          g_assert_true (forced_win (&pos, p->mate_in - 1));
          ce_unmake (&pos, replies[j], &u2);
        }
      ce_unmake (&pos, r.best, &u);
      ce_search_free (s);
    }
}

/* Being mated: the score says so, and a move is still returned. */
static void
test_mated (void)
{
  const CeVariant *v = ce_variant_get ("chess");
  CePosition pos;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (&pos, v, "6k1/5ppp/8/8/8/1r6/r7/7K w - - 0 1", err))
    g_error ("%s", err);
  CeSearch *s = ce_search_new (16);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 4;
  CeSearchResult r = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
  g_assert_cmpint (ce_score_mate (r.score), <, 0);
  g_assert_cmpuint (r.best, !=, CE_MOVE_NONE);
  /* No legal move at all: no best move, and the mate score. */
  g_assert_true (ce_position_from_fen (&pos, v, "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", err));
  r = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
  g_assert_cmpuint (r.best, ==, CE_MOVE_NONE);
  g_assert_cmpint (r.score, <, -CE_EVAL_MATE_BOUND);
  ce_search_free (s);
}

typedef struct
{
  CeSearch *s;
  CePosition pos;
  atomic_bool stop;
  CeSearchResult result;
} Job;

static gpointer
run_job (gpointer data)
{
  Job *j = data;
  CeLimits l;
  ce_limits_init (&l);
  j->result = ce_search_run (j->s, &j->pos, &l, &j->stop, NULL, NULL);
  return NULL;
}

static bool
is_legal (CePosition *pos, CeMove m)
{
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves);
  for (int i = 0; i < n; i++)
    if (moves[i] == m)
      return true;
  return false;
}

/* An unlimited search stops when another thread asks, in every variant,
 * and still answers with a legal move. */
static void
test_stop (void)
{
  for (const char *const *id = ce_variant_ids (); *id; id++)
    for (int threads = 1; threads <= 2; threads++)
      {
        Job j = { .s = ce_search_new (8) };
        ce_search_set_threads (j.s, threads);
        ce_position_start (&j.pos, ce_variant_get (*id));
        atomic_init (&j.stop, false);
        GThread *t = g_thread_new ("search", run_job, &j);
        g_usleep (30000);
        gint64 asked = g_get_monotonic_time ();
        atomic_store (&j.stop, true);
        g_thread_join (t);
        gint64 latency = g_get_monotonic_time () - asked;
        g_test_message ("%s, %d thread(s): stopped %.1f ms after asked, depth %d", *id, threads,
                        latency / 1000.0, j.result.depth);
        g_assert_true (is_legal (&j.pos, j.result.best));
        ce_search_free (j.s);
      }
}

static void
last_depth (const CeSearchInfo *info, void *user_data)
{
  int *depth = user_data;
  if (info->multipv == 1)
    *depth = info->depth;
}

/* With helper threads a fixed-depth search ends once any thread completed
 * that depth: in every variant it reports that depth, its last line is at
 * that depth, and its move is legal. */
static void
test_threads_depth (void)
{
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      CePosition pos;
      ce_position_start (&pos, ce_variant_get (*id));
      CeSearch *s = ce_search_new (8);
      ce_search_set_threads (s, 3);
      CeLimits l;
      ce_limits_init (&l);
      l.depth = 7;
      int said = 0;
      CeSearchResult r = ce_search_run (s, &pos, &l, NULL, last_depth, &said);
      g_assert_cmpint (r.depth, ==, 7);
      g_assert_cmpint (said, ==, 7);
      g_assert_true (is_legal (&pos, r.best));
      ce_search_free (s);
    }
}

typedef struct
{
  atomic_bool stop;
  int calls;
  int most_helpers; /* threads named as the helpers are */
} Namesakes;

/* Counts at three reports of an unlimited search, whose helpers run until
 * it stops, then stops it. */
static void
count_helpers (G_GNUC_UNUSED const CeSearchInfo *info, void *data)
{
  Namesakes *n = data;
  n->most_helpers = MAX (n->most_helpers, threads_named ("ce-search"));
  if (++n->calls == 3)
    atomic_store (&n->stop, true);
}

/* Helper threads take a name of their own from the first report on: with
 * the name of the thread that started them, an application counting its
 * engine threads by name (as the window tests do) would count them too.
 * (Counting the searching thread's namesakes would not do: a sanitizer
 * starts a thread of its own, with the process's name, with the first
 * thread the search creates.) */
static void
test_helper_names (void)
{
  if (!g_file_test ("/proc/self/task", G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("no /proc/self/task");
      return;
    }
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  CeSearch *s = ce_search_new (8);
  ce_search_set_threads (s, 3);
  CeLimits l;
  ce_limits_init (&l);
  Namesakes n = { .calls = 0 };
  atomic_init (&n.stop, false);
  ce_search_run (s, &pos, &l, &n.stop, count_helpers, &n);
  ce_search_free (s);
  g_assert_cmpint (n.calls, >=, 3);
  g_assert_cmpint (n.most_helpers, ==, 2);
  g_assert_cmpint (threads_named ("ce-search"), ==, 0);
}

/* One thread, same position and depth: same move, same node count. */
static void
test_deterministic (void)
{
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      CePosition pos;
      ce_position_start (&pos, ce_variant_get (*id));
      CeSearchResult r[2];
      for (int k = 0; k < 2; k++)
        {
          CeSearch *s = ce_search_new (8);
          CeLimits l;
          ce_limits_init (&l);
          l.depth = 5;
          r[k] = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
          ce_search_free (s);
        }
      g_assert_cmpuint (r[0].best, ==, r[1].best);
      g_assert_cmpuint (r[0].nodes, ==, r[1].nodes);
      g_assert_cmpint (r[0].score, ==, r[1].score);
      g_assert_true (is_legal (&pos, r[0].best));
    }
}

/* ce_search_clear forgets everything a search learnt (table, killers,
 * history and its continuations): after it a search repeats a fresh one
 * node for node, where without it the same search takes another tree. */
static void
test_clear_forgets (void)
{
  const char *fens[] = { "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
                         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" };
  CePosition a, b;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_position_from_fen (&a, ce_variant_get ("chess"), fens[0], err));
  g_assert_true (ce_position_from_fen (&b, ce_variant_get ("chess"), fens[1], err));
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 8;
  CeSearch *s = ce_search_new (8);
  CeSearchResult fresh = ce_search_run (s, &a, &l, NULL, NULL, NULL);
  ce_search_run (s, &b, &l, NULL, NULL, NULL);
  CeSearchResult warm = ce_search_run (s, &a, &l, NULL, NULL, NULL);
  ce_search_run (s, &b, &l, NULL, NULL, NULL);
  ce_search_clear (s);
  CeSearchResult cleared = ce_search_run (s, &a, &l, NULL, NULL, NULL);
  g_test_message ("nodes: fresh %" G_GUINT64_FORMAT ", warm %" G_GUINT64_FORMAT
                  ", after clear %" G_GUINT64_FORMAT,
                  fresh.nodes, warm.nodes, cleared.nodes);
  g_assert_cmpuint (warm.nodes, !=, fresh.nodes);
  g_assert_cmpuint (cleared.nodes, ==, fresh.nodes);
  g_assert_cmpuint (cleared.best, ==, fresh.best);
  g_assert_cmpint (cleared.score, ==, fresh.score);
  ce_search_free (s);
}

static void
collect_line (const CeSearchInfo *info, void *data)
{
  CeMove *firsts = data;
  if (info->multipv >= 1 && info->multipv <= 3)
    firsts[info->multipv - 1] = info->pv[0];
}

static void
test_multipv (void)
{
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  CeSearch *s = ce_search_new (8);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 4;
  l.multipv = 3;
  CeMove firsts[3] = { 0 };
  ce_search_run (s, &pos, &l, NULL, collect_line, firsts);
  for (int i = 0; i < 3; i++)
    g_assert_true (is_legal (&pos, firsts[i]));
  g_assert_cmpuint (firsts[0], !=, firsts[1]);
  g_assert_cmpuint (firsts[1], !=, firsts[2]);
  g_assert_cmpuint (firsts[0], !=, firsts[2]);
  ce_search_free (s);
}

/* Lines reported per depth, to check their order. */
typedef struct
{
  int depth, count, disorders;
  int last_score;
} LineOrder;

static void
check_line_order (const CeSearchInfo *info, void *data)
{
  LineOrder *o = data;
  if (info->multipv == 1)
    o->depth = info->depth;
  else if (info->depth == o->depth && info->score > o->last_score)
    o->disorders++;
  o->last_score = info->score;
  o->count++;
}

/* Multi-PV lines come best first at every depth: each line is searched
 * with the better ones excluded, and a later line can come back with a
 * higher score than an earlier one (search instability), which the
 * analysis panel showed as +0.09 above +0.14.  Every variant, from its
 * start and after three moves. */
static void
test_multipv_order (void)
{
  int total = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    for (int plies = 0; plies <= 3; plies += 3)
      {
        CePosition pos;
        ce_position_start (&pos, ce_variant_get (*id));
        guint32 seed = 7;
        for (int i = 0; i < plies; i++)
          {
            CeMove moves[CE_MAX_MOVES];
            int n = ce_generate_legal (&pos, moves);
            if (n == 0)
              break;
            seed = seed * 1103515245u + 12345u;
            CeUndo u;
            ce_make (&pos, moves[(seed >> 8) % (guint32) n], &u);
          }
        CeSearch *s = ce_search_new (8);
        CeLimits l;
        ce_limits_init (&l);
        l.depth = 5;
        l.multipv = 4;
        LineOrder o = { 0 };
        ce_search_run (s, &pos, &l, NULL, check_line_order, &o);
        if (o.disorders)
          g_error ("%s after %d plies: %d lines reported above a better one", *id, plies,
                   o.disorders);
        total += o.count;
        ce_search_free (s);
      }
  g_assert_cmpint (total, >, 0);
}

/* "go searchmoves": a search restricted to one root move returns it, from
 * every move of the start position and against a mate in one; with two
 * allowed moves multi-PV reports only those; a list of no legal move leaves
 * every move allowed. */
static void
test_searchmoves (void)
{
  CePosition pos;
  char err[CE_ERR_SIZE];
  ce_position_start (&pos, ce_variant_get ("chess"));
  CeSearch *s = ce_search_new (8);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 3;
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&pos, moves);
  for (int i = 0; i < n; i++)
    {
      l.searchmoves = &moves[i];
      l.nsearchmoves = 1;
      CeSearchResult r = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
      g_assert_cmpuint (r.best, ==, moves[i]);
    }

  /* Qxf7# is there, but only a3 and h3 may be played. */
  g_assert_true (ce_position_from_fen (
    &pos, ce_variant_get ("chess"),
    "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", err));
  CeMove allowed[2], mate;
  g_assert_true (ce_move_parse (&pos, "a2a3", &allowed[0], err));
  g_assert_true (ce_move_parse (&pos, "h2h3", &allowed[1], err));
  g_assert_true (ce_move_parse (&pos, "h5f7", &mate, err));
  l.searchmoves = &mate;
  l.nsearchmoves = 1;
  g_assert_cmpuint (ce_search_run (s, &pos, &l, NULL, NULL, NULL).best, ==, mate);
  l.searchmoves = allowed;
  l.nsearchmoves = 2;
  l.multipv = 3;
  CeMove firsts[3] = { 0 };
  CeSearchResult r = ce_search_run (s, &pos, &l, NULL, collect_line, firsts);
  g_assert_true (r.best == allowed[0] || r.best == allowed[1]);
  g_assert_true (firsts[0] == allowed[0] || firsts[0] == allowed[1]);
  g_assert_true (firsts[1] == allowed[0] || firsts[1] == allowed[1]);
  g_assert_cmpuint (firsts[0], !=, firsts[1]);
  g_assert_cmpuint (firsts[2], ==, CE_MOVE_NONE);

  /* e2e4, read in the start position, is not legal here (no pawn on e2):
   * the restriction falls away. */
  CePosition start;
  CeMove none;
  ce_position_start (&start, ce_variant_get ("chess"));
  g_assert_true (ce_move_parse (&start, "e2e4", &none, err));
  l.searchmoves = &none;
  l.nsearchmoves = 1;
  l.multipv = 1;
  g_assert_cmpuint (ce_search_run (s, &pos, &l, NULL, NULL, NULL).best, ==, mate);
  ce_search_free (s);
}

/* Level 10 reports the lines the caller asks for and still plays the best
 * one; lower levels keep their own number of lines. */
static void
test_level_multipv (void)
{
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  CeSearch *s = ce_search_new (8);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 4;
  l.multipv = 3;
  CeMove firsts[3] = { 0 };
  CeSearchResult r = ce_level_play (s, &pos, 10, &l, NULL, 1, collect_line, firsts);
  for (int i = 0; i < 3; i++)
    g_assert_true (is_legal (&pos, firsts[i]));
  g_assert_cmpuint (firsts[1], !=, firsts[0]);
  g_assert_cmpuint (firsts[2], !=, firsts[1]);
  g_assert_cmpuint (r.best, ==, firsts[0]);
  ce_search_free (s);
}

/* Node and depth limits are honoured; the search leaves the caller's
 * position alone. */
static void
test_limits (void)
{
  CePosition pos, before;
  ce_position_start (&pos, ce_variant_get ("zigzag"));
  before = pos;
  CeSearch *s = ce_search_new (8);
  CeLimits l;
  ce_limits_init (&l);
  l.nodes = 20000;
  CeSearchResult r = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
  g_assert_cmpuint (r.nodes, <, 20000 + 2048);
  g_assert_true (is_legal (&pos, r.best));
  g_assert_cmpmem (&pos, sizeof pos, &before, sizeof before);
  ce_search_free (s);
}

/* On a clock the search plans with what the move overhead leaves: 3 s for
 * one move is 1.2 s of planned time without an overhead (it stops no
 * earlier than a fifth of it, when an iteration ends and the best move is
 * as settled as it gets: half of it times TM_SCALE_MIN), 40 ms with 2.9 s
 * kept back, and the hard stop is measured on the wall clock. */
static void
test_move_overhead (void)
{
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  CeSearch *s = ce_search_new (8);
  CeLimits l;
  ce_limits_init (&l);
  l.time[CE_WHITE] = l.time[CE_BLACK] = 3000;
  l.movestogo = 1;
  ce_search_set_move_overhead (s, 0);
  CeSearchResult plain = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
  ce_search_clear (s);
  ce_search_set_move_overhead (s, 2900);
  CeSearchResult kept = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
  g_test_message ("3 s for the move: %" G_GINT64_FORMAT " ms without an overhead, %" G_GINT64_FORMAT
                  " ms with 2.9 s kept back",
                  plain.time_ms, kept.time_ms);
  g_assert_cmpint (plain.time_ms, >=, 240);
  g_assert_cmpint (kept.time_ms, <, 240);
  g_assert_true (is_legal (&pos, kept.best));
  ce_search_free (s);
}

/* The table a level asks for holds its node cap twice over, in a power of
 * two of MiB, and grows with the level up to the full size for level 10. */
static void
test_level_hash (void)
{
  size_t prev = 0;
  for (int level = CE_LEVEL_MIN; level <= CE_LEVEL_MAX; level++)
    {
      size_t mb = ce_level_hash_mb (level, 64);
      uint64_t nodes = ce_level_get (level)->nodes;
      g_test_message ("level %d: %" G_GUINT64_FORMAT " nodes, %zu MiB", level, nodes, mb);
      g_assert_cmpuint (mb & (mb - 1), ==, 0);
      g_assert_cmpuint (mb, >=, prev);
      g_assert_cmpuint (mb, <=, 64);
      if (nodes && mb < 64)
        {
          g_assert_cmpuint ((uint64_t) mb << 20, >=, 2 * nodes * sizeof (CeTTEntry));
          g_assert_true (mb == 1 || (uint64_t) mb << 19 < 2 * nodes * sizeof (CeTTEntry));
        }
      prev = mb;
    }
  g_assert_cmpuint (ce_level_hash_mb (CE_LEVEL_MAX, 64), ==, 64);
  g_assert_cmpuint (ce_level_hash_mb (CE_LEVEL_MAX, 16), ==, 16);
  g_assert_cmpuint (ce_level_hash_mb (1, 64), ==, 1);
  g_assert_cmpuint (ce_level_hash_mb (8, 64), ==, 16);
}

/* Setting the same Hash again empties the table as a new size would (it
 * keeps the memory, not the entries): after it, a search sees exactly what
 * it sees after a resize there and back, with the same history. */
static void
test_same_hash (void)
{
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("zigzag"));
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 5;
  CeSearchResult r[2];
  for (int k = 0; k < 2; k++)
    {
      CeSearch *s = ce_search_new (2);
      ce_search_run (s, &pos, &l, NULL, NULL, NULL);
      if (k == 1)
        g_assert_true (ce_search_set_hash (s, 4));
      g_assert_true (ce_search_set_hash (s, 2));
      r[k] = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
      ce_search_free (s);
    }
  g_assert_cmpuint (r[0].nodes, ==, r[1].nodes);
  g_assert_cmpuint (r[0].best, ==, r[1].best);
}

/* A table keeps what is stored in it until cleared, whether it came from
 * malloc (under a huge page) or from the kernel (a huge page or more). */
static void
test_tt_clear (void)
{
  const size_t sizes[] = { 1, 4, 64 };
  for (size_t i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      CeTT tt;
      g_assert_true (ce_tt_init (&tt, sizes[i]));
      g_assert_cmpuint ((tt.mask + 1) * sizeof (CeTTEntry), ==, sizes[i] << 20);
      g_assert_cmpint (ce_tt_hashfull (&tt), ==, 0);
      GRand *rng = g_rand_new_with_seed (7);
      uint64_t keys[4096];
      for (size_t k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          keys[k] = (uint64_t) g_rand_int (rng) << 32 | g_rand_int (rng);
          CeTTData d
            = { .move = (CeMove) (k + 1), .score = (int16_t) k, .depth = 5, .bound = CE_TT_EXACT };
          ce_tt_store (&tt, keys[k], &d);
        }
      /* Nearly every store is there (five keys may meet in a bucket of four). */
      int hits = 0;
      for (size_t k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          CeTTData d;
          if (ce_tt_probe (&tt, keys[k], &d))
            {
              g_assert_cmpuint (d.move, ==, k + 1);
              g_assert_cmpint (d.score, ==, (int16_t) k);
              hits++;
            }
        }
      g_assert_cmpint (hits, >, (int) G_N_ELEMENTS (keys) * 9 / 10);
      ce_tt_clear (&tt);
      for (size_t k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          CeTTData d;
          g_assert_false (ce_tt_probe (&tt, keys[k], &d));
        }
      for (size_t e = 0; e <= tt.mask; e++)
        g_assert_true (tt.entries[e].check == 0 && tt.entries[e].data == 0);
      g_rand_free (rng);
      ce_tt_free (&tt);
      g_assert_null (tt.entries);
    }
}

/* A bucket keeps four positions; a fifth takes the place of the shallowest,
 * and once a new search has begun, of the one left longest before a deeper
 * one; a position's own entry gives way to its new result unless it holds a
 * deeper one of this search. */
static void
test_tt_buckets (void)
{
  CeTT tt;
  g_assert_true (ce_tt_init (&tt, 1));
  /* One bucket: the same bits up to the table's size, others above. */
  uint64_t keys[6];
  for (int k = 0; k < 6; k++)
    keys[k] = (uint64_t) (k + 1) << 40 | 0x1234;
  const int8_t depths[] = { 5, 3, 7, 9, 6, 2 };
  CeTTData d;
  for (int k = 0; k < 4; k++)
    {
      CeTTData in = { .move = (CeMove) (k + 1), .depth = depths[k], .bound = CE_TT_LOWER };
      ce_tt_store (&tt, keys[k], &in);
    }
  for (int k = 0; k < 4; k++)
    g_assert_true (ce_tt_probe (&tt, keys[k], &d));
  CeTTData fifth = { .move = 5, .depth = depths[4], .bound = CE_TT_LOWER };
  ce_tt_store (&tt, keys[4], &fifth);
  g_assert_false (ce_tt_probe (&tt, keys[1], &d)); /* the shallowest, depth 3 */
  g_assert_true (ce_tt_probe (&tt, keys[4], &d) && d.move == 5);

  /* Worth after a new search: 5 - 8, 7 - 8, 9 - 8, 6 - 8: the first goes,
   * though a shallower position of this search comes. */
  ce_tt_new_search (&tt);
  CeTTData sixth = { .move = 6, .depth = depths[5], .bound = CE_TT_UPPER };
  ce_tt_store (&tt, keys[5], &sixth);
  g_assert_false (ce_tt_probe (&tt, keys[0], &d));
  for (int k = 2; k < 6; k++)
    g_assert_true (ce_tt_probe (&tt, keys[k], &d));

  /* Depth 9 of the last search gives way to depth 4 of this one (its move
   * kept when the new result has none); depth 4 of this search is kept
   * against a depth 1, not against an exact depth 1. */
  CeTTData again = { .move = CE_MOVE_NONE, .score = 40, .depth = 4, .bound = CE_TT_LOWER };
  ce_tt_store (&tt, keys[3], &again);
  g_assert_true (ce_tt_probe (&tt, keys[3], &d));
  g_assert_cmpint (d.depth, ==, 4);
  g_assert_cmpuint (d.move, ==, 4);
  CeTTData shallow = { .move = 9, .score = -7, .depth = 1, .bound = CE_TT_UPPER };
  ce_tt_store (&tt, keys[3], &shallow);
  g_assert_true (ce_tt_probe (&tt, keys[3], &d));
  g_assert_cmpint (d.depth, ==, 4);
  shallow.bound = CE_TT_EXACT;
  ce_tt_store (&tt, keys[3], &shallow);
  g_assert_true (ce_tt_probe (&tt, keys[3], &d));
  g_assert_cmpint (d.depth, ==, 1);
  g_assert_cmpint (d.score, ==, -7);
  /* Still one entry for it: the others are all there. */
  for (int k = 2; k < 6; k++)
    g_assert_true (ce_tt_probe (&tt, keys[k], &d));

  /* Keys that differ only in bits 0 and 1 share a bucket and are four
   * positions, each found as itself. */
  ce_tt_clear (&tt);
  for (uint64_t k = 0; k < 4; k++)
    {
      CeTTData in = { .move = (CeMove) (k + 1), .score = (int16_t) k, .depth = 3 };
      in.bound = CE_TT_EXACT;
      ce_tt_store (&tt, 0xabcdef00ull | k, &in);
    }
  for (uint64_t k = 0; k < 4; k++)
    {
      g_assert_true (ce_tt_probe (&tt, 0xabcdef00ull | k, &d));
      g_assert_cmpuint (d.move, ==, k + 1);
    }

  /* Fullness counts this search's entries: a new search starts at none. */
  ce_tt_clear (&tt);
  for (uint64_t k = 0; k < 1000; k++)
    {
      CeTTData in = { .move = 1, .depth = 1, .bound = CE_TT_LOWER };
      ce_tt_store (&tt, k << 32 | k, &in);
    }
  g_assert_cmpint (ce_tt_hashfull (&tt), >, 0);
  ce_tt_new_search (&tt);
  g_assert_cmpint (ce_tt_hashfull (&tt), ==, 0);
  ce_tt_free (&tt);
}

/* Every field of an entry comes back as stored, at its extremes: the
 * largest move (a drop of type 15 between squares 255), scores and evals
 * of either sign, no eval, negative and largest depths, every bound. */
static void
test_tt_fields (void)
{
  CeTT tt;
  g_assert_true (ce_tt_init (&tt, 1));
  const CeMove moves[] = { ce_move_new (255, 255, 15, CE_MOVE_DROP), ce_move_new (0, 1, 0, 0),
                           ce_move_new (17, 200, 3, CE_MOVE_CASTLE) };
  const int16_t values[] = { -32000, -1, 0, 1, 32000, CE_TT_NO_EVAL };
  const int8_t depths[] = { -1, 0, 1, 127 };
  const uint8_t bounds[] = { CE_TT_UPPER, CE_TT_LOWER, CE_TT_EXACT };
  uint64_t key = 1;
  for (size_t m = 0; m < G_N_ELEMENTS (moves); m++)
    for (size_t a = 0; a < G_N_ELEMENTS (values); a++)
      for (size_t b = 0; b < G_N_ELEMENTS (values); b++)
        for (size_t dd = 0; dd < G_N_ELEMENTS (depths); dd++)
          for (size_t bd = 0; bd < G_N_ELEMENTS (bounds); bd++)
            {
              key = key * 6364136223846793005ull + 1442695040888963407ull;
              CeTTData in = { moves[m], values[a], values[b], depths[dd], bounds[bd] }, out;
              ce_tt_clear (&tt);
              ce_tt_store (&tt, key, &in);
              g_assert_true (ce_tt_probe (&tt, key, &out));
              g_assert_cmpuint (out.move, ==, in.move);
              g_assert_cmpint (out.score, ==, in.score);
              g_assert_cmpint (out.eval, ==, in.eval);
              g_assert_cmpint (out.depth, ==, in.depth);
              g_assert_cmpint (out.bound, ==, in.bound);
            }
  ce_tt_free (&tt);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/mates", test_mates);
  g_test_add_func ("/search/mated", test_mated);
  g_test_add_func ("/search/stop", test_stop);
  g_test_add_func ("/search/deterministic", test_deterministic);
  g_test_add_func ("/search/clear-forgets", test_clear_forgets);
  g_test_add_func ("/search/multipv", test_multipv);
  g_test_add_func ("/search/multipv-order", test_multipv_order);
  g_test_add_func ("/search/searchmoves", test_searchmoves);
  g_test_add_func ("/search/level-multipv", test_level_multipv);
  g_test_add_func ("/search/level-hash", test_level_hash);
  g_test_add_func ("/search/tt-clear", test_tt_clear);
  g_test_add_func ("/search/tt-fields", test_tt_fields);
  g_test_add_func ("/search/tt-buckets", test_tt_buckets);
  g_test_add_func ("/search/same-hash", test_same_hash);
  g_test_add_func ("/search/limits", test_limits);
  g_test_add_func ("/search/move-overhead", test_move_overhead);
  g_test_add_func ("/search/threads-depth", test_threads_depth);
  g_test_add_func ("/search/helper-names", test_helper_names);
  return g_test_run ();
}

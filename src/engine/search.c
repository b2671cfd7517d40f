/* SPDX-License-Identifier: GPL-3.0-or-later
 * Iterative deepening PVS with aspiration windows, a shared transposition
 * table (lazy SMP), quiescence on captures and promotions (static exchange
 * pruning, table probes), check extension, null-move pruning, late-move
 * reductions and pruning, pruning of losing captures near the leaves, and
 * ordering by exchange, killers, counter-moves and history.
 */
#ifdef CE_HAVE_PTHREAD_SETNAME_NP
#define _GNU_SOURCE /* pthread_setname_np */
#endif
#include "search.h"

#include "eval.h"
#include "movegen.h"
#include "rules.h"
#include "search-order.h"
#include "see.h"
#include "tt.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define INF  CE_EVAL_INFINITE
#define MATE CE_EVAL_MATE

/* Tunables. */
#define ASPIRATION_WINDOW  30
#define ASPIRATION_DEPTH   5
#define NULL_MOVE_DEPTH    3
#define NULL_MOVE_MATERIAL 5 /* phase units: a rook, or two minor pieces */
#define LMR_DEPTH          3
#define LMR_MOVES          3
#define LMR_BASE           0.75 /* reduction = LMR_BASE + ln(depth) ln(moves) / LMR_DIVISOR */
#define LMR_DIVISOR        2.25
#define LMR_SIZE           64 /* depths and move numbers beyond this reduce as at 63 */
#define DELTA_MARGIN       200
#define RFP_DEPTH          6 /* reverse futility: static eval far above beta */
#define RFP_MARGIN         90
#define FUTILITY_DEPTH     3 /* quiet moves that cannot lift eval to alpha */
#define FUTILITY_MARGIN    110
#define LMP_DEPTH          8    /* late quiet moves, up to this depth */
#define SEE_PRUNE_DEPTH    4    /* captures losing in the exchange, up to this depth */
#define SEE_CAPTURE_MARGIN 100  /* per ply of depth */
#define IIR_DEPTH          4    /* internal iterative reduction from this depth */
#define SE_DEPTH           7    /* singular extension of the table's move from this depth */
#define SE_MARGIN          2    /* per ply of depth below the table's score */
#define CHECK_EVERY        1023 /* nodes between clock checks */
#define MAX_THREADS        64
#define CONTEMPT           15 /* a draw by repetition or the 50-move rule, to the root side */
#define MAX_TRIED          64 /* quiet moves a cutoff's malus reaches */
/* The time plan: the planned time times (TM_EFFORT_BASE - the best move's
 * share of the root's nodes) times (TM_STABLE_BASE - TM_STABLE_STEP per
 * iteration it has stood, at most TM_STABLE_MAX), times up to 1.5 as its
 * score falls by up to TM_DROP_MAX, within [TM_SCALE_MIN, TM_SCALE_MAX],
 * from depth TM_DEPTH. */
#define TM_DEPTH       6
#define TM_EFFORT_BASE 1.75
#define TM_STABLE_BASE 1.4
#define TM_STABLE_STEP 0.08
#define TM_STABLE_MAX  5
#define TM_DROP_MAX    60
#define TM_SCALE_MIN   0.4
#define TM_SCALE_MAX   2.5

typedef struct
{
  CeSearch *s;
  int id;
  CePosition pos;
  _Atomic uint64_t nodes;
  int seldepth;
  CeOrder order;
  int evals[CE_MAX_PLY]; /* the static evaluation at each ply, -INF in check */
  /* Whether the side to move at each ply is in check, as the parent found
   * out after its move (1 or 0), or -1 where nobody has tested it yet. */
  int8_t check_at[CE_MAX_PLY];
  CeMove pv[CE_MAX_PLY][CE_MAX_PLY];
  int pv_len[CE_MAX_PLY];
  CeMove excluded[CE_MAX_PLY]; /* root moves already reported (multi-PV) */
  CeMove skip[CE_MAX_PLY];     /* the move a singular-extension search leaves out at a ply */
  int nexcluded;
  CeSearchInfo lines[8];
  int nlines; /* of the last completed iteration */
  int completed_depth;
  int root_side;
  /* The main thread's nodes under each root move so far in this search
   * (effort[i] under root_moves[i]): where a search spends its work tells
   * the time plan how settled the move is. */
  CeMove root_moves[CE_MAX_MOVES];
  uint64_t effort[CE_MAX_MOVES];
  int nroot_moves;
} Worker;

struct CeSearch
{
  CeTT tt;
  int threads;
  Worker *workers[MAX_THREADS];
  atomic_bool abort;
  atomic_int finisher; /* the helper that completed a fixed depth first, or -1 */
  atomic_bool *stop;
  struct timespec start;
  int64_t soft_ms, hard_ms;
  int64_t overhead_ms; /* kept back from the clock for what lies outside the search */
  uint64_t max_nodes;
  const CeLimits *limits;
  CeMove root_allowed[CE_MAX_MOVES]; /* the legal searchmoves; none: every move */
  int nroot_allowed;
};

static int64_t
elapsed_ms (const CeSearch *s)
{
  struct timespec now;
  clock_gettime (CLOCK_MONOTONIC, &now);
  return (int64_t) (now.tv_sec - s->start.tv_sec) * 1000
         + (int64_t) (now.tv_nsec - s->start.tv_nsec) / 1000000;
}

static uint64_t
total_nodes (const CeSearch *s)
{
  uint64_t n = 0;
  for (int i = 0; i < s->threads; i++)
    n += atomic_load_explicit (&s->workers[i]->nodes, memory_order_relaxed);
  return n;
}

static inline bool
stopped (Worker *w)
{
  CeSearch *s = w->s;
  if (atomic_load_explicit (&s->abort, memory_order_relaxed))
    return true;
  if (s->stop && atomic_load_explicit (s->stop, memory_order_relaxed))
    {
      atomic_store (&s->abort, true);
      return true;
    }
  return false;
}

/* The main thread watches the clock and the node budget. */
static void
check_limits (Worker *w)
{
  CeSearch *s = w->s;
  if (w->id != 0 || (atomic_load_explicit (&w->nodes, memory_order_relaxed) & CHECK_EVERY))
    return;
  if ((s->hard_ms && elapsed_ms (s) >= s->hard_ms)
      || (s->max_nodes && total_nodes (s) >= s->max_nodes))
    atomic_store (&s->abort, true);
}

int
ce_score_mate (int score)
{
  if (score >= CE_EVAL_MATE_BOUND)
    return (MATE - score + 1) / 2;
  if (score <= -CE_EVAL_MATE_BOUND)
    return -(MATE + score) / 2;
  return 0;
}

/* Mate scores are stored relative to the node, not the root. */
static int
to_tt (int score, int ply)
{
  return score >= CE_EVAL_MATE_BOUND    ? score + ply
         : score <= -CE_EVAL_MATE_BOUND ? score - ply
                                        : score;
}

static int
from_tt (int score, int ply)
{
  return score >= CE_EVAL_MATE_BOUND    ? score - ply
         : score <= -CE_EVAL_MATE_BOUND ? score + ply
                                        : score;
}

/* The score of a position without legal moves: a variant's own end, mate or
 * stalemate. */
static int
no_moves_score (const CePosition *pos, int ply, bool in_check)
{
  CeResult r = ce_variant_end (pos, NULL);
  if (r != CE_RESULT_NONE)
    {
      bool won = (r == CE_RESULT_WHITE_WINS) == (pos->side == CE_WHITE);
      return won ? MATE - ply : -MATE + ply;
    }
  return in_check ? -MATE + ply : 0;
}

/* Late-move reductions grow with the depth left and with how late the move
 * is: a move ordered fortieth after hash move, captures, killers and history
 * is seldom the best, the more so deep in the tree.  Both logarithms keep the
 * growth slow, so early moves and shallow nodes are reduced little. */
static int8_t lmr_table[LMR_SIZE][LMR_SIZE];
static pthread_once_t lmr_once = PTHREAD_ONCE_INIT;

static void
lmr_init (void)
{
  for (int d = 1; d < LMR_SIZE; d++)
    for (int m = 1; m < LMR_SIZE; m++)
      lmr_table[d][m] = (int8_t) (LMR_BASE + log (d) * log (m) / LMR_DIVISOR);
}

static inline int
lmr_reduction (int depth, int searched)
{
  return lmr_table[depth < LMR_SIZE ? depth : LMR_SIZE - 1]
                  [searched < LMR_SIZE ? searched : LMR_SIZE - 1];
}

static void
update_pv (Worker *w, int ply, CeMove m)
{
  w->pv[ply][ply] = m;
  int len = w->pv_len[ply + 1];
  for (int k = ply + 1; k < len; k++)
    w->pv[ply][k] = w->pv[ply + 1][k];
  w->pv_len[ply] = len > ply + 1 ? len : ply + 1;
}

/* Null move is unsound in zugzwang: allowed only while the side to move has
 * more than a lone minor piece besides pawns and king, and nothing in hand
 * (a drop is never a pass). */
static bool
null_move_allowed (const CePosition *pos)
{
  const CeVariant *v = pos->v;
  int us = pos->side, material = 0;
  for (int t = 1; t <= v->def->ntypes; t++)
    {
      if (pos->hand[us][t])
        return false;
      material += v->eval.phase[CE_PIECE (us, t)] * pos->count[CE_PIECE (us, t)];
    }
  return material >= NULL_MOVE_MATERIAL;
}

/* The static evaluation, from the table when an entry of this position
 * holds it: evaluating is a fifth of the search's time. */
static inline int
evaluate (CePosition *pos, bool tt_hit, const CeTTData *tt)
{
  return tt_hit && tt->eval != CE_TT_NO_EVAL ? tt->eval : ce_evaluate (pos);
}

/* What the table keeps of a static evaluation: -INF (in check) as none. */
static inline int16_t
eval_for_tt (int eval)
{
  return eval == -INF ? CE_TT_NO_EVAL
                      : (int16_t) (eval < -32000  ? -32000
                                   : eval > 32000 ? 32000
                                                  : eval);
}

static int
qsearch (Worker *w, int alpha, int beta, int ply)
{
  CePosition *pos = &w->pos;
  w->pv_len[ply] = ply;
  atomic_fetch_add_explicit (&w->nodes, 1, memory_order_relaxed);
  check_limits (w);
  if (stopped (w))
    return 0;
  if (ply > w->seldepth)
    w->seldepth = ply;
  if (ply >= CE_MAX_PLY - 1)
    return ce_evaluate (pos);

  if (ce_variant_end (pos, NULL) != CE_RESULT_NONE)
    return no_moves_score (pos, ply, false);
  /* The table: a bound that decides this window ends a null-window node
   * (a PV node goes on, to keep its line); its move is tried first. */
  CeTTData tt;
  CeMove hash_move = CE_MOVE_NONE;
  const bool tt_hit = ce_tt_probe (&w->s->tt, pos->key, &tt);
  if (tt_hit)
    {
      hash_move = tt.move;
      int sc = from_tt (tt.score, ply);
      if (beta - alpha == 1
          && (tt.bound == CE_TT_EXACT || (tt.bound == CE_TT_LOWER && sc >= beta)
              || (tt.bound == CE_TT_UPPER && sc <= alpha)))
        return sc;
    }
  const int orig_alpha = alpha;
  CeMove best_move = CE_MOVE_NONE;
  bool in_check = w->check_at[ply] >= 0 ? w->check_at[ply] : ce_in_check (pos);
  int best = -INF, stand = -INF;
  if (!in_check)
    {
      stand = evaluate (pos, tt_hit, &tt);
      if (stand >= beta)
        return stand;
      if (stand > alpha)
        alpha = stand;
      best = stand;
    }

  /* In check every evasion counts; otherwise only tactical moves (a quiet
   * position with none is not looked at for stalemate here). */
  CeMove moves[CE_MAX_MOVES];
  int scores[CE_MAX_MOVES];
  int n = in_check ? ce_generate_legal (pos, moves) : ce_generate_tactical (pos, moves);
  if (n == 0 && in_check)
    return no_moves_score (pos, ply, true);
  ce_order_score (&w->order, pos, moves, n, scores, hash_move, ply);
  const CeEvalTables *e = &pos->v->eval;

  for (int i = 0; i < n; i++)
    {
      CeMove m = ce_order_next (pos, moves, scores, n, i);
      if (!in_check && !ce_move_type (m) && ce_move_is_capture (pos, m)
          && ce_move_kind (m) == CE_MOVE_NORMAL
          && stand + e->value[CE_TYPE (pos->board[ce_move_to (m)])] + DELTA_MARGIN < alpha)
        continue;
      /* A capture that loses material in the exchange cannot raise the
       * stand-pat score (out of check there is always a stand-pat). */
      if (!in_check && scores[i] < CE_ORDER_BAD_CAPTURE / 2)
        continue;
      CeUndo u;
      ce_make (pos, m, &u);
      ce_tt_prefetch (&w->s->tt, pos->key);
      w->check_at[ply + 1] = -1;
      int score = -qsearch (w, -beta, -alpha, ply + 1);
      ce_unmake (pos, m, &u);
      if (stopped (w))
        return 0;
      if (score > best)
        {
          best = score;
          if (score > alpha)
            {
              alpha = score;
              best_move = m;
              update_pv (w, ply, m);
              if (score >= beta)
                break;
            }
        }
    }
  CeTTData d = { best_move, (int16_t) to_tt (best, ply), eval_for_tt (stand), 0,
                 (uint8_t) (best >= beta        ? CE_TT_LOWER
                            : best > orig_alpha ? CE_TT_EXACT
                                                : CE_TT_UPPER) };
  ce_tt_store (&w->s->tt, pos->key, &d);
  return best;
}

/* Whether a move may give check, without making it: a plain step of a
 * piece whose move changes no power is tried on the board alone (the same
 * attack test as ce_in_check after ce_make, on the same board); any other
 * move answers "maybe", and the caller makes it to know. */
static bool
may_give_check (CePosition *pos, CeMove m, CePiece mover)
{
  const int them = pos->side ^ 1, k = pos->king[them];
  if (k == CE_NO_SQ)
    return false;
  if (ce_move_kind (m) != CE_MOVE_NORMAL || ce_move_type (m)
      || (pos->v->power_mask & (1u << mover)))
    return true;
  const int from = ce_move_from (m), to = ce_move_to (m);
  const CePiece victim = pos->board[to];
  pos->board[from] = 0;
  pos->board[to] = mover;
  bool check = ce_attacked (pos, k, pos->side);
  pos->board[to] = victim;
  pos->board[from] = mover;
  return check;
}

/* Where m stands in list, or -1. */
static int
index_of (const CeMove *list, int n, CeMove m)
{
  for (int i = 0; i < n; i++)
    if (list[i] == m)
      return i;
  return -1;
}

static bool
in_list (const CeMove *list, int n, CeMove m)
{
  return index_of (list, n, m) >= 0;
}

/* A root move this search leaves out: already reported (multi-PV) or not
 * among the caller's searchmoves. */
static bool
excluded (const Worker *w, CeMove m)
{
  const CeSearch *s = w->s;
  return in_list (w->excluded, w->nexcluded, m)
         || (s->nroot_allowed && !in_list (s->root_allowed, s->nroot_allowed, m));
}

static void
add_effort (Worker *w, CeMove m, uint64_t nodes)
{
  int i = index_of (w->root_moves, w->nroot_moves, m);
  if (i >= 0)
    w->effort[i] += nodes;
}

static uint64_t
effort_of (const Worker *w, CeMove m, uint64_t *total)
{
  *total = 0;
  for (int i = 0; i < w->nroot_moves; i++)
    *total += w->effort[i];
  int i = index_of (w->root_moves, w->nroot_moves, m);
  return i >= 0 ? w->effort[i] : 0;
}

static int
search (Worker *w, int alpha, int beta, int depth, int ply, bool pv_node, bool null_ok)
{
  CePosition *pos = &w->pos;
  CeSearch *s = w->s;
  w->pv_len[ply] = ply;
  if (depth <= 0)
    return qsearch (w, alpha, beta, ply);
  atomic_fetch_add_explicit (&w->nodes, 1, memory_order_relaxed);
  check_limits (w);
  if (stopped (w))
    return 0;

  if (ply > 0)
    {
      /* Draws by repetition or the 50-move rule are scored a little below
       * even for the side the search is for, so it plays on in equal
       * positions instead of repeating. */
      if (pos->halfmove >= 100 || ce_position_repetitions (pos) >= 2)
        return pos->side == w->root_side ? -CONTEMPT : CONTEMPT;
      if (alpha < -MATE + ply)
        alpha = -MATE + ply;
      if (beta > MATE - ply - 1)
        beta = MATE - ply - 1;
      if (alpha >= beta)
        return alpha;
    }
  if (ply >= CE_MAX_PLY - 1)
    return ce_evaluate (pos);

  bool in_check = w->check_at[ply] >= 0 ? w->check_at[ply] : ce_in_check (pos);
  /* A search of this node without the table's move (singular extension):
   * the table's entry is the full node's, so it neither ends this search
   * nor takes its result. */
  const CeMove skip = w->skip[ply];
  CeTTData tt;
  CeMove hash_move = CE_MOVE_NONE;
  const bool tt_hit = ce_tt_probe (&s->tt, pos->key, &tt);
  const int tt_score = tt_hit ? from_tt (tt.score, ply) : 0;
  if (tt_hit)
    {
      hash_move = tt.move;
      int sc = tt_score;
      if (!pv_node && ply > 0 && !skip && tt.depth >= depth
          && (tt.bound == CE_TT_EXACT || (tt.bound == CE_TT_LOWER && sc >= beta)
              || (tt.bound == CE_TT_UPPER && sc <= alpha)))
        return sc;
    }

  /* No move from the table: nothing is known of the best move here, and a
   * full-depth search led by a poor first move is mostly wasted.  Search
   * a ply shallower; the next iteration comes back with a move to try. */
  if (depth >= IIR_DEPTH && hash_move == CE_MOVE_NONE)
    depth--;

  const int static_eval = in_check ? -INF : evaluate (pos, tt_hit, &tt);
  /* Improving: the side to move stands better than at its previous turn,
   * so a cutoff is likelier and pruning can be bolder; it is worse off, more
   * careful.  (Taken as true where two plies up it was in check.) */
  w->evals[ply] = static_eval;
  const bool improving
    = !in_check && (ply < 2 || w->evals[ply - 2] == -INF || static_eval > w->evals[ply - 2]);
  /* For the pruning below, a score from the table is a better guess of
   * what the position is worth than the static evaluation, where its bound
   * puts the truth beyond the evaluation on that side. */
  int eval = static_eval;
  if (tt_hit && !in_check && !skip && tt_score > -CE_EVAL_MATE_BOUND
      && tt_score < CE_EVAL_MATE_BOUND
      && (tt.bound == CE_TT_EXACT || (tt.bound == CE_TT_LOWER && tt_score > static_eval)
          || (tt.bound == CE_TT_UPPER && tt_score < static_eval)))
    eval = tt_score;
  if (!pv_node && !in_check && depth <= RFP_DEPTH && beta > -CE_EVAL_MATE_BOUND
      && beta < CE_EVAL_MATE_BOUND && eval - RFP_MARGIN * (depth - improving) >= beta)
    return eval;

  if (!pv_node && !in_check && null_ok && !skip && depth >= NULL_MOVE_DEPTH
      && null_move_allowed (pos) && eval >= beta)
    {
      int r = 2 + depth / 6;
      CeUndo u;
      ce_make_null (pos, &u);
      ce_tt_prefetch (&s->tt, pos->key);
      ce_order_line (&w->order, ply, 0, 0);
      w->check_at[ply + 1] = -1;
      int score = -search (w, -beta, -beta + 1, depth - 1 - r, ply + 1, false, false);
      ce_unmake_null (pos, &u);
      if (stopped (w))
        return 0;
      if (score >= beta)
        return score >= CE_EVAL_MATE_BOUND ? beta : score;
    }

  CeMove moves[CE_MAX_MOVES];
  int scores[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves);
  if (n == 0)
    return no_moves_score (pos, ply, in_check);
  ce_order_score (&w->order, pos, moves, n, scores, hash_move, ply);

  int best = -INF, orig_alpha = alpha, searched = 0, quiets = 0, ntried = 0;
  CeMove tried[MAX_TRIED]; /* quiet moves searched without a cutoff */
  CeMove best_move = CE_MOVE_NONE;
  /* Shallow non-PV nodes far below alpha: quiet moves that give no check
   * are not worth searching, nor are late quiet moves. */
  const bool futile = !pv_node && !in_check && depth <= FUTILITY_DEPTH
                      && alpha > -CE_EVAL_MATE_BOUND && eval + FUTILITY_MARGIN * depth <= alpha;
  /* Late-move pruning: a count of quiet moves that grows with the square of
   * the depth, not with the length of the list, so a position with a hundred
   * quiet moves (Zone X's entry moves) keeps its best-ordered few as a chess
   * position does. */
  const int late_quiets
    = depth <= LMP_DEPTH && !pv_node && !in_check ? (3 + depth * depth) / (2 - improving) : 1000;
  for (int i = 0; i < n; i++)
    {
      CeMove m = ce_order_next (pos, moves, scores, n, i);
      if ((ply == 0 && excluded (w, m)) || m == skip)
        continue;
      /* Singular extension: when the table's move, searched deep enough to
       * be a lower bound, is the only move near its score (the others,
       * searched at half the depth, all fall short of it by a margin), it
       * gets a ply more.  When they reach beta even so, several moves
       * refute the opponent's move: the node fails high at once. */
      int extension = 0;
      if (m == hash_move && ply > 0 && !skip && depth >= SE_DEPTH && (tt.bound & CE_TT_LOWER)
          && tt.depth >= depth - 3 && tt_score > -CE_EVAL_MATE_BOUND
          && tt_score < CE_EVAL_MATE_BOUND)
        {
          const int singular_beta = tt_score - SE_MARGIN * depth;
          w->skip[ply] = m;
          int v = search (w, singular_beta - 1, singular_beta, (depth - 1) / 2, ply, false, false);
          w->skip[ply] = CE_MOVE_NONE;
          if (stopped (w))
            return 0;
          if (v < singular_beta)
            extension = 1;
          else if (singular_beta >= beta)
            return singular_beta;
        }
      bool quiet = !ce_move_is_tactical (pos, m);
      CePiece mover = ce_move_piece (pos, m);
      /* Set even for a move pruned next: quiescence below this ply reads
       * them for its counter-move without setting its own, and the tree
       * depends on what they last held. */
      ce_order_line (&w->order, ply, mover, ce_move_to (m));
      /* A pruned quiet move is let go here, before make, when it surely
       * gives no check; the test after make below decides the rest. */
      if (quiet && searched > 0 && (futile || quiets >= late_quiets)
          && !may_give_check (pos, m, mover))
        continue;
      /* Near the leaves a losing capture (ordered after the quiet moves)
       * that gives up more than a pawn a ply of depth in the exchange is
       * not worth a search. */
      if (!quiet && !pv_node && !in_check && searched > 0 && depth <= SEE_PRUNE_DEPTH
          && best > -CE_EVAL_MATE_BOUND && scores[i] < CE_ORDER_BAD_CAPTURE / 2
          && ce_see (pos, m) < -SEE_CAPTURE_MARGIN * depth && !may_give_check (pos, m, mover))
        continue;
      CeUndo u;
      uint64_t nodes_before = ply == 0 ? atomic_load_explicit (&w->nodes, memory_order_relaxed) : 0;
      ce_make (pos, m, &u);
      ce_tt_prefetch (&s->tt, pos->key);
      bool gives_check = ce_in_check (pos);
      w->check_at[ply + 1] = gives_check;
      if (quiet && !gives_check && searched > 0 && (futile || quiets >= late_quiets))
        {
          ce_unmake (pos, m, &u);
          continue;
        }
      quiets += quiet;
      /* Extensions stop where the line has grown far past the depth asked
       * for: a run of checks or singular moves would otherwise go on. */
      int new_depth = depth - 1 + ((extension || gives_check) && ply < 2 * depth + 8 ? 1 : 0);
      int score;
      if (searched == 0)
        score = -search (w, -beta, -alpha, new_depth, ply + 1, pv_node, true);
      else
        {
          int r = 0;
          if (depth >= LMR_DEPTH && searched >= LMR_MOVES && quiet && !in_check && !gives_check
              && !ce_order_is_killer (&w->order, ply, m))
            {
              /* Less for a move with a good history, more for a bad one. */
              r = lmr_reduction (depth, searched) + !improving
                  - ce_order_quiet_history (&w->order, ply, mover, ce_move_to (m)) * 2
                      / (3 * CE_HISTORY_MAX);
              if (r < 1)
                r = 1;
              if (pv_node)
                r--;
              if (r > new_depth - 1)
                r = new_depth - 1 > 0 ? new_depth - 1 : 0;
            }
          score = -search (w, -alpha - 1, -alpha, new_depth - r, ply + 1, false, true);
          if (score > alpha && r)
            score = -search (w, -alpha - 1, -alpha, new_depth, ply + 1, false, true);
          if (score > alpha && score < beta && pv_node)
            score = -search (w, -beta, -alpha, new_depth, ply + 1, true, true);
        }
      ce_unmake (pos, m, &u);
      if (ply == 0 && w->id == 0)
        add_effort (w, m, atomic_load_explicit (&w->nodes, memory_order_relaxed) - nodes_before);
      if (stopped (w))
        return 0;
      searched++;
      if (quiet && score < beta && ntried < MAX_TRIED)
        tried[ntried++] = m;
      if (score > best)
        {
          best = score;
          best_move = m;
          if (score > alpha)
            {
              alpha = score;
              update_pv (w, ply, m);
              if (score >= beta)
                {
                  if (quiet)
                    ce_order_quiet_cutoff (&w->order, pos, ply, depth, m, tried, ntried);
                  break;
                }
            }
        }
    }
  if (searched == 0)
    return alpha; /* every root move excluded, or the one move skipped */
  if (skip)
    return best;

  CeTTData d = { best_move, (int16_t) to_tt (best, ply), eval_for_tt (static_eval),
                 (int8_t) (depth > 127 ? 127 : depth),
                 (uint8_t) (best >= beta        ? CE_TT_LOWER
                            : best > orig_alpha ? CE_TT_EXACT
                                                : CE_TT_UPPER) };
  ce_tt_store (&s->tt, pos->key, &d);
  return best;
}

/* ---- iterative deepening ---- */

static int
search_root (Worker *w, int depth, int prev)
{
  int window = ASPIRATION_WINDOW;
  int alpha = -INF, beta = INF;
  if (depth >= ASPIRATION_DEPTH && !ce_score_mate (prev))
    {
      alpha = prev - window;
      beta = prev + window;
    }
  for (;;)
    {
      w->seldepth = 0;
      w->check_at[0] = -1;
      int score = search (w, alpha, beta, depth, 0, true, false);
      if (stopped (w))
        return score;
      if (score <= alpha && alpha > -INF)
        {
          window *= 3;
          alpha = score - window < -INF ? -INF : score - window;
        }
      else if (score >= beta && beta < INF)
        {
          window *= 3;
          beta = score + window > INF ? INF : score + window;
        }
      else
        return score;
      if (window > 1000)
        alpha = -INF, beta = INF;
    }
}

/* Fills `res` from a worker's last completed iteration and reports its
 * lines with the search's totals so far. */
static void
report (Worker *w, CeInfoFunc info, void *user_data, CeSearchResult *res)
{
  CeSearch *s = w->s;
  int64_t t = elapsed_ms (s);
  uint64_t nodes = total_nodes (s);
  res->best = w->lines[0].pv[0];
  res->ponder = w->lines[0].pv_length > 1 ? w->lines[0].pv[1] : CE_MOVE_NONE;
  res->score = w->lines[0].score;
  res->depth = w->completed_depth;
  res->time_ms = t;
  for (int k = 0; k < w->nlines; k++)
    {
      CeSearchInfo *li = &w->lines[k];
      li->nodes = nodes;
      li->time_ms = t;
      li->nps = t > 0 ? nodes * 1000 / (uint64_t) t : nodes * 1000;
      li->hashfull = ce_tt_hashfull (&s->tt);
      if (info)
        info (li, user_data);
    }
}

/* How much of the planned time (soft_ms) the move deserves, from what the
 * iterations so far say: less when the best move has stood for several
 * iterations and took most of the work, more when it just changed, when
 * other moves took much of the work (they nearly refuted it), or when its
 * score fell. */
static double
time_scale (const Worker *w, int stable, int drop)
{
  uint64_t total;
  uint64_t best = effort_of (w, w->lines[0].pv[0], &total);
  double share = total ? (double) best / (double) total : 0.5;
  double scale = (TM_EFFORT_BASE - share) * (TM_STABLE_BASE - TM_STABLE_STEP * stable);
  if (drop > 0)
    scale *= 1.0 + (drop < TM_DROP_MAX ? drop : TM_DROP_MAX) / (2.0 * TM_DROP_MAX);
  return scale < TM_SCALE_MIN ? TM_SCALE_MIN : scale > TM_SCALE_MAX ? TM_SCALE_MAX : scale;
}

/* The iterative deepening loop of one thread.  The main thread (id 0)
 * reports each completed iteration and fills `res`; helper threads (lazy
 * SMP) only fill the shared table, half of them a ply ahead for variety. */
static void
iterate (Worker *w, int nroot, CeInfoFunc info, void *user_data, CeSearchResult *res)
{
  CeSearch *s = w->s;
  const CeLimits *l = s->limits;
  int multipv = l->multipv < 1 ? 1 : l->multipv > 8 ? 8 : l->multipv;
  int max_depth = l->depth > 0 && l->depth < CE_MAX_PLY - 1 ? l->depth : CE_MAX_PLY - 1;
  int prev[8] = { 0 };
  CeMove last_best = CE_MOVE_NONE;
  int stable = 0, last_score = 0;

  for (int depth = 1 + (w->id & 1); depth <= max_depth; depth++)
    {
      w->nexcluded = 0;
      int lines = 0;
      for (int k = 0; k < multipv && k < nroot; k++)
        {
          int score = search_root (w, depth, prev[k]);
          if (stopped (w) || w->pv_len[0] == 0)
            break;
          prev[k] = score;
          CeSearchInfo *li = &w->lines[k];
          li->multipv = k + 1;
          li->depth = depth;
          li->seldepth = w->seldepth;
          li->score = score;
          li->pv_length = w->pv_len[0];
          memcpy (li->pv, w->pv[0], sizeof (CeMove) * (size_t) w->pv_len[0]);
          w->excluded[w->nexcluded++] = w->pv[0][0];
          lines++;
        }
      if (stopped (w) || lines == 0)
        break;
      /* A line searched with the better ones excluded can come back above
       * them (search instability): report the lines best first, and let
       * the first be the best move. */
      for (int k = 1; k < lines; k++)
        for (int j = k; j > 0 && w->lines[j].score > w->lines[j - 1].score; j--)
          {
            CeSearchInfo li = w->lines[j];
            w->lines[j] = w->lines[j - 1];
            w->lines[j - 1] = li;
            int p = prev[j];
            prev[j] = prev[j - 1];
            prev[j - 1] = p;
          }
      for (int k = 0; k < lines; k++)
        w->lines[k].multipv = k + 1;
      w->nlines = lines;
      w->completed_depth = depth;
      if (!res)
        {
          /* A helper that completes the depth asked for ends the search:
           * the depth is reached, whichever thread reached it. */
          int none = -1;
          if (depth >= max_depth && l->depth > 0
              && atomic_compare_exchange_strong (&s->finisher, &none, w->id))
            atomic_store (&s->abort, true);
          continue;
        }
      report (w, info, user_data, res);
      int64_t t = res->time_ms;
      stable = res->best == last_best ? (stable < TM_STABLE_MAX ? stable + 1 : stable) : 0;
      int drop = depth > 1 ? last_score - res->score : 0;
      last_best = res->best;
      last_score = res->score;
      /* On the clock: do not start an iteration that cannot finish, and stop
       * once a mate is proven.  How soon depends on how settled the move
       * is; a fixed move time is the caller's to set. */
      double scale
        = s->soft_ms && depth >= TM_DEPTH && l->movetime <= 0 ? time_scale (w, stable, drop) : 1.0;
      if (s->soft_ms && t >= s->soft_ms / 2 * scale)
        break;
      int mate = ce_score_mate (res->score);
      if (s->soft_ms && mate > 0 && 2 * mate - 1 <= depth)
        break;
    }
}

typedef struct
{
  Worker *w;
  int nroot;
} HelperArgs;

static void *
helper_main (void *p)
{
  HelperArgs *a = p;
  iterate (a->w, a->nroot, NULL, NULL, NULL);
  return NULL;
}

static Worker *
worker_new (CeSearch *s, int id)
{
  Worker *w = calloc (1, sizeof *w);
  if (!w)
    abort ();
  ce_order_init (&w->order);
  w->s = s;
  w->id = id;
  return w;
}

CeSearch *
ce_search_new (size_t hash_mb)
{
  CeSearch *s = calloc (1, sizeof *s);
  if (!s)
    return NULL;
  if (!ce_tt_init (&s->tt, hash_mb))
    {
      free (s);
      return NULL;
    }
  pthread_once (&lmr_once, lmr_init);
  s->threads = 1;
  s->overhead_ms = CE_MOVE_OVERHEAD_DEFAULT;
  s->workers[0] = worker_new (s, 0);
  return s;
}

void
ce_search_free (CeSearch *s)
{
  if (!s)
    return;
  for (int i = 0; i < MAX_THREADS; i++)
    if (s->workers[i])
      {
        ce_order_release (&s->workers[i]->order);
        free (s->workers[i]);
      }
  ce_tt_free (&s->tt);
  free (s);
}

bool
ce_search_set_hash (CeSearch *s, size_t hash_mb)
{
  /* A GUI may send the same Hash again (some do before every game): keep
   * the table, cleared as a new one would be, rather than give it back and
   * fault a fresh one in. */
  if (ce_tt_entries_for (hash_mb) == s->tt.mask + 1)
    {
      ce_tt_clear (&s->tt);
      return true;
    }
  CeTT tt;
  if (!ce_tt_init (&tt, hash_mb))
    return false;
  ce_tt_free (&s->tt);
  s->tt = tt;
  return true;
}

void
ce_search_set_threads (CeSearch *s, int threads)
{
  threads = threads < 1 ? 1 : threads > MAX_THREADS ? MAX_THREADS : threads;
  for (int i = 0; i < threads; i++)
    if (!s->workers[i])
      s->workers[i] = worker_new (s, i);
  s->threads = threads;
}

void
ce_search_set_move_overhead (CeSearch *s, int ms)
{
  s->overhead_ms = ms < 0 ? 0 : ms;
}

void
ce_search_clear (CeSearch *s)
{
  ce_tt_clear (&s->tt);
  for (int i = 0; i < MAX_THREADS; i++)
    if (s->workers[i])
      ce_order_clear (&s->workers[i]->order);
}

void
ce_limits_init (CeLimits *l)
{
  memset (l, 0, sizeof *l);
  l->time[0] = l->time[1] = -1;
  l->multipv = 1;
}

static void
plan_time (CeSearch *s, const CeLimits *l, int side)
{
  s->soft_ms = s->hard_ms = 0;
  if (l->movetime > 0)
    {
      s->soft_ms = s->hard_ms = l->movetime;
      s->soft_ms *= 2; /* never stop early on a fixed time */
      return;
    }
  if (l->time[side] < 0)
    return;
  /* The clock runs on while the move travels to the caller and back, and
   * while the process waits for a core on a loaded machine: plan with what
   * is left after that, and never plan past it. */
  int64_t left = l->time[side] - s->overhead_ms;
  if (left < 1)
    left = 1;
  int64_t inc = l->inc[side] > 0 ? l->inc[side] : 0;
  int64_t moves = l->movestogo > 0 ? l->movestogo : 30;
  int64_t base = left / moves + inc * 3 / 4;
  int64_t cap = left * 2 / 5;
  s->soft_ms = base < cap ? base : cap;
  s->hard_ms = 4 * base < cap ? 4 * base : cap;
  if (s->soft_ms < 1)
    s->soft_ms = 1;
  if (s->hard_ms < 1)
    s->hard_ms = 1;
}

CeSearchResult
ce_search_run (CeSearch *s,
               const CePosition *root,
               const CeLimits *limits,
               atomic_bool *stop,
               CeInfoFunc info,
               void *user_data)
{
  CeSearchResult res = { 0 };
  CeLimits dflt;
  if (!limits)
    {
      ce_limits_init (&dflt);
      limits = &dflt;
    }
  clock_gettime (CLOCK_MONOTONIC, &s->start);
  ce_tt_new_search (&s->tt);
  s->limits = limits;
  s->stop = stop;
  s->max_nodes = limits->nodes;
  atomic_store (&s->abort, false);
  atomic_store (&s->finisher, -1);
  plan_time (s, limits, root->side);

  CeMove moves[CE_MAX_MOVES];
  CePosition scratch = *root;
  int n = ce_generate_legal (&scratch, moves);
  if (n == 0)
    {
      res.score = no_moves_score (root, 0, ce_in_check (root));
      return res;
    }
  /* Restricted to searchmoves: the legal ones become the root moves. */
  s->nroot_allowed = 0;
  for (int i = 0; i < n && limits->searchmoves; i++)
    if (in_list (limits->searchmoves, limits->nsearchmoves, moves[i]))
      s->root_allowed[s->nroot_allowed++] = moves[i];
  if (s->nroot_allowed)
    {
      memcpy (moves, s->root_allowed, sizeof (CeMove) * (size_t) s->nroot_allowed);
      n = s->nroot_allowed;
    }

  for (int i = 0; i < s->threads; i++)
    {
      Worker *w = s->workers[i];
      w->pos = *root;
      w->root_side = root->side;
      atomic_store (&w->nodes, 0);
      /* Only the main thread counts effort (add_effort). */
      w->nroot_moves = i == 0 ? n : 0;
      if (i == 0)
        {
          memcpy (w->root_moves, moves, sizeof (CeMove) * (size_t) n);
          memset (w->effort, 0, sizeof (uint64_t) * (size_t) n);
        }
      w->completed_depth = 0;
      w->nlines = 0;
      memset (w->lines, 0, sizeof w->lines);
    }

  pthread_t helpers[MAX_THREADS];
  HelperArgs args[MAX_THREADS];
  int started = 0;
  for (int i = 1; i < s->threads; i++)
    {
      args[started] = (HelperArgs){ s->workers[i], n };
      if (pthread_create (&helpers[started], NULL, helper_main, &args[started]) != 0)
        continue;
#ifdef CE_HAVE_PTHREAD_SETNAME_NP
      /* Otherwise a helper keeps the name of the thread that started it
       * and passes for it in top -H, gdb and an application's count of
       * its engine threads.  Named here, not by the helper itself, so
       * that every helper has its name before the first report. */
      pthread_setname_np (helpers[started], "ce-search");
#endif
      started++;
    }
  iterate (s->workers[0], n, info, user_data, &res);

  atomic_store (&s->abort, true);
  for (int i = 0; i < started; i++)
    pthread_join (helpers[i], NULL);
  int f = atomic_load (&s->finisher);
  if (f > 0 && s->workers[f]->completed_depth > res.depth)
    report (s->workers[f], info, user_data, &res);

  if (!res.best)
    {
      /* Stopped before the first iteration finished: any legal move. */
      res.best = moves[0];
      res.score = 0;
    }
  res.nodes = total_nodes (s);
  res.time_ms = elapsed_ms (s);
  return res;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game review: the engine goes over every position of a game's main line
 * and classifies each move (best, good, inaccuracy, mistake, blunder, and
 * "only move") with the better move and its line, and each side's accuracy.
 *
 * The thresholds (docs/review.md) are drops in expected score, computed from
 * the search's centipawns with one curve for every variant; mates and flag
 * wins (the search's mate scores) count as certain wins and losses.  Plain
 * C, no GLib: the app runs it on a worker thread, chimera-cli on its own.
 */
#pragma once

#include "game.h"
#include "search.h"

#include <stdatomic.h>

/* The most plies of a better line kept per move. */
#define CE_REVIEW_LINE_MAX 16

typedef enum
{
  CE_REVIEW_BEST,       /* the engine's first choice (or a tie with it) */
  CE_REVIEW_GOOD,       /* drop below CE_REVIEW_INACCURACY_DROP */
  CE_REVIEW_INACCURACY, /* drop of at least 0.10 */
  CE_REVIEW_MISTAKE,    /* at least 0.20 */
  CE_REVIEW_BLUNDER,    /* at least 0.30 */
} CeReviewClass;

/* Drops in the mover's expected score (0..1) that make a move an
 * inaccuracy, a mistake, a blunder; and the gap between the best and the
 * second best move that makes the best one the "only move". */
#define CE_REVIEW_INACCURACY_DROP 0.10
#define CE_REVIEW_MISTAKE_DROP    0.20
#define CE_REVIEW_BLUNDER_DROP    0.30
#define CE_REVIEW_ONLY_MOVE_GAP   0.30

typedef struct
{
  int depth;        /* per position; 0: none (then movetime) */
  int64_t movetime; /* milliseconds per position; 0: none */
  int threads;      /* search threads (lazy SMP), at least 1 */
  size_t hash_mb;   /* transposition table, MiB */
  int line_max;     /* plies of each better line kept, 1..CE_REVIEW_LINE_MAX */
} CeReviewOptions;

/* The defaults: depth 8, no movetime, one thread, 64 MiB, 8-ply lines.
 * With neither depth nor movetime set, ce_review_game uses depth 8. */
void ce_review_options_init (CeReviewOptions *o);

/* One move of the main line (ply i: the move played in the position
 * before it, game->positions[i]). */
typedef struct
{
  CeMove played;
  /* Evaluations from White's point of view, in search units: centipawns,
   * or beyond +-CE_EVAL_MATE_BOUND a mate (ce_score_mate on it, with the
   * side to move's sign flipped for Black, gives moves to mate; a position
   * already won or lost by mate or a flag square is +-CE_EVAL_MATE).
   * eval_after of ply i is eval_before of ply i + 1, so a graph is smooth. */
  int eval_before;
  int eval_after;
  /* The mover's expected score (0..1) with the best move and with the move
   * played, and the drop between them (>= 0), which decides the class. */
  double win_best, win_played, drop;
  double accuracy; /* this move's accuracy, 0..100 (docs/review.md) */
  CeReviewClass cls;
  /* The best move was the only one that did not lose much (the second best
   * was at least CE_REVIEW_ONLY_MOVE_GAP worse) and it was played.  Never
   * set when the position had one legal move. */
  bool only_move;
  int nlegal;        /* legal moves in the position before */
  CeMove best;       /* the engine's first choice */
  int best_line_len; /* plies in best_line, the first being `best` */
  CeMove best_line[CE_REVIEW_LINE_MAX];
  int depth; /* the depth the position before was searched to */
} CeReviewPly;

typedef struct
{
  int moves;    /* moves reviewed for this side */
  int count[5]; /* per CeReviewClass */
  int only_moves;
  double accuracy; /* mean of the moves' accuracies, 0..100 (100 if none) */
} CeReviewSide;

typedef struct
{
  int nplies;           /* moves in the main line */
  int ndone;            /* plies reviewed: nplies unless stopped */
  CeReviewPly *plies;   /* nplies entries, the first ndone filled */
  CeReviewSide side[2]; /* [CE_WHITE], [CE_BLACK], over the ndone plies */
  int final_eval;       /* the last position's evaluation, White's view */
} CeReview;

/* Called on the reviewing thread after each position is searched: `done`
 * positions of `total` (the game's moves + 1); r->ndone plies are ready
 * (the ply before a position is ready once the position is searched). */
typedef void (*CeReviewProgress) (const CeReview *r, int done, int total, void *user_data);

/* Reviews the main line of `g` (moves 0 .. g->nmoves): fills *out (free it
 * with ce_review_free).  Blocks; the searches use o->threads threads.
 * `stop` (may be NULL) is read during every search: once it is true, the
 * review returns soon with the plies done so far and false.  True when
 * every ply was reviewed.  `o` NULL: the defaults.  `g` is only read, and
 * must not change during the call (the app reviews its own copy on the
 * worker thread).  Each call makes its own search and table, so reviews in
 * different threads are independent. */
bool ce_review_game (const CeGame *g,
                     const CeReviewOptions *o,
                     atomic_bool *stop,
                     CeReviewProgress progress,
                     void *user_data,
                     CeReview *out);
void ce_review_free (CeReview *r);

/* The expected score (0..1) of a search score from its side's view:
 * 1 / (1 + 10^(-cp / 400)); a mate for the side is 1, against it 0. */
double ce_review_expected_score (int score);

/* A move's accuracy (0..100) from its drop in expected score:
 * 100 * exp(-5 * drop). */
double ce_review_accuracy (double drop);

/* The class of a move that is not the engine's choice, from its drop:
 * good, inaccuracy, mistake or blunder by the thresholds above. */
CeReviewClass ce_review_class_of_drop (double drop);

/* The PGN NAG that marks a reviewed move: 6 (?!) for an inaccuracy, 2 (?)
 * for a mistake, 4 (??) for a blunder, 7 (only move) for an only move, 0
 * for none (best and good moves). */
int ce_review_nag (const CeReviewPly *p);

/* "best", "good", "inaccuracy", "mistake", "blunder". */
const char *ce_review_class_name (CeReviewClass c);

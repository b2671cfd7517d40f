/* SPDX-License-Identifier: GPL-3.0-or-later
 * Game review: one multi-PV search per position of the main line, then each
 * move classified by how much of the mover's expected score it gave away.
 */
#include "review.h"

#include "eval.h"
#include "movegen.h"
#include "rules.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_DEPTH 8

/* What the search says about one position, from its side to move's view. */
typedef struct
{
  int score;
  int depth;
  int nlegal;
  int line_len;
  CeMove line[CE_REVIEW_LINE_MAX];
  bool has_second; /* a second line was searched (two or more legal moves) */
  CeMove second;
  int second_score;
} PositionEval;

typedef struct
{
  PositionEval *pe;
  int line_max;
} InfoSink;

void
ce_review_options_init (CeReviewOptions *o)
{
  memset (o, 0, sizeof *o);
  o->depth = DEFAULT_DEPTH;
  o->threads = 1;
  o->hash_mb = 64;
  o->line_max = 8;
}

double
ce_review_expected_score (int score)
{
  if (score >= CE_EVAL_MATE_BOUND)
    return 1.0;
  if (score <= -CE_EVAL_MATE_BOUND)
    return 0.0;
  return 1.0 / (1.0 + pow (10.0, -(double) score / 400.0));
}

double
ce_review_accuracy (double drop)
{
  if (drop < 0)
    drop = 0;
  return 100.0 * exp (-5.0 * drop);
}

const char *
ce_review_class_name (CeReviewClass c)
{
  static const char *const names[] = { "best", "good", "inaccuracy", "mistake", "blunder" };
  return (unsigned) c < sizeof names / sizeof names[0] ? names[c] : "?";
}

CeReviewClass
ce_review_class_of_drop (double drop)
{
  return drop >= CE_REVIEW_BLUNDER_DROP      ? CE_REVIEW_BLUNDER
         : drop >= CE_REVIEW_MISTAKE_DROP    ? CE_REVIEW_MISTAKE
         : drop >= CE_REVIEW_INACCURACY_DROP ? CE_REVIEW_INACCURACY
                                             : CE_REVIEW_GOOD;
}

int
ce_review_nag (const CeReviewPly *p)
{
  switch (p->cls)
    {
      case CE_REVIEW_INACCURACY: return 6;
      case CE_REVIEW_MISTAKE: return 2;
      case CE_REVIEW_BLUNDER: return 4;
      default: return p->only_move ? 7 : 0;
    }
}

/* The deepest completed iteration's lines replace the earlier ones. */
static void
collect_line (const CeSearchInfo *info, void *user_data)
{
  InfoSink *sink = user_data;
  PositionEval *pe = sink->pe;
  if (info->pv_length < 1)
    return;
  if (info->multipv == 1)
    {
      pe->score = info->score;
      pe->depth = info->depth;
      pe->line_len = info->pv_length < sink->line_max ? info->pv_length : sink->line_max;
      memcpy (pe->line, info->pv, sizeof (CeMove) * (size_t) pe->line_len);
    }
  else if (info->multipv == 2)
    {
      pe->has_second = true;
      pe->second = info->pv[0];
      pe->second_score = info->score;
    }
}

static bool
stopped (atomic_bool *stop)
{
  return stop && atomic_load (stop);
}

/* Searches one position (or scores a finished one without searching: a win
 * by mate or flag is a mate score, a draw 0).  False if stopped. */
static bool
evaluate_position (CeSearch *s,
                   const CePosition *root,
                   bool last,
                   const CeLimits *limits,
                   int line_max,
                   atomic_bool *stop,
                   PositionEval *pe)
{
  memset (pe, 0, sizeof *pe);
  CePosition scratch = *root;
  CeMove moves[CE_MAX_MOVES];
  pe->nlegal = ce_generate_legal (&scratch, moves);
  if (pe->nlegal == 0 || last)
    {
      CeResult r = ce_position_result_counted (&scratch, pe->nlegal, NULL);
      if (r != CE_RESULT_NONE)
        {
          bool won = (r == CE_RESULT_WHITE_WINS && root->side == CE_WHITE)
                     || (r == CE_RESULT_BLACK_WINS && root->side == CE_BLACK);
          bool lost = r != CE_RESULT_DRAW && !won;
          pe->score = won ? CE_EVAL_MATE : lost ? -CE_EVAL_MATE : 0;
          return true;
        }
    }
  InfoSink sink = { pe, line_max };
  CeSearchResult res = ce_search_run (s, root, limits, stop, collect_line, &sink);
  if (stopped (stop))
    return false;
  if (pe->line_len == 0 && res.best != CE_MOVE_NONE)
    {
      /* No iteration finished (a very short movetime): the move it gave. */
      pe->score = res.score;
      pe->line[0] = res.best;
      pe->line_len = 1;
    }
  return true;
}

static int
white_view (int score, int side)
{
  return side == CE_WHITE ? score : -score;
}

/* Ply i from the evaluations of the positions before and after it. */
static void
classify (
  const CeGame *g, int i, const PositionEval *before, const PositionEval *after, CeReviewPly *p)
{
  const CePosition *pos = ce_game_position_at (g, i);
  memset (p, 0, sizeof *p);
  p->played = g->moves[i];
  p->nlegal = before->nlegal;
  p->depth = before->depth;
  p->eval_before = white_view (before->score, pos->side);
  p->eval_after = white_view (after->score, ce_game_position_at (g, i + 1)->side);
  p->best = before->line_len ? before->line[0] : CE_MOVE_NONE;
  p->best_line_len = before->line_len;
  memcpy (p->best_line, before->line, sizeof (CeMove) * (size_t) before->line_len);

  p->win_best = ce_review_expected_score (before->score);
  bool is_best = p->played == p->best;
  if (is_best)
    p->win_played = p->win_best;
  else if (before->has_second && p->played == before->second)
    {
      /* Scored in the same search as the best: the fairest comparison. */
      p->win_played = ce_review_expected_score (before->second_score);
      is_best = before->second_score >= before->score;
    }
  else
    p->win_played = ce_review_expected_score (-after->score);
  p->drop = p->win_best - p->win_played;
  if (p->drop < 0 || is_best)
    p->drop = 0;
  p->accuracy = ce_review_accuracy (p->drop);
  p->cls = is_best ? CE_REVIEW_BEST : ce_review_class_of_drop (p->drop);
  p->only_move
    = p->played == p->best && before->has_second && before->nlegal > 1
      && p->win_best - ce_review_expected_score (before->second_score) >= CE_REVIEW_ONLY_MOVE_GAP;
}

static void
summarise (const CeGame *g, CeReview *r)
{
  double sum[2] = { 0, 0 };
  memset (r->side, 0, sizeof r->side);
  for (int i = 0; i < r->ndone; i++)
    {
      const CeReviewPly *p = &r->plies[i];
      CeReviewSide *sd = &r->side[ce_game_position_at (g, i)->side];
      sd->moves++;
      sd->count[p->cls]++;
      sd->only_moves += p->only_move;
      sum[ce_game_position_at (g, i)->side] += p->accuracy;
    }
  for (int c = 0; c < 2; c++)
    r->side[c].accuracy = r->side[c].moves ? sum[c] / r->side[c].moves : 100.0;
}

bool
ce_review_game (const CeGame *g,
                const CeReviewOptions *o,
                atomic_bool *stop,
                CeReviewProgress progress,
                void *user_data,
                CeReview *out)
{
  CeReviewOptions dflt;
  if (!o)
    {
      ce_review_options_init (&dflt);
      o = &dflt;
    }
  memset (out, 0, sizeof *out);
  int n = g->nmoves;
  out->nplies = n;
  out->plies = calloc ((size_t) (n > 0 ? n : 1), sizeof *out->plies);
  PositionEval *pe = calloc ((size_t) n + 1, sizeof *pe);
  CeSearch *s = ce_search_new (o->hash_mb ? o->hash_mb : 64);
  if (!out->plies || !pe || !s)
    abort ();
  ce_search_set_threads (s, o->threads > 0 ? o->threads : 1);

  CeLimits limits;
  ce_limits_init (&limits);
  limits.depth = o->depth > 0 ? o->depth : 0;
  limits.movetime = o->movetime > 0 ? o->movetime : 0;
  if (!limits.depth && !limits.movetime)
    limits.depth = DEFAULT_DEPTH;
  limits.multipv = 2;
  int line_max = o->line_max < 1                    ? 1
                 : o->line_max > CE_REVIEW_LINE_MAX ? CE_REVIEW_LINE_MAX
                                                    : o->line_max;

  bool complete = true;
  for (int i = 0; i <= n; i++)
    {
      if (stopped (stop)
          || !evaluate_position (s, ce_game_position_at (g, i), i == n, &limits, line_max, stop,
                                 &pe[i]))
        {
          complete = false;
          break;
        }
      if (i > 0)
        {
          classify (g, i - 1, &pe[i - 1], &pe[i], &out->plies[i - 1]);
          out->ndone = i;
          summarise (g, out);
        }
      if (i == n)
        out->final_eval = white_view (pe[n].score, ce_game_position_at (g, n)->side);
      if (progress)
        progress (out, i + 1, n + 1, user_data);
    }
  summarise (g, out);
  ce_search_free (s);
  free (pe);
  return complete;
}

void
ce_review_free (CeReview *r)
{
  free (r->plies);
  memset (r, 0, sizeof *r);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Weaker play for lower levels: a shallower multi-PV search, then a choice
 * among the lines weighted by how good they looked.
 */
#include "level.h"

#include "eval.h"
#include "movegen.h"
#include "rng.h"
#include "tt.h"

#include <math.h>
#include <string.h>

/* Depth and node caps make the low levels weak at any clock; under a clock
 * the upper levels would all be held back by time alike, so each also gets
 * a share of the time full strength would take. */
static const CeLevel levels[CE_LEVEL_MAX + 1] = {
  [1] = { 1, 2000, 8, 250, 450, 10, 40 }, [2] = { 2, 4000, 6, 160, 320, 10, 20 },
  [3] = { 2, 8000, 5, 110, 240, 10, 8 },  [4] = { 3, 15000, 5, 70, 180, 10, 0 },
  [5] = { 4, 30000, 4, 55, 150, 10, 0 },  [6] = { 5, 60000, 4, 28, 80, 12, 0 },
  [7] = { 6, 150000, 3, 16, 50, 16, 0 },  [8] = { 8, 400000, 3, 8, 25, 25, 0 },
  [9] = { 10, 1500000, 2, 4, 12, 35, 0 }, [10] = { 0, 0, 1, 0, 0, 100, 0 },
};

/* Level 10's opening variety: in its first CE_LEVEL_VARIED_MOVES moves it
 * searches this many lines and draws among those within the margin of the
 * best, weighted as the lower levels draw (at 15 cp below the best a move is
 * half as likely as the best), so it never plays a move it sees as clearly
 * worse; in the opening many moves are that close. */
static const CeLevel varied = { 0, 0, 3, 22, CE_LEVEL_VARIED_CP, 100, 0 };

const CeLevel *
ce_level_get (int level)
{
  level = level < CE_LEVEL_MIN ? CE_LEVEL_MIN : level > CE_LEVEL_MAX ? CE_LEVEL_MAX : level;
  return &levels[level];
}

size_t
ce_level_hash_mb (int level, size_t full_mb)
{
  uint64_t nodes = ce_level_get (level)->nodes;
  if (!nodes)
    return full_mb;
  /* A search stores about one entry per node; twice that keeps the
   * entries of the moves before it from crowding out its own. */
  uint64_t want = 2 * nodes * sizeof (CeTTEntry);
  size_t mb = 1;
  while (mb < full_mb && (uint64_t) mb * 1024 * 1024 < want)
    mb *= 2;
  return mb;
}

typedef struct
{
  CeSearchInfo lines[8];
  int count;
  int depth;
  CeInfoFunc info; /* the caller's, passed every line it asked for */
  void *user_data;
  int report; /* lines the caller sees: the varied opening searches more */
} Lines;

static void
keep_lines (const CeSearchInfo *info, void *data)
{
  Lines *l = data;
  if (l->info && info->multipv <= l->report)
    l->info (info, l->user_data);
  if (info->depth != l->depth)
    {
      l->depth = info->depth;
      l->count = 0;
    }
  if (info->multipv >= 1 && info->multipv <= 8)
    {
      l->lines[info->multipv - 1] = *info;
      if (info->multipv > l->count)
        l->count = info->multipv;
    }
}

/* One of `n` candidates drawn with weight exp(-(best - score) / temperature),
 * never one more than the level's margin below the best, and when the best
 * is a forced win only a move as good.  Scores of -CE_EVAL_INFINITE are never
 * drawn.  Returns an index, or -1 if there is no candidate. */
static int
pick_weighted (const int *scores, int n, const CeLevel *lv, uint64_t *state)
{
  int best = -CE_EVAL_INFINITE, top = -1;
  for (int i = 0; i < n; i++)
    if (scores[i] > best)
      best = scores[i], top = i;
  if (top < 0)
    return -1;
  double weights[CE_MAX_MOVES], total = 0;
  const double temperature = lv->temperature > 0 ? lv->temperature : 1;
  for (int i = 0; i < n; i++)
    {
      int loss = best - scores[i];
      bool ok = scores[i] > -CE_EVAL_INFINITE && loss <= lv->margin
                && (best < CE_EVAL_MATE_BOUND || loss == 0);
      weights[i] = ok ? exp (-(double) loss / temperature) : 0;
      total += weights[i];
    }
  double x = (double) (ce_splitmix64 (state) >> 11) / (double) (1ull << 53) * total;
  for (int i = 0; i < n; i++)
    {
      x -= weights[i];
      if (weights[i] > 0 && x <= 0)
        return i;
    }
  return top;
}

/* A move chosen at a glance, the way a beginner overlooks the reply: each
 * legal move is judged by the static evaluation of the position it leads to,
 * with no look at what the opponent can then take; the choice is weighted as
 * the searched levels choose, within the level's margin, so it is a
 * plausible move, never a senseless one, and a mate in one is never missed. */
static CeMove
glance (const CePosition *root, const CeLevel *lv, uint64_t *state, int *score)
{
  CePosition pos = *root;
  CeMove moves[CE_MAX_MOVES];
  int scores[CE_MAX_MOVES];
  int n = ce_generate_legal (&pos, moves), best = -CE_EVAL_INFINITE;
  for (int i = 0; i < n; i++)
    {
      CeUndo u;
      CeMove replies[CE_MAX_MOVES];
      ce_make (&pos, moves[i], &u);
      /* No reply: a win (mate in one ply, scored as the search scores it)
       * or a stalemate. */
      if (ce_generate_legal (&pos, replies) == 0)
        scores[i] = ce_in_check (&pos) || ce_variant_end (&pos, NULL) != CE_RESULT_NONE
                      ? CE_EVAL_MATE - 1
                      : 0;
      else
        scores[i] = -ce_evaluate (&pos);
      ce_unmake (&pos, moves[i], &u);
      if (scores[i] > best)
        best = scores[i];
    }
  int i = pick_weighted (scores, n, lv, state);
  *score = i < 0 ? best : scores[i];
  return i < 0 ? CE_MOVE_NONE : moves[i];
}

bool
ce_level_varies (const CePosition *pos, int level, const CeLimits *limits)
{
  if (level < CE_LEVEL_MAX || !limits || limits->multipv > 1
      || pos->fullmove > CE_LEVEL_VARIED_MOVES)
    return false;
  /* An analysis runs until stopped; a move to play has a limit. */
  return limits->depth > 0 || limits->nodes > 0 || limits->movetime > 0
         || limits->time[pos->side] >= 0;
}

CeSearchResult
ce_level_play (CeSearch *s,
               const CePosition *pos,
               int level,
               const CeLimits *limits,
               atomic_bool *stop,
               uint64_t seed,
               CeInfoFunc info,
               void *user_data)
{
  const CeLevel *lv = ce_level_get (level);
  /* The caller sees every line of a lower level and of level 10 the lines
   * it asked for, however many the varied opening searches. */
  const int report = lv->lines > 1 ? 8 : limits && limits->multipv > 1 ? limits->multipv : 1;
  if (ce_level_varies (pos, level, limits))
    lv = &varied;
  uint64_t state = seed ^ pos->key;
  int oversight_pct = lv->oversight_pct;
  if (lv == &levels[CE_LEVEL_MIN] && pos->v->def->beginner_oversight_pct)
    oversight_pct = pos->v->def->beginner_oversight_pct;
  if (oversight_pct && ce_splitmix64 (&state) % 100 < (uint64_t) oversight_pct)
    {
      CeSearchResult g = { 0 };
      g.best = glance (pos, lv, &state, &g.score);
      g.depth = 1;
      if (g.best)
        return g;
    }
  CeLimits l;
  if (limits)
    l = *limits;
  else
    ce_limits_init (&l);
  if (lv->depth && (!l.depth || l.depth > lv->depth))
    l.depth = lv->depth;
  if (lv->nodes && (!l.nodes || l.nodes > lv->nodes))
    l.nodes = lv->nodes;
  if (lv->time_pct < 100)
    {
      if (l.movetime > 0)
        l.movetime = l.movetime * lv->time_pct / 100 > 0 ? l.movetime * lv->time_pct / 100 : 1;
      for (int c = 0; c < 2; c++)
        if (l.time[c] >= 0)
          {
            l.time[c] = l.time[c] * lv->time_pct / 100;
            l.inc[c] = l.inc[c] * lv->time_pct / 100;
          }
    }
  /* Levels that choose among lines search their own number of them; full
   * strength plays the best line and reports as many as the caller asks
   * for (an analysis wants several). */
  if (lv->lines > 1 || l.multipv < 1)
    l.multipv = lv->lines;

  Lines lines = { .depth = -1, .info = info, .user_data = user_data, .report = report };
  CeSearchResult r = ce_search_run (s, pos, &l, stop, keep_lines, &lines);
  if (lv->lines <= 1 || lines.count <= 1 || !r.best)
    return r;

  /* Choose among the lines of the last completed iteration; a forced mate
   * is always played as the search found it. */
  int best = lines.lines[0].score;
  for (int i = 1; i < lines.count; i++)
    if (lines.lines[i].score > best)
      best = lines.lines[i].score;
  if (ce_score_mate (best) > 0)
    return r;
  int scores[8];
  for (int i = 0; i < lines.count; i++)
    scores[i] = lines.lines[i].pv_length ? lines.lines[i].score : -CE_EVAL_INFINITE;
  int i = pick_weighted (scores, lines.count, lv, &state);
  if (i >= 0)
    {
      r.best = lines.lines[i].pv[0];
      r.ponder = lines.lines[i].pv_length > 1 ? lines.lines[i].pv[1] : CE_MOVE_NONE;
      r.score = lines.lines[i].score;
    }
  return r;
}

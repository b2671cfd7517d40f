/* SPDX-License-Identifier: GPL-3.0-or-later
 * The CECP engine's thinking: searches on their own thread with limits
 * from XBoard's time control, thinking output in XBoard's format, and the
 * move (or the analysis) it produces.
 */
#include "xboard-notation.h"
#include "xboard-private.h"

#include "movegen.h"
#include "notation.h"
#include "rules.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

/* Kept on the clock for pipes and XBoard's own work. */
#define CLOCK_MARGIN_MS 50
/* XBoard shows a score above this as a mate. */
#define MATE_SCORE 100000

static void
vsay (Xb *x, const char *fmt, va_list ap)
{
  vfprintf (x->out, fmt, ap);
  fputc ('\n', x->out);
  fflush (x->out);
}

void
chimera_xb_say (Xb *x, const char *fmt, ...)
{
  va_list ap;
  pthread_mutex_lock (&x->lock);
  va_start (ap, fmt);
  vsay (x, fmt, ap);
  va_end (ap);
  pthread_mutex_unlock (&x->lock);
}

/* As chimera_xb_say, with `lock` already held. */
static void say_locked (Xb *x, const char *fmt, ...) __attribute__ ((format (printf, 2, 3)));
static void
say_locked (Xb *x, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsay (x, fmt, ap);
  va_end (ap);
}

/* The position after each move, as a debug line XBoard ignores: its log
 * then shows whether its board and ours agree. */
static void
say_position_locked (Xb *x)
{
  char fen[CE_FEN_SIZE];
  say_locked (x, "# position %s", ce_position_to_fen (ce_game_position (&x->game), fen));
}

void
chimera_xb_say_position (Xb *x)
{
  pthread_mutex_lock (&x->lock);
  say_position_locked (x);
  pthread_mutex_unlock (&x->lock);
}

static bool
announce_locked (Xb *x)
{
  CeEndReason why;
  CeResult r = ce_game_result (&x->game, &why);
  if (r == CE_RESULT_NONE)
    return false;
  const char *winner = r == CE_RESULT_WHITE_WINS ? "White" : "Black";
  char reason[64];
  if (why == CE_END_CHECKMATE)
    snprintf (reason, sizeof reason, "%s mates", winner);
  else if (why == CE_END_FLAG)
    snprintf (reason, sizeof reason, "%s pawn reaches the flag square", winner);
  else
    {
      snprintf (reason, sizeof reason, "%s", ce_end_reason_string (why));
      reason[0] = (char) toupper ((unsigned char) reason[0]);
    }
  say_locked (x, "%s {%s}", ce_result_string (r), reason);
  x->over = true;
  return true;
}

bool
chimera_xb_announce_result (Xb *x)
{
  pthread_mutex_lock (&x->lock);
  bool ended = announce_locked (x);
  pthread_mutex_unlock (&x->lock);
  return ended;
}

/* Thinking output: "PLY SCORE TIME NODES PV", time in centiseconds. */
static void
on_info (const CeSearchInfo *info, void *data)
{
  Xb *x = data;
  if (!x->post || info->multipv > 1)
    return;
  char line[2048];
  int mate = ce_score_mate (info->score);
  int score = mate > 0 ? MATE_SCORE + mate : mate < 0 ? -MATE_SCORE + mate : info->score;
  size_t o = (size_t) snprintf (line, sizeof line, "%d %d %lld %llu", info->depth, score,
                                (long long) (info->time_ms / 10), (unsigned long long) info->nodes);
  pthread_mutex_lock (&x->lock);
  CePosition p = *ce_game_position (&x->game);
  for (int i = 0; i < info->pv_length && o + CHIMERA_XB_MOVE_SIZE + 2 < sizeof line; i++)
    {
      char buf[CHIMERA_XB_MOVE_SIZE];
      CeUndo undo;
      o += (size_t) snprintf (line + o, sizeof line - o, " %s",
                              chimera_xb_move_string (&p, info->pv[i], buf));
      ce_make (&p, info->pv[i], &undo);
    }
  say_locked (x, "%s", line);
  pthread_mutex_unlock (&x->lock);
}

static void *
search_thread (void *data)
{
  Xb *x = data;
  CeLimits l;
  ce_limits_init (&l);
  CePosition root = *ce_game_position (&x->game);
  int side = root.side;
  if (!x->analyzing)
    {
      if (x->st_ms)
        l.movetime = x->st_ms > 2 * CLOCK_MARGIN_MS ? x->st_ms - CLOCK_MARGIN_MS : x->st_ms / 2 + 1;
      else
        {
          int64_t own = x->own_ms >= 0 ? x->own_ms : x->base_ms;
          int64_t opp = x->opp_ms >= 0 ? x->opp_ms : x->base_ms;
          if (own > 0)
            {
              l.time[side] = own > 2 * CLOCK_MARGIN_MS ? own - CLOCK_MARGIN_MS : own / 2 + 1;
              l.time[!side] = opp > 0 ? opp : 1;
              l.inc[0] = l.inc[1] = x->inc_ms;
              if (x->mps > 0)
                l.movestogo = x->mps - (x->game.nmoves / 2) % x->mps;
            }
        }
      l.depth = x->sd;
      if (!l.depth && !l.movetime && l.time[side] < 0)
        l.movetime = 1000; /* no time control given: a second a move */
      /* Only moves XBoard's board shows as we play them. */
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (&root, moves), k = 0;
      for (int i = 0; i < n; i++)
        if (chimera_xb_move_drawable (&root, moves[i]))
          x->searchmoves[k++] = moves[i];
      if (k && k < n)
        {
          l.searchmoves = x->searchmoves;
          l.nsearchmoves = k;
        }
    }
  if (x->caps.depth && (!l.depth || l.depth > x->caps.depth))
    l.depth = x->caps.depth;
  if (x->caps.nodes && (!l.nodes || l.nodes > x->caps.nodes))
    l.nodes = x->caps.nodes;
  CeSearchResult r = ce_search_run (x->search, &root, &l, &x->stop, on_info, x);
  if (x->analyzing)
    return NULL;
  pthread_mutex_lock (&x->lock);
  char buf[CHIMERA_XB_MOVE_SIZE];
  if (r.best && !x->over && !atomic_load (&x->discard))
    {
      say_locked (x, "move %s", chimera_xb_move_string (&root, r.best, buf));
      ce_game_play (&x->game, r.best);
      say_position_locked (x);
      announce_locked (x);
    }
  pthread_mutex_unlock (&x->lock);
  return NULL;
}

void
chimera_xb_search_start (Xb *x)
{
  chimera_xb_search_stop (x, false);
  atomic_store (&x->stop, false);
  atomic_store (&x->discard, false);
  x->running = pthread_create (&x->thread, NULL, search_thread, x) == 0;
}

void
chimera_xb_search_stop (Xb *x, bool play)
{
  if (!x->running)
    return;
  atomic_store (&x->discard, !play);
  atomic_store (&x->stop, true);
  pthread_join (x->thread, NULL);
  x->running = false;
}

void
chimera_xb_search_wait (Xb *x)
{
  if (!x->running || x->analyzing)
    return;
  pthread_join (x->thread, NULL);
  x->running = false;
}

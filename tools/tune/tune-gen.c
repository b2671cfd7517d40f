/* SPDX-License-Identifier: GPL-3.0-or-later
 * The tuner's positions: games of the engine against itself at a small node
 * budget from randomly opened starts, each quiet position written with the
 * game's result.
 */
#include "tune.h"

#include "eval.h"
#include "movegen.h"
#include "notation.h"
#include "rng.h"
#include "rules.h"
#include "search.h"

#include <stdlib.h>
#include <string.h>

void
tune_gen_options_init (TuneGenOptions *o)
{
  *o = (TuneGenOptions){
    .games = 400,
    .nodes = 5000,
    .seed = 1,
    .random_plies = 6,
    .skip_plies = 4,
    .max_plies = 400,
    .adjudicate = 1000,
    .adjudicate_plies = 8,
  };
}

/* A capture, a promotion or a step onto a flag square: the position before
 * it is not quiet. */
static bool
tactical (const CePosition *pos, CeMove m)
{
  int kind = ce_move_kind (m);
  if (kind == CE_MOVE_EP || (kind == CE_MOVE_NORMAL && pos->board[ce_move_to (m)]))
    return true;
  if (ce_move_type (m) && kind != CE_MOVE_DROP)
    return true;
  return pos->v->flag_sq[pos->side] == ce_move_to (m);
}

static const char *
result_text (CeResult r)
{
  return r == CE_RESULT_WHITE_WINS ? "1" : r == CE_RESULT_BLACK_WINS ? "0" : "0.5";
}

long
tune_generate (const CeVariant *v, const TuneGenOptions *o, FILE *out, FILE *log)
{
  CeSearch *search = ce_search_new (16);
  size_t cap = 1024;
  char (*kept)[CE_FEN_SIZE] = malloc (cap * sizeof *kept);
  long written = 0;
  int wins = 0, draws = 0, losses = 0, adjudicated = 0;

  for (int g = 0; g < o->games; g++)
    {
      uint64_t rng = o->seed * 1000003u + (uint64_t) g;
      CePosition pos;
      ce_position_start (&pos, v);
      ce_search_clear (search);
      CeResult r = CE_RESULT_NONE;
      size_t nkept = 0;
      int ahead = 0; /* plies in a row one side has led by the margin: + White, - Black */

      for (int ply = 0; r == CE_RESULT_NONE; ply++)
        {
          r = ce_position_result (&pos, NULL);
          if (r != CE_RESULT_NONE)
            break;
          if (ply >= o->max_plies)
            {
              r = CE_RESULT_DRAW;
              break;
            }
          CeMove m;
          CeUndo u;
          if (ply < o->random_plies)
            {
              CeMove moves[CE_MAX_MOVES];
              int n = ce_generate_legal (&pos, moves);
              m = moves[ce_splitmix64 (&rng) % (uint64_t) n];
              ce_make (&pos, m, &u);
              continue;
            }
          CeLimits limits;
          ce_limits_init (&limits);
          limits.nodes = o->nodes;
          CeSearchResult res = ce_search_run (search, &pos, &limits, NULL, NULL, NULL);
          m = res.best;
          int white = pos.side == CE_WHITE ? res.score : -res.score;
          bool mate = ce_score_mate (res.score) != 0;
          if (ply >= o->random_plies + o->skip_plies && !mate && !ce_in_check (&pos)
              && !tactical (&pos, m))
            {
              if (nkept == cap)
                {
                  cap *= 2;
                  kept = realloc (kept, cap * sizeof *kept);
                }
              ce_position_to_fen (&pos, kept[nkept++]);
            }
          if (o->adjudicate)
            {
              if (white >= o->adjudicate)
                ahead = ahead > 0 ? ahead + 1 : 1;
              else if (white <= -o->adjudicate)
                ahead = ahead < 0 ? ahead - 1 : -1;
              else
                ahead = 0;
              if (abs (ahead) >= o->adjudicate_plies)
                {
                  r = ahead > 0 ? CE_RESULT_WHITE_WINS : CE_RESULT_BLACK_WINS;
                  adjudicated++;
                  break;
                }
            }
          ce_make (&pos, m, &u);
        }

      for (size_t i = 0; i < nkept; i++)
        fprintf (out, "%d %s %s\n", g, result_text (r), kept[i]);
      written += (long) nkept;
      wins += r == CE_RESULT_WHITE_WINS;
      draws += r == CE_RESULT_DRAW;
      losses += r == CE_RESULT_BLACK_WINS;
      if (log && ((g + 1) % 10 == 0 || g + 1 == o->games))
        {
          fprintf (log, "%s: %d games (White +%d =%d -%d, %d adjudicated), %ld positions\n",
                   v->def->id, g + 1, wins, draws, losses, adjudicated, written);
          fflush (log);
        }
      fflush (out);
    }
  free (kept);
  ce_search_free (search);
  return written;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Self-play soak: fast engine games across every variant, each checked move
 * by move and at its end, then written as PGN (in all three move styles)
 * and read back, which must give the identical game.
 *
 *   chimera-soak [--games N] [--seed S] [--nodes K] [--max-plies P]
 *
 * Prints one summary line per variant and a total; exits 1 on the first
 * game that breaks a rule or does not survive its PGN, naming it.  The CI
 * runs a few dozen games under AddressSanitizer; tools/soak.sh runs 1,000+.
 */
#include "game.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "pgn.h"
#include "rng.h"
#include "rules.h"
#include "search.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct
{
  int games, plies, unfinished;
  int reasons[CE_END_TIME + 1];
} Tally;

static int
fail (const char *variant, int game, const char *what)
{
  fprintf (stderr, "soak: %s game %d: %s\n", variant, game, what);
  return 1;
}

/* The end the rules give must be what the position shows. */
static const char *
check_end (CePosition *pos, CeResult r, CeEndReason why)
{
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves);
  bool check = ce_in_check (pos);
  switch (why)
    {
      case CE_END_CHECKMATE:
        if (n || !check)
          return "checkmate claimed with legal moves or without check";
        if (r != (pos->side == CE_WHITE ? CE_RESULT_BLACK_WINS : CE_RESULT_WHITE_WINS))
          return "checkmate scored for the mated side";
        return NULL;
      case CE_END_STALEMATE:
        return n || check ? "stalemate claimed with legal moves or in check" : NULL;
      case CE_END_FIFTY_MOVES:
        return pos->halfmove < 100 ? "fifty-move draw before a hundred half-moves" : NULL;
      case CE_END_REPETITION:
        return ce_position_repetitions (pos) < 3 ? "repetition draw before a threefold" : NULL;
      case CE_END_INSUFFICIENT_MATERIAL:
        return ce_insufficient_material (pos) ? NULL : "dead position claimed with mating material";
      case CE_END_FLAG:
        return ce_variant_end (pos, NULL) == r ? NULL : "flag win the variant does not confirm";
      default: return "an end without a reason";
    }
}

static bool
same_games (const CePgnGame *a, const CePgnGame *b)
{
  char fa[CE_FEN_SIZE], fb[CE_FEN_SIZE];
  if (a->game.v != b->game.v || a->game.nmoves != b->game.nmoves || a->result != b->result)
    return false;
  for (int i = 0; i < a->game.nmoves; i++)
    if (a->game.moves[i] != b->game.moves[i])
      return false;
  ce_position_to_fen (&a->game.positions[0], fa);
  ce_position_to_fen (&b->game.positions[0], fb);
  if (strcmp (fa, fb))
    return false;
  ce_position_to_fen (ce_game_position (&a->game), fa);
  ce_position_to_fen (ce_game_position (&b->game), fb);
  return strcmp (fa, fb) == 0;
}

/* Writes the game in `style`, reads it back and compares. */
static const char *
round_trip (const CePgnGame *pg, CePgnMoveStyle style, char *why)
{
  char *text = ce_pgn_write_as (pg, style);
  CePgnGame *back = NULL;
  int n = 0;
  CePgnError err;
  const char *problem = NULL;
  if (!ce_pgn_read (text, strlen (text), &back, &n, &err))
    {
      snprintf (why, 400, "PGN does not read back (line %d, column %d: %s)", err.line, err.column,
                err.message);
      problem = why;
    }
  else if (n != 1 || !same_games (pg, &back[0]))
    problem = "PGN reads back as a different game";
  ce_pgn_free_games (back, n);
  free (text);
  return problem;
}

int
main (int argc, char **argv)
{
  int games = 70, max_plies = 400;
  uint64_t seed = 1, nodes = 3000;
  for (int i = 1; i < argc; i++)
    {
      if (!strcmp (argv[i], "--games") && i + 1 < argc)
        games = atoi (argv[++i]);
      else if (!strcmp (argv[i], "--seed") && i + 1 < argc)
        seed = strtoull (argv[++i], NULL, 10);
      else if (!strcmp (argv[i], "--nodes") && i + 1 < argc)
        nodes = strtoull (argv[++i], NULL, 10);
      else if (!strcmp (argv[i], "--max-plies") && i + 1 < argc)
        max_plies = atoi (argv[++i]);
      else
        {
          fprintf (stderr, "usage: chimera-soak [--games N] [--seed S] [--nodes K] "
                           "[--max-plies P]\n");
          return 2;
        }
    }

  const char *const *ids = ce_variant_ids ();
  int nvariants = 0;
  while (ids[nvariants])
    nvariants++;
  Tally *tally = calloc ((size_t) nvariants, sizeof *tally);
  CeSearch *search = ce_search_new (4);
  uint64_t rng = seed;
  struct timespec t0, t1;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  char why[400];

  for (int g = 0; g < games; g++)
    {
      int vi = g % nvariants;
      const CeVariant *v = ce_variant_get (ids[vi]);
      int level[2]
        = { 1 + (int) (ce_splitmix64 (&rng) % 10), 1 + (int) (ce_splitmix64 (&rng) % 10) };
      CePgnGame pg;
      ce_pgn_game_init (&pg, v);
      ce_search_clear (search);
      CeResult r = CE_RESULT_NONE;
      CeEndReason reason = CE_END_NONE;
      while (pg.game.nmoves < max_plies)
        {
          CePosition pos = *ce_game_position (&pg.game);
          r = ce_position_result (&pos, &reason);
          if (r != CE_RESULT_NONE)
            break;
          CeLimits limits;
          ce_limits_init (&limits);
          limits.nodes = nodes;
          /* A tenth of the moves are random, so games wander into the
           * positions engines avoid (odd castles, drops, far pawns). */
          CeMove m;
          if (ce_splitmix64 (&rng) % 10 == 0)
            {
              CeMove moves[CE_MAX_MOVES];
              int n = ce_generate_legal (&pos, moves);
              m = moves[ce_splitmix64 (&rng) % (uint64_t) n];
            }
          else
            m = ce_level_play (search, &pos, level[pos.side], &limits, NULL, ce_splitmix64 (&rng),
                               NULL, NULL)
                  .best;
          if (!m || !ce_game_is_legal (&pg.game, m))
            return fail (ids[vi], g, "the engine chose an illegal move");
          ce_game_play (&pg.game, m);
        }
      /* Comments go in once the moves are there (pgn.h sizes them so). */
      for (int ply = 1; ply <= pg.game.nmoves; ply++)
        if (ce_splitmix64 (&rng) % 8 == 0)
          {
            char eval[32];
            int score = (int) (ce_splitmix64 (&rng) % 2001) - 1000;
            ce_pgn_set_comment (
              &pg, ply,
              ce_pgn_format_eval (score, ce_game_position_at (&pg.game, ply - 1)->side, eval));
          }
      CePosition end = *ce_game_position (&pg.game);
      if (r != CE_RESULT_NONE)
        {
          const char *bad = check_end (&end, r, reason);
          if (bad)
            return fail (ids[vi], g, bad);
          tally[vi].reasons[reason]++;
        }
      else
        tally[vi].unfinished++;
      pg.result = r;
      ce_pgn_set_tag (&pg, "Event", "Soak");
      snprintf (why, sizeof why, "%d", g + 1);
      ce_pgn_set_tag (&pg, "Round", why);
      for (CePgnMoveStyle style = CE_PGN_SAN; style <= CE_PGN_COORDINATES; style++)
        {
          const char *bad = round_trip (&pg, style, why);
          if (bad)
            return fail (ids[vi], g, bad);
        }
      tally[vi].games++;
      tally[vi].plies += pg.game.nmoves;
      ce_pgn_game_free (&pg);
    }

  clock_gettime (CLOCK_MONOTONIC, &t1);
  int total_games = 0, total_plies = 0;
  for (int vi = 0; vi < nvariants; vi++)
    {
      const Tally *t = &tally[vi];
      printf ("%-9s %4d games %7d plies  mate %d stalemate %d fifty %d repetition %d dead %d "
              "flag %d unfinished %d\n",
              ids[vi], t->games, t->plies, t->reasons[CE_END_CHECKMATE],
              t->reasons[CE_END_STALEMATE], t->reasons[CE_END_FIFTY_MOVES],
              t->reasons[CE_END_REPETITION], t->reasons[CE_END_INSUFFICIENT_MATERIAL],
              t->reasons[CE_END_FLAG], t->unfinished);
      total_games += t->games;
      total_plies += t->plies;
    }
  double secs = (double) (t1.tv_sec - t0.tv_sec) + (double) (t1.tv_nsec - t0.tv_nsec) / 1e9;
  printf ("total     %4d games %7d plies in %.1f s, every game legal to its end and identical "
          "after PGN in 3 move styles\n",
          total_games, total_plies, secs);
  ce_search_free (search);
  free (tally);
  return 0;
}

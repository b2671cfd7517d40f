/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-cli bench: the start position of every variant the engine has,
 * and a few hand-picked ones, each searched to a fixed depth with a fresh
 * table.  With one thread the node total is a deterministic signature of the
 * search: a change that should not alter the search must not alter it.
 */
#include "uci.h"

#include "notation.h"
#include "search.h"

#include <stdlib.h>
#include <time.h>

/* Hand-picked positions searched after their variant's start position. */
static const struct
{
  const char *variant;
  const char *fen;
} extra_positions[] = {
  { "chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" },
  { "chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10" },
  { "chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" },
  { "zigzag", "r1bzqkybf1/1pj4pp1/Bw4p3/2p1p4r/p2p1p3p/1P1W1P2P1/3P6/6P3/P1P1PQJP1P/R1BZ1KY1FR"
              "[JJJJjjjj] w KQq - 2 16" },
};

/* Searches one position; adds its nodes to *total.  False if `fen` does not
 * read (fen NULL: the start position). */
static bool
bench_one (
  const CeVariant *v, const char *fen, int depth, int threads, size_t hash_mb, uint64_t *total)
{
  CePosition pos;
  char err[CE_ERR_SIZE], buf[CE_MOVE_SIZE];
  if (!fen)
    ce_position_start (&pos, v);
  else if (!ce_position_from_fen (&pos, v, fen, err))
    {
      fprintf (stderr, "chimera-cli: bench position %s: %s\n", fen, err);
      return false;
    }
  CeSearch *s = ce_search_new (hash_mb);
  ce_search_set_threads (s, threads);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = depth;
  CeSearchResult r = ce_search_run (s, &pos, &l, NULL, NULL, NULL);
  printf ("%-9s %-6s depth %d  score %6d  nodes %10llu  %6lld ms\n", v->def->id,
          r.best ? ce_move_to_string (&pos, r.best, buf) : "-", r.depth, r.score,
          (unsigned long long) r.nodes, (long long) r.time_ms);
  *total += r.nodes;
  ce_search_free (s);
  return true;
}

int
chimera_bench (int depth, int threads, size_t hash_mb)
{
  uint64_t total = 0;
  struct timespec t0, t1;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  /* Every variant of the engine, in its order: the start position, then
   * the hand-picked ones. */
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      if (!bench_one (v, NULL, depth, threads, hash_mb, &total))
        return 2;
      for (size_t i = 0; i < sizeof extra_positions / sizeof extra_positions[0]; i++)
        if (ce_variant_get (extra_positions[i].variant) == v
            && !bench_one (v, extra_positions[i].fen, depth, threads, hash_mb, &total))
          return 2;
    }
  clock_gettime (CLOCK_MONOTONIC, &t1);
  double secs = (double) (t1.tv_sec - t0.tv_sec) + (double) (t1.tv_nsec - t0.tv_nsec) / 1e9;
  printf ("nodes %llu\nnps %.0f\n", (unsigned long long) total,
          secs > 0 ? (double) total / secs : 0);
  return 0;
}

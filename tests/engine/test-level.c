/* SPDX-License-Identifier: GPL-3.0-or-later
 * The levels' choices: level 10 does not play the same game twice from the
 * start (it varies its first moves among the nearly best, by the seed), a
 * seed repeats its game, and past the opening or in an analysis level 10
 * plays the search's own best move; level 1 overlooks replies as often as
 * its variant says.
 */
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <glib.h>
#include <string.h>

/* Small budgets keep the test to seconds; the variety does not depend on
 * the depth. */
#define NODES 3000
#define GAMES 20
/* Past the varied moves, so that games differing there differ for good. */
#define PLIES (2 * CE_LEVEL_VARIED_MOVES + 4)

static const char *const variants[] = { "chess", "zigzag", "zonex", "diagonal" };

typedef struct
{
  CeMove moves[PLIES];
  int n;
} Opening;

/* Level 10 against itself from the start for PLIES plies (or to the end:
 * Zone X can be mated that soon),
 * every move drawn with `seed`, from a fresh table as a new game. */
static void
play_opening (CeSearch *s, const CeVariant *v, uint64_t seed, Opening *o)
{
  CePosition pos;
  ce_position_start (&pos, v);
  ce_search_clear (s);
  memset (o, 0, sizeof *o);
  while (o->n < PLIES)
    {
      CeLimits l;
      ce_limits_init (&l);
      l.nodes = NODES;
      CeSearchResult r = ce_level_play (s, &pos, CE_LEVEL_MAX, &l, NULL, seed, NULL, NULL);
      if (!r.best)
        break;
      CeUndo u;
      o->moves[o->n++] = r.best;
      ce_make (&pos, r.best, &u);
    }
}

/* 20 games from the start, each with its own seed, give at least 15
 * different games in every variant tried; the same seed gives the same
 * game again. */
static void
test_varied_openings (void)
{
  CeSearch *s = ce_search_new (4);
  for (size_t vi = 0; vi < G_N_ELEMENTS (variants); vi++)
    {
      const CeVariant *v = ce_variant_get (variants[vi]);
      g_assert_nonnull (v);
      static Opening games[GAMES];
      int distinct = 0;
      for (int g = 0; g < GAMES; g++)
        {
          play_opening (s, v, 1000003ull * (uint64_t) (g + 1), &games[g]);
          g_assert_cmpint (games[g].n, >, 0);
          bool seen = false;
          for (int h = 0; h < g && !seen; h++)
            seen = memcmp (&games[h], &games[g], sizeof games[g]) == 0;
          distinct += !seen;
        }
      g_test_message ("%s: %d different games of %d", variants[vi], distinct, GAMES);
      g_assert_cmpint (distinct, >=, 15);

      Opening again;
      play_opening (s, v, 1000003ull * 3, &again);
      g_assert_cmpmem (&again, sizeof again, &games[2], sizeof games[2]);
    }
  ce_search_free (s);
}

typedef struct
{
  CeSearchInfo lines[3];
  int count;
} Sink;

/* Keeps the lines of the last completed iteration. */
static void
collect (const CeSearchInfo *info, void *data)
{
  Sink *k = data;
  if (info->multipv == 1)
    k->count = 0;
  if (info->multipv <= 3)
    k->lines[k->count++] = *info;
}

/* The move varied is one the search rates within CE_LEVEL_VARIED_CP of the
 * best, and there is a choice at the start; past the opening level 10 plays
 * the search's best whatever the seed. */
static void
test_varied_margin (void)
{
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("chess"));
  CeLimits l;
  ce_limits_init (&l);
  l.depth = 5;
  CeSearch *s = ce_search_new (4);
  /* The lines the level draws among: the same search from the same table. */
  CeLimits three = l;
  three.multipv = 3;
  Sink k = { 0 };
  ce_search_clear (s);
  ce_search_run (s, &pos, &three, NULL, collect, &k);
  g_assert_cmpint (k.count, ==, 3);
  CeMove played[12];
  int different = 0;
  for (uint64_t seed = 1; seed <= 12; seed++)
    {
      ce_search_clear (s);
      CeSearchResult r = ce_level_play (s, &pos, CE_LEVEL_MAX, &l, NULL, seed, NULL, NULL);
      int i = 0;
      while (i < k.count && k.lines[i].pv[0] != r.best)
        i++;
      g_assert_cmpint (i, <, k.count);
      g_assert_cmpint (r.score, ==, k.lines[i].score);
      g_assert_cmpint (r.score, >=, k.lines[0].score - CE_LEVEL_VARIED_CP);
      played[seed - 1] = r.best;
      bool seen = false;
      for (uint64_t j = 1; j < seed && !seen; j++)
        seen = played[j - 1] == r.best;
      different += !seen;
    }
  g_test_message ("%d different first moves of 12", different);
  g_assert_cmpint (different, >=, 2);

  /* Move 10: the search's best, every time. */
  CePosition later;
  char err[CE_ERR_SIZE];
  g_assert_true (ce_position_from_fen (
    &later, ce_variant_get ("chess"),
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 10", err));
  g_assert_false (ce_level_varies (&later, CE_LEVEL_MAX, &l));
  ce_search_clear (s);
  CeMove best = ce_search_run (s, &later, &l, NULL, NULL, NULL).best;
  for (uint64_t seed = 1; seed <= 4; seed++)
    {
      ce_search_clear (s);
      g_assert_cmpuint (ce_level_play (s, &later, CE_LEVEL_MAX, &l, NULL, seed, NULL, NULL).best,
                        ==, best);
    }
  ce_search_free (s);
}

/* Only a move to play at level 10 in the opening varies: not a lower level
 * (it has its own choice), not an analysis (no limit, or several lines). */
static void
test_varies_when (void)
{
  CePosition pos;
  ce_position_start (&pos, ce_variant_get ("zigzag"));
  CeLimits l;
  ce_limits_init (&l);
  g_assert_false (ce_level_varies (&pos, CE_LEVEL_MAX, NULL));
  g_assert_false (ce_level_varies (&pos, CE_LEVEL_MAX, &l));
  l.nodes = 1000;
  g_assert_true (ce_level_varies (&pos, CE_LEVEL_MAX, &l));
  g_assert_false (ce_level_varies (&pos, CE_LEVEL_MAX - 1, &l));
  l.multipv = 2;
  g_assert_false (ce_level_varies (&pos, CE_LEVEL_MAX, &l));
  ce_limits_init (&l);
  l.time[pos.side] = 60000;
  g_assert_true (ce_level_varies (&pos, CE_LEVEL_MAX, &l));
  pos.fullmove = CE_LEVEL_VARIED_MOVES + 1;
  g_assert_false (ce_level_varies (&pos, CE_LEVEL_MAX, &l));
}

/* Level 1 chooses at a glance (no search: no nodes) on its variant's share
 * of moves, or the level's own where the variant sets none: 1,000 seeded
 * choices from each start position come within 4 points of it (close
 * enough to tell Diamond's 45 from the default 40). */
static void
test_beginner_oversights (void)
{
  CeSearch *s = ce_search_new (1);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      int want = v->def->beginner_oversight_pct ? v->def->beginner_oversight_pct
                                                : ce_level_get (CE_LEVEL_MIN)->oversight_pct;
      CePosition pos;
      ce_position_start (&pos, v);
      CeLimits l;
      ce_limits_init (&l);
      l.depth = 1;
      int glances = 0;
      for (uint64_t seed = 1; seed <= 1000; seed++)
        {
          CeSearchResult r = ce_level_play (s, &pos, CE_LEVEL_MIN, &l, NULL, seed, NULL, NULL);
          g_assert_true (r.best != CE_MOVE_NONE);
          glances += r.nodes == 0;
        }
      g_test_message ("%s: %d of 1000 at a glance, %d%% wanted", *id, glances, want);
      g_assert_cmpint (glances, >=, 10 * (want - 4));
      g_assert_cmpint (glances, <=, 10 * (want + 4));
    }
  ce_search_free (s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/level/varied-openings", test_varied_openings);
  g_test_add_func ("/level/varied-margin", test_varied_margin);
  g_test_add_func ("/level/varies-when", test_varies_when);
  g_test_add_func ("/level/beginner-oversights", test_beginner_oversights);
  return g_test_run ();
}

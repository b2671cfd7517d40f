/* SPDX-License-Identifier: GPL-3.0-or-later
 * The UCI loop: the search runs on its own thread so "stop", "isready" and
 * "quit" are answered at once; output from both threads is serialised.
 * Every number it reads goes through numbers.h: a bad one is reported with
 * "info string" and clamped to its range or ignored, never trusted.
 */
#include "uci.h"

#include "movegen.h"
#include "notation.h"
#include "line-input.h"
#include "numbers.h"
#include "search.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define ENGINE_NAME  "Chimera 0.1.0"
#define DEFAULT_HASH 64
/* A longer line is dropped whole (a GUI never sends one; a stream of junk
 * must not cost memory in proportion). */
/* The depth searched when a "go" had limits but none of them usable (all
 * malformed, or only the other side's clock), so it still answers soon. */
#define FALLBACK_DEPTH 6

typedef struct
{
  FILE *out;
  pthread_mutex_t lock;   /* the output, and the wait for "stop" */
  pthread_cond_t stopped; /* signalled with `stop` set, under `lock` */
  const CeVariant *variant;
  CePosition pos;
  CeSearch *search;
  int multipv;
  pthread_t thread;
  bool running;
  bool infinite;
  bool no_moves; /* searchmoves named no legal move: answer without searching */
  atomic_bool stop;
  CeLimits limits;
  CeMove searchmoves[CE_MAX_MOVES];
  ChimeraUciCaps caps;
} Uci;

static void
say (Uci *u, const char *fmt, ...)
{
  va_list ap;
  pthread_mutex_lock (&u->lock);
  va_start (ap, fmt);
  vfprintf (u->out, fmt, ap);
  va_end (ap);
  fputc ('\n', u->out);
  fflush (u->out);
  pthread_mutex_unlock (&u->lock);
}

void
chimera_format_info (const CePosition *pos, const CeSearchInfo *info, char *line, size_t size)
{
  char *o = line, *end = line + size;
  int mate = ce_score_mate (info->score);
  o += snprintf (o, (size_t) (end - o), "info depth %d seldepth %d multipv %d score %s %d",
                 info->depth, info->seldepth, info->multipv, mate ? "mate" : "cp",
                 mate ? mate : info->score);
  o += snprintf (o, (size_t) (end - o), " nodes %llu nps %llu hashfull %d time %lld pv",
                 (unsigned long long) info->nodes, (unsigned long long) info->nps, info->hashfull,
                 (long long) info->time_ms);
  /* Moves are written from the position they are played in. */
  CePosition p = *pos;
  for (int i = 0; i < info->pv_length && end - o > CE_MOVE_SIZE + 2; i++)
    {
      char buf[CE_MOVE_SIZE];
      CeUndo undo;
      o += snprintf (o, (size_t) (end - o), " %s", ce_move_to_string (&p, info->pv[i], buf));
      ce_make (&p, info->pv[i], &undo);
    }
}

static void
on_info (const CeSearchInfo *info, void *data)
{
  Uci *u = data;
  char line[4096];
  chimera_format_info (&u->pos, info, line, sizeof line);
  say (u, "%s", line);
}

static void *
search_thread (void *data)
{
  Uci *u = data;
  CeSearchResult r = { 0 };
  if (!u->no_moves)
    r = ce_search_run (u->search, &u->pos, &u->limits, &u->stop, on_info, u);
  /* "go infinite" answers only after "stop", at once when it comes. */
  pthread_mutex_lock (&u->lock);
  while (u->infinite && !atomic_load (&u->stop))
    pthread_cond_wait (&u->stopped, &u->lock);
  pthread_mutex_unlock (&u->lock);
  char a[CE_MOVE_SIZE], b[CE_MOVE_SIZE];
  if (!r.best)
    say (u, "bestmove (none)");
  else if (r.ponder)
    {
      CePosition p = u->pos;
      CeUndo undo;
      ce_move_to_string (&p, r.best, a);
      ce_make (&p, r.best, &undo);
      say (u, "bestmove %s ponder %s", a, ce_move_to_string (&p, r.ponder, b));
    }
  else
    say (u, "bestmove %s", ce_move_to_string (&u->pos, r.best, a));
  return NULL;
}

static void
stop_search (Uci *u)
{
  if (!u->running)
    return;
  pthread_mutex_lock (&u->lock);
  atomic_store (&u->stop, true);
  pthread_cond_signal (&u->stopped);
  pthread_mutex_unlock (&u->lock);
  pthread_join (u->thread, NULL);
  u->running = false;
}

/* Whether `p` starts with the word `w` (followed by a blank or the end). */
static bool
is_word (const char *p, const char *w)
{
  size_t n = strlen (w);
  return strncmp (p, w, n) == 0 && (p[n] == 0 || p[n] == ' ' || p[n] == '\t');
}

static void
set_position (Uci *u, char *args)
{
  char err[CE_ERR_SIZE];
  char *moves = strstr (args, " moves");
  if (moves)
    *moves = 0;
  CePosition pos;
  args = chimera_skip_blanks (args);
  if (is_word (args, "startpos"))
    ce_position_start (&pos, u->variant);
  else if (is_word (args, "fen"))
    {
      if (!ce_position_from_fen (&pos, u->variant, chimera_skip_blanks (args + 3), err))
        {
          say (u, "info string invalid position: %s", err);
          return;
        }
    }
  else
    {
      say (u, "info string position needs startpos or fen");
      return;
    }
  if (moves)
    for (char *m = strtok (moves + 6, " \t"); m; m = strtok (NULL, " \t"))
      {
        CeMove mv;
        CeUndo undo;
        if (!ce_move_parse (&pos, m, &mv, err))
          {
            say (u, "info string %s", err);
            break;
          }
        ce_make (&pos, mv, &undo);
      }
  u->pos = pos;
}

/* The numeric "go" parameters and their ranges (numbers.h). */
typedef enum
{
  GO_DEPTH,
  GO_NODES,
  GO_MOVETIME,
  GO_WTIME,
  GO_BTIME,
  GO_WINC,
  GO_BINC,
  GO_MOVESTOGO,
  GO_MATE,
  GO_NUMBERS
} GoNumber;

static const struct
{
  const char *name;
  int64_t min, max;
} go_numbers[GO_NUMBERS] = {
  [GO_DEPTH] = { "depth", 1, CHIMERA_GO_DEPTH_MAX },
  [GO_NODES] = { "nodes", 1, CHIMERA_NODES_MAX },
  [GO_MOVETIME] = { "movetime", 1, CHIMERA_MS_MAX },
  [GO_WTIME] = { "wtime", 0, CHIMERA_MS_MAX },
  [GO_BTIME] = { "btime", 0, CHIMERA_MS_MAX },
  [GO_WINC] = { "winc", 0, CHIMERA_MS_MAX },
  [GO_BINC] = { "binc", 0, CHIMERA_MS_MAX },
  [GO_MOVESTOGO] = { "movestogo", 1, CHIMERA_MOVESTOGO_MAX },
  [GO_MATE] = { "mate", 1, CHIMERA_MATE_MAX },
};

static int
go_number (const char *t)
{
  for (int k = 0; k < GO_NUMBERS; k++)
    if (strcmp (t, go_numbers[k].name) == 0)
      return k;
  return -1;
}

static bool
go_keyword (const char *t)
{
  return go_number (t) >= 0 || strcmp (t, "infinite") == 0 || strcmp (t, "ponder") == 0
         || strcmp (t, "searchmoves") == 0;
}

/* Reads the moves after "searchmoves" up to the next keyword into
 * u->searchmoves; returns that keyword (or NULL at the end). */
static char *
read_searchmoves (Uci *u, char **save)
{
  CeLimits *l = &u->limits;
  char *t;
  while ((t = strtok_r (NULL, " \t", save)) && !go_keyword (t))
    {
      char err[CE_ERR_SIZE];
      CePosition p = u->pos;
      CeMove m;
      if (!ce_move_parse (&p, t, &m, err))
        say (u, "info string searchmoves: %.40s ignored: %s", t, err);
      else if (l->nsearchmoves < CE_MAX_MOVES)
        {
          bool seen = false;
          for (int i = 0; i < l->nsearchmoves; i++)
            seen |= u->searchmoves[i] == m;
          if (!seen)
            u->searchmoves[l->nsearchmoves++] = m;
        }
    }
  return t;
}

static void
go (Uci *u, char *args)
{
  CeLimits *l = &u->limits;
  ce_limits_init (l);
  l->multipv = u->multipv;
  u->infinite = false;
  u->no_moves = false;
  bool given[GO_NUMBERS] = { false }, searchmoves = false, any = false;
  int64_t value[GO_NUMBERS] = { 0 };
  char *save = NULL, *t = strtok_r (args, " \t", &save);
  while (t)
    {
      char *next = NULL;
      int k = go_number (t);
      any = true;
      if (k >= 0)
        {
          char *v = strtok_r (NULL, " \t", &save);
          if (!v || go_keyword (v))
            {
              say (u, "info string go %s needs a number; ignored", t);
              next = v;
            }
          else
            {
              int64_t n;
              ChimeraNumberStatus st
                = chimera_parse_integer (v, go_numbers[k].min, go_numbers[k].max, &n);
              if (st == CHIMERA_NUMBER_INVALID)
                {
                  say (u, "info string go %s %.40s is not a whole number; ignored", t, v);
                }
              else
                {
                  if (st != CHIMERA_NUMBER_OK)
                    say (u, "info string go %s %.40s is %s; using %lld", t, v,
                         chimera_number_problem (st), (long long) n);
                  given[k] = true;
                  value[k] = n;
                }
            }
        }
      else if (strcmp (t, "infinite") == 0)
        u->infinite = true;
      else if (strcmp (t, "ponder") == 0)
        say (u, "info string go ponder is not supported; searching on the given limits");
      else if (strcmp (t, "searchmoves") == 0)
        {
          searchmoves = true;
          next = read_searchmoves (u, &save);
        }
      else
        say (u, "info string go: unknown parameter %.40s ignored", t);
      t = next ? next : strtok_r (NULL, " \t", &save);
    }

  l->depth = given[GO_DEPTH] ? (int) value[GO_DEPTH] : 0;
  if (given[GO_MATE])
    {
      /* No mate search of its own: a mate in N is found within 2N - 1 plies. */
      int d = (int) (2 * value[GO_MATE] - 1);
      if (!l->depth || d < l->depth)
        l->depth = d;
    }
  l->nodes = given[GO_NODES] ? (uint64_t) value[GO_NODES] : 0;
  l->movetime = given[GO_MOVETIME] ? value[GO_MOVETIME] : 0;
  for (int c = 0; c < 2; c++)
    {
      if (given[c ? GO_BTIME : GO_WTIME])
        l->time[c] = value[c ? GO_BTIME : GO_WTIME];
      l->inc[c] = given[c ? GO_BINC : GO_WINC] ? value[c ? GO_BINC : GO_WINC] : 0;
    }
  l->movestogo = given[GO_MOVESTOGO] ? (int) value[GO_MOVESTOGO] : 0;
  if (searchmoves)
    {
      if (l->nsearchmoves)
        l->searchmoves = u->searchmoves;
      else
        {
          say (u, "info string searchmoves names no legal move");
          u->no_moves = true;
        }
    }

  /* A "go" with parameters but nothing that ends the search would run until
   * "stop": a plain "go" is meant so, a broken one is not. */
  bool bounded = l->depth || l->nodes || l->movetime || l->time[u->pos.side] >= 0;
  if (any && !bounded && !u->infinite && !u->no_moves)
    {
      say (u, "info string go has no usable limit for %s to move; searching to depth %d",
           u->pos.side == CE_WHITE ? "white" : "black", FALLBACK_DEPTH);
      l->depth = FALLBACK_DEPTH;
    }
  if (u->caps.depth && (!l->depth || l->depth > u->caps.depth))
    l->depth = u->caps.depth;
  if (u->caps.nodes && (!l->nodes || l->nodes > u->caps.nodes))
    l->nodes = u->caps.nodes;
  atomic_store (&u->stop, false);
  u->running = pthread_create (&u->thread, NULL, search_thread, u) == 0;
}

/* A spin option's value in [min, max]: clamped with a note when out of
 * range; false (with a note) when missing or not a number. */
static bool
spin_value (Uci *u, const char *name, const char *value, int64_t min, int64_t max, int64_t *out)
{
  if (!value || !*value)
    {
      say (u, "info string setoption %s needs a value", name);
      return false;
    }
  ChimeraNumberStatus st = chimera_parse_integer (value, min, max, out);
  if (st == CHIMERA_NUMBER_INVALID)
    {
      say (u, "info string setoption %s: %.40s is not a whole number; ignored", name, value);
      return false;
    }
  if (st != CHIMERA_NUMBER_OK)
    say (u, "info string setoption %s: %.40s is %s; using %lld", name, value,
         chimera_number_problem (st), (long long) *out);
  return true;
}

static void
set_option (Uci *u, char *args)
{
  char *name = chimera_skip_blanks (args);
  if (!is_word (name, "name"))
    {
      say (u, "info string setoption needs: name ID [value X]");
      return;
    }
  name = chimera_skip_blanks (name + 4);
  /* The name runs up to the word "value" (names may have blanks). */
  char *value = NULL, *name_end = name + strlen (name);
  for (char *w = name; *w; w = chimera_skip_blanks (w + strcspn (w, " \t")))
    if (w != name && is_word (w, "value"))
      {
        name_end = w;
        value = chimera_skip_blanks (w + 5);
        break;
      }
  while (name_end > name && (name_end[-1] == ' ' || name_end[-1] == '\t'))
    name_end--;
  *name_end = 0;
  if (value)
    {
      char *e = value + strlen (value);
      while (e > value && (e[-1] == ' ' || e[-1] == '\t'))
        e--;
      *e = 0;
    }
  int64_t n;
  if (strcasecmp (name, "UCI_Variant") == 0)
    {
      const CeVariant *v = value && *value ? ce_variant_get (value) : NULL;
      if (!value || !*value)
        say (u, "info string setoption UCI_Variant needs a value");
      else if (!v)
        say (u, "info string unknown variant %.40s", value);
      else
        {
          u->variant = v;
          ce_position_start (&u->pos, v);
          ce_search_clear (u->search);
        }
    }
  else if (strcasecmp (name, "Hash") == 0)
    {
      if (spin_value (u, "Hash", value, 1, CHIMERA_HASH_MAX, &n))
        {
          if (u->caps.hash_mb && (size_t) n > u->caps.hash_mb)
            n = (int64_t) u->caps.hash_mb;
          if (!ce_search_set_hash (u->search, (size_t) n))
            say (u, "info string setoption Hash: cannot allocate %lld MiB; the table stays",
                 (long long) n);
        }
    }
  else if (strcasecmp (name, "Threads") == 0)
    {
      if (spin_value (u, "Threads", value, 1, CHIMERA_THREADS_MAX, &n))
        ce_search_set_threads (u->search,
                               u->caps.threads && n > u->caps.threads ? u->caps.threads : (int) n);
    }
  else if (strcasecmp (name, "MultiPV") == 0)
    {
      if (spin_value (u, "MultiPV", value, 1, CHIMERA_MULTIPV_MAX, &n))
        u->multipv = (int) n;
    }
  else if (strcasecmp (name, "Move Overhead") == 0)
    {
      if (spin_value (u, "Move Overhead", value, 0, CE_MOVE_OVERHEAD_MAX, &n))
        ce_search_set_move_overhead (u->search, (int) n);
    }
  else if (strcasecmp (name, "Clear Hash") == 0)
    ce_search_clear (u->search);
  else
    say (u, "info string unknown option %.40s", name);
}

int
chimera_uci_loop (FILE *in, FILE *out)
{
  return chimera_uci_run (in, out, NULL);
}

int
chimera_uci_run (FILE *in, FILE *out, const ChimeraUciCaps *caps)
{
  Uci u = { .out = out, .multipv = 1 };
  if (caps)
    u.caps = *caps;
  pthread_mutex_init (&u.lock, NULL);
  pthread_cond_init (&u.stopped, NULL);
  u.variant = ce_variant_get ("chess");
  ce_position_start (&u.pos, u.variant);
  if (u.caps.search)
    {
      u.search = u.caps.search;
      ce_search_set_threads (u.search, 1);
      ce_search_clear (u.search);
    }
  else
    u.search = ce_search_new (u.caps.hash_mb && u.caps.hash_mb < DEFAULT_HASH ? u.caps.hash_mb
                                                                              : DEFAULT_HASH);
  /* Threads: every core unless told otherwise (one for a caller's search). */
  int threads = u.caps.search ? 1 : chimera_default_threads ();
  if (u.caps.threads && threads > u.caps.threads)
    threads = u.caps.threads;
  if (u.search)
    ce_search_set_threads (u.search, threads);
  size_t cap = 256;
  char *line = malloc (cap);
  bool too_long;
  if (!u.search || !line)
    {
      fprintf (stderr, "chimera-cli: out of memory\n");
      if (!u.caps.search)
        ce_search_free (u.search);
      free (line);
      pthread_cond_destroy (&u.stopped);
      pthread_mutex_destroy (&u.lock);
      return 2;
    }

  while (chimera_read_line (in, &line, &cap, &too_long))
    {
      if (too_long)
        {
          say (&u, "info string line longer than %zu bytes ignored", CHIMERA_LINE_LIMIT);
          continue;
        }
      char *args;
      char *cmd = chimera_split_command (line, &args);

      if (strcmp (cmd, "uci") == 0)
        {
          char vars[512] = "";
          for (const char *const *id = ce_variant_ids (); *id; id++)
            {
              strcat (vars, " var ");
              strcat (vars, *id);
            }
          say (&u, "id name %s\nid author The Chimera developers", ENGINE_NAME);
          say (&u, "option name UCI_Variant type combo default %s%s", u.variant->def->id, vars);
          say (&u, "option name Hash type spin default %d min 1 max %d", DEFAULT_HASH,
               CHIMERA_HASH_MAX);
          say (&u, "option name Threads type spin default %d min 1 max %d", threads,
               CHIMERA_THREADS_MAX);
          say (&u, "option name MultiPV type spin default 1 min 1 max %d", CHIMERA_MULTIPV_MAX);
          say (&u, "option name Move Overhead type spin default %d min 0 max %d",
               CE_MOVE_OVERHEAD_DEFAULT, CE_MOVE_OVERHEAD_MAX);
          say (&u, "option name Clear Hash type button");
          say (&u, "uciok");
        }
      else if (strcmp (cmd, "isready") == 0)
        say (&u, "readyok");
      else if (strcmp (cmd, "setoption") == 0)
        {
          stop_search (&u);
          set_option (&u, args);
        }
      else if (strcmp (cmd, "ucinewgame") == 0)
        {
          stop_search (&u);
          ce_search_clear (u.search);
          ce_position_start (&u.pos, u.variant);
        }
      else if (strcmp (cmd, "position") == 0)
        {
          stop_search (&u);
          set_position (&u, args);
        }
      else if (strcmp (cmd, "go") == 0)
        {
          stop_search (&u);
          go (&u, args);
        }
      else if (strcmp (cmd, "stop") == 0)
        stop_search (&u);
      else if (strcmp (cmd, "quit") == 0)
        break;
      else if (strcmp (cmd, "d") == 0)
        {
          char fen[CE_FEN_SIZE];
          say (&u, "%s", ce_position_to_fen (&u.pos, fen));
        }
      else if (*cmd)
        say (&u, "info string unknown command %.40s", cmd);
    }
  stop_search (&u);
  free (line);
  if (!u.caps.search)
    ce_search_free (u.search);
  pthread_cond_destroy (&u.stopped);
  pthread_mutex_destroy (&u.lock);
  return 0;
}

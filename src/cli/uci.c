/* SPDX-License-Identifier: GPL-3.0-or-later
 * The UCI loop: the search runs on its own thread so "stop", "isready" and
 * "quit" are answered at once; output from both threads is serialised.
 */
#include "uci.h"

#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#define ENGINE_NAME "Chimera 0.1.0"

typedef struct
{
  FILE *out;
  pthread_mutex_t lock;
  const CeVariant *variant;
  CePosition pos;
  CeSearch *search;
  int multipv;
  pthread_t thread;
  bool running;
  bool infinite;
  atomic_bool stop;
  CeLimits limits;
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
  CeSearchResult r = ce_search_run (u->search, &u->pos, &u->limits, &u->stop, on_info, u);
  /* "go infinite" answers only after "stop". */
  while (u->infinite && !atomic_load (&u->stop))
    {
      struct timespec ts = { 0, 2000000 };
      nanosleep (&ts, NULL);
    }
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
  atomic_store (&u->stop, true);
  pthread_join (u->thread, NULL);
  u->running = false;
}

static void
set_position (Uci *u, char *args)
{
  char err[CE_ERR_SIZE];
  char *moves = strstr (args, " moves");
  if (moves)
    *moves = 0;
  CePosition pos;
  while (*args == ' ')
    args++;
  if (strncmp (args, "startpos", 8) == 0)
    ce_position_start (&pos, u->variant);
  else if (strncmp (args, "fen ", 4) == 0)
    {
      if (!ce_position_from_fen (&pos, u->variant, args + 4, err))
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

static long long
next_number (char **save)
{
  char *t = strtok_r (NULL, " \t", save);
  return t ? atoll (t) : 0;
}

static void
go (Uci *u, char *args)
{
  CeLimits *l = &u->limits;
  ce_limits_init (l);
  l->multipv = u->multipv;
  u->infinite = false;
  char *save = NULL;
  for (char *t = strtok_r (args, " \t", &save); t; t = strtok_r (NULL, " \t", &save))
    {
      if (strcmp (t, "depth") == 0)
        l->depth = (int) next_number (&save);
      else if (strcmp (t, "nodes") == 0)
        l->nodes = (uint64_t) next_number (&save);
      else if (strcmp (t, "movetime") == 0)
        l->movetime = next_number (&save);
      else if (strcmp (t, "wtime") == 0)
        l->time[CE_WHITE] = next_number (&save);
      else if (strcmp (t, "btime") == 0)
        l->time[CE_BLACK] = next_number (&save);
      else if (strcmp (t, "winc") == 0)
        l->inc[CE_WHITE] = next_number (&save);
      else if (strcmp (t, "binc") == 0)
        l->inc[CE_BLACK] = next_number (&save);
      else if (strcmp (t, "movestogo") == 0)
        l->movestogo = (int) next_number (&save);
      else if (strcmp (t, "infinite") == 0)
        u->infinite = true;
    }
  atomic_store (&u->stop, false);
  u->running = pthread_create (&u->thread, NULL, search_thread, u) == 0;
}

static void
set_option (Uci *u, char *args)
{
  char *name = strstr (args, "name ");
  char *value = strstr (args, " value ");
  if (!name)
    return;
  name += 5;
  if (value)
    {
      *value = 0;
      value += 7;
    }
  if (strcasecmp (name, "UCI_Variant") == 0 && value)
    {
      const CeVariant *v = ce_variant_get (value);
      if (!v)
        say (u, "info string unknown variant %s", value);
      else
        {
          u->variant = v;
          ce_position_start (&u->pos, v);
          ce_search_clear (u->search);
        }
    }
  else if (strcasecmp (name, "Hash") == 0 && value)
    ce_search_set_hash (u->search, (size_t) atol (value));
  else if (strcasecmp (name, "Threads") == 0 && value)
    ce_search_set_threads (u->search, atoi (value));
  else if (strcasecmp (name, "MultiPV") == 0 && value)
    u->multipv = atoi (value) < 1 ? 1 : atoi (value) > 8 ? 8 : atoi (value);
  else if (strcasecmp (name, "Clear Hash") == 0)
    ce_search_clear (u->search);
  else
    say (u, "info string unknown option %s", name);
}

int
chimera_uci_loop (FILE *in, FILE *out)
{
  Uci u = { .out = out, .multipv = 1 };
  pthread_mutex_init (&u.lock, NULL);
  u.variant = ce_variant_get ("chess");
  ce_position_start (&u.pos, u.variant);
  u.search = ce_search_new (64);
  char line[8192];

  while (fgets (line, sizeof line, in))
    {
      line[strcspn (line, "\r\n")] = 0;
      char *cmd = line;
      while (*cmd == ' ')
        cmd++;
      char *args = cmd + strcspn (cmd, " ");
      if (*args)
        *args++ = 0;

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
          say (&u, "option name Hash type spin default 64 min 1 max 4096");
          say (&u, "option name Threads type spin default 1 min 1 max 64");
          say (&u, "option name MultiPV type spin default 1 min 1 max 8");
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
        say (&u, "info string unknown command %s", cmd);
    }
  stop_search (&u);
  ce_search_free (u.search);
  pthread_mutex_destroy (&u.lock);
  return 0;
}

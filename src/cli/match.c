/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-cli match: plays games between two players with the engine's own
 * rules as the arbiter of every move.  A player is Chimera at a level, a
 * one-ply material grabber, or an external engine speaking UCI or CECP
 * (xboard), run as a child process.  Prints each game and the score with
 * the Elo difference and its 95% error bar, and keeps the games as PGN on
 * request.
 */
#define _GNU_SOURCE
#include "match.h"

#include "eval.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "numbers.h"
#include "pgn.h"
#include "rules.h"
#include "search.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <poll.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_GAME_PLIES    600
#define MAX_OPENING_PLIES 64 /* an opening line is at most 255 characters */
#define LINE_SIZE         8192

typedef enum
{
  PLAYER_CHIMERA,
  PLAYER_MATERIAL,
  PLAYER_UCI,
  PLAYER_CECP
} PlayerKind;

typedef struct
{
  PlayerKind kind;
  char name[64];
  int level;
  const char *command;
  pid_t pid;
  FILE *to;
  int from_fd;
  char buf[LINE_SIZE];
  size_t buffered;
  bool started; /* CECP: "go" sent for this game */
  CeSearch *search;
} Player;

static int64_t
now_ms (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return (int64_t) t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* ---- child processes ---- */

static bool
spawn (Player *p)
{
  int in[2], out[2];
  if (pipe (in) || pipe (out))
    return false;
  p->pid = fork ();
  if (p->pid < 0)
    return false;
  if (p->pid == 0)
    {
      dup2 (in[0], 0);
      dup2 (out[1], 1);
      close (in[1]);
      close (out[0]);
      execl ("/bin/sh", "sh", "-c", p->command, (char *) NULL);
      _exit (127);
    }
  close (in[0]);
  close (out[1]);
  p->to = fdopen (in[1], "w");
  p->from_fd = out[0];
  p->buffered = 0;
  return p->to != NULL;
}

static void
send_line (Player *p, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vfprintf (p->to, fmt, ap);
  va_end (ap);
  fputc ('\n', p->to);
  fflush (p->to);
}

/* Reads one line into `line`; false on timeout or end of output. */
static bool
read_line (Player *p, char *line, int64_t deadline)
{
  for (;;)
    {
      char *nl = memchr (p->buf, '\n', p->buffered);
      if (nl)
        {
          size_t n = (size_t) (nl - p->buf);
          memcpy (line, p->buf, n);
          line[n] = 0;
          if (n && line[n - 1] == '\r')
            line[n - 1] = 0;
          p->buffered -= n + 1;
          memmove (p->buf, nl + 1, p->buffered);
          return true;
        }
      int64_t left = deadline - now_ms ();
      if (left <= 0 || p->buffered == sizeof p->buf)
        return false;
      struct pollfd pfd = { p->from_fd, POLLIN, 0 };
      int r = poll (&pfd, 1, (int) left);
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0)
        return false;
      ssize_t got = read (p->from_fd, p->buf + p->buffered, sizeof p->buf - p->buffered);
      if (got <= 0)
        return false;
      p->buffered += (size_t) got;
    }
}

static bool
wait_for (Player *p, const char *prefix, char *line, int64_t ms)
{
  int64_t deadline = now_ms () + ms;
  while (read_line (p, line, deadline))
    if (strncmp (line, prefix, strlen (prefix)) == 0)
      return true;
  return false;
}

static bool
player_start (Player *p, const CeVariant *v, const MatchOptions *o)
{
  int threads = o->threads;
  char line[LINE_SIZE];
  if (p->kind == PLAYER_CHIMERA)
    {
      p->search = ce_search_new (32);
      if (p->search)
        ce_search_set_threads (p->search, threads ? threads : chimera_default_threads ());
      return p->search != NULL;
    }
  if (p->kind == PLAYER_MATERIAL)
    return true;
  if (!spawn (p))
    return false;
  if (p->kind == PLAYER_UCI)
    {
      send_line (p, "uci");
      if (!wait_for (p, "uciok", line, 10000))
        return false;
      if (strcmp (v->def->id, "chess") != 0)
        send_line (p, "setoption name UCI_Variant value %s", v->def->id);
      if (threads)
        send_line (p, "setoption name Threads value %d", threads);
      for (int i = 0; i < o->nuci_options; i++)
        {
          const char *eq = strchr (o->uci_options[i], '=');
          send_line (p, "setoption name %.*s value %s", (int) (eq - o->uci_options[i]),
                     o->uci_options[i], eq + 1);
        }
      send_line (p, "isready");
      return wait_for (p, "readyok", line, 10000);
    }
  send_line (p, "xboard");
  send_line (p, "protover 2");
  /* Engines that know protover 2 end their features with done=1. */
  int64_t deadline = now_ms () + 3000;
  while (read_line (p, line, deadline))
    if (strstr (line, "done=1"))
      break;
  send_line (p, "easy");
  if (threads)
    send_line (p, "cores %d", threads);
  return true;
}

static void
player_stop (Player *p)
{
  if (p->search)
    ce_search_free (p->search);
  p->search = NULL;
  if (p->to)
    {
      send_line (p, "quit");
      fclose (p->to);
      p->to = NULL;
      close (p->from_fd);
      int status;
      for (int i = 0; i < 50 && waitpid (p->pid, &status, WNOHANG) == 0; i++)
        usleep (20000);
      if (waitpid (p->pid, &status, WNOHANG) == 0)
        {
          kill (p->pid, SIGKILL);
          waitpid (p->pid, &status, 0);
        }
    }
}

static void
player_new_game (Player *p, int64_t base_ms, int64_t inc_ms)
{
  char line[LINE_SIZE];
  p->started = false;
  if (p->kind == PLAYER_CHIMERA)
    ce_search_clear (p->search);
  else if (p->kind == PLAYER_UCI)
    {
      send_line (p, "ucinewgame");
      send_line (p, "isready");
      wait_for (p, "readyok", line, 10000);
    }
  else if (p->kind == PLAYER_CECP)
    {
      /* Stop any search the last game left running and discard its output
       * (a move it found after the game ended would otherwise be read as
       * its first move of this game). */
      static int ping;
      send_line (p, "force");
      send_line (p, "ping %d", ++ping);
      char want[32];
      snprintf (want, sizeof want, "pong %d", ping);
      wait_for (p, want, line, 10000);
      send_line (p, "new");
      send_line (p, "force");
      send_line (p, "level 0 %lld:%02lld %g", (long long) (base_ms / 60000),
                 (long long) (base_ms / 1000 % 60), (double) inc_ms / 1000.0);
      send_line (p, "post");
    }
}

/* ---- choosing a move ---- */

/* The one-ply material grabber: a move that wins at once (mate, or a
 * variant's own win such as Diagonal Chess's flag square), else one that
 * leaves it the most material (the definitions' values, pieces in hand
 * too), drawn at random among equals.  Material alone, so that it stays the
 * same yardstick whatever the evaluation learns. */
static CeMove
material_move (CePosition *pos, uint64_t *seed)
{
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves), best_score = INT32_MIN, nbest = 0;
  CeMove best[CE_MAX_MOVES];
  const int us = pos->side;
  const CeResult win = us == CE_WHITE ? CE_RESULT_WHITE_WINS : CE_RESULT_BLACK_WINS;
  for (int i = 0; i < n; i++)
    {
      CeUndo u;
      ce_make (pos, moves[i], &u);
      int balance = ce_material_balance (pos);
      int sc = ce_position_result (pos, NULL) == win ? INT32_MAX
               : us == CE_WHITE                      ? balance
                                                     : -balance;
      ce_unmake (pos, moves[i], &u);
      if (sc > best_score)
        {
          best_score = sc;
          nbest = 0;
        }
      if (sc == best_score)
        best[nbest++] = moves[i];
    }
  *seed = *seed * 6364136223846793005ull + 1442695040888963407ull;
  return nbest ? best[(*seed >> 33) % (uint64_t) nbest] : CE_MOVE_NONE;
}

typedef struct
{
  const CeVariant *v;
  CePosition start;
  char start_fen[CE_FEN_SIZE];
  char moves[MAX_GAME_PLIES][CE_MOVE_SIZE];
  int nmoves;
  int64_t clock[2];
  int64_t inc;
  uint64_t nodes; /* per move instead of the clock; 0: the clock */
} Game;

static void
moves_string (const Game *g, char *out, size_t size)
{
  size_t o = 0;
  out[0] = 0;
  for (int i = 0; i < g->nmoves && o + CE_MOVE_SIZE + 2 < size; i++)
    o += (size_t) snprintf (out + o, size - o, " %s", g->moves[i]);
}

/* Asks `p` for a move for the side to move; writes it (as text) to `out`.
 * Returns false if the player failed to answer in time. */
static bool
ask_move (Player *p, Game *g, CePosition *pos, int side, uint64_t *seed, char *out)
{
  static char line[LINE_SIZE], list[MAX_GAME_PLIES * CE_MOVE_SIZE + 16];
  /* At fixed nodes an engine still has to answer in a minute. */
  int64_t deadline = now_ms () + (g->nodes ? 60000 : g->clock[side] + 5000);
  if (p->kind == PLAYER_CHIMERA || p->kind == PLAYER_MATERIAL)
    {
      CeMove m;
      if (p->kind == PLAYER_MATERIAL)
        m = material_move (pos, seed);
      else
        {
          CeLimits l;
          ce_limits_init (&l);
          if (g->nodes)
            l.nodes = g->nodes;
          else
            {
              l.time[0] = g->clock[0];
              l.time[1] = g->clock[1];
              l.inc[0] = l.inc[1] = g->inc;
            }
          *seed = *seed * 6364136223846793005ull + 1;
          m = ce_level_play (p->search, pos, p->level, &l, NULL, *seed, NULL, NULL).best;
        }
      if (!m)
        return false;
      ce_move_to_string (pos, m, out);
      return true;
    }
  if (p->kind == PLAYER_UCI)
    {
      moves_string (g, list, sizeof list);
      send_line (p, "position fen %s%s%s", g->start_fen, g->nmoves ? " moves" : "", list);
      if (g->nodes)
        send_line (p, "go nodes %llu", (unsigned long long) g->nodes);
      else
        send_line (p, "go wtime %lld btime %lld winc %lld binc %lld", (long long) g->clock[0],
                   (long long) g->clock[1], (long long) g->inc, (long long) g->inc);
      while (read_line (p, line, deadline))
        if (strncmp (line, "bestmove ", 9) == 0)
          {
            sscanf (line + 9, "%11s", out);
            return true;
          }
      return false;
    }
  /* CECP: the engine learns the opponent's moves as they are played; on its
   * first turn it gets "go". */
  send_line (p, "time %lld", (long long) (g->clock[side] / 10));
  send_line (p, "otim %lld", (long long) (g->clock[side ^ 1] / 10));
  if (!p->started)
    {
      send_line (p, "go");
      p->started = true;
    }
  while (read_line (p, line, deadline))
    if (strncmp (line, "move ", 5) == 0)
      {
        sscanf (line + 5, "%11s", out);
        return true;
      }
  return false;
}

static void
tell_move (Player *p, const char *move)
{
  if (p->kind == PLAYER_CECP)
    send_line (p, "%s", move);
}

/* The moves of an opening line (coordinates, separated by spaces) from
 * `pos`, up to the first that is not legal there; `pos` is left unchanged.
 * Returns how many there are. */
static int
opening_moves (const CePosition *pos, const char *opening, CeMove moves[MAX_OPENING_PLIES])
{
  char buf[256];
  CePosition p = *pos;
  int n = 0;
  snprintf (buf, sizeof buf, "%s", opening);
  for (char *save, *t = strtok_r (buf, " ", &save); t && n < MAX_OPENING_PLIES;
       t = strtok_r (NULL, " ", &save))
    {
      CeUndo u;
      char err[CE_ERR_SIZE];
      if (!ce_move_parse (&p, t, &moves[n], err))
        break;
      ce_make (&p, moves[n++], &u);
    }
  return n;
}

/* Plays one game from the variant's start through `opening` (moves both
 * players are told, for engines that cannot set up a position); returns the
 * result from White's view, `why` says how. */
static CeResult
play_game (Game *g,
           const char *opening,
           Player *white,
           Player *black,
           uint64_t seed,
           char *why,
           size_t why_size)
{
  Player *players[2] = { white, black };
  CePosition pos = g->start;
  g->nmoves = 0;
  for (int c = 0; c < 2; c++)
    player_new_game (players[c], g->clock[0], g->inc);
  CeMove book[MAX_OPENING_PLIES];
  int nbook = opening_moves (&pos, opening, book);
  for (int i = 0; i < nbook; i++)
    {
      CeUndo u;
      ce_move_to_string (&pos, book[i], g->moves[g->nmoves++]);
      ce_make (&pos, book[i], &u);
      for (int c = 0; c < 2; c++)
        tell_move (players[c], g->moves[g->nmoves - 1]);
    }
  for (;;)
    {
      CeEndReason end;
      CeResult r = ce_position_result (&pos, &end);
      if (r != CE_RESULT_NONE)
        {
          snprintf (why, why_size, "%s", ce_end_reason_string (end));
          return r;
        }
      if (g->nmoves >= MAX_GAME_PLIES)
        {
          snprintf (why, why_size, "adjudicated: %d plies", MAX_GAME_PLIES);
          return CE_RESULT_DRAW;
        }
      int side = pos.side;
      char text[CE_MOVE_SIZE + 8] = "", err[CE_ERR_SIZE];
      int64_t t0 = now_ms ();
      bool answered = ask_move (players[side], g, &pos, side, &seed, text);
      g->clock[side] -= now_ms () - t0;
      CeResult lose = side == CE_WHITE ? CE_RESULT_BLACK_WINS : CE_RESULT_WHITE_WINS;
      if (!answered || (!g->nodes && g->clock[side] < 0))
        {
          snprintf (why, why_size, "%s lost on time", players[side]->name);
          return lose;
        }
      g->clock[side] += g->inc;
      CeMove m;
      CeUndo u;
      if (!ce_move_parse (&pos, text, &m, err))
        {
          snprintf (why, why_size, "%.60s played %.12s: %.100s", players[side]->name, text, err);
          return lose;
        }
      ce_move_to_string (&pos, m, g->moves[g->nmoves++]);
      ce_make (&pos, m, &u);
      tell_move (players[side ^ 1], g->moves[g->nmoves - 1]);
    }
}

/* ---- the record ---- */

/* The file every game is appended to (--pgn), or -1. */
static int pgn_fd = -1;
/* A pair's exit status when its games could not be written. */
#define PAIR_PGN_FAILED 20
/* A pair's exit status when its result lines could not be written: the
 * reader of the match's output is gone (a test that has decided). */
#define PAIR_OUTPUT_GONE 21

/* Whoever reads the match's lines has gone away: play no more games for
 * nobody (SIGPIPE is ignored, so a closed pipe shows only as an error). */
static void
output_gone (void)
{
  fprintf (stderr, "chimera-cli: cannot write the match's results: %s; stopping\n",
           strerror (errno));
}

/* PGN's Termination for the way play_game says a game ended. */
static const char *
termination (const char *why)
{
  if (strstr (why, "lost on time"))
    return "time forfeit";
  if (strncmp (why, "adjudicated", 11) == 0)
    return "adjudication";
  if (strstr (why, " played "))
    return "rules infraction";
  return "normal";
}

/* Appends the game just played to the PGN file in one write, so that pairs
 * played at once (O_APPEND) never mix their games.  False, with a message,
 * when it cannot be written. */
static bool
pgn_append (const MatchOptions *o,
            const Game *g,
            int round,
            const char *white,
            const char *black,
            CeResult r,
            const char *why)
{
  if (pgn_fd < 0)
    return true;
  CePgnGame pg;
  ce_pgn_game_init (&pg, g->v);
  for (int k = 0; k < g->nmoves; k++)
    {
      /* Every move was parsed and made by the arbiter already. */
      CePosition pos = *ce_game_position (&pg.game);
      CeMove m;
      char err[CE_ERR_SIZE];
      if (!ce_move_parse (&pos, g->moves[k], &m, err))
        break;
      ce_game_play (&pg.game, m);
    }
  char buf[64];
  time_t now = time (NULL);
  struct tm tm;
  localtime_r (&now, &tm);
  ce_pgn_set_tag (&pg, "Event", "chimera-cli match");
  strftime (buf, sizeof buf, "%Y.%m.%d", &tm);
  ce_pgn_set_tag (&pg, "Date", buf);
  snprintf (buf, sizeof buf, "%d", round);
  ce_pgn_set_tag (&pg, "Round", buf);
  ce_pgn_set_tag (&pg, "White", white);
  ce_pgn_set_tag (&pg, "Black", black);
  if (o->nodes)
    snprintf (buf, sizeof buf, "-");
  else
    snprintf (buf, sizeof buf, "%g+%g", (double) o->base_ms / 1000, (double) o->inc_ms / 1000);
  ce_pgn_set_tag (&pg, "TimeControl", buf);
  ce_pgn_set_tag (&pg, "Termination", termination (why));
  pg.result = r;
  ce_pgn_set_comment (&pg, pg.game.nmoves, why);
  char *text = ce_pgn_write (&pg);
  ce_pgn_game_free (&pg);
  if (!text)
    {
      fprintf (stderr, "chimera-cli: cannot write '%s': out of memory\n", o->pgn);
      return false;
    }
  size_t len = strlen (text);
  text[len] = '\n'; /* a blank line after the game: its NUL goes */
  ssize_t n = write (pgn_fd, text, len + 1);
  free (text);
  if (n == (ssize_t) len + 1)
    return true;
  /* A short write leaves part of the game at the file's end: say so, as
   * the next reader of the file will stop there. */
  if (n < 0)
    fprintf (stderr, "chimera-cli: cannot write '%s': %s\n", o->pgn, strerror (errno));
  else
    fprintf (stderr, "chimera-cli: cannot write '%s': disk full (its last game is cut short)\n",
             o->pgn);
  return false;
}

static void
pgn_close (void)
{
  if (pgn_fd >= 0)
    close (pgn_fd);
  pgn_fd = -1;
}

/* ---- the match ---- */

/* Balanced orthodox openings (a few plies each), played from both sides. */
static const char *const chess_openings[] = {
  "e2e4 e7e5 g1f3 b8c6", "d2d4 d7d5 c2c4 e7e6", "e2e4 c7c5 g1f3 d7d6", "d2d4 g8f6 c2c4 g7g6",
  "c2c4 e7e5 b1c3 g8f6", "e2e4 e7e6 d2d4 d7d5", "e2e4 c7c6 d2d4 d7d5", "g1f3 d7d5 g2g3 g8f6",
  "d2d4 g8f6 c2c4 e7e6", "e2e4 e7e5 f1c4 g8f6", "d2d4 d7d5 g1f3 g8f6", "e2e4 d7d6 d2d4 g8f6",
};

typedef struct
{
  int wins, draws, losses; /* the first player's */
} Tally;

static void
tally (Tally *t, double points)
{
  t->wins += points == 1;
  t->draws += points == 0.5;
  t->losses += points == 0;
}

/* The judge of a random opening (--balanced): a search to this depth, one
 * thread, a fresh table the size `chimera-cli search` uses, so the same
 * opening gets the same verdict on any machine and `search --depth 6`
 * repeats it. */
#define JUDGE_DEPTH   6
#define JUDGE_HASH_MB 64
/* Random openings drawn for a pair before the last one is taken as it is. */
#define JUDGE_TRIES 100

/* The judge's score of `p` for its side to move, or INT_MAX for a mate. */
static int
judge_opening (const CePosition *p)
{
  static CeSearch *judge; /* one a process, cleared before each verdict */
  if (!judge)
    {
      judge = ce_search_new (JUDGE_HASH_MB);
      ce_search_set_threads (judge, 1);
    }
  ce_search_clear (judge);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = JUDGE_DEPTH;
  CeSearchResult r = ce_search_run (judge, p, &l, NULL, NULL, NULL);
  return ce_score_mate (r.score) ? INT_MAX : r.score;
}

/* Plays `plies` random moves from `p`, the same ones for the same `*state`,
 * which it advances, and appends them to `opening`. */
static void
draw_plies (CePosition *p, int plies, uint64_t *state, char *opening, size_t size)
{
  for (int k = 0; k < plies; k++)
    {
      CeMove moves[CE_MAX_MOVES];
      CeUndo u;
      char m[CE_MOVE_SIZE];
      int n = ce_generate_legal (p, moves);
      if (!n)
        break;
      *state = *state * 6364136223846793005ull + 1442695040888963407ull;
      CeMove mv = moves[(*state >> 33) % (uint64_t) n];
      size_t len = strlen (opening);
      snprintf (opening + len, size - len, "%s%s", len ? " " : "", ce_move_to_string (p, mv, m));
      ce_make (p, mv, &u);
    }
}

/* The opening of pair `pair` (from 0), written to `opening`: in chess a
 * book line, in the other variants random plies, drawn again with
 * --balanced until the judge finds them even enough. */
static void
pair_opening (const MatchOptions *o, const CeVariant *v, int pair, char *opening, size_t size)
{
  const int nbook = (int) (sizeof chess_openings / sizeof chess_openings[0]);
  int random_plies = 4;
  CePosition p;
  ce_position_start (&p, v);
  opening[0] = '\0';
  if (v == ce_variant_get ("chess"))
    {
      /* The book lines; once each has had its pair, each again with one
       * random ply a side after it, so that long matches (an SPRT) do not
       * replay the same games. */
      snprintf (opening, size, "%s", chess_openings[pair % nbook]);
      random_plies = pair < nbook ? 0 : 2;
      CeMove book[MAX_OPENING_PLIES];
      int nbook_moves = opening_moves (&p, opening, book);
      for (int k = 0; k < nbook_moves; k++)
        {
          CeUndo u;
          ce_make (&p, book[k], &u);
        }
    }
  uint64_t s = o->seed + (uint64_t) pair * 7919;
  const CePosition drawn_from = p;
  const size_t book_len = strlen (opening);
  for (int tries = 1;; tries++)
    {
      p = drawn_from;
      opening[book_len] = '\0';
      draw_plies (&p, random_plies, &s, opening, size);
      if (!o->balanced || !random_plies || tries == JUDGE_TRIES)
        break;
      int score = judge_opening (&p);
      if (score != INT_MAX && abs (score) <= o->balanced)
        break;
    }
}

/* Plays game `i` (from 0) of the match from `opening`, the opening of its
 * pair: the first player `a` has White in the first game of each pair.
 * Writes the game's line to `line` and the game to the PGN file; returns
 * a's points, -1 if the game could not be written. */
static double
match_game (const MatchOptions *o,
            const CeVariant *v,
            int i,
            const char *opening,
            Player *a,
            Player *b,
            char *line,
            size_t size)
{
  static Game g;
  g.v = v;
  ce_position_start (&g.start, v);
  ce_position_to_fen (&g.start, g.start_fen);
  g.clock[0] = g.clock[1] = o->base_ms;
  g.inc = o->inc_ms;
  g.nodes = o->nodes;
  bool a_white = i % 2 == 0;
  char why[256];
  CeResult r = play_game (&g, opening, a_white ? a : b, a_white ? b : a, o->seed + (uint64_t) i,
                          why, sizeof why);
  snprintf (line, size, "game %d: %s - %s %s (%s, %d plies)\n", i + 1, a_white ? a->name : b->name,
            a_white ? b->name : a->name, ce_result_string (r), why, g.nmoves);
  if (!pgn_append (o, &g, i + 1, a_white ? a->name : b->name, a_white ? b->name : a->name, r, why))
    return -1;
  return r == CE_RESULT_DRAW ? 0.5 : (r == CE_RESULT_WHITE_WINS) == a_white ? 1 : 0;
}

/* A pair of games in a process of its own, with players of its own: its
 * lines go out in one write (so pairs never interleave), a's points in its
 * exit status: 1 + 3 h1 + h2 for two games (h1, h2 its half-points in
 * each), 10 + h1 for the last pair of an odd match, 0 if its players did
 * not start. */
static void
pair_child (const MatchOptions *o, const CeVariant *v, int pair, Player *a, Player *b)
{
  char lines[1024] = "";
  if (!player_start (a, v, o) || !player_start (b, v, o))
    _exit (0);
  int half[2] = { 0, 0 }, n = 2 * pair + 1 < o->games ? 2 : 1;
  char opening[256];
  pair_opening (o, v, pair, opening, sizeof opening);
  for (int k = 0; k < n; k++)
    {
      size_t len = strlen (lines);
      double points
        = match_game (o, v, 2 * pair + k, opening, a, b, lines + len, sizeof lines - len);
      if (points < 0)
        {
          player_stop (a);
          player_stop (b);
          _exit (PAIR_PGN_FAILED);
        }
      half[k] = (int) (2 * points);
    }
  int code = n == 2 ? 1 + 3 * half[0] + half[1] : 10 + half[0];
  player_stop (a);
  player_stop (b);
  if (write (STDOUT_FILENO, lines, strlen (lines)) < 0)
    {
      output_gone ();
      _exit (PAIR_OUTPUT_GONE);
    }
  _exit (code);
}

/* The match's pairs, o->concurrency of them at a time. */
static bool
play_pairs (const MatchOptions *o, const CeVariant *v, Player *a, Player *b, Tally *t)
{
  int pairs = (o->games + 1) / 2, next = 0, running = 0;
  bool ok = true;
  fflush (stdout);
  while (running > 0 || (ok && next < pairs))
    {
      while (ok && running < o->concurrency && next < pairs)
        {
          pid_t pid = fork ();
          if (pid == 0)
            pair_child (o, v, next, a, b);
          if (pid < 0)
            {
              fprintf (stderr, "chimera-cli: could not start a game: %s\n", strerror (errno));
              ok = false;
              break;
            }
          next++;
          running++;
        }
      int status;
      if (running == 0 || wait (&status) < 0)
        break;
      running--;
      int code = WIFEXITED (status) ? WEXITSTATUS (status) : 0;
      if (code >= 1 && code <= 9)
        {
          tally (t, (double) ((code - 1) / 3) / 2);
          tally (t, (double) ((code - 1) % 3) / 2);
        }
      else if (code >= 10 && code <= 12)
        tally (t, (double) (code - 10) / 2);
      else if (code == PAIR_PGN_FAILED || code == PAIR_OUTPUT_GONE)
        ok = false; /* the pair said why */
      else
        {
          fprintf (stderr, "chimera-cli: a game pair failed (its players did not start)\n");
          ok = false;
        }
    }
  return ok;
}

static bool
parse_player (const char *spec, Player *p)
{
  memset (p, 0, sizeof *p);
  if (strcmp (spec, "chimera") == 0 || strncmp (spec, "chimera:", 8) == 0)
    {
      p->kind = PLAYER_CHIMERA;
      p->level = CE_LEVEL_MAX;
      int64_t level;
      ChimeraNumberStatus st
        = spec[7] ? chimera_parse_integer (spec + 8, CE_LEVEL_MIN, CE_LEVEL_MAX, &level)
                  : CHIMERA_NUMBER_OK;
      if (st != CHIMERA_NUMBER_OK)
        {
          fprintf (stderr,
                   "chimera-cli: bad level '%s' in player '%s' (%s): expected a whole number "
                   "from %d to %d\n",
                   spec + 8, spec, chimera_number_problem (st), CE_LEVEL_MIN, CE_LEVEL_MAX);
          return false;
        }
      if (spec[7])
        p->level = (int) level;
      snprintf (p->name, sizeof p->name, "chimera-%d", p->level);
      return true;
    }
  if (strcmp (spec, "material") == 0)
    {
      p->kind = PLAYER_MATERIAL;
      snprintf (p->name, sizeof p->name, "material");
      return true;
    }
  if (strncmp (spec, "uci:", 4) == 0 || strncmp (spec, "cecp:", 5) == 0)
    {
      p->kind = spec[0] == 'u' ? PLAYER_UCI : PLAYER_CECP;
      p->command = strchr (spec, ':') + 1;
      const char *base = strrchr (p->command, '/');
      snprintf (p->name, sizeof p->name, "%.40s", base ? base + 1 : p->command);
      return *p->command != 0;
    }
  return false;
}

static void
elo (double score, int games, double *diff, double *error)
{
  double p = score / games;
  double eps = 0.5 / games;
  double q = p < eps ? eps : p > 1 - eps ? 1 - eps : p;
  *diff = -400 * log10 (1 / q - 1);
  /* 95% interval of the score, mapped through the Elo curve. */
  double sd = sqrt (q * (1 - q) / games);
  double hi = q + 1.96 * sd > 1 - eps ? 1 - eps : q + 1.96 * sd;
  double lo = q - 1.96 * sd < eps ? eps : q - 1.96 * sd;
  *error = (-400 * log10 (1 / hi - 1) + 400 * log10 (1 / lo - 1)) / 2;
}

int
chimera_match (const MatchOptions *o)
{
  const CeVariant *v = ce_variant_get (o->variant);
  Player a, b;
  if (!v)
    {
      fprintf (stderr, "chimera-cli: unknown variant '%s'\n", o->variant);
      return 2;
    }
  /* A bad level has had its own message; anything else gets the list. */
  for (int k = 0; k < 2; k++)
    if (!parse_player (k ? o->second : o->first, k ? &b : &a))
      {
        if (strncmp (k ? o->second : o->first, "chimera:", 8) != 0)
          fprintf (stderr,
                   "chimera-cli: players are chimera[:LEVEL], material, uci:CMD or cecp:CMD\n");
        return 2;
      }
  if (o->nodes && (a.kind == PLAYER_CECP || b.kind == PLAYER_CECP))
    {
      fprintf (stderr, "chimera-cli: --nodes needs Chimera or UCI players (CECP has no node "
                       "budget)\n");
      return 2;
    }
  signal (SIGPIPE, SIG_IGN);
  if (o->pgn && (pgn_fd = open (o->pgn, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644)) < 0)
    {
      fprintf (stderr, "chimera-cli: cannot write '%s': %s\n", o->pgn, strerror (errno));
      return 2;
    }
  if (!player_start (&a, v, o) || !player_start (&b, v, o))
    {
      fprintf (stderr, "chimera-cli: could not start a player\n");
      player_stop (&a);
      player_stop (&b);
      pgn_close ();
      return 2;
    }

  Tally t = { 0 };
  if (o->concurrency > 1)
    {
      /* The players were started once to report a bad one now; each pair
       * starts its own. */
      player_stop (&a);
      player_stop (&b);
      if (!play_pairs (o, v, &a, &b, &t))
        {
          pgn_close ();
          return 2;
        }
    }
  else
    for (int i = 0; i < o->games; i++)
      {
        static char opening[256];
        char line[512];
        if (i % 2 == 0)
          pair_opening (o, v, i / 2, opening, sizeof opening);
        double points = match_game (o, v, i, opening, &a, &b, line, sizeof line);
        bool written = fputs (line, stdout) >= 0 && fflush (stdout) == 0;
        if (!written)
          output_gone ();
        if (points < 0 || !written)
          {
            player_stop (&a);
            player_stop (&b);
            pgn_close ();
            return 2;
          }
        tally (&t, points);
      }
  double diff, err;
  double score = t.wins + 0.5 * t.draws;
  elo (score, o->games, &diff, &err);
  printf ("%s vs %s, %s, %d games: %.1f-%.1f (+%d =%d -%d), %.1f%%, Elo %+.0f +/- %.0f\n", a.name,
          b.name, v->def->id, o->games, score, o->games - score, t.wins, t.draws, t.losses,
          100.0 * score / o->games, diff, err);
  player_stop (&a);
  player_stop (&b);
  pgn_close ();
  return 0;
}

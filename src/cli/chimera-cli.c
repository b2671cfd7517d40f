/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-cli: the engine on the command line (the contract in RULINGS.md),
 * plus a few study helpers.  A thin user of the engine library.
 */
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "pgn.h"
#include "rules.h"
#include "diagram-cli.h"
#include "match.h"
#include "numbers.h"
#include "pgn-each.h"
#include "review-cli.h"
#include "uci.h"
#include "xboard.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char usage[]
  = "Usage: chimera-cli COMMAND [OPTIONS]\n"
    "\n"
    "Commands:\n"
    "  variants                          list the variant ids, one a line\n"
    "  fen --variant ID                  print the start position string\n"
    "  perft --variant ID [--fen FEN] --depth N [--divide]\n"
    "                                    count move paths of length N; --divide first\n"
    "                                    prints '<move> <count>' for each legal move;\n"
    "                                    the last line is 'nodes <total>'\n"
    "  moves --variant ID [--fen FEN] [--play] [MOVE...]\n"
    "                                    list the legal moves after MOVEs, sorted\n"
    "  play --variant ID [--fen FEN] [--play] MOVE...\n"
    "                                    play moves; print the position string and result\n"
    "  search --variant ID [--fen FEN] [--depth N] [--movetime MS] [--threads N]\n"
    "                                    search and print UCI-style info lines and\n"
    "                                    the best move\n"
    "  uci                               speak UCI on stdin/stdout (UCI_Variant\n"
    "                                    selects the variant)\n"
    "  xboard                            speak CECP (XBoard/WinBoard protocol 2) on\n"
    "                                    stdin/stdout, every variant engine-defined\n"
    "                                    (docs/xboard.md)\n"
    "  bench [--depth N] [--threads N]   search fixed positions of every variant;\n"
    "                                    prints the node total and nodes/s; by\n"
    "                                    default (depth 7, one thread) the total is\n"
    "                                    the search's signature (bench/signature.txt)\n"
    "  match --variant ID [--games N] [--tc BASE+INC | --nodes N] [--seed N]\n"
    "        [--threads N] [--concurrency N] [--uci-option NAME=VALUE]...\n"
    "        [--pgn FILE] [--balanced CP]\n"
    "        PLAYER PLAYER               play games, our rules the arbiter; a PLAYER\n"
    "                                    is chimera[:LEVEL], material, uci:COMMAND or\n"
    "                                    cecp:COMMAND; --tc in seconds (10+0.1);\n"
    "                                    --nodes: a node budget per move instead of a\n"
    "                                    clock (UCI engines get 'go nodes N'), the\n"
    "                                    same on any machine load;\n"
    "                                    --concurrency: game pairs played at once;\n"
    "                                    --uci-option NAME=VALUE (repeated) is sent\n"
    "                                    to every UCI player ('Move Overhead=60');\n"
    "                                    --threads for every player (default: Chimera\n"
    "                                    uses every core, engines keep their own);\n"
    "                                    --pgn FILE: append every game to FILE;\n"
    "                                    --balanced CP: draw the random opening moves\n"
    "                                    again until a search to depth 6 scores the\n"
    "                                    position after them within CP of even\n"
    "  pgn [--moves] FILE                read every game in a PGN file (docs/pgn.md)\n"
    "                                    and print one line per game: variant id,\n"
    "                                    result and final position string, tab-\n"
    "                                    separated; --moves adds the moves in\n"
    "                                    coordinates, separated by spaces; each bad\n"
    "                                    game prints FILE:LINE:COLUMN: message on\n"
    "                                    stderr (exit 2); FILE - is standard input\n"
    "  pgn --write FILE                  write every game of FILE to stdout as the\n"
    "                                    engine's writer does: tags, variations,\n"
    "                                    comments, NAGs, [%eval] [%clk] [%cal] [%csl]\n"
    "  review [--movetime MS | --depth N] [--threads N] FILE\n"
    "                                    review every game of FILE (docs/review.md)\n"
    "                                    and write it annotated as PGN: NAGs, [%eval]\n"
    "                                    comments, the better line as a variation,\n"
    "                                    a summary per side; default --depth 8\n"
    "  diagram --variant ID [--fen FEN] [--moves \"MOVE...\"] [--shapes PGN]\n"
    "          [--size N] [--coordinates] [--flip] [--no-marks] [--theme NAME]\n"
    "          [--format png|svg] FILE\n"
    "                                    draw the position (after MOVEs, the last\n"
    "                                    one marked; --shapes \"[%cal Ge2e4][%csl Rd4]\"\n"
    "                                    arrows and circles) as the app does into a\n"
    "                                    PNG or SVG diagram N pixels square (64 to\n"
    "                                    4096, default 400); the format from --format\n"
    "                                    or FILE's extension; themes brown, green,\n"
    "                                    blue, grey (not in a -Dui=disabled build)\n"
    "  --help                            show this help\n"
    "\n"
    "Invalid input prints one line on stderr and exits with status 2.\n";

typedef struct
{
  const char *variant;
  const char *fen;
  int depth;
  int threads;
  int games;
  long movetime;
  uint64_t nodes;
  int concurrency;
  int balanced;
  const char *uci_options[CHIMERA_UCI_OPTIONS_MAX];
  int nuci_options;
  const char *pgn;
  double base, inc;
  unsigned long long seed;
  bool divide;
  bool timing;
  bool moves;
  bool write;
  int nrest;
  char **rest;
} Options;

static int
die (const char *fmt, const char *arg)
{
  fprintf (stderr, "chimera-cli: ");
  fprintf (stderr, fmt, arg);
  fputc ('\n', stderr);
  return 2;
}

/* Reads option `name`'s value, a whole number in [min, max], into *out. */
static int
whole_option (const char *name, const char *val, int64_t min, int64_t max, int64_t *out)
{
  ChimeraNumberStatus st = chimera_parse_integer (val, min, max, out);
  if (st == CHIMERA_NUMBER_OK)
    return 0;
  fprintf (stderr, "chimera-cli: bad %s '%s' (%s): expected a whole number from %lld to %lld\n",
           name, val, chimera_number_problem (st), (long long) min, (long long) max);
  return 2;
}

/* --tc BASE[+INC]: seconds, decimals allowed; BASE above zero. */
static int
time_control_option (const char *val, double *base, double *inc)
{
  char buf[64];
  const char *plus = strchr (val, '+');
  size_t len = plus ? (size_t) (plus - val) : strlen (val);
  ChimeraNumberStatus st = CHIMERA_NUMBER_INVALID;
  if (len < sizeof buf)
    {
      memcpy (buf, val, len);
      buf[len] = 0;
      st = chimera_parse_decimal (buf, 0.001, CHIMERA_TC_MAX_S, base);
      *inc = 0;
      if (st == CHIMERA_NUMBER_OK && plus)
        st = chimera_parse_decimal (plus + 1, 0, CHIMERA_TC_MAX_S, inc);
    }
  if (st == CHIMERA_NUMBER_OK)
    return 0;
  fprintf (stderr,
           "chimera-cli: bad time control '%s' (%s): expected BASE+INC in seconds, BASE from "
           "0.001 and INC from 0, both up to %.0f\n",
           val, chimera_number_problem (st), CHIMERA_TC_MAX_S);
  return 2;
}

static int
parse_options (int argc, char **argv, Options *o)
{
  memset (o, 0, sizeof *o);
  o->depth = -1;
  o->rest = calloc ((size_t) argc + 1, sizeof (char *));
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i];
      int64_t n;
      int rc = 0;
      if (strcmp (a, "--variant") == 0 || strcmp (a, "--fen") == 0 || strcmp (a, "--depth") == 0
          || strcmp (a, "--threads") == 0 || strcmp (a, "--movetime") == 0
          || strcmp (a, "--games") == 0 || strcmp (a, "--tc") == 0 || strcmp (a, "--seed") == 0
          || strcmp (a, "--nodes") == 0 || strcmp (a, "--uci-option") == 0
          || strcmp (a, "--concurrency") == 0 || strcmp (a, "--pgn") == 0
          || strcmp (a, "--balanced") == 0)
        {
          if (i + 1 >= argc)
            return die ("%s needs a value", a);
          const char *val = argv[++i];
          if (strcmp (a, "--variant") == 0)
            o->variant = val;
          else if (strcmp (a, "--fen") == 0)
            o->fen = val;
          else if (strcmp (a, "--pgn") == 0)
            o->pgn = val;
          else if (strcmp (a, "--depth") == 0)
            {
              if (!(rc = whole_option ("depth", val, 0, CHIMERA_DEPTH_MAX, &n)))
                o->depth = (int) n;
            }
          else if (strcmp (a, "--threads") == 0)
            {
              if (!(rc = whole_option ("thread count", val, 1, CHIMERA_THREADS_MAX, &n)))
                o->threads = (int) n;
            }
          else if (strcmp (a, "--movetime") == 0)
            {
              if (!(rc = whole_option ("movetime (milliseconds)", val, 1, CHIMERA_MS_MAX, &n)))
                o->movetime = (long) n;
            }
          else if (strcmp (a, "--games") == 0)
            {
              if (!(rc = whole_option ("game count", val, 1, CHIMERA_GAMES_MAX, &n)))
                o->games = (int) n;
            }
          else if (strcmp (a, "--tc") == 0)
            rc = time_control_option (val, &o->base, &o->inc);
          else if (strcmp (a, "--uci-option") == 0)
            {
              const char *eq = strchr (val, '=');
              if (strpbrk (val, "\r\n"))
                rc = die ("%s", "bad UCI option (a line break in it): expected NAME=VALUE");
              else if (!eq || eq == val)
                rc = die ("bad UCI option '%s': expected NAME=VALUE", val);
              else if (o->nuci_options == CHIMERA_UCI_OPTIONS_MAX)
                rc = die ("%s", "too many --uci-option (at most 16)");
              else
                o->uci_options[o->nuci_options++] = val;
            }
          else if (strcmp (a, "--concurrency") == 0)
            {
              if (!(rc = whole_option ("concurrency", val, 1, 64, &n)))
                o->concurrency = (int) n;
            }
          else if (strcmp (a, "--balanced") == 0)
            {
              if (!(rc = whole_option ("opening margin (centipawns)", val, 1, 1000, &n)))
                o->balanced = (int) n;
            }
          else if (strcmp (a, "--nodes") == 0)
            {
              if (!(rc = whole_option ("node count", val, 1, CHIMERA_NODES_MAX, &n)))
                o->nodes = (uint64_t) n;
            }
          else
            {
              uint64_t seed = 0;
              ChimeraNumberStatus st = chimera_parse_unsigned (val, UINT64_MAX, &seed);
              if (st != CHIMERA_NUMBER_OK)
                {
                  fprintf (stderr,
                           "chimera-cli: bad seed '%s' (%s): expected a whole number from 0 to "
                           "%llu\n",
                           val, chimera_number_problem (st), (unsigned long long) UINT64_MAX);
                  rc = 2;
                }
              o->seed = seed;
            }
          if (rc)
            return rc;
        }
      else if (strcmp (a, "--divide") == 0)
        o->divide = true;
      else if (strcmp (a, "--time") == 0)
        o->timing = true;
      else if (strcmp (a, "--moves") == 0)
        o->moves = true;
      else if (strcmp (a, "--write") == 0)
        o->write = true;
      else if (strcmp (a, "--play") == 0)
        continue; /* the moves follow as plain arguments */
      else if (a[0] == '-' && a[1] == '-')
        return die ("unknown option '%s' (see --help)", a);
      else
        o->rest[o->nrest++] = argv[i];
    }
  return 0;
}

static int
load_position (const Options *o, CePosition *pos)
{
  char err[CE_ERR_SIZE];
  if (!o->variant)
    return die ("%s", "missing --variant ID (see 'chimera-cli variants')");
  const CeVariant *v = ce_variant_get (o->variant);
  if (!v)
    return die ("unknown variant '%s' (see 'chimera-cli variants')", o->variant);
  if (!o->fen)
    ce_position_start (pos, v);
  else if (!ce_position_from_fen (pos, v, o->fen, err))
    return die ("invalid position: %s", err);
  return 0;
}

static int
play_moves (CePosition *pos, char **moves, int n)
{
  char err[CE_ERR_SIZE];
  for (int i = 0; i < n; i++)
    {
      CeMove m;
      CeUndo u;
      if (!ce_move_parse (pos, moves[i], &m, err))
        return die ("%s", err);
      ce_make (pos, m, &u);
    }
  return 0;
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp ((const char *) a, (const char *) b);
}

static int
cmd_perft (const Options *o)
{
  CePosition pos;
  int rc = load_position (o, &pos);
  if (rc)
    return rc;
  if (o->depth < 0)
    return die ("%s", "missing --depth N");
  struct timespec t0, t1;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  uint64_t total = 0;
  if (o->divide && o->depth > 0)
    {
      CeMove moves[CE_MAX_MOVES];
      int n = ce_generate_legal (&pos, moves);
      for (int i = 0; i < n; i++)
        {
          char buf[CE_MOVE_SIZE];
          CeUndo u;
          ce_move_to_string (&pos, moves[i], buf);
          ce_make (&pos, moves[i], &u);
          uint64_t c = ce_perft (&pos, o->depth - 1);
          ce_unmake (&pos, moves[i], &u);
          printf ("%s %llu\n", buf, (unsigned long long) c);
          total += c;
        }
    }
  else
    total = ce_perft (&pos, o->depth);
  clock_gettime (CLOCK_MONOTONIC, &t1);
  if (o->timing)
    {
      double s = (double) (t1.tv_sec - t0.tv_sec) + (double) (t1.tv_nsec - t0.tv_nsec) / 1e9;
      fprintf (stderr, "time %.3f s, %.0f nodes/s\n", s, s > 0 ? (double) total / s : 0.0);
    }
  printf ("nodes %llu\n", (unsigned long long) total);
  return 0;
}

static void
print_info (const CeSearchInfo *info, void *data)
{
  char line[4096];
  chimera_format_info (data, info, line, sizeof line);
  puts (line);
  fflush (stdout);
}

static int
cmd_search (const Options *o)
{
  CePosition pos;
  int rc = load_position (o, &pos);
  if (rc || (rc = play_moves (&pos, o->rest + 1, o->nrest - 1)))
    return rc;
  if (o->depth == 0)
    return die ("bad depth '%s': search needs a whole number from 1 to 30", "0");
  CeSearch *s = ce_search_new (64);
  ce_search_set_threads (s, o->threads ? o->threads : 1);
  CeLimits l;
  ce_limits_init (&l);
  l.depth = o->depth > 0 ? o->depth : 0;
  l.movetime = o->movetime;
  if (!l.depth && !l.movetime)
    l.depth = 8;
  CeSearchResult r = ce_search_run (s, &pos, &l, NULL, print_info, &pos);
  char buf[CE_MOVE_SIZE];
  printf ("bestmove %s\n", r.best ? ce_move_to_string (&pos, r.best, buf) : "(none)");
  ce_search_free (s);
  return 0;
}

static int
cmd_moves (const Options *o)
{
  CePosition pos;
  int rc = load_position (o, &pos);
  if (rc || (rc = play_moves (&pos, o->rest + 1, o->nrest - 1)))
    return rc;
  CeMove moves[CE_MAX_MOVES];
  static char names[CE_MAX_MOVES][CE_MOVE_SIZE];
  int n = ce_generate_legal (&pos, moves);
  for (int i = 0; i < n; i++)
    ce_move_to_string (&pos, moves[i], names[i]);
  qsort (names, (size_t) n, sizeof names[0], compare_strings);
  for (int i = 0; i < n; i++)
    puts (names[i]);
  return 0;
}

static int
cmd_play (const Options *o)
{
  CePosition pos;
  int rc = load_position (o, &pos);
  if (rc || (rc = play_moves (&pos, o->rest + 1, o->nrest - 1)))
    return rc;
  char fen[CE_FEN_SIZE];
  CeEndReason why;
  CeResult r = ce_position_result (&pos, &why);
  printf ("%s\n%s", ce_position_to_fen (&pos, fen), ce_result_string (r));
  if (r != CE_RESULT_NONE)
    printf (" %s", ce_end_reason_string (why));
  putchar ('\n');
  return 0;
}

/* One game's line, or its text with --write (games apart by a blank line). */
static void
print_game (const Options *o, const CePgnGame *pg, bool first)
{
  const CeGame *g = &pg->game;
  if (o->write)
    {
      char *text = ce_pgn_write (pg);
      printf ("%s%s", first ? "" : "\n", text);
      free (text);
      return;
    }
  char fen[CE_FEN_SIZE], move[CE_MOVE_SIZE];
  printf ("%s\t%s\t%s", g->v->def->id, ce_result_string (pg->result),
          ce_position_to_fen (ce_game_position (g), fen));
  if (o->moves)
    {
      putchar ('\t');
      for (int k = 0; k < g->nmoves; k++)
        printf ("%s%s", k ? " " : "",
                ce_move_to_string (ce_game_position_at (g, k), g->moves[k], move));
    }
  putchar ('\n');
}

static void
print_each (CePgnGame *pg, bool first, void *data)
{
  print_game (data, pg, first);
}

/* Reads FILE (- for standard input) game by game in bounded memory. */
static int
cmd_pgn (const Options *o)
{
  if (o->nrest != 2)
    return die ("%s", "pgn needs one FILE (see --help)");
  return chimera_each_game (o->rest[1], print_each, (void *) o);
}

int
main (int argc, char **argv)
{
  Options o;
  if (argc < 2)
    {
      fputs (usage, stderr);
      return 2;
    }
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
      {
        fputs (usage, stdout);
        return 0;
      }
  if (strcmp (argv[1], "review") == 0)
    return chimera_review_command (argc - 2, argv + 2);
  if (strcmp (argv[1], "diagram") == 0)
    return chimera_diagram_command (argc - 2, argv + 2);
  int rc = parse_options (argc - 1, argv + 1, &o);
  if (rc)
    {
      free (o.rest);
      return rc;
    }
  const char *cmd = o.nrest ? o.rest[0] : "";
  if (strcmp (cmd, "variants") == 0)
    {
      for (const char *const *id = ce_variant_ids (); *id; id++)
        puts (*id);
      rc = 0;
    }
  else if (strcmp (cmd, "fen") == 0)
    {
      CePosition pos;
      char fen[CE_FEN_SIZE];
      if (!(rc = load_position (&o, &pos)))
        puts (ce_position_to_fen (&pos, fen));
    }
  else if (strcmp (cmd, "perft") == 0)
    rc = cmd_perft (&o);
  else if (strcmp (cmd, "moves") == 0)
    rc = cmd_moves (&o);
  else if (strcmp (cmd, "play") == 0)
    rc = cmd_play (&o);
  else if (strcmp (cmd, "search") == 0)
    rc = cmd_search (&o);
  else if (strcmp (cmd, "uci") == 0)
    rc = chimera_uci_loop (stdin, stdout);
  else if (strcmp (cmd, "xboard") == 0)
    rc = chimera_xboard_loop (stdin, stdout);
  else if (strcmp (cmd, "match") == 0)
    {
      if (o.nrest != 3)
        rc = die ("%s", "match needs two players (see --help)");
      else
        {
          MatchOptions mo = { o.variant ? o.variant : "chess",
                              o.rest[1],
                              o.rest[2],
                              o.games ? o.games : 2,
                              (int64_t) ((o.base ? o.base : 10) * 1000),
                              (int64_t) (o.inc * 1000),
                              o.seed,
                              o.threads,
                              o.nodes,
                              o.concurrency ? o.concurrency : 1,
                              o.uci_options,
                              o.nuci_options,
                              o.pgn,
                              o.balanced };
          rc = chimera_match (&mo);
        }
    }
  else if (strcmp (cmd, "pgn") == 0)
    rc = cmd_pgn (&o);
  else if (strcmp (cmd, "bench") == 0 && o.depth == 0)
    rc = die ("bad depth '%s': bench needs a whole number from 1 to 30", "0");
  else if (strcmp (cmd, "bench") == 0)
    rc = chimera_bench (o.depth > 0 ? o.depth : CHIMERA_BENCH_DEPTH, o.threads ? o.threads : 1, 16);
  else
    rc = die ("unknown command '%s' (see --help)", cmd);
  free (o.rest);
  return rc;
}

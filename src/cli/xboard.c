/* SPDX-License-Identifier: GPL-3.0-or-later
 * The CECP command loop: reads XBoard's commands, keeps the game, and
 * answers (features, variant definitions, moves, highlights, errors).
 * Searches run on their own thread (xboard-search.c) so that "?", "ping"
 * and "quit" are answered at once.  Every move XBoard sends is checked
 * against the engine's legal moves; bad input is answered, never trusted.
 */
#include "xboard.h"

#include "xboard-notation.h"
#include "xboard-private.h"
#include "xboard-variant.h"

#include "movegen.h"
#include "notation.h"
#include "line-input.h"
#include "numbers.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define ENGINE_NAME  "Chimera 0.1.0"
#define DEFAULT_HASH 64
/* A longer line is dropped whole (XBoard never sends one). */

/* The game from v's start (or fen); false (game unchanged) if fen is bad. */
static bool
reset_game (Xb *x, const CeVariant *v, const char *fen, char *err)
{
  CeGame g;
  if (fen)
    {
      if (!ce_game_init_fen (&g, v, fen, err))
        return false;
    }
  else
    ce_game_init (&g, v);
  ce_game_free (&x->game);
  x->game = g;
  x->variant = v;
  x->over = false;
  return true;
}

static void
send_features (Xb *x)
{
  char list[512];
  chimera_xb_variant_list (list, sizeof list);
  chimera_xb_say (x, "feature done=0");
  chimera_xb_say (x,
                  "feature myname=\"%s\" variants=\"%s\" setboard=1 usermove=1 ping=1 time=1 "
                  "colors=0 sigint=0 sigterm=0 reuse=1 analyze=1 memory=1 smp=1 highlight=1 "
                  "san=0 draw=0 name=0 debug=1",
                  ENGINE_NAME, list);
  chimera_xb_say (x, "feature done=1");
}

/* "variant NAME": the game from the variant's start, defined for XBoard. */
static void
set_variant (Xb *x, const char *name)
{
  const CeVariant *v = chimera_xb_variant_lookup (name);
  if (!v)
    {
      chimera_xb_say (x, "Error (unknown variant): %.40s", name);
      return;
    }
  reset_game (x, v, NULL, NULL);
  ce_search_clear (x->search);
  if (!chimera_xb_variant_is_engine_defined (v))
    return;
  char line[512];
  chimera_xb_variant_setup (v, line, sizeof line);
  chimera_xb_say (x, "%s", line);
  for (int t = 1; t <= v->def->ntypes; t++)
    if (chimera_xb_variant_piece (v, t, line, sizeof line))
      chimera_xb_say (x, "%s", line);
}

/* XBoard writes en-passant squares in its own rank numbering: rewrites the
 * fourth field of fen in ours.  False if it is not a list of squares. */
static bool
convert_ep (const CeVariant *v, char *fen, size_t size)
{
  char *f[6] = { 0 };
  char copy[CE_FEN_SIZE * 2];
  if (strlen (fen) >= sizeof copy)
    return false;
  strcpy (copy, fen);
  int n = 0;
  for (char *t = strtok (copy, " \t"); t && n < 6; t = strtok (NULL, " \t"))
    f[n++] = t;
  if (n < 4 || strcmp (f[3], "-") == 0)
    return true;
  char ep[32] = "";
  for (const char *s = f[3]; *s;)
    {
      int sq, k = chimera_xb_square_parse (v, s, &sq);
      char name[4];
      if (!k || strlen (ep) + 4 >= sizeof ep)
        return false;
      strcat (ep, ce_square_name (sq, name));
      s += k;
    }
  f[3] = ep;
  size_t o = 0;
  for (int i = 0; i < n; i++)
    o += (size_t) snprintf (fen + o, size > o ? size - o : 0, "%s%s", i ? " " : "", f[i]);
  return o < size;
}

/* Whether pos is its variant's start position, but for the castling and
 * en-passant fields: XBoard writes castling rights only where a rook
 * stands in the corner, so it sends our own start position of Zelig Chess
 * without them. */
static bool
is_start (const CePosition *pos)
{
  CePosition start;
  char a[CE_FEN_SIZE], b[CE_FEN_SIZE];
  ce_position_start (&start, pos->v);
  ce_position_to_fen (pos, a);
  ce_position_to_fen (&start, b);
  /* Board (with holdings) and side: the first two fields. */
  char *ea = strchr (a, ' '), *eb = strchr (b, ' ');
  return ea && eb && ea - a == eb - b && strncmp (a, b, (size_t) (ea - a) + 2) == 0
         && pos->fullmove == start.fullmove && pos->halfmove == 0;
}

static void
set_board (Xb *x, char *fen)
{
  char buf[CE_FEN_SIZE * 2], err[CE_ERR_SIZE];
  if (strlen (fen) >= sizeof buf)
    {
      chimera_xb_say (x, "tellusererror Illegal position: too long");
      return;
    }
  strcpy (buf, fen);
  if (!convert_ep (x->variant, buf, sizeof buf))
    snprintf (err, sizeof err, "bad en-passant squares");
  else if (reset_game (x, x->variant, buf, err))
    {
      if (is_start (ce_game_position (&x->game)))
        reset_game (x, x->variant, NULL, NULL);
      return;
    }
  chimera_xb_say (x, "tellusererror Illegal position: %s", err);
}

/* A move from XBoard (after "usermove", or bare). */
static void
user_move (Xb *x, const char *text)
{
  CeMove m;
  CePosition pos = *ce_game_position (&x->game);
  if (x->over || !chimera_xb_move_parse (&pos, text, &m))
    {
      chimera_xb_say (x, "Illegal move: %.40s", text);
      return;
    }
  ce_game_play (&x->game, m);
  chimera_xb_say_position (x);
  if (chimera_xb_announce_result (x))
    return;
  if (x->analyzing)
    chimera_xb_search_start (x);
  else if (!x->force && ce_game_position (&x->game)->side == x->engine)
    chimera_xb_search_start (x);
}

/* A non-negative decimal ("30", "0.5") at most `max`, read whole. */
static bool
decimal (const char *text, double max, double *out)
{
  char *end;
  if (!text || !isdigit ((unsigned char) text[0]))
    return false;
  *out = strtod (text, &end);
  return !*end && *out <= max;
}

/* "level MPS BASE INC": BASE in minutes or minutes:seconds. */
static void
set_level (Xb *x, char *args)
{
  char *mps = strtok (args, " \t"), *base = strtok (NULL, " \t"), *inc = strtok (NULL, " \t");
  char *seconds = base ? strchr (base, ':') : NULL;
  if (seconds)
    *seconds++ = 0;
  int64_t moves;
  double minutes, secs = 0, increment;
  if (!mps || chimera_parse_integer (mps, 0, 1000, &moves) != CHIMERA_NUMBER_OK
      || !decimal (base, 100000, &minutes) || (seconds && !decimal (seconds, 59, &secs))
      || !decimal (inc, 100000, &increment) || strtok (NULL, " \t"))
    {
      chimera_xb_say (x, "Error (bad time control): level");
      return;
    }
  x->mps = (int) moves;
  x->base_ms = (int64_t) ((minutes * 60 + secs) * 1000);
  x->inc_ms = (int64_t) (increment * 1000);
  x->st_ms = 0;
}

/* A whole number in [min, max] for `cmd`; false (with an error) if it is
 * not one: XBoard never sends such, so nothing is guessed. */
static bool
number (Xb *x, const char *cmd, const char *text, int64_t min, int64_t max, int64_t *out)
{
  if (!text || chimera_parse_integer (text, min, max, out) != CHIMERA_NUMBER_OK)
    {
      chimera_xb_say (x, "Error (bad number): %s %.40s", cmd, text ? text : "");
      return false;
    }
  return true;
}

/* "lift SQ": the user picked up a piece (or a hand piece from holdings,
 * or typed "J@"); the answer marks where it may go.  Answered at once,
 * also while the engine thinks (then the user's piece has no moves). */
static void
lift (Xb *x, const char *square)
{
  char buf[512];
  int from = CE_NO_SQ, drop = 0, color, row, sq;
  pthread_mutex_lock (&x->lock);
  CePosition pos = *ce_game_position (&x->game);
  pthread_mutex_unlock (&x->lock);
  if (chimera_xb_holdings_parse (x->variant, square, &color, &row))
    drop = color == pos.side ? chimera_xb_variant_holdings_type (x->variant, row) : 0;
  else if (isalpha ((unsigned char) square[0]) && square[1] == '@' && !square[2])
    drop = chimera_xb_type_of_letter (x->variant, square[0]);
  else if (chimera_xb_square_parse (x->variant, square, &sq))
    from = sq;
  else
    {
      chimera_xb_say (x, "Error (bad square): lift %.40s", square);
      return;
    }
  x->lifted = from;
  chimera_xb_highlight (&pos, from, drop, buf, sizeof buf);
  chimera_xb_say (x, "highlight %s", buf);
}

/* "put SQ": where the lifted piece lands.  When that is a promotion, the
 * pieces XBoard should offer (it waits for them on a square marked blue). */
static void
put (Xb *x, const char *square)
{
  int sq;
  char choice[CE_MAX_TYPES + 1];
  if (x->lifted == CE_NO_SQ || !chimera_xb_square_parse (x->variant, square, &sq))
    return;
  pthread_mutex_lock (&x->lock);
  CePosition pos = *ce_game_position (&x->game);
  pthread_mutex_unlock (&x->lock);
  CeMove moves[CE_MAX_MOVES];
  unsigned types = 0;
  int n = ce_generate_legal (&pos, moves);
  for (int i = 0; i < n; i++)
    if (ce_move_kind (moves[i]) != CE_MOVE_DROP && ce_move_from (moves[i]) == x->lifted
        && ce_move_to (moves[i]) == sq && ce_move_type (moves[i]))
      types |= 1u << ce_move_type (moves[i]);
  chimera_xb_variant_choice (x->variant, types, choice, sizeof choice);
  if (choice[0])
    chimera_xb_say (x, "choice %s", choice);
}

/* Takes back `plies` moves (undo 1, remove 2). */
static void
take_back (Xb *x, int plies, const char *cmd)
{
  if (x->game.nmoves < plies)
    {
      chimera_xb_say (x, "Error (command not legal now): %s", cmd);
      return;
    }
  for (int i = 0; i < plies; i++)
    ce_game_undo (&x->game);
  x->over = false;
  if (x->analyzing)
    chimera_xb_search_start (x);
}

/* Whether `cmd` looks like a move rather than a misspelt command. */
static bool
looks_like_move (const char *cmd)
{
  return (isalpha ((unsigned char) cmd[0]) && cmd[1] == '@')
         || (cmd[0] >= 'a' && cmd[0] <= 'z' && isdigit ((unsigned char) cmd[1]));
}

/* Handles one command; false on "quit". */
static bool
command (Xb *x, char *cmd, char *args)
{
  int64_t n;
  /* Commands that do not touch the game are answered while searching. */
  if (strcmp (cmd, "ping") == 0)
    {
      /* The answer comes after the move being thought about. */
      chimera_xb_search_wait (x);
      chimera_xb_say (x, "pong %.40s", args);
    }
  else if (strcmp (cmd, "post") == 0 || strcmp (cmd, "nopost") == 0)
    x->post = cmd[0] == 'p';
  else if (strcmp (cmd, "time") == 0 || strcmp (cmd, "otim") == 0)
    {
      if (number (x, cmd, args, 0, CHIMERA_MS_MAX / 10, &n))
        *(cmd[0] == 't' ? &x->own_ms : &x->opp_ms) = n * 10;
    }
  else if (strcmp (cmd, "xboard") == 0 || strcmp (cmd, "accepted") == 0
           || strcmp (cmd, "rejected") == 0 || strcmp (cmd, "random") == 0
           || strcmp (cmd, "hard") == 0 || strcmp (cmd, "easy") == 0
           || strcmp (cmd, "computer") == 0 || strcmp (cmd, "name") == 0
           || strcmp (cmd, "rating") == 0 || strcmp (cmd, "ics") == 0 || strcmp (cmd, "draw") == 0
           || strcmp (cmd, "hover") == 0 || strcmp (cmd, ".") == 0 || strcmp (cmd, "option") == 0
           || strcmp (cmd, "bk") == 0 || strcmp (cmd, "hint") == 0)
    ; /* nothing to do: no pondering, draw offers or book */
  else if (strcmp (cmd, "protover") == 0)
    send_features (x);
  else if (strcmp (cmd, "lift") == 0)
    lift (x, args);
  else if (strcmp (cmd, "put") == 0)
    put (x, args);
  else if (strcmp (cmd, "?") == 0)
    {
      if (!x->analyzing)
        chimera_xb_search_stop (x, true);
    }
  else if (strcmp (cmd, "quit") == 0)
    return false;
  else
    {
      /* Everything else changes the game or the search: stop first. */
      chimera_xb_search_stop (x, false);
      if (strcmp (cmd, "new") == 0)
        {
          reset_game (x, ce_variant_get ("chess"), NULL, NULL);
          ce_search_clear (x->search);
          x->force = false;
          x->engine = CE_BLACK;
          x->sd = 0;
          x->st_ms = 0;
          x->own_ms = x->opp_ms = -1;
        }
      else if (strcmp (cmd, "variant") == 0)
        set_variant (x, args);
      else if (strcmp (cmd, "setboard") == 0)
        set_board (x, args);
      else if (strcmp (cmd, "force") == 0)
        x->force = true;
      else if (strcmp (cmd, "go") == 0)
        {
          x->force = false;
          x->engine = ce_game_position (&x->game)->side;
          if (!x->over && !chimera_xb_announce_result (x))
            chimera_xb_search_start (x);
        }
      else if (strcmp (cmd, "playother") == 0)
        {
          x->force = false;
          x->engine = !ce_game_position (&x->game)->side;
        }
      else if (strcmp (cmd, "white") == 0 || strcmp (cmd, "black") == 0)
        x->engine = cmd[0] == 'w' ? CE_BLACK : CE_WHITE;
      else if (strcmp (cmd, "usermove") == 0)
        user_move (x, args);
      else if (strcmp (cmd, "undo") == 0)
        take_back (x, 1, cmd);
      else if (strcmp (cmd, "remove") == 0)
        take_back (x, 2, cmd);
      else if (strcmp (cmd, "result") == 0)
        {
          /* The final position in XBoard's debug log, to compare boards. */
          char fen[CE_FEN_SIZE];
          x->over = true;
          chimera_xb_say (x, "# position %s",
                          ce_position_to_fen (ce_game_position (&x->game), fen));
        }
      else if (strcmp (cmd, "level") == 0)
        set_level (x, args);
      else if (strcmp (cmd, "st") == 0)
        {
          if (number (x, cmd, args, 1, CHIMERA_MS_MAX / 1000, &n))
            x->st_ms = n * 1000;
        }
      else if (strcmp (cmd, "sd") == 0)
        {
          if (number (x, cmd, args, 1, CHIMERA_GO_DEPTH_MAX, &n))
            x->sd = (int) n;
        }
      else if (strcmp (cmd, "memory") == 0)
        {
          if (number (x, cmd, args, 1, CHIMERA_HASH_MAX, &n))
            {
              if (x->caps.hash_mb && (size_t) n > x->caps.hash_mb)
                n = (int64_t) x->caps.hash_mb;
              if (!ce_search_set_hash (x->search, (size_t) n))
                chimera_xb_say (x, "Error (cannot allocate %lld MiB): memory", (long long) n);
            }
        }
      else if (strcmp (cmd, "cores") == 0)
        {
          if (number (x, cmd, args, 1, CHIMERA_THREADS_MAX, &n))
            ce_search_set_threads (
              x->search, x->caps.threads && n > x->caps.threads ? x->caps.threads : (int) n);
        }
      else if (strcmp (cmd, "analyze") == 0)
        {
          x->analyzing = true;
          x->post = true;
          chimera_xb_search_start (x);
        }
      else if (strcmp (cmd, "exit") == 0)
        x->analyzing = false;
      else if (looks_like_move (cmd))
        user_move (x, cmd);
      else if (*cmd)
        chimera_xb_say (x, "Error (unknown command): %.40s", cmd);
      if (x->analyzing && !x->running)
        chimera_xb_search_start (x);
    }
  return true;
}

int
chimera_xboard_loop (FILE *in, FILE *out)
{
  return chimera_xboard_run (in, out, NULL);
}

int
chimera_xboard_run (FILE *in, FILE *out, const ChimeraXboardCaps *caps)
{
  Xb x = { .out = out, .engine = CE_BLACK, .own_ms = -1, .opp_ms = -1, .lifted = CE_NO_SQ };
  if (caps)
    x.caps = *caps;
  pthread_mutex_init (&x.lock, NULL);
  x.search = ce_search_new (x.caps.hash_mb && x.caps.hash_mb < DEFAULT_HASH ? x.caps.hash_mb
                                                                            : DEFAULT_HASH);
  size_t cap = 256;
  char *line = malloc (cap);
  if (!x.search || !line)
    {
      fprintf (stderr, "chimera-cli: out of memory\n");
      ce_search_free (x.search);
      free (line);
      pthread_mutex_destroy (&x.lock);
      return 2;
    }
  reset_game (&x, ce_variant_get ("chess"), NULL, NULL);
  bool too_long;
  while (chimera_read_line (in, &line, &cap, &too_long))
    {
      if (too_long)
        {
          chimera_xb_say (&x, "Error (line longer than %zu bytes): ignored", CHIMERA_LINE_LIMIT);
          continue;
        }
      char *args;
      char *cmd = chimera_split_command (line, &args);
      if (!command (&x, cmd, args))
        break;
    }
  chimera_xb_search_stop (&x, false);
  free (line);
  ce_game_free (&x.game);
  ce_search_free (x.search);
  pthread_mutex_destroy (&x.lock);
  return 0;
}

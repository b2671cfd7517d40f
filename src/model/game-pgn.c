/* SPDX-License-Identifier: GPL-3.0-or-later
 * Games as files.  The engine's pgn.c owns the format; this file maps a
 * ChimeraGame (players, clock, tags, comments) onto a record and back, and
 * keeps writes atomic so that no crash leaves a truncated file.
 */
#include "config.h"

#include "game-pgn.h"

#include "variant-words.h"
#include "notation.h"
#include "rules.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

/* Every game read keeps a position per ply (about 2.4 KB each), so a file
 * is read whole only up to this size: some 80,000 half-moves, a few hundred
 * MB at worst.  Larger collections are refused with a message rather than
 * risking the memory of the game on the board. */
#define MAX_FILE_SIZE (512 * 1024)

/* Tags the app writes itself from the game's state; any stored value of
 * these is ignored on the way out. */
static const char *const own_tags[]
  = { "Event",       "Site",       "Date",       "Round",       "White",      "Black",
      "Result",      "Variant",    "SetUp",      "FEN",         "WhiteLevel", "BlackLevel",
      "TimeControl", "WhiteClock", "BlackClock", "Termination", NULL };

G_DEFINE_QUARK (chimera - game - file - error - quark, chimera_game_file_error)

static gboolean
is_own_tag (const char *name)
{
  return g_strv_contains (own_tags, name);
}

static char *
format_clock (gint64 ms)
{
  ms = MAX (ms, 0);
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02d:%02d.%03d", ms / 3600000,
                          (int) (ms / 60000 % 60), (int) (ms / 1000 % 60), (int) (ms % 1000));
}

/* "h:mm:ss" or "h:mm:ss.mmm" (also "mm:ss"); -1 if malformed. */
static gint64
parse_clock (const char *s)
{
  if (!s)
    return -1;
  gint64 total = 0;
  int fields = 0;
  const char *p = s;
  while (*p)
    {
      if (!g_ascii_isdigit (*p))
        return -1;
      gint64 v = 0;
      while (g_ascii_isdigit (*p) && v < 1000000)
        v = v * 10 + (*p++ - '0');
      total = total * 60 + v;
      fields++;
      if (*p == ':')
        p++;
      else
        break;
    }
  if (fields < 2 || fields > 3)
    return -1;
  gint64 ms = total * 1000;
  if (*p == '.')
    {
      p++;
      int scale = 100;
      while (g_ascii_isdigit (*p))
        {
          ms += (*p++ - '0') * scale;
          scale /= 10;
        }
    }
  return *p ? -1 : ms;
}

static int
parse_level (const char *s)
{
  if (!s)
    return 0;
  char *end;
  gint64 v = g_ascii_strtoll (s, &end, 10);
  return *end || v < 0 || v > 10 ? 0 : (int) v;
}

static char *
player_name (ChimeraGame *game, int color)
{
  int level = chimera_game_get_level (game, color);
  if (level > 0)
    return g_strdup_printf ("Chimera (level %d)", level);
  const char *stored = chimera_game_get_tag (game, color == CE_WHITE ? "White" : "Black");
  if (stored && *stored && !g_str_has_prefix (stored, "Chimera ("))
    return g_strdup (stored);
  const char *real = g_get_real_name ();
  return g_strdup (real && *real && !g_str_equal (real, "Unknown") ? real : "Player");
}

char *
chimera_game_to_pgn (ChimeraGame *game)
{
  const CeGame *rec = chimera_game_get_record (game);
  char fen[CE_FEN_SIZE], err[CE_ERR_SIZE];
  CePgnGame pg;
  ce_position_to_fen (&rec->positions[0], fen);
  if (!ce_pgn_game_init_fen (&pg, rec->v, fen, err))
    g_error ("the game's own start position does not read back: %s", err);
  for (int i = 0; i < rec->nmoves; i++)
    ce_game_play (&pg.game, rec->moves[i]);

  const char *event = chimera_game_get_tag (game, "Event");
  const char *site = chimera_game_get_tag (game, "Site");
  const char *date = chimera_game_get_tag (game, "Date");
  const char *round = chimera_game_get_tag (game, "Round");
  g_autofree char *white = player_name (game, CE_WHITE);
  g_autofree char *black = player_name (game, CE_BLACK);
  ce_pgn_set_tag (&pg, "Event", event ? event : "Casual game");
  ce_pgn_set_tag (&pg, "Site", site ? site : "Chimera");
  ce_pgn_set_tag (&pg, "Date", date ? date : "????.??.??");
  ce_pgn_set_tag (&pg, "Round", round ? round : "-");
  ce_pgn_set_tag (&pg, "White", white);
  ce_pgn_set_tag (&pg, "Black", black);

  CeEndReason why = CE_END_NONE;
  pg.result = chimera_game_get_result (game, &why);

  for (int c = 0; c < 2; c++)
    {
      g_autofree char *level = g_strdup_printf ("%d", chimera_game_get_level (game, c));
      ce_pgn_set_tag (&pg, c == CE_WHITE ? "WhiteLevel" : "BlackLevel", level);
    }
  if (chimera_game_has_clock (game))
    {
      gint64 base = chimera_game_get_base_time (game), inc = chimera_game_get_increment (game);
      /* PGN counts whole seconds; the app's clocks are set in them. */
      g_autofree char *control
        = g_strdup_printf ("%" G_GINT64_FORMAT "+%" G_GINT64_FORMAT, base / 1000, inc / 1000);
      ce_pgn_set_tag (&pg, "TimeControl", control);
      g_autofree char *wc = format_clock (chimera_game_get_clock (game, CE_WHITE));
      g_autofree char *bc = format_clock (chimera_game_get_clock (game, CE_BLACK));
      ce_pgn_set_tag (&pg, "WhiteClock", wc);
      ce_pgn_set_tag (&pg, "BlackClock", bc);
    }
  /* Termination as read (kept verbatim), else the reason the game ended
   * outside the rules, else a flag seen here. */
  const char *termination = chimera_game_get_tag (game, "Termination");
  const char *declared = chimera_game_get_result_reason (game);
  if (pg.result == CE_RESULT_NONE)
    termination = NULL;
  if (why == CE_END_TIME)
    ce_pgn_set_tag (&pg, "Termination", "time forfeit");
  else if (termination && *termination)
    ce_pgn_set_tag (&pg, "Termination", termination);
  else if (declared)
    ce_pgn_set_tag (&pg, "Termination", declared);

  for (guint i = 0; i < chimera_game_get_n_tags (game); i++)
    {
      const char *name, *value;
      chimera_game_get_nth_tag (game, i, &name, &value);
      if (!is_own_tag (name))
        ce_pgn_set_tag (&pg, name, value);
    }
  /* The whole tree (variations, comments, NAGs, evaluations, clocks,
   * arrows), without the moves taken back: the game is its moves in
   * effect. */
  CeTree *tree = ce_tree_copy (chimera_game_get_tree (game));
  CeNodeId live = chimera_game_get_live_node (game);
  if (ce_tree_main_child (tree, live) != CE_NODE_NONE)
    ce_tree_delete (tree, ce_tree_main_child (tree, live));
  pg.tree = tree;

  char *text = ce_pgn_write (&pg);
  ce_pgn_game_free (&pg);
  char *out = g_strdup (text);
  free (text);
  return out;
}

/* TimeControl "base+increment" in seconds (as PGN writes it); FALSE for
 * "-", "?" or anything else. */
static gboolean
parse_time_control (const char *s, gint64 *base_ms, gint64 *inc_ms)
{
  if (!s)
    return FALSE;
  char *end;
  gint64 base = g_ascii_strtoll (s, &end, 10), inc = 0;
  if (end == s || base <= 0 || base > 100 * 3600)
    return FALSE;
  if (*end == '+')
    {
      const char *p = end + 1;
      inc = g_ascii_strtoll (p, &end, 10);
      if (end == p || inc < 0 || inc > 3600)
        return FALSE;
    }
  if (*end)
    return FALSE;
  *base_ms = base * 1000;
  *inc_ms = inc * 1000;
  return TRUE;
}

/* How a game the rules did not end ended, from its Termination tag or its
 * last comment ("White resigns."), as a Termination value; NULL if neither
 * says. */
static char *
recorded_reason (const CePgnGame *record)
{
  const char *termination = ce_pgn_get_tag (record, "Termination");
  if (termination && *termination && g_ascii_strcasecmp (termination, "normal") != 0
      && g_ascii_strcasecmp (termination, "unterminated") != 0)
    return g_strdup (termination);
  const char *comment = record->comments ? record->comments[record->game.nmoves] : NULL;
  g_autofree char *lower = comment ? g_utf8_strdown (comment, -1) : NULL;
  if (!lower)
    return NULL;
  if (strstr (lower, "resign"))
    return g_strdup ("resignation");
  if (strstr (lower, "agree"))
    return g_strdup ("agreement");
  if (strstr (lower, "adjudicat"))
    return g_strdup ("adjudication");
  if (strstr (lower, "on time") || strstr (lower, "forfeit") || strstr (lower, "flag"))
    return g_strdup ("time forfeit");
  if (strstr (lower, "abandon"))
    return g_strdup ("abandoned");
  return NULL;
}

/* A result the moves do not reach themselves (a resignation, an agreement,
 * a flag in another program) ends the game as recorded.  The Termination
 * tag of any finished game is kept to be written back as it was. */
static void
apply_recorded_result (ChimeraGame *game, const CePgnGame *record)
{
  if (record->result == CE_RESULT_NONE)
    return;
  const char *termination = ce_pgn_get_tag (record, "Termination");
  if (termination && *termination)
    {
      g_autofree char *valid = g_utf8_make_valid (termination, -1);
      chimera_game_set_tag (game, "Termination", valid);
    }
  if (chimera_game_get_result (game, NULL) != CE_RESULT_NONE)
    return;
  g_autofree char *reason = recorded_reason (record);
  chimera_game_set_result (game, record->result, reason);
}

static void
make_comments_valid (CeTree *tree)
{
  /* Ids are dense from a reader: every one below the count is a node. */
  for (CeNodeId id = 0; id < ce_tree_count (tree); id++)
    {
      const CeTreeNode *n = ce_tree_node (tree, id);
      if (n && n->comment && !g_utf8_validate (n->comment, -1, NULL))
        {
          g_autofree char *valid = g_utf8_make_valid (n->comment, -1);
          ce_tree_set_comment (tree, id, valid);
        }
      n = ce_tree_node (tree, id);
      if (n && n->comment_before && !g_utf8_validate (n->comment_before, -1, NULL))
        {
          g_autofree char *valid = g_utf8_make_valid (n->comment_before, -1);
          ce_tree_set_comment_before (tree, id, valid);
        }
    }
}

/* Each side's clock after its last move of the main line, from the moves'
 * [%clk], where the tags left it unknown (< 0). */
static void
last_clocks (const CeTree *tree, int nmoves, gint64 left[2])
{
  CePosition start;
  ce_tree_position (tree, ce_tree_root (tree), &start);
  for (int ply = nmoves; ply >= 1; ply--)
    {
      const CeTreeNode *n = ce_tree_node (tree, ce_tree_mainline_node (tree, ply));
      int color = start.side ^ ((ply - 1) & 1);
      if (n && n->clock_ms >= 0 && left[color] < 0)
        left[color] = n->clock_ms;
    }
}

ChimeraGame *
chimera_game_new_from_record (const CePgnGame *record)
{
  int white = parse_level (ce_pgn_get_tag (record, "WhiteLevel"));
  int black = parse_level (ce_pgn_get_tag (record, "BlackLevel"));
  ChimeraGame *game = chimera_game_new_from_position (&record->game.positions[0], white, black);

  for (int i = 0; i < record->ntags; i++)
    if (!is_own_tag (record->tags[i].name) || g_str_equal (record->tags[i].name, "Event")
        || g_str_equal (record->tags[i].name, "Site") || g_str_equal (record->tags[i].name, "Date")
        || g_str_equal (record->tags[i].name, "Round")
        || (g_str_equal (record->tags[i].name, "White") && white == 0)
        || (g_str_equal (record->tags[i].name, "Black") && black == 0))
      {
        /* Files from elsewhere may hold any bytes: the game keeps valid
         * UTF-8 (with replacement characters) to show and to write back. */
        g_autofree char *value = g_utf8_make_valid (record->tags[i].value, -1);
        chimera_game_set_tag (game, record->tags[i].name, value);
      }

  gint64 base, inc;
  const char *tc = ce_pgn_get_tag (record, "TimeControl");
  gboolean clock = parse_time_control (tc, &base, &inc);
  if (clock)
    {
      /* The clock runs while the moves are replayed; the saved times are
       * put back afterwards. */
      chimera_game_set_clock (game, base, inc);
    }
  for (int i = 0; i < record->game.nmoves; i++)
    if (!chimera_game_play (game, record->game.moves[i]))
      g_error ("a move read from a file is not legal in the game built from it");

  if (record->tree)
    {
      /* Comments, NAGs, variations and the rest come with the tree; text
       * from a file is made valid UTF-8 to show and to write back. */
      CeTree *tree = ce_tree_copy (record->tree);
      make_comments_valid (tree);
      chimera_game_adopt_tree (game, tree);
    }
  else if (record->comments)
    for (int ply = 0; ply <= record->game.nmoves; ply++)
      if (record->comments[ply])
        {
          g_autofree char *comment = g_utf8_make_valid (record->comments[ply], -1);
          chimera_game_set_comment (game, ply, comment);
        }

  if (clock)
    {
      gint64 left[2];
      left[CE_WHITE] = parse_clock (ce_pgn_get_tag (record, "WhiteClock"));
      left[CE_BLACK] = parse_clock (ce_pgn_get_tag (record, "BlackClock"));
      /* Files from elsewhere keep the clocks as [%clk] after each move. */
      last_clocks (chimera_game_get_tree (game), record->game.nmoves, left);
      for (int c = 0; c < 2; c++)
        if (left[c] < 0)
          left[c] = base;
      int flagged = -1;
      const char *termination = ce_pgn_get_tag (record, "Termination");
      if (termination && g_ascii_strcasecmp (termination, "time forfeit") == 0)
        {
          if (record->result == CE_RESULT_WHITE_WINS)
            flagged = CE_BLACK;
          else if (record->result == CE_RESULT_BLACK_WINS)
            flagged = CE_WHITE;
        }
      chimera_game_restore_clock (game, base, inc, left, flagged);
    }
  apply_recorded_result (game, record);
  return game;
}

ChimeraGameRecords *
chimera_game_records_parse (const char *text, gsize len, GError **error)
{
  CePgnError err;
  ChimeraGameRecords *records = g_new0 (ChimeraGameRecords, 1);
  if (!ce_pgn_read (text, len, &records->games, &records->n, &err))
    {
      /* The message may quote the file. */
      g_autofree char *message = g_utf8_make_valid (err.message, -1);
      g_set_error (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE,
                   _ ("Line %d, column %d: %s"), err.line, err.column, message);
      g_free (records);
      return NULL;
    }
  if (records->n == 0)
    {
      g_set_error_literal (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_EMPTY,
                           _ ("There is no game in it."));
      chimera_game_records_free (records);
      return NULL;
    }
  return records;
}

gboolean
chimera_game_records_check_size (guint64 size, GError **error)
{
  if (size <= MAX_FILE_SIZE)
    return TRUE;
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                       _ ("The file is too large: Chimera opens game files of up to "
                          "512 KB."));
  return FALSE;
}

ChimeraGameRecords *
chimera_game_records_load (GFile *file, GError **error)
{
  g_autoptr (GFileInfo) info
    = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, error);
  if (!info)
    return NULL;
  if (!chimera_game_records_check_size ((guint64) g_file_info_get_size (info), error))
    return NULL;
  g_autofree char *text = NULL;
  gsize len = 0;
  if (!g_file_load_contents (file, NULL, &text, &len, NULL, error))
    return NULL;
  return chimera_game_records_parse (text, len, error);
}

void
chimera_game_records_free (ChimeraGameRecords *records)
{
  if (!records)
    return;
  ce_pgn_free_games (records->games, records->n);
  g_free (records);
}

/* The players, and the rest as details; the move count only when the
 * record's moves were read (a list made in headers mode has none). */
static char *
describe (const CePgnGame *record, gboolean with_moves, char **details)
{
  /* Tags straight from a file: shown with replacement characters for
   * bytes that are not UTF-8. */
  const char *tags[] = { "White", "Black", "Event", "Date" };
  char *valid[4];
  for (int i = 0; i < 4; i++)
    {
      const char *v = ce_pgn_get_tag (record, tags[i]);
      valid[i] = v ? g_utf8_make_valid (v, -1) : NULL;
    }
  g_autofree char *white = valid[0], *black = valid[1], *event = valid[2], *date = valid[3];
  int moves = (record->game.nmoves + 1) / 2;
  const char *result
    = record->result == CE_RESULT_NONE ? _ ("unfinished") : ce_result_string (record->result);
  GString *d = g_string_new (chimera_variant_name (record->game.v));
  g_string_append_printf (d, " · %s", result);
  if (with_moves)
    {
      g_string_append (d, " · ");
      g_string_append_printf (d, ngettext ("%d move", "%d moves", (gulong) moves), moves);
    }
  if (event && *event && !g_str_equal (event, "?"))
    g_string_append_printf (d, " · %s", event);
  if (date && *date && !strchr (date, '?'))
    g_string_append_printf (d, " · %s", date);
  *details = g_string_free (d, FALSE);
  return g_strdup_printf ("%s – %s", white && *white ? white : "?", black && *black ? black : "?");
}

char *
chimera_game_record_describe (const CePgnGame *record, char **details)
{
  return describe (record, TRUE, details);
}

/* ---- collections ---- */

/* The piece read at a time: small enough for any memory, large enough
 * that a 50 MB file is a few hundred reads. */
#define CHUNK_SIZE (64 * 1024)

static char *
format_pgn_error (const CePgnError *err, int first_line)
{
  /* The message may quote the file. */
  g_autofree char *message = g_utf8_make_valid (err->message, -1);
  return g_strdup_printf (_ ("Line %d, column %d: %s"), err->line + first_line - 1, err->column,
                          message);
}

static void
entry_clear (gpointer data)
{
  ChimeraGameEntry *e = data;
  g_free (e->players);
  g_free (e->details);
}

static ChimeraGameList *
list_new (GFile *file)
{
  ChimeraGameList *list = g_new0 (ChimeraGameList, 1);
  list->file = file ? g_object_ref (file) : NULL;
  list->entries = g_array_new (FALSE, TRUE, sizeof (ChimeraGameEntry));
  g_array_set_clear_func (list->entries, entry_clear);
  return list;
}

void
chimera_game_list_free (ChimeraGameList *list)
{
  if (!list)
    return;
  g_clear_object (&list->file);
  if (list->text)
    g_byte_array_unref (list->text);
  chimera_game_records_free (list->records);
  g_array_unref (list->entries);
  g_free (list);
}

ChimeraGameList *
chimera_game_list_new_from_records (ChimeraGameRecords *records)
{
  ChimeraGameList *list = list_new (NULL);
  list->records = records;
  for (int i = 0; i < records->n; i++)
    {
      ChimeraGameEntry e = { 0 };
      e.players = describe (&records->games[i], TRUE, &e.details);
      g_array_append_val (list->entries, e);
    }
  list->n_good = records->n;
  return list;
}

/* Takes every game or bad game the reader has ready; FALSE at its end. */
static gboolean
take_games (CePgnReader *reader, ChimeraGameList *list)
{
  for (;;)
    {
      CePgnGame pg;
      CePgnError err;
      CePgnSpan span;
      CePgnStatus status = ce_pgn_reader_next (reader, &pg, &err, &span);
      if (status == CE_PGN_NEED_INPUT)
        return TRUE;
      if (status == CE_PGN_END)
        return FALSE;
      ChimeraGameEntry e = { 0 };
      e.span = span;
      if (status == CE_PGN_GAME)
        {
          e.players = describe (&pg, FALSE, &e.details);
          ce_pgn_game_free (&pg);
          list->n_good++;
        }
      else
        e.details = format_pgn_error (&err, 1);
      g_array_append_val (list->entries, e);
    }
}

ChimeraGameList *
chimera_game_list_scan (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr (GFileInputStream) in = g_file_read (file, cancellable, error);
  if (!in)
    return NULL;
  g_autoptr (ChimeraGameList) list = list_new (file);
  CePgnReader *reader = ce_pgn_reader_new (CE_PGN_READ_HEADERS, 0);
  g_autofree char *buf = g_malloc (CHUNK_SIZE);
  g_autoptr (GFileInfo) info
    = g_file_input_stream_query_info (in, G_FILE_ATTRIBUTE_STANDARD_TYPE, cancellable, NULL);
  if (!info || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    list->text = g_byte_array_new ();
  guint64 total = 0;
  gboolean more = TRUE, ok = TRUE;
  while (more)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (in), buf, CHUNK_SIZE, cancellable, error);
      if (n < 0)
        {
          ok = FALSE;
          break;
        }
      total += (guint64) n;
      if (total > CHIMERA_GAME_LIST_MAX_BYTES)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _ ("The file is too large: Chimera reads at most 1 GB of a "
                                  "game file."));
          ok = FALSE;
          break;
        }
      if (list->text && total > CHIMERA_GAME_LIST_MAX_KEPT_BYTES)
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                               _ ("There is too much to read: Chimera reads at most 64 MB from "
                                  "a pipe or device."));
          ok = FALSE;
          break;
        }
      if (list->text)
        g_byte_array_append (list->text, (const guint8 *) buf, (guint) n);
      if (n == 0)
        ce_pgn_reader_finish (reader);
      else
        ce_pgn_reader_feed (reader, buf, (size_t) n);
      more = take_games (reader, list);
    }
  ce_pgn_reader_free (reader);
  if (!ok)
    return NULL;
  if (list->entries->len == 0)
    {
      g_set_error_literal (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_EMPTY,
                           _ ("There is no game in it."));
      return NULL;
    }
  if (list->n_good == 0)
    {
      /* Nothing to choose from: the first bad game says what is wrong. */
      ChimeraGameEntry *first = &g_array_index (list->entries, ChimeraGameEntry, 0);
      g_set_error_literal (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE,
                           first->details);
      return NULL;
    }
  return g_steal_pointer (&list);
}

static ChimeraGame *read_game (const char *text, gsize got, int line, GError **error);

ChimeraGame *
chimera_game_list_open (ChimeraGameList *list, guint index, GError **error)
{
  g_return_val_if_fail (index < list->entries->len, NULL);
  if (list->records)
    return chimera_game_new_from_record (&list->records->games[index]);
  ChimeraGameEntry *e = &g_array_index (list->entries, ChimeraGameEntry, index);
  g_return_val_if_fail (e->players != NULL, NULL);
  if (list->text)
    return read_game ((const char *) list->text->data + e->span.offset,
                      (gsize) MIN (e->span.length, list->text->len - e->span.offset), e->span.line,
                      error);
  g_autoptr (GFileInputStream) in = g_file_read (list->file, NULL, error);
  if (!in || !g_seekable_seek (G_SEEKABLE (in), (goffset) e->span.offset, G_SEEK_SET, NULL, error))
    return NULL;
  /* A span is one game, so at most the reader's limit per game. */
  gsize want = (gsize) MIN (e->span.length, (guint64) CE_PGN_MAX_GAME_BYTES * 2);
  g_autofree char *text = g_malloc (want + 1);
  gsize got = 0;
  if (!g_input_stream_read_all (G_INPUT_STREAM (in), text, want, &got, NULL, error))
    return NULL;
  return read_game (text, got, e->span.line, error);
}

/* The game in text[0 .. got), a span that starts on line `line` of its
 * file (its errors count from the file's start). */
static ChimeraGame *
read_game (const char *text, gsize got, int line, GError **error)
{
  CePgnGame *games = NULL;
  int n = 0;
  CePgnError err;
  if (!ce_pgn_read (text, got, &games, &n, &err))
    {
      g_autofree char *message = format_pgn_error (&err, line);
      g_set_error_literal (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE, message);
      return NULL;
    }
  if (n == 0)
    {
      /* The file changed since it was listed. */
      g_set_error_literal (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_EMPTY,
                           _ ("There is no game in it."));
      return NULL;
    }
  ChimeraGame *game = chimera_game_new_from_record (&games[0]);
  ce_pgn_free_games (games, n);
  return game;
}

/* g_file_set_contents_full names its temporary file in its messages; a
 * person only knows the file they saved to. */
static void
set_save_error (GError **error, GFile *file, GError *cause, int code)
{
  g_autofree char *where = g_file_get_parse_name (file);
  const char *why;
  if (cause)
    g_debug ("saving %s: %s", where, cause->message);
  switch (cause ? cause->code : code)
    {
      case G_FILE_ERROR_ACCES:
      case G_FILE_ERROR_PERM: why = g_strerror (EACCES); break;
      case G_FILE_ERROR_NOSPC: why = g_strerror (ENOSPC); break;
      case G_FILE_ERROR_ROFS: why = g_strerror (EROFS); break;
      case G_FILE_ERROR_NOENT: why = g_strerror (ENOENT); break;
      case G_FILE_ERROR_ISDIR: why = g_strerror (EISDIR); break;
      case G_FILE_ERROR_NOTDIR: why = g_strerror (ENOTDIR); break;
      default: why = g_strerror (EIO); break;
    }
  g_set_error (error, G_FILE_ERROR, cause ? cause->code : code, _ ("Could not write “%s”: %s"),
               where, why);
}

/* A writable file in a folder that is not: there is no room beside it
 * for a temporary file, so it is rewritten where it is, and flushed.  A
 * crash in the middle could leave it short; the alternative is losing
 * the game for certain. */
static gboolean
write_in_place (const char *path, const char *text, GFile *file, GError **error)
{
  int fd = g_open (path, O_WRONLY | O_TRUNC, 0);
  if (fd < 0)
    {
      set_save_error (error, file, NULL, g_file_error_from_errno (errno));
      return FALSE;
    }
  gsize len = strlen (text), done = 0;
  while (done < len)
    {
      gssize n = write (fd, text + done, len - done);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = n < 0 ? errno : ENOSPC;
          close (fd);
          set_save_error (error, file, NULL, g_file_error_from_errno (saved));
          return FALSE;
        }
      done += (gsize) n;
    }
  if (fsync (fd) != 0 || close (fd) != 0)
    {
      set_save_error (error, file, NULL, g_file_error_from_errno (errno));
      return FALSE;
    }
  return TRUE;
}

gboolean
chimera_game_save (ChimeraGame *game, GFile *file, GError **error)
{
  g_autofree char *text = chimera_game_to_pgn (game);
  g_autoptr (GFile) parent = g_file_get_parent (file);
  g_autoptr (GError) local = NULL;
  if (parent && !g_file_make_directory_with_parents (parent, NULL, &local)
      && !g_error_matches (local, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_autofree char *where = g_file_get_parse_name (file);
      g_set_error (error, G_IO_ERROR, local->code, _ ("Could not write “%s”: %s"), where,
                   local->message);
      return FALSE;
    }
  g_clear_error (&local);
  g_autofree char *path = g_file_get_path (file);
  if (!path)
    return g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE,
                                    NULL, NULL, error);
  /* A temporary file in the same directory, flushed, then renamed over
   * the old one: a kill at any moment leaves the old or the new file. */
  if (g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, &local))
    return TRUE;
  if ((g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_ACCES)
       || g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_PERM))
      && g_file_test (path, G_FILE_TEST_IS_REGULAR) && g_access (path, W_OK) == 0)
    return write_in_place (path, text, file, error);
  set_save_error (error, file, local, 0);
  return FALSE;
}

GFile *
chimera_game_autosave_file (void)
{
  g_autofree char *path
    = g_build_filename (g_get_user_data_dir (), "chimera", "current-game.pgn", NULL);
  return g_file_new_for_path (path);
}

ChimeraGame *
chimera_game_restore (GFile *file, GError **error)
{
  if (!g_file_query_exists (file, NULL))
    return NULL;
  g_autoptr (ChimeraGameRecords) records = chimera_game_records_load (file, error);
  if (!records)
    return NULL;
  return chimera_game_new_from_record (&records->games[records->n - 1]);
}

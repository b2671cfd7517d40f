/* SPDX-License-Identifier: GPL-3.0-or-later
 * The external engine client against fake engines (fake-uci-engine.sh,
 * fake-cecp-engine.sh): handshakes, moves, analysis lines, and engines that
 * crash, hang, spout garbage or an endless line, which must end in a clear
 * error and never a crash or a hang.  With Debian's stockfish and fairymax
 * installed, a move from each too (skipped where they are not).
 */
#include "external-engine.h"

#include "notation.h"
#include "opening-book.h"
#include "position.h"
#include "rules.h"

#include <string.h>

typedef struct
{
  gboolean done;
  gboolean ok;
  CeSearchResult r;
  GError *error;
} Outcome;

static void
outcome_clear (Outcome *o)
{
  g_clear_error (&o->error);
  memset (o, 0, sizeof *o);
}

static void
wait_done (Outcome *o)
{
  gint64 end = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (!o->done && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (o->done);
}

static void
started (GObject *source, GAsyncResult *res, gpointer data)
{
  Outcome *o = data;
  o->ok = chimera_external_engine_start_finish (CHIMERA_EXTERNAL_ENGINE (source), res, &o->error);
  o->done = TRUE;
}

static void
thought (GObject *source, GAsyncResult *res, gpointer data)
{
  Outcome *o = data;
  o->ok = chimera_external_engine_think_finish (CHIMERA_EXTERNAL_ENGINE (source), res, &o->r,
                                                &o->error);
  o->done = TRUE;
}

static ChimeraExternalEngine *
fake (const char *script, const char *mode, ChimeraEngineProtocol protocol)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, script, NULL);
  const char *argv[] = { "/bin/sh", path, mode, NULL };
  ChimeraExternalEngine *e = chimera_external_engine_new (argv, protocol);
  chimera_external_engine_set_timeouts (e, 2000, 1000);
  return e;
}

static void
think (ChimeraExternalEngine *e, const CePosition *start, const CeMove *moves, int n, Outcome *o)
{
  CeLimits limits;
  ce_limits_init (&limits);
  limits.movetime = 100;
  outcome_clear (o);
  chimera_external_engine_think_async (e, start, moves, n, &limits, NULL, thought, o);
  wait_done (o);
}

static char *
move_text (const CePosition *pos, CeMove m)
{
  char buf[CE_MOVE_SIZE];
  return g_strdup (ce_move_to_string (pos, m, buf));
}

static void
test_uci_handshake_and_moves (void)
{
  g_autoptr (ChimeraExternalEngine) e = fake ("fake-uci-engine.sh", "good", CHIMERA_ENGINE_UCI);
  Outcome o = { 0 };
  chimera_external_engine_start_async (e, NULL, started, &o);
  wait_done (&o);
  g_assert_no_error (o.error);
  g_assert_true (o.ok);
  g_assert_cmpstr (chimera_external_engine_get_name (e), ==, "Fake UCI 1.0");
  const char *const *vars = chimera_external_engine_get_variants (e);
  g_assert_cmpuint (g_strv_length ((char **) vars), ==, 3);
  g_assert_cmpstr (vars[1], ==, "xiangqi");
  /* It lists chess: orthodox chess is offered; no seed variant is, as no
   * engine but ours knows them. */
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      g_assert_cmpint (chimera_external_engine_supports (e, v), ==,
                       ce_variant_uci_name (v) != NULL);
    }

  const CeVariant *chess = ce_variant_get ("chess");
  CePosition start;
  ce_position_start (&start, chess);
  think (e, &start, NULL, 0, &o);
  g_assert_no_error (o.error);
  g_autofree char *first = move_text (&start, o.r.best);
  g_assert_cmpstr (first, ==, "a2a3");
  g_assert_cmpint (o.r.score, ==, -7);

  /* After moves: the position is sent with them, the answer read there. */
  CePosition p = start;
  CeMove moves[2];
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&p, "e2e4", &moves[0], err));
  CeUndo undo;
  ce_make (&p, moves[0], &undo);
  think (e, &start, moves, 1, &o);
  g_assert_no_error (o.error);
  g_autofree char *reply = move_text (&p, o.r.best);
  g_assert_cmpstr (reply, ==, "a7a6");
  outcome_clear (&o);
}

static void
on_info (ChimeraExternalEngine *e, gpointer data, GPtrArray *lines)
{
  g_ptr_array_add (lines, g_memdup2 (data, sizeof (CeSearchInfo)));
}

static void
test_uci_analysis (void)
{
  g_autoptr (ChimeraExternalEngine) e = fake ("fake-uci-engine.sh", "good", CHIMERA_ENGINE_UCI);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (e, "info", G_CALLBACK (on_info), lines);
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  chimera_external_engine_analyse (e, &start, 2);
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (lines->len < 2 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (lines->len, ==, 2);
  const CeSearchInfo *a = lines->pdata[0], *b = lines->pdata[1];
  g_assert_cmpint (a->multipv, ==, 1);
  g_assert_cmpint (a->depth, ==, 3);
  g_assert_cmpint (a->score, ==, 25);
  g_assert_cmpint (a->pv_length, ==, 3);
  g_assert_cmpint (b->multipv, ==, 2);
  g_assert_cmpint (ce_score_mate (b->score), ==, 2);
  chimera_external_engine_stop (e);

  /* After a stop, a move asked for is the answer to that request, not the
   * stopped search's late bestmove. */
  Outcome o = { 0 };
  think (e, &start, NULL, 0, &o);
  g_assert_no_error (o.error);
  g_autofree char *m = move_text (&start, o.r.best);
  g_assert_cmpstr (m, ==, "a2a3");
  outcome_clear (&o);
}

static void
test_parse_info (void)
{
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  CeSearchInfo info;
  g_assert_true (chimera_uci_parse_info (
    "info depth 12 seldepth 15 multipv 1 score cp -31 upperbound nodes 9 nps 3 hashfull 7 "
    "tbhits 0 time 4 pv g1f3 d7d5 e2e5 a7a6",
    &start, &info));
  g_assert_cmpint (info.depth, ==, 12);
  g_assert_cmpint (info.seldepth, ==, 15);
  g_assert_cmpint (info.score, ==, -31);
  g_assert_cmpint (info.hashfull, ==, 7);
  g_assert_cmpint (info.pv_length, ==, 2); /* e2e5 is not a move */
  g_assert_true (chimera_uci_parse_info ("info depth 3 score mate -1 pv e2e4", &start, &info));
  g_assert_cmpint (ce_score_mate (info.score), ==, -1);
  g_assert_true (chimera_uci_parse_info ("info score mate 123456 pv e2e4", &start, &info));
  g_assert_cmpint (ce_score_mate (info.score), ==, 400);
  g_assert_true (chimera_uci_parse_info ("info score cp -99999 pv e2e4", &start, &info));
  g_assert_cmpint (ce_score_mate (info.score), ==, 0);
  g_assert_false (chimera_uci_parse_info ("info depth 3 currmove e2e4", &start, &info));
  g_assert_false (chimera_uci_parse_info ("info string pv e2e4 score cp 3", &start, &info));
  g_assert_false (chimera_uci_parse_info ("info score cp", &start, &info));
  g_assert_false (chimera_uci_parse_info ("info score cp 99999999999999999999 pv", &start, &info));
  g_assert_false (chimera_uci_parse_info ("info", &start, &info));
}

/* CECP thinking lines, mates in XBoard's 100000 + n convention. */
static void
test_parse_thinking (void)
{
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  CeSearchInfo info;
  g_assert_true (chimera_cecp_parse_thinking ("9 -31 150 12345 1. e2e4 e7e5", &start, &info));
  g_assert_cmpint (info.depth, ==, 9);
  g_assert_cmpint (info.score, ==, -31);
  g_assert_cmpint (info.time_ms, ==, 1500);
  g_assert_cmpint (info.nodes, ==, 12345);
  g_assert_cmpint (info.pv_length, ==, 2);
  g_assert_true (chimera_cecp_parse_thinking ("12 100003 10 99 e2e4", &start, &info));
  g_assert_cmpint (ce_score_mate (info.score), ==, 3);
  g_assert_true (chimera_cecp_parse_thinking ("12 -100002 10 99 e2e4", &start, &info));
  g_assert_cmpint (ce_score_mate (info.score), ==, -2);
  /* Big numbers that are not XBoard mates stay centipawns. */
  g_assert_true (chimera_cecp_parse_thinking ("12 99997 10 99 e2e4", &start, &info));
  g_assert_cmpint (ce_score_mate (info.score), ==, 0);
  g_assert_cmpint (info.score, >, 9000);
  g_assert_true (chimera_cecp_parse_thinking ("12 -999999999 10 99 e2e4", &start, &info));
  g_assert_cmpint (ce_score_mate (info.score), ==, 0);
  g_assert_cmpint (info.score, <, -9000);
  g_assert_false (chimera_cecp_parse_thinking ("12 5 10 e2e4", &start, &info));
  g_assert_false (chimera_cecp_parse_thinking ("12 5 10 99", &start, &info));
  g_assert_false (chimera_cecp_parse_thinking ("move e2e4", &start, &info));
}

/* An engine that misbehaves on "go" fails the request with `expected` in
 * its message, and every request after it fails at once. */
static void
misbehaves (const char *mode, const char *expected)
{
  g_autoptr (ChimeraExternalEngine) e = fake ("fake-uci-engine.sh", mode, CHIMERA_ENGINE_UCI);
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  Outcome o = { 0 };
  gint64 t0 = g_get_monotonic_time ();
  think (e, &start, NULL, 0, &o);
  g_assert_false (o.ok);
  g_assert_error (o.error, CHIMERA_EXTERNAL_ENGINE_ERROR, CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED);
  g_test_message ("%s: %s", mode, o.error->message);
  g_assert_nonnull (strstr (o.error->message, expected));
  g_assert_cmpint (g_get_monotonic_time () - t0, <, 15 * G_USEC_PER_SEC);
  g_assert_nonnull (chimera_external_engine_get_error (e));
  think (e, &start, NULL, 0, &o);
  g_assert_false (o.ok);
  g_assert_nonnull (strstr (o.error->message, expected));
  outcome_clear (&o);
}

static void
test_crash (void)
{
  misbehaves ("crash", "crashed");
}

static void
test_hang (void)
{
  misbehaves ("hang", "did not answer in time");
}

static void
test_hang_handshake (void)
{
  misbehaves ("hang-handshake", "did not answer in time");
}

static void
test_garbage (void)
{
  misbehaves ("garbage", "did not answer in time");
}

static void
test_huge_line (void)
{
  misbehaves ("huge", "line too long");
}

static void
test_illegal (void)
{
  misbehaves ("illegal", "illegal move: e2e5");
}

static void
test_not_there (void)
{
  const char *argv[] = { "/nonexistent/engine", NULL };
  g_autoptr (ChimeraExternalEngine) e = chimera_external_engine_new (argv, CHIMERA_ENGINE_UCI);
  Outcome o = { 0 };
  chimera_external_engine_start_async (e, NULL, started, &o);
  wait_done (&o);
  g_assert_false (o.ok);
  g_assert_nonnull (strstr (o.error->message, "could not be started"));
  outcome_clear (&o);
}

static void
test_cancel (void)
{
  g_autoptr (ChimeraExternalEngine) e = fake ("fake-uci-engine.sh", "hang", CHIMERA_ENGINE_UCI);
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  CeLimits limits;
  ce_limits_init (&limits);
  limits.movetime = 5000;
  Outcome o = { 0 };
  g_autoptr (GCancellable) c = g_cancellable_new ();
  chimera_external_engine_think_async (e, &start, NULL, 0, &limits, c, thought, &o);
  for (int i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_cancellable_cancel (c);
  wait_done (&o);
  g_assert_error (o.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (chimera_external_engine_get_error (e));
  outcome_clear (&o);
}

static void
test_cecp (void)
{
  g_autoptr (ChimeraExternalEngine) e = fake ("fake-cecp-engine.sh", "good", CHIMERA_ENGINE_CECP);
  Outcome o = { 0 };
  chimera_external_engine_start_async (e, NULL, started, &o);
  wait_done (&o);
  g_assert_no_error (o.error);
  g_assert_cmpstr (chimera_external_engine_get_name (e), ==, "Fake CECP 2.0");
  g_assert_true (chimera_external_engine_supports (e, ce_variant_get ("chess")));
  g_assert_false (chimera_external_engine_supports (e, ce_variant_get ("zigzag")));

  const CeVariant *chess = ce_variant_get ("chess");
  CePosition start;
  ce_position_start (&start, chess);
  CePosition p = start;
  CeMove moves[1];
  char err[CE_ERR_SIZE];
  g_assert_true (ce_move_parse (&p, "d2d4", &moves[0], err));
  CeUndo undo;
  ce_make (&p, moves[0], &undo);
  think (e, &start, moves, 1, &o);
  g_assert_no_error (o.error);
  g_autofree char *m = move_text (&p, o.r.best);
  g_assert_cmpstr (m, ==, "a7a6");
  g_assert_cmpint (o.r.score, ==, -7);
  outcome_clear (&o);

  /* Analysis: the thinking output's lines; after it, a move again. */
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (e, "info", G_CALLBACK (on_info), lines);
  chimera_external_engine_analyse (e, &start, 1);
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (lines->len < 1 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (lines->len, ==, 1);
  const CeSearchInfo *info = lines->pdata[0];
  g_assert_cmpint (info->depth, ==, 4);
  g_assert_cmpint (info->score, ==, 31);
  g_assert_cmpint (info->time_ms, ==, 120);
  g_assert_cmpint (info->pv_length, ==, 2);
  chimera_external_engine_stop (e);
  think (e, &start, moves, 1, &o);
  g_assert_no_error (o.error);
  g_autofree char *again = move_text (&p, o.r.best);
  g_assert_cmpstr (again, ==, "a7a6");
  outcome_clear (&o);

  g_autoptr (ChimeraExternalEngine) crash
    = fake ("fake-cecp-engine.sh", "crash", CHIMERA_ENGINE_CECP);
  think (crash, &start, NULL, 0, &o);
  g_assert_false (o.ok);
  g_assert_nonnull (strstr (o.error->message, "crashed"));
  outcome_clear (&o);
}

/* Debian's engines, where installed: a legal move from each. */
static void
real_engine (const char *cmd, ChimeraEngineProtocol protocol)
{
  g_autofree char *path = g_find_program_in_path (cmd);
  if (!path)
    path = g_build_filename ("/usr/games", cmd, NULL);
  if (!g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("not installed");
      return;
    }
  const char *argv[] = { path, NULL };
  g_autoptr (ChimeraExternalEngine) e = chimera_external_engine_new (argv, protocol);
  CePosition start;
  ce_position_start (&start, ce_variant_get ("chess"));
  Outcome o = { 0 };
  think (e, &start, NULL, 0, &o);
  g_assert_no_error (o.error);
  g_assert_true (o.r.best != CE_MOVE_NONE);
  g_autofree char *m = move_text (&start, o.r.best);
  g_test_message ("%s: %s", chimera_external_engine_get_name (e), m);
  g_assert_nonnull (chimera_external_engine_get_name (e));
  outcome_clear (&o);
}

static void
test_stockfish (void)
{
  real_engine ("stockfish", CHIMERA_ENGINE_UCI);
}

static void
test_fairy_stockfish (void)
{
  real_engine ("fairy-stockfish", CHIMERA_ENGINE_UCI);
}

static void
test_fairymax (void)
{
  real_engine ("fairymax", CHIMERA_ENGINE_CECP);
}

/* Stockfish (UCI) against Fairy-Max (CECP), where both are installed:
 * 24 plies, every move legal, each engine sent the whole game so far. */
static void
test_real_match (void)
{
  const char *cmds[2] = { "stockfish", "fairymax" };
  ChimeraExternalEngine *players[2];
  for (int c = 0; c < 2; c++)
    {
      g_autofree char *path = g_build_filename ("/usr/games", cmds[c], NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
        {
          for (int k = 0; k < c; k++)
            g_object_unref (players[k]);
          g_test_skip ("stockfish or fairymax not installed");
          return;
        }
      const char *argv[] = { path, NULL };
      players[c] = chimera_external_engine_new (argv, c ? CHIMERA_ENGINE_CECP : CHIMERA_ENGINE_UCI);
    }
  CePosition start, now;
  ce_position_start (&start, ce_variant_get ("chess"));
  now = start;
  CeMove moves[24];
  int n = 0;
  GString *game = g_string_new (NULL);
  for (; n < 24; n++)
    {
      CePosition scratch = now;
      if (ce_position_result (&scratch, NULL) != CE_RESULT_NONE)
        break;
      Outcome o = { 0 };
      think (players[n % 2], &start, moves, n, &o);
      g_assert_no_error (o.error);
      g_assert_true (o.r.best != CE_MOVE_NONE);
      g_autofree char *m = move_text (&now, o.r.best);
      g_string_append_printf (game, " %s", m);
      moves[n] = o.r.best;
      CeUndo undo;
      ce_make (&now, o.r.best, &undo);
    }
  g_test_message ("%d plies:%s", n, game->str);
  g_string_free (game, TRUE);
  g_assert_cmpint (n, >=, 10);
  for (int c = 0; c < 2; c++)
    g_object_unref (players[c]);
}

/* ---- Polyglot books ---- */

/* The position after `moves` (space-separated, legal) from the start. */
static CePosition
after (const char *moves)
{
  CePosition p;
  ce_position_start (&p, ce_variant_get ("chess"));
  g_auto (GStrv) list = g_strsplit (moves, " ", -1);
  for (int i = 0; list[i]; i++)
    {
      if (!*list[i])
        continue;
      CeMove m;
      char err[CE_ERR_SIZE];
      g_assert_true (ce_move_parse (&p, list[i], &m, err));
      CeUndo undo;
      ce_make (&p, m, &undo);
    }
  return p;
}

/* The keys the Polyglot book format's specification publishes for its
 * test positions (en passant counted only where it can be taken). */
static void
test_polyglot_keys (void)
{
  static const struct
  {
    const char *moves;
    guint64 key;
  } cases[] = {
    { "", G_GUINT64_CONSTANT (0x463b96181691fc9c) },
    { "e2e4", G_GUINT64_CONSTANT (0x823c9b50fd114196) },
    { "e2e4 d7d5", G_GUINT64_CONSTANT (0x0756b94461c50fb0) },
    { "e2e4 d7d5 e4e5", G_GUINT64_CONSTANT (0x662fafb965db29d4) },
    { "e2e4 d7d5 e4e5 f7f5", G_GUINT64_CONSTANT (0x22a48b5a8e47ff78) },
    { "e2e4 d7d5 e4e5 f7f5 e1e2", G_GUINT64_CONSTANT (0x652a607ca3f242c1) },
    { "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7", G_GUINT64_CONSTANT (0x00fdd303c946bdd9) },
    { "a2a4 b7b5 h2h4 b5b4 c2c4", G_GUINT64_CONSTANT (0x3c8123ea7b067637) },
    { "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3", G_GUINT64_CONSTANT (0x5c3f9b829b279560) },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CePosition p = after (cases[i].moves);
      g_test_message ("%s", cases[i].moves);
      g_assert_cmphex (chimera_polyglot_key (&p), ==, cases[i].key);
    }
}

static char *
book_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "..", "data", "book", name, NULL);
}

static char *
text_of (const CePosition *pos, CeMove m)
{
  return move_text (pos, m);
}

/* tests/data/book/tiny.bin: `polyglot make-book -min-game 1` of tiny.pgn
 * (the moves of the sides that did not lose, weighted by their points). */
static void
test_book_lookup (void)
{
  g_autofree char *path = book_path ("tiny.bin");
  ChimeraBookMove moves[8];
  g_autoptr (GError) error = NULL;

  CePosition start = after ("");
  int n = chimera_opening_book_lookup (path, &start, moves, 8, &error);
  g_assert_no_error (error);
  g_assert_cmpint (n, ==, 1);
  g_autofree char *first = text_of (&start, moves[0].move);
  g_assert_cmpstr (first, ==, "e2e4");
  g_assert_cmpuint (moves[0].weight, ==, 5);
  g_assert_true (chimera_opening_book_pick (path, &start) == moves[0].move);

  CePosition e4 = after ("e2e4");
  n = chimera_opening_book_lookup (path, &e4, moves, 8, &error);
  g_assert_cmpint (n, ==, 1);
  g_autofree char *sicilian = text_of (&e4, moves[0].move);
  g_assert_cmpstr (sicilian, ==, "c7c5");

  /* The book's castling, the king taking its rook, is the king's move. */
  CePosition italian = after ("e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
  n = chimera_opening_book_lookup (path, &italian, moves, 8, &error);
  g_assert_cmpint (n, ==, 1);
  g_autofree char *castle = text_of (&italian, moves[0].move);
  g_assert_cmpstr (castle, ==, "e1g1");

  /* Out of the book; books are for orthodox chess only. */
  CePosition out = after ("a2a3");
  g_assert_cmpint (chimera_opening_book_lookup (path, &out, moves, 8, &error), ==, 0);
  g_assert_true (chimera_opening_book_pick (path, &out) == CE_MOVE_NONE);
  CePosition zigzag;
  ce_position_start (&zigzag, ce_variant_get ("zigzag"));
  g_assert_false (chimera_opening_book_applies (zigzag.v));
  g_assert_cmpint (chimera_opening_book_lookup (path, &zigzag, moves, 8, &error), ==, 0);

  /* Not a book, no file. */
  g_autofree char *pgn = book_path ("tiny.pgn");
  g_assert_cmpint (chimera_opening_book_lookup (pgn, &start, moves, 8, &error), ==, -1);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_clear_error (&error);
  g_assert_cmpint (chimera_opening_book_lookup ("/nonexistent.bin", &start, moves, 8, &error), ==,
                   -1);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/external-engine/parse-info", test_parse_info);
  g_test_add_func ("/external-engine/parse-thinking", test_parse_thinking);
  g_test_add_func ("/external-engine/uci", test_uci_handshake_and_moves);
  g_test_add_func ("/external-engine/uci-analysis", test_uci_analysis);
  g_test_add_func ("/external-engine/crash", test_crash);
  g_test_add_func ("/external-engine/hang", test_hang);
  g_test_add_func ("/external-engine/hang-handshake", test_hang_handshake);
  g_test_add_func ("/external-engine/garbage", test_garbage);
  g_test_add_func ("/external-engine/huge-line", test_huge_line);
  g_test_add_func ("/external-engine/illegal", test_illegal);
  g_test_add_func ("/external-engine/not-there", test_not_there);
  g_test_add_func ("/external-engine/cancel", test_cancel);
  g_test_add_func ("/external-engine/cecp", test_cecp);
  g_test_add_func ("/external-engine/stockfish", test_stockfish);
  g_test_add_func ("/external-engine/fairy-stockfish", test_fairy_stockfish);
  g_test_add_func ("/external-engine/fairymax", test_fairymax);
  g_test_add_func ("/external-engine/stockfish-against-fairymax", test_real_match);
  g_test_add_func ("/opening-book/polyglot-keys", test_polyglot_keys);
  g_test_add_func ("/opening-book/lookup", test_book_lookup);
  return g_test_run ();
}

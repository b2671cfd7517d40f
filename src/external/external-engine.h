/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraExternalEngine: another program that plays chess, spoken to over
 * its standard input and output in UCI or CECP (XBoard) — GIO only, no GTK.
 *
 * The process starts with the first request (or chimera_external_engine_
 * start_async) and does the protocol's handshake; it learns the name the
 * engine reports and the variants it lists (UCI_Variant's values, CECP's
 * feature variants=).  Everything runs on the main context of the thread
 * that made the object: lines are read asynchronously, at most
 * CHIMERA_EXTERNAL_ENGINE_MAX_LINE bytes each.  An engine that exits,
 * stops answering (handshake or move past its time), sends a line too long
 * or an illegal move is "dead": its pending request fails with a message
 * naming what went wrong and every later one fails at once.  Disposing the
 * object sends quit and kills the process if it has not gone two seconds
 * later.
 *
 * Moves go both ways in the coordinate notation of notation.h (e2e4,
 * e7e8q, castling as the king's two-square move), which is UCI's and
 * CECP's for orthodox chess.
 */
#pragma once

#include <gio/gio.h>

#include "search.h"
#include "variant.h"

G_BEGIN_DECLS

typedef enum
{
  CHIMERA_ENGINE_UCI,
  CHIMERA_ENGINE_CECP,
} ChimeraEngineProtocol;

/* The longest line read from an engine; a longer one kills it. */
#define CHIMERA_EXTERNAL_ENGINE_MAX_LINE 16384

#define CHIMERA_EXTERNAL_ENGINE_ERROR (chimera_external_engine_error_quark ())
GQuark chimera_external_engine_error_quark (void);

typedef enum
{
  CHIMERA_EXTERNAL_ENGINE_ERROR_FAILED,   /* died, hung, garbage: the engine is dead */
  CHIMERA_EXTERNAL_ENGINE_ERROR_VARIANT,  /* it does not play the position's variant */
  CHIMERA_EXTERNAL_ENGINE_ERROR_RESIGNED, /* a CECP engine resigned instead of moving */
} ChimeraExternalEngineError;

#define CHIMERA_TYPE_EXTERNAL_ENGINE (chimera_external_engine_get_type ())
G_DECLARE_FINAL_TYPE (
  ChimeraExternalEngine, chimera_external_engine, CHIMERA, EXTERNAL_ENGINE, GObject)

/* `argv` is the command (argv[0] a path or a name on PATH). */
ChimeraExternalEngine *chimera_external_engine_new (const char *const *argv,
                                                    ChimeraEngineProtocol protocol);

/* How long the handshake may take, and how much longer than its time a
 * move may take (milliseconds; 30 s and 5 s at first).  For tests. */
void chimera_external_engine_set_timeouts (ChimeraExternalEngine *self,
                                           guint handshake_ms,
                                           guint grace_ms);

/* Starts the process and does the handshake.  TRUE once the engine is
 * ready; FALSE with a message if it could not be started or did not answer
 * as its protocol says. */
void chimera_external_engine_start_async (ChimeraExternalEngine *self,
                                          GCancellable *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer user_data);
gboolean chimera_external_engine_start_finish (ChimeraExternalEngine *self,
                                               GAsyncResult *result,
                                               GError **error);

ChimeraEngineProtocol chimera_external_engine_get_protocol (ChimeraExternalEngine *self);
/* The name the engine reported (UCI id name, CECP myname=); NULL before
 * the handshake or if it named none. */
const char *chimera_external_engine_get_name (ChimeraExternalEngine *self);
/* The variant names it listed, NULL-terminated (empty if it listed none). */
const char *const *chimera_external_engine_get_variants (ChimeraExternalEngine *self);
/* Whether the engine can play weaker (UCI_LimitStrength and UCI_Elo, after
 * the handshake), and the Elo range it offers then. */
gboolean chimera_external_engine_get_elo_range (ChimeraExternalEngine *self, int *min, int *max);
/* Plays at about `elo` from the next request on (clamped to the engine's
 * range), or at full strength for 0; nothing for an engine without a
 * strength limit. */
void chimera_external_engine_set_elo (ChimeraExternalEngine *self, int elo);
/* Whether it plays `v` by what it listed: a variant other engines know
 * (ce_variant_engine_name) and, if the engine lists variants, one of them. */
gboolean chimera_external_engine_supports (ChimeraExternalEngine *self, const CeVariant *v);
/* The same for a name and a list got from an engine before. */
gboolean chimera_external_engine_lists (ChimeraEngineProtocol protocol,
                                        const char *const *variants,
                                        const CeVariant *v);
/* Why the engine is dead, NULL while it is not. */
const char *chimera_external_engine_get_error (ChimeraExternalEngine *self);

/* Asks for a move in the position after `moves` (n of them, legal) from
 * `start`, within `limits` (movetime, or the clocks and increments; other
 * fields are ignored).  A request still running is cancelled first.
 * Cancelling `cancellable` stops the engine and reports
 * G_IO_ERROR_CANCELLED. */
void chimera_external_engine_think_async (ChimeraExternalEngine *self,
                                          const CePosition *start,
                                          const CeMove *moves,
                                          int n,
                                          const CeLimits *limits,
                                          GCancellable *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer user_data);
/* `out` gets the move (legal in that position), the last score the engine
 * gave (side to move's view, as the engine's own search reports it) and
 * its depth. */
gboolean chimera_external_engine_think_finish (ChimeraExternalEngine *self,
                                               GAsyncResult *result,
                                               CeSearchResult *out,
                                               GError **error);

/* Analyses `pos` without end, `multipv` lines where the engine can, until
 * chimera_external_engine_stop or another request: "info" for each line it
 * reports, "failed" if the engine dies. */
void
chimera_external_engine_analyse (ChimeraExternalEngine *self, const CePosition *pos, int multipv);
/* Stops an analysis (a move asked for reports G_IO_ERROR_CANCELLED). */
void chimera_external_engine_stop (ChimeraExternalEngine *self);

/* Parses one UCI "info" line against `pos`; TRUE if it has a score and a
 * first move legal there (the principal variation stops at its first
 * illegal move).  For tests and for the client itself. */
gboolean chimera_uci_parse_info (const char *line, const CePosition *pos, CeSearchInfo *info);
/* The same for CECP thinking output, "ply score time nodes pv..." (time
 * in centiseconds, score in centipawns for the side to move, mates as
 * XBoard writes them: 100000 + n for a mate in n moves, -100000 - n for
 * mated in n). */
gboolean chimera_cecp_parse_thinking (const char *line, const CePosition *pos, CeSearchInfo *info);

/* Signals:
 *   "info" (gpointer info): a const CeSearchInfo * of the running
 *     analysis or search (valid during the emission only), moves legal
 *     from the position analysed.
 *   "failed" (const char *message): the engine died during an analysis. */

G_END_DECLS

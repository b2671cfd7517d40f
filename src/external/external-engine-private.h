/* SPDX-License-Identifier: GPL-3.0-or-later
 * The insides of the external engine client, shared by its three files:
 * the process, lines and requests (external-engine.c), the UCI and CECP
 * conversations (external-engine-protocol.c) and the reading of engines'
 * lines and moves (external-engine-parse.c).
 */
#pragma once

#include "external-engine.h"

G_BEGIN_DECLS

/* What a pending asynchronous call holds instead of the engine: the engine
 * clears `self` when it goes, so a late callback finds nothing to touch. */
typedef struct
{
  int refs;
  ChimeraExternalEngine *self;
} Link;

typedef enum
{
  JOB_NONE,
  JOB_THINK,
  JOB_ANALYSE
} JobKind;

struct _ChimeraExternalEngine
{
  GObject parent_instance;
  char **argv;
  ChimeraEngineProtocol protocol;
  guint handshake_ms, grace_ms;

  Link *link;
  GSubprocess *proc;
  GOutputStream *to;
  GInputStream *from;
  GCancellable *io;
  char buf[4096];
  GString *line;
  gboolean started, ready;
  gboolean eof; /* its output closed: its exit status is awaited */
  char *error;
  GPtrArray *start_tasks;
  guint timer;

  /* What the handshake told. */
  char *name;
  GPtrArray *variants; /* NULL-terminated */
  gboolean has_uci_variant, has_multipv;
  gboolean has_limit_strength; /* UCI_LimitStrength */
  int elo_min, elo_max;        /* UCI_Elo's range; 0, 0 without one */
  gboolean cecp_features, cecp_done_wait, cecp_setboard, cecp_usermove, cecp_ping;
  const char *sent_variant; /* UCI_Variant or CECP variant last set */
  int sent_multipv;
  int elo;      /* the strength asked for, 0: full (chimera_external_engine_set_elo) */
  int sent_elo; /* the strength last set, 0: full (the engines' default) */

  /* Output of requests given up, still to come and to be dropped. */
  int stale_bestmoves;         /* UCI */
  int ping, ignore_until_pong; /* CECP: moves before pong `ignore_until_pong` are stale */

  /* The request. */
  JobKind job;
  gboolean job_sent;
  GTask *think;
  GCancellable *think_cancel;
  gulong cancel_id;
  guint cancel_idle;
  CePosition start;
  CeMove *moves;
  int nmoves;
  CePosition pos; /* after the moves: where the answer is read */
  CeLimits limits;
  int multipv;
  CeSearchResult result;
};

/* The core (external-engine.c) for the protocols: the engine's name for
 * messages; giving up on it with a message; writing one line; the
 * handshake's or a move's deadline; the handshake done; a move request
 * answered (error NULL: with self->result); a line of the search. */
const char *_chimera_ext_label (ChimeraExternalEngine *self);
void _chimera_ext_die (ChimeraExternalEngine *self, const char *message);
void _chimera_ext_send (ChimeraExternalEngine *self, const char *fmt, ...) G_GNUC_PRINTF (2, 3);
void _chimera_ext_start_timer (ChimeraExternalEngine *self, guint ms);
void _chimera_ext_handshake_done (ChimeraExternalEngine *self);
void _chimera_ext_finish_think (ChimeraExternalEngine *self, GError *error);
/* Emits "info". */
void _chimera_ext_emit_info (ChimeraExternalEngine *self, const CeSearchInfo *info);

/* The protocols (external-engine-protocol.c) for the core: one line read
 * from the engine, and the request (self->job, self->start, self->moves,
 * self->limits) written to it. */
void _chimera_uci_line (ChimeraExternalEngine *self, const char *line);
void _chimera_cecp_line (ChimeraExternalEngine *self, const char *line);
void _chimera_uci_send_job (ChimeraExternalEngine *self);
void _chimera_cecp_send_job (ChimeraExternalEngine *self);

/* A move of the engine's in coordinate notation, read in `pos`;
 * CE_MOVE_NONE if it names no legal move there. */
CeMove chimera_engine_read_move (const CePosition *pos, const char *text);

G_END_DECLS

/* SPDX-License-Identifier: GPL-3.0-or-later
 * What the external engine client (external-engine.c) reads its engines'
 * lines with (external-engine-parse.c).
 */
#pragma once

#include "external-engine.h"

G_BEGIN_DECLS

/* A move of the engine's in coordinate notation, read in `pos`;
 * CE_MOVE_NONE if it names no legal move there. */
CeMove chimera_engine_read_move (const CePosition *pos, const char *text);

/* CECP thinking output, "ply score time nodes pv..." (time in
 * centiseconds, score in centipawns for the side to move); TRUE if it has
 * a first move legal in `pos`.  Mate scores are not read (engines write
 * them in several conventions). */
gboolean chimera_cecp_parse_thinking (const char *line, const CePosition *pos, CeSearchInfo *info);

G_END_DECLS

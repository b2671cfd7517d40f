/* SPDX-License-Identifier: GPL-3.0-or-later
 * How games end: checkmate, stalemate, the 50-move rule, threefold
 * repetition, insufficient material and variant-specific ends.
 */
#pragma once

#include "position.h"

/* The result of the game in this position, CE_RESULT_NONE if it goes on;
 * `why` (may be NULL) receives the reason. */
CeResult ce_position_result (CePosition *pos, CeEndReason *why);
/* The same for a position whose legal moves the caller has just generated
 * (`nlegal` of them), saving a second generation. */
CeResult ce_position_result_counted (CePosition *pos, int nlegal, CeEndReason *why);

/* How many times the current position (board, side, rights, holdings) has
 * stood since the last irreversible move, counting itself. */
int ce_position_repetitions (const CePosition *pos);

/* True if neither side can ever mate (orthodox dead positions: bare kings,
 * a lone minor piece, bishops all on one colour). */
bool ce_insufficient_material (const CePosition *pos);

const char *ce_result_string (CeResult r); /* "1-0", "0-1", "1/2-1/2", "*" */
const char *ce_end_reason_string (CeEndReason why);

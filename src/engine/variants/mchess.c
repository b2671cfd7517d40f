/* SPDX-License-Identifier: GPL-3.0-or-later
 * M-Chess (`mchess`), the game the Zelig page starts from: Zelig Chess 2's
 * zeligs and their plain file powers (a/h rook, b/g knight, c/f bishop,
 * d queen, e monarch), without its limit on queens and rooks.
 */
#include "zelig.h"

const CeVariantDef ce_variant_mchess = {
  .id = "mchess",
  .name = CE_N_ ("M-Chess"),
  .description = CE_N_ ("Zeligs move as the piece of their file, with no limit on queens or rooks"),
  ZELIG_COMMON,
  .refresh = ce_zelig_refresh_by_file,
  .power_reason = ce_zelig_power_reason_by_file,
  .beginner_oversight_pct = 70, /* level 1 (level.c; 40 elsewhere) */
};

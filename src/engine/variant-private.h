/* SPDX-License-Identifier: GPL-3.0-or-later
 * What variant.c gives variant-registry.c, which alone builds variants.
 */
#pragma once

#include "variant.h"

/* A new variant from the definition `d`, with its move, attack and hash
 * tables built; its start position (start) and evaluation tables (eval)
 * are left for the caller, which needs these tables to make them.
 * Aborts without memory. */
CeVariant *ce_variant_build_tables (const CeVariantDef *d);

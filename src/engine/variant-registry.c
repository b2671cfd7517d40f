/* SPDX-License-Identifier: GPL-3.0-or-later
 * The list of variants, each built in full on first use.  A built variant
 * holds what the layers above its tables make of them (its start position,
 * its evaluation tables), so this file, which builds it, stands above them
 * all; the functions are declared in variant.h, where every caller looks
 * for them.
 */
#include "variant.h"

#include "eval.h"
#include "notation.h"
#include "position.h"
#include "variant-private.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* Every variant, one line each, in the order ce_variant_ids lists them;
 * its definition is ce_variant_NAME in variants/. */
#define ALL_VARIANTS(X) \
  X (chess)             \
  X (zonex)             \
  X (zelig)             \
  X (zelig2)            \
  X (zigzag)            \
  X (diagonal)          \
  X (diamond)           \
  X (mchess)

#define DECLARE(name) extern const CeVariantDef ce_variant_##name;
#define ENTRY(name)   &ce_variant_##name,
ALL_VARIANTS (DECLARE)

static const CeVariantDef *const all_defs[] = { ALL_VARIANTS (ENTRY) };

#define N_VARIANTS (sizeof all_defs / sizeof all_defs[0])

/* Built on first use, one variant at a time: a program that plays one
 * variant never pays for the others' tables. */
static CeVariant *built[N_VARIANTS];
static pthread_mutex_t build_lock = PTHREAD_MUTEX_INITIALIZER;
static const char *ids[N_VARIANTS + 1];
static pthread_once_t ids_once = PTHREAD_ONCE_INIT;

/* The whole variant, each part from the ones before it: the tables that
 * move generation walks (variant.c), the start position read with them
 * (notation.c), and the evaluation's tables, which need both (eval.c). */
static CeVariant *
build (const CeVariantDef *d)
{
  CeVariant *v = ce_variant_build_tables (d);
  CePosition *start = malloc (sizeof *start);
  char err[CE_ERR_SIZE];
  /* A definition whose start position does not read is a bug, which every
   * test that starts a game finds. */
  if (!start || !ce_position_from_fen (start, v, d->start_fen, err))
    abort ();
  v->start = start;
  ce_eval_build (v);
  return v;
}

static void
fill_ids (void)
{
  for (size_t i = 0; i < N_VARIANTS; i++)
    ids[i] = all_defs[i]->id;
  ids[N_VARIANTS] = NULL;
}

const CeVariant *
ce_variant_get (const char *id)
{
  for (size_t i = 0; i < N_VARIANTS; i++)
    if (id && strcmp (id, all_defs[i]->id) == 0)
      {
        pthread_mutex_lock (&build_lock);
        if (!built[i])
          built[i] = build (all_defs[i]);
        CeVariant *v = built[i];
        pthread_mutex_unlock (&build_lock);
        return v;
      }
  return NULL;
}

const char *const *
ce_variant_ids (void)
{
  pthread_once (&ids_once, fill_ids);
  return ids;
}

const char *
ce_variant_default_id (void)
{
  /* The richest of the variants, the one the app was made for. */
  return ce_variant_zigzag.id;
}

int
ce_variant_index (const CeVariant *v)
{
  for (size_t i = 0; i < N_VARIANTS; i++)
    if (all_defs[i] == v->def)
      return (int) i;
  return -1;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The transposition table, shared by all search threads without locks: each
 * entry stores its key XORed with its data, so a torn write from a racing
 * thread reads back as a miss, never as a wrong hit (but for the six bits
 * of the check word that hold the entry's generation: data that differs
 * from the entry's own only in those bits, bits 2-7 of the move's origin,
 * reads as a hit; a move from the table is only ever used as one of the
 * position's generated moves).
 */
#pragma once

#include "types.h"

enum
{
  CE_TT_NONE = 0,
  CE_TT_UPPER = 1,
  CE_TT_LOWER = 2,
  CE_TT_EXACT = 3
};

/* CeTTData.eval of a position whose static evaluation is not known (the
 * side to move was in check). */
#define CE_TT_NO_EVAL INT16_MIN

typedef struct
{
  CeMove move;
  int16_t score;
  int16_t eval; /* the static evaluation, or CE_TT_NO_EVAL */
  int8_t depth;
  uint8_t bound;
} CeTTData;

typedef struct
{
  uint64_t check; /* key ^ data */
  uint64_t data;
} CeTTEntry;

/* Entries a bucket: a position is kept in one of the four of its bucket. */
#define CE_TT_BUCKET 4

typedef struct
{
  CeTTEntry *entries;
  size_t mask;        /* entries - 1, a power of two minus one */
  uint8_t generation; /* of the search storing now, 0-63 (ce_tt_new_search) */
  bool mapped;        /* from mmap, else aligned_alloc (tt.c) */
} CeTT;

/* The number of entries a table of `mb` MiB holds: the largest power of two
 * that fits (at least one MiB's worth). */
size_t ce_tt_entries_for (size_t mb);
/* Allocates about `mb` MiB (at least 1). Returns false if out of memory. */
bool ce_tt_init (CeTT *tt, size_t mb);
void ce_tt_free (CeTT *tt);
void ce_tt_clear (CeTT *tt);

bool ce_tt_probe (const CeTT *tt, uint64_t key, CeTTData *out);

/* The bucket of `key`: CE_TT_BUCKET entries in one 64-byte cache line,
 * chosen by the key's bits from 2 up, which therefore need no storing. */
static inline CeTTEntry *
ce_tt_bucket (const CeTT *tt, uint64_t key)
{
  return &tt->entries[key & tt->mask & ~(uint64_t) (CE_TT_BUCKET - 1)];
}

/* Starts loading the bucket of `key` into the cache: called as soon as a
 * move is made, the probe that follows finds it there or on its way. */
static inline void
ce_tt_prefetch (const CeTT *tt, uint64_t key)
{
  __builtin_prefetch (ce_tt_bucket (tt, key));
}
/* Stores over the same position's entry (unless that holds a deeper
 * result of this search and `d` is not exact), else over an empty entry of
 * the bucket, else over the one of least depth less eight plies a search
 * since it was stored. */
void ce_tt_store (CeTT *tt, uint64_t key, const CeTTData *d);
/* A new search begins: entries stored before it are now older by one, and
 * give way first. */
void ce_tt_new_search (CeTT *tt);

/* Permille of entries used by this search (sampled), for UCI's hashfull. */
int ce_tt_hashfull (const CeTT *tt);

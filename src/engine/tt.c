/* SPDX-License-Identifier: GPL-3.0-or-later
 * Transposition table: buckets of four entries in a cache line, replaced by
 * depth and age.
 */
/* mmap flags and madvise are beyond POSIX. */
#define _DEFAULT_SOURCE

#include "tt.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#endif

/* 64 bits: the move in 22 (from, to, type and a kind of 0-3: types.h),
 * the bound in 2, the score and the eval in 16 each, the depth in 8. */
#define MOVE_BITS 0x3fffffu
_Static_assert(CE_MOVE_DROP <= 3, "a move's kind takes two bits in the table");

static uint64_t
pack (const CeTTData *d)
{
  return (uint64_t) (d->move & MOVE_BITS) | (uint64_t) (d->bound & 3) << 22
         | (uint64_t) (uint16_t) d->score << 24 | (uint64_t) (uint16_t) d->eval << 40
         | (uint64_t) (uint8_t) d->depth << 56;
}

static void
unpack (uint64_t x, CeTTData *d)
{
  d->move = (CeMove) (x & MOVE_BITS);
  d->bound = (uint8_t) ((x >> 22) & 3);
  d->score = (int16_t) (uint16_t) (x >> 24);
  d->eval = (int16_t) (uint16_t) (x >> 40);
  d->depth = (int8_t) (uint8_t) (x >> 56);
}

/* Transparent huge pages come in 2 MiB. */
#define HUGE_PAGE ((size_t) 2 << 20)

/* Zeroed memory for `bytes` of entries.  On Linux a table of a huge page or
 * more comes straight from the kernel, 2 MiB-aligned and marked for huge
 * pages: a fresh table is faulted in 2 MiB at a time (a search through a
 * new 64 MiB table took 280 page faults instead of 16,633, 0.1-0.2 s on
 * this project's VM) and one TLB entry covers 512 times as many of the
 * randomly probed entries; pages stay untouched (not resident) until the
 * search writes them, whatever malloc is told (MALLOC_PERTURB_ makes
 * calloc write every byte); and the table leaves no hole in the heap when
 * it goes. */
static CeTTEntry *
table_alloc (size_t bytes, bool *mapped)
{
  *mapped = false;
#ifdef __linux__
  if (bytes >= HUGE_PAGE)
    {
      size_t len = bytes + HUGE_PAGE;
      char *p = mmap (NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (p != MAP_FAILED)
        {
          char *a = (char *) (((uintptr_t) p + HUGE_PAGE - 1) & ~(uintptr_t) (HUGE_PAGE - 1));
          if (a > p)
            munmap (p, (size_t) (a - p));
          if (p + len > a + bytes)
            munmap (a + bytes, (size_t) (p + len - (a + bytes)));
          madvise (a, bytes, MADV_HUGEPAGE); /* a hint: without it, small pages */
          *mapped = true;
          return (CeTTEntry *) a;
        }
    }
#endif
  /* A bucket is a cache line only if the table starts on one. */
  CeTTEntry *t = aligned_alloc (64, bytes);
  if (t)
    memset (t, 0, bytes);
  return t;
}

/* At least 2^16 entries: the generation's bits in the check word need the
 * bucket's index to say bits 2-7 of the key. */
#define MIN_ENTRIES ((size_t) 1 << 16)

size_t
ce_tt_entries_for (size_t mb)
{
  /* In 64 bits, and at most half the address space: a 32-bit build asked
   * for 4 GiB gets the largest table it can address, not an overflow. */
  uint64_t bytes = (uint64_t) (mb ? mb : 1) << 20;
  if (bytes > SIZE_MAX / 2)
    bytes = SIZE_MAX / 2;
  size_t n = MIN_ENTRIES;
  while ((uint64_t) n * 2 * sizeof (CeTTEntry) <= bytes)
    n *= 2;
  return n;
}

bool
ce_tt_init (CeTT *tt, size_t mb)
{
  size_t n = ce_tt_entries_for (mb);
  tt->entries = table_alloc (n * sizeof (CeTTEntry), &tt->mapped);
  tt->mask = n - 1;
  tt->generation = 0;
  return tt->entries != NULL;
}

void
ce_tt_free (CeTT *tt)
{
#ifdef __linux__
  if (tt->mapped)
    munmap (tt->entries, (tt->mask + 1) * sizeof (CeTTEntry));
  else
#endif
    free (tt->entries);
  tt->entries = NULL;
}

void
ce_tt_clear (CeTT *tt)
{
  size_t bytes = (tt->mask + 1) * sizeof (CeTTEntry);
#ifdef __linux__
  /* Given back to the kernel, the pages read as zeros again and stop
   * counting as resident until used: no need to write 64 MiB of zeros. */
  tt->generation = 0;
  if (tt->mapped && madvise (tt->entries, bytes, MADV_DONTNEED) == 0)
    return;
#endif
  memset (tt->entries, 0, bytes);
}

/* The generation (the search that last stored an entry) lives in bits 2-7
 * of the entry's check word: the bucket's index already says what the
 * key holds there (a table has at least 2^16 entries). */
#define GEN_SHIFT 2
#define GEN_FIELD ((uint64_t) 63 << GEN_SHIFT)

static inline bool
same_key (uint64_t check, uint64_t data, uint64_t key)
{
  return data && ((check ^ data) & ~GEN_FIELD) == (key & ~GEN_FIELD);
}

static inline int
generation_of (uint64_t check)
{
  return (int) ((check & GEN_FIELD) >> GEN_SHIFT);
}

bool
ce_tt_probe (const CeTT *tt, uint64_t key, CeTTData *out)
{
  const CeTTEntry *b = ce_tt_bucket (tt, key);
  for (int i = 0; i < CE_TT_BUCKET; i++)
    {
      uint64_t data = __atomic_load_n (&b[i].data, __ATOMIC_RELAXED);
      uint64_t check = __atomic_load_n (&b[i].check, __ATOMIC_RELAXED);
      if (same_key (check, data, key))
        {
          unpack (data, out);
          return true;
        }
    }
  return false;
}

void
ce_tt_store (CeTT *tt, uint64_t key, const CeTTData *d)
{
  CeTTEntry *b = ce_tt_bucket (tt, key), *slot = NULL;
  const int gen = tt->generation;
  CeTTData nd = *d;
  for (int i = 0; i < CE_TT_BUCKET && !slot; i++)
    {
      uint64_t data = __atomic_load_n (&b[i].data, __ATOMIC_RELAXED);
      uint64_t check = __atomic_load_n (&b[i].check, __ATOMIC_RELAXED);
      if (!same_key (check, data, key))
        continue;
      CeTTData prev;
      unpack (data, &prev);
      /* Keep a deeper result of this search for the same position unless
       * this one is exact. */
      if (d->bound != CE_TT_EXACT && prev.depth > d->depth + 2 && generation_of (check) == gen)
        return;
      if (!nd.move)
        nd.move = prev.move;
      slot = &b[i];
    }
  if (!slot)
    {
      /* Another position's place: an empty one, else the one worth least,
       * shallow or left by an earlier search (eight plies of depth a
       * search ago). */
      int least = 0;
      for (int i = 0; i < CE_TT_BUCKET; i++)
        {
          uint64_t data = __atomic_load_n (&b[i].data, __ATOMIC_RELAXED);
          uint64_t check = __atomic_load_n (&b[i].check, __ATOMIC_RELAXED);
          int worth = data
                        ? (int8_t) (uint8_t) (data >> 56) - 8 * ((gen - generation_of (check)) & 63)
                        : -1000;
          if (!slot || worth < least)
            {
              slot = &b[i];
              least = worth;
            }
        }
    }
  uint64_t data = pack (&nd);
  __atomic_store_n (&slot->data, data, __ATOMIC_RELAXED);
  __atomic_store_n (&slot->check, ((key ^ data) & ~GEN_FIELD) | (uint64_t) gen << GEN_SHIFT,
                    __ATOMIC_RELAXED);
}

void
ce_tt_new_search (CeTT *tt)
{
  tt->generation = (uint8_t) ((tt->generation + 1) & 63);
}

int
ce_tt_hashfull (const CeTT *tt)
{
  int used = 0;
  size_t n = tt->mask + 1 < 1000 ? tt->mask + 1 : 1000;
  /* Helper threads store while the main thread samples: the same relaxed
   * atomic reads as probing, so the count is a snapshot, never a race. */
  for (size_t i = 0; i < n; i++)
    used += __atomic_load_n (&tt->entries[i].data, __ATOMIC_RELAXED) != 0
            && generation_of (__atomic_load_n (&tt->entries[i].check, __ATOMIC_RELAXED))
                 == tt->generation;
  return (int) (used * 1000 / n);
}

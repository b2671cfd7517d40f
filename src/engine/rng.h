/* SPDX-License-Identifier: GPL-3.0-or-later
 * The engine's one pseudo-random generator, splitmix64: hash keys, the
 * levels' weighted draws and the soak test's games all come from it.  A
 * stream is fixed by its seed, so every run repeats exactly.
 */
#pragma once

#include <stdint.h>

/* Advances *state and returns the next value of its sequence. */
static inline uint64_t
ce_splitmix64 (uint64_t *state)
{
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

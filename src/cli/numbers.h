/* SPDX-License-Identifier: GPL-3.0-or-later
 * Strict number parsing for every number chimera-cli reads (command-line
 * options, match player specs, UCI options and `go` parameters), and the
 * ranges each of them accepts.
 *
 * A number is the whole string: an optional '-' or '+', then ASCII digits
 * (a decimal may have one '.' with digits on at least one side).  Nothing
 * else is a number: no spaces, no trailing text, no exponents, no hex, no
 * "inf" or "nan".  A value outside the range reports on which side it fell
 * and stores the nearest bound, so a caller that clamps (the UCI loop) and a
 * caller that refuses (the command line) share one parser.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

typedef enum
{
  CHIMERA_NUMBER_OK,
  CHIMERA_NUMBER_INVALID,   /* not a number: *out is left alone */
  CHIMERA_NUMBER_TOO_SMALL, /* below min (or overflowed downwards): *out = min */
  CHIMERA_NUMBER_TOO_LARGE, /* above max (or overflowed upwards): *out = max */
} ChimeraNumberStatus;

/* The ranges (inclusive).  Milliseconds are capped at about 11.6 days so
 * that the engine's time arithmetic (which doubles and quadruples them)
 * stays far from overflow. */
#define CHIMERA_DEPTH_MAX     30         /* --depth (perft, search, bench) */
#define CHIMERA_THREADS_MAX   64         /* --threads, UCI Threads */
#define CHIMERA_HASH_MAX      4096       /* UCI Hash, MiB (from 1) */
#define CHIMERA_MULTIPV_MAX   8          /* UCI MultiPV (from 1) */
#define CHIMERA_GAMES_MAX     100000     /* --games (from 1) */
#define CHIMERA_TC_MAX_S      86400.0    /* --tc BASE (from 0.001) and INC (from 0), seconds */
#define CHIMERA_MS_MAX        1000000000 /* --movetime, go movetime/wtime/btime/winc/binc */
#define CHIMERA_GO_DEPTH_MAX  127        /* go depth (from 1): the engine's ply limit - 1 */
#define CHIMERA_MOVESTOGO_MAX 1000       /* go movestogo (from 1) */
#define CHIMERA_MATE_MAX      63         /* go mate N (from 1): searched to depth 2N - 1 */
#define CHIMERA_NODES_MAX     INT64_MAX  /* go nodes (from 1) */

/* Threads when none are asked for (UCI Threads, match): every core there
 * is, 1 to CHIMERA_THREADS_MAX. */
int chimera_default_threads (void);

/* A whole number in [min, max]. */
ChimeraNumberStatus
chimera_parse_integer (const char *text, int64_t min, int64_t max, int64_t *out);

/* A whole number in [0, max]; a '-' sign makes any non-zero value too small. */
ChimeraNumberStatus chimera_parse_unsigned (const char *text, uint64_t max, uint64_t *out);

/* A decimal number such as "10", "0.5" or ".25" in [min, max]. */
ChimeraNumberStatus chimera_parse_decimal (const char *text, double min, double max, double *out);

/* What is wrong, for a message: "not a number", "too small" or "too large"
 * ("" for CHIMERA_NUMBER_OK). */
const char *chimera_number_problem (ChimeraNumberStatus status);

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Strict number parsing for chimera-cli (the grammar and ranges are in
 * numbers.h).  The grammar is checked by hand rather than left to strtol
 * and strtod, which skip spaces, accept hex, exponents, "inf" and "nan",
 * and report overflow only through errno.  Also the default thread count.
 */
#define _GNU_SOURCE /* _SC_NPROCESSORS_ONLN */
#include "numbers.h"

#include <stdlib.h>
#include <unistd.h>

/* Splits "[+-]digits" into a sign and a magnitude; `overflow` is set when
 * the magnitude does not fit in 64 bits.  False if `text` is not of that
 * form. */
static bool
scan_whole (const char *text, bool *negative, uint64_t *magnitude, bool *overflow)
{
  const char *p = text;
  *negative = *p == '-';
  if (*p == '-' || *p == '+')
    p++;
  if (*p < '0' || *p > '9')
    return false;
  uint64_t m = 0;
  *overflow = false;
  for (; *p >= '0' && *p <= '9'; p++)
    {
      unsigned d = (unsigned) (*p - '0');
      if (m > (UINT64_MAX - d) / 10)
        *overflow = true;
      else
        m = m * 10 + d;
    }
  *magnitude = m;
  return *p == 0;
}

ChimeraNumberStatus
chimera_parse_integer (const char *text, int64_t min, int64_t max, int64_t *out)
{
  bool negative, overflow;
  uint64_t m;
  if (!text || !scan_whole (text, &negative, &m, &overflow))
    return CHIMERA_NUMBER_INVALID;
  /* INT64_MIN's magnitude is INT64_MAX + 1. */
  const uint64_t limit = negative ? (uint64_t) INT64_MAX + 1 : (uint64_t) INT64_MAX;
  int64_t v;
  if (overflow || m > limit)
    v = negative ? INT64_MIN : INT64_MAX;
  else if (negative)
    v = m == limit ? INT64_MIN : -(int64_t) m;
  else
    v = (int64_t) m;
  if (v < min || (negative && (overflow || m > limit)))
    {
      *out = min;
      return CHIMERA_NUMBER_TOO_SMALL;
    }
  if (v > max || (!negative && (overflow || m > limit)))
    {
      *out = max;
      return CHIMERA_NUMBER_TOO_LARGE;
    }
  *out = v;
  return CHIMERA_NUMBER_OK;
}

ChimeraNumberStatus
chimera_parse_unsigned (const char *text, uint64_t max, uint64_t *out)
{
  bool negative, overflow;
  uint64_t m;
  if (!text || !scan_whole (text, &negative, &m, &overflow))
    return CHIMERA_NUMBER_INVALID;
  if (negative && (m || overflow))
    {
      *out = 0;
      return CHIMERA_NUMBER_TOO_SMALL;
    }
  if (overflow || m > max)
    {
      *out = max;
      return CHIMERA_NUMBER_TOO_LARGE;
    }
  *out = m;
  return CHIMERA_NUMBER_OK;
}

ChimeraNumberStatus
chimera_parse_decimal (const char *text, double min, double max, double *out)
{
  if (!text)
    return CHIMERA_NUMBER_INVALID;
  /* Check the grammar first; then strtod (the CLI never sets a locale, so
   * its decimal point is '.') turns what passed into the nearest double. */
  const char *p = text;
  if (*p == '-' || *p == '+')
    p++;
  int digits = 0, points = 0;
  for (; *p; p++)
    {
      if (*p == '.')
        points++;
      else if (*p >= '0' && *p <= '9')
        digits++;
      else
        return CHIMERA_NUMBER_INVALID;
    }
  if (!digits || points > 1)
    return CHIMERA_NUMBER_INVALID;
  /* A long enough digit string overflows to inf, which is simply large. */
  double v = strtod (text, NULL);
  if (v < min)
    {
      *out = min;
      return CHIMERA_NUMBER_TOO_SMALL;
    }
  if (v > max)
    {
      *out = max;
      return CHIMERA_NUMBER_TOO_LARGE;
    }
  *out = v;
  return CHIMERA_NUMBER_OK;
}

const char *
chimera_number_problem (ChimeraNumberStatus status)
{
  switch (status)
    {
      case CHIMERA_NUMBER_OK: return "";
      case CHIMERA_NUMBER_INVALID: return "not a number";
      case CHIMERA_NUMBER_TOO_SMALL: return "too small";
      case CHIMERA_NUMBER_TOO_LARGE: return "too large";
    }
  return "";
}

int
chimera_default_threads (void)
{
  long n = sysconf (_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1 : n > CHIMERA_THREADS_MAX ? CHIMERA_THREADS_MAX : (int) n;
}

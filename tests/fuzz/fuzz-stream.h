/* SPDX-License-Identifier: GPL-3.0-or-later
 * The shared set-up of the protocol-loop fuzz targets (UCI, CECP): the
 * input becomes the loop's standard input and its output goes to
 * /dev/null.
 */
#pragma once

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/* A protocol loop reading commands from `in` and answering on `out`. */
typedef void (*FuzzStreamLoop) (FILE *in, FILE *out, void *user_data);

static inline int
fuzz_stream (const uint8_t *data, size_t size, FuzzStreamLoop loop, void *user_data)
{
  static FILE *sink;
  if (!sink && !(sink = fopen ("/dev/null", "w")))
    abort ();
  if (size == 0)
    return 0; /* fmemopen refuses an empty buffer */
  /* Read only: the const is cast away for fmemopen's signature. */
  FILE *in = fmemopen ((void *) data, size, "r");
  if (!in)
    abort ();
  loop (in, sink, user_data);
  fclose (in);
  return 0;
}

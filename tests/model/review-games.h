/* SPDX-License-Identifier: GPL-3.0-or-later
 * Games to review and the options to review them with, for the review
 * runner's tests (test-review-runner.c) and the review in the window
 * (tests/ui/test-review.c).
 */
#pragma once

#include "review.h"

/* A ZigZag Madness game of 30 moves, the engine's best at depth 4 but for
 * five random moves (plies 10, 21, 34, 45, 52): the review has work. */
static const char zigzag_game[]
  = "i1h3 i10h8 b1c3 b10c8 a2a5 c8d6 J@a2 a9a6 d2d3 e9e7 c1i7 h8g6 i7f4 d6c6 g2g3 c6d8 h1e4 "
    "J@a9 f4h6 g6f8 i2i4 g9g7 h6g5 J@e9 J@g2 h9h6 g5f4 J@g9 J@d2 J@h8 J@i2 J@h9 j2j5 i9i6 j5i6 "
    "h10i9 J@j5 j9j7 i6j7 j10j7 d3d5 j7j6 e4f5 g7g6 f5d7 d8d7 e2e5 h6h5 i4h5 g6h5 h3i4 i9j8 i4j6 "
    "j8f4 d1f4 g9g6 e5e6 d7f6 e1e5 g10h6";

/* 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#: Black's third move loses. */
static const char scholars_mate[] = "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7";

/* A review to `depth` on `threads` threads, with a small table (8 MiB):
 * the tests' reviews are short. */
static inline CeReviewOptions
review_options (int depth, int threads)
{
  CeReviewOptions o;
  ce_review_options_init (&o);
  o.depth = depth;
  o.threads = threads;
  o.hash_mb = 8;
  return o;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli review`: every game of a PGN file reviewed by the engine and
 * written back as annotated PGN (docs/review.md).
 */
#pragma once

/* Runs the command on the arguments after `review`; returns the exit
 * status (0, or 2 after a bad argument, an unreadable file or a bad game). */
int chimera_review_command (int argc, char **argv);

/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli diagram`: a position drawn as a PNG or SVG diagram by the
 * app's board painter (diagram-cli.c), or, in a build without the UI
 * (-Dui=disabled), a message that the command is not there
 * (diagram-cli-none.c).
 */
#pragma once

/* Runs the command on the arguments after `diagram`; returns the exit
 * status (0, or 2 after a bad argument or a file that cannot be written). */
int chimera_diagram_command (int argc, char **argv);

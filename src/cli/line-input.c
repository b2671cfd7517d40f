/* SPDX-License-Identifier: GPL-3.0-or-later
 * Bounded line reading and command splitting shared by `chimera-cli uci` and
 * `chimera-cli xboard`.
 */
#include "line-input.h"

#include <stdlib.h>
#include <string.h>

bool
chimera_read_line (FILE *in, char **buf, size_t *cap, bool *too_long)
{
  size_t n = 0;
  int c;
  bool any = false;
  *too_long = false;
  while ((c = getc (in)) != EOF && c != '\n')
    {
      any = true;
      if (*too_long)
        continue;
      if (n + 1 >= *cap)
        {
          size_t bigger = *cap * 2 > CHIMERA_LINE_LIMIT + 1 ? CHIMERA_LINE_LIMIT + 1 : *cap * 2;
          char *p = n + 1 < bigger ? realloc (*buf, bigger) : NULL;
          if (!p)
            {
              *too_long = true;
              n = 0;
              continue;
            }
          *buf = p;
          *cap = bigger;
        }
      (*buf)[n++] = (char) c;
    }
  if (c == EOF && !any)
    return false;
  if (n && (*buf)[n - 1] == '\r')
    n--;
  (*buf)[n] = 0;
  return true;
}

char *
chimera_skip_blanks (char *p)
{
  while (*p == ' ' || *p == '\t')
    p++;
  return p;
}

char *
chimera_split_command (char *line, char **args)
{
  char *cmd = chimera_skip_blanks (line);
  char *rest = cmd + strcspn (cmd, " \t");
  if (*rest)
    *rest++ = 0;
  *args = chimera_skip_blanks (rest);
  return cmd;
}

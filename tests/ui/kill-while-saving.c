/* SPDX-License-Identifier: GPL-3.0-or-later
 * An LD_PRELOAD library for test-kill.sh: it kills the app with SIGKILL at
 * an exact moment of saving the game in progress, which random kills hit
 * only by luck.  With CHIMERA_TEST_KILL="write N", the N+1st write to the
 * autosave's temporary file (current-game.pgn.XXXXXX) writes half its bytes
 * and the process dies; with "rename N", the N+1st rename of a temporary
 * file over the autosave dies before it happens (the new game is written
 * whole, the old one still in place).  The app's own save code runs
 * unchanged: only libc's write and rename are wrapped.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char autosave[] = "current-game.pgn";

/* Which call to kill in ("write" or "rename"), and how many of those to
 * let through first; -1 until read from the environment. */
static char mode[8];
static int countdown = -1;

static void
read_plan (void)
{
  if (countdown >= 0)
    return;
  const char *plan = getenv ("CHIMERA_TEST_KILL");
  countdown = 0;
  if (!plan || sscanf (plan, "%7s %d", mode, &countdown) != 2)
    mode[0] = '\0';
}

/* Whether `path` names a temporary file of the autosave: the autosave's
 * name and a suffix. */
static int
is_temporary (const char *path)
{
  const char *base = strrchr (path, '/');
  base = base ? base + 1 : path;
  return strncmp (base, autosave, sizeof autosave - 1) == 0 && base[sizeof autosave - 1] == '.';
}

static int
is_autosave (const char *path)
{
  const char *base = strrchr (path, '/');
  return strcmp (base ? base + 1 : path, autosave) == 0;
}

static void
die (void)
{
  kill (getpid (), SIGKILL);
  pause ();
}

ssize_t
write (int fd, const void *buf, size_t n)
{
  static ssize_t (*real_write) (int, const void *, size_t);
  if (!real_write)
    real_write = (ssize_t (*) (int, const void *, size_t)) dlsym (RTLD_NEXT, "write");
  read_plan ();
  if (strcmp (mode, "write") == 0 && fd > 2)
    {
      char link[64], path[4096];
      snprintf (link, sizeof link, "/proc/self/fd/%d", fd);
      ssize_t len = readlink (link, path, sizeof path - 1);
      if (len > 0)
        {
          path[len] = '\0';
          if (is_temporary (path) && countdown-- == 0)
            {
              if (n > 1)
                real_write (fd, buf, n / 2);
              die ();
            }
        }
    }
  return real_write (fd, buf, n);
}

int
rename (const char *from, const char *to)
{
  static int (*real_rename) (const char *, const char *);
  if (!real_rename)
    real_rename = (int (*) (const char *, const char *)) dlsym (RTLD_NEXT, "rename");
  read_plan ();
  if (strcmp (mode, "rename") == 0 && is_temporary (from) && is_autosave (to) && countdown-- == 0)
    die ();
  return real_rename (from, to);
}

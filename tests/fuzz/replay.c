/* SPDX-License-Identifier: GPL-3.0-or-later
 * Replays saved inputs through a fuzz target's own entry point, without
 * libFuzzer: linked with one tests/fuzz/fuzz-NAME.c, it hands every file
 * under the directories given (the target's seed corpus and the inputs that
 * ever crashed or hung something, tests/data/crashers/NAME/) to
 * LLVMFuzzerTestOneInput, one TAP line each.  So every build, the
 * sanitizer builds with gcc included, checks them, not only the clang fuzz
 * build.  A target that fails aborts; the "# replaying" line on stderr just
 * before names the input.
 *   replay-NAME DIR...
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

typedef struct
{
  char **paths;
  size_t n, cap;
} PathList;

/* Takes PATH. */
static void
add_path (PathList *list, char *path)
{
  if (list->n == list->cap)
    {
      list->cap = list->cap ? 2 * list->cap : 64;
      list->paths = realloc (list->paths, list->cap * sizeof *list->paths);
      if (!list->paths)
        abort ();
    }
  list->paths[list->n++] = path;
}

static int
compare_paths (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* Regular files directly in DIR, README and hidden files left out.  A
 * missing directory is an error: a misspelt path must not pass as empty. */
static int
collect (PathList *list, const char *dir)
{
  DIR *d = opendir (dir);
  if (!d)
    {
      printf ("Bail out! cannot read %s\n", dir);
      return 0;
    }
  struct dirent *e;
  while ((e = readdir (d)))
    {
      if (e->d_name[0] == '.' || strcmp (e->d_name, "README.md") == 0)
        continue;
      size_t len = strlen (dir) + strlen (e->d_name) + 2;
      char *path = malloc (len);
      struct stat st;
      if (!path)
        abort ();
      snprintf (path, len, "%s/%s", dir, e->d_name);
      if (stat (path, &st) == 0 && S_ISREG (st.st_mode))
        add_path (list, path);
      else
        free (path);
    }
  closedir (d);
  return 1;
}

static uint8_t *
read_file (const char *path, size_t *size)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, len = 0;
  uint8_t *data = malloc (cap);
  size_t got;
  while (data && (got = fread (data + len, 1, cap - len, f)) > 0)
    {
      len += got;
      if (len == cap)
        {
          cap *= 2;
          uint8_t *bigger = realloc (data, cap);
          if (!bigger)
            free (data);
          data = bigger;
        }
    }
  int failed = ferror (f);
  fclose (f);
  if (failed || !data)
    {
      free (data);
      return NULL;
    }
  /* The target gets exactly the file's bytes, as libFuzzer would give
   * them: a copy of that size, so that ASan sees any read past the end. */
  uint8_t *exact = malloc (len ? len : 1);
  if (exact)
    memcpy (exact, data, len);
  free (data);
  *size = len;
  return exact;
}

int
main (int argc, char **argv)
{
  PathList list = { 0 };
  int ok = argc > 1;
  for (int i = 1; i < argc; i++)
    ok &= collect (&list, argv[i]);
  if (!ok)
    return 1;
  /* Sorted, so that runs list the inputs in the same order everywhere. */
  qsort (list.paths, list.n, sizeof *list.paths, compare_paths);
  printf ("1..%zu\n", list.n);
  fflush (stdout);
  int failed = 0;
  for (size_t i = 0; i < list.n; i++)
    {
      size_t size = 0;
      fprintf (stderr, "# replaying %s\n", list.paths[i]);
      uint8_t *data = read_file (list.paths[i], &size);
      if (!data)
        {
          printf ("not ok %zu - %s: cannot read\n", i + 1, list.paths[i]);
          failed = 1;
        }
      else
        {
          LLVMFuzzerTestOneInput (data, size);
          printf ("ok %zu - %s (%zu bytes)\n", i + 1, list.paths[i], size);
        }
      fflush (stdout);
      free (data);
      free (list.paths[i]);
    }
  free (list.paths);
  return failed;
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * Runs the hand-made rule cases in tests/data/rules/NAME.rules.
 *
 * A case file holds blocks separated by blank lines:
 *   # the rule sentence this case checks (comment lines, any number)
 *   case <name>
 *   variant <id>
 *   fen <position string>           (default: the start position)
 *   play <move> ...                 (optional: moves played first)
 *   moves <move> ...                (exactly these legal moves, any order;
 *                                    "moves -" for none)
 *   includes <move> ...             (these are legal)
 *   excludes <move> ...             (these are not legal)
 *   perft <depth> <count>
 *   result <1-0|0-1|1/2-1/2|*> [reason words]
 *   after <position string>         (the position after `play`)
 *   error <text>                    (the fen is rejected, message contains text)
 *   illegal <move> <text>           (parsing the move fails, message contains text)
 * Every key but case/variant may appear more than once.
 */
#include "movegen.h"
#include "notation.h"
#include "perft.h"
#include "rules.h"

#include <glib.h>
#include <string.h>

typedef struct
{
  char *file;
  int line;
  char *name;
  GPtrArray *lines; /* "key rest" */
} Case;

/* Fails the current case and moves on to the next one. */
#define FAIL(...)                       \
  do                                    \
    {                                   \
      g_test_fail_printf (__VA_ARGS__); \
      return;                           \
    }                                   \
  while (0)

static void
case_free (gpointer p)
{
  Case *c = p;
  g_free (c->file);
  g_free (c->name);
  g_ptr_array_unref (c->lines);
  g_free (c);
}

static GPtrArray *
legal_names (CePosition *pos)
{
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (pos, moves);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < n; i++)
    {
      char buf[CE_MOVE_SIZE];
      g_ptr_array_add (names, g_strdup (ce_move_to_string (pos, moves[i], buf)));
    }
  return names;
}

static gboolean
contains (GPtrArray *names, const char *m)
{
  for (guint i = 0; i < names->len; i++)
    if (g_ascii_strcasecmp (names->pdata[i], m) == 0)
      return TRUE;
  return FALSE;
}

static char *
join_missing (GPtrArray *have, char **want, gboolean want_in)
{
  GString *s = g_string_new ("");
  for (char **w = want; *w; w++)
    if (**w && contains (have, *w) != want_in)
      g_string_append_printf (s, " %s", *w);
  return g_string_free (s, FALSE);
}

static void
run_case (gconstpointer data)
{
  const Case *c = data;
  const char *variant = NULL, *fen = NULL;
  for (guint i = 0; i < c->lines->len; i++)
    {
      const char *l = c->lines->pdata[i];
      if (g_str_has_prefix (l, "variant "))
        variant = l + 8;
      else if (g_str_has_prefix (l, "fen "))
        fen = l + 4;
      else if (strcmp (l, "fen") == 0)
        fen = "";
    }
  g_test_message ("%s:%d: %s", c->file, c->line, c->name);
  g_assert_nonnull (variant);
  const CeVariant *v = ce_variant_get (variant);
  g_assert_nonnull (v);

  CePosition pos;
  char err[CE_ERR_SIZE] = "";
  gboolean loaded
    = fen ? ce_position_from_fen (&pos, v, fen, err) : (ce_position_start (&pos, v), TRUE);

  for (guint i = 0; i < c->lines->len; i++)
    {
      const char *l = c->lines->pdata[i];
      const char *sp = strchr (l, ' ');
      g_autofree char *key = g_strndup (l, sp ? (gsize) (sp - l) : strlen (l));
      const char *arg = sp ? sp + 1 : "";

      if (strcmp (key, "error") == 0)
        {
          if (loaded)
            FAIL ("%s: position was accepted, expected error containing '%s'", c->name, arg);
          if (!strstr (err, arg))
            FAIL ("%s: error '%s' does not contain '%s'", c->name, err, arg);
          continue;
        }
      if (strcmp (key, "case") == 0 || strcmp (key, "variant") == 0 || strcmp (key, "fen") == 0)
        continue;
      if (!loaded)
        FAIL ("%s: position rejected: %s", c->name, err);

      g_auto (GStrv) words = g_strsplit_set (arg, " ", -1);
      if (strcmp (key, "play") == 0)
        {
          for (char **w = words; *w; w++)
            {
              CeMove m;
              CeUndo u;
              if (!**w)
                continue;
              if (!ce_move_parse (&pos, *w, &m, err))
                FAIL ("%s: cannot play %s: %s", c->name, *w, err);
              ce_make (&pos, m, &u);
            }
        }
      else if (strcmp (key, "moves") == 0 || strcmp (key, "includes") == 0
               || strcmp (key, "excludes") == 0)
        {
          g_autoptr (GPtrArray) have = legal_names (&pos);
          gboolean exact = key[0] == 'm';
          if (exact && strcmp (arg, "-") == 0)
            words[0][0] = 0;
          g_autofree char *missing = join_missing (have, words, key[0] != 'e');
          g_autofree char *extra = NULL;
          if (exact)
            {
              GString *s = g_string_new ("");
              for (guint k = 0; k < have->len; k++)
                {
                  gboolean listed = FALSE;
                  for (char **w = words; *w; w++)
                    listed = listed || (**w && g_ascii_strcasecmp (*w, have->pdata[k]) == 0);
                  if (!listed)
                    g_string_append_printf (s, " %s", (char *) have->pdata[k]);
                }
              extra = g_string_free (s, FALSE);
            }
          if (*missing || (extra && *extra))
            FAIL ("%s (%s:%d): %s%s%s%s", c->name, c->file, c->line,
                  key[0] == 'e' ? "wrongly legal:" : "missing:", missing,
                  extra && *extra ? "; unexpected:" : "", extra && *extra ? extra : "");
          if (exact)
            {
              /* The fast legality path must agree with the reference one. */
              CeMove a[CE_MAX_MOVES];
              g_assert_cmpint (ce_generate_legal_slow (&pos, a), ==, (int) have->len);
            }
        }
      else if (strcmp (key, "perft") == 0)
        {
          int depth = atoi (words[0]);
          guint64 want = g_ascii_strtoull (words[1], NULL, 10);
          guint64 got = ce_perft (&pos, depth);
          if (got != want)
            FAIL ("%s: perft %d = %" G_GUINT64_FORMAT ", expected %" G_GUINT64_FORMAT, c->name,
                  depth, got, want);
          if (want < 200000)
            g_assert_cmpuint (ce_perft_slow (&pos, depth), ==, want);
        }
      else if (strcmp (key, "result") == 0)
        {
          CeEndReason why;
          CeResult r = ce_position_result (&pos, &why);
          g_assert_cmpstr (ce_result_string (r), ==, words[0]);
          if (words[1])
            {
              const char *reason = arg + strlen (words[0]) + 1;
              g_assert_cmpstr (ce_end_reason_string (why), ==, reason);
            }
        }
      else if (strcmp (key, "after") == 0)
        {
          char buf[CE_FEN_SIZE];
          g_assert_cmpstr (ce_position_to_fen (&pos, buf), ==, arg);
        }
      else if (strcmp (key, "illegal") == 0)
        {
          CeMove m;
          const char *text = arg + strlen (words[0]);
          text += *text == ' ';
          if (ce_move_parse (&pos, words[0], &m, err))
            FAIL ("%s: move %s was accepted", c->name, words[0]);
          if (!strstr (err, text))
            FAIL ("%s: error '%s' does not contain '%s'", c->name, err, text);
        }
      else
        FAIL ("%s:%d: unknown key '%s'", c->file, c->line, key);
    }
}

static int
compare_paths (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static void
load_file (const char *path, GPtrArray *cases)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  Case *c = NULL;
  for (int i = 0; lines[i]; i++)
    {
      char *l = g_strstrip (lines[i]);
      if (!*l)
        {
          c = NULL;
          continue;
        }
      if (l[0] == '#')
        continue;
      if (!c)
        {
          c = g_new0 (Case, 1);
          c->file = g_path_get_basename (path);
          c->line = i + 1;
          c->lines = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (cases, c);
        }
      if (g_str_has_prefix (l, "case "))
        c->name = g_strdup (l + 5);
      g_ptr_array_add (c->lines, g_strdup (l));
    }
}

/* Every variant of the engine has its own hand-made cases, at least a
 * handful (the fewest today: 18): a new variant is not done until its
 * rules are written down as cases (docs/architecture.md). */
enum
{
  MIN_CASES_PER_VARIANT = 15
};

static void
test_every_variant (gconstpointer data)
{
  const GPtrArray *cases = data;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      g_autofree char *file = g_strconcat (*id, ".rules", NULL);
      int n = 0;
      for (guint i = 0; i < cases->len; i++)
        {
          const Case *c = cases->pdata[i];
          g_autofree char *base = g_path_get_basename (c->file);
          n += g_str_equal (base, file);
        }
      if (n < MIN_CASES_PER_VARIANT)
        g_test_fail_printf ("%s: %d rule cases in tests/data/rules/%s, at least %d wanted", *id, n,
                            file, MIN_CASES_PER_VARIANT);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  const char *dir = g_getenv ("CHIMERA_RULES_DIR");
  g_assert_nonnull (dir);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_assert_nonnull (d);
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  for (const char *n; (n = g_dir_read_name (d));)
    if (g_str_has_suffix (n, ".rules"))
      g_ptr_array_add (files, g_build_filename (dir, n, NULL));
  g_ptr_array_sort (files, compare_paths);
  g_autoptr (GPtrArray) cases = g_ptr_array_new_with_free_func (case_free);
  for (guint i = 0; i < files->len; i++)
    load_file (files->pdata[i], cases);
  g_assert_cmpuint (cases->len, >, 0);
  g_test_set_nonfatal_assertions ();
  g_test_add_data_func ("/rules/every-variant", cases, test_every_variant);
  for (guint i = 0; i < cases->len; i++)
    {
      Case *c = cases->pdata[i];
      g_autofree char *stem = g_strndup (c->file, strcspn (c->file, "."));
      g_autofree char *path = g_strdup_printf ("/rules/%s/%s", stem, c->name ? c->name : "unnamed");
      g_test_add_data_func (path, c, run_case);
    }
  return g_test_run ();
}

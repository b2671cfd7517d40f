/* SPDX-License-Identifier: GPL-3.0-or-later
 * chimera-tune: tunes a variant's evaluation weights Texel-style, from
 * positions of its own self-play games (docs/engine.md, "Tuning").
 *
 *   chimera-tune gen --variant V [--games N] [--nodes N] [--seed S]
 *                    [--random-plies N] > POSITIONS
 *   chimera-tune fit --variant V [--seed S] [--values] [--fix WEIGHT]...
 *                    [--out FILE] POSITIONS
 *   chimera-tune squares --variant V [--seed S] [--out FILE] POSITIONS
 *
 * `gen` prints "GAME RESULT POSITION" lines; `fit` fits K, then every
 * weight of eval-weights.h (with --values also the pieces' values in the
 * evaluation tables; never a --fix weight, e.g. FLAG_NEAR: a rule's bonus
 * that the games show too rarely to be fitted), reports the loss before and after on the
 * fitted and the held-out games, and writes the weights that differ from
 * the defaults as a variant's file for src/engine/variants/eval-tuned.c;
 * `squares` fits a bonus for each piece type on each square on top of the
 * variant's evaluation as it stands, and writes its squares file.
 * A developer's tool, not installed: users never need it.
 */
#include "tune.h"

#include "eval-tuned.h"
#include "notation.h"

#include <stdlib.h>
#include <string.h>

static int
usage (void)
{
  fprintf (stderr, "usage: chimera-tune gen --variant V [--games N] [--nodes N] [--seed S] "
                   "[--random-plies N] > POSITIONS\n"
                   "       chimera-tune fit --variant V [--seed S] [--values] [--fix WEIGHT]... "
                   "[--out FILE] POSITIONS\n"
                   "       chimera-tune squares --variant V [--seed S] [--out FILE] POSITIONS\n");
  return 2;
}

static bool
number (const char *s, long long min, long long max, long long *out)
{
  char *end;
  long long n = strtoll (s, &end, 10);
  if (!*s || *end || n < min || n > max)
    return false;
  *out = n;
  return true;
}

static int
gen (const CeVariant *v, const TuneGenOptions *o)
{
  printf ("# chimera-tune gen --variant %s --games %d --nodes %llu --seed %llu "
          "--random-plies %d\n",
          v->def->id, o->games, (unsigned long long) o->nodes, (unsigned long long) o->seed,
          o->random_plies);
  long n = tune_generate (v, o, stdout, stderr);
  fprintf (stderr, "%s: %ld positions\n", v->def->id, n);
  return 0;
}

static void
write_weights (FILE *f, const TuneSet *set, const int16_t *w, const int16_t *defaults)
{
  for (int i = 0; i < TUNE_NPARAMS; i++)
    if (i < CE_W_COUNT)
      fprintf (f, " %s=%d", ce_eval_weight_names[i], w[i]);
    else if (w[i] != defaults[i])
      fprintf (f, " %s=%d", set->v->def->types[i - CE_W_COUNT].name, w[i]);
  fprintf (f, "\n");
}

/* The weight named `name` (as in eval-weights.h, without CE_W_), or -1. */
static int
weight_index (const char *name)
{
  for (int i = 0; i < CE_W_COUNT; i++)
    if (!strcmp (ce_eval_weight_names[i], name))
      return i;
  return -1;
}

/* The positions of the file at `path` in a new set, resolved with the
 * default weights and values, or with the variant's own (`as_variant`);
 * its first line, if a '#' comment, goes to `header` without the "# ".
 * NULL, with a message, if the file does not read or holds no position. */
static TuneSet *
load (const CeVariant *v,
      uint64_t seed,
      const char *path,
      bool as_variant,
      char *header,
      size_t header_size)
{
  FILE *in = fopen (path, "r");
  if (!in)
    {
      perror (path);
      return NULL;
    }
  if (!fgets (header, (int) header_size, in) || header[0] != '#')
    {
      header[0] = 0;
      rewind (in);
    }
  header[strcspn (header, "\n")] = 0;
  if (header[0])
    memmove (header, header + 2, strlen (header + 2) + 1);

  TuneSet *set = tune_set_new (v);
  if (as_variant)
    {
      int16_t p[TUNE_NPARAMS];
      tune_params_of_variant (set, p);
      tune_set_build (set, p);
    }
  long n = tune_set_read (set, in, seed, stderr);
  fclose (in);
  if (n <= 0)
    {
      fprintf (stderr, "chimera-tune: no positions in %s\n", path);
      tune_set_free (set);
      return NULL;
    }
  fprintf (stderr, "%s: %zu positions, %zu held out\n", v->def->id, set->n, set->nheld);
  return set;
}

/* What a fit found, for the head of the file it writes. */
typedef struct
{
  const TuneSet *set;
  const char *header; /* the positions' first line: the command that made them */
  uint64_t seed;
  double k, train0, train1, held0, held1;
} Outcome;

/* The file the fit's result goes to, its head written: what it holds
 * (`what`, a comment's lines), where the positions came from and the
 * command (`chimera-tune SUBCOMMAND ... OPTIONS`) that fitted them.  NULL
 * if the held-out loss did not fall (nothing is written), if there is no
 * `out_path`, or if it does not open (*status 1). */
static FILE *
open_result (const char *out_path,
             const char *what,
             const char *subcommand,
             const char *options,
             const Outcome *o,
             int *status)
{
  if (o->held1 >= o->held0)
    {
      fprintf (stderr, "chimera-tune: the held-out loss did not fall; nothing written\n");
      return NULL;
    }
  if (!out_path)
    return NULL;
  FILE *out = fopen (out_path, "w");
  if (!out)
    {
      perror (out_path);
      *status = 1;
      return NULL;
    }
  const char *id = o->set->v->def->id;
  fprintf (out,
           "/* SPDX-License-Identifier: GPL-3.0-or-later\n"
           " * `%s`: %s\n"
           " * written by chimera-tune (tools/tune) from the output of\n"
           " *   %s\n"
           " * by\n"
           " *   chimera-tune %s --variant %s --seed %llu%s --out %s POSITIONS\n"
           " * %zu positions (%zu of them held out), K %.6f: loss fitted %.6f -> %.6f,\n"
           " * held out %.6f -> %.6f.\n"
           " */\n",
           id, what, o->header[0] ? o->header : "(positions of unknown origin)", subcommand, id,
           (unsigned long long) o->seed, options, out_path, o->set->n, o->set->nheld, o->k,
           o->train0, o->train1, o->held0, o->held1);
  return out;
}

static int
fit (const CeVariant *v,
     uint64_t seed,
     bool values,
     const bool *fixed,
     const char *path,
     const char *out_path)
{
  char header[512];
  TuneSet *set = load (v, seed, path, false, header, sizeof header);
  if (!set)
    return 1;
  set->values = values;
  /* The command's options as the file's header repeats them. */
  char options[512];
  int len = snprintf (options, sizeof options, "%s", values ? " --values" : "");
  for (int i = 0; i < CE_W_COUNT; i++)
    if (fixed[i])
      {
        set->fixed[i] = true;
        if (len < (int) sizeof options)
          len += snprintf (options + len, sizeof options - (size_t) len, " --fix %s",
                           ce_eval_weight_names[i]);
      }
  int16_t w[TUNE_NPARAMS], defaults[TUNE_NPARAMS];
  tune_params_init (set, w);
  tune_params_init (set, defaults);
  double k = tune_fit_k (set, w);
  double train0 = tune_loss (set, w, k, false), held0 = tune_loss (set, w, k, true);
  fprintf (stderr, "K %.6f; loss with the defaults: fitted %.6f, held out %.6f\n", k, train0,
           held0);

  static const int steps[] = { 2, 4, 8, 0 };
  double train1 = tune_local_search (set, w, k, steps, 4, 100, stderr);
  double held1 = tune_loss (set, w, k, true);
  fprintf (stderr, "tuned: fitted %.6f -> %.6f, held out %.6f -> %.6f\n", train0, train1, held0,
           held1);
  printf ("%s tuned:", v->def->id);
  write_weights (stdout, set, w, defaults);

  int status = 0;
  const Outcome o = { set, header, seed, k, train0, train1, held0, held1 };
  FILE *out
    = open_result (out_path, "tuned evaluation weights (the ones that differ from the defaults),",
                   "fit", options, &o, &status);
  if (out)
    {
      for (int i = 0; i < TUNE_NPARAMS; i++)
        if (w[i] != defaults[i] && i < CE_W_COUNT)
          fprintf (out, "{ CE_W_%s, %d },\n", ce_eval_weight_names[i], w[i]);
        else if (w[i] != defaults[i])
          fprintf (out, "{ CE_EVAL_TUNED_VALUE (%d), %d }, /* %s, defined %d */\n", i - CE_W_COUNT,
                   w[i], v->def->types[i - CE_W_COUNT].name, defaults[i]);
      if (fclose (out) != 0)
        status = 1;
    }
  tune_set_free (set);
  return status;
}

/* Fits square bonuses on top of the variant's evaluation as it is (its
 * tuned weights, values and squares) and writes them, added to the
 * squares it had, as its squares file. */
static int
squares (const CeVariant *v, uint64_t seed, const char *path, const char *out_path)
{
  char header[512];
  TuneSet *set = load (v, seed, path, true, header, sizeof header);
  if (!set)
    return 1;
  int16_t p[TUNE_NPARAMS];
  tune_params_of_variant (set, p);
  double k = tune_fit_k (set, p);
  double train0 = tune_loss (set, p, k, false), held0 = tune_loss (set, p, k, true);
  fprintf (stderr, "K %.6f; loss as the variant stands: fitted %.6f, held out %.6f\n", k, train0,
           held0);

  static TuneSquares fitted, total;
  tune_fit_squares (set, k, 2000, 100, &fitted, stderr);
  memset (&total, 0, sizeof total);
  const CeEvalTunedSquare *old = ce_eval_tuned_squares (v->def);
  for (; old && old->type; old++)
    {
      int s = CE_SQ (old->file, old->rank);
      total.mg[old->type][s] = old->mg;
      total.eg[old->type][s] = old->eg;
    }
  for (int t = 1; t <= v->def->ntypes; t++)
    for (int i = 0; i < v->nsquares; i++)
      {
        int s = v->squares[i];
        ce_eval_add_square (set->v, t, s, fitted.mg[t][s], fitted.eg[t][s]);
        total.mg[t][s] = (int16_t) (total.mg[t][s] + fitted.mg[t][s]);
        total.eg[t][s] = (int16_t) (total.eg[t][s] + fitted.eg[t][s]);
      }
  double train1 = tune_loss_tables (set, k, false), held1 = tune_loss_tables (set, k, true);
  fprintf (stderr, "squares: fitted %.6f -> %.6f, held out %.6f -> %.6f\n", train0, train1, held0,
           held1);

  int status = 0;
  const Outcome o = { set, header, seed, k, train0, train1, held0, held1 };
  FILE *out = open_result (out_path,
                           "square bonuses, { type, file, rank, middlegame, endgame } for White\n"
                           " * (Black's are mirrored), on top of its tuned weights,",
                           "squares", "", &o, &status);
  if (out)
    {
      for (int t = 1; t <= v->def->ntypes; t++)
        for (int i = 0; i < v->nsquares; i++)
          {
            int s = v->squares[i];
            char name[8];
            if (total.mg[t][s] || total.eg[t][s])
              fprintf (out, "{ %d, %d, %d, %d, %d }, /* %s %s */\n", t, CE_FILE (s), CE_RANK (s),
                       total.mg[t][s], total.eg[t][s], v->def->types[t].name,
                       ce_square_name (s, name));
          }
      if (fclose (out) != 0)
        status = 1;
    }
  tune_set_free (set);
  return status;
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    return usage ();
  const char *cmd = argv[1], *variant = NULL, *out = NULL, *path = NULL;
  bool values = false, fixed[CE_W_COUNT] = { false };
  TuneGenOptions o;
  tune_gen_options_init (&o);
  for (int i = 2; i < argc; i++)
    {
      long long n;
      const char *a = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
      if (!strcmp (a, "--variant") && val)
        variant = argv[++i];
      else if (!strcmp (a, "--values"))
        values = true;
      else if (!strcmp (a, "--fix") && val && weight_index (val) >= 0)
        fixed[weight_index (argv[++i])] = true;
      else if (!strcmp (a, "--out") && val)
        out = argv[++i];
      else if (!strcmp (a, "--games") && val && number (val, 1, 1000000, &n))
        o.games = (int) n, i++;
      else if (!strcmp (a, "--nodes") && val && number (val, 1, 1000000000, &n))
        o.nodes = (uint64_t) n, i++;
      else if (!strcmp (a, "--seed") && val && number (val, 0, 1000000000, &n))
        o.seed = (uint64_t) n, i++;
      else if (!strcmp (a, "--random-plies") && val && number (val, 0, 100, &n))
        o.random_plies = (int) n, i++;
      else if (a[0] != '-' && !path)
        path = a;
      else
        return usage ();
    }
  const CeVariant *v = variant ? ce_variant_get (variant) : NULL;
  if (!v)
    {
      fprintf (stderr, "chimera-tune: --variant names no variant\n");
      return usage ();
    }
  if (!strcmp (cmd, "gen") && !path && !out)
    return gen (v, &o);
  if (!strcmp (cmd, "fit") && path)
    return fit (v, o.seed, values, fixed, path, out);
  if (!strcmp (cmd, "squares") && path && !values)
    return squares (v, o.seed, path, out);
  return usage ();
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * `chimera-cli diagram --variant ID [--fen FEN] [--moves "MOVE..."]
 * [--shapes "[%cal ...][%csl ...]"] [--size N] [--coordinates] [--flip]
 * [--no-marks] [--theme NAME] [--format png|svg] FILE`: the position (after
 * the moves, the last one marked, with the drawn shapes) drawn by the app's
 * board painter (src/painter/diagram-export-render.h) into FILE, its format from
 * --format or else from FILE's extension.
 */
#include "diagram-cli.h"

#include <stdio.h>
#include <string.h>

#include "diagram-export-render.h"
#include "notation.h"
#include "numbers.h"

static int
fail (const char *fmt, const char *arg)
{
  fprintf (stderr, "chimera-cli: diagram: ");
  fprintf (stderr, fmt, arg);
  fputc ('\n', stderr);
  return 2;
}

/* The value after option argv[*i], or NULL (with a message) if it is the
 * last argument. */
static const char *
value_of (int argc, char **argv, int *i)
{
  if (*i + 1 >= argc)
    {
      fail ("%s needs a value (see --help)", argv[*i]);
      return NULL;
    }
  return argv[++*i];
}

static int
theme_option (const char *name, ChimeraBoardTheme *theme)
{
  g_autoptr (GEnumClass) themes = g_type_class_ref (CHIMERA_TYPE_BOARD_THEME);
  GEnumValue *value = g_enum_get_value_by_nick (themes, name);
  if (!value)
    return fail ("unknown theme '%s': expected brown, green, blue or grey", name);
  *theme = value->value;
  return 0;
}

int
chimera_diagram_command (int argc, char **argv)
{
  const char *variant = NULL, *fen = NULL, *format = NULL, *path = NULL;
  const char *moves = NULL, *shapes = NULL;
  ChimeraDiagramOptions o;
  chimera_diagram_options_init (&o);
  o.coordinates = FALSE;
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i];
      const char **slot = NULL;
      if (strcmp (a, "--variant") == 0)
        slot = &variant;
      else if (strcmp (a, "--fen") == 0)
        slot = &fen;
      else if (strcmp (a, "--format") == 0)
        slot = &format;
      else if (strcmp (a, "--moves") == 0)
        slot = &moves;
      else if (strcmp (a, "--shapes") == 0)
        slot = &shapes;
      if (slot)
        {
          if (!(*slot = value_of (argc, argv, &i)))
            return 2;
        }
      else if (strcmp (a, "--size") == 0)
        {
          const char *val = value_of (argc, argv, &i);
          int64_t n;
          if (!val)
            return 2;
          ChimeraNumberStatus st
            = chimera_parse_integer (val, CHIMERA_DIAGRAM_MIN_SIZE, CHIMERA_DIAGRAM_MAX_SIZE, &n);
          if (st != CHIMERA_NUMBER_OK)
            {
              fprintf (stderr,
                       "chimera-cli: diagram: bad --size '%s' (%s): expected a whole number of "
                       "pixels from %d to %d\n",
                       val, chimera_number_problem (st), CHIMERA_DIAGRAM_MIN_SIZE,
                       CHIMERA_DIAGRAM_MAX_SIZE);
              return 2;
            }
          o.size = (int) n;
        }
      else if (strcmp (a, "--theme") == 0)
        {
          const char *val = value_of (argc, argv, &i);
          if (!val || theme_option (val, &o.theme))
            return 2;
        }
      else if (strcmp (a, "--coordinates") == 0)
        o.coordinates = TRUE;
      else if (strcmp (a, "--flip") == 0)
        o.flipped = TRUE;
      else if (strcmp (a, "--no-marks") == 0)
        o.marks = FALSE;
      else if (a[0] == '-' && a[1])
        return fail ("unknown option '%s' (see --help)", a);
      else if (path)
        return fail ("one FILE only, and '%s' is a second (see --help)", a);
      else
        path = a;
    }

  if (!variant)
    return fail ("%s", "missing --variant ID (see 'chimera-cli variants')");
  const CeVariant *v = ce_variant_get (variant);
  if (!v)
    return fail ("unknown variant '%s' (see 'chimera-cli variants')", variant);
  if (!path)
    return fail ("%s", "missing FILE to write (a .png or .svg name)");
  if (format)
    {
      if (g_ascii_strcasecmp (format, "png") == 0)
        o.format = CHIMERA_DIAGRAM_PNG;
      else if (g_ascii_strcasecmp (format, "svg") == 0)
        o.format = CHIMERA_DIAGRAM_SVG;
      else
        return fail ("unknown format '%s': expected png or svg", format);
    }
  else if (!chimera_diagram_format_for_name (path, &o.format))
    return fail ("cannot tell the format of '%s': name it .png or .svg, or give --format", path);

  ChimeraDiagramContent *c = g_new0 (ChimeraDiagramContent, 1);
  char err[CE_ERR_SIZE];
  if (!fen)
    ce_position_start (&c->pos, v);
  else if (!ce_position_from_fen (&c->pos, v, fen, err))
    {
      g_free (c);
      return fail ("invalid position: %s", err);
    }
  c->last = CE_MOVE_NONE;
  g_auto (GStrv) list = g_strsplit (moves ? moves : "", " ", -1);
  for (char **m = list; *m; m++)
    {
      CeUndo undo;
      if (!**m)
        continue;
      if (!ce_move_parse (&c->pos, *m, &c->last, err))
        {
          g_free (c);
          return fail ("bad --moves: %s", err);
        }
      ce_make (&c->pos, c->last, &undo);
    }
  if (shapes && !chimera_annotations_from_pgn (&c->shapes, shapes, v))
    {
      g_free (c);
      return fail (
        "bad --shapes '%s': expected [%%cal Ge2e4,Rd7d5][%%csl Yd4] on the board's squares",
        shapes);
    }

  g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr (GError) error = NULL;
  gboolean ok = chimera_diagram_write (file, c, &o, NULL, &error);
  g_free (c);
  if (!ok)
    return fail ("%s", error->message);
  return 0;
}

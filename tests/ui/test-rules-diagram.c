/* SPDX-License-Identifier: GPL-3.0-or-later
 * The rules page's diagrams: every diagram line of every help text reads
 * as a position of its variant with a piece of the side to move selected
 * (or a drop), malformed lines are refused, the Rules window of every
 * variant shows its diagrams with captions, and a diagram drawn by the
 * painter shows the selected piece's targets on the squares the engine
 * gives.
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "chimera-application.h"
#include "chimera-settings.h"
#include "movegen.h"
#include "rules-diagram.h"
#include "rules-window.h"
#include "screenshot.h"

/* Every variant's page teaches with at least this many diagrams. */
#define MIN_DIAGRAMS 3

static char *
help_text (const CeVariant *v)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PATH "/help/%s.txt", ce_variant_help_name (v));
  g_autoptr (GBytes) b = g_resources_lookup_data (path, 0, NULL);
  g_assert_nonnull (b);
  return g_strndup (g_bytes_get_data (b, NULL), g_bytes_get_size (b));
}

static void
test_help_lines (void)
{
  int failures = 0;
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      const CeVariant *v = ce_variant_get (*id);
      g_autofree char *text = help_text (v);
      g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
      int count = 0;
      for (int i = 0; lines[i]; i++)
        {
          if (g_str_has_prefix (lines[i], "@piece "))
            break; /* the gallery's texts have no diagrams */
          if (!chimera_diagram_line_is_diagram (lines[i]))
            continue;
          ChimeraDiagramSpec spec;
          g_autoptr (GError) error = NULL;
          CePosition pos;
          int sq = -1, drop = 0;
          CeMove arrow, last;
          if (!chimera_diagram_spec_parse (lines[i], &spec, &error)
              || !chimera_diagram_spec_build (&spec, v, &pos, &sq, &drop, &arrow, &last, &error))
            {
              /* All of them, not only the first. */
              g_printerr ("%s: %s\n", *id, error->message);
              failures++;
              chimera_diagram_spec_clear (&spec);
              continue;
            }
          g_assert_true (pos.v == v);
          /* Something to show: a selected piece of the side to move, or a drop. */
          g_assert_true (sq >= 0 || drop > 0);
          if (sq >= 0)
            {
              g_assert_true (pos.board[sq] != 0);
              g_assert_cmpint (CE_COLOR (pos.board[sq]), ==, pos.side);
            }
          g_assert_cmpuint (strlen (spec.caption), >, 20);
          chimera_diagram_spec_clear (&spec);
          count++;
        }
      g_assert_cmpint (count, >=, MIN_DIAGRAMS);
    }
  g_assert_cmpint (failures, ==, 0);
}

static void
test_bad_lines (void)
{
  const char *bad[] = {
    "[diagram select=e4 caption=\"no position\"]",
    "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]",
    "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\" colour=red caption=\"x\"]",
    "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1 caption=\"unclosed]",
    "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\" caption=\"<b>unclosed\"]",
  };
  for (gsize i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ChimeraDiagramSpec spec;
      g_autoptr (GError) error = NULL;
      g_assert_true (chimera_diagram_line_is_diagram (bad[i]));
      g_assert_false (chimera_diagram_spec_parse (bad[i], &spec, &error));
      g_assert_nonnull (error);
      g_assert_null (spec.fen);
    }
  g_assert_false (chimera_diagram_line_is_diagram ("[diagrams are nice]"));
  g_assert_false (chimera_diagram_line_is_diagram ("A [diagram fen=x caption=y]"));

  /* Well formed, but not what a diagram may show. */
  const CeVariant *v = ce_variant_get ("chess");
  const struct
  {
    const char *line;
  } unfit[] = {
    { "[diagram fen=\"8/8/8/8/8/8/8/4K3 w - - 0 1\" caption=\"no black king\"]" },
    { "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\" select=d4 caption=\"empty square\"]" },
    { "[diagram fen=\"4k3/8/8/8/3n4/8/8/4K3 w - - 0 1\" select=d4 caption=\"not White's\"]" },
    { "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\" drop=J caption=\"no hand in chess\"]" },
    { "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\" arrow=e1e3 caption=\"no such move\"]" },
    { "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\" last=e2e1 caption=\"moved White\"]" },
    { "[diagram fen=\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\" last=e7e5 caption=\"onto nothing\"]" },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (unfit); i++)
    {
      ChimeraDiagramSpec spec;
      g_autoptr (GError) error = NULL;
      g_assert_true (chimera_diagram_spec_parse (unfit[i].line, &spec, &error));
      CePosition pos;
      int sq, drop;
      CeMove arrow, last;
      g_assert_false (
        chimera_diagram_spec_build (&spec, v, &pos, &sq, &drop, &arrow, &last, &error));
      g_assert_nonnull (error);
      chimera_diagram_spec_clear (&spec);
    }
}

static void
collect_diagrams (GtkWidget *w, GPtrArray *out)
{
  if (CHIMERA_IS_RULES_DIAGRAM (w))
    g_ptr_array_add (out, w);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    collect_diagrams (c, out);
}

/* A visible label under `w` whose text is `text` (or, with `part`,
 * contains it). */
static gboolean
has_label_with (GtkWidget *w, const char *text, gboolean part)
{
  if (GTK_IS_LABEL (w) && gtk_widget_get_visible (w))
    {
      const char *t = gtk_label_get_text (GTK_LABEL (w));
      if (part ? strstr (t, text) != NULL : g_str_equal (t, text))
        return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    if (has_label_with (c, text, part))
      return TRUE;
  return FALSE;
}

static void
test_window (void)
{
  ChimeraRulesWindow *win = chimera_rules_window_new (NULL, ce_variant_get ("chess"));
  gtk_window_set_default_size (GTK_WINDOW (win), 1100, 780);
  gtk_window_present (GTK_WINDOW (win));
  for (const char *const *id = ce_variant_ids (); *id; id++)
    {
      g_test_message ("%s", *id);
      chimera_rules_window_set_variant (win, ce_variant_get (*id));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      g_autoptr (GPtrArray) diagrams = g_ptr_array_new ();
      collect_diagrams (GTK_WIDGET (win), diagrams);
      g_assert_cmpuint (diagrams->len, >=, MIN_DIAGRAMS);
      for (guint i = 0; i < diagrams->len; i++)
        {
          ChimeraRulesDiagram *d = diagrams->pdata[i];
          const char *caption = chimera_rules_diagram_get_caption (d);
          g_assert_cmpuint (strlen (caption), >, 20);
          /* The caption is shown under the board, and the board has room. */
          g_assert_true (has_label_with (GTK_WIDGET (d), caption, FALSE));
          g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (d)), >=, 180);
          g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (d)), >=, 200);
          ChimeraBoardScene *scene = chimera_rules_diagram_get_scene (d);
          g_assert_true (chimera_board_scene_get_selected (scene) >= 0
                         || chimera_board_scene_get_drop_type (scene) > 0);
        }
      /* No diagram line shows as text. */
      g_assert_false (has_label_with (GTK_WIDGET (win), "[diagram", TRUE));
    }
  gtk_window_destroy (GTK_WINDOW (win));
}

/* Lightness, 0 to 255, of the pixel at (x, y) of an ARGB32 surface. */
static double
lightness_at (cairo_surface_t *s, double x, double y)
{
  const guchar *p
    = cairo_image_surface_get_data (s) + (int) y * cairo_image_surface_get_stride (s) + (int) x * 4;
  return 0.0722 * p[0] + 0.7152 * p[1] + 0.2126 * p[2];
}

/* The ZigZag Bishop's diagram drawn by the painter: every square the engine
 * gives it is marked (its centre changes once it is selected), and no
 * other empty square is. */
static void
test_pixels (void)
{
  const CeVariant *v = ce_variant_get ("zigzag");
  ChimeraDiagramSpec spec;
  g_assert_true (chimera_diagram_spec_parse (
    "[diagram fen=\"5k4/10/10/10/10/4Z5/10/10/10/5K4[] w - - 0 1\" select=e5 "
    "caption=\"The ZigZag Bishop on e5\"]",
    &spec, NULL));
  GtkWidget *w = chimera_rules_diagram_new (v, &spec);
  chimera_diagram_spec_clear (&spec);
  g_assert_nonnull (w);
  g_object_ref_sink (w);
  ChimeraRulesDiagram *d = CHIMERA_RULES_DIAGRAM (w);
  ChimeraBoardScene *scene = chimera_rules_diagram_get_scene (d);
  int e5;
  g_assert_true (ce_square_parse (v, "e5", &e5));
  g_assert_cmpint (chimera_board_scene_get_selected (scene), ==, e5);

  const int size = 360;
  for (int dark = 0; dark < 2; dark++)
    {
      cairo_surface_t *with = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cairo_surface_t *without = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cairo_t *cr = cairo_create (with);
      chimera_rules_diagram_render (d, cr, size, size, dark);
      cairo_destroy (cr);
      chimera_board_scene_deselect (scene);
      cr = cairo_create (without);
      chimera_rules_diagram_render (d, cr, size, size, dark);
      cairo_destroy (cr);
      chimera_board_scene_select (scene, e5);
      cairo_surface_flush (with);
      cairo_surface_flush (without);
      if (g_getenv ("CHIMERA_SCREENSHOT_DIR"))
        {
          g_autofree char *path
            = g_strdup_printf ("%s/diagram-zigzag-bishop-%s.png",
                               g_getenv ("CHIMERA_SCREENSHOT_DIR"), dark ? "dark" : "light");
          cairo_surface_write_to_png (with, path);
        }

      ChimeraBoardTransform tf;
      chimera_board_transform_init (&tf, CHIMERA_GEOMETRY_SQUARE, v->files, v->ranks, FALSE, size,
                                    size);
      int targets = 0, marked = 0, unmarked_others = 0, others = 0;
      const CePosition *pos = chimera_board_scene_get_position (scene);
      for (int k = 0; k < v->nsquares; k++)
        {
          int sq = v->squares[k];
          if (pos->board[sq])
            continue;
          double cx, cy;
          chimera_board_transform_square_center (&tf, sq, &cx, &cy);
          gboolean changed
            = fabs (lightness_at (with, cx, cy) - lightness_at (without, cx, cy)) > 8;
          if (chimera_board_scene_is_target (scene, sq))
            {
              targets++;
              marked += changed;
            }
          else
            {
              others++;
              unmarked_others += !changed;
            }
        }
      /* (3,2), (4,3) and (5,4) in 8 orientations, where the board allows. */
      g_assert_cmpint (targets, >=, 16);
      g_assert_cmpint (marked, ==, targets);
      g_assert_cmpint (unmarked_others, ==, others);
      cairo_surface_destroy (with);
      cairo_surface_destroy (without);
    }
  g_object_unref (w);
}

/* Another part of the page (a legend) stays, after the text and the
 * diagrams, when the page is filled for another variant; the old diagrams
 * go. */
static void
test_page_keeps_others (void)
{
  GtkWidget *page = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 0));
  GtkWidget *legend = gtk_label_new ("legend");
  gtk_box_append (GTK_BOX (page), legend);
  const char *text = "Intro\n\n[diagram fen=\"4k3/8/8/8/3N4/8/8/4K3 w - - 0 1\" select=d4 "
                     "caption=\"A knight on d4\"]\n\nMore text";
  for (int round = 0; round < 2; round++)
    {
      chimera_rules_diagram_fill_page (GTK_BOX (page), ce_variant_get ("chess"), text);
      g_autoptr (GPtrArray) diagrams = g_ptr_array_new ();
      collect_diagrams (page, diagrams);
      g_assert_cmpuint (diagrams->len, ==, 1);
      g_assert_true (gtk_widget_get_last_child (page) == legend);
      g_assert_true (GTK_IS_LABEL (gtk_widget_get_first_child (page)));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (page))), ==,
                       "Intro");
    }
  g_object_unref (page);
}

/* The diagrams wear the board theme of the settings, as the board does. */
static void
test_theme (void)
{
  GSettings *settings = chimera_settings_get ();
  g_assert_nonnull (settings);
  ChimeraDiagramSpec spec;
  g_assert_true (chimera_diagram_spec_parse (
    "[diagram fen=\"4k3/8/8/8/3N4/8/8/4K3 w - - 0 1\" select=d4 caption=\"A knight on d4\"]", &spec,
    NULL));
  GtkWidget *w = g_object_ref_sink (chimera_rules_diagram_new (ce_variant_get ("chess"), &spec));
  chimera_diagram_spec_clear (&spec);
  ChimeraBoardTheme theme;
  g_settings_set_string (settings, "board-theme", "green");
  g_object_get (w, "theme", &theme, NULL);
  g_assert_cmpint (theme, ==, CHIMERA_BOARD_THEME_GREEN);
  g_settings_set_string (settings, "board-theme", "blue");
  g_object_get (w, "theme", &theme, NULL);
  g_assert_cmpint (theme, ==, CHIMERA_BOARD_THEME_BLUE);
  g_settings_reset (settings, "board-theme");
  g_object_unref (w);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  ChimeraApplication *app = chimera_application_new_isolated ();
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_test_add_func ("/ui/rules-diagram/help-lines", test_help_lines);
  g_test_add_func ("/ui/rules-diagram/bad-lines", test_bad_lines);
  g_test_add_func ("/ui/rules-diagram/window", test_window);
  g_test_add_func ("/ui/rules-diagram/pixels", test_pixels);
  g_test_add_func ("/ui/rules-diagram/theme", test_theme);
  g_test_add_func ("/ui/rules-diagram/page-keeps-others", test_page_keeps_others);
  int status = g_test_run ();
  g_object_unref (app);
  return status;
}

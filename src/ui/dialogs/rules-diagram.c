/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraRulesDiagram: the rules page's diagrams, read from the help texts'
 * diagram lines and drawn by the board painter, and the page they stand in.
 */
#include "config.h"

#include "rules-diagram.h"

#include <adwaita.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "chimera-settings.h"
#include "movegen.h"
#include "notation.h"
#include "setup.h"

/* The side of a diagram's squares the layout aims for, in pixels: pieces
 * this size still read at a glance. */
#define DIAGRAM_SQUARE 27

/* ---- the diagram lines ---- */

#define DIAGRAM_PREFIX "[diagram"

gboolean
chimera_diagram_line_is_diagram (const char *line)
{
  g_return_val_if_fail (line != NULL, FALSE);
  while (*line == ' ')
    line++;
  return g_str_has_prefix (line, DIAGRAM_PREFIX)
         && (line[strlen (DIAGRAM_PREFIX)] == ' ' || line[strlen (DIAGRAM_PREFIX)] == ']');
}

void
chimera_diagram_spec_clear (ChimeraDiagramSpec *spec)
{
  g_clear_pointer (&spec->fen, g_free);
  g_clear_pointer (&spec->select, g_free);
  g_clear_pointer (&spec->drop, g_free);
  g_clear_pointer (&spec->arrow, g_free);
  g_clear_pointer (&spec->last, g_free);
  g_clear_pointer (&spec->caption, g_free);
}

gboolean
chimera_diagram_spec_parse (const char *line, ChimeraDiagramSpec *spec, GError **error)
{
  g_return_val_if_fail (line != NULL && spec != NULL, FALSE);
  memset (spec, 0, sizeof *spec);
  g_autofree char *body = g_strstrip (g_strdup (line));
  if (!chimera_diagram_line_is_diagram (body) || !g_str_has_suffix (body, "]"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "a diagram line is [diagram key=value ...]: %s", line);
      return FALSE;
    }
  body[strlen (body) - 1] = 0;
  g_auto (GStrv) words = NULL;
  const char *args = body + strlen (DIAGRAM_PREFIX);
  /* Shell quoting: double quotes keep spaces and a caption's apostrophes. */
  if (!g_shell_parse_argv (args, NULL, &words, error))
    return FALSE;
  for (int i = 0; words[i]; i++)
    {
      const char *eq = strchr (words[i], '=');
      if (!eq)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "no value for %s", words[i]);
          chimera_diagram_spec_clear (spec);
          return FALSE;
        }
      g_autofree char *key = g_strndup (words[i], eq - words[i]);
      char **slot = g_str_equal (key, "fen")       ? &spec->fen
                    : g_str_equal (key, "select")  ? &spec->select
                    : g_str_equal (key, "drop")    ? &spec->drop
                    : g_str_equal (key, "arrow")   ? &spec->arrow
                    : g_str_equal (key, "last")    ? &spec->last
                    : g_str_equal (key, "caption") ? &spec->caption
                                                   : NULL;
      if (!slot || *slot)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s key %s",
                       slot ? "repeated" : "unknown", key);
          chimera_diagram_spec_clear (spec);
          return FALSE;
        }
      *slot = g_strdup (eq + 1);
    }
  if (!spec->fen || !spec->caption || !*spec->caption)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "a diagram needs a fen and a caption: %s", line);
      chimera_diagram_spec_clear (spec);
      return FALSE;
    }
  if (!pango_parse_markup (spec->caption, -1, 0, NULL, NULL, NULL, error))
    {
      chimera_diagram_spec_clear (spec);
      return FALSE;
    }
  return TRUE;
}

static gboolean
fail (GError **error, const ChimeraDiagramSpec *spec, const char *what)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "diagram %s: %s", spec->fen, what);
  return FALSE;
}

gboolean
chimera_diagram_spec_build (const ChimeraDiagramSpec *spec,
                            const CeVariant *v,
                            CePosition *pos,
                            int *select_sq,
                            int *drop_type,
                            CeMove *arrow,
                            CeMove *last,
                            GError **error)
{
  g_return_val_if_fail (spec != NULL && spec->fen != NULL && v != NULL && pos != NULL, FALSE);
  *select_sq = -1;
  *drop_type = 0;
  *arrow = *last = CE_MOVE_NONE;
  char err[CE_ERR_SIZE];
  if (!ce_position_from_fen (pos, v, spec->fen, err))
    return fail (error, spec, err);
  if (!ce_setup_check (pos, NULL))
    return fail (error, spec, "not a position of a game (kings, pawns, check, rights)");
  CePosition scratch = *pos;
  CeMove moves[CE_MAX_MOVES];
  int n = ce_generate_legal (&scratch, moves);
  if (spec->select)
    {
      int sq;
      if (ce_square_parse (v, spec->select, &sq) != (int) strlen (spec->select) || !v->on_board[sq])
        return fail (error, spec, "select names no square");
      if (!pos->board[sq] || CE_COLOR (pos->board[sq]) != pos->side)
        return fail (error, spec, "select: no piece of the side to move there");
      gboolean moves_from = FALSE;
      for (int i = 0; i < n; i++)
        moves_from |= ce_move_kind (moves[i]) != CE_MOVE_DROP && ce_move_from (moves[i]) == sq;
      if (!moves_from)
        return fail (error, spec, "select: the piece has no legal move");
      *select_sq = sq;
    }
  if (spec->drop)
    {
      int type = 0;
      for (int t = 1; t <= v->def->ntypes && spec->drop[0]; t++)
        if ((v->def->types[t].flags & CE_PF_HAND)
            && g_ascii_toupper (v->def->types[t].letter) == g_ascii_toupper (spec->drop[0]))
          type = t;
      gboolean can = FALSE;
      for (int i = 0; i < n && type; i++)
        can |= ce_move_kind (moves[i]) == CE_MOVE_DROP && ce_move_type (moves[i]) == type;
      if (!can || spec->select)
        return fail (error, spec, "drop: no legal drop of that piece (or a selection too)");
      *drop_type = type;
    }
  if (spec->arrow)
    {
      CePosition copy = *pos;
      if (!ce_move_parse (&copy, spec->arrow, arrow, err))
        return fail (error, spec, err);
    }
  if (spec->last)
    {
      int from, to, n1 = ce_square_parse (v, spec->last, &from);
      int n2 = n1 ? ce_square_parse (v, spec->last + n1, &to) : 0;
      if (!n1 || !n2 || spec->last[n1 + n2] || !v->on_board[from] || !v->on_board[to]
          || pos->board[from] || !pos->board[to] || CE_COLOR (pos->board[to]) == pos->side)
        return fail (error, spec, "last: not from an empty square to a piece that just moved");
      *last = ce_move_new (from, to, 0, CE_MOVE_NORMAL);
    }
  return TRUE;
}

/* ---- the widget ---- */

struct _ChimeraRulesDiagram
{
  GtkWidget parent_instance;

  GtkWidget *area;
  GtkWidget *caption;
  ChimeraBoardScene *scene;
  ChimeraBoardArt art;
  ChimeraBoardTheme theme;
  char *caption_text;
};

G_DEFINE_FINAL_TYPE (ChimeraRulesDiagram, chimera_rules_diagram, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_THEME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
draw_coordinates (cairo_t *cr,
                  const ChimeraBoardTransform *tf,
                  const CeVariant *v,
                  const GdkRGBA *color)
{
  if (tf->square < 14)
    return; /* no room for legible text */
  chimera_board_paint_coordinates (cr, tf, v, fmax (7, tf->square * 0.3), color->red, color->green,
                                   color->blue, color->alpha * 0.72);
}

static void
render (ChimeraRulesDiagram *self,
        cairo_t *cr,
        int width,
        int height,
        gboolean dark,
        int scale_factor,
        const GdkRGBA *label)
{
  const CePosition *pos = chimera_board_scene_get_position (self->scene);
  if (!pos || width <= 0 || height <= 0)
    return;
  const CeVariant *v = pos->v;
  ChimeraBoardTransform tf;
  chimera_board_transform_init (&tf, chimera_board_geometry_for_variant (v), v->files, v->ranks,
                                FALSE, width, height);
  ChimeraBoardPaint p = {
    .scene = self->scene,
    .pos = pos,
    .tf = &tf,
    .art = &self->art,
    .scale_factor = scale_factor,
    .piece_size = chimera_board_piece_size (&tf, 1.0),
    .show_legal_moves = TRUE, /* the diagram is there to show them */
    .pulse_t = 1,
  };
  chimera_board_palette_init (&p.pal, self->theme, dark);
  chimera_board_paint_board (&p, cr, CHIMERA_BOARD_PART_ALL);
  draw_coordinates (cr, &tf, v, label);
  chimera_board_paint_under (&p, cr);
  ChimeraBoardMotion still = { 0 };
  ChimeraBoardPiecePlace places[2 * CE_NSQ + 2];
  int n = chimera_board_paint_piece_places (&p, &still, places);
  for (int i = 0; i < n; i++)
    chimera_board_paint_piece (cr, &self->art, v, places[i].piece, places[i].cx, places[i].cy,
                               p.piece_size, scale_factor, places[i].alpha);
  chimera_board_paint_over (&p, cr);
}

void
chimera_rules_diagram_render (
  ChimeraRulesDiagram *self, cairo_t *cr, int width, int height, gboolean dark)
{
  g_return_if_fail (CHIMERA_IS_RULES_DIAGRAM (self));
  GdkRGBA label = dark ? (GdkRGBA){ 1, 1, 1, 1 } : (GdkRGBA){ 0, 0, 0, 0.8 };
  render (self, cr, width, height, dark, 1, &label);
}

static void
draw_area (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  ChimeraRulesDiagram *self = data;
  GdkRGBA label;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &label);
  G_GNUC_END_IGNORE_DEPRECATIONS
  render (self, cr, width, height, adw_style_manager_get_dark (adw_style_manager_get_default ()),
          gtk_widget_get_scale_factor (GTK_WIDGET (area)), &label);
}

void
chimera_rules_diagram_set_theme (ChimeraRulesDiagram *self, ChimeraBoardTheme theme)
{
  g_return_if_fail (CHIMERA_IS_RULES_DIAGRAM (self));
  if (self->theme == theme)
    return;
  self->theme = theme;
  gtk_widget_queue_draw (self->area);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

const char *
chimera_rules_diagram_get_caption (ChimeraRulesDiagram *self)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_DIAGRAM (self), "");
  return self->caption_text ? self->caption_text : "";
}

ChimeraBoardScene *
chimera_rules_diagram_get_scene (ChimeraRulesDiagram *self)
{
  g_return_val_if_fail (CHIMERA_IS_RULES_DIAGRAM (self), NULL);
  return self->scene;
}

/* The drawing's size: squares of about DIAGRAM_SQUARE pixels with the
 * coordinates' margin, the turned board's diagonal upright. */
static void
diagram_size (const CeVariant *v, int *w, int *h)
{
  int n = MAX (v->files, v->ranks);
  double side = (n + 2 * CHIMERA_BOARD_MARGIN) * DIAGRAM_SQUARE;
  if (chimera_board_geometry_for_variant (v) == CHIMERA_GEOMETRY_DIAGONAL)
    /* A fifth larger: turned squares hold smaller pieces. */
    side = (n * G_SQRT2 + 2 * CHIMERA_BOARD_MARGIN_DIAGONAL) * DIAGRAM_SQUARE * 1.2;
  *w = *h = (int) round (side);
}

GtkWidget *
chimera_rules_diagram_new (const CeVariant *v, const ChimeraDiagramSpec *spec)
{
  g_return_val_if_fail (v != NULL && spec != NULL, NULL);
  CePosition pos;
  int select_sq, drop_type;
  CeMove arrow, last;
  g_autoptr (GError) error = NULL;
  if (!chimera_diagram_spec_build (spec, v, &pos, &select_sq, &drop_type, &arrow, &last, &error))
    {
      g_warning ("Help text of %s: %s", v->def->id, error->message);
      return NULL;
    }
  ChimeraRulesDiagram *self = g_object_new (CHIMERA_TYPE_RULES_DIAGRAM, NULL);
  chimera_board_scene_set_position (self->scene, &pos, last);
  if (select_sq >= 0)
    chimera_board_scene_select (self->scene, select_sq);
  if (drop_type)
    chimera_board_scene_begin_drop (self->scene, drop_type);
  if (arrow != CE_MOVE_NONE)
    chimera_board_scene_set_hint (self->scene, arrow);
  /* The widget passes no input to the scene: what it shows stays. */

  int w, h;
  diagram_size (v, &w, &h);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->area), w);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->area), h);
  /* A wrapping label asks for its whole line as its natural width: keep
   * the caption about as wide as the board, so diagrams share a row. */
  gtk_label_set_max_width_chars (GTK_LABEL (self->caption), MAX (w / 8, 16));

  g_autofree char *plain = NULL;
  if (pango_parse_markup (spec->caption, -1, 0, NULL, &plain, NULL, NULL))
    gtk_label_set_markup (GTK_LABEL (self->caption), spec->caption);
  else
    gtk_label_set_text (GTK_LABEL (self->caption), spec->caption);
  self->caption_text = plain ? g_steal_pointer (&plain) : g_strdup (spec->caption);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->caption_text, -1);
  return GTK_WIDGET (self);
}

static void
chimera_rules_diagram_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChimeraRulesDiagram *self = CHIMERA_RULES_DIAGRAM (object);
  switch (id)
    {
      case PROP_THEME: g_value_set_enum (value, self->theme); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_rules_diagram_set_property (GObject *object,
                                    guint id,
                                    const GValue *value,
                                    GParamSpec *pspec)
{
  ChimeraRulesDiagram *self = CHIMERA_RULES_DIAGRAM (object);
  switch (id)
    {
      case PROP_THEME: chimera_rules_diagram_set_theme (self, g_value_get_enum (value)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_rules_diagram_dispose (GObject *object)
{
  ChimeraRulesDiagram *self = CHIMERA_RULES_DIAGRAM (object);
  g_clear_pointer (&self->area, gtk_widget_unparent);
  g_clear_pointer (&self->caption, gtk_widget_unparent);
  g_clear_object (&self->scene);
  chimera_board_art_clear (&self->art);
  g_clear_pointer (&self->caption_text, g_free);
  G_OBJECT_CLASS (chimera_rules_diagram_parent_class)->dispose (object);
}

static void
chimera_rules_diagram_class_init (ChimeraRulesDiagramClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = chimera_rules_diagram_dispose;
  object_class->get_property = chimera_rules_diagram_get_property;
  object_class->set_property = chimera_rules_diagram_set_property;
  properties[PROP_THEME]
    = g_param_spec_enum ("theme", NULL, NULL, CHIMERA_TYPE_BOARD_THEME, CHIMERA_BOARD_THEME_BROWN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "rulesdiagram");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
chimera_rules_diagram_init (ChimeraRulesDiagram *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);
  self->scene = chimera_board_scene_new ();
  self->art.cache = chimera_piece_cache_get_default ();

  self->area = gtk_drawing_area_new ();
  gtk_widget_set_halign (self->area, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL, "",
                                  -1);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_area, self, NULL);
  gtk_widget_set_parent (self->area, GTK_WIDGET (self));

  self->caption = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->caption), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->caption), GTK_JUSTIFY_CENTER);
  gtk_label_set_xalign (GTK_LABEL (self->caption), 0.5);
  gtk_widget_add_css_class (self->caption, "caption");
  gtk_widget_set_parent (self->caption, GTK_WIDGET (self));

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self->area, G_CONNECT_SWAPPED);
  GSettings *settings = chimera_settings_get ();
  if (settings)
    g_settings_bind (settings, "board-theme", self, "theme",
                     G_SETTINGS_BIND_GET | G_SETTINGS_BIND_NO_SENSITIVITY);
}

/* ---- the page ---- */

/* What the page filler puts in the page: its parts go first, in order,
 * and only they are taken out again, so what others put in the page (after
 * them) stays. */
#define PAGE_PART "chimera-rules-page-part"

typedef struct
{
  GtkBox *page;
  GtkWidget *last; /* the part placed last, NULL before the first */
} PageFiller;

static void
place (PageFiller *f, GtkWidget *part)
{
  g_object_set_data (G_OBJECT (part), PAGE_PART, GINT_TO_POINTER (1));
  gtk_box_insert_child_after (f->page, part, f->last);
  f->last = part;
}

static void
place_text (PageFiller *f, GString *text)
{
  g_autofree char *markup = g_strstrip (g_strdup (text->str));
  g_string_truncate (text, 0);
  if (!*markup)
    return;
  GtkWidget *label = gtk_label_new (NULL);
  if (pango_parse_markup (markup, -1, 0, NULL, NULL, NULL, NULL))
    gtk_label_set_markup (GTK_LABEL (label), markup);
  else
    gtk_label_set_text (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_yalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "rules-text");
  place (f, label);
}

static GtkWidget *
new_row (void)
{
  GtkWidget *row = gtk_flow_box_new ();
  GtkFlowBox *fb = GTK_FLOW_BOX (row);
  gtk_flow_box_set_selection_mode (fb, GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (fb, TRUE);
  gtk_flow_box_set_min_children_per_line (fb, 1);
  gtk_flow_box_set_column_spacing (fb, 24);
  gtk_flow_box_set_row_spacing (fb, 18);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_add_css_class (row, "rules-diagrams");
  /* Nothing in it to press: Tab passes it by. */
  gtk_widget_set_can_focus (row, FALSE);
  return row;
}

void
chimera_rules_diagram_fill_page (GtkBox *page, const CeVariant *v, const char *markup)
{
  g_return_if_fail (GTK_IS_BOX (page) && v != NULL && markup != NULL);
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (page));
  while (child)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      if (g_object_get_data (G_OBJECT (child), PAGE_PART))
        gtk_box_remove (page, child);
      child = next;
    }

  PageFiller f = { page, NULL };
  g_autoptr (GString) text = g_string_new (NULL);
  GtkWidget *row = NULL; /* the run of diagrams being filled */
  g_auto (GStrv) lines = g_strsplit (markup, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      if (!chimera_diagram_line_is_diagram (lines[i]))
        {
          /* Blank lines between diagrams keep them in one row. */
          if (row && !*g_strstrip (lines[i]))
            continue;
          row = NULL;
          g_string_append (text, lines[i]);
          g_string_append_c (text, '\n');
          continue;
        }
      ChimeraDiagramSpec spec;
      g_autoptr (GError) error = NULL;
      if (!chimera_diagram_spec_parse (lines[i], &spec, &error))
        {
          g_warning ("Help text of %s: %s", v->def->id, error->message);
          continue;
        }
      GtkWidget *diagram = chimera_rules_diagram_new (v, &spec);
      chimera_diagram_spec_clear (&spec);
      if (!diagram)
        continue;
      if (!row)
        {
          place_text (&f, text);
          row = new_row ();
          place (&f, row);
        }
      /* Expanding, a lone diagram stands in the middle of its row. */
      gtk_widget_set_hexpand (diagram, TRUE);
      gtk_flow_box_append (GTK_FLOW_BOX (row), diagram);
      /* No more columns than diagrams: a row of one is one column wide,
       * not the first of three. */
      guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "diagrams")) + 1;
      g_object_set_data (G_OBJECT (row), "diagrams", GUINT_TO_POINTER (n));
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), MIN (n, 3));
    }
  place_text (&f, text);
}

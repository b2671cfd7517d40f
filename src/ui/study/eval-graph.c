/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraEvalGraph: a reviewed game's evaluation graph, drawn with cairo.
 */
#include "config.h"

#include "eval-graph.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "eval.h"
#include "locale-format.h"
#include "notation-setting.h"
#include "san.h"
#include "search.h"

/* Room kept at the top and bottom so a mate's line and dots stay inside. */
#define EDGE       3.0
#define DOT_RADIUS 3.0
#define MIN_WIDTH  120
#define NAT_WIDTH  240
#define MIN_HEIGHT 56
#define NAT_HEIGHT 80
#define CONTRAST   0.12

typedef struct
{
  double share;  /* White's expected score, 0..1 */
  int eval;      /* White's view, search units */
  int cls;       /* of the move that led here (-1 at the start) */
  char *tooltip; /* NULL at the start */
} Point;

struct _ChimeraEvalGraph
{
  GtkWidget parent_instance;

  GArray *points; /* Point */
  int ply;        /* the marker, -1 none */
  int hover;      /* the point under the pointer, -1 none */
};

G_DEFINE_FINAL_TYPE (ChimeraEvalGraph, chimera_eval_graph, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_PLY_ACTIVATED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

const char *
chimera_review_class_words (CeReviewClass c)
{
  switch (c)
    {
      case CE_REVIEW_BEST: return C_ ("review", "best");
      case CE_REVIEW_GOOD: return C_ ("review", "good");
      case CE_REVIEW_INACCURACY: return C_ ("review", "inaccuracy");
      case CE_REVIEW_MISTAKE: return C_ ("review", "mistake");
      case CE_REVIEW_BLUNDER: return C_ ("review", "blunder");
    }
  return "";
}

char *
chimera_eval_graph_format_eval (int score)
{
  if (score >= CE_EVAL_MATE_BOUND || score <= -CE_EVAL_MATE_BOUND)
    {
      int n = ce_score_mate (MAX (-CE_EVAL_MATE, MIN (CE_EVAL_MATE, score)));
      if (n == 0) /* the game is over: won already */
        return g_strdup (score > 0 ? "1-0" : "0-1");
      return n > 0 ? g_strdup_printf ("#%d", n) : g_strdup_printf ("#\u2212%d", -n);
    }
  int mag = ABS (score);
  /* Tenths of a pawn, rounded half away from zero. */
  int tenths = (mag + 5) / 10;
  return chimera_locale_format_fixed (tenths, 1, tenths == 0 ? "" : score > 0 ? "+" : "\u2212");
}

static void
clear_point (gpointer data)
{
  Point *p = data;
  g_free (p->tooltip);
}

static char *
move_tooltip (const CeGame *line, const CeReviewPly *p, int i)
{
  CePosition pos = line->positions[i];
  char san[CHIMERA_DISPLAY_SAN_SIZE], best[CHIMERA_DISPLAY_SAN_SIZE];
  chimera_notation_move (&pos, p->played, chimera_notation_get_style (), san);
  pos = line->positions[i];
  chimera_notation_move (&pos, p->best, chimera_notation_get_style (), best);
  static const char *const marks[] = { "", "", "?!", "?", "??" };
  g_autofree char *number = pos.side == CE_WHITE ? g_strdup_printf ("%u.", pos.fullmove)
                                                 : g_strdup_printf ("%u\u2026", pos.fullmove);
  g_autofree char *before = chimera_eval_graph_format_eval (p->eval_before);
  g_autofree char *after = chimera_eval_graph_format_eval (p->eval_after);
  g_autofree char *move = g_strdup_printf ("%s %s%s", number, san, marks[p->cls]);
  const char *words
    = p->only_move ? C_ ("review", "only move") : chimera_review_class_words (p->cls);
  if (p->cls == CE_REVIEW_BEST || p->best == CE_MOVE_NONE)
    /* TRANSLATORS: a move in the review's graph: the move, its class, the
     * evaluation before and after it ("12. Nf3 — best, +0.3 → +0.4"). */
    return g_strdup_printf (_ ("%1$s — %2$s, %3$s → %4$s"), move, words, before, after);
  /* TRANSLATORS: as above, with the engine's choice at the end
   * ("23… Qd4?? — blunder, +1.2 → −3.5; best Nf3"). */
  return g_strdup_printf (_ ("%1$s — %2$s, %3$s → %4$s; best %5$s"), move, words, before, after,
                          best);
}

static void
update_accessible (ChimeraEvalGraph *self)
{
  int n = (int) self->points->len;
  const char *text = chimera_eval_graph_get_tooltip (self, self->ply);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) MAX (0, n - 1),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, (double) MAX (0, self->ply),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                  text ? text : _ ("Start position"), -1);
}

void
chimera_eval_graph_set_review (ChimeraEvalGraph *self, const CeReview *r, const CeGame *line)
{
  g_return_if_fail (CHIMERA_IS_EVAL_GRAPH (self));
  g_array_set_size (self->points, 0);
  self->hover = -1;
  if (r && line && r->ndone > 0)
    {
      for (int i = 0; i <= r->ndone; i++)
        {
          Point pt = { 0 };
          pt.eval = i < r->ndone ? r->plies[i].eval_before : r->plies[i - 1].eval_after;
          pt.share = ce_review_expected_score (pt.eval);
          pt.cls = i > 0 ? (int) r->plies[i - 1].cls : -1;
          if (i > 0)
            pt.tooltip = move_tooltip (line, &r->plies[i - 1], i - 1);
          g_array_append_val (self->points, pt);
        }
    }
  if (self->ply >= (int) self->points->len)
    self->ply = (int) self->points->len - 1;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chimera_eval_graph_set_ply (ChimeraEvalGraph *self, int ply)
{
  g_return_if_fail (CHIMERA_IS_EVAL_GRAPH (self));
  ply = CLAMP (ply, -1, (int) self->points->len - 1);
  if (ply == self->ply)
    return;
  self->ply = ply;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
chimera_eval_graph_get_ply (ChimeraEvalGraph *self)
{
  return self->ply;
}

int
chimera_eval_graph_get_n_points (ChimeraEvalGraph *self)
{
  return (int) self->points->len;
}

const char *
chimera_eval_graph_get_tooltip (ChimeraEvalGraph *self, int ply)
{
  if (ply < 0 || ply >= (int) self->points->len)
    return NULL;
  return g_array_index (self->points, Point, ply).tooltip;
}

static double
x_of (ChimeraEvalGraph *self, int i, double w)
{
  int n = (int) self->points->len;
  return n > 1 ? EDGE + (w - 2 * EDGE) * i / (n - 1) : w / 2;
}

static double
y_of (double share, double h)
{
  return EDGE + (h - 2 * EDGE) * (1 - share);
}

int
chimera_eval_graph_ply_at (ChimeraEvalGraph *self, double x)
{
  int n = (int) self->points->len;
  if (n == 0)
    return -1;
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  if (n == 1 || w <= 2 * EDGE)
    return 0;
  int i = (int) lround ((x - EDGE) / (w - 2 * EDGE) * (n - 1));
  return CLAMP (i, 0, n - 1);
}

/* ---- drawing ---- */

static double
lightness (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

static void
set_color (cairo_t *cr, const GdkRGBA *c)
{
  cairo_set_source_rgba (cr, c->red, c->green, c->blue, c->alpha);
}

/* The colours of the dots: the analysis sites' blue, orange and red, which
 * stay apart for the colour-blind and against either area. */
static const GdkRGBA dot_colors[] = {
  { 0, 0, 0, 0 },          { 0, 0, 0, 0 }, { 0.34, 0.71, 0.91, 1 }, /* inaccuracy */
  { 0.90, 0.62, 0.00, 1 },                                          /* mistake */
  { 0.87, 0.33, 0.33, 1 },                                          /* blunder */
};

static void
chimera_eval_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChimeraEvalGraph *self = CHIMERA_EVAL_GRAPH (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  if (w <= 0 || h <= 0)
    return;
  AdwStyleManager *style = adw_style_manager_get_default ();
  gboolean dark = adw_style_manager_get_dark (style);
  GdkRGBA bg = dark ? (GdkRGBA){ 0.14, 0.14, 0.14, 1 } : (GdkRGBA){ 0.98, 0.98, 0.98, 1 };
  GdkRGBA fg, accent = { 0.21, 0.52, 0.89, 1 };
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *ctx = gtk_widget_get_style_context (widget);
  gtk_style_context_lookup_color (ctx, "window_bg_color", &bg);
  gtk_style_context_lookup_color (ctx, "accent_color", &accent);
  gtk_style_context_get_color (ctx, &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  /* The areas stand for the sides' pieces, white and black in either
   * style, the one near the window's background moved away from it (as
   * the evaluation bar does). */
  GdkRGBA white = { 0.96, 0.96, 0.94, 1 }, black = { 0.20, 0.20, 0.21, 1 };
  double l = lightness (&bg);
  GdkRGBA *near = l > 0.5 ? &white : &black;
  double target = l > 0.5 ? l - CONTRAST : MAX (0, l - CONTRAST / 2);
  double f = target / MAX (lightness (near), 1e-6);
  if (f < 1)
    {
      near->red *= (float) f;
      near->green *= (float) f;
      near->blue *= (float) f;
    }

  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  set_color (cr, &black);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);

  int n = (int) self->points->len;
  if (n > 0)
    {
      /* White's area: from the bottom up to the line. */
      cairo_move_to (cr, 0, h);
      cairo_line_to (cr, 0, y_of (g_array_index (self->points, Point, 0).share, h));
      for (int i = 0; i < n; i++)
        cairo_line_to (cr, x_of (self, i, w),
                       y_of (g_array_index (self->points, Point, i).share, h));
      cairo_line_to (cr, w, y_of (g_array_index (self->points, Point, n - 1).share, h));
      cairo_line_to (cr, w, h);
      cairo_close_path (cr);
      set_color (cr, &white);
      cairo_fill (cr);
    }

  /* The level line. */
  GdkRGBA mid = fg;
  mid.alpha = 0.35f;
  set_color (cr, &mid);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, round (h / 2) + 0.5);
  cairo_line_to (cr, w, round (h / 2) + 0.5);
  cairo_stroke (cr);

  if (self->hover >= 0 && self->hover < n)
    {
      GdkRGBA hv = fg;
      hv.alpha = 0.4f;
      set_color (cr, &hv);
      double x = round (x_of (self, self->hover, w)) + 0.5;
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, h);
      cairo_stroke (cr);
    }
  if (self->ply >= 0 && self->ply < n)
    {
      set_color (cr, &accent);
      cairo_set_line_width (cr, 2);
      double x = round (x_of (self, self->ply, w));
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, h);
      cairo_stroke (cr);
    }

  for (int i = 1; i < n; i++)
    {
      const Point *pt = &g_array_index (self->points, Point, i);
      if (pt->cls < CE_REVIEW_INACCURACY)
        continue;
      /* Whole dots, even at the ends and edges. */
      double x = CLAMP (x_of (self, i, w), DOT_RADIUS + 2, w - DOT_RADIUS - 2);
      double y = CLAMP (y_of (pt->share, h), DOT_RADIUS + 2, h - DOT_RADIUS - 2);
      cairo_arc (cr, x, y, DOT_RADIUS + 1, 0, 2 * G_PI);
      set_color (cr, dark ? &black : &white);
      cairo_fill (cr);
      cairo_arc (cr, x, y, DOT_RADIUS, 0, 2 * G_PI);
      set_color (cr, &dot_colors[pt->cls]);
      cairo_fill (cr);
    }

  /* A frame in the text colour, and the focus ring's place. */
  GdkRGBA frame = fg;
  frame.alpha = gtk_widget_has_visible_focus (widget) ? 1.0f : (dark ? 0.3f : 0.35f);
  set_color (cr, gtk_widget_has_visible_focus (widget) ? &accent : &frame);
  cairo_set_line_width (cr, gtk_widget_has_visible_focus (widget) ? 2 : 1);
  cairo_rectangle (cr, 0.5, 0.5, w - 1, h - 1);
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
chimera_eval_graph_measure (GtkWidget *widget,
                            GtkOrientation orientation,
                            int for_size,
                            int *minimum,
                            int *natural,
                            int *minimum_baseline,
                            int *natural_baseline)
{
  gboolean horizontal = orientation == GTK_ORIENTATION_HORIZONTAL;
  *minimum = horizontal ? MIN_WIDTH : MIN_HEIGHT;
  *natural = horizontal ? NAT_WIDTH : NAT_HEIGHT;
}

/* ---- input ---- */

static void
activate_ply (ChimeraEvalGraph *self, int ply)
{
  int n = (int) self->points->len;
  if (n == 0)
    return;
  g_signal_emit (self, signals[SIGNAL_PLY_ACTIVATED], 0, CLAMP (ply, 0, n - 1));
}

static void
pressed (GtkGestureClick *gesture, int n_press, double x, double y, gpointer data)
{
  ChimeraEvalGraph *self = data;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  int ply = chimera_eval_graph_ply_at (self, x);
  if (ply >= 0)
    activate_ply (self, ply);
}

static void
motion (GtkEventControllerMotion *controller, double x, double y, gpointer data)
{
  ChimeraEvalGraph *self = data;
  int ply = chimera_eval_graph_ply_at (self, x);
  if (ply != self->hover)
    {
      self->hover = ply;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave (GtkEventControllerMotion *controller, gpointer data)
{
  ChimeraEvalGraph *self = data;
  self->hover = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint keyval,
             guint keycode,
             GdkModifierType state,
             gpointer data)
{
  ChimeraEvalGraph *self = data;
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK))
    return FALSE;
  int n = (int) self->points->len;
  if (n == 0)
    return FALSE;
  int at = MAX (self->ply, 0);
  switch (keyval)
    {
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left: activate_ply (self, at - 1); return TRUE;
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right: activate_ply (self, at + 1); return TRUE;
      case GDK_KEY_Home: activate_ply (self, 0); return TRUE;
      case GDK_KEY_End: activate_ply (self, n - 1); return TRUE;
      default: return FALSE;
    }
}

static gboolean
query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip)
{
  ChimeraEvalGraph *self = CHIMERA_EVAL_GRAPH (widget);
  int ply = keyboard ? self->ply : chimera_eval_graph_ply_at (self, x);
  const char *text = chimera_eval_graph_get_tooltip (self, ply);
  if (!text)
    return FALSE;
  g_autofree char *markup = chimera_notation_markup_escape (text);
  gtk_tooltip_set_markup (tooltip, markup);
  return TRUE;
}

static void
focus_changed (ChimeraEvalGraph *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GtkWidget *
chimera_eval_graph_new (void)
{
  return g_object_new (CHIMERA_TYPE_EVAL_GRAPH, NULL);
}

static void
chimera_eval_graph_finalize (GObject *object)
{
  ChimeraEvalGraph *self = CHIMERA_EVAL_GRAPH (object);
  g_array_unref (self->points);
  G_OBJECT_CLASS (chimera_eval_graph_parent_class)->finalize (object);
}

static void
chimera_eval_graph_class_init (ChimeraEvalGraphClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->finalize = chimera_eval_graph_finalize;
  widget_class->snapshot = chimera_eval_graph_snapshot;
  widget_class->measure = chimera_eval_graph_measure;
  widget_class->query_tooltip = query_tooltip;
  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);

  /**
   * ChimeraEvalGraph::ply-activated:
   * @ply: the position asked for, 0 (the start) .. the moves reviewed
   *
   * The user clicked a point or pressed a key to go to a position.
   */
  signals[SIGNAL_PLY_ACTIVATED]
    = g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
chimera_eval_graph_init (ChimeraEvalGraph *self)
{
  self->points = g_array_new (FALSE, TRUE, sizeof (Point));
  g_array_set_clear_func (self->points, clear_point);
  self->ply = -1;
  self->hover = -1;
  GtkWidget *widget = GTK_WIDGET (self);
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  gtk_widget_set_cursor_from_name (widget, "pointer");

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  GtkEventController *move = gtk_event_controller_motion_new ();
  g_signal_connect (move, "motion", G_CALLBACK (motion), self);
  g_signal_connect (move, "leave", G_CALLBACK (leave), self);
  gtk_widget_add_controller (widget, move);

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (widget, keys);

  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (widget, focus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Evaluation graph"), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _ ("White's winning chances after every move; Left and Right "
                                     "go through the game"),
                                  -1);
  update_accessible (self);
}

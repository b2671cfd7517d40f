/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraEvalBar: White's share of the evaluation as a two-tone bar.
 */
#include "config.h"

#include "eval-bar.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "locale-format.h"
#include "types.h"

#define BAR_WIDTH    24
#define BAR_GAP      8
#define ANIMATION_MS 250
/* Neither colour ever vanishes short of a mate: a bar all one colour would
 * claim a certainty no centipawn score has. */
#define SHARE_MIN 0.04

struct _ChimeraEvalBar
{
  GtkWidget parent_instance;

  double target; /* White's share the bar is heading for */
  double shown;  /* what it draws now, during the animation */
  char text[16];
  gboolean white_leads; /* which end the text goes to */
  AdwAnimation *animation;
  double from;

  ChimeraBoardView *board; /* (unowned) the board it stands beside */
};

G_DEFINE_FINAL_TYPE (ChimeraEvalBar, chimera_eval_bar, GTK_TYPE_WIDGET)

/* The expected score of a centipawn advantage, the curve Lichess fitted to
 * its games: 100 cp is about 59%, 300 cp about 75%. */
static double
share_of (int centipawns)
{
  double s = 1.0 / (1.0 + exp (-0.00368208 * centipawns));
  return CLAMP (s, SHARE_MIN, 1 - SHARE_MIN);
}

static void
animate_to (ChimeraEvalBar *self, double share)
{
  self->target = share;
  self->from = self->shown;
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
}

static void
animation_step (double value, gpointer data)
{
  ChimeraEvalBar *self = data;
  self->shown = self->from + (self->target - self->from) * value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_accessible (ChimeraEvalBar *self, const char *description)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                  self->target * 100, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT,
                                  description, -1);
}

void
chimera_eval_bar_set_score (ChimeraEvalBar *self, int centipawns, int mate)
{
  g_return_if_fail (CHIMERA_IS_EVAL_BAR (self));
  g_autofree char *description = NULL;
  if (mate)
    {
      self->white_leads = mate > 0;
      g_snprintf (self->text, sizeof self->text, "#%d", ABS (mate));
      description = g_strdup_printf (
        mate > 0 ? ngettext ("White mates in %d move", "White mates in %d moves", ABS (mate))
                 : ngettext ("Black mates in %d move", "Black mates in %d moves", ABS (mate)),
        ABS (mate));
      animate_to (self, mate > 0 ? 1 : 0);
    }
  else
    {
      self->white_leads = centipawns >= 0;
      /* One decimal, no sign: the end the text stands at says who leads. */
      int tenths = (ABS (centipawns) + 5) / 10;
      if (tenths >= 100)
        g_snprintf (self->text, sizeof self->text, "%d", tenths / 10);
      else
        {
          g_autofree char *text = chimera_locale_format_fixed (tenths, 1, NULL);
          g_strlcpy (self->text, text, sizeof self->text);
        }
      description = g_strdup_printf (_ ("Evaluation %+.1f for White"), centipawns / 100.0);
      animate_to (self, share_of (centipawns));
    }
  update_accessible (self, description);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chimera_eval_bar_set_result (ChimeraEvalBar *self, int result)
{
  g_return_if_fail (CHIMERA_IS_EVAL_BAR (self));
  double share = result == CE_RESULT_WHITE_WINS ? 1 : result == CE_RESULT_BLACK_WINS ? 0 : 0.5;
  self->white_leads = result != CE_RESULT_BLACK_WINS;
  g_strlcpy (self->text,
             result == CE_RESULT_WHITE_WINS   ? "1-0"
             : result == CE_RESULT_BLACK_WINS ? "0-1"
                                              : "½",
             sizeof self->text);
  animate_to (self, share);
  update_accessible (self, _ ("The game is over"));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chimera_eval_bar_clear (ChimeraEvalBar *self)
{
  g_return_if_fail (CHIMERA_IS_EVAL_BAR (self));
  self->text[0] = 0;
  animate_to (self, 0.5);
  update_accessible (self, _ ("No evaluation yet"));
}

double
chimera_eval_bar_get_white_share (ChimeraEvalBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_EVAL_BAR (self), 0.5);
  return self->target;
}

const char *
chimera_eval_bar_get_text (ChimeraEvalBar *self)
{
  g_return_val_if_fail (CHIMERA_IS_EVAL_BAR (self), "");
  return self->text;
}

static gboolean
white_at_top (ChimeraEvalBar *self)
{
  return self->board && chimera_board_view_get_flipped (self->board);
}

/* The bar's colours in the style shown: the parts stand for the two
 * sides' pieces, so they stay white and black in either style, but each is
 * kept at least BAR_CONTRAST in lightness from the window's background,
 * which in the light style is itself nearly white (and in the dark style
 * nearly black): a bar at +8 must not look empty. */
#define BAR_CONTRAST 0.12

typedef struct
{
  GdkRGBA white, black, frame;
  float frame_width;
} BarColors;

static double
lightness (const GdkRGBA *c)
{
  return 0.2126 * c->red + 0.7152 * c->green + 0.0722 * c->blue;
}

/* `c` scaled towards black until its lightness is at most `target`. */
static void
darken_to (GdkRGBA *c, double target)
{
  double l = lightness (c);
  if (l <= target)
    return;
  double f = MAX (target, 0) / MAX (l, 1e-6);
  c->red = (float) (c->red * f);
  c->green = (float) (c->green * f);
  c->blue = (float) (c->blue * f);
}

static void
bar_colors (GtkWidget *widget, BarColors *c)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  gboolean dark = adw_style_manager_get_dark (style);
  GdkRGBA bg = dark ? (GdkRGBA){ 0.14, 0.14, 0.14, 1 } : (GdkRGBA){ 0.98, 0.98, 0.98, 1 };
  GdkRGBA fg;
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  GtkStyleContext *ctx = gtk_widget_get_style_context (widget);
  gtk_style_context_lookup_color (ctx, "window_bg_color", &bg);
  gtk_style_context_get_color (ctx, &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  c->white = (GdkRGBA){ 0.96, 0.96, 0.94, 1 };
  c->black = (GdkRGBA){ 0.16, 0.16, 0.17, 1 };
  double l = lightness (&bg);
  /* Whichever part is near the background's side moves away from it. */
  darken_to (l > 0.5 ? &c->white : &c->black, l - BAR_CONTRAST);
  /* A frame in the text colour holds both parts against the window,
   * heavier in high contrast. */
  gboolean hc = adw_style_manager_get_high_contrast (style);
  c->frame = fg;
  c->frame.alpha = hc ? 1 : dark ? 0.5 : 0.55;
  c->frame_width = hc ? 2 : 1;
}

static void
chimera_eval_bar_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  ChimeraEvalBar *self = CHIMERA_EVAL_BAR (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  if (w <= 0 || h <= 0)
    return;
  BarColors col;
  bar_colors (widget, &col);
  GdkRGBA white = col.white, black = col.black;

  GskRoundedRect outline;
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, w, h), 4);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  double white_h = round (h * CLAMP (self->shown, 0, 1));
  gboolean top = white_at_top (self);
  gtk_snapshot_append_color (snapshot, &black, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gtk_snapshot_append_color (snapshot, &white,
                             &GRAPHENE_RECT_INIT (0, top ? 0 : h - white_h, w, white_h));
  /* A faint mark at even, so small advantages read against it. */
  GdkRGBA mid = { 0.5, 0.5, 0.5, 0.6 };
  gtk_snapshot_append_color (snapshot, &mid, &GRAPHENE_RECT_INIT (0, round (h / 2), w, 1));

  if (self->text[0])
    {
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, self->text);
      PangoAttrList *attrs = pango_attr_list_new ();
      pango_attr_list_insert (attrs, pango_attr_scale_new (0.72));
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
      int lw, lh;
      pango_layout_get_pixel_size (layout, &lw, &lh);
      /* At the leading side's end, inside its part (which always holds at
       * least half the bar), in the other side's colour. */
      gboolean at_top = self->white_leads == top;
      double y = at_top ? 4 : h - lh - 4;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (round ((w - lw) / 2), round (y)));
      gtk_snapshot_append_layout (snapshot, layout, self->white_leads ? &black : &white);
      gtk_snapshot_restore (snapshot);
      g_object_unref (layout);
    }
  gtk_snapshot_pop (snapshot);
  float widths[4] = { col.frame_width, col.frame_width, col.frame_width, col.frame_width };
  GdkRGBA edges[4] = { col.frame, col.frame, col.frame, col.frame };
  gtk_snapshot_append_border (snapshot, &outline, widths, edges);
}

static void
chimera_eval_bar_measure (GtkWidget *widget,
                          GtkOrientation orientation,
                          int for_size,
                          int *minimum,
                          int *natural,
                          int *minimum_baseline,
                          int *natural_baseline)
{
  (void) widget, (void) for_size;
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? BAR_WIDTH : 48;
  *minimum_baseline = *natural_baseline = -1;
}

/* ---- standing beside the board ---- */

/* The board's squares as the board draws them: the leftmost edge, the top
 * and bottom, and the room it keeps beside them for the coordinates. */
static gboolean
board_extent (ChimeraBoardView *board, double *left, double *top, double *bottom, double *margin)
{
  graphene_rect_t box;
  if (!chimera_board_view_get_board_bounds (board, &box, margin))
    return FALSE;
  *left = box.origin.x;
  *top = box.origin.y;
  *bottom = box.origin.y + box.size.height;
  return TRUE;
}

static gboolean
place_bar (GtkOverlay *overlay, GtkWidget *child, GdkRectangle *where, ChimeraEvalBar *self)
{
  if (child != GTK_WIDGET (self) || !self->board)
    return FALSE;
  double left, top, bottom, margin;
  if (!board_extent (self->board, &left, &top, &bottom, &margin))
    return FALSE;
  /* The board's own coordinates are relative to it, and it may sit with a
   * margin inside the overlay. */
  graphene_point_t p;
  if (!gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (overlay),
                                 &GRAPHENE_POINT_INIT (left, top), &p))
    return FALSE;
  double x = p.x - margin - BAR_GAP - BAR_WIDTH;
  where->x = (int) MAX (round (x), 0);
  where->y = (int) round (p.y);
  where->width = BAR_WIDTH;
  where->height = (int) MAX (round (bottom - top), 48);
  return TRUE;
}

static void
visibility_changed (ChimeraEvalBar *self)
{
  if (self->board)
    gtk_widget_set_margin_start (
      GTK_WIDGET (self->board),
      gtk_widget_get_visible (GTK_WIDGET (self)) ? BAR_WIDTH + 2 * BAR_GAP : 0);
}

void
chimera_eval_bar_attach (ChimeraEvalBar *self, GtkOverlay *overlay, ChimeraBoardView *board)
{
  g_return_if_fail (CHIMERA_IS_EVAL_BAR (self));
  g_return_if_fail (GTK_IS_OVERLAY (overlay));
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (board));
  self->board = board;
  if (gtk_widget_get_parent (GTK_WIDGET (self)) != GTK_WIDGET (overlay))
    gtk_overlay_add_overlay (overlay, GTK_WIDGET (self));
  g_signal_connect_object (overlay, "get-child-position", G_CALLBACK (place_bar), self, 0);
  g_signal_connect_object (board, "notify::flipped", G_CALLBACK (gtk_widget_queue_draw), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::visible", G_CALLBACK (visibility_changed), NULL);
  visibility_changed (self);
}

static void
chimera_eval_bar_dispose (GObject *object)
{
  ChimeraEvalBar *self = CHIMERA_EVAL_BAR (object);
  g_clear_object (&self->animation);
  self->board = NULL;
  G_OBJECT_CLASS (chimera_eval_bar_parent_class)->dispose (object);
}

static void
chimera_eval_bar_class_init (ChimeraEvalBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_eval_bar_dispose;
  widget_class->snapshot = chimera_eval_bar_snapshot;
  widget_class->measure = chimera_eval_bar_measure;
  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
chimera_eval_bar_init (ChimeraEvalBar *self)
{
  self->target = self->shown = 0.5;
  AdwAnimationTarget *target = adw_callback_animation_target_new (animation_step, self, NULL);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0, 1, ANIMATION_MS, target);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Evaluation"), GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, 100.0, -1);
}

GtkWidget *
chimera_eval_bar_new (void)
{
  return g_object_new (CHIMERA_TYPE_EVAL_BAR, NULL);
}

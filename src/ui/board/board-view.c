/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView: the board widget.  It forwards clicks, drags and keys to
 * its scene, follows the scene's changes (redraw, cells, chooser), animates
 * the moves it is shown and holds the board's properties.
 */
#include "config.h"

#include <math.h>

#include "board-view-private.h"

#include "board-marks.h"

#define ANIMATION_MS 150
#define PULSE_MS     900

enum
{
  PROP_0,
  PROP_FLIPPED,
  PROP_INTERACTIVE,
  PROP_ANIMATE,
  PROP_THEME,
  PROP_PIECE_SCALE,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_LEGAL_MOVES,
  N_PROPS
};

enum
{
  MOVE_REQUESTED,
  N_SIGNALS
};

static GParamSpec *props[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (ChimeraBoardView, chimera_board_view, GTK_TYPE_WIDGET)

static const CePosition *
shown (ChimeraBoardView *self)
{
  return chimera_board_scene_get_position (self->scene);
}

void
_chimera_board_view_update_transform (ChimeraBoardView *self)
{
  const CePosition *pos = shown (self);
  if (!pos)
    return;
  const CeVariant *v = pos->v;
  chimera_board_transform_init (&self->tf, chimera_board_geometry_for_variant (v), v->files,
                                v->ranks, self->flipped, gtk_widget_get_width (GTK_WIDGET (self)),
                                gtk_widget_get_height (GTK_WIDGET (self)));
}

static void
update_cells (ChimeraBoardView *self)
{
  chimera_board_cells_update (&self->cells, self->scene, self->chooser.popover, self->flipped);
}

/* ---- Following the scene ---- */

static void
scene_changed (ChimeraBoardScene *scene, guint what, ChimeraBoardView *self)
{
  /* A selection gone takes a drag of it along. */
  if ((what & CHIMERA_BOARD_SCENE_SELECTION) && chimera_board_scene_get_selected (scene) < 0)
    self->dragging = FALSE;
  if (what & CHIMERA_BOARD_SCENE_CHOICES)
    {
      if (chimera_board_scene_get_choice_count (scene))
        {
          _chimera_board_view_update_transform (self);
          chimera_board_chooser_open (&self->chooser, &self->tf);
        }
      else
        chimera_board_chooser_close (&self->chooser);
    }
  if (what
      & (CHIMERA_BOARD_SCENE_POSITION | CHIMERA_BOARD_SCENE_SELECTION | CHIMERA_BOARD_SCENE_CURSOR
         | CHIMERA_BOARD_SCENE_POWERS | CHIMERA_BOARD_SCENE_ANNOTATIONS))
    update_cells (self);
  /* Aiming begun or ended by a key, the pointer still: the tooltip goes
   * or comes back now, not at the next motion. */
  if (what
      & (CHIMERA_BOARD_SCENE_SELECTION | CHIMERA_BOARD_SCENE_CHOICES
         | CHIMERA_BOARD_SCENE_ANNOTATIONS))
    gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
scene_move_requested (ChimeraBoardScene *scene, guint move, ChimeraBoardView *self)
{
  self->emitted = move;
  self->emitted_by_drag = chimera_board_scene_get_requested_by_drag (scene);
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, move);
}

/* ---- Animation ---- */

static void
animation_value (double value, gpointer data)
{
  ChimeraBoardView *self = data;
  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
animation_done (AdwAnimation *animation, ChimeraBoardView *self)
{
  self->animating = FALSE;
  self->n_slides = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
stop_animation (ChimeraBoardView *self)
{
  if (self->animating)
    adw_animation_skip (self->animation);
  self->animating = FALSE;
  self->n_slides = 0;
}

/* Works out which pieces glide where: the mover, and for castling its
 * partner (whatever own piece left one square and arrived on another). */
static void
start_animation (ChimeraBoardView *self, const CePosition *old, CeMove m)
{
  int from = ce_move_from (m), to = ce_move_to (m);
  const CePosition *pos = shown (self);
  if (ce_move_kind (m) == CE_MOVE_DROP || from == to || !old->board[from] || !pos->board[to]
      || CE_COLOR (old->board[from]) != CE_COLOR (pos->board[to]))
    return;
  self->n_slides = 0;
  self->slides[self->n_slides][0] = from;
  self->slides[self->n_slides++][1] = to;
  int left, arrived;
  if (chimera_board_find_partner (old, pos, m, &left, &arrived))
    {
      self->slides[self->n_slides][0] = left;
      self->slides[self->n_slides++][1] = arrived;
    }

  memcpy (self->old_board, old->board, sizeof self->old_board);
  self->progress = 0;
  self->animating = TRUE;
  adw_animation_play (self->animation);
}

static void
pulse_value (double value, gpointer data)
{
  ChimeraBoardView *self = data;
  self->pulse_t = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
chimera_board_view_show (ChimeraBoardView *self,
                         const CePosition *pos,
                         CeMove last_move,
                         gboolean move,
                         const CeMoveList *legal)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL && pos->v != NULL);

  /* The window shows the same position again when other state changes (the
   * computer starts thinking right after the person's move): that must not
   * cut the move's animation short or take the marks away. */
  gboolean again = chimera_board_scene_shows (self->scene, pos, last_move);
  /* CePosition is a few kilobytes: keep the old one only as long as needed. */
  CePosition *old = shown (self) ? g_memdup2 (shown (self), sizeof *old) : NULL;
  if (!again)
    {
      stop_animation (self);
      /* The old marks go, and their pulse with them. */
      adw_animation_skip (self->pulse);
    }
  self->dragging = FALSE;
  chimera_board_scene_show (self->scene, pos, last_move, move, legal);

  gboolean dragged = self->emitted_by_drag && self->emitted == last_move;
  if (move && !again && old && old->v == pos->v && self->animate && last_move != CE_MOVE_NONE
      && !dragged)
    start_animation (self, old, last_move);
  if (!again && chimera_board_scene_get_power_change_count (self->scene) && self->animate)
    adw_animation_play (self->pulse);
  self->emitted = CE_MOVE_NONE;
  self->emitted_by_drag = FALSE;
  g_free (old);

  _chimera_board_view_update_transform (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- GObject ---- */

static void
chimera_board_view_measure (GtkWidget *widget,
                            GtkOrientation orientation,
                            int for_size,
                            int *minimum,
                            int *natural,
                            int *minimum_baseline,
                            int *natural_baseline)
{
  *minimum = 160;
  *natural = 480;
  *minimum_baseline = *natural_baseline = -1;
}

static void
chimera_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (widget);
  _chimera_board_view_update_transform (self);
  if (shown (self))
    chimera_board_cells_allocate (&self->cells, &self->tf);
  if (self->chooser.popover)
    gtk_popover_present (GTK_POPOVER (self->chooser.popover));
}

static void
chimera_board_view_dispose (GObject *object)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (object);
  if (self->animation)
    {
      /* Skipping runs "done" now, while the view is still whole. */
      adw_animation_skip (self->animation);
      g_clear_object (&self->animation);
    }
  if (self->pulse)
    {
      adw_animation_skip (self->pulse);
      g_clear_object (&self->pulse);
    }
  chimera_board_chooser_dispose (&self->chooser);
  chimera_board_cells_clear (&self->cells);
  chimera_board_cells_finalize (&self->cells);
  chimera_board_art_clear (&self->art);
  _chimera_board_view_clear_render (self);
  if (self->scene)
    g_signal_handlers_disconnect_by_data (self->scene, self);
  g_clear_object (&self->scene);
  g_clear_object (&self->tip_label);
  G_OBJECT_CLASS (chimera_board_view_parent_class)->dispose (object);
}

static void
chimera_board_view_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (object);
  switch (id)
    {
      case PROP_FLIPPED: g_value_set_boolean (value, self->flipped); break;
      case PROP_INTERACTIVE:
        g_value_set_boolean (value, chimera_board_scene_get_interactive (self->scene));
        break;
      case PROP_ANIMATE: g_value_set_boolean (value, self->animate); break;
      case PROP_THEME: g_value_set_enum (value, self->theme); break;
      case PROP_PIECE_SCALE: g_value_set_double (value, self->piece_scale); break;
      case PROP_SHOW_COORDINATES: g_value_set_boolean (value, self->show_coordinates); break;
      case PROP_SHOW_LEGAL_MOVES: g_value_set_boolean (value, self->show_legal_moves); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_board_view_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ChimeraBoardView *self = CHIMERA_BOARD_VIEW (object);
  switch (id)
    {
      case PROP_FLIPPED: chimera_board_view_set_flipped (self, g_value_get_boolean (value)); break;
      case PROP_INTERACTIVE:
        chimera_board_view_set_interactive (self, g_value_get_boolean (value));
        break;
      case PROP_ANIMATE: chimera_board_view_set_animate (self, g_value_get_boolean (value)); break;
      case PROP_THEME: chimera_board_view_set_theme (self, g_value_get_enum (value)); break;
      case PROP_PIECE_SCALE:
        chimera_board_view_set_piece_scale (self, g_value_get_double (value));
        break;
      case PROP_SHOW_COORDINATES:
        chimera_board_view_set_show_coordinates (self, g_value_get_boolean (value));
        break;
      case PROP_SHOW_LEGAL_MOVES:
        chimera_board_view_set_show_legal_moves (self, g_value_get_boolean (value));
        break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_board_view_class_init (ChimeraBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = chimera_board_view_dispose;
  object_class->get_property = chimera_board_view_get_property;
  object_class->set_property = chimera_board_view_set_property;
  widget_class->snapshot = _chimera_board_view_snapshot;
  widget_class->measure = chimera_board_view_measure;
  widget_class->size_allocate = chimera_board_view_size_allocate;

  props[PROP_FLIPPED]
    = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_INTERACTIVE]
    = g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_ANIMATE]
    = g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_THEME]
    = g_param_spec_enum ("theme", NULL, NULL, CHIMERA_TYPE_BOARD_THEME, CHIMERA_BOARD_THEME_BROWN,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_PIECE_SCALE] = g_param_spec_double (
    "piece-scale", NULL, NULL, CHIMERA_BOARD_PIECE_SCALE_MIN, CHIMERA_BOARD_PIECE_SCALE_MAX, 1.0,
    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SHOW_COORDINATES]
    = g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_SHOW_LEGAL_MOVES]
    = g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  /**
   * ChimeraBoardView::move-requested:
   * @move: the CeMove the user chose, legal in the position shown
   *
   * The user settled on one legal move (its promotion piece or castle/step
   * choice included).  The board does not make it: the game does.
   */
  signals[MOVE_REQUESTED]
    = g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                    NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "chimera-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
chimera_board_view_init (ChimeraBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->animate = TRUE;
  self->theme = CHIMERA_BOARD_THEME_BROWN;
  self->piece_scale = 1.0;
  self->show_coordinates = TRUE;
  self->show_legal_moves = TRUE;
  self->art.cache = chimera_piece_cache_get_default ();
  self->cells.board = widget;

  self->scene = chimera_board_scene_new ();
  g_signal_connect (self->scene, "changed", G_CALLBACK (scene_changed), self);
  g_signal_connect (self->scene, "move-requested", G_CALLBACK (scene_move_requested), self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_hexpand (widget, TRUE);
  gtk_widget_set_vexpand (widget, TRUE);

  _chimera_board_view_add_controllers (self);
  _chimera_board_view_add_square_tooltips (self);

  chimera_board_chooser_init (&self->chooser, widget, self->scene, &self->art);

  self->animation = adw_timed_animation_new (
    widget, 0, 1, ANIMATION_MS, adw_callback_animation_target_new (animation_value, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect (self->animation, "done", G_CALLBACK (animation_done), self);

  self->pulse_t = 1;
  self->pulse = adw_timed_animation_new (
    widget, 0, 1, PULSE_MS, adw_callback_animation_target_new (pulse_value, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->pulse), ADW_LINEAR);

  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

/* ---- Public API ---- */

GtkWidget *
chimera_board_view_new (void)
{
  return g_object_new (CHIMERA_TYPE_BOARD_VIEW, NULL);
}

ChimeraBoardScene *
chimera_board_view_get_scene (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), NULL);
  return self->scene;
}

const CePosition *
chimera_board_view_get_position (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), NULL);
  return shown (self);
}

void
chimera_board_view_show_position (ChimeraBoardView *self, const CePosition *pos, CeMove last_move)
{
  chimera_board_view_show (self, pos, last_move, FALSE, NULL);
}

void
chimera_board_view_show_move (ChimeraBoardView *self, CeMove move, const CePosition *pos_after)
{
  chimera_board_view_show (self, pos_after, move, TRUE, NULL);
}

void
chimera_board_view_set_flipped (ChimeraBoardView *self, gboolean flipped)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  chimera_board_scene_close_choices (self->scene, FALSE);
  _chimera_board_view_update_transform (self);
  /* The cells move with their squares, and their order (which screen
   * readers follow) with the board; reordering children queues a resize,
   * so it must not wait for size_allocate (GTK would then draw ancestors
   * it has not allocated). */
  chimera_board_cells_order (&self->cells, self->chooser.popover, flipped);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_FLIPPED]);
}

gboolean
chimera_board_view_get_flipped (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

void
chimera_board_view_set_interactive (ChimeraBoardView *self, gboolean interactive)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  interactive = !!interactive;
  if (chimera_board_scene_get_interactive (self->scene) == interactive)
    return;
  chimera_board_scene_set_interactive (self->scene, interactive);
  if (!interactive)
    _chimera_board_view_set_pointer (self, NULL);
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_INTERACTIVE]);
}

void
chimera_board_view_set_animate (ChimeraBoardView *self, gboolean animate)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  if (!animate)
    {
      stop_animation (self);
      adw_animation_skip (self->pulse);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANIMATE]);
}

gboolean
chimera_board_view_get_animate (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->animate;
}

void
chimera_board_view_set_theme (ChimeraBoardView *self, ChimeraBoardTheme theme)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  g_return_if_fail (theme >= CHIMERA_BOARD_THEME_BROWN && theme <= CHIMERA_BOARD_THEME_GREY);
  if (self->theme == theme)
    return;
  self->theme = theme;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_THEME]);
}

ChimeraBoardTheme
chimera_board_view_get_theme (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), CHIMERA_BOARD_THEME_BROWN);
  return self->theme;
}

void
chimera_board_view_set_piece_scale (ChimeraBoardView *self, double scale)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  scale = CLAMP (scale, CHIMERA_BOARD_PIECE_SCALE_MIN, CHIMERA_BOARD_PIECE_SCALE_MAX);
  if (self->piece_scale == scale)
    return;
  self->piece_scale = scale;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_PIECE_SCALE]);
}

double
chimera_board_view_get_piece_scale (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), 1.0);
  return self->piece_scale;
}

int
chimera_board_view_get_piece_size (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), 0);
  if (!shown (self))
    return 0;
  _chimera_board_view_update_transform (self);
  return chimera_board_piece_size (&self->tf, self->piece_scale);
}

void
chimera_board_view_set_show_coordinates (ChimeraBoardView *self, gboolean show)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHOW_COORDINATES]);
}

gboolean
chimera_board_view_get_show_coordinates (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->show_coordinates;
}

void
chimera_board_view_set_show_legal_moves (ChimeraBoardView *self, gboolean show)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  show = !!show;
  if (self->show_legal_moves == show)
    return;
  self->show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_SHOW_LEGAL_MOVES]);
}

gboolean
chimera_board_view_get_show_legal_moves (ChimeraBoardView *self)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return self->show_legal_moves;
}

void
chimera_board_view_set_hint (ChimeraBoardView *self, CeMove move)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  chimera_board_scene_set_hint (self->scene, move);
}

void
chimera_board_view_set_marks (ChimeraBoardView *self, const guint8 *marks)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  chimera_board_scene_set_marks (self->scene, marks);
}

void
chimera_board_view_begin_drop (ChimeraBoardView *self, int type)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  chimera_board_scene_begin_drop (self->scene, type);
}

gboolean
chimera_board_view_select_square (ChimeraBoardView *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  return chimera_board_scene_select (self->scene, sq);
}

gboolean
chimera_board_view_get_square_bounds (ChimeraBoardView *self, int sq, graphene_rect_t *out)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  if (!chimera_board_scene_is_square (self->scene, sq))
    return FALSE;
  _chimera_board_view_update_transform (self);
  double x, y, w, h;
  chimera_board_transform_square_bounds (&self->tf, sq, &x, &y, &w, &h);
  graphene_rect_init (out, (float) x, (float) y, (float) w, (float) h);
  return TRUE;
}

gboolean
chimera_board_view_get_board_bounds (ChimeraBoardView *self, graphene_rect_t *out, double *margin)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  const CePosition *pos = shown (self);
  if (!pos)
    return FALSE;
  _chimera_board_view_update_transform (self);
  const CeVariant *v = pos->v;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  for (int k = 0; k < v->nsquares; k++)
    {
      double x, y, w, h;
      chimera_board_transform_square_bounds (&self->tf, v->squares[k], &x, &y, &w, &h);
      x0 = fmin (x0, x);
      y0 = fmin (y0, y);
      x1 = fmax (x1, x + w);
      y1 = fmax (y1, y + h);
    }
  graphene_rect_init (out, (float) x0, (float) y0, (float) (x1 - x0), (float) (y1 - y0));
  if (margin)
    *margin = self->tf.square
              * (self->tf.geometry == CHIMERA_GEOMETRY_DIAGONAL ? CHIMERA_BOARD_MARGIN_DIAGONAL
                                                                : CHIMERA_BOARD_MARGIN);
  return TRUE;
}

gboolean
chimera_board_view_get_square_center (ChimeraBoardView *self, int sq, double *x, double *y)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  *x = *y = 0;
  if (!chimera_board_scene_is_square (self->scene, sq))
    return FALSE;
  _chimera_board_view_update_transform (self);
  chimera_board_transform_square_center (&self->tf, sq, x, y);
  return TRUE;
}

void
chimera_board_view_click (ChimeraBoardView *self, double x, double y)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  g_signal_emit_by_name (self->drag, "drag-begin", x, y);
  g_signal_emit_by_name (self->drag, "drag-end", 0.0, 0.0);
}

gboolean
chimera_board_view_click_square (ChimeraBoardView *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  double x, y;
  if (!chimera_board_view_get_square_center (self, sq, &x, &y))
    return FALSE;
  chimera_board_view_click (self, x, y);
  return TRUE;
}

GtkWidget *
chimera_board_view_get_cell (ChimeraBoardView *self, int sq)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), NULL);
  const CePosition *pos = shown (self);
  if (!pos || !chimera_board_scene_is_square (self->scene, sq) || self->cells.cells_for != pos->v)
    return NULL;
  return chimera_board_cells_get (&self->cells, sq);
}

void
chimera_board_view_announce (ChimeraBoardView *self, const char *text)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (self));
  chimera_board_cells_announce (&self->cells, text);
}

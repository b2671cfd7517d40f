/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView's input: the click, drag, motion, key and focus
 * controllers, which find the square under the pointer and hand presses,
 * drags and keys to the scene; the secondary button's drags (and the C
 * and A keys) draw arrows and circles.
 */
#include "config.h"

#include "board-view-private.h"
#include "piece-describe.h"

/* A tooltip's line at most, in characters as GTK counts them for a label
 * (about 50 of text).  GTK 4.8 wraps no tooltip whose text holds a line
 * break, and a piece's name, moves and power are lines of their own: its
 * tooltips ran up to 1,596 px wide (1,812 in German) over the board. */
#define TIP_CHARS 40

/* The square under widget point (x, y), or -1. */
static int
hit (ChimeraBoardView *self, double x, double y)
{
  const CePosition *pos = chimera_board_scene_get_position (self->scene);
  if (!pos)
    return -1;
  _chimera_board_view_update_transform (self);
  return chimera_board_transform_hit (&self->tf, x, y, pos->v->on_board);
}

gboolean
chimera_board_view_drop_at (ChimeraBoardView *self, double x, double y)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (self), FALSE);
  int sq = hit (self, x, y);
  if (!chimera_board_scene_get_drop_type (self->scene)
      || !chimera_board_scene_is_target (self->scene, sq))
    {
      chimera_board_scene_deselect (self->scene);
      return FALSE;
    }
  chimera_board_scene_press (self->scene, sq);
  return TRUE;
}

void
_chimera_board_view_set_pointer (ChimeraBoardView *self, const char *name)
{
  if (g_strcmp0 (self->pointer_name, name) == 0)
    return;
  self->pointer_name = name;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), name);
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, ChimeraBoardView *self)
{
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  chimera_board_scene_hide_cursor (self->scene);
  /* A primary click anywhere on the board wipes the drawn shapes, as on
   * Lichess. */
  chimera_board_scene_annotate_cancel (self->scene);
  chimera_board_scene_clear_annotations (self->scene);
  self->drag_x0 = self->drag_x = x;
  self->drag_y0 = self->drag_y = y;
  self->dragging = FALSE;
  chimera_board_scene_press (self->scene, hit (self, x, y));
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, ChimeraBoardView *self)
{
  self->drag_x = self->drag_x0 + dx;
  self->drag_y = self->drag_y0 + dy;
  if (!self->dragging)
    {
      if (!gtk_drag_check_threshold (GTK_WIDGET (self), (int) self->drag_x0, (int) self->drag_y0,
                                     (int) self->drag_x, (int) self->drag_y)
          || !chimera_board_scene_start_drag (self->scene))
        return;
      self->dragging = TRUE;
      _chimera_board_view_set_pointer (self, "grabbing");
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double dx, double dy, ChimeraBoardView *self)
{
  int sq = hit (self, self->drag_x0 + dx, self->drag_y0 + dy);
  if (!self->dragging)
    {
      chimera_board_scene_release (self->scene, sq);
      return;
    }
  self->dragging = FALSE;
  _chimera_board_view_set_pointer (self, NULL);
  chimera_board_scene_end_drag (self->scene, sq);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, ChimeraBoardView *self)
{
  if (self->dragging)
    {
      self->dragging = FALSE;
      _chimera_board_view_set_pointer (self, NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* ---- Drawing arrows and circles with the secondary button ---- */

/* The colour the modifiers held now pick (Lichess's scheme). */
static ChimeraAnnotationColor
held_color (GtkGesture *gesture)
{
  GdkModifierType state
    = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  return chimera_annotation_color_for_keys (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK),
                                            state & (GDK_ALT_MASK | GDK_META_MASK));
}

static void
annotate_begin (GtkGestureDrag *gesture, double x, double y, ChimeraBoardView *self)
{
  /* The secondary button also puts a selection away. */
  chimera_board_scene_deselect (self->scene);
  self->annotate_x0 = x;
  self->annotate_y0 = y;
  chimera_board_scene_annotate_begin (self->scene, hit (self, x, y),
                                      held_color (GTK_GESTURE (gesture)));
}

static void
annotate_update (GtkGestureDrag *gesture, double dx, double dy, ChimeraBoardView *self)
{
  chimera_board_scene_annotate_update (self->scene,
                                       hit (self, self->annotate_x0 + dx, self->annotate_y0 + dy));
}

static void
annotate_end (GtkGestureDrag *gesture, double dx, double dy, ChimeraBoardView *self)
{
  chimera_board_scene_annotate_end (self->scene,
                                    hit (self, self->annotate_x0 + dx, self->annotate_y0 + dy));
}

static void
annotate_cancel (GtkGesture *gesture, GdkEventSequence *sequence, ChimeraBoardView *self)
{
  chimera_board_scene_annotate_cancel (self->scene);
}

/* C toggles a circle on the cursor's square; A begins an arrow there, and
 * A again ends it where the cursor went (the arrow follows the cursor
 * meanwhile); with Shift they draw in red. */
static gboolean
annotate_key (ChimeraBoardView *self, gboolean arrow, gboolean shift)
{
  ChimeraBoardScene *scene = self->scene;
  int cursor = chimera_board_scene_get_cursor (scene);
  if (!chimera_board_scene_get_cursor_shown (scene)
      || !chimera_board_scene_is_square (scene, cursor))
    {
      chimera_board_scene_move_cursor (scene, 0, 0);
      return TRUE;
    }
  ChimeraAnnotationColor color = chimera_annotation_color_for_keys (shift, FALSE);
  if (!arrow)
    chimera_board_scene_toggle_annotation (scene, cursor, cursor, color);
  else if (chimera_board_scene_is_annotating (scene))
    chimera_board_scene_annotate_end (scene, cursor);
  else
    chimera_board_scene_annotate_begin (scene, cursor, color);
  return TRUE;
}

static void
motion (GtkEventControllerMotion *controller, double x, double y, ChimeraBoardView *self)
{
  if (self->dragging)
    return;
  gboolean clickable = chimera_board_scene_get_interactive (self->scene)
                       && chimera_board_scene_is_clickable (self->scene, hit (self, x, y));
  _chimera_board_view_set_pointer (self, clickable ? "pointer" : NULL);
}

/* The arrow keys move the cursor as the board is seen. */
static void
move_cursor (ChimeraBoardView *self, int df, int dr)
{
  int turn = self->flipped ? -1 : 1;
  ChimeraCursorStep step = chimera_board_scene_move_cursor (self->scene, df * turn, dr * turn);
  g_autofree char *news = chimera_cursor_step_text (self->scene, step);
  if (news)
    chimera_board_view_announce (self, news);
  /* An arrow begun with the keyboard follows the cursor. */
  chimera_board_scene_annotate_update (self->scene, chimera_board_scene_get_cursor (self->scene));
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint keyval,
             guint keycode,
             GdkModifierType state,
             ChimeraBoardView *self)
{
  if (!chimera_board_scene_get_position (self->scene)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  switch (keyval)
    {
      case GDK_KEY_Up:
      case GDK_KEY_KP_Up: move_cursor (self, 0, 1); return TRUE;
      case GDK_KEY_Down:
      case GDK_KEY_KP_Down: move_cursor (self, 0, -1); return TRUE;
      case GDK_KEY_Left:
      case GDK_KEY_KP_Left: move_cursor (self, -1, 0); return TRUE;
      case GDK_KEY_Right:
      case GDK_KEY_KP_Right: move_cursor (self, 1, 0); return TRUE;
      case GDK_KEY_Return:
      case GDK_KEY_KP_Enter:
      case GDK_KEY_ISO_Enter:
      case GDK_KEY_space:
      case GDK_KEY_KP_Space: chimera_board_scene_activate_cursor (self->scene); return TRUE;
      case GDK_KEY_c:
      case GDK_KEY_C: return annotate_key (self, FALSE, state & GDK_SHIFT_MASK);
      case GDK_KEY_a:
      case GDK_KEY_A: return annotate_key (self, TRUE, state & GDK_SHIFT_MASK);
      case GDK_KEY_Escape:
        if (chimera_board_scene_is_annotating (self->scene))
          {
            chimera_board_scene_annotate_cancel (self->scene);
            return TRUE;
          }
        return chimera_board_scene_deselect (self->scene);
      default: return FALSE;
    }
}

gboolean
_chimera_board_view_aiming (ChimeraBoardView *self)
{
  return self->dragging || chimera_board_scene_get_selected (self->scene) >= 0
         || chimera_board_scene_get_drop_type (self->scene) != 0
         || chimera_board_scene_get_choice_count (self->scene) > 0
         || chimera_board_scene_is_annotating (self->scene);
}

GtkWidget *
_chimera_board_view_tip (ChimeraBoardView *self, const char *text, gboolean markup)
{
  if (!self->tip_label)
    {
      self->tip_label = g_object_ref_sink (gtk_label_new (NULL));
      gtk_label_set_wrap (GTK_LABEL (self->tip_label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (self->tip_label), TIP_CHARS);
      gtk_label_set_xalign (GTK_LABEL (self->tip_label), 0);
    }
  if (markup)
    gtk_label_set_markup (GTK_LABEL (self->tip_label), text);
  else
    gtk_label_set_text (GTK_LABEL (self->tip_label), text);
  return self->tip_label;
}

char *
_chimera_board_view_tooltip (ChimeraBoardView *self, double x, double y, gboolean keyboard, int *sq)
{
  const CePosition *pos = chimera_board_scene_get_position (self->scene);
  *sq = -1;
  if (!pos || _chimera_board_view_aiming (self))
    return NULL;
  *sq = keyboard ? chimera_board_scene_get_cursor (self->scene) : hit (self, x, y);
  if (!chimera_board_scene_is_square (self->scene, *sq))
    return NULL;
  return chimera_piece_describe_markup (pos, *sq);
}

/* A piece's name and how it moves (a zelig's power and why) over the piece
 * the pointer rests on, or in keyboard mode the cursor's. */
static gboolean
query_tooltip (
  GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, ChimeraBoardView *self)
{
  int sq;
  g_autofree char *markup = _chimera_board_view_tooltip (self, x, y, keyboard, &sq);
  if (!markup)
    return FALSE;
  gtk_tooltip_set_custom (tooltip, _chimera_board_view_tip (self, markup, TRUE));
  /* Another square is another tooltip. */
  double bx, by, bw, bh;
  chimera_board_transform_square_bounds (&self->tf, sq, &bx, &by, &bw, &bh);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle){ (int) bx, (int) by, (int) bw, (int) bh });
  return TRUE;
}

static void
focus_changed (GtkEventControllerFocus *controller, ChimeraBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_chimera_board_view_add_controllers (ChimeraBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  /* Added before the primary drag, which tools and tests find first. */
  GtkGesture *secondary = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "drag-begin", G_CALLBACK (annotate_begin), self);
  g_signal_connect (secondary, "drag-update", G_CALLBACK (annotate_update), self);
  g_signal_connect (secondary, "drag-end", G_CALLBACK (annotate_end), self);
  g_signal_connect (secondary, "cancel", G_CALLBACK (annotate_cancel), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (secondary));

  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (drag_end), self);
  g_signal_connect (self->drag, "cancel", G_CALLBACK (drag_cancel), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->drag));

  GtkEventController *motion_ctl = gtk_event_controller_motion_new ();
  g_signal_connect (motion_ctl, "motion", G_CALLBACK (motion), self);
  gtk_widget_add_controller (widget, motion_ctl);

  GtkEventController *keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (widget, keys);

  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip), self);

  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed), self);
  gtk_widget_add_controller (widget, focus);
}

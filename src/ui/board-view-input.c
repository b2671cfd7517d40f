/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraBoardView's input: the click, drag, motion, key and focus
 * controllers, which find the square under the pointer and hand presses,
 * drags and keys to the scene.
 */
#include "config.h"

#include "board-view-private.h"
#include "piece-describe.h"

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
  (void) gesture;
  if (gtk_widget_get_focusable (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  chimera_board_scene_hide_cursor (self->scene);
  self->drag_x0 = self->drag_x = x;
  self->drag_y0 = self->drag_y = y;
  self->dragging = FALSE;
  chimera_board_scene_press (self->scene, hit (self, x, y));
}

static void
drag_update (GtkGestureDrag *gesture, double dx, double dy, ChimeraBoardView *self)
{
  (void) gesture;
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
  (void) gesture;
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
  (void) gesture;
  (void) sequence;
  if (self->dragging)
    {
      self->dragging = FALSE;
      _chimera_board_view_set_pointer (self, NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
secondary_pressed (GtkGestureClick *gesture, int n, double x, double y, ChimeraBoardView *self)
{
  (void) gesture;
  (void) n;
  (void) x;
  (void) y;
  chimera_board_scene_deselect (self->scene);
}

static void
motion (GtkEventControllerMotion *controller, double x, double y, ChimeraBoardView *self)
{
  (void) controller;
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
  chimera_board_scene_move_cursor (self->scene, df * turn, dr * turn);
}

static gboolean
key_pressed (GtkEventControllerKey *controller,
             guint keyval,
             guint keycode,
             GdkModifierType state,
             ChimeraBoardView *self)
{
  (void) controller;
  (void) keycode;
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
      case GDK_KEY_Escape: return chimera_board_scene_deselect (self->scene);
      default: return FALSE;
    }
}

char *
_chimera_board_view_tooltip (ChimeraBoardView *self, double x, double y, gboolean keyboard, int *sq)
{
  const CePosition *pos = chimera_board_scene_get_position (self->scene);
  *sq = -1;
  if (!pos || self->dragging)
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
  (void) widget;
  int sq;
  g_autofree char *markup = _chimera_board_view_tooltip (self, x, y, keyboard, &sq);
  if (!markup)
    return FALSE;
  gtk_tooltip_set_markup (tooltip, markup);
  /* Another square is another tooltip. */
  double bx, by, bw, bh;
  chimera_board_transform_square_bounds (&self->tf, sq, &bx, &by, &bw, &bh);
  gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle){ (int) bx, (int) by, (int) bw, (int) bh });
  return TRUE;
}

static void
focus_changed (GtkEventControllerFocus *controller, ChimeraBoardView *self)
{
  (void) controller;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
_chimera_board_view_add_controllers (ChimeraBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  self->drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (self->drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (self->drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (self->drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (self->drag, "drag-end", G_CALLBACK (drag_end), self);
  g_signal_connect (self->drag, "cancel", G_CALLBACK (drag_cancel), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (self->drag));

  GtkGesture *secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (secondary));

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

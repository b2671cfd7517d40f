/* SPDX-License-Identifier: GPL-3.0-or-later
 * One side's pocket of pieces in hand beside the board: its image and
 * count, arming a drop by click or key, dragging a piece onto the board,
 * and the reason when no drop is possible (see pocket.h).
 */
#include "config.h"

#include "pocket.h"

#include "variant-words.h"
#include "movegen.h"
#include "piece-texture.h"

#include <glib/gi18n.h>

struct _ChimeraPocket
{
  GtkWidget parent_instance;

  GtkButton *button;
  GtkImage *image;
  GtkLabel *count_label;

  ChimeraGame *game;
  ChimeraBoardView *board;  /* weak */
  ChimeraBoardScene *scene; /* the board's, while the board lives */
  int color;
  int count;
  gboolean armed;
  gboolean by_key; /* the button was activated by a key: its click follows */
  char *label;
  const CeVariant *image_for; /* the variant, colour and size the image was drawn for */
  int image_color, image_size;
  int piece_size;
};

G_DEFINE_FINAL_TYPE (ChimeraPocket, chimera_pocket, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_COLOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- why no drop ---- */

char *
chimera_pocket_drop_refusal (ChimeraGame *game, int color)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game), NULL);
  /* Away from the live position a drop goes into a variation. */
  gboolean live = chimera_game_get_view (game) < 0;
  const CePosition *pos = chimera_game_get_viewed_position (game);
  int t = ce_variant_hand_type (pos->v);
  if (!t)
    return g_strdup (_ ("Nothing is dropped in this variant"));
  if (live && chimera_game_get_result (game, NULL) != CE_RESULT_NONE)
    return g_strdup (_ ("The game is over"));
  if (chimera_game_get_paused (game))
    return g_strdup (_ ("The game is paused"));
  if (!live && !chimera_game_can_play_at_view (game))
    /* TRANSLATORS: a drop was tried while an earlier position is shown. */
    return g_strdup (_ ("An earlier position is shown: go to the last move to drop"));
  if (pos->side != color)
    return color == CE_WHITE ? g_strdup (_ ("It is Black's move"))
                             : g_strdup (_ ("It is White's move"));
  if (live && chimera_game_get_level (game, color) > 0)
    return color == CE_WHITE ? g_strdup (_ ("The computer plays White"))
                             : g_strdup (_ ("The computer plays Black"));
  if (pos->hand[color][t] == 0)
    return color == CE_WHITE ? g_strdup (_ ("White's pocket is empty: nothing left to drop"))
                             : g_strdup (_ ("Black's pocket is empty: nothing left to drop"));
  CePosition scratch = *pos;
  CeMoveList legal;
  legal.count = ce_generate_legal (&scratch, legal.moves);
  for (int i = 0; i < legal.count; i++)
    if (ce_move_kind (legal.moves[i]) == CE_MOVE_DROP && ce_move_type (legal.moves[i]) == t)
      return NULL;
  /* A drop never uncovers the own king: with none legal, either every drop
   * square is taken or the king is in check and no drop blocks it. */
  if (ce_in_check (pos))
    return g_strdup (_ ("No drop gets the king out of check"));
  return g_strdup (_ ("No empty square to drop a piece on"));
}

/* ---- showing ---- */

static int
hand_type (ChimeraPocket *self)
{
  return self->game ? ce_variant_hand_type (chimera_game_get_variant (self->game)) : 0;
}

static void
update_armed (ChimeraPocket *self)
{
  gboolean armed = FALSE;
  if (self->scene && self->game)
    {
      const CePosition *pos = chimera_board_scene_get_position (self->scene);
      armed = pos && pos->side == self->color && chimera_board_scene_get_drop_type (self->scene)
              && chimera_board_scene_get_drop_type (self->scene) == hand_type (self);
    }
  if (armed == self->armed)
    return;
  self->armed = armed;
  if (armed)
    gtk_widget_add_css_class (GTK_WIDGET (self->button), "armed");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->button), "armed");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_STATE_PRESSED,
                               armed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                               -1);
}

static void
update (ChimeraPocket *self)
{
  int t = hand_type (self);
  gtk_widget_set_visible (GTK_WIDGET (self), t != 0);
  if (!t)
    {
      self->count = 0;
      update_armed (self);
      return;
    }
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  if (self->image_for != pos->v || self->image_color != self->color
      || self->image_size != self->piece_size)
    {
      GtkWidget *w = GTK_WIDGET (self);
      int scale = gtk_widget_get_scale_factor (w);
      g_autoptr (GdkTexture) tex
        = chimera_piece_texture (pos->v, CE_PIECE (self->color, t), self->piece_size * scale);
      gtk_image_set_from_paintable (self->image, GDK_PAINTABLE (tex));
      gtk_image_set_pixel_size (self->image, self->piece_size);
      self->image_for = pos->v;
      self->image_color = self->color;
      self->image_size = self->piece_size;
    }
  self->count = pos->hand[self->color][t];
  g_autofree char *count = g_strdup_printf ("×%d", self->count);
  gtk_label_set_label (self->count_label, count);
  if (self->count == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self->button), "empty");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->button), "empty");

  /* Read as one: whose pocket, how many, and what Enter does or why it
   * does nothing now. */
  g_autofree char *pieces = chimera_piece_type_count (pos->v, t, self->count);
  g_free (self->label);
  self->label = self->color == CE_WHITE
                  ? g_strdup_printf (_ ("White's pocket: %s in hand"), pieces)
                  : g_strdup_printf (_ ("Black's pocket: %s in hand"), pieces);
  g_autofree char *refusal = chimera_pocket_drop_refusal (self->game, self->color);
  const char *how
    = _ ("Click or press Enter, then choose a square on the board; or drag the piece there");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->label, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  refusal ? refusal : how, -1);
  g_autofree char *tip = g_strdup_printf ("%s\n%s", self->label, refusal ? refusal : how);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->button), tip);
  /* A hand that can take a piece: the pocket can be dragged from now. */
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self->button), refusal ? NULL : "grab");
  update_armed (self);
}

/* ---- arming and dropping ---- */

static void
refuse (ChimeraPocket *self, const char *reason)
{
  g_signal_emit (self, signals[REFUSED], 0, reason);
}

/* Arms a drop from this pocket; FALSE (and "refused") if none is possible. */
static gboolean
arm (ChimeraPocket *self)
{
  if (!self->game || !self->board)
    return FALSE;
  g_autofree char *refusal = chimera_pocket_drop_refusal (self->game, self->color);
  if (!refusal)
    {
      chimera_board_view_begin_drop (self->board, hand_type (self));
      if (self->armed)
        return TRUE;
      /* The board takes no input now (the computer thinks). */
      refusal = g_strdup (_ ("The board takes no moves now"));
    }
  refuse (self, refusal);
  return FALSE;
}

gboolean
chimera_pocket_activate (ChimeraPocket *self)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), FALSE);
  if (self->armed)
    {
      chimera_board_view_begin_drop (self->board, 0);
      return FALSE;
    }
  return arm (self);
}

/* The keyboard picks the square with the board's cursor: it starts on a
 * drop square, the plain drop (nearest the own side) on the file nearest
 * the cursor, so Enter at once drops there. */
static void
point_cursor (ChimeraPocket *self)
{
  const CePosition *pos = chimera_board_scene_get_position (self->scene);
  int at = chimera_board_scene_get_cursor (self->scene), best = -1, best_score = G_MAXINT;
  for (int k = 0; k < pos->v->nsquares; k++)
    {
      int sq = pos->v->squares[k];
      if (!chimera_board_scene_is_target (self->scene, sq))
        continue;
      int depth = pos->side == CE_WHITE ? CE_RANK (sq) : pos->v->ranks - 1 - CE_RANK (sq);
      int score = ABS (CE_FILE (sq) - CE_FILE (at)) * 2 * CE_MAX_RANKS + depth;
      if (score < best_score)
        best = sq, best_score = score;
    }
  if (best < 0)
    return;
  if (!chimera_board_scene_get_cursor_shown (self->scene))
    chimera_board_scene_move_cursor (self->scene, 0, 0);
  at = chimera_board_scene_get_cursor (self->scene);
  chimera_board_scene_move_cursor (self->scene, CE_FILE (best) - CE_FILE (at),
                                   CE_RANK (best) - CE_RANK (at));
}

gboolean
chimera_pocket_activate_by_key (ChimeraPocket *self)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), FALSE);
  if (!chimera_pocket_activate (self))
    return FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  point_cursor (self);
  return TRUE;
}

/* Enter or space on the focused pocket (GtkButton's keyboard activation,
 * which clicks it a moment later). */
static void
button_activated (ChimeraPocket *self, GtkButton *button)
{
  self->by_key = TRUE;
}

static void
clicked (ChimeraPocket *self, GtkButton *button)
{
  gboolean by_key = self->by_key;
  self->by_key = FALSE;
  if (by_key)
    chimera_pocket_activate_by_key (self);
  else if (chimera_pocket_activate (self))
    /* Arrows and Enter on the board can go on from the click. */
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* A drag from the pocket arms the drop, so the board shows where the piece
 * may go while it is carried; the piece itself is the drag's image. */
static GdkContentProvider *
drag_prepare (GtkDragSource *source, double x, double y, ChimeraPocket *self)
{
  (void) x, (void) y;
  if (!self->armed && !arm (self))
    return NULL;
  const CePosition *pos = chimera_game_get_position (self->game);
  int size = chimera_board_view_get_piece_size (self->board);
  if (size <= 0)
    size = CHIMERA_POCKET_PIECE_SIZE;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  g_autoptr (GdkTexture) tex
    = chimera_piece_texture (pos->v, CE_PIECE (self->color, hand_type (self)), size * scale);
  if (tex)
    gtk_drag_source_set_icon (source, GDK_PAINTABLE (tex), size / 2, size / 2);
  return gdk_content_provider_new_typed (CHIMERA_TYPE_POCKET, self);
}

/* Let go anywhere but on the board: the drop is off, as a dragged piece
 * let go off the board is put back. */
static void
drag_end (GtkDragSource *source, GdkDrag *drag, gboolean delete_data, ChimeraPocket *self)
{
  (void) source, (void) drag, (void) delete_data;
  if (self->armed)
    chimera_board_view_begin_drop (self->board, 0);
}

static gboolean
board_drop (GtkDropTarget *target, const GValue *value, double x, double y, gpointer data)
{
  (void) target, (void) data;
  ChimeraPocket *pocket = g_value_get_object (value);
  return pocket && chimera_pocket_drag_to (pocket, x, y);
}

gboolean
chimera_pocket_drag_to (ChimeraPocket *self, double x, double y)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), FALSE);
  if (!self->board || (!self->armed && !arm (self)))
    return FALSE;
  return chimera_board_view_drop_at (self->board, x, y);
}

/* ---- the game and the board ---- */

static void
scene_changed (ChimeraPocket *self, guint what)
{
  if (what & (CHIMERA_BOARD_SCENE_SELECTION | CHIMERA_BOARD_SCENE_POSITION))
    update_armed (self);
}

void
chimera_pocket_set_game (ChimeraPocket *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_POCKET (self));
  g_return_if_fail (!game || CHIMERA_IS_GAME (game));
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game)
    g_signal_connect_object (game, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  update (self);
}

static void
board_gone (gpointer data, GObject *board)
{
  ChimeraPocket *self = data;
  self->board = NULL;
  self->scene = NULL;
}

void
chimera_pocket_set_board (ChimeraPocket *self, ChimeraBoardView *board)
{
  g_return_if_fail (CHIMERA_IS_POCKET (self));
  g_return_if_fail (!board || CHIMERA_IS_BOARD_VIEW (board));
  if (self->board == board)
    return;
  if (self->board)
    {
      g_signal_handlers_disconnect_by_data (self->scene, self);
      g_object_weak_unref (G_OBJECT (self->board), board_gone, self);
    }
  self->board = board;
  self->scene = board ? chimera_board_view_get_scene (board) : NULL;
  if (board)
    {
      g_object_weak_ref (G_OBJECT (board), board_gone, self);
      g_signal_connect_object (self->scene, "changed", G_CALLBACK (scene_changed), self,
                               G_CONNECT_SWAPPED);
      /* One drop target takes the pieces of every pocket. */
      if (!g_object_get_data (G_OBJECT (board), "chimera-pocket-target"))
        {
          GtkDropTarget *target = gtk_drop_target_new (CHIMERA_TYPE_POCKET, GDK_ACTION_MOVE);
          g_signal_connect (target, "drop", G_CALLBACK (board_drop), NULL);
          gtk_widget_add_controller (GTK_WIDGET (board), GTK_EVENT_CONTROLLER (target));
          g_object_set_data (G_OBJECT (board), "chimera-pocket-target", target);
        }
    }
  update_armed (self);
}

void
chimera_pocket_set_color (ChimeraPocket *self, int color)
{
  g_return_if_fail (CHIMERA_IS_POCKET (self));
  g_return_if_fail (color == CE_WHITE || color == CE_BLACK);
  if (self->color == color)
    return;
  self->color = color;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

int
chimera_pocket_get_color (ChimeraPocket *self)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), CE_WHITE);
  return self->color;
}

void
chimera_pocket_set_piece_size (ChimeraPocket *self, int size)
{
  g_return_if_fail (CHIMERA_IS_POCKET (self));
  size = CLAMP (size, CHIMERA_POCKET_PIECE_SIZE, CHIMERA_POCKET_PIECE_SIZE_MAX);
  if (size == self->piece_size)
    return;
  self->piece_size = size;
  /* The count grows with the piece, to read as its label. */
  if (size >= (CHIMERA_POCKET_PIECE_SIZE + CHIMERA_POCKET_PIECE_SIZE_MAX) / 2)
    gtk_widget_add_css_class (GTK_WIDGET (self->button), "large");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->button), "large");
  update (self);
}

int
chimera_pocket_get_piece_size (ChimeraPocket *self)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), 0);
  return self->piece_size;
}

int
chimera_pocket_get_count (ChimeraPocket *self)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), 0);
  return self->count;
}

gboolean
chimera_pocket_get_armed (ChimeraPocket *self)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), FALSE);
  return self->armed;
}

const char *
chimera_pocket_get_label (ChimeraPocket *self)
{
  g_return_val_if_fail (CHIMERA_IS_POCKET (self), NULL);
  return self->label;
}

GtkWidget *
chimera_pocket_new (void)
{
  return g_object_new (CHIMERA_TYPE_POCKET, NULL);
}

/* ---- the class ---- */

static void
chimera_pocket_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChimeraPocket *self = CHIMERA_POCKET (object);
  switch (prop_id)
    {
      case PROP_COLOR: g_value_set_int (value, self->color); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_pocket_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ChimeraPocket *self = CHIMERA_POCKET (object);
  switch (prop_id)
    {
      case PROP_COLOR: chimera_pocket_set_color (self, g_value_get_int (value)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_pocket_dispose (GObject *object)
{
  ChimeraPocket *self = CHIMERA_POCKET (object);
  chimera_pocket_set_board (self, NULL);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), CHIMERA_TYPE_POCKET);
  G_OBJECT_CLASS (chimera_pocket_parent_class)->dispose (object);
}

static void
chimera_pocket_finalize (GObject *object)
{
  g_free (CHIMERA_POCKET (object)->label);
  G_OBJECT_CLASS (chimera_pocket_parent_class)->finalize (object);
}

static void
chimera_pocket_class_init (ChimeraPocketClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = chimera_pocket_dispose;
  object_class->finalize = chimera_pocket_finalize;
  object_class->get_property = chimera_pocket_get_property;
  object_class->set_property = chimera_pocket_set_property;

  properties[PROP_COLOR]
    = g_param_spec_int ("color", NULL, NULL, CE_WHITE, CE_BLACK, CE_WHITE,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChimeraPocket::refused:
   * @reason: why no drop is possible now, translated
   *
   * A click, a key or a drag asked for a drop that cannot be made now.
   */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                   NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pocket");
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/pocket.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraPocket, button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPocket, image);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPocket, count_label);
  gtk_widget_class_bind_template_callback (widget_class, clicked);
}

static void
chimera_pocket_init (ChimeraPocket *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->image_color = -1;
  self->piece_size = CHIMERA_POCKET_PIECE_SIZE;
  GtkDragSource *source = gtk_drag_source_new ();
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect_object (source, "prepare", G_CALLBACK (drag_prepare), self, 0);
  g_signal_connect_object (source, "drag-end", G_CALLBACK (drag_end), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->button), GTK_EVENT_CONTROLLER (source));
  g_signal_connect_object (self->button, "activate", G_CALLBACK (button_activated), self,
                           G_CONNECT_SWAPPED);
}

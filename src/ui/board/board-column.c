/* SPDX-License-Identifier: GPL-3.0-or-later
 * The board's column: a vertical box whose player bars take the board's
 * width (see board-column.h).
 */
#include "config.h"

#include "board-column.h"

#include "player-bar.h"

#include <string.h>

/* Pixels between a player bar and the board. */
#define BAR_GAP 2
/* The pockets' pieces take a column height's share (40 px in an 800x600
 * window, 64 in 1920x1080): about a square's size where there is room for
 * it, never so large the board gives up much.  The column's height does
 * not depend on theirs (the window sets it), so this settles at once. */
#define POCKET_SHARE 14

struct _ChimeraBoardColumn
{
  GtkWidget parent_instance;
  ChimeraBoardView *board; /* weak: a descendant */
  /* Measures and places the children as a vertical GtkBox does.  Not the
   * widget's layout manager: GTK would then never call size_allocate
   * below, where the bars are fitted to the board. */
  GtkLayoutManager *box;
  ChimeraPocket *pockets[2]; /* in the top and the bottom bar, or NULL */
  /* Pixels kept clear above the squares (chimera_board_column_set_top_clear). */
  int top_clear;
  /* What the last allocation left above the squares, for what is laid over
   * the column's top (chimera_board_column_get_top_room). */
  ChimeraTopRoom room;
};

G_DEFINE_FINAL_TYPE (ChimeraBoardColumn, chimera_board_column, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BOARD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  TOP_ROOM_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
chimera_board_column_measure (GtkWidget *widget,
                              GtkOrientation orientation,
                              int for_size,
                              int *minimum,
                              int *natural,
                              int *minimum_baseline,
                              int *natural_baseline)
{
  gtk_layout_manager_measure (CHIMERA_BOARD_COLUMN (widget)->box, widget, orientation, for_size,
                              minimum, natural, minimum_baseline, natural_baseline);
}

static GtkSizeRequestMode
chimera_board_column_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The squares' top edge in the column's coordinates as the children are
 * placed now, or -1 with no board shown. */
static int
squares_top (ChimeraBoardColumn *self)
{
  graphene_rect_t squares, board;
  if (!self->board || !chimera_board_view_get_board_bounds (self->board, &squares, NULL)
      || !gtk_widget_compute_bounds (GTK_WIDGET (self->board), GTK_WIDGET (self), &board))
    return -1;
  return (int) (board.origin.y + squares.origin.y);
}

/* Moves every child down by `shift` pixels. */
static void
shift_children (GtkWidget *widget, int shift)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t r;
      if (gtk_widget_should_layout (c) && gtk_widget_compute_bounds (c, widget, &r))
        gtk_widget_size_allocate (c,
                                  &(GtkAllocation){ (int) r.origin.x, (int) r.origin.y + shift,
                                                    (int) r.size.width, (int) r.size.height },
                                  -1);
    }
}

/* The box places every child across the full width (below the room kept
 * clear above the squares, when the board leaves too little of its own);
 * the bars then get the board's squares' width (never less than they
 * need), centred on the board, and come close to it when the board leaves
 * room round it. */
static void
chimera_board_column_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  ChimeraBoardColumn *self = CHIMERA_BOARD_COLUMN (widget);
  for (int i = 0; i < 2; i++)
    if (self->pockets[i])
      chimera_pocket_set_piece_size (self->pockets[i], height / POCKET_SHARE);
  ChimeraTopRoom was = self->room;
  self->room = (ChimeraTopRoom){ -1, -1, -1, -1 };
  gtk_layout_manager_allocate (self->box, widget, width, height, baseline);
  self->room.free_squares_top = squares_top (self);
  /* Too little room above the squares: the board gives up what is
   * missing, and no more (the squares shrink as the board does and move
   * within it, so a second look settles it). */
  int min_height;
  gtk_layout_manager_measure (self->box, widget, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL,
                              NULL, NULL);
  int shift = 0;
  for (int i = 0; i < 3 && self->room.free_squares_top >= 0; i++)
    {
      int top = i ? squares_top (self) : self->room.free_squares_top;
      int more = MIN (self->top_clear - top, height - min_height - shift);
      if (more <= 0)
        break;
      shift += more;
      gtk_layout_manager_allocate (self->box, widget, width, height - shift, baseline);
      shift_children (widget, shift);
    }
  graphene_rect_t squares, board;
  double margin;
  if (!self->board || !chimera_board_view_get_board_bounds (self->board, &squares, &margin)
      || !gtk_widget_compute_bounds (GTK_WIDGET (self->board), widget, &board))
    {
      if (memcmp (&was, &self->room, sizeof was) != 0)
        g_signal_emit (self, signals[TOP_ROOM_CHANGED], 0);
      return;
    }
  double x = board.origin.x + squares.origin.x, w = squares.size.width;
  double top = board.origin.y + squares.origin.y;
  self->room.squares_top = (int) top;
  /* Below the squares: the file letters' row first. */
  double bottom = top + squares.size.height + margin;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t r;
      if (!CHIMERA_IS_PLAYER_BAR (c) || !gtk_widget_get_visible (c)
          || !gtk_widget_compute_bounds (c, widget, &r))
        continue;
      int min, h = (int) r.size.height;
      gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, h, &min, NULL, NULL, NULL);
      int bw = CLAMP (MAX ((int) w, min), 0, width);
      int bx = CLAMP ((int) (x + w / 2 - bw / 2.0), 0, width - bw);
      /* Next to the squares, into the room the board leaves empty round
       * them, never further than the box put the bar. */
      gboolean above = r.origin.y < board.origin.y;
      int by = above ? MAX ((int) r.origin.y, (int) (top - h - BAR_GAP))
                     : MIN ((int) r.origin.y, (int) (bottom + BAR_GAP));
      gtk_widget_size_allocate (c, &(GtkAllocation){ bx, by, bw, h }, -1);
      if (above)
        self->room.bar_top = by, self->room.bar_bottom = by + h;
    }
  if (memcmp (&was, &self->room, sizeof was) != 0)
    g_signal_emit (self, signals[TOP_ROOM_CHANGED], 0);
}

static gboolean
allocate_again (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  gtk_widget_queue_allocate (widget);
  return G_SOURCE_REMOVE;
}

void
chimera_board_column_set_top_clear (ChimeraBoardColumn *self, int pixels)
{
  g_return_if_fail (CHIMERA_IS_BOARD_COLUMN (self));
  pixels = MAX (pixels, 0);
  if (self->top_clear == pixels)
    return;
  self->top_clear = pixels;
  /* At the next frame: this comes while what lies over the column is
   * placed, after the column's own allocation in the same pass, and a
   * widget queued for allocation now would be drawn without one. */
  gtk_widget_add_tick_callback (GTK_WIDGET (self), allocate_again, NULL, NULL);
}

gboolean
chimera_board_column_get_top_room (ChimeraBoardColumn *self, ChimeraTopRoom *room)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_COLUMN (self), FALSE);
  *room = self->room;
  return room->squares_top >= 0;
}

void
chimera_board_column_set_board (ChimeraBoardColumn *self, ChimeraBoardView *board)
{
  g_return_if_fail (CHIMERA_IS_BOARD_COLUMN (self));
  g_return_if_fail (!board || CHIMERA_IS_BOARD_VIEW (board));
  if (self->board == board)
    return;
  self->board = board;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

void
chimera_board_column_add_pockets (ChimeraBoardColumn *self, ChimeraBoardView *board)
{
  g_return_if_fail (CHIMERA_IS_BOARD_COLUMN (self));
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (board));
  int n = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self)); c && n < 2;
       c = gtk_widget_get_next_sibling (c))
    {
      if (!CHIMERA_IS_PLAYER_BAR (c))
        continue;
      ChimeraPocket *pocket = CHIMERA_POCKET (chimera_pocket_new ());
      /* Before the name, where it stays put: the marker of the side to
       * move and the clock come and go further on. */
      gtk_box_prepend (GTK_BOX (c), GTK_WIDGET (pocket));
      g_object_bind_property (c, "color", pocket, "color", G_BINDING_SYNC_CREATE);
      chimera_pocket_set_board (pocket, board);
      self->pockets[n++] = pocket;
    }
}

void
chimera_board_column_set_game (ChimeraBoardColumn *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_BOARD_COLUMN (self));
  for (int i = 0; i < 2; i++)
    if (self->pockets[i])
      chimera_pocket_set_game (self->pockets[i], game);
}

ChimeraPocket *
chimera_board_column_get_pocket (ChimeraBoardColumn *self, int color)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_COLUMN (self), NULL);
  for (int i = 0; i < 2; i++)
    if (self->pockets[i] && chimera_pocket_get_color (self->pockets[i]) == color)
      return self->pockets[i];
  return NULL;
}

static void
chimera_board_column_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  ChimeraBoardColumn *self = CHIMERA_BOARD_COLUMN (object);
  switch (prop_id)
    {
      case PROP_BOARD: g_value_set_object (value, self->board); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_board_column_set_property (GObject *object,
                                   guint prop_id,
                                   const GValue *value,
                                   GParamSpec *pspec)
{
  ChimeraBoardColumn *self = CHIMERA_BOARD_COLUMN (object);
  switch (prop_id)
    {
      case PROP_BOARD: chimera_board_column_set_board (self, g_value_get_object (value)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
chimera_board_column_dispose (GObject *object)
{
  ChimeraBoardColumn *self = CHIMERA_BOARD_COLUMN (object);
  self->board = NULL;
  self->pockets[0] = self->pockets[1] = NULL;
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (chimera_board_column_parent_class)->dispose (object);
}

static void
chimera_board_column_finalize (GObject *object)
{
  g_clear_object (&CHIMERA_BOARD_COLUMN (object)->box);
  G_OBJECT_CLASS (chimera_board_column_parent_class)->finalize (object);
}

static void
chimera_board_column_class_init (ChimeraBoardColumnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = chimera_board_column_dispose;
  object_class->finalize = chimera_board_column_finalize;
  object_class->get_property = chimera_board_column_get_property;
  object_class->set_property = chimera_board_column_set_property;
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  widget_class->measure = chimera_board_column_measure;
  widget_class->get_request_mode = chimera_board_column_get_request_mode;
  widget_class->size_allocate = chimera_board_column_size_allocate;

  properties[PROP_BOARD]
    = g_param_spec_object ("board", NULL, NULL, CHIMERA_TYPE_BOARD_VIEW,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * ChimeraBoardColumn::top-room-changed:
   *
   * An allocation moved the squares' top edge or the player bar above
   * them: what is laid over the column's top is placed again.  Emitted
   * from size_allocate, which the column's parent may not see (AdwFlap
   * allocates its content alone as the side panel slides).
   */
  signals[TOP_ROOM_CHANGED] = g_signal_new ("top-room-changed", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
chimera_board_column_init (ChimeraBoardColumn *self)
{
  self->box = gtk_box_layout_new (GTK_ORIENTATION_VERTICAL);
  self->room = (ChimeraTopRoom){ -1, -1, -1, -1 };
  /* The board in it takes all the room there is. */
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The banner over the room above the board at the end of a game, and the
 * words for how a game ended.
 */
#include "config.h"

#include "game-end-banner.h"

#include "variant-words.h"
#include "variant.h"

/* Pixels kept between the banner and the squares below it. */
#define SQUARES_GAP 2

#include <glib/gi18n.h>

/* ---- the banner's row: the words beside the buttons while all fit at
 * their natural widths, else the buttons under the words, as many to a
 * line as fit: the board column never has to grow for them ---- */

#define ROW_SPACING    12 /* between the words and the buttons */
#define BUTTON_SPACING 6

G_DECLARE_FINAL_TYPE (BannerRow, banner_row, BANNER, ROW, GtkWidget)

struct _BannerRow
{
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (BannerRow, banner_row, GTK_TYPE_WIDGET)

static void
measure_child (GtkWidget *w, GtkOrientation o, int for_size, int *min, int *nat)
{
  gtk_widget_measure (w, o, for_size, min, nat, NULL, NULL);
}

/* Lays out the words (the first child) and the buttons (the others) in
 * `width`; returns the height they take, and places them if `height` >= 0. */
static int
banner_row_layout (GtkWidget *row, int width, int height)
{
  GtkWidget *words = gtk_widget_get_first_child (row);
  int wmin, wnat, buttons_width = 0, n = 0;
  measure_child (words, GTK_ORIENTATION_HORIZONTAL, -1, &wmin, &wnat);
  for (GtkWidget *b = gtk_widget_get_next_sibling (words); b; b = gtk_widget_get_next_sibling (b))
    {
      int bmin, bnat;
      measure_child (b, GTK_ORIENTATION_HORIZONTAL, -1, &bmin, &bnat);
      buttons_width += (n++ ? BUTTON_SPACING : 0) + bnat;
    }
  if (width < 0)
    width = wnat + ROW_SPACING + buttons_width;

  if (width >= wnat + ROW_SPACING + buttons_width)
    {
      /* Side by side: the buttons at the end, each as wide as it likes. */
      int ww = width - ROW_SPACING - buttons_width, wh, unused, h;
      measure_child (words, GTK_ORIENTATION_VERTICAL, ww, &wh, &unused);
      h = wh;
      for (GtkWidget *b = gtk_widget_get_next_sibling (words); b;
           b = gtk_widget_get_next_sibling (b))
        {
          int bh;
          measure_child (b, GTK_ORIENTATION_VERTICAL, -1, &bh, &unused);
          h = MAX (h, bh);
        }
      if (height < 0)
        return h;
      gtk_widget_size_allocate (words, &(GtkAllocation){ 0, 0, ww, height }, -1);
      int x = width - buttons_width;
      for (GtkWidget *b = gtk_widget_get_next_sibling (words); b;
           b = gtk_widget_get_next_sibling (b))
        {
          int bw, bh;
          measure_child (b, GTK_ORIENTATION_HORIZONTAL, -1, &unused, &bw);
          measure_child (b, GTK_ORIENTATION_VERTICAL, -1, &bh, &unused);
          gtk_widget_size_allocate (b, &(GtkAllocation){ x, (height - bh) / 2, bw, bh }, -1);
          x += bw + BUTTON_SPACING;
        }
      return h;
    }

  /* Stacked: the words, then the buttons in lines from the start. */
  int wh, unused;
  measure_child (words, GTK_ORIENTATION_VERTICAL, width, &wh, &unused);
  if (height >= 0)
    gtk_widget_size_allocate (words, &(GtkAllocation){ 0, 0, width, wh }, -1);
  int y = wh + ROW_SPACING / 2, x = 0, line_height = 0;
  for (GtkWidget *b = gtk_widget_get_next_sibling (words); b; b = gtk_widget_get_next_sibling (b))
    {
      int bw, bh;
      measure_child (b, GTK_ORIENTATION_HORIZONTAL, -1, &unused, &bw);
      measure_child (b, GTK_ORIENTATION_VERTICAL, -1, &bh, &unused);
      bw = MIN (bw, width);
      if (x > 0 && x + bw > width)
        {
          y += line_height + BUTTON_SPACING;
          x = line_height = 0;
        }
      if (height >= 0)
        gtk_widget_size_allocate (b, &(GtkAllocation){ x, y, bw, bh }, -1);
      x += bw + BUTTON_SPACING;
      line_height = MAX (line_height, bh);
    }
  return y + line_height;
}

static void
banner_row_measure (GtkWidget *widget,
                    GtkOrientation orientation,
                    int for_size,
                    int *minimum,
                    int *natural,
                    int *minimum_baseline,
                    int *natural_baseline)
{
  *minimum_baseline = *natural_baseline = -1;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum = *natural = banner_row_layout (widget, for_size, -1);
      return;
    }
  /* As narrow as its widest part, and asking for no more: it takes the
   * board column's width as it comes, and must not widen the column's
   * natural width (the window's flap folds the side panel away by it). */
  *minimum = 0;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;
      measure_child (c, orientation, -1, &min, &nat);
      *minimum = MAX (*minimum, min);
    }
  *natural = *minimum;
}

static void
banner_row_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  banner_row_layout (widget, width, height);
}

static GtkSizeRequestMode
banner_row_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
banner_row_dispose (GObject *object)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))))
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (banner_row_parent_class)->dispose (object);
}

static void
banner_row_class_init (BannerRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = banner_row_dispose;
  widget_class->measure = banner_row_measure;
  widget_class->size_allocate = banner_row_size_allocate;
  widget_class->get_request_mode = banner_row_get_request_mode;
}

static void
banner_row_init (BannerRow *self)
{
}

/* ---- the banner ---- */

struct _ChimeraGameEndBanner
{
  GtkWidget parent_instance;

  GtkRevealer *revealer;
  GtkLabel *title_label;
  GtkLabel *detail_label;

  ChimeraGame *game;
  ChimeraBoardColumn *column; /* weak: what it is laid over */
};

G_DEFINE_FINAL_TYPE (ChimeraGameEndBanner, chimera_game_end_banner, GTK_TYPE_WIDGET)

const char *
chimera_game_end_result_text (CeResult result)
{
  switch (result)
    {
      case CE_RESULT_WHITE_WINS: return "1-0";
      case CE_RESULT_BLACK_WINS: return "0-1";
      case CE_RESULT_DRAW: return "½-½";
      case CE_RESULT_NONE:
      default: return NULL;
    }
}

/* "White wins", "Black wins", "Draw". */
static const char *
result_words (CeResult r)
{
  if (r == CE_RESULT_DRAW)
    return _ ("Draw");
  return r == CE_RESULT_WHITE_WINS ? _ ("White wins") : _ ("Black wins");
}

/* The words for an end the rules (or the clock) decided; NULL when the
 * reason and result do not go together as our sentences assume (a
 * variant's own end), which then gets the generic "reason — result". */
static char *
rules_headline (ChimeraGame *game, CeResult r, CeEndReason why)
{
  gboolean white = r == CE_RESULT_WHITE_WINS, draw = r == CE_RESULT_DRAW;
  switch (why)
    {
      case CE_END_CHECKMATE:
        if (!draw)
          return g_strdup (white ? _ ("Checkmate — White wins") : _ ("Checkmate — Black wins"));
        break;
      case CE_END_STALEMATE:
        if (draw)
          return g_strdup (_ ("Stalemate — a draw"));
        break;
      case CE_END_FIFTY_MOVES:
        if (draw)
          return g_strdup (_ ("Draw by the fifty-move rule"));
        break;
      case CE_END_REPETITION:
        if (draw)
          return g_strdup (_ ("Draw by repetition"));
        break;
      case CE_END_INSUFFICIENT_MATERIAL:
        if (draw)
          return g_strdup (_ ("Draw: neither side can checkmate"));
        break;
      case CE_END_FLAG:
        if (!draw)
          {
            /* The winner's flag square, as the variant defines it. */
            int sq = ce_variant_flag_square (chimera_game_get_variant (game),
                                             white ? CE_WHITE : CE_BLACK);
            char name[8];
            if (sq != CE_NO_SQ)
              return g_strdup_printf (white ? _ ("White's pawn reached %s: flag win")
                                            : _ ("Black's pawn reached %s: flag win"),
                                      ce_square_name (sq, name));
          }
        break;
      case CE_END_TIME:
        if (!draw)
          return g_strdup (white ? _ ("Black lost on time") : _ ("White lost on time"));
        break;
      case CE_END_NONE:
      default: break;
    }
  return NULL;
}

/* The words for an end set from outside the rules, by its Termination
 * value (PGN's words); NULL if we have none for it. */
static char *
declared_headline (CeResult r, const char *reason)
{
  gboolean white = r == CE_RESULT_WHITE_WINS, draw = r == CE_RESULT_DRAW;
  if (!reason)
    return NULL;
  if (g_ascii_strcasecmp (reason, "resignation") == 0 && !draw)
    return g_strdup (white ? _ ("Black resigned") : _ ("White resigned"));
  if (g_ascii_strcasecmp (reason, "agreement") == 0 && draw)
    return g_strdup (_ ("Draw by agreement"));
  if (g_ascii_strcasecmp (reason, "time forfeit") == 0 && !draw)
    return g_strdup (white ? _ ("Black lost on time") : _ ("White lost on time"));
  if (g_ascii_strcasecmp (reason, "adjudication") == 0)
    return g_strdup (draw    ? _ ("Draw by adjudication")
                     : white ? _ ("White wins by adjudication")
                             : _ ("Black wins by adjudication"));
  if (g_ascii_strcasecmp (reason, "abandoned") == 0 && !draw)
    return g_strdup (white ? _ ("Black abandoned the game") : _ ("White abandoned the game"));
  return NULL;
}

char *
chimera_game_end_headline (ChimeraGame *game)
{
  g_return_val_if_fail (CHIMERA_IS_GAME (game), NULL);
  CeEndReason why = CE_END_NONE;
  CeResult r = chimera_game_get_result (game, &why);
  if (r == CE_RESULT_NONE)
    return NULL;
  char *text = why != CE_END_NONE ? rules_headline (game, r, why) : NULL;
  if (text)
    return text;
  if (why != CE_END_NONE)
    /* Translators: how a game ended, then its result: "Stalemate — White wins". */
    return g_strdup_printf (_ ("%s — %s"), chimera_end_reason (why), result_words (r));
  const char *reason = chimera_game_get_result_reason (game);
  text = declared_headline (r, reason);
  if (text)
    return text;
  /* A file's own words ("rules infraction", "Emergency"), as written. */
  if (reason)
    return g_strdup_printf (_ ("%s — %s"), result_words (r), reason);
  return g_strdup (result_words (r));
}

static void
update (ChimeraGameEndBanner *self)
{
  CeEndReason why = CE_END_NONE;
  CeResult r = self->game ? chimera_game_get_result (self->game, &why) : CE_RESULT_NONE;
  if (r != CE_RESULT_NONE)
    {
      g_autofree char *title = chimera_game_end_headline (self->game);
      const char *result = chimera_game_end_result_text (r);
      /* A file's Result with nothing said about how. */
      gboolean bare = why == CE_END_NONE && !chimera_game_get_result_reason (self->game);
      g_autofree char *detail
        = bare
            /* Translators: a result ("1-0") of a game whose file says no more. */
            ? g_strdup_printf (_ ("%s, as recorded in the file"), result)
            : g_strdup (result);
      gtk_label_set_label (self->title_label, title);
      gtk_label_set_label (self->detail_label, detail);
    }
  gtk_revealer_set_reveal_child (self->revealer, r != CE_RESULT_NONE);
}

void
chimera_game_end_banner_set_game (ChimeraGameEndBanner *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_GAME_END_BANNER (self));
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game)
    g_signal_connect_object (game, "notify::result", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  /* Another game replaces the banner at once, with no slide. */
  guint duration = gtk_revealer_get_transition_duration (self->revealer);
  gtk_revealer_set_transition_duration (self->revealer, 0);
  update (self);
  gtk_revealer_set_transition_duration (self->revealer, duration);
}

gboolean
chimera_game_end_banner_get_shown (ChimeraGameEndBanner *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_END_BANNER (self), FALSE);
  return gtk_revealer_get_reveal_child (self->revealer);
}

const char *
chimera_game_end_banner_get_title (ChimeraGameEndBanner *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_END_BANNER (self), NULL);
  return gtk_label_get_label (self->title_label);
}

const char *
chimera_game_end_banner_get_detail (ChimeraGameEndBanner *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_END_BANNER (self), NULL);
  return gtk_label_get_label (self->detail_label);
}

/* ---- where it goes ---- */

/* Its height shown in full at `width`, whatever its slide has come to. */
static int
full_height (ChimeraGameEndBanner *self, int width)
{
  int height;
  gtk_widget_measure (gtk_revealer_get_child (self->revealer), GTK_ORIENTATION_VERTICAL, width,
                      NULL, &height, NULL, NULL);
  return height;
}

/* GtkOverlay::get-child-position: the banner across the board column's
 * top, over the room the board leaves above its squares, so that the
 * board keeps its size when the game ends.  Where at the column's width
 * its buttons would go under its words and make it taller than that room
 * (the column of an 800x600 window beside the side panel), it spans the
 * side panel too and has them beside the words.  Where it is taller than
 * the room all the same (a long headline, a Diagonal board's top corner),
 * the column keeps it clear, the board giving up what is missing and no
 * more: no square is ever under the banner.  Over a part of the player
 * bar above the squares it reaches down over all of it: half a name
 * would show under it. */
static gboolean
place (GtkOverlay *overlay, GtkWidget *child, GdkRectangle *where, ChimeraGameEndBanner *self)
{
  if (child != GTK_WIDGET (self))
    return FALSE;
  ChimeraTopRoom room;
  graphene_rect_t c;
  int overlay_width = gtk_widget_get_width (GTK_WIDGET (overlay));
  if (!self->column || !chimera_board_column_get_top_room (self->column, &room)
      || !gtk_widget_compute_bounds (GTK_WIDGET (self->column), GTK_WIDGET (overlay), &c))
    {
      /* No board laid out yet: across the top, as tall as it is. */
      int height;
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, overlay_width, NULL, &height, NULL,
                          NULL);
      *where = (GdkRectangle){ 0, 0, overlay_width, height };
      return TRUE;
    }
  int x = (int) c.origin.x, width = (int) c.size.width;
  int full = full_height (self, width);
  if (full > room.free_squares_top - SQUARES_GAP && width < overlay_width)
    {
      int across = full_height (self, overlay_width);
      if (across < full)
        x = 0, width = overlay_width, full = across;
    }
  chimera_board_column_set_top_clear (
    self->column, gtk_revealer_get_reveal_child (self->revealer) ? full + SQUARES_GAP : 0);
  int height;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  if (room.bar_top >= 0 && full > room.bar_top && full > 0)
    {
      /* As it slides in, in proportion. */
      int target = MAX (full, MIN (room.bar_bottom, room.squares_top - SQUARES_GAP));
      height = (int) ((double) height * target / full + 0.5);
    }
  *where = (GdkRectangle){ x, (int) c.origin.y, width, height };
  return TRUE;
}

static gboolean
place_again (GtkWidget *overlay, GdkFrameClock *clock, gpointer data)
{
  gtk_widget_queue_allocate (overlay);
  return G_SOURCE_REMOVE;
}

/* The column tells of its new room while the overlay above it is being
 * laid out: the banner is placed again at the next frame, as queueing the
 * overlay now would leave it drawn without an allocation (the monkey saw
 * GTK's warning). */
static void
top_room_changed (GtkWidget *overlay)
{
  gtk_widget_add_tick_callback (overlay, place_again, NULL, NULL);
}

void
chimera_game_end_banner_attach (ChimeraGameEndBanner *self,
                                GtkOverlay *overlay,
                                ChimeraBoardColumn *column)
{
  g_return_if_fail (CHIMERA_IS_GAME_END_BANNER (self));
  g_return_if_fail (GTK_IS_OVERLAY (overlay));
  g_return_if_fail (CHIMERA_IS_BOARD_COLUMN (column));
  g_set_weak_pointer (&self->column, column);
  g_signal_connect_object (overlay, "get-child-position", G_CALLBACK (place), self, 0);
  g_signal_connect_object (column, "top-room-changed", G_CALLBACK (top_room_changed), overlay,
                           G_CONNECT_SWAPPED);
}

static void
chimera_game_end_banner_dispose (GObject *object)
{
  ChimeraGameEndBanner *self = CHIMERA_GAME_END_BANNER (object);
  g_clear_weak_pointer (&self->column);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_GAME_END_BANNER);
  G_OBJECT_CLASS (chimera_game_end_banner_parent_class)->dispose (object);
}

static void
chimera_game_end_banner_class_init (ChimeraGameEndBannerClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_game_end_banner_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  g_type_ensure (banner_row_get_type ());
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/game-end-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraGameEndBanner, revealer);
  gtk_widget_class_bind_template_child (widget_class, ChimeraGameEndBanner, title_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraGameEndBanner, detail_label);
  /* Read as one announcement when it appears. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_STATUS);
}

static void
chimera_game_end_banner_init (ChimeraGameEndBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The side panel: zelig powers, the analysis and the review, the move
 * list, kept row by row, and the status line below it.
 */
#include "config.h"

#include "side-panel.h"

#include "captures.h"
#include "fit-scroller.h"
#include "game-status.h"
#include "menus-close.h"
#include "move-annotate.h"
#include "move-tree-text.h"
#include "variant-words.h"
#include "game-end-banner.h"
#include "notation-setting.h"

#include <glib/gi18n.h>
#include <math.h>

/* The move rows the list keeps in sight whenever the panel shows, however
 * much the analysis and the review above it hold (issue 43). */
#define MIN_MOVE_ROWS 8

struct _ChimeraSidePanel
{
  GtkBox parent_instance;

  GtkLabel *status_label;
  GtkLabel *message_label;
  GtkLabel *message_placeholder;
  GtkWidget *powers_box;
  GtkLabel *powers_label;
  ChimeraAnalysisPanel *analysis_panel;
  GtkWidget *study_scroller;
  GtkListBox *move_list;
  GtkScrolledWindow *moves_scroller;

  ChimeraGame *game;
  GPtrArray *buttons;       /* the move buttons, buttons[i] for ply i + 1 */
  GtkSizeGroup *columns;    /* every move's slot: White's and Black's line up */
  GtkWidget *none;          /* "No moves yet", in the list while it is empty */
  GtkWidget *result;        /* the result ("1-0") after the last move, or NULL */
  GtkWidget *viewed_button; /* the one marked "viewed", or NULL */
  GPtrArray *notes;         /* rows of side lines and comments (move-tree-text.h) */
  GtkWidget *move_menu;     /* the context menu on a move (move-annotate.h) */
  char *summary;            /* the status for the subtitle, or NULL */
  guint message_timeout;    /* clears a brief message */
  guint scroll_tick;        /* brings the newest move into sight */
};

G_DEFINE_FINAL_TYPE (ChimeraSidePanel, chimera_side_panel, GTK_TYPE_BOX)

/* ---- powers ---- */

/* Each side's power pieces (zeligs) by current power: the derived powers in
 * the order the variant lists them, then the plain piece. */
static void
update_powers (ChimeraSidePanel *self)
{
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  const CeVariant *v = pos->v;
  int order[CE_MAX_TYPES], n_powers = 0;
  for (int pass = 0; pass < 2; pass++)
    for (int t = 1; t <= v->def->ntypes; t++)
      if (ce_variant_is_power_piece (v, t) && (ce_variant_base (v, t) == t) == (pass == 1))
        order[n_powers++] = t;
  gtk_widget_set_visible (self->powers_box, n_powers > 0);
  if (!n_powers)
    return;
  g_autoptr (GString) text = g_string_new (NULL);
  for (int c = 0; c < 2; c++)
    {
      g_string_append_printf (text, "<b>%s</b>", c == CE_WHITE ? _ ("White") : _ ("Black"));
      for (int k = 0; k < n_powers; k++)
        {
          int n = pos->count[CE_PIECE (c, order[k])];
          if (!n)
            continue;
          g_autofree char *count = chimera_piece_type_power_count (v, order[k], n);
          g_autofree char *unbroken = chimera_words_unbroken (count);
          g_autofree char *markup = g_markup_escape_text (unbroken, -1);
          g_string_append_printf (text, "  %s", markup);
        }
      if (c == CE_WHITE)
        g_string_append_c (text, '\n');
    }
  gtk_label_set_markup (self->powers_label, text->str);
}

void
chimera_side_panel_update (ChimeraSidePanel *self, gboolean thinking)
{
  g_return_if_fail (CHIMERA_IS_SIDE_PANEL (self));
  if (!self->game)
    return;
  char *summary;
  g_autofree char *status
    = chimera_game_status_text (self->game, thinking, chimera_notation_get_style (), &summary);
  /* In room kept for it (side-panel.ui): the list above does not move. */
  gtk_label_set_label (self->status_label, status ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL);
  g_free (self->summary);
  self->summary = summary;

  update_powers (self);
}

/* ---- the move list ---- */

static void
move_clicked (GtkButton *button, ChimeraSidePanel *self)
{
  int ply = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ply"));
  int n = chimera_game_get_record (self->game)->nmoves;
  chimera_game_set_view (self->game, ply >= n ? -1 : ply);
}

/* "viewed" on the button of the move that led to the viewed position. */
static void
mark_viewed (ChimeraSidePanel *self)
{
  /* A node in a variation is marked in its note row instead. */
  int ply = ce_tree_is_mainline (chimera_game_get_tree (self->game),
                                 chimera_game_get_viewed_node (self->game))
              ? chimera_game_get_viewed_ply (self->game)
              : 0;
  GtkWidget *button = ply > 0 && (guint) ply <= self->buttons->len
                        ? g_ptr_array_index (self->buttons, ply - 1)
                        : NULL;
  if (button == self->viewed_button)
    return;
  if (self->viewed_button)
    gtk_widget_remove_css_class (self->viewed_button, "viewed");
  if (button)
    gtk_widget_add_css_class (button, "viewed");
  self->viewed_button = button;
}

static void
show_none (ChimeraSidePanel *self)
{
  if (self->none)
    return;
  self->none = gtk_label_new (_ ("No moves yet"));
  gtk_widget_add_css_class (self->none, "dim-label");
  gtk_widget_set_margin_top (self->none, 12);
  gtk_widget_set_margin_bottom (self->none, 12);
  gtk_list_box_append (self->move_list, self->none);
}

/* Takes the result's row out of the list (moves come after it, or the
 * game goes on). */
static void
drop_result (ChimeraSidePanel *self)
{
  if (self->result)
    {
      gtk_list_box_remove (self->move_list, gtk_widget_get_parent (self->result));
      self->result = NULL;
    }
}

/* A row per move number: the number, "…" if Black moved first in it, then
 * White's and Black's moves as buttons that show the position after them.
 * Appends the button for ply `buttons->len + 1`. */
/* A row with White's move alone keeps Black's half empty, so the move's
 * button is as wide as every other and the columns stay put (all slots are
 * in one size group and share a row's room equally). */
static void
set_black_slot (ChimeraSidePanel *self, GtkWidget *row, gboolean empty)
{
  GtkWidget *slot = g_object_get_data (G_OBJECT (row), "black-slot");
  if (empty && !slot)
    {
      slot = gtk_label_new (NULL);
      gtk_widget_set_hexpand (slot, TRUE);
      gtk_size_group_add_widget (self->columns, slot);
      gtk_box_append (GTK_BOX (row), slot);
      g_object_set_data (G_OBJECT (row), "black-slot", slot);
    }
  else if (!empty && slot)
    {
      gtk_box_remove (GTK_BOX (row), slot);
      g_object_set_data (G_OBJECT (row), "black-slot", NULL);
    }
}

/* A move row's box, with its number ("12.") at the start. */
static GtkWidget *
new_row (unsigned fullmove)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 6);
  g_autofree char *number = g_strdup_printf ("%u.", fullmove);
  GtkWidget *label = gtk_label_new (number);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "move-number");
  gtk_box_append (GTK_BOX (row), label);
  return row;
}

/* A move's button, as compact as its row (style.css, .move-list). */
static GtkWidget *
new_move_button (const char *text)
{
  GtkWidget *button = gtk_button_new_with_label (text);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "move");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_FILL);
  gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
  chimera_notation_scale_figurines (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  return button;
}

/* The list's least height: MIN_MOVE_ROWS whole rows wherever the list is
 * scrolled (so a ninth but a pixel), rows as tall as a move row is in the
 * font and style of the moment, measured on a row put in the list and
 * taken out again (the list may hold no move yet).  Each row but the last
 * has a one-pixel line below it, and the list a frame. */
static void
keep_rows_room (ChimeraSidePanel *self)
{
  GtkWidget *box = new_row (88);
  gtk_box_append (GTK_BOX (box), new_move_button ("Qxe4+"));
  gtk_list_box_append (self->move_list, box);
  GtkWidget *row = gtk_widget_get_parent (box);
  int height = 0;
  gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, -1, NULL, &height, NULL, NULL);
  gtk_list_box_remove (self->move_list, row);
  gtk_scrolled_window_set_min_content_height (self->moves_scroller,
                                              (MIN_MOVE_ROWS + 1) * (height + 1) + 1);
}

/* The scroller of the analysis and the review shows while either does. */
static void
study_shown (ChimeraSidePanel *self)
{
  gtk_widget_set_visible (
    self->study_scroller,
    gtk_widget_get_visible (GTK_WIDGET (self->analysis_panel))
      || gtk_widget_get_visible (GTK_WIDGET (chimera_side_panel_get_review_panel (self))));
}

static void
append_move (ChimeraSidePanel *self)
{
  const CeGame *rec = chimera_game_get_record (self->game);
  int i = (int) self->buttons->len;
  g_assert (i < rec->nmoves);
  drop_result (self);
  if (self->none)
    {
      gtk_list_box_remove (self->move_list, gtk_widget_get_parent (self->none));
      self->none = NULL;
    }
  const CePosition *before = ce_game_position_at (rec, i);
  GtkWidget *row = i > 0 ? gtk_widget_get_parent (g_ptr_array_index (self->buttons, i - 1)) : NULL;
  if (!row || before->side == CE_WHITE)
    {
      row = new_row (before->fullmove);
      if (before->side == CE_BLACK)
        {
          GtkWidget *gap = gtk_label_new ("…");
          gtk_widget_set_hexpand (gap, TRUE);
          gtk_label_set_xalign (GTK_LABEL (gap), 0);
          gtk_size_group_add_widget (self->columns, gap);
          gtk_box_append (GTK_BOX (row), gap);
        }
      gtk_list_box_append (self->move_list, row);
    }
  else
    set_black_slot (self, row, FALSE);
  g_autofree char *mv = chimera_move_tree_move_text (
    chimera_game_get_tree (self->game),
    ce_tree_mainline_node (chimera_game_get_tree (self->game), i + 1),
    chimera_notation_get_style ());
  GtkWidget *button = new_move_button (mv);
  g_object_set_data (G_OBJECT (button), "ply", GINT_TO_POINTER (i + 1));
  g_signal_connect (button, "clicked", G_CALLBACK (move_clicked), self);
  gtk_size_group_add_widget (self->columns, button);
  gtk_box_append (GTK_BOX (row), button);
  g_ptr_array_add (self->buttons, button);
  if (before->side == CE_WHITE)
    set_black_slot (self, row, TRUE);
}

/* While the live position is shown the list keeps its newest move in
 * sight, for every move (the computer's too) and in every long game.  Rows
 * change the adjustment's range only while the list is laid out, and a
 * value set then is not used until another layout: the scrolling waits
 * for the next frame, before its layout. */
static gboolean
scroll_to_newest (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (void) widget, (void) clock;
  ChimeraSidePanel *self = data;
  self->scroll_tick = 0;
  if (!self->game || chimera_game_get_view (self->game) >= 0)
    return G_SOURCE_REMOVE;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->moves_scroller);
  gtk_adjustment_set_value (adj,
                            gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  return G_SOURCE_REMOVE;
}

static void
moves_range_changed (ChimeraSidePanel *self)
{
  if (!self->scroll_tick)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->moves_scroller),
                                                      scroll_to_newest, self, NULL);
}

/* Drops the buttons of the plies after `n`, and a row left with none. */
static void
truncate_moves (ChimeraSidePanel *self, int n)
{
  while ((int) self->buttons->len > n)
    {
      GtkWidget *button = g_ptr_array_steal_index (self->buttons, self->buttons->len - 1);
      GtkWidget *row = gtk_widget_get_parent (button);
      if (button == self->viewed_button)
        self->viewed_button = NULL;
      gtk_box_remove (GTK_BOX (row), button);
      int left = 0;
      for (GtkWidget *c = gtk_widget_get_first_child (row); c; c = gtk_widget_get_next_sibling (c))
        left += GTK_IS_BUTTON (c);
      if (!left)
        gtk_list_box_remove (self->move_list, gtk_widget_get_parent (row));
      else /* Black's move went, White's stays */
        set_black_slot (self, row, TRUE);
    }
  if (n == 0)
    show_none (self);
}

/* The result ends the list, one row after the last move, while the game
 * is over. */
static void
sync_result (ChimeraSidePanel *self)
{
  const char *text = chimera_game_end_result_text (chimera_game_get_result (self->game, NULL));
  drop_result (self);
  if (!text)
    return;
  self->result = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (self->result), 0);
  gtk_widget_set_margin_start (self->result, 12);
  gtk_widget_set_margin_top (self->result, 6);
  gtk_widget_set_margin_bottom (self->result, 6);
  gtk_widget_add_css_class (self->result, "game-result");
  gtk_list_box_append (self->move_list, self->result);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (gtk_widget_get_parent (self->result)), FALSE);
}

/* Brings the list in line with the record: rows for moves taken back go,
 * rows for new moves come; the rows of moves still in effect stay. */
static void
sync_moves (ChimeraSidePanel *self)
{
  int n = chimera_game_get_n_plies (self->game);
  truncate_moves (self, n);
  while ((int) self->buttons->len < n)
    append_move (self);
  mark_viewed (self);
  sync_result (self);
}

static void
game_moved (ChimeraSidePanel *self, guint move, int ply)
{
  /* A move played over taken-back ones replaces them from ply on. */
  truncate_moves (self, ply - 1);
  sync_moves (self);
}

static void
game_undone_or_redone (ChimeraSidePanel *self, int n)
{
  sync_moves (self);
}

/* Back to the live position: its newest move; an earlier one: its
 * move's row, scrolled into sight if it is not. */
static void
game_view_changed (ChimeraSidePanel *self, int ply)
{
  mark_viewed (self);
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->moves_scroller);
  if (chimera_game_get_view (self->game) < 0)
    {
      moves_range_changed (self);
      return;
    }
  graphene_rect_t r;
  if (!self->viewed_button
      || !gtk_widget_compute_bounds (self->viewed_button, GTK_WIDGET (self->move_list), &r))
    return;
  double top = gtk_adjustment_get_value (adj), page = gtk_adjustment_get_page_size (adj);
  if (r.origin.y < top)
    gtk_adjustment_set_value (adj, r.origin.y);
  else if (r.origin.y + r.size.height > top + page)
    gtk_adjustment_set_value (adj, r.origin.y + r.size.height - page);
}

/* ---- side lines and comments ---- */

static gboolean
note_link (GtkLabel *label, const char *uri, ChimeraSidePanel *self)
{
  char *end;
  gint64 id = g_ascii_strtoll (uri, &end, 10);
  if (self->game && end != uri && !*end)
    chimera_game_view_node (self->game, (CeNodeId) id);
  return TRUE;
}

/* Each move row is followed by a row of what the tree holds beyond its
 * moves: their comments and the variations to them, and its moves show
 * their NAG symbols.  Rebuilt whole on any change to the tree or the
 * view: a few rows even in an annotated game. */
static void
sync_notes (ChimeraSidePanel *self)
{
  for (guint i = 0; i < self->notes->len; i++)
    gtk_list_box_remove (self->move_list, g_ptr_array_index (self->notes, i));
  g_ptr_array_set_size (self->notes, 0);
  if (!self->game)
    return;
  const CeTree *t = chimera_game_get_tree (self->game);
  CeNodeId viewed = chimera_game_get_viewed_node (self->game);
  ChimeraNotationStyle style = chimera_notation_get_style ();
  GString *markup = g_string_new (NULL);
  for (guint i = 0; i < self->buttons->len; i++)
    {
      GtkWidget *button = g_ptr_array_index (self->buttons, i);
      CeNodeId node = ce_tree_mainline_node (t, (int) i + 1);
      g_autofree char *text = chimera_move_tree_move_text (t, node, style);
      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), text) != 0)
        gtk_button_set_label (GTK_BUTTON (button), text);
      g_autofree char *note = chimera_move_tree_markup (t, node, viewed, style);
      if (note)
        g_string_append_printf (markup, "%s%s", markup->len ? " " : "", note);
      GtkWidget *row = gtk_widget_get_parent (button);
      gboolean row_ends
        = i + 1 == self->buttons->len
          || gtk_widget_get_parent (g_ptr_array_index (self->buttons, i + 1)) != row;
      if (!row_ends || !markup->len)
        continue;
      GtkWidget *label = gtk_label_new (NULL);
      gtk_label_set_markup (GTK_LABEL (label), markup->str);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 24);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_bottom (label, 4);
      gtk_widget_add_css_class (label, "move-notes");
      g_signal_connect (label, "activate-link", G_CALLBACK (note_link), self);
      int at = gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (gtk_widget_get_parent (row)));
      gtk_list_box_insert (self->move_list, label, at + 1);
      GtkWidget *note_row = gtk_widget_get_parent (label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (note_row), FALSE);
      g_ptr_array_add (self->notes, note_row);
      g_string_truncate (markup, 0);
    }
  g_string_free (markup, TRUE);
}

/* The moves are written again in the notation the user chose. */
static void
notation_changed (ChimeraSidePanel *self)
{
  if (!self->game)
    return;
  truncate_moves (self, 0);
  sync_moves (self);
  sync_notes (self);
}

void
chimera_side_panel_set_game (ChimeraSidePanel *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_SIDE_PANEL (self));
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  chimera_review_panel_set_game (chimera_side_panel_get_review_panel (self), game);
  /* A new record: every row goes.  Rows only: a list box may hold other
   * children (a popover someone parents to it) that it refuses to remove,
   * and a loop until it is empty would then never end. */
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->move_list));
  while (child)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);
      if (GTK_IS_LIST_BOX_ROW (child))
        gtk_list_box_remove (self->move_list, child);
      child = next;
    }
  g_ptr_array_set_size (self->buttons, 0);
  g_ptr_array_set_size (self->notes, 0);
  self->none = NULL;
  self->result = NULL;
  self->viewed_button = NULL;
  if (!game)
    return;
  g_signal_connect_object (game, "notify::result", G_CALLBACK (sync_result), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "moved", G_CALLBACK (game_moved), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "undone", G_CALLBACK (game_undone_or_redone), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "redone", G_CALLBACK (game_undone_or_redone), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "view-changed", G_CALLBACK (game_view_changed), self,
                           G_CONNECT_SWAPPED);
  static const char *const tree_signals[]
    = { "moved", "undone", "redone", "view-changed", "branched", "tree-changed", "annotated" };
  for (gsize i = 0; i < G_N_ELEMENTS (tree_signals); i++)
    g_signal_connect_object (game, tree_signals[i], G_CALLBACK (sync_notes), self,
                             G_CONNECT_SWAPPED);
  show_none (self);
  sync_moves (self);
  sync_notes (self);
}

const char *
chimera_side_panel_get_status (ChimeraSidePanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_SIDE_PANEL (self), NULL);
  return self->summary;
}

/* ---- the message line ---- */

static gboolean
message_expired (gpointer data)
{
  ChimeraSidePanel *self = data;
  self->message_timeout = 0;
  gtk_label_set_label (self->message_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);
  return G_SOURCE_REMOVE;
}

void
chimera_side_panel_set_message (ChimeraSidePanel *self, const char *text, gboolean brief)
{
  g_return_if_fail (CHIMERA_IS_SIDE_PANEL (self));
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  gtk_label_set_label (self->message_label, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), text != NULL);
  if (text && brief)
    self->message_timeout = g_timeout_add_seconds (4, message_expired, self);
}

const char *
chimera_side_panel_get_message (ChimeraSidePanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_SIDE_PANEL (self), NULL);
  const char *text = gtk_label_get_label (self->message_label);
  return *text ? text : NULL;
}

ChimeraAnalysisPanel *
chimera_side_panel_get_analysis_panel (ChimeraSidePanel *self)
{
  g_return_val_if_fail (CHIMERA_IS_SIDE_PANEL (self), NULL);
  return self->analysis_panel;
}

ChimeraReviewPanel *
chimera_side_panel_get_review_panel (ChimeraSidePanel *self)
{
  return CHIMERA_REVIEW_PANEL (
    gtk_widget_get_template_child (GTK_WIDGET (self), CHIMERA_TYPE_SIDE_PANEL, "review_panel"));
}

/* ---- the context menu ---- */

/* The part of the move list in sight, in the panel's coordinates: the
 * list cut by its own scroller and by every widget above it up to the
 * window (in a short window the panel itself scrolls, and shows only part
 * of the list's scroller).  FALSE when none of it is in sight. */
static gboolean
list_in_sight (ChimeraSidePanel *self, graphene_rect_t *seen)
{
  GtkWidget *list = GTK_WIDGET (self->move_list);
  if (!gtk_widget_compute_bounds (list, GTK_WIDGET (self), seen))
    return FALSE;
  for (GtkWidget *a = gtk_widget_get_parent (list); a; a = gtk_widget_get_parent (a))
    {
      graphene_rect_t b;
      if (!gtk_widget_compute_bounds (a, GTK_WIDGET (self), &b)
          || !graphene_rect_intersection (seen, &b, seen))
        return FALSE;
    }
  return TRUE;
}

/* Opens the menu of what can be done to the move shown, pointing at
 * `target` (in the move list's coordinates: the point clicked, the move
 * focused) where it is in sight, or at the nearest edge of the list in
 * sight where it is not.  A row's place in a scrolled list can lie far
 * beyond the window, and a menu pointing there opened off the screen.
 * The menu belongs to the panel, not to the list: the list's rows are
 * cleared for every new game, and a popover among them would be a child
 * the list cannot remove. */
static void
popup_move_menu (ChimeraSidePanel *self, const graphene_rect_t *target)
{
  if (!self->move_menu)
    {
      g_autoptr (GMenuModel) model = chimera_move_annotate_context_menu ();
      self->move_menu = gtk_popover_menu_new_from_model (model);
      gtk_popover_set_has_arrow (GTK_POPOVER (self->move_menu), FALSE);
      gtk_popover_set_position (GTK_POPOVER (self->move_menu), GTK_POS_BOTTOM);
      gtk_widget_set_halign (self->move_menu, GTK_ALIGN_START);
      gtk_widget_set_parent (self->move_menu, GTK_WIDGET (self));
    }
  graphene_point_t a, b;
  graphene_rect_t seen;
  if (!gtk_widget_compute_point (GTK_WIDGET (self->move_list), GTK_WIDGET (self), &target->origin,
                                 &a)
      || !gtk_widget_compute_point (GTK_WIDGET (self->move_list), GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT (target->origin.x + target->size.width,
                                                          target->origin.y + target->size.height),
                                    &b)
      || !list_in_sight (self, &seen))
    return;
  /* Whole pixels inside what is seen: the corners clamped into it (a
   * target out of sight becomes a line along the nearest edge). */
  int left = (int) ceilf (seen.origin.x), top = (int) ceilf (seen.origin.y);
  int right = MAX (left + 1, (int) floorf (seen.origin.x + seen.size.width));
  int bottom = MAX (top + 1, (int) floorf (seen.origin.y + seen.size.height));
  int x0 = CLAMP ((int) floorf (a.x), left, right - 1),
      y0 = CLAMP ((int) floorf (a.y), top, bottom - 1);
  int x1 = CLAMP ((int) ceilf (b.x), x0 + 1, right), y1 = CLAMP ((int) ceilf (b.y), y0 + 1, bottom);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->move_menu),
                               &(GdkRectangle){ x0, y0, x1 - x0, y1 - y0 });
  gtk_popover_popup (GTK_POPOVER (self->move_menu));
}

void
chimera_side_panel_close_menus (ChimeraSidePanel *self)
{
  g_return_if_fail (CHIMERA_IS_SIDE_PANEL (self));
  chimera_menus_close_under (GTK_WIDGET (self));
}

/* The ply of the move button at or above `w`, or 0. */
static int
ply_of (GtkWidget *w, GtkWidget *top)
{
  for (; w && w != top; w = gtk_widget_get_parent (w))
    if (g_object_get_data (G_OBJECT (w), "ply"))
      return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "ply"));
  return 0;
}

/* A secondary click on a move shows it and offers the menu; on a row of
 * side lines the menu is for the move shown (a click on a line's move
 * shows it first). */
static void
move_list_pressed (GtkGestureClick *click, int n, double x, double y, ChimeraSidePanel *self)
{
  if (!self->game)
    return;
  GtkWidget *list = GTK_WIDGET (self->move_list);
  int ply = ply_of (gtk_widget_pick (list, x, y, GTK_PICK_DEFAULT), list);
  if (ply > 0)
    {
      int last = chimera_game_get_record (self->game)->nmoves;
      chimera_game_set_view (self->game, ply >= last ? -1 : ply);
    }
  gtk_gesture_set_state (GTK_GESTURE (click), GTK_EVENT_SEQUENCE_CLAIMED);
  popup_move_menu (self, &GRAPHENE_RECT_INIT ((float) x, (float) y, 1, 1));
}

/* The Menu key and Shift+F10 offer the menu below the focused move (the
 * move shown follows the focus); GTK turns it above the move when there is
 * no room below. */
static gboolean
menu_key (ChimeraSidePanel *self)
{
  GtkWidget *list = GTK_WIDGET (self->move_list);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (list));
  if (!self->game || !focus || !gtk_widget_is_ancestor (focus, list))
    return FALSE;
  int ply = ply_of (focus, list);
  if (ply > 0)
    {
      int last = chimera_game_get_record (self->game)->nmoves;
      chimera_game_set_view (self->game, ply >= last ? -1 : ply);
    }
  graphene_rect_t box;
  if (!gtk_widget_compute_bounds (focus, list, &box))
    return FALSE;
  popup_move_menu (self, &box);
  return TRUE;
}

void
chimera_side_panel_popup_move_menu (ChimeraSidePanel *self)
{
  g_return_if_fail (CHIMERA_IS_SIDE_PANEL (self));
  graphene_rect_t box;
  if (!self->viewed_button
      || !gtk_widget_compute_bounds (self->viewed_button, GTK_WIDGET (self->move_list), &box))
    box = GRAPHENE_RECT_INIT (0, 0, 1, 1);
  popup_move_menu (self, &box);
}

/* Arrow keys in the side panel step through the moves (on the board they
 * move its cursor). */
static gboolean
key_pressed (ChimeraSidePanel *self, guint keyval, guint keycode, GdkModifierType state)
{
  if (keyval == GDK_KEY_Menu || (keyval == GDK_KEY_F10 && (state & GDK_SHIFT_MASK)))
    return menu_key (self);
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  const char *action = NULL;
  switch (keyval)
    {
      case GDK_KEY_Left:
      case GDK_KEY_Up: action = "win.view-previous"; break;
      case GDK_KEY_Right:
      case GDK_KEY_Down: action = "win.view-next"; break;
      case GDK_KEY_Home: action = "win.view-first"; break;
      case GDK_KEY_End: action = "win.view-last"; break;
      default: return FALSE;
    }
  return gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
}

static void
chimera_side_panel_dispose (GObject *object)
{
  ChimeraSidePanel *self = CHIMERA_SIDE_PANEL (object);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->message_timeout, g_source_remove);
  if (self->scroll_tick && self->moves_scroller)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->moves_scroller), self->scroll_tick);
  self->scroll_tick = 0;
  /* An open menu must close first: unparented while shown, it is never
   * freed (GTK 4.8). */
  if (self->move_menu)
    gtk_popover_popdown (GTK_POPOVER (self->move_menu));
  g_clear_pointer (&self->move_menu, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_SIDE_PANEL);
  G_OBJECT_CLASS (chimera_side_panel_parent_class)->dispose (object);
}

static void
chimera_side_panel_finalize (GObject *object)
{
  ChimeraSidePanel *self = CHIMERA_SIDE_PANEL (object);
  g_ptr_array_unref (self->buttons);
  g_ptr_array_unref (self->notes);
  g_object_unref (self->columns);
  g_free (self->summary);
  G_OBJECT_CLASS (chimera_side_panel_parent_class)->finalize (object);
}

static void
chimera_side_panel_class_init (ChimeraSidePanelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_side_panel_dispose;
  G_OBJECT_CLASS (klass)->finalize = chimera_side_panel_finalize;

  g_type_ensure (CHIMERA_TYPE_ANALYSIS_PANEL);
  g_type_ensure (CHIMERA_TYPE_REVIEW_PANEL);
  g_type_ensure (CHIMERA_TYPE_FIT_SCROLLER);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/side-panel.ui");
  gtk_widget_class_bind_template_child_full (widget_class, "review_panel", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, message_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, message_placeholder);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, powers_box);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, powers_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, study_scroller);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, move_list);
  gtk_widget_class_bind_template_child (widget_class, ChimeraSidePanel, moves_scroller);
}

static void
chimera_side_panel_init (ChimeraSidePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->buttons = g_ptr_array_new ();
  self->notes = g_ptr_array_new ();
  self->columns = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  /* Two lines' room for the message, in the panel's font. */
  gtk_label_set_label (self->message_placeholder, " \n ");

  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->moves_scroller), "changed",
                           G_CALLBACK (moves_range_changed), self, G_CONNECT_SWAPPED);
  chimera_notation_watch (G_OBJECT (self), G_CALLBACK (notation_changed));
  g_signal_connect_object (self->analysis_panel, "notify::visible", G_CALLBACK (study_shown), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (chimera_side_panel_get_review_panel (self), "notify::visible",
                           G_CALLBACK (study_shown), self, G_CONNECT_SWAPPED);
  /* Measured where it is drawn, and again in another font. */
  g_signal_connect_object (self->moves_scroller, "map", G_CALLBACK (keep_rows_room), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_settings_get_default (), "notify::gtk-font-name",
                           G_CALLBACK (keep_rows_room), self, G_CONNECT_SWAPPED);

  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (key_pressed), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_SECONDARY);
  g_signal_connect_object (click, "pressed", G_CALLBACK (move_list_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self->move_list), GTK_EVENT_CONTROLLER (click));
}

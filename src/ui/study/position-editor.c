/* SPDX-License-Identifier: GPL-3.0-or-later
 * ChimeraPositionEditor: a board to place pieces on, the set-up options,
 * and the engine's verdict on the result.
 */
#include "config.h"

#include "position-editor.h"

#include "close-keys.h"

#include <glib/gi18n.h>

#include "board-transform.h"
#include "chimera-settings.h"
#include "variant-words.h"
#include "movegen.h"
#include "notation.h"
#include "piece-texture.h"
#include "rules.h"
#include "setup.h"

/* Palette columns: room for six pieces in the side panel's width. */
#define PALETTE_COLUMNS 6
#define PALETTE_PIECE   36

struct _ChimeraPositionEditor
{
  AdwWindow parent_instance;

  AdwWindowTitle *title;
  ChimeraBoardView *board;
  GtkDropDown *variant_dropdown;
  GtkGrid *palette;
  GtkWidget *hand_box;
  GtkSpinButton *white_hand, *black_hand;
  GtkToggleButton *white_to_move, *black_to_move;
  GtkWidget *castling_box;
  GtkCheckButton *castle[4]; /* by CE_CASTLE_* bit: WK, WQ, BK, BQ */
  GtkDropDown *opponent_dropdown;
  GtkImage *status_icon;
  GtkLabel *status_label;

  const CeVariant *v;
  CePosition pos;    /* what the user has set up */
  CePosition parsed; /* the same through the position-string parser, when valid */
  gboolean valid;
  char *message;
  CePiece tool; /* 0: the eraser */
  GtkWidget *eraser;
  gboolean updating; /* the controls are being set from the position */
};

G_DEFINE_FINAL_TYPE (ChimeraPositionEditor, chimera_position_editor, ADW_TYPE_WINDOW)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
color_word (int color)
{
  return color == CE_WHITE ? _ ("White") : _ ("Black");
}

/* ---- the verdict ---- */

/* The engine's objection in the user's words. */
static char *
problem_text (const CeSetupCheck *c)
{
  char sq[4];
  if (c->square != CE_NO_SQ)
    ce_square_name (c->square, sq);
  gboolean white = c->color == CE_WHITE;
  switch (c->problem)
    {
      case CE_SETUP_NO_KING:
        return g_strdup (white ? _ ("White has no king.") : _ ("Black has no king."));
      case CE_SETUP_TWO_KINGS:
        return g_strdup (white ? _ ("White has more than one king.")
                               : _ ("Black has more than one king."));
      case CE_SETUP_PAWN_SQUARE:
        return g_strdup_printf (white ? _ ("A white pawn cannot stand on %s.")
                                      : _ ("A black pawn cannot stand on %s."),
                                sq);
      case CE_SETUP_OPPONENT_IN_CHECK:
        return g_strdup (white ? _ ("White is in check, but it is Black’s move: the side not to "
                                    "move cannot be in check.")
                               : _ ("Black is in check, but it is White’s move: the side not to "
                                    "move cannot be in check."));
      case CE_SETUP_VARIANT_RULE:
        /* The variant's own words for its rule, where it has them. */
        if (c->rule_text)
          return g_strdup (_ (c->rule_text));
        return g_strdup (white ? _ ("White’s pieces break a rule of this variant.")
                               : _ ("Black’s pieces break a rule of this variant."));
      case CE_SETUP_CASTLING:
        return g_strdup (white
                           ? _ ("White cannot keep that castling right: the king or its partner "
                                "is not on its starting square.")
                           : _ ("Black cannot keep that castling right: the king or its partner "
                                "is not on its starting square."));
      case CE_SETUP_GAME_OVER:
        return g_strdup_printf (white ? _ ("A white pawn already stands on the flag square %s: the "
                                           "game is over.")
                                      : _ ("A black pawn already stands on the flag square %s: the "
                                           "game is over."),
                                sq);
      case CE_SETUP_OK:
      default: return NULL;
    }
}

static void
judge (ChimeraPositionEditor *self)
{
  g_clear_pointer (&self->message, g_free);
  CeSetupCheck check;
  self->valid = ce_setup_check (&self->pos, &check);
  if (!self->valid)
    self->message = problem_text (&check);
  else
    {
      /* The parser has the last word: what it takes, a game can start from. */
      char fen[CE_FEN_SIZE], err[CE_ERR_SIZE];
      ce_position_to_fen (&self->pos, fen);
      self->valid = ce_position_from_fen (&self->parsed, self->v, fen, err);
      if (!self->valid)
        self->message = g_strdup_printf (_ ("The engine cannot play this position: %s."), err);
    }
  if (self->valid)
    {
      CePosition scratch = self->parsed;
      CeEndReason why;
      CeResult r = ce_position_result (&scratch, &why);
      int side = self->parsed.side;
      if (r != CE_RESULT_NONE && why == CE_END_CHECKMATE)
        self->message = g_strdup_printf (_ ("%s is checkmated: the game would be over at once."),
                                         color_word (side));
      else if (r != CE_RESULT_NONE)
        self->message
          = g_strdup_printf (_ ("The game would be over at once (%s)."), chimera_end_reason (why));
      else if (ce_in_check (&scratch))
        self->message
          = g_strdup_printf (_ ("A legal position: %s to move, in check."), color_word (side));
      else
        self->message = g_strdup_printf (_ ("A legal position: %s to move."), color_word (side));
    }
  gtk_label_set_label (self->status_label, self->message);
  gtk_image_set_from_icon_name (self->status_icon,
                                self->valid ? "emblem-ok-symbolic" : "dialog-warning-symbolic");
  GtkWidget *status[] = { GTK_WIDGET (self->status_label), GTK_WIDGET (self->status_icon) };
  for (gsize i = 0; i < G_N_ELEMENTS (status); i++)
    {
      gtk_widget_remove_css_class (status[i], self->valid ? "error" : "success");
      gtk_widget_add_css_class (status[i], self->valid ? "success" : "error");
    }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.play", self->valid);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "editor.analyse", self->valid);
}

/* After every change: the options the placement allows, the board, the
 * verdict. */
static void
update (ChimeraPositionEditor *self)
{
  self->updating = TRUE;
  const CeVariant *v = self->v;
  int ht = ce_variant_hand_type (v);
  gtk_widget_set_visible (self->hand_box, ht != 0);
  if (ht)
    {
      self->pos.hand[CE_WHITE][ht] = (uint8_t) gtk_spin_button_get_value_as_int (self->white_hand);
      self->pos.hand[CE_BLACK][ht] = (uint8_t) gtk_spin_button_get_value_as_int (self->black_hand);
    }
  gtk_widget_set_visible (self->castling_box, v->def->castling != CE_CASTLE_NONE);
  self->pos.castling = 0;
  for (int bit = 0; bit < 4; bit++)
    {
      gboolean can = ce_setup_can_castle (&self->pos, bit >> 1, bit & 1);
      gtk_widget_set_sensitive (GTK_WIDGET (self->castle[bit]), can);
      if (!can)
        gtk_check_button_set_active (self->castle[bit], FALSE);
      if (gtk_check_button_get_active (self->castle[bit]))
        self->pos.castling |= (uint8_t) (1 << bit);
    }
  self->pos.side = gtk_toggle_button_get_active (self->black_to_move) ? CE_BLACK : CE_WHITE;
  ce_position_finish (&self->pos);
  chimera_board_view_show_position (self->board, &self->pos, CE_MOVE_NONE);
  judge (self);
  self->updating = FALSE;
}

static void
control_changed (ChimeraPositionEditor *self)
{
  if (!self->updating)
    update (self);
}

/* ---- the palette ---- */

static void
tool_toggled (GtkToggleButton *button, ChimeraPositionEditor *self)
{
  if (gtk_toggle_button_get_active (button))
    self->tool = (CePiece) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "piece"));
}

static GtkWidget *
palette_button (ChimeraPositionEditor *self, GtkWidget *child, CePiece piece, const char *tooltip)
{
  GtkWidget *b = gtk_toggle_button_new ();
  gtk_button_set_child (GTK_BUTTON (b), child);
  gtk_widget_set_tooltip_text (b, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (b), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (b, piece ? "palette-piece" : "flat");
  g_object_set_data (G_OBJECT (b), "piece", GUINT_TO_POINTER (piece));
  if (self->eraser)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b), GTK_TOGGLE_BUTTON (self->eraser));
  g_signal_connect (b, "toggled", G_CALLBACK (tool_toggled), self);
  return b;
}

/* One row group per colour, the variant's own pieces (a zelig once, not
 * per power), and the eraser last. */
static void
build_palette (ChimeraPositionEditor *self)
{
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->palette))))
    gtk_grid_remove (self->palette, child);
  self->eraser = NULL;
  const CeVariant *v = self->v;
  GtkWidget *first = NULL;
  GtkWidget *eraser = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_size_request (eraser, -1, PALETTE_PIECE);
  gtk_box_append (GTK_BOX (eraser), gtk_image_new_from_icon_name ("edit-delete-symbolic"));
  gtk_box_append (GTK_BOX (eraser), gtk_label_new (_ ("Eraser")));
  self->eraser = palette_button (self, eraser, 0, _ ("Eraser: take pieces off"));
  int row = 0;
  for (int c = 0; c < 2; c++)
    {
      int col = 0;
      for (int t = 1; t <= v->def->ntypes; t++)
        {
          if (ce_variant_base (v, t) != t)
            continue;
          CePiece p = CE_PIECE (c, t);
          GtkWidget *image = chimera_piece_image_new (GTK_WIDGET (self), v, p, PALETTE_PIECE);
          GtkWidget *b = palette_button (self, image, p, chimera_piece_type_with_color (v, t, c));
          gtk_grid_attach (self->palette, b, col, row, 1, 1);
          if (!first)
            first = b;
          if (++col == PALETTE_COLUMNS)
            {
              col = 0;
              row++;
            }
        }
      if (col)
        row++;
    }
  gtk_grid_attach (self->palette, self->eraser, 0, row, 2, 1);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (first), TRUE);
}

/* ---- editing ---- */

static void
load (ChimeraPositionEditor *self, const CePosition *from)
{
  self->v = from->v;
  /* The placement, side, rights and hand only: no en passant, counters
   * from zero, as a position set up by hand. */
  ce_position_clear (&self->pos, self->v);
  for (int i = 0; i < self->v->nsquares; i++)
    {
      int sq = self->v->squares[i];
      if (from->board[sq])
        ce_position_put (&self->pos, sq,
                         CE_PIECE (CE_COLOR (from->board[sq]),
                                   ce_variant_base (self->v, CE_TYPE (from->board[sq]))));
    }
  self->updating = TRUE;
  int ht = ce_variant_hand_type (self->v);
  gtk_spin_button_set_value (self->white_hand, ht ? from->hand[CE_WHITE][ht] : 0);
  gtk_spin_button_set_value (self->black_hand, ht ? from->hand[CE_BLACK][ht] : 0);
  for (int bit = 0; bit < 4; bit++)
    gtk_check_button_set_active (self->castle[bit], (from->castling >> bit) & 1);
  gtk_toggle_button_set_active (from->side == CE_BLACK ? self->black_to_move : self->white_to_move,
                                TRUE);
  gtk_drop_down_set_selected (self->variant_dropdown, (guint) ce_variant_index (self->v));
  self->updating = FALSE;
  adw_window_title_set_subtitle (self->title, chimera_variant_name (self->v));
  build_palette (self);
  update (self);
}

void
chimera_position_editor_click (ChimeraPositionEditor *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_POSITION_EDITOR (self));
  if (sq < 0 || sq >= CE_NSQ || !self->v->on_board[sq])
    return;
  CePiece there = self->pos.board[sq];
  gboolean same = there && self->tool && CE_COLOR (there) == CE_COLOR (self->tool)
                  && ce_variant_base (self->v, CE_TYPE (there)) == CE_TYPE (self->tool);
  /* The same piece again takes it off: quick to correct a slip. */
  if (!self->tool || same)
    ce_position_remove (&self->pos, sq);
  else
    ce_position_put (&self->pos, sq, self->tool);
  update (self);
}

void
chimera_position_editor_erase (ChimeraPositionEditor *self, int sq)
{
  g_return_if_fail (CHIMERA_IS_POSITION_EDITOR (self));
  if (sq < 0 || sq >= CE_NSQ || !self->v->on_board[sq])
    return;
  ce_position_remove (&self->pos, sq);
  update (self);
}

/* The square under a click, by the board's own geometry. */
static void
board_pressed (GtkGestureClick *gesture, int n, double x, double y, ChimeraPositionEditor *self)
{
  GtkWidget *w = GTK_WIDGET (self->board);
  ChimeraBoardTransform tf;
  chimera_board_transform_init (&tf, chimera_board_geometry_for_variant (self->v), self->v->files,
                                self->v->ranks, chimera_board_view_get_flipped (self->board),
                                gtk_widget_get_width (w), gtk_widget_get_height (w));
  int sq = chimera_board_transform_hit (&tf, x, y, self->v->on_board);
  if (sq < 0)
    return;
  if (gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)) == GDK_BUTTON_SECONDARY)
    chimera_position_editor_erase (self, sq);
  else
    chimera_position_editor_click (self, sq);
}

void
chimera_position_editor_set_tool (ChimeraPositionEditor *self, CePiece piece)
{
  g_return_if_fail (CHIMERA_IS_POSITION_EDITOR (self));
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (self->palette)); c;
       c = gtk_widget_get_next_sibling (c))
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (c), "piece")) == piece)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (c), TRUE);
}

void
chimera_position_editor_set_side (ChimeraPositionEditor *self, int side)
{
  g_return_if_fail (CHIMERA_IS_POSITION_EDITOR (self));
  gtk_toggle_button_set_active (side == CE_BLACK ? self->black_to_move : self->white_to_move, TRUE);
}

void
chimera_position_editor_set_variant (ChimeraPositionEditor *self, const char *id)
{
  g_return_if_fail (CHIMERA_IS_POSITION_EDITOR (self));
  const CeVariant *v = ce_variant_get (id);
  g_return_if_fail (v != NULL);
  CePosition start;
  ce_position_start (&start, v);
  load (self, &start);
}

void
chimera_position_editor_clear (ChimeraPositionEditor *self)
{
  g_return_if_fail (CHIMERA_IS_POSITION_EDITOR (self));
  for (int i = 0; i < self->v->nsquares; i++)
    ce_position_remove (&self->pos, self->v->squares[i]);
  update (self);
}

void
chimera_position_editor_set_opponent (ChimeraPositionEditor *self, guint opponent)
{
  g_return_if_fail (CHIMERA_IS_POSITION_EDITOR (self));
  gtk_drop_down_set_selected (self->opponent_dropdown, MIN (opponent, 2));
}

static void
variant_selected (ChimeraPositionEditor *self)
{
  if (self->updating)
    return;
  guint i = gtk_drop_down_get_selected (self->variant_dropdown);
  const char *const *ids = ce_variant_ids ();
  if (i < g_strv_length ((char **) ids) && (int) i != ce_variant_index (self->v))
    chimera_position_editor_set_variant (self, ids[i]);
}

/* ---- the verdict, for tests ---- */

gboolean
chimera_position_editor_is_valid (ChimeraPositionEditor *self)
{
  g_return_val_if_fail (CHIMERA_IS_POSITION_EDITOR (self), FALSE);
  return self->valid;
}

const char *
chimera_position_editor_get_message (ChimeraPositionEditor *self)
{
  g_return_val_if_fail (CHIMERA_IS_POSITION_EDITOR (self), NULL);
  return self->message;
}

const CePosition *
chimera_position_editor_get_position (ChimeraPositionEditor *self)
{
  g_return_val_if_fail (CHIMERA_IS_POSITION_EDITOR (self), NULL);
  return &self->pos;
}

ChimeraBoardView *
chimera_position_editor_get_board (ChimeraPositionEditor *self)
{
  g_return_val_if_fail (CHIMERA_IS_POSITION_EDITOR (self), NULL);
  return self->board;
}

/* ---- leaving ---- */

static gboolean
start_game (ChimeraPositionEditor *self, gboolean analyse)
{
  if (!self->valid)
    return FALSE;
  int level = chimera_settings_get_computer_level ();
  guint opponent = analyse ? 0 : gtk_drop_down_get_selected (self->opponent_dropdown);
  g_autoptr (ChimeraGame) game = chimera_game_new_from_position (
    &self->parsed, opponent == 2 ? level : 0, opponent == 1 ? level : 0);
  g_signal_emit (self, signals[START], 0, game, analyse);
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

gboolean
chimera_position_editor_play (ChimeraPositionEditor *self)
{
  g_return_val_if_fail (CHIMERA_IS_POSITION_EDITOR (self), FALSE);
  return start_game (self, FALSE);
}

gboolean
chimera_position_editor_analyse (ChimeraPositionEditor *self)
{
  g_return_val_if_fail (CHIMERA_IS_POSITION_EDITOR (self), FALSE);
  return start_game (self, TRUE);
}

static void
editor_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraPositionEditor *self = CHIMERA_POSITION_EDITOR (widget);
  if (g_str_equal (action, "editor.play"))
    chimera_position_editor_play (self);
  else if (g_str_equal (action, "editor.analyse"))
    chimera_position_editor_analyse (self);
  else if (g_str_equal (action, "editor.start-position"))
    chimera_position_editor_set_variant (self, self->v->def->id);
  else if (g_str_equal (action, "editor.clear"))
    chimera_position_editor_clear (self);
}

/* ---- object ---- */

static void
chimera_position_editor_dispose (GObject *object)
{
  ChimeraPositionEditor *self = CHIMERA_POSITION_EDITOR (object);
  g_clear_pointer (&self->message, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_POSITION_EDITOR);
  G_OBJECT_CLASS (chimera_position_editor_parent_class)->dispose (object);
}

static void
chimera_position_editor_class_init (ChimeraPositionEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_position_editor_dispose;

  /**
   * ChimeraPositionEditor::start:
   * @game: the game from the position set up (its players as chosen)
   * @analyse: TRUE for "Analyse" (between two people, analysis on)
   *
   * "Play" or "Analyse" was chosen on a valid position; the editor closes
   * right after.
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 2, CHIMERA_TYPE_GAME, G_TYPE_BOOLEAN);

  g_type_ensure (CHIMERA_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, title);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, board);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, variant_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, hand_box);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, white_hand);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, black_hand);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, white_to_move);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, black_to_move);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, castling_box);
  gtk_widget_class_bind_template_child_full (widget_class, "castle_wk", FALSE,
                                             G_STRUCT_OFFSET (ChimeraPositionEditor, castle[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "castle_wq", FALSE,
                                             G_STRUCT_OFFSET (ChimeraPositionEditor, castle[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "castle_bk", FALSE,
                                             G_STRUCT_OFFSET (ChimeraPositionEditor, castle[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "castle_bq", FALSE,
                                             G_STRUCT_OFFSET (ChimeraPositionEditor, castle[3]));
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, opponent_dropdown);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, status_icon);
  gtk_widget_class_bind_template_child (widget_class, ChimeraPositionEditor, status_label);

  gtk_widget_class_install_action (widget_class, "editor.play", NULL, editor_action);
  gtk_widget_class_install_action (widget_class, "editor.analyse", NULL, editor_action);
  gtk_widget_class_install_action (widget_class, "editor.start-position", NULL, editor_action);
  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, editor_action);
  chimera_close_keys_bind_class (widget_class);
}

static void
chimera_position_editor_init (ChimeraPositionEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chimera_settings_bind_board (GTK_WIDGET (self->board));
  chimera_board_view_set_interactive (self->board, FALSE);
  /* The secondary button erases here: no arrows or circles. */
  chimera_board_scene_set_drawing (chimera_board_view_get_scene (self->board), FALSE);

  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  for (const char *const *id = ce_variant_ids (); *id; id++)
    gtk_string_list_append (names, chimera_variant_name (ce_variant_get (*id)));
  gtk_drop_down_set_model (self->variant_dropdown, G_LIST_MODEL (names));
  g_signal_connect_object (self->variant_dropdown, "notify::selected",
                           G_CALLBACK (variant_selected), self, G_CONNECT_SWAPPED);

  GtkGesture *click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (board_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->board), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_object (self->white_hand, "value-changed", G_CALLBACK (control_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->black_hand, "value-changed", G_CALLBACK (control_changed), self,
                           G_CONNECT_SWAPPED);
  /* Both: the group deactivates the other button before it activates this
   * one, so the first "toggled" comes while neither is active. */
  g_signal_connect_object (self->white_to_move, "toggled", G_CALLBACK (control_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->black_to_move, "toggled", G_CALLBACK (control_changed), self,
                           G_CONNECT_SWAPPED);
  for (int bit = 0; bit < 4; bit++)
    g_signal_connect_object (self->castle[bit], "toggled", G_CALLBACK (control_changed), self,
                             G_CONNECT_SWAPPED);
}

ChimeraPositionEditor *
chimera_position_editor_new (GtkWindow *parent, const CePosition *pos)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (pos != NULL, NULL);
  ChimeraPositionEditor *self
    = g_object_new (CHIMERA_TYPE_POSITION_EDITOR, "transient-for", parent, NULL);
  load (self, pos);
  return self;
}

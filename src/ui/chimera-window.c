/* SPDX-License-Identifier: GPL-3.0-or-later
 * The main window: the layout (header bar, board, side panel) and its
 * actions.  It wires the parts together — the game model, the board view,
 * the side panel (side-panel.c), the game files (game-files.c) and the
 * computer's turn (computer-turn.c) — and never searches on the main
 * loop.
 */
#include "config.h"

#include "chimera-window.h"

#include "a11y-announce.h"

#include "board-column.h"
#include "board-orientation.h"
#include "board-view.h"
#include "computer-turn.h"
#include "dialog-fit.h"
#include "diagram-export.h"
#include "chimera-settings.h"
#include "variant-words.h"
#include "eval-bar.h"
#include "game-end.h"
#include "game-files.h"
#include "help-overlay.h"
#include "match-settings.h"
#include "side-panel.h"
#include "move-reason.h"
#include "menus-close.h"
#include "new-game-dialog.h"
#include "piece-describe.h"
#include "player-bar.h"
#include "position-editor.h"
#include "rules-window.h"
#include "move-annotate.h"
#include "variation-actions.h"
#include "game-sounds.h"
#include "notation-setting.h"

#include <glib/gi18n.h>

struct _ChimeraWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *title;
  AdwToastOverlay *toasts;        /* over the side panel */
  AdwToastOverlay *window_toasts; /* over everything, while the panel is hidden */
  GtkWidget *board_column;        /* banner, player bars and board */
  ChimeraToaster *toaster;        /* puts each toast where it covers no board */
  AdwFlap *flap;
  ChimeraBoardView *board;
  ChimeraBoardOrientation *orientation; /* which side is at the bottom */
  ChimeraSidePanel *side_panel;
  ChimeraPlayerBar *top_bar, *bottom_bar; /* the players beside the board */
  GtkOverlay *board_overlay;
  ChimeraGameEndBanner *end_banner;
  GtkOverlay *end_overlay;
  GtkWidget *undo_button;
  ChimeraEvalBar *eval_bar;
  ChimeraAnalysisPanel *analysis_panel;
  gboolean show_threats;

  ChimeraGameHolder *holder;     /* the game shown, which every part follows */
  ChimeraGame *game;             /* the game held */
  gboolean stepped;              /* the change under way showed a step */
  guint refresh_tick;            /* a refresh waiting for the next frame */
  ChimeraComputerTurn *computer; /* its moves, and the person's hints */
  GCancellable *hinting;         /* a hint being worked out */
  guint clock_timer;
  GSimpleAction *pause; /* win.pause, its state the game's "paused" */

  GMenu *recent_menu;
  GtkWidget *game_button;   /* the game menu: draw, resign, rematch */
  gboolean move_menu_later; /* the move's menu, once the panel has slid in */
  ChimeraGameFiles *files;  /* open, save, paste, drop, autosave */
  ChimeraGameEnd *end;      /* resign, offer a draw, the end's banner */
  GtkRevealer *save_banner;
  GtkLabel *save_banner_label;
  gboolean close_confirmed; /* the person chose to close with unsaved moves */
  gboolean quit_after_close;
  GtkWindow *close_question; /* weak: the question being asked, if any */
};

G_DEFINE_FINAL_TYPE (ChimeraWindow, chimera_window, ADW_TYPE_APPLICATION_WINDOW)

static void refresh (ChimeraWindow *self);

static void
cancel (GCancellable **c)
{
  if (*c)
    {
      g_cancellable_cancel (*c);
      g_clear_object (c);
    }
}

static gboolean
clock_tick (gpointer data)
{
  ChimeraWindow *self = data;
  if (self->game && chimera_game_check_time (self->game))
    return G_SOURCE_CONTINUE; /* "changed" refreshed everything */
  chimera_player_bar_update_clock (self->top_bar);
  chimera_player_bar_update_clock (self->bottom_bar);
  return G_SOURCE_CONTINUE;
}

static void
refresh (ChimeraWindow *self)
{
  const CeVariant *v = chimera_game_get_variant (self->game);
  gboolean live = chimera_game_get_view (self->game) < 0;
  gboolean over = chimera_game_get_result (self->game, NULL) != CE_RESULT_NONE;
  gboolean paused = chimera_game_get_paused (self->game);
  /* An analysis line previewed on the board is not the game's position. */
  gboolean previewing = chimera_analysis_panel_get_previewing (self->analysis_panel);
  gboolean thinking = chimera_computer_turn_get_thinking (self->computer);

  guint8 marks[CE_NSQ];
  if (self->show_threats)
    chimera_threat_marks (chimera_game_get_viewed_position (self->game), marks);
  chimera_board_view_set_marks (self->board, self->show_threats ? marks : NULL);
  chimera_board_view_set_interactive (
    self->board,
    !previewing
      && (live ? !over && !paused && !thinking && !chimera_game_is_computer_turn (self->game)
               : chimera_game_can_play_at_view (self->game)));

  chimera_side_panel_update (self->side_panel, thinking);
  /* A game with a file of its own names it, as documents do. */
  g_autofree char *file = self->files ? chimera_game_files_get_file_name (self->files) : NULL;
  g_autofree char *title
    = file ? g_strdup_printf (C_ ("window title: the file, the variant", "%s — %s"), file,
                              chimera_variant_name (v))
           : g_strdup (chimera_variant_name (v));
  adw_window_title_set_title (self->title, title);
  /* The subtitle stands in for the side panel's status line (where the
   * position shown is, a pause: why the board is still) while the panel is
   * out of sight; beside it, it would say the same twice. */
  adw_window_title_set_subtitle (self->title, adw_flap_get_reveal_flap (self->flap)
                                                ? NULL
                                                : chimera_side_panel_get_status (self->side_panel));
  /* win.drop is the side to move's pocket (pocket.c says why it cannot). */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.drop", ce_variant_hand_type (v) != 0);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", chimera_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", chimera_game_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 live && !over && !paused && !previewing && !thinking
                                   && !chimera_game_is_computer_turn (self->game));
  g_simple_action_set_enabled (self->pause, chimera_game_has_clock (self->game) && !over);
  chimera_variation_actions_update (GTK_WIDGET (self), self->game);
  chimera_move_annotate_update (GTK_APPLICATION_WINDOW (self), self->game);
  g_simple_action_set_state (self->pause, g_variant_new_boolean (paused));
}

/* The board follows the game's node shown.  A step (a move played, redone
 * or stepped to in the history or a variation) is animated, with the
 * zeligs it changed marked; anything else (undo, a jump, another tree) is
 * shown as it is.  Changes that keep the node (clocks, tags, comments,
 * the computer starting to think) leave the board and a move's animation
 * alone. */
static void
game_shown_changed (ChimeraWindow *self, int node, guint step)
{
  chimera_board_view_show (self->board, chimera_game_get_viewed_position (self->game),
                           chimera_game_get_viewed_last_move (self->game), step != CE_MOVE_NONE,
                           chimera_game_get_viewed_moves (self->game));
  self->stepped = step != CE_MOVE_NONE;
}

/* The keyboard cursor on a piece: its name and moves in the message line,
 * as a tooltip shows them to the pointer. */
static void
board_scene_changed (ChimeraWindow *self, guint what)
{
  g_autofree char *text
    = chimera_cursor_status_text (chimera_board_view_get_scene (self->board), what);
  if (text)
    chimera_side_panel_set_message (self->side_panel, text, TRUE);
}

/* The arrows and circles drawn belong to the node shown: the user's go
 * into it, and the node's are shown with it. */
static void
annotations_drawn (ChimeraWindow *self)
{
  if (!self->game || chimera_analysis_panel_get_previewing (self->analysis_panel))
    return;
  CeMark marks[CE_TREE_MAX_MARKS];
  int n = chimera_annotations_to_marks (
    chimera_board_scene_get_annotations (chimera_board_view_get_scene (self->board)), marks,
    CE_TREE_MAX_MARKS);
  chimera_game_set_node_marks (self->game, chimera_game_get_viewed_node (self->game), marks, n);
}

static void
show_node_annotations (ChimeraWindow *self)
{
  if (chimera_analysis_panel_get_previewing (self->analysis_panel))
    return;
  const CeTreeNode *n
    = ce_tree_node (chimera_game_get_tree (self->game), chimera_game_get_viewed_node (self->game));
  ChimeraAnnotations a;
  chimera_annotations_from_marks (&a, n->marks, n->nmarks);
  ChimeraBoardScene *scene = chimera_board_view_get_scene (self->board);
  if (!chimera_annotations_equal (&a, chimera_board_scene_get_annotations (scene)))
    chimera_board_scene_set_annotations (scene, &a);
}

static void
game_changed (ChimeraWindow *self)
{
  /* "shown-changed" came first in this change, if it came. */
  gboolean stepped = self->stepped;
  self->stepped = FALSE;
  show_node_annotations (self);
  cancel (&self->hinting);
  chimera_board_view_set_hint (self->board, CE_MOVE_NONE);
  chimera_side_panel_set_message (self->side_panel, NULL, FALSE);
  /* A move that changed other zeligs' powers says which. */
  g_autofree char *powers
    = stepped ? chimera_power_changes_text (chimera_board_view_get_scene (self->board)) : NULL;
  if (powers)
    chimera_side_panel_set_message (self->side_panel, powers, FALSE);
  refresh (self);
}

/* The window's own part of a new game, before the other parts follow it:
 * what was under way for the old game stops, and the actions and marks
 * that belong to one game start afresh. */
static void
follow_game_first (ChimeraWindow *self, ChimeraGame *game)
{
  cancel (&self->hinting);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (game, "shown-changed", G_CALLBACK (game_shown_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);
  /* Whether it can be played again depends on its start alone. */
  ChimeraMatchSettings m;
  g_simple_action_set_enabled (
    G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "rematch")),
    chimera_match_settings_from_game (&m, game));
  chimera_board_view_set_hint (self->board, CE_MOVE_NONE);
  /* The threat display helps with one game: the next starts without it. */
  GAction *threats = g_action_map_lookup_action (G_ACTION_MAP (self), "show-threats");
  if (threats)
    g_action_change_state (threats, g_variant_new_boolean (FALSE));
  chimera_side_panel_set_message (self->side_panel, NULL, FALSE);
}

/* The board shows the new game's viewed node, once the panels beside it
 * follow the game. */
static void
follow_game_board (ChimeraWindow *self, ChimeraGame *game)
{
  self->stepped = FALSE;
  chimera_board_view_show (self->board, chimera_game_get_viewed_position (game),
                           chimera_game_get_viewed_last_move (game), FALSE,
                           chimera_game_get_viewed_moves (game));
  show_node_annotations (self);
  refresh (self);
}

/* When every part has the game: its sounds (then the computer's move, if
 * it is to play). */
static void
follow_game_sounds (ChimeraWindow *self, ChimeraGame *game)
{
  chimera_sounds_attach (game);
  /* The announcer says which game and whose turn through the board, and
   * a screen reader hears what the object with the focus says: the
   * header button or menu that brought the game must not keep it. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self->board)))
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Every part of the window follows the game held, in this order. */
static void
follow_holder (ChimeraWindow *self)
{
  ChimeraGameHolder *h = self->holder;
  chimera_game_holder_add_follower (h, self, CHIMERA_GAME_FOLLOW (follow_game_first));
  chimera_game_holder_add_follower (h, self->orientation,
                                    CHIMERA_GAME_FOLLOW (chimera_board_orientation_set_game));
  chimera_game_holder_add_follower (h, self->analysis_panel,
                                    CHIMERA_GAME_FOLLOW (chimera_analysis_panel_set_game));
  chimera_game_holder_add_follower (h, self->side_panel,
                                    CHIMERA_GAME_FOLLOW (chimera_side_panel_set_game));
  chimera_game_holder_add_follower (h, self->top_bar,
                                    CHIMERA_GAME_FOLLOW (chimera_player_bar_set_game));
  chimera_game_holder_add_follower (h, self->bottom_bar,
                                    CHIMERA_GAME_FOLLOW (chimera_player_bar_set_game));
  chimera_game_holder_add_follower (h, self->board_column,
                                    CHIMERA_GAME_FOLLOW (chimera_board_column_set_game));
  chimera_game_holder_add_follower (h, self, CHIMERA_GAME_FOLLOW (follow_game_board));
  chimera_game_holder_add_follower (h, self->end, CHIMERA_GAME_FOLLOW (chimera_game_end_set_game));
  chimera_game_holder_add_follower (h, chimera_announcer_for (GTK_WIDGET (self)),
                                    CHIMERA_GAME_FOLLOW (chimera_announcer_set_game));
  chimera_game_holder_add_follower (h, self, CHIMERA_GAME_FOLLOW (follow_game_sounds));
  chimera_game_holder_add_follower (h, self->computer,
                                    CHIMERA_GAME_FOLLOW (chimera_computer_turn_set_game));
}

void
chimera_window_set_game (ChimeraWindow *self, ChimeraGame *game)
{
  chimera_game_holder_set_game (self->holder, game);
}

ChimeraGame *
chimera_window_get_game (ChimeraWindow *self)
{
  return self->game;
}

static ChimeraGame *
window_game (GtkWidget *window)
{
  return CHIMERA_WINDOW (window)->game;
}

ChimeraBoardView *
chimera_window_get_board (ChimeraWindow *self)
{
  return self->board;
}

ChimeraPlayerBar *
chimera_window_get_player_bar (ChimeraWindow *self, gboolean top)
{
  return top ? self->top_bar : self->bottom_bar;
}

ChimeraAnalysisPanel *
chimera_window_get_analysis_panel (ChimeraWindow *self)
{
  return self->analysis_panel;
}

/* ---- signals from the views ---- */

/* A move on the board goes where the board is: the game's move in the
 * live position, a variation anywhere else. */
static void
move_requested (ChimeraWindow *self, guint move)
{
  chimera_game_play_at_view (self->game, (CeMove) move);
}

static gboolean
reveal_analysis (gpointer data)
{
  ChimeraWindow *self = data;
  if (chimera_analysis_panel_get_active (self->analysis_panel))
    adw_flap_set_reveal_flap (self->flap, TRUE);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* Switching the analysis on shows the side panel it lives in, now and once
 * more after the next layout: the evaluation bar's room beside the board
 * can fold a narrow window's flap, which hides it. */
static void
analysis_toggled (ChimeraWindow *self)
{
  if (!chimera_analysis_panel_get_active (self->analysis_panel))
    return;
  adw_flap_set_reveal_flap (self->flap, TRUE);
  g_idle_add (reveal_analysis, g_object_ref (self));
}

static void
threats_toggled (ChimeraWindow *self, GParamSpec *pspec, GAction *action)
{
  g_autoptr (GVariant) state = g_action_get_state (action);
  self->show_threats = g_variant_get_boolean (state);
  refresh (self);
}

static void
editor_start (ChimeraWindow *self, ChimeraGame *game, gboolean analyse)
{
  chimera_window_set_game (self, game);
  if (analyse)
    g_action_group_change_action_state (G_ACTION_GROUP (self), "analysis",
                                        g_variant_new_boolean (TRUE));
}

/* The position editor starts from the position on the board; its game
 * comes back to this window. */
static void
edit_position_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  ChimeraPositionEditor *editor = chimera_position_editor_new (
    GTK_WINDOW (self), chimera_game_get_viewed_position (self->game));
  g_signal_connect_object (editor, "start", G_CALLBACK (editor_start), self, G_CONNECT_SWAPPED);
  chimera_dialog_present (GTK_WINDOW (editor));
}

/* The rules of the variant on the board, beside the game. */
static void
rules_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  ChimeraRulesWindow *rules
    = chimera_rules_window_new (GTK_WINDOW (self), chimera_game_get_variant (self->game));
  gtk_window_present (GTK_WINDOW (rules));
}

static void
drop_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  ChimeraPocket *pocket = chimera_board_column_get_pocket (
    CHIMERA_BOARD_COLUMN (self->board_column), chimera_game_get_position (self->game)->side);
  /* D, a key: the board's cursor then picks the square. */
  if (pocket && chimera_pocket_activate_by_key (pocket))
    chimera_announcer_say (chimera_announcer_for (widget),
                           _ ("Drop ready: choose a square with the arrow keys, then Enter."));
}

/* ---- actions ---- */

static void
new_game_chosen (ChimeraWindow *self,
                 const char *variant,
                 int white_level,
                 int black_level,
                 int seconds,
                 int increment,
                 ChimeraNewGameDialog *dialog)
{
  ChimeraMatchSettings m;
  chimera_match_settings_init (&m);
  m.variant = ce_variant_get (variant);
  if (!m.variant)
    return;
  m.level[CE_WHITE] = white_level;
  m.level[CE_BLACK] = black_level;
  m.engine[CE_WHITE] = chimera_new_game_dialog_get_engine (dialog, CE_WHITE);
  m.engine[CE_BLACK] = chimera_new_game_dialog_get_engine (dialog, CE_BLACK);
  m.engine_elo = chimera_new_game_dialog_get_engine_elo (dialog);
  m.clock = seconds > 0;
  m.base_ms = (gint64) seconds * 1000;
  m.inc_ms = (gint64) increment * 1000;
  g_autoptr (ChimeraGame) game = chimera_match_settings_new_game (&m);
  chimera_game_files_replace_game (self->files, game, NULL, NULL);
}

/* The same game again, the players' colours swapped, from the same start
 * (a file's or the editor's set-up position included).  Disabled (set_game)
 * where the start position is already over: nothing could be played. */
static void
rematch_activated (ChimeraWindow *self)
{
  ChimeraMatchSettings m;
  if (!chimera_match_settings_from_game (&m, self->game))
    return;
  chimera_match_settings_swap_colours (&m);
  g_autoptr (ChimeraGame) game = chimera_match_settings_new_game (&m);
  chimera_game_files_replace_game (self->files, game, NULL, NULL);
}

/* Pause and resume: the computer stops thinking too, and starts again on
 * resuming (the game changes, and the computer follows it). */
static void
pause_activated (ChimeraWindow *self)
{
  gboolean pause = !chimera_game_get_paused (self->game);
  if (pause)
    chimera_computer_turn_stop (self->computer);
  chimera_game_set_paused (self->game, pause);
  refresh (self);
}

static gboolean
refresh_at_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  self->refresh_tick = 0;
  if (self->game)
    refresh (self);
  return G_SOURCE_REMOVE;
}

/* A panel sliding away takes no open menu with it, and leaves its status
 * line to the subtitle.  The subtitle changes at the next frame: the flap
 * also reveals and hides itself inside its own allocation (folding in a
 * narrower window), and a header bar resized in the middle of that pass is
 * drawn without an allocation (the monkey, seeds 2760580830 and
 * 2408299477, saw GTK's warning). */
static void
flap_revealed (ChimeraWindow *self)
{
  if (!adw_flap_get_reveal_flap (self->flap))
    {
      self->move_menu_later = FALSE;
      chimera_side_panel_close_menus (self->side_panel);
    }
  /* Not laid out (no frame to wait for): at once. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      if (self->game)
        refresh (self);
      return;
    }
  if (!self->refresh_tick)
    self->refresh_tick
      = gtk_widget_add_tick_callback (GTK_WIDGET (self), refresh_at_frame, NULL, NULL);
}

/* The move's menu asked for while the panel was hidden opens once the
 * panel is all in: a menu on a panel still sliding would point at where
 * the move was. */
static void
flap_progress (ChimeraWindow *self)
{
  if (self->move_menu_later && adw_flap_get_reveal_progress (self->flap) >= 1.0)
    {
      self->move_menu_later = FALSE;
      chimera_side_panel_popup_move_menu (self->side_panel);
    }
}

/* The Menu key or Shift+F10 where the widget with the focus does not take
 * it (the board, a header-bar button): the menu of the move shown, which
 * the move list offers, the side panel shown first.  So the move's
 * annotations and variations are a key away from anywhere. */
static void
move_menu_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  self->move_menu_later = TRUE;
  adw_flap_set_reveal_flap (self->flap, TRUE);
  flap_progress (self);
}

/* Ctrl+G: the game menu, as F10 opens the main menu. */
static void
game_menu_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  gtk_menu_button_popup (GTK_MENU_BUTTON (self->game_button));
}

static void
new_game_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  ChimeraNewGameDialog *dialog = chimera_new_game_dialog_new (GTK_WINDOW (self));
  chimera_new_game_dialog_offer_variant (dialog, chimera_game_get_variant (self->game));
  g_signal_connect_object (dialog, "chosen", G_CALLBACK (new_game_chosen), self, G_CONNECT_SWAPPED);
  chimera_dialog_present (GTK_WINDOW (dialog));
}

static void
undo_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  chimera_computer_turn_stop (self->computer);
  /* Undo against the computer must not be answered at once by a new move:
   * the person is to move after chimera_game_undo. */
  if (!chimera_game_undo (self->game))
    refresh (self);
}

static void
redo_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  chimera_computer_turn_stop (self->computer);
  chimera_game_redo (self->game);
}

static void
flip_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  chimera_board_orientation_flip (self->orientation);
}

/* A message about the board: in the side panel's message line; with the
 * panel hidden there is no room beside the board, and a toast says it. */
static void
tell (ChimeraWindow *self, const char *text, gboolean brief)
{
  chimera_side_panel_set_message (self->side_panel, text, brief);
  chimera_announcer_say (chimera_announcer_for (GTK_WIDGET (self)), text);
  if (!adw_flap_get_reveal_flap (self->flap))
    chimera_toaster_say (self->toaster, text);
}

static void
pocket_refused (ChimeraWindow *self, const char *reason)
{
  tell (self, reason, TRUE);
}

static void
hint_ready (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (ChimeraWindow) self = data;
  CeMove best;
  if (!chimera_computer_turn_hint_finish (CHIMERA_COMPUTER_TURN (source), res, &best))
    return;
  g_clear_object (&self->hinting);
  if (!best)
    return;
  char mv[CHIMERA_DISPLAY_SAN_SIZE];
  CePosition scratch = *chimera_game_get_position (self->game);
  chimera_notation_move (&scratch, best, chimera_notation_get_style (), mv);
  chimera_board_view_set_hint (self->board, best);
  /* With a reason when one can be told in a few words: "Hint: Qh5# —
   * checkmate". */
  g_autofree char *reason = chimera_move_reason (&scratch, best);
  g_autofree char *text = reason ? g_strdup_printf (_ ("Hint: %s — %s"), mv, reason)
                                 : g_strdup_printf (_ ("Hint: %s"), mv);
  /* Beside the board, until the next move (a toast went in seconds). */
  tell (self, text, FALSE);
}

/* A piece that cannot move was selected: say so, briefly. */
static void
no_legal_move (ChimeraWindow *self, int sq)
{
  g_autofree char *text
    = chimera_no_legal_move_text (chimera_game_get_viewed_position (self->game), sq);
  tell (self, text, TRUE);
}

static void
hint_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  if (chimera_computer_turn_get_thinking (self->computer) || self->hinting)
    return;
  self->hinting = g_cancellable_new ();
  chimera_computer_turn_hint_async (self->computer, self->hinting, hint_ready, g_object_ref (self));
}

/* Browsing goes along the line of the node shown: back to its parent, on
 * to the move its line continues with; Home is the start, End the live
 * position on the main line and a variation's last move in one. */
static void
view_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  const CeTree *tree = chimera_game_get_tree (self->game);
  CeNodeId node = chimera_game_get_viewed_node (self->game), to;
  if (g_str_equal (action, "win.view-previous"))
    to = ce_tree_parent (tree, node);
  else if (g_str_equal (action, "win.view-next"))
    to = ce_tree_main_child (tree, node);
  else if (g_str_equal (action, "win.view-first"))
    to = ce_tree_root (tree);
  else if (ce_tree_is_mainline (tree, node))
    to = chimera_game_get_live_node (self->game);
  else
    for (to = node; ce_tree_main_child (tree, to) != CE_NODE_NONE;)
      to = ce_tree_main_child (tree, to);
  /* On the main line, the moves taken back are not for browsing. */
  if (to != CE_NODE_NONE && ce_tree_is_mainline (tree, to)
      && ce_tree_node (tree, to)->ply > chimera_game_get_n_plies (self->game))
    to = CE_NODE_NONE;
  if (to != CE_NODE_NONE)
    chimera_game_view_node (self->game, to);
}

/* The shortcuts window, built when first shown: GtkApplication would build
 * it (and look up its icons) with every window, before the window's first
 * frame, about 5% of the launch. */
static void
show_help_overlay (GSimpleAction *action, GVariant *parameter, gpointer data)
{
  (void) action, (void) parameter;
  GtkApplicationWindow *win = data;
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (win);
  if (!overlay)
    {
      overlay = chimera_help_overlay_new ();
      /* The action already exists, so GTK adds no second one. */
      gtk_application_window_set_help_overlay (win, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

/* ---- game files (game-files.c) ---- */

void
chimera_window_start_autosave (ChimeraWindow *self, GFile *file)
{
  chimera_game_files_start_autosave (self->files, file);
}

gboolean
chimera_window_open_file (ChimeraWindow *self, GFile *file)
{
  return chimera_game_files_open_file (self->files, file);
}

gboolean
chimera_window_save_to (ChimeraWindow *self, GFile *file, GError **error)
{
  return chimera_game_files_save_to (self->files, file, error);
}

gboolean
chimera_window_paste_text (ChimeraWindow *self, const char *text, GError **error)
{
  return chimera_game_files_paste_text (self->files, text, error);
}

/* ---- moves that are nowhere on disk ---- */

static void
save_problem_changed (ChimeraWindow *self)
{
  const char *problem = chimera_game_files_get_save_problem (self->files);
  if (problem)
    {
      g_autofree char *text = g_strdup_printf (
        _ ("The game in progress cannot be kept, and its moves will be lost on closing "
           "unless you save it elsewhere. %s"),
        problem);
      gtk_label_set_label (self->save_banner_label, text);
    }
  gtk_revealer_set_reveal_child (self->save_banner, problem != NULL);
}

gboolean
chimera_window_has_unsaved_moves (ChimeraWindow *self)
{
  g_return_val_if_fail (CHIMERA_IS_WINDOW (self), FALSE);
  return !self->close_confirmed && self->files
         && chimera_game_files_has_unsaved_moves (self->files);
}

/* Closes the window the person chose to close; on the way out of the app,
 * goes on to the next window with unsaved moves (app.quit asks there) or
 * quits.  From an idle: the question still finishes its response, and
 * goes with the window. */
static gboolean
close_confirmed (gpointer data)
{
  ChimeraWindow *self = data;
  gboolean quit = self->quit_after_close;
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  if (app)
    g_object_ref (app);
  gtk_window_destroy (GTK_WINDOW (self));
  if (quit && app)
    g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_clear_object (&app);
  return G_SOURCE_REMOVE;
}

static void
close_soon (ChimeraWindow *self)
{
  self->close_confirmed = TRUE;
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, close_confirmed, g_object_ref (self), g_object_unref);
}

static void
close_answered (AdwMessageDialog *dialog, const char *response, ChimeraWindow *self)
{
  if (g_str_equal (response, "save-as"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.save-as", NULL);
  else if ((g_str_equal (response, "save") && chimera_game_files_save (self->files))
           || g_str_equal (response, "quit") || g_str_equal (response, "discard"))
    {
      close_soon (self);
      return;
    }
  self->quit_after_close = FALSE;
}

/* The question for a window whose games live in files: its game changed
 * since it was opened or saved. */
static GtkWidget *
save_changes_question (ChimeraWindow *self)
{
  g_autofree char *name = chimera_game_files_get_file_name (self->files);
  g_autofree char *body
    = name ? g_strdup_printf (_ ("“%s” has changes that are not saved. If you close without "
                                 "saving, they will be lost."),
                              name)
           : g_strdup (_ ("This game is not saved in any file. If you close without saving, "
                          "its moves will be lost."));
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _ ("Save Changes?"), body);
  AdwMessageDialog *md = ADW_MESSAGE_DIALOG (dialog);
  adw_message_dialog_add_responses (md, "cancel", _ ("_Cancel"), "discard", _ ("_Discard"), NULL);
  if (name)
    adw_message_dialog_add_response (md, "save", _ ("_Save"));
  else
    adw_message_dialog_add_response (md, "save-as", _ ("Save _As…"));
  const char *save = name ? "save" : "save-as";
  adw_message_dialog_set_response_appearance (md, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (md, save, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (md, save);
  return dialog;
}

void
chimera_window_ask_before_closing (ChimeraWindow *self, gboolean then_quit)
{
  g_return_if_fail (CHIMERA_IS_WINDOW (self));
  self->quit_after_close = then_quit;
  if (self->close_question)
    {
      gtk_window_present (self->close_question);
      return;
    }
  GtkWidget *dialog;
  if (chimera_game_files_get_save_problem (self->files))
    {
      dialog = adw_message_dialog_new (
        GTK_WINDOW (self), _ ("Quit Without Saving?"),
        _ ("The game in progress could not be kept, so its moves are nowhere on disk and will be "
           "lost. Save it elsewhere first?"));
      AdwMessageDialog *md = ADW_MESSAGE_DIALOG (dialog);
      adw_message_dialog_add_responses (md, "cancel", _ ("_Cancel"), "quit", _ ("_Quit Anyway"),
                                        "save-as", _ ("Save _As…"), NULL);
      adw_message_dialog_set_response_appearance (md, "quit", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_response_appearance (md, "save-as", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (md, "save-as");
    }
  else
    dialog = save_changes_question (self);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  /* The window may go first (the app quits another way): then the
   * question goes with it and its answer reaches nothing. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_signal_connect_object (dialog, "response", G_CALLBACK (close_answered), self, 0);
  g_set_weak_pointer (&self->close_question, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
chimera_window_close_request (GtkWindow *window)
{
  ChimeraWindow *self = CHIMERA_WINDOW (window);
  /* One more try first: the folder may be back. */
  if (self->files)
    chimera_game_files_flush (self->files);
  if (chimera_window_has_unsaved_moves (self))
    {
      chimera_window_ask_before_closing (self, FALSE);
      return TRUE;
    }
  return GTK_WINDOW_CLASS (chimera_window_parent_class)->close_request (window);
}

/* Menus still open close before the window goes: GTK 4.8 reaches for the
 * surface of a menu hidden with its window, and never frees a menu
 * unparented while shown. */
static void
chimera_window_unmap (GtkWidget *widget)
{
  chimera_menus_close_under (widget);
  GTK_WIDGET_CLASS (chimera_window_parent_class)->unmap (widget);
}

static void
chimera_window_dispose (GObject *object)
{
  ChimeraWindow *self = CHIMERA_WINDOW (object);
  cancel (&self->hinting);
  /* No move comes, and no refresh, for a window going away. */
  if (self->computer)
    {
      g_signal_handlers_disconnect_by_data (self->computer, self);
      chimera_computer_turn_set_game (self->computer, NULL);
    }
  /* Property actions hold their objects, and the window's action group
   * outlived the window (tests/ui/test-study.c saw the panels stay, the
   * analysis still searching on its thread): let go of them first. */
  g_action_map_remove_action (G_ACTION_MAP (self), "analysis");
  g_action_map_remove_action (G_ACTION_MAP (self), "side-panel");
  /* The last word: clocks as they stand now. */
  if (self->files)
    chimera_game_files_flush (self->files);
  g_clear_object (&self->files);
  g_clear_object (&self->end);
  g_clear_object (&self->holder);
  g_clear_object (&self->toaster);
  g_clear_weak_pointer (&self->close_question);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->computer);
  g_clear_object (&self->orientation);
  g_clear_object (&self->pause);
  g_clear_handle_id (&self->clock_timer, g_source_remove);
  if (self->refresh_tick)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->refresh_tick);
  self->refresh_tick = 0;
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_WINDOW);
  G_OBJECT_CLASS (chimera_window_parent_class)->dispose (object);
}

/* Export Diagram: the dialog for what the board shows. */
static void
export_diagram_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  chimera_dialog_present (GTK_WINDOW (chimera_diagram_dialog_new (GTK_WINDOW (self), self->board)));
}

static void
chimera_window_class_init (ChimeraWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = chimera_window_close_request;
  widget_class->unmap = chimera_window_unmap;

  g_type_ensure (CHIMERA_TYPE_BOARD_VIEW);
  g_type_ensure (CHIMERA_TYPE_SIDE_PANEL);
  g_type_ensure (CHIMERA_TYPE_EVAL_BAR);
  g_type_ensure (CHIMERA_TYPE_PLAYER_BAR);
  g_type_ensure (CHIMERA_TYPE_BOARD_COLUMN);
  g_type_ensure (CHIMERA_TYPE_GAME_END_BANNER);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/chimera-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, title);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, window_toasts);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, board_column);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, top_bar);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, bottom_bar);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, eval_bar);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, end_banner);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, end_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, recent_menu);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, game_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, save_banner);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, save_banner_label);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);
  chimera_announcer_install_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.edit-position", NULL, edit_position_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.export-diagram", NULL, export_diagram_action);
  gtk_widget_class_install_action (widget_class, "win.drop", NULL, drop_action);
  gtk_widget_class_install_action (widget_class, "win.move-menu", NULL, move_menu_action);
  gtk_widget_class_install_action (widget_class, "win.game-menu", NULL, game_menu_action);
  chimera_variation_actions_install (widget_class, window_game);
  gtk_widget_class_install_action (widget_class, "win.view-previous", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "win.view-next", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "win.view-first", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "win.view-last", NULL, view_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, GDK_CONTROL_MASK, "win.game-menu",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.flip", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "win.pause",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.side-panel", NULL);
  /* Not Ctrl+A: the move list, a GtkListBox, takes that for select-all. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.analysis",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.review",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.export-diagram", NULL);
  /* The move list takes these keys itself for the move with the focus. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Menu, 0, "win.move-menu", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, "win.move-menu",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK,
                                       "win.show-threats", NULL);
  /* F1 is the manual's (app.help); the rules beside it. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, GDK_SHIFT_MASK, "win.rules", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "win.drop", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, 0, "win.view-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "win.view-previous", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_ALT_MASK, "win.view-next",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, 0, "win.view-next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_CONTROL_MASK,
                                       "win.view-first", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, GDK_CONTROL_MASK, "win.view-last",
                                       NULL);
}

static void
chimera_window_init (ChimeraWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  chimera_move_annotate_add_actions (GTK_APPLICATION_WINDOW (self), window_game);
  self->analysis_panel = chimera_side_panel_get_analysis_panel (self->side_panel);
  chimera_announcer_set_analysis (chimera_announcer_attach (GTK_WIDGET (self), self->board),
                                  self->analysis_panel);
  chimera_player_bar_follow_board (self->top_bar, self->board, TRUE);
  chimera_player_bar_follow_board (self->bottom_bar, self->board, FALSE);
  chimera_settings_bind_window (GTK_WINDOW (self), GTK_WIDGET (self->board), self->flap);
  chimera_board_column_add_pockets (CHIMERA_BOARD_COLUMN (self->board_column), self->board);
  for (int c = 0; c < 2; c++)
    g_signal_connect_object (
      chimera_board_column_get_pocket (CHIMERA_BOARD_COLUMN (self->board_column), c), "refused",
      G_CALLBACK (pocket_refused), self, G_CONNECT_SWAPPED);
  self->computer = chimera_computer_turn_new ();
  g_signal_connect_object (self->computer, "notify::thinking", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  self->orientation = chimera_board_orientation_new (self->board);
  self->toaster
    = chimera_toaster_new (self->toasts, self->window_toasts, self->flap, self->board_column);
  self->holder = chimera_game_holder_new ();
  self->files = chimera_game_files_new (GTK_APPLICATION_WINDOW (self), self->toaster,
                                        self->recent_menu, self->holder);
  self->end = chimera_game_end_new (GTK_APPLICATION_WINDOW (self), self->toaster, self->end_banner,
                                    self->undo_button);
  chimera_game_end_banner_attach (self->end_banner, self->end_overlay,
                                  CHIMERA_BOARD_COLUMN (self->board_column));
  follow_holder (self);
  g_signal_connect_object (self->files, "notify::save-problem", G_CALLBACK (save_problem_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->files, "notify::file", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "move-requested", G_CALLBACK (move_requested), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (chimera_board_view_get_scene (self->board), "no-legal-move",
                           G_CALLBACK (no_legal_move), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (chimera_board_view_get_scene (self->board), "changed",
                           G_CALLBACK (board_scene_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (chimera_board_view_get_scene (self->board), "annotations-changed",
                           G_CALLBACK (annotations_drawn), self, G_CONNECT_SWAPPED);
  /* The side panel's toggle is the flap's own reveal-flap property. */
  g_autoptr (GPropertyAction) panel
    = g_property_action_new ("side-panel", self->flap, "reveal-flap");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (panel));
  g_signal_connect_object (self->flap, "notify::reveal-flap", G_CALLBACK (flap_revealed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->flap, "notify::reveal-progress", G_CALLBACK (flap_progress), self,
                           G_CONNECT_SWAPPED);
  /* So is the analysis toggle the panel's "active"; the evaluation bar
   * beside the board shows while it is on. */
  g_autoptr (GPropertyAction) analysis
    = g_property_action_new ("analysis", self->analysis_panel, "active");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (analysis));
  chimera_eval_bar_attach (self->eval_bar, self->board_overlay, self->board);
  chimera_analysis_panel_set_eval_bar (self->analysis_panel, self->eval_bar);
  g_object_bind_property (self->analysis_panel, "active", self->eval_bar, "visible",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->analysis_panel, "notify::active", G_CALLBACK (analysis_toggled),
                           self, G_CONNECT_SWAPPED);
  chimera_analysis_panel_set_board (self->analysis_panel, self->board);
  chimera_review_panel_add_action (chimera_side_panel_get_review_panel (self->side_panel),
                                   G_ACTION_MAP (self));
  g_signal_connect_object (self->analysis_panel, "notify::previewing", G_CALLBACK (refresh), self,
                           G_CONNECT_SWAPPED);
  /* The threat display: a toggle button of the header bar. */
  g_autoptr (GSimpleAction) threats
    = g_simple_action_new_stateful ("show-threats", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect_object (threats, "notify::state", G_CALLBACK (threats_toggled), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (threats));

  /* Pause is a toggle button; its state is the game's, set in refresh. */
  self->pause = g_simple_action_new_stateful ("pause", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect_object (self->pause, "activate", G_CALLBACK (pause_activated), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (self->pause));
  /* In the action map, as Pause, so that buttons elsewhere (the end of a
   * game) and tests see whether it is enabled. */
  g_autoptr (GSimpleAction) rematch = g_simple_action_new ("rematch", NULL);
  g_signal_connect_object (rematch, "activate", G_CALLBACK (rematch_activated), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (rematch));

  self->clock_timer = g_timeout_add (100, clock_tick, self);
  g_autoptr (GSimpleAction) help = g_simple_action_new ("show-help-overlay", NULL);
  g_signal_connect_object (help, "activate", G_CALLBACK (show_help_overlay), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (help));

  /* No empty screen: a ready game as the New Game dialog was last left
   * (the first time, ZigZag Madness against the computer). */
  ChimeraMatchSettings m;
  chimera_match_settings_load (&m);
  chimera_match_settings_draw_colours (&m, g_random_boolean ());
  g_autoptr (ChimeraGame) game = chimera_match_settings_new_game (&m);
  chimera_window_set_game (self, game);
}

ChimeraWindow *
chimera_window_new (GtkApplication *app)
{
  return g_object_new (CHIMERA_TYPE_WINDOW, "application", app, NULL);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The main window: header bar actions, the board, and the side panel with
 * status, pieces in hand, zelig powers and the move list.  It connects the
 * game model, the board view and the engine worker; it never searches on
 * the main loop.
 */
#include "config.h"

#include "chimera-window.h"

#include "analysis-panel.h"
#include "board-view.h"
#include "chimera-game.h"
#include "chimera-settings.h"
#include "engine-names.h"
#include "engine-worker.h"
#include "eval-bar.h"
#include "game-file.h"
#include "game-picker.h"
#include "move-reason.h"
#include "movegen.h"
#include "new-game-dialog.h"
#include "piece-cache.h"
#include "piece-images.h"
#include "piece-texture.h"
#include "position-editor.h"
#include "rules-window.h"
#include "notation.h"
#include "rules.h"
#include "san.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

struct _ChimeraWindow
{
  AdwApplicationWindow parent_instance;

  AdwWindowTitle *title;
  AdwToastOverlay *toasts;
  AdwFlap *flap;
  ChimeraBoardView *board;
  GtkLabel *status_label;
  GtkLabel *detail_label;
  GtkWidget *clock_box;
  GtkLabel *white_clock;
  GtkLabel *black_clock;
  GtkLabel *captured_label;
  GtkWidget *reserve_box;
  GtkButton *reserve_white;
  GtkButton *reserve_black;
  GtkImage *reserve_image[2];
  GtkLabel *reserve_count[2];
  GtkWidget *powers_box;
  GtkLabel *powers_label;
  GtkListBox *move_list;
  GtkScrolledWindow *moves_scroller;
  GtkWidget *side_panel;
  GtkOverlay *board_overlay;
  ChimeraEvalBar *eval_bar;
  ChimeraAnalysisPanel *analysis_panel;
  gboolean show_threats;

  ChimeraGame *game;
  ChimeraEngineWorker *worker;
  GCancellable *thinking; /* the computer's move */
  GCancellable *hinting;  /* a hint being worked out */
  guint clock_timer;

  GFile *file;           /* where Save writes; NULL until saved or opened */
  guint64 file_revision; /* the game's revision when last saved there */
  ChimeraGame *replaced; /* the game an open/new/paste replaced, for Undo */

  GFile *autosave; /* NULL: this window keeps no game between runs */
  ChimeraGame *autosaved_game;
  guint64 autosaved_revision;
  guint autosave_idle;

  GMenu *recent_menu;
  GtkRecentManager *recent; /* NULL until read, after the first frame */
  guint recent_idle;
};

G_DEFINE_FINAL_TYPE (ChimeraWindow, chimera_window, ADW_TYPE_APPLICATION_WINDOW)

static void refresh (ChimeraWindow *self);
static void maybe_think (ChimeraWindow *self);
static void replace_game (ChimeraWindow *self, ChimeraGame *game, GFile *file, const char *message);

static void
cancel (GCancellable **c)
{
  if (*c)
    {
      g_cancellable_cancel (*c);
      g_clear_object (c);
    }
}

static int
hand_type (const CeVariant *v)
{
  for (int t = 1; t <= v->def->ntypes; t++)
    if (v->def->types[t].flags & CE_PF_HAND)
      return t;
  return 0;
}

/* ---- status and side panel ---- */

static char *
status_text (ChimeraWindow *self, char **detail)
{
  const CePosition *pos = chimera_game_get_position (self->game);
  CeEndReason why;
  CeResult r = chimera_game_get_result (self->game, &why);
  *detail = NULL;
  if (r != CE_RESULT_NONE)
    {
      *detail = g_strdup (chimera_end_reason (why));
      if (r == CE_RESULT_DRAW)
        return g_strdup (_ ("Draw"));
      return g_strdup (r == CE_RESULT_WHITE_WINS ? _ ("White wins") : _ ("Black wins"));
    }
  const char *side = pos->side == CE_WHITE ? _ ("White") : _ ("Black");
  if (self->thinking)
    *detail = g_strdup (_ ("The computer is thinking…"));
  else if (chimera_game_get_view (self->game) >= 0)
    *detail = g_strdup (_ ("Viewing an earlier position"));
  if (ce_in_check (pos))
    return g_strdup_printf (_ ("%s to move — check"), side);
  return g_strdup_printf (_ ("%s to move"), side);
}

static void
setup_reserve (ChimeraWindow *self)
{
  const CeVariant *v = chimera_game_get_variant (self->game);
  int t = hand_type (v);
  for (int c = 0; c < 2 && t; c++)
    {
      g_autoptr (GdkTexture) tex = chimera_piece_texture (v, CE_PIECE (c, t), 32);
      gtk_image_set_from_paintable (self->reserve_image[c], GDK_PAINTABLE (tex));
    }
}

static void
update_reserve (ChimeraWindow *self)
{
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  int t = hand_type (pos->v);
  gtk_widget_set_visible (self->reserve_box, t != 0);
  if (!t)
    return;
  gboolean live = chimera_game_get_view (self->game) < 0;
  for (int c = 0; c < 2; c++)
    {
      GtkButton *b = c == CE_WHITE ? self->reserve_white : self->reserve_black;
      g_autofree char *count = g_strdup_printf ("× %d", pos->hand[c][t]);
      gtk_label_set_label (self->reserve_count[c], count);
      gboolean can = live && pos->side == c && pos->hand[c][t] > 0
                     && chimera_game_get_level (self->game, c) == 0 && !self->thinking
                     && chimera_game_get_result (self->game, NULL) == CE_RESULT_NONE;
      gtk_widget_set_sensitive (GTK_WIDGET (b), can);
      /* Both buttons share win.drop, which follows the side to move. */
      if (pos->side == c)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.drop", can);
    }
}

/* Each side's zeligs by current power. */
static void
update_powers (ChimeraWindow *self)
{
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  const CeVariant *v = pos->v;
  gboolean zelig = FALSE;
  for (int t = 1; t <= v->def->ntypes; t++)
    zelig = zelig || g_str_has_prefix (v->def->types[t].name, "zelig");
  gtk_widget_set_visible (self->powers_box, zelig);
  if (!zelig)
    return;
  g_autoptr (GString) text = g_string_new (NULL);
  static const struct
  {
    const char *name, *label;
  } powers[] = {
    { "zelig queen", N_ ("queen") },    { "zelig rook", N_ ("rooks") },
    { "zelig bishop", N_ ("bishops") }, { "zelig knight", N_ ("knights") },
    { "zelig", N_ ("monarchs") },
  };
  for (int c = 0; c < 2; c++)
    {
      g_string_append_printf (text, "<b>%s</b>", c == CE_WHITE ? _ ("White") : _ ("Black"));
      for (size_t k = 0; k < G_N_ELEMENTS (powers); k++)
        {
          int n = 0;
          for (int t = 1; t <= v->def->ntypes; t++)
            if (g_strcmp0 (v->def->types[t].name, powers[k].name) == 0)
              n += pos->count[CE_PIECE (c, t)];
          if (n)
            g_string_append_printf (text, "  %d %s", n, _ (powers[k].label));
        }
      if (c == CE_WHITE)
        g_string_append_c (text, '\n');
    }
  gtk_label_set_markup (self->powers_label, text->str);
}

static void
move_clicked (GtkButton *button, ChimeraWindow *self)
{
  int ply = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ply"));
  int n = chimera_game_get_record (self->game)->nmoves;
  chimera_game_set_view (self->game, ply >= n ? -1 : ply);
}

/* The move list: a row per move number, White's and Black's moves as
 * buttons that show the position after them. */
static void
update_move_list (ChimeraWindow *self)
{
  const CeGame *rec = chimera_game_get_record (self->game);
  GtkWidget *child;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->move_list))))
    gtk_list_box_remove (self->move_list, child);
  int view = chimera_game_get_view (self->game);
  int viewed = view < 0 ? rec->nmoves : view;
  GtkWidget *row = NULL, *viewed_button = NULL;
  for (int i = 0; i < rec->nmoves; i++)
    {
      const CePosition *before = ce_game_position_at (rec, i);
      if (!row || before->side == CE_WHITE)
        {
          row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          gtk_widget_set_margin_start (row, 12);
          gtk_widget_set_margin_end (row, 6);
          gtk_widget_set_margin_top (row, 3);
          gtk_widget_set_margin_bottom (row, 3);
          g_autofree char *number = g_strdup_printf ("%u.", before->fullmove);
          GtkWidget *label = gtk_label_new (number);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_add_css_class (label, "move-number");
          gtk_box_append (GTK_BOX (row), label);
          if (before->side == CE_BLACK)
            {
              GtkWidget *gap = gtk_label_new ("…");
              gtk_widget_set_hexpand (gap, TRUE);
              gtk_label_set_xalign (GTK_LABEL (gap), 0);
              gtk_box_append (GTK_BOX (row), gap);
            }
          gtk_list_box_append (self->move_list, row);
        }
      char mv[CE_SAN_SIZE];
      CePosition scratch = *before;
      ce_move_to_san (&scratch, rec->moves[i], mv);
      GtkWidget *button = gtk_button_new_with_label (mv);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "move");
      gtk_widget_set_hexpand (button, TRUE);
      gtk_widget_set_halign (button, GTK_ALIGN_FILL);
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      g_object_set_data (G_OBJECT (button), "ply", GINT_TO_POINTER (i + 1));
      g_signal_connect (button, "clicked", G_CALLBACK (move_clicked), self);
      if (i + 1 == viewed)
        {
          gtk_widget_add_css_class (button, "viewed");
          viewed_button = button;
        }
      gtk_box_append (GTK_BOX (row), button);
    }
  if (rec->nmoves == 0)
    {
      GtkWidget *none = gtk_label_new (_ ("No moves yet"));
      gtk_widget_add_css_class (none, "dim-label");
      gtk_widget_set_margin_top (none, 12);
      gtk_widget_set_margin_bottom (none, 12);
      gtk_list_box_append (self->move_list, none);
    }
  if (view < 0)
    {
      /* Keep the newest move in sight. */
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->moves_scroller);
      gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj));
    }
  (void) viewed_button;
}

static char *
format_clock (gint64 ms)
{
  gint64 s = (ms + 999) / 1000;
  if (ms < 10000)
    return g_strdup_printf ("%lld.%lld", (long long) (ms / 1000), (long long) (ms / 100 % 10));
  if (s >= 3600)
    return g_strdup_printf ("%lld:%02lld:%02lld", (long long) (s / 3600), (long long) (s / 60 % 60),
                            (long long) (s % 60));
  return g_strdup_printf ("%lld:%02lld", (long long) (s / 60), (long long) (s % 60));
}

static void
update_clocks (ChimeraWindow *self)
{
  gboolean on = chimera_game_has_clock (self->game);
  gtk_widget_set_visible (self->clock_box, on);
  if (!on)
    return;
  int side = chimera_game_get_position (self->game)->side;
  gboolean running = chimera_game_get_result (self->game, NULL) == CE_RESULT_NONE;
  for (int c = 0; c < 2; c++)
    {
      GtkLabel *label = c == CE_WHITE ? self->white_clock : self->black_clock;
      gint64 ms = chimera_game_get_clock (self->game, c);
      g_autofree char *t = format_clock (ms);
      g_autofree char *text = g_strdup_printf ("%s %s", c == CE_WHITE ? "○" : "●", t);
      gtk_label_set_label (label, text);
      if (running && side == c)
        gtk_widget_add_css_class (GTK_WIDGET (label), "running");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (label), "running");
      if (ms < 10000)
        gtk_widget_add_css_class (GTK_WIDGET (label), "low");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (label), "low");
    }
}

static gboolean
clock_tick (gpointer data)
{
  ChimeraWindow *self = data;
  if (self->game && chimera_game_check_time (self->game))
    return G_SOURCE_CONTINUE; /* "changed" refreshed everything */
  update_clocks (self);
  return G_SOURCE_CONTINUE;
}

/* What each side has taken: the pieces of the other side missing from its
 * start (on the board and in hand together). */
static void
update_captured (ChimeraWindow *self)
{
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  const CePosition *start = ce_game_position_at (chimera_game_get_record (self->game), 0);
  const CeVariant *v = pos->v;
  g_autoptr (GString) text = g_string_new (NULL);
  for (int taker = 0; taker < 2; taker++)
    {
      int c = taker ^ 1;
      g_autoptr (GString) line = g_string_new (NULL);
      for (int t = 1; t <= v->def->ntypes; t++)
        {
          if (ce_variant_base (v, t) != t || (v->def->types[t].flags & CE_PF_ROYAL))
            continue;
          int had = start->hand[c][t], has = pos->hand[c][t];
          for (int u = 1; u <= v->def->ntypes; u++)
            if (ce_variant_base (v, u) == t)
              {
                had += start->count[CE_PIECE (c, u)];
                has += pos->count[CE_PIECE (c, u)];
              }
          if (had > has)
            {
              g_autofree char *count = chimera_piece_count (v->def->types[t].name, had - has);
              g_string_append_printf (line, "%s%s", line->len ? ", " : "", count);
            }
        }
      if (line->len)
        g_string_append_printf (text, "%s<b>%s</b> %s", text->len ? "\n" : "",
                                taker == CE_WHITE ? _ ("White took") : _ ("Black took"), line->str);
    }
  gtk_label_set_markup (self->captured_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->captured_label), text->len > 0);
}

static void
refresh (ChimeraWindow *self)
{
  const CeVariant *v = chimera_game_get_variant (self->game);
  gboolean live = chimera_game_get_view (self->game) < 0;
  gboolean over = chimera_game_get_result (self->game, NULL) != CE_RESULT_NONE;

  chimera_board_view_set_position (self->board, chimera_game_get_viewed_position (self->game),
                                   chimera_game_get_viewed_last_move (self->game));
  guint8 marks[CE_NSQ];
  if (self->show_threats)
    chimera_threat_marks (chimera_game_get_viewed_position (self->game), marks);
  chimera_board_view_set_marks (self->board, self->show_threats ? marks : NULL);
  chimera_board_view_set_interactive (
    self->board, live && !over && !self->thinking && !chimera_game_is_computer_turn (self->game));

  char *detail;
  g_autofree char *status = status_text (self, &detail);
  g_autofree char *detail_owned = detail;
  adw_window_title_set_title (self->title, chimera_variant_name (v));
  adw_window_title_set_subtitle (self->title, status);
  gtk_label_set_label (self->status_label, status);
  gtk_label_set_label (self->detail_label, detail ? detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), detail != NULL);

  update_clocks (self);
  update_captured (self);
  update_reserve (self);
  update_powers (self);
  update_move_list (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", chimera_game_can_undo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", chimera_game_can_redo (self->game));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 live && !over && !self->thinking
                                   && !chimera_game_is_computer_turn (self->game));
}

/* ---- the computer ---- */

static void
thought (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (ChimeraWindow) self = data;
  g_autoptr (GError) error = NULL;
  CeSearchResult r;
  if (!chimera_engine_worker_think_finish (CHIMERA_ENGINE_WORKER (source), res, &r, &error))
    return; /* cancelled: whoever cancelled has moved on */
  g_clear_object (&self->thinking);
  int side = chimera_game_get_position (self->game)->side;
  if (!r.best || !chimera_game_play (self->game, r.best))
    {
      refresh (self);
      return;
    }
  /* The computer's own view of its move, kept in the record as PGN
   * readers expect it. */
  char eval[32];
  chimera_game_set_comment (self->game, chimera_game_get_record (self->game)->nmoves,
                            ce_pgn_format_eval (r.score, side, eval));
}

static void
maybe_think (ChimeraWindow *self)
{
  if (self->thinking || !chimera_game_is_computer_turn (self->game))
    return;
  const CePosition *pos = chimera_game_get_position (self->game);
  self->thinking = g_cancellable_new ();
  CeLimits limits;
  ce_limits_init (&limits);
  /* On the clock the engine plans its own time; otherwise full strength
   * gets a few seconds a move and lower levels cap themselves. */
  if (chimera_game_has_clock (self->game))
    for (int c = 0; c < 2; c++)
      {
        limits.time[c] = chimera_game_get_clock (self->game, c);
        limits.inc[c] = chimera_game_get_increment (self->game);
      }
  else
    limits.movetime = 3000;
  chimera_engine_worker_think_async (self->worker, pos,
                                     chimera_game_get_level (self->game, pos->side), &limits,
                                     self->thinking, thought, g_object_ref (self));
  refresh (self);
}

/* ---- keeping the game between runs ---- */

static void
autosave_now (ChimeraWindow *self)
{
  g_clear_handle_id (&self->autosave_idle, g_source_remove);
  if (!self->autosave || !self->game)
    return;
  g_autoptr (GError) error = NULL;
  if (!chimera_game_save (self->game, self->autosave, &error))
    {
      g_warning ("Could not keep the game in progress: %s", error->message);
      return;
    }
  g_set_object (&self->autosaved_game, self->game);
  self->autosaved_revision = chimera_game_get_revision (self->game);
}

static gboolean
autosave_idle (gpointer data)
{
  ChimeraWindow *self = data;
  self->autosave_idle = 0;
  autosave_now (self);
  return G_SOURCE_REMOVE;
}

/* Writes once per burst of changes (a computer move and its evaluation
 * come together), before anything else the main loop has to do. */
static void
schedule_autosave (ChimeraWindow *self)
{
  if (!self->autosave || self->autosave_idle
      || (self->autosaved_game == self->game
          && self->autosaved_revision == chimera_game_get_revision (self->game)))
    return;
  self->autosave_idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, autosave_idle, self, NULL);
}

static void
game_changed (ChimeraWindow *self)
{
  schedule_autosave (self);
  cancel (&self->hinting);
  chimera_board_view_set_hint (self->board, CE_MOVE_NONE);
  refresh (self);
  maybe_think (self);
}

void
chimera_window_set_game (ChimeraWindow *self, ChimeraGame *game)
{
  cancel (&self->thinking);
  cancel (&self->hinting);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed), self, G_CONNECT_SWAPPED);
  /* A person playing Black against the computer sees the board from Black. */
  chimera_board_view_set_flipped (self->board, chimera_game_get_level (game, CE_BLACK) == 0
                                                 && chimera_game_get_level (game, CE_WHITE) > 0);
  chimera_board_view_set_hint (self->board, CE_MOVE_NONE);
  chimera_analysis_panel_set_game (self->analysis_panel, game);
  setup_reserve (self);
  refresh (self);
  schedule_autosave (self);
  maybe_think (self);
}

ChimeraGame *
chimera_window_get_game (ChimeraWindow *self)
{
  return self->game;
}

ChimeraBoardView *
chimera_window_get_board (ChimeraWindow *self)
{
  return self->board;
}

ChimeraAnalysisPanel *
chimera_window_get_analysis_panel (ChimeraWindow *self)
{
  return self->analysis_panel;
}

/* ---- signals from the views ---- */

static void
move_requested (ChimeraWindow *self, guint move)
{
  chimera_game_play (self->game, (CeMove) move);
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
  (void) pspec;
  g_autoptr (GVariant) state = g_action_get_state (action);
  self->show_threats = g_variant_get_boolean (state);
  refresh (self);
}

/* The position editor starts from the position on the board. */
static void
edit_position_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  ChimeraPositionEditor *editor
    = chimera_position_editor_new (self, chimera_game_get_viewed_position (self->game));
  gtk_window_present (GTK_WINDOW (editor));
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

/* A line's move that can be neither played nor stepped to: an arrow. */
static void
analysis_show_move (ChimeraWindow *self, guint move)
{
  chimera_board_view_set_hint (self->board, (CeMove) move);
}

static void
drop_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  chimera_board_view_begin_drop (self->board, hand_type (chimera_game_get_variant (self->game)));
}

/* ---- actions ---- */

static void
new_game_chosen (ChimeraWindow *self,
                 const char *variant,
                 int white_level,
                 int black_level,
                 int seconds,
                 int increment)
{
  const CeVariant *v = ce_variant_get (variant);
  if (!v)
    return;
  g_autoptr (ChimeraGame) game = chimera_game_new (v, white_level, black_level);
  if (seconds > 0)
    chimera_game_set_clock (game, (gint64) seconds * 1000, (gint64) increment * 1000);
  replace_game (self, game, NULL, NULL);
}

static void
new_game_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  ChimeraNewGameDialog *dialog = chimera_new_game_dialog_new (GTK_WINDOW (self));
  g_signal_connect_object (dialog, "chosen", G_CALLBACK (new_game_chosen), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  cancel (&self->thinking);
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
  cancel (&self->thinking);
  chimera_game_redo (self->game);
}

static void
flip_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  chimera_board_view_set_flipped (self->board, !chimera_board_view_get_flipped (self->board));
}

static void
hint_ready (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (ChimeraWindow) self = data;
  g_autoptr (GError) error = NULL;
  CeSearchResult r;
  if (!chimera_engine_worker_think_finish (CHIMERA_ENGINE_WORKER (source), res, &r, &error))
    return;
  g_clear_object (&self->hinting);
  if (!r.best)
    return;
  char mv[CE_SAN_SIZE];
  CePosition scratch = *chimera_game_get_position (self->game);
  ce_move_to_san (&scratch, r.best, mv);
  chimera_board_view_set_hint (self->board, r.best);
  /* With a reason when one can be told in a few words: "Hint: Qh5# —
   * checkmate". */
  g_autofree char *reason = chimera_move_reason (&scratch, r.best);
  g_autofree char *text = reason ? g_strdup_printf (_ ("Hint: %s — %s"), mv, reason)
                                 : g_strdup_printf (_ ("Hint: %s"), mv);
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
}

static void
hint_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  if (self->thinking || self->hinting)
    return;
  self->hinting = g_cancellable_new ();
  CeLimits limits;
  ce_limits_init (&limits);
  limits.movetime = 1500;
  chimera_engine_worker_think_async (self->worker, chimera_game_get_position (self->game), 10,
                                     &limits, self->hinting, hint_ready, g_object_ref (self));
}

static void
view_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) param;
  int n = chimera_game_get_record (self->game)->nmoves;
  int view = chimera_game_get_view (self->game);
  int ply = view < 0 ? n : view;
  if (g_str_equal (action, "win.view-previous"))
    ply--;
  else if (g_str_equal (action, "win.view-next"))
    ply++;
  else if (g_str_equal (action, "win.view-first"))
    ply = 0;
  else
    ply = n;
  chimera_game_set_view (self->game, CLAMP (ply, 0, n));
}

/* Arrow keys in the side panel step through the moves (on the board they
 * move its cursor). */
static gboolean
side_panel_key (ChimeraWindow *self, guint keyval, guint keycode, GdkModifierType state)
{
  (void) keycode;
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

/* ---- game files ---- */

static void
toast (ChimeraWindow *self, const char *text)
{
  adw_toast_overlay_add_toast (self->toasts, adw_toast_new (text));
}

static void
show_error (ChimeraWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static char *
file_display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);
  return g_filename_display_name (base ? base : "?");
}

/* Puts `game` in place of the current one.  A game with moves that is
 * replaced can be brought back from the toast, so no menu item loses one. */
static void
replace_game (ChimeraWindow *self, ChimeraGame *game, GFile *file, const char *message)
{
  gboolean worth_keeping = self->game && chimera_game_get_record (self->game)->nmoves > 0;
  g_clear_object (&self->replaced);
  if (worth_keeping)
    self->replaced = g_object_ref (self->game);
  chimera_window_set_game (self, game);
  g_set_object (&self->file, file);
  self->file_revision = chimera_game_get_revision (game);
  if (!message && !worth_keeping)
    return;
  AdwToast *t = adw_toast_new (message ? message : _ ("New game"));
  if (worth_keeping)
    {
      adw_toast_set_button_label (t, _ ("_Undo"));
      adw_toast_set_action_name (t, "win.undo-replace");
    }
  adw_toast_overlay_add_toast (self->toasts, t);
}

static void
undo_replace_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  if (!self->replaced)
    return;
  g_autoptr (ChimeraGame) previous = g_steal_pointer (&self->replaced);
  chimera_window_set_game (self, previous);
  g_clear_object (&self->file);
}

static void update_recent_menu (ChimeraWindow *self);

/* GtkRecentManager parses all of recently-used.xbel, which every app adds
 * to, when it is first asked for (~18 ms of CPU for 1,000 entries here):
 * that waits until the window has painted its first frame, or until a file
 * must be added. */
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
      g_autoptr (GtkBuilder) builder
        = gtk_builder_new_from_resource (RESOURCE_PATH "/help-overlay.ui");
      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      /* The action already exists, so GTK adds no second one. */
      gtk_application_window_set_help_overlay (win, overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static void
ensure_recent (ChimeraWindow *self)
{
  if (self->recent)
    return;
  g_clear_handle_id (&self->recent_idle, g_source_remove);
  self->recent = g_object_ref (gtk_recent_manager_get_default ());
  g_signal_connect_object (self->recent, "changed", G_CALLBACK (update_recent_menu), self,
                           G_CONNECT_SWAPPED);
  update_recent_menu (self);
}

static gboolean
load_recent (gpointer data)
{
  ChimeraWindow *self = data;
  self->recent_idle = 0;
  ensure_recent (self);
  return G_SOURCE_REMOVE;
}

static void
first_frame_painted (GdkFrameClock *clock, ChimeraWindow *self)
{
  g_signal_handlers_disconnect_by_func (clock, first_frame_painted, self);
  if (!self->recent && !self->recent_idle)
    self->recent_idle = g_idle_add (load_recent, self);
}

static void
window_realized (GtkWidget *widget)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                           G_CALLBACK (first_frame_painted), widget, 0);
}

static void
add_recent (ChimeraWindow *self, GFile *file)
{
  ensure_recent (self);
  g_autofree char *uri = g_file_get_uri (file);
  const char *groups[] = { "chimera", NULL };
  GtkRecentData data = {
    .mime_type = (char *) "application/x-chess-pgn",
    .app_name = (char *) "Chimera",
    .app_exec = (char *) "chimera %u",
    .groups = (char **) groups,
  };
  gtk_recent_manager_add_full (self->recent, uri, &data);
}

static void
update_recent_menu (ChimeraWindow *self)
{
  g_menu_remove_all (self->recent_menu);
  GList *items = gtk_recent_manager_get_items (self->recent);
  GPtrArray *ours = g_ptr_array_new ();
  for (GList *l = items; l; l = l->next)
    if (gtk_recent_info_has_group (l->data, "chimera") && gtk_recent_info_exists (l->data))
      g_ptr_array_add (ours, l->data);
  /* Most recently used first. */
  for (guint i = 1; i < ours->len; i++)
    for (guint j = i;
         j > 0
         && g_date_time_compare (gtk_recent_info_get_modified (g_ptr_array_index (ours, j - 1)),
                                 gtk_recent_info_get_modified (g_ptr_array_index (ours, j)))
              < 0;
         j--)
      {
        gpointer t = g_ptr_array_index (ours, j);
        g_ptr_array_index (ours, j) = g_ptr_array_index (ours, j - 1);
        g_ptr_array_index (ours, j - 1) = t;
      }
  for (guint i = 0; i < ours->len && i < 10; i++)
    {
      GtkRecentInfo *info = g_ptr_array_index (ours, i);
      g_autoptr (GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s",
                                         gtk_recent_info_get_uri (info));
      g_menu_append_item (self->recent_menu, item);
    }
  if (ours->len == 0)
    g_menu_append (self->recent_menu, _ ("No Recent Games"), "win.no-recent");
  g_ptr_array_free (ours, TRUE);
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
open_record (ChimeraWindow *self, const CePgnGame *record, GFile *file)
{
  g_autoptr (ChimeraGame) game = chimera_game_new_from_record (record);
  g_autofree char *name = file ? file_display_name (file) : NULL;
  g_autofree char *message = name ? g_strdup_printf (_ ("Opened “%s”"), name) : NULL;
  replace_game (self, game, file, message ? message : _ ("Game pasted"));
}

typedef struct
{
  ChimeraWindow *self;
  GFile *file;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *p = data;
  g_object_unref (p->self);
  g_clear_object (&p->file);
  g_free (p);
}

static void
picked (ChimeraGameRecords *records, int index, gpointer data)
{
  Pending *p = data;
  /* Saving one game of a collection must not overwrite the collection:
   * that game gets no file of its own until Save As. */
  if (index >= 0)
    open_record (p->self, &records->games[index], NULL);
}

static void
open_records (ChimeraWindow *self, ChimeraGameRecords *records, GFile *file, const char *title)
{
  if (records->n == 1)
    {
      open_record (self, &records->games[0], file);
      chimera_game_records_free (records);
      return;
    }
  Pending *p = g_new0 (Pending, 1);
  p->self = g_object_ref (self);
  p->file = file ? g_object_ref (file) : NULL;
  chimera_game_picker_present (GTK_WINDOW (self), title, records, picked, p, pending_free);
}

gboolean
chimera_window_open_file (ChimeraWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = file_display_name (file);
  ChimeraGameRecords *records = chimera_game_records_load (file, &error);
  if (!records)
    {
      g_autofree char *heading = g_strdup_printf (_ ("Could not open “%s”"), name);
      show_error (self, heading, error->message);
      return FALSE;
    }
  add_recent (self, file);
  open_records (self, records, file, name);
  return TRUE;
}

gboolean
chimera_window_save_to (ChimeraWindow *self, GFile *file, GError **error)
{
  if (!chimera_game_save (self->game, file, error))
    return FALSE;
  g_set_object (&self->file, file);
  self->file_revision = chimera_game_get_revision (self->game);
  add_recent (self, file);
  return TRUE;
}

static void
save_to (ChimeraWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = file_display_name (file);
  if (!chimera_window_save_to (self, file, &error))
    {
      g_autofree char *heading = g_strdup_printf (_ ("Could not save “%s”"), name);
      show_error (self, heading, error->message);
      return;
    }
  g_autofree char *message = g_strdup_printf (_ ("Saved “%s”"), name);
  toast (self, message);
}

static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _ ("Game records (PGN)"));
  gtk_file_filter_add_pattern (filter, "*.pgn");
  gtk_file_filter_add_pattern (filter, "*.PGN");
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  return filter;
}

static void
open_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  ChimeraWindow *self = data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        chimera_window_open_file (self, file);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
open_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
    _ ("Open Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN, _ ("_Open"), _ ("_Cancel"));
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pgn);
  GtkFileFilter *all = gtk_file_filter_new ();
  gtk_file_filter_set_name (all, _ ("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_object_unref (all);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
open_recent_action (GtkWidget *widget, const char *action, GVariant *param)
{
  (void) action;
  g_autoptr (GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));
  chimera_window_open_file (CHIMERA_WINDOW (widget), file);
}

static void
save_response (GtkNativeDialog *dialog, int response, gpointer data)
{
  ChimeraWindow *self = data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      if (file)
        save_to (self, file);
    }
  g_object_unref (dialog);
  g_object_unref (self);
}

static void
save_as_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (
    _ ("Save Game"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Save"), _ ("_Cancel"));
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pgn);
  if (self->file)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    {
      const char *date = chimera_game_get_tag (self->game, "Date");
      g_autofree char *day = g_strdelimit (g_strdup (date ? date : ""), ".?", '-');
      g_autofree char *name
        = g_strdup_printf ("%s %s.pgn", chimera_game_get_variant (self->game)->def->name, day);
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  if (self->file)
    save_to (self, self->file);
  else
    save_as_action (widget, "win.save-as", NULL);
}

static void
copy_position_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  char fen[CE_FEN_SIZE];
  ce_position_to_fen (chimera_game_get_viewed_position (self->game), fen);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  toast (self, _ ("Position copied"));
}

static void
copy_pgn_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ChimeraWindow *self = CHIMERA_WINDOW (widget);
  (void) action, (void) param;
  g_autofree char *pgn = chimera_game_to_pgn (self->game);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), pgn);
  toast (self, _ ("Game copied as PGN"));
}

/* A position string of the current variant first, then of any variant
 * (the first that takes it), then PGN. */
gboolean
chimera_window_paste_text (ChimeraWindow *self, const char *text, GError **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text ? text : ""));
  const CeVariant *current = chimera_game_get_variant (self->game);
  char err[CE_ERR_SIZE];
  CePosition pos;
  if (*trimmed && !strchr (trimmed, '\n'))
    {
      const CeVariant *found = NULL;
      if (ce_position_from_fen (&pos, current, trimmed, err))
        found = current;
      for (const char *const *id = ce_variant_ids (); !found && *id; id++)
        if (ce_position_from_fen (&pos, ce_variant_get (*id), trimmed, err))
          found = ce_variant_get (*id);
      if (found)
        {
          g_autoptr (ChimeraGame) game
            = chimera_game_new_from_position (&pos, chimera_game_get_level (self->game, CE_WHITE),
                                              chimera_game_get_level (self->game, CE_BLACK));
          replace_game (self, game, NULL, _ ("Position pasted"));
          return TRUE;
        }
    }
  g_autoptr (GError) pgn_error = NULL;
  ChimeraGameRecords *records = chimera_game_records_parse (trimmed, strlen (trimmed), &pgn_error);
  if (!records)
    {
      g_set_error (error, CHIMERA_GAME_FILE_ERROR, CHIMERA_GAME_FILE_ERROR_PARSE,
                   _ ("The clipboard holds neither a position nor a game (%s)."),
                   pgn_error->message);
      return FALSE;
    }
  open_records (self, records, NULL, _ ("The clipboard"));
  return TRUE;
}

static void
clipboard_read (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (ChimeraWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), res, &error);
  if (!text)
    {
      toast (self, _ ("There is no text to paste"));
      return;
    }
  if (!chimera_window_paste_text (self, text, &error))
    show_error (self, _ ("Could not paste"), error->message);
}

static void
paste_action (GtkWidget *widget, const char *action, GVariant *param)
{
  (void) action, (void) param;
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, clipboard_read,
                                 g_object_ref (widget));
}

static gboolean
file_dropped (GtkDropTarget *target, const GValue *value, double x, double y, gpointer data)
{
  (void) target, (void) x, (void) y;
  GSList *files = gdk_file_list_get_files (g_value_get_boxed (value));
  gboolean ok = files && chimera_window_open_file (CHIMERA_WINDOW (data), files->data);
  g_slist_free (files);
  return ok;
}

/* A kill during a write leaves its temporary file (FILE.XXXXXX) behind;
 * the file itself is whole, so those are rubbish. */
static void
remove_stale_temporaries (GFile *file)
{
  g_autoptr (GFile) dir = g_file_get_parent (file);
  g_autofree char *base = g_file_get_basename (file);
  g_autoptr (GFileEnumerator) e
    = dir ? g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                       G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL)
          : NULL;
  GFileInfo *info;
  while (e && (info = g_file_enumerator_next_file (e, NULL, NULL)))
    {
      const char *name = g_file_info_get_name (info);
      if (g_str_has_prefix (name, base) && strlen (name) == strlen (base) + 7
          && name[strlen (base)] == '.')
        {
          g_autoptr (GFile) stale = g_file_get_child (dir, name);
          g_file_delete (stale, NULL, NULL);
        }
      g_object_unref (info);
    }
}

void
chimera_window_start_autosave (ChimeraWindow *self, GFile *file)
{
  remove_stale_temporaries (file);
  g_autoptr (GError) error = NULL;
  g_autoptr (ChimeraGame) game = chimera_game_restore (file, &error);
  if (game)
    chimera_window_set_game (self, game);
  else if (error)
    {
      /* Keep what could not be read for the person to rescue, and start
       * afresh rather than refuse to start. */
      g_autofree char *path = g_file_get_path (file);
      g_autofree char *aside = g_strconcat (path ? path : "", ".unreadable", NULL);
      if (path)
        g_rename (path, aside);
      g_warning ("The game in progress could not be restored: %s", error->message);
      toast (self, _ ("The last game could not be restored"));
    }
  g_set_object (&self->autosave, file);
  g_clear_object (&self->autosaved_game);
  schedule_autosave (self);
}

static void
chimera_window_dispose (GObject *object)
{
  ChimeraWindow *self = CHIMERA_WINDOW (object);
  cancel (&self->thinking);
  cancel (&self->hinting);
  /* Property actions hold their objects, and the window's action group
   * outlived the window (tests/ui/test-study.c saw the panels stay, the
   * analysis still searching on its thread): let go of them first. */
  g_action_map_remove_action (G_ACTION_MAP (self), "analysis");
  g_action_map_remove_action (G_ACTION_MAP (self), "side-panel");
  /* The last word: clocks as they stand now. */
  if (self->autosave && self->game)
    autosave_now (self);
  g_clear_object (&self->autosave);
  g_clear_object (&self->autosaved_game);
  g_clear_object (&self->replaced);
  g_clear_object (&self->file);
  g_clear_handle_id (&self->recent_idle, g_source_remove);
  if (self->recent)
    g_signal_handlers_disconnect_by_data (self->recent, self);
  g_clear_object (&self->recent);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->worker);
  g_clear_handle_id (&self->clock_timer, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_WINDOW);
  G_OBJECT_CLASS (chimera_window_parent_class)->dispose (object);
}

static void
chimera_window_class_init (ChimeraWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  G_OBJECT_CLASS (klass)->dispose = chimera_window_dispose;

  g_type_ensure (CHIMERA_TYPE_BOARD_VIEW);
  g_type_ensure (CHIMERA_TYPE_ANALYSIS_PANEL);
  g_type_ensure (CHIMERA_TYPE_EVAL_BAR);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/chimera-window.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, title);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, board);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, detail_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, clock_box);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, white_clock);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, black_clock);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, captured_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, reserve_box);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, reserve_white);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, reserve_black);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, powers_box);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, powers_label);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, moves_scroller);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, board_overlay);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, eval_bar);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, analysis_panel);
  gtk_widget_class_bind_template_child (widget_class, ChimeraWindow, recent_menu);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.edit-position", NULL, edit_position_action);
  gtk_widget_class_install_action (widget_class, "win.rules", NULL, rules_action);
  gtk_widget_class_install_action (widget_class, "win.drop", NULL, drop_action);
  gtk_widget_class_install_action (widget_class, "win.view-previous", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "win.view-next", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "win.view-first", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "win.view-last", NULL, view_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-recent", "s", open_recent_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, copy_position_action);
  gtk_widget_class_install_action (widget_class, "win.copy-pgn", NULL, copy_pgn_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.undo-replace", NULL, undo_replace_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.flip", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "win.side-panel", NULL);
  /* Not Ctrl+A: the move list, a GtkListBox, takes that for select-all. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "win.analysis",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK,
                                       "win.show-threats", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "win.rules", NULL);
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
  chimera_settings_bind_window (GTK_WINDOW (self), GTK_WIDGET (self->board), self->flap);
  self->worker = chimera_engine_worker_new ();
  g_signal_connect_object (self->board, "move-requested", G_CALLBACK (move_requested), self,
                           G_CONNECT_SWAPPED);
  /* The side panel's toggle is the flap's own reveal-flap property. */
  g_autoptr (GPropertyAction) panel
    = g_property_action_new ("side-panel", self->flap, "reveal-flap");
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (panel));
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
  g_signal_connect_object (self->analysis_panel, "show-move", G_CALLBACK (analysis_show_move), self,
                           G_CONNECT_SWAPPED);
  /* The threat display: a check box in the main menu. */
  g_autoptr (GSimpleAction) threats
    = g_simple_action_new_stateful ("show-threats", NULL, g_variant_new_boolean (FALSE));
  g_signal_connect_object (threats, "notify::state", G_CALLBACK (threats_toggled), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (threats));

  self->clock_timer = g_timeout_add (100, clock_tick, self);
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (side_panel_key), self,
                           G_CONNECT_SWAPPED);
  gtk_widget_add_controller (self->side_panel, keys);

  /* The reserve buttons show the piece and how many are left. */
  for (int c = 0; c < 2; c++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
      self->reserve_image[c] = GTK_IMAGE (gtk_image_new ());
      gtk_image_set_pixel_size (self->reserve_image[c], 32);
      self->reserve_count[c] = GTK_LABEL (gtk_label_new (NULL));
      gtk_widget_add_css_class (GTK_WIDGET (self->reserve_count[c]), "title-4");
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->reserve_image[c]));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->reserve_count[c]));
      gtk_button_set_child (c == CE_WHITE ? self->reserve_white : self->reserve_black, box);
    }

  g_signal_connect (self, "realize", G_CALLBACK (window_realized), NULL);
  g_autoptr (GSimpleAction) help = g_simple_action_new ("show-help-overlay", NULL);
  g_signal_connect_object (help, "activate", G_CALLBACK (show_help_overlay), self, 0);
  g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (help));

  GtkDropTarget *drop = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (drop, "drop", G_CALLBACK (file_dropped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  /* No empty screen: a ready ZigZag Madness game against the computer. */
  g_autoptr (ChimeraGame) game
    = chimera_game_new (ce_variant_get ("zigzag"), 0, chimera_settings_get_computer_level ());
  chimera_window_set_game (self, game);
}

ChimeraWindow *
chimera_window_new (ChimeraApplication *app)
{
  return g_object_new (CHIMERA_TYPE_WINDOW, "application", app, NULL);
}

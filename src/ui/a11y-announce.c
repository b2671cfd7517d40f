/* SPDX-License-Identifier: GPL-3.0-or-later
 * The announcer: a game's events in words for a screen reader, said
 * through the board's accessible description.
 */
#include "config.h"

#include "a11y-announce.h"

#include <glib/gi18n.h>

#include "a11y-names.h"
#include "variant-words.h"
#include "eval.h"
#include "game-end-banner.h"
#include "movegen.h"
#include "piece-describe.h"

struct _ChimeraAnnouncer
{
  GObject parent_instance;
  ChimeraBoardView *board; /* not owned */
  ChimeraGame *game;
  ChimeraAnalysisPanel *analysis; /* (weak) what the B key reads */
  /* What the current change has to say, said when the main loop is idle,
   * after the board and the panels have taken the change in. */
  GString *pending;
  /* Whose turn it is, said last: a second move before the flush (the
   * computer's quick reply) replaces it. */
  char *pending_turn;
  guint flush_id;
  char *last;
  /* The lowest clock warning said per side (seconds), so each is said once. */
  gint64 warned[2];
  /* The clocks are looked at once a second: the game signals no ticks. */
  guint clock_id;
};

G_DEFINE_FINAL_TYPE (ChimeraAnnouncer, chimera_announcer, G_TYPE_OBJECT)

/* The clock warnings, in seconds left, largest first. */
static const gint64 clock_marks[] = { 60, 30, 10 };

static void
chimera_announcer_dispose (GObject *object)
{
  ChimeraAnnouncer *self = CHIMERA_ANNOUNCER (object);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_weak_pointer (&self->analysis);
  g_clear_handle_id (&self->flush_id, g_source_remove);
  g_clear_handle_id (&self->clock_id, g_source_remove);
  G_OBJECT_CLASS (chimera_announcer_parent_class)->dispose (object);
}

static void
chimera_announcer_finalize (GObject *object)
{
  ChimeraAnnouncer *self = CHIMERA_ANNOUNCER (object);
  g_string_free (self->pending, TRUE);
  g_free (self->pending_turn);
  g_free (self->last);
  G_OBJECT_CLASS (chimera_announcer_parent_class)->finalize (object);
}

static void
chimera_announcer_class_init (ChimeraAnnouncerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chimera_announcer_dispose;
  G_OBJECT_CLASS (klass)->finalize = chimera_announcer_finalize;
}

static void
chimera_announcer_init (ChimeraAnnouncer *self)
{
  self->pending = g_string_new (NULL);
}

ChimeraAnnouncer *
chimera_announcer_new (ChimeraBoardView *board)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (board), NULL);
  ChimeraAnnouncer *self = g_object_new (CHIMERA_TYPE_ANNOUNCER, NULL);
  self->board = board;
  return self;
}

static gboolean
flush (gpointer data)
{
  ChimeraAnnouncer *self = data;
  self->flush_id = 0;
  if (self->pending_turn)
    {
      if (self->pending->len)
        g_string_append_c (self->pending, ' ');
      g_string_append (self->pending, self->pending_turn);
      g_clear_pointer (&self->pending_turn, g_free);
    }
  if (self->pending->len == 0)
    return G_SOURCE_REMOVE;
  g_free (self->last);
  self->last = g_string_free (self->pending, FALSE);
  self->pending = g_string_new (NULL);
  chimera_board_view_announce (self->board, self->last);
  /* The move list has a new row, or a row a new move: name them. */
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self->board));
  if (root)
    chimera_a11y_names_apply (GTK_WIDGET (root));
  return G_SOURCE_REMOVE;
}

static void
schedule_flush (ChimeraAnnouncer *self)
{
  /* Low priority: after the board's own update of its words, which would
   * otherwise replace the news before a screen reader asks for it. */
  if (!self->flush_id)
    self->flush_id = g_idle_add_full (G_PRIORITY_LOW, flush, self, NULL);
}

void
chimera_announcer_say (ChimeraAnnouncer *self, const char *text)
{
  g_return_if_fail (CHIMERA_IS_ANNOUNCER (self));
  if (!text || !*text)
    return;
  if (self->pending->len)
    g_string_append_c (self->pending, ' ');
  g_string_append (self->pending, text);
  schedule_flush (self);
}

/* Whose turn it is (or how the game ended), said after everything else. */
static void
say_turn (ChimeraAnnouncer *self, char *turn)
{
  g_free (self->pending_turn);
  self->pending_turn = turn;
  schedule_flush (self);
}

const char *
chimera_announcer_get_last (ChimeraAnnouncer *self)
{
  g_return_val_if_fail (CHIMERA_IS_ANNOUNCER (self), NULL);
  return self->last;
}

/* "White Wazir Knight": the first line of the piece's description. */
static char *
piece_name (const CePosition *pos, int sq)
{
  g_autofree char *all = chimera_piece_describe (pos, sq);
  if (!all)
    return g_strdup ("?");
  char *nl = strchr (all, '\n');
  return nl ? g_strndup (all, nl - all) : g_strdup (all);
}

char *
chimera_move_words (const CePosition *before, CeMove m)
{
  g_return_val_if_fail (before != NULL, NULL);
  const CeVariant *v = before->v;
  int from = ce_move_from (m), to = ce_move_to (m), type = ce_move_type (m);
  int kind = ce_move_kind (m);
  char fs[8], ts[8];
  ce_square_name (from, fs);
  ce_square_name (to, ts);
  GString *s = g_string_new (NULL);
  if (kind == CE_MOVE_DROP)
    {
      const char *piece = chimera_piece_type_with_color (v, type, before->side);
      if (before->side == CE_WHITE)
        /* Translators: a drop said to a screen reader: "White drops white
         * ninja pawn on d4". */
        g_string_append_printf (s, _ ("White drops %s on %s"), piece, ts);
      else
        g_string_append_printf (s, _ ("Black drops %s on %s"), piece, ts);
    }
  else if (kind == CE_MOVE_CASTLE)
    {
      if (before->side == CE_WHITE)
        /* Translators: a castling said to a screen reader, the king's squares. */
        g_string_append_printf (s, _ ("White castles, king from %s to %s"), fs, ts);
      else
        g_string_append_printf (s, _ ("Black castles, king from %s to %s"), fs, ts);
    }
  else
    {
      g_autofree char *mover = piece_name (before, from);
      /* Translators: a move said to a screen reader: "Black Wazir Knight
       * from b10 to c8". */
      g_string_append_printf (s, _ ("%s from %s to %s"), mover, fs, ts);
      CePiece taken = before->board[to];
      int taken_type = 0, taken_color = !before->side;
      if (kind == CE_MOVE_EP && before->ep_pawn != CE_NO_SQ)
        taken_type = CE_TYPE (before->board[before->ep_pawn]);
      else if (taken && CE_COLOR (taken) != before->side)
        taken_type = CE_TYPE (taken);
      if (taken_type)
        /* Translators: after a move said to a screen reader: ", captures
         * white pawn". */
        g_string_append_printf (s, _ (", captures %s"),
                                chimera_piece_type_with_color (v, taken_type, taken_color));
      if (type)
        /* Translators: after a move said to a screen reader: ", promotes to
         * white queen". */
        g_string_append_printf (s, _ (", promotes to %s"),
                                chimera_piece_type_with_color (v, type, before->side));
    }
  CePosition after = *before;
  CeUndo u;
  ce_make (&after, m, &u);
  /* A zelig takes the power of where it lands. */
  CePiece landed = after.board[to];
  if (kind != CE_MOVE_DROP && kind != CE_MOVE_CASTLE && !type && landed
      && ce_variant_is_power_piece (v, CE_TYPE (landed))
      && CE_TYPE (landed) != CE_TYPE (before->board[from]))
    /* Translators: after a zelig's move said to a screen reader: ", now
     * white zelig bishop". */
    g_string_append_printf (s, _ (", now %s"),
                            chimera_piece_type_with_color (v, CE_TYPE (landed), CE_COLOR (landed)));
  if (ce_in_check (&after))
    g_string_append (s, _ (", check"));
  return g_string_free (s, FALSE);
}

/* "White to move." or how the game ended. */
static char *
turn_words (ChimeraGame *game)
{
  g_autofree char *end = chimera_game_end_headline (game);
  if (end)
    return g_strdup_printf ("%s.", end);
  return g_strdup (chimera_game_get_side_to_move (game) == CE_WHITE ? _ ("White to move.")
                                                                    : _ ("Black to move."));
}

/* The live game's last move in words with its check, or NULL. */
static char *
last_move_words (ChimeraGame *game)
{
  const CeGame *rec = chimera_game_get_record (game);
  if (rec->nmoves == 0)
    return NULL;
  return chimera_move_words (ce_game_position_at (rec, rec->nmoves - 1),
                             rec->moves[rec->nmoves - 1]);
}

static void
moved (ChimeraAnnouncer *self)
{
  g_autofree char *words = last_move_words (self->game);
  if (words)
    {
      g_autofree char *sentence = g_strdup_printf ("%s.", words);
      chimera_announcer_say (self, sentence);
    }
  /* What the move did to the other zeligs' powers. */
  g_autofree char *powers = chimera_power_changes_text (chimera_board_view_get_scene (self->board));
  if (powers)
    {
      g_autofree char *sentence = g_strdup_printf ("%s.", powers);
      chimera_announcer_say (self, sentence);
    }
  say_turn (self, turn_words (self->game));
}

static void
undone (ChimeraAnnouncer *self)
{
  g_autofree char *turn = turn_words (self->game);
  /* Translators: said to a screen reader after Undo, then whose turn it is. */
  g_autofree char *text = g_strdup_printf (_ ("Move taken back. %s"), turn);
  chimera_announcer_say (self, text);
}

static gboolean
clock_tick (gpointer data)
{
  ChimeraAnnouncer *self = data;
  ChimeraGame *game = self->game;
  /* Only a clock that runs: after the first move, not paused, not over. */
  if (!game || !chimera_game_has_clock (game) || chimera_game_get_n_plies (game) == 0
      || chimera_game_get_paused (game) || chimera_game_get_result (game, NULL) != CE_RESULT_NONE)
    return G_SOURCE_CONTINUE;
  int side = chimera_game_get_side_to_move (self->game);
  /* The computer's clock is its own business. */
  if (chimera_game_get_level (self->game, side) > 0)
    return G_SOURCE_CONTINUE;
  gint64 left = chimera_game_get_clock (self->game, side) / 1000;
  gint64 base = chimera_game_get_base_time (self->game) / 1000;
  /* The lowest mark passed, of those below the starting time (a 13 s game
   * is not told it has less than a minute). */
  gint64 mark = 0;
  for (gsize i = 0; i < G_N_ELEMENTS (clock_marks); i++)
    if (clock_marks[i] < base && left <= clock_marks[i])
      mark = clock_marks[i];
  if (mark && left > 0 && (self->warned[side] == 0 || self->warned[side] > mark))
    {
      self->warned[side] = mark;
      g_autofree char *text = g_strdup_printf (
        side == CE_WHITE
          /* Translators: a clock running low, said to a screen reader. */
          ? g_dngettext (NULL, "White: %d second left.", "White: %d seconds left.", left)
          : g_dngettext (NULL, "Black: %d second left.", "Black: %d seconds left.", left),
        (int) left);
      chimera_announcer_say (self, text);
    }
  return G_SOURCE_CONTINUE;
}

void
chimera_announcer_set_game (ChimeraAnnouncer *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_ANNOUNCER (self));
  g_return_if_fail (CHIMERA_IS_GAME (game));
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->warned[0] = self->warned[1] = 0;
  g_signal_connect_swapped (game, "moved", G_CALLBACK (moved), self);
  g_signal_connect_swapped (game, "undone", G_CALLBACK (undone), self);
  if (!self->clock_id)
    self->clock_id = g_timeout_add_seconds (1, clock_tick, self);
  /* A new game or an opened file: which game, and whose turn (or how it
   * ended), heard when the board has the focus (Ctrl+N from the board). */
  g_autofree char *turn = turn_words (game);
  say_turn (
    self, g_strdup_printf ("%s. %s", chimera_variant_name (chimera_game_get_variant (game)), turn));
}

void
chimera_announcer_repeat (ChimeraAnnouncer *self)
{
  g_return_if_fail (CHIMERA_IS_ANNOUNCER (self));
  if (!self->game)
    return;
  g_autofree char *words = last_move_words (self->game);
  g_autofree char *turn = turn_words (self->game);
  if (words)
    {
      g_autofree char *text = g_strdup_printf (
        /* Translators: the L key: the last move said again, then whose
         * turn it is: "Last move: Black knight from b8 to c6. White to move." */
        _ ("Last move: %s. %s"), words, turn);
      chimera_announcer_say (self, text);
    }
  else
    {
      g_autofree char *text = g_strdup_printf (_ ("No moves yet. %s"), turn);
      chimera_announcer_say (self, text);
    }
}

/* One side's pieces on the board and in hand: "king, queen, 8 pawns; in
 * hand: 5 ninja pawns". */
static char *
side_pieces (const CePosition *pos, int color)
{
  const CeVariant *v = pos->v;
  int count[CE_MAX_TYPES] = { 0 };
  for (int k = 0; k < v->nsquares; k++)
    {
      CePiece p = pos->board[v->squares[k]];
      if (p && CE_COLOR (p) == color)
        count[ce_variant_base (v, CE_TYPE (p))]++;
    }
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);
  for (int t = 1; t <= v->def->ntypes && t < CE_MAX_TYPES; t++)
    if (count[t])
      g_ptr_array_add (parts, chimera_piece_type_count (v, t, count[t]));
  g_ptr_array_add (parts, NULL);
  g_autofree char *board = g_strjoinv (", ", (char **) parts->pdata);
  g_ptr_array_free (parts, TRUE);
  GPtrArray *hand = g_ptr_array_new_with_free_func (g_free);
  for (int t = 1; t <= v->def->ntypes && t < CE_MAX_TYPES; t++)
    if (pos->hand[color][t])
      g_ptr_array_add (hand, chimera_piece_type_count (v, t, pos->hand[color][t]));
  g_ptr_array_add (hand, NULL);
  g_autofree char *held = g_strjoinv (", ", (char **) hand->pdata);
  gboolean any = hand->len > 1;
  g_ptr_array_free (hand, TRUE);
  if (!any)
    return g_steal_pointer (&board);
  /* Translators: a side's pieces on the board, then those in hand. */
  return g_strdup_printf (_ ("%s; in hand: %s"), board, held);
}

void
chimera_announcer_material (ChimeraAnnouncer *self)
{
  g_return_if_fail (CHIMERA_IS_ANNOUNCER (self));
  if (!self->game)
    return;
  const CePosition *pos = chimera_game_get_viewed_position (self->game);
  g_autofree char *white = side_pieces (pos, CE_WHITE);
  g_autofree char *black = side_pieces (pos, CE_BLACK);
  int balance = ce_material_balance (pos);
  int pawns = (ABS (balance) + 50) / 100;
  g_autofree char *lead
    = pawns == 0 ? g_strdup (_ ("Material is even."))
      : balance > 0
        /* Translators: the material lead in pawns, said to a screen reader. */
        ? g_strdup_printf (
          g_dngettext (NULL, "White leads by %d pawn.", "White leads by %d pawns.", pawns), pawns)
        : g_strdup_printf (
          g_dngettext (NULL, "Black leads by %d pawn.", "Black leads by %d pawns.", pawns), pawns);
  /* Translators: the M key: each side's pieces, then the material lead. */
  g_autofree char *text = g_strdup_printf (_ ("White: %s. Black: %s. %s"), white, black, lead);
  chimera_announcer_say (self, text);
}

void
chimera_announcer_set_analysis (ChimeraAnnouncer *self, ChimeraAnalysisPanel *panel)
{
  g_return_if_fail (CHIMERA_IS_ANNOUNCER (self));
  g_set_weak_pointer (&self->analysis, panel);
}

void
chimera_announcer_analysis (ChimeraAnnouncer *self)
{
  g_return_if_fail (CHIMERA_IS_ANNOUNCER (self));
  ChimeraAnalysisPanel *p = self->analysis;
  if (!p || !chimera_analysis_panel_get_active (p))
    {
      chimera_announcer_say (self, _ ("The analysis is off. Control E starts it."));
      return;
    }
  int depth = chimera_analysis_panel_get_depth (p);
  const char *line = chimera_analysis_panel_get_line_san (p, 0);
  if (depth <= 0 || !line || !*line)
    {
      chimera_announcer_say (self, _ ("The analysis has no line yet."));
      return;
    }
  /* A mate as words: "#-2" is no sentence. */
  int mate = chimera_analysis_panel_get_mate (p);
  g_autofree char *score
    = mate > 0 ? g_strdup_printf (
        g_dngettext (NULL, "White mates in %d move", "White mates in %d moves", mate), mate)
      : mate < 0 ? g_strdup_printf (
          g_dngettext (NULL, "Black mates in %d move", "Black mates in %d moves", -mate), -mate)
                 : g_strdup (chimera_analysis_panel_get_score_text (p));
  /* Translators: the B key: the analysis's depth, its evaluation (+0.35,
   * or "White mates in 2 moves") and its best line in moves. */
  g_autofree char *text
    = g_strdup_printf (_ ("Analysis at depth %d: %s. Best line: %s."), depth, score, line);
  chimera_announcer_say (self, text);
}

#define ANNOUNCER_KEY "chimera-announcer"

ChimeraAnnouncer *
chimera_announcer_attach (GtkWidget *window, ChimeraBoardView *board)
{
  g_return_val_if_fail (GTK_IS_WIDGET (window), NULL);
  ChimeraAnnouncer *self = chimera_announcer_new (board);
  g_object_set_data_full (G_OBJECT (window), ANNOUNCER_KEY, self, g_object_unref);
  return self;
}

ChimeraAnnouncer *
chimera_announcer_for (GtkWidget *window)
{
  return g_object_get_data (G_OBJECT (window), ANNOUNCER_KEY);
}

static void
say_last_move (GtkWidget *widget, const char *action, GVariant *param)
{
  (void) action, (void) param;
  ChimeraAnnouncer *self = chimera_announcer_for (widget);
  if (!self)
    return;
  /* Said through the board: there it is heard. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  chimera_announcer_repeat (self);
}

static void
say_material (GtkWidget *widget, const char *action, GVariant *param)
{
  (void) action, (void) param;
  ChimeraAnnouncer *self = chimera_announcer_for (widget);
  if (!self)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  chimera_announcer_material (self);
}

static void
say_analysis (GtkWidget *widget, const char *action, GVariant *param)
{
  (void) action, (void) param;
  ChimeraAnnouncer *self = chimera_announcer_for (widget);
  if (!self)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
  chimera_announcer_analysis (self);
}

void
chimera_announcer_install_actions (GtkWidgetClass *klass)
{
  gtk_widget_class_install_action (klass, "win.say-analysis", NULL, say_analysis);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_b, 0, "win.say-analysis", NULL);
  gtk_widget_class_install_action (klass, "win.say-last-move", NULL, say_last_move);
  gtk_widget_class_install_action (klass, "win.say-material", NULL, say_material);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_l, 0, "win.say-last-move", NULL);
  gtk_widget_class_add_binding_action (klass, GDK_KEY_m, 0, "win.say-material", NULL);
}

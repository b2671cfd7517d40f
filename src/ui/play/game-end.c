/* SPDX-License-Identifier: GPL-3.0-or-later
 * Resigning and offering a draw (to the computer or to the other person at
 * the screen), the end-of-game banner's game, and Undo's reason after a
 * loss on time.
 */
#include "config.h"

#include "game-end.h"

#include "search-worker.h"

#include <glib/gi18n.h>

/* The computer's look at a draw offer: a short search, deep enough to see
 * a piece hanging, short enough that the answer feels immediate. */
#define DRAW_SEARCH_DEPTH 8
#define DRAW_SEARCH_MS    500

struct _ChimeraGameEnd
{
  GObject parent_instance;

  GtkWindow *window; /* (weak) */
  ChimeraToaster *toasts;
  ChimeraGameEndBanner *banner; /* (weak) */
  GtkWidget *undo_button;       /* (weak) */
  char *undo_tooltip;           /* the button's own tooltip */

  GSimpleAction *resign;
  GSimpleAction *offer_draw;
  ChimeraGame *game;
  ChimeraSearchWorker *worker; /* made at the first offer to the computer */
  GCancellable *considering;   /* the computer's look at an offer */
  GtkWindow *question;         /* (weak) the resign or draw question open now */
};

G_DEFINE_FINAL_TYPE (ChimeraGameEnd, chimera_game_end, G_TYPE_OBJECT)

gboolean
chimera_game_end_computer_accepts_draw (int score, int moves)
{
  if (score <= CHIMERA_DRAW_WORSE_CP)
    return TRUE;
  return moves >= CHIMERA_DRAW_MIN_MOVES && score <= CHIMERA_DRAW_EVEN_CP;
}

static gboolean
running (ChimeraGame *game)
{
  return game && chimera_game_get_result (game, NULL) == CE_RESULT_NONE;
}

/* The side that resigns or offers a draw: against the computer the
 * person's, otherwise the side to move.  -1 if nobody at the screen plays. */
static int
acting_side (ChimeraGame *game)
{
  int white = chimera_game_get_level (game, CE_WHITE),
      black = chimera_game_get_level (game, CE_BLACK);
  if (white > 0 && black > 0)
    return -1;
  if (white == 0 && black > 0)
    return CE_WHITE;
  if (black == 0 && white > 0)
    return CE_BLACK;
  return chimera_game_get_side_to_move (game);
}

static gboolean
against_computer (ChimeraGame *game)
{
  return (chimera_game_get_level (game, CE_WHITE) > 0)
         != (chimera_game_get_level (game, CE_BLACK) > 0);
}

static void
toast (ChimeraGameEnd *self, const char *text)
{
  chimera_toaster_say (self->toasts, text);
}

static void
update (ChimeraGameEnd *self)
{
  gboolean can = running (self->game) && acting_side (self->game) >= 0;
  g_simple_action_set_enabled (self->resign, can);
  g_simple_action_set_enabled (self->offer_draw, can && !self->considering);

  if (self->undo_button)
    {
      CeEndReason why = CE_END_NONE;
      gboolean forfeit = self->game && chimera_game_get_result (self->game, &why) != CE_RESULT_NONE
                         && why == CE_END_TIME && chimera_game_get_n_plies (self->game) > 0;
      gtk_widget_set_tooltip_text (self->undo_button,
                                   forfeit ? _ ("A game lost on time cannot be taken back")
                                           : self->undo_tooltip);
    }
}

static void
stop_considering (ChimeraGameEnd *self)
{
  if (self->considering)
    {
      g_cancellable_cancel (self->considering);
      g_clear_object (&self->considering);
    }
}

/* ---- resigning ---- */

static void
resign_answered (AdwMessageDialog *dialog, const char *response, ChimeraGameEnd *self)
{
  ChimeraGame *asked = g_object_get_data (G_OBJECT (dialog), "game");
  if (!g_str_equal (response, "resign") || asked != self->game || !running (self->game))
    return;
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "side"));
  chimera_game_set_result (
    self->game, side == CE_WHITE ? CE_RESULT_BLACK_WINS : CE_RESULT_WHITE_WINS, "resignation");
}

/* A question about `game`, answered on "response"; one at a time. */
static AdwMessageDialog *
ask (ChimeraGameEnd *self, const char *heading, const char *body)
{
  if (self->question)
    gtk_window_destroy (self->question);
  GtkWidget *dialog = adw_message_dialog_new (self->window, heading, body);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  g_object_set_data_full (G_OBJECT (dialog), "game", g_object_ref (self->game), g_object_unref);
  g_set_weak_pointer (&self->question, GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
resign_action (ChimeraGameEnd *self)
{
  int side = running (self->game) ? acting_side (self->game) : -1;
  if (side < 0)
    return;
  AdwMessageDialog *md = ask (self, _ ("Resign the Game?"),
                              side == CE_WHITE ? _ ("White gives up and Black wins.")
                                               : _ ("Black gives up and White wins."));
  g_object_set_data (G_OBJECT (md), "side", GINT_TO_POINTER (side));
  adw_message_dialog_add_responses (md, "cancel", _ ("_Cancel"), "resign", _ ("_Resign"), NULL);
  adw_message_dialog_set_response_appearance (md, "resign", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (md, "cancel");
  adw_message_dialog_set_close_response (md, "cancel");
  g_signal_connect_object (md, "response", G_CALLBACK (resign_answered), self, 0);
  gtk_window_present (GTK_WINDOW (md));
}

/* ---- offering a draw ---- */

static void
agree_draw (ChimeraGameEnd *self)
{
  chimera_game_set_result (self->game, CE_RESULT_DRAW, "agreement");
}

static void
draw_answered (AdwMessageDialog *dialog, const char *response, ChimeraGameEnd *self)
{
  ChimeraGame *asked = g_object_get_data (G_OBJECT (dialog), "game");
  if (g_str_equal (response, "accept") && asked == self->game && running (self->game))
    agree_draw (self);
}

typedef struct
{
  GWeakRef self;     /* the window's end may go first */
  ChimeraGame *game; /* (owned) the game the offer was made in */
  int computer;      /* the computer's colour */
  int side;          /* the side to move in the position searched */
  int moves;         /* full moves played by then */
} Offer;

static void
offer_free (Offer *offer)
{
  g_weak_ref_clear (&offer->self);
  g_object_unref (offer->game);
  g_free (offer);
}

static void
computer_answered (GObject *source, GAsyncResult *res, gpointer data)
{
  Offer *offer = data;
  g_autoptr (ChimeraGameEnd) self = g_weak_ref_get (&offer->self);
  CeSearchResult r;
  if (!chimera_search_worker_think_finish (NULL, res, &r, NULL) || !self)
    {
      /* Cancelled: a new game or the window's end dropped the offer. */
      offer_free (offer);
      return;
    }
  g_clear_object (&self->considering);
  if (offer->game == self->game && running (self->game))
    {
      /* The search scores for the side to move; the rule wants the
       * computer's view. */
      int score = offer->side == offer->computer ? r.score : -r.score;
      /* An accepted draw is the banner's news; a declined one only here. */
      if (chimera_game_end_computer_accepts_draw (score, offer->moves))
        agree_draw (self);
      else
        toast (self, _ ("The computer declines the draw and plays on"));
    }
  update (self);
  offer_free (offer);
}

static void
offer_draw_action (ChimeraGameEnd *self)
{
  int side = running (self->game) ? acting_side (self->game) : -1;
  if (side < 0 || self->considering)
    return;
  if (against_computer (self->game))
    {
      const CePosition *pos = chimera_game_get_position (self->game);
      Offer *offer = g_new0 (Offer, 1);
      g_weak_ref_init (&offer->self, self);
      offer->game = g_object_ref (self->game);
      offer->computer = side ^ 1;
      offer->side = pos->side;
      /* The game's length by the position's own move number, so a game set
       * up at move 40 counts as a long one. */
      offer->moves = MAX ((int) pos->fullmove - 1, 0);
      if (!self->worker)
        self->worker = chimera_search_worker_new ();
      self->considering = g_cancellable_new ();
      CeLimits limits;
      ce_limits_init (&limits);
      limits.depth = DRAW_SEARCH_DEPTH;
      limits.movetime = DRAW_SEARCH_MS;
      chimera_search_worker_think_async (self->worker, pos, CE_LEVEL_MAX, &limits,
                                         self->considering, computer_answered, offer);
      update (self);
      return;
    }
  AdwMessageDialog *md = ask (self, _ ("Draw Offered"),
                              side == CE_WHITE ? _ ("White offers a draw. Accept?")
                                               : _ ("Black offers a draw. Accept?"));
  adw_message_dialog_add_responses (md, "decline", _ ("_Decline"), "accept", _ ("_Accept"), NULL);
  adw_message_dialog_set_response_appearance (md, "accept", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (md, "accept");
  adw_message_dialog_set_close_response (md, "decline");
  g_signal_connect_object (md, "response", G_CALLBACK (draw_answered), self, 0);
  gtk_window_present (GTK_WINDOW (md));
}

/* ---- the game ---- */

void
chimera_game_end_set_game (ChimeraGameEnd *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_GAME_END (self));
  stop_considering (self);
  if (self->question)
    gtk_window_destroy (self->question);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game)
    g_signal_connect_object (game, "changed", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
  if (self->banner)
    chimera_game_end_banner_set_game (self->banner, game);
  update (self);
}

static void
chimera_game_end_dispose (GObject *object)
{
  ChimeraGameEnd *self = CHIMERA_GAME_END (object);
  stop_considering (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->worker);
  g_clear_object (&self->resign);
  g_clear_object (&self->offer_draw);
  g_clear_weak_pointer (&self->question);
  g_clear_weak_pointer (&self->window);
  g_clear_object (&self->toasts);
  g_clear_weak_pointer (&self->banner);
  g_clear_weak_pointer (&self->undo_button);
  G_OBJECT_CLASS (chimera_game_end_parent_class)->dispose (object);
}

static void
chimera_game_end_finalize (GObject *object)
{
  g_free (CHIMERA_GAME_END (object)->undo_tooltip);
  G_OBJECT_CLASS (chimera_game_end_parent_class)->finalize (object);
}

static void
chimera_game_end_class_init (ChimeraGameEndClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = chimera_game_end_dispose;
  G_OBJECT_CLASS (klass)->finalize = chimera_game_end_finalize;
}

static void
chimera_game_end_init (ChimeraGameEnd *self)
{
}

ChimeraGameEnd *
chimera_game_end_new (GtkApplicationWindow *window,
                      ChimeraToaster *toasts,
                      ChimeraGameEndBanner *banner,
                      GtkWidget *undo_button)
{
  g_return_val_if_fail (GTK_IS_APPLICATION_WINDOW (window), NULL);
  ChimeraGameEnd *self = g_object_new (CHIMERA_TYPE_GAME_END, NULL);
  g_set_weak_pointer (&self->window, GTK_WINDOW (window));
  self->toasts = g_object_ref (toasts);
  g_set_weak_pointer (&self->banner, banner);
  g_set_weak_pointer (&self->undo_button, undo_button);
  if (undo_button)
    self->undo_tooltip = gtk_widget_get_tooltip_text (undo_button)
                           ? g_strdup (gtk_widget_get_tooltip_text (undo_button))
                           : NULL;
  self->resign = g_simple_action_new ("resign", NULL);
  g_signal_connect_object (self->resign, "activate", G_CALLBACK (resign_action), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (self->resign));
  self->offer_draw = g_simple_action_new ("offer-draw", NULL);
  g_signal_connect_object (self->offer_draw, "activate", G_CALLBACK (offer_draw_action), self,
                           G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (self->offer_draw));
  update (self);
  return self;
}

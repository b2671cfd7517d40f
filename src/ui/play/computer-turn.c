/* SPDX-License-Identifier: GPL-3.0-or-later
 * The computer's part in a game: its moves and the person's hints
 * (computer-turn.h).
 */
#include "config.h"

#include "computer-turn.h"

#include "external-player.h"
#include "pgn.h"
#include "search-worker.h"

struct _ChimeraComputerTurn
{
  GObject parent_instance;
  ChimeraGame *game;
  ChimeraSearchWorker *worker;
  GCancellable *thinking; /* the move being found */
};

G_DEFINE_FINAL_TYPE (ChimeraComputerTurn, chimera_computer_turn, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_THINKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_thinking (ChimeraComputerTurn *self, GCancellable *thinking)
{
  if (self->thinking)
    g_cancellable_cancel (self->thinking);
  gboolean was = self->thinking != NULL;
  g_set_object (&self->thinking, thinking);
  if (was != (thinking != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
thought (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (ChimeraComputerTurn) self = data;
  CeSearchResult r;
  if (!chimera_move_source_think_finish (res, &r, NULL))
    return; /* stopped: whoever stopped it has moved on */
  /* Done before the move is played: its "changed" may leave the computer
   * to move again (it plays both sides), and then it thinks again. */
  g_clear_object (&self->thinking);
  int side = chimera_game_get_position (self->game)->side;
  gboolean played = r.best && chimera_game_play (self->game, r.best);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
  /* The computer's own view of its move, kept with the move as PGN
   * readers expect it; a book move has none. */
  if (!played || r.depth < 0)
    return;
  CeTreeEval eval = ce_pgn_eval_of_score (r.score, side);
  chimera_game_set_node_eval (self->game, chimera_game_get_live_node (self->game), &eval);
}

static void
maybe_think (ChimeraComputerTurn *self)
{
  if (self->thinking || !chimera_game_is_computer_turn (self->game)
      || chimera_game_get_paused (self->game))
    return;
  g_autoptr (GCancellable) thinking = g_cancellable_new ();
  set_thinking (self, thinking);
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
  chimera_move_source_think_async (self->worker, self->game, &limits, thinking, thought,
                                   g_object_ref (self));
}

void
chimera_computer_turn_set_game (ChimeraComputerTurn *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_COMPUTER_TURN (self));
  set_thinking (self, NULL);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (!game)
    return;
  g_signal_connect_object (game, "changed", G_CALLBACK (maybe_think), self, G_CONNECT_SWAPPED);
  maybe_think (self);
}

gboolean
chimera_computer_turn_get_thinking (ChimeraComputerTurn *self)
{
  g_return_val_if_fail (CHIMERA_IS_COMPUTER_TURN (self), FALSE);
  return self->thinking != NULL;
}

void
chimera_computer_turn_stop (ChimeraComputerTurn *self)
{
  g_return_if_fail (CHIMERA_IS_COMPUTER_TURN (self));
  set_thinking (self, NULL);
}

static void
hint_found (GObject *source, GAsyncResult *res, gpointer data)
{
  g_autoptr (GTask) task = data;
  CeSearchResult r;
  GError *error = NULL;
  if (chimera_search_worker_think_finish (CHIMERA_SEARCH_WORKER (source), res, &r, &error))
    g_task_return_int (task, (gssize) r.best);
  else
    g_task_return_error (task, error);
}

void
chimera_computer_turn_hint_async (ChimeraComputerTurn *self,
                                  GCancellable *cancellable,
                                  GAsyncReadyCallback callback,
                                  gpointer user_data)
{
  g_return_if_fail (CHIMERA_IS_COMPUTER_TURN (self) && self->game);
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  CeLimits limits;
  ce_limits_init (&limits);
  limits.movetime = 1500;
  chimera_search_worker_think_async (self->worker, chimera_game_get_position (self->game), 10,
                                     &limits, cancellable, hint_found, task);
}

gboolean
chimera_computer_turn_hint_finish (ChimeraComputerTurn *self, GAsyncResult *result, CeMove *move)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  gssize m = g_task_propagate_int (G_TASK (result), NULL);
  if (m < 0)
    return FALSE;
  *move = (CeMove) m;
  return TRUE;
}

static void
chimera_computer_turn_dispose (GObject *object)
{
  ChimeraComputerTurn *self = CHIMERA_COMPUTER_TURN (object);
  if (self->thinking)
    g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->worker);
  G_OBJECT_CLASS (chimera_computer_turn_parent_class)->dispose (object);
}

static void
chimera_computer_turn_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChimeraComputerTurn *self = CHIMERA_COMPUTER_TURN (object);
  switch (id)
    {
      case PROP_THINKING: g_value_set_boolean (value, self->thinking != NULL); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_computer_turn_class_init (ChimeraComputerTurnClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = chimera_computer_turn_dispose;
  object_class->get_property = chimera_computer_turn_get_property;
  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
chimera_computer_turn_init (ChimeraComputerTurn *self)
{
  self->worker = chimera_search_worker_new ();
}

ChimeraComputerTurn *
chimera_computer_turn_new (void)
{
  return g_object_new (CHIMERA_TYPE_COMPUTER_TURN, NULL);
}

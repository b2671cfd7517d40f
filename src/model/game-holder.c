/* SPDX-License-Identifier: GPL-3.0-or-later
 * The game a window shows, and the parts that follow it (game-holder.h).
 */
#include "config.h"

#include "game-holder.h"

typedef struct
{
  GWeakRef follower;
  ChimeraGameFollow follow;
} Follower;

struct _ChimeraGameHolder
{
  GObject parent_instance;
  ChimeraGame *game;
  GPtrArray *followers; /* Follower, each allocated: a GWeakRef stays put */
};

G_DEFINE_FINAL_TYPE (ChimeraGameHolder, chimera_game_holder, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

static void
free_follower (gpointer data)
{
  Follower *f = data;
  g_weak_ref_clear (&f->follower);
  g_free (f);
}

static void
chimera_game_holder_dispose (GObject *object)
{
  ChimeraGameHolder *self = CHIMERA_GAME_HOLDER (object);
  g_clear_object (&self->game);
  g_ptr_array_set_size (self->followers, 0);
  G_OBJECT_CLASS (chimera_game_holder_parent_class)->dispose (object);
}

static void
chimera_game_holder_finalize (GObject *object)
{
  ChimeraGameHolder *self = CHIMERA_GAME_HOLDER (object);
  g_ptr_array_unref (self->followers);
  G_OBJECT_CLASS (chimera_game_holder_parent_class)->finalize (object);
}

static void
chimera_game_holder_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  ChimeraGameHolder *self = CHIMERA_GAME_HOLDER (object);
  switch (id)
    {
      case PROP_GAME: g_value_set_object (value, self->game); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_game_holder_set_property (GObject *object, guint id, const GValue *value, GParamSpec *pspec)
{
  ChimeraGameHolder *self = CHIMERA_GAME_HOLDER (object);
  switch (id)
    {
      case PROP_GAME: chimera_game_holder_set_game (self, g_value_get_object (value)); break;
      default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, id, pspec);
    }
}

static void
chimera_game_holder_class_init (ChimeraGameHolderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  object_class->dispose = chimera_game_holder_dispose;
  object_class->finalize = chimera_game_holder_finalize;
  object_class->get_property = chimera_game_holder_get_property;
  object_class->set_property = chimera_game_holder_set_property;
  props[PROP_GAME]
    = g_param_spec_object ("game", NULL, NULL, CHIMERA_TYPE_GAME,
                           G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);
}

static void
chimera_game_holder_init (ChimeraGameHolder *self)
{
  self->followers = g_ptr_array_new_with_free_func (free_follower);
}

ChimeraGameHolder *
chimera_game_holder_new (void)
{
  return g_object_new (CHIMERA_TYPE_GAME_HOLDER, NULL);
}

void
chimera_game_holder_set_game (ChimeraGameHolder *self, ChimeraGame *game)
{
  g_return_if_fail (CHIMERA_IS_GAME_HOLDER (self));
  g_return_if_fail (CHIMERA_IS_GAME (game));
  if (!g_set_object (&self->game, game))
    return;
  /* A follower may set another game while it follows this one (none does
   * today): the later game's round then runs inside this one, and this
   * one stops handing on a game that is no longer held. */
  g_autoptr (ChimeraGame) held = g_object_ref (game);
  for (guint i = 0; i < self->followers->len && self->game == held; i++)
    {
      Follower *f = g_ptr_array_index (self->followers, i);
      g_autoptr (GObject) follower = g_weak_ref_get (&f->follower);
      if (follower)
        f->follow (follower, held);
    }
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_GAME]);
}

ChimeraGame *
chimera_game_holder_get_game (ChimeraGameHolder *self)
{
  g_return_val_if_fail (CHIMERA_IS_GAME_HOLDER (self), NULL);
  return self->game;
}

void
chimera_game_holder_add_follower (ChimeraGameHolder *self,
                                  gpointer follower,
                                  ChimeraGameFollow follow)
{
  g_return_if_fail (CHIMERA_IS_GAME_HOLDER (self));
  g_return_if_fail (G_IS_OBJECT (follower) && follow);
  /* Followers that went are dropped here rather than tracked. */
  for (guint i = self->followers->len; i-- > 0;)
    {
      Follower *f = g_ptr_array_index (self->followers, i);
      g_autoptr (GObject) alive = g_weak_ref_get (&f->follower);
      if (!alive)
        g_ptr_array_remove_index (self->followers, i);
    }
  Follower *f = g_new0 (Follower, 1);
  f->follow = follow;
  g_weak_ref_init (&f->follower, follower);
  g_ptr_array_add (self->followers, f);
  if (self->game)
    follow (follower, self->game);
}

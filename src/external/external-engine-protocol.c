/* SPDX-License-Identifier: GPL-3.0-or-later
 * The UCI and CECP conversations of the external engine client: the
 * handshake's answers (names, options, features), the lines of a search
 * and the commands that ask for one (external-engine-private.h).
 */
#include "external-engine-private.h"

#include "notation.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

static void
add_variant (ChimeraExternalEngine *self, const char *name)
{
  if (!*name || self->variants->len > 256)
    return;
  g_ptr_array_insert (self->variants, (int) self->variants->len - 1, g_strdup (name));
}

/* " type spin default 1350 min 1350 max 2850": UCI_Elo's range, kept if
 * it makes sense. */
static void
elo_range (ChimeraExternalEngine *self, const char *type)
{
  g_auto (GStrv) w = g_strsplit (type, " ", -1);
  gint64 min = 0, max = 0;
  for (int i = 0; w[i] && w[i + 1]; i++)
    if (strcmp (w[i], "min") == 0)
      min = g_ascii_strtoll (w[++i], NULL, 10);
    else if (strcmp (w[i], "max") == 0)
      max = g_ascii_strtoll (w[++i], NULL, 10);
  if (min > 0 && max >= min && max <= 10000)
    {
      self->elo_min = (int) min;
      self->elo_max = (int) max;
    }
}

/* "option name UCI_Variant type combo default chess var chess var xiangqi". */
static void
uci_option (ChimeraExternalEngine *self, const char *line)
{
  const char *name = line + strlen ("option name ");
  const char *type = strstr (name, " type ");
  if (!type)
    return;
  g_autofree char *oname = g_strndup (name, (gsize) (type - name));
  if (g_ascii_strcasecmp (oname, "MultiPV") == 0)
    self->has_multipv = TRUE;
  if (strcmp (oname, "UCI_LimitStrength") == 0)
    self->has_limit_strength = TRUE;
  if (strcmp (oname, "UCI_Elo") == 0)
    elo_range (self, type);
  if (strcmp (oname, "UCI_Variant") != 0)
    return;
  self->has_uci_variant = TRUE;
  g_auto (GStrv) words = g_strsplit (type, " ", -1);
  for (int i = 0; words[i]; i++)
    if (strcmp (words[i], "var") == 0 && words[i + 1])
      add_variant (self, words[++i]);
}

/* CECP "feature a=1 b="text with spaces" ...": answers each one. */
static void
cecp_features (ChimeraExternalEngine *self, const char *p)
{
  self->cecp_features = TRUE;
  while (*p)
    {
      while (*p == ' ')
        p++;
      const char *eq = strchr (p, '=');
      if (!eq)
        break;
      g_autofree char *key = g_strndup (p, (gsize) (eq - p));
      p = eq + 1;
      g_autofree char *value = NULL;
      if (*p == '"')
        {
          const char *end = strchr (p + 1, '"');
          if (!end)
            break;
          value = g_strndup (p + 1, (gsize) (end - p - 1));
          p = end + 1;
        }
      else
        {
          const char *end = strchr (p, ' ');
          if (!end)
            end = p + strlen (p);
          value = g_strndup (p, (gsize) (end - p));
          p = end;
        }
      gboolean on = strcmp (value, "1") == 0;
      gboolean accepted = TRUE;
      if (strcmp (key, "myname") == 0)
        {
          g_free (self->name);
          self->name = g_strdup (value);
        }
      else if (strcmp (key, "variants") == 0)
        {
          g_auto (GStrv) names = g_strsplit (value, ",", -1);
          for (int i = 0; names[i]; i++)
            add_variant (self, g_strstrip (names[i]));
        }
      else if (strcmp (key, "setboard") == 0)
        self->cecp_setboard = on;
      else if (strcmp (key, "usermove") == 0)
        self->cecp_usermove = on;
      else if (strcmp (key, "ping") == 0)
        self->cecp_ping = on;
      else if (strcmp (key, "san") == 0)
        accepted = !on; /* we speak coordinates only */
      else if (strcmp (key, "done") == 0)
        {
          if (on)
            {
              _chimera_ext_send (self, "accepted done");
              _chimera_ext_handshake_done (self);
              continue;
            }
          self->cecp_done_wait = TRUE;
          _chimera_ext_start_timer (self, self->handshake_ms);
        }
      _chimera_ext_send (self, "%s %s", accepted ? "accepted" : "rejected", key);
    }
}

static void
got_info (ChimeraExternalEngine *self, const CeSearchInfo *info)
{
  if (self->job == JOB_THINK && info->multipv == 1)
    {
      self->result.score = info->score;
      self->result.depth = info->depth;
      self->result.nodes = info->nodes;
      self->result.time_ms = info->time_ms;
    }
  _chimera_ext_emit_info (self, info);
}

static void
got_move (ChimeraExternalEngine *self, const char *text)
{
  if (self->job != JOB_THINK)
    return;
  CeMove m = CE_MOVE_NONE;
  if (strcmp (text, "(none)") != 0 && strcmp (text, "0000") != 0)
    {
      m = chimera_engine_read_move (&self->pos, text);
      if (m == CE_MOVE_NONE)
        {
          g_autofree char *msg = g_strdup_printf (_ ("%s played an illegal move: %.20s"),
                                                  _chimera_ext_label (self), text);
          _chimera_ext_die (self, msg);
          return;
        }
    }
  self->result.best = m;
  _chimera_ext_finish_think (self, NULL);
}

void
_chimera_uci_line (ChimeraExternalEngine *self, const char *line)
{
  if (!self->ready)
    {
      if (g_str_has_prefix (line, "id name "))
        {
          g_free (self->name);
          self->name = g_strdup (line + strlen ("id name "));
        }
      else if (g_str_has_prefix (line, "option name "))
        uci_option (self, line);
      else if (strcmp (line, "uciok") == 0)
        _chimera_ext_send (self, "isready");
      else if (strcmp (line, "readyok") == 0)
        _chimera_ext_handshake_done (self);
      return;
    }
  if (g_str_has_prefix (line, "bestmove"))
    {
      if (self->stale_bestmoves > 0)
        {
          self->stale_bestmoves--;
          return;
        }
      g_auto (GStrv) w = g_strsplit (line, " ", 3);
      if (w[1])
        got_move (self, w[1]);
      return;
    }
  if (g_str_has_prefix (line, "info ") && self->stale_bestmoves == 0 && self->job != JOB_NONE)
    {
      CeSearchInfo info;
      if (chimera_uci_parse_info (line, &self->pos, &info))
        got_info (self, &info);
    }
}

void
_chimera_cecp_line (ChimeraExternalEngine *self, const char *line)
{
  if (g_str_has_prefix (line, "feature "))
    {
      cecp_features (self, line + strlen ("feature "));
      return;
    }
  if (g_str_has_prefix (line, "pong "))
    {
      if (atoi (line + 5) >= self->ignore_until_pong)
        self->ignore_until_pong = 0;
      return;
    }
  if (!self->ready || self->ignore_until_pong)
    return;
  if (g_str_has_prefix (line, "move "))
    got_move (self, g_strstrip (strchr (line, ' ')));
  else if (strcmp (line, "resign") == 0 || g_str_has_prefix (line, "tellics resign"))
    {
      if (self->job == JOB_THINK)
        _chimera_ext_finish_think (
          self, g_error_new (CHIMERA_EXTERNAL_ENGINE_ERROR, CHIMERA_EXTERNAL_ENGINE_ERROR_RESIGNED,
                             _ ("%s resigned"), _chimera_ext_label (self)));
    }
  else if (g_str_has_prefix (line, "Illegal move") || g_str_has_prefix (line, "Error"))
    {
      if (self->job != JOB_NONE)
        {
          g_autofree char *msg = g_strdup_printf (_ ("%s refused the position: %.60s"),
                                                  _chimera_ext_label (self), line);
          _chimera_ext_die (self, msg);
        }
    }
  else if (g_ascii_isdigit (*line) && self->job != JOB_NONE)
    {
      CeSearchInfo info;
      if (chimera_cecp_parse_thinking (line, &self->pos, &info))
        got_info (self, &info);
    }
}

/* The engine's name for the request's variant, or NULL if it has none. */
static const char *
variant_name (ChimeraExternalEngine *self)
{
  const CeVariant *v = self->start.v;
  return self->protocol == CHIMERA_ENGINE_UCI ? ce_variant_uci_name (v) : ce_variant_cecp_name (v);
}

static void
append_moves (ChimeraExternalEngine *self, GString *s, const char *sep)
{
  CePosition p = self->start;
  for (int i = 0; i < self->nmoves; i++)
    {
      char buf[CE_MOVE_SIZE];
      g_string_append_printf (s, "%s%s", sep, ce_move_to_string (&p, self->moves[i], buf));
      CeUndo undo;
      ce_make (&p, self->moves[i], &undo);
    }
}

void
_chimera_uci_send_job (ChimeraExternalEngine *self)
{
  const char *vname = variant_name (self);
  if (self->has_uci_variant && vname && self->sent_variant != vname)
    {
      _chimera_ext_send (self, "setoption name UCI_Variant value %s", vname);
      self->sent_variant = vname;
    }
  /* A weaker opponent: the engine's own strength limit, within its range. */
  if (self->has_limit_strength && self->elo_max && self->elo != self->sent_elo)
    {
      _chimera_ext_send (self, "setoption name UCI_LimitStrength value %s",
                         self->elo ? "true" : "false");
      if (self->elo)
        _chimera_ext_send (self, "setoption name UCI_Elo value %d",
                           CLAMP (self->elo, self->elo_min, self->elo_max));
      self->sent_elo = self->elo;
    }
  int multipv = self->job == JOB_ANALYSE ? self->multipv : 1;
  if (self->has_multipv && multipv != self->sent_multipv)
    {
      _chimera_ext_send (self, "setoption name MultiPV value %d", multipv);
      self->sent_multipv = multipv;
    }
  char fen[CE_FEN_SIZE];
  g_autoptr (GString) s = g_string_new ("position fen ");
  g_string_append (s, ce_position_to_fen (&self->start, fen));
  if (self->nmoves)
    {
      g_string_append (s, " moves");
      append_moves (self, s, " ");
    }
  _chimera_ext_send (self, "%s", s->str);
  const CeLimits *l = &self->limits;
  if (self->job == JOB_ANALYSE)
    _chimera_ext_send (self, "go infinite");
  else if (l->movetime > 0)
    _chimera_ext_send (self, "go movetime %" G_GINT64_FORMAT, l->movetime);
  else
    _chimera_ext_send (self,
                       "go wtime %" G_GINT64_FORMAT " btime %" G_GINT64_FORMAT
                       " winc %" G_GINT64_FORMAT " binc %" G_GINT64_FORMAT,
                       MAX (l->time[CE_WHITE], 1), MAX (l->time[CE_BLACK], 1),
                       MAX (l->inc[CE_WHITE], 0), MAX (l->inc[CE_BLACK], 0));
}

void
_chimera_cecp_send_job (ChimeraExternalEngine *self)
{
  _chimera_ext_send (self, "new");
  const char *vname = variant_name (self);
  if (vname && strcmp (vname, "normal") != 0)
    _chimera_ext_send (self, "variant %s", vname);
  _chimera_ext_send (self, "force");
  char fen[CE_FEN_SIZE], start[CE_FEN_SIZE];
  CePosition initial;
  ce_position_start (&initial, self->start.v);
  if (strcmp (ce_position_to_fen (&self->start, fen), ce_position_to_fen (&initial, start)) != 0)
    {
      if (!self->cecp_setboard)
        {
          g_autofree char *m = g_strdup_printf (_ ("%s cannot play from a position set up"),
                                                _chimera_ext_label (self));
          _chimera_ext_die (self, m);
          return;
        }
      _chimera_ext_send (self, "setboard %s", fen);
    }
  CePosition p = self->start;
  for (int i = 0; i < self->nmoves; i++)
    {
      char buf[CE_MOVE_SIZE];
      _chimera_ext_send (self, "%s%s", self->cecp_usermove ? "usermove " : "",
                         ce_move_to_string (&p, self->moves[i], buf));
      CeUndo undo;
      ce_make (&p, self->moves[i], &undo);
    }
  _chimera_ext_send (self, "post");
  if (self->job == JOB_ANALYSE)
    {
      _chimera_ext_send (self, "analyze");
      return;
    }
  const CeLimits *l = &self->limits;
  if (l->movetime > 0)
    _chimera_ext_send (self, "st %" G_GINT64_FORMAT, MAX ((l->movetime + 999) / 1000, 1));
  else
    {
      int side = self->pos.side;
      gint64 base = MAX (l->time[side], 1000) / 1000;
      _chimera_ext_send (self, "level 0 %" G_GINT64_FORMAT ":%02d %" G_GINT64_FORMAT, base / 60,
                         (int) (base % 60), MAX (l->inc[side], 0) / 1000);
      _chimera_ext_send (self, "time %" G_GINT64_FORMAT, MAX (l->time[side], 0) / 10);
      _chimera_ext_send (self, "otim %" G_GINT64_FORMAT, MAX (l->time[!side], 0) / 10);
    }
  _chimera_ext_send (self, "go");
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * External engines and the opening book in the analysis panel
 * (analysis-engine.h).
 */
#include "config.h"

#include "analysis-engine.h"

#include "chimera-settings.h"
#include "external-engine-list.h"
#include "opening-book.h"
#include "san.h"

#include <glib/gi18n.h>

#define ENGINE_KEY "analysis-engine"

/* ---- The chooser ---- */

typedef struct
{
  const CeVariant *variant;
  GPtrArray *ids; /* the drop-down's rows after "Chimera" */
  gboolean filling;
  gboolean following; /* the engine list: only once the popover was shown */
} Chooser;

static void
chooser_free (gpointer data)
{
  Chooser *c = data;
  g_ptr_array_unref (c->ids);
  g_free (c);
}

static void
fill (GtkDropDown *drop)
{
  Chooser *c = g_object_get_data (G_OBJECT (drop), "chooser");
  GSettings *settings = chimera_settings_get ();
  g_autofree char *want = settings ? g_settings_get_string (settings, ENGINE_KEY) : g_strdup ("");
  GtkStringList *names = gtk_string_list_new (NULL);
  gtk_string_list_append (names, _ ("Chimera"));
  g_ptr_array_set_size (c->ids, 0);
  guint selected = 0;
  if (c->variant && c->following)
    {
      g_autoptr (GPtrArray) engines
        = chimera_engine_list_for_variant (chimera_engine_list_get_default (), c->variant);
      for (guint i = 0; i < engines->len; i++)
        {
          const ChimeraEngineEntry *e = engines->pdata[i];
          gtk_string_list_append (names, e->name);
          g_ptr_array_add (c->ids, g_strdup (e->id));
          if (g_str_equal (e->id, want))
            selected = i + 1;
        }
    }
  c->filling = TRUE;
  gtk_drop_down_set_model (drop, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (drop, selected);
  c->filling = FALSE;
  g_object_unref (names);
}

static void
chosen (GtkDropDown *drop)
{
  Chooser *c = g_object_get_data (G_OBJECT (drop), "chooser");
  GSettings *settings = chimera_settings_get ();
  if (c->filling || !settings)
    return;
  guint row = gtk_drop_down_get_selected (drop);
  const char *id = row >= 1 && row - 1 < c->ids->len ? c->ids->pdata[row - 1] : "";
  g_autofree char *old = g_settings_get_string (settings, ENGINE_KEY);
  if (!g_str_equal (old, id))
    g_settings_set_string (settings, ENGINE_KEY, id);
}

static void
follow (GtkDropDown *drop)
{
  Chooser *c = g_object_get_data (G_OBJECT (drop), "chooser");
  if (c->following)
    return;
  c->following = TRUE;
  g_signal_connect_object (chimera_engine_list_get_default (), "changed", G_CALLBACK (fill), drop,
                           G_CONNECT_SWAPPED);
  fill (drop);
}

GtkWidget *
chimera_analysis_engine_add_chooser (GtkGrid *grid, int row)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (_ ("_Engine"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  GtkWidget *drop = gtk_drop_down_new (NULL, NULL);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), drop);
  gtk_widget_set_tooltip_text (drop, _ ("The engine that analyses: Chimera’s own or an installed "
                                        "engine that plays this variant"));
  Chooser *c = g_new0 (Chooser, 1);
  c->ids = g_ptr_array_new_with_free_func (g_free);
  g_object_set_data_full (G_OBJECT (drop), "chooser", c, chooser_free);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, drop, 1, row, 1, 1);
  g_signal_connect (drop, "notify::selected", G_CALLBACK (chosen), NULL);
  /* The engines are looked for (started and asked) only once someone
   * looks at the choice, not with every window. */
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (grid), GTK_TYPE_POPOVER);
  if (popover)
    g_signal_connect_object (popover, "show", G_CALLBACK (follow), drop, G_CONNECT_SWAPPED);
  else
    follow (GTK_DROP_DOWN (drop));
  fill (GTK_DROP_DOWN (drop));
  return drop;
}

void
chimera_analysis_engine_chooser_set_variant (GtkWidget *chooser, const CeVariant *v)
{
  Chooser *c = g_object_get_data (G_OBJECT (chooser), "chooser");
  if (c->variant == v)
    return;
  c->variant = v;
  fill (GTK_DROP_DOWN (chooser));
}

/* ---- The note: book moves, a failed engine ---- */

GtkWidget *
chimera_analysis_engine_note_new (void)
{
  GtkWidget *note = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (note), 10);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "analysis-note");
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_set_visible (note, FALSE);
  return note;
}

static void
say (GtkWidget *note, const char *text)
{
  gtk_label_set_label (GTK_LABEL (note), text ? text : "");
  gtk_widget_set_visible (note, text && *text);
}

char *
chimera_analysis_book_text (const CePosition *pos)
{
  GSettings *settings = chimera_settings_get ();
  if (!settings || !chimera_opening_book_applies (pos->v))
    return NULL;
  g_autofree char *path = g_settings_get_string (settings, "opening-book");
  if (!*path)
    return NULL;
  ChimeraBookMove moves[8];
  int n = chimera_opening_book_lookup (path, pos, moves, G_N_ELEMENTS (moves), NULL);
  if (n <= 0)
    return NULL;
  guint total = 0;
  for (int i = 0; i < n; i++)
    total += moves[i].weight;
  g_autoptr (GString) list = g_string_new (NULL);
  for (int i = 0; i < n; i++)
    {
      char san[CE_SAN_SIZE];
      CePosition p = *pos;
      ce_move_to_san (&p, moves[i].move, san);
      int percent = total ? (int) ((moves[i].weight * 100 + total / 2) / total) : 0;
      g_autofree char *item = g_strdup_printf (_ ("%s %d%%"), san, percent);
      g_string_append_printf (list, "%s%s", i ? ", " : "", item);
    }
  return g_strdup_printf (_ ("Book: %s"), list->str);
}

/* ---- Running ---- */

static void
failed (GtkWidget *note, const char *message)
{
  say (note, message);
}

gboolean
chimera_analysis_engine_start (ChimeraExternalEngine **engine,
                               GtkWidget *note,
                               const CePosition *pos,
                               int lines,
                               GCallback info,
                               gpointer panel)
{
  g_autofree char *book = chimera_analysis_book_text (pos);
  say (note, book);
  GSettings *settings = chimera_settings_get ();
  g_autofree char *id = settings ? g_settings_get_string (settings, ENGINE_KEY) : g_strdup ("");
  if (!*id)
    {
      chimera_analysis_engine_stop (*engine);
      return FALSE;
    }
  ChimeraEngineList *list = chimera_engine_list_get_default ();
  const ChimeraEngineEntry *e = chimera_engine_list_lookup (list, id);
  if (!e || !e->ready
      || !chimera_external_engine_lists (e->protocol, (const char *const *) e->variants, pos->v))
    {
      chimera_analysis_engine_stop (*engine);
      return FALSE;
    }
  /* Another engine chosen, or this one dead: a new process. */
  if (*engine
      && (g_strcmp0 (g_object_get_data (G_OBJECT (*engine), "id"), id) != 0
          || chimera_external_engine_get_error (*engine)))
    g_clear_object (engine);
  if (!*engine)
    {
      *engine = chimera_engine_list_create (list, id);
      g_object_set_data_full (G_OBJECT (*engine), "id", g_strdup (id), g_free);
      g_signal_connect_object (*engine, "info", info, panel, G_CONNECT_SWAPPED);
      g_signal_connect_object (*engine, "failed", G_CALLBACK (failed), note, G_CONNECT_SWAPPED);
    }
  chimera_external_engine_analyse (*engine, pos, lines);
  /* Whose lines these are, above the book's moves. */
  g_autofree char *by = g_strdup_printf (_ ("Analysis by %s"), e->name);
  g_autofree char *both = book ? g_strconcat (by, "\n", book, NULL) : NULL;
  say (note, both ? both : by);
  return TRUE;
}

void
chimera_analysis_engine_stop (ChimeraExternalEngine *engine)
{
  if (engine)
    chimera_external_engine_stop (engine);
}

/* SPDX-License-Identifier: GPL-3.0-or-later
 * The Export Diagram dialog and its action: a snapshot of what the board
 * shows, a live preview of it with the options chosen, the file chooser,
 * and the diagram written off the main loop.
 */
#include "config.h"

#include "diagram-export.h"

#include <glib/gi18n.h>

#include "board-scene.h"
#include "close-keys.h"
#include "variant-words.h"

/* The preview's side in logical pixels (the template's pixel-size). */
#define PREVIEW_SIZE 220

struct _ChimeraDiagramDialog
{
  AdwWindow parent_instance;

  GtkImage *preview;
  GtkSpinButton *size_button;
  AdwComboRow *format_row;
  GtkSwitch *coordinates_switch;
  GtkSwitch *marks_switch;
  GtkSwitch *flip_switch;

  ChimeraDiagramContent *content; /* what the board showed at the start */
  ChimeraBoardTheme theme;
  GCancellable *cancellable; /* the write under way, if any */
};

G_DEFINE_FINAL_TYPE (ChimeraDiagramDialog, chimera_diagram_dialog, ADW_TYPE_WINDOW)

enum
{
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void options_changed (ChimeraDiagramDialog *self);

/* The choices of the last export in this session: the next dialog starts
 * from them (the orientation always from the board). */
static ChimeraDiagramOptions last_options;
static gboolean have_last_options;

/* ---- Writing off the main loop ---- */

typedef struct
{
  GFile *file;
  ChimeraDiagramContent content;
  ChimeraDiagramOptions options;
} SaveJob;

static void
save_job_free (gpointer data)
{
  SaveJob *job = data;
  g_object_unref (job->file);
  g_free (job);
}

static void
save_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SaveJob *job = data;
  GError *error = NULL;
  if (chimera_diagram_write (job->file, &job->content, &job->options, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
chimera_diagram_save_async (GFile *file,
                            const ChimeraDiagramContent *c,
                            const ChimeraDiagramOptions *o,
                            GCancellable *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer user_data)
{
  g_return_if_fail (G_IS_FILE (file) && c != NULL && o != NULL);
  SaveJob *job = g_new0 (SaveJob, 1);
  job->file = g_object_ref (file);
  job->content = *c;
  job->options = *o;
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, chimera_diagram_save_async);
  g_task_set_task_data (task, job, save_job_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
chimera_diagram_save_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
chimera_diagram_from_board (ChimeraBoardView *board,
                            ChimeraDiagramContent *c,
                            ChimeraDiagramOptions *o)
{
  g_return_if_fail (CHIMERA_IS_BOARD_VIEW (board) && c != NULL && o != NULL);
  ChimeraBoardScene *scene = chimera_board_view_get_scene (board);
  const CePosition *pos = chimera_board_scene_get_position (scene);
  memset (c, 0, sizeof *c);
  if (pos)
    c->pos = *pos;
  c->last = chimera_board_scene_get_last_move (scene);
  c->shapes = *chimera_board_scene_get_annotations (scene);
  o->flipped = chimera_board_view_get_flipped (board);
  o->theme = chimera_board_view_get_theme (board);
}

/* ---- The dialog ---- */

void
chimera_diagram_dialog_get_options (ChimeraDiagramDialog *self, ChimeraDiagramOptions *o)
{
  g_return_if_fail (CHIMERA_IS_DIAGRAM_DIALOG (self) && o != NULL);
  chimera_diagram_options_init (o);
  o->size = gtk_spin_button_get_value_as_int (self->size_button);
  o->format = adw_combo_row_get_selected (self->format_row) == 1 ? CHIMERA_DIAGRAM_SVG
                                                                 : CHIMERA_DIAGRAM_PNG;
  o->coordinates = gtk_switch_get_active (self->coordinates_switch);
  o->marks = gtk_switch_get_active (self->marks_switch);
  o->flipped = gtk_switch_get_active (self->flip_switch);
  o->theme = self->theme;
}

void
chimera_diagram_dialog_set_options (ChimeraDiagramDialog *self, const ChimeraDiagramOptions *o)
{
  g_return_if_fail (CHIMERA_IS_DIAGRAM_DIALOG (self) && o != NULL);
  self->theme = o->theme;
  gtk_spin_button_set_value (self->size_button, o->size);
  adw_combo_row_set_selected (self->format_row, o->format == CHIMERA_DIAGRAM_SVG ? 1 : 0);
  gtk_switch_set_active (self->coordinates_switch, o->coordinates);
  gtk_switch_set_active (self->marks_switch, o->marks);
  gtk_switch_set_active (self->flip_switch, o->flipped);
  options_changed (self);
}

/* The preview: the diagram itself, drawn small at the screen's scale. */
static void
options_changed (ChimeraDiagramDialog *self)
{
  if (!self->content || !self->content->pos.v)
    return;
  ChimeraDiagramOptions o;
  chimera_diagram_dialog_get_options (self, &o);
  int scale = MAX (1, gtk_widget_get_scale_factor (GTK_WIDGET (self)));
  o.size = PREVIEW_SIZE * scale;
  o.format = CHIMERA_DIAGRAM_PNG;
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, o.size, o.size);
  cairo_t *cr = cairo_create (s);
  chimera_diagram_paint (cr, self->content, &o);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  int stride = cairo_image_surface_get_stride (s);
  g_autoptr (GBytes) bytes
    = g_bytes_new (cairo_image_surface_get_data (s), (gsize) stride * (gsize) o.size);
  /* Cairo's ARGB32 is premultiplied native-endian: GDK's default format. */
  g_autoptr (GdkTexture) texture
    = gdk_memory_texture_new (o.size, o.size, GDK_MEMORY_DEFAULT, bytes, (gsize) stride);
  cairo_surface_destroy (s);
  gtk_image_set_from_paintable (self->preview, GDK_PAINTABLE (texture));
}

static void
show_error (ChimeraDiagramDialog *self, GFile *file, const char *message)
{
  g_autofree char *base = g_file_get_basename (file);
  g_autofree char *name = g_filename_display_name (base ? base : "?");
  g_autofree char *heading = g_strdup_printf (_ ("Could not export “%s”"), name);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _ ("_Close"));
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  chimera_close_keys_add (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
saved (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (ChimeraDiagramDialog) self = data;
  SaveJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr (GFile) file = g_object_ref (job->file);
  g_autoptr (GError) error = NULL;
  gboolean ok = chimera_diagram_save_finish (result, &error);
  /* Closed meanwhile (its widgets are gone), or another export began. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  g_clear_object (&self->cancellable);
  gtk_widget_set_sensitive (GTK_WIDGET (self), TRUE);
  if (ok)
    {
      chimera_diagram_dialog_get_options (self, &last_options);
      have_last_options = TRUE;
      g_signal_emit (self, signals[FINISHED], 0, file, NULL);
      gtk_window_close (GTK_WINDOW (self));
      return;
    }
  show_error (self, file, error->message);
  g_signal_emit (self, signals[FINISHED], 0, file, error->message);
}

void
chimera_diagram_dialog_export_to (ChimeraDiagramDialog *self, GFile *file)
{
  g_return_if_fail (CHIMERA_IS_DIAGRAM_DIALOG (self) && G_IS_FILE (file));
  ChimeraDiagramOptions o;
  chimera_diagram_dialog_get_options (self, &o);
  g_autofree char *base = g_file_get_basename (file);
  if (base)
    chimera_diagram_format_for_name (base, &o.format);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  /* A diagram takes a moment at most; meanwhile nothing to press twice. */
  gtk_widget_set_sensitive (GTK_WIDGET (self), FALSE);
  chimera_diagram_save_async (file, self->content, &o, self->cancellable, saved,
                              g_object_ref (self));
}

static void
chooser_response (GtkNativeDialog *chooser, int response, gpointer data)
{
  g_autoptr (ChimeraDiagramDialog) self = data;
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      if (file)
        chimera_diagram_dialog_export_to (self, file);
    }
  g_object_unref (chooser);
}

static GtkFileFilter *
filter_new (const char *name, const char *mime, const char *pattern)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_mime_type (filter, mime);
  gtk_file_filter_add_pattern (filter, pattern);
  return filter;
}

static void
export_clicked (ChimeraDiagramDialog *self)
{
  ChimeraDiagramOptions o;
  chimera_diagram_dialog_get_options (self, &o);
  GtkFileChooserNative *chooser
    = gtk_file_chooser_native_new (_ ("Export Diagram"), GTK_WINDOW (self),
                                   GTK_FILE_CHOOSER_ACTION_SAVE, _ ("_Export"), _ ("_Cancel"));
  gboolean svg = o.format == CHIMERA_DIAGRAM_SVG;
  g_autoptr (GtkFileFilter) filter = svg ? filter_new (_ ("SVG drawings"), "image/svg+xml", "*.svg")
                                         : filter_new (_ ("PNG images"), "image/png", "*.png");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  const CeVariant *v = self->content->pos.v;
  g_autofree char *name = g_strdup_printf ("%s.%s", v ? chimera_variant_name (v) : "diagram",
                                           chimera_diagram_format_extension (o.format));
  g_strdelimit (name, "/", '-');
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (chooser_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
cancel_clicked (ChimeraDiagramDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static void
chimera_diagram_dialog_dispose (GObject *object)
{
  ChimeraDiagramDialog *self = CHIMERA_DIAGRAM_DIALOG (object);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (object), CHIMERA_TYPE_DIAGRAM_DIALOG);
  G_OBJECT_CLASS (chimera_diagram_dialog_parent_class)->dispose (object);
}

static void
chimera_diagram_dialog_finalize (GObject *object)
{
  ChimeraDiagramDialog *self = CHIMERA_DIAGRAM_DIALOG (object);
  g_free (self->content);
  G_OBJECT_CLASS (chimera_diagram_dialog_parent_class)->finalize (object);
}

static void
chimera_diagram_dialog_class_init (ChimeraDiagramDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  object_class->dispose = chimera_diagram_dialog_dispose;
  object_class->finalize = chimera_diagram_dialog_finalize;

  /**
   * ChimeraDiagramDialog::finished:
   * @file: the file written to
   * @error: (nullable): why it was not written, or %NULL if it was
   *
   * An export ended: written (the dialog then closes) or failed (the
   * error is shown over the dialog, which stays).
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_FILE, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/diagram-export.ui");
  gtk_widget_class_bind_template_child (widget_class, ChimeraDiagramDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, ChimeraDiagramDialog, size_button);
  gtk_widget_class_bind_template_child (widget_class, ChimeraDiagramDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, ChimeraDiagramDialog, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, ChimeraDiagramDialog, marks_switch);
  gtk_widget_class_bind_template_child (widget_class, ChimeraDiagramDialog, flip_switch);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked);
  gtk_widget_class_bind_template_callback (widget_class, options_changed);
  chimera_close_keys_bind_class (widget_class);
}

static void
chimera_diagram_dialog_init (ChimeraDiagramDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->content = g_new0 (ChimeraDiagramContent, 1);
}

ChimeraDiagramDialog *
chimera_diagram_dialog_new (GtkWindow *parent, ChimeraBoardView *board)
{
  g_return_val_if_fail (CHIMERA_IS_BOARD_VIEW (board), NULL);
  ChimeraDiagramDialog *self = g_object_new (CHIMERA_TYPE_DIAGRAM_DIALOG, "transient-for", parent,
                                             "modal", TRUE, "destroy-with-parent", TRUE, NULL);
  ChimeraDiagramOptions o;
  if (have_last_options)
    o = last_options;
  else
    chimera_diagram_options_init (&o);
  chimera_diagram_from_board (board, self->content, &o);
  chimera_diagram_dialog_set_options (self, &o);
  return self;
}

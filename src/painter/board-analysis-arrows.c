/* SPDX-License-Identifier: GPL-3.0-or-later
 * The analysis arrows: their weights and how they are drawn.
 */
#include "config.h"

#include "board-analysis-arrows.h"

#include <math.h>

#include "board-marks.h"
#include "search.h"

/* How far behind the best (centipawns) a line fades to the faintest. */
#define FADE_CP 300

void
chimera_analysis_arrows_weigh (const int *scores, guint n, double *weights)
{
  g_return_if_fail (n <= CHIMERA_ANALYSIS_ARROWS_MAX);
  for (guint k = 0; k < n; k++)
    {
      if (k == 0)
        {
          weights[k] = 1;
          continue;
        }
      /* A mate the best has and this one lacks (or a mate against it) is
       * as far behind as can be. */
      gboolean mates = ce_score_mate (scores[0]) != 0 || ce_score_mate (scores[k]) != 0;
      double gap = mates ? (scores[k] == scores[0] ? 0 : FADE_CP) : scores[0] - scores[k];
      double w = 0.55 * (1 - CLAMP (gap, 0, FADE_CP) / FADE_CP);
      weights[k] = MAX (w, 0.2);
    }
}

static void
paint_drop (const ChimeraBoardPaint *p, cairo_t *cr, int to, double scale)
{
  double s = p->tf->square, x, y;
  chimera_board_transform_square_center (p->tf, to, &x, &y);
  cairo_new_path (cr);
  cairo_arc (cr, x, y, s * 0.42, 0, 2 * G_PI);
  cairo_set_line_width (cr, s * 0.08 * scale);
  cairo_stroke (cr);
}

void
chimera_board_paint_analysis_arrows (const ChimeraBoardPaint *p, cairo_t *cr)
{
  const ChimeraAnalysisArrow *arrows;
  guint n = chimera_board_scene_get_analysis_arrows (p->scene, &arrows);
  const ChimeraRgba *c = &p->pal.hint;
  for (guint k = n; k-- > 0;)
    {
      CeMove m = arrows[k].move;
      int from = ce_move_from (m), to = ce_move_to (m);
      gboolean drop = ce_move_kind (m) == CE_MOVE_DROP;
      if (m == CE_MOVE_NONE || !chimera_board_scene_is_square (p->scene, to)
          || (!drop && !chimera_board_scene_is_square (p->scene, from)))
        continue;
      double w = CLAMP (arrows[k].weight, 0.05, 1);
      /* Thinner and fainter with the weight; drawn opaque into a group and
       * laid on at once, so the shaft and the head do not darken where
       * they overlap. */
      double scale = 0.55 + 0.45 * w;
      cairo_save (cr);
      cairo_push_group (cr);
      cairo_set_source_rgb (cr, c->red, c->green, c->blue);
      if (drop)
        paint_drop (p, cr, to, scale);
      else
        chimera_board_marks_paint_move_arrow (p, cr, m, scale);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, c->alpha * (0.35 + 0.65 * w));
      cairo_restore (cr);
    }
}

int
chimera_board_analysis_arrow_squares (const ChimeraBoardPaint *p, int *sqs)
{
  const ChimeraAnalysisArrow *arrows;
  guint n = chimera_board_scene_get_analysis_arrows (p->scene, &arrows);
  int m = 0;
  for (guint k = 0; k < n; k++)
    {
      if (ce_move_kind (arrows[k].move) != CE_MOVE_DROP)
        sqs[m++] = ce_move_from (arrows[k].move);
      sqs[m++] = ce_move_to (arrows[k].move);
    }
  return m;
}

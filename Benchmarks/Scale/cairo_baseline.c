/* The plain C Cairo baseline of Benchmarks/Scale/run.sh (docs/performance.md, "Scale").
 *
 *   cairo_baseline N FRAMES OUTDIR [--no-text]
 *
 * Draws, per frame, the scene of Benchmarks/Scale/views.py at @2x (750x1334 px): a white
 * canvas, N buttons of the same frames and colours with their white titles (DejaVu Sans 9 pt,
 * centred, truncated with "…" at the end, through PangoCairo, one layout per title per frame,
 * as a plain program does), and the red card (120x80 pt, corner radius 12) at the position the
 * drag gives it in that frame: from (20, 100) by (200, 400) over the first 60 frames, then at
 * rest. Each frame is written with cairo_surface_write_to_png to OUTDIR/frame-NNNN.png.
 * With --no-text only the rectangles are drawn. One thread, no reuse between frames. */
#include <cairo.h>
#include <pango/pangocairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
  cairo_new_sub_path(cr);
  cairo_arc(cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc(cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc(cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc(cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path(cr);
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s N FRAMES OUTDIR [--no-text]\n", argv[0]);
    return 64;
  }
  int n = atoi(argv[1]), frames = atoi(argv[2]);
  const char *dir = argv[3];
  int text = !(argc > 4 && strcmp(argv[4], "--no-text") == 0);
  int columns = n <= 100 ? 10 : n <= 1000 ? 25 : n <= 2000 ? 50 : 75;
  double size = 375.0 / columns, scale = 2;
  PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans");
  pango_font_description_set_absolute_size(font, 9 * PANGO_SCALE);
  char path[4096], title[32];
  for (int f = 0; f < frames; f++) {
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 750, 1334);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, scale, scale);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    for (int i = 0; i < n; i++) {
      double x = (i % columns) * size + 1, y = 20 + (i / columns) * size + 1, w = size - 2;
      cairo_set_source_rgb(cr, (40 + i * 7 % 200) / 255.0, (90 + i * 13 % 150) / 255.0,
                           200 / 255.0);
      cairo_rectangle(cr, x, y, w, w);
      cairo_fill(cr);
      if (!text) continue;
      PangoLayout *layout = pango_cairo_create_layout(cr);
      snprintf(title, sizeof title, "%d", i);
      pango_layout_set_text(layout, title, -1);
      pango_layout_set_font_description(layout, font);
      pango_layout_set_width(layout, (int)(w * PANGO_SCALE));
      pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER);
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
      int lw, lh;
      pango_layout_get_size(layout, &lw, &lh);
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_move_to(cr, x, y + (w - lh / (double)PANGO_SCALE) / 2);
      pango_cairo_show_layout(cr, layout);
      g_object_unref(layout);
    }
    double t = f < 60 ? f / 60.0 : 1;
    cairo_set_source_rgb(cr, 1, 59 / 255.0, 48 / 255.0);
    rounded(cr, 20 + 200 * t, 100 + 400 * t, 120, 80, 12);
    cairo_fill(cr);
    cairo_destroy(cr);
    snprintf(path, sizeof path, "%s/frame-%04d.png", dir, f);
    if (cairo_surface_write_to_png(surface, path) != CAIRO_STATUS_SUCCESS) {
      fprintf(stderr, "cannot write %s\n", path);
      return 1;
    }
    cairo_surface_destroy(surface);
  }
  pango_font_description_free(font);
  return 0;
}

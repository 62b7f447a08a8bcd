"""Writes the scaling scenario of Benchmarks/Scale/run.sh: N titled buttons and a card dragged.

    python3 views.py N OUT.json

A grid of N buttons (10 columns up to 100 views, 25 up to 1,000, 50 up to 2,000, 75 above),
each with its number as the title (9 pt, white: "…" when it does not fit), colours varying
with the index, plus a red 120x80 pt card (corner radius 12) that a finger drags by
(200, 400) pt over 1 s, then 0.5 s of rest: 91 frames at 60 fps. cairo_baseline.c draws the
same grid and card.
"""
import json
import sys

n = int(sys.argv[1])
columns = 10 if n <= 100 else 25 if n <= 1000 else 50 if n <= 2000 else 75
size = 375 / columns
views = [{"id": "v%d" % i, "type": "button", "title": str(i), "fontSize": 9,
          "frame": [(i % columns) * size + 1, 20 + (i // columns) * size + 1, size - 2, size - 2],
          "backgroundColor": "#%02X%02X%02X" % (40 + i * 7 % 200, 90 + i * 13 % 150, 200)}
         for i in range(n)]
views.append({"id": "card", "frame": [20, 100, 120, 80], "backgroundColor": "#FF3B30",
              "cornerRadius": 12})
json.dump({"version": 1, "name": "views-%d" % n, "views": views,
           "behaviors": [{"type": "clamped-drag", "view": "card"}],
           "script": [{"drag": {"from": "card", "by": [200, 400], "duration": 1.0}},
                      {"wait": 0.5}]},
          open(sys.argv[2], "w"))

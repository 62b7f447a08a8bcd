#!/usr/bin/env bash
# Scale and encoder benchmark (issue 16; docs/performance.md, "Scale").
#
#   Benchmarks/Scale/run.sh [--runs R] [--sample NAME]
#
# Builds gesturerender in release and cairo_baseline.c with gcc -O2, then prints, in one run:
#   1. the N-views table: a grid of N titled buttons and a card dragged across (views.py, 91
#      frames, @2x, 750x1334 px), N = 10, 100, 1000, 2000, 5000. Per N, R alternating runs of
#      `gesturerender views-N.json --format png` and of the C program drawing the same
#      rectangles, titles and card and writing each frame with cairo_surface_write_to_png
#      (with titles, and rectangles only); the median wall time of each, as ms per frame, and
#      our time over the C program's; the stages of --timings (simulate, draw, timeline);
#   2. frames per second end to end at 1,000 views;
#   3. the encoder table on Samples/NAME.json (sticky-header by default) @2x: R alternating runs
#      of each of --format png, apng, gif and webp alone and of --format png,apng,gif,webp,
#      the median wall of each and the all-formats ratio (all formats / the slowest alone);
#   4. the goals of issue 16, met or not.
# Wall times are process wall times (start-up included) from Python's perf_counter. The
# machine's load average is printed at the start and the end: compare ratios within one run.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs=3
sample=sticky-header
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift ;;
    --sample) sample="$2"; shift ;;
    *) echo "usage: $0 [--runs R] [--sample NAME]" >&2; exit 64 ;;
  esac
  shift
done

cd "$root"
swift build -c release --product gesturerender >/dev/null
bin="$root/.build/release/gesturerender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
gcc -O2 -o "$work/cairo_baseline" "$here/cairo_baseline.c" $(pkg-config --cflags --libs pangocairo cairo)

echo "# gesturerender scale and encoder benchmark"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'),"
echo "cairo $(pkg-config --modversion cairo), pango $(pkg-config --modversion pango), gcc -O2; $(swift --version 2>/dev/null | head -1)"
echo "Command: Benchmarks/Scale/run.sh --runs $runs --sample $sample"
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

python3 - "$bin" "$work" "$here" "$runs" "$root/Samples/$sample.json" <<'PY'
import json, os, shutil, statistics, subprocess, sys, time

bin, work, here, runs, sample = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
common = ["-q", "--no-page", "--no-markdown"]
frames = 91

def wall(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start

def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path

print("## 1. Cost against the number of views (91 frames @2x, median of %d alternating runs)" % runs)
print()
print("| views | ours ms/frame | C ms/frame (rects + titles) | ratio | C ms/frame (rects only) | ratio | simulate | draw | timeline | encode (CPU) |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
results = {}
for n in (10, 100, 1000, 2000, 5000):
    scenario = os.path.join(work, "views-%d.json" % n)
    subprocess.run(["python3", os.path.join(here, "views.py"), str(n), scenario], check=True)
    ours, c_text, c_rects, stages = [], [], [], []
    for r in range(runs):
        out = fresh(os.path.join(work, "ours"))
        timings = os.path.join(work, "t.json")
        ours.append(wall([bin, scenario, "-o", out, "--format", "png", "--timings", timings] + common))
        stages.append(json.load(open(timings))["runs"][0])
        c_text.append(wall([os.path.join(work, "cairo_baseline"), str(n), str(frames), fresh(os.path.join(work, "c"))]))
        c_rects.append(wall([os.path.join(work, "cairo_baseline"), str(n), str(frames), fresh(os.path.join(work, "c")), "--no-text"]))
    o, ct, cr = (1000 * statistics.median(x) / frames for x in (ours, c_text, c_rects))
    m = {k: statistics.median(s["millisecondsPerFrame"][k] for s in stages) for k in ("simulate", "draw", "timeline", "encode")}
    fps = statistics.median(s["framesPerSecond"] for s in stages)
    results[n] = (o, ct, cr, fps)
    print("| %d | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |" % (
        n, o, ct, o / ct, cr, o / cr, m["simulate"], m["draw"], m["timeline"], m["encode"]))
print()
print("ms per frame: the process's wall time over the 91 frames (start-up, simulation, drawing,")
print("encoding and writing included; ours on all cores, the C program on one thread). Stages")
print("from --timings, ms per frame (main thread; encode is CPU time summed over the workers).")
print()
o, ct, cr, fps = results[1000]
print("## 2. Frames per second at 1,000 views")
print()
print("End to end (91 frames over the process's wall time): **%.0f fps**; the pipeline's own" % (1000 / o))
print("(--timings, first simulated frame to last file): %.0f fps." % fps)
print()

print("## 3. Encoders: each format alone and all at once (%s @2x, median of %d alternating runs)" % (os.path.basename(sample), runs))
print()
formats = ["png", "apng", "gif", "webp", "png,apng,gif,webp"]
walls = {f: [] for f in formats}
for r in range(runs):
    for f in formats:
        walls[f].append(wall([bin, sample, "-o", fresh(os.path.join(work, "enc")), "--format", f] + common))
print("| --format | wall s |")
print("|---|---:|")
med = {f: statistics.median(walls[f]) for f in formats}
for f in formats:
    print("| %s | %.2f |" % (f, med[f]))
slowest = max(formats[:-1], key=lambda f: med[f])
ratio = med[formats[-1]] / med[slowest]
print()
print("All formats / slowest alone (%s): **%.2f×**" % (slowest, ratio))
print()
print("## Goals (issue 16)")
print()
met = lambda ok: "met" if ok else "NOT met"
worst = max(results[n][0] / results[n][1] for n in results)
worst_rects = max(results[n][0] / results[n][2] for n in results)
print("- >= 120 fps end to end at 1,000 views: %.0f fps, %s" % (1000 / o, met(1000 / o >= 120)))
print("- ours / C <= 0.5 at every N (rects + titles): worst %.2f, %s" % (worst, met(worst <= 0.5)))
print("- ours / C <= 0.5 at every N (rects only): worst %.2f, %s" % (worst_rects, met(worst_rects <= 0.5)))
print("- all formats <= 1.3x the slowest alone: %.2fx, %s" % (ratio, met(ratio <= 1.3)))
PY
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"

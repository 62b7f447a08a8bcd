#!/usr/bin/env bash
# Rendering pipeline benchmark (issue 7; docs/performance.md, "Rendering pipeline").
#
#   Benchmarks/run.sh [--quick] [--samples "grid-reorder drag ..."]
#
# Builds gesturerender in release and prints, in one run:
#   1. per sample at @2x and @3x: frames per second end to end (all cores), ms per frame in
#      simulate / draw / encode / write (from `--timings`), and the same frames through Cairo's
#      own PNG writer (`--png-writer cairo`) as ratios, checked to decode to the same pixels;
#      then --jobs 1 against --jobs 2;
#   1c. a batch of all samples in one process against one process per core (--shard);
#   2. peak memory (/usr/bin/time) at 1,000 and 10,000 frames of a long `wait`, with the frame
#      number overlay on so that no two frames are identical (every frame is encoded);
#   3. cost against the number of views (10, 100, 1,000 buttons);
#   4. start-up time of the CLI on a one-frame scenario (hyperfine);
#   5. our pipeline against SVG frames rasterised by rsvg-convert (librsvg2-bin), same frames;
#   6. APNG, GIF and WebP encode times on the same scenario;
#   7. the goals of issue 7, met or not.
# --quick: @2x only, grid-reorder and drag only, no 10,000-frame run.
# BASELINE_BIN=path: also time that gesturerender binary (e.g. the previous commit's) on
# grid-reorder, the whole run, and print the ratio.
# Public tools only: hyperfine, GNU time, rsvg-convert, pngcheck (installed with apt when
# missing and running as root), python3 (JSON parsing).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
quick=0
samples="grid-reorder drag drag-controller drag-unclamped tap-closure auto-layout sticky-header stretchy-header stretchy-header-inset"
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1; samples="grid-reorder drag" ;;
    --samples) samples="$2"; shift ;;
    *) echo "usage: $0 [--quick] [--samples \"a b\"]" >&2; exit 64 ;;
  esac
  shift
done
scales="2 3"
[ "$quick" = 1 ] && scales="2"

missing=()
command -v hyperfine >/dev/null || missing+=(hyperfine)
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
command -v pngcheck >/dev/null || missing+=(pngcheck)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "install first: sudo apt-get install ${missing[*]}" >&2
    exit 69
  fi
fi

cd "$root"
swift build -c release --product gesturerender >/dev/null
bin="$root/.build/release/gesturerender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
common=(-q --no-page --no-markdown)

# field FILE EXPR: evaluates EXPR (Python, `r` = the first run of a --timings report).
field() { python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['runs'][0]; print($2)" "$1"; }
# mean CMD...: hyperfine's mean wall time in seconds.
mean() {
  hyperfine --style none --warmup 1 --runs "${RUNS:-5}" --export-json "$work/hf.json" "$@" >/dev/null
  python3 -c "import json; print('%.4f' % json.load(open('$work/hf.json'))['results'][0]['mean'])"
}

echo "# gesturerender rendering pipeline benchmark"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'),"
echo "cairo $(pkg-config --modversion cairo), zlib $(pkg-config --modversion zlib), $(swift --version 2>/dev/null | head -1)"
echo "Command: Benchmarks/run.sh $([ "$quick" = 1 ] && echo --quick) (jobs = $(nproc) unless noted)"
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg) (figures are only comparable on an idle machine)"
echo
echo "## 1. Samples: end to end, and our PNG writer against Cairo's on the same frames"
echo
echo "| sample | px | frames (reused) | bands reused | fps | simulate | draw | encode | write | KB/frame | cairo fps | cairo encode + write | cairo KB/frame | PNG path ×faster | fps ×faster |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
grid_fps=""
grid_ratio=""
min_ratio=""
for sample in $samples; do
  for scale in $scales; do
    dir="$work/$sample@$scale"
    "$bin" "Samples/$sample.json" -o "$dir" --scale "$scale" "${common[@]}" --timings "$dir.json"
    "$bin" "Samples/$sample.json" -o "$dir-cairo" --scale "$scale" "${common[@]}" \
      --png-writer cairo --timings "$dir-cairo.json"
    pngcheck -q "$dir"/frame-*.png >/dev/null || { echo "pngcheck failed for $sample@$scale" >&2; exit 1; }
    # Same pixels from both writers (gesturerender diff exits 0 when no frame differs).
    "$bin" diff "$dir" "$dir-cairo" -o "$dir-diff" -q || { echo "writers disagree on $sample@$scale" >&2; exit 1; }
    kb=$(du -k -c "$dir"/frame-*.png | tail -1 | cut -f1)
    kb_cairo=$(du -k -c "$dir-cairo"/frame-*.png | tail -1 | cut -f1)
    row=$(python3 - "$dir.json" "$dir-cairo.json" "$kb" "$kb_cairo" <<'PY'
import json, sys
a = json.load(open(sys.argv[1]))['runs'][0]
c = json.load(open(sys.argv[2]))['runs'][0]
m, mc = a['millisecondsPerFrame'], c['millisecondsPerFrame']
bands = a['deflatedBands'] + a['reusedBands']
ours, theirs = m['encode'] + m['write'], mc['encode'] + mc['write']
print("%dx%d | %d (%d) | %.0f %% | %.0f | %.2f | %.2f | %.2f | %.2f | %.1f | %.0f | %.2f | %.1f | %.1f× | %.2f×" % (
    a['width'], a['height'], a['drawnFrames'], a['reusedFrames'],
    100 * a['reusedBands'] / max(1, bands), a['framesPerSecond'],
    m['simulate'], m['draw'], m['encode'], m['write'], int(sys.argv[3]) / a['drawnFrames'],
    c['framesPerSecond'], theirs, int(sys.argv[4]) / c['drawnFrames'],
    theirs / max(ours, 1e-9), a['framesPerSecond'] / c['framesPerSecond']))
PY
)
    echo "| $sample | $row |"
    ratio=$(python3 -c "import json; a=json.load(open('$dir.json'))['runs'][0]['millisecondsPerFrame']; c=json.load(open('$dir-cairo.json'))['runs'][0]['millisecondsPerFrame']; print('%.1f' % ((c['encode']+c['write'])/(a['encode']+a['write'])))")
    min_ratio=$(python3 -c "print(min(float('$ratio'), float('${min_ratio:-inf}')))")
    if [ "$sample" = grid-reorder ] && [ "$scale" = 2 ]; then
      grid_fps=$(field "$dir.json" "'%.0f' % r['framesPerSecond']")
      grid_ratio=$ratio
    fi
  done
done
echo
echo "ms per frame; encode and write are summed over the encoding threads (CPU time, not wall time)."
echo "\"reused\": frames identical to the previous one, written without encoding again; \"bands reused\":"
echo "bands of 16 rows equal to the previous frame's, whose deflated bytes were reused."
echo "\"PNG path\": encode + write per frame, ours against Cairo's writer (cairo_surface_write_to_png_stream)"
echo "in the same pipeline on the same frames; both decode to the same pixels (checked with gesturerender diff)."

echo
echo "## 1b. Scaling with --jobs (grid-reorder @2x)"
echo
echo "| jobs | fps | identical bytes to --jobs 1 |"
echo "|---:|---:|---|"
for jobs in 1 2; do
  "$bin" Samples/grid-reorder.json -o "$work/jobs$jobs" --jobs "$jobs" "${common[@]}" --timings "$work/jobs$jobs.json"
  same=$(diff -rq "$work/jobs1" "$work/jobs$jobs" >/dev/null && echo yes || echo NO)
  echo "| $jobs | $(field "$work/jobs$jobs.json" "'%.0f' % r['framesPerSecond']") | $same |"
done

echo
echo "## 1c. A batch of every sample (@2x): one process against one process per core (--shard)"
echo
# Drawing runs on one thread per process; --shard I/N splits a batch so N processes draw at once.
batch=(Samples/*.json)
one=$(mean "$bin ${batch[*]} -o $work/batch -q --no-page --no-markdown")
cores=$(nproc)
{
  echo "for i in \$(seq 0 $((cores - 1))); do"
  echo "  $bin ${batch[*]} -o $work/batch-shards --shard \"\$i/$cores\" --jobs 1 -q --no-page --no-markdown &"
  echo "done"
  echo "wait"
} >"$work/shards.sh"
shards=$(mean "bash $work/shards.sh")
same=$(diff -rq -x index.html -x review.md "$work/batch" "$work/batch-shards" >/dev/null && echo yes || echo NO)
python3 - "$one" "$shards" "$same" "${#batch[@]}" "$cores" <<'PY'
import sys
one, shards = float(sys.argv[1]), float(sys.argv[2])
print("| run | %s scenarios | speed-up | same files |" % sys.argv[4])
print("|---|---:|---:|---|")
print("| one process, --jobs %s | %.2f s | 1× | |" % (sys.argv[5], one))
print("| %s processes, --shard I/%s --jobs 1 | %.2f s | %.2f× | %s |" % (
    sys.argv[5], sys.argv[5], shards, one / shards, sys.argv[3]))
PY

if [ -n "${BASELINE_BIN:-}" ]; then
  # An earlier build (e.g. of commit 0e42d5c, before the fast paths: git archive 0e42d5c |
  # tar -x -C /tmp/head, then swift build -c release there) on the same frames and options.
  "$BASELINE_BIN" Samples/grid-reorder.json -o "$work/baseline" "${common[@]}"
  base=$(mean "$BASELINE_BIN Samples/grid-reorder.json -o $work/baseline -q --no-page --no-markdown")
  now=$(mean "$bin Samples/grid-reorder.json -o $work/now -q --no-page --no-markdown")
  baseline_ratio=$(python3 -c "print('%.1f' % ($base / $now))")
  echo
  echo "Against BASELINE_BIN ($BASELINE_BIN), grid-reorder @2x, whole run: $base s against $now s, ${baseline_ratio}× faster."
fi

echo
echo "## 2. Peak memory against frame count (drag.json + a long wait, --frame-info so every frame differs)"
echo
echo "| frames | @2x peak RSS | wall time | fps |"
echo "|---:|---:|---:|---:|"
counts="1000 10000"
[ "$quick" = 1 ] && counts="1000"
peak_10k=""
for count in $counts; do
  python3 - "$count" "$work/long.json" <<'PY'
import json, sys
scenario = json.load(open("Samples/drag.json"))
scenario["name"] = "long-wait"
scenario["script"].append({"wait": int(sys.argv[1]) / scenario.get("fps", 60)})
json.dump(scenario, open(sys.argv[2], "w"))
PY
  /usr/bin/time -f "%M %e" -o "$work/time.txt" "$bin" "$work/long.json" -o "$work/long$count" \
    --frames "0-$((count - 1))" --frame-info "${common[@]}" --timings "$work/long$count.json"
  read -r kb seconds <"$work/time.txt"
  echo "| $count | $((kb / 1024)) MB | ${seconds} s | $(field "$work/long$count.json" "'%.0f' % r['framesPerSecond']") |"
  [ "$count" = 10000 ] && peak_10k=$((kb / 1024))
  rm -rf "$work/long$count"
done

echo
echo "## 3. Cost against the number of views (a grid of N labelled buttons, 61 frames, @2x, --frame-info)"
echo
echo "| views | fps | simulate | draw | encode | KB/frame |"
echo "|---:|---:|---:|---:|---:|---:|"
for views in 10 100 1000; do
  python3 - "$views" "$work/views.json" <<'PY'
import json, sys
n = int(sys.argv[1])
columns = 10 if n <= 100 else 25
size = 375 / columns
views = [{"id": "v%d" % i, "type": "button", "title": str(i), "fontSize": 9,
          "frame": [(i % columns) * size + 1, 20 + (i // columns) * size + 1, size - 2, size - 2],
          "backgroundColor": "#%02X%02X%02X" % (40 + i * 7 % 200, 90 + i * 13 % 150, 200)}
         for i in range(n)]
json.dump({"version": 1, "name": "views-%d" % n, "views": views, "script": [{"wait": 1}]},
          open(sys.argv[2], "w"))
PY
  "$bin" "$work/views.json" -o "$work/views$views" --frame-info "${common[@]}" --timings "$work/views$views.json"
  kb=$(du -k -c "$work/views$views"/frame-*.png | tail -1 | cut -f1)
  field "$work/views$views.json" "'| $views | %.0f | %.2f | %.2f | %.2f | %.1f |' % (r['framesPerSecond'], r['millisecondsPerFrame']['simulate'], r['millisecondsPerFrame']['draw'], r['millisecondsPerFrame']['encode'], $kb / r['drawnFrames'])"
done
echo
echo "## 4. Start-up: a one-frame scenario"
echo
echo '{"version": 1, "name": "one", "views": [{"id": "a", "frame": [20, 20, 100, 100], "backgroundColor": "#FF0000"}]}' >"$work/one.json"
startup=$(RUNS=20 mean "$bin $work/one.json -o $work/one -q --no-page --no-markdown")
startup_ms=$(python3 -c "print('%.1f' % ($startup * 1000))")
echo "hyperfine --warmup 1 --runs 20 'gesturerender one.json -o DIR -q --no-page --no-markdown': **${startup_ms} ms**"
version_ms=$(python3 -c "print('%.1f' % ($(RUNS=20 mean "$bin --version") * 1000))")
echo "(gesturerender --version, no fonts loaded: ${version_ms} ms)"

echo
echo "## 5. Our pipeline against SVG + rsvg-convert (grid-reorder @2x, frames 0-59)"
echo
ours=$(mean "$bin Samples/grid-reorder.json -o $work/side-png --frames 0-59 -q --no-page --no-markdown")
svg=$(mean "$bin Samples/grid-reorder.json -o $work/side-svg --format svg --frames 0-59 -q --no-page --no-markdown")
"$bin" Samples/grid-reorder.json -o "$work/side-svg" --format svg --frames 0-59 "${common[@]}"
cat >"$work/rsvg.sh" <<EOF
for f in $work/side-svg/frame-*.svg; do rsvg-convert -w 750 -h 1334 "\$f" -o "\${f%.svg}.rsvg.png"; done
EOF
rsvg=$(RUNS=3 mean "bash $work/rsvg.sh")
python3 - "$ours" "$svg" "$rsvg" <<'PY'
import sys
ours, svg, rsvg = map(float, sys.argv[1:])
print("| pipeline | 60 frames | fps | ratio |")
print("|---|---:|---:|---:|")
print("| gesturerender PNG (ours) | %.3f s | %.0f | 1× |" % (ours, 60 / ours))
print("| gesturerender SVG, then rsvg-convert per frame | %.3f s | %.0f | %.1f× slower |" % (svg + rsvg, 60 / (svg + rsvg), (svg + rsvg) / ours))
print("| (rsvg-convert alone) | %.3f s | %.0f | %.1f× |" % (rsvg, 60 / rsvg, rsvg / ours))
PY

echo
echo "## 6. Animated outputs (grid-reorder @2x: draw + encode, one thread)"
echo
echo "| output | seconds | ms per frame | file |"
echo "|---|---:|---:|---:|"
for format in png apng gif webp; do
  "$bin" Samples/grid-reorder.json -o "$work/anim-$format" --format "$format" "${common[@]}" \
    --timings "$work/anim-$format.json"
  size=$(python3 -c "import os,sys; d=sys.argv[1]; print(sum(os.path.getsize(os.path.join(d,f)) for f in os.listdir(d) if f != 'timeline.json') // 1024)" "$work/anim-$format")
  python3 - "$work/anim-$format.json" "$format" "$size" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))['runs'][0]
fmt = sys.argv[2]
if fmt == "png":
    secs = r['wallSeconds']
    label = "PNG frames (all cores, wall)"
else:
    secs = r['outputSeconds'][fmt]
    label = fmt.upper()
print("| %s | %.2f | %.1f | %s KB |" % (label, secs, 1000 * secs / r['drawnFrames'], sys.argv[3]))
PY
done

echo
echo "## Goals (issue 7)"
echo
check() { python3 -c "print('met' if $1 else 'NOT met')"; }
echo "- >= 120 fps, grid-reorder @2x on $(nproc) cores: ${grid_fps} fps, $(check "${grid_fps:-0} >= 120")"
echo "- >= 5x cairo's PNG writer (PNG path, same frames): grid-reorder @2x ${grid_ratio}x, lowest of all samples ${min_ratio}x, $(check "${min_ratio:-0} >= 5")"
if [ -n "$peak_10k" ]; then
  echo "- 10,000 frames <= 150 MB peak: ${peak_10k} MB, $(check "$peak_10k <= 150")"
else
  echo "- 10,000 frames <= 150 MB peak: not run (--quick)"
fi
[ -n "${baseline_ratio:-}" ] && echo "- (against BASELINE_BIN, the same run: ${baseline_ratio}x)"
echo "- start-up <= 50 ms: ${startup_ms} ms, $(check "$startup_ms <= 50")"

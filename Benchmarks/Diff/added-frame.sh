#!/usr/bin/env bash
# `gesturerender diff` when one frame is added to a long run of unchanged frames
# (docs/performance.md, "Diffs": "One added frame").
#
#   BASELINE_BIN=path/to/older/gesturerender Benchmarks/Diff/added-frame.sh
#
# Renders Samples/drag.json's views with a script of one `wait` (nothing moves: every frame is
# the same picture) for FRAMES frames (default 1000) at 60 fps and --scale 2 (750×1334 px),
# and again for FRAMES + 1 frames: the first FRAMES files are byte-identical, one frame is
# added. Then it times `gesturerender diff OLD NEW` with this tree's binary and, in the same
# run, with BASELINE_BIN when given, alternating them RUNS times (default 3), and prints the
# wall and CPU seconds (user + system), the animation's size and the ratio baseline ÷ this
# tree. BIN=path uses that binary for this tree instead of building it in release;
# TIMEOUT=s (default 600) stops a diff that takes longer (reported as "> TIMEOUT").
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
frames="${FRAMES:-1000}"
runs="${RUNS:-3}"
timeout_s="${TIMEOUT:-600}"
cd "$root"
if [ -z "${BIN:-}" ]; then
  swift build -c release --product gesturerender >/dev/null
  BIN="$root/.build/release/gesturerender"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$work" "$frames" <<'PY'
import json, sys
work, frames = sys.argv[1], int(sys.argv[2])
scenario = json.load(open("Samples/drag.json"))
scenario.pop("expect", None)
for name, count in (("old", frames), ("new", frames + 1)):
    # A wait of (count - 1) frame intervals gives count frames (0 … count − 1).
    scenario["script"] = [{"wait": (count - 1) / 60}]
    json.dump(scenario, open(f"{work}/{name}.json", "w"))
PY
"$BIN" "$work/old.json" -o "$work/old" --scale 2 -q --no-page --no-markdown
"$BIN" "$work/new.json" -o "$work/new" --scale 2 -q --no-page --no-markdown
old_count=$(ls "$work/old" | grep -c '^frame-.*\.png$')
new_count=$(ls "$work/new" | grep -c '^frame-.*\.png$')

# measure BIN OUT: one diff's wall and CPU seconds, the frames it pictured, the animation's bytes.
measure() {
  python3 - "$1" "$work" "$2" "$timeout_s" <<'PY'
import json, os, resource, subprocess, sys, time
binary, work, out, limit = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
before = resource.getrusage(resource.RUSAGE_CHILDREN)
start = time.monotonic()
try:
    code = subprocess.run([binary, "diff", f"{work}/old", f"{work}/new", "-o", out, "-q"],
                          timeout=limit).returncode
except subprocess.TimeoutExpired:
    print(f"timeout >{limit:.0f} - - -")
    sys.exit(0)
wall = time.monotonic() - start
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
if code not in (0, 3):
    sys.exit(f"diff exited {code}")
summary = json.load(open(os.path.join(out, "summary.json")))
changed = len(summary["changes"])
size = os.path.getsize(os.path.join(out, "diff-animation.png"))
print(f"ok {wall:.2f} {cpu:.2f} {changed} {size}")
PY
}

echo "# gesturerender diff: one frame added after $frames unchanged frames"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "Input: $old_count frames against $new_count (750×1334 px), $runs runs each, alternating"
echo
echo "| binary | run | wall s | CPU s | frames that differ | diff-animation.png bytes |"
echo "|---|---:|---:|---:|---:|---:|"
: >"$work/results"
for run in $(seq 1 "$runs"); do
  for which in this baseline; do
    if [ "$which" = this ]; then binary="$BIN"; else binary="${BASELINE_BIN:-}"; fi
    [ -n "$binary" ] || continue
    rm -rf "$work/diff"
    read -r status wall cpu changed size <<<"$(measure "$binary" "$work/diff")"
    echo "| $which ($binary) | $run | $wall | $cpu | $changed | $size |"
    echo "$which $status $wall $cpu" >>"$work/results"
  done
done
python3 - "$work/results" <<'PY'
import sys
rows = [line.split() for line in open(sys.argv[1])]
def mean(which, field):
    values = [r[field] for r in rows if r[0] == which]
    if not values or any(r[1] != "ok" for r in rows if r[0] == which):
        return None
    return sum(float(v) for v in values) / len(values)
for name, field in (("wall", 2), ("CPU", 3)):
    ours, theirs = mean("this", field), mean("baseline", field)
    line = f"{name}: this tree {ours:.2f} s" if ours is not None else f"{name}: this tree timed out"
    if theirs is not None:
        line += f", baseline {theirs:.2f} s"
        if ours:
            line += f": baseline ÷ this tree = {theirs / ours:.1f}×"
    elif any(r[0] == "baseline" for r in rows):
        line += ", baseline timed out"
    print("\n" + line)
PY

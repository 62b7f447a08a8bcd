#!/usr/bin/env bash
# `gesturerender diff` speed (issue 14; docs/performance.md, "Diffs").
#
#   Benchmarks/Diff/run.sh                        # BASELINE_BIN=path/to/older/gesturerender to compare
#
# Builds gesturerender in release, renders Samples/drag.json (iphone-se, 375×667 pt at
# --scale 2: 750×1334-pixel frames, 169 frames at 60 fps) twice, the second time with the
# first move ending 10 pt further left, so most frames differ, then times `gesturerender diff`
# of the two runs (RUNS times, default 3) and prints the wall and CPU time (user + system) per
# changed frame. With BASELINE_BIN the same diff is timed with that binary too. The goal of
# issue 14 is ≤ 40 ms per changed frame. CPU time is what to compare on a loaded shared
# machine; wall time there is mostly waiting for a core.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
runs="${RUNS:-3}"
cd "$root"
swift build -c release --product gesturerender >/dev/null
bin="$root/.build/release/gesturerender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cp Samples/drag.json "$work/old.json"
sed 's/"to": \[370, 170\]/"to": [360, 170]/' Samples/drag.json >"$work/new.json"
cmp -s "$work/old.json" "$work/new.json" && { echo "the sample's first move was not found" >&2; exit 1; }
"$bin" "$work/old.json" -o "$work/old" --scale 2 -q --no-page
"$bin" "$work/new.json" -o "$work/new" --scale 2 -q --no-page

# measure BIN: the diff's mean wall and CPU seconds over $runs runs, and the changed frames.
measure() {
  python3 - "$1" "$work" "$runs" <<'PY'
import json, os, resource, subprocess, sys, time
binary, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
walls, cpus = [], []
for run in range(runs):
    out = os.path.join(work, "diff")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    code = subprocess.run([binary, "diff", f"{work}/old", f"{work}/new", "-o", out, "-q"]).returncode
    walls.append(time.monotonic() - start)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    if code not in (0, 3):
        sys.exit(f"diff exited {code}")
summary = json.load(open(os.path.join(work, "diff", "summary.json")))
changed = summary["framesChanged"] + summary["framesAdded"] + summary["framesRemoved"]
wall, cpu = sum(walls) / runs, sum(cpus) / runs
print(f"{summary['framesCompared']} {changed} {wall:.2f} {cpu:.2f} {1000 * wall / changed:.1f} {1000 * cpu / changed:.1f}")
PY
}

echo "# gesturerender diff, ms per changed frame"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg) (wall times are only comparable on an idle machine)"
echo "Input: Samples/drag.json at --scale 2 (750×1334 px), the first move 10 pt shorter in the new run; $runs runs"
echo
echo "| binary | frames | changed | wall s | CPU s | wall ms per changed frame | CPU ms per changed frame |"
echo "|---|---:|---:|---:|---:|---:|---:|"
read -r frames changed wall cpu wall_ms cpu_ms <<<"$(measure "$bin")"
echo "| this tree | $frames | $changed | $wall | $cpu | $wall_ms | $cpu_ms |"
if [ -n "${BASELINE_BIN:-}" ]; then
  read -r frames changed wall cpu wall_ms cpu_ms <<<"$(measure "$BASELINE_BIN")"
  echo "| $BASELINE_BIN | $frames | $changed | $wall | $cpu | $wall_ms | $cpu_ms |"
fi
echo
echo "Goal (issue 14): ≤ 40 ms per changed frame."

#!/usr/bin/env bash
# `gesturerender check` against a full render (issue 14; docs/performance.md, "Checking
# expectations").
#
#   Benchmarks/Check/run.sh [--samples "grid-reorder drag ..."]
#
# Builds gesturerender in release and prints, per sample (the built-in ones; the code samples
# add the same user-code start-up to both): the mean wall time of `gesturerender check` (simulate
# and evaluate `expect`, nothing drawn) and of a full render at the device's scale
# (`-o DIR`, PNG frames, timeline.json, index.html and review.md), from hyperfine: wall time and
# CPU time (user + system, which a loaded shared machine disturbs far less), and the ratio of
# the CPU times; then the whole batch in one process each way, and the process start-up
# (`check` of a scenario with one frame). The goal of issue 14 is check ≥ 20× faster.
# Public tools only: hyperfine (installed with apt when missing and running as root), python3.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
samples="grid-reorder drag drag-controller drag-unclamped tap-closure button-closure auto-layout sticky-header stretchy-header stretchy-header-inset"
while [ $# -gt 0 ]; do
  case "$1" in
    --samples) samples="$2"; shift ;;
    *) echo "usage: $0 [--samples \"a b\"]" >&2; exit 64 ;;
  esac
  shift
done
if ! command -v hyperfine >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq hyperfine >/dev/null
  else
    echo "install first: sudo apt-get install hyperfine" >&2
    exit 69
  fi
fi

cd "$root"
swift build -c release --product gesturerender >/dev/null
bin="$root/.build/release/gesturerender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# measure CMD: hyperfine's mean wall time and mean CPU time (user + system), milliseconds.
measure() {
  hyperfine -N --style none --warmup 1 --runs "${RUNS:-10}" --export-json "$work/hf.json" "$1" >/dev/null
  python3 -c "import json; r=json.load(open('$work/hf.json'))['results'][0]; print('%.1f %.1f' % (r['mean']*1000, (r['user']+r['system'])*1000))"
}
ratio() { python3 -c "print('%.0f' % ($1 / $2))"; }
# beyond RENDER CHECK: the ratio of the CPU times less the process start-up.
beyond() { python3 -c "print('%.0f' % (($1 - $start_cpu) / max($2 - $start_cpu, 0.1)))"; }

echo "# gesturerender check against a full render"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg) (figures are only comparable on an idle machine)"
echo
echo '{"version": 1, "duration": 0}' > "$work/empty.json"
read -r start_wall start_cpu <<<"$(measure "$bin check -q $work/empty.json")"
echo "Process start-up (check of a one-frame scenario): $start_wall ms wall, $start_cpu ms CPU"
echo
echo "| sample | frames | check ms wall | render ms wall | check ms CPU | render ms CPU | render ÷ check (CPU) | beyond start-up |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
worst=""
files=()
for sample in $samples; do
  file="Samples/$sample.json"
  files+=("$file")
  frames=$("$bin" check "$file" | head -1 | sed -E 's/.*\(([0-9]+) frames\).*/\1/')
  read -r check_wall check_cpu <<<"$(measure "$bin check -q $file")"
  read -r render_wall render_cpu <<<"$(measure "$bin $file -q -o $work/$sample")"
  r=$(ratio "$render_cpu" "$check_cpu")
  worst=$(python3 -c "print(min(float('$r'), float('${worst:-inf}')))")
  echo "| $sample | $frames | $check_wall | $render_wall | $check_cpu | $render_cpu | $r× | $(beyond "$render_cpu" "$check_cpu")× |"
done
read -r check_wall check_cpu <<<"$(measure "$bin check -q ${files[*]}")"
read -r render_wall render_cpu <<<"$(measure "$bin ${files[*]} -q -o $work/batch")"
batch=$(ratio "$render_cpu" "$check_cpu")
echo "| all ${#files[@]} in one process | | $check_wall | $render_wall | $check_cpu | $render_cpu | $batch× | $(beyond "$render_cpu" "$check_cpu")× |"
echo
echo "Goal (issue 14): check ≥ 20× faster than a full render (CPU time): the batch ${batch}× —" \
  "$(python3 -c "print('met' if $batch >= 20 else 'NOT met')"); one process per sample: slowest $(printf '%.0f' "$worst")×" \
  "(a process costs $start_cpu ms of CPU before any frame, which a short sample's check cannot go below)"

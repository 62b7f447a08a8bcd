#!/usr/bin/env bash
# `gesturerender check` against a full render (issue 14; docs/performance.md, "Checking
# expectations").
#
#   Benchmarks/Check/run.sh [--samples "grid-reorder drag ..."]
#
# Builds gesturerender in release and prints, per sample (the built-in ones; the code samples
# add the same user-code start-up to both): the mean wall time of `gesturerender check` (simulate
# and evaluate `expect`, nothing drawn) and of a full render at the device's scale
# (`-o DIR`, PNG frames, timeline.json, index.html and review.md), from hyperfine, and the ratio;
# then the whole batch in one process each way. The goal of issue 14 is check ≥ 20× faster.
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

# mean CMD: hyperfine's mean wall time in seconds.
mean() {
  hyperfine --style none --warmup 1 --runs "${RUNS:-10}" --export-json "$work/hf.json" "$1" >/dev/null
  python3 -c "import json; print('%.4f' % json.load(open('$work/hf.json'))['results'][0]['mean'])"
}
ratio() { python3 -c "print('%.0f' % ($1 / $2))"; }

echo "# gesturerender check against a full render"
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "Load average at start: $(cut -d' ' -f1-3 /proc/loadavg) (figures are only comparable on an idle machine)"
echo
echo "| sample | frames | check ms | render ms | render ÷ check |"
echo "|---|---:|---:|---:|---:|"
worst=""
files=()
for sample in $samples; do
  file="Samples/$sample.json"
  files+=("$file")
  frames=$("$bin" check "$file" | head -1 | sed -E 's/.*\(([0-9]+) frames\).*/\1/')
  check=$(mean "$bin check -q $file")
  render=$(mean "$bin $file -q -o $work/$sample")
  r=$(ratio "$render" "$check")
  worst=$(python3 -c "print(min(float('$r'), float('${worst:-inf}')))")
  printf "| %s | %s | %.1f | %.1f | %s× |\n" "$sample" "$frames" \
    "$(python3 -c "print($check * 1000)")" "$(python3 -c "print($render * 1000)")" "$r"
done
check=$(mean "$bin check -q ${files[*]}")
render=$(mean "$bin ${files[*]} -q -o $work/batch")
printf "| all %d in one process | | %.1f | %.1f | %s× |\n" "${#files[@]}" \
  "$(python3 -c "print($check * 1000)")" "$(python3 -c "print($render * 1000)")" "$(ratio "$render" "$check")"
echo
echo "Goal (issue 14): check ≥ 20× faster than a full render: slowest sample $(printf '%.0f' "$worst")× —" \
  "$(python3 -c "print('met' if $worst >= 20 else 'NOT met')")"

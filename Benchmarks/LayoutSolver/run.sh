#!/usr/bin/env bash
# Side-by-side benchmark of LayoutSolver against kiwisolver on workloads W1-W3
# (shared/reference/layout-solver.md section 6).
#
#   Benchmarks/LayoutSolver/run.sh [--reps N] [--only NAME]
#
# Builds the Swift replayer (`layout-replay`) in release, writes the op-logs, and runs driver.py,
# which interleaves the two engines, fails if their values differ by more than 1e-6, and prints
# per-phase medians and the ratio LayoutSolver / kiwisolver.
#
# Environment: LAYOUT_BENCH_PACKAGE (package root, default: the repository containing this
# script), LAYOUT_BENCH_OUT (output directory, default: <package>/.build/layout-bench).
# Needs python3 with kiwisolver (`pip install kiwisolver`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="${LAYOUT_BENCH_PACKAGE:-$(cd "$here/../.." && pwd)}"
out="${LAYOUT_BENCH_OUT:-$package/.build/layout-bench}"

if ! python3 -c "import kiwisolver" 2>/dev/null; then
  echo "run.sh: kiwisolver is not installed for $(command -v python3); run: pip install kiwisolver" >&2
  exit 2
fi

echo "Building layout-replay (release) in $package ..."
swift build -c release --package-path "$package" --product layout-replay >&2
bin="$(swift build -c release --package-path "$package" --show-bin-path)/layout-replay"

mkdir -p "$out"
python3 "$here/oplog.py" "$out/oplogs" > /dev/null
python3 "$here/driver.py" --replay "$bin" --oplogs "$out/oplogs" --out "$out" "$@"

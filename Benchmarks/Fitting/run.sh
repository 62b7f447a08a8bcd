#!/usr/bin/env bash
# What systemLayoutSizeFitting costs per call (docs/performance.md, docs/auto-layout.md,
# "Measuring a view"): a flicked scroll view (199 frames at 60 fps) whose
# scrollViewDidScroll measures a two-label header ten times, against the same run without
# measuring, side by side in one hyperfine run (warm cache). The difference per frame over 10
# is one call: one solve of the header's subtree in its own engine, labels wrapped.
#
#   Benchmarks/Fitting/run.sh [.build/release/gesturerender]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../lib/side-by-side.sh
source "$root/Benchmarks/lib/side-by-side.sh"
side_by_side "${1:-$root/.build/release/gesturerender}" fitting plain FITTING \
  "$here/Fitting.swift" FittingBenchController iphone-se 199 \
  '[{"down": {"point": [180, 600]}}, {"move": {"to": [180, 200], "duration": 0.1}}, {"up": {}}, {"wait": 3.2}]'

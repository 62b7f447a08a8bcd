#!/usr/bin/env bash
# What a table costs per frame (docs/performance.md, "Tables"): a 10,000-row table flicked
# (4,000 pt/s, then 3 s of deceleration: 199 frames at 60 fps) against a plain scroll view of the
# same height keeping 17 labels on the rows in view (the same views drawn), side by side in one
# hyperfine run with the code compiled beforehand (warm cache).
#
#   Benchmarks/Table/run.sh [.build/release/gesturerender]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../lib/side-by-side.sh
source "$root/Benchmarks/lib/side-by-side.sh"
# The goal: the table within 1.5x the plain scroll view's time.
side_by_side "${1:-$root/.build/release/gesturerender}" table plain TABLE \
  "$here/Table.swift" TableBenchController iphone-se 199 \
  '[{"down": {"point": [180, 600]}}, {"move": {"to": [180, 200], "duration": 0.1}}, {"up": {}}, {"wait": 3.2}]'

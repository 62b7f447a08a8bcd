#!/usr/bin/env bash
# What drawing costs per frame (docs/performance.md, "Drawing"): a full-screen view redrawn in
# every frame of a 3 s drag at 60 fps on a @3x phone (181 frames, a 1179 × 2556 pixel backing store
# each frame), against the same ink as a shape layer's path (no draw(_:), the same pixels to
# encode), side by side in one hyperfine run with the code compiled beforehand (warm cache).
#
#   Benchmarks/Drawing/run.sh [.build/release/gesturerender]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../lib/side-by-side.sh
source "$root/Benchmarks/lib/side-by-side.sh"
# The goal: at most 2 ms more per frame redrawn at @3x.
side_by_side "${1:-$root/.build/release/gesturerender}" draws plain DRAWS \
  "$here/Pad.swift" PadController iphone-15 181 \
  '[{"down": {"point": [40, 100]}}, {"move": {"to": [335, 600], "duration": 3}}, {"up": {}}]' \
  --scale 3

#!/usr/bin/env bash
# What a moving layer shadow costs per frame (docs/performance.md, "Shadows"): a screen-sized
# card with a 20 pt shadow dragged for 1 s at 60 fps on a @3x phone (61 frames, the shadow's mask
# blurred in each), against the same card without a shadow, side by side in one hyperfine run
# with the code compiled beforehand (warm cache).
#
#   Benchmarks/Shadow/run.sh [.build/release/gesturerender]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../lib/side-by-side.sh
source "$root/Benchmarks/lib/side-by-side.sh"
side_by_side "${1:-$root/.build/release/gesturerender}" shadow plain SHADOW \
  "$here/Card.swift" CardController iphone-15 61 \
  '[{"down": {"point": [200, 400]}}, {"move": {"to": [200, 500], "duration": 1}}, {"up": {}}]'

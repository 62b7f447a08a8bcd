#!/usr/bin/env bash
# What the shadow of a layer's content costs per frame (docs/performance.md, "Shadows"): large
# text on a container without a background, dragged for 61 frames on a @3x phone, its layer
# casting the glyphs' shadow (radius 4 pt) against no shadow, side by side in one hyperfine run.
#
#   Benchmarks/Shadow/content.sh [.build/release/gesturerender]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../lib/side-by-side.sh
source "$root/Benchmarks/lib/side-by-side.sh"
side_by_side "${1:-$root/.build/release/gesturerender}" shadow plain SHADOW \
  "$here/Content.swift" ContentShadowController iphone-15 61 \
  '[{"down": {"point": [200, 300]}}, {"move": {"to": [200, 400], "duration": 1}}, {"up": {}}]'

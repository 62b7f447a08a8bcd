#!/usr/bin/env bash
# What drawing a layer in perspective costs per frame (docs/transforms-3d.md, "Cost"): a
# 240 × 320 pt card turned 0°…80° about y by a 1 s drag at 60 fps on a @2x phone (61 frames,
# the card drawn into its plane and resampled through the homography in each), against the same
# turn's affine part (a horizontal scale) drawn directly, side by side in one hyperfine run
# with the code compiled beforehand (warm cache).
#
#   Benchmarks/Perspective/run.sh [.build/release/gesturerender]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=../lib/side-by-side.sh
source "$root/Benchmarks/lib/side-by-side.sh"
side_by_side "${1:-$root/.build/release/gesturerender}" perspective affine PERSPECTIVE \
  "$here/Card.swift" CardController iphone-se 61 \
  '[{"down": {"point": [187, 320]}}, {"move": {"to": [400, 320], "duration": 1}}, {"up": {}}]'

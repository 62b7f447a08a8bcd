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
bin="${1:-$root/.build/release/gesturerender}"
command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for variant in perspective affine; do
  mkdir -p "$work/$variant"
  if [ "$variant" = perspective ]; then
    sed -e 's/#if PERSPECTIVE/#if true/' "$here/Card.swift" >"$work/$variant/Card.swift"
  else
    sed -e 's/#if PERSPECTIVE/#if false/' "$here/Card.swift" >"$work/$variant/Card.swift"
  fi
  cat >"$work/$variant/card.json" <<JSON
{"version": 1, "name": "card-$variant", "device": "iphone-se", "fps": 60, "code": ["Card.swift"],
 "rootViewController": "CardController",
 "script": [{"down": {"point": [187, 320]}}, {"move": {"to": [400, 320], "duration": 1}}, {"up": {}}]}
JSON
done
export GESTURERENDER_CACHE="$work/cache"
cd "$work"
hyperfine --warmup 1 --runs 5 --export-json times.json \
  -n perspective "'$bin' perspective/card.json -o out-perspective -q --no-page --no-markdown" \
  -n affine "'$bin' affine/card.json -o out-affine -q --no-page --no-markdown"
python3 - <<'PY'
import json
r = {x["command"]: x["mean"] for x in json.load(open("times.json"))["results"]}
frames = 61
extra = (r["perspective"] - r["affine"]) / frames * 1000
print(f"perspective {r['perspective']:.3f} s, affine {r['affine']:.3f} s, {frames} frames: "
      f"the projection adds {extra:.1f} ms a frame ({r['perspective'] / r['affine']:.2f}x)")
PY

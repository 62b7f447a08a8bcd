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
bin="${1:-$root/.build/release/gesturerender}"
command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for variant in draws plain; do
  mkdir -p "$work/$variant"
  if [ "$variant" = draws ]; then
    sed -e 's/#if DRAWS/#if true/' -e 's/#if !DRAWS/#if false/' "$here/Pad.swift" \
      >"$work/$variant/Pad.swift"
  else
    sed -e 's/#if DRAWS/#if false/' -e 's/#if !DRAWS/#if true/' "$here/Pad.swift" \
      >"$work/$variant/Pad.swift"
  fi
  cat >"$work/$variant/pad.json" <<JSON
{"version": 1, "name": "pad-$variant", "device": "iphone-15", "fps": 60, "code": ["Pad.swift"],
 "rootViewController": "PadController",
 "script": [{"down": {"point": [40, 100]}}, {"move": {"to": [335, 600], "duration": 3}}, {"up": {}}]}
JSON
done
export GESTURERENDER_CACHE="$work/cache"
cd "$work"
hyperfine --warmup 1 --runs 5 --export-json times.json \
  -n draws "'$bin' draws/pad.json -o out-draws -q --scale 3 --no-page --no-markdown" \
  -n plain "'$bin' plain/pad.json -o out-plain -q --scale 3 --no-page --no-markdown"
python3 - <<'PY'
import json
r = {x["command"]: x["mean"] for x in json.load(open("times.json"))["results"]}
frames = 181
extra = (r["draws"] - r["plain"]) / frames * 1000
print(f"draws {r['draws']:.3f} s, plain {r['plain']:.3f} s, {frames} frames: "
      f"{extra:.2f} ms more per frame redrawn at @3x (goal ≤ 2 ms), ratio {r['draws'] / r['plain']:.2f}")
PY

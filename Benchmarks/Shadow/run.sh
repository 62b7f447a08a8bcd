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
bin="${1:-$root/.build/release/gesturerender}"
command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for variant in shadow plain; do
  mkdir -p "$work/$variant"
  if [ "$variant" = shadow ]; then
    sed -e 's/#if SHADOW/#if true/' "$here/Card.swift" >"$work/$variant/Card.swift"
  else
    sed -e 's/#if SHADOW/#if false/' "$here/Card.swift" >"$work/$variant/Card.swift"
  fi
  cat >"$work/$variant/card.json" <<JSON
{"version": 1, "name": "card-$variant", "device": "iphone-15", "fps": 60, "code": ["Card.swift"],
 "rootViewController": "CardController",
 "script": [{"down": {"point": [200, 400]}}, {"move": {"to": [200, 500], "duration": 1}}, {"up": {}}]}
JSON
done
export GESTURERENDER_CACHE="$work/cache"
cd "$work"
hyperfine --warmup 1 --runs 5 --export-json times.json \
  -n shadow "'$bin' shadow/card.json -o out-shadow -q --no-page --no-markdown" \
  -n plain "'$bin' plain/card.json -o out-plain -q --no-page --no-markdown"
python3 - <<'PY'
import json
r = {x["command"]: x["mean"] for x in json.load(open("times.json"))["results"]}
frames = 61
extra = (r["shadow"] - r["plain"]) / frames * 1000
print(f"shadow {r['shadow']:.3f} s, plain {r['plain']:.3f} s, {frames} frames: "
      f"the shadow adds {extra:.1f} ms a frame ({r['shadow'] / r['plain']:.2f}x)")
PY

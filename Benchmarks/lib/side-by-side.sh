# What the feature benchmarks share (sourced by Benchmarks/{Drawing,Shadow,Perspective}/run.sh):
# one Swift file rendered twice, with and without a feature, side by side in one hyperfine run
# with the code compiled beforehand (warm cache), and the difference per frame.
#
#   side_by_side BIN WITH WITHOUT FLAG SOURCE CONTROLLER DEVICE FRAMES SCRIPT [OPTION...]
#
# SOURCE's `#if FLAG` parts are compiled in the WITH run and its `#if !FLAG` parts in the
# WITHOUT run; both render CONTROLLER on DEVICE at 60 fps with the scenario SCRIPT (a JSON array
# that makes FRAMES frames) and the gesturerender OPTIONs. Prints the mean times and what the
# feature adds per frame, milliseconds.
side_by_side() {
  local bin="$1" with="$2" without="$3" flag="$4" source="$5" controller="$6" device="$7"
  local frames="$8" script="$9"
  shift 9
  local options="$*"
  case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
  command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
  local work file variant on off
  work="$(mktemp -d)"
  # shellcheck disable=SC2064
  trap "rm -rf '$work'" EXIT
  file="$(basename "$source")"
  for variant in "$with" "$without"; do
    mkdir -p "$work/$variant"
    if [ "$variant" = "$with" ]; then on=true off=false; else on=false off=true; fi
    sed -e "s/#if !$flag/#if $off/" -e "s/#if $flag/#if $on/" "$source" >"$work/$variant/$file"
    cat >"$work/$variant/bench.json" <<JSON
{"version": 1, "name": "bench-$variant", "device": "$device", "fps": 60, "code": ["$file"],
 "rootViewController": "$controller", "script": $script}
JSON
  done
  export GESTURERENDER_CACHE="$work/cache"
  (
    cd "$work"
    hyperfine --warmup 1 --runs 5 --export-json times.json \
      -n "$with" "'$bin' $with/bench.json -o out-$with -q $options --no-page --no-markdown" \
      -n "$without" "'$bin' $without/bench.json -o out-$without -q $options --no-page --no-markdown"
    python3 - "$with" "$without" "$frames" <<'PY'
import json, sys
with_, without, frames = sys.argv[1], sys.argv[2], int(sys.argv[3])
r = {x["command"]: x["mean"] for x in json.load(open("times.json"))["results"]}
extra = (r[with_] - r[without]) / frames * 1000
print(f"{with_} {r[with_]:.3f} s, {without} {r[without]:.3f} s, {frames} frames: "
      f"{with_} adds {extra:.2f} ms a frame ({r[with_] / r[without]:.2f}x)")
PY
  )
}

# What the feature benchmarks share (sourced by Benchmarks/{Drawing,Shadow,Perspective}/run.sh):
# one Swift file rendered twice, with and without a feature, side by side in one hyperfine run
# with the code compiled beforehand (warm cache), and the difference per frame.
#
#   side_by_side BIN WITH WITHOUT FLAG SOURCE CONTROLLER DEVICE FRAMES SCRIPT [OPTION...]
#
# SOURCE's `#if FLAG` parts are compiled in the WITH run and its `#if !FLAG` parts in the
# WITHOUT run; both render CONTROLLER on DEVICE at 60 fps with the scenario SCRIPT (a JSON array
# that makes FRAMES frames) and the gesturerender OPTIONs. Prints the mean times and what the
# feature adds per frame, milliseconds, by wall time and by CPU time (user + system, all
# threads, hyperfine's means: the steadier figure when other processes share the cores). With BASELINE_BIN set (an older build, its Modules folder
# beside it), the same two runs of that binary join the same hyperfine run, and the same line is
# printed for it (RUNS=N sets the number of runs of each, default 5).
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
    local commands=(
      -n "$with" "'$bin' $with/bench.json -o out-$with -q $options --no-page --no-markdown"
      -n "$without" "'$bin' $without/bench.json -o out-$without -q $options --no-page --no-markdown"
    )
    if [ -n "${BASELINE_BIN:-}" ]; then
      commands+=(
        -n "baseline-$with"
        "'$BASELINE_BIN' $with/bench.json -o base-$with -q $options --no-page --no-markdown"
        -n "baseline-$without"
        "'$BASELINE_BIN' $without/bench.json -o base-$without -q $options --no-page --no-markdown"
      )
    fi
    hyperfine --warmup 1 --runs "${RUNS:-5}" --export-json times.json "${commands[@]}"
    python3 - "$with" "$without" "$frames" <<'PY'
import json, statistics, sys
with_, without, frames = sys.argv[1], sys.argv[2], int(sys.argv[3])
results = {x["command"]: x for x in json.load(open("times.json"))["results"]}
for prefix in ["", "baseline-"]:
    if prefix + with_ not in results:
        continue
    w, o = results[prefix + with_], results[prefix + without]
    extra = (w["mean"] - o["mean"]) / frames * 1000
    median = (w["median"] - o["median"]) / frames * 1000
    print(f"{prefix}{with_} {w['mean']:.3f} s ± {w['stddev']:.3f} (median {w['median']:.3f}), "
          f"{prefix}{without} {o['mean']:.3f} s ± {o['stddev']:.3f} (median {o['median']:.3f}), "
          f"{frames} frames: {with_} adds {extra:.2f} ms a frame by the means, "
          f"{median:.2f} by the medians ({w['mean'] / o['mean']:.2f}x)")
    cpu_w, cpu_o = w["user"] + w["system"], o["user"] + o["system"]
    print(f"{prefix}{with_} CPU {cpu_w:.3f} s (user {w['user']:.3f}, system {w['system']:.3f}), "
          f"{prefix}{without} CPU {cpu_o:.3f} s (user {o['user']:.3f}, system {o['system']:.3f}): "
          f"{with_} adds {(cpu_w - cpu_o) / frames * 1000:.2f} ms of CPU a frame")
PY
  )
}

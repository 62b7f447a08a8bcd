#!/usr/bin/env bash
# Cold compile of the README's card sample by two builds of the tool, side by side
# (docs/performance.md, "User code": preparing iOS code).
#
#   Benchmarks/UserCode/compare.sh OLD/gesturerender NEW/gesturerender
#
# Each binary needs its Modules/ folder beside it (a copy of .build/<config>/ works). In one
# hyperfine run, with the code cache emptied before every run of each, it renders
# Samples/card.json with OLD and with NEW and prints NEW / OLD (the goal: at most 1.2). The
# outputs and caches are temporary folders.
set -euo pipefail
old="${1:?usage: compare.sh OLD/gesturerender NEW/gesturerender}"
new="${2:?usage: compare.sh OLD/gesturerender NEW/gesturerender}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$root/Samples" "$work/Samples"
cd "$work"
hyperfine --warmup 1 --runs 8 --export-json times.json \
  --prepare "rm -rf '$work/cache-old'" --prepare "rm -rf '$work/cache-new'" \
  -n old "GESTURERENDER_CACHE='$work/cache-old' '$old' Samples/card.json -o out-old -q --frames 0 --no-page" \
  -n new "GESTURERENDER_CACHE='$work/cache-new' '$new' Samples/card.json -o out-new -q --frames 0 --no-page"
python3 - <<'PY'
import json
r = {x["command"]: x for x in json.load(open("times.json"))["results"]}
print(f"cold compile and first frame: old {r['old']['mean']:.3f} s, new {r['new']['mean']:.3f} s, "
      f"new / old {r['new']['mean'] / r['old']['mean']:.2f}  (goal ≤ 1.2)")
PY

#!/usr/bin/env bash
# User-code benchmark (docs/performance.md, "User code").
#
#   Benchmarks/UserCode/run.sh
#
# Builds gesturerender in release and times, side by side in one hyperfine run:
#   cold:     card-deck.json with an empty code cache (compiles the 102-line CardDeck.swift)
#   warm:     card-deck.json with the library in the cache (loads it, runs the code in a child)
#   built-in: card-deck-builtin.json, the same 49 frames with the cards as JSON views, no code
# and prints what the code adds: warm − built-in (the issue's goal: ≤ 0.1 s) and cold − warm
# (the compile, goal ≤ 3 s). Outputs go to a temporary folder; the cache is a temporary folder
# too (GESTURERENDER_CACHE), so the user's own cache is never touched.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
(cd "$root" && swift build -c release --product gesturerender 2>&1 | tail -1)
bin="$root/.build/release/gesturerender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$here"/CardDeck.swift "$here"/card-deck.json "$here"/card-deck-builtin.json "$work/"
export GESTURERENDER_CACHE="$work/cache"
cd "$work"
"$bin" card-deck.json -o warm-up -q  # fills the cache for the warm runs
# One --prepare per command (given once, hyperfine would empty the cache before every command).
hyperfine --warmup 2 --runs 10 --export-json times.json \
  --prepare "rm -rf '$work/cache'" --prepare true --prepare true \
  -n cold "'$bin' card-deck.json -o out-cold -q" \
  -n warm "'$bin' card-deck.json -o out-warm -q" \
  -n built-in "'$bin' card-deck-builtin.json -o out-builtin -q"
python3 - <<'PY'
import json
r = {x["command"]: x for x in json.load(open("times.json"))["results"]}
mean = lambda n: r[n]["mean"]
print(f"compile (cold − warm): {mean('cold') - mean('warm'):.3f} s   (goal ≤ 3 s)")
print(f"code at run time (warm − built-in): {mean('warm') - mean('built-in'):.3f} s   (goal ≤ 0.1 s)")
print(f"warm / built-in: {mean('warm') / mean('built-in'):.2f}×")
PY

#!/usr/bin/env bash
# Diffable snapshot benchmark (docs/performance.md, "User code").
#
#   Benchmarks/Snapshot/run.sh
#
# Builds gesturerender in release and times snapshot-appends.json, whose code builds a snapshot
# of 30,000 items one `appendItems` call at a time and marks every other item with one
# `reconfigureItems` call each, then applies it to a table: the snapshot's item index keeps each
# call independent of the items already there (without it the appends alone take time growing
# with the square of the count, past the default --code-timeout). The code is compiled once
# (warm-up), then hyperfine times the warm runs. Outputs and the code cache go to a temporary
# folder (GESTURERENDER_CACHE), so the user's own cache is never touched.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
(cd "$root" && swift build -c release --product gesturerender 2>&1 | tail -1)
bin="$root/.build/release/gesturerender"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$here"/SnapshotAppends.swift "$here"/snapshot-appends.json "$work/"
export GESTURERENDER_CACHE="$work/cache"
cd "$work"
"$bin" snapshot-appends.json -o warm-up -q  # compiles the code into the cache
hyperfine --warmup 1 --runs 5 -n snapshot-appends "'$bin' snapshot-appends.json -o out -q"

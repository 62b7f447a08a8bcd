#!/usr/bin/env bash
# check-corpus-interactions.sh GESTURERENDER
#
# Plays the scenarios of Corpus/ (real UIKit components of ../shared/corpus driven by a drag or a
# flick, with a host screen written as an app would) and checks their expectations with
# `gesturerender check`. Each scenario lists the component's files by the path of its source
# folder, so the component's folder is copied beside the scenarios, unchanged, into a temporary
# directory first. Exits as `check` does (0 when every expectation held, 1 when one failed).
set -euo pipefail
BIN="${1:?usage: check-corpus-interactions.sh PATH/TO/gesturerender}"
case "$BIN" in /*) ;; *) BIN="$PWD/$BIN" ;; esac
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
SCENARIOS="$HERE/../Corpus"
COMPONENTS="$HERE/../../shared/corpus/real-world"
if [ ! -d "$COMPONENTS" ]; then
  echo "check-corpus-interactions: no corpus at $COMPONENTS (shared/ beside the repository); skipped" >&2
  exit 0
fi
TMP="$(mktemp -d "${TMPDIR:-/tmp}/corpus-interactions.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
export GESTURERENDER_CACHE="$TMP/cache"
cp "$SCENARIOS"/*.json "$SCENARIOS"/*.swift "$TMP/"
# The components' source folders, by the names the scenarios' "code" lists use.
cp -r "$COMPONENTS/52inc__Pulley/PulleyLib" "$TMP/"
cp -r "$COMPONENTS/MarioIannotta__PullUpController/PullUpController" "$TMP/"
cp -r "$COMPONENTS/SwipeCellKit__SwipeCellKit/Source" "$TMP/"
cd "$TMP"
"$BIN" check ./*.json

#!/usr/bin/env bash
# check-corpus.sh GESTURERENDER
#
# Runs the compatibility corpus of real UIKit components (../shared/corpus/check.sh, beside the
# repository) with the given binary and fails when it went backwards against
# scripts/corpus-baseline.txt: fewer components compile as written than the baseline's
# "compile N", or a component that does not compile has more compile errors than its line
# "NAME ERRORS" allows. Raise a line only on purpose (more errors can show once an earlier
# family is fixed and the compiler gets further): say why in the commit.
set -euo pipefail
BIN="${1:?usage: check-corpus.sh PATH/TO/gesturerender}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CORPUS="$HERE/../../shared/corpus/check.sh"
if [ ! -f "$CORPUS" ]; then
  echo "check-corpus: no corpus at $CORPUS (shared/ beside the repository); skipped" >&2
  exit 0
fi
output="$(bash "$CORPUS" "$BIN")"
echo "$output"
python3 - "$HERE/corpus-baseline.txt" "$output" <<'PY'
import re, sys
baseline = {}
minimum = 0
for line in open(sys.argv[1]):
    line = line.split("#", 1)[0].strip()
    if not line:
        continue
    key, value = line.split()
    if key == "compile":
        minimum = int(value)
    else:
        baseline[key] = int(value)
output = sys.argv[2]
problems = []
count = int(re.search(r"^corpus: (\d+) of \d+", output, re.M).group(1))
if count < minimum:
    problems.append(f"{count} components compile, fewer than the baseline's {minimum}")
for name, errors in re.findall(r"^(\S+) FAIL \(exit \d+, (\d+) errors\)", output, re.M):
    allowed = baseline.get(name)
    if allowed is not None and int(errors) > allowed:
        problems.append(f"{name}: {errors} compile errors, more than the baseline's {allowed}")
for problem in problems:
    print(f"check-corpus: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
PY

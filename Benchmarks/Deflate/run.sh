#!/usr/bin/env bash
# Deflate and checksum choices of the PNG frame writer, on real scanlines (docs/performance.md,
# "Where the writer's time went, and what was tried").
#
#   Benchmarks/Deflate/run.sh
#
# Renders one frame of Samples/stretchy-header.json (a photograph scrolled) and one of
# Samples/grid-reorder.json (flat UI) at @2x, takes their Up-filtered scanlines back out of the
# PNGs (Python's zlib), and runs deflate_bench.c on each, built with gcc against Debian's zlib
# and ISA-L (zlib1g-dev, libisal-dev; scripts/install-dependencies.sh installs both) and gcc.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$root"
swift build -c release --product gesturerender >/dev/null
gcc -O2 -o "$work/deflate_bench" "$here/deflate_bench.c" -lz -lisal
bin="$root/.build/release/gesturerender"
"$bin" Samples/stretchy-header.json -o "$work/photo" --frames 60 -q --no-page --no-markdown 2>/dev/null
"$bin" Samples/grid-reorder.json -o "$work/flat" --frames 80 -q --no-page --no-markdown
for kind in photo flat; do
  python3 - "$work/$kind"/frame-*.png "$work/$kind.bin" <<'PY'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
offset, idat = 8, b""
while offset < len(data):
    length, kind = struct.unpack(">I4s", data[offset:offset + 8])
    if kind == b"IHDR":
        width, height = struct.unpack(">II", data[offset + 8:offset + 16])
    if kind == b"IDAT":
        idat += data[offset + 8:offset + 8 + length]
    offset += 12 + length
open(sys.argv[2], "wb").write(struct.pack("<II", width, height) + zlib.decompress(idat))
PY
  "$work/deflate_bench" "$work/$kind.bin"
  echo
done

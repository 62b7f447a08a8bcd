#!/usr/bin/env bash
# Installs the Debian packages gesturerender builds and renders with (Debian 12 "bookworm").
# Swift 6 itself is expected on PATH. Runs apt-get directly as root, through sudo otherwise.
set -euo pipefail

packages=(
  pkg-config          # finds the C libraries for the system-library targets
  libcairo2-dev       # CCairo: drawing, PNG and SVG surfaces
  libpango1.0-dev     # CPangoCairo: text layout (brings fontconfig and glib headers)
  fonts-dejavu-core   # the pinned font set (DejaVu Sans)
)

if [ "$(id -u)" -eq 0 ]; then run=(); else run=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
echo "installed: ${packages[*]}"

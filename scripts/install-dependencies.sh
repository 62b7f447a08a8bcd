#!/usr/bin/env bash
# Installs the Debian packages gesturerender builds and renders with (Debian 12 "bookworm").
# Swift 6 itself is expected on PATH. Runs apt-get directly as root, through sudo otherwise.
set -euo pipefail

packages=(
  pkg-config          # finds the C libraries for the system-library targets
  libcairo2-dev       # CCairo: drawing, PNG and SVG surfaces
  libpango1.0-dev     # CPangoCairo: text layout (brings fontconfig and glib headers)
  fonts-dejavu-core   # the pinned font set (DejaVu Sans)
  fonts-wqy-microhei  # CJK fallback of the pinned set (WenQuanYi Micro Hei, 5 MB)
  libglib2.0-dev      # CGLib: GLib's SHA-256 for the compiled-code cache (already brought by Pango)
  zlib1g-dev          # CZlib: deflate and CRC-32 for the PNG and APNG writers
  libisal-dev         # CIsal: Intel ISA-L's SIMD Adler-32 for the PNG frames' checksum
  libgif-dev          # CGif: giflib, GIF encoding (tests decode with it too)
  libwebp-dev         # CWebP: WebPAnimEncoder (libwebpmux), WebPAnimDecoder for the tests
  libjpeg62-turbo-dev # CJpeg: libjpeg-turbo, UIImage(data:) of JPEG and jpegData(compressionQuality:)
  bootstrap-icons     # the icon set UIImage(systemName:) draws SF Symbols names with (MIT, SVG files)
)

# For the tests only, unless GESTURERENDER_MINIMAL=1: pngcheck validates APNG chunks, Debian's
# chromium (about 80 MB to download, under a minute) runs the review page's browser test.
# ffmpeg (mp4/webm output) is optional at run time and not installed here.
if [ "${GESTURERENDER_MINIMAL:-0}" != "1" ]; then
  packages+=(pngcheck chromium)
fi

if [ "$(id -u)" -eq 0 ]; then run=(); else run=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
echo "installed: ${packages[*]}"

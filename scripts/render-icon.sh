#!/usr/bin/env bash
# Renders the extension icon images/icon.png (256×256) from its source images/icon.svg with
# rsvg-convert (Debian package librsvg2-bin, installed here when missing). The PNG is committed,
# so only a change to the SVG needs this script.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if ! command -v rsvg-convert >/dev/null; then
    SUDO=()
    [[ "$(id -u)" == 0 ]] || SUDO=(sudo)
    "${SUDO[@]}" apt-get install -y -qq --no-install-recommends librsvg2-bin >/dev/null
fi
rsvg-convert --width 256 --height 256 --format png --output "$ROOT/images/icon.png" "$ROOT/images/icon.svg"
echo "images/icon.png: $(stat -c %s "$ROOT/images/icon.png") bytes"

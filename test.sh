#!/usr/bin/env bash
# Builds Parallax and runs every test (offscreen), printing ctest's summary.
set -euo pipefail
root="$(cd "$(dirname "$0")" && pwd)"
"$root/scripts/setup.sh"
export QT_QPA_PLATFORM=offscreen
cd "$root/build"
ctest --output-on-failure --timeout 600 -j "$(nproc)"

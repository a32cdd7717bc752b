#!/usr/bin/env bash
# Builds Parallax and opens the viewer on the bundled corpus.
# Extra arguments go to `parallax` (e.g. ./run.sh snapshot -o shot.png).
set -euo pipefail
root="$(cd "$(dirname "$0")" && pwd)"
"$root/scripts/setup.sh"
if [ $# -eq 0 ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found (DISPLAY is not set): run './run.sh snapshot -o parallax.png' to render the window to a file."
  exit 1
fi
exec "$root/build/app/parallax" "$@"

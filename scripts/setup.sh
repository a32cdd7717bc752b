#!/usr/bin/env bash
# Shared by run.sh and test.sh: installs what the build needs on Debian 12
# (only what is missing), then configures and builds into build/.
set -euo pipefail

PACKAGES=(build-essential cmake ninja-build pkg-config
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqt6sql6-sqlite qt6-svg-dev
  qt6-tools-dev qt6-l10n-tools libsqlite3-dev libgtest-dev libgmock-dev libbenchmark-dev
  clang-format clang-tidy
  fonts-wqy-microhei
  qt6-translations-l10n desktop-file-utils appstream librsvg2-bin dpkg-dev)

missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "Installing: ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
fi
cmake --build "$build" --parallel "$(nproc)"

#!/usr/bin/env bash
# Renders a gallery of the main views with `parallax snapshot` into
# docs/screenshots/: light and dark, at 1280x720 and 1920x1080.
# Usage: tools/gallery.sh [BUILD_DIR] [OUT_DIR]
# Needs no display (snapshot renders offscreen). Uses the bundled corpus
# through a temporary database, so your own database is never touched.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
out="${2:-$root/docs/screenshots}"
parallax="$build/app/parallax"
[ -x "$parallax" ] || { echo "gallery: build first ($parallax not found)" >&2; exit 1; }
mkdir -p "$out"
db="$(mktemp -d)/gallery.sqlite"
trap 'rm -rf "$(dirname "$db")"' EXIT
# Settings of its own: the window's saved language, lanes or layout do not
# reach the gallery.
XDG_CONFIG_HOME="$(dirname "$db")/config"
export XDG_CONFIG_HOME
"$parallax" import "$root/resources/corpus/napoleon" --db "$db" >/dev/null

# name | snapshot arguments
views=(
  "timeline|--select first-abdication"
  "timeline-day|--select poison-attempt --view 1814-04-12/1814-04-13"
  "compare|--select surrender-bellerophon --show compare"
  "conflicts|--show conflicts --select fall-of-paris"
  "places|--lanes place --select landing-elba"
  "categories|--lanes category"
  "statistics|--show statistics"
  "map-elba|--map elba --select landing-elba --show compare"
  "source|--show source --select farewell-guard"
  "chinese|--language zh --select death"
)
for palette in light dark; do
  for size in 1280x720 1920x1080; do
    for v in "${views[@]}"; do
      name="${v%%|*}"
      args="${v#*|}"
      # shellcheck disable=SC2086
      "$parallax" snapshot --db "$db" --size "$size" --palette "$palette" $args \
        -o "$out/$name-$size-$palette.png" >/dev/null 2>&1
    done
  done
done
# The views kept in the repository (docs/screenshots/.gitignore): the README
# shows the first three.
kept=(
  "viewer-timeline-1920x1080-light|--size 1920x1080 --palette light --select first-abdication --show compare"
  "viewer-compare-1280x720-dark|--size 1280x720 --palette dark --select first-abdication --show compare"
  "viewer-places-1280x720-light|--size 1280x720 --palette light --lanes place --select landing-elba"
  "viewer-home-1280x720-light|--size 1280x720 --palette light"
  "viewer-zh-1280x720-dark|--size 1280x720 --palette dark --language zh --select treaty-fontainebleau"
  "viewer-da-1280x720-light|--size 1280x720 --palette light --language da --select surrender-bellerophon --show compare"
)
for v in "${kept[@]}"; do
  name="${v%%|*}"
  args="${v#*|}"
  # shellcheck disable=SC2086
  "$parallax" snapshot --db "$db" $args -o "$out/$name.png" >/dev/null 2>&1
done
echo "gallery: $(ls "$out"/*.png | wc -l) images in $out"

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
  "map-elba|--map elba --select landing-elba"
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
        -o "$out/$name-$size-$palette.png" >/dev/null
    done
  done
done
echo "gallery: $(ls "$out"/*.png | wc -l) images in $out"

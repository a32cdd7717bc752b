#!/usr/bin/env bash
# Installs the build into a temporary prefix, validates the desktop files there,
# runs the installed program from another folder, then builds the .deb and runs
# the program from the package unpacked into an empty root.
# Usage: check_install.sh BUILD_DIR
# A validator that is not installed is skipped with a message; all else fails.
set -euo pipefail
build="$(cd "$1" && pwd)"
source_dir="$(cd "$(dirname "$0")/../.." && pwd)"
app_id="io.github.parallax.Parallax"
work="$(mktemp -d "${TMPDIR:-/tmp}/parallax-install.XXXXXX")"
trap 'rm -rf "$work"' EXIT

fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIPPED: $*"; }
need_file() { [ -s "$1" ] || fail "missing after install: ${1#"$work"/}"; }

echo "== cmake --install into $work/usr"
cmake --install "$build" --prefix "$work/usr" >/dev/null
prefix="$work/usr"
need_file "$prefix/bin/parallax"
need_file "$prefix/libexec/parallax/parallax-window"
need_file "$prefix/share/applications/$app_id.desktop"
need_file "$prefix/share/metainfo/$app_id.metainfo.xml"
need_file "$prefix/share/icons/hicolor/scalable/apps/$app_id.svg"
need_file "$prefix/share/parallax/translations/parallax_zh_CN.qm"
need_file "$prefix/share/parallax/translations/parallax_da.qm"
need_file "$prefix/share/parallax/corpus/napoleon/corpus.json"
if command -v rsvg-convert >/dev/null; then
  need_file "$prefix/share/icons/hicolor/256x256/apps/$app_id.png"
  need_file "$prefix/share/icons/hicolor/48x48/apps/$app_id.png"
else
  skip "PNG icons (rsvg-convert not installed: apt-get install librsvg2-bin)"
fi

echo "== validators"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$prefix/share/applications/$app_id.desktop" || fail "desktop-file-validate"
else
  skip "desktop-file-validate (apt-get install desktop-file-utils)"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml" || fail "appstreamcli validate"
else
  skip "appstreamcli validate (apt-get install appstream)"
fi

echo "== the installed program, run from another folder with an empty home"
export HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
mkdir -p "$HOME"
cd "$work"
version="$("$prefix/bin/parallax" --version)"
[ "$version" = "parallax $(sed -n 's/^project(Parallax VERSION \([0-9.]*\).*/\1/p' "$source_dir/CMakeLists.txt")" ] \
  || fail "unexpected --version: $version"
grep -q "snapshot" <<<"$("$prefix/bin/parallax" --help)" || fail "--help lists no snapshot command"
grep -q "用法" <<<"$("$prefix/bin/parallax" --language zh --help)" || fail "--language zh --help is not in Chinese"
grep -q "Kommandoer" <<<"$("$prefix/bin/parallax" --help --language da)" || fail "--language da --help is not in Danish"
QT_QPA_PLATFORM=offscreen "$prefix/bin/parallax" snapshot --language zh -o "$work/window.png" --size 900x600 >/dev/null \
  || fail "the installed program could not render its window"
need_file "$work/window.png"
found="$("$prefix/bin/parallax" search Elba --format json)" || fail "search on the bundled corpus"
grep -q '"events"' <<<"$found" || fail "search found no events group"

echo "== cpack -G DEB, unpacked into an empty root"
if ! command -v dpkg-deb >/dev/null || ! command -v dpkg-shlibdeps >/dev/null; then
  skip ".deb package (apt-get install dpkg-dev)"
  exit 0
fi
(cd "$build" && cpack -G DEB -B "$work/pkg" >/dev/null) || fail "cpack -G DEB"
deb="$(ls "$work"/pkg/parallax_*.deb)"
depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
for lib in libqt6widgets6 libqt6core6 libsqlite3-0 qt6-qpa-plugins; do
  grep -q "$lib" <<<"$depends" || fail "the package does not depend on $lib"
done
dpkg-deb -x "$deb" "$work/root"
need_file "$work/root/usr/bin/parallax"
need_file "$work/root/usr/libexec/parallax/parallax-window"
need_file "$work/root/usr/share/applications/$app_id.desktop"
[ "$("$work/root/usr/bin/parallax" --version)" = "$version" ] || fail "the packaged program reports another version"
QT_QPA_PLATFORM=offscreen "$work/root/usr/bin/parallax" snapshot -o "$work/packaged.png" --size 900x600 >/dev/null \
  || fail "the packaged program could not render its window"
need_file "$work/packaged.png"
echo "OK: installed, validated, packaged ($(basename "$deb"), $(du -k "$deb" | cut -f1) KB)"

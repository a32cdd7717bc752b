#!/usr/bin/env bash
# Checks the C++ lines a change adds or edits: clang-format (.clang-format) and
# clang-tidy (.clang-tidy), on those lines only, so that what was there before
# the change is not held against it.
#
#   tools/check_changed.sh [BASE]
#
# BASE: what the change is measured from. Default: where this branch left
# main (git merge-base HEAD main), or on main itself the previous commit.
# Uncommitted edits count as part of the change. clang-tidy needs the
# compile_commands.json of a configured and built build/ (./test.sh makes it).
# Exit status: 0 clean (or nothing to check), 1 problems found, 2 usage or a
# missing tool.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

base="${1:-}"
if [ -z "$base" ]; then
  if [ "$(git rev-parse --abbrev-ref HEAD)" != "main" ] && git rev-parse -q --verify main >/dev/null; then
    base="$(git merge-base HEAD main)"
  elif git rev-parse -q --verify HEAD~1 >/dev/null; then
    base="HEAD~1"
  else
    echo "check_changed: no base to compare with"; exit 0
  fi
fi

for tool in clang-format-diff clang-tidy-diff; do
  if ! command -v "$tool" >/dev/null && ! command -v "$tool-14.py" >/dev/null; then
    echo "check_changed: $tool is not installed (Debian: clang-format, clang-tidy)"; exit 2
  fi
done
format_diff="$(command -v clang-format-diff || command -v clang-format-diff-14.py)"
tidy_diff="$(command -v clang-tidy-diff || command -v clang-tidy-diff-14.py)"

sources=(':(glob)core/**/*.cpp' ':(glob)core/**/*.h' ':(glob)db/**/*.cpp' ':(glob)db/**/*.h'
  ':(glob)ui/**/*.cpp' ':(glob)ui/**/*.h' ':(glob)app/**/*.cpp' ':(glob)app/**/*.h'
  ':(glob)tests/**/*.cpp' ':(glob)tests/**/*.h')
diff="$(git diff -U0 --no-color --diff-filter=AMR "$base" -- "${sources[@]}")"
if [ -z "$diff" ]; then
  echo "check_changed: no C++ lines changed since $(git rev-parse --short "$base")"; exit 0
fi
files="$(git diff --name-only --diff-filter=AMR "$base" -- "${sources[@]}" | wc -l)"
echo "check_changed: $files C++ files changed since $(git rev-parse --short "$base")"

status=0
formatting="$(printf '%s\n' "$diff" | "$format_diff" -p1 2>&1)"
if [ -n "$formatting" ]; then
  echo "== clang-format: these changed lines are not formatted (apply with clang-format -i or the diff below)"
  printf '%s\n' "$formatting"
  status=1
else
  echo "== clang-format: changed lines formatted"
fi

if [ ! -f build/compile_commands.json ]; then
  echo "== clang-tidy: skipped, no build/compile_commands.json (run ./test.sh first)"
  exit "$status"
fi
tidy="$(printf '%s\n' "$diff" | "$tidy_diff" -p1 -path build -j "$(nproc)" -quiet 2>&1 \
  | grep -E "^[^ ].*: (warning|error): " || true)"
if [ -n "$tidy" ]; then
  echo "== clang-tidy: findings on changed lines"
  printf '%s\n' "$tidy"
  status=1
else
  echo "== clang-tidy: no findings on changed lines"
fi
exit "$status"

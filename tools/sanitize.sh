#!/usr/bin/env bash
# Builds Parallax and every test with GCC's AddressSanitizer and
# UndefinedBehaviorSanitizer into build-asan/ and runs the whole suite there.
# Any report fails the test that caused it (halt_on_error).
#
#   tools/sanitize.sh [ctest arguments]     e.g. tools/sanitize.sh -R CorpusLoader
#   SANITIZE_TARGETS="test_core test_db" tools/sanitize.sh -L unit
#                                           (build only those targets first)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build-asan"
flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS="$flags" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" -DPARALLAX_BUILD_BENCHMARKS=OFF >/dev/null
fi
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$root/tools/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export QT_QPA_PLATFORM=offscreen
if [ -n "${SANITIZE_TARGETS:-}" ]; then
  # shellcheck disable=SC2086
  nice cmake --build "$build" --parallel "$(nproc)" --target $SANITIZE_TARGETS
else
  nice cmake --build "$build" --parallel "$(nproc)"
fi
cd "$build"
ctest --output-on-failure --timeout 1200 -j "$(nproc)" "$@"

#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-14 (ASan + UBSan) into build-fuzz/
# and runs each for SECONDS (default 60), one after another, starting from
# the committed inputs in fuzz/corpus/<target>/. Prints executions, speed,
# crashes and new inputs per target. Crash inputs land in
# build-fuzz/crashes/<target>/: copy each into fuzz/corpus/<target>/ once it
# is fixed, so that the replay tests (ctest -R fuzz_replay) keep it fixed.
#
#   tools/fuzz.sh [SECONDS] [TARGET...]     targets: edtf corpus search dbopen land csv
#
# FUZZ_TIMEOUT=S (default 10): an input that runs longer is reported as a
# hang. libFuzzer measures wall time: a run that may be paused (SIGSTOP, so
# that a benchmark has the machine to itself) needs more than the pause.
#
# FUZZ_SANITIZE=undefined builds with UBSan alone (no ASan) into
# build-fuzz-ub/: two to three times as many inputs per second, for long runs.
# Memory errors are then not seen while fuzzing; every input such a run keeps
# is merged into fuzz/corpus/<target>/ and so replayed under ASan + UBSan by
# tools/sanitize.sh (fuzz_replay_* tests) and with GCC by ./test.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-60}"
shift || true
targets=("$@")
((${#targets[@]})) || targets=(edtf corpus search dbopen land csv)

# clang and its libFuzzer runtime (Debian 12), only when missing.
missing=()
for p in clang-14 libclang-rt-14-dev; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

case "${FUZZ_SANITIZE:-address,undefined}" in
  address,undefined) build="$root/build-fuzz" ;;
  undefined) build="$root/build-fuzz-ub" ;;
  *) echo "tools/fuzz.sh: FUZZ_SANITIZE is address,undefined (the default) or undefined" >&2; exit 2 ;;
esac
flags="-fsanitize=fuzzer-no-link,${FUZZ_SANITIZE:-address,undefined} -fno-sanitize=vptr -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_CXX_FLAGS="$flags" \
    -DPARALLAX_FUZZ=ON -DPARALLAX_BUILD_TESTS=OFF -DPARALLAX_BUILD_BENCHMARKS=OFF >/dev/null
fi
nice cmake --build "$build" --target "${targets[@]/#/fuzz_}"

export QT_QPA_PLATFORM=offscreen
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# The longest input each target is given (libFuzzer's -max_len; by default the
# longest committed input). Long enough for every structure the target reads
# (a whole small corpus.json, a whole schema-7 database in 512-byte pages, a
# query past the 1,000-character limit in four-byte characters), short enough
# that mutations do not spend their time copying a 100 KB seed.
max_len() {
  case "$1" in
    corpus | csv) echo 8192 ;;
    search) echo 4096 ;;
    dbopen) echo 32768 ;;
    *) echo 0 ;; # libFuzzer's own choice
  esac
}

summary=()
for t in "${targets[@]}"; do
  work="$build/work/$t" crashes="$build/crashes/$t" log="$build/fuzz-$t.log"
  mkdir -p "$work" "$crashes"
  before=$(find "$crashes" -type f | wc -l)
  start=$(date +%s)
  # -timeout: an input that takes 10 s (FUZZ_TIMEOUT) is a hang; -rss_limit_mb: memory that runs away is a finding.
  set +e
  nice -n 10 "$build/fuzz/fuzz_$t" -max_total_time="$seconds" -max_len="$(max_len "$t")" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$crashes/" "$work" "$root/fuzz/corpus/$t" >"$log" 2>&1
  set -e
  took=$(( $(date +%s) - start ))
  execs=$(grep -h 'stat::number_of_executed_units' "$log" | awk '{s += $2} END {print s + 0}')
  found=$(( $(find "$crashes" -type f | wc -l) - before ))
  inputs=$(find "$work" -type f | wc -l)
  summary+=("$(printf '%-8s %12s execs %6ss %8s/s  crashes %s  corpus %s' "$t" "$execs" "$took" \
    "$(( execs / (took > 0 ? took : 1) ))" "$found" "$inputs")")
  if [ "$found" -gt 0 ]; then
    echo "== $t: $found crash(es), see $log and $crashes" >&2
    grep -m 5 -E 'ERROR|SUMMARY|fuzz check failed' "$log" >&2 || true
  fi
done
printf '%s\n' "${summary[@]}"

#!/usr/bin/env bash
# The native Catch2 suite (and the fuzz replay) built with sanitizers (clang)
# and run; any report fails the test it happens in.
#
#   bash scripts/sanitize.sh [--thread]     (npm run sanitize -- ...)
#
# Default: AddressSanitizer + UndefinedBehaviorSanitizer (build/sanitize)
# over every test. (Six were skipped until the reference solver stopped
# allocating a list of moves per position visited: under ASan that cost
# 1.5 to 10 minutes a test; the whole suite is now about a minute.)
#
# --thread: ThreadSanitizer (build/tsan) over the tests that solve on
# several threads (the bit-parallel methods split rows over std::threads).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/compiler-cache.sh

threaded='thread|SolveOptions|cancel|fuzz replay: solve'
build=build/sanitize
option=-DCATMOUSE_SANITIZE=ON
filter=()
case "${1:-}" in
  --all | "") ;; # (--all: what it meant before every test ran by default)
  --thread) build=build/tsan; option=-DCATMOUSE_TSAN=ON; filter=(-R "$threaded") ;;
  *) echo "usage: bash scripts/sanitize.sh [--thread]" >&2; exit 2 ;;
esac

if ! command -v clang++ >/dev/null; then
  echo "sanitize: needs clang++: apt-get install clang libclang-rt-14-dev (or: npm run setup as root)" >&2
  exit 2
fi

cmake -S . -B $build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ "$option" "${cmake_launcher[@]}" >/dev/null
mkdir -p $build
echo "sanitize: building in $build"
# The reading-memory test replaces operator new, which ThreadSanitizer's
# runtime defines too (a link error); its ctest filter leaves it out anyway.
targets=(catmouse catmouse_tests catmouse_fuzz_replay)
[[ $option == -DCATMOUSE_TSAN=ON ]] || targets+=(catmouse_reading_memory_test)
if ! cmake --build $build -j "$(nproc)" --target "${targets[@]}" >$build/build.log 2>&1; then
  tail -40 $build/build.log >&2
  exit 2
fi
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 TSAN_OPTIONS=halt_on_error=1 \
  ctest --test-dir $build --output-on-failure -j "$(nproc)" "${filter[@]}"

#!/usr/bin/env bash
# The native Catch2 suite (and the fuzz replay) built with sanitizers (clang)
# and run; any report fails the test it happens in.
#
#   bash scripts/sanitize.sh [--all | --thread]     (npm run sanitize -- ...)
#
# Default: AddressSanitizer + UndefinedBehaviorSanitizer (build/sanitize),
# skipping six tests (see `skipped` below): they run the solver on thousands
# of graphs (every graph up to 6 nodes, every method on each, random graphs
# to 50 nodes, 300-node graphs) against the reference solver, whose nested
# vectors make them take most of a sanitized run (1.5 to 10 minutes each on
# a busy machine, against about a second for each of the other 60). The same
# solve, verify and reference code runs sanitized in the tests that remain
# (the 130-, 300- and 700-node multi-threaded solves among them) and in the
# solve fuzz target. --all runs them too.
#
# --thread: ThreadSanitizer (build/tsan) over the tests that solve on
# several threads (the bit-parallel methods split rows over std::threads),
# but the long comparison of every method and thread count with the reference.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/compiler-cache.sh

skipped='every graph with up to 6 nodes|every method: graphs with up to 6 nodes|random graphs up to 50 nodes|300-node graphs match the reference|150-node path with many remoteness levels|every method and thread count matches the reference'
threaded='thread|SolveOptions|cancel|fuzz replay: solve'
build=build/sanitize
option=-DCATMOUSE_SANITIZE=ON
filter=(-E "$skipped")
case "${1:-}" in
  --all) filter=() ;;
  --thread) build=build/tsan; option=-DCATMOUSE_TSAN=ON; filter=(-R "$threaded" -E "every method and thread count matches the reference") ;;
  "") ;;
  *) echo "usage: bash scripts/sanitize.sh [--all | --thread]" >&2; exit 2 ;;
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

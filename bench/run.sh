#!/usr/bin/env bash
# npm run bench: builds what it needs, then
#  1. the native benchmark (Release, -O3, its own build directory): our solver
#     against baseline (a), the classic queue solver in C++;
#  2. the wasm benchmark in Node on the same graphs: the wasm solver against
#     baseline (b), a pure-JavaScript solver, and against the native times of step 1.
# Arguments go to the native benchmark: --quick, --full, --only sparse:5000,
# --no-baseline, --runs N, --min-time S, --max-time S, --no-two-cats (issue 25's two-cat targets, about a
# minute; --only two-cats runs them alone); CATMOUSE_BENCH_SIZES=quick|full too.
# --no-wasm skips step 2.
set -euo pipefail
cd "$(dirname "$0")/.."

wasm=1
args=()
for arg in "$@"; do
  if [[ $arg == --no-wasm ]]; then wasm=0; else args+=("$arg"); fi
done

source scripts/compiler-cache.sh
cmake -S . -B build/bench -DCMAKE_BUILD_TYPE=Release -DCATMOUSE_BENCH=ON -DCATMOUSE_TESTS=OFF "${cmake_launcher[@]}" >/dev/null
cmake --build build/bench -j "$(nproc)" --target catmouse_bench >/dev/null

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
build/bench/bench/catmouse_bench "${args[@]}" --write-graphs "$graphs" | tee "$graphs/native.md"

if ((wasm)); then
  bash scripts/build.sh >/dev/null
  echo
  node --max-old-space-size=8192 --expose-gc bench/wasm.mjs "$graphs" --native "$graphs/native.md"
fi

#!/usr/bin/env bash
# npm run bench: builds the benchmark (Release, -O3, its own build directory)
# and runs it. Arguments go to the benchmark: --quick, --full, --only sparse:5000,
# --no-baseline, --runs N, --min-time S, --max-time S, --write-graphs DIR;
# CATMOUSE_BENCH_SIZES=quick|full too.
set -euo pipefail
cd "$(dirname "$0")/.."

cmake -S . -B build/bench -DCMAKE_BUILD_TYPE=Release -DCATMOUSE_BENCH=ON -DCATMOUSE_TESTS=OFF >/dev/null
cmake --build build/bench -j "$(nproc)" --target catmouse_bench >/dev/null
exec build/bench/bench/catmouse_bench "$@"

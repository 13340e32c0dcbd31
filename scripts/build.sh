#!/usr/bin/env bash
# Builds the native library, CLI and tests (build/native), the WebAssembly
# module (build/wasm, copied into dist/ for the package), the package's
# browser files (dist/: scripts/build-package.mjs) and the site (build/site).
# Objects come from the compiler cache where it has them (scripts/compiler-cache.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
source scripts/compiler-cache.sh
source scripts/stages.sh

native() {
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release "${cmake_launcher[@]}" >/dev/null
  cmake --build build/native -j "$jobs"
}

# Debian's Emscripten needs Node to find Debian's acorn (see shared toolchain notes).
export NODE_PATH=/usr/share/nodejs
wasm() {
  if [[ ! -f build/wasm/CMakeCache.txt ]]; then
    emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_CROSSCOMPILING_EMULATOR="node;--no-experimental-fetch" >/dev/null
  fi
  cmake --build build/wasm -j "$jobs"
}

# The threaded module (Emscripten pthreads: every object built again with
# -pthread), used where memory can be shared (wasm/src/threads.js).
wasm_threads() {
  if [[ ! -f build/wasm-threads/CMakeCache.txt ]]; then
    emcmake cmake -S . -B build/wasm-threads -DCMAKE_BUILD_TYPE=Release -DCATMOUSE_WASM_THREADS=ON -DCATMOUSE_TESTS=OFF \
      -DCMAKE_CROSSCOMPILING_EMULATOR="node;--no-experimental-fetch" >/dev/null
  fi
  cmake --build build/wasm-threads -j "$jobs" --target catmouse_wasm
}

javascript() {
  mkdir -p dist
  cp build/wasm/catmouse-core.mjs build/wasm/catmouse-core.wasm dist/
  # The light module's .wasm only, its imports named as catmouse-core.mjs names them, so that glue runs it.
  node scripts/light-module.mjs build/wasm/catmouse-core{,-lite}.mjs build/wasm/catmouse-core-lite.wasm dist/catmouse-core-lite.wasm
  cp build/wasm-threads/catmouse-core-threads.mjs build/wasm-threads/catmouse-core-threads.wasm dist/
  cp build/wasm-threads/catmouse-core-threads.worker.js dist/catmouse-core-threads.worker.mjs
  node scripts/patch-threads-glue.mjs dist
  node scripts/build-package.mjs
  node scripts/build-web.mjs
}

stage "build: native (g++)" native
stage "build: wasm (em++)" wasm
stage "build: wasm with threads (em++ -pthread)" wasm_threads
stage "build: dist/ and the site" javascript

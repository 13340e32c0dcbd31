#!/usr/bin/env bash
# Runs every test suite against what scripts/build.sh built.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== Catch2, native"
ctest --test-dir build/native --output-on-failure -j "$(nproc)"
echo "== Catch2, compiled with em++ and run under Node"
ctest --test-dir build/wasm --output-on-failure
echo "== ESLint (eslint.config.js: the web uses the package by name only)"
bash scripts/lint.sh
echo "== Formatting (clang-format, Prettier): scripts/format.sh rewrites, --check only names"
bash scripts/format.sh --check
echo "== The npm package (node --test)"
node --test tests/js/ tests/model/ tests/page/
node --test --test-concurrency=1 tests/web/

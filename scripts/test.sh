#!/usr/bin/env bash
# Runs every test suite against what scripts/build.sh built; the node:test
# suites two files at a time (scripts/run-tests.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh

echo "== Catch2, native"
stage "test: Catch2 native" ctest --test-dir build/native --output-on-failure -j "$(nproc)"
echo "== Catch2, compiled with em++ and run under Node (two halves at once)"
stage "test: Catch2 in wasm" ctest --test-dir build/wasm --output-on-failure -j "$(nproc)"
echo "== ESLint (eslint.config.js: the web uses the package by name only)"
stage "test: ESLint" bash scripts/lint.sh
echo "== Formatting (clang-format, Prettier): scripts/format.sh rewrites, --check only names"
stage "test: formatting" bash scripts/format.sh --check
echo "== The npm package, the models and the page's modules (node --test)"
stage "test: package and models (Node)" node scripts/run-tests.mjs tests/js/ tests/model/ tests/page/
echo "== The page and the element in Chromium (node --test, one shared browser)"
stage "test: page and element (Chromium)" node scripts/run-tests.mjs --browser tests/web/

#!/usr/bin/env bash
# Runs every test suite against what scripts/build.sh built.
set -euo pipefail
cd "$(dirname "$0")/.."

ctest --test-dir build/native --output-on-failure -j "$(nproc)"

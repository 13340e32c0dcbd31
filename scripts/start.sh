#!/usr/bin/env bash
# Until the page exists: solve LeetCode example 1 with the native CLI.
set -euo pipefail
cd "$(dirname "$0")/.."
echo '$ echo "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]" | build/native/catmouse solve'
echo "[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]" | build/native/catmouse solve

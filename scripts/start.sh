#!/usr/bin/env bash
# Serves the built site (build/site, made by scripts/build-web.mjs) at
# http://localhost:8080/ (PORT overrides) with sirv, a static file server.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8080}"
if [[ ! -f build/site/index.html ]]; then
  echo "start: build/site is missing: run 'npm run build' first" >&2
  exit 1
fi
echo "catmouse: serving the page at http://localhost:${port}/ (Ctrl+C stops)"
exec node_modules/.bin/sirv build/site --port "$port" --host localhost --quiet

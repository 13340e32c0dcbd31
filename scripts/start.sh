#!/usr/bin/env bash
# Serves the built site (build/site, made by scripts/build-web.mjs) at
# http://localhost:8080/ (PORT overrides) with sirv (scripts/serve.mjs),
# cross-origin isolated so the solver runs on every core; each file is
# looked up per request, so `npm run build` in another terminal is served at
# once (no stale sizes, no missing new files), with Cache-Control: no-store.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8080}"
if [[ ! -f build/site/index.html ]]; then
  echo "start: build/site is missing: run 'npm run build' first" >&2
  exit 1
fi
# sirv quietly moves to another port when this one is taken, which would make
# the URL below wrong: check first and say what to do.
if ! node -e "const s = require('net').createServer(); s.once('error', () => process.exit(1)); s.listen(Number(process.argv[1]), 'localhost', () => s.close());" "$port"; then
  echo "start: port ${port} is in use (another 'npm start'?); stop that server or run: PORT=8081 npm start" >&2
  exit 1
fi
echo "catmouse: serving the page at http://localhost:${port}/ (Ctrl+C stops)"
exec node scripts/serve.mjs build/site "$port" localhost

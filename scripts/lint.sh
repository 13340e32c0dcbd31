#!/usr/bin/env bash
# ESLint over the package, the web code, the scripts and the tests (eslint.config.js),
# then proof that the layer rule bites: a relative import from web/ into
# wasm/src must fail, or the rule has silently stopped matching.
set -euo pipefail
cd "$(dirname "$0")/.."
eslint=${ESLINT:-node_modules/.bin/eslint}

"$eslint" .

violation="import { after } from '../../../wasm/src/rules.js';
export { after };"
if out=$(printf '%s\n' "$violation" | "$eslint" --stdin --stdin-filename web/src/model/violation.js 2>&1); then
  echo "lint: a relative import into wasm/src from web/ passed ESLint; no-restricted-imports no longer matches it" >&2
  exit 1
fi
if ! grep -q "no-restricted-imports" <<<"$out"; then
  echo "lint: the violating import failed for another reason than no-restricted-imports:" >&2
  echo "$out" >&2
  exit 1
fi
echo "lint: clean, and a relative import into wasm/src from web/ is refused"

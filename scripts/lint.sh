#!/usr/bin/env bash
# ESLint over the package, the web code, the scripts and the tests (eslint.config.js),
# then proof that the layer rules bite: a relative import from web/ into
# wasm/src, or from wasm/ into web/, must fail, or a rule has silently stopped matching.
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
upward="import { verdictText } from '../../web/src/words/describe.js';
export { verdictText };"
if out=$(printf '%s\n' "$upward" | "$eslint" --stdin --stdin-filename wasm/src/violation.js 2>&1); then
  echo "lint: a relative import from wasm/ into web/ passed ESLint; no-restricted-imports no longer matches it" >&2
  exit 1
fi
if ! grep -q "no-restricted-imports" <<<"$out"; then
  echo "lint: the import from wasm/ into web/ failed for another reason than no-restricted-imports:" >&2
  echo "$out" >&2
  exit 1
fi
echo "lint: clean, and a relative import into wasm/src from web/, or into web/ from wasm/, is refused"

#!/usr/bin/env bash
# Formats the tracked sources: C and C++ with clang-format (.clang-format),
# JavaScript, JSON, CSS, HTML and Markdown with Prettier (.prettierrc.json,
# .prettierignore; the devDependency `prettier`).
#   scripts/format.sh           rewrites the files in place
#   scripts/format.sh --check   changes nothing: names each file that would
#                               change and exits 1 if any would
# PRETTIER=path overrides node_modules/.bin/prettier.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
case "${1:-}" in
  --check) check=true ;;
  "") ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 2 ;;
esac

prettier="${PRETTIER:-node_modules/.bin/prettier}"
if ! command -v clang-format >/dev/null; then
  echo "format: clang-format is missing: apt-get install clang-format" >&2; exit 2
fi
if [[ ! -x "$prettier" ]]; then
  echo "format: prettier is missing: npm install (it is a devDependency)" >&2; exit 2
fi

mapfile -t cxx < <(git ls-files '*.cpp' '*.hpp' '*.h' '*.cc')
mapfile -t web < <(git ls-files '*.js' '*.mjs' '*.cjs' '*.ts' '*.json' '*.css' '*.html' '*.md' '*.yml' '*.yaml')

status=0
if $check; then
  for f in "${cxx[@]}"; do
    if ! clang-format --style=file "$f" | cmp -s - "$f"; then echo "clang-format would change $f"; status=1; fi
  done
  if ! "$prettier" --list-different --ignore-path .prettierignore "${web[@]}"; then status=1; fi
  [[ $status -eq 0 ]] && echo "format: nothing to change"
else
  clang-format --style=file -i "${cxx[@]}"
  "$prettier" --write --log-level warn --ignore-path .prettierignore "${web[@]}"
fi
exit $status

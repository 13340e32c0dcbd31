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
  # One clang-format per 40 files, two at a time (one per file took 8 s of
  # the land check); each file it would change is named once.
  if ! violations=$(printf '%s\0' "${cxx[@]}" |
    xargs -0 -P 2 -n 40 clang-format --style=file --dry-run -Werror 2>&1 >/dev/null); then
    status=1
    sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/clang-format would change \1/p' \
      <<< "$violations" | sort -u
    grep -q 'code should be clang-formatted' <<< "$violations" || echo "$violations" >&2
  fi
  if ! "$prettier" --list-different --ignore-path .prettierignore "${web[@]}"; then status=1; fi
  [[ $status -eq 0 ]] && echo "format: nothing to change"
else
  clang-format --style=file -i "${cxx[@]}"
  "$prettier" --write --log-level warn --ignore-path .prettierignore "${web[@]}"
fi
exit $status

#!/usr/bin/env bash
# The files whose code names an option (not its comments, tests or docs):
# `bash scripts/option-files.sh pass` lists where the pass option is read or
# written, for ARCHITECTURE.md's "Adding an option" count. It looks for the
# option as a property (.pass, pass:), a quoted name ('pass'), its page
# field (rule-pass), its words (the schema's `words` and `lineWords`), a
# shorthand or destructured name ({ catOnHole, pass }), a member or setter
# (Variant::pass, withPass), its command-line flag (--pass) and its
# attribute where it is quoted ('cat-on-hole').
# REV=<commit> counts in that commit's tree instead of the work tree (the
# words are still today's schema's).
set -euo pipefail
name="${1:?usage: option-files.sh OPTION}"
cd "$(dirname "$0")/.."
words=$(node --input-type=module -e "
  import { GAME_OPTIONS } from 'catmouse/rules';
  const o = GAME_OPTIONS.find((x) => x.name === process.argv[1]);
  const w = [o?.words, o?.lineWords].filter(Boolean).flatMap((x) => (typeof x === 'string' ? [x] : Object.values(x)));
  console.log(w.map((x) => x.replace(/[.*+?^\${}()|[\]\\\\]/g, '\\\\$&')).join('|'));" "$name")
kebab=$(printf '%s' "$name" | sed -E 's/([A-Z])/-\L\1/g')
setter="with$(printf '%s' "${name:0:1}" | tr a-z A-Z)${name:1}"
# Also a shorthand property or a destructured name ({ holes, pass }), a
# member pointer (&Variant::pass), a named setter (withPass) and its flag (--pass).
pattern="(\\.|->|::)${name}\\b|\\b${name}\\s*[:=?]|['\"]${name}['\"]|rule-${name}|<code>${name}</code>|[{,]\\s*(\\.\\.\\.)?${name}\\s*[,}]|\\b${setter}\\(|--${kebab}\\b|['\"]${kebab}['\"]"
[ -n "$words" ] && pattern="${pattern}|${words}"
git grep -nE ${REV:---untracked} "$pattern" ${REV:-} -- wasm web core ':!*.md' ':!tests' |
  sed "s|^${REV:-}:||" |
  awk '{ line = $0; sub(/^[^:]*:[^:]*:/, "", line); if (line !~ /^[ \t]*(\/\/|\*|\/\*|#|<!--)/) { split($0, f, ":"); print f[1] } }' |
  sort -u

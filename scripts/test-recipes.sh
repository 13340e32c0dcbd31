#!/usr/bin/env bash
# The recipes of docs/embedding.md, tested as a user would meet them:
# `npm pack` of this package (prepack builds it), the recipe apps' own pinned
# dependencies (tests/recipes/package-lock.json, one npm workspace), the
# tarball installed into that workspace, each app built with its own
# production build, then served and loaded in Chromium
# (tests/recipes/recipes.test.mjs says what is checked).
#
#   bash scripts/test-recipes.sh              all ten apps
#   RECIPES=vite,static bash scripts/test-recipes.sh    some of them
#   CATMOUSE_TGZ=/path/catmouse-x.y.z.tgz ...  test that tarball, do not pack
#   CATMOUSE_PACK_ARGS=--ignore-scripts ...    pack what is built, do not rebuild
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
recipes=$root/tests/recipes
all=(vite webpack esbuild rollup vitepress starlight static mkdocs docusaurus nextjs)
# What each build writes (removed first: a failed build must not leave an old site to test).
declare -A output=([vite]=vite/dist [webpack]=webpack/dist [esbuild]=esbuild/public/build
  [rollup]=rollup/public/build [vitepress]=vitepress/docs/.vitepress/dist [starlight]=starlight/dist [static]=static/site
  [mkdocs]=mkdocs/site [docusaurus]=docusaurus/build [nextjs]=nextjs/out)
IFS=', ' read -r -a apps <<< "${RECIPES:-${all[*]}}"
for app in "${apps[@]}"; do
  [[ -n ${output[$app]:-} ]] || { echo "test-recipes: no app named $app (the apps: ${all[*]})" >&2; exit 2; }
done
export ASTRO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1
# A Docusaurus build from its cache would not run the remark plugin again, nor
# print the bad fence that recipes.test.mjs looks for in the build's log.
export DOCUSAURUS_NO_PERSISTENT_CACHE=1

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }
started=$(now)
declare -A took

# 1. The tarball, as `npm publish` would make it.
step=$(now)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ -n ${CATMOUSE_TGZ:-} ]]; then
  tgz=$CATMOUSE_TGZ
else
  # shellcheck disable=SC2086
  npm pack --silent --pack-destination "$tmp" ${CATMOUSE_PACK_ARGS:-} >/dev/null
  tgz=$(echo "$tmp"/catmouse-*.tgz)
fi
echo "test-recipes: packed $(basename "$tgz") in $(since "$step") s"

# 2. The apps' dependencies, exactly as locked (again only when the lock changed).
step=$(now)
cd "$recipes"
source "$root/scripts/recipes-cache.sh"
if [[ ! -f node_modules/.recipes-installed || package-lock.json -nt node_modules/.recipes-installed ]]; then
  if ! recipes_cache_restore; then
    npm ci --prefer-offline --no-audit --no-fund --loglevel=error
    touch node_modules/.recipes-installed
    recipes_cache_save
  fi
fi
# 3. catmouse from the tarball, as `npm install catmouse` would put it (not saved:
# the lock file pins only the apps' own tools).
npm install --prefer-offline --no-save --no-audit --no-fund --loglevel=error "$tgz"
echo "test-recipes: installed the apps' dependencies and the tarball in $(since "$step") s"

# 4. Each app's own production build, two at a time (most are one process on one
# core; the slowest first); its output is kept in screenshots/<app>.build.log,
# where recipes.test.mjs reads the warnings of the fences that cannot be boards.
mkdir -p "$recipes/screenshots"
build_app() {
  local app=$1 step
  step=$(now)
  rm -rf "${output[$app]}"
  if npm run build --silent --workspace "recipe-$app" > "$recipes/screenshots/$app.build.log" 2>&1; then
    echo "ok $(since "$step")" > "$tmp/$app.built"
    echo "test-recipes: built $app in $(since "$step") s"
  else
    echo "FAILED $(since "$step")" > "$tmp/$app.built"
    echo "test-recipes: building $app FAILED after $(since "$step") s:" >&2
    cat "$recipes/screenshots/$app.build.log" >&2
  fi
}
slowest_first=(docusaurus nextjs starlight vitepress mkdocs webpack vite rollup esbuild static)
queue=()
for app in "${slowest_first[@]}" "${apps[@]}"; do
  [[ " ${apps[*]} " == *" $app "* && " ${queue[*]} " != *" $app "* ]] && queue+=("$app")
done
for app in "${queue[@]}"; do
  while (($(jobs -rp | wc -l) >= ${RECIPES_JOBS:-2})); do wait -n || true; done
  build_app "$app" &
done
wait
failed=()
for app in "${apps[@]}"; do
  read -r result seconds < "$tmp/$app.built"
  took[$app]=$seconds
  [[ $result == ok ]] || failed+=("$app")
done

# 5. Served and loaded in Chromium (an app whose build failed fails here too).
step=$(now)
rm -f screenshots/*.seconds
status=0
RECIPES="${apps[*]}" RECIPES_FAILED="${failed[*]}" node --test --test-reporter=spec --test-concurrency=1 recipes.test.mjs || status=$?
echo "test-recipes: checked in Chromium in $(since "$step") s"

echo "test-recipes: seconds per app (build + check):"
for app in "${apps[@]}"; do
  check=$(cat "screenshots/$app.seconds" 2>/dev/null || echo '?')
  printf '  %-10s build %6s  check %6s\n' "$app" "${took[$app]}" "$check"
done
echo "test-recipes: total $(since "$started") s"
if ((${#failed[@]})); then
  echo "test-recipes: these builds failed: ${failed[*]}" >&2
  exit 1
fi
exit "$status"

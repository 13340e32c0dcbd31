# shellcheck shell=bash
# Sourced by scripts/test-recipes.sh, in tests/recipes: the recipe apps'
# installed dependencies (node_modules, ~900 MB) kept outside the clone, so a
# fresh clone restores them in about a second instead of `npm ci` (~40 s).
# The cache is keyed by the lock file and the apps' package.json files, and
# holds the tree exactly as `npm ci` left it, before the catmouse tarball
# goes in. It is restored as hard links (same file system) or copied; the
# files npm rewrites in place (its hidden lock file, our stamp) are copied, so
# that a restored clone never writes through to the cache. Only the newest key
# is kept. CATMOUSE_RECIPES_CACHE=0 turns it off; a miss just runs `npm ci`.
recipes_cache_root="${CATMOUSE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/catmouse}/recipes"
# The folders npm ci fills: the workspace's and those of apps with their own versions.
recipes_cache_dirs() { find . -maxdepth 2 -name node_modules -type d -not -path './node_modules/*' | sort; }
recipes_cache_key() {
  cat package-lock.json package.json ./*/package.json | sha256sum | cut -c1-16
}
recipes_cache_enabled() { [[ ${CATMOUSE_RECIPES_CACHE:-1} != 0 ]]; }

recipes_cache_restore() {
  recipes_cache_enabled || return 1
  local entry
  entry="$recipes_cache_root/$(recipes_cache_key)"
  [[ -f $entry/complete ]] || return 1
  local dir
  while read -r dir; do rm -rf "$dir"; done < <(recipes_cache_dirs)
  while read -r dir; do
    mkdir -p "$(dirname "$dir")"
    cp -al "$entry/$dir" "$dir" 2>/dev/null || cp -a "$entry/$dir" "$dir"
  done < "$entry/dirs"
  # Files npm (or we) rewrite in place: a private copy each, never a shared link.
  cp --remove-destination "$entry/node_modules/.package-lock.json" node_modules/.package-lock.json
  touch node_modules/.recipes-installed
  echo "test-recipes: restored the apps' dependencies from $entry"
}

recipes_cache_save() {
  recipes_cache_enabled || return 0
  local key entry tmp dir
  key=$(recipes_cache_key)
  entry="$recipes_cache_root/$key"
  [[ -f $entry/complete ]] && return 0
  mkdir -p "$recipes_cache_root"
  tmp=$(mktemp -d "$recipes_cache_root/.new-XXXXXX")
  recipes_cache_dirs > "$tmp/dirs"
  while read -r dir; do
    mkdir -p "$tmp/$(dirname "$dir")"
    cp -al "$dir" "$tmp/$dir" 2>/dev/null || cp -a "$dir" "$tmp/$dir"
  done < "$tmp/dirs"
  # The clone keeps writing its own copy of these; the cache's must not change.
  cp --remove-destination node_modules/.package-lock.json "$tmp/node_modules/.package-lock.json"
  rm -f "$tmp/node_modules/.recipes-installed"
  touch "$tmp/complete"
  find "$recipes_cache_root" -mindepth 1 -maxdepth 1 -not -name "$(basename "$tmp")" -exec rm -rf {} +
  mv "$tmp" "$entry"
  echo "test-recipes: kept the apps' dependencies in $entry"
}

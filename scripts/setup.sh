#!/usr/bin/env bash
# Installs what building and testing catmouse needs on Debian bookworm:
# Debian packages (as root; otherwise prints the exact command) and the npm
# dependencies. Safe to run again: it does nothing when all is present.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/stages.sh
setup_started=$(stage_now)
trap 'stage_record set-up "$setup_started" $?' EXIT

packages=(cmake g++ make ccache catch2 emscripten chromium clang clang-format libclang-rt-14-dev mkdocs openssl)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if ((${#missing[@]})); then
  if [[ $(id -u) -eq 0 ]]; then
    echo "setup: installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "setup: missing Debian packages: ${missing[*]}" >&2
    echo "setup: install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

# npm dependencies, reinstalled only when the lock file is newer than the
# install. --no-npm-ci (npm run bench): never reinstall over a node_modules
# that is there (`npm ci` empties it first, and it may be a link to another
# checkout's); install only where there is none.
if [[ ${1:-} == --no-npm-ci ]]; then
  if [[ ! -e node_modules ]]; then
    echo "setup: installing npm dependencies"
    npm ci --prefer-offline --no-audit --no-fund --loglevel=error
  elif [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    echo "setup: node_modules is older than package-lock.json; left as it is (run 'npm ci' to renew it)" >&2
  fi
elif [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: installing npm dependencies"
  npm ci --prefer-offline --no-audit --no-fund --loglevel=error
fi

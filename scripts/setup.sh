#!/usr/bin/env bash
# Installs what building and testing catmouse needs on Debian bookworm:
# Debian packages (as root; otherwise prints the exact command) and the npm
# dependencies. Safe to run again: it does nothing when all is present.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake g++ make catch2 emscripten chromium clang clang-format libclang-rt-14-dev)
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

# npm dependencies, reinstalled only when the lock file is newer than the install.
if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: installing npm dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi

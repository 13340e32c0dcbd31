#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, clang with ASan + UBSan, in
# build/fuzz) and runs each for a while. Any input that crashes, hangs,
# runs out of memory or breaks a promise is copied into
# tests/fuzz/regressions/<target>/, where the replay test (part of npm test)
# runs it from then on; the script then exits 1.
#
#   bash scripts/fuzz.sh [--time SECONDS] [--jobs N] [TARGET...]     (npm run fuzz -- ...)
#
# SECONDS is per target (default 60); N targets run at once (default 1);
# TARGETs are game_file, parse, rules, solve,
# table_file and variants (default all). New interesting inputs collect in
# build/fuzz/corpus/<target>/ and are reused by the next run; logs are in
# build/fuzz/logs/.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/compiler-cache.sh

all_targets=(game_file parse rules solve table_file variants)
seconds=60
jobs=1
targets=()
while (($#)); do
  case "$1" in
    --time) seconds="${2:?--time needs a number of seconds}"; shift 2 ;;
    --time=*) seconds="${1#--time=}"; shift ;;
    --jobs) jobs="${2:?--jobs needs a number}"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *)
      if [[ ! " ${all_targets[*]} " == *" $1 "* ]]; then
        echo "fuzz: unknown target '$1' (targets: ${all_targets[*]})" >&2
        exit 2
      fi
      targets+=("$1"); shift ;;
  esac
done
if [[ ! "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz: --time takes a whole number of seconds, got '$seconds'" >&2
  exit 2
fi
if [[ ! "$jobs" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz: --jobs takes a whole number of targets at once, got '$jobs'" >&2
  exit 2
fi
((${#targets[@]})) || targets=("${all_targets[@]}")

if ! command -v clang++ >/dev/null; then
  echo "fuzz: needs clang++ and libFuzzer: apt-get install clang libclang-rt-14-dev (or: npm run setup as root)" >&2
  exit 2
fi

build=build/fuzz
cmake -S . -B $build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCATMOUSE_FUZZ=ON -DCATMOUSE_TESTS=OFF "${cmake_launcher[@]}" >/dev/null
mkdir -p $build/logs
echo "fuzz: building ${targets[*]/#/fuzz_} in $build"
if ! cmake --build $build -j "$(nproc)" --target "${targets[@]/#/fuzz_}" >$build/logs/build.log 2>&1; then
  tail -40 $build/logs/build.log >&2
  exit 2
fi

# One target's run; its report goes to its log, and its status to $build/logs/$target.status.
fuzz_one() {
  local target=$1 work=$build/corpus/$1 artifacts=$build/artifacts/$1 log=$build/logs/$1.log status=0
  mkdir -p "$work" "$artifacts" "tests/fuzz/regressions/$target"
  # New inputs go to the first folder only: the repository's seeds and
  # regressions are read, never written. -timeout: the sanitized solves of a
  # 144-node graph take well under a second, so 25 s is a hang (two targets
  # at once on two cores leave that margin).
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=25 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$artifacts/" \
      "$work" "tests/fuzz/corpus/$target" "tests/fuzz/regressions/$target" >"$log" 2>&1 || status=$?
  echo "$status" >"$build/logs/$target.status"
}

# At most $jobs targets at once; each is reported when all have run.
running=0
for target in "${targets[@]}"; do
  if ((running >= jobs)); then
    wait -n || true
    running=$((running - 1))
  fi
  echo "== fuzz $target for ${seconds} s"
  fuzz_one "$target" &
  running=$((running + 1))
done
wait

found=()
for target in "${targets[@]}"; do
  artifacts=$build/artifacts/$target
  log=$build/logs/$target.log
  status=$(cat "$build/logs/$target.status")
  echo "-- fuzz $target:"
  grep -E '^#[0-9]+.*(DONE|INITED)' "$log" | tail -1 || true
  grep -E '^stat::(number_of_executed_units|peak_rss_mb)' "$log" || true
  shopt -s nullglob
  crashers=("$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-* "$artifacts"/leak-*)
  shopt -u nullglob
  if ((status != 0 || ${#crashers[@]})); then
    echo "fuzz $target: FAILED (exit $status); the report:" >&2
    grep -E -A 30 'ERROR: |catmouse fuzz target|runtime error|==[0-9]+==' "$log" | head -60 >&2 || tail -40 "$log" >&2
    for crasher in "${crashers[@]}"; do
      cp "$crasher" "tests/fuzz/regressions/$target/"
      echo "fuzz $target: kept tests/fuzz/regressions/$target/$(basename "$crasher")" >&2
      rm "$crasher"
    done
    found+=("$target")
  fi
done

if ((${#found[@]})); then
  echo "fuzz: findings in ${found[*]} (inputs kept under tests/fuzz/regressions/; logs in $build/logs/)" >&2
  exit 1
fi
echo "fuzz: no findings"

# Sourced by the build and test scripts: `stage NAME COMMAND...` runs COMMAND
# and, where CATMOUSE_STAGES names a file (.ci/run sets it), appends a line
# "NAME<TAB>SECONDS<TAB>ok|failed" to it; `stage_table FILE` prints those
# lines as the table .ci/run ends with. The exit status is COMMAND's.
stage_now() { date +%s.%N; }
stage_record() { # NAME START STATUS
  [[ -n ${CATMOUSE_STAGES:-} ]] || return 0
  local result=ok
  (($3 == 0)) || result="FAILED ($3)"
  awk -v n="$1" -v a="$2" -v b="$(stage_now)" -v r="$result" 'BEGIN { printf "%s\t%.0f\t%s\n", n, b - a, r }' >>"$CATMOUSE_STAGES"
}
stage() {
  local name=$1 start status=0
  shift
  start=$(stage_now)
  "$@" || status=$?
  stage_record "$name" "$start" "$status"
  return "$status"
}
stage_table() {
  [[ -s $1 ]] || return 0
  echo
  echo "== Stages (seconds)"
  awk -F'\t' '{ printf "  %-44s %6d  %s\n", $1, $2, $3; total += $2 } END { printf "  %-44s %6d\n", "total", total }' "$1"
}

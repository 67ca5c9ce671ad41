#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find, overlapping what can overlap:
# the typecheck with the lint, and the production build (at a lower priority) with the unit and
# integration tests, which do not read it. Each step's time is printed at the end; the slowest test
# files are in reports/ (scripts/test-times.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p reports
# A step that fails stops the run, and whatever still runs beside it.
trap 'jobs -p | xargs -r kill 2>/dev/null' EXIT
times=()
started=$SECONDS

# Runs "$@" in the background, its output kept in reports/<name>.log; its process id in $pid.
background() {
  local name=$1
  shift
  "$@" >"reports/$name.log" 2>&1 &
  pid=$!
}
# Waits for a background step; on failure shows its output and stops.
finish() {
  local name=$1 pid=$2 from=$3
  if ! wait "$pid"; then
    cat "reports/$name.log"
    echo "== $name failed"
    exit 1
  fi
  times+=("$name: $((SECONDS - from)) s")
}

bash scripts/ensure-test-tools.sh

echo "== typecheck and lint"
from=$SECONDS
background typecheck npm run typecheck
typecheck=$pid
background lint npm run lint
lint=$pid
finish typecheck "$typecheck" "$from"
finish lint "$lint" "$from"

echo "== dependency audit"
from=$SECONDS
bash scripts/audit.sh
times+=("audit: $((SECONDS - from)) s")

echo "== unit and integration tests (PGlite and PostgreSQL), the production build beside them"
from=$SECONDS
background build nice -n 10 npm run build
build=$pid
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
times+=("unit and integration tests: $((SECONDS - from)) s")
finish build "$build" "$from"
tail -n 2 reports/build.log

echo "== end-to-end tests (Chromium)"
from=$SECONDS
npx playwright test
times+=("end-to-end tests: $((SECONDS - from)) s")

echo "== times"
printf '%s\n' "${times[@]}" "total: $((SECONDS - started)) s"
npx tsx scripts/test-times.ts

#!/usr/bin/env bash
# `npm test`: everything, overlapping what can overlap on a two-core machine. Vitest spends most of
# its time waiting on the servers and processes its tests start (about one core busy of two), so the
# production build runs beside the typecheck and the lint, and the end-to-end tests run beside Vitest
# as soon as the build is there. Each step's time is printed at the end; the slowest test files are
# in reports/ (scripts/test-times.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p reports
# A step that fails stops the run, and whatever still runs beside it (Playwright closes its browsers).
trap 'for job in $(jobs -p); do pkill -TERM -P "$job" 2>/dev/null; kill "$job" 2>/dev/null; done' EXIT
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
  local name=$1 pid=$2 from=$3 label=${4:-$1}
  if ! wait "$pid"; then
    cat "reports/$name.log"
    echo "== $label failed"
    exit 1
  fi
  times+=("$label: $((SECONDS - from)) s")
}

bash scripts/ensure-test-tools.sh

echo "== typecheck and lint; the production build, then the end-to-end tests, beside them (reports/e2e.log)"
from=$SECONDS
# The build at a lower priority, so the typecheck and the lint report first.
background e2e bash -c 'nice -n 10 npm run build >reports/build.log 2>&1 || { cat reports/build.log; exit 1; }
  tail -n 2 reports/build.log
  echo "== build done after $((SECONDS)) s"
  npx playwright test'
e2e=$pid
background typecheck npm run typecheck
typecheck=$pid
background lint npm run lint
lint=$pid
finish typecheck "$typecheck" "$from"
finish lint "$lint" "$from"

echo "== dependency audit"
audit_from=$SECONDS
bash scripts/audit.sh
times+=("audit: $((SECONDS - audit_from)) s")

echo "== unit and integration tests (PGlite and PostgreSQL)"
vitest_from=$SECONDS
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
times+=("unit and integration tests: $((SECONDS - vitest_from)) s")

echo "== the build and the end-to-end tests (Chromium)"
finish e2e "$e2e" "$from" "build, then end-to-end tests (from the start)"
grep -E "^== build done|passed|failed|flaky|skipped" reports/e2e.log | tail -n 5

echo "== times"
printf '%s\n' "${times[@]}" "total: $((SECONDS - started)) s"
npx tsx scripts/test-times.ts

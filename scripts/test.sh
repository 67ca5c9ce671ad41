#!/usr/bin/env bash
# `npm test`: everything, overlapping what can overlap. The typecheck and the lint start together,
# with the production build beside them at a lower priority; Vitest starts once both are done,
# beside the rest of the build, and its few files that serve pages come last, on the finished build. A step that fails stops
# the run at once. The end-to-end tests come last, alone: beside Vitest's reliability scenarios
# (servers killed and restarted during bursts) both fight for the two cores.
# The steps that run beside another write to reports/<step>.log, shown in full when they fail; each
# step's time is printed at the end, and the slowest test files are in reports/ (scripts/test-times.ts).
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p reports
# A step that fails stops the run, and whatever still runs beside it.
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

# Every test server's database is a copy of a 40 MB template, and PGlite and PostgreSQL write and
# sync their files all through a run: on the machine's memory file system rather than its disk, when
# it has one with room (a container's is often 64 MB).
if [[ -z "${TMPDIR:-}" && -d /dev/shm && -w /dev/shm ]] &&
  (($(df -Pk /dev/shm | awk 'NR == 2 { print $4 }') > 2 * 1024 * 1024)); then
  export TMPDIR=/dev/shm
fi

echo "== typecheck, lint, then Vitest (PGlite and PostgreSQL), the production build beside them"
from=$SECONDS
# Its exit code, written when it is done, tells the tests that serve the built pages
# (tests/support/test-server.ts).
rm -f reports/build-done
export TEST_BUILD_DONE="$PWD/reports/build-done"
background build sh -c 'nice -n 10 npm run build; code=$?; echo $code >reports/build-done; exit $code'
build=$pid
background typecheck npm run typecheck
typecheck=$pid
background lint npm run lint
lint=$pid
finish typecheck "$typecheck" "$from"
# Not before the typecheck: a test server with the development pages (Vite) rewrites
# .react-router/types, which it reads. Nor before the lint: the reliability scenarios that start
# first wait on events with a deadline, and with the lint and the build beside them as well, three
# Vitest files at a time overload two cores.
finish lint "$lint" "$from"
vitest_from=$SECONDS
background vitest npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
vitest=$pid

echo "== dependency audit"
audit_from=$SECONDS
bash scripts/audit.sh
times+=("audit: $((SECONDS - audit_from)) s")

finish vitest "$vitest" "$vitest_from" "unit and integration tests"
tail -n 6 reports/vitest.log
finish build "$build" "$from" "build (from the start, beside the steps above)"
tail -n 2 reports/build.log

echo "== end-to-end tests (Chromium)"
e2e_from=$SECONDS
npx playwright test
times+=("end-to-end tests: $((SECONDS - e2e_from)) s")

echo "== times"
printf '%s\n' "${times[@]}" "total: $((SECONDS - started)) s"
npx tsx scripts/test-times.ts

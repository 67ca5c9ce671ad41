#!/usr/bin/env bash
# `npm test`: everything, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh
echo "== typecheck" && npm run typecheck
echo "== lint" && npm run lint
echo "== dependency audit" && bash scripts/audit.sh
echo "== unit and integration tests (PGlite and PostgreSQL)" && npx vitest run
echo "== production build" && npm run build
echo "== end-to-end tests (Chromium)" && npx playwright test

#!/usr/bin/env bash
# Installs what the tests need from Debian when it is missing: Chromium's headless build for the
# end-to-end tests (never a browser downloaded by a test tool), Chromium itself for the bench's
# Lighthouse, and PostgreSQL's server binaries for the tests that run against a real PostgreSQL.
set -euo pipefail

missing=()
# Both from one install: they share chromium-common, so they move to a new version together.
if [ ! -x /usr/bin/chromium-headless-shell ] || [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium chromium-headless-shell fonts-liberation)
fi
command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing ${missing[*]} with apt-get..."
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"

#!/usr/bin/env bash
# The WebKit run (issue 26): installs WebKitWebDriver, Xvfb and xdotool from Debian when missing
# (scripts/ensure-webkit.sh), then runs webkit/*.spec.ts against an existing sandbox build
# (scripts/cli/test-webkit.ts; builds nothing). Usage: bash scripts/test-webkit.sh [build dir, default dist-e2e]
# Where the packages cannot be installed, prints one "webkit: skipped: …" line, records it in
# reports/webkit.json and exits 0: the rest of the test command still counts.
set -uo pipefail
cd "$(dirname "$0")/.."
dir="${1:-dist-e2e}"

bash scripts/ensure-webkit.sh
status=$?
if [ "$status" -eq 3 ]; then
  mkdir -p reports
  printf '{ "engine": "WebKitGTK", "build": "%s", "passed": 0, "failed": 0, "skipped": "WebKitWebDriver, Xvfb or xdotool could not be installed" }\n' "$dir" > reports/webkit.json
  echo "webkit: skipped: WebKitWebDriver, Xvfb or xdotool could not be installed (see ensure-webkit above)"
  exit 0
elif [ "$status" -ne 0 ]; then
  exit "$status"
fi
exec npx tsx scripts/cli/test-webkit.ts "$dir"

#!/usr/bin/env bash
# Runs every test on a fresh machine: installs what the tests need (Chromium included), then
# typecheck, lint, diagram freshness, unit/machine/model-based tests, the production build checks
# and the Playwright e2e suite. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n\033[1m== %s\033[0m (at %s s)\n' "$1" "$(( $(date +%s) - started ))"; }

step "dependencies"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh

# Typecheck, lint and the format check are single-threaded: on 2 cores they run side by side (about 40 s
# saved), each with its own log, shown in order; any that fails stops the run.
step "typecheck, lint and format (side by side)"
checks=$(mktemp -d)
npx tsc --noEmit -p . > "$checks/typecheck.log" 2>&1 & typecheck=$!
npx eslint . > "$checks/lint.log" 2>&1 & lint=$!
npx prettier --check . --log-level warn > "$checks/format.log" 2>&1 & format=$!
failed=""
wait "$typecheck" || failed="$failed typecheck"
wait "$lint" || failed="$failed lint"
wait "$format" || failed="$failed format"
for check in typecheck lint format; do echo "-- $check"; cat "$checks/$check.log"; done
rm -rf "$checks"
if [ -n "$failed" ]; then echo "failed:$failed"; exit 1; fi
step "machine diagrams";   npx tsx scripts/machines.ts --check

mkdir -p reports
# One run, two projects (vitest.config.ts): everything under happy-dom, and the model-based suite again in
# Debian's Chromium (Vitest browser mode). reports/vitest.json counts both; the model coverage of both
# environments goes to reports/model-coverage.json (tests/model/README.md), written afresh.
step "unit, machine and model-based tests (happy-dom; model-based also in Chromium)"
rm -f reports/model-coverage.json
npx vitest run --reporter=default --reporter=./tests/model/coverage-reporter.ts \
  --reporter=json --outputFile.json=reports/vitest.json

step "production build (sandbox off) and first-load size per route"
prod_base="https://lender.example/api"
VITE_SANDBOX=off VITE_API_BASE="$prod_base" npx vite build --outDir dist-prod --emptyOutDir --logLevel warn
node scripts/check-no-sandbox.mjs dist-prod "$prod_base"
node scripts/check-csp.mjs dist-prod
# The sandbox build the end-to-end suite runs against, made once here: the size report reads the atlas's and
# live inspection's sizes from it (and their absence from every route's first load), and Playwright serves it
# as it is (E2E_PREBUILT: playwright.config.ts then skips its own build).
VITE_SANDBOX=on npx vite build --outDir dist-e2e --emptyOutDir --logLevel warn
node scripts/check-csp.mjs dist-e2e
node scripts/size.mjs dist-prod --sandbox dist-e2e

step "end-to-end (Playwright, Debian Chromium, phone profile)"
E2E_PREBUILT=1 PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs reports/vitest.json reports/playwright.json
echo "test command took $(( $(date +%s) - started )) s"

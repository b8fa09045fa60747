#!/usr/bin/env bash
# Runs every test on a fresh machine: installs what the tests need (Chromium included), then
# typecheck, lint, diagram freshness, unit/machine/model-based tests, the production build checks
# and the Playwright e2e suite. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$(date +%s)
step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "dependencies"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm ci --no-audit --no-fund; fi
bash scripts/ensure-chromium.sh

step "typecheck";          npx tsc --noEmit -p .
step "lint";               npx eslint .
step "format";             npx prettier --check . --log-level warn
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
# A sandbox build too (a few seconds), for the atlas's and live inspection's sizes and their absence from first loads.
VITE_SANDBOX=on npx vite build --outDir dist-sandbox --emptyOutDir --logLevel warn
node scripts/size.mjs dist-prod --sandbox dist-sandbox

step "end-to-end (Playwright, Debian Chromium, phone profile)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs reports/vitest.json reports/playwright.json
echo "test command took $(( $(date +%s) - started )) s"

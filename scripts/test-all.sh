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
step "unit, machine and model-based tests"
npx vitest run --reporter=default --reporter=./tests/model/coverage-reporter.ts \
  --reporter=json --outputFile.json=reports/vitest.json

step "production build (sandbox off) and first-load size per route"
prod_base="https://lender.example/api"
VITE_SANDBOX=off VITE_API_BASE="$prod_base" npx vite build --outDir dist-prod --emptyOutDir --logLevel warn
node scripts/check-no-sandbox.mjs dist-prod "$prod_base"
node scripts/size.mjs dist-prod

step "end-to-end (Playwright, Debian Chromium, phone profile)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs reports/vitest.json reports/playwright.json
echo "test command took $(( $(date +%s) - started )) s"

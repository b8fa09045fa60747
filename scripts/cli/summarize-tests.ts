// Adds up the Vitest, Playwright and WebKit-run JSON reports into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs'

/** The fields read of the three report formats: Vitest's JSON, Playwright's JSON, the WebKit run's. */
interface Report {
  numPassedTests?: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests?: number
  stats?: { expected: number; flaky: number; unexpected: number; skipped: number }
  errors?: { message?: string }[]
  passed?: unknown
  failed: number
  skipped: unknown
}

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing report ${file}`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report
  if (report.numPassedTests !== undefined) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  } else if (report.stats !== undefined) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    // Errors outside any test (a spec that does not load, a failed global setup): the run stopped short.
    for (const error of report.errors ?? []) {
      console.error(`${file}: ${error.message?.split('\n')[0] ?? 'an error outside any test'}`)
      failed += 1
    }
  } else if (typeof report.passed === 'number') {
    // The WebKit run (scripts/cli/test-webkit.ts); `skipped` is a reason when the driver could not be installed.
    passed += report.passed
    failed += report.failed
    if (typeof report.skipped === 'number') skipped += report.skipped
    else console.log(`skipped: ${file}: ${String(report.skipped)}`)
  } else {
    console.error(`unreadable report ${file}`)
    failed += 1
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)

// First-load JavaScript per route of a build (gzip), against the budget; with --sandbox <dir>, what only
// sandbox builds have. Usage: npx tsx scripts/cli/size.ts <distDir> [--sandbox <dir>]
import { writeFileSync } from 'node:fs'
import { sandboxOnlyReport, sizeReport, type SizeReport } from '../lib/size.ts'

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}

const dist = process.argv[2] ?? 'dist'
// --sandbox <dir>: a sandbox build, for what only sandbox builds have (the atlas, live inspection).
const sandboxDist = option('--sandbox')
const budgetKiB = Number(process.env.SIZE_BUDGET_KIB ?? 100)
let report: SizeReport
try {
  report = sizeReport(dist, budgetKiB)
  if (sandboxDist !== undefined) report.sandboxOnly = sandboxOnlyReport(sandboxDist)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(2)
}
console.log(`First-load JavaScript per route (gzip, budget ${budgetKiB} KiB)`)
const width = Math.max(20, ...report.routes.map((row) => row.route.length))
console.log(
  `(KiB in English, the default; fil and spec: the same route in Filipino and in the spec's wording;`,
)
console.log(` texts: the English catalogues it loads, included in KiB)`)
console.log(`${'route'.padEnd(width)}   KiB    fil   spec  texts  chunks  budget`)
for (const row of report.routes)
  console.log(
    `${row.route.padEnd(width)} ${String(row.kib).padStart(5)}  ${String(row.fil).padStart(5)}  ${String(row.spec).padStart(5)}  ${String(row.catalogueKib).padStart(5)}  ${String(row.chunks).padStart(6)}  ${row.withinBudget ? 'ok' : 'OVER'}`,
  )
console.log('\nCatalogues per area (KiB gzip): en / fil / spec')
for (const row of report.catalogues) console.log(`  ${row.area}: ${row.en} / ${row.fil} / ${row.spec}`)
console.log('\nLoaded on demand, never in a first load:')
for (const row of report.onDemand) console.log(`  ${row.chunk}: ${row.kib} KiB`)
const sandboxOnly = report.sandboxOnly
if (sandboxOnly !== undefined) {
  console.log(
    `\nSandbox builds only (${sandboxDist}), loaded on demand (KiB; with what it imports beyond the entry):`,
  )
  for (const row of sandboxOnly.chunks)
    console.log(`  ${row.chunk}: ${row.kib}${row.openedKib !== row.kib ? ` (${row.openedKib})` : ''} KiB`)
  if (sandboxOnly.worker !== null)
    console.log(`  the atlas's layout worker, ${sandboxOnly.worker.file}: ${sandboxOnly.worker.kib} KiB`)
}
writeFileSync('.size-report.json', JSON.stringify(report, null, 2))
if (sandboxOnly !== undefined && sandboxOnly.problems.length > 0) {
  console.error(
    `\nSandbox-only code in a borrower route's first load:\n- ${sandboxOnly.problems.join('\n- ')}`,
  )
  process.exit(1)
}
// The budget is part of the definition of done: the test command stops on a route over it.
const over = report.routes.filter((row) => !row.withinBudget).map((row) => row.route)
if (over.length > 0) {
  console.error(`\nOver the ${budgetKiB} KiB first-load budget: ${over.join(', ')}`)
  process.exit(1)
}

// First-load JavaScript per route, gzip, from the Vite manifest of the last build (`npm run size` builds first).
// First load = the entry chunk and its static imports, plus the route's lazy screen chunk and its static imports.
// Chunks loaded on demand (overlays, the sandbox) are listed separately, never counted in a route's first load.
// Routes are those of src/app/routes.ts with a screen (scripts/route-table.mjs): a route whose screen
// is not in the manifest is an error, never skipped, so a new route cannot escape the budget.
import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { routeTable } from './route-table.mjs'

/** First-load gzip KiB per route and the on-demand chunks, from the manifest of a build in `dist`. */
export function sizeReport(dist, budgetKiB = 100) {
  const manifestPath = join(dist, '.vite', 'manifest.json')
  if (!existsSync(manifestPath))
    throw new Error(`No manifest at ${manifestPath}: run a build first (npm run size does).`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  const gz = new Map()
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
    return gz.get(file)
  }
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key]
    if (chunk === undefined || seen.has(key)) return seen
    seen.add(key)
    for (const dep of chunk.imports ?? []) closure(dep, seen)
    return seen
  }
  const kib = (bytes) => (bytes / 1024).toFixed(1)

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const entry = closure(entryKey)
  const table = routeTable()
  const screens = new Set(table.map(({ screen }) => screen))
  const routes = []
  for (const { path: route, screen } of table) {
    if (manifest[screen] === undefined)
      throw new Error(`Route ${route}: its screen ${screen} is not in ${manifestPath} (a stale build?)`)
    const keys = closure(screen, new Set(entry))
    const files = [...keys].map((key) => manifest[key].file)
    const bytes = files.reduce((sum, file) => sum + gzipOf(file), 0)
    routes.push({
      route,
      kib: Number(kib(bytes)),
      chunks: files.length,
      withinBudget: bytes / 1024 <= budgetKiB,
    })
  }
  const onDemand = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !screens.has(key))
    .map(([key, chunk]) => ({ chunk: key, kib: Number(kib(gzipOf(chunk.file))) }))
  return { budgetKiB, routes, onDemand }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist'
  const budgetKiB = Number(process.env.SIZE_BUDGET_KIB ?? 100)
  let report
  try {
    report = sizeReport(dist, budgetKiB)
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
  console.log(`First-load JavaScript per route (gzip, budget ${budgetKiB} KiB)`)
  const width = Math.max(20, ...report.routes.map((row) => row.route.length))
  console.log(`${'route'.padEnd(width)}   KiB  chunks  budget`)
  for (const row of report.routes)
    console.log(
      `${row.route.padEnd(width)} ${String(row.kib).padStart(5)}  ${String(row.chunks).padStart(6)}  ${row.withinBudget ? 'ok' : 'OVER'}`,
    )
  console.log('\nLoaded on demand, never in a first load:')
  for (const row of report.onDemand) console.log(`  ${row.chunk}: ${row.kib} KiB`)
  writeFileSync('.size-report.json', JSON.stringify(report, null, 2))
  // The budget is part of the definition of done: the test command stops on a route over it.
  const over = report.routes.filter((row) => !row.withinBudget).map((row) => row.route)
  if (over.length > 0) {
    console.error(`\nOver the ${budgetKiB} KiB first-load budget: ${over.join(', ')}`)
    process.exit(1)
  }
}

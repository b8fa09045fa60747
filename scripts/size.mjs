// First-load JavaScript per route, gzip, from the Vite manifest of the last build (`npm run size` builds first).
// First load = the entry chunk and its static imports, plus the route's lazy screen chunk and its static imports.
// Chunks loaded on demand (overlays, the sandbox) are listed separately, never counted in a route's first load.
// With `--sandbox <dir>` (a sandbox build) it also reports what only sandbox builds have: the machine atlas,
// its layout worker and live inspection (src/atlas), and fails if any of it is in a route's first load there:
// an atlas chunk in a route's closure, or the atlas's marker (`bayad.atlas`) in any file of it, which also
// catches atlas code that a static import merged into the entry or a screen's chunk.
// The routes measured are listed below (SIZE_ROUTES), each with its screen, so a reader sees what the
// budget covers; every run checks the list against src/app/routes.ts (scripts/route-table.mjs) and
// fails when a built route is missing here, listed with another screen, or gone, and a route whose
// screen is not in the manifest is an error, never skipped: a new route cannot escape the budget.
import { readFileSync, writeFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { routeTable } from './route-table.mjs'

/** Every built route of src/app/routes.ts with its lazy screen module (as in the Vite manifest). */
export const SIZE_ROUTES = {
  '/repayChoose': 'src/screens/repay-by-card/repay-by-card-screen.tsx',
  '/complaint': 'src/screens/complaint/complaint-start-screen.tsx',
  '/complainPageNext': 'src/screens/complaint/complaint-form-screen.tsx',
  '/testPreview': 'src/screens/test-preview/test-preview-screen.tsx',
  '/loanConfirm': 'src/screens/loan-confirm/loan-confirm-screen.tsx',
  '/loanConfirm2': 'src/screens/loan-confirm/legacy-confirm-screen.tsx',
  '/loanDetails': 'src/screens/order-details/order-details-screen.tsx',
  '/order': 'src/screens/order-details/order-details-screen.tsx',
  '/loginFailed': 'src/screens/recommended/login-failed-screen.tsx',
  '/repayOrNot': 'src/screens/repay-or-not/repay-or-not-screen.tsx',
  '/orderList': 'src/screens/order-list/order-list-screen.tsx',
  '/recommendList': 'src/screens/recommended/recommend-list-screen.tsx',
  '/repay': 'src/screens/repayment/repayment-screen.tsx',
  '/repayDelay': 'src/screens/repayment/repayment-screen.tsx',
  '/borrowDetail/:orderId?': 'src/screens/order-details/order-details-screen.tsx',
  '/addnormalcard': 'src/screens/wallet/add-card-screen.tsx',
  '/alipayrepayment': 'src/screens/wallet/wallet-repay-screen.tsx',
  '/repaymentOfCode': 'src/screens/pay-code/pay-code-screen.tsx',
  '/repaymentOfCode2': 'src/screens/pay-code/pay-code-v2-screen.tsx',
  '/dragonpay': 'src/screens/dragonpay/dragonpay-screen.tsx',
  '/carpmm': 'src/screens/dragonpay/dragonpay-screen.tsx',
  '/bindBank': 'src/screens/bank-form/bank-form-screen.tsx',
  '/bindCard': 'src/screens/bank-form/bank-form-screen.tsx',
  '/product': 'src/screens/product/product-screen.tsx',
  '/customerService': 'src/screens/customer-service/customer-service-screen.tsx',
  '/complaintList': 'src/screens/complaint/complaint-list-screen.tsx',
  '/complainDetails': 'src/screens/complaint/complaint-details-screen.tsx',
  '/promotion': 'src/screens/promotion/promotion-screen.tsx',
  '/downloadTemplate': 'src/screens/promotion/download-screen.tsx',
  '/agreementTemplate': 'src/screens/promotion/agreement-screen.tsx',
  '/': 'src/screens/site/home-screen.tsx',
  '/User': 'src/screens/site/home-screen.tsx',
  '/About': 'src/screens/site/about-screen.tsx',
  '/Policy': 'src/screens/site/policy-screen.tsx',
  '/Loan': 'src/screens/site/loan-screen.tsx',
  '/Contact': 'src/screens/site/contact-screen.tsx',
  '/loanAgreement': 'src/screens/documents/loan-agreement-screen.tsx',
  '/privacyPolicy': 'src/screens/documents/privacy-policy-screen.tsx',
  '/aboutUs': 'src/screens/documents/about-us-screen.tsx',
}

/** Differences between SIZE_ROUTES and the route table of src/app/routes.ts; empty when they agree. */
export function routeListProblems(table = routeTable(), listed = SIZE_ROUTES) {
  const problems = []
  for (const { path, screen } of table) {
    if (!(path in listed)) problems.push(`${path} (${screen}) is a built route missing from SIZE_ROUTES`)
    else if (listed[path] !== screen)
      problems.push(`${path} is listed with ${listed[path]}, but its screen is ${screen}`)
  }
  for (const path of Object.keys(listed))
    if (!table.some((route) => route.path === path))
      problems.push(`${path} is listed but is not a built route`)
  return problems
}

/**
 * A build's Vite manifest, the gzip size of its files (level 9, each computed once), the static-import
 * closure of a manifest key (what loading that chunk loads with it), the entry chunk's closure, and bytes
 * as KiB to one decimal.
 */
function readBuild(dist, hint) {
  const manifestPath = join(dist, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`No manifest at ${manifestPath}: ${hint}.`)
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
  const entry = closure(Object.keys(manifest).find((key) => manifest[key].isEntry))
  const kib = (bytes) => Number((bytes / 1024).toFixed(1))
  return { manifest, gzipOf, closure, entry, kib }
}

/** The languages of the catalogues (src/i18n/lang.ts). */
const LANGS = ['en', 'fil', 'spec']

/** The area and language of a catalogue module's manifest key (`src/i18n/<area>/<lang>.ts`). */
function catalogueOf(key) {
  const match = /^src\/i18n\/([^/]+)\/(\w+)\.ts$/.exec(key)
  return match !== null && LANGS.includes(match[2]) ? { area: match[1], lang: match[2] } : undefined
}

/** First-load gzip KiB per route and the on-demand chunks, from the manifest of a build in `dist`. */
export function sizeReport(dist, budgetKiB = 100) {
  const { manifest, gzipOf, closure, entry, kib } = readBuild(dist, 'run a build first (npm run size does)')
  const problems = routeListProblems()
  if (problems.length > 0)
    throw new Error(`SIZE_ROUTES and src/app/routes.ts disagree:\n- ${problems.join('\n- ')}`)
  const screens = new Set(Object.values(SIZE_ROUTES))
  // The catalogues a set of chunks loads in `lang` (src/i18n/<area>/<lang>.ts, src/i18n/catalogue.ts),
  // with what they import: part of the first load, since a route renders once its texts are here.
  const withCatalogues = (keys, lang) => {
    const all = new Set(keys)
    for (const key of keys)
      for (const dynamic of manifest[key].dynamicImports ?? [])
        if (catalogueOf(dynamic)?.lang === lang) closure(dynamic, all)
    return all
  }
  const routes = []
  for (const [route, screen] of Object.entries(SIZE_ROUTES)) {
    if (manifest[screen] === undefined)
      throw new Error(`Route ${route}: its screen ${screen} is not in ${dist}'s manifest (a stale build?)`)
    const keys = closure(screen, new Set(entry))
    const bytesOf = (set) => [...set].reduce((sum, key) => sum + gzipOf(manifest[key].file), 0)
    const byLang = Object.fromEntries(LANGS.map((lang) => [lang, bytesOf(withCatalogues(keys, lang))]))
    const catalogues = [...withCatalogues(keys, 'en')].filter((key) => !keys.has(key))
    routes.push({
      route,
      // English, the default language: what the table's budget column reads.
      kib: kib(byLang.en),
      fil: kib(byLang.fil),
      spec: kib(byLang.spec),
      catalogueKib: kib(bytesOf(catalogues)),
      chunks: keys.size + catalogues.length,
      withinBudget: Math.max(...Object.values(byLang)) / 1024 <= budgetKiB,
    })
  }
  const onDemand = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !screens.has(key) && catalogueOf(key) === undefined)
    .map(([key, chunk]) => ({ chunk: key, kib: kib(gzipOf(chunk.file)) }))
  // Each area's catalogue per language (gzip): what the texts cost.
  const areas = {}
  for (const key of Object.keys(manifest)) {
    const found = catalogueOf(key)
    if (found !== undefined) (areas[found.area] ??= {})[found.lang] = kib(gzipOf(manifest[key].file))
  }
  const catalogues = Object.entries(areas).map(([area, sizes]) => ({ area, ...sizes }))
  return { budgetKiB, routes, onDemand, catalogues }
}

/** The machine atlas's entry module, lazily loaded by src/app/app.tsx in sandbox builds only. */
export const ATLAS_ENTRY = 'src/atlas/in-app.tsx'
/**
 * In the atlas's code (its pages' `data-app`, the live channel's name, its storage keys), never in a borrower's:
 * scripts/check-no-sandbox.mjs looks for it in production builds, `sandboxOnlyReport` in first loads.
 */
export const ATLAS_MARKER = 'bayad.atlas'
const ELK_WORKER = 'node_modules/elkjs/lib/elk-worker.min.js'

/**
 * What only a sandbox build has (the machine atlas and live inspection, src/atlas), from the manifest of a
 * sandbox build in `dist`: each such on-demand chunk with the chunks only it loads, the atlas's ELK worker
 * (fetched by the layout worker when a machine page opens), and a check that none of it is in a borrower
 * route's first load there (`problems`): no atlas chunk in a route's closure, and no file of that closure
 * holding ATLAS_MARKER (atlas code a static import merged into the entry or a screen's chunk has no chunk of
 * its own to find).
 */
export function sandboxOnlyReport(dist) {
  const { manifest, gzipOf, closure, entry, kib } = readBuild(dist, 'build the sandbox first')
  if (manifest[ATLAS_ENTRY] === undefined)
    throw new Error(`${dist} has no atlas chunk (${ATLAS_ENTRY}): is it a sandbox build?`)
  const firstLoads = Object.values(SIZE_ROUTES).map((screen) => closure(screen, new Set(entry)))

  const atlasKeys = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isDynamicEntry && (key.startsWith('src/atlas/') || key.startsWith('node_modules/elkjs/')),
  )
  const chunks = atlasKeys.map((key) => {
    // Its own file, and with its static imports the entry does not have (xstate, say): what opening it fetches.
    const opened = [...closure(key)].filter((dep) => !entry.has(dep))
    const bytes = opened.reduce((sum, dep) => sum + gzipOf(manifest[dep].file), 0)
    return {
      chunk: key,
      file: manifest[key].file,
      kib: kib(gzipOf(manifest[key].file)),
      openedKib: kib(bytes),
    }
  })
  const worker = manifest[ELK_WORKER]
  const routeNames = Object.keys(SIZE_ROUTES)
  const problems = []
  for (const key of atlasKeys)
    firstLoads.forEach((loaded, i) => {
      if (loaded.has(key)) problems.push(`${key} is in the first load of ${routeNames[i]}`)
    })
  const marked = new Map()
  const hasMarker = (file) => {
    if (!marked.has(file)) marked.set(file, readFileSync(join(dist, file), 'utf8').includes(ATLAS_MARKER))
    return marked.get(file)
  }
  const markedIn = new Map()
  firstLoads.forEach((loaded, i) => {
    for (const key of loaded) {
      // An atlas chunk in a first load is reported above, by name.
      if (atlasKeys.includes(key) || !hasMarker(manifest[key].file)) continue
      markedIn.set(key, [...(markedIn.get(key) ?? []), routeNames[i]])
    }
  })
  for (const [key, routes] of markedIn) {
    const where = routes.length === routeNames.length ? 'every route' : routes.join(', ')
    problems.push(
      `${manifest[key].file} (${key}) holds "${ATLAS_MARKER}" and is in the first load of ${where}: atlas code imported statically`,
    )
  }
  return {
    chunks,
    worker: worker === undefined ? null : { file: worker.file, kib: kib(gzipOf(worker.file)) },
    problems,
  }
}

function option(name) {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? 'dist'
  // --sandbox <dir>: a sandbox build, for what only sandbox builds have (the atlas, live inspection).
  const sandboxDist = option('--sandbox')
  const budgetKiB = Number(process.env.SIZE_BUDGET_KIB ?? 100)
  let report
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
}

// First-load JavaScript per route, gzip, from the Vite manifest of the last build (`npm run size` builds first).
// First load = the entry chunk and its static imports, plus the route's lazy screen chunk and its static imports.
// Chunks loaded on demand (overlays, the sandbox) are listed separately, never counted in a route's first load.
// With `--sandbox <dir>` (a sandbox build) it also reports what only sandbox builds have: the machine atlas,
// its layout worker and live inspection (src/atlas), and fails if any of it is in a route's first load there:
// an atlas chunk in a route's closure, or the atlas's marker (`bayad.atlas`) in any file of it, which also
// catches atlas code that a static import merged into the entry or a screen's chunk.
// The routes measured are listed below (SIZE_ROUTES), each with its screen, so a reader sees what the
// budget covers; every run checks the list against src/app/routes.ts (scripts/lib/route-table.ts) and
// fails when a built route is missing here, listed with another screen, or gone, and a route whose
// screen is not in the manifest is an error, never skipped: a new route cannot escape the budget.
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import type { Manifest, ManifestChunk } from 'vite'
import { routeTable, type RouteScreen } from './route-table.ts'

export interface SizeReport {
  budgetKiB: number
  routes: {
    route: string
    kib: number
    fil: number
    spec: number
    catalogueKib: number
    chunks: number
    withinBudget: boolean
  }[]
  onDemand: { chunk: string; kib: number }[]
  catalogues: { area: string; en?: number; fil?: number; spec?: number }[]
  sandboxOnly?: SandboxOnlyReport
}

export interface SandboxOnlyReport {
  chunks: { chunk: string; file: string; kib: number; openedKib: number }[]
  worker: { file: string; kib: number } | null
  problems: string[]
}

/** Every built route of src/app/routes.ts with its lazy screen module (as in the Vite manifest). */
export const SIZE_ROUTES: Record<string, string> = {
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
export function routeListProblems(table: RouteScreen[] = routeTable(), listed = SIZE_ROUTES): string[] {
  const problems: string[] = []
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
function readBuild(dist: string, hint: string) {
  const manifestPath = join(dist, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`No manifest at ${manifestPath}: ${hint}.`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest
  const chunkOf = (key: string): ManifestChunk => {
    const chunk = manifest[key]
    if (chunk === undefined) throw new Error(`${key} is not in ${manifestPath}`)
    return chunk
  }
  const gz = new Map<string, number>()
  const gzipOf = (file: string): number => {
    const known = gz.get(file)
    if (known !== undefined) return known
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
    gz.set(file, size)
    return size
  }
  const closure = (key: string | undefined, seen = new Set<string>()): Set<string> => {
    if (key === undefined) return seen
    const chunk = manifest[key]
    if (chunk === undefined || seen.has(key)) return seen
    seen.add(key)
    for (const dep of chunk.imports ?? []) closure(dep, seen)
    return seen
  }
  const entry = closure(Object.keys(manifest).find((key) => manifest[key]?.isEntry === true))
  const kib = (bytes: number): number => Number((bytes / 1024).toFixed(1))
  return { manifest, chunkOf, gzipOf, closure, entry, kib }
}

/** The languages of the catalogues (src/i18n/lang.ts). */
const LANGS = ['en', 'fil', 'spec']

/** The area and language of a catalogue module's manifest key (`src/i18n/<area>/<lang>.ts`). */
function catalogueOf(key: string): { area: string; lang: string } | undefined {
  const [, area, lang] = /^src\/i18n\/([^/]+)\/(\w+)\.ts$/.exec(key) ?? []
  return area !== undefined && lang !== undefined && LANGS.includes(lang) ? { area, lang } : undefined
}

/** First-load gzip KiB per route and the on-demand chunks, from the manifest of a build in `dist`. */
export function sizeReport(dist: string, budgetKiB = 100): SizeReport {
  const { manifest, chunkOf, gzipOf, closure, entry, kib } = readBuild(
    dist,
    'run a build first (npm run size does)',
  )
  const problems = routeListProblems()
  if (problems.length > 0)
    throw new Error(`SIZE_ROUTES and src/app/routes.ts disagree:\n- ${problems.join('\n- ')}`)
  const screens = new Set(Object.values(SIZE_ROUTES))
  // The catalogues a set of chunks loads in `lang` (src/i18n/<area>/<lang>.ts, src/i18n/catalogue.ts),
  // with what they import: part of the first load, since a route renders once its texts are here.
  const withCatalogues = (keys: Set<string>, lang: string): Set<string> => {
    const all = new Set(keys)
    for (const key of keys)
      for (const dynamic of chunkOf(key).dynamicImports ?? [])
        if (catalogueOf(dynamic)?.lang === lang) closure(dynamic, all)
    return all
  }
  const routes: SizeReport['routes'] = []
  for (const [route, screen] of Object.entries(SIZE_ROUTES)) {
    if (manifest[screen] === undefined)
      throw new Error(`Route ${route}: its screen ${screen} is not in ${dist}'s manifest (a stale build?)`)
    const keys = closure(screen, new Set(entry))
    const bytesOf = (set: Set<string> | string[]): number =>
      [...set].reduce((sum, key) => sum + gzipOf(chunkOf(key).file), 0)
    const [en = 0, fil = 0, spec = 0] = LANGS.map((lang) => bytesOf(withCatalogues(keys, lang)))
    const catalogues = [...withCatalogues(keys, 'en')].filter((key) => !keys.has(key))
    routes.push({
      route,
      // English, the default language: what the table's budget column reads.
      kib: kib(en),
      fil: kib(fil),
      spec: kib(spec),
      catalogueKib: kib(bytesOf(catalogues)),
      chunks: keys.size + catalogues.length,
      withinBudget: Math.max(en, fil, spec) / 1024 <= budgetKiB,
    })
  }
  const onDemand = Object.entries(manifest)
    .filter(
      ([key, chunk]) => chunk.isDynamicEntry === true && !screens.has(key) && catalogueOf(key) === undefined,
    )
    .map(([key, chunk]) => ({ chunk: key, kib: kib(gzipOf(chunk.file)) }))
  // Each area's catalogue per language (gzip): what the texts cost.
  const areas: Record<string, Record<string, number>> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const found = catalogueOf(key)
    if (found !== undefined) (areas[found.area] ??= {})[found.lang] = kib(gzipOf(chunk.file))
  }
  const catalogues = Object.entries(areas).map(([area, sizes]) => ({ area, ...sizes }))
  return { budgetKiB, routes, onDemand, catalogues }
}

/** The machine atlas's entry module, lazily loaded by src/app/app.tsx in sandbox builds only. */
export const ATLAS_ENTRY = 'src/atlas/in-app.tsx'
/**
 * In the atlas's code (its pages' `data-app`, the live channel's name, its storage keys), never in a borrower's:
 * scripts/lib/check-no-sandbox.ts looks for it in production builds, `sandboxOnlyReport` in first loads.
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
export function sandboxOnlyReport(dist: string): SandboxOnlyReport {
  const { manifest, chunkOf, gzipOf, closure, entry, kib } = readBuild(dist, 'build the sandbox first')
  if (manifest[ATLAS_ENTRY] === undefined)
    throw new Error(`${dist} has no atlas chunk (${ATLAS_ENTRY}): is it a sandbox build?`)
  const firstLoads = Object.values(SIZE_ROUTES).map((screen) => closure(screen, new Set(entry)))

  const atlasKeys = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry === true &&
      (key.startsWith('src/atlas/') || key.startsWith('node_modules/elkjs/')),
  )
  const chunks = atlasKeys.map((key) => {
    // Its own file, and with its static imports the entry does not have (xstate, say): what opening it fetches.
    const opened = [...closure(key)].filter((dep) => !entry.has(dep))
    const bytes = opened.reduce((sum, dep) => sum + gzipOf(chunkOf(dep).file), 0)
    const { file } = chunkOf(key)
    return {
      chunk: key,
      file,
      kib: kib(gzipOf(file)),
      openedKib: kib(bytes),
    }
  })
  const worker = manifest[ELK_WORKER]
  const routeNames = Object.keys(SIZE_ROUTES)
  const problems: string[] = []
  for (const key of atlasKeys)
    firstLoads.forEach((loaded, i) => {
      if (loaded.has(key)) problems.push(`${key} is in the first load of ${routeNames[i]}`)
    })
  const marked = new Map<string, boolean>()
  const hasMarker = (file: string): boolean => {
    const known = marked.get(file)
    if (known !== undefined) return known
    const found = readFileSync(join(dist, file), 'utf8').includes(ATLAS_MARKER)
    marked.set(file, found)
    return found
  }
  const markedIn = new Map<string, string[]>()
  firstLoads.forEach((loaded, i) => {
    for (const key of loaded) {
      // An atlas chunk in a first load is reported above, by name.
      if (atlasKeys.includes(key) || !hasMarker(chunkOf(key).file)) continue
      markedIn.set(key, [...(markedIn.get(key) ?? []), routeNames[i] ?? ''])
    }
  })
  for (const [key, routes] of markedIn) {
    const where = routes.length === routeNames.length ? 'every route' : routes.join(', ')
    problems.push(
      `${chunkOf(key).file} (${key}) holds "${ATLAS_MARKER}" and is in the first load of ${where}: atlas code imported statically`,
    )
  }
  return {
    chunks,
    worker: worker === undefined ? null : { file: worker.file, kib: kib(gzipOf(worker.file)) },
    problems,
  }
}

// `npx tsx scripts/cli/slow-phone.ts <baseUrl> [--runs=3] [--shots=<folder>]`: what a borrower on a slow phone
// waits for (issue 27, docs/decisions/032). Chromium with CPU throttling 6x and a 1.6 Mbps down /
// 750 kbps up / 150 ms RTT network (CDP Emulation.setCPUThrottlingRate, Network.emulateNetworkConditions),
// against a build with the sandbox on served by `vite preview` (the sandbox answers the calls in the page):
//   (a) a first load of /repayChoose and /loanDetails: time from navigation start to the first contentful
//       paint (before it the screen is blank) and to the first meaningful content (the screen's heading
//       painted with no loading skeleton left);
//   (b) Next on /loanConfirm: from the tap to the order page's frame (its heading) painted, and the blank
//       part of that wait: from the moment the confirmation stopped showing to the order page's first paint.
// Medians of --runs (default 3), each in a fresh browser context. Not part of npm test: timings depend on
// the machine; the numbers are recorded in docs/decisions/032.
import { chromium, type Browser, type Page } from 'playwright'
import { mkdirSync } from 'node:fs'
import { CHROMIUM_ARGS, HEADLESS_CHROMIUM_PATH } from '../lib/chromium.ts'

const [baseUrl, ...rest] = process.argv.slice(2)
if (baseUrl === undefined || baseUrl.startsWith('--')) {
  console.error('usage: npx tsx scripts/cli/slow-phone.ts <baseUrl> [--runs=3] [--shots=<folder>]')
  process.exit(2)
}
const options: Record<string, string> = Object.fromEntries(
  rest.map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=')
    return [key ?? '', value]
  }),
)
const RUNS = Number(options.runs ?? 3)
const SHOTS = options.shots
if (SHOTS !== undefined) mkdirSync(SHOTS, { recursive: true })

const CPU_SLOWDOWN = 6
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
}
const COMMON = 'deviceId=d1&sessionId=s1&userId=100234&merchantNumber=M0001&mobilePhone=09171234567'
const FIRST_LOADS = [
  { route: '/repayChoose', path: `/repayChoose?orderId=BYD20261105000017&amount=350000&${COMMON}` },
  { route: '/loanDetails', path: `/loanDetails?orderId=BYD20261105000017&productId=101&${COMMON}` },
]
const CONFIRM = `/loanConfirm?productId=101&${COMMON}`

/**
 * Runs in every document before its scripts: records, on one clock shared by the documents of the tab
 * (performance.timeOrigin + now, kept in sessionStorage), when the page first showed a heading, when
 * it first showed content with no skeleton left, and the last moment the loan confirmation showed.
 */
function instrument(): void {
  const KEY = 'slow.marks'
  const now = () => performance.timeOrigin + performance.now()
  const read = (): Record<string, number> =>
    JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>
  const mark = (name: string, at: number, overwrite = false): void => {
    const marks = read()
    if (overwrite || marks[name] === undefined) {
      marks[name] = at
      sessionStorage.setItem(KEY, JSON.stringify(marks))
    }
  }
  const check = () => {
    const path = location.pathname
    const heading = document.querySelector('h1')
    const busy = document.querySelector('.skeleton, [aria-busy="true"]') !== null
    // The confirmation is on screen (submitting or not) for as long as its heading is.
    if (path === '/loanConfirm' && heading !== null) mark('confirmShownAt', now(), true)
    if (path !== '/loanConfirm' && heading !== null) {
      // A paint follows the next animation frame.
      requestAnimationFrame(() => mark(`${path}:frameAt`, now()))
      if (!busy && document.querySelector('main')?.textContent?.trim())
        requestAnimationFrame(() => mark(`${path}:contentAt`, now()))
    }
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
  // Leaving in the app: the confirmation is still on screen when the address changes.
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name]
    history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      if (location.pathname === '/loanConfirm') mark('confirmShownAt', now(), true)
      return original.apply(this, args)
    }
  }
  addEventListener('pagehide', () => {
    if (location.pathname === '/loanConfirm') mark('confirmShownAt', now(), true)
  })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint')
        mark(`${location.pathname}:fcpAt`, performance.timeOrigin + entry.startTime)
  }).observe({ type: 'paint', buffered: true })
  addEventListener(
    'pointerdown',
    () => {
      if (location.pathname === '/loanConfirm') mark('tapAt', now(), true)
    },
    { capture: true },
  )
}

async function slowPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  // tsx (esbuild keepNames) wraps named inner functions in a `__name` helper the page does not have.
  await context.addInitScript({ content: `var __name = (fn) => fn;(${String(instrument)})()` })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page }
}

/** Each mark's time, on the tab's clock (ms since the epoch). */
type Marks = Record<string, number>
const marksOf = (page: Page): Promise<Marks> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('slow.marks') ?? '{}') as Marks)
const navigationStart = (page: Page): Promise<number> => page.evaluate(() => performance.timeOrigin)

async function waitForMark(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (key: string) => (JSON.parse(sessionStorage.getItem('slow.marks') ?? '{}') as Marks)[key] !== undefined,
    name,
    { timeout: 60_000, polling: 100 },
  )
}

async function firstLoad(
  browser: Browser,
  { route, path }: { route: string; path: string },
  run: number,
): Promise<Record<string, number>> {
  const { context, page } = await slowPage(browser)
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' })
  await waitForMark(page, `${route}:contentAt`)
  const start = await navigationStart(page)
  const marks = await marksOf(page)
  if (SHOTS !== undefined)
    await page.screenshot({ path: `${SHOTS}/slow${route.replace(/\//g, '-')}-${run}.png` })
  await context.close()
  const at = (name: string): number => marks[`${route}:${name}`] ?? NaN
  return {
    fcp: at('fcpAt') - start,
    // Nothing is painted before the first contentful paint.
    frame: Math.max(at('frameAt'), at('fcpAt')) - start,
    content: at('contentAt') - start,
  }
}

async function afterNext(browser: Browser): Promise<Record<string, number>> {
  const { context, page } = await slowPage(browser)
  await page.goto(`${baseUrl}${CONFIRM}`)
  const next = page.getByRole('button', { name: 'Next' })
  await next.waitFor({ timeout: 60_000 })
  await page.waitForFunction(() => document.querySelector('.skeleton, [aria-busy="true"]') === null)
  await next.tap()
  await waitForMark(page, '/loanDetails:frameAt')
  await waitForMark(page, '/loanDetails:contentAt')
  const marks = await marksOf(page)
  await context.close()
  const frame = marks['/loanDetails:frameAt'] ?? NaN
  // A full page load paints nothing before its first contentful paint; in the app, the frame is the paint.
  const firstPaint = Math.min(frame, marks['/loanDetails:fcpAt'] ?? Infinity)
  return {
    tapToFrame: frame - (marks.tapAt ?? NaN),
    tapToContent: (marks['/loanDetails:contentAt'] ?? NaN) - (marks.tapAt ?? NaN),
    blank: Math.max(0, firstPaint - (marks.confirmShownAt ?? NaN)),
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const at = (i: number): number => sorted[i] ?? NaN
  return sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2
}
const ms = (value: number): string => `${Math.round(value)} ms`.padStart(8)
const row = (label: string, runs: Record<string, number>[], keys: string[]): void =>
  console.log(
    `${label.padEnd(14)} ${keys.map((key) => `${key} ${ms(median(runs.map((run) => run[key] ?? NaN)))}`).join('   ')}` +
      `   (runs: ${runs.map((run) => keys.map((key) => Math.round(run[key] ?? NaN)).join('/')).join(', ')})`,
  )

const browser = await chromium.launch({ executablePath: HEADLESS_CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  console.log(
    `Slow phone: CPU ${CPU_SLOWDOWN}x, 1.6 Mbps down, 750 kbps up, 150 ms RTT; ${baseUrl}; medians of ${RUNS}`,
  )
  for (const target of FIRST_LOADS) {
    const runs: Record<string, number>[] = []
    for (let run = 0; run < RUNS; run++) runs.push(await firstLoad(browser, target, run))
    row(target.route, runs, ['fcp', 'frame', 'content'])
  }
  const runs: Record<string, number>[] = []
  for (let run = 0; run < RUNS; run++) runs.push(await afterNext(browser))
  row('Next→order', runs, ['tapToFrame', 'tapToContent', 'blank'])
} finally {
  await browser.close()
}

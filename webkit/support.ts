import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { after, before, beforeEach } from 'node:test'
import { PNG } from 'pngjs'
import { remote } from 'webdriverio'
import { finiteAnimationsFinished, WCAG_TAGS } from '../e2e/support/axe-rules.ts'
import { withCommon } from '../e2e/support/host-query.ts'
import { BRIDGE_KEY, SANDBOX_KEY } from '../e2e/support/storage-keys.ts'

export { COMMON, withCommon } from '../e2e/support/host-query.ts'
export { BRIDGE_KEY, SANDBOX_KEY } from '../e2e/support/storage-keys.ts'

/**
 * The WebKit run (docs in scripts/cli/test-webkit.ts): each spec file is one WebKitGTK session through the
 * WebKitWebDriver its worker started (WEBKIT_DRIVER_PORT) on its own Xvfb display. WebDriver classic only:
 * no init scripts and no request interception, so the sandbox's in-page backend answers every call and
 * page state is set up through the app's own pages (/testPreview) or its storage.
 */
export type Browser = WebdriverIO.Browser
export type Element = WebdriverIO.Element

export const BASE_URL = process.env.WEBKIT_BASE_URL ?? 'http://127.0.0.1:4282'
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? '4451')
/** The app's content box is 390 × 844 once the GTK stylesheet has shrunk MiniBrowser's toolbar. */
const WINDOW = { width: 390, height: 864 }
/** Readiness waits (never assertions about time): generous, as 2 cores run 2 browsers. */
const READY_MS = 10_000

export const HOST_KEY = 'bayad.sandbox.host'

const require = createRequire(import.meta.url)
const TESTING_LIBRARY = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
)
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * One session for the spec file that calls it (the driver takes one session at a time), with a fresh
 * origin state before each test. Returns a getter: the session exists only once `before` ran.
 */
export function sessionPerFile(): () => Browser {
  let browser: Browser | undefined
  before(async () => {
    browser = await remote({
      hostname: '127.0.0.1',
      port: DRIVER_PORT,
      logLevel: 'warn',
      connectionRetryCount: 1,
      capabilities: { browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true },
    })
    await browser.setWindowRect(0, 0, WINDOW.width, WINDOW.height)
    await browser.url(`${BASE_URL}/robots.txt`)
    focusWindow()
  })
  beforeEach(async () => {
    // Like a new browser context: nothing kept from the test before (a static file of the origin, so
    // no app runs while its storage is cleared).
    const b = browser!
    await b.url(`${BASE_URL}/robots.txt`)
    await b.execute(() => {
      window.localStorage.clear()
      window.sessionStorage.clear()
    })
  })
  after(async () => {
    await browser?.deleteSession().catch(() => undefined)
  })
  return () => {
    if (browser === undefined)
      throw new Error('no WebKit session: sessionPerFile() must run at the top of the file')
    return browser
  }
}

/** Under bare Xvfb the window never gets keyboard focus by itself (no :focus-visible, hasFocus false). */
function focusWindow(): void {
  try {
    execFileSync('xdotool', ['search', '--sync', '--onlyvisible', '--class', 'MiniBrowser', 'windowfocus'], {
      stdio: 'ignore',
      timeout: 5_000,
    })
  } catch {
    // No xdotool or no window found: the tests that need focus fail on their own, with their message.
  }
}

/** Polls `read` until `ok` holds; fails with the last value read (a readiness wait, not a time limit). */
export async function eventually<T>(
  b: Browser,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  what: string,
  timeout = READY_MS,
): Promise<T> {
  let last: T | undefined
  let failure: unknown
  try {
    await b.waitUntil(
      async () => {
        try {
          last = await read()
          failure = undefined
          return ok(last)
        } catch (error) {
          failure = error
          return false
        }
      },
      { timeout, interval: 100 },
    )
  } catch {
    const seen = failure instanceof Error ? failure.message : JSON.stringify(last)
    throw new Error(`${what}: not so after ${timeout} ms (last seen: ${seen})`)
  }
  return last as T
}

/**
 * Opens `path` of the app, waits for the page to render its content, and installs the error collector.
 * Errors thrown before the collector is in (during the document's own load) are caught by the blank-page
 * and app-error checks instead.
 */
export async function open(b: Browser, path: string): Promise<void> {
  await b.url(`${BASE_URL}${path}`)
  await installCollector(b)
  await waitForContent(b)
}

export async function installCollector(b: Browser): Promise<void> {
  await b.execute(() => {
    const w = window as unknown as { __webkitErrors?: string[] }
    if (w.__webkitErrors !== undefined) return
    const errors: string[] = []
    w.__webkitErrors = errors
    window.addEventListener('error', (event) => {
      errors.push(`${event.message} at ${event.filename}:${event.lineno}:${event.colno}`)
    })
    window.addEventListener('unhandledrejection', (event) => {
      const reason: unknown = event.reason
      errors.push(
        `unhandled rejection: ${reason instanceof Error ? `${reason.message}\n${reason.stack}` : String(reason)}`,
      )
    })
  })
}

/** The errors the page reported since the collector was installed (null: the document was replaced). */
export function pageErrors(b: Browser): Promise<string[] | null> {
  return b.execute(() => (window as unknown as { __webkitErrors?: string[] }).__webkitErrors ?? null)
}

export async function expectNoPageErrors(b: Browser, label: string): Promise<void> {
  const errors = await pageErrors(b)
  if (errors !== null && errors.length > 0)
    throw new Error(`JavaScript errors on ${label}:\n${errors.join('\n')}`)
}

/** The app rendered something a borrower can read: a heading or text in #root, and no busy spinner only. */
export async function waitForContent(b: Browser): Promise<void> {
  await eventually(
    b,
    () =>
      b.execute(() => {
        const root = document.getElementById('root')
        const text = (root ?? document.body).innerText.trim()
        return { text: text.length, busy: document.querySelector('[aria-busy="true"]') !== null }
      }),
    (page) => page.text > 0 && !page.busy,
    'the page shows content',
  )
}

interface NameMatch {
  source: string
  flags: string
  exact: boolean
}
const toMatch = (name: string | RegExp): NameMatch =>
  typeof name === 'string'
    ? { source: name, flags: '', exact: true }
    : { source: name.source, flags: name.flags, exact: false }

interface Query {
  by: 'role' | 'label' | 'text' | 'testId' | 'css'
  /** The role, label, text, test id or selector. */
  value: string | RegExp
  name?: string | RegExp
  /** Checked state for roles that have one. */
  checked?: boolean
  /** A heading's level. */
  level?: number
  /** Look only inside the first element this query finds. */
  within?: Query
}
type WireQuery = Omit<Query, 'value' | 'name' | 'within'> & {
  value: NameMatch
  name?: NameMatch
  within?: WireQuery
}
const wire = (q: Query): WireQuery => ({
  by: q.by,
  value: toMatch(q.value),
  name: q.name === undefined ? undefined : toMatch(q.name),
  checked: q.checked,
  level: q.level,
  within: q.within === undefined ? undefined : wire(q.within),
})

export const role = (value: string, name?: string | RegExp, extra: Partial<Query> = {}): Query => ({
  by: 'role',
  value,
  name,
  ...extra,
})
export const label = (value: string | RegExp): Query => ({ by: 'label', value })
export const text = (value: string | RegExp): Query => ({ by: 'text', value })
export const testId = (value: string): Query => ({ by: 'testId', value })
export const css = (value: string): Query => ({ by: 'css', value })
export const inside = (outer: Query, inner: Query): Query => ({ ...inner, within: outer })

/** Testing Library's queries in the page (role and accessible name as assistive technology reads them). */
async function ensureQueries(b: Browser): Promise<void> {
  const present = await b.execute(() => 'TestingLibraryDom' in window)
  if (!present) await b.execute(TESTING_LIBRARY)
}

/** Every element `q` finds now (visible to assistive technology), as element references. */
async function queryAll(b: Browser, q: Query): Promise<Element[]> {
  await ensureQueries(b)
  const refs = (await b.execute((query: WireQuery) => {
    type Match = { source: string; flags: string; exact: boolean }
    type Wire = { by: string; value: Match; name?: Match; checked?: boolean; level?: number; within?: Wire }
    const tl = (
      window as unknown as { TestingLibraryDom: Record<string, (...args: unknown[]) => HTMLElement[]> }
    ).TestingLibraryDom
    const matcher = (m: Match) => (m.exact ? m.source : new RegExp(m.source, m.flags))
    const run = (q: Wire, root: HTMLElement): HTMLElement[] => {
      const value = matcher(q.value)
      switch (q.by) {
        case 'role':
          return tl.queryAllByRole!(root, value, {
            name: q.name === undefined ? undefined : matcher(q.name),
            checked: q.checked,
            level: q.level,
          })
        case 'label':
          return tl.queryAllByLabelText!(root, value)
        case 'text':
          return tl.queryAllByText!(root, value)
        case 'testId':
          return [...root.querySelectorAll<HTMLElement>(`[data-testid="${q.value.source}"]`)]
        default:
          return [...root.querySelectorAll<HTMLElement>(q.value.source)]
      }
    }
    const find = (q: Wire): HTMLElement[] => {
      if (q.within === undefined) return run(q, document.body)
      const outer = find(q.within)[0]
      return outer === undefined ? [] : run(q, outer)
    }
    return find(query)
  }, wire(q))) as unknown as WebdriverIO.Element[]
  return Promise.all(refs.map((ref) => b.$(ref as unknown as Parameters<Browser['$']>[0]).getElement()))
}

const describeQuery = (q: Query): string =>
  `${q.within ? `${describeQuery(q.within)} > ` : ''}${q.by} ${String(q.value)}${q.name ? ` named ${String(q.name)}` : ''}`

/** The first element `q` finds, once it is displayed. */
export async function find(b: Browser, q: Query): Promise<Element> {
  const [element] = await eventually(
    b,
    async () => {
      const found = await queryAll(b, q)
      return found[0] !== undefined && (await found[0].isDisplayed()) ? found : []
    },
    (found) => found.length > 0,
    `${describeQuery(q)} is shown`,
  )
  return element!
}

/** How many elements `q` finds now. */
export async function count(b: Browser, q: Query): Promise<number> {
  return (await queryAll(b, q)).length
}

export async function waitGone(b: Browser, q: Query): Promise<void> {
  await eventually(
    b,
    () => count(b, q),
    (n) => n === 0,
    `${describeQuery(q)} is gone`,
  )
}

/** Finite animations (a sheet sliding in) finished: WebKit's clicks do not wait for layout to settle. */
export async function settle(b: Browser): Promise<void> {
  await b.execute(finiteAnimationsFinished)
}

/** A tap as WebKit delivers it here: a real pointer click in the middle of the element. */
export async function tap(b: Browser, q: Query): Promise<void> {
  const element = await find(b, q)
  await settle(b)
  await element.scrollIntoView({ block: 'center' })
  await element.click()
}

/** Types `value` into the field `q` finds, after clearing it. */
export async function fill(b: Browser, q: Query, value: string): Promise<void> {
  const element = await find(b, q)
  await settle(b)
  await element.click()
  await element.clearValue()
  await element.addValue(value)
}

export async function textOf(b: Browser, q: Query): Promise<string> {
  return (await find(b, q)).getText()
}

export async function expectText(b: Browser, q: Query, expected: string | RegExp): Promise<void> {
  await eventually(
    b,
    async () => (await (await find(b, q)).getText()).trim(),
    (actual) => (typeof expected === 'string' ? actual === expected : expected.test(actual)),
    `${describeQuery(q)} reads ${String(expected)}`,
  )
}

export async function currentUrl(b: Browser): Promise<URL> {
  return new URL(await b.getUrl())
}

export async function waitForPath(b: Browser, path: string | RegExp): Promise<URL> {
  const url = await eventually(
    b,
    () => currentUrl(b),
    (now) => (typeof path === 'string' ? now.pathname === path : path.test(now.pathname)),
    `the page is ${String(path)}`,
  )
  await installCollector(b)
  return url
}

/**
 * Chooses `value` in the select `q` finds, as picking it in the system's list does: the value and a
 * change event (WebKitGTK's popup list is not something WebDriver can click in reliably).
 */
export async function choose(b: Browser, q: Query, value: string): Promise<void> {
  const select = await find(b, q)
  await b.execute(
    (el: HTMLSelectElement, next: string) => {
      el.value = next
      el.dispatchEvent(new Event('change', { bubbles: true }))
    },
    select as unknown as HTMLSelectElement,
    value,
  )
  // Found afresh: a choice may render the page again (the host choice does).
  await eventually(
    b,
    async () => (await find(b, q)).getValue(),
    (now) => now === value,
    `the select shows ${value}`,
  )
}

/** Picks a sandbox scenario the way a tester does: on /testPreview's "Scenario" select. */
export async function chooseScenario(b: Browser, scenario: string): Promise<void> {
  await open(b, withCommon('/testPreview'))
  await choose(b, label('Scenario'), scenario)
  await eventually(
    b,
    async () => (await readSandbox(b))?.scenario,
    (s) => s === scenario,
    `scenario ${scenario}`,
  )
}

/** Chooses the simulated iOS host on /testPreview (kept for the tab's session). */
export async function chooseIosHost(b: Browser): Promise<void> {
  await open(b, withCommon('/testPreview'))
  await choose(b, label('Host'), 'ios')
  await eventually(
    b,
    () => b.execute((key) => window.sessionStorage.getItem(key), HOST_KEY),
    (host) => host === 'ios',
    'the simulated iOS host is chosen',
  )
}

export interface SandboxState {
  scenario: string
  repayRecords: { orderId: string; cardId: string; amount: string; status: string; codeSends: number }[]
  complaints: { id: string; type: string; sonType: string; content: string; orderNo: string }[]
  loanPushes?: { variant: string; productId: string; amount: number; periods: string }[]
  ledger?: { call: string; fields: Record<string, string> }[]
  [log: string]: unknown
}

export async function readSandbox(b: Browser): Promise<SandboxState | null> {
  const raw = await b.execute((key) => window.localStorage.getItem(key), SANDBOX_KEY)
  return raw === null ? null : (JSON.parse(raw) as SandboxState)
}

/** The bridge calls the browser fallback or the simulated iOS host recorded, in order. */
export async function bridgeCalls(b: Browser): Promise<Record<string, unknown>[]> {
  const raw = await b.execute((key) => window.sessionStorage.getItem(key), BRIDGE_KEY)
  return raw === null ? [] : (JSON.parse(raw) as Record<string, unknown>[])
}

/**
 * axe-core (WCAG 2.x A/AA) on the page as it is now: throws with the violations. Frames are left out
 * (one without scripts never answers axe).
 */
export async function expectAccessible(b: Browser, what: string): Promise<void> {
  await settle(b)
  const present = await b.execute(() => 'axe' in window)
  if (!present) await b.execute(AXE)
  const found = await b.execute(async (tags: string[]) => {
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
    ).axe
    interface AxeResults {
      violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[]
    }
    const results = await axe.run(
      { exclude: [['iframe']] },
      { iframes: false, runOnly: { type: 'tag', values: tags } },
    )
    return results.violations.map(
      (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  }, WCAG_TAGS)
  if (found.length > 0) throw new Error(`axe violations on ${what}:\n${found.join('\n')}`)
}

/** An RGB colour; `alpha`-free (screenshots are opaque). */
export type Rgb = readonly [number, number, number]

/** Parses a computed `rgb(…)`/`rgba(…)` colour. */
export function parseRgb(value: string): Rgb {
  const parts = value.match(/\d+(\.\d+)?/g)?.map(Number) ?? []
  if (parts.length < 3) throw new Error(`not an rgb() colour: ${value}`)
  return [parts[0]!, parts[1]!, parts[2]!]
}

export const near = (a: Rgb, b: Rgb, tolerance = 40) =>
  Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) <= tolerance

export interface Pixels {
  width: number
  height: number
  at(x: number, y: number): Rgb
}

/**
 * The pixels of the viewport's rectangle (CSS px; device pixel ratio 1 under Xvfb) around an element,
 * from a full screenshot: the element's own screenshot would include whatever scrolls over it.
 */
export async function pixelsOf(b: Browser, element: Element): Promise<Pixels> {
  await element.scrollIntoView({ block: 'center' })
  await settle(b)
  const rect = await b.execute(
    (el: HTMLElement) => {
      const box = el.getBoundingClientRect()
      return { x: box.x, y: box.y, width: box.width, height: box.height, ratio: window.devicePixelRatio }
    },
    element as unknown as HTMLElement,
  )
  const png = PNG.sync.read(Buffer.from(await b.takeScreenshot(), 'base64'))
  const ratio = rect.ratio
  const left = Math.round(rect.x * ratio)
  const top = Math.round(rect.y * ratio)
  const width = Math.round(rect.width * ratio)
  const height = Math.round(rect.height * ratio)
  return {
    width,
    height,
    at(x, y) {
      const offset = ((top + y) * png.width + (left + x)) * 4
      return [png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!]
    },
  }
}

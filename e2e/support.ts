import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { BRIDGE_KEY, COMMON, finiteAnimationsFinished, SANDBOX_KEY, WCAG_TAGS, withCommon } from './common.ts'

export { BRIDGE_KEY, COMMON, COMMON_QUERY, SANDBOX_KEY, withCommon } from './common.ts'

/** The sandbox's arrival log (src/sandbox/handlers/common.ts): every call, logged as it arrives. */
export const ARRIVALS_KEY = 'bayad.sandbox.arrivals'
/** What the instalment and rollover pages save for the code page (src/screens/repayment/repayment-info.ts). */
export const REPAYMENT_INFO_KEY = 'repaymentInfo'

/** The slice of the sandbox state (src/sandbox/state.ts) these tests read. */
export interface SandboxState {
  scenario: string
  repayRecords: {
    id: string
    orderId: string
    cardId: string
    amount: string
    status: string
    codeSends: number
  }[]
  uploads: { url: string; name: string; type: string; size: number }[]
  /** Absent in states stored before loan confirmation existed. */
  loanPushes?: LoanPush[]
  /** Every effect of a submitting call (src/sandbox/state.ts): count effects, not requests. */
  ledger?: LedgerEntry[]
  complaints: {
    id: string
    type: string
    sonType: string
    content: string
    images: string[]
    orderNo: string
  }[]
}

/** One effect a submitting call had in the sandbox (a charge, a push, a registration...). */
export interface LedgerEntry {
  call: string
  /** The idempotency key it came with ('' when none). */
  key: string
  fields: Record<string, string>
  at: number
}

/** The sandbox's effects of `call` (all when absent), oldest first. */
export async function ledger(page: Page, call?: string): Promise<LedgerEntry[]> {
  const entries = (await readSandbox(page))?.ledger ?? []
  return call === undefined ? entries : entries.filter((entry) => entry.call === call)
}

/** Picks a sandbox scenario the way a tester does: on the test preview page's "Scenario" select. */
export async function chooseScenario(page: Page, scenario: string): Promise<void> {
  await page.goto(withCommon('/testPreview'))
  const select = page.getByLabel('Scenario')
  await select.selectOption(scenario)
  await expect(select).toHaveValue(scenario)
  await expect.poll(async () => (await readSandbox(page))?.scenario).toBe(scenario)
}

/** Switches the scenario under an open page (the sandbox reads it on every call): no navigation. */
export async function switchScenario(page: Page, scenario: string): Promise<void> {
  await page.evaluate(
    ([key, name]) => {
      const state = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { scenario: string } | null
      if (state === null) throw new Error('no sandbox state yet: open a page that calls the sandbox first')
      state.scenario = name
      window.localStorage.setItem(key, JSON.stringify(state))
    },
    [SANDBOX_KEY, scenario] as const,
  )
}

export interface LoanPush {
  variant: string
  productId: string
  amount: number
  periods: string
  termUnit: string
}

/** The loan submissions the sandbox accepted (v3 pushes and legacy depush), in order. */
export async function loanPushes(page: Page): Promise<LoanPush[]> {
  return (await readSandbox(page))?.loanPushes ?? []
}

export async function readSandbox(page: Page): Promise<SandboxState | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), SANDBOX_KEY)
  return raw === null ? null : (JSON.parse(raw) as SandboxState)
}

export async function readBridgeCalls(page: Page): Promise<{ type: string }[]> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), BRIDGE_KEY)
  return raw === null ? [] : (JSON.parse(raw) as { type: string }[])
}

/** Asserts the URL's path and that every common parameter (plus `extra`) rides along. */
export function expectUrl(page: Page, path: string | RegExp, extra: Record<string, string> = {}): URL {
  const url = new URL(page.url())
  if (typeof path === 'string') expect(url.pathname).toBe(path)
  else expect(url.pathname).toMatch(path)
  for (const [key, value] of Object.entries({ ...COMMON, ...extra })) {
    expect(url.searchParams.get(key), `query parameter ${key}`).toBe(value)
  }
  return url
}

/** The page's meta description (what search engines and link previews read); null when it has none. */
export function metaDescription(page: Page): Promise<string | null> {
  return page.evaluate(
    () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
  )
}

/** The app's toasts live in one live region (role status); a toast is a line of text in it. */
export function toast(page: Page, text: string) {
  return page.getByRole('status').getByText(text, { exact: true })
}

/** A valid 1×1 PNG (a different colour per index so files differ). */
export function png(index = 0): Buffer {
  const base =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
  const bytes = Buffer.from(base, 'base64')
  // Appending bytes after IEND keeps the image valid and makes each file distinct.
  return Buffer.concat([bytes, Buffer.from(`#${index}`)])
}

export const SHOTS_DIR = '/tmp/e2e-shots'

/**
 * axe-core on the page as it is now: no violations of WCAG 2.x A/AA rules. `exclude` leaves out
 * elements by CSS selector: a frame whose sandbox allows no scripts (the official site's Privacy
 * Policy, FRAME_WITHOUT_SCRIPTS) must be, as axe cannot run inside it and the whole run then hangs.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  // What is fading in (a toast, a sheet) is checked as it ends up: mid-fade its text has too little contrast.
  // Endless animations (a spinner) are left running.
  await page.evaluate(finiteAnimationsFinished)
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  // A page without frames runs axe in place (legacy mode: no blank page opened for axe's last step,
  // half the time of each check); a page with a frame, whose content only the frame-by-frame run
  // reaches across origins, gets that run.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(page.frames().length === 1)
  for (const selector of exclude) builder.exclude(selector)
  const results = await builder.analyze()
  const found = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(found, `axe violations on ${label}`).toEqual([])
}

/**
 * expectAccessible on a page whose clock is paused (page.clock.install, then pauseAt) to hold a call
 * in flight, e.g. slowNetwork's 2.5 s answer. axe runs on timers of its own, so the clock is stepped
 * 1 ms at a time while it runs, at most `budgetMs` in all: well short of the answer being held.
 */
export async function expectAccessibleWhilePaused(
  page: Page,
  label: string,
  budgetMs = 1_000,
): Promise<void> {
  let done = false
  let failure: unknown = undefined
  // Settled at once either way: a failing check must not be an unhandled rejection while the clock steps.
  const analysis = expectAccessible(page, label).then(
    () => {
      done = true
    },
    (error: unknown) => {
      done = true
      failure = error ?? new Error(`axe on ${label} failed`)
    },
  )
  for (let stepped = 0; !done; stepped += 1) {
    if (stepped >= budgetMs)
      throw new Error(`axe on ${label} needed more than ${budgetMs} ms of the paused clock`)
    // The clock is the context's: it also steps the blank page axe opens for its last step, and fails
    // when that page is closing at the time. Only the checked page closing is an error.
    await page.clock.runFor(1).catch((error: unknown) => {
      if (page.isClosed()) throw error
    })
  }
  await analysis
  if (failure !== undefined) throw failure
}

/**
 * Moves a paused page clock (page.clock.install, then pauseAt) a second at a time until `done` holds:
 * for waits that start one after another, each once the call before it answered (a submission's
 * outcome checks), which one big step would skip past.
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, stepMs = 1_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done()) return true
        await page.clock.runFor(stepMs)
        return done()
      },
      // Short intervals: each poll moves the clock one step, and the page needs only a few real ms to act
      // on it (the default intervals would wait up to a second of real time per step).
      { timeout: 20_000, intervals: [50, 100] },
    )
    .toBe(true)
}

/**
 * Full-page screenshots of every page and state, to look at (`E2E_SHOTS=1 npm run test:e2e`): off
 * by default, they took about a third of the site's and the experience loop's time.
 */
export const TAKE_SHOTS = process.env.E2E_SHOTS === '1'

/** The official site's Privacy Policy frame (src/screens/site/policy-screen.tsx): its sandbox allows no scripts. */
export const FRAME_WITHOUT_SCRIPTS = 'iframe.policy-frame__frame'
/** The loan agreement popup's frame: no scripts either unless its origin is listed (decision 023). */
export const AGREEMENT_FRAME = 'iframe.agreement-frame'

/** Every visible control's box, for the 44 × 44 px touch target rule. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, a[href], input, select, textarea, [role="button"], [role="radio"]'
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      if (rect.width === 0 || rect.height === 0 || style.visibility === 'hidden') continue
      // A text input wider than tall is a target by its height.
      if (rect.width < 44 || rect.height < 44) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName
        small.push(`${name.slice(0, 30)} ${Math.round(rect.width)}×${Math.round(rect.height)}`)
      }
    }
    return small
  })
}

/** The seeded sandbox orders (src/sandbox/state.ts), one per status code the order page knows. */
export const ORDERS = {
  '21': { orderId: 'BYD20261119000023', productId: '104' },
  '151': { orderId: 'BYD20261118000056', productId: '101' },
  '110': { orderId: 'BYD20261030000031', productId: '103' },
  '170': { orderId: 'BYD20261002000064', productId: '104' },
  '174': { orderId: 'BYD20261105000017', productId: '101' },
  '180': { orderId: 'BYD20260812000042', productId: '102' },
  '200': { orderId: 'BYD20260603000098', productId: '103' },
  unknown: { orderId: 'BYD20260920000075', productId: '102' },
} as const
export type OrderKey = keyof typeof ORDERS

/** The app scheme the bridge's openProduct carries (VITE_APP_SCHEME, default "bayad"). */
export const APP_SCHEME = 'bayad'

/** One call the sandbox recorded about a recommended product: v3 event/save, legacy because and define. */
export interface ProductEvent {
  call: 'save' | 'because' | 'define'
  productId: string
  positionId?: number
  moduleId?: number
  at: number
}

/** The recommended-product calls the sandbox answered (src/sandbox/handlers/products.ts), oldest first. */
export async function productEvents(page: Page): Promise<Omit<ProductEvent, 'at'>[]> {
  const state = (await readSandbox(page)) as { productEvents?: ProductEvent[] } | null
  return (state?.productEvents ?? []).map(({ at: _at, ...event }) => event)
}

/** The scores google-score accepted (src/sandbox/handlers/orders.ts), oldest first. */
export async function googleScores(page: Page): Promise<number[]> {
  const state = (await readSandbox(page)) as { googleScores?: number[] } | null
  return state?.googleScores ?? []
}

/** The bridge calls of one type the browser fallback recorded, in order. */
export async function bridgeCallsOf(page: Page, type: string): Promise<Record<string, unknown>[]> {
  return (await readBridgeCalls(page)).filter((call) => call.type === type)
}

/** One promotion call the sandbox answered (src/sandbox/handlers/promotion.ts). */
export interface PromotionCall {
  call: 'template' | 'sid' | 'captcha' | 'visit' | 'click' | 'sms' | 'register'
  /** Every query parameter and form field of the call (the common query included). */
  fields: Record<string, string>
  /** The envelope's code; '0' for a captcha picture. */
  code: string
  at: number
}

interface PromotionSlice {
  promotionCalls?: PromotionCall[]
  captchas?: Record<string, string>
  smsCodes?: Record<string, string>
  registeredPhones?: string[]
}

/** The promotion calls the sandbox answered (the last 100), oldest first; only those named `call` if given. */
export const promotionCalls = (page: Page, call?: PromotionCall['call']) =>
  loggedCalls(page, 'promotionCalls', call)

/** The text of the captcha picture the sandbox drew for `sid`; undefined when none was drawn. */
export async function captchaText(page: Page, sid: string | undefined): Promise<string | undefined> {
  const state = (await readSandbox(page)) as PromotionSlice | null
  return sid === undefined ? undefined : state?.captchas?.[sid]
}

/** The phones registered on the promotion landing (register answered 0), oldest first. */
export async function registeredPhones(page: Page): Promise<string[]> {
  return ((await readSandbox(page)) as PromotionSlice | null)?.registeredPhones ?? []
}

export interface RepaymentCall {
  call: 'instalment' | 'rollover' | 'payCode' | 'wallet'
  /** Every query parameter and form field of the call (the common query included). */
  fields: Record<string, string>
  /** The envelope's code. */
  code: string
  at: number
}

/**
 * The instalment (loan-play-detail), rollover (imitating), pay-code (generate-vcode) and e-wallet
 * (repayment-huichao) calls the sandbox answered (the last 100), oldest first; only `call` if given.
 */
export const repaymentCalls = (page: Page, call?: RepaymentCall['call']) =>
  loggedCalls(page, 'repaymentCalls', call)

/** One card-init, bind-card-new or card-change call the sandbox answered (src/sandbox/handlers/bank.ts). */
export interface BankCall {
  call: 'cardInit' | 'bind' | 'change'
  /** Every query parameter and form field of the call (the common query included). */
  fields: Record<string, string>
  /** The envelope's code. */
  code: string
  at: number
}

/** The card-init, bind-card-new and card-change calls the sandbox answered (the last 100), oldest first. */
export const bankCalls = (page: Page, call?: BankCall['call']) => loggedCalls(page, 'bankCalls', call)

/** One problem-list, problem-detail, save-score or contact-kf-info call the sandbox answered (src/sandbox/handlers/complaint.ts). */
export interface ComplaintCall {
  call: 'list' | 'detail' | 'score' | 'contact'
  /** Every query parameter and form field of the call (the common query included). */
  fields: Record<string, string>
  /** The envelope's code. */
  code: string
  at: number
}

/** The problem-list, problem-detail, save-score and contact-kf-info calls the sandbox answered (the last 100), oldest first. */
export const complaintCalls = (page: Page, call?: ComplaintCall['call']) =>
  loggedCalls(page, 'complaintCalls', call)

/** The sandbox state's call logs (loggedIn, src/sandbox/handlers/common.ts), by their key. */
interface CallLogs {
  promotionCalls: PromotionCall
  repaymentCalls: RepaymentCall
  bankCalls: BankCall
  complaintCalls: ComplaintCall
}

/** The calls one of the sandbox's call logs kept, oldest first, without their times; only `call` if given. */
export async function loggedCalls<L extends keyof CallLogs>(
  page: Page,
  log: L,
  call?: CallLogs[L]['call'],
): Promise<Omit<CallLogs[L], 'at'>[]> {
  const state = (await readSandbox(page)) as Partial<Record<L, CallLogs[L][]>> | null
  return (state?.[log] ?? [])
    .filter((recorded) => call === undefined || recorded.call === call)
    .map(({ at: _at, ...recorded }) => recorded)
}

export interface Arrival {
  path: string
  at: number
  /** The page that made the call (its path). */
  page: string
}

/**
 * The calls whose path contains `pathPart` that the sandbox received, oldest first. Each is logged
 * the moment it arrives, before slowNetwork's delay: a double tap's second call is counted even
 * while the first is still in flight, so count once the page has moved on or settled.
 */
export async function arrivals(page: Page, pathPart: string): Promise<Arrival[]> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), ARRIVALS_KEY)
  const all = raw === null ? [] : (JSON.parse(raw) as Arrival[])
  return all.filter((arrival) => arrival.path.includes(pathPart))
}

/**
 * Two taps inside one task, before the page can re-render (a double tap on a slow phone): the second
 * reaches the button's handler, and so the flow, as the first left it.
 */
export async function tapTwiceAtOnce(button: Locator): Promise<void> {
  await button.evaluate((element: HTMLElement) => {
    element.click()
    element.click()
  })
}

/**
 * Taps the mask of an open popup (a Modal, src/ui/dialogs.tsx) halfway between the top of the
 * screen and the popup, after checking that the point is the mask's: the element there has the
 * class `backdrop`, not the page under it nor the popup.
 */
export async function tapMask(page: Page, popup: Locator): Promise<void> {
  const box = (await popup.boundingBox())!
  expect(box.y, 'the popup leaves some mask above it').toBeGreaterThan(40)
  const point = { x: box.x + box.width / 2, y: box.y / 2 }
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('class') ?? null,
    point,
  )
  expect((hit ?? '').split(/\s+/), 'the tap point is on the mask').toContain('backdrop')
  await page.touchscreen.tap(point.x, point.y)
}

/** Lets the page read and write the clipboard (Copy buttons). */
export async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
}

/** The clipboard's text (needs allowClipboard). */
export function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The stored `repaymentInfo`, parsed; null when there is none. */
export async function readRepaymentInfo(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), REPAYMENT_INFO_KEY)
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>)
}

/** Writes `raw` as `repaymentInfo` (or, with null, removes it) before the app reads it: on every load. */
export async function storeRepaymentInfo(page: Page, raw: string | null): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (value === null) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, value)
    },
    [REPAYMENT_INFO_KEY, raw] as const,
  )
}

// The instalment (/repay) and rollover (/repayDelay) pages: the seeded repayable order (174), whose
// ₱3,920.00 is due (₱3,500.00 lent); its rollover fee is ₱525.00.
export const REPAY_ORDER = { productId: ORDERS['174'].productId, orderId: ORDERS['174'].orderId }
export const INSTALMENT_URL = withCommon('/repay', REPAY_ORDER)
export const ROLLOVER_URL = withCommon('/repayDelay', REPAY_ORDER)

/** The footer's "Pay ₱3,920.00" (issue 28; "Payment Method" in the spec's wording), which opens the channels. */
export const paymentMethodButton = (page: Page) => page.getByRole('button', { name: /^Pay ₱/ })
export const paymentSheet = (page: Page) => page.getByRole('dialog', { name: 'Choose how to pay' })
export const paymentButton = (page: Page) => page.getByRole('button', { name: 'Pay', exact: true })
export const channelRadio = (page: Page, name: string) =>
  paymentSheet(page).getByRole('radio', { name, exact: true })

/** Opens the channel popup of a loaded instalment or rollover page. */
export async function openPaymentSheet(page: Page): Promise<void> {
  await paymentMethodButton(page).tap()
  await expect(paymentSheet(page)).toBeVisible()
}

/** Picks a channel in the open popup; its check mark shows. */
export async function chooseChannel(page: Page, name: string): Promise<void> {
  await channelRadio(page, name).tap()
  await expect(channelRadio(page, name)).toBeChecked()
}

/** On a loaded instalment or rollover page: opens the popup, picks `channel` and taps Payment. */
export async function payWith(page: Page, channel: string): Promise<void> {
  await openPaymentSheet(page)
  await chooseChannel(page, channel)
  await paymentButton(page).tap()
}

/** A stand-in for the iOS host (docs/bridge.md): it records what the page posts to it. */
export async function asIosHost(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { webkit: unknown }
    w.webkit = {
      messageHandlers: {
        bayad: {
          postMessage(message: unknown) {
            const calls = JSON.parse(sessionStorage.getItem('test.ios') ?? '[]') as unknown[]
            calls.push(message)
            sessionStorage.setItem('test.ios', JSON.stringify(calls))
          },
        },
      },
    }
  })
}
/** What the page posted to the iOS host stand-in, oldest first. */
export const iosCalls = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('test.ios') ?? '[]') as { action: string }[])
/** The host's back button, as the native bridge delivers it. */
export const hostBack = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { bayadBridge: { receive(e: unknown): void } }).bayadBridge.receive({
      type: 'backPressed',
    }),
  )

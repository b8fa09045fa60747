import type { Page } from '@playwright/test'
import type { ScenarioName } from '../src/sandbox/scenarios.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { expectUrl, runClockUntil, tapTwiceAtOnce, toast } from './support/page.ts'
import { REPAY_ORDER } from './support/repayment.ts'
import { arrivals, chooseScenario, repaymentCalls, switchScenario } from './support/sandbox.ts'

/**
 * The pay-way targets of spec §2: `/alipayrepayment` (e-wallet repayment, repayment-huichao of spec §7)
 * and `/addnormalcard` (the bind card screen under another name). Sandbox:
 * src/sandbox/handlers/repayment.ts (repaymentHuichao).
 */

/** The seeded repayable order (174): ₱3,920.00 due on 2026-12-05; repayment-huichao refuses unknown orders. */
const ORDER_ID = REPAY_ORDER.orderId
const AMOUNT = '392000'
const SHOWN = '₱3,920.00'
const DUE_DATE = '2026-12-05'
const WALLET_URL = withCommon('/alipayrepayment', {
  orderId: ORDER_ID,
  amount: AMOUNT,
  productName: 'Bayad Cash',
  repayDate: DUE_DATE,
})
const HUICHAO = '/repayment-huichao'
const REFUSED = 'E-wallet repayment is not available right now. Please pay by card or with a pay code.'

const failedNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be opened' })
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again' })
const payByCard = (page: Page) => page.getByRole('button', { name: 'Pay by bank card' })

/** The e-wallet page opened from another page of the app (the pay-way page), under `scenario`. */
async function openWallet(page: Page, scenario: ScenarioName = 'verificationNeeded') {
  await chooseScenario(page, scenario)
  await page.goto(WALLET_URL)
  await expect(page.getByTestId('wallet-amount')).toHaveText(SHOWN)
}

/** The app's in-app navigations to `path` from now on (history entries pushed or replaced). */
async function countNavigations(page: Page, path: string) {
  await page.evaluate((target) => {
    const counted = window as unknown as { navigations: number }
    counted.navigations = 0
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null && String(url).includes(target)) counted.navigations += 1
        original(state, unused, url)
      }
    }
  }, path)
  return () => page.evaluate(() => (window as unknown as { navigations: number }).navigations)
}

test('main path: the page asks repayment-huichao at once and hands itself to the e-wallet checkout', async ({
  page,
}) => {
  await chooseScenario(page, 'verificationNeeded')
  await page.goto(WALLET_URL)
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('orderId')).toBe(ORDER_ID)
  expect(url.searchParams.get('amount')).toBe(AMOUNT)
  await expect(page.getByRole('heading', { name: 'Sandbox e-wallet checkout' })).toBeVisible()

  const calls = await repaymentCalls(page, 'wallet')
  expect(calls).toHaveLength(1)
  expect(calls[0]?.code).toBe('00')
  expect(calls[0]?.fields).toMatchObject({ ...COMMON, orderId: ORDER_ID, amount: AMOUNT })
  // Shown, never sent.
  expect(calls[0]?.fields).not.toHaveProperty('productName')

  // The checkout replaced the e-wallet page: Back returns to the page the borrower came from.
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
  expect(await repaymentCalls(page, 'wallet')).toHaveLength(1)
})

test('opening: "Opening your e-wallet…" with the amount and the order while the call is in flight', async ({
  page,
}) => {
  // The fake clock holds slowNetwork's 2.5 s answer until the page has been looked at.
  await page.clock.install()
  await chooseScenario(page, 'slowNetwork')
  await page.clock.pauseAt(Date.now() + 1_000)
  await page.goto(WALLET_URL)
  await expect(page.getByTestId('wallet-amount')).toHaveText(SHOWN)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by e-wallet' })).toBeVisible()
  expect(await page.title()).toBe('Pay by e-wallet · Bayad')
  const opening = page.getByRole('status').filter({ hasText: 'Opening your e-wallet…' })
  await expect(opening).toHaveText(
    `Opening your e-wallet…You will confirm the payment of ${SHOWN} in your e-wallet app.`,
  )
  await expect(page.getByText('Bayad Cash')).toBeVisible()
  await expect(page.getByText(ORDER_ID)).toBeVisible()
  await expect(page.getByText(DUE_DATE)).toBeVisible()
  // One progress indicator: the page's own line, no page-level "Loading...".
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await expect(page.getByRole('button')).toHaveCount(0)
  // Asked once, and not answered yet.
  await expect.poll(() => arrivals(page, HUICHAO)).toHaveLength(1)
  expect(await repaymentCalls(page, 'wallet')).toEqual([])
  await page.clock.runFor(2_500)
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
})

test('opening is accessible (checked with the checkout answering 204, so the page stays)', async ({
  page,
}) => {
  // axe-core runs on timers of its own, so it cannot run on a paused clock; a navigation answered
  // 204 No Content leaves the page as it is: "Opening your e-wallet…", as while the call is in flight.
  let checkouts = 0
  await page.route('**/sandbox-wallet.html?*', (route) => {
    checkouts += 1
    return route.fulfill({ status: 204 })
  })
  await chooseScenario(page, 'verificationNeeded')
  await page.goto(WALLET_URL)
  await expect.poll(() => checkouts).toBe(1)
  await expect(page.getByRole('status').filter({ hasText: 'Opening your e-wallet…' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/alipayrepayment')
  await expectAccessible(page, 'e-wallet opening')
  expect(await smallTargets(page)).toEqual([])
})

test('walletFailure: the server message, Try again asks again, Pay by bank card opens /repayChoose', async ({
  page,
}) => {
  await openWallet(page, 'walletFailure')
  await expect(toast(page, REFUSED)).toBeVisible()
  await expect(failedNotice(page)).toHaveText(
    'Your e-wallet could not be openedTry again, or pay the same amount by bank card.',
  )
  await expect(page.getByText('Opening your e-wallet…')).toHaveCount(0)
  await expectAccessible(page, 'e-wallet failed')
  expect(await smallTargets(page)).toEqual([])
  expect(await repaymentCalls(page, 'wallet')).toEqual([
    { call: 'wallet', fields: expect.objectContaining({ orderId: ORDER_ID, amount: AMOUNT }), code: '1' },
  ])

  await tryAgain(page).tap()
  await expect.poll(async () => (await repaymentCalls(page, 'wallet')).length).toBe(2)
  await expect(failedNotice(page)).toBeVisible()

  await payByCard(page).tap()
  await expect(page).toHaveURL(/\/repayChoose\?/)
  expectUrl(page, '/repayChoose', {
    orderId: ORDER_ID,
    amount: AMOUNT,
    productName: 'Bayad Cash',
    repayDate: DUE_DATE,
  })
  await expect(page.getByTestId('repay-amount')).toHaveText(SHOWN)
  // The card page replaced the e-wallet page: Back does not ask the e-wallet again.
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
  expect(await repaymentCalls(page, 'wallet')).toHaveLength(2)
})

test('offline: "you are offline" and the ways on (nothing was sent); Try again works once the connection is back', async ({
  page,
}) => {
  await openWallet(page, 'offline')
  await expect(toast(page, 'You are offline. Connect to the internet and try again.')).toBeVisible()
  await expect(failedNotice(page)).toBeVisible()
  await expect(payByCard(page)).toBeVisible()
  expect(await repaymentCalls(page, 'wallet')).toEqual([])

  await switchScenario(page, 'verificationNeeded')
  await tryAgain(page).tap()
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
})

test('malformedResponse: a success whose body does not decode is never followed; the order is checked first', async ({
  page,
}) => {
  // The checks wait on the page's clock: paused, then moved by hand, never waited for.
  await page.clock.install()
  await chooseScenario(page, 'malformedResponse')
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.goto(WALLET_URL)
  await expect(page.getByTestId('wallet-amount')).toHaveText(SHOWN)
  // The panel's first reveal waits React's Suspense throttle (300 ms): well short of the first check.
  await page.clock.runFor(400)
  await expect(page.getByRole('heading', { name: 'Checking your payment' })).toBeVisible()
  await expect(page.getByRole('button')).toHaveCount(0)
  // The order page answers in the wrong shape too: every check is "still pending", then unknown.
  const unknown = page.getByRole('heading', { name: 'We could not confirm your payment yet' })
  await runClockUntil(page, () => unknown.isVisible())
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible()
  await expect(tryAgain(page)).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/alipayrepayment')
  expect(await repaymentCalls(page, 'wallet')).toHaveLength(1)
  await expect.poll(() => arrivals(page, '/loan-details/loan-details')).toHaveLength(4)
})

test('a double tap on Try again sends one request, counted once the checkout has opened', async ({
  page,
}) => {
  // The page's clock answers slowNetwork's held call once both taps are in, not 2.5 s later.
  await page.clock.install()
  await openWallet(page, 'walletFailure')
  await expect(failedNotice(page)).toBeVisible()
  await expect.poll(() => arrivals(page, HUICHAO)).toHaveLength(1)
  // slowNetwork holds the answer 2.5 s, and the sandbox logs each call as it arrives: a second call
  // from the second tap would be on record long before the page moves on.
  await switchScenario(page, 'slowNetwork')
  await tapTwiceAtOnce(tryAgain(page))
  await runClockUntil(page, async () => new URL(page.url()).pathname === '/sandbox-wallet.html')
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
  await expect.poll(() => arrivals(page, HUICHAO)).toHaveLength(2)
  expect((await repaymentCalls(page, 'wallet')).map((call) => call.code)).toEqual(['1', '00'])
})

test('a double tap on Pay by bank card opens /repayChoose once and asks nothing more', async ({ page }) => {
  await openWallet(page, 'walletFailure')
  await expect(failedNotice(page)).toBeVisible()
  await switchScenario(page, 'verificationNeeded')
  const navigations = await countNavigations(page, '/repayChoose')
  await tapTwiceAtOnce(payByCard(page))
  await expect(page).toHaveURL(/\/repayChoose\?/)
  await expect(page.getByTestId('repay-amount')).toHaveText(SHOWN)
  // The card page has loaded its cards (repayment-way): settled.
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeVisible()
  expect(await navigations()).toBe(1)
  await expect.poll(() => arrivals(page, '/repayment-way')).toHaveLength(1)
  await expect.poll(() => arrivals(page, HUICHAO)).toHaveLength(1)
})

test('an order the server does not know: its message and the ways on', async ({ page }) => {
  await chooseScenario(page, 'verificationNeeded')
  await page.goto(withCommon('/alipayrepayment', { orderId: 'ORD20261121001', amount: '350000' }))
  await expect(toast(page, 'order not found')).toBeVisible()
  await expect(failedNotice(page)).toBeVisible()
  await expect(payByCard(page)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/alipayrepayment')
  expect((await repaymentCalls(page, 'wallet')).map((call) => call.code)).toEqual(['1'])
})

test('an incomplete link says so and calls nothing', async ({ page }) => {
  await chooseScenario(page, 'verificationNeeded')
  const links: Record<string, string>[] = [
    { orderId: ORDER_ID },
    { amount: AMOUNT },
    { orderId: ORDER_ID, amount: '35.00' },
  ]
  for (const extra of links) {
    await page.goto(withCommon('/alipayrepayment', extra))
    await expect(page.getByRole('heading', { name: 'This payment link is incomplete' })).toBeVisible()
    await expect(page.getByText(/needs an order and an amount/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
    expect(await page.title()).toBe('Pay by e-wallet · Bayad')
  }
  await expectAccessible(page, 'incomplete e-wallet link')
  expect(await smallTargets(page)).toEqual([])
  expect(await repaymentCalls(page, 'wallet')).toEqual([])
})

test('/addnormalcard lands on /bindCard with its whole query, replacing itself', async ({ page }) => {
  await page.goto(withCommon('/testPreview'))
  await page.goto(withCommon('/addnormalcard', { product_id: '101', source: 'loanDetail' }))
  await expect(page).toHaveURL(/\/bindCard\?/)
  const url = expectUrl(page, '/bindCard', { product_id: '101', source: 'loanDetail' })
  expect([...url.searchParams.keys()].sort()).toEqual([...Object.keys(COMMON), 'product_id', 'source'].sort())
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
})

import type { Page } from '@playwright/test'
import { daysLate } from '../machines/days-late.ts'
import { formatPeso } from '../src/lib/format.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, expectAccessibleWhilePaused, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { allowClipboard, readClipboard } from './support/host.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl, runClockUntil, tapTwiceAtOnce, toast } from './support/page.ts'
import {
  channelRadio as channel,
  chooseChannel as choose,
  INSTALMENT_URL as INSTALMENT,
  openPaymentSheet as openSheet,
  paymentButton as payButton,
  paymentMethodButton as methodButton,
  paymentSheet as sheet,
  readRepaymentInfo,
  REPAY_ORDER as IDS,
  ROLLOVER_URL as ROLLOVER,
} from './support/repayment.ts'
import { arrivals, chooseScenario, ledger, repaymentCalls, switchScenario } from './support/sandbox.ts'

/**
 * Spec §2 "Instalment repayment screen", "Rollover (delay) repayment screen", §7 generate-vcode, §8;
 * issue 9; docs/decisions/017-repayment.md. Machine: machines/repayment.machine.ts. Sandbox:
 * src/sandbox/handlers/repayment.ts (order BYD20261105000017, product 101: 392000 due, 350000 lent;
 * the rollover fee 52500 moves the due date from 2026-12-05 to 2026-12-19).
 */

const { orderId: ORDER_ID, productId: PRODUCT_ID } = IDS
const PAY_CODE = '7105000017'
const DUE = '₱3,920.00'
const DUE_MINOR = '392000'
const ROLLOVER_FEE = '₱525.00'
const ROLLOVER_MINOR = '52500'
const NEW_DUE_DATE = '2026-12-19'
const NOTICE = 'Payments are credited within 15 minutes. Keep your receipt until then.'
const HINT = 'Choose a payment channel.'
const CHANNEL_MISSING = 'Choose a payment channel first.'
const PAY_CODE_FAILURE = 'This payment channel is under maintenance. Please choose another one.'
/** The sandbox's offline scenario: the request never leaves the phone (not sent, decision 022). */
const OFFLINE = 'You are offline. Connect to the internet and try again.'
const MALFORMED = 'Unexpected response from the server. Please try again.'
/** The page's clock moves this much a step while the outcome checks run (1 + 2 + 4 + 8 s of waits). */
const CHECK_STEP_MS = 4_000
const DEFAULT_SCENARIO = 'verificationNeeded'
/** The sandbox calls of each page, as the arrival log names them. */
const GENERATE = '/v3/loan-details/generate-vcode'
const LOAD = { instalment: '/v3/installment/loan-play-detail', rollover: '/hit/imitating' } as const
/** Each state is also saved here at 390 px for a person to look at. */
const LOOK = `${SHOTS_DIR}/repayment`

const DETAIL_ROWS = [
  ['Principal', '₱3,500.00'],
  ['Interest and fees', '₱420.00'],
  ['Loan date', '2026-09-06'],
  ['Due date', '2026-12-05'],
  ['Loan term', '91 days'],
  ['Order number', ORDER_ID],
]

const amount = (page: Page) => page.getByTestId('repay-amount')
const detailRows = (page: Page) => page.locator('.receipt__lines > div')
const toggle = (page: Page) => page.getByRole('button', { name: /^(More|Hide)$/ })
const payBox = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`Pay code ${PAY_CODE}, see how to pay`) })
const banner = (page: Page) => page.getByRole('link', { name: /How to pay/ })
const barcodeDialog = (page: Page) => page.getByRole('dialog', { name: 'Scan to pay' })
const skeleton = (page: Page) => page.locator('.skeleton')
const retryButton = (page: Page) => page.getByRole('button', { name: 'Try again' })
const LOAD_FAILED = {
  instalment: 'Your amount due could not be loaded.',
  rollover: 'Your rollover could not be loaded.',
} as const
const loadFailure = (page: Page, variant: keyof typeof LOAD_FAILED = 'instalment') =>
  page.getByText(LOAD_FAILED[variant])

/** The two pages, for the tests both must pass. */
const PAGES = [
  { variant: 'instalment', path: '/repay', url: INSTALMENT, due: DUE },
  { variant: 'rollover', path: '/repayDelay', url: ROLLOVER, due: ROLLOVER_FEE },
] as const

async function openInstalment(page: Page) {
  await page.goto(INSTALMENT)
  await expect(amount(page)).toHaveText(DUE, { timeout: 10_000 })
}

async function openRollover(page: Page) {
  await page.goto(ROLLOVER)
  await expect(amount(page)).toHaveText(ROLLOVER_FEE, { timeout: 10_000 })
}

/** The pay page generate-vcode answered, opened in the app with the common query. */
async function expectPayPage(page: Page, repayAmount: string, showType = '1') {
  await expect(page).toHaveURL(/\/repaymentOfCode\?/, { timeout: 10_000 })
  const url = expectUrl(page, '/repaymentOfCode', { showType, repayAmount })
  expect(url.searchParams.get('payCode')).toMatch(/^BYD\d{10}$/)
  expect(url.searchParams.get('payCodeImg')).toBeTruthy()
}

test('instalment: amount, date, product, details More/Hide, banner, notice; GCash pays with one generate-vcode', async ({
  page,
}) => {
  await openInstalment(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your loan' })).toBeVisible()
  await expect(page.getByText('Amount due', { exact: true })).toBeVisible()
  await expect(page.getByText('Due date 2026-12-05', { exact: true })).toBeVisible()
  await expect(page.getByText('Bayad Cash', { exact: true })).toBeVisible()

  // The first two detail rows; More shows all six, Hide folds them again.
  await expect(detailRows(page)).toHaveText(DETAIL_ROWS.slice(0, 2).map((row) => row.join('')))
  await expect(toggle(page)).toHaveText('More')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  await toggle(page).tap()
  await expect(detailRows(page)).toHaveText(DETAIL_ROWS.map((row) => row.join('')))
  await expect(toggle(page)).toHaveText('Hide')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
  await toggle(page).tap()
  await expect(detailRows(page)).toHaveCount(2)
  await expect(toggle(page)).toHaveText('More')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')

  // The instruction banner (isShowReyTop 1) leads to the Dragonpay instructions with the common query.
  const href = await banner(page).getAttribute('href')
  const link = new URL(href ?? '', page.url())
  expect(link.pathname).toBe('/dragonpay')
  for (const [key, value] of Object.entries(COMMON)) expect(link.searchParams.get(key), key).toBe(value)
  await expect(page.getByText(NOTICE)).toBeVisible()

  await openSheet(page)
  await expect(sheet(page).getByText(HINT, { exact: true })).toBeVisible()
  await expect(sheet(page).getByRole('radio')).toHaveCount(5)
  await choose(page, 'GCash')
  await expect(channel(page, 'Maya')).not.toBeChecked()
  await payButton(page).tap()

  await expectPayPage(page, DUE_MINOR)
  const calls = await repaymentCalls(page, 'payCode')
  expect(calls).toHaveLength(1)
  const fields = calls[0]!.fields
  expect(fields).toMatchObject({
    productId: PRODUCT_ID,
    orderId: ORDER_ID,
    amount: DUE_MINOR,
    channelNumber: '90006',
  })
  expect(fields).not.toHaveProperty('isDelay')
  expect(calls[0]!.code).toBe('0')
  // The load was one loan-play-detail call with the order's ids.
  const loads = await repaymentCalls(page, 'instalment')
  expect(loads).toHaveLength(1)
  expect(loads[0]!.fields).toMatchObject(IDS)
  await expect.poll(() => arrivals(page, LOAD.instalment)).toHaveLength(1)
})

test('the instruction banner opens the Dragonpay instructions in the app; Back returns', async ({ page }) => {
  await openInstalment(page)
  await banner(page).tap()
  await expect(page).toHaveURL(/\/dragonpay\?/)
  expectUrl(page, '/dragonpay')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment instructions' })).toBeVisible()
  await page.goBack()
  await expect(amount(page)).toHaveText(DUE)
  expect(new URL(page.url()).pathname).toBe('/repay')
})

test('rollover: "Rollover fee" ₱525,00, the next payment date, the plan; generate-vcode has isDelay=1', async ({
  page,
}) => {
  await openRollover(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Pay to extend your loan' })).toBeVisible()
  await expect(page.locator('.amount-card').getByText('Rollover fee', { exact: true })).toBeVisible()
  // The next payment date is the due date after the rollover: the plan's "New due date".
  await expect(page.getByText(`Your next due date is ${NEW_DUE_DATE}.`, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payment schedule' })).toBeVisible()
  const plan = page.locator('.plan-list > li')
  await expect(plan).toHaveCount(2)
  await expect(plan.nth(0)).toContainText('Rollover fee')
  await expect(plan.nth(0)).toContainText('Pay today')
  // The sandbox sends the plan's amounts as minor units; they show as pesos.
  await expect(plan.nth(0)).toContainText(ROLLOVER_FEE)
  await expect(plan.nth(0)).toContainText(/\d{4}-\d{2}-\d{2}/)
  await expect(plan.nth(1)).toContainText('Remaining balance')
  await expect(plan.nth(1)).toContainText('New due date')
  await expect(plan.nth(1)).toContainText(DUE)
  await expect(plan.nth(1)).toContainText(NEW_DUE_DATE)
  await expect(page.locator('.plan-list')).not.toContainText(ROLLOVER_MINOR)
  await expectAccessible(page, 'rollover')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${LOOK}-rollover.png`, fullPage: true })

  await openSheet(page)
  await choose(page, 'Maya')
  await payButton(page).tap()
  await expectPayPage(page, ROLLOVER_MINOR)
  const calls = await repaymentCalls(page, 'payCode')
  expect(calls).toHaveLength(1)
  expect(calls[0]!.fields).toMatchObject({
    productId: PRODUCT_ID,
    orderId: ORDER_ID,
    amount: ROLLOVER_MINOR,
    channelNumber: '90007',
    isDelay: '1',
  })
  const loads = await repaymentCalls(page, 'rollover')
  expect(loads).toHaveLength(1)
  expect(loads[0]!.fields).toMatchObject(IDS)
})

test('Bank card goes to the card repayment with the order, amount, product and date; no generate-vcode', async ({
  page,
}) => {
  await openInstalment(page)
  await openSheet(page)
  await choose(page, 'Bank card')
  await payButton(page).tap()
  await expect(page).toHaveURL(/\/repayChoose\?/)
  expectUrl(page, '/repayChoose', {
    orderId: ORDER_ID,
    amount: DUE_MINOR,
    productName: 'Bayad Cash',
    repayDate: '2026-12-05',
  })
  await expect(page.getByTestId('repay-amount')).toHaveText(DUE)
  expect(await repaymentCalls(page, 'payCode')).toEqual([])
  expect(await arrivals(page, GENERATE)).toEqual([])
})

test('Payment without a channel says to choose one, at the list, and sends nothing', async ({ page }) => {
  await openInstalment(page)
  await openSheet(page)
  await payButton(page).tap()
  await expect(sheet(page).getByRole('alert')).toHaveText(CHANNEL_MISSING)
  const group = sheet(page).getByRole('radiogroup')
  await expect(group).toHaveAttribute('aria-invalid', 'true')
  await expect(group).toHaveAccessibleDescription(`${HINT} ${CHANNEL_MISSING}`)
  // Shown once, at the list: no toast repeats it.
  await expect(page.getByText(CHANNEL_MISSING)).toHaveCount(1)
  await expect(sheet(page)).toBeVisible()
  await expectAccessible(page, 'no channel chosen')
  await page.screenshot({ path: `${LOOK}-no-channel.png` })
  expect(await repaymentCalls(page, 'payCode')).toEqual([])
  expect(await arrivals(page, GENERATE)).toEqual([])
  expect(new URL(page.url()).pathname).toBe('/repay')

  // Choosing a channel clears the message.
  await choose(page, 'GCash')
  await expect(sheet(page).getByRole('alert')).toHaveCount(0)
  await expect(group).toHaveAttribute('aria-invalid', 'false')
  await expect(group).toHaveAccessibleDescription(HINT)
})

test('a double tap on Payment sends one generate-vcode, counted once the pay page has opened', async ({
  page,
}) => {
  // The page's clock answers slowNetwork's held call once both taps are in, not 2.5 s later.
  await page.clock.install()
  await openInstalment(page)
  await openSheet(page)
  await choose(page, 'GCash')
  // 2.5 s per answer: the second tap lands while the first call is in flight. The sandbox logs each
  // call as it arrives, so a second call would be on record long before the first is answered.
  await switchScenario(page, 'slowNetwork')
  await payButton(page).dblclick()
  await expect(sheet(page).getByRole('button', { name: 'Getting your pay code…' })).toBeVisible()
  await runClockUntil(page, async () => new URL(page.url()).pathname === '/repaymentOfCode')
  await expectPayPage(page, DUE_MINOR)
  await expect.poll(() => arrivals(page, GENERATE)).toHaveLength(1)
  expect(await repaymentCalls(page, 'payCode')).toHaveLength(1)
})

test('a double tap on Payment faster than the page re-renders still sends one generate-vcode', async ({
  page,
}) => {
  // The page's clock answers slowNetwork's held call once both taps are in, not 2.5 s later.
  await page.clock.install()
  await openRollover(page)
  await openSheet(page)
  await choose(page, 'Maya')
  await switchScenario(page, 'slowNetwork')
  await tapTwiceAtOnce(payButton(page))
  await runClockUntil(page, async () => new URL(page.url()).pathname === '/repaymentOfCode')
  await expectPayPage(page, ROLLOVER_MINOR)
  await expect.poll(() => arrivals(page, GENERATE)).toHaveLength(1)
})

test('generating: "Getting your pay code…" while generate-vcode is in flight (slowNetwork) passes axe, then the pay page opens', async ({
  page,
}) => {
  // The page's clock holds slowNetwork's 2.5 s answer while the page is looked at.
  await page.clock.install()
  await openInstalment(page)
  await openSheet(page)
  await choose(page, 'GCash')
  await switchScenario(page, 'slowNetwork')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await payButton(page).tap()
  const busy = sheet(page).getByRole('button', { name: 'Getting your pay code…' })
  await expect(busy).toBeVisible()
  await expect(busy).toHaveAttribute('aria-busy', 'true')
  await expect(channel(page, 'GCash')).toBeChecked()
  await expectAccessibleWhilePaused(page, 'generating')
  await page.screenshot({ path: `${LOOK}-generating.png` })
  // Still in flight after the check: the state that was checked is the generating one.
  await expect(busy).toBeVisible()
  await expect.poll(() => arrivals(page, GENERATE)).toHaveLength(1)
  await page.clock.resume()
  await expectPayPage(page, DUE_MINOR)
})

test('loading: the skeleton while loan-play-detail is in flight (slowNetwork) passes axe', async ({
  page,
}) => {
  await page.clock.install()
  await chooseScenario(page, 'slowNetwork')
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
  await page.goto(INSTALMENT)
  await expect(skeleton(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your loan' })).toBeVisible()
  await expect(methodButton(page)).toHaveCount(0)
  await expectAccessibleWhilePaused(page, 'loading')
  await page.screenshot({ path: `${LOOK}-loading.png` })
  await expect(skeleton(page)).toBeVisible()
  await page.clock.resume()
  await expect(amount(page)).toHaveText(DUE, { timeout: 10_000 })
  await expect(skeleton(page)).toHaveCount(0)
})

test('payCodeFailure: GCash is refused (toast, the sheet stays with GCash); another channel pays', async ({
  page,
}) => {
  await openInstalment(page)
  await switchScenario(page, 'payCodeFailure')
  await openSheet(page)
  await choose(page, 'GCash')
  await payButton(page).tap()
  await expect(toast(page, PAY_CODE_FAILURE)).toBeVisible()
  await page.screenshot({ path: `${LOOK}-pay-code-failure.png` })
  await expect(sheet(page)).toBeVisible()
  await expect(channel(page, 'GCash')).toBeChecked()
  await expect(channel(page, 'GCash')).toBeEnabled()
  await expect(sheet(page).getByRole('button', { name: 'Pay', exact: true })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/repay')
  expect(await repaymentCalls(page, 'payCode')).toEqual([
    { call: 'payCode', fields: expect.objectContaining({ channelNumber: '90006' }), code: '1' },
  ])
  await expectAccessible(page, 'pay code refused')
  expect(await smallTargets(page)).toEqual([])

  // The message says to choose another channel: doing so pays, with the scenario still on.
  await choose(page, 'Maya')
  await payButton(page).tap()
  await expectPayPage(page, DUE_MINOR)
  expect(
    (await repaymentCalls(page, 'payCode')).map(({ fields, code }) => [fields.channelNumber, code]),
  ).toEqual([
    ['90006', '1'],
    ['90007', '0'],
  ])
})

test('payCodeFailure on the rollover: the message, the sheet and the choice stay; Maya then pays the fee', async ({
  page,
}) => {
  await openRollover(page)
  await switchScenario(page, 'payCodeFailure')
  await openSheet(page)
  await choose(page, 'GCash')
  await payButton(page).tap()
  await expect(toast(page, PAY_CODE_FAILURE)).toBeVisible()
  await expect(sheet(page)).toBeVisible()
  await expect(channel(page, 'GCash')).toBeChecked()
  expect(new URL(page.url()).pathname).toBe('/repayDelay')
  expect(await repaymentCalls(page, 'payCode')).toEqual([
    {
      call: 'payCode',
      fields: expect.objectContaining({ channelNumber: '90006', amount: ROLLOVER_MINOR, isDelay: '1' }),
      code: '1',
    },
  ])

  await choose(page, 'Maya')
  await payButton(page).tap()
  await expectPayPage(page, ROLLOVER_MINOR)
})

test('offline: the offline message (nothing was sent), and the choice is kept', async ({ page }) => {
  await openInstalment(page)
  await openSheet(page)
  await choose(page, 'Maya')
  await switchScenario(page, 'offline')
  await payButton(page).tap()
  await expect(toast(page, OFFLINE)).toBeVisible()
  await expect(payButton(page)).toBeVisible()
  await expect(sheet(page)).toBeVisible()
  await expect(channel(page, 'Maya')).toBeChecked()
  expect(new URL(page.url()).pathname).toBe('/repay')
})

test('malformedResponse on generate-vcode (a success that does not decode): checked with the same key, never Payment again; unknown after the checks', async ({
  page,
}) => {
  await page.clock.install()
  await openInstalment(page)
  await switchScenario(page, 'malformedResponse')
  await openSheet(page)
  await choose(page, 'GCash')
  await payButton(page).tap()
  await expect(sheet(page).getByRole('heading', { name: 'Checking your pay code' })).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)
  await expect(toast(page, MALFORMED)).toHaveCount(0)
  // The backoff's four checks: each asks generate-vcode again with the key of the first request.
  const unknown = sheet(page).getByRole('heading', { name: 'We could not get your pay code yet' })
  await runClockUntil(page, () => unknown.isVisible(), CHECK_STEP_MS)
  await expect(unknown).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)
  await expect(channel(page, 'GCash')).toBeChecked()
  await expect(channel(page, 'GCash')).toBeDisabled()
  expect(new URL(page.url()).pathname).toBe('/repay')
  const made = await ledger(page, 'generate-vcode')
  expect(made).toHaveLength(1)
  await expect.poll(() => arrivals(page, GENERATE)).toHaveLength(5)
  expect(await repaymentCalls(page, 'payCode')).toHaveLength(1)
  await expectAccessible(page, 'pay code unknown')
})

test('malformedResponse on load: the load failure notice, and Try again works after the fix', async ({
  page,
}) => {
  await chooseScenario(page, 'malformedResponse')
  await page.goto(INSTALMENT)
  await expect(loadFailure(page)).toBeVisible()
  await expect(toast(page, MALFORMED)).toBeVisible()
  await expect(retryButton(page)).toBeVisible()
  await expect(methodButton(page)).toHaveCount(0)
  await expect(amount(page)).toHaveCount(0)
  await expectAccessible(page, 'load failure')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${LOOK}-load-failure.png` })

  await switchScenario(page, DEFAULT_SCENARIO)
  await retryButton(page).tap()
  await expect(amount(page)).toHaveText(DUE)
  await expect(loadFailure(page)).toHaveCount(0)
  await expect(methodButton(page)).toBeEnabled()
})

for (const { variant, path, url, due } of PAGES) {
  test(`${path} offline on load: the network message and the notice; Try again loads once back online`, async ({
    page,
  }) => {
    await chooseScenario(page, 'offline')
    await page.goto(url)
    await expect(loadFailure(page, variant)).toBeVisible()
    await expect(toast(page, OFFLINE)).toBeVisible()
    await expect(amount(page)).toHaveCount(0)
    await expect(methodButton(page)).toHaveCount(0)
    await expect.poll(() => arrivals(page, LOAD[variant])).toHaveLength(1)

    await switchScenario(page, DEFAULT_SCENARIO)
    await retryButton(page).tap()
    await expect(amount(page)).toHaveText(due)
    await expect(loadFailure(page, variant)).toHaveCount(0)
    await expect(methodButton(page)).toBeEnabled()
    await expect.poll(() => arrivals(page, LOAD[variant])).toHaveLength(2)
  })

  test(`${path} for an order the server does not know: its message, the notice, Try again asks again`, async ({
    page,
  }) => {
    await page.goto(withCommon(path, { orderId: 'NOPE', productId: PRODUCT_ID }))
    await expect(loadFailure(page, variant)).toBeVisible()
    await expect(toast(page, 'order not found')).toBeVisible()
    await expect(amount(page)).toHaveCount(0)
    await expect(methodButton(page)).toHaveCount(0)
    await expectAccessible(page, `${path} refused order`)

    await retryButton(page).tap()
    await expect.poll(async () => (await arrivals(page, LOAD[variant])).length).toBe(2)
    await expect(loadFailure(page, variant)).toBeVisible()
    expect((await repaymentCalls(page, variant)).map((call) => [call.fields.orderId, call.code])).toEqual([
      ['NOPE', '1'],
      ['NOPE', '1'],
    ])
  })
}

test('a double tap on Try again (load failure) loads once, counted once the page has loaded', async ({
  page,
}) => {
  // The page's clock answers slowNetwork's held call once both taps are in, not 2.5 s later.
  await page.clock.install()
  await chooseScenario(page, 'malformedResponse')
  await page.goto(INSTALMENT)
  await expect(loadFailure(page)).toBeVisible()
  await expect.poll(() => arrivals(page, LOAD.instalment)).toHaveLength(1)
  // slowNetwork holds the answer 2.5 s; the button goes as the page re-renders, so both taps are
  // sent before that (a real double tap on a slow phone): the second finds the flow already loading.
  await switchScenario(page, 'slowNetwork')
  await tapTwiceAtOnce(retryButton(page))
  await runClockUntil(page, async () =>
    (await amount(page).allTextContents()).some((text) => text.trim() === DUE),
  )
  await expect(amount(page)).toHaveText(DUE)
  await expect(methodButton(page)).toBeEnabled()
  await expect.poll(() => arrivals(page, LOAD.instalment)).toHaveLength(2)
})

test('Copy puts the pay code on the clipboard and says "Copied."', async ({ page, context }) => {
  await allowClipboard(context)
  await openInstalment(page)
  await page.getByRole('button', { name: `Copy pay code ${PAY_CODE}` }).tap()
  await expect(page.getByRole('status').getByText('Copied.', { exact: true })).toBeVisible()
  expect(await readClipboard(page)).toBe(PAY_CODE)
})

test('Bar code opens "Scan to pay" with the code; Close and Escape close it', async ({ page }) => {
  await openInstalment(page)
  const open = page.getByRole('button', { name: 'Bar code', exact: true })
  await open.tap()
  const dialog = barcodeDialog(page)
  await expect(dialog).toBeVisible()
  const image = dialog.getByRole('img', { name: new RegExp(PAY_CODE) })
  await expect(image).toBeVisible()
  expect(await image.evaluate((element) => element.tagName.toLowerCase())).toBe('svg')
  await expect(dialog.getByText(PAY_CODE, { exact: true })).toBeVisible()
  await expectAccessible(page, 'bar code dialog')
  await page.screenshot({ path: `${LOOK}-barcode.png` })
  await dialog.getByRole('button', { name: 'Close', exact: true }).tap()
  await expect(dialog).toBeHidden()

  await open.tap()
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/repay')
})

test('the default-payment box stores repaymentInfo and opens the code page (instalment)', async ({
  page,
}) => {
  await openInstalment(page)
  await payBox(page).tap()
  await expect(page).toHaveURL(/\/repaymentOfCode2\?/)
  expectUrl(page, '/repaymentOfCode2', { orderId: ORDER_ID, amount: DUE_MINOR })
  const info = await readRepaymentInfo(page)
  expect(info).toMatchObject({
    repayAmount: 392000,
    repayDate: '2026-12-05',
    defDetail: { payCode: PAY_CODE },
    // Issue 24 point 7: bound to its order, and it expires (2 h).
    orderId: ORDER_ID,
  })
  const now = await page.evaluate(() => Date.now())
  expect(Number(info?.expiresAt) - now).toBeGreaterThan(119 * 60_000)
  expect(Number(info?.expiresAt) - now).toBeLessThanOrEqual(120 * 60_000)
  expect(info).not.toHaveProperty('delayInfo')
  await expect(page.getByText(DUE, { exact: true }).first()).toBeVisible()
  expect(await repaymentCalls(page, 'payCode')).toEqual([])
})

test('the default-payment box stores the rollover fee as delayInfo (rollover)', async ({ page }) => {
  await openRollover(page)
  await payBox(page).tap()
  await expect(page).toHaveURL(/\/repaymentOfCode2\?/)
  expectUrl(page, '/repaymentOfCode2', { orderId: ORDER_ID, amount: ROLLOVER_MINOR })
  const info = await readRepaymentInfo(page)
  expect(info).toMatchObject({
    repayAmount: 392000,
    repayDate: NEW_DUE_DATE,
    defDetail: { payCode: PAY_CODE },
    delayInfo: { delayAmount: 52500 },
    orderId: ORDER_ID,
  })
  await expect(page.getByText(ROLLOVER_FEE, { exact: true }).first()).toBeVisible()
})

test('noPayCode: no default box, Copy or Bar code; the banner and the details stay', async ({ page }) => {
  await chooseScenario(page, 'noPayCode')
  await openInstalment(page)
  await expect(payBox(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Copy/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Bar code' })).toHaveCount(0)
  await expect(banner(page)).toBeVisible()
  await expect(detailRows(page)).toHaveCount(2)
  await expect(toggle(page)).toHaveText('More')
  await expect(methodButton(page)).toBeEnabled()
  await expectAccessible(page, 'no pay code')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${LOOK}-no-pay-code.png`, fullPage: true })
})

test('noInstructions: no banner; the default box and More stay', async ({ page }) => {
  await chooseScenario(page, 'noInstructions')
  await openInstalment(page)
  await expect(banner(page)).toHaveCount(0)
  await expect(payBox(page)).toBeVisible()
  await expect(toggle(page)).toHaveText('More')
  await expect(methodButton(page)).toBeEnabled()
})

test('fewDetails: two detail rows and no More; the default box and the banner stay', async ({ page }) => {
  await chooseScenario(page, 'fewDetails')
  await openInstalment(page)
  await expect(detailRows(page)).toHaveText(DETAIL_ROWS.slice(0, 2).map((row) => row.join('')))
  await expect(toggle(page)).toHaveCount(0)
  await expect(payBox(page)).toBeVisible()
  await expect(banner(page)).toBeVisible()
})

for (const [label, query] of [
  ['no orderId', { productId: PRODUCT_ID }],
  ['a forged orderId', { productId: PRODUCT_ID, orderId: '../x' }],
] as const) {
  test(`an incomplete link (${label}) says so and makes no call`, async ({ page }) => {
    // The sandbox state exists, so "no call" is a recorded fact.
    await page.goto(withCommon('/testPreview'))
    await page.goto(withCommon('/repay', query))
    await expect(page.getByRole('heading', { name: 'This payment link is incomplete' })).toBeVisible()
    await expect(methodButton(page)).toHaveCount(0)
    await expectAccessible(page, `incomplete link (${label})`)
    expect(await smallTargets(page)).toEqual([])
    expect(await repaymentCalls(page)).toEqual([])
    expect(await arrivals(page, LOAD.instalment)).toEqual([])
  })
}

test('the instalment page passes axe and has 44 px targets: loaded, expanded, with the sheet open', async ({
  page,
}) => {
  await openInstalment(page)
  await expect(page.getByText(NOTICE)).toBeVisible()
  await expectAccessible(page, 'instalment loaded')
  expect(await smallTargets(page), 'loaded').toEqual([])
  await page.screenshot({ path: `${LOOK}-instalment.png`, fullPage: true })

  await toggle(page).tap()
  await expect(detailRows(page)).toHaveCount(6)
  await expectAccessible(page, 'details expanded')
  await page.screenshot({ path: `${LOOK}-expanded.png`, fullPage: true })

  await openSheet(page)
  await choose(page, 'GCash')
  await expectAccessible(page, 'sheet with a choice')
  expect(await smallTargets(page), 'sheet').toEqual([])
  await page.screenshot({ path: `${LOOK}-sheet.png` })
})

// ---------------------------------------------------------------------------------------------
// What is owed and how late; one pay code, named (issue 27 points 4, 5 and 7; decision 030)

const OVERDUE = ORDERS['180']
const OVERDUE_DUE_DATE = '2026-11-11'
/** The overdue order (PesoFlex, ₱5,200.00 lent): owed with the sandbox's 12 %, its rollover fee 15 %. */
const OVERDUE_OWED = formatPeso(582400)
const OVERDUE_FEE = formatPeso(78000)
/** Whole Manila days since the overdue order's due date, as the page counts them today. */
const lateToday = () => {
  const days = daysLate(OVERDUE_DUE_DATE, new Date()) ?? 0
  return days === 1 ? '1 day late' : `${days} days late`
}
const SHOT_DIR_C = '/tmp/shots-c'
const lateLine = (page: Page) => page.getByTestId('repay-late')

async function shotsAt(page: Page, name: string) {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `${SHOT_DIR_C}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

test('an overdue instalment says how many days late, in the overdue red, with the next step', async ({
  page,
}) => {
  await page.goto(withCommon('/repay', OVERDUE))
  await expect(amount(page)).toHaveText(OVERDUE_OWED, { timeout: 10_000 })
  await expect(lateLine(page)).toHaveText(`${lateToday()}. Pay now: late charges grow every day.`)
  // The overdue status's red (the red chip's text colour), 4.5:1 on white.
  await expect(lateLine(page).locator('.late-text')).toHaveCSS('color', 'rgb(180, 35, 24)')
  await expectAccessible(page, 'overdue instalment')
  expect(await smallTargets(page)).toEqual([])
  await shotsAt(page, 'repay-overdue')
  // Not late: no such line.
  await openInstalment(page)
  await expect(page.getByText('Due date 2026-12-05', { exact: true })).toBeVisible()
  await expect(lateLine(page)).toHaveCount(0)
})

test('the rollover says before paying what its fee does and does not do; an overdue one says how late', async ({
  page,
}) => {
  await openRollover(page)
  const terms = page.getByRole('region', { name: 'What the rollover fee does' })
  await expect(terms).toContainText(
    `Pay ${ROLLOVER_FEE} rollover fee: your due date moves to ${NEW_DUE_DATE}.`,
  )
  await expect(terms).toContainText(
    `This fee does not reduce your loan: you will still owe ${DUE} on ${NEW_DUE_DATE}.`,
  )
  await expect(lateLine(page)).toHaveCount(0)
  await expectAccessible(page, 'rollover terms')
  await shotsAt(page, 'repay-delay-terms')

  await page.goto(withCommon('/repayDelay', OVERDUE))
  await expect(amount(page)).toHaveText(OVERDUE_FEE, { timeout: 10_000 })
  await expect(lateLine(page)).toHaveText(
    `${lateToday()} (due ${OVERDUE_DUE_DATE}). Pay the rollover fee to move your due date, or pay the whole loan from your order.`,
  )
  // The new date is after today: an overdue loan's rollover never moves it into the past.
  const newDate = (await page.locator('.amount-card__note').textContent())
    ?.replace('Your next due date is ', '')
    .replace(/\.$/, '')
  expect(newDate! > new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(true)
  await expect(page.getByRole('region', { name: 'What the rollover fee does' })).toContainText(
    `you will still owe ${OVERDUE_OWED} on ${newDate}.`,
  )
  await expectAccessible(page, 'overdue rollover')
  await shotsAt(page, 'repay-delay-overdue')
})

test('"How to repay" carries the borrower’s pay code and amount: the guide shows them', async ({ page }) => {
  await openInstalment(page)
  await expect(banner(page)).toContainText('with your pay code and amount')
  const link = new URL((await banner(page).getAttribute('href')) ?? '', page.url())
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    requestType: '1',
    amount: DUE_MINOR,
    payCode: PAY_CODE,
    ...COMMON,
  })
  await banner(page).tap()
  await expect(page).toHaveURL(/\/dragonpay\?/)
  expectUrl(page, '/dragonpay', { requestType: '1', amount: DUE_MINOR, payCode: PAY_CODE })
  await expect(page.getByTestId('dragonpay-amount')).toHaveText(DUE)
  await expect(page.getByTestId('dragonpay-pay-code')).toHaveText(PAY_CODE)
})

test('one pay code per channel: the box says whose code it is; GCash’s page names GCash, its steps and validity', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  await openInstalment(page)
  await expect(page.getByText('This pay code is for Dragonpay.', { exact: false })).toBeVisible()
  await openSheet(page)
  await expect(
    sheet(page).getByText('Each channel gives you its own pay code, with its steps.'),
  ).toBeVisible()
  await choose(page, 'GCash')
  await payButton(page).tap()
  await expectPayPage(page, DUE_MINOR)
  const first = expectUrl(page, '/repaymentOfCode', { channel: 'GCash' })
  const gcashCode = first.searchParams.get('payCode')
  await expect(page.getByRole('heading', { level: 1, name: 'Pay code' })).toBeVisible()
  await expect(page.getByText('Your pay code for GCash', { exact: true })).toBeVisible()
  await expect(page.getByTestId('paycode-valid')).toHaveText(
    /^Valid until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Manila time\)$/,
  )
  await expect(page.getByRole('heading', { level: 2, name: 'How to pay with GCash' })).toBeVisible()
  await expect(page.getByRole('listitem').first()).toHaveText('Open the GCash app and tap Bills.')
  await expectAccessible(page, 'pay code page with its channel')
  expect(await smallTargets(page)).toEqual([])
  await shotsAt(page, 'pay-code-gcash')

  // Asked again, the same code for the same loan and channel.
  await page.goBack()
  await expect(amount(page)).toHaveText(DUE)
  await openSheet(page)
  await choose(page, 'GCash')
  await payButton(page).tap()
  await expect(page).toHaveURL(/\/repaymentOfCode\?/, { timeout: 10_000 })
  expect(new URL(page.url()).searchParams.get('payCode')).toBe(gcashCode)

  // The full guide with pictures, carrying this code and amount.
  await page.getByRole('link', { name: 'Steps with pictures' }).tap()
  await expect(page).toHaveURL(/\/carpmm\?/)
  expectUrl(page, '/carpmm', { requestType: '1', amount: DUE_MINOR, payCode: gcashCode! })
  await expect(page.getByTestId('dragonpay-pay-code')).toHaveText(gcashCode!)
})

test('scenario payCodeNoExpiry: the code page says nothing of a validity', async ({ page }) => {
  await chooseScenario(page, 'payCodeNoExpiry')
  await openInstalment(page)
  await openSheet(page)
  await choose(page, 'Maya')
  await payButton(page).tap()
  await expectPayPage(page, DUE_MINOR)
  await expect(page.getByText('Your pay code for Maya', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'How to pay with Maya' })).toBeVisible()
  await expect(page.getByTestId('paycode-valid')).toHaveCount(0)
})

test('a failed load shows the pay code this phone loaded before, beside the notice, with Copy', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  await openInstalment(page)
  await switchScenario(page, 'offline')
  await page.reload()
  await expect(loadFailure(page)).toBeVisible({ timeout: 10_000 })
  const known = page.getByRole('region', { name: /^Your pay code from \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/ })
  await expect(known.getByTestId('known-pay-code')).toHaveText(PAY_CODE)
  await expect(known.getByTestId('known-pay-amount')).toHaveText(DUE)
  await expect(known).toContainText('You can still pay with it.')
  await expectAccessible(page, 'failed load with the kept pay code')
  expect(await smallTargets(page)).toEqual([])
  await shotsAt(page, 'repay-failed-known-code')
  await known.getByRole('button', { name: `Copy pay code ${PAY_CODE}` }).tap()
  await expect(toast(page, 'Copied.')).toBeVisible()
  expect(await readClipboard(page)).toBe(PAY_CODE)
  // Another order this phone never loaded: the notice alone.
  await page.goto(withCommon('/repay', OVERDUE))
  await expect(loadFailure(page)).toBeVisible({ timeout: 10_000 })
  await expect(page.getByTestId('known-pay-code')).toHaveCount(0)
  // Back online, Try again loads the page.
  await switchScenario(page, DEFAULT_SCENARIO)
  await retryButton(page).tap()
  await expect(amount(page)).toHaveText(OVERDUE_OWED)
})

test('scenario payCodeExpired: the code page says the code has expired and how to get a new one', async ({
  page,
}) => {
  await chooseScenario(page, 'payCodeExpired')
  await openInstalment(page)
  await openSheet(page)
  await choose(page, 'GCash')
  await payButton(page).tap()
  await expectPayPage(page, DUE_MINOR)
  const valid = page.getByTestId('paycode-valid')
  await expect(valid).toHaveText(
    /^This pay code expired on \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Manila time\)\. Go back and choose your payment channel again for a new one\.$/,
  )
  await expect(valid).toHaveCSS('color', 'rgb(180, 35, 24)')
  await expectAccessible(page, 'expired pay code')
  await shotsAt(page, 'pay-code-expired')
})

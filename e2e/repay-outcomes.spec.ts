import type { Page } from '@playwright/test'
import type { ScenarioName } from '../src/sandbox/scenarios.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessibleWhilePaused, smallTargets } from './support/a11y.ts'
import { TAKE_SHOTS } from './support/files.ts'
import { withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl, runClockUntil, tapTwiceAtOnce, toast } from './support/page.ts'
import { arrivals, chooseScenario, ledger, readSandbox, switchScenario } from './support/sandbox.ts'

/*
 * One tap, one payment (docs/decisions/022-submission-outcomes.md), for the card repayment (/repayChoose)
 * and the e-wallet repayment (/alipayrepayment): a payment whose answer never came is checked with the
 * lender before anything else, and the sandbox's ledger counts what was charged, not what was sent.
 * The page's clock is installed and paused, then moved by hand: the 60 s time limit and the check's
 * waits (1, 2, 4 and 8 s) pass when the test says so, never on a timer of the test's own.
 */

/** The seeded repayable order (174): ₱3,920.00 due; the check reads its status from loan-details. */
const ORDER = ORDERS['174']
const AMOUNT = '392000'
const SHOWN = '₱3,920.00'
const REPAY_URL = withCommon('/repayChoose', {
  orderId: ORDER.orderId,
  amount: AMOUNT,
  productId: ORDER.productId,
})
const WALLET_URL = withCommon('/alipayrepayment', { orderId: ORDER.orderId, amount: AMOUNT })
const COMMIT = '/repayment-commit'
const CHECK = '/loan-details/loan-details'
const PAID = `Payment received: ${SHOWN} with BDO Unibank **** **** **** 4821.`
/** The 60 s time limit of a call (src/api/client.ts), the body included. */
const TIME_LIMIT_MS = 60_000
const SHOTS = '/tmp/i24'

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₱/ })
const checking = (page: Page) => page.getByRole('heading', { name: 'Checking your payment' })
const unknown = (page: Page) => page.getByRole('heading', { name: 'We could not confirm your payment yet' })

/**
 * The card page under `scenario`, its cards loaded, BDO chosen, the clock paused: nothing the page
 * waits for happens until the test moves the clock.
 */
async function readyToPay(page: Page, scenario: ScenarioName) {
  await page.clock.install()
  await chooseScenario(page, scenario)
  await page.goto(REPAY_URL)
  await expect(page.getByTestId('repay-amount')).toHaveText(SHOWN)
  const bdo = page.getByRole('radio', { name: /BDO Unibank/ })
  await bdo.tap()
  await expect(bdo).toBeChecked()
  await page.clock.pauseAt(Date.now() + 60_000)
}

/**
 * While the payment is checked: the panel in place of Pay, nothing to tap. The panel's code loads on
 * demand; a first reveal waits React's Suspense throttle (300 ms) on the paused clock: moved 400 ms,
 * well short of the first check (1 s).
 */
async function expectChecking(page: Page) {
  await page.clock.runFor(400)
  await expect(checking(page)).toBeVisible()
  await expect(
    page.getByText('We are asking the lender whether your payment went through. Do not pay again.'),
  ).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expect(page.getByRole('button')).toHaveCount(0)
}

/** The check found it paid: the borrow detail opens with the receipt's announcement. */
async function expectPaid(page: Page) {
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${ORDER.orderId}\\?`))
  expectUrl(page, `/borrowDetail/${ORDER.orderId}`)
  await expect(toast(page, PAID)).toBeVisible()
}

/** The card page's own checks (the order page that opens after a payment loads the same call). */
const checks = async (page: Page) =>
  (await arrivals(page, CHECK)).filter((arrival) => arrival.page.startsWith('/repayChoose')).length
const visible = (page: Page, heading: ReturnType<typeof checking>) => () => heading.isVisible()

async function shoot(page: Page, name: string) {
  if (!TAKE_SHOTS) return
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

test('answerLost: charged, no answer for 60 s; the check finds it paid: the receipt, one charge, even after a double tap', async ({
  page,
}) => {
  await readyToPay(page, 'answerLost')
  await tapTwiceAtOnce(payButton(page))
  await expect(page.getByRole('button', { name: 'Paying…' })).toBeDisabled()
  // The lender charged at once; its answer never comes.
  await expect.poll(async () => (await ledger(page, 'repayment-commit')).length).toBe(1)
  await page.clock.runFor(TIME_LIMIT_MS - 1)
  await expect(page.getByRole('button', { name: 'Paying…' })).toBeDisabled()
  await page.clock.runFor(1)
  await expectChecking(page)
  expect(await arrivals(page, CHECK)).toEqual([])
  await expectAccessibleWhilePaused(page, 'checking a payment', 900)
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'repay-checking')

  await page.clock.runFor(1_000)
  await expectPaid(page)
  expect(await ledger(page, 'repayment-commit')).toHaveLength(1)
  await expect.poll(() => arrivals(page, COMMIT)).toHaveLength(1)
  expect(await checks(page)).toBe(1)

  // Back: the receipt of this order and amount, not the payment form.
  await page.goBack()
  await expect(page.getByRole('heading', { name: 'This payment is done' })).toBeVisible()
  await expect(page.locator('.receipt').getByText('BDO Unibank **** **** **** 4821')).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)
  await expect.poll(() => arrivals(page, COMMIT)).toHaveLength(1)
})

test('a reload while the payment is in flight resumes into the check, never a second charge', async ({
  page,
}) => {
  await readyToPay(page, 'answerLost')
  await payButton(page).tap()
  await expect.poll(async () => (await ledger(page, 'repayment-commit')).length).toBe(1)
  await page.reload()
  await expect(page.getByTestId('repay-amount')).toHaveText(SHOWN)
  await expectChecking(page)
  expect(await arrivals(page, CHECK)).toEqual([])
  await page.clock.runFor(1_000)
  await expectPaid(page)
  expect(await ledger(page, 'repayment-commit')).toHaveLength(1)
  await expect.poll(() => arrivals(page, COMMIT)).toHaveLength(1)
})

test('gatewayError: a 502 after the charge is checked, not "failed": the receipt, one charge', async ({
  page,
}) => {
  await readyToPay(page, 'gatewayError')
  await payButton(page).tap()
  await expectChecking(page)
  await expect(page.getByText('Processing failed.')).toHaveCount(0)
  await page.clock.runFor(1_000)
  await expectPaid(page)
  expect(await ledger(page, 'repayment-commit')).toHaveLength(1)
})

test('stalledBody: the spinner ends at the 60 s limit though the headers came, then the check finds it paid', async ({
  page,
}) => {
  await readyToPay(page, 'stalledBody')
  await payButton(page).tap()
  await expect.poll(async () => (await ledger(page, 'repayment-commit')).length).toBe(1)
  await page.clock.runFor(TIME_LIMIT_MS - 1)
  await expect(page.getByRole('button', { name: 'Paying…' })).toBeDisabled()
  await page.clock.runFor(1)
  await expectChecking(page)
  await page.clock.runFor(1_000)
  await expectPaid(page)
  expect(await ledger(page, 'repayment-commit')).toHaveLength(1)
})

test('stillProcessing: the lender reads "repaying" at the first two checks, then paid: checking until then', async ({
  page,
}) => {
  await readyToPay(page, 'stillProcessing')
  await payButton(page).tap()
  await expectChecking(page)
  // Two checks read "repaying": still checking, Pay still away.
  await runClockUntil(page, async () => (await checks(page)) >= 2)
  await expectChecking(page)
  await runClockUntil(page, async () => new URL(page.url()).pathname.startsWith('/borrowDetail/'))
  await expectPaid(page)
  expect(await checks(page)).toBe(3)
  expect(await ledger(page, 'repayment-commit')).toHaveLength(1)
})

test('800005 after an unknown commit: the first went through, so it is checked, never a failure; unknown shows what to do', async ({
  page,
}) => {
  await readyToPay(page, 'verificationNeeded')
  // The commit gets a 500 (nothing charged, but the page cannot know): checked.
  await switchScenario(page, 'serverError')
  await payButton(page).tap()
  await expectChecking(page)
  // The checks get 500s too: still pending after each, then unknown.
  await runClockUntil(page, visible(page, unknown(page)))
  await expect(
    page.getByText(
      'Do not pay again: you may already have been charged. Check again in a few minutes, or contact customer service with your order number.',
    ),
  ).toBeVisible()
  await expect(payButton(page)).toHaveCount(0)
  await expect.poll(() => arrivals(page, CHECK)).toHaveLength(4)
  await expectAccessibleWhilePaused(page, 'payment outcome unknown')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'repay-unknown')

  // The lender answers again, and refuses any repeat of this order's payment.
  await switchScenario(page, 'repeatedSubmission')
  await page.getByRole('button', { name: 'Check again' }).tap()
  await expectChecking(page)
  await page.clock.runFor(1_000)
  await expect(
    toast(page, 'Your payment did not go through and you were not charged. You can pay again.'),
  ).toBeVisible()
  await expect(payButton(page)).toBeEnabled()
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeChecked()

  await payButton(page).tap()
  // 800005 to this retry: checked, not "Do not submit the payment request repeatedly".
  await expectChecking(page)
  await expect(page.getByText(/This payment is already being processed/)).toHaveCount(0)
  await expect.poll(() => arrivals(page, COMMIT)).toHaveLength(2)
  expect(await ledger(page, 'repayment-commit')).toEqual([])
  // The retry went with the first attempt's key: the lender kept its answer under that key.
  const state = (await readSandbox(page)) as { idempotent?: Record<string, { call: string }> } | null
  expect(
    Object.values(state?.idempotent ?? {}).filter((kept) => kept.call === 'repayment-commit'),
  ).toHaveLength(1)
})

test('unknown: "Contact customer service" opens customer service', async ({ page }) => {
  await readyToPay(page, 'verificationNeeded')
  await switchScenario(page, 'serverError')
  await payButton(page).tap()
  await runClockUntil(page, visible(page, unknown(page)))
  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Contact customer service' }).tap()
  await expect(page).toHaveURL(/\/customerService\?/)
  expectUrl(page, '/customerService')
})

test('e-wallet: a checkout without an answer is checked before a second one; Try again then gets the same checkout', async ({
  page,
}) => {
  await page.clock.install()
  await chooseScenario(page, 'answerLost')
  await page.clock.pauseAt(Date.now() + 60_000)
  await page.goto(WALLET_URL)
  await expect(page.getByTestId('wallet-amount')).toHaveText(SHOWN)
  await expect.poll(async () => (await ledger(page, 'repayment-huichao')).length).toBe(1)
  await page.clock.runFor(TIME_LIMIT_MS)
  await expect(checking(page)).toBeVisible()
  await expect(page.getByRole('button')).toHaveCount(0)
  await shoot(page, 'wallet-checking')
  await page.clock.runFor(1_000)
  // The order is not paid: said so, and the e-wallet can be asked again. Nothing was asked meanwhile.
  await expect(
    toast(page, 'Your e-wallet payment was not made. You can open your e-wallet again.'),
  ).toBeVisible()
  await expect.poll(() => arrivals(page, '/repayment-huichao')).toHaveLength(1)
  await page.getByRole('button', { name: 'Try again' }).tap()
  // Same key: the lender answers the checkout it made, and makes no second one.
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
  expect(await ledger(page, 'repayment-huichao')).toHaveLength(1)
  await expect.poll(() => arrivals(page, '/repayment-huichao')).toHaveLength(2)
})

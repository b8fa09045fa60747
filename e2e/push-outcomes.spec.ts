import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { TAKE_SHOTS } from './support/files.ts'
import { withCommon } from './support/host-query.ts'
import { expectUrl, runClockUntil, tapTwiceAtOnce } from './support/page.ts'
import {
  chooseChannel,
  INSTALMENT_URL,
  openPaymentSheet,
  paymentButton,
  paymentSheet,
} from './support/repayment.ts'
import { arrivals, chooseScenario, ledger, switchScenario } from './support/sandbox.ts'

/**
 * Issue 24 (docs/decisions/022-submission-outcomes.md), the loan push, the legacy depush and
 * generate-vcode: a submission the lender accepted is never sent again, whatever happens to its answer.
 * - loan-detail-push / depush: accepted with a refused redirect URL is submitted; an answer lost is
 *   checked in the order list (an order of the product that was not there before).
 * - generate-vcode: an answer lost is checked by asking again with the same idempotency key (the
 *   sandbox, as an idempotent lender, replays the code it made).
 * The sandbox's ledger counts effects (pushes, pay codes), not requests.
 */

const CONFIRM_URL = withCommon('/loanConfirm', { productId: '101' })
const CONFIRM2_URL = withCommon('/loanConfirm2', { productId: '101' })
const GENERATE = '/v3/loan-details/generate-vcode'
const PUSH = '/v3/loan-confirm/loan-detail-push'
/** What the app's time limit (60 s, the body included) needs to run out on the page's clock. */
const TIME_LIMIT = '01:00'

/** The page's clock moves this much a step while the outcome checks run (1 + 2 + 4 + 8 s of waits). */
const CHECK_STEP_MS = 4_000
const SUBMITTED = 'Your loan application was submitted'
const CHECKING_LOAN = 'Checking your loan application'
const UNKNOWN_LOAN = 'We could not confirm your application yet'
const CHECKING_CODE = 'Checking your pay code'
const UNKNOWN_CODE = 'We could not get your pay code yet'

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const legacyButton = (page: Page) => page.getByRole('button', { name: 'Get my loan now' })
const promo = (page: Page) => page.getByRole('dialog', { name: 'A special offer for you' })
const heading = (page: Page, name: string) => page.getByRole('heading', { name })

async function openConfirm(page: Page) {
  await page.goto(CONFIRM_URL)
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
}

async function openConfirm2(page: Page) {
  await page.goto(CONFIRM2_URL)
  await expect(promo(page)).toBeVisible()
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await expect(promo(page)).toBeHidden()
}

async function openInstalment(page: Page) {
  await page.goto(INSTALMENT_URL)
  await expect(page.getByTestId('repay-amount')).toHaveText('₱3,920.00', { timeout: 10_000 })
}

/** The state, looked at: 390 and 320 px wide (`E2E_SHOTS=1`), in /tmp/i24. */
async function shoot(page: Page, name: string) {
  if (!TAKE_SHOTS) return
  mkdirSync('/tmp/i24', { recursive: true })
  const size = page.viewportSize() ?? { width: 390, height: 844 }
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: width === 320 ? 640 : size.height })
    await page.screenshot({ path: `/tmp/i24/${name}-${width}.png` })
  }
  await page.setViewportSize(size)
}

test.describe('loan push accepted with a refused redirect URL (scenario redirectRefused)', () => {
  test('v3: one push, "submitted" with the way to My orders; Next never again, not after a reload either', async ({
    page,
  }) => {
    await chooseScenario(page, 'redirectRefused')
    await openConfirm(page)
    await nextButton(page).tap()
    await expect(heading(page, SUBMITTED)).toBeVisible()
    await expect(heading(page, SUBMITTED)).toBeFocused()
    await expect(
      page.getByText('The lender reviews it and decides within 1 day.', { exact: false }),
    ).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    // The refused URL (javascript:) was never opened: the page stays.
    expect(new URL(page.url()).pathname).toBe('/loanConfirm')
    expect(await ledger(page, 'loan-detail-push')).toHaveLength(1)
    await expectAccessible(page, 'loan submitted')
    expect(await smallTargets(page)).toEqual([])
    await shoot(page, 'loan-submitted')

    await page.reload()
    await expect(heading(page, SUBMITTED)).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    expect(await ledger(page, 'loan-detail-push')).toHaveLength(1)
    await expect.poll(() => arrivals(page, PUSH)).toHaveLength(1)

    await page.getByRole('button', { name: 'Go to My orders' }).tap()
    await expect(page).toHaveURL(/\/orderList\?/)
    expectUrl(page, '/orderList')
    // The new order is listed, in review (overdue orders come first, issue 27).
    const orders = page.getByRole('list', { name: 'Orders' }).getByRole('button')
    await expect(orders.filter({ hasText: 'Bayad Cash' }).filter({ hasText: 'In review' })).not.toHaveCount(0)
    // The confirmation was replaced: Back does not find Next again.
    await page.goBack()
    expect(new URL(page.url()).pathname).not.toBe('/loanConfirm')
  })

  test('legacy depush: one push, "submitted", the button never again', async ({ page }) => {
    await chooseScenario(page, 'redirectRefused')
    await openConfirm2(page)
    await legacyButton(page).tap()
    await expect(heading(page, SUBMITTED)).toBeVisible()
    await expect(legacyButton(page)).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/loanConfirm2')
    expect(await ledger(page, 'depush')).toHaveLength(1)
    await expectAccessible(page, 'legacy loan submitted')

    await page.reload()
    await expect(heading(page, SUBMITTED)).toBeVisible()
    // The promotional popup (its image leads to the disclosure statement) is not offered once submitted.
    await expect(promo(page)).toHaveCount(0)
    await expect(legacyButton(page)).toHaveCount(0)
    expect(await ledger(page, 'depush')).toHaveLength(1)
  })
})

test.describe('loan push whose answer is lost (decision 022: checked in the order list)', () => {
  test('answerLost: a double tap pushes once; after the time limit the order list finds the order: submitted, its page', async ({
    page,
  }) => {
    await page.clock.install()
    await chooseScenario(page, 'answerLost')
    await openConfirm(page)
    await tapTwiceAtOnce(nextButton(page))
    await expect(page.getByRole('button', { name: 'Submitting…' })).toBeVisible()
    await expect.poll(async () => (await ledger(page, 'loan-detail-push')).length).toBe(1)
    await page.clock.fastForward(TIME_LIMIT)
    await page.clock.runFor(1_000)
    await expect(heading(page, SUBMITTED)).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    expect(await ledger(page, 'loan-detail-push')).toHaveLength(1)
    await expect.poll(() => arrivals(page, PUSH)).toHaveLength(1)
    // Found by the check: what was applied for is remembered for the order page (decision 028), and
    // the advisory to read before confirming has gone with Next.
    const remembered = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('bayad.submittedLoan') ?? 'null'),
    )
    expect(remembered).toMatchObject({ productId: '101', amount: 500000, netProceeds: 470000 })
    await expect(page.getByRole('note', { name: 'Before you confirm' })).toHaveCount(0)

    await page.getByRole('button', { name: 'View my application' }).tap()
    await expect(page).toHaveURL(/\/loanDetails\?/)
    const url = expectUrl(page, '/loanDetails', { productId: '101' })
    expect(url.searchParams.get('orderId')).toMatch(/^BYD\d{14}$/)
  })

  test('a reload while pushing resumes into the check, never a second push', async ({ page }) => {
    await page.clock.install()
    await chooseScenario(page, 'answerLost')
    await openConfirm(page)
    await nextButton(page).tap()
    await expect.poll(async () => (await ledger(page, 'loan-detail-push')).length).toBe(1)
    await page.reload()
    await expect(heading(page, CHECKING_LOAN)).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    await page.clock.runFor(1_000)
    await expect(heading(page, SUBMITTED)).toBeVisible()
    expect(await ledger(page, 'loan-detail-push')).toHaveLength(1)
    await expect.poll(() => arrivals(page, PUSH)).toHaveLength(1)
  })

  test('the lender unreachable (serverError): checking, then unknown with Check again and customer service; Next never', async ({
    page,
  }) => {
    // Two rounds of checks, axe and the shots: more than the default 30 s on a busy machine.
    test.slow()
    await page.clock.install()
    await openConfirm(page)
    await switchScenario(page, 'serverError')
    await nextButton(page).tap()
    await expect(heading(page, CHECKING_LOAN)).toBeVisible()
    await expect(
      page.getByText(
        'We are confirming with the lender that your application went through. Do not submit it again.',
      ),
    ).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    await expectAccessible(page, 'loan checking')
    await shoot(page, 'loan-checking')
    await runClockUntil(page, () => heading(page, UNKNOWN_LOAN).isVisible(), CHECK_STEP_MS)
    await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    await expectAccessible(page, 'loan unknown')
    expect(await smallTargets(page)).toEqual([])
    await shoot(page, 'loan-unknown')

    // The lender answers again: Check again finds no new order at the last check: not done, Next again.
    await switchScenario(page, 'verificationNeeded')
    await page.getByRole('button', { name: 'Check again' }).tap()
    await runClockUntil(page, () => nextButton(page).isVisible(), CHECK_STEP_MS)
    await expect(nextButton(page)).toBeEnabled()
    expect(await ledger(page, 'loan-detail-push')).toHaveLength(0)
  })
})

test.describe('generate-vcode whose answer is lost (decision 022: asked again with the same key)', () => {
  test('answerLost: after the time limit the check gets the code already made: the pay page, one pay code', async ({
    page,
  }) => {
    await page.clock.install()
    await openInstalment(page)
    await switchScenario(page, 'answerLost')
    await openPaymentSheet(page)
    await chooseChannel(page, 'GCash')
    await paymentButton(page).tap()
    await expect(page.getByRole('button', { name: 'Getting your pay code…' })).toBeVisible()
    await page.clock.fastForward(TIME_LIMIT)
    await expect(paymentSheet(page).getByRole('heading', { name: CHECKING_CODE })).toBeVisible()
    await expect(paymentButton(page)).toHaveCount(0)
    await page.clock.runFor(1_000)
    await expect(page).toHaveURL(/\/repaymentOfCode\?/)
    expect(await ledger(page, 'generate-vcode')).toHaveLength(1)
    // The first request and the check, with one key.
    await expect.poll(() => arrivals(page, GENERATE)).toHaveLength(2)
  })

  test('gatewayError: a 502 after the code was made is checked, never Pay again: the pay page, one pay code', async ({
    page,
  }) => {
    await openInstalment(page)
    await switchScenario(page, 'gatewayError')
    await openPaymentSheet(page)
    await chooseChannel(page, 'Maya')
    await paymentButton(page).tap()
    await expect(page).toHaveURL(/\/repaymentOfCode\?/, { timeout: 10_000 })
    const made = await ledger(page, 'generate-vcode')
    expect(made).toHaveLength(1)
    expect(made[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('a reload while generating resumes into the check: the pay page, one pay code', async ({ page }) => {
    await page.clock.install()
    await openInstalment(page)
    await switchScenario(page, 'answerLost')
    await openPaymentSheet(page)
    await chooseChannel(page, 'GCash')
    await paymentButton(page).tap()
    await expect.poll(async () => (await ledger(page, 'generate-vcode')).length).toBe(1)
    await page.reload()
    await expect(paymentSheet(page).getByRole('heading', { name: CHECKING_CODE })).toBeVisible()
    await expect(paymentSheet(page).getByRole('radio', { name: 'GCash' })).toBeChecked()
    await page.clock.runFor(1_000)
    await expect(page).toHaveURL(/\/repaymentOfCode\?/)
    expect(await ledger(page, 'generate-vcode')).toHaveLength(1)
  })

  test('the lender unreachable (serverError): checking, then unknown; Pay never', async ({ page }) => {
    test.slow()
    await page.clock.install()
    await openInstalment(page)
    await switchScenario(page, 'serverError')
    await openPaymentSheet(page)
    await chooseChannel(page, 'GCash')
    await paymentButton(page).tap()
    await expect(paymentSheet(page).getByRole('heading', { name: CHECKING_CODE })).toBeVisible()
    await expectAccessible(page, 'pay code checking')
    await shoot(page, 'paycode-checking')
    await runClockUntil(page, () =>
      paymentSheet(page).getByRole('heading', { name: UNKNOWN_CODE }).isVisible(),
    )
    await expect(paymentButton(page)).toHaveCount(0)
    await expectAccessible(page, 'pay code unknown')
    expect(await smallTargets(page)).toEqual([])
    await shoot(page, 'paycode-unknown')
    await paymentSheet(page).getByRole('button', { name: 'Customer service' }).tap()
    await expect(page).toHaveURL(/\/customerService\?/)
    expectUrl(page, '/customerService')
  })
})

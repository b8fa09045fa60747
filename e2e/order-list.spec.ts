import type { Page } from '@playwright/test'
import { daysLate } from '../machines/days-late.ts'
import { formatPeso } from '../src/lib/format.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl } from './support/page.ts'
import { chooseScenario } from './support/sandbox.ts'

/**
 * My orders (`/orderList`), what is owed and how late (issue 27 point 4, decision 030): each order the
 * amount owed (or the loan amount, named as such) and its due date; overdue first, then what is owed
 * by due date, then the rest; an overdue order says how many days late in the overdue red.
 * The list's other behaviour (taps, empty, failures) is in e2e/order-pages.spec.ts.
 * Sandbox: src/sandbox/handlers/orders.ts (repayAmount: the principal with 12 % interest and fees).
 */

const ORDER_LIST = withCommon('/orderList')
const rows = (page: Page) => page.getByRole('list', { name: 'Orders' }).getByRole('button')
const SHOTS = '/tmp/shots-c'
const OVERDUE_DUE_DATE = '2026-11-11'

/** Whole Manila days since the overdue order's due date, as the page counts them today. */
function lateToday(): string {
  const days = daysLate(OVERDUE_DUE_DATE, new Date()) ?? 0
  return days === 1 ? '1 day late' : `${days} days late`
}

/** As listed: status, amount label and amount (minor units), the date line. */
const LISTED = [
  ['Overdue', 'Amount due', 582400, `Due ${OVERDUE_DUE_DATE}`],
  ['Repayable', 'Amount due', 392000, 'Due 2026-12-05'],
  ['Repaying', 'Amount due', 672000, 'Due 2027-01-01'],
  ['In review', 'Loan amount', 500000, 'Placed 2026-11-19'],
  ['Approved', 'Loan amount', 300000, 'Placed 2026-11-18'],
  ['Failed', 'Loan amount', 800000, 'Placed 2026-10-30'],
  ['Under verification', 'Loan amount', 450000, 'Placed 2026-09-20'],
  ['Finished', 'Loan amount', 250000, 'Due 2026-09-02'],
] as const

test('overdue first with its days late in red, then what is owed by due date; amounts owed, not principals', async ({
  page,
}) => {
  await page.goto(ORDER_LIST)
  await expect(rows(page)).toHaveCount(LISTED.length, { timeout: 10_000 })
  await expect(page.locator('.order-row .status-chip')).toHaveText(LISTED.map(([status]) => status))
  await expect(page.locator('.order-row__amount')).toHaveText(
    LISTED.map(([, label, amount]) => `${label} ${formatPeso(amount)}`),
  )
  await expect(page.locator('.order-row__date')).toHaveText(
    LISTED.map(([, , , date], index) => (index === 0 ? `${date} · ${lateToday()}` : date)),
  )
  // Only the overdue order is late, in the overdue status's red (the red chip's text colour).
  const late = page.getByTestId('order-late')
  await expect(late).toHaveCount(1)
  await expect(late).toHaveText(lateToday())
  await expect(late).toHaveCSS('color', 'rgb(180, 35, 24)')
  await expect(rows(page).first().locator('.status-chip')).toHaveCSS('color', 'rgb(180, 35, 24)')
  await expectAccessible(page, 'order list, overdue first')
  expect(await smallTargets(page)).toEqual([])
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `${SHOTS}/order-list-${width}.png`, fullPage: true })
  }
})

test('the overdue order, first in the list, opens its details; its repayment says the same days late', async ({
  page,
}) => {
  await page.goto(ORDER_LIST)
  await rows(page).first().tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', ORDERS['180'])
  await page.goto(withCommon('/repay', ORDERS['180']))
  await expect(page.getByTestId('repay-late')).toContainText(lateToday(), { timeout: 10_000 })
})

test('scenario noOwedAmount: without the amount owed every order shows its loan amount, named as such', async ({
  page,
}) => {
  await chooseScenario(page, 'noOwedAmount')
  await page.goto(ORDER_LIST)
  await expect(rows(page)).toHaveCount(LISTED.length, { timeout: 10_000 })
  // Still overdue first, and still how late.
  await expect(page.locator('.order-row .status-chip').first()).toHaveText('Overdue')
  await expect(page.getByTestId('order-late')).toHaveText(lateToday())
  await expect(page.locator('.order-row__amount').first()).toHaveText(`Loan amount ${formatPeso(520000)}`)
  await expect(page.locator('.order-row__amount-label')).toHaveText(LISTED.map(() => 'Loan amount'))
})

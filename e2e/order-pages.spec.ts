import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { APP_SCHEME, bridgeCallsOf } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl, toast } from './support/page.ts'
import { chooseScenario, switchScenario } from './support/sandbox.ts'

/**
 * The small order pages of issue 7 (docs/decisions/014-order-details.md): My orders (`/orderList`),
 * the repay-or-not choice (`/repayOrNot`) and one product (`/product`).
 * Sandbox: src/sandbox/handlers/orders.ts and products.ts.
 */

// ---------------------------------------------------------------------------------------------
// /orderList

const ORDER_LIST = withCommon('/orderList')
const orderRows = (page: Page) => page.getByRole('list', { name: 'Orders' }).getByRole('button')

/**
 * The seeded orders as listed: overdue first, then what is owed by due date (the amount owed), then
 * the rest newest first (the loan amount); product, status text, amount, the date line (decision 030;
 * e2e/order-list.spec.ts checks the labels and days late).
 */
const LISTED = [
  ['PesoFlex', 'Overdue', '₱5,824.00', 'Due 2026-11-11'],
  ['Bayad Cash', 'Repayable', '₱3,920.00', 'Due 2026-12-05'],
  ['Bayad Hulugan', 'Repaying', '₱6,720.00', 'Due 2027-01-01'],
  ['Bayad Hulugan', 'In review', '₱5,000.00', 'Placed 2026-11-19'],
  ['Bayad Cash', 'Approved', '₱3,000.00', 'Placed 2026-11-18'],
  ['Kwarta Plus', 'Failed', '₱8,000.00', 'Placed 2026-10-30'],
  ['PesoFlex', 'Under verification', '₱4,500.00', 'Placed 2026-09-20'],
  ['Kwarta Plus', 'Finished', '₱2,500.00', 'Due 2026-09-02'],
] as const

test('/orderList lists the orders, overdue first, with their status and amount', async ({ page }) => {
  await page.goto(ORDER_LIST)
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
  await expect(orderRows(page)).toHaveCount(LISTED.length)
  await expect(page.getByTestId('order-amount')).toHaveText(LISTED.map(([, , amount]) => amount))
  for (const [index, [name, status, amount, date]] of LISTED.entries()) {
    const row = orderRows(page).nth(index)
    await expect(row).toContainText(name)
    await expect(row.locator('.status-chip')).toHaveText(status)
    await expect(row).toContainText(amount)
    await expect(row).toContainText(date)
  }
  await expectAccessible(page, 'order list')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/order-list.png`, fullPage: true })
})

test('a tap on an order opens /loanDetails with its productId and orderId; Back returns', async ({
  page,
}) => {
  await page.goto(ORDER_LIST)
  await orderRows(page).filter({ hasText: 'Repayable' }).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', ORDERS['174'])
  await expect(page.getByRole('region', { name: 'Order status' })).toContainText('Repayable')
  await page.goBack()
  await expect(page).toHaveURL(/\/orderList\?/)
  await expect(orderRows(page)).toHaveCount(LISTED.length)

  await orderRows(page).filter({ hasText: 'Under verification' }).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', ORDERS.unknown)
})

test('a double tap on an order opens it once: Back returns to the list', async ({ page }) => {
  await page.goto(ORDER_LIST)
  await expect(orderRows(page)).toHaveCount(LISTED.length)
  const before = await page.evaluate(() => window.history.length)
  await orderRows(page).filter({ hasText: 'Finished' }).dblclick()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  await expect(page.getByRole('region', { name: 'Order status' })).toContainText('Finished')
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1)
  await page.goBack()
  await expect(page).toHaveURL(/\/orderList\?/)
})

test('scenario emptyOrders: the empty state leads to the loans on offer', async ({ page }) => {
  await chooseScenario(page, 'emptyOrders')
  await page.goto(ORDER_LIST)
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
  await expect(page.getByText('You have no orders yet.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Orders' })).toHaveCount(0)
  await expectAccessible(page, 'order list, empty')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/order-list-empty.png` })
  await page.getByRole('link', { name: 'See loans on offer' }).tap()
  await expect(page).toHaveURL(/\/recommendList\?/)
  expectUrl(page, '/recommendList')
})

test('scenario serverError: a retry notice and the toast; Try again loads the list', async ({ page }) => {
  await chooseScenario(page, 'serverError')
  await page.goto(ORDER_LIST)
  await expect(page.getByRole('alert')).toContainText('Your orders could not be loaded.')
  await expect(toast(page, 'Processing failed.')).toBeVisible()
  await expectAccessible(page, 'order list, load failed')
  await page.screenshot({ path: `${SHOTS_DIR}/order-list-failed.png` })
  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(orderRows(page)).toHaveCount(LISTED.length)
})

test('scenario malformedResponse: the malformed message and a retry notice', async ({ page }) => {
  await chooseScenario(page, 'malformedResponse')
  await page.goto(ORDER_LIST)
  await expect(page.getByRole('alert')).toContainText('Your orders could not be loaded.')
  await expect(toast(page, 'Unexpected response from the server. Please try again.')).toBeVisible()
})

// ---------------------------------------------------------------------------------------------
// /repayOrNot

const repayOrNot = (key: keyof typeof ORDERS) => withCommon('/repayOrNot', ORDERS[key])
const choices = (page: Page) =>
  page.getByRole('region', { name: 'How would you like to settle this order?' }).getByRole('button')

test('/repayOrNot for 174: the order and three choices', async ({ page }) => {
  await page.goto(repayOrNot('174'))
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your loan' })).toBeVisible()
  await expect(choices(page)).toHaveText(['Pay', 'Pay to extend', 'Not now'])
  await expect(page.getByText('Short of money?')).toBeVisible()
  await expect(page.locator('.status-chip')).toHaveText('Repayable')
  await expect(page.getByText(ORDERS['174'].orderId)).toBeVisible()
  await expectAccessible(page, 'repay or not')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/repay-or-not.png`, fullPage: true })
})

for (const [choice, path] of [
  ['Pay', '/repay'],
  ['Pay to extend', '/repayDelay'],
  ['Not now', '/loanDetails'],
] as const) {
  test(`/repayOrNot: "${choice}" opens ${path} with the order ids`, async ({ page }) => {
    await page.goto(repayOrNot('174'))
    await page.getByRole('button', { name: choice, exact: true }).tap()
    await expect(page).toHaveURL(new RegExp(`${path}\\?`))
    expectUrl(page, path, ORDERS['174'])
  })
}

test('/repayOrNot: a double tap on "Pay" opens /repay once', async ({ page }) => {
  await page.goto(repayOrNot('174'))
  await expect(choices(page)).toHaveCount(3)
  const before = await page.evaluate(() => window.history.length)
  await page.getByRole('button', { name: 'Pay', exact: true }).dblclick()
  await expect(page).toHaveURL(/\/repay\?/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1)
})

test('/repayOrNot with scenario noRollover: Pay and Not now only', async ({ page }) => {
  await chooseScenario(page, 'noRollover')
  await page.goto(repayOrNot('180'))
  await expect(choices(page)).toHaveText(['Pay', 'Not now'])
  await expect(page.getByText('Short of money?')).toHaveCount(0)
})

test('/repayOrNot for a finished order (200): nothing to pay, and the way to its details', async ({
  page,
}) => {
  await page.goto(repayOrNot('200'))
  await expect(page.getByRole('heading', { name: 'Nothing to pay now' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0)
  await expectAccessible(page, 'repay or not, nothing due')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/repay-or-not-nothing-due.png`, fullPage: true })
  await page.getByRole('button', { name: 'See order details' }).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', ORDERS['200'])
})

test('/repayOrNot without an order says so and leads on', async ({ page }) => {
  await page.goto(withCommon('/repayOrNot', { productId: '101' }))
  await expect(page.getByRole('heading', { name: 'This payment link is incomplete' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
  await expectAccessible(page, 'repay or not, incomplete link')
  await page.getByRole('button', { name: 'Go to home' }).tap()
  await expect.poll(() => bridgeCallsOf(page, 'goHome')).toEqual([{ type: 'goHome' }])
})

test('/repayOrNot with scenario serverError: a retry notice; Try again loads the choice', async ({
  page,
}) => {
  await chooseScenario(page, 'serverError')
  await page.goto(repayOrNot('174'))
  await expect(page.getByRole('alert')).toContainText('This order could not be loaded.')
  await expect(toast(page, 'Processing failed.')).toBeVisible()
  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(choices(page)).toHaveText(['Pay', 'Pay to extend', 'Not now'])
})

// ---------------------------------------------------------------------------------------------
// /product

const product = (productId: string) => withCommon('/product', { productId })
const applyButton = (page: Page) => page.getByRole('contentinfo').getByRole('button')

test('/product?productId=202: its card, and "Apply now" asks the host to open it', async ({ page }) => {
  await page.goto(product('202'))
  await expect(page.getByRole('heading', { level: 1, name: 'Product' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Sahod Advance' })).toBeVisible()
  await expect(page.getByRole('article').getByRole('listitem')).toHaveText(['For employees', 'Pay on payday'])
  await expect(page.getByRole('article')).toContainText('0.04%/day')
  await expect(applyButton(page)).toHaveText('Apply now')
  await expectAccessible(page, 'product')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/product.png`, fullPage: true })
  await applyButton(page).tap()
  await expect
    .poll(() => bridgeCallsOf(page, 'openProduct'))
    .toEqual([{ type: 'openProduct', productId: '202', scheme: APP_SCHEME }])
})

// Apply now ignores a repeated tap for REPEAT_TAP_MS (machines/shared/taps.ts).
test('/product: a double tap on "Apply now" opens the product once', async ({ page }) => {
  await page.goto(product('202'))
  await applyButton(page).dblclick()
  await expect.poll(async () => (await bridgeCallsOf(page, 'openProduct')).length).toBeGreaterThan(0)
  await expect(toast(page, 'The app would open product 202 now.').first()).toBeVisible()
  expect(await bridgeCallsOf(page, 'openProduct')).toHaveLength(1)
})

test('/product?productId=205: the product is shown with a disabled button that does nothing', async ({
  page,
}) => {
  await page.goto(product('205'))
  await expect(page.getByRole('heading', { level: 2, name: 'Piso Agad' })).toBeVisible()
  await expect(applyButton(page)).toHaveText('Not available right now')
  await expect(applyButton(page)).toBeDisabled()
  await expectAccessible(page, 'product, disabled')
  await page.screenshot({ path: `${SHOTS_DIR}/product-disabled.png`, fullPage: true })
  await applyButton(page).tap({ force: true })
  expect(await bridgeCallsOf(page, 'openProduct')).toEqual([])
})

test('/product with an unknown productId: not offered any more, and the way to the loans on offer', async ({
  page,
}) => {
  await page.goto(product('999'))
  await expect(page.getByRole('heading', { name: 'Not offered any more' })).toBeVisible()
  await expect(page.getByText('This product is not offered any more.')).toBeVisible()
  await expect(applyButton(page)).toHaveCount(0)
  await expectAccessible(page, 'product, not offered')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/product-not-offered.png` })
  await page.getByRole('link', { name: 'See loans on offer' }).tap()
  await expect(page).toHaveURL(/\/recommendList\?/)
  expectUrl(page, '/recommendList')
})

test('/product with scenario scholarshipsFailure: its message and a retry notice', async ({ page }) => {
  await chooseScenario(page, 'scholarshipsFailure')
  await page.goto(product('202'))
  await expect(page.getByRole('alert')).toContainText('This product could not be loaded.')
  await expect(
    toast(page, 'Recommended products are not available right now. Please try again later.'),
  ).toBeVisible()
  await expect(applyButton(page)).toHaveCount(0)
  await expectAccessible(page, 'product, load failed')
  await page.screenshot({ path: `${SHOTS_DIR}/product-failed.png` })
  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(page.getByRole('heading', { level: 2, name: 'Sahod Advance' })).toBeVisible()
})

test('/product without a productId says so and leads on', async ({ page }) => {
  await page.goto(withCommon('/product'))
  await expect(page.getByRole('heading', { name: 'This product link is incomplete' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
})

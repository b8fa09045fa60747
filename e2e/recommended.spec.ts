import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { APP_SCHEME, bridgeCallsOf } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl, runClockUntil, toast } from './support/page.ts'
import { chooseScenario, productEvents, switchScenario } from './support/sandbox.ts'

/**
 * Spec §2 "Joint-login failure", §3 "Recommended product", §5, §7 (service/event/save, legacy
 * scholarships, because, define); issue 7; docs/decisions/014-order-details.md.
 * Sandbox: src/sandbox/handlers/products.ts (201 opens through the host, 205 is disabled).
 */

const ERR_MESSAGE = '<b>x</b> Your account could not be verified by the lender.'
const NOTICE_MESSAGE = 'Try one of the lenders below <i>today</i>.'
const LOGIN_FAILED = withCommon('/loginFailed', { errMessage: ERR_MESSAGE, noticeMessage: NOTICE_MESSAGE })
const RECOMMEND_LIST = withCommon('/recommendList')
const SCHOLARSHIPS_FAILURE = 'Recommended products are not available right now. Please try again later.'

const NAMES = ['Bayad Express', 'Sahod Advance', 'Tindahan Loan', 'Kaagapay Credit', 'Piso Agad']

const cards = (page: Page) => page.getByRole('article')
const productButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`: ${name}$`) })
const moreLink = (page: Page) => page.getByRole('button', { name: 'Tap to see more loans' })

async function openLoginFailed(page: Page, url = LOGIN_FAILED) {
  await page.goto(url)
  await expect(cards(page)).toHaveCount(5)
}

test('/loginFailed: "Failed", both messages as text, the products with tags on the first two', async ({
  page,
}) => {
  await openLoginFailed(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Failed' })).toBeVisible()
  await expect(page).toHaveTitle('Failed · Bayad')
  // Markup in the query is shown as it was written, never rendered.
  await expect(page.getByTestId('err-message')).toHaveText(ERR_MESSAGE)
  await expect(page.getByTestId('notice-message')).toHaveText(NOTICE_MESSAGE)
  await expect(page.locator('main b, main i')).toHaveCount(0)

  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible()
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(NAMES)
  await expect(cards(page).nth(0).getByRole('listitem')).toHaveText(['Fast approval', 'No collateral'])
  await expect(cards(page).nth(1).getByRole('listitem')).toHaveText(['For employees', 'Pay on payday'])
  for (const index of [2, 3, 4]) await expect(cards(page).nth(index).getByRole('list')).toHaveCount(0)
  await expect(cards(page).nth(2)).not.toContainText('For store owners')
  await expect(productButton(page, 'Bayad Express')).toHaveText('Apply now')
  await expect(productButton(page, 'Piso Agad')).toHaveText('Not available right now')
  await expect(productButton(page, 'Piso Agad')).toHaveAttribute('aria-disabled', 'true')
  await expect(moreLink(page)).toBeVisible()

  await expectAccessible(page, 'login failed')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/recommended-login-failed.png`, fullPage: true })
})

test('/loginFailed without an errMessage says so in its own words', async ({ page }) => {
  await openLoginFailed(page, withCommon('/loginFailed'))
  await expect(page.getByTestId('err-message')).toHaveText('We could not sign you in to this lender.')
  await expect(page.getByTestId('notice-message')).toHaveCount(0)
})

test('tapping 201: event/save (module 30, position 0), because and define, then the host opens it', async ({
  page,
}) => {
  await openLoginFailed(page)
  await productButton(page, 'Bayad Express').tap()
  await expect
    .poll(() => bridgeCallsOf(page, 'openProduct'))
    .toEqual([{ type: 'openProduct', productId: '201', scheme: APP_SCHEME }])
  const events = await productEvents(page)
  expect(events).toHaveLength(3)
  expect(events).toEqual(
    expect.arrayContaining([
      { call: 'save', productId: '201', moduleId: 30, positionId: 0 },
      { call: 'because', productId: '201', positionId: 0 },
      { call: 'define', productId: '201' },
    ]),
  )
  await expect(page).toHaveURL(/\/loginFailed\?/)
})

test('tapping the disabled 205 sends nothing and opens nothing', async ({ page }) => {
  await openLoginFailed(page)
  // aria-disabled: Playwright would wait for it to be enabled; a borrower's finger does not.
  await productButton(page, 'Piso Agad').tap({ force: true })
  // A tap that does something, after it: only its calls are recorded, none for 205.
  await productButton(page, 'Bayad Express').tap()
  await expect.poll(async () => (await bridgeCallsOf(page, 'openProduct')).length).toBe(1)
  const events = await productEvents(page)
  expect(events.map((event) => event.productId)).toEqual(['201', '201', '201'])
  expect(await bridgeCallsOf(page, 'openProduct')).toEqual([
    { type: 'openProduct', productId: '201', scheme: APP_SCHEME },
  ])
})

test('tapping 202 opens its page (define url) with the common query', async ({ page }) => {
  await openLoginFailed(page)
  await productButton(page, 'Sahod Advance').tap()
  await expect(page).toHaveURL(/\/product\?/)
  expectUrl(page, '/product', { productId: '202' })
  await expect(page.getByRole('heading', { level: 2, name: 'Sahod Advance' })).toBeVisible()
  expect(await productEvents(page)).toEqual(
    expect.arrayContaining([
      { call: 'save', productId: '202', moduleId: 30, positionId: 1 },
      { call: 'because', productId: '202', positionId: 1 },
      { call: 'define', productId: '202' },
    ]),
  )
  expect(await bridgeCallsOf(page, 'openProduct')).toEqual([])
})

test('a double tap on a product sends one event/save and opens it once (scenario slowNetwork)', async ({
  page,
}) => {
  // The sandbox answers in the page (no network traffic to count): each call it answers is recorded
  // once. slowNetwork keeps the first tap's calls in flight, so the second tap lands while it opens.
  // The page's clock answers the held calls once that has been seen, not 2.5 s later.
  await page.clock.install()
  await chooseScenario(page, 'slowNetwork')
  await page.goto(LOGIN_FAILED)
  await runClockUntil(page, async () => (await cards(page).count()) === 5)
  await expect(cards(page)).toHaveCount(5)
  await productButton(page, 'Bayad Express').dblclick()
  await expect(productButton(page, 'Bayad Express')).toHaveAttribute('aria-disabled', 'true')
  await runClockUntil(page, async () => (await bridgeCallsOf(page, 'openProduct')).length > 0)
  await expect.poll(async () => (await bridgeCallsOf(page, 'openProduct')).length).toBe(1)
  const events = await productEvents(page)
  expect(events.filter((event) => event.call === 'save')).toHaveLength(1)
  expect(events).toHaveLength(3)
  await expect(productButton(page, 'Bayad Express')).toHaveAttribute('aria-disabled', 'false')
  expect(await bridgeCallsOf(page, 'openProduct')).toHaveLength(1)
})

test('"Tap to see more loans" opens /recommendList, which has no such link', async ({ page }) => {
  await openLoginFailed(page)
  await moreLink(page).tap()
  await expect(page).toHaveURL(/\/recommendList\?/)
  expectUrl(page, '/recommendList')
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended' })).toBeVisible()
  await expect(cards(page)).toHaveCount(5)
  await expect(moreLink(page)).toHaveCount(0)
  // An in-app navigation: Back returns to the failure page.
  await page.goBack()
  await expect(page).toHaveURL(/\/loginFailed\?/)
})

test('/recommendList: every product, tags on the first two, taps tracked with their position', async ({
  page,
}) => {
  await page.goto(RECOMMEND_LIST)
  await expect(cards(page)).toHaveCount(5)
  await expect(page.getByRole('heading', { name: 'Loans for you' })).toBeVisible()
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(NAMES)
  await expect(cards(page).getByRole('list')).toHaveCount(2)
  await expect(moreLink(page)).toHaveCount(0)
  await expectAccessible(page, 'recommend list')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/recommended-list.png`, fullPage: true })

  await productButton(page, 'Kaagapay Credit').tap()
  await expect(page).toHaveURL(/\/product\?/)
  expectUrl(page, '/product', { productId: '204' })
  expect(await productEvents(page)).toContainEqual({
    call: 'save',
    productId: '204',
    moduleId: 30,
    positionId: 3,
  })
})

test('the order page’s products are tracked with their position and open the same way', async ({ page }) => {
  await page.goto(withCommon('/loanDetails', ORDERS['21']))
  await expect(cards(page)).toHaveCount(5)
  await productButton(page, 'Tindahan Loan').tap()
  await expect(page).toHaveURL(/\/product\?/)
  expectUrl(page, '/product', { productId: '203' })
  expect(await productEvents(page)).toEqual(
    expect.arrayContaining([
      { call: 'save', productId: '203', moduleId: 30, positionId: 2 },
      { call: 'because', productId: '203', positionId: 2 },
    ]),
  )
})

test('scenario scholarshipsFailure: its message as a toast, a retry notice, and Try again loads them', async ({
  page,
}) => {
  await chooseScenario(page, 'scholarshipsFailure')
  await page.goto(LOGIN_FAILED)
  await expect(toast(page, SCHOLARSHIPS_FAILURE)).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Recommended loans could not be loaded.')
  await expect(page.getByTestId('err-message')).toHaveText(ERR_MESSAGE)
  await expect(cards(page)).toHaveCount(0)
  await expect(moreLink(page)).toHaveCount(0)
  await expectAccessible(page, 'login failed, products failed')
  await page.screenshot({ path: `${SHOTS_DIR}/recommended-failure.png` })

  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(cards(page)).toHaveCount(5)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('scenario scholarshipsFailure on /recommendList: the same message and retry notice', async ({
  page,
}) => {
  await chooseScenario(page, 'scholarshipsFailure')
  await page.goto(RECOMMEND_LIST)
  await expect(toast(page, SCHOLARSHIPS_FAILURE)).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Recommended loans could not be loaded.')
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
})

test('scenario emptyProducts: "No recommended loans right now." and no more link', async ({ page }) => {
  await chooseScenario(page, 'emptyProducts')
  await page.goto(LOGIN_FAILED)
  await expect(page.getByText('No recommended loans right now.')).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await expect(moreLink(page)).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS_DIR}/recommended-empty.png` })

  await page.goto(RECOMMEND_LIST)
  await expect(page.getByText('No recommended loans right now.')).toBeVisible()
  await expectAccessible(page, 'recommend list, empty')
})

test('lang=spec: the link to more products in the spec\'s words, "Click to view more products"', async ({
  page,
}) => {
  await openLoginFailed(page, withCommon('/loginFailed', { lang: 'spec' }))
  await expect(page.getByRole('button', { name: 'Click to view more products' })).toBeVisible()
})

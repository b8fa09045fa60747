import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { APP_SCHEME, bridgeCallsOf, readBridgeCalls } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { type OrderKey, ORDERS } from './support/orders.ts'
import { expectUrl, tapMask, toast } from './support/page.ts'
import { chooseScenario, googleScores, switchScenario } from './support/sandbox.ts'

/**
 * Spec §2 "Loan order details", §4 "Order status", "Buttons", "Rating popup", "Bank-card popup";
 * issue 7; docs/decisions/014-order-details.md. Sandbox: src/sandbox/handlers/orders.ts.
 */

const SERVICE_TELEPHONE = '+63 2 8888 0000'
const BIND_CARD_MESSAGE =
  'We send your loan to a bank card in your name and collect your repayments from it. Bind one now so your money is not delayed.'

interface StatusCase {
  key: OrderKey
  text: string
  tone: string
  icon: string
  buttons: string[]
  /** "Short of money?" above Pay to extend. */
  hint: boolean
}

/** Spec §4: each status's text (the sandbox's noticeStatusText), colour, icon and buttons. */
const STATUSES: StatusCase[] = [
  { key: '21', text: 'In review', tone: 'blue', icon: 'review', buttons: [], hint: false },
  // Receive my loan stays in the footer after the popup is closed with Later (decision 014).
  {
    key: '151',
    text: 'Approved',
    tone: 'amber',
    icon: 'processing',
    buttons: ['Receive my loan'],
    hint: false,
  },
  { key: '110', text: 'Failed', tone: 'red', icon: 'failed', buttons: [], hint: false },
  { key: '170', text: 'Repaying', tone: 'orange', icon: 'repaying', buttons: ['Pay'], hint: false },
  {
    key: '174',
    text: 'Repayable',
    tone: 'orange',
    icon: 'repayable',
    buttons: ['Pay', 'Pay to extend'],
    hint: true,
  },
  {
    key: '180',
    text: 'Overdue',
    tone: 'red',
    icon: 'overdue',
    buttons: ['Pay', 'Pay to extend'],
    hint: true,
  },
  { key: '200', text: 'Finished', tone: 'teal', icon: 'finished', buttons: ['Borrow again'], hint: false },
  // A status code the app does not know: the 21 styling with the 200 icon.
  { key: 'unknown', text: 'Under verification', tone: 'blue', icon: 'finished', buttons: [], hint: false },
]

const orderUrl = (key: OrderKey, path = '/loanDetails') =>
  withCommon(path, { productId: ORDERS[key].productId, orderId: ORDERS[key].orderId })
const ids = (key: OrderKey) => ({ productId: ORDERS[key].productId, orderId: ORDERS[key].orderId })

/** The value of an "Order details" row. */
const detail = (page: Page, label: string) =>
  page
    .locator('.receipt__lines > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
// includeHidden: status 151 opens its Receive my loan popup at once, and an open modal hides the page
// from the accessibility tree; the hero is still on screen under it.
const hero = (page: Page) => page.getByRole('region', { name: 'Order status', includeHidden: true })
const footerButtons = (page: Page) => page.getByRole('contentinfo').getByRole('button')
const recommended = (page: Page) => page.getByRole('heading', { name: 'Recommended for you' })
const withdrawPopup = (page: Page) => page.getByRole('dialog', { name: 'Your loan is approved' })
const bindCardPopup = (page: Page) => page.getByRole('dialog', { name: 'Bind your bank card' })
const ratingPopup = (page: Page) => page.getByRole('dialog', { name: 'Rate your experience' })
const thanksPopup = (page: Page) => page.getByRole('dialog', { name: 'Thank you for your feedback' })

async function openOrder(page: Page, key: OrderKey, path = '/loanDetails') {
  await page.goto(orderUrl(key, path))
  await expect(hero(page)).toBeVisible()
}

for (const status of STATUSES) {
  test(`status ${status.key}: "${status.text}", ${status.tone}, ${status.buttons.length === 0 ? 'no buttons, recommended products' : status.buttons.join(' + ')}`, async ({
    page,
  }) => {
    await openOrder(page, status.key)
    if (status.key === '151') {
      // Its Receive my loan popup opens over the page (tested below); the page is under it.
      await withdrawPopup(page).getByRole('button', { name: 'Later' }).tap()
      await expect(withdrawPopup(page)).toBeHidden()
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible()
    await expect(hero(page)).toHaveClass(new RegExp(`(^| )status-hero--${status.tone}( |$)`))
    await expect(hero(page).locator('.status-hero__title')).toHaveText(status.text)
    await expect(hero(page).locator('svg')).toHaveAttribute('data-icon', status.icon)
    await expect(detail(page, 'Order number')).toHaveText(ORDERS[status.key].orderId)
    await expect(footerButtons(page)).toHaveText(status.buttons)
    await expect(page.getByText('Short of money?', { exact: true })).toHaveCount(status.hint ? 1 : 0)
    // Recommended products for the statuses without the spec's buttons (21, 151, 110, unknown).
    if (['21', '151', '110', 'unknown'].includes(status.key)) {
      await expect(recommended(page)).toBeVisible()
      await expect(page.locator('.product-card')).toHaveCount(5)
    } else {
      await expect(recommended(page)).toHaveCount(0)
      await expect(page.locator('.product-card')).toHaveCount(0)
    }
    await expect(
      page.getByRole('button', { name: `Call customer service ${SERVICE_TELEPHONE}` }),
    ).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS_DIR}/order-${status.key}.png`, fullPage: true })
  })
}

test('a status page passes axe (174 with its buttons, 21 with its recommended products)', async ({
  page,
}) => {
  await openOrder(page, '174')
  await expect(footerButtons(page)).toHaveCount(2)
  await expectAccessible(page, 'order 174')
  await openOrder(page, '21')
  await expect(page.locator('.product-card')).toHaveCount(5)
  await expectAccessible(page, 'order 21')
  expect(await smallTargets(page)).toEqual([])
})

test('Pay opens /repay with the order ids and the common query', async ({ page }) => {
  await page.goto(withCommon('/testPreview'))
  await openOrder(page, '174')
  await page.getByRole('button', { name: 'Pay', exact: true }).tap()
  await expect(page).toHaveURL(/\/repay\?/)
  expectUrl(page, '/repay', ids('174'))
  // An in-app navigation: Back returns to the order.
  await page.goBack()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  await expect(hero(page)).toBeVisible()
})

test('Pay to extend opens /repayDelay with the order ids (180)', async ({ page }) => {
  await openOrder(page, '180')
  await page.getByRole('button', { name: 'Pay to extend', exact: true }).tap()
  await expect(page).toHaveURL(/\/repayDelay\?/)
  expectUrl(page, '/repayDelay', ids('180'))
})

test('170 Repayment opens /repay', async ({ page }) => {
  await openOrder(page, '170')
  await page.getByRole('button', { name: 'Pay', exact: true }).tap()
  await expect(page).toHaveURL(/\/repay\?/)
  expectUrl(page, '/repay', ids('170'))
})

test('scenario noRollover: 174 and 180 offer one "Pay" button, which opens /repay', async ({ page }) => {
  await chooseScenario(page, 'noRollover')
  await openOrder(page, '180')
  await expect(footerButtons(page)).toHaveText(['Pay'])
  await expect(page.getByText('Short of money?', { exact: true })).toHaveCount(0)
  await openOrder(page, '174')
  await expect(footerButtons(page)).toHaveText(['Pay'])
  await expect(recommended(page)).toHaveCount(0)
  await page.screenshot({ path: `${SHOTS_DIR}/order-174-no-rollover.png`, fullPage: true })
  await page.getByRole('button', { name: 'Pay', exact: true }).tap()
  await expect(page).toHaveURL(/\/repay\?/)
  expectUrl(page, '/repay', ids('174'))
})

test('a double tap on Pay opens /repay once: Back returns to the order', async ({ page }) => {
  await page.goto(withCommon('/testPreview'))
  await openOrder(page, '174')
  const before = await page.evaluate(() => window.history.length)
  await page.getByRole('button', { name: 'Pay', exact: true }).dblclick()
  await expect(page).toHaveURL(/\/repay\?/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.history.length)).toBe(before + 1)
  await page.goBack()
  await expect(page).toHaveURL(/\/loanDetails\?/)
})

test('Borrow again asks the host to open the product (bridge openProduct)', async ({ page }) => {
  await openOrder(page, '200')
  await page.getByRole('button', { name: 'Borrow again', exact: true }).tap()
  await expect
    .poll(() => bridgeCallsOf(page, 'openProduct'))
    .toEqual([{ type: 'openProduct', productId: ORDERS['200'].productId, scheme: APP_SCHEME }])
  await expect(page).toHaveURL(/\/loanDetails\?/)
})

// The page's buttons ignore a repeated tap for REPEAT_TAP_MS (machines/shared/taps.ts).
test('a double tap on Borrow again opens the product once', async ({ page }) => {
  await openOrder(page, '200')
  await page.getByRole('button', { name: 'Borrow again', exact: true }).dblclick()
  await expect.poll(async () => (await bridgeCallsOf(page, 'openProduct')).length).toBeGreaterThan(0)
  // The browser fallback's notice proves the tap was handled; one call, not two.
  await expect(toast(page, 'The app would open product 103 now.').first()).toBeVisible()
  expect(await bridgeCallsOf(page, 'openProduct')).toHaveLength(1)
})

test('the call row asks the host to call customer service (bridge callPhone)', async ({ page }) => {
  await openOrder(page, '174')
  await page.getByRole('button', { name: `Call customer service ${SERVICE_TELEPHONE}` }).tap()
  await expect
    .poll(() => bridgeCallsOf(page, 'callPhone'))
    .toEqual([{ type: 'callPhone', phone: SERVICE_TELEPHONE }])
})

test('/order and /borrowDetail/:orderId show the same order page', async ({ page }) => {
  await openOrder(page, '174', '/order')
  await expect(hero(page)).toHaveClass(/status-hero--orange/)
  await expect(hero(page).locator('.status-hero__title')).toHaveText('Repayable')
  await expect(footerButtons(page)).toHaveText(['Pay', 'Pay to extend'])
  await page.getByRole('button', { name: 'Pay', exact: true }).tap()
  await expect(page).toHaveURL(/\/repay\?/)
  expectUrl(page, '/repay', ids('174'))

  await page.goto(withCommon(`/borrowDetail/${ORDERS['180'].orderId}`))
  await expect(hero(page).locator('.status-hero__title')).toHaveText('Overdue')
  await expect(hero(page)).toHaveClass(/status-hero--red/)
  await expect(detail(page, 'Order number')).toHaveText(ORDERS['180'].orderId)
  await expect(footerButtons(page)).toHaveText(['Pay', 'Pay to extend'])
  await page.screenshot({ path: `${SHOTS_DIR}/order-borrow-detail.png`, fullPage: true })
})

test('/borrowDetail without a productId: Borrow again asks the host to go home', async ({ page }) => {
  await page.goto(withCommon(`/borrowDetail/${ORDERS['200'].orderId}`))
  await expect(hero(page).locator('.status-hero__title')).toHaveText('Finished')
  await page.getByRole('button', { name: 'Borrow again', exact: true }).tap()
  await expect.poll(() => readBridgeCalls(page)).toEqual([{ type: 'goHome' }])
})

/** Records in session storage whether the order page's status ever appeared, across full navigations. */
async function watchStatusHero(page: Page) {
  await page.addInitScript(() => {
    const check = () => {
      if (document.querySelector('.status-hero') !== null) sessionStorage.setItem('test.sawOrder', '1')
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
  })
}

test('scenario orderRedirect: a 174 order replaces itself with /repay and the session parameters', async ({
  page,
}) => {
  await chooseScenario(page, 'orderRedirect')
  await watchStatusHero(page)
  await page.goto(orderUrl('174'))
  await expect(page).toHaveURL(/\/repay\?/)
  expectUrl(page, '/repay', ids('174'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('test.sawOrder'))).toBeNull()
  // The order page replaced itself: Back goes to the page before it.
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
})

test('scenario orderRedirect: an order in review (21) does not redirect', async ({ page }) => {
  await chooseScenario(page, 'orderRedirect')
  await openOrder(page, '21')
  await expect(hero(page).locator('.status-hero__title')).toHaveText('In review')
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', ids('21'))
})

test.describe('scenario orderRating', () => {
  test.beforeEach(async ({ page }) => {
    await chooseScenario(page, 'orderRating')
  })

  test('5 stars and Send: google-score once, the store rating opens, the popup closes', async ({ page }) => {
    await page.goto(orderUrl('174'))
    await expect(ratingPopup(page)).toBeVisible()
    await expect(ratingPopup(page).getByRole('radio')).toHaveCount(5)
    await expectAccessible(page, 'rating popup')
    expect(await smallTargets(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS_DIR}/order-rating-popup.png` })

    await ratingPopup(page).getByRole('radio', { name: '5 stars' }).tap()
    await expect(ratingPopup(page).getByRole('radio', { name: '5 stars' })).toBeChecked()
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(5)
    await ratingPopup(page).getByRole('button', { name: 'Send' }).tap()
    await expect(ratingPopup(page)).toBeHidden()
    await expect.poll(() => googleScores(page)).toEqual([5])
    await expect.poll(() => bridgeCallsOf(page, 'rateApp')).toEqual([{ type: 'rateApp' }])
    await expect(hero(page)).toBeVisible()
  })

  test('4 stars fill stars 1 to 4 and also send', async ({ page }) => {
    await page.goto(orderUrl('21'))
    await ratingPopup(page).getByRole('radio', { name: '4 stars' }).tap()
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(4)
    await ratingPopup(page).getByRole('button', { name: 'Send' }).tap()
    await expect(ratingPopup(page)).toBeHidden()
    await expect.poll(() => googleScores(page)).toEqual([5])
  })

  test('a double tap on Send sends one google-score', async ({ page }) => {
    // The sandbox answers in the page (no network): each google-score it answers is recorded once.
    await page.goto(orderUrl('174'))
    await ratingPopup(page).getByRole('radio', { name: '5 stars' }).tap()
    await ratingPopup(page).getByRole('button', { name: 'Send' }).dblclick()
    await expect(ratingPopup(page)).toBeHidden()
    await expect.poll(() => bridgeCallsOf(page, 'rateApp')).toHaveLength(1)
    expect(await googleScores(page)).toEqual([5])
  })

  test('2 stars and Send: the result popup thanks the borrower, nothing is sent', async ({ page }) => {
    await page.goto(orderUrl('174'))
    await ratingPopup(page).getByRole('radio', { name: '2 stars' }).tap()
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(2)
    await ratingPopup(page).getByRole('button', { name: 'Send' }).tap()
    await expect(thanksPopup(page)).toBeVisible()
    await expect(thanksPopup(page)).toContainText(`call ${SERVICE_TELEPHONE}.`)
    await expectAccessible(page, 'rating result popup')
    await page.screenshot({ path: `${SHOTS_DIR}/order-rating-thanks.png` })
    await thanksPopup(page).getByRole('button', { name: 'OK' }).tap()
    await expect(thanksPopup(page)).toBeHidden()
    expect(await googleScores(page)).toEqual([])
    expect(await bridgeCallsOf(page, 'rateApp')).toEqual([])
  })

  test('Send without a star says to choose one and keeps the popup', async ({ page }) => {
    await page.goto(orderUrl('174'))
    await ratingPopup(page).getByRole('button', { name: 'Send' }).tap()
    await expect(toast(page, 'Please choose a rating.')).toBeVisible()
    await expect(ratingPopup(page)).toBeVisible()
    expect(await googleScores(page)).toEqual([])
  })

  test('Back cancels the popup and stays on the order (the mask and Escape do not); the next Back leaves', async ({
    page,
  }) => {
    await page.goto(orderUrl('174'))
    await expect(ratingPopup(page)).toBeVisible()
    const fiveStars = ratingPopup(page).getByRole('radio', { name: '5 stars' })
    await fiveStars.tap()
    await expect(fiveStars).toBeChecked()
    // The mask and Escape leave it open, with the stars chosen.
    await tapMask(page, ratingPopup(page))
    await page.keyboard.press('Escape')
    await expect(ratingPopup(page)).toBeVisible()
    await expect(fiveStars).toBeChecked()
    await expect(ratingPopup(page).getByRole('radio', { checked: true })).toHaveCount(1)
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(5)
    expect(await googleScores(page)).toEqual([])
    await page.goBack()
    await expect(ratingPopup(page)).toBeHidden()
    await expect(thanksPopup(page)).toHaveCount(0)
    expectUrl(page, '/loanDetails', ids('174'))
    await expect(footerButtons(page)).toHaveText(['Pay', 'Pay to extend'])
    expect(await googleScores(page)).toEqual([])
    expect(await bridgeCallsOf(page, 'rateApp')).toEqual([])
    // The popup's history entry is gone with it: Back now leaves the order page.
    await page.goBack()
    await expect(page).toHaveURL(/\/testPreview\?/)
  })

  test('the stars are one radio group: one Tab stop, the arrows pick the next or previous star', async ({
    page,
  }) => {
    await page.goto(orderUrl('174'))
    const stars = ratingPopup(page).getByRole('radio')
    const tabStops = ratingPopup(page).locator('[role="radio"][tabindex="0"]')
    await expect(stars).toHaveCount(5)
    await expect(tabStops).toHaveAccessibleName('1 star')
    await ratingPopup(page).getByRole('radio', { name: '3 stars' }).tap()
    await expect(tabStops).toHaveAccessibleName('3 stars')
    await page.keyboard.press('ArrowRight')
    await expect(ratingPopup(page).getByRole('radio', { name: '4 stars' })).toBeChecked()
    await expect(ratingPopup(page).getByRole('radio', { name: '4 stars' })).toBeFocused()
    await expect(ratingPopup(page).locator('.star--filled')).toHaveCount(4)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(ratingPopup(page).getByRole('radio', { name: '2 stars' })).toBeChecked()
    await expect(ratingPopup(page).getByRole('radio', { name: '2 stars' })).toBeFocused()
    await expect(tabStops).toHaveCount(1)
    // Tab leaves the stars for Cancel; Shift+Tab comes back to the chosen star.
    await page.keyboard.press('Tab')
    await expect(ratingPopup(page).getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(ratingPopup(page).getByRole('radio', { name: '2 stars' })).toBeFocused()
    expect(await googleScores(page)).toEqual([])
  })

  test('Cancel closes the popup without a score', async ({ page }) => {
    await page.goto(orderUrl('174'))
    await ratingPopup(page).getByRole('radio', { name: '3 stars' }).tap()
    await ratingPopup(page).getByRole('button', { name: 'Cancel' }).tap()
    await expect(ratingPopup(page)).toBeHidden()
    await expect(footerButtons(page)).toHaveText(['Pay', 'Pay to extend'])
    expect(await googleScores(page)).toEqual([])
  })
})

test.describe('scenario bindCardPopup', () => {
  test.beforeEach(async ({ page }) => {
    await chooseScenario(page, 'bindCardPopup')
  })

  test('the popup says why; "Link my bank card" opens /bindCard with the ids and source', async ({
    page,
  }) => {
    await page.goto(orderUrl('174'))
    await expect(bindCardPopup(page)).toBeVisible()
    await expect(bindCardPopup(page).getByText(BIND_CARD_MESSAGE)).toBeVisible()
    await expectAccessible(page, 'bind card popup')
    expect(await smallTargets(page)).toEqual([])
    await page.screenshot({ path: `${SHOTS_DIR}/order-bind-card-popup.png` })
    await bindCardPopup(page).getByRole('button', { name: 'Link my bank card' }).tap()
    await expect(page).toHaveURL(/\/bindCard\?/)
    expectUrl(page, '/bindCard', { ...ids('174'), source: 'loanDetail' })
  })

  test('Close on a 174 order: no other popup follows', async ({ page }) => {
    await page.goto(orderUrl('174'))
    await bindCardPopup(page).getByRole('button', { name: 'Close', exact: true }).tap()
    await expect(bindCardPopup(page)).toBeHidden()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(footerButtons(page)).toHaveText(['Pay', 'Pay to extend'])
  })

  // Closing the bind-card popup steps back over its history entry; the Receive my loan popup waits for
  // that step before it takes its own (src/ui/overlay-history.ts), so it stays open.
  test('Close on a 151 order: the Receive my loan popup comes next', async ({ page }) => {
    await page.goto(orderUrl('151'))
    await bindCardPopup(page).getByRole('button', { name: 'Close', exact: true }).tap()
    await expect(bindCardPopup(page)).toBeHidden()
    await expect(withdrawPopup(page)).toBeVisible()
    await withdrawPopup(page).getByRole('button', { name: 'Later' }).tap()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('151: the Receive my loan popup; Receive my loan asks the host to open the product', async ({
  page,
}) => {
  await page.goto(orderUrl('151'))
  await expect(withdrawPopup(page)).toBeVisible()
  await expect(withdrawPopup(page)).toContainText('Your Bayad Cash loan is ready.')
  await expectAccessible(page, 'withdraw popup')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/order-151-withdraw-popup.png` })
  await withdrawPopup(page).getByRole('button', { name: 'Receive my loan' }).tap()
  await expect(withdrawPopup(page)).toBeHidden()
  await expect
    .poll(() => bridgeCallsOf(page, 'openProduct'))
    .toEqual([{ type: 'openProduct', productId: ORDERS['151'].productId, scheme: APP_SCHEME }])
})

test('151: a double tap on Receive my loan opens the product once', async ({ page }) => {
  await page.goto(orderUrl('151'))
  await withdrawPopup(page).getByRole('button', { name: 'Receive my loan' }).dblclick()
  await expect(withdrawPopup(page)).toBeHidden()
  await expect(toast(page, 'The app would open product 101 now.').first()).toBeVisible()
  expect(await bridgeCallsOf(page, 'openProduct')).toHaveLength(1)
})

test('151: after Later, the footer Receive my loan asks the host to open the product, once on a double tap', async ({
  page,
}) => {
  await page.goto(orderUrl('151'))
  await withdrawPopup(page).getByRole('button', { name: 'Later' }).tap()
  await expect(withdrawPopup(page)).toBeHidden()
  await page.locator('.page__footer').getByRole('button', { name: 'Receive my loan' }).dblclick()
  await expect(toast(page, 'The app would open product 101 now.').first()).toBeVisible()
  expect(await bridgeCallsOf(page, 'openProduct')).toEqual([
    { type: 'openProduct', productId: ORDERS['151'].productId, scheme: APP_SCHEME },
  ])
})

test('scenario withdrawPage: Receive my loan leaves for the withdrawal page inside the webview', async ({
  page,
}) => {
  await chooseScenario(page, 'withdrawPage')
  await page.goto(orderUrl('151'))
  await withdrawPopup(page).getByRole('button', { name: 'Receive my loan' }).tap()
  await expect(page).toHaveURL(/\/sandbox-withdraw\.html\?/)
  const url = expectUrl(page, '/sandbox-withdraw.html', { orderId: ORDERS['151'].orderId })
  expect(url.searchParams.get('amount')).toBe('300000')
  expect(await bridgeCallsOf(page, 'openProduct')).toEqual([])
})

for (const [scenario, message] of [
  ['serverError', 'Processing failed.'],
  ['offline', 'You are offline. Connect to the internet and try again.'],
] as const) {
  test(`scenario ${scenario}: a retry state and the toast, and Try again loads the order`, async ({
    page,
  }) => {
    await chooseScenario(page, scenario)
    await page.goto(orderUrl('174'))
    await expect(page.getByRole('alert')).toContainText('Your loan details could not be loaded.')
    await expect(toast(page, message)).toBeVisible()
    await expect(hero(page)).toHaveCount(0)
    await expect(footerButtons(page)).toHaveCount(0)
    if (scenario === 'serverError') {
      await expectAccessible(page, 'order details, load failed')
      expect(await smallTargets(page)).toEqual([])
      await page.screenshot({ path: `${SHOTS_DIR}/order-load-failed.png` })
    }
    await switchScenario(page, 'verificationNeeded')
    await page.getByRole('button', { name: 'Try again' }).tap()
    await expect(hero(page).locator('.status-hero__title')).toHaveText('Repayable')
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0)
  })
}

test('scenario malformedResponse: the malformed message, and Try again loads the order', async ({ page }) => {
  await chooseScenario(page, 'malformedResponse')
  await page.goto(orderUrl('174'))
  await expect(page.getByRole('alert')).toContainText('Your loan details could not be loaded.')
  await expect(toast(page, 'Unexpected response from the server. Please try again.')).toBeVisible()
  await expect(hero(page)).toHaveCount(0)
  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(hero(page).locator('.status-hero__title')).toHaveText('Repayable')
})

test('an order the server does not know shows its message and a retry state', async ({ page }) => {
  await page.goto(withCommon('/loanDetails', { orderId: 'BYD00000000000000' }))
  await expect(page.getByRole('alert')).toContainText('Your loan details could not be loaded.')
  await expect(toast(page, 'order not found')).toBeVisible()
})

test('a link without an order says so and leads on', async ({ page }) => {
  await page.goto(withCommon('/loanDetails', { productId: '101' }))
  await expect(page.getByRole('heading', { name: 'This loan link is incomplete' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
  await expect(hero(page)).toHaveCount(0)
  await expectAccessible(page, 'incomplete order link')
  expect(await smallTargets(page)).toEqual([])
  await page.getByRole('button', { name: 'Go to home' }).tap()
  await expect.poll(() => readBridgeCalls(page)).toEqual([{ type: 'goHome' }])

  await page.goto(withCommon('/order'))
  await expect(page.getByRole('heading', { name: 'This loan link is incomplete' })).toBeVisible()
})

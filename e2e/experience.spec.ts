import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, FRAME_WITHOUT_SCRIPTS, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR, TAKE_SHOTS } from './support/files.ts'
import { readBridgeCalls } from './support/host.ts'
import { runClockUntil, toast } from './support/page.ts'
import { chooseScenario, readSandbox } from './support/sandbox.ts'

/**
 * The borrower's experience standard on the built flows (docs/ui-patterns.md): no developer text,
 * titles and focus, Back and focus around sheets, copy, one progress indicator, touch targets,
 * axe-core, and what a finished or refused flow shows.
 */

// Distinctive values, so a page that shows the host's parameters is caught.
const HOST = {
  deviceId: 'dev-e2e-3f9a',
  sessionId: 'sess-e2e-7c41',
  userId: 'user-e2e-5521',
  merchantNumber: 'merch-e2e-88',
  mobilePhone: '09171234567',
}
const url = (path: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ ...extra, ...HOST }).toString()}`

const ORDER_ID = 'ORD20261121001'
const REPAY = url('/repayChoose', { orderId: ORDER_ID, amount: '350000' })
const COMPLAINT = url('/complaint', { orderId: 'BYD20261105000017' })

const payButton = (page: Page) => page.getByRole('contentinfo').getByRole('button')
const codeSheet = (page: Page) => page.getByRole('dialog', { name: 'Enter the SMS code' })
const codeInput = (page: Page) => page.getByRole('textbox', { name: 'SMS code', exact: true })
const bdo = (page: Page) => page.getByRole('radio', { name: /BDO Unibank/ })

async function openCodeSheet(page: Page) {
  await page.goto(REPAY)
  await bdo(page).tap()
  await payButton(page).tap()
  await expect(codeSheet(page)).toBeVisible()
  await expect(codeInput(page)).toBeFocused()
}

const BORROWER_ROUTES = [
  '/',
  '/About',
  '/User',
  '/Policy',
  '/Loan',
  '/Contact',
  '/loanConfirm',
  '/loanConfirm2',
  '/loanDetails',
  '/order',
  '/loginFailed',
  '/repayOrNot',
  '/orderList',
  '/recommendList',
  '/repay',
  '/repayDelay',
  '/repayChoose',
  `/borrowDetail/${ORDER_ID}`,
  '/addnormalcard',
  '/alipayrepayment',
  '/repaymentOfCode',
  '/repaymentOfCode2',
  '/dragonpay',
  '/carpmm',
  '/bindBank',
  '/bindCard',
  '/product',
  '/customerService',
  '/complaint',
  '/complainPageNext',
  '/complaintList',
  '/complainDetails',
  '/loanAgreement',
  '/privacyPolicy',
  '/aboutUs',
  '/promotion',
  '/downloadTemplate',
  '/agreementTemplate',
  '/no-such-page',
]

test('no page shows the host parameters or developer wording, and each names itself', async ({ page }) => {
  for (const path of BORROWER_ROUTES) {
    await page.goto(url(path, { orderId: ORDER_ID, productId: '12' }))
    // The legacy confirmation opens its offer popup over itself at once, which hides the page's heading
    // from the accessibility tree but not from view: includeHidden there, and only there.
    const heading = page.getByRole('heading', { level: 1, includeHidden: path === '/loanConfirm2' })
    await expect(heading, path).toBeVisible()
    const text = await page.locator('body').innerText()
    for (const value of [HOST.deviceId, HOST.sessionId, HOST.userId, HOST.merchantNumber])
      expect(text, `${path} shows ${value}`).not.toContain(value)
    // Every route has its screen now (src/app/routes.ts): none is a "Coming soon" placeholder.
    expect(text, path).not.toMatch(
      /not available yet|coming soon|sandbox|\broute\b|placeholder|sessionId|deviceId/i,
    )
    const title = (await heading.innerText()).trim()
    expect(await page.title(), path).toBe(title === 'Bayad' ? 'Bayad' : `${title} · Bayad`)
  }
})

test('a missing page says so plainly and offers a way back or home', async ({ page }) => {
  await page.goto(url('/testPreview'))
  // Every route of src/app/routes.ts has its screen: an unknown path is the one page that ends here.
  await page.goto(url('/no-such-page'))
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle('Page not found · Bayad')
  await expect(page.getByRole('heading', { level: 2, name: 'This page does not exist' })).toBeVisible()
  await expect(page.getByText('The link you followed may be old or mistyped.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Coming soon' })).toHaveCount(0)
  await expectAccessible(page, 'page not found')
  expect(await smallTargets(page)).toEqual([])
  await page.getByRole('button', { name: 'Go back' }).tap()
  await expect(page).toHaveURL(/\/testPreview\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Test preview' })).toBeVisible()

  await page.goto(url('/no-such-page'))
  await page.getByRole('button', { name: 'Go to home' }).tap()
  expect(await readBridgeCalls(page)).toEqual([{ type: 'goHome' }])
})

test('a refused repayment or complaint link says why and leads on', async ({ page }) => {
  await page.goto(url('/repayChoose', { orderId: ORDER_ID }))
  await expect(page.getByRole('heading', { name: 'This payment link is incomplete' })).toBeVisible()
  await expect(page.getByText(/needs an order and an amount/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
  await expectAccessible(page, 'incomplete repayment link')
  expect(await smallTargets(page)).toEqual([])

  await page.goto(url('/complainPageNext', { orderNo: 'BYD20261105000017' }))
  await expect(page.getByRole('heading', { name: 'Choose a question type first.' })).toBeVisible()
  await page.getByRole('button', { name: 'Choose a question type' }).tap()
  await expect(page).toHaveURL(/\/complaint\?/)
  expect(new URL(page.url()).searchParams.get('orderId')).toBe('BYD20261105000017')
  await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible()
})

test('a borrower with no orders is told why there is no order, and can still choose a type', async ({
  page,
}) => {
  await chooseScenario(page, 'emptyOrders')
  await page.goto(COMPLAINT)
  await expect(page.getByText(/You have no loan orders, so there is no order to choose/)).toBeVisible()
  await expect(page.getByText('No order selected.', { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Collection complaint', exact: true }).tap()
  await expect(
    toast(
      page,
      'A collection complaint is about an order, and you have no orders. Choose another question type.',
    ),
  ).toBeVisible()
  await expectAccessible(page, 'complaint start without orders')
})

test('an in-app navigation names the page and moves focus to its heading', async ({ page }) => {
  await page.goto(url('/testPreview'))
  await expect(page).toHaveTitle('Test preview · Bayad')
  await page.getByRole('link', { name: 'Complaint', exact: true }).tap()
  await expect(page).toHaveURL(/\/complaint\?/)
  await expect(page).toHaveTitle('Online service · Bayad')
  await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeFocused()
  await page.getByRole('button', { name: 'Repayment issue', exact: true }).tap()
  await expect(page).toHaveURL(/\/complainPageNext\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeFocused()
})

test('Back, Escape and Cancel close the code sheet first and return focus to Pay', async ({ page }) => {
  await openCodeSheet(page)
  await page.keyboard.press('Escape')
  await expect(codeSheet(page)).toBeHidden()
  await expect(payButton(page)).toBeFocused()

  await payButton(page).tap()
  await expect(codeSheet(page)).toBeVisible()
  await codeSheet(page).getByRole('button', { name: 'Cancel' }).tap()
  await expect(codeSheet(page)).toBeHidden()
  await expect(payButton(page)).toBeFocused()

  // Android's Back (history back in the webview) closes the sheet and stays on the page.
  await payButton(page).tap()
  await expect(codeSheet(page)).toBeVisible()
  await page.goBack()
  await expect(codeSheet(page)).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/repayChoose')
  await expect(page.getByTestId('repay-amount')).toBeVisible()
})

test('Back closes the All orders sheet and focus returns to All', async ({ page }) => {
  await page.goto(url('/testPreview'))
  await page.goto(COMPLAINT)
  const all = page.getByRole('button', { name: 'All', exact: true })
  await all.tap()
  const sheet = page.getByRole('dialog', { name: 'All orders' })
  await expect(sheet).toBeVisible()
  await expectAccessible(page, 'All orders sheet')
  await page.goBack()
  await expect(sheet).toBeHidden()
  expect(new URL(page.url()).pathname).toBe('/complaint')
  await expect(all).toBeFocused()
  // The next Back leaves the page as usual.
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
})

test('Pay after Cancel, or after a reload, resumes the code entry instead of paying twice', async ({
  page,
}) => {
  await openCodeSheet(page)
  await codeSheet(page).getByRole('button', { name: 'Cancel' }).tap()
  await expect(payButton(page)).toHaveText('Continue payment')
  await expect(page.getByText(/You already started this payment with BDO Unibank/)).toBeVisible()
  await payButton(page).tap()
  await expect(codeSheet(page)).toBeVisible()
  await expect(codeSheet(page).getByText(/No new payment has been made/)).toBeVisible()
  let state = await readSandbox(page)
  expect(state?.repayRecords).toHaveLength(1)
  expect(state?.repayRecords[0]?.codeSends).toBe(1)

  await page.reload()
  await expect(bdo(page)).toBeChecked()
  await expect(payButton(page)).toHaveText('Continue payment')
  await payButton(page).tap()
  await codeInput(page).fill('123456')
  await codeSheet(page).getByRole('button', { name: 'Confirm' }).tap()
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${ORDER_ID}\\?`))
  state = await readSandbox(page)
  expect(state?.repayRecords).toHaveLength(1)
  expect(state?.repayRecords[0]?.status).toBe('paid')
})

test('a payment is announced on the next page, and Back shows it done, not in progress', async ({ page }) => {
  await openCodeSheet(page)
  await codeInput(page).fill('123456')
  await codeSheet(page).getByRole('button', { name: 'Confirm' }).tap()
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${ORDER_ID}\\?`))
  await expect(toast(page, 'Payment received: ₱3,500.00 with BDO Unibank **** **** **** 4821.')).toBeVisible()
  await page.screenshot({ path: `${SHOTS_DIR}/experience-paid-next-page.png` })

  await page.goBack()
  expect(new URL(page.url()).pathname).toBe('/repayChoose')
  await expect(page.getByRole('heading', { name: 'This payment is done' })).toBeVisible()
  await expect(page.getByText('Opening your loan details…')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  await expectAccessible(page, 'repayment done')
  await page.screenshot({ path: `${SHOTS_DIR}/experience-back-after-paid.png` })
  await page.getByRole('button', { name: 'View loan details' }).tap()
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${ORDER_ID}\\?`))
  expect((await readSandbox(page))?.repayRecords).toHaveLength(1)
})

test('the 800005 toast says what to do and covers neither the amount nor the page controls', async ({
  page,
}) => {
  await chooseScenario(page, 'repeatedSubmission')
  await page.goto(REPAY)
  await bdo(page).tap()
  await payButton(page).tap()
  const message = toast(
    page,
    'This payment is already being processed. Wait a minute, then check your order before you try again.',
  )
  await expect(message).toBeVisible()
  const box = (await message.boundingBox())!
  for (const [name, locator] of [
    ['amount', page.locator('.amount-card')],
    ['header', page.locator('.page__header')],
    ['footer', page.getByRole('contentinfo')],
  ] as const) {
    const other = (await locator.boundingBox())!
    const overlaps =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height
    expect(overlaps, `toast overlaps the ${name}`).toBe(false)
  }
  await page.screenshot({ path: `${SHOTS_DIR}/experience-toast.png` })
})

test('one progress indicator at a time: the page load has "Loading...", a paying button its own', async ({
  page,
}) => {
  // The page's clock answers slowNetwork's held calls once their progress has been seen, not 2.5 s later.
  await page.clock.install()
  await page.goto(url('/testPreview'))
  // The live region is there, empty, before anything loads.
  await expect(page.locator('.loading-region')).toHaveAttribute('role', 'status')
  await expect(page.locator('.loading-region')).toHaveText('')
  await chooseScenario(page, 'slowNetwork')
  await page.goto(REPAY)
  await expect(page.getByText('Loading...')).toBeVisible()
  await runClockUntil(page, () => bdo(page).isVisible())
  await expect(bdo(page)).toBeVisible()
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await bdo(page).tap()
  await payButton(page).tap()
  await expect(payButton(page)).toHaveText('Paying…')
  await expect(page.getByText('Loading...')).toHaveCount(0)
  await runClockUntil(page, () => codeSheet(page).isVisible())
  await expect(codeSheet(page)).toBeVisible()
})

test('the resend control says what it does and nothing moves when the countdown ends', async ({ page }) => {
  await page.clock.install()
  await openCodeSheet(page)
  const resend = codeSheet(page).getByRole('button', { name: /^Resend code in \d+ s$/ })
  await expect(resend).toBeVisible()
  const inputBefore = (await codeInput(page).boundingBox())!
  const resendBefore = (await resend.boundingBox())!
  expect(resendBefore.height).toBeGreaterThanOrEqual(44)
  // Every tick of the countdown (one a second), not a jump that fires the ticker once.
  await page.clock.runFor(60_000)
  const ready = codeSheet(page).getByRole('button', { name: 'Get code' })
  await expect(ready).toBeEnabled()
  const inputAfter = (await codeInput(page).boundingBox())!
  const readyAfter = (await ready.boundingBox())!
  expect(inputAfter).toEqual(inputBefore)
  expect(readyAfter.y).toBe(resendBefore.y)
  expect(readyAfter.height).toBe(resendBefore.height)
})

test('a double tap on Confirm confirms once', async ({ page }) => {
  await openCodeSheet(page)
  await codeInput(page).fill('123456')
  await codeSheet(page)
    .getByRole('button', { name: 'Confirm' })
    .evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${ORDER_ID}\\?`))
  const records = (await readSandbox(page))?.repayRecords ?? []
  expect(records).toHaveLength(1)
  expect(records[0]?.status).toBe('paid')
})

/** The official site's sections and the in-app documents (e2e/site.spec.ts has their flows). */
const SITE_AND_DOCUMENT_ROUTES = [
  '/',
  '/About',
  '/Policy',
  '/Loan',
  '/Contact',
  '/aboutUs',
  '/privacyPolicy',
  '/loanAgreement',
]

/** The width at which e2e/site.spec.ts ('every site section and document at 390 px') checks those pages. */
const SITE_CHECKED_WIDTH = 390

/** The main states of each built screen: axe, 44 px targets, and a screenshot to look at. */
const VIEWPORTS = [
  { name: '390', width: 390, height: 844 },
  { name: '320', width: 320, height: 640 },
  { name: 'landscape', width: 844, height: 390 },
] as const

for (const viewport of VIEWPORTS) {
  test(`main states pass axe and have 44 px targets at ${viewport.name}`, async ({ page }) => {
    // Sixteen axe runs on a throttled CI core.
    test.setTimeout(180_000)
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    const exclude = [FRAME_WITHOUT_SCRIPTS]
    const check = async (label: string) => {
      await expectAccessible(page, `${label} @${viewport.name}`, { exclude })
      expect(await smallTargets(page), `${label} @${viewport.name}`).toEqual([])
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, `${label} @${viewport.name} scrolls sideways`).toBeLessThanOrEqual(viewport.width)
      if (TAKE_SHOTS)
        await page.screenshot({ path: `${SHOTS_DIR}/${viewport.name}-${label}.png`, fullPage: true })
    }
    await page.goto(REPAY)
    await expect(bdo(page)).toBeVisible()
    await check('repay')
    await payButton(page).tap()
    await expect(page.getByRole('alert')).toBeVisible()
    await check('repay-no-card')
    await bdo(page).tap()
    await payButton(page).tap()
    await expect(codeSheet(page)).toBeVisible()
    await codeSheet(page).getByRole('button', { name: 'Confirm' }).tap()
    await expect(codeSheet(page).getByRole('alert')).toBeVisible()
    await check('repay-code-sheet')

    await page.goto(COMPLAINT)
    await expect(page.getByRole('heading', { name: 'Select question type' })).toBeVisible()
    await check('complaint-start')
    await page.getByRole('button', { name: 'Collection complaint', exact: true }).tap()
    await expect(page.getByRole('list', { name: 'Collection complaint sub-types' })).toBeVisible()
    await check('complaint-subtypes')
    await page.getByRole('button', { name: 'Repayment issue', exact: true }).tap()
    await expect(page.getByLabel('Describe the problem')).toBeVisible()
    await page.getByRole('button', { name: 'Send' }).tap()
    await expect(page.getByRole('alert')).toBeVisible()
    await check('complaint-form')

    await page.goto(url('/complaintList'))
    await expect(page.getByRole('tab', { name: /^Processing/ })).toBeVisible()
    await check('complaint-list')
    // The sample complaint that waits for its reply: no rating popup, the reply promise.
    await page.goto(url('/complainDetails', { problemId: '7c1e5b02-4a9d-4f36-8b21-5e0d9c3a7f48' }))
    await expect(page.getByText(/will reply within 3 weekdays/)).toBeVisible()
    await check('complaint-details')
    await page.goto(url('/customerService'))
    await expect(page.getByText('support@bayad.ph')).toBeVisible()
    await check('customer-service')

    await page.goto(url('/testPreview'))
    await check('test-preview')

    // The official site's sections (the Privacy Policy with the company page framed) and the in-app
    // documents. At 390 px e2e/site.spec.ts runs these very checks (axe, 44 px targets, no sideways
    // scroll) on the same pages, each fully loaded: once is enough.
    if (viewport.width === SITE_CHECKED_WIDTH) return
    for (const path of SITE_AND_DOCUMENT_ROUTES) {
      await page.goto(url(path))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (path === '/Policy')
        await expect(page.getByRole('link', { name: /^Open the privacy policy/ })).toBeVisible()
      await check(`site${path === '/' ? '-home' : path.replace('/', '-')}`)
    }
  })
}

test('Back from the e-wallet checkout shows the payment page ready, not "Opening your e-wallet…"', async ({
  page,
}) => {
  // repayment-huichao refuses an order the borrower does not have: the seeded repayable one (174).
  await page.goto(url('/repayChoose', { orderId: 'BYD20261105000017', amount: '392000' }))
  await page.getByRole('radio', { name: /E-wallet/ }).tap()
  await payButton(page).tap()
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
  await page.goBack()
  await expect(page.getByTestId('repay-amount')).toBeVisible()
  await expect(page.getByText('Opening your e-wallet…')).toHaveCount(0)
  await expect(payButton(page)).toBeEnabled()
})

test('an unbroken 50-character bank name wraps instead of widening the page, with its own mark', async ({
  page,
}) => {
  const longName = 'B'.repeat(50)
  await page.goto(REPAY)
  await expect(bdo(page)).toBeVisible()
  // The sandbox keeps its cards in its stored state: give it a bank no table knows.
  await page.evaluate(
    ({ key, name }) => {
      const state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        cards: { id: string; bankName: string; cardNo: string; bankCode: string }[]
      }
      state.cards.push({ id: '7999', bankName: name, cardNo: '**** 0001', bankCode: 'ZZZ9' })
      window.localStorage.setItem(key, JSON.stringify(state))
    },
    { key: 'bayad.sandbox.v1', name: longName },
  )
  await page.reload()
  const row = page.getByRole('radio', { name: new RegExp(longName) })
  await expect(row).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // BDO, BPI and the unknown bank each have a mark of their own.
  const marks = await page.locator('.bank-mark').allTextContents()
  expect(marks.slice(0, 2)).toEqual(['BDO', 'BPI'])
  expect(marks).toContain('BB')
  await page.screenshot({ path: `${SHOTS_DIR}/experience-long-bank-name.png` })
})

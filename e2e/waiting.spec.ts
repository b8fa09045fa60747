import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { readBridgeCalls } from './support/host.ts'
import { COMMON_QUERY, withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl } from './support/page.ts'
import { chooseScenario, loanPushes, switchScenario } from './support/sandbox.ts'

/**
 * Issue 27, point 7 "Waiting and failing" (docs/decisions/032-waiting-and-failing.md): a route's own
 * frame while its code downloads (in the app, and the static frame of index.html before the app
 * runs); Next on the loan confirmation opens the order page in the app; every load failure says what
 * happened and offers the ways on.
 */

const SHOTS = '/tmp/shots-e'
const CONFIRM_URL = withCommon('/loanConfirm', { productId: '101' })
const ORDER_LIST = withCommon('/orderList')
const CUSTOMER_SERVICE_HREF = `/customerService?${COMMON_QUERY}`

const TEXT = {
  offline: 'You seem to be offline. Check your connection and try again.',
  server: 'Our server could not answer right now. Try again in a moment.',
}

/**
 * Holds every JavaScript download from now on until `release()`: what a slow network does to a
 * route's code, without a timed wait.
 */
async function holdScripts(page: Page) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const held: string[] = []
  const pattern = '**/assets/*.js'
  await page.route(pattern, async (route) => {
    held.push(route.request().url())
    await gate
    await route.continue()
  })
  return {
    held,
    // Every later download goes straight through.
    release: () => open(),
  }
}

/** The file of a source module's chunk in the build under test (its Vite manifest). */
async function chunkOf(page: Page, source: string): Promise<string> {
  const response = await page.request.get('/.vite/manifest.json')
  const manifest = (await response.json()) as Record<string, { file: string }>
  const chunk = manifest[source]
  if (chunk === undefined) throw new Error(`${source} is not in the build's manifest`)
  return chunk.file
}

/** Holds the download of one chunk until `release()`. */
async function holdChunk(page: Page, file: string) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  let requested = 0
  const pattern = `**/${file}`
  await page.route(pattern, async (route) => {
    requested += 1
    await gate
    await route.continue()
  })
  return {
    requested: () => requested,
    release: () => open(),
  }
}

/** Both widths of the brief: 390 px (the suite's phone) and 320 px. */
async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` })
  const size = page.viewportSize() ?? { width: 390, height: 844 }
  await page.setViewportSize({ width: 320, height: 640 })
  await page.screenshot({ path: `${SHOTS}/${name}-320.png` })
  await page.setViewportSize(size)
}

const frame = (page: Page) => page.locator('.page[aria-busy="true"]')
const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'could not be loaded' })

test('Next on the loan confirmation opens the order page in the app: its frame shows while its code loads', async ({
  page,
}) => {
  await page.goto(CONFIRM_URL)
  await expect(page.getByTestId('loan-amount')).toBeVisible()
  // A full page load would lose this.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  const scripts = await holdChunk(
    page,
    await chunkOf(page, 'src/screens/order-details/order-details-screen.tsx'),
  )
  await page.getByRole('button', { name: 'Next' }).dblclick()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible()
  await expect(frame(page)).toBeVisible()
  await expect(frame(page).locator('.skeleton__line')).toHaveCount(5)
  await expect(page).toHaveTitle('Loan details · Bayad')
  expect(scripts.requested()).toBeGreaterThan(0)
  await expectAccessible(page, 'order page frame')
  await shots(page, 'frame-loan-details')

  scripts.release()
  await expect(frame(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Loan details' })).toBeVisible()
  await expect(page.locator('.skeleton')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  // The query as the server gave it (the sandbox's lendDetailsUrl), one submission for two taps.
  const url = expectUrl(page, '/loanDetails', { productId: '101' })
  expect(url.searchParams.get('orderId')).toMatch(/^BYD\d+/)
  expect(await loanPushes(page)).toHaveLength(1)
  // Back does not return to a confirmation already submitted: the order page replaced it.
  expect(await page.evaluate(() => window.history.length)).toBeLessThanOrEqual(2)
})

test('a first load shows the static frame of index.html until the app runs, and nothing moves when it comes', async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto(withCommon('/repayChoose', { orderId: ORDERS['174'].orderId, amount: '350000' }), {
    waitUntil: 'commit',
  })
  const staticFrame = page.locator('#root > .page[aria-busy="true"]')
  await expect(staticFrame).toBeVisible()
  await expect(staticFrame.locator('.skeleton__line')).toHaveCount(5)
  const header = staticFrame.locator('.page__header')
  const before = await header.boundingBox()
  expect(before?.height).toBeGreaterThan(40)
  const background = await header.evaluate((element) => getComputedStyle(element).backgroundImage)
  expect(background).toContain('linear-gradient')
  await shots(page, 'static-frame')
  // What moved, by the class of each element that moved.
  await page.evaluate(() => {
    const moved: string[] = []
    ;(window as unknown as { moved: string[] }).moved = moved
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        for (const source of (entry as unknown as { sources: { node?: Node }[] }).sources)
          moved.push(source.node instanceof Element ? source.node.className : String(source.node?.nodeName))
    }).observe({ type: 'layout-shift', buffered: true })
  })

  scripts.release()
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your loan' })).toBeVisible()
  await expect(page.locator('.page')).toHaveCount(1)
  expect(await page.locator('.page__header').boundingBox()).toEqual(before)
  await expect(page.locator('.skeleton')).toHaveCount(0)
  // The frame's header and title never move (the screen's own content may settle below them).
  const moved = await page.evaluate(() => (window as unknown as { moved: string[] }).moved)
  expect(moved.filter((name) => /page__(header|title)|^page$/.test(name))).toEqual([])
})

test('offline: the order list says so, with Try again, customer service and home; online again, Try again loads it', async ({
  page,
  context,
}) => {
  await chooseScenario(page, 'serverError')
  await page.goto(ORDER_LIST)
  await expect(notice(page)).toContainText('Your orders could not be loaded.')
  await expect(notice(page)).toContainText(TEXT.server)
  await expectAccessible(page, 'order list, server failure')
  expect(await smallTargets(page)).toEqual([])
  await shots(page, 'failed-server-order-list')

  await context.setOffline(true)
  await notice(page).getByRole('button', { name: 'Try again' }).tap()
  await expect(notice(page)).toContainText(TEXT.offline)
  await expect(notice(page).getByRole('link', { name: 'Customer service' })).toHaveAttribute(
    'href',
    CUSTOMER_SERVICE_HREF,
  )
  await expect(notice(page).getByRole('button', { name: 'Go to home' })).toBeVisible()
  await expectAccessible(page, 'order list, offline')
  await shots(page, 'failed-offline-order-list')

  await context.setOffline(false)
  await switchScenario(page, 'verificationNeeded')
  await notice(page).getByRole('button', { name: 'Try again' }).tap()
  await expect(notice(page)).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible()
})

test("a refusal shows the server's message; customer service opens in the app with the common query", async ({
  page,
}) => {
  await chooseScenario(page, 'bankInitFailure')
  await page.goto(withCommon('/bindBank', { productId: '101' }))
  await expect(notice(page)).toContainText('The payment account form could not be loaded.')
  await expect(notice(page)).toContainText(
    'Payment accounts cannot be added right now. Please try again later.',
  )
  await expectAccessible(page, 'payment account form, refused')
  await shots(page, 'failed-refused-bank-form')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await notice(page).getByRole('link', { name: 'Customer service' }).tap()
  await expect(page).toHaveURL(/\/customerService\?/)
  const url = expectUrl(page, '/customerService')
  expect(url.searchParams.get('productId')).toBeNull()
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test('scenario offline: the complaints say the phone seems offline; Go to home asks the host', async ({
  page,
}) => {
  await chooseScenario(page, 'offline')
  await page.goto(withCommon('/complaintList'))
  await expect(notice(page)).toContainText('Your complaints could not be loaded.')
  await expect(notice(page)).toContainText(TEXT.offline)
  await shots(page, 'failed-offline-complaints')
  await notice(page).getByRole('button', { name: 'Go to home' }).tap()
  await expect.poll(async () => (await readBridgeCalls(page)).map((call) => call.type)).toContain('goHome')
})

test('an answer of the wrong shape is the server; the repayment choice says so', async ({ page }) => {
  await chooseScenario(page, 'malformedResponse')
  await page.goto(withCommon('/orderList'))
  await expect(notice(page)).toContainText(TEXT.server)
  await chooseScenario(page, 'serverError')
  await page.goto(withCommon('/repayOrNot', ORDERS['174']))
  await expect(notice(page)).toContainText('This order could not be loaded.')
  await expect(notice(page)).toContainText(TEXT.server)
  await expectAccessible(page, 'repay or not, server failure')
})

test('customer service that cannot load its contacts offers no link to itself', async ({ page }) => {
  await chooseScenario(page, 'contactFailure')
  await page.goto(withCommon('/customerService'))
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'The latest contact details could not be loaded.' })
  await expect(failed).toContainText('Contact details are not available right now.')
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(failed.getByRole('link', { name: 'Customer service' })).toHaveCount(0)
  await shots(page, 'failed-customer-service')
})

test("a route whose code cannot download offline says so in the route's frame; online, Try again loads it", async ({
  page,
  context,
}) => {
  await page.goto(ORDER_LIST)
  await expect(page.getByRole('list', { name: 'Orders' })).toBeVisible()
  await context.setOffline(true)
  // Customer service is not part of this page's code: the in-app link has to download it.
  await page.evaluate(() =>
    window.history.pushState(null, '', `/customerService?${location.search.slice(1)}`),
  )
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')))
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible()
  const failed = page.getByRole('alert')
  await expect(failed).toContainText('This page could not be loaded')
  await expect(failed).toContainText('You are offline.')
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
  // On customer service itself, no link to it.
  await expect(page.getByRole('link', { name: 'Customer service' })).toHaveCount(0)
  await expectAccessible(page, 'route download failed')
  await shots(page, 'failed-route-download')

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(page.getByText('We are here to help with your loans, payments and account.')).toBeVisible()
})

import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { bridgeCallsOf } from './support/host.ts'
import { COMMON, withCommon } from './support/host-query.ts'
import { expectUrl } from './support/page.ts'
import { chooseScenario } from './support/sandbox.ts'

/**
 * Issue 25 points 1 and 3 (docs/decisions/023-origins-and-csp.md): the borrower's session goes only to
 * first-party pages, and a pay-code QR picture counts only from the lender. Sandbox: scenario
 * partnerProduct (src/sandbox/handlers/products.ts) answers a partner lender's page on another origin.
 */

const PARTNER_PAGE = 'https://partner-lender.example/apply?productId=202'
/** What the host may add to the query: the custom header values of spec §7. */
const HEADER_VALUES = { building: 'b1', gather: 'g1', swift: 's1', eyes: 'e1' }
const SESSION_KEYS = [...Object.keys(COMMON), ...Object.keys(HEADER_VALUES)]
const FORGED_QR = 'https://evil.example/qr.png'
const REFUSED_HEADING = 'This QR code is not shown'
const AMOUNT = /^₱5[.,]000[.,]00$/

const productButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`: ${name}$`) })

/** Every request the page makes to another origin's host, counted (none may reach it unasked). */
function requestsTo(page: Page, host: string): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).host === host) seen.push(request.url())
  })
  return seen
}

test('a partner lender’s product opens its page as the server named it, without the session', async ({
  page,
}) => {
  // The partner's page, answered here: the test reads the address the app navigated to.
  await page.route('https://partner-lender.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Partner</title><h1>Partner</h1>',
    }),
  )
  await chooseScenario(page, 'partnerProduct')
  await page.goto(withCommon('/recommendList', HEADER_VALUES))
  await expect(page.getByRole('article')).toHaveCount(5)
  // Every server picture on the page goes without a referrer.
  const pictures = page.locator('main img')
  expect(await pictures.count()).toBeGreaterThan(0)
  for (const policy of await pictures.evaluateAll((imgs) =>
    imgs.map((img) => img.getAttribute('referrerpolicy')),
  ))
    expect(policy).toBe('no-referrer')

  await productButton(page, 'Sahod Advance').tap()
  await page.waitForURL(/^https:\/\/partner-lender\.example\//)
  expect(page.url()).toBe(PARTNER_PAGE)
  const opened = new URL(page.url())
  for (const key of SESSION_KEYS) expect(opened.searchParams.has(key), key).toBe(false)
  // Opened by the page itself (define named a URL), not through the host.
  expect(await bridgeCallsOf(page, 'openProduct')).toEqual([])
})

test('a product of the app’s own origin still opens with the whole common query', async ({ page }) => {
  await chooseScenario(page, 'partnerProduct')
  await page.goto(withCommon('/recommendList', HEADER_VALUES))
  await productButton(page, 'Tindahan Loan').tap()
  await expect(page).toHaveURL(/\/product\?/)
  expectUrl(page, '/product', { productId: '203', ...HEADER_VALUES })
})

test('a forged QR link: no picture (nothing fetched from its host), the amount and why', async ({ page }) => {
  const fetched = requestsTo(page, 'evil.example')
  await page.goto(
    withCommon('/repaymentOfCode', { showType: '2', payCodeImg: FORGED_QR, repayAmount: '500000' }),
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Pay your loan' })).toBeFocused()
  await expect(page.getByRole('heading', { level: 2, name: REFUSED_HEADING })).toBeVisible()
  await expect(page.getByText(/did not come from Bayad, so it is not shown/)).toBeVisible()
  await expect(page.getByText(AMOUNT)).toBeVisible()
  await expect(page.locator('img')).toHaveCount(0)
  await expect(page.getByText('How to scan and pay')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible()
  await expectAccessible(page, 'forged qr')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/origins-forged-qr.png`, fullPage: true })
  expect(fetched).toEqual([])

  await page.getByRole('button', { name: 'Contact customer service' }).tap()
  await expect(page).toHaveURL(/\/customerService\?/)
  expectUrl(page, '/customerService')
})

test('a forged QR link with a code: the code to copy, never the picture', async ({ page }) => {
  const fetched = requestsTo(page, 'evil.example')
  await page.goto(
    withCommon('/repaymentOfCode', {
      showType: '2',
      payCodeImg: `https://h5.bayad.example@evil.example/qr.png`,
      payCode: 'BYD0000000001',
      repayAmount: '500000',
    }),
  )
  await expect(page.getByRole('heading', { level: 2, name: REFUSED_HEADING })).toBeVisible()
  await expect(page.getByText('BYD0000000001', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy pay code BYD0000000001' })).toBeVisible()
  await expect(page.locator('img')).toHaveCount(0)
  await expectAccessible(page, 'forged qr with code')
  await page.screenshot({ path: `${SHOTS_DIR}/origins-forged-qr-code.png`, fullPage: true })
  expect(fetched).toEqual([])
})

test('a QR picture of the app’s own origin still shows, without a referrer', async ({ page }) => {
  await page.goto(
    withCommon('/repaymentOfCode', { showType: '2', payCodeImg: '/sandbox-qr.svg', repayAmount: '500000' }),
  )
  const qr = page.getByRole('img', { name: 'QR code to scan and pay' })
  await expect(qr).toBeVisible()
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await expect(qr).toHaveAttribute('referrerpolicy', 'no-referrer')
  await expect(page.getByRole('heading', { level: 2, name: REFUSED_HEADING })).toHaveCount(0)
  await expect(page.getByText(AMOUNT)).toBeVisible()
})

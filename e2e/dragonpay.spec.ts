import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { allowClipboard, readClipboard } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { toast } from './support/page.ts'

/**
 * Issue 9: the Dragonpay repayment instructions, `/dragonpay` and
 * `/carpmm?requestType=1&amount=…&payCode=…` (spec §2): GCash Bills, Maya and a store, pictures that
 * enlarge and close, the amount and the pay code from the link (src/screens/dragonpay).
 */
const PAY_CODE = 'BYD1234567890'
const CARPMM = withCommon('/carpmm', { requestType: '1', amount: '350000', payCode: PAY_CODE })
const AMOUNT_UNREADABLE = 'The amount in this link could not be read. Pay the amount shown in your loan.'
const GUIDES = [
  { title: 'GCash Bills', name: 'GCash Bills' },
  { title: 'Maya (PayMaya)', name: 'Maya' },
  { title: 'Cash at a store', name: 'Store' },
] as const

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Payment instructions' })
const payment = (page: Page) => page.getByRole('region', { name: 'Your payment' })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

test('/dragonpay: three guides with steps and pictures, no payment details, accessible', async ({ page }) => {
  // Nine pictures scrolled to one by one, then axe: more than a usual test's 30 s on a busy machine.
  test.slow()
  await page.goto(withCommon('/dragonpay'))
  await expect(heading(page)).toBeVisible()
  await expect(page).toHaveTitle('Payment instructions · Bayad')
  for (const { title, name } of GUIDES) {
    const guide = page.getByRole('region', { name: title })
    await expect(guide.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expect(guide.locator('ol > li')).toHaveCount(4)
    await expect(guide.getByRole('button', { name: new RegExp(`^Enlarge: ${name}, step \\d$`) })).toHaveCount(
      3,
    )
  }
  await expect(payment(page)).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)

  // Every picture loads once it is scrolled to (lazy) and draws something.
  const pictures = page.locator('main img')
  await expect(pictures).toHaveCount(9)
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(300)
  }

  await page.evaluate(() => window.scrollTo(0, 0))
  await expectAccessible(page, '/dragonpay')
  expect(await smallTargets(page)).toEqual([])
})

test('a jump button brings its guide under the header', async ({ page }) => {
  await page.goto(withCommon('/dragonpay'))
  await page.getByRole('navigation', { name: 'Ways to pay' }).getByRole('link', { name: 'Store' }).tap()
  const title = page.getByRole('heading', { level: 2, name: 'Cash at a store' })
  await expect(title).toBeFocused()
  await expect(title).toBeInViewport()
  expect(new URL(page.url()).hash).toBe('')
})

test('a picture enlarges and closes with Close, Escape and Back', async ({ page }) => {
  await page.goto(withCommon('/dragonpay'))
  await expect(heading(page)).toBeVisible()
  const thumb = page.getByRole('button', { name: 'Enlarge: GCash Bills, step 3' })
  await thumb.tap()
  const open = dialog(page, 'GCash Bills, step 3')
  await expect(open).toBeVisible()
  const big = open.getByRole('img', { name: /^GCash Dragonpay form/ })
  await expect(big).toBeVisible()
  await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300)
  // Larger than the thumbnail, and inside the screen.
  const box = await big.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThan(300)
  const screen = page.viewportSize()
  expect(screen).not.toBeNull()
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(screen?.height ?? 0)
  await expect(open.getByText('Your pay code goes in Reference number.')).toBeVisible()
  await expectAccessible(page, 'enlarged picture')
  expect(await smallTargets(page)).toEqual([])

  await open.getByRole('button', { name: 'Close' }).tap()
  await expect(open).toHaveCount(0)
  await expect(thumb).toBeFocused()

  await page.getByRole('button', { name: 'Enlarge: Maya, step 2' }).tap()
  await expect(dialog(page, 'Maya, step 2')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page, 'Maya, step 2')).toHaveCount(0)

  // Android's Back closes the picture and stays on the page.
  await page.getByRole('button', { name: 'Enlarge: Store, step 4' }).tap()
  await expect(dialog(page, 'Store, step 4')).toBeVisible()
  await page.goBack()
  await expect(dialog(page, 'Store, step 4')).toHaveCount(0)
  await expect(heading(page)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/dragonpay')
})

test('/carpmm: the amount and the pay code, and Copy puts the code on the clipboard', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  await page.goto(CARPMM)
  await expect(heading(page)).toBeVisible()
  await expect(payment(page).getByText('₱3,500.00', { exact: true })).toBeVisible()
  await expect(payment(page).getByText(PAY_CODE, { exact: true })).toBeVisible()
  for (const { title } of GUIDES) await expect(page.getByRole('region', { name: title })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expectAccessible(page, '/carpmm')
  expect(await smallTargets(page)).toEqual([])
  // One name for the code on every screen (decision 030).
  await expect(payment(page).getByRole('term')).toHaveText(['Amount due', 'Pay code'])
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `/tmp/shots-c/carpmm-${width}.png` })
  }
  await page.setViewportSize({ width: 390, height: 844 })

  await page.getByRole('button', { name: 'Copy pay code' }).tap()
  await expect(toast(page, 'Copied.')).toBeVisible()
  expect(await readClipboard(page)).toBe(PAY_CODE)
})

test('/carpmm with a malformed amount: a notice instead, the code still there', async ({ page }) => {
  await page.goto(withCommon('/carpmm', { requestType: '1', amount: '35O0<b>', payCode: PAY_CODE }))
  await expect(heading(page)).toBeVisible()
  await expect(page.getByRole('alert')).toHaveText(AMOUNT_UNREADABLE)
  await expect(payment(page).getByText(PAY_CODE, { exact: true })).toBeVisible()
  await expect(payment(page).getByText('Amount due')).toHaveCount(0)
  const text = await page.locator('body').innerText()
  expect(text).not.toContain('35O0')
  expect(text).not.toContain('₱')
  await expectAccessible(page, '/carpmm with a malformed amount')
})

test('at 320 px a long amount and pay code wrap inside the page, targets stay 44 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 })
  const payCode = 'BYD-2026-1105-0000-1234-5678-ABCDEFGHIJK'
  await page.goto(withCommon('/carpmm', { requestType: '1', amount: '123456789012', payCode }))
  await expect(payment(page).getByText('₱1,234,567,890.12', { exact: true })).toBeVisible()
  await expect(payment(page).getByText(payCode, { exact: true })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  expect(await smallTargets(page)).toEqual([])
  await expectAccessible(page, '/carpmm at 320 px')
})

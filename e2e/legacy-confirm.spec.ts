import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import company from '../src/content/company.json' with { type: 'json' }
import { formatPeso } from '../src/lib/format.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { withCommon } from './support/host-query.ts'
import { expectUrl, runClockUntil, toast } from './support/page.ts'
import { chooseScenario, loanPushes, switchScenario } from './support/sandbox.ts'

/** Spec §2 "Loan confirm variant 2", §7 legacy calls, §8; issue 6. Sandbox: src/sandbox/handlers/legacy.ts. */
const CONFIRM2_URL = withCommon('/loanConfirm2', { productId: '101' })

const promo = (page: Page) => page.getByRole('dialog', { name: 'A special offer for you' })
const submitButton = (page: Page) => page.getByRole('button', { name: 'Get my loan now' })

/** Issue 27's screenshots of this page, at 390 and 320 px (decision 028). */
const SHOTS_A = '/tmp/shots-a'
mkdirSync(SHOTS_A, { recursive: true })
async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: `${SHOTS_A}/${name}-390.png`, fullPage })
  await page.setViewportSize({ width: 320, height: 640 })
  await page.screenshot({ path: `${SHOTS_A}/${name}-320.png`, fullPage })
  await page.setViewportSize({ width: 390, height: 844 })
}
const statement = (page: Page) => page.locator('#disclosure-statement')

async function openConfirm2(page: Page) {
  await page.goto(CONFIRM2_URL)
  await expect(promo(page)).toBeVisible()
}

test('main path: the offer in pesos, the promotional popup closes, the server-text button submits', async ({
  page,
}) => {
  await page.goto(withCommon('/testPreview'))
  await openConfirm2(page)
  await expectAccessible(page, 'variant 2 promotional popup')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/legacy-confirm-popup.png` })
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await expect(promo(page)).toBeHidden()

  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
  // What arrives, as prominent as what is borrowed, and the Disclosure Statement (decision 028).
  await expect(page.getByTestId('net-proceeds')).toHaveText(formatPeso(470000))
  await expect(page.getByRole('heading', { name: 'Loan breakdown' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payment schedule', exact: true })).toBeVisible()
  await expect(statement(page).getByTestId('disclosure-charges')).toHaveText(formatPeso(61850))
  await expect(statement(page).getByTestId('disclosure-total')).toHaveText(formatPeso(531850))
  await expect(statement(page).getByTestId('disclosure-rate')).toContainText('4.22% per month')
  await expect(page.getByRole('note', { name: 'Before you confirm' })).toContainText(
    'Read the Disclosure Statement before you tap Get my loan now.',
  )
  await expect(page.getByRole('region', { name: 'Lender' })).toContainText(company.legalName)
  await expect(page.getByRole('region', { name: 'Lender' })).toContainText(company.secRegistration)
  await expect(page.getByRole('region', { name: 'Lender' })).toContainText(company.authorityNumber)
  await expect(page.getByRole('button', { name: 'Loan Agreement' })).toBeVisible()
  await expectAccessible(page, 'variant 2')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/legacy-confirm.png`, fullPage: true })
  await shoot(page, 'legacy-confirm')

  await submitButton(page).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', { productId: '101' })
  expect(await loanPushes(page)).toEqual([
    expect.objectContaining({ variant: 'legacy', productId: '101', amount: 500000, periods: '91' }),
  ])
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
})

test('the popup image leads to the Disclosure Statement and submits nothing; the button then submits once', async ({
  page,
}) => {
  // The page's clock answers slowPush's held push once the in-flight state has been seen, not 3 s later.
  await page.clock.install()
  await chooseScenario(page, 'slowPush')
  await openConfirm2(page)
  await shoot(page, 'legacy-confirm-popup', false)
  // A double tap on the picture sends nothing: the popup closes on the statement.
  await promo(page).getByRole('button', { name: 'See what this offer costs' }).dblclick()
  await expect(promo(page)).toBeHidden()
  const heading = page.getByRole('heading', { name: 'Disclosure Statement', level: 2 })
  await expect(heading).toBeInViewport()
  await expect(page).toHaveURL(/\/loanConfirm2\?/)
  expect(await loanPushes(page)).toEqual([])
  // One tap: the statement is in view and has the focus (a double tap's second lands on the page).
  await page.reload()
  await promo(page).getByRole('button', { name: 'See what this offer costs' }).tap()
  await expect(promo(page)).toBeHidden()
  await expect(heading).toBeFocused()
  await expect(heading).toBeInViewport()
  expect(await loanPushes(page)).toEqual([])
  await expectAccessible(page, 'variant 2, after the promotional image')
  await page.screenshot({ path: `${SHOTS_A}/legacy-confirm-reviewing-390.png` })
  // One explicit confirmation: the button, once for a double tap.
  await submitButton(page).dblclick()
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
  await runClockUntil(page, async () => new URL(page.url()).pathname === '/loanDetails')
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expect(await loanPushes(page)).toHaveLength(1)
  const remembered = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('bayad.submittedLoan') ?? 'null'),
  )
  expect(remembered).toMatchObject({
    productId: '101',
    amount: 500000,
    netProceeds: 470000,
    totalRepay: 531850,
  })
})

test('a double tap on the button submits once', async ({ page }) => {
  // The page's clock answers slowPush's held push once the in-flight state has been seen, not 3 s later.
  await page.clock.install()
  await chooseScenario(page, 'slowPush')
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await submitButton(page).dblclick()
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
  await runClockUntil(page, async () => new URL(page.url()).pathname === '/loanDetails')
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expect(await loanPushes(page)).toHaveLength(1)
})

test('scenario rupeeFlag: the amount takes the rupee sign', async ({ page }) => {
  await chooseScenario(page, 'rupeeFlag')
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByTestId('loan-amount')).toHaveText('₹5,000.00')
})

test('scenario legacyRefused: a code other than "00" shows the server message; nothing is submitted', async ({
  page,
}) => {
  await chooseScenario(page, 'legacyRefused')
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await submitButton(page).tap()
  await expect(toast(page, 'This offer is no longer available for your account.')).toBeVisible()
  await expect(page).toHaveURL(/\/loanConfirm2\?/)
  await expect(submitButton(page)).toBeEnabled()
  expect(await loanPushes(page)).toEqual([])
})

test('offline on submit (nothing sent) says so and keeps the page', async ({ page }) => {
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await switchScenario(page, 'offline')
  await submitButton(page).tap()
  await expect(toast(page, 'You are offline. Connect to the internet and try again.')).toBeVisible()
  await expect(submitButton(page)).toBeEnabled()
})

test('each agreement link opens its own page with the common query', async ({ page }) => {
  for (const [title, path, position] of [
    ['Loan Agreement', '/loanAgreement', '0'],
    ['Privacy Policy', '/privacyPolicy', '1'],
  ] as const) {
    await openConfirm2(page)
    await promo(page).getByRole('button', { name: 'Close' }).tap()
    await page.getByRole('button', { name: title }).tap()
    await expect(page).toHaveURL((url) => url.pathname === path)
    expectUrl(page, path, { productId: '101', position })
  }
})

test('a malformed answer shows a retry state and Try again loads the offer', async ({ page }) => {
  await chooseScenario(page, 'malformedResponse')
  await page.goto(CONFIRM2_URL)
  await expect(page.getByRole('alert')).toContainText('Your loan offer could not be loaded.')
  await expect(toast(page, 'Unexpected response from the server. Please try again.')).toBeVisible()
  await expectAccessible(page, 'variant 2, load failed')
  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(promo(page)).toBeVisible()
})

test('Back closes the promotional popup first', async ({ page }) => {
  await page.goto(withCommon('/testPreview'))
  await openConfirm2(page)
  await page.goBack()
  await expect(promo(page)).toBeHidden()
  await expect(page).toHaveURL(/\/loanConfirm2\?/)
})

test('lang=spec: the sections in the spec\'s words, "Detailed list" and "Plan list"', async ({ page }) => {
  await page.goto(withCommon('/loanConfirm2', { productId: '101', lang: 'spec' }))
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByRole('heading', { name: 'Detailed list' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Plan list' })).toBeVisible()
})

import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import {
  chooseScenario,
  expectAccessible,
  expectUrl,
  loanPushes,
  SHOTS_DIR,
  smallTargets,
  switchScenario,
  toast,
  withCommon,
} from './support.ts'

/** Spec §2 "Loan confirm variant 2", §7 legacy calls, §8; issue 6. Sandbox: src/sandbox/handlers/legacy.ts. */
const CONFIRM2_URL = withCommon('/loanConfirm2', { productId: '101' })

const promo = (page: Page) => page.getByRole('dialog', { name: 'A special offer for you' })
const submitButton = (page: Page) => page.getByRole('button', { name: 'Get my loan now' })

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

  await expect(page.getByTestId('loan-amount')).toHaveText('₱5.000,00')
  await expect(page.getByRole('heading', { name: 'Detailed list' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Plan list' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Loan Agreement' })).toBeVisible()
  await expectAccessible(page, 'variant 2')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/legacy-confirm.png`, fullPage: true })

  await submitButton(page).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', { productId: '101' })
  expect(await loanPushes(page)).toEqual([
    expect.objectContaining({ variant: 'legacy', productId: '101', amount: 500000, periods: '91' }),
  ])
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
})

test('tapping the popup image submits the loan exactly as the button does, once for a double tap', async ({
  page,
}) => {
  await chooseScenario(page, 'slowPush')
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Get this offer' }).dblclick()
  await expect(promo(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
  await expect(page).toHaveURL(/\/loanDetails\?/, { timeout: 10_000 })
  expect(await loanPushes(page)).toHaveLength(1)
})

test('a double tap on the button submits once', async ({ page }) => {
  await chooseScenario(page, 'slowPush')
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await submitButton(page).dblclick()
  await expect(page).toHaveURL(/\/loanDetails\?/, { timeout: 10_000 })
  expect(await loanPushes(page)).toHaveLength(1)
})

test('scenario rupeeFlag: the amount takes the rupee sign', async ({ page }) => {
  await chooseScenario(page, 'rupeeFlag')
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await expect(page.getByTestId('loan-amount')).toHaveText('₹5.000,00')
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

test('an agreement link opens its contract page', async ({ page }) => {
  await openConfirm2(page)
  await promo(page).getByRole('button', { name: 'Close' }).tap()
  await page.getByRole('button', { name: 'Privacy Policy' }).tap()
  await expect(page).toHaveURL(/\/loanAgreement\?/)
  expect(new URL(page.url()).searchParams.get('position')).toBe('1')
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

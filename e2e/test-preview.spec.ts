import { expect, test } from '@playwright/test'
import { COMMON, expectUrl, SHOTS_DIR, withCommon } from './support.ts'

/** Spec §2 "Test preview page". */
const PREVIEW_URL = withCommon('/testPreview')

test('an edited User id rides along to "Repay by bank card" with the other common params', async ({
  page,
}) => {
  await page.goto(PREVIEW_URL)
  const userId = page.getByLabel('User id')
  await expect(userId).toHaveValue(COMMON.userId)
  await userId.fill('200777')
  await page.getByRole('link', { name: 'Repay by bank card' }).tap()
  await expect(page).toHaveURL(/\/repayChoose\?/)
  // The preview's defaults: the seeded repayable order (174) and what is due on it.
  expectUrl(page, '/repayChoose', { userId: '200777', orderId: 'BYD20261105000017', amount: '392000' })
  await expect(page.getByTestId('repay-amount')).toHaveText('₱3.920,00')
})

test("the Scenario select shows the chosen scenario's description", async ({ page }) => {
  await page.goto(PREVIEW_URL)
  const scenario = page.getByLabel('Scenario')
  await expect(scenario).toHaveValue('verificationNeeded')
  await expect(page.getByText('Default. Card repayment asks for an SMS code (use 123456).')).toBeVisible()
  await scenario.selectOption('cardListFailure')
  await expect(
    page.getByText('Loading the repayment cards fails: "failed to query card list".'),
  ).toBeVisible()
  await expect(page.getByText('Default. Card repayment asks for an SMS code (use 123456).')).toHaveCount(0)
  // The choice is the sandbox's, so it survives a reload.
  await page.reload()
  await expect(page.getByLabel('Scenario')).toHaveValue('cardListFailure')
  await page.screenshot({ path: `${SHOTS_DIR}/test-preview.png`, fullPage: true })
})

test.describe('geolocation', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 14.5995, longitude: 120.9842 } })

  test('the location button shows the coordinates', async ({ page, context }) => {
    await context.setGeolocation({ latitude: 14.5547, longitude: 121.0244 })
    await page.goto(PREVIEW_URL)
    await page.getByRole('button', { name: 'Get location' }).tap()
    await expect(page.getByText('Location: 14.55470, 121.02440')).toBeVisible()
  })
})

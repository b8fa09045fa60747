import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { SHOTS_DIR } from './support/files.ts'
import { readBridgeCalls } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl, toast } from './support/page.ts'
import { chooseScenario, readSandbox } from './support/sandbox.ts'

/** Spec §4 "Bank card repay", §5 (Pay), §8 (repay errors). Sandbox: src/sandbox/handlers/repayment.ts. */
const ORDER_ID = 'ORD20261121001'
const REPAY_URL = withCommon('/repayChoose', { orderId: ORDER_ID, amount: '350000' })

async function openRepay(page: Page) {
  await page.goto(REPAY_URL)
  await expect(page.getByTestId('repay-amount')).toHaveText('₱3,500.00')
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₱/ })
const codeSheet = (page: Page) => page.getByRole('dialog', { name: 'Enter the SMS code' })
const codeInput = (page: Page) => codeSheet(page).getByLabel('SMS code')

async function chooseCard(page: Page, bank = 'BDO Unibank') {
  const card = page.getByRole('radio', { name: new RegExp(bank) })
  await card.tap()
  await expect(card).toBeChecked()
}

async function payAndOpenCodeSheet(page: Page) {
  await chooseCard(page)
  await payButton(page).tap()
  await expect(codeSheet(page)).toBeVisible()
}

test('happy path: card, Pay, SMS countdown, resend, code 123456, borrow detail', async ({ page }) => {
  await page.clock.install()
  await openRepay(page)
  await expect(payButton(page)).toHaveText('Pay ₱3,500.00')

  await payAndOpenCodeSheet(page)
  const sheet = codeSheet(page)
  await expect(sheet.getByText(/We sent a code by SMS to 09171234567/)).toBeVisible()
  const resend = sheet.getByRole('button', { name: /^Resend code in \d+ s$|^Get code$/ })
  await expect(resend).toHaveText(/^Resend code in (60|5\d) s$/)
  await expect(resend).toBeDisabled()
  await page.screenshot({ path: `${SHOTS_DIR}/repay-code-sheet.png` })

  // 60 s later the label reads "get verification code" again and Resend is possible. The countdown
  // ends on its 60th tick: run every second's timer (fastForward would fire the ticker only once).
  await page.clock.runFor(60_000)
  await expect(resend).toHaveText('Get code')
  await expect(resend).toBeEnabled()

  await resend.tap()
  await expect(resend).toHaveText(/^Resend code in (60|5\d) s$/)
  await expect(resend).toBeDisabled()
  await expect.poll(async () => (await readSandbox(page))?.repayRecords[0]?.codeSends).toBe(2)

  await codeInput(page).fill('123456')
  await sheet.getByRole('button', { name: 'Confirm' }).tap()

  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${ORDER_ID}\\?`))
  expectUrl(page, `/borrowDetail/${ORDER_ID}`)
  const state = await readSandbox(page)
  expect(state?.repayRecords).toHaveLength(1)
  expect(state?.repayRecords[0]).toMatchObject({
    orderId: ORDER_ID,
    cardId: '7001',
    amount: '350000',
    status: 'paid',
  })
})

test('Pay without a card asks to select one first, at the card list', async ({ page }) => {
  await openRepay(page)
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeVisible()
  await payButton(page).tap()
  const group = page.getByRole('radiogroup', { name: 'Choose how to pay' })
  await expect(page.getByRole('alert')).toHaveText('Choose a bank card first.')
  await expect(group).toHaveAttribute('aria-invalid', 'true')
  await expect(group).toHaveAccessibleDescription('Choose a bank card first.')
  // Shown once, at the field: no toast repeats it.
  await expect(page.getByText('Choose a bank card first.')).toHaveCount(1)
  await chooseCard(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(group).toHaveAttribute('aria-invalid', 'false')
  await expect(codeSheet(page)).toBeHidden()
  expect((await readSandbox(page))?.repayRecords ?? []).toHaveLength(0)
})

test('a wrong SMS code is refused and the sheet stays; a short code is rejected locally', async ({
  page,
}) => {
  await openRepay(page)
  await payAndOpenCodeSheet(page)
  const confirm = codeSheet(page).getByRole('button', { name: 'Confirm' })

  await codeInput(page).fill('000000')
  await confirm.tap()
  await expect(toast(page, 'That code is not right. Check the SMS and try again.')).toBeVisible()
  await expect(codeSheet(page)).toBeVisible()
  await expect(codeInput(page)).toBeEditable()
  // Back in the field, with what was typed kept.
  await expect(codeInput(page)).toBeFocused()
  await expect(codeInput(page)).toHaveValue('000000')

  await codeInput(page).fill('12345')
  await confirm.tap()
  await expect(codeSheet(page).getByRole('alert')).toHaveText('Enter the full code from the SMS.')
  await expect(codeInput(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(codeInput(page)).toHaveAccessibleDescription('Enter the full code from the SMS.')
  await expect(codeSheet(page)).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/repayChoose')
  expect((await readSandbox(page))?.repayRecords.map((r) => r.status)).toEqual(['pending'])
})

test('a double tap on Pay commits only once', async ({ page }) => {
  await openRepay(page)
  await chooseCard(page)
  // Two clicks in the same task, before React can re-render the button as disabled: the second
  // one reaches the app's handler, so the flow itself (not only the disabled button) must drop it.
  const secondClickWasLive = await payButton(page).evaluate((button: HTMLButtonElement) => {
    button.click()
    const live = !button.disabled
    button.click()
    return live
  })
  test.info().annotations.push({
    type: 'second click reached an enabled button',
    description: String(secondClickWasLive),
  })
  await expect(codeSheet(page)).toBeVisible()
  await expect(codeInput(page)).toBeVisible()
  // Let any second commit land before counting.
  await page.waitForTimeout(500)
  const state = await readSandbox(page)
  expect(state?.repayRecords).toHaveLength(1)
  expect(state?.repayRecords[0]).toMatchObject({ orderId: ORDER_ID, status: 'pending', codeSends: 1 })
  await expect(page.getByText(/This payment is already being processed/)).toHaveCount(0)
})

test('scenario noVerification: paid at commit, repayment dialog closed, borrow detail opens', async ({
  page,
}) => {
  await chooseScenario(page, 'noVerification')
  await openRepay(page)
  await chooseCard(page, 'BPI')
  await payButton(page).tap()
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${ORDER_ID}\\?`))
  expectUrl(page, `/borrowDetail/${ORDER_ID}`)
  await expect(codeSheet(page)).toBeHidden()
  expect(await readBridgeCalls(page)).toEqual([{ type: 'closeRepayDialog' }])
  await expect(toast(page, 'The app would close its repayment dialog now.')).toBeVisible()
  expect((await readSandbox(page))?.repayRecords[0]).toMatchObject({ cardId: '7002', status: 'paid' })
})

test('scenario cardListFailure: "Your bank cards could not be loaded. Try again." and Try again', async ({
  page,
}) => {
  await chooseScenario(page, 'cardListFailure')
  await page.goto(REPAY_URL)
  await expect(toast(page, 'Your bank cards could not be loaded. Try again.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expect(page.getByRole('radio')).toHaveCount(0)
  await expect(payButton(page)).toBeDisabled()
})

test('scenario repeatedSubmission: the 800005 message says what to do', async ({ page }) => {
  await chooseScenario(page, 'repeatedSubmission')
  await openRepay(page)
  await chooseCard(page)
  await payButton(page).tap()
  await expect(
    page
      .getByRole('status')
      .getByText(/^This payment is already being processed\. Wait a minute, then check your order/),
  ).toBeVisible()
  await expect(codeSheet(page)).toBeHidden()
  await expect(payButton(page)).toBeEnabled()
})

test('e-wallet: Pay hands the page to the wallet checkout', async ({ page }) => {
  // repayment-huichao refuses an order the borrower does not have: the seeded repayable one (174).
  await page.goto(withCommon('/repayChoose', { orderId: ORDERS['174'].orderId, amount: '392000' }))
  await expect(page.getByTestId('repay-amount')).toHaveText('₱3,920.00')
  const wallet = page.getByRole('radio', { name: /E-wallet/ })
  await wallet.tap()
  await expect(wallet).toBeChecked()
  await payButton(page).tap()
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('orderId')).toBe(ORDERS['174'].orderId)
  expect(url.searchParams.get('amount')).toBe('392000')
  await expect(page.getByRole('heading', { name: 'Sandbox e-wallet checkout' })).toBeVisible()
})

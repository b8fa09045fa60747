import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessibleWhilePaused } from './support/a11y.ts'
import { TAKE_SHOTS } from './support/files.ts'
import { withCommon } from './support/host-query.ts'
import { toast } from './support/page.ts'
import {
  arrivals,
  captchaText,
  chooseScenario,
  ledger,
  promotionCalls,
  readSandbox,
  registeredPhones,
  switchScenario,
} from './support/sandbox.ts'
import { CHECK_BACKOFF_MS } from '../machines/shared/submission.ts'

/**
 * Issue 24, the registration, the complaint, the payment account and the rating of a complaint: a
 * submission whose answer is lost (a gateway's 502 after the lender acted, or no answer at all) is
 * checked, never offered blindly again; the borrower reads that it is checked and what to do while it
 * cannot be confirmed; the inputs stay; a reload while it is checked checks it again. The sandbox's
 * ledger counts effects (src/sandbox/handlers/common.ts), not requests: one each, whatever happened.
 */

/** The time limit of a call (src/config.ts): a lost answer is known as lost after it. */
const CALL_LIMIT = '01:00'
const NOT_DONE = 'It did not go through. You can try again.'

// ------------------------------------------------------------------------------- helpers

/** Pauses the page's running clock a second on: from then on time passes only when the test moves it. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
}

/**
 * Moves the paused clock on through the checks' waits (1, 2, 4, 8 s) until `target` shows: each
 * check is a call answered between two moves of the clock.
 */
async function runChecksUntil(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        // The longest wait: whichever check is due runs (each one is then answered off the clock).
        await page.clock.runFor(8_000)
        return target.isVisible()
      },
      { intervals: [100] },
    )
    .toBe(true)
}

/** The paused clock moved to the first check (1 s after the answer was lost, or after Check again). */
const firstCheck = (page: Page) => page.clock.runFor(CHECK_BACKOFF_MS[0])

/** Phone-sized screenshots of a state, to look at (`E2E_SHOTS=1`): 390 and 320 px wide. */
async function shoot(page: Page, name: string) {
  if (!TAKE_SHOTS) return
  for (const [width, height] of [
    [390, 844],
    [320, 568],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `/tmp/i24/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })
}

const checkAgain = (page: Page) => page.getByRole('button', { name: 'Check again' })

// ------------------------------------------------------------------------------- the complaint

const ORDER_BAYAD = 'BYD20261105000017'
const COMPLAINT_FORM = withCommon('/complainPageNext', { problemType: '2', orderNo: ORDER_BAYAD })
const COMPLAINT_TEXT = 'I paid on Monday by GCash and the order still shows the full amount.'
const description = (page: Page) => page.getByLabel('Describe the problem')
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true })
const sentModal = (page: Page) => page.getByRole('dialog', { name: 'Your complaint was sent.' })
const checkingComplaint = (page: Page) => page.getByRole('heading', { name: 'Checking your complaint' })
const complaintUnknown = (page: Page) =>
  page.getByRole('heading', { name: 'We could not confirm your complaint yet' })

async function fillComplaint(page: Page) {
  await page.goto(COMPLAINT_FORM)
  await expect(sendButton(page)).toBeVisible()
  await description(page).fill(COMPLAINT_TEXT)
}

const complaintsWithText = async (page: Page) =>
  ((await readSandbox(page))?.complaints ?? []).filter((c) => c.content === COMPLAINT_TEXT)

test.describe('a complaint whose answer was lost', () => {
  test('gateway 502 after the complaint was saved: checked in My complaints, "Your complaint was sent.", one complaint', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await page.clock.install()
    await fillComplaint(page)
    await pauseClock(page)
    await sendButton(page).tap()
    // What is checked and what not to do; Send gone; the text kept as sent.
    await expect(checkingComplaint(page)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Do not send it again.' })).toHaveText(
      'We are confirming that your complaint reached us. Do not send it again.',
    )
    await expect(sendButton(page)).toHaveCount(0)
    await expect(description(page)).toHaveValue(COMPLAINT_TEXT)
    await expect(description(page)).toBeDisabled()
    await expect(toast(page, 'Processing failed.')).toHaveCount(0)
    await expectAccessibleWhilePaused(page, 'complaint form, checking')
    await shoot(page, 'complaint-checking')
    expect(await ledger(page, 'problem-save')).toHaveLength(1)

    await firstCheck(page)
    await expect(sentModal(page)).toBeVisible()
    await page.clock.runFor(1_500)
    await page.waitForURL((url) => url.pathname === '/complaint')
    expect(await ledger(page, 'problem-save')).toHaveLength(1)
    expect(await complaintsWithText(page)).toHaveLength(1)
  })

  test('no answer at all, then a reload while it is checked: the form reopens on the complaint and checks it; one complaint', async ({
    page,
  }) => {
    await chooseScenario(page, 'answerLost')
    await page.clock.install()
    await fillComplaint(page)
    // Paused: the first check (1 s after the time limit) waits until the checking panel has been seen.
    await pauseClock(page)
    await sendButton(page).tap()
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible()
    // The call's time limit starts with the call, once its outcome code has loaded: wait for it to leave.
    await expect.poll(async () => (await arrivals(page, '/user-problem/problem-save')).length).toBe(1)
    await page.clock.runFor(CALL_LIMIT)
    await expect(checkingComplaint(page)).toBeVisible()
    await page.clock.resume()

    await page.reload()
    // Never a fresh form: the complaint as sent, checked.
    await expect(checkingComplaint(page)).toBeVisible()
    await expect(description(page)).toHaveValue(COMPLAINT_TEXT)
    await expect(sendButton(page)).toHaveCount(0)
    await page.clock.fastForward(1_000)
    await expect(sentModal(page)).toBeVisible()
    expect(await ledger(page, 'problem-save')).toHaveLength(1)
    expect(await complaintsWithText(page)).toHaveLength(1)
  })

  test('the checks cannot reach My complaints: "could not confirm", the text kept, no Send; Check again finds it', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await page.clock.install()
    await fillComplaint(page)
    await pauseClock(page)
    await sendButton(page).tap()
    await expect(checkingComplaint(page)).toBeVisible()
    await switchScenario(page, 'offline')
    await runChecksUntil(page, complaintUnknown(page))
    await expect(page.getByRole('alert').filter({ hasText: 'Do not send it again.' })).toBeVisible()
    await expect(description(page)).toHaveValue(COMPLAINT_TEXT)
    await expect(sendButton(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible()
    await expectAccessibleWhilePaused(page, 'complaint form, unknown')
    await shoot(page, 'complaint-unknown')

    await switchScenario(page, 'verificationNeeded')
    await checkAgain(page).tap()
    await firstCheck(page)
    await expect(sentModal(page)).toBeVisible()
    expect(await ledger(page, 'problem-save')).toHaveLength(1)
    expect(await complaintsWithText(page)).toHaveLength(1)
  })
})

// ------------------------------------------------------------------------------- the registration

const LANDING_URL = withCommon('/promotion', { templateId: 'summer2026', id: 'ad-17' })
const PHONE = '09171234567'
const SMS_CODE = '123456'
const phoneInput = (page: Page) => page.getByLabel('Mobile number')
const imageCodeInput = (page: Page) => page.getByLabel('Image code', { exact: true })
const smsCodeInput = (page: Page) => page.getByLabel('SMS code', { exact: true })
const registerButton = (page: Page) => page.getByRole('button', { name: /^Register(ing…)?$/ })
const checkingRegistration = (page: Page) => page.getByRole('heading', { name: 'Checking your registration' })
const registrationUnknown = (page: Page) =>
  page.getByRole('heading', { name: 'We could not confirm your registration yet' })

/** The landing with the phone, the picture's code and the SMS code typed (a code was sent). */
async function fillRegistration(page: Page) {
  await page.goto(LANDING_URL)
  await expect(page.getByRole('img', { name: 'Image code picture' })).toBeVisible()
  await phoneInput(page).fill(PHONE)
  const sid = (await promotionCalls(page, 'captcha')).at(-1)?.fields.sid
  await imageCodeInput(page).fill((await captchaText(page, sid)) ?? '')
  await page.getByRole('button', { name: /^Get code/ }).tap()
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeVisible()
  await smsCodeInput(page).fill(SMS_CODE)
}

test.describe('a registration whose answer was lost', () => {
  test('gateway 502 after the account was made: the same registration sent again with its key; the download page; one account', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await page.clock.install()
    await fillRegistration(page)
    const capcode = await imageCodeInput(page).inputValue()
    await pauseClock(page)
    await registerButton(page).tap()
    await expect(checkingRegistration(page)).toBeVisible()
    await expect(
      page.getByText('We are confirming whether your account was made. Do not register again.'),
    ).toBeVisible()
    await expect(registerButton(page)).toHaveCount(0)
    await expect(phoneInput(page)).toHaveValue(PHONE)
    await expect(imageCodeInput(page)).toHaveValue(capcode)
    await expect(smsCodeInput(page)).toHaveValue(SMS_CODE)
    await expectAccessibleWhilePaused(page, 'promotion landing, checking')
    await shoot(page, 'registration-checking')

    await firstCheck(page)
    await expect(page).toHaveURL(/\/downloadTemplate\?/)
    expect(await ledger(page, 'register')).toHaveLength(1)
    expect(await registeredPhones(page)).toEqual([PHONE])
    // Register went twice with one key: the second was answered from the sandbox's memory of the first.
    expect(await promotionCalls(page, 'register')).toHaveLength(1)
  })

  test('no answer at all, then a reload while it is checked: what was sent, checked, the download page; one account', async ({
    page,
  }) => {
    await chooseScenario(page, 'answerLost')
    await page.clock.install()
    await fillRegistration(page)
    await registerButton(page).tap()
    await expect(registerButton(page)).toHaveText('Registering…')
    await page.clock.fastForward(CALL_LIMIT)
    await expect(checkingRegistration(page)).toBeVisible()

    await page.reload()
    await expect(checkingRegistration(page)).toBeVisible()
    await expect(phoneInput(page)).toHaveValue(PHONE)
    await expect(smsCodeInput(page)).toHaveValue(SMS_CODE)
    await expect(registerButton(page)).toHaveCount(0)
    await page.clock.fastForward(1_000)
    await expect(page).toHaveURL(/\/downloadTemplate\?/)
    expect(await ledger(page, 'register')).toHaveLength(1)
    expect(await registeredPhones(page)).toEqual([PHONE])
  })

  test('the checks get no answer: "could not confirm", the inputs kept, the app as the way on; Check again registers once', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await page.clock.install()
    await fillRegistration(page)
    await pauseClock(page)
    await registerButton(page).tap()
    await expect(checkingRegistration(page)).toBeVisible()
    await switchScenario(page, 'offline')
    await runChecksUntil(page, registrationUnknown(page))
    await expect(phoneInput(page)).toHaveValue(PHONE)
    await expect(registerButton(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Download the app' })).toBeVisible()
    await expectAccessibleWhilePaused(page, 'promotion landing, unknown')
    await shoot(page, 'registration-unknown')

    await switchScenario(page, 'verificationNeeded')
    await checkAgain(page).tap()
    await firstCheck(page)
    await expect(page).toHaveURL(/\/downloadTemplate\?/)
    expect(await ledger(page, 'register')).toHaveLength(1)
  })
})

// ------------------------------------------------------------------------------- the payment account

const BANK_FORM = withCommon('/bindBank', { productId: '101' })
const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
const checkingAccount = (page: Page) => page.getByRole('heading', { name: 'Checking your payment account' })
const accountUnknown = (page: Page) =>
  page.getByRole('heading', { name: 'We could not confirm your payment account yet' })
const bound = (page: Page) => page.getByRole('heading', { level: 2, name: 'Your payment account is saved' })
const walletNumber = (page: Page) => page.getByRole('textbox', { name: 'E-wallet number', exact: true })

async function pickOption(page: Page, title: string, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${title} `) }).tap()
  const sheet = page.getByRole('dialog', { name: title })
  await expect(sheet).toBeVisible()
  await sheet.getByRole('option', { name, exact: true }).tap()
  await expect(sheet.getByRole('option', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
  await sheet.getByRole('button', { name: 'Confirm', exact: true }).tap()
  await expect(sheet).toHaveCount(0)
}

/** The e-wallet tab filled: Maya, the number, salary day 3. */
async function fillWallet(page: Page, url = BANK_FORM) {
  await page.goto(url)
  await expect(nextButton(page)).toBeEnabled()
  await page.getByRole('tablist', { name: 'Card type' }).getByRole('tab', { name: 'E-wallet' }).tap()
  await pickOption(page, 'E-wallet', 'Maya')
  await walletNumber(page).pressSequentially('09171234567')
  await pickOption(page, 'Salary day', '3')
  // The keyboard closes: Next is back.
  await walletNumber(page).blur()
  await expect(nextButton(page)).toBeVisible()
}

test.describe('a payment account whose answer was lost', () => {
  test('gateway 502 after the account was bound: the same binding sent again with its key; saved; one binding', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await page.clock.install()
    await fillWallet(page)
    await pauseClock(page)
    await nextButton(page).tap()
    await expect(checkingAccount(page)).toBeVisible()
    await expect(nextButton(page)).toHaveCount(0)
    await expect(walletNumber(page)).toHaveValue('09171234567')
    await expect(walletNumber(page)).toBeDisabled()
    await expectAccessibleWhilePaused(page, 'bank form, checking')
    await shoot(page, 'bank-form-checking')

    await firstCheck(page)
    await expect(bound(page)).toBeVisible()
    expect(await ledger(page, 'bind-card')).toHaveLength(1)
  })

  test('no answer at all, then a reload while it is checked: the values back on the form, checked, saved; one binding', async ({
    page,
  }) => {
    await chooseScenario(page, 'answerLost')
    await page.clock.install()
    await fillWallet(page)
    await nextButton(page).tap()
    await expect(page.getByRole('button', { name: 'Submitting…' })).toBeVisible()
    await page.clock.fastForward(CALL_LIMIT)
    await expect(checkingAccount(page)).toBeVisible()

    await page.reload()
    await expect(checkingAccount(page)).toBeVisible()
    await expect(walletNumber(page)).toHaveValue('09171234567')
    await expect(page.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true')
    await page.clock.fastForward(1_000)
    await expect(bound(page)).toBeVisible()
    expect(await ledger(page, 'bind-card')).toHaveLength(1)
  })

  test('the checks get no answer: "could not confirm", the values kept, customer service; Check again saves it once', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await page.clock.install()
    await fillWallet(page)
    await pauseClock(page)
    await nextButton(page).tap()
    await expect(checkingAccount(page)).toBeVisible()
    await switchScenario(page, 'offline')
    await runChecksUntil(page, accountUnknown(page))
    await expect(walletNumber(page)).toHaveValue('09171234567')
    await expect(nextButton(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Contact customer service' })).toBeVisible()
    await expectAccessibleWhilePaused(page, 'bank form, unknown')
    await shoot(page, 'bank-form-unknown')

    await switchScenario(page, 'verificationNeeded')
    await checkAgain(page).tap()
    await firstCheck(page)
    await expect(bound(page)).toBeVisible()
    expect(await ledger(page, 'bind-card')).toHaveLength(1)
  })
})

// ------------------------------------------------------------------------------- the rating

/** The sandbox's sample complaint answered and not rated yet (src/sandbox/sample-complaints.ts). */
const TO_RATE = '3f2a9c41-7b6e-4d1a-9e57-2c8b0d4f6a13'
const ratingPopup = (page: Page) => page.getByRole('dialog', { name: 'Rate our reply' })
const SCORE_SAVED = 'Thanks for your rating.'

async function rateFourStars(page: Page) {
  await page.clock.install()
  await page.goto(withCommon('/complainDetails', { problemId: TO_RATE }))
  await expect(page.getByRole('heading', { level: 2, name: 'Your complaint' })).toBeVisible()
  await page.clock.fastForward(3_000)
  await expect(ratingPopup(page)).toBeVisible()
  await ratingPopup(page).getByRole('radio', { name: '4 stars', exact: true }).tap()
  await pauseClock(page)
  await ratingPopup(page).getByRole('button', { name: 'Send', exact: true }).tap()
}

test.describe('a rating whose answer was lost', () => {
  test('gateway 502 after the score was saved: the popup says it checks, buttons disabled; the detail says rated; one score', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await rateFourStars(page)
    const status = ratingPopup(page).getByRole('status')
    await expect(status).toHaveText('Checking whether your rating was saved. Do not send it again.')
    await expect(ratingPopup(page).getByRole('button', { name: 'Checking…' })).toBeDisabled()
    await expect(ratingPopup(page).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await expect(ratingPopup(page).getByRole('radio', { checked: true })).toHaveAccessibleName('4 stars')
    await expectAccessibleWhilePaused(page, 'rating popup, checking')
    await shoot(page, 'rating-checking')

    await firstCheck(page)
    await expect(toast(page, SCORE_SAVED)).toBeVisible()
    await expect(ratingPopup(page)).toHaveCount(0)
    expect(await ledger(page, 'save-score')).toHaveLength(1)
  })

  test('the checks get no answer: "could not confirm" with Check again; Check again finds it rated; one score', async ({
    page,
  }) => {
    await chooseScenario(page, 'gatewayError')
    await rateFourStars(page)
    await expect(ratingPopup(page).getByRole('status')).toBeVisible()
    await switchScenario(page, 'offline')
    await runChecksUntil(page, checkAgain(page))
    await expect(ratingPopup(page).getByRole('alert')).toContainText(
      'We could not confirm that your rating was saved. Do not send it again',
    )
    await expect(ratingPopup(page).getByRole('button', { name: 'Send', exact: true })).toHaveCount(0)
    await expect(ratingPopup(page).getByRole('button', { name: 'Cancel' })).toBeEnabled()
    await expectAccessibleWhilePaused(page, 'rating popup, unknown')
    await shoot(page, 'rating-unknown')

    await switchScenario(page, 'verificationNeeded')
    await checkAgain(page).tap()
    await firstCheck(page)
    await expect(toast(page, SCORE_SAVED)).toBeVisible()
    expect(await ledger(page, 'save-score')).toHaveLength(1)
    await expect(toast(page, NOT_DONE)).toHaveCount(0)
  })
})

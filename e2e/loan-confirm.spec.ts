import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import company from '../src/content/company.json' with { type: 'json' }
import { formatPeso } from '../src/lib/format.ts'
import { expect, test } from './support/fixtures.ts'
import { AGREEMENT_FRAME, expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { asIosHost, hostBack, iosCalls, readBridgeCalls } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { expectUrl, runClockUntil, toast } from './support/page.ts'
import { chooseScenario, loanPushes, switchScenario } from './support/sandbox.ts'

/** Spec §2 "Loan confirm (v3)", §4 "Confirm", §5; issue 6. Sandbox: src/sandbox/handlers/loan.ts. */

/** Issue 27's screenshots of this page, at 390 and 320 px (decision 028). */
const SHOTS_A = '/tmp/shots-a'
mkdirSync(SHOTS_A, { recursive: true })
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_A}/${name}-390.png`, fullPage: true })
  await page.setViewportSize({ width: 320, height: 640 })
  await page.screenshot({ path: `${SHOTS_A}/${name}-320.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
}

/** The sandbox's offer (src/sandbox/handlers/loan.ts): ₱5,000, ₱300 fee, ₱318.50 interest over 91 days. */
const OFFER = { amount: 500000, fee: 30000, interest: 31850 }
const statement = (page: Page) => page.locator('#disclosure-statement')
const figure = (page: Page, id: string) => statement(page).getByTestId(id)
const CONFIRM_URL = withCommon('/loanConfirm', { productId: '101' })

const nextButton = (page: Page) => page.getByRole('button', { name: 'Next' })
const agreementBox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I have read and agree to the agreements below' })

async function openConfirm(page: Page, url = CONFIRM_URL) {
  await page.goto(url)
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
}

test('main path: the offer, its agreements, Next once, the lend details replace the page', async ({
  page,
}) => {
  await page.goto(withCommon('/testPreview'))
  await openConfirm(page)
  await expect(page.getByText('91 days')).toBeVisible()
  await expect(page.getByText('Interest rate 0.07% per day')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Payment schedule', exact: true })).toBeVisible()
  await expect(agreementBox(page)).toBeChecked()
  for (const title of ['Loan Agreement', 'Privacy Policy', 'Disclosure Statement'])
    await expect(page.getByRole('button', { name: title })).toBeVisible()
  await expect(nextButton(page)).toBeEnabled()
  // What arrives is as prominent as what is borrowed (decision 028).
  await expect(page.getByTestId('net-proceeds')).toHaveText(formatPeso(OFFER.amount - OFFER.fee))
  await expect(page.getByText('You borrow', { exact: true })).toBeVisible()
  await expect(page.getByText('You receive', { exact: true })).toBeVisible()
  const weight = (id: string) =>
    page
      .getByTestId(id)
      .evaluate((el) => `${getComputedStyle(el).fontSize} ${getComputedStyle(el).fontWeight}`)
  expect(await weight('net-proceeds')).toBe(await weight('loan-amount'))
  // The Disclosure Statement before Next: every figure, the schedule and the computed rate.
  await expect(page.getByRole('heading', { name: 'Disclosure Statement', level: 2 })).toBeVisible()
  await expect(figure(page, 'disclosure-financed')).toHaveText(formatPeso(OFFER.amount))
  await expect(statement(page).getByText('Interest', { exact: true })).toBeVisible()
  await expect(statement(page).getByText('Service fee (deducted up front)')).toBeVisible()
  await expect(figure(page, 'disclosure-charges')).toHaveText(formatPeso(OFFER.interest + OFFER.fee))
  await expect(figure(page, 'disclosure-net')).toHaveText(formatPeso(OFFER.amount - OFFER.fee))
  await expect(figure(page, 'disclosure-total')).toHaveText(formatPeso(OFFER.amount + OFFER.interest))
  // ₱4,700 today, ₱5,318.50 in 91 days: (5318.50 / 4700)^(1 / (91 / (365/12))) − 1 = 4.22 % a month.
  await expect(figure(page, 'disclosure-rate')).toContainText('4.22% per month (64.19% per year)')
  await expect(figure(page, 'disclosure-rate')).toContainText('Computed by this app')
  // The advisory and the lender's identity, before Next.
  await expect(page.getByRole('note', { name: 'Before you confirm' })).toContainText(
    'Read the Disclosure Statement before you tap Next.',
  )
  const lender = page.getByRole('region', { name: 'Lender' })
  await expect(lender).toContainText(company.legalName)
  await expect(lender).toContainText(`SEC Registration No.${company.secRegistration}`)
  await expect(lender).toContainText(`Certificate of Authority No.${company.authorityNumber}`)
  await expectAccessible(page, 'loan confirm')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/loan-confirm.png`, fullPage: true })
  await shoot(page, 'loan-confirm')

  await nextButton(page).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  // What was applied for is kept for the order page (src/lib/submitted-loan.ts).
  const remembered = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('bayad.submittedLoan') ?? 'null'),
  )
  expect(remembered).toMatchObject({
    productId: '101',
    productName: 'Bayad Cash',
    amount: OFFER.amount,
    netProceeds: OFFER.amount - OFFER.fee,
    totalRepay: OFFER.amount + OFFER.interest,
    termDays: 91,
    account: 'GCash •••• 4321',
  })
  const url = expectUrl(page, '/loanDetails', { productId: '101', from: 'confirm' })
  expect(url.searchParams.get('orderId')).toMatch(/^BYD\d+/)
  expect(await loanPushes(page)).toEqual([
    expect.objectContaining({
      variant: 'v3',
      productId: '101',
      amount: 500000,
      periods: '91',
      termUnit: '1',
    }),
  ])
  expect(await readBridgeCalls(page)).toContainEqual({
    type: 'trackPoint',
    name: 'confirm',
    data: { productId: '101' },
  })
  // The page replaced itself: Back goes to the page before the confirmation.
  await page.goBack()
  await expect(page).toHaveURL(/\/testPreview\?/)
})

test('unchecking the agreement greys Next out and Next does nothing; checking it again enables it', async ({
  page,
}) => {
  await openConfirm(page)
  await agreementBox(page).tap()
  await expect(agreementBox(page)).not.toBeChecked()
  await expect(nextButton(page)).toBeDisabled()
  await expect(page.getByText('Tick the box to agree before you tap Next.')).toBeVisible()
  await expectAccessible(page, 'loan confirm, agreement unchecked')
  await page.screenshot({ path: `${SHOTS_DIR}/loan-confirm-unchecked.png` })
  await nextButton(page).tap({ force: true })
  await expect(page).toHaveURL(/\/loanConfirm\?/)
  expect(await loanPushes(page)).toEqual([])

  await agreementBox(page).tap()
  await expect(nextButton(page)).toBeEnabled()
})

test('each agreement opens its own page (contract-jump, its position) with the common query', async ({
  page,
}) => {
  const pages = [
    ['Loan Agreement', '/loanAgreement', '0'],
    ['Privacy Policy', '/privacyPolicy', '1'],
    ['Disclosure Statement', '/sandbox-disclosure.html', '2'],
  ] as const
  for (const [title, path, position] of pages) {
    await openConfirm(page)
    await page.getByRole('button', { name: title }).tap()
    await expect(page).toHaveURL((url) => url.pathname === path)
    expectUrl(page, path, { productId: '101', position })
  }
  await expect(page.getByRole('heading', { name: 'Disclosure statement (sample)' })).toBeVisible()
  // Back returns to the offer.
  await page.goBack()
  await expect(page.getByTestId('loan-amount')).toHaveText(formatPeso(OFFER.amount))
})

test('scenario noAgreements: no agreement block, and Next works', async ({ page }) => {
  await chooseScenario(page, 'noAgreements')
  await openConfirm(page)
  await expect(agreementBox(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Loan Agreement' })).toHaveCount(0)
  await expect(nextButton(page)).toBeEnabled()
  await nextButton(page).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
})

test('scenario agreementPopup: the agreement in a sandboxed frame; Cancel closes the webview, Agree closes it', async ({
  page,
}) => {
  await chooseScenario(page, 'agreementPopup')
  await page.goto(CONFIRM_URL)
  const popup = page.getByRole('dialog', { name: 'Read the agreement' })
  await expect(popup).toBeVisible()
  const frame = popup.locator('iframe')
  await expect(frame).toHaveAttribute('src', /\/sandbox-agreement\.html$/)
  // Never allow-same-origin; no scripts for an origin not listed in VITE_FRAME_SCRIPT_ORIGINS (decision 023).
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox')
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
  // The sandbox's agreement page still shows (it needs no script).
  await expect(page.frameLocator('iframe[title="Agreement"]').getByRole('heading').first()).toBeVisible()
  // axe cannot run inside a frame without scripts: the frame is left out, the popup around it is checked.
  await expectAccessible(page, 'agreement popup', { exclude: [AGREEMENT_FRAME] })
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/loan-confirm-agreement-popup.png` })

  await popup.getByRole('button', { name: 'Cancel' }).tap()
  await expect.poll(async () => (await readBridgeCalls(page)).map((c) => c.type)).toContain('closeWebview')
  await popup.getByRole('button', { name: 'Agree' }).tap()
  await expect(popup).toBeHidden()
  await expect(nextButton(page)).toBeEnabled()
})

test('iOS with isPopType 1: the back hook asks "Leave without your loan?"; Stay and finish stays, Leave without my loan closes the webview', async ({
  page,
}) => {
  await chooseScenario(page, 'retentionPopup')
  await asIosHost(page)
  await openConfirm(page)
  await hostBack(page)
  const popup = page.getByRole('dialog', { name: 'Leave without your loan?' })
  await expect(popup).toBeVisible()
  await expect(popup.getByText('You are almost there')).toBeVisible()
  await expect(popup.getByText(/If you leave now, your application will not be submitted\./)).toBeVisible()
  await expectAccessible(page, 'retention popup')
  expect(await smallTargets(page)).toEqual([])
  await page.screenshot({ path: `${SHOTS_DIR}/loan-confirm-retention.png` })

  await popup.getByRole('button', { name: 'Stay and finish' }).tap()
  await expect(popup).toBeHidden()
  await expect(page).toHaveURL(/\/loanConfirm\?/)
  expect((await iosCalls(page)).map((c) => c.action)).not.toContain('closeWebview')

  await hostBack(page)
  await popup.getByRole('button', { name: 'Leave without my loan' }).tap()
  await expect.poll(async () => (await iosCalls(page)).map((c) => c.action)).toContain('closeWebview')
})

test('lang=spec: the retention popup in the spec\'s words, "Point out" with Agree (stay) and Cancel (leave)', async ({
  page,
}) => {
  await chooseScenario(page, 'retentionPopup')
  await asIosHost(page)
  await openConfirm(page, withCommon('/loanConfirm', { productId: '101', lang: 'spec' }))
  await hostBack(page)
  const popup = page.getByRole('dialog', { name: 'Point out' })
  await expect(popup).toBeVisible()
  await popup.getByRole('button', { name: 'Agree' }).tap()
  await expect(popup).toBeHidden()
  await hostBack(page)
  await popup.getByRole('button', { name: 'Cancel' }).tap()
  await expect.poll(async () => (await iosCalls(page)).map((c) => c.action)).toContain('closeWebview')
})

test('iOS with isPopType 0: the back hook closes the webview at once', async ({ page }) => {
  await asIosHost(page)
  await openConfirm(page)
  await hostBack(page)
  await expect.poll(async () => (await iosCalls(page)).map((c) => c.action)).toEqual(['closeWebview'])
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('a double tap on Next sends one push (scenario slowPush)', async ({ page }) => {
  // The page's clock answers slowPush's held push once the in-flight state has been seen, not 3 s later.
  await page.clock.install()
  await chooseScenario(page, 'slowPush')
  await openConfirm(page)
  await nextButton(page).dblclick()
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled()
  await runClockUntil(page, async () => new URL(page.url()).pathname === '/loanDetails')
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expect(await loanPushes(page)).toHaveLength(1)
})

test('scenario pushFailure: the server message shows and the page stays as it was', async ({ page }) => {
  await chooseScenario(page, 'pushFailure')
  await openConfirm(page)
  await nextButton(page).tap()
  await expect(
    toast(page, 'Your loan could not be submitted right now. Please try again in a few minutes.'),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/loanConfirm\?/)
  await expect(agreementBox(page)).toBeChecked()
  await expect(nextButton(page)).toBeEnabled()
  expect(await loanPushes(page)).toEqual([])
})

test('offline on Next (nothing sent) says so and keeps the page; Next works once it is back', async ({
  page,
}) => {
  await openConfirm(page)
  await agreementBox(page).tap()
  await agreementBox(page).tap()
  await switchScenario(page, 'offline')
  await nextButton(page).tap()
  await expect(toast(page, 'You are offline. Connect to the internet and try again.')).toBeVisible()
  await expect(agreementBox(page)).toBeChecked()
  await switchScenario(page, 'verificationNeeded')
  await nextButton(page).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
})

test('a malformed answer shows a retry state, not a blank page, and Try again loads the offer', async ({
  page,
}) => {
  await chooseScenario(page, 'malformedResponse')
  await page.goto(CONFIRM_URL)
  await expect(page.getByRole('alert')).toContainText('Your loan offer could not be loaded.')
  await expect(toast(page, 'Unexpected response from the server. Please try again.')).toBeVisible()
  await expect(nextButton(page)).toHaveCount(0)
  await expectAccessible(page, 'loan confirm, load failed')
  await page.screenshot({ path: `${SHOTS_DIR}/loan-confirm-load-failed.png` })

  await switchScenario(page, 'verificationNeeded')
  await page.getByRole('button', { name: 'Try again' }).tap()
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
})

test('by period: the plan rows carry the periods, and the statement lists each payment', async ({ page }) => {
  await openConfirm(page, withCommon('/loanConfirm', { productId: '104', byPeriod: '1' }))
  await expect(page.getByRole('heading', { name: 'Payment schedule by period' })).toBeVisible()
  await expect(page.locator('.plan-list__row')).toHaveCount(3)
  const schedule = statement(page).locator('dl[aria-label="Schedule of payments"] dd')
  await expect(schedule).toHaveCount(3)
  await expect(figure(page, 'disclosure-total')).toHaveText(formatPeso(OFFER.amount + OFFER.interest))
  await expect(figure(page, 'disclosure-rate')).toContainText('Computed by this app')
  await expectAccessible(page, 'loan confirm by period')
  await page.screenshot({ path: `${SHOTS_DIR}/loan-confirm-by-period.png`, fullPage: true })
  await shoot(page, 'loan-confirm-by-period')
})

test('scenario unstructuredOffer: the statement says what it cannot state, and invents nothing', async ({
  page,
}) => {
  await chooseScenario(page, 'unstructuredOffer')
  await openConfirm(page)
  await expect(page.getByTestId('net-proceeds')).toHaveText('Not stated by the lender')
  // The interest is what the plan repays beyond the amount; the fees, net proceeds and rate are unknown.
  await expect(statement(page).getByText('Interest', { exact: true })).toBeVisible()
  await expect(figure(page, 'disclosure-charges')).toHaveText('Not stated')
  await expect(figure(page, 'disclosure-net')).toHaveText('Not stated')
  await expect(figure(page, 'disclosure-rate')).toHaveText('Not stated')
  await expect(statement(page).getByText(/The lender has not stated its fees/)).toBeVisible()
  await expect(statement(page).getByText(/effective interest rate cannot be worked out/)).toBeVisible()
  await expect(nextButton(page)).toBeEnabled()
  await expectAccessible(page, 'loan confirm, unstructured offer')
  await shoot(page, 'loan-confirm-unstructured')
})

test('scenario lenderRate: the lender’s own effective rate, labelled as stated by the lender', async ({
  page,
}) => {
  await chooseScenario(page, 'lenderRate')
  await openConfirm(page)
  await expect(figure(page, 'disclosure-rate')).toContainText('4.50% per month')
  await expect(figure(page, 'disclosure-rate')).toContainText('As stated by the lender')
})

test('scenario offerMismatch: figures that do not add up are named, no rate computed', async ({ page }) => {
  await chooseScenario(page, 'offerMismatch')
  await openConfirm(page)
  await expect(statement(page).getByText(/figures do not add up/)).toBeVisible()
  await expect(figure(page, 'disclosure-rate')).toHaveText('Not stated')
  await shoot(page, 'loan-confirm-mismatch')
})

test('a link without a product says so and leads on', async ({ page }) => {
  await page.goto(withCommon('/loanConfirm'))
  await expect(page.getByRole('heading', { name: 'This loan link is incomplete' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
})

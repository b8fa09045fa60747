import type { Page } from '@playwright/test'
import company from '../src/content/company.json' with { type: 'json' }
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { asIosHost, hostBack, iosCalls } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { atPhoneWidths, expectNoEnglish as noEnglish } from './support/i18n.ts'
import { runClockUntil } from './support/page.ts'
import { chooseScenario, ledger, switchScenario } from './support/sandbox.ts'

/*
 * Issue 28: the loan confirmations (v3 with its Disclosure Statement and retention popup, variant 2
 * with its promotional popup), My orders, the product page and the recommended loans, in Filipino
 * (`lang=fil`): Filipino texts, and no English text of their catalogues on the page.
 */

const shoot = (page: Page, name: string, fullPage = true) => atPhoneWidths(page, 'confirm', name, fullPage)

/**
 * What the sandbox (the server) writes in English and the page shows as it came: server texts pass
 * through untranslated (the products' button text and fact labels, an order's status text).
 */
const SERVER_TEXTS = ['Apply now', 'Loan amount', 'Interest rate', 'In review']

/** expectNoEnglish (./support/i18n.ts), leaving out what the server itself wrote in English. */
const expectNoEnglish = (page: Page, areas: readonly string[]) => noEnglish(page, areas, SERVER_TEXTS)

const fil = (path: string, query: Record<string, string> = {}) => withCommon(path, { ...query, lang: 'fil' })

test('loan confirm v3 in Filipino: the offer, the Disclosure Statement, the advisory and Susunod', async ({
  page,
}) => {
  await page.goto(fil('/loanConfirm', { productId: '101' }))
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
  await expect(page.getByRole('heading', { level: 1, name: 'Kumpirmahin ang loan' })).toBeVisible()
  await expect(page.getByText('Hihiramin mo', { exact: true })).toBeVisible()
  await expect(page.getByText('Matatanggap mo', { exact: true })).toBeVisible()
  await expect(page.getByText('91 araw')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Breakdown ng loan' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Iskedyul ng bayad', exact: true })).toBeVisible()
  const statement = page.locator('#disclosure-statement')
  await expect(statement.getByRole('heading', { name: 'Disclosure Statement', level: 2 })).toBeVisible()
  await expect(statement.getByText('Interes', { exact: true })).toBeVisible()
  await expect(statement.getByText('Service fee (ibinawas agad)')).toBeVisible()
  await expect(statement.getByTestId('disclosure-rate')).toContainText('4.22% kada buwan (64.19% kada taon)')
  await expect(statement.getByTestId('disclosure-rate')).toContainText('Kinuwenta ng app na ito')
  await expect(
    page.getByRole('checkbox', { name: 'Nabasa ko at sang-ayon ako sa mga kasunduan sa ibaba' }),
  ).toBeChecked()
  await expect(page.getByRole('note', { name: 'Bago ka magkumpirma' })).toContainText(
    'Basahin ang Disclosure Statement bago mo i-tap ang Susunod.',
  )
  const lender = page.getByRole('region', { name: 'Nagpapautang' })
  await expect(lender).toContainText(company.legalName)
  await expect(page.getByRole('button', { name: 'Susunod' })).toBeEnabled()
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  await expectAccessible(page, 'loan confirm, Filipino')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'loan-confirm')

  await page.getByRole('checkbox').first().uncheck()
  await expect(page.getByText('I-tick ang box para sumang-ayon bago mo i-tap ang Susunod.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Susunod' })).toBeDisabled()
  await page.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Susunod' }).tap()
  await expect(page).toHaveURL(/\/loanDetails\?.*lang=fil/)
})

test('the retention popup in Filipino: it asks before leaving without the loan; each button says what it does', async ({
  page,
}) => {
  await chooseScenario(page, 'retentionPopup')
  await asIosHost(page)
  await page.goto(fil('/loanConfirm', { productId: '101' }))
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
  await hostBack(page)
  const popup = page.getByRole('dialog', { name: 'Aalis ka nang walang loan?' })
  await expect(popup).toBeVisible()
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  await expectAccessible(page, 'retention popup, Filipino')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'retention-popup', false)
  await popup.getByRole('button', { name: 'Manatili at tapusin' }).tap()
  await expect(popup).toBeHidden()
  expect((await iosCalls(page)).map((c) => c.action)).not.toContain('closeWebview')
  await hostBack(page)
  await popup.getByRole('button', { name: 'Umalis nang walang loan' }).tap()
  await expect.poll(async () => (await iosCalls(page)).map((c) => c.action)).toContain('closeWebview')
})

test('the agreement popup in Filipino', async ({ page }) => {
  await chooseScenario(page, 'agreementPopup')
  await page.goto(fil('/loanConfirm', { productId: '101' }))
  const popup = page.getByRole('dialog', { name: 'Basahin ang kasunduan' })
  await expect(popup).toBeVisible()
  await expect(popup.locator('iframe')).toHaveAttribute('title', 'Kasunduan')
  await expect(popup.getByRole('button', { name: 'Kanselahin' })).toBeVisible()
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'agreement-popup', false)
  await popup.getByRole('button', { name: 'Sang-ayon ako' }).tap()
  await expect(popup).toBeHidden()
})

test('a submission in Filipino: checking, then not confirmed yet', async ({ page }) => {
  test.slow()
  await page.clock.install()
  await page.goto(fil('/loanConfirm', { productId: '101' }))
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
  await switchScenario(page, 'serverError')
  await page.getByRole('button', { name: 'Susunod' }).tap()
  await expect(page.getByRole('heading', { name: 'Sinusuri ang iyong loan application' })).toBeVisible()
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  await shoot(page, 'loan-checking', false)
  const unknown = page.getByRole('heading', { name: 'Hindi pa namin makumpirma ang application mo' })
  await runClockUntil(page, () => unknown.isVisible(), 4_000)
  await expect(page.getByRole('button', { name: 'Magtanong sa customer service' })).toBeVisible()
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'loan-unknown', false)
})

test('a submission whose answer was lost, in Filipino: found in the order list, submitted', async ({
  page,
}) => {
  await page.clock.install()
  await chooseScenario(page, 'answerLost')
  await page.goto(fil('/loanConfirm', { productId: '101' }))
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
  await page.getByRole('button', { name: 'Susunod' }).tap()
  await expect(page.getByRole('button', { name: 'Ipinapadala…' })).toBeVisible()
  await expect.poll(async () => (await ledger(page, 'loan-detail-push')).length).toBe(1)
  await page.clock.fastForward('01:00')
  await page.clock.runFor(1_000)
  await expect(page.getByRole('heading', { name: 'Naipadala na ang iyong loan application' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tingnan ang application ko' })).toBeVisible()
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  await shoot(page, 'loan-submitted', false)
})

test('after applying in Filipino: the order page words the term (91 araw), a record kept before in English too', async ({
  page,
}) => {
  await page.goto(fil('/loanConfirm', { productId: '101' }))
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
  await page.getByRole('button', { name: 'Susunod' }).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  const summary = page.getByRole('region', { name: 'Naipadala na ang application' })
  const term = summary.locator('.receipt__lines > div').filter({ hasText: 'Termino' })
  await expect(term.locator('dd')).toHaveText('91 araw')
  // The record keeps the number of days, not a text in one language (src/lib/submitted-loan.ts).
  const record = () =>
    page.evaluate(
      () => JSON.parse(localStorage.getItem('bayad.submittedLoan') ?? 'null') as Record<string, unknown>,
    )
  expect(await record()).toMatchObject({ termDays: 91 })
  expect(await record()).not.toHaveProperty('term')
  await expectNoEnglish(page, ['order', 'orderextra', 'common'])
  await shoot(page, 'order-submitted')
  // A record written before (the term as English text) still reads, worded in Filipino.
  await page.evaluate(() => {
    const { termDays, ...rest } = JSON.parse(localStorage.getItem('bayad.submittedLoan') ?? '{}') as Record<
      string,
      unknown
    >
    localStorage.setItem('bayad.submittedLoan', JSON.stringify({ ...rest, term: `${String(termDays)} days` }))
  })
  await page.reload()
  await expect(term.locator('dd')).toHaveText('91 araw')
})

test('loan confirm variant 2 in Filipino: the promotional popup, then the offer and its statement', async ({
  page,
}) => {
  await page.goto(fil('/loanConfirm2', { productId: '101' }))
  const promo = page.getByRole('dialog', { name: 'Espesyal na alok para sa iyo' })
  await expect(promo).toBeVisible()
  await expect(
    promo.getByRole('button', { name: 'Tingnan kung magkano ang gastos ng alok na ito' }),
  ).toBeVisible()
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  await shoot(page, 'legacy-confirm-popup', false)
  await promo.getByRole('button', { name: 'Isara' }).tap()
  await expect(promo).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Breakdown ng loan' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Iskedyul ng bayad', exact: true })).toBeVisible()
  await expect(page.getByText('Sa pag-submit ng loan na ito, sumasang-ayon ka sa:')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Nagpapautang' })).toContainText(company.legalName)
  await expectNoEnglish(page, ['confirm', 'confirmextra', 'common'])
  await expectAccessible(page, 'variant 2, Filipino')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'legacy-confirm')
})

test('My orders in Filipino: what is due, how many days late, the dates', async ({ page }) => {
  await page.goto(fil('/orderList'))
  const rows = page.locator('.order-row')
  await expect(rows.first()).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Mga order ko' })).toBeVisible()
  await expect(rows.first().locator('.order-row__amount')).toContainText('Halagang babayaran')
  const late = page.getByTestId('order-late')
  await expect(late).toHaveCount(1)
  await expect(late).toHaveText(/^\d+ araw nang late$/)
  await expect(page.locator('.order-row__date').first()).toContainText('Due date ')
  await expect(page.getByText(/In-apply noong \d{4}-\d{2}-\d{2}/).first()).toBeVisible()
  await expectNoEnglish(page, ['orders', 'common'])
  await expectAccessible(page, 'my orders, Filipino')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'order-list')
})

test('My orders in Filipino with no orders: the way to the loans on offer', async ({ page }) => {
  await chooseScenario(page, 'emptyOrders')
  await page.goto(fil('/orderList'))
  await expect(page.getByRole('heading', { name: 'Wala ka pang order' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tingnan ang mga loan' })).toBeVisible()
  await expectNoEnglish(page, ['orders', 'recommended', 'common'])
  await shoot(page, 'order-list-empty', false)
})

test('the product page in Filipino: the card and its button; a product not offered any more', async ({
  page,
}) => {
  await page.goto(fil('/product', { productId: '201' }))
  await expect(page.getByRole('heading', { level: 2, name: 'Bayad Express' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Produkto' })).toBeVisible()
  await expectNoEnglish(page, ['product', 'recommended', 'common'])
  await shoot(page, 'product')

  await page.goto(fil('/product', { productId: '205' }))
  await expect(page.getByRole('button', { name: 'Hindi available ngayon' })).toBeDisabled()

  await page.goto(fil('/product', { productId: '999' }))
  await expect(page.getByRole('heading', { name: 'Hindi na inaalok' })).toBeVisible()
  await expect(page.getByText('Hindi na inaalok ang produktong ito.')).toBeVisible()
  await expectNoEnglish(page, ['product', 'recommended', 'common'])
  await shoot(page, 'product-not-offered', false)
})

test('recommended loans in Filipino: the login failure page and the recommend list', async ({ page }) => {
  await page.goto(fil('/loginFailed'))
  await expect(page.getByRole('article')).toHaveCount(5)
  await expect(page.getByRole('heading', { level: 1, name: 'Hindi natuloy' })).toBeVisible()
  await expect(page.getByTestId('err-message')).toHaveText('Hindi ka namin ma-sign in sa lender na ito.')
  await expect(page.getByRole('heading', { name: 'Baka magustuhan mo rin' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'I-tap para makita ang iba pang loan' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hindi available ngayon: Piso Agad' })).toBeVisible()
  await expectNoEnglish(page, ['recommended', 'common'])
  await expectAccessible(page, 'login failed, Filipino')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'login-failed')

  await page.getByRole('button', { name: 'I-tap para makita ang iba pang loan' }).tap()
  await expect(page).toHaveURL(/\/recommendList\?.*lang=fil/)
  await expect(page.getByRole('heading', { name: 'Mga loan para sa iyo' })).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(5)
  await expectNoEnglish(page, ['recommended', 'common'])
  await shoot(page, 'recommend-list')
})

import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible } from './support/a11y.ts'
import { withCommon } from './support/host-query.ts'
import { atPhoneWidths, expectNoEnglish } from './support/i18n.ts'
import { ORDERS } from './support/orders.ts'
import { REPAY_ORDER } from './support/repayment.ts'
import { chooseScenario } from './support/sandbox.ts'

/**
 * Issue 28: the order page, paying by bank card with the SMS code, the receipt of the payment, the
 * instalment and rollover pages (/repay, /repayDelay) and the payment account form (/bindBank) in
 * Filipino (`lang=fil`): Filipino texts, no English text of their catalogues left (server texts pass
 * through), and phone-sized screenshots (390 px and 320 px) in /tmp/shots/repayment. With `lang=spec`
 * the spec's own words come back (§2 "Payment Method", §4 "REPAY" and "Rollover Repayment").
 */

const FIL = { lang: 'fil' }
/** The repayable order (174): ₱3,920.00 due. */
const REPAYABLE = ORDERS['174']
const DUE = '₱3,920.00'

const shots = (page: Page, name: string) => atPhoneWidths(page, 'repayment', name)

test('fil: the order page, Bayaran by bank card with the SMS code, then the receipt of the payment', async ({
  page,
}) => {
  await page.goto(withCommon('/loanDetails', { ...REPAYABLE, ...FIL }))
  await expect(page.getByRole('heading', { level: 1, name: 'Detalye ng loan' })).toBeVisible()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('button')).toHaveText(['Bayaran', 'I-extend ang loan'])
  await expect(footer.getByText('Kulang ang pera?')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Status ng order' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Detalye ng order' })).toBeVisible()
  await expectNoEnglish(page, ['order', 'common'])
  await expectAccessible(page, 'fil order page')
  await shots(page, 'order')

  await chooseScenario(page, 'verificationNeeded')
  await page.goto(
    withCommon('/repayChoose', { ...REPAYABLE, ...FIL, amount: '392000', productName: 'Bayad Cash' }),
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Bayaran ang loan' })).toBeVisible()
  await expect(page.getByText('Halagang babayaran', { exact: true })).toBeVisible()
  const pay = page.getByRole('button', { name: `Magbayad ng ${DUE}` })
  await expect(pay).toBeVisible()
  // Bayaran without a card: the message at the ways.
  await pay.tap()
  await expect(page.getByRole('alert')).toHaveText('Pumili muna ng bank card.')
  await expect(page.getByRole('radiogroup', { name: 'Piliin kung paano magbabayad' })).toBeVisible()
  await expectNoEnglish(page, ['card', 'common'])
  await shots(page, 'card')

  await page.getByRole('radio', { name: /BDO Unibank/ }).tap()
  await pay.tap()
  const sheet = page.getByRole('dialog', { name: 'Ilagay ang SMS code' })
  await expect(sheet.getByText(/^Nagpadala kami ng code sa SMS/)).toBeVisible()
  await expect(sheet.getByRole('button', { name: /^Magpadala ulit sa loob ng \d+ s$/ })).toBeVisible()
  await sheet.getByLabel('SMS code').fill('12')
  await sheet.getByRole('button', { name: 'Kumpirmahin' }).tap()
  await expect(sheet.getByRole('alert')).toHaveText('Ilagay ang buong code mula sa SMS.')
  await expectNoEnglish(page, ['card', 'common'])
  await expectAccessible(page, 'fil code sheet')
  await shots(page, 'code-sheet')

  await sheet.getByLabel('SMS code').fill('123456')
  await sheet.getByRole('button', { name: 'Kumpirmahin' }).tap()
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${REPAYABLE.orderId}\\?`))
  expect(new URL(page.url()).searchParams.get('lang')).toBe('fil')
  const receipt = page.getByRole('region', { name: 'Natanggap na ang bayad' })
  await expect(receipt).toBeVisible()
  await expect(receipt.getByRole('term')).toHaveText([
    'Halagang ibinayad',
    'Petsa at oras',
    'Ibinayad gamit ang',
    'Reference',
    'Order',
    'Loan',
  ])
  await expect(receipt.getByRole('definition').first()).toHaveText(DUE)
  await expect(page.locator('.status-hero__fact')).toHaveText(
    /^Nagbayad ng ₱3,920\.00 noong \d{4}-\d{2}-\d{2}$/,
  )
  await expectNoEnglish(page, ['order', 'card', 'common'])
  await expectAccessible(page, 'fil receipt')
  await shots(page, 'receipt')
})

test('fil: /repay shows the amount due and its channels; /repayDelay the rollover fee and its schedule', async ({
  page,
}) => {
  await page.goto(withCommon('/repay', { ...REPAY_ORDER, ...FIL }))
  await expect(page.getByRole('heading', { level: 1, name: 'Bayaran ang loan' })).toBeVisible()
  await expect(page.getByText('Halagang babayaran', { exact: true })).toBeVisible()
  await expect(page.getByTestId('repay-amount')).toHaveText(DUE)
  await expect(page.getByRole('link', { name: /^Paano magbayad/ })).toBeVisible()
  await expectNoEnglish(page, ['repayment', 'common'])
  await shots(page, 'repay')

  await page.getByRole('button', { name: `Magbayad ng ${DUE}` }).tap()
  const sheet = page.getByRole('dialog', { name: 'Piliin kung paano magbabayad' })
  await expect(sheet.getByText('Pumili ng payment channel.', { exact: true })).toBeVisible()
  await sheet.getByRole('button', { name: 'Bayaran', exact: true }).tap()
  await expect(sheet.getByText('Pumili muna ng payment channel.')).toBeVisible()
  await expect(sheet.getByRole('radiogroup', { name: 'Mga payment channel' })).toBeVisible()
  await expectNoEnglish(page, ['repayment', 'common'])
  await expectAccessible(page, 'fil channels')
  await shots(page, 'repay-channels')

  await page.goto(withCommon('/repayDelay', { ...REPAY_ORDER, ...FIL }))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Magbayad para ma-extend ang loan' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Iskedyul ng bayad' })).toBeVisible()
  await expect(page.getByText(/^Ang susunod mong due date ay \d{4}-\d{2}-\d{2}\.$/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ano ang nagagawa ng rollover fee' })).toContainText(
    /Bayaran ang ₱525\.00 na rollover fee: malilipat ang iyong due date sa \d{4}-\d{2}-\d{2}\./,
  )
  await expectNoEnglish(page, ['repayment', 'common'])
  await expectAccessible(page, 'fil rollover')
  await shots(page, 'repay-delay')
})

test('fil: the payment account form says what is missing in Filipino', async ({ page }) => {
  await page.goto(withCommon('/bindBank', { productId: '101', ...FIL }))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impormasyon ng account na pambayad' }),
  ).toBeVisible()
  const next = page.getByRole('button', { name: 'Susunod', exact: true })
  await next.tap()
  await expect(page.getByText('Piliin ang iyong bank.', { exact: true })).toBeVisible()
  await expect(page.getByRole('tablist', { name: 'Uri ng card' })).toBeVisible()
  await expectNoEnglish(page, ['bank', 'common'])
  await expectAccessible(page, 'fil bank form')
  await shots(page, 'bank-form')

  await page.getByRole('button', { name: /^Bank/ }).tap()
  const picker = page.getByRole('dialog')
  await expect(picker.getByRole('button', { name: 'Kanselahin' })).toBeVisible()
  await expect(picker.getByRole('button', { name: 'Kumpirmahin' })).toBeVisible()
  await shots(page, 'bank-picker')
})

test('lang=spec: the spec’s own words on the order page and /repay', async ({ page }) => {
  await page.goto(withCommon('/loanDetails', { ...REPAYABLE, lang: 'spec' }))
  await expect(page.getByRole('contentinfo').getByRole('button')).toHaveText(['REPAY', 'Rollover Repayment'])
  await page.goto(withCommon('/repay', { ...REPAY_ORDER, lang: 'spec' }))
  await page.getByRole('button', { name: 'Payment Method', exact: true }).tap()
  const sheet = page.getByRole('dialog', { name: 'Payment Method' })
  await expect(
    sheet.getByText('Please select your repayment method for payment', { exact: true }),
  ).toBeVisible()
  await expect(sheet.getByRole('button', { name: 'Payment', exact: true })).toBeVisible()
})

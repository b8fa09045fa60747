import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible } from './support/a11y.ts'
import { allowClipboard } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { atPhoneWidths, expectNoEnglish } from './support/i18n.ts'
import { ORDERS } from './support/orders.ts'
import { toast } from './support/page.ts'
import { REPAY_ORDER, storeRepaymentInfo } from './support/repayment.ts'
import { chooseScenario } from './support/sandbox.ts'

/**
 * Issue 28: the pay code pages (`/repaymentOfCode`, `/repaymentOfCode2`), the Dragonpay payment
 * instructions (`/carpmm`), the e-wallet payment (`/alipayrepayment`) and the repay-or-not choice
 * (`/repayOrNot`) in Filipino (`lang=fil`): Filipino texts, no English text of their catalogues left
 * (server texts pass through), and phone-sized screenshots (390 px and 320 px) in /tmp/shots/paycode.
 */

const FIL = { lang: 'fil' }
const PAY_CODE = 'BYD0000000001'
const CODE_LINK = {
  ...FIL,
  showType: '1',
  payCode: PAY_CODE,
  payCodeImg: '/favicon.svg',
  repayAmount: '350000',
  channel: 'GCash',
  expireTime: '2099-01-01 10:00:00',
}
const QR_LINK = {
  ...FIL,
  showType: '2',
  payCode: PAY_CODE,
  payCodeImg: '/sandbox-qr.svg',
  repayAmount: '350000',
}
const WALLET_LINK = {
  ...FIL,
  orderId: REPAY_ORDER.orderId,
  amount: '392000',
  productName: 'Bayad Cash',
  repayDate: '2026-12-05',
}
/** What the instalment page saves (src/screens/shared/repayment-info.ts); its notices are the server's. */
const INSTALMENT_INFO = {
  repayAmount: 350000,
  productName: 'Bayad Flex',
  repayDate: '2026-12-05',
  defDetail: {
    payCode: '7105000017',
    logo: 'https://cdn.bayad.test/channels/dragonpay.png',
    title: 'Dragonpay',
    payNotice: { 'GCash Bills': [{ name: 'Step 1', list: ['Open GCash and tap Bills.'] }] },
  },
  orderId: 'BYD20261119000023',
  expiresAt: Date.now() + 60 * 60_000,
}

const shots = (page: Page, name: string) => atPhoneWidths(page, 'paycode', name)

test('fil: the pay code for GCash, its steps, Copy, and the steps with pictures', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  await page.goto(withCommon('/repaymentOfCode', CODE_LINK))
  await expect(page.getByRole('heading', { level: 1, name: 'Pay code' })).toBeVisible()
  await expect(page.getByText('Halagang babayaran')).toBeVisible()
  await expect(page.getByText('₱3,500.00', { exact: true })).toBeVisible()
  await expect(page.getByText('Ang iyong pay code para sa GCash')).toBeVisible()
  await expect(page.getByTestId('paycode-valid')).toHaveText(
    'Valid hanggang 2099-01-01 10:00 (oras sa Manila)',
  )
  const copy = page.getByRole('button', { name: `Kopyahin ang pay code na ${PAY_CODE}` })
  await expect(copy).toHaveText('Kopyahin')
  await expect(page.getByText(/^Sa GCash lang gamitin ang code na ito/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Paano magbayad gamit ang GCash' })).toBeVisible()
  const steps = page.locator('.paycode-steps__item')
  await expect(steps).toHaveCount(4)
  await expect(steps.first()).toHaveText('Buksan ang GCash app at i-tap ang Bills.')
  // The app's own menu names stay as GCash shows them, in bold.
  await expect(steps.first().locator('strong')).toHaveText('Bills')
  await expectNoEnglish(page, ['paycode', 'dragonpay', 'common'])
  await expectAccessible(page, 'fil pay code')
  await shots(page, 'code')

  await copy.tap()
  await expect(toast(page, 'Nakopya na.')).toBeVisible()

  await page.getByRole('link', { name: 'Mga hakbang na may larawan' }).tap()
  await expect(page).toHaveURL(/\/carpmm\?/)
  expect(new URL(page.url()).searchParams.get('lang')).toBe('fil')
  await expect(page.getByRole('heading', { level: 1, name: 'Paano magbayad' })).toBeVisible()
  const payment = page.getByRole('region', { name: 'Ang iyong bayad' })
  await expect(payment.getByRole('term')).toHaveText(['Halagang babayaran', 'Pay code'])
  await expect(page.getByTestId('dragonpay-pay-code')).toHaveText(PAY_CODE)
  await expect(page.getByText(/^Bayaran ang iyong loan sa pamamagitan ng Dragonpay/)).toBeVisible()
  const jumps = page.getByRole('navigation', { name: 'Mga paraan ng pagbabayad' }).getByRole('link')
  await expect(jumps).toHaveText(['GCash', 'Maya', 'Tindahan'])
  for (const title of ['GCash Bills', 'Maya (PayMaya)', 'Cash sa tindahan']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible()
  }
  const store = page.getByRole('region', { name: 'Cash sa tindahan' })
  await expect(store.getByRole('listitem').nth(1)).toHaveText(
    'Sa 7-Eleven, gamitin ang CLiQQ kiosk: i-tap ang Bills Payment, tapos ang Dragonpay, at ilagay ang iyong pay code at ang halaga. Magpi-print ang kiosk ng payment slip.',
  )
  await expect(store.getByRole('listitem').nth(1).locator('strong')).toHaveText([
    'CLiQQ',
    'Bills Payment',
    'Dragonpay',
  ])
  await expect(page.getByRole('heading', { level: 2, name: 'Bago ka magbayad' })).toBeVisible()
  await expectNoEnglish(page, ['dragonpay', 'common'])
  await expectAccessible(page, 'fil payment instructions')
  await shots(page, 'instructions')

  await page.getByRole('button', { name: 'Palakihin: Maya, hakbang 3' }).tap()
  const dialog = page.getByRole('dialog', { name: 'Maya, hakbang 3' })
  await expect(dialog.getByText('Sa Account / Reference number ilalagay ang pay code mo.')).toBeVisible()
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /^Dragonpay form sa Maya/)
  await atPhoneWidths(page, 'paycode', 'instructions-picture', false)
  await dialog.getByRole('button', { name: 'Isara' }).tap()
  await expect(dialog).toHaveCount(0)
})

test('fil: the QR code page, the v2 payment details and an incomplete link', async ({ page }) => {
  await page.goto(withCommon('/repaymentOfCode', QR_LINK))
  await expect(page.getByRole('heading', { level: 1, name: 'I-scan para magbayad' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code na ii-scan para magbayad' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Paano mag-scan at magbayad' })).toBeVisible()
  await expect(page.locator('.paycode-steps__item')).toHaveText([
    'Buksan ang GCash, Maya o app ng iyong bangko.',
    'I-tap ang Scan o Pay QR.',
    'I-scan ang code sa itaas. Sa phone na ito ka magbabayad? Mag-screenshot, tapos piliin ang Upload QR sa scan screen.',
    'Tiyaking tama ang halaga bago mo kumpirmahin.',
    'Magbayad, at itago ang resibo hanggang lumabas ang bayad sa iyong loan.',
  ])
  await expectNoEnglish(page, ['paycode', 'common'])
  await shots(page, 'qr')

  await storeRepaymentInfo(page, JSON.stringify(INSTALMENT_INFO))
  await page.goto(withCommon('/repaymentOfCode2', FIL))
  await expect(page.getByRole('heading', { level: 1, name: 'Detalye ng bayad' })).toBeVisible()
  await expect(page.getByText(/itago ang deposit slip bilang patunay ng bayad\.$/)).toBeVisible()
  await expect(page.getByRole('term')).toHaveText(['Pay code', 'Kabuuang babayaran'])
  await expect(page.getByRole('button', { name: 'Kopyahin ang pay code na 7105000017' })).toBeVisible()
  await expect(page.getByText('Para sa Dragonpay ang pay code na ito.', { exact: false })).toBeVisible()
  await expect(page.getByText('due date 2026-12-05')).toBeVisible()
  await expectNoEnglish(page, ['paycode', 'common'])
  await shots(page, 'details')

  await page.goto(withCommon('/repaymentOfCode', { ...FIL, showType: '1' }))
  await expect(
    page.getByRole('heading', { level: 2, name: 'Kulang ang link ng pay code na ito' }),
  ).toBeVisible()
  await expectNoEnglish(page, ['paycode', 'common'])
})

test('fil: the e-wallet opening, and the e-wallet that could not be opened', async ({ page }) => {
  // A checkout answered 204 leaves the page as it is: "opening", as while the call is in flight.
  let checkouts = 0
  await page.route('**/sandbox-wallet.html?*', (route) => {
    checkouts += 1
    return route.fulfill({ status: 204 })
  })
  await chooseScenario(page, 'verificationNeeded')
  await page.goto(withCommon('/alipayrepayment', WALLET_LINK))
  await expect.poll(() => checkouts).toBe(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Magbayad gamit ang e-wallet' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Binubuksan ang iyong e-wallet…' })).toHaveText(
    'Binubuksan ang iyong e-wallet…Kukumpirmahin mo ang bayad na ₱3,920.00 sa iyong e-wallet app.',
  )
  await expectNoEnglish(page, ['wallet', 'common'])
  await shots(page, 'wallet-opening')

  await chooseScenario(page, 'walletFailure')
  await page.goto(withCommon('/alipayrepayment', WALLET_LINK))
  const failed = page.getByRole('alert').filter({ hasText: 'Hindi mabuksan ang iyong e-wallet' })
  await expect(failed).toHaveText(
    'Hindi mabuksan ang iyong e-walletSubukan ulit, o bayaran ang parehong halaga gamit ang bank card.',
  )
  await expect(page.getByRole('button')).toHaveText(['Subukan ulit', 'Magbayad gamit ang bank card'])
  await expectNoEnglish(page, ['wallet', 'common'])
  await expectAccessible(page, 'fil e-wallet failed')
  await shots(page, 'wallet-failed')

  await page.goto(withCommon('/alipayrepayment', FIL))
  await expect(page.getByRole('heading', { level: 2, name: 'Kulang ang link ng bayad na ito' })).toBeVisible()
  await expectNoEnglish(page, ['wallet', 'common'])
})

test('fil: the repay-or-not choice, and an order with nothing to pay', async ({ page }) => {
  await page.goto(withCommon('/repayOrNot', { ...FIL, ...ORDERS['174'] }))
  await expect(page.getByRole('heading', { level: 1, name: 'Bayaran ang loan' })).toBeVisible()
  const choices = page.getByRole('region', { name: 'Paano mo gustong bayaran ang order na ito?' })
  await expect(choices.getByRole('button')).toHaveText(['Bayaran', 'Magbayad para ma-extend', 'Hindi muna'])
  await expect(page.getByText('Kulang ang pera?')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Detalye ng order' })).toBeVisible()
  await expectNoEnglish(page, ['repayornot', 'common'])
  await expectAccessible(page, 'fil repay or not')
  await shots(page, 'repay-or-not')

  await page.goto(withCommon('/repayOrNot', { ...FIL, ...ORDERS['200'] }))
  await expect(page.getByRole('heading', { name: 'Walang babayaran ngayon' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Tingnan ang detalye ng order' })).toBeVisible()
  await expectNoEnglish(page, ['repayornot', 'common'])
  await shots(page, 'repay-or-not-nothing-due')
  await page.getByRole('button', { name: 'Tingnan ang detalye ng order' }).tap()
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expect(new URL(page.url()).searchParams.get('lang')).toBe('fil')
})

import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { SHOTS_DIR } from './support/files.ts'
import { allowClipboard, readBridgeCalls, readClipboard as clipboard } from './support/host.ts'
import { withCommon } from './support/host-query.ts'
import { expectUrl, toast } from './support/page.ts'
import { INSTALMENT_URL, payWith, storeRepaymentInfo as storeInfo } from './support/repayment.ts'
import { chooseScenario } from './support/sandbox.ts'

/**
 * Issue 9: `/repaymentOfCode` (spec §2 "Repayment by code": showType 1 a code to copy, any other a QR
 * code and five tips) and `/repaymentOfCode2` ("Repayment by code v2": what the instalment or rollover
 * page saved as `repaymentInfo`). Decode rules: src/screens/shared/pay-code-link.ts. Sandbox pay
 * links: src/sandbox/handlers/repayment.ts (generate-vcode; scenario payCodeQr for the QR code).
 */

const PAY_CODE = 'BYD0000000001'
const CONTRACT = '7105000017'
const COPIED = 'Copied.'
const INCOMPLETE = 'This pay code link is incomplete'
const NOT_FOUND = 'Payment details not found'
const QR_ALT = 'QR code to scan and pay'
const LOOK = `${SHOTS_DIR}/pay-code`

/**
 * An inline SVG picture, as a server might send for payCodeImg: refused by the image rule (decision
 * 023: raster data: pictures only; the sandbox sends `/sandbox-channels/{channel}.svg`). A QR link with
 * a refused picture is e2e/origins.spec.ts's.
 */
const DATA_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="32" fill="#0b5cd5"/></svg>',
)}`
const CODE_LINK = { showType: '1', payCode: PAY_CODE, payCodeImg: '/favicon.svg', repayAmount: '350000' }
const QR_LINK = { showType: '2', payCode: PAY_CODE, payCodeImg: '/sandbox-qr.svg', repayAmount: '350000' }

/** What the instalment page saves (src/screens/shared/repayment-info.ts), and a rollover's. */
const INSTALMENT_INFO = {
  repayAmount: 350000,
  productName: 'Bayad Flex',
  repayDate: '2026-11-19',
  productLogo: '',
  defDetail: {
    payCode: CONTRACT,
    logo: '/favicon.svg',
    title: 'Dragonpay',
    payNotice: {
      'GCash Bills': [
        { name: 'Step 1', list: ['Open GCash and tap Bills.', 'Choose Loans, then Dragonpay.'] },
        {
          name: 'Step 2',
          list: ['Enter the payment code and the exact amount.', 'Confirm and keep the receipt.'],
        },
      ],
      '7-Eleven': [{ name: 'At the store', list: ['Use the CLiQQ kiosk.', 'Pay at the counter.'] }],
    },
  },
  // Issue 24: bound to its order, alive for a while (REPAYMENT_INFO_TTL_MS, 2 h).
  orderId: 'BYD20261119000023',
  expiresAt: Date.now() + 60 * 60_000,
}
const ROLLOVER_INFO = { ...INSTALMENT_INFO, delayInfo: { delayAmount: 52500, title: 'Rollover fee' } }

async function expectFinished(page: Page, label: string) {
  await expectAccessible(page, label)
  expect(await smallTargets(page), label).toEqual([])
  await page.screenshot({ path: `${LOOK}-${label.replace(/\W+/g, '-')}.png`, fullPage: true })
}

test('showType 1: amount in pesos, the code, the channel picture; Copy puts the code on the clipboard', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  await page.goto(withCommon('/repaymentOfCode', CODE_LINK))
  await expect(page.getByRole('heading', { level: 1, name: 'Pay code' })).toBeFocused()
  expect(await page.title()).toBe('Pay code · Bayad')
  await expect(page.getByText('₱3,500.00', { exact: true })).toBeVisible()
  await expect(page.getByText(PAY_CODE, { exact: true })).toBeVisible()
  const picture = page.getByRole('img', { name: 'Payment channel' })
  await expect(picture).toBeVisible()
  // The picture has loaded (not just laid out): polled, as it arrives after the page shows.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  await expectFinished(page, 'code')

  const copy = page.getByRole('button', { name: `Copy pay code ${PAY_CODE}` })
  await expect(copy).toHaveText('Copy')
  await copy.tap()
  await expect(toast(page, COPIED)).toBeVisible()
  expect(await clipboard(page)).toBe(PAY_CODE)
  // Nothing else happened: the page stays, the host was not asked for anything.
  expectUrl(page, '/repaymentOfCode', { showType: '1', payCode: PAY_CODE })
  expect(await readBridgeCalls(page)).toEqual([])
})

test('showType 1 with a data: picture: the page without the picture', async ({ page }) => {
  await page.goto(withCommon('/repaymentOfCode', { ...CODE_LINK, payCodeImg: DATA_LOGO }))
  await expect(page.getByText(PAY_CODE, { exact: true })).toBeVisible()
  await expect(page.getByText('₱3,500.00', { exact: true })).toBeVisible()
  await expect(page.getByRole('img')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Copy pay code/ })).toBeVisible()
  await expectFinished(page, 'code without picture')
})

test('other showType: the QR code (scannable size), the amount and five scan-and-pay tips', async ({
  page,
}) => {
  await page.goto(withCommon('/repaymentOfCode', QR_LINK))
  await expect(page.getByRole('heading', { level: 1, name: 'Scan to pay' })).toBeVisible()
  const qr = page.getByRole('img', { name: QR_ALT })
  await expect(qr).toBeVisible()
  // The picture has loaded (not just laid out): polled, as it arrives after the page shows.
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true)
  const box = await qr.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(200)
  expect(box?.height).toBeGreaterThanOrEqual(200)
  await expect(page.getByText('₱3,500.00', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'How to scan and pay' })).toBeVisible()
  await expect(page.getByRole('listitem')).toHaveCount(5)
  await expect(page.getByRole('listitem').first()).toHaveText(/Open GCash, Maya or your bank/)
  await expect(page.getByRole('button', { name: /Copy/ })).toHaveCount(0)
  await expectFinished(page, 'qr')
})

test('a QR picture that does not load: says so and leads on', async ({ page }) => {
  await page.goto(withCommon('/repaymentOfCode', { ...QR_LINK, payCodeImg: '/no-such-qr.png' }))
  await expect(page.getByRole('heading', { name: 'The QR code could not be loaded' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Go to home' })).toBeVisible()
  await expectFinished(page, 'qr not loaded')
})

test('a malformed or incomplete link: one clear page with the ways on', async ({ page }) => {
  const { payCode: _payCode, ...noPayCode } = CODE_LINK
  const links: Record<string, string>[] = [
    { ...CODE_LINK, showType: 'abc' },
    noPayCode,
    { ...CODE_LINK, repayAmount: '12.5x' },
    { ...QR_LINK, payCodeImg: '' },
    { ...QR_LINK, repayAmount: '-5' },
  ]
  for (const link of links) {
    await page.goto(withCommon('/repaymentOfCode', link))
    await expect(
      page.getByRole('heading', { level: 2, name: INCOMPLETE }),
      JSON.stringify(link),
    ).toBeVisible()
    await expect(page.getByText(/choose your payment channel again/)).toBeVisible()
    await expect(page.getByRole('img')).toHaveCount(0)
  }
  await expectFinished(page, 'incomplete link')
  await page.getByRole('button', { name: 'Go to home' }).tap()
  await expect.poll(() => readBridgeCalls(page)).toEqual([{ type: 'goHome' }])
})

test('v2 instalment: note, logo, pay code to copy, total, steps grouped by title', async ({
  page,
  context,
}) => {
  await allowClipboard(context)
  await storeInfo(page, JSON.stringify(INSTALMENT_INFO))
  await page.goto(withCommon('/repaymentOfCode2'))
  await expect(page.getByRole('heading', { level: 1, name: 'Payment details' })).toBeFocused()
  await expect(page.getByText(/keep the deposit slip as proof of payment/)).toBeVisible()
  await expect(page.getByRole('img', { name: 'Dragonpay' })).toBeVisible()
  await expect(page.getByRole('term')).toHaveText(['Pay code', 'Total payment'])
  await expect(page.getByText('₱3,500.00', { exact: true })).toBeVisible()
  const gcash = page.getByRole('region', { name: 'GCash Bills' })
  await expect(gcash.getByRole('heading', { level: 3 })).toHaveText(['Step 1', 'Step 2'])
  await expect(gcash.getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('region', { name: '7-Eleven' }).getByRole('listitem')).toHaveText([
    'Use the CLiQQ kiosk.',
    'Pay at the counter.',
  ])
  // One name for the code (decision 030), and which channel it is for.
  await expect(page.getByText(/with your pay code, and keep the deposit slip/)).toBeVisible()
  await expect(page.getByText(/This pay code is for Dragonpay\./)).toBeVisible()
  await expectFinished(page, 'v2 instalment')
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 })
    await page.screenshot({ path: `/tmp/shots-c/pay-code-v2-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 390, height: 844 })

  await page.getByRole('button', { name: `Copy pay code ${CONTRACT}` }).tap()
  await expect(toast(page, COPIED)).toBeVisible()
  expect(await clipboard(page)).toBe(CONTRACT)
})

test('v2 rollover: the total is the rollover fee (delayInfo.delayAmount)', async ({ page }) => {
  await storeInfo(page, JSON.stringify(ROLLOVER_INFO))
  await page.goto(withCommon('/repaymentOfCode2'))
  await expect(page.getByText('₱525.00', { exact: true })).toBeVisible()
  await expect(page.getByText('Rollover fee', { exact: true })).toBeVisible()
  await expect(page.getByText('₱3,500.00', { exact: true })).toHaveCount(0)
  await expectFinished(page, 'v2 rollover')
})

test('v2 with no, corrupt or wrong-typed repaymentInfo: "Payment details not found" and a way back', async ({
  page,
}) => {
  const values: [string, string | null][] = [
    ['missing', null],
    ['corrupt', '{"repayAmount": 3500'],
    ['wrong-typed', JSON.stringify({ ...INSTALMENT_INFO, repayAmount: 'lots' })],
    [
      'no code',
      JSON.stringify({ ...INSTALMENT_INFO, defDetail: { ...INSTALMENT_INFO.defDetail, payCode: '' } }),
    ],
    // Issue 24 point 7: a value kept forever (an older app's), an expired one.
    ['kept forever', JSON.stringify({ ...INSTALMENT_INFO, orderId: undefined, expiresAt: undefined })],
    ['expired', JSON.stringify({ ...INSTALMENT_INFO, expiresAt: Date.now() - 1 })],
  ]
  for (const [label, raw] of values) {
    const tab = await page.context().newPage()
    await storeInfo(tab, raw)
    await tab.goto(withCommon('/repaymentOfCode2'))
    await expect(tab.getByRole('heading', { level: 2, name: NOT_FOUND }), label).toBeVisible()
    await expect(tab.getByText(/open the payment again from your loan/)).toBeVisible()
    await expect(tab.getByRole('button', { name: 'Go to home' })).toBeVisible()
    await expectFinished(tab, `v2 ${label}`)
    await tab.close()
  }
})

// The real way in: the sandbox's generate-vcode payUrl and the instalment page's payment box.
async function payWithGcash(page: Page) {
  await page.goto(INSTALMENT_URL)
  await expect(page.getByTestId('repay-amount')).toHaveText('₱3,920.00', { timeout: 10_000 })
  await payWith(page, 'GCash')
  await expect(page).toHaveURL(/\/repaymentOfCode\?/, { timeout: 10_000 })
}

test('the sandbox pay link opens the code page (showType 1), and with payCodeQr the QR page', async ({
  page,
}) => {
  await payWithGcash(page)
  await expect(page.getByText('₱3,920.00', { exact: true })).toBeVisible()
  await expect(page.getByText(/^BYD\d{10}$/)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Copy pay code BYD\d{10}$/ })).toBeVisible()

  await chooseScenario(page, 'payCodeQr')
  await payWithGcash(page)
  await expect(page.getByRole('img', { name: QR_ALT })).toBeVisible()
  await expect(page.getByText('₱3,920.00', { exact: true })).toBeVisible()
})

test('v2 opened for another order, or another total, than the saved value: "Payment details not found"', async ({
  page,
}) => {
  await storeInfo(page, JSON.stringify(INSTALMENT_INFO))
  await page.goto(withCommon('/repaymentOfCode2', { orderId: 'BYD20261105000017', amount: '350000' }))
  await expect(page.getByRole('heading', { level: 2, name: NOT_FOUND })).toBeVisible()
  await page.goto(withCommon('/repaymentOfCode2', { orderId: INSTALMENT_INFO.orderId, amount: '52500' }))
  await expect(page.getByRole('heading', { level: 2, name: NOT_FOUND })).toBeVisible()
  await page.goto(withCommon('/repaymentOfCode2', { orderId: INSTALMENT_INFO.orderId, amount: '350000' }))
  await expect(page.getByRole('button', { name: `Copy pay code ${CONTRACT}` })).toBeVisible()
})

test('the instalment page’s payment box opens v2 with what it saved', async ({ page }) => {
  await page.goto(INSTALMENT_URL)
  // The box names the code (its own wording is the instalment page's); its Copy button is not the box.
  await page.getByRole('button', { name: new RegExp(`^(?!Copy).*${CONTRACT}`) }).tap()
  await expect(page).toHaveURL(/\/repaymentOfCode2\?/)
  // The link names the order and the total the saved value is for.
  expectUrl(page, '/repaymentOfCode2', { orderId: 'BYD20261105000017', amount: '392000' })
  await expect(page.getByRole('button', { name: `Copy pay code ${CONTRACT}` })).toBeVisible()
  await expect(page.getByText('₱3,920.00', { exact: true })).toBeVisible()
  await expect(page.getByText(/keep the deposit slip as proof of payment/)).toBeVisible()
})

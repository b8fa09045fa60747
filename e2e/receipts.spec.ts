import type { Locator, Page } from '@playwright/test'
import { formatPeso } from '../src/lib/format.ts'
import { formatManilaDateTime } from '../src/lib/manila-time.ts'
import { expect, test } from './support/fixtures.ts'
import { expectAccessible, smallTargets } from './support/a11y.ts'
import { withCommon } from './support/host-query.ts'
import { ORDERS } from './support/orders.ts'
import { expectUrl, tapTwiceAtOnce } from './support/page.ts'
import { chooseScenario, ledger, readSandbox } from './support/sandbox.ts'

/**
 * Issue 27 points 2, 3 and 4 (the order page): after applying, receipts of card, e-wallet and pay
 * code payments, a finished order's "Paid … on …", an overdue order's days late.
 * docs/decisions/029-submitted-and-receipts.md. Sandbox: src/sandbox/handlers/orders.ts, repayment.ts.
 */

const SHOTS = '/tmp/shots-b'
/** The repayable order (174): ₱3,500.00 borrowed, ₱3,920.00 due. */
const REPAYABLE = ORDERS['174']
const DUE = 392000
const RECEIPTS_KEY = 'bayad.receipts'

/** Full-page screenshots at 390 and 320 px wide (a mid-range and a small phone). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 390, height: 844 }
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: size.height })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(size)
}

const receiptCard = (page: Page) => page.getByRole('region', { name: 'Payment received' })
const hero = (page: Page) => page.getByRole('region', { name: 'Order status' })

/** A card's lines as [term, value] pairs. */
async function lines(card: Locator): Promise<string[][]> {
  return card
    .locator('.receipt__lines > div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    )
}

async function keptReceipts(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECEIPTS_KEY)
}

test('card: paid after the SMS code, the order page opens on its receipt, kept on the device', async ({
  page,
}) => {
  await chooseScenario(page, 'verificationNeeded')
  await page.goto(
    withCommon('/repayChoose', { ...REPAYABLE, amount: String(DUE), productName: 'Bayad Cash' }),
  )
  await page.getByRole('radio', { name: /BDO Unibank/ }).tap()
  await page.getByRole('button', { name: /^Pay ₱/ }).tap()
  const sheet = page.getByRole('dialog', { name: 'Enter the SMS code' })
  await sheet.getByLabel('SMS code').fill('123456')
  await tapTwiceAtOnce(sheet.getByRole('button', { name: 'Confirm' }))

  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${REPAYABLE.orderId}\\?`))
  const record = (await readSandbox(page))?.repayRecords[0]
  expect(record).toMatchObject({ status: 'paid', amount: String(DUE) })
  // One confirmation for the double tap.
  expect(await ledger(page, 'repayment-confirm')).toHaveLength(1)
  expectUrl(page, `/borrowDetail/${REPAYABLE.orderId}`, { receipt: record!.id })

  const kept = await keptReceipts(page)
  expect(kept).toEqual([
    expect.objectContaining({ reference: record!.id, orderId: REPAYABLE.orderId, way: 'card', amount: DUE }),
  ])
  const card = receiptCard(page)
  await expect(card).toBeVisible()
  expect(await lines(card)).toEqual([
    ['Amount paid', formatPeso(DUE)],
    ['Date and time', `${formatManilaDateTime(new Date(String(kept[0]!.paidAt)))} (Manila)`],
    ['Paid with', 'BDO Unibank **** **** **** 4821'],
    ['Reference', record!.id],
    ['Order', REPAYABLE.orderId],
    ['Loan', 'Bayad Cash'],
  ])
  // The order is repaid: what it paid, never an amount due or a due date.
  await expect(hero(page)).toContainText('Finished')
  await expect(hero(page).locator('.status-hero__fact')).toHaveText(
    `Paid ${formatPeso(DUE)} on ${String(formatManilaDateTime(new Date(String(kept[0]!.paidAt)))).slice(0, 10)}`,
  )
  await expect(page.getByText('Amount due')).toHaveCount(0)
  await expect(page.getByText('Due date')).toHaveCount(0)
  await expectAccessible(page, 'order page with a card receipt')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'receipt-card')

  // Later, from My orders (no receipt in the link): the receipt is under Receipts.
  await page.goto(withCommon('/loanDetails', REPAYABLE))
  await expect(hero(page)).toContainText('Finished')
  await expect(receiptCard(page)).toHaveCount(0)
  const again = page.getByText(`View receipt: ${formatPeso(DUE)}`)
  await again.tap()
  const item = page.locator('details.receipt-item')
  await expect(item).toHaveAttribute('open', '')
  expect((await lines(item))[3]).toEqual(['Reference', record!.id])
  await expectAccessible(page, 'order page, receipt opened again')
  await shoot(page, 'receipts-list')
})

test('e-wallet: the checkout pays and returns to the order page, which keeps and shows the receipt', async ({
  page,
}) => {
  await chooseScenario(page, 'verificationNeeded')
  await page.goto(withCommon('/alipayrepayment', { ...REPAYABLE, amount: String(DUE) }))
  await expect(page).toHaveURL(/\/sandbox-wallet\.html\?/)
  const checkout = new URL(page.url()).searchParams.get('checkout')
  await page.getByRole('button', { name: `Pay ${formatPeso(DUE)}` }).tap()

  // Where the e-wallet returns: the order page, with the session (docs/decisions/029).
  await expect(page).toHaveURL(new RegExp(`/borrowDetail/${REPAYABLE.orderId}\\?`))
  expectUrl(page, `/borrowDetail/${REPAYABLE.orderId}`, { productId: REPAYABLE.productId })
  const record = (await readSandbox(page))?.repayRecords.find((r) => r.id === checkout)
  expect(record).toMatchObject({ status: 'paid' })
  const card = receiptCard(page)
  await expect(card).toBeVisible()
  const paidAt = formatManilaDateTime(new Date((record as unknown as { paidAt: number }).paidAt))
  expect(await lines(card)).toEqual([
    ['Amount paid', formatPeso(DUE)],
    ['Date and time', `${paidAt} (Manila)`],
    ['Paid with', 'GCash'],
    ['Reference', checkout],
    ['Order', REPAYABLE.orderId],
    ['Loan', 'Bayad Cash'],
  ])
  expect(await keptReceipts(page)).toEqual([
    expect.objectContaining({ reference: checkout, way: 'wallet', channelName: 'GCash' }),
  ])
  await expectAccessible(page, 'order page after the e-wallet')
  await shoot(page, 'receipt-wallet')
})

test('pay code: the order page finds the payment finished, shows its receipt once, then keeps it under Receipts', async ({
  page,
}) => {
  await chooseScenario(page, 'codePaid')
  await page.goto(withCommon('/loanDetails', REPAYABLE))
  const card = receiptCard(page)
  await expect(card).toBeVisible()
  const shown = await lines(card)
  expect(shown.map(([term]) => term)).toEqual([
    'Amount paid',
    'Date and time',
    'Paid with',
    'Reference',
    'Order',
    'Loan',
  ])
  expect(shown[0]).toEqual(['Amount paid', formatPeso(DUE)])
  expect(shown[1]?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \(Manila\)$/)
  expect(shown[2]).toEqual(['Paid with', 'Pay code (7-Eleven)'])
  expect(shown[3]).toEqual(['Reference', `PC${REPAYABLE.orderId.slice(-12)}`])
  await expect(hero(page).locator('.status-hero__fact')).toHaveText(
    new RegExp(`^Paid ${formatPeso(DUE).replace(/[.$]/g, '\\$&')} on \\d{4}-\\d{2}-\\d{2}$`),
  )
  await shoot(page, 'receipt-code')

  await page.reload()
  await expect(hero(page)).toContainText('Finished')
  await expect(receiptCard(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Receipts' })).toBeVisible()
  await expect(page.locator('details.receipt-item')).toHaveCount(1)
})

test('a finished order reads "Paid ₱… on …", never an amount due', async ({ page }) => {
  await page.goto(withCommon('/loanDetails', ORDERS['200']))
  await expect(hero(page).locator('.status-hero__fact')).toHaveText(
    `Paid ${formatPeso(280000)} on 2026-08-31`,
  )
  await expect(page.getByText('Amount due')).toHaveCount(0)
  await expect(page.getByText('Total paid')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Borrow again' })).toBeVisible()
  await expectAccessible(page, 'finished order')
  await shoot(page, 'finished')
})

test('overdue: how many days late in the status red, with the next step the buttons offer', async ({
  page,
}) => {
  await chooseScenario(page, 'fiveDaysLate')
  await page.goto(withCommon('/loanDetails', ORDERS['180']))
  const status = hero(page)
  await expect(status.locator('.status-hero__fact')).toHaveText('5 days late')
  await expect(status).toHaveClass(/status-hero--red/)
  // The red of 180 (the status chip's #b42318), not the page's text colour.
  await expect(status.locator('.status-hero__fact')).toHaveCSS('color', 'rgb(180, 35, 24)')
  await expect(status.locator('.status-hero__next')).toHaveText(
    'Pay now to stop daily interest, or pay the rollover fee to move the due date.',
  )
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Pay to extend' })).toBeVisible()
  await expectAccessible(page, 'overdue order')
  await shoot(page, 'overdue')
  await page.getByRole('button', { name: 'Pay', exact: true }).tap()
  await expect(page).toHaveURL(/\/repay\?/)
  expectUrl(page, '/repay', ORDERS['180'])
})

test('after applying: the submitted view first, what arrives and when, no other lenders first', async ({
  page,
}) => {
  await page.goto(withCommon('/loanConfirm', { productId: '101' }))
  await expect(page.getByTestId('loan-amount')).toHaveText('₱5,000.00')
  await tapTwiceAtOnce(page.getByRole('button', { name: 'Next' }))
  await expect(page).toHaveURL(/\/loanDetails\?/)
  expectUrl(page, '/loanDetails', { productId: '101', from: 'confirm' })
  const summary = page.getByRole('region', { name: 'Application submitted' })
  await expect(summary).toBeVisible()
  await expect(summary.locator('.submitted__arrives strong')).toHaveText(formatPeso(470000))
  const shown = await lines(summary)
  expect(shown).toEqual(
    expect.arrayContaining([
      ['Loan', 'Bayad Cash'],
      ['You applied for', formatPeso(500000)],
      ['Sent to', 'GCash •••• 4321'],
      ['Term', '91 days'],
      ['Status', 'In review'],
    ]),
  )
  await expect(summary).toContainText(
    'A decision is made within 1 day. Once approved, the money arrives within 1 to 3 calendar days.',
  )
  await expect(hero(page)).toContainText('In review')
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toHaveCount(0)
  expect((await ledger(page)).filter((e) => e.call === 'loan-detail-push')).toHaveLength(1)
  await expectAccessible(page, 'submitted view')
  expect(await smallTargets(page)).toEqual([])
  await shoot(page, 'submitted')
})

test('from=confirm without a record (another device, a forged link): a plain line, no invented numbers', async ({
  page,
}) => {
  await page.goto(withCommon('/loanDetails', { ...ORDERS['21'], from: 'confirm' }))
  await expect(page.getByRole('status').filter({ hasText: 'Application submitted' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Application submitted' })).toHaveCount(0)
  await expect(page.getByText('You receive')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible()
  await expectAccessible(page, 'from=confirm without a record')
  await shoot(page, 'submitted-plain')
})

test('the test preview opens the submitted view with a sample record', async ({ page }) => {
  await page.goto(withCommon('/testPreview'))
  await page.getByRole('link', { name: 'Loan detail: just submitted (from=confirm)' }).tap()
  await expect(page.getByRole('region', { name: 'Application submitted' })).toBeVisible()
  await expect(page.locator('.submitted__arrives strong')).toHaveText(formatPeso(470000))
})

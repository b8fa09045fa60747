// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SCENARIOS, setScenario, type ScenarioName } from '../../src/sandbox/index.ts'
import { RECOMMENDED_PRODUCTS } from '../../src/sandbox/sample.ts'
import { STATE_KEY } from '../../src/sandbox/sandbox-schema.ts'
import { seedState, SHOWCASE_ORDERS } from '../../src/sandbox/seed.ts'
import { loadState } from '../../src/sandbox/store.ts'
import { failureOf, harness, memoryStorage } from './harness.ts'

/** Every status of the order page (spec §4) and the seeded order that shows it. */
const ORDERS = {
  '21': { orderId: 'BYD20261119000023', productId: '104', text: 'In review' },
  '151': { orderId: 'BYD20261118000056', productId: '101', text: 'Approved' },
  '110': { orderId: 'BYD20261030000031', productId: '103', text: 'Failed' },
  '170': { orderId: 'BYD20261002000064', productId: '104', text: 'Repaying' },
  '174': { orderId: 'BYD20261105000017', productId: '101', text: 'Repayable' },
  '180': { orderId: 'BYD20260812000042', productId: '102', text: 'Overdue' },
  '200': { orderId: 'BYD20260603000098', productId: '103', text: 'Finished' },
  '999': { orderId: 'BYD20260920000075', productId: '102', text: 'Under verification' },
} as const
type Status = keyof typeof ORDERS
const STATUSES = Object.keys(ORDERS) as Status[]
/** The statuses without buttons: their order page shows the recommended products. */
const WITHOUT_BUTTONS: Status[] = ['21', '151', '110', '999']

function inScenario(name: ScenarioName) {
  const storage = memoryStorage()
  setScenario(name, storage)
  return { storage, ...harness(storage) }
}

const idsOf = (status: Status) => ({ productId: ORDERS[status].productId, orderId: ORDERS[status].orderId })

describe('sandbox: loan-details answers every order status', () => {
  it.each(STATUSES)('status %s', async (status) => {
    const { api } = harness(memoryStorage())
    const details = await api.call('loanDetails', idsOf(status))
    expect(details).toMatchObject({
      orderStatus: status,
      noticeStatusText: ORDERS[status].text,
      inside: '0',
      h5Url: '',
      isDelay: status === '174' || status === '180' ? '1' : '0',
      telephone: '+63 2 8888 0000',
      isScore: '0',
      playeduL: '',
      cardNeedPop: '0',
      cardPopTitle: '',
      cardPopMsg: '',
    })
    expect(details.noticeDesText.length).toBeGreaterThan(20)
    expect(details.productName).not.toBe('')
    expect(details.productLogo).toMatch(/^\/sandbox-(logos|receipts)\/[\w-]+\.svg$/)
    const rows = details.userOrderDetail?.detail ?? []
    expect(rows[0]).toEqual({ text: 'Order number', value: ORDERS[status].orderId })
    expect(rows.map((row) => row.text)).toContain('Loan amount')
    // Only an order whose money was sent and that is not repaid has an amount due and a due date; a
    // finished one has what it paid (issue 27).
    const owing = ['170', '174', '180'].includes(status)
    expect(rows.some((row) => row.text === 'Due date')).toBe(owing)
    expect(rows.some((row) => row.text === 'Amount due')).toBe(owing)
    expect(rows.some((row) => row.text === 'Total paid')).toBe(status === '200')
    expect(details.repayDate !== '').toBe(owing || status === '200')
    // Only the finished order has a last payment (by pay code, in the seed).
    expect(details.lastRepayment !== null).toBe(status === '200')
    // A reminder for the orders that can be repaid now.
    expect(details.reyMsg !== '').toBe(['170', '174', '180'].includes(status))
    // Recommended products for the statuses without buttons, none for the others.
    expect(details.recProducts.map((p) => p.productId)).toEqual(
      WITHOUT_BUTTONS.includes(status) ? RECOMMENDED_PRODUCTS.map((p) => p.productId) : [],
    )
  })

  it('words each status for the borrower', async () => {
    const { api } = harness(memoryStorage())
    const text = async (status: Status) => (await api.call('loanDetails', idsOf(status))).noticeDesText
    expect(await text('151')).toBe(
      'Your loan of ₱3,000.00 is approved. Tap "Withdraw Now" to have the money sent to your account.',
    )
    expect(await text('110')).toMatch(/not approved/)
    expect(await text('170')).toBe(
      'You have started repaying your loan. Please repay the remaining ₱6,720.00 on or before 2027-01-01.',
    )
    expect(await text('999')).toMatch(/verifying your order/)
    const repayable = await api.call('loanDetails', idsOf('174'))
    expect(repayable.noticeDesText).toBe('Please repay ₱3,920.00 on or before 2026-12-05.')
    expect(repayable.reyMsg).toBe('Repaying on time keeps a good record and lets you borrow more next time.')
  })

  it('the recommended products come with the order in the recommended-product shape', async () => {
    const { api } = harness(memoryStorage())
    const { recProducts } = await api.call('loanDetails', idsOf('110'))
    expect(recProducts).toHaveLength(5)
    for (const product of recProducts) {
      expect(product).toMatchObject({
        productId: expect.stringMatching(/^\d+$/),
        logo: expect.stringMatching(/^\/sandbox-(logos|receipts)\/[\w-]+\.svg$/),
        amountDesc: 'Loan amount',
        rateDesc: 'Interest rate',
        rate: expect.stringMatching(/^\d+\.\d+%\/day$/),
      })
      expect(product.amountRange).toMatch(/^₱[\d,]+\.\d{2} – ₱[\d,]+\.\d{2}$/)
      expect(product.tags).toHaveLength(2)
    }
    expect(recProducts[0]).toMatchObject({
      productId: '201',
      name: 'Bayad Express',
      buttonText: 'Apply now',
      isEnable: '1',
      amountRange: '₱2,000.00 – ₱20,000.00',
    })
    expect(recProducts.filter((p) => p.isEnable === '0')).toEqual([
      expect.objectContaining({ productId: '205', buttonText: 'Temporarily unavailable' }),
    ])
  })

  it('refuses an order it does not know, and every order under emptyOrders', async () => {
    const { api } = harness(memoryStorage())
    expect(await failureOf(api.call('loanDetails', { productId: '101', orderId: 'BYD0' }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'order not found',
    })
    const empty = inScenario('emptyOrders').api
    expect(await failureOf(empty.call('loanDetails', idsOf('174')))).toMatchObject({
      kind: 'rejected',
      message: 'order not found',
    })
  })
})

describe('sandbox: loan-details scenarios', () => {
  it('withdrawPage: the approved order opens the sample withdrawal page inside the app', async () => {
    const { api } = inScenario('withdrawPage')
    await expect(api.call('loanDetails', idsOf('151'))).resolves.toMatchObject({
      inside: '1',
      h5Url: '/sandbox-withdraw.html?orderId=BYD20261118000056&amount=300000',
    })
    // the other statuses have no withdrawal page
    await expect(api.call('loanDetails', idsOf('174'))).resolves.toMatchObject({ inside: '0', h5Url: '' })
  })

  it('noRollover: repayable and overdue orders offer no rollover', async () => {
    const { api } = inScenario('noRollover')
    for (const status of STATUSES)
      expect((await api.call('loanDetails', idsOf(status))).isDelay, status).toBe('0')
  })

  it('orderRating: every order page asks for the rating', async () => {
    const { api } = inScenario('orderRating')
    for (const status of STATUSES)
      expect((await api.call('loanDetails', idsOf(status))).isScore, status).toBe('1')
  })

  it('bindCardPopup: every order page asks for a bank card, and says why', async () => {
    const { api } = inScenario('bindCardPopup')
    for (const status of STATUSES) {
      const details = await api.call('loanDetails', idsOf(status))
      expect(details, status).toMatchObject({ cardNeedPop: '1', cardPopTitle: 'Bind your bank card' })
      expect(details.cardPopMsg).toMatch(/bank card/)
    }
  })

  it('orderRedirect: every status but 21 redirects to its instalment repayment page', async () => {
    const { api } = inScenario('orderRedirect')
    for (const status of STATUSES) {
      const { playeduL } = await api.call('loanDetails', idsOf(status))
      const { productId, orderId } = ORDERS[status]
      expect(playeduL, status).toBe(status === '21' ? '' : `/repay?productId=${productId}&orderId=${orderId}`)
    }
  })

  it('emptyProducts: no recommended products with the order', async () => {
    const { api } = inScenario('emptyProducts')
    for (const status of WITHOUT_BUTTONS)
      expect((await api.call('loanDetails', idsOf(status))).recProducts, status).toEqual([])
  })

  it('badHostPhone: the telephone is not a phone number (the order page shows no call button)', async () => {
    const { api } = inScenario('badHostPhone')
    expect((await api.call('loanDetails', idsOf('174'))).telephone).toBe('call 0917 now')
    const normal = await harness(memoryStorage()).api.call('loanDetails', idsOf('174'))
    expect(normal.telephone).toBe('+63 2 8888 0000')
  })

  it('malformedResponse: loan-details and order-list fail decoding', async () => {
    const { api } = inScenario('malformedResponse')
    expect(await failureOf(api.call('loanDetails', idsOf('174')))).toEqual({ kind: 'malformed', code: '0' })
    expect(await failureOf(api.call('orderList', {}))).toEqual({ kind: 'malformed', code: '0' })
    expect(SCENARIOS.malformedResponse).toMatch(/order details/)
  })

  it('the finished order was paid by pay code: its lastRepayment, two days before its due date', async () => {
    const details = await harness(memoryStorage()).api.call('loanDetails', idsOf('200'))
    expect(details.repayDate).toBe('2026-09-02')
    expect(details.lastRepayment).toEqual({
      repayRecordId: 'PC260603000098',
      amount: 280000,
      repayTime: '2026-08-31 10:15:00',
      payWay: 'code',
      channelName: '7-Eleven',
    })
  })

  it('codePaid: the repayable order reads finished, paid by pay code a few minutes ago', async () => {
    const now = Date.parse('2026-11-27T12:00:00+08:00')
    const storage = memoryStorage()
    setScenario('codePaid', storage)
    const details = await harness(storage, () => now).api.call('loanDetails', idsOf('174'))
    expect(details.orderStatus).toBe('200')
    expect(details.lastRepayment).toMatchObject({
      amount: 392000,
      repayTime: '2026-11-27 11:55:00',
      payWay: 'code',
    })
    // Only the page reads it so: the stored order is still repayable.
    setScenario('verificationNeeded', storage)
    expect((await harness(storage, () => now).api.call('loanDetails', idsOf('174'))).orderStatus).toBe('174')
  })

  it('fiveDaysLate: the overdue order fell due 5 Manila days ago, rows and repayDate alike', async () => {
    // 00:30 in Manila on the 27th is still the 26th in UTC: the due date is Manila's 22nd.
    const now = Date.parse('2026-11-27T00:30:00+08:00')
    const storage = memoryStorage()
    setScenario('fiveDaysLate', storage)
    const details = await harness(storage, () => now).api.call('loanDetails', idsOf('180'))
    expect(details.repayDate).toBe('2026-11-22')
    expect(details.userOrderDetail?.detail).toContainEqual({ text: 'Due date', value: '2026-11-22' })
  })

  it('names each order scenario on the test preview', () => {
    for (const name of [
      'withdrawPage',
      'noRollover',
      'orderRating',
      'bindCardPopup',
      'orderRedirect',
      'emptyProducts',
      'scholarshipsFailure',
      'codePaid',
      'fiveDaysLate',
    ] as const)
      expect(SCENARIOS[name].length, name).toBeGreaterThan(20)
  })
})

describe('sandbox: order-list', () => {
  it('lists every order, newest first, in minor units with its status code', async () => {
    const { api } = harness(memoryStorage())
    const orders = await api.call('orderList', {})
    expect(orders.map((o) => o.orderId)).toEqual([
      'BYD20261119000023',
      'BYD20261118000056',
      'BYD20261030000031',
      'BYD20261002000064',
      'BYD20260920000075',
      'BYD20261105000017', // placed 2026-09-06
      'BYD20260812000042',
      'BYD20260603000098',
    ])
    expect(orders.map((o) => o.orderStatus)).toEqual(['21', '151', '110', '170', '999', '174', '180', '200'])
    expect(orders.map((o) => o.createTime)).toEqual(
      [...orders.map((o) => o.createTime)].sort((a, b) => b.localeCompare(a)),
    )
    expect(orders.find((o) => o.orderId === ORDERS['174'].orderId)).toEqual({
      orderId: 'BYD20261105000017',
      productId: '101',
      productName: 'Bayad Cash',
      productLogo: expect.stringMatching(/^\/sandbox-(logos|receipts)\/[\w-]+\.svg$/),
      amount: 350000,
      orderStatus: '174',
      noticeStatusText: 'Repayable',
      createTime: '2026-09-06',
      repayDate: '2026-12-05',
      // What is owed (decision 030): the principal with the sandbox's 12 % interest and fees.
      repayAmount: 392000,
    })
    // Owed only while unpaid: the finished order and the orders whose money was not sent say nothing.
    expect(orders.filter((o) => o.repayAmount !== undefined).map((o) => o.orderStatus)).toEqual([
      '170',
      '174',
      '180',
    ])
    // an order whose money was not sent has no repayment date
    expect(orders.find((o) => o.orderStatus === '110')).toMatchObject({
      createTime: '2026-10-30',
      repayDate: '',
    })
  })

  it('a new loan comes first, and a repaid order shows as finished', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage, () => Date.parse('2026-11-20T09:30:00+08:00'))
    const { lendDetailsUrl } = await api.call('loanPush', {
      productId: '102',
      amount: 500000,
      periods: '91',
      termUnit: '1',
    })
    const orders = await api.call('orderList', {})
    expect(lendDetailsUrl).toContain(`orderId=${orders[0]!.orderId}`)
    expect(orders[0]).toMatchObject({ productId: '102', orderStatus: '21', createTime: '2026-11-20' })
    expect(orders).toHaveLength(9)
  })

  it('emptyOrders: no orders', async () => {
    await expect(inScenario('emptyOrders').api.call('orderList', {})).resolves.toEqual([])
  })
})

describe('sandbox: google-score', () => {
  it('records the score 5 and refuses any other', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    await expect(api.call('googleScore', { score: 5 })).resolves.toBeDefined()
    for (const score of [4, 0, 'five']) {
      expect(await failureOf(api.call('googleScore', { score: score as 5 }))).toEqual({
        kind: 'rejected',
        code: '1',
        message: 'score must be 5',
      })
    }
    expect(loadState(storage, Date.now()).googleScores).toEqual([5])
  })
})

describe('sandbox: the showcase orders', () => {
  it('stay out of the complaint start list unless the page was opened for one of them', async () => {
    const { api } = harness(memoryStorage())
    const init = await api.call('problemInit', {})
    expect(init.orderList.map((o) => o.orderNo)).toEqual([
      'BYD20261105000017',
      'BYD20260812000042',
      'BYD20260603000098',
    ])
    const forFailed = await api.call('problemInit', { orderId: ORDERS['110'].orderId })
    expect(forFailed.orderDetail).toMatchObject({ orderNo: ORDERS['110'].orderId, status: 'Failed' })
    expect(forFailed.orderList.map((o) => o.orderNo)).toEqual([
      'BYD20261105000017',
      'BYD20260812000042',
      'BYD20260603000098',
      'BYD20261030000031',
    ])
  })

  it('are added to a state stored before they existed, once', async () => {
    const storage = memoryStorage()
    const seed = seedState(Date.now())
    const older = {
      ...seed,
      orders: seed.orders.filter((o) => o.showcase !== true),
      productEvents: undefined,
      googleScores: undefined,
      scenario: 'noVerification',
    }
    storage.setItem(STATE_KEY, JSON.stringify(older))
    const { api } = harness(storage)
    await expect(api.call('loanDetails', idsOf('151'))).resolves.toMatchObject({ orderStatus: '151' })
    const state = loadState(storage, Date.now())
    expect(state.scenario).toBe('noVerification')
    expect(state.orders).toHaveLength(8)
    expect(state.productEvents).toEqual([])
    expect(state.googleScores).toEqual([])
    expect(new Set(state.orders.map((o) => o.orderNo)).size).toBe(8)
    expect(Object.values(SHOWCASE_ORDERS).map((o) => o.orderNo)).toEqual(
      expect.arrayContaining([ORDERS['21'].orderId, ORDERS['999'].orderId]),
    )
  })

  it("the test preview's links name orders and products the sandbox knows", async () => {
    const source = readFileSync(
      join(import.meta.dirname, '../../src/screens/test-preview/test-preview-screen.tsx'),
      'utf8',
    )
    const { api } = harness(memoryStorage())
    const samples = [...source.matchAll(/status: '[^']*\((\d+)\)', productId: '(\d+)', orderId: '(BYD\d+)'/g)]
    expect(samples.map((m) => m[1]).sort()).toEqual([...STATUSES].sort())
    for (const [, status, productId, orderId] of samples) {
      await expect(
        api.call('loanDetails', { productId: productId!, orderId: orderId! }),
      ).resolves.toMatchObject({
        orderStatus: status,
      })
      expect(ORDERS[status as Status]).toMatchObject({ productId, orderId })
    }
    const repayable = /REPAYABLE_ORDER = \{ productId: '(\d+)', orderId: '(BYD\d+)' \}/.exec(source)
    expect(repayable?.slice(1)).toEqual([ORDERS['174'].productId, ORDERS['174'].orderId])
    const product = /path: '\/product', params: \[\], extra: \{ productId: '(\d+)' \}/.exec(source)?.[1]
    expect(RECOMMENDED_PRODUCTS.map((p) => p.productId)).toContain(product)
  })
})

// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_LOGGED_CALLS } from '../../src/sandbox/handlers/common.ts'
import {
  MAINTENANCE_CHANNEL,
  PAY_CODE_FAILURE_MESSAGE,
  PAY_CODE_VALID_MS,
  WALLET_FAILURE_MESSAGE,
} from '../../src/sandbox/handlers/repayment.ts'
import { setScenario, type ScenarioName } from '../../src/sandbox/index.ts'
import { manilaTime } from '../../src/sandbox/sample.ts'
import { loadState, saveState } from '../../src/sandbox/store.ts'
import { BASE_URL, failureOf, harness, manualClock, memoryStorage, PAGE_QUERY } from './harness.ts'

const ORDER = 'BYD20261105000017'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function startRepayment(api: ReturnType<typeof harness>['api']) {
  const ways = await api.call('repaymentWay', { orderId: ORDER })
  const card = ways.bankCards[0]!
  const payload = {
    amount: '392000',
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: '',
    orderId: ORDER,
    repayToken: ways.repayToken,
    bankCode: card.bankCode,
    sendMsg: 0 as const,
  }
  return { ways, payload }
}

describe('sandbox: repayment by bank card', () => {
  it('lists Philippine bank cards with one repay token per repayment session', async () => {
    const { api } = harness(memoryStorage())
    const ways = await api.call('repaymentWay', { orderId: ORDER })
    expect(ways.alipay).toBe('1')
    expect(ways.repayToken).toMatch(UUID)
    expect(ways.bankCards.map((c) => c.bankName)).toEqual(['BDO Unibank', 'BPI', 'Metrobank'])
    expect(ways.bankCards[0]).toMatchObject({ cardNo: '**** **** **** 4821', bankCode: 'BDO' })
    const again = await api.call('repaymentWay', { orderId: ORDER })
    // Loading the page again (a retry, React's StrictMode in development) must not void the token in hand.
    expect(again.repayToken).toBe(ways.repayToken)
  })

  it('happy path: commit asks for the SMS code, a resend keeps the record, 123456 pays the order', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const { payload } = await startRepayment(api)

    const commit = await api.call('repaymentCommit', payload)
    expect(commit.needValid).toBe('1')
    expect(commit.repayRecordId).toMatch(UUID)

    clock.advance(60_000)
    const resend = await api.call('repaymentCommit', { ...payload, sendMsg: 1 })
    expect(resend).toMatchObject({ needValid: '1', repayRecordId: commit.repayRecordId })

    const wrong = await failureOf(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '000000',
        repaymentRecordId: commit.repayRecordId,
      }),
    )
    expect(wrong).toEqual({ kind: 'rejected', code: '800006', message: 'verification code error' })

    await expect(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '123456',
        repaymentRecordId: commit.repayRecordId,
      }),
    ).resolves.toBeDefined()

    const init = await api.call('problemInit', { orderId: ORDER })
    expect(init.orderDetail).toMatchObject({ orderNo: ORDER, status: 'Finished' })
    // The order page reads the payment as the order's last (issue 27 receipts): the commit's record.
    const details = await api.call('loanDetails', { productId: '101', orderId: ORDER })
    expect(details.lastRepayment).toEqual({
      repayRecordId: commit.repayRecordId,
      amount: 392000,
      repayTime: manilaTime(clock.now()),
      payWay: 'card',
      channelName: `${payload.bankName} ${payload.cardNo}`,
    })
    const paidTwice = await failureOf(api.call('repaymentCommit', payload))
    expect(paidTwice).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: 'this order has already been repaid',
    })
  })

  it('refuses a second commit for the same order within 10 s (800005), accepts it afterwards', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const { payload } = await startRepayment(api)
    const first = await api.call('repaymentCommit', payload)
    clock.advance(9_000)
    expect(await failureOf(api.call('repaymentCommit', payload))).toEqual({
      kind: 'rejected',
      code: '800005',
      message: 'do not submit the payment request repeatedly',
    })
    clock.advance(2_000)
    const second = await api.call('repaymentCommit', payload)
    expect(second.repayRecordId).not.toBe(first.repayRecordId)
    // the superseded record can no longer be confirmed
    const stale = await failureOf(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '123456',
        repaymentRecordId: first.repayRecordId,
      }),
    )
    expect(stale).toMatchObject({ kind: 'rejected', code: '1' })
  })

  it('validates the commit: unknown card, stale token, resend without a pending record', async () => {
    const { api } = harness(memoryStorage())
    const { payload } = await startRepayment(api)
    expect(await failureOf(api.call('repaymentCommit', { ...payload, cardId: '999' }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: expect.stringContaining('card'),
    })
    expect(await failureOf(api.call('repaymentCommit', { ...payload, repayToken: 'forged' }))).toMatchObject({
      kind: 'rejected',
      code: '1',
      message: expect.stringContaining('expired'),
    })
    expect(await failureOf(api.call('repaymentCommit', { ...payload, sendMsg: 1 }))).toMatchObject({
      kind: 'rejected',
      code: '1',
    })
    expect(
      await failureOf(
        api.call('repaymentConfirm', { orderId: ORDER, verifyCode: '123456', repaymentRecordId: 'nope' }),
      ),
    ).toMatchObject({ kind: 'rejected', code: '1', message: 'repayment record not found' })
  })

  it('noVerification: commit pays at once', async () => {
    const storage = memoryStorage()
    setScenario('noVerification', storage)
    const { api } = harness(storage)
    const { payload } = await startRepayment(api)
    const commit = await api.call('repaymentCommit', payload)
    expect(commit.needValid).toBe('0')
    const init = await api.call('problemInit', { orderId: ORDER })
    expect(init.orderDetail).toMatchObject({ status: 'Finished' })
  })

  it('wrongCode: even 123456 is refused with 800006', async () => {
    const storage = memoryStorage()
    setScenario('wrongCode', storage)
    const { api } = harness(storage)
    const { payload } = await startRepayment(api)
    const commit = await api.call('repaymentCommit', payload)
    const failure = await failureOf(
      api.call('repaymentConfirm', {
        orderId: ORDER,
        verifyCode: '123456',
        repaymentRecordId: commit.repayRecordId,
      }),
    )
    expect(failure).toEqual({ kind: 'rejected', code: '800006', message: 'verification code error' })
  })

  it('repeatedSubmission: every commit is refused with 800005', async () => {
    const storage = memoryStorage()
    setScenario('repeatedSubmission', storage)
    const { api } = harness(storage)
    const { payload } = await startRepayment(api)
    expect(await failureOf(api.call('repaymentCommit', payload))).toMatchObject({
      kind: 'rejected',
      code: '800005',
    })
  })

  it('cardListFailure: repayment-way rejects with the server message', async () => {
    const storage = memoryStorage()
    setScenario('cardListFailure', storage)
    const { api } = harness(storage)
    expect(await failureOf(api.call('repaymentWay', { orderId: ORDER }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'failed to query card list',
    })
  })

  it('e-wallet redirect points at the same-origin wallet page', async () => {
    const { api } = harness(memoryStorage())
    const { url } = await api.call('repaymentHuichao', { userId: '10086', orderId: ORDER, amount: '392000' })
    const checkout = new URL(url, BASE_URL)
    expect(checkout.pathname).toBe('/sandbox-wallet.html')
    expect(checkout.searchParams.get('orderId')).toBe(ORDER)
    expect(checkout.searchParams.get('amount')).toBe('392000')
    expect(checkout.searchParams.get('checkout')).toMatch(UUID)
    // Where the e-wallet returns: the order page, with the borrower's session (docs/decisions/029).
    const back = new URL(checkout.searchParams.get('return') ?? '', BASE_URL)
    expect(back.pathname).toBe(`/borrowDetail/${ORDER}`)
    expect(Object.fromEntries(back.searchParams)).toEqual({ productId: '101', ...PAGE_QUERY })
    expect(
      await failureOf(api.call('repaymentHuichao', { userId: '10086', orderId: ORDER, amount: 'abc' })),
    ).toMatchObject({ kind: 'rejected' })
  })

  it('e-wallet: the checkout waits until the wallet page pays it; then the order is finished, paid by e-wallet', async () => {
    const storage = memoryStorage()
    const { api } = harness(storage)
    const { url } = await api.call('repaymentHuichao', { userId: '10086', orderId: ORDER, amount: '392000' })
    const id = new URL(url, BASE_URL).searchParams.get('checkout')
    const before = await api.call('loanDetails', { productId: '101', orderId: ORDER })
    expect(before).toMatchObject({ orderStatus: '174', lastRepayment: null })
    // What src/sandbox/public/sandbox-wallet.js does on Pay.
    const state = loadState(storage, Date.now())
    const record = state.repayRecords.find((r) => r.id === id)
    expect(record).toMatchObject({ way: 'wallet', status: 'pending', amount: '392000' })
    record!.status = 'paid'
    record!.paidAt = Date.parse('2026-11-27T10:00:00+08:00')
    state.orders.find((o) => o.orderNo === ORDER)!.status = 'finished'
    saveState(storage, state)
    const after = await api.call('loanDetails', { productId: '101', orderId: ORDER })
    expect(after.orderStatus).toBe('200')
    expect(after.lastRepayment).toEqual({
      repayRecordId: id,
      amount: 392000,
      repayTime: '2026-11-27 10:00:00',
      payWay: 'wallet',
      channelName: 'GCash',
    })
  })

  it('e-wallet checkouts are no card commits: a card payment right after one is not "repeated"', async () => {
    const { api } = harness(memoryStorage())
    await api.call('repaymentHuichao', { userId: '10086', orderId: ORDER, amount: '392000' })
    const { payload } = await startRepayment(api)
    await expect(api.call('repaymentCommit', payload)).resolves.toMatchObject({ needValid: '1' })
  })

  it('e-wallet repayment refuses an order the borrower does not have', async () => {
    const { api } = harness(memoryStorage())
    const wallet = { userId: '10086', amount: '350000' }
    expect(await failureOf(api.call('repaymentHuichao', { ...wallet, orderId: 'ORD20261121001' }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'order not found',
    })
    // emptyOrders: the borrower has no orders at all.
    const storage = memoryStorage()
    setScenario('emptyOrders', storage)
    expect(
      await failureOf(harness(storage).api.call('repaymentHuichao', { ...wallet, orderId: ORDER })),
    ).toMatchObject({ message: 'order not found' })
  })
})

// ------------------------------------------------------------------------ instalment and rollover

const IDS = { productId: '101', orderId: ORDER }
const callsOf = (storage: Storage) => loadState(storage, Date.now()).repaymentCalls

function withScenario(scenario: ScenarioName) {
  const storage = memoryStorage()
  setScenario(scenario, storage)
  return { storage, ...harness(storage) }
}

describe('sandbox: instalment and rollover repayment', () => {
  it('instalment (loan-play-detail): what is due, six rows, the channels, the default pay code', async () => {
    const { api } = harness(memoryStorage())
    const data = await api.call('instalmentRepayment', IDS)
    expect(data).toMatchObject({
      repayAmount: 392000,
      productName: 'Bayad Cash',
      repayDate: '2026-12-05',
      isShowReyTop: '1',
      defDetail: { payCode: '7105000017', title: 'Dragonpay' },
    })
    expect(data.detail.map((row) => row.text)).toEqual([
      'Principal',
      'Interest and fees',
      'Loan date',
      'Due date',
      'Loan term',
      'Order number',
    ])
    expect(data.detail[0]?.value).toBe('₱3,500.00')
    expect(data.repayList.map((c) => [c.name, c.channel_number])).toEqual([
      ['GCash', '90006'],
      ['Bank card', '90002'],
      ['Maya', '90007'],
      ['7-Eleven CLiQQ', '90011'],
      ['Dragonpay', '90001'],
    ])
    expect(Object.keys(data.defDetail?.payNotice ?? {})).toEqual(['GCash Bills', '7-Eleven'])
    expect(data).not.toHaveProperty('delayInfo')
  })

  it('rollover (/hit/imitating): the fee, a two-row plan, and the new due date as repayDate', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const data = await api.call('delayRepayment', IDS)
    expect(data).toMatchObject({ repayAmount: 392000, defDetail: { payCode: '7105000017' } })
    expect(data.delayInfo).toEqual({ delayAmount: 52500, title: 'Rollover fee' })
    // The schema reads plan amounts as text: minor units, digits only.
    expect(data.repayPlan).toEqual([
      { remark: 'Pay today', title: 'Rollover fee', amount: '52500', time: '2026-11-20' },
      { remark: 'New due date', title: 'Remaining balance', amount: '392000', time: '2026-12-19' },
    ])
    // After the rollover the loan is due on the plan's new due date ("Your next payment date is …").
    expect(data.repayDate).toBe('2026-12-19')
    expect(data.repayDate).toBe(data.repayPlan.at(-1)?.time)
    // The current due date is still a detail row, and the answer's dueDate (decision 030: how late).
    expect(data.detail.find((row) => row.text === 'Due date')?.value).toBe('2026-12-05')
    expect(data.dueDate).toBe('2026-12-05')
  })

  it('rollover: the plan amounts are sent as minor-unit numbers; the instalment keeps its due date', async () => {
    const { fetch } = harness(memoryStorage())
    const form = { method: 'POST', body: new URLSearchParams(IDS) }
    const rollover = (await (await fetch(`${BASE_URL}/hit/imitating`, form)).json()) as {
      data: { repayDate: string; repayPlan: { amount: unknown }[] }
    }
    expect(rollover.data.repayPlan.map((row) => row.amount)).toEqual([52500, 392000])
    expect(rollover.data.repayDate).toBe('2026-12-19')
    const instalment = (await (await fetch(`${BASE_URL}/v3/installment/loan-play-detail`, form)).json()) as {
      data: { repayDate: string }
    }
    expect(instalment.data.repayDate).toBe('2026-12-05')
  })

  it.each(['instalmentRepayment', 'delayRepayment'] as const)(
    '%s refuses an unknown order and a product that is not the order’s',
    async (name) => {
      const { api } = harness(memoryStorage())
      expect(await failureOf(api.call(name, { productId: '101', orderId: 'BYD0' }))).toEqual({
        kind: 'rejected',
        code: '1',
        message: 'order not found',
      })
      expect(await failureOf(api.call(name, { productId: '102', orderId: ORDER }))).toEqual({
        kind: 'rejected',
        code: '1',
        message: 'productId does not match the order',
      })
      expect(await failureOf(api.call(name, { productId: '', orderId: ORDER }))).toMatchObject({
        message: 'productId does not match the order',
      })
    },
  )

  const ALL_ROWS = ['Principal', 'Interest and fees', 'Loan date', 'Due date', 'Loan term', 'Order number']

  it.each(['instalmentRepayment', 'delayRepayment'] as const)(
    'noPayCode: %s has no pay code, and only that changes',
    async (name) => {
      const { api } = withScenario('noPayCode')
      const data = await api.call(name, IDS)
      expect(data.defDetail?.payCode).toBe('')
      expect(data.defDetail?.title).toBe('Dragonpay')
      expect(data.isShowReyTop).toBe('1')
      expect(data.detail.map((row) => row.text)).toEqual(ALL_ROWS)
      expect(data.repayList).toHaveLength(5)
    },
  )

  it.each(['instalmentRepayment', 'delayRepayment'] as const)(
    'noInstructions: %s has no instruction banner, and only that changes',
    async (name) => {
      const { api } = withScenario('noInstructions')
      const data = await api.call(name, IDS)
      expect(data.isShowReyTop).toBe('0')
      expect(data.defDetail?.payCode).toBe('7105000017')
      expect(data.detail.map((row) => row.text)).toEqual(ALL_ROWS)
    },
  )

  it.each(['instalmentRepayment', 'delayRepayment'] as const)(
    'fewDetails: %s has two detail rows, and only that changes',
    async (name) => {
      const { api } = withScenario('fewDetails')
      const data = await api.call(name, IDS)
      expect(data.detail.map((row) => row.text)).toEqual(['Principal', 'Interest and fees'])
      expect(data.isShowReyTop).toBe('1')
      expect(data.defDetail?.payCode).toBe('7105000017')
    },
  )

  it.each(['instalmentRepayment', 'delayRepayment'] as const)(
    'malformedResponse: %s answers data the app refuses as malformed',
    async (name) => {
      const { api } = withScenario('malformedResponse')
      expect(await failureOf(api.call(name, IDS))).toEqual({ kind: 'malformed', code: '0' })
    },
  )
})

describe('sandbox: the pay page of a channel (generate-vcode)', () => {
  const pay = { ...IDS, amount: '392000', channelNumber: '90006' }
  const linkOf = (payUrl: string) => {
    const url = new URL(payUrl, 'https://h5.bayad.test')
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
  }

  it('instalment: a pay code page (showType 1) with the channel logo and the amount sent', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const { payUrl } = await api.call('generatePayCode', pay)
    expect(linkOf(payUrl)).toEqual({
      path: '/repaymentOfCode',
      query: {
        showType: '1',
        // The GCash channel's code for this order (decision 030).
        payCode: 'BYD0605000017',
        // A same-origin picture of the channel, which the code page accepts (a data: logo it refuses).
        payCodeImg: '/sandbox-channels/90006.svg',
        repayAmount: '392000',
        // Valid for a day, in Manila time.
        expireTime: manilaTime(clock.now() + PAY_CODE_VALID_MS),
      },
    })
  })

  it('one pay code per loan per channel: asked again, the same; Dragonpay’s is the default pay code', async () => {
    const clock = manualClock()
    const { api } = harness(memoryStorage(), clock.now)
    const codeOf = async (channelNumber: string) =>
      linkOf((await api.call('generatePayCode', { ...pay, channelNumber })).payUrl).query.payCode
    const gcash = await codeOf('90006')
    clock.advance(60_000)
    expect(await codeOf('90006')).toBe(gcash)
    expect(await codeOf('90007')).toBe('BYD0705000017')
    const { defDetail } = await api.call('instalmentRepayment', IDS)
    expect(await codeOf('90001')).toBe(defDetail?.payCode)
    expect(defDetail?.payCode).toBe('7105000017')
  })

  it('payCodeNoExpiry: the pay page link says nothing of a validity', async () => {
    const storage = memoryStorage()
    setScenario('payCodeNoExpiry', storage)
    const { api } = harness(storage)
    const { payUrl } = await api.call('generatePayCode', pay)
    expect(linkOf(payUrl).query.expireTime).toBeUndefined()
    expect(linkOf(payUrl).query.payCode).toBe('BYD0605000017')
  })

  it('rollover: isDelay 1 is accepted and the fee is the amount', async () => {
    const { api } = harness(memoryStorage())
    const { payUrl } = await api.call('generatePayCode', { ...pay, amount: '52500', isDelay: 1 })
    expect(linkOf(payUrl).query).toMatchObject({ showType: '1', repayAmount: '52500' })
  })

  it.each([
    ['an unknown order', { orderId: 'BYD0' }, 'order not found'],
    ['another product', { productId: '102' }, 'productId does not match the order'],
    ['a missing product', { productId: '' }, 'productId does not match the order'],
    ['an amount that is not minor units', { amount: '3920.00' }, 'invalid repayment amount'],
    ['a zero amount', { amount: '0' }, 'invalid repayment amount'],
    ['a negative amount', { amount: '-1' }, 'invalid repayment amount'],
    ['an amount that is text', { amount: 'abc' }, 'invalid repayment amount'],
    ['an unknown channel', { channelNumber: '99999' }, 'unknown payment channel'],
    ['no channel', { channelNumber: '' }, 'unknown payment channel'],
    ['the bank card', { channelNumber: '90002' }, 'pay by bank card on the card repayment page'],
    ['isDelay 2', { isDelay: 2 }, 'invalid isDelay'],
    ['isDelay 0', { isDelay: 0 }, 'invalid isDelay'],
    [
      'an instalment amount other than the amount due',
      { amount: '350000' },
      'repayment amount does not match the amount due (₱3,920.00)',
    ],
    [
      'the rollover fee without isDelay',
      { amount: '52500' },
      'repayment amount does not match the amount due (₱3,920.00)',
    ],
    [
      'the whole amount due with isDelay 1',
      { isDelay: 1 },
      'repayment amount does not match the rollover fee (₱525.00)',
    ],
  ])('refuses %s', async (_what, changes, message) => {
    const { api } = harness(memoryStorage())
    const payload = { ...pay, ...changes } as typeof pay & { isDelay?: 1 }
    expect(await failureOf(api.call('generatePayCode', payload))).toEqual({
      kind: 'rejected',
      code: '1',
      message,
    })
  })

  it('payCodeFailure: GCash is refused with the maintenance message; another channel pays', async () => {
    const { api } = withScenario('payCodeFailure')
    expect(MAINTENANCE_CHANNEL).toBe('90006')
    expect(await failureOf(api.call('generatePayCode', pay))).toEqual({
      kind: 'rejected',
      code: '1',
      message: PAY_CODE_FAILURE_MESSAGE,
    })
    expect(
      await failureOf(api.call('generatePayCode', { ...pay, amount: '52500', isDelay: 1 })),
    ).toMatchObject({ message: PAY_CODE_FAILURE_MESSAGE })
    expect(PAY_CODE_FAILURE_MESSAGE).toBe(
      'This payment channel is under maintenance. Please choose another one.',
    )
    for (const channelNumber of ['90007', '90011', '90001']) {
      const { payUrl } = await api.call('generatePayCode', { ...pay, channelNumber })
      expect(linkOf(payUrl).query).toMatchObject({ showType: '1', repayAmount: '392000' })
    }
  })

  it('payCodeQr: a QR code page (showType 2) with the sandbox QR picture', async () => {
    const { api } = withScenario('payCodeQr')
    const { payUrl } = await api.call('generatePayCode', { ...pay, channelNumber: '90007' })
    expect(linkOf(payUrl)).toMatchObject({
      path: '/repaymentOfCode',
      query: { showType: '2', payCodeImg: '/sandbox-qr.svg', repayAmount: '392000' },
    })
    expect(linkOf(payUrl).query.payCode).toMatch(/^BYD\d{10}$/)
  })

  it('malformedResponse: the pay URL is not text, which the app refuses as malformed', async () => {
    const { api } = withScenario('malformedResponse')
    expect(await failureOf(api.call('generatePayCode', pay))).toEqual({ kind: 'malformed', code: '0' })
  })
})

describe('sandbox: e-wallet repayment (repayment-huichao) scenarios', () => {
  const wallet = { userId: '10086', orderId: ORDER, amount: '392000' }

  it('walletFailure: refused with the message that points to the other ways', async () => {
    const { api } = withScenario('walletFailure')
    expect(await failureOf(api.call('repaymentHuichao', wallet))).toEqual({
      kind: 'rejected',
      code: '1',
      message: WALLET_FAILURE_MESSAGE,
    })
    expect(WALLET_FAILURE_MESSAGE).toBe(
      'E-wallet repayment is not available right now. Please pay by card or with a pay code.',
    )
  })

  it('malformedResponse: the url is not text (code 00), which the app refuses as malformed', async () => {
    const { api } = withScenario('malformedResponse')
    expect(await failureOf(api.call('repaymentHuichao', wallet))).toEqual({ kind: 'malformed', code: '00' })
  })
})

describe('sandbox: the repayment calls it answered (state.repaymentCalls)', () => {
  it('records the instalment, rollover, pay code and e-wallet calls, refused ones too, oldest first', async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const { api } = harness(storage, clock.now)
    await api.call('repaymentWay', { orderId: ORDER })
    await api.call('instalmentRepayment', IDS)
    clock.advance(1_000)
    await api.call('delayRepayment', IDS)
    clock.advance(1_000)
    await api.call('generatePayCode', { ...IDS, amount: '52500', channelNumber: '90006', isDelay: 1 })
    await failureOf(api.call('generatePayCode', { ...IDS, amount: '392000', channelNumber: '90002' }))
    await api.call('repaymentHuichao', { userId: '10086', orderId: ORDER, amount: '392000' })
    const start = Date.parse('2026-11-20T09:30:00+08:00')
    // The form client adds the common query and mirrors productId as product_id (spec §7).
    const sent = { ...PAGE_QUERY, ...IDS, product_id: '101' }
    expect(callsOf(storage)).toEqual([
      { call: 'instalment', fields: sent, code: '0', at: start },
      { call: 'rollover', fields: sent, code: '0', at: start + 1_000 },
      {
        call: 'payCode',
        fields: { ...sent, amount: '52500', channelNumber: '90006', isDelay: '1' },
        code: '0',
        at: start + 2_000,
      },
      {
        call: 'payCode',
        fields: { ...sent, amount: '392000', channelNumber: '90002' },
        code: '1',
        at: start + 2_000,
      },
      {
        call: 'wallet',
        fields: { ...PAGE_QUERY, userId: '10086', orderId: ORDER, amount: '392000' },
        code: '00',
        at: start + 2_000,
      },
    ])
  })

  it(`keeps the last ${MAX_LOGGED_CALLS}: the oldest goes first`, async () => {
    const clock = manualClock()
    const storage = memoryStorage()
    const state = loadState(storage, clock.now())
    state.repaymentCalls = Array.from({ length: MAX_LOGGED_CALLS }, (_, i) => ({
      call: 'instalment' as const,
      fields: { orderId: `OLD${i}` },
      code: '0',
      at: i,
    }))
    saveState(storage, state)
    const { api } = harness(storage, clock.now)
    await api.call('delayRepayment', IDS)
    const calls = callsOf(storage)
    expect(MAX_LOGGED_CALLS).toBe(100)
    expect(calls).toHaveLength(100)
    expect(calls[0]?.fields.orderId).toBe('OLD1')
    expect(calls.at(-1)).toMatchObject({ call: 'rollover', fields: IDS, code: '0' })
  })
})

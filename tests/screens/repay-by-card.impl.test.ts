import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { PENDING_COMMIT_TTL_MS, RECEIPT_TTL_MS } from '../../machines/repay-by-card.rules.ts'
import { loanDetails } from '../../src/api/order.ts'
import { repaymentCommit, repaymentConfirm, repaymentHuichao } from '../../src/api/repayment.ts'
import { repaymentWay } from '../../src/api/repayment-way.ts'
import {
  repayByCardWith,
  repayInput,
  SESSION_KEYS,
} from '../../src/screens/repay-by-card/repay-by-card.impl.ts'
import { loadPaymentCheck } from '../../src/screens/shared/payment-outcome.ts'
import { PAYMENT_TRACE_TTL_MS } from '../../src/screens/shared/payment-trace.ts'
import { decodeRepayQuery } from '../../src/screens/shared/repay-link.ts'
import { receiptsOf } from '../../src/lib/receipts.ts'
import { cardRepayParams, CONTEXT_MAX } from '../../src/screens/shared/card-repay-link.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of bank-card repayment (src/screens/repay-by-card/repay-by-card.impl.ts): which
 * call goes out with which payload, where the flow navigates, what the native host is told, and which
 * server redirects are refused. The machine's own rules are tested in tests/machines.
 */

const LOAN = '/api/v1/youmi/youmi-api/service/loan'
const ORIGIN = 'https://h5.bayad.test'

const bdo = { id: 'card-bdo', bankName: 'BDO Unibank', cardNo: '**** 1234', bankCode: 'BDO' }
const bpi = { id: 'card-bpi', bankName: 'BPI', cardNo: '**** 5678', bankCode: 'BPI' }
const query = { orderId: 'BYD20261105000017', amount: '350000', couponId: 'CPN-9', userId: '100234' }
/** The time the flow's clock reads (what it stamps on what it remembers). */
const NOW = Date.parse('2026-11-21T09:30:00+08:00')

function start(
  options: {
    platform?: 'android' | 'ios' | 'browser'
    walletUrl?: string
    session?: Record<string, unknown>
    /** The local storage of an earlier page (a reload, the host reopening it). */
    store?: FakeServices['store']
    /** More of the page's query (the link's productName). */
    extraQuery?: Record<string, string>
  } = {},
) {
  const services = fakeServices({
    platform: options.platform ?? 'android',
    origin: ORIGIN,
    pageQuery: { ...query, ...options.extraQuery },
  })
  if (options.store !== undefined) services.store = options.store
  for (const [key, value] of Object.entries(options.session ?? {})) services.session.values.set(key, value)
  services.answer(repaymentWay, () => ({ alipay: '1', repayToken: 'tok-abc', bankCards: [bdo, bpi] }))
  services.answer(repaymentCommit, () => ({ needValid: '1', repayRecordId: 'rr-1' }))
  services.answer(repaymentConfirm, () => undefined)
  services.answer(repaymentHuichao, () => ({ url: options.walletUrl ?? 'https://wallet.example/checkout/1' }))
  const actor = createActor(
    repayByCardWith(services, () => NOW),
    { input: inputFor(services) },
  )
  actor.start()
  return { services, actor }
}

/** As the screen builds it: the page query decoded, then the platform and the session's memory added. */
function inputFor(services: FakeServices, overrides: Partial<typeof query> = {}) {
  const decoded = decodeRepayQuery({ ...services.pageQuery(), ...overrides })
  if (decoded === null) throw new Error('the test page query does not decode')
  return repayInput(decoded, services, NOW)
}

type Flow = ReturnType<typeof start>

async function payWith(flow: Flow, cardId: string) {
  await flush()
  flow.actor.send({ type: 'card.select', cardId })
  flow.actor.send({ type: 'payment.submit' })
  await flush()
}

const commitPayload = (card: typeof bdo, sendMsg: 0 | 1) => ({
  amount: query.amount,
  bankName: card.bankName,
  cardId: card.id,
  cardNo: card.cardNo,
  couponId: query.couponId,
  orderId: query.orderId,
  repayToken: 'tok-abc',
  bankCode: card.bankCode,
  sendMsg,
})

// The check loads on demand: load it before the fake clock, as the page does from the first tap.
beforeAll(async () => {
  await loadPaymentCheck()
})

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('repay by card: the calls and their payloads (spec §4, §7)', () => {
  it('loads the ways to pay for the order with POST repayment-way {orderId}', async () => {
    const { services } = start()
    await flush()
    expect(services.api.calls).toHaveLength(1)
    expect(services.api.calls[0]?.endpoint).toBe(repaymentWay)
    expect(repaymentWay.path).toBe(`${LOAN}/repayment-way`)
    expect(services.api.calls[0]?.payload).toEqual({ orderId: query.orderId })
  })

  it('Pay commits the selected card with every field of the payload and sendMsg 0', async () => {
    const flow = start()
    await payWith(flow, bpi.id)
    const commits = flow.services.api.calls.filter((c) => c.endpoint === repaymentCommit)
    expect(repaymentCommit.path).toBe(`${LOAN}/repayment-commit`)
    expect(commits.map((c) => c.payload)).toEqual([commitPayload(bpi, 0)])
  })

  it('the SMS code is confirmed with {orderId, verifyCode, repaymentRecordId}, then the borrow detail opens', async () => {
    const flow = start()
    await payWith(flow, bdo.id)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    await flush()
    expect(repaymentConfirm.path).toBe(`${LOAN}/repayment-confirm`)
    expect(flow.services.api.callsTo(repaymentConfirm)).toEqual([
      { orderId: query.orderId, verifyCode: '123456', repaymentRecordId: 'rr-1' },
    ])
    // The order page opens on the receipt the device now keeps (issue 27).
    expect(flow.services.navigate.go.mock.calls).toEqual([
      [`/borrowDetail/${query.orderId}`, { receipt: 'rr-1' }],
    ])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(receiptsOf(flow.services.store, query.orderId)).toEqual([
      {
        reference: 'rr-1',
        orderId: query.orderId,
        productName: '',
        amount: 350000,
        paidAt: new Date(NOW).toISOString(),
        way: 'card',
        channelName: 'BDO Unibank **** 1234',
      },
    ])
  })

  it("a commit paid at once keeps its receipt under the commit's repayRecordId, with the product the link names", async () => {
    const flow = start({ platform: 'ios', extraQuery: { productName: 'Bayad Cash' } })
    flow.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: 'rr-at-once' }))
    await payWith(flow, bpi.id)
    expect(flow.services.navigate.go.mock.calls).toEqual([
      [`/borrowDetail/${query.orderId}`, { receipt: 'rr-at-once' }],
    ])
    expect(receiptsOf(flow.services.store, query.orderId)).toMatchObject([
      {
        reference: 'rr-at-once',
        productName: 'Bayad Cash',
        amount: 350000,
        way: 'card',
        channelName: 'BPI **** 5678',
      },
    ])
  })

  it('resending the code commits the same card again with sendMsg 1, and confirms with the new record id', async () => {
    const flow = start()
    await payWith(flow, bdo.id)
    flow.services.answer(repaymentCommit, () => ({ needValid: '1', repayRecordId: 'rr-2' }))
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    await flush()
    expect(flow.services.api.callsTo(repaymentCommit)).toEqual([commitPayload(bdo, 0), commitPayload(bdo, 1)])
    flow.actor.send({ type: 'code.change', value: '654321' })
    flow.actor.send({ type: 'code.submit' })
    await flush()
    expect(flow.services.api.callsTo(repaymentConfirm)).toEqual([
      { orderId: query.orderId, verifyCode: '654321', repaymentRecordId: 'rr-2' },
    ])
  })

  it('e-wallet: POST repayment-huichao {userId, orderId, amount}', async () => {
    const flow = start()
    await flush()
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    expect(repaymentHuichao.path).toBe(`${LOAN}/repayment-huichao`)
    expect(flow.services.api.callsTo(repaymentHuichao)).toEqual([
      { userId: query.userId, orderId: query.orderId, amount: query.amount },
    ])
  })
})

describe('repay by card: where the flow goes and what the host is told', () => {
  it('Android, no code needed: the native repay dialog is closed and the borrow detail opens', async () => {
    const flow = start({ platform: 'android' })
    flow.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    await payWith(flow, bdo.id)
    expect(flow.services.bridge.sent).toEqual([{ type: 'closeRepayDialog' }])
    expect(flow.services.navigate.go.mock.calls).toEqual([[`/borrowDetail/${query.orderId}`]])
  })

  it('iOS, no code needed: no native dialog to close, the borrow detail opens', async () => {
    const flow = start({ platform: 'ios' })
    flow.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    await payWith(flow, bdo.id)
    expect(flow.services.bridge.sent).toEqual([])
    expect(flow.services.navigate.go.mock.calls).toEqual([[`/borrowDetail/${query.orderId}`]])
  })

  it('iOS never gets closeRepayDialog, with or without a code', async () => {
    const flow = start({ platform: 'ios' })
    await payWith(flow, bdo.id)
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    await flush()
    expect(flow.services.navigate.go).toHaveBeenCalledTimes(1)
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('the order id is one path segment of the borrow detail route', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.answer(repaymentWay, () => ({ alipay: '0', repayToken: 't', bankCards: [bdo] }))
    services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    const actor = createActor(repayByCardWith(services), {
      input: inputFor(services, { orderId: 'BYD/2026 17' }),
    })
    actor.start()
    await payWith({ services, actor }, bdo.id)
    expect(services.navigate.go.mock.calls).toEqual([['/borrowDetail/BYD%2F2026%2017']])
  })

  it.each([
    ['https://wallet.example/checkout?o=1', 'https://wallet.example/checkout?o=1'],
    ['/sandbox-wallet.html?o=1', `${ORIGIN}/sandbox-wallet.html?o=1`],
  ])('the wallet checkout %s is left for with navigate.leave(%s)', async (url, expected) => {
    const flow = start({ walletUrl: url })
    await flush()
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    expect(flow.services.navigate.leave.mock.calls).toEqual([[expected]])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
    '   ',
  ])('a wallet redirect to %j is refused: no navigation, a failure toast instead', async (url) => {
    const flow = start({ walletUrl: url })
    await flush()
    flow.actor.send({ type: 'wallet.select' })
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    expect(flow.services.api.callsTo(repaymentHuichao)).toHaveLength(1)
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.toasts.map((t) => t.tone)).toEqual(['failure'])
  })

  it('a failed card list shows a failure toast and navigates nowhere', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: query })
    services.fail(repaymentWay, { kind: 'network' })
    createActor(repayByCardWith(services), { input: inputFor(services) }).start()
    await flush()
    expect(services.toasts.map((t) => t.tone)).toEqual(['failure'])
    expect(services.navigate.go).not.toHaveBeenCalled()
    expect(services.navigate.leave).not.toHaveBeenCalled()
  })
})

/** A receipt as the flow stores it: this order and amount, paid with BPI, until RECEIPT_TTL_MS from NOW. */
function receiptOf(overrides: Record<string, unknown> = {}) {
  return {
    orderId: query.orderId,
    amount: query.amount,
    repayRecordId: 'rr-1',
    bankName: 'BPI',
    cardNo: '**** 5678',
    at: NOW,
    expiresAt: NOW + RECEIPT_TTL_MS,
    ...overrides,
  }
}

describe('repay by card: what the session remembers (a commit waiting for its code, a receipt)', () => {
  const pendingOf = (cardId: string, repayRecordId: string, at: number, orderId = query.orderId) => ({
    orderId,
    repayRecordId,
    cardId,
    at,
  })

  it('a commit that asks for a code is remembered; paying forgets it and keeps a receipt', async () => {
    const flow = start()
    await payWith(flow, bdo.id)
    expect(flow.services.session.values.get(SESSION_KEYS.pending)).toEqual(pendingOf(bdo.id, 'rr-1', NOW))
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    await flush()
    expect(flow.services.session.values.has(SESSION_KEYS.pending)).toBe(false)
    expect(flow.services.session.values.get(SESSION_KEYS.receipt)).toEqual({
      orderId: query.orderId,
      amount: query.amount,
      repayRecordId: 'rr-1',
      bankName: bdo.bankName,
      cardNo: bdo.cardNo,
      at: NOW,
      expiresAt: NOW + RECEIPT_TTL_MS,
    })
  })

  it('a remembered commit of this order is resumed: no second commit, confirmed with its record id', async () => {
    const flow = start({ session: { [SESSION_KEYS.pending]: pendingOf(bpi.id, 'rr-9', NOW - 60_000) } })
    await flush()
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    await flush()
    expect(flow.services.api.callsTo(repaymentCommit)).toEqual([])
    expect(flow.services.api.callsTo(repaymentConfirm)).toEqual([
      { orderId: query.orderId, verifyCode: '123456', repaymentRecordId: 'rr-9' },
    ])
    expect(flow.services.navigate.go.mock.calls).toEqual([
      [`/borrowDetail/${query.orderId}`, { receipt: 'rr-9' }],
    ])
  })

  it.each([
    ['expired', pendingOf(bpi.id, 'rr-9', NOW - PENDING_COMMIT_TTL_MS)],
    ['of another order', pendingOf(bpi.id, 'rr-9', NOW - 60_000, 'BYD-OTHER')],
    ['for a card no longer offered', pendingOf('card-gone', 'rr-9', NOW - 60_000)],
  ])('a remembered commit %s is ignored: Pay commits afresh', async (_what, pending) => {
    const flow = start({ session: { [SESSION_KEYS.pending]: pending } })
    await payWith(flow, bpi.id)
    expect(flow.services.api.callsTo(repaymentCommit)).toEqual([commitPayload(bpi, 0)])
  })

  it('an order already paid in this session with this amount loads nothing and offers its details', async () => {
    const flow = start({ session: { [SESSION_KEYS.receipt]: receiptOf() } })
    await flush()
    expect(flow.services.api.calls).toEqual([])
    flow.actor.send({ type: 'details.open' })
    expect(flow.services.navigate.go.mock.calls).toEqual([[`/borrowDetail/${query.orderId}`]])
  })

  it.each([
    ['for another amount (the next instalment)', receiptOf({ amount: '1' })],
    ['for another order', receiptOf({ orderId: 'BYD-OTHER' })],
    [`older than ${RECEIPT_TTL_MS / 60_000} min (expired)`, receiptOf({ expiresAt: NOW })],
    ['stored without an expiry (an older version)', { ...receiptOf(), expiresAt: undefined }],
    ['that is not a receipt', 'paid'],
  ])('a receipt %s does not stop a new payment', async (_what, receipt) => {
    const flow = start({ session: { [SESSION_KEYS.receipt]: receipt } })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.services.api.calls.map((c) => c.endpoint)).toEqual([repaymentWay])
  })
})

describe('decodeRepayQuery (the /repayChoose link)', () => {
  it('reads the order, the amount and the optional context, trimmed', () => {
    expect(decodeRepayQuery({ ...query, productName: ' Bayad Cash ', repayDate: '2026-12-05' })).toEqual({
      ...query,
      productId: '',
      productName: 'Bayad Cash',
      repayDate: '2026-12-05',
    })
    expect(decodeRepayQuery({ orderId: 'O1', amount: '1', productId: '101' })).toEqual({
      orderId: 'O1',
      amount: '1',
      couponId: '',
      userId: '',
      productId: '101',
      productName: '',
      repayDate: '',
    })
    // A forged product id is no id: the link is refused rather than sent on.
    expect(decodeRepayQuery({ orderId: 'O1', amount: '1', productId: '1&x=2' })).toBeNull()
  })

  it(`a product name or date longer than ${CONTEXT_MAX} characters is cut: the page still opens`, () => {
    const decoded = decodeRepayQuery({ ...query, productName: 'P'.repeat(500), repayDate: 'D'.repeat(81) })
    expect(decoded).toMatchObject({
      productName: 'P'.repeat(CONTEXT_MAX),
      repayDate: 'D'.repeat(CONTEXT_MAX),
    })
  })

  it('what the instalment and e-wallet pages build is read back as built', () => {
    const params = cardRepayParams({
      orderId: query.orderId,
      amount: query.amount,
      couponId: 'CPN-9',
      productName: `  ${'Bayad Cash '.repeat(12)}`,
      repayDate: '2026-12-05',
    })
    expect(params.productName).toHaveLength(CONTEXT_MAX)
    const link = Object.fromEntries(
      Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    expect(decodeRepayQuery(link)).toEqual({ ...params, userId: '', productId: '' })
  })

  it.each([
    ['no order', { amount: '100' }],
    ['no amount', { orderId: 'O1' }],
    ['an amount in pesos', { orderId: 'O1', amount: '35.00' }],
  ])('refuses a link with %s', (_what, link) => {
    expect(decodeRepayQuery(link)).toBeNull()
  })
})

describe('repay by card: one payment, one key (docs/decisions/022-submission-outcomes.md)', () => {
  const COMMIT = 'bayad.submission.repayment-commit'
  const CONFIRM = 'bayad.submission.repayment-confirm'
  const keysOf = (services: FakeServices, endpoint: typeof repaymentCommit | typeof repaymentConfirm) =>
    services.api.calls.filter((c) => c.endpoint === endpoint).map((c) => c.options?.idempotencyKey)
  const tokensSent = (services: FakeServices) =>
    services.api.callsTo(repaymentCommit).map((p) => (p as { repayToken: string }).repayToken)

  /** A BDO commit whose answer never comes (a timeout); loan-details then reads `status`. */
  async function lostCommit(status = '174', options: Parameters<typeof start>[0] = {}) {
    const flow = start(options)
    flow.services.fail(repaymentCommit, { kind: 'timeout' })
    flow.services.answer(loanDetails, () => ({ orderStatus: status }) as never)
    await payWith(flow, bdo.id)
    expect(flow.actor.getSnapshot().value).toBe('checkingOutcome')
    return flow
  }

  it('the commit carries a key stored before it leaves: bound to the order and amount, with the token and card', async () => {
    const flow = start()
    let storedWhenSent: unknown
    flow.services.answer(repaymentCommit, () => {
      storedWhenSent = flow.services.store.values.get(COMMIT)
      return { needValid: '0', repayRecordId: '' }
    })
    await payWith(flow, bdo.id)
    const [key] = keysOf(flow.services, repaymentCommit)
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(storedWhenSent).toEqual({
      key,
      binding: { orderId: query.orderId, amount: query.amount },
      data: { repayToken: 'tok-abc', cardId: bdo.id, bankName: bdo.bankName, cardNo: bdo.cardNo },
      at: expect.any(Number),
      expiresAt: expect.any(Number),
    })
    const trace = storedWhenSent as { at: number; expiresAt: number }
    expect(trace.expiresAt - trace.at).toBe(PAYMENT_TRACE_TTL_MS)
    // Paid: the trace is settled, so the next payment gets a new key.
    expect(flow.services.store.values.has(COMMIT)).toBe(false)
  })

  it('an accepted commit settles its key; the confirmation has its own, bound to the record; a resend has none', async () => {
    const flow = start()
    await payWith(flow, bdo.id)
    expect(flow.services.store.values.has(COMMIT)).toBe(false)
    await vi.advanceTimersByTimeAsync(60_000)
    flow.actor.send({ type: 'code.resend' })
    await flush()
    // A resend asks for an SMS: the commit's key would replay the commit's answer instead.
    expect(keysOf(flow.services, repaymentCommit)).toEqual([expect.any(String), undefined])
    let confirmTrace: unknown
    flow.services.answer(repaymentConfirm, () => {
      confirmTrace = flow.services.store.values.get(CONFIRM)
      return undefined
    })
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    await flush()
    const [confirmKey] = keysOf(flow.services, repaymentConfirm)
    expect(confirmKey).not.toBe(keysOf(flow.services, repaymentCommit)[0])
    expect(confirmTrace).toMatchObject({
      key: confirmKey,
      binding: { orderId: query.orderId, repaymentRecordId: 'rr-1' },
      data: { amount: query.amount, cardId: bdo.id, bankName: bdo.bankName, cardNo: bdo.cardNo },
    })
    expect(flow.services.store.values.has(CONFIRM)).toBe(false)
  })

  it('a timeout is checked after 1 s: the order (loan-details), then its repay token (repayment-way)', async () => {
    const flow = await lostCommit('174')
    const ways = flow.services.api.callsTo(repaymentWay).length
    await vi.advanceTimersByTimeAsync(999)
    expect(flow.services.api.callsTo(loanDetails)).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(flow.services.api.callsTo(loanDetails)).toEqual([{ productId: '', orderId: query.orderId }])
    expect(flow.services.api.callsTo(repaymentWay)).toHaveLength(ways + 1)
    // Same token as the commit sent: nothing was spent. Not made, and said so.
    expect(flow.actor.getSnapshot().value).toBe('choosingWay')
    expect(flow.services.toasts).toEqual([{ notice: { id: 'repay.notDone' }, tone: 'info' }])
    expect(flow.services.store.values.has(COMMIT)).toBe(true)
  })

  it('Pay after "not made" retries with the same key and the same repay token', async () => {
    const flow = await lostCommit('174')
    await vi.advanceTimersByTimeAsync(1_000)
    flow.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    const [first, retry] = keysOf(flow.services, repaymentCommit)
    expect(retry).toBe(first)
    expect(tokensSent(flow.services)).toEqual(['tok-abc', 'tok-abc'])
    expect(flow.actor.getSnapshot().value).toBe('paid')
    expect(flow.services.store.values.has(COMMIT)).toBe(false)
  })

  it('after a reload the key and the first repay token are reused, even when repayment-way now offers another', async () => {
    const first = await lostCommit('174')
    const key = keysOf(first.services, repaymentCommit)[0]
    // A new page on the same local storage: it checks before anything else.
    const again = start({ store: first.services.store })
    again.services.answer(loanDetails, () => ({ orderStatus: '174' }) as never)
    expect(again.actor.getSnapshot().value).toBe('checkingOutcome')
    expect(again.actor.getSnapshot().context.unsettled).toEqual({
      call: 'commit',
      cardId: bdo.id,
      bankName: bdo.bankName,
      cardNo: bdo.cardNo,
    })
    // The check reads the same token (not made); the ways then reload with a fresh one.
    const tokens = ['tok-abc', 'tok-new']
    again.services.answer(repaymentWay, () => ({
      alipay: '1',
      repayToken: tokens.shift() ?? 'tok-new',
      bankCards: [bdo, bpi],
    }))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(again.actor.getSnapshot().context.ways?.repayToken).toBe('tok-new')
    expect(again.actor.getSnapshot().value).toBe('choosingWay')
    expect(again.actor.getSnapshot().context.selected).toEqual({ kind: 'card', cardId: bdo.id })
    again.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    again.actor.send({ type: 'payment.submit' })
    await flush()
    expect(keysOf(again.services, repaymentCommit)).toEqual([key])
    expect(tokensSent(again.services)).toEqual(['tok-abc'])
  })

  it('a new payment gets a new key: after one was paid, and for another card after "not made"', async () => {
    const paid = start()
    paid.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    await payWith(paid, bdo.id)
    const next = start({ store: paid.services.store })
    next.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    await payWith(next, bdo.id)
    expect(keysOf(next.services, repaymentCommit)[0]).not.toBe(keysOf(paid.services, repaymentCommit)[0])

    const other = await lostCommit('174')
    await vi.advanceTimersByTimeAsync(1_000)
    other.actor.send({ type: 'card.select', cardId: bpi.id })
    other.actor.send({ type: 'payment.submit' })
    await flush()
    const [first, second] = keysOf(other.services, repaymentCommit)
    expect(second).not.toBe(first)
    expect(other.services.store.values.get(COMMIT)).toMatchObject({ key: second, data: { cardId: bpi.id } })
  })

  it('800005 to the retry keeps the key and is checked; a refusal settles it and the next Pay gets a new key', async () => {
    const flow = await lostCommit('174')
    await vi.advanceTimersByTimeAsync(1_000)
    flow.services.fail(repaymentCommit, { kind: 'rejected', code: '800005', message: 'repeated' })
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('checkingOutcome')
    expect(flow.services.store.values.has(COMMIT)).toBe(true)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'repay.notDone' }, tone: 'info' }])
    await vi.advanceTimersByTimeAsync(1_000)
    flow.services.fail(repaymentCommit, { kind: 'rejected', code: '700001', message: 'Card declined' })
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    expect(flow.services.store.values.has(COMMIT)).toBe(false)
    flow.services.answer(repaymentCommit, () => ({ needValid: '0', repayRecordId: '' }))
    flow.actor.send({ type: 'payment.submit' })
    await flush()
    const keys = keysOf(flow.services, repaymentCommit)
    expect(new Set(keys.slice(0, 3)).size).toBe(1)
    expect(keys[3]).not.toBe(keys[0])
  })

  it('found paid: the receipt of the card committed, the order opens, every trace of the order settled', async () => {
    const flow = await lostCommit('200')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.actor.getSnapshot().value).toBe('paid')
    // Finished: repayment-way is not asked.
    expect(flow.services.api.callsTo(repaymentWay)).toHaveLength(1)
    expect(flow.services.toasts).toEqual([
      { notice: { text: 'Payment received: ₱3,500.00 with BDO Unibank **** 1234.' }, tone: 'info' },
    ])
    expect(flow.services.navigate.go.mock.calls).toEqual([[`/borrowDetail/${query.orderId}`]])
    expect(flow.services.store.values.has(COMMIT)).toBe(false)
    expect(flow.services.session.values.get(SESSION_KEYS.receipt)).toMatchObject({
      orderId: query.orderId,
      amount: query.amount,
      bankName: bdo.bankName,
      expiresAt: NOW + RECEIPT_TTL_MS,
    })
    // Never closeRepayDialog: that belongs to an answer that said "paid, no code".
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('opened again after the reload, found paid: the receipt comes from the trace', async () => {
    const first = await lostCommit('174')
    const again = start({ store: first.services.store })
    again.services.answer(loanDetails, () => ({ orderStatus: '200' }) as never)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(again.actor.getSnapshot().value).toBe('paid')
    expect(again.services.api.callsTo(repaymentCommit)).toEqual([])
    expect(again.services.toasts).toEqual([
      { notice: { text: 'Payment received: ₱3,500.00 with BDO Unibank **** 1234.' }, tone: 'info' },
    ])
  })

  it.each([
    ['repaying (170)', '170', 'tok-abc', 0],
    ['repayable, with another repay token now (the commit spent it)', '174', 'tok-new', 4],
  ])(
    '%s stays pending through every check, then unknown: never paid, never paid again',
    async (_what, status, token, wayChecks) => {
      const flow = await lostCommit(status)
      const ways = flow.services.api.callsTo(repaymentWay).length
      flow.services.answer(repaymentWay, () => ({ alipay: '1', repayToken: token, bankCards: [bdo, bpi] }))
      await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000 + 8_000)
      expect(flow.services.api.callsTo(loanDetails)).toHaveLength(4)
      expect(flow.services.api.callsTo(repaymentWay)).toHaveLength(ways + wayChecks)
      expect(flow.actor.getSnapshot().value).toBe('outcomeUnknown')
      expect(flow.services.toasts).toEqual([])
      expect(flow.services.store.values.has(COMMIT)).toBe(true)
      // Nothing runs on its own after the last check.
      await vi.advanceTimersByTimeAsync(60_000)
      expect(flow.services.api.callsTo(loanDetails)).toHaveLength(4)
      flow.actor.send({ type: 'service.open' })
      expect(flow.services.navigate.go.mock.calls).toEqual([['/customerService']])
    },
  )

  it('a check that gets no answer counts as pending; a later one can still find the outcome', async () => {
    const flow = await lostCommit('174')
    flow.services.fail(loanDetails, { kind: 'network' })
    await vi.advanceTimersByTimeAsync(1_000 + 2_000)
    expect(flow.actor.getSnapshot().value).toBe('checkingOutcome')
    flow.services.answer(loanDetails, () => ({ orderStatus: '200' }) as never)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(flow.actor.getSnapshot().value).toBe('paid')
  })

  it('a confirmation without an answer is found after a reload, with the card it was made with', async () => {
    const flow = start()
    await payWith(flow, bdo.id)
    flow.services.fail(repaymentConfirm, { kind: 'http', code: '502' })
    flow.actor.send({ type: 'code.change', value: '123456' })
    flow.actor.send({ type: 'code.submit' })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('checkingOutcome')
    const again = start({ store: flow.services.store })
    expect(again.actor.getSnapshot().value).toBe('checkingOutcome')
    expect(again.actor.getSnapshot().context.unsettled).toEqual({
      call: 'confirm',
      cardId: bdo.id,
      bankName: bdo.bankName,
      cardNo: bdo.cardNo,
    })
    // The same order for another amount is another payment: nothing to check.
    const other = createActor(repayByCardWith(fakeServices({ origin: ORIGIN })), {
      input: repayInput(
        { ...(decodeRepayQuery(query) as NonNullable<ReturnType<typeof decodeRepayQuery>>), amount: '1' },
        { ...again.services, store: flow.services.store },
        NOW,
      ),
    })
    expect(other.getSnapshot().context.unsettled).toBeNull()
  })

  it('a commit that never left (offline) keeps no trace; one that retries an unknown commit keeps it', async () => {
    const flow = start()
    flow.services.fail(repaymentCommit, { kind: 'offline' })
    await payWith(flow, bdo.id)
    expect(flow.services.store.values.has(COMMIT)).toBe(false)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])

    const lost = await lostCommit('174')
    await vi.advanceTimersByTimeAsync(1_000)
    lost.services.fail(repaymentCommit, { kind: 'offline' })
    lost.actor.send({ type: 'payment.submit' })
    await flush()
    expect(lost.services.store.values.has(COMMIT)).toBe(true)
  })
})

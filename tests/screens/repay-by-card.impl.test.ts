import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { PENDING_COMMIT_TTL_MS } from '../../machines/repay-by-card.machine.ts'
import {
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentWay,
} from '../../src/api/calls/repayment.ts'
import {
  repayByCardWith,
  repayInput,
  SESSION_KEYS,
} from '../../src/screens/repay-by-card/repay-by-card.impl.ts'
import { decodeRepayQuery } from '../../src/screens/repay-by-card/repay-link.ts'
import { cardRepayParams, CONTEXT_MAX } from '../../src/screens/repayment/card-repay-link.ts'
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
  } = {},
) {
  const services = fakeServices({ platform: options.platform ?? 'android', origin: ORIGIN, pageQuery: query })
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
    expect(flow.services.navigate.go.mock.calls).toEqual([[`/borrowDetail/${query.orderId}`]])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
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
      bankName: bdo.bankName,
      cardNo: bdo.cardNo,
      at: NOW,
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
    expect(flow.services.navigate.go.mock.calls).toEqual([[`/borrowDetail/${query.orderId}`]])
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
    const receipt = {
      orderId: query.orderId,
      amount: query.amount,
      bankName: 'BPI',
      cardNo: '**** 5678',
      at: NOW,
    }
    const flow = start({ session: { [SESSION_KEYS.receipt]: receipt } })
    await flush()
    expect(flow.services.api.calls).toEqual([])
    flow.actor.send({ type: 'details.open' })
    expect(flow.services.navigate.go.mock.calls).toEqual([[`/borrowDetail/${query.orderId}`]])
  })

  it('a receipt for another amount does not stop a new payment', async () => {
    const receipt = { orderId: query.orderId, amount: '1', bankName: 'BPI', cardNo: '**** 5678', at: NOW }
    const flow = start({ session: { [SESSION_KEYS.receipt]: receipt } })
    await flush()
    expect(flow.services.api.calls.map((c) => c.endpoint)).toEqual([repaymentWay])
  })
})

describe('decodeRepayQuery (the /repayChoose link)', () => {
  it('reads the order, the amount and the optional context, trimmed', () => {
    expect(decodeRepayQuery({ ...query, productName: ' Bayad Cash ', repayDate: '2026-12-05' })).toEqual({
      ...query,
      productName: 'Bayad Cash',
      repayDate: '2026-12-05',
    })
    expect(decodeRepayQuery({ orderId: 'O1', amount: '1' })).toEqual({
      orderId: 'O1',
      amount: '1',
      couponId: '',
      userId: '',
      productName: '',
      repayDate: '',
    })
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
    expect(decodeRepayQuery(link)).toEqual({ ...params, userId: '' })
  })

  it.each([
    ['no order', { amount: '100' }],
    ['no amount', { orderId: 'O1' }],
    ['an amount in pesos', { orderId: 'O1', amount: '35.00' }],
  ])('refuses a link with %s', (_what, link) => {
    expect(decodeRepayQuery(link)).toBeNull()
  })
})

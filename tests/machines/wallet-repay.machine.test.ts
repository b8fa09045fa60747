import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { PaymentCheckInput } from '../../machines/repay-outcome.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, type CheckOutcome } from '../../machines/shared/submission.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { walletRepayMachine } from '../../machines/wallet-repay.machine.ts'
import type {
  CardRepayParams,
  WalletInput,
  WalletRepayEvent,
  WalletRepayInput,
} from '../../machines/wallet-repay.types.ts'
import { createControllable } from '../model/harness.ts'

/**
 * The e-wallet repayment (machines/wallet-repay.machine.ts) with repayment-huichao replaced by a stub
 * the test settles, and every effect recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openWalletCheckout'; params: { url: string } }
  | { type: 'openCardRepay'; params: CardRepayParams }
  | { type: 'announcePaid'; params: { amount: string; bankName: string; cardNo: string } }
  | { type: 'openBorrowDetail'; params: { orderId: string } }
  | { type: 'openCustomerService'; params: undefined }

const input: WalletRepayInput = {
  userId: '100234',
  orderId: 'ORD20261121001',
  amount: '350000',
  couponId: 'CP-5',
  productName: 'Bayad Cash',
  repayDate: '2026-12-21',
  productId: '101',
  unsettled: null,
}
const sent: WalletInput = { userId: '100234', orderId: 'ORD20261121001', amount: '350000' }
const cardParams: CardRepayParams = {
  orderId: 'ORD20261121001',
  amount: '350000',
  couponId: 'CP-5',
  productName: 'Bayad Cash',
  repayDate: '2026-12-21',
}
const CHECKOUT = 'https://wallet.example.test/pay?token=abc'
const refused: CallFailure = {
  kind: 'rejected',
  code: '01',
  message: 'E-wallet repayment is not available right now. Please pay by card or with a pay code.',
}

function start(pageInput: WalletRepayInput = input) {
  const payByWallet = createControllable<string, WalletInput>('payByWallet')
  const checkPayment = createControllable<CheckOutcome, PaymentCheckInput>('checkPayment')
  const effects: Effect[] = []
  const record =
    <T extends Effect['type']>(type: T) =>
    (_: unknown, params: unknown): void =>
      void effects.push({ type, params } as Effect)
  const actor = createActor(
    walletRepayMachine.provide({
      actors: { payByWallet: payByWallet.logic, checkPayment: checkPayment.logic },
      actions: {
        showToast: record('showToast'),
        openWalletCheckout: record('openWalletCheckout'),
        openCardRepay: record('openCardRepay'),
        announcePaid: record('announcePaid'),
        openBorrowDetail: record('openBorrowDetail'),
        openCustomerService: record('openCustomerService'),
      },
    }),
    { input: pageInput },
  )
  actor.start()
  return { actor, payByWallet, checkPayment, effects }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: WalletRepayEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()

async function failedWith(error: unknown) {
  const flow = start()
  flow.payByWallet.reject(error)
  await flush()
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('walletRepay: asking for the checkout', () => {
  it('asks repayment-huichao at once with userId, orderId and amount only, and shows busy', () => {
    const flow = start()
    expect(snap(flow).value).toBe('paying')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.payByWallet.calls.map((c) => c.input)).toEqual([sent])
    expect(flow.effects).toEqual([])
  })

  it('hands the page to the returned checkout, once, and ends', async () => {
    const flow = start()
    flow.payByWallet.resolve(CHECKOUT)
    await flush()
    expect(snap(flow).value).toBe('leavingForWallet')
    expect(snap(flow).status).toBe('done')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([{ type: 'openWalletCheckout', params: { url: CHECKOUT } }])
    // A final state: the flow is over, nothing more can be asked.
    expect(snap(flow).can({ type: 'wallet.retry' })).toBe(false)
    expect(snap(flow).can({ type: 'card.choose' })).toBe(false)
    expect(flow.payByWallet.calls).toHaveLength(1)
  })

  it('nothing is asked again while the call is in flight', () => {
    const flow = start()
    send(flow, { type: 'wallet.retry' })
    send(flow, { type: 'card.choose' })
    expect(snap(flow).can({ type: 'wallet.retry' })).toBe(false)
    expect(snap(flow).can({ type: 'card.choose' })).toBe(false)
    expect(flow.payByWallet.calls).toHaveLength(1)
    expect(flow.effects).toEqual([])
  })
})

describe('walletRepay: when the e-wallet cannot be opened', () => {
  it('a refusal toasts the server message (failure tone) and offers both ways on', async () => {
    const flow = await failedWith(refused)
    expect(snap(flow).value).toEqual({ failed: 'idle' })
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: refused.message }, tone: 'failure' } },
    ])
    expect(snap(flow).can({ type: 'wallet.retry' })).toBe(true)
    expect(snap(flow).can({ type: 'card.choose' })).toBe(true)
  })

  it.each([
    ['a refusal without a message', { kind: 'rejected', code: '01' }, { id: 'error.processingFailed' }],
    ['a blank message', { kind: 'rejected', code: '01', message: '  ' }, { id: 'error.processingFailed' }],
    [
      'a refused checkout URL',
      { kind: 'rejected', code: 'checkoutRefused' },
      { id: 'error.processingFailed' },
    ],
    ['a request that never left', { kind: 'offline' }, { id: 'error.offline' }],
    ['an HTTP 4xx', { kind: 'http', code: '404' }, { id: 'error.processingFailed' }],
  ])('%s toasts %j', async (_what, error, notice) => {
    const flow = await failedWith(error)
    expect(snap(flow).value).toEqual({ failed: 'idle' })
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('Try again asks again with the same payload; success then leaves for the checkout', async () => {
    const flow = await failedWith(refused)
    send(flow, { type: 'wallet.retry' })
    expect(snap(flow).value).toBe('paying')
    // A second tap before the answer asks nothing more.
    send(flow, { type: 'wallet.retry' })
    expect(flow.payByWallet.calls.map((c) => c.input)).toEqual([sent, sent])
    flow.payByWallet.resolve(CHECKOUT)
    await flush()
    expect(snap(flow).value).toBe('leavingForWallet')
    expect(flow.effects.at(-1)).toEqual({ type: 'openWalletCheckout', params: { url: CHECKOUT } })
  })

  it('Try again that fails again toasts again and offers the ways on again', async () => {
    const flow = await failedWith(refused)
    send(flow, { type: 'wallet.retry' })
    flow.payByWallet.reject({ kind: 'offline' })
    await flush()
    expect(snap(flow).value).toEqual({ failed: 'idle' })
    expect(flow.effects.map((e) => e.type)).toEqual(['showToast', 'showToast'])
    expect(flow.effects[1]).toEqual({
      type: 'showToast',
      params: { notice: { id: 'error.offline' }, tone: 'failure' },
    })
  })

  it('Pay by bank card opens the card repayment with the order, amount, coupon and loan context', async () => {
    const flow = await failedWith(refused)
    send(flow, { type: 'card.choose' })
    expect(snap(flow).value).toEqual({ failed: 'asked' })
    expect(flow.effects.slice(1)).toEqual([{ type: 'openCardRepay', params: cardParams }])
    expect(flow.payByWallet.calls).toHaveLength(1)
  })

  it('a double tap on Pay by bank card asks once; Try again is ignored meanwhile; after REPEAT_TAP_MS both work', async () => {
    const flow = await failedWith(refused)
    send(flow, { type: 'card.choose' })
    send(flow, { type: 'card.choose' })
    send(flow, { type: 'wallet.retry' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    send(flow, { type: 'card.choose' })
    expect(snap(flow).value).toEqual({ failed: 'asked' })
    expect(flow.effects.filter((e) => e.type === 'openCardRepay')).toHaveLength(1)
    expect(flow.payByWallet.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(snap(flow).value).toEqual({ failed: 'idle' })
    send(flow, { type: 'card.choose' })
    expect(flow.effects.filter((e) => e.type === 'openCardRepay')).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    send(flow, { type: 'wallet.retry' })
    expect(snap(flow).value).toBe('paying')
    expect(flow.payByWallet.calls).toHaveLength(2)
  })

  it('carries the page input: an order without context passes empty context', async () => {
    const other: WalletRepayInput = {
      userId: '',
      orderId: 'BYD2',
      amount: '100',
      couponId: '',
      productName: '',
      repayDate: '',
      productId: '',
      unsettled: null,
    }
    const flow = start(other)
    expect(flow.payByWallet.calls.map((c) => c.input)).toEqual([
      { userId: '', orderId: 'BYD2', amount: '100' },
    ])
    flow.payByWallet.reject(refused)
    await flush()
    send(flow, { type: 'card.choose' })
    expect(flow.effects.at(-1)).toEqual({
      type: 'openCardRepay',
      params: { orderId: 'BYD2', amount: '100', couponId: '', productName: '', repayDate: '' },
    })
  })
})

describe('walletRepay: a checkout whose answer never came (docs/decisions/022-submission-outcomes.md)', () => {
  const check = {
    delaysMs: CHECK_BACKOFF_MS,
    orderId: input.orderId,
    productId: input.productId,
    amount: input.amount,
    call: 'wallet',
  }
  const notMade: ToastParams = { notice: { id: 'repay.walletNotDone' }, tone: 'info' }

  it.each([
    ['a lost connection', { kind: 'network' }],
    ['a timeout', { kind: 'timeout' }],
    ['a malformed answer', { kind: 'malformed' }],
    ['a gateway error', { kind: 'http', code: '502' }],
    ['anything else', new Error('boom')],
  ])('%s: the order is checked first, nothing is toasted and nothing can be tapped', async (_what, error) => {
    const flow = start()
    flow.payByWallet.reject(error)
    await flush()
    expect(snap(flow).value).toBe('checkingOutcome')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.checkPayment.calls.map((c) => c.input)).toEqual([check])
    expect(flow.effects).toEqual([])
    for (const type of ['wallet.retry', 'card.choose'] as const) expect(snap(flow).can({ type })).toBe(false)
  })

  it('not made: says so, then Try again asks for the checkout again (the impl sends the same key)', async () => {
    const flow = start()
    flow.payByWallet.reject({ kind: 'timeout' })
    await flush()
    flow.checkPayment.resolve({ outcome: 'notDone' })
    await flush()
    expect(snap(flow).value).toEqual({ failed: 'idle' })
    expect(flow.effects).toEqual([{ type: 'showToast', params: notMade }])
    send(flow, { type: 'wallet.retry' })
    expect(flow.payByWallet.calls.map((c) => c.input)).toEqual([sent, sent])
  })

  it('the order reads paid: announced, and the order opens', async () => {
    const flow = start()
    flow.payByWallet.reject({ kind: 'timeout' })
    await flush()
    flow.checkPayment.resolve({ outcome: 'done', result: null })
    await flush()
    expect(snap(flow).value).toBe('paid')
    expect(snap(flow).status).toBe('done')
    expect(flow.effects).toEqual([
      { type: 'announcePaid', params: { amount: input.amount, bankName: '', cardNo: '' } },
      { type: 'openBorrowDetail', params: { orderId: input.orderId } },
    ])
  })

  it('still pending, or the check failed: unknown, Check again and customer service; no second checkout', async () => {
    for (const settle of [
      (flow: Flow) => flow.checkPayment.resolve({ outcome: 'pending' }),
      (flow: Flow) => flow.checkPayment.reject(new Error('aborted')),
    ]) {
      const flow = start()
      flow.payByWallet.reject({ kind: 'timeout' })
      await flush()
      settle(flow)
      await flush()
      expect(snap(flow).value).toBe('outcomeUnknown')
      for (const type of ['wallet.retry', 'card.choose'] as const)
        expect(snap(flow).can({ type })).toBe(false)
      send(flow, { type: 'service.open' })
      expect(flow.effects).toEqual([{ type: 'openCustomerService', params: undefined }])
      send(flow, { type: 'outcome.check' })
      expect(snap(flow).value).toBe('checkingOutcome')
      expect(flow.checkPayment.calls).toHaveLength(2)
      expect(flow.payByWallet.calls).toHaveLength(1)
    }
  })

  it('opened on a card payment left unknown: checked as a card payment first; not made says so', async () => {
    const flow = start({ ...input, unsettled: 'commit' })
    expect(snap(flow).value).toBe('checkingOutcome')
    expect(flow.payByWallet.calls).toHaveLength(0)
    expect(flow.checkPayment.calls.map((c) => c.input)).toEqual([{ ...check, call: 'commit' }])
    flow.checkPayment.resolve({ outcome: 'notDone' })
    await flush()
    expect(snap(flow).value).toEqual({ failed: 'idle' })
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'repay.notDone' }, tone: 'info' } },
    ])
  })

  it('opened again on an unsettled checkout: checked first, the e-wallet is not asked', async () => {
    const flow = start({ ...input, unsettled: 'wallet' })
    expect(snap(flow).value).toBe('checkingOutcome')
    expect(flow.payByWallet.calls).toHaveLength(0)
    flow.checkPayment.resolve({ outcome: 'notDone' })
    await flush()
    expect(snap(flow).value).toEqual({ failed: 'idle' })
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type ActorRefFrom } from 'xstate'
import {
  CARD_NEEDED,
  OPENS_INSIDE,
  orderDetailsMachine,
  SCORE_ASKED,
  WITHDRAW_STATUS,
} from '../../machines/order-details.machine.ts'
import type {
  OrderDetails,
  OrderDetailsEvent,
  OrderDetailsInput,
  WithdrawTarget,
} from '../../machines/order-details.types.ts'
import { DELAY_OFFERED, ORDER_STATUS, statusView, type StatusView } from '../../machines/order-status.ts'
import { ratingMachine } from '../../machines/rating.machine.ts'
import type { PaymentReceipt } from '../../machines/repay-outcome.ts'
import type { RatingEvent } from '../../machines/rating.types.ts'
import type {
  OpenProductInput,
  ProductTarget,
  RecommendedProduct,
} from '../../machines/recommended-products.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { createControllable } from '../model/harness.ts'

/**
 * The loan order page (machines/order-details.machine.ts) with its load, the rating popup and the
 * recommended products replaced: the load and the child machines' calls are stubs the test settles,
 * and every effect (the page's and its children's) is recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'replaceWith'; params: { url: string } }
  | { type: 'openRepay'; params: OrderDetailsInput }
  | { type: 'openRollover'; params: OrderDetailsInput }
  | { type: 'openProduct'; params: { productId: string } }
  | { type: 'callPhone'; params: { phone: string } }
  | { type: 'openBindCard'; params: OrderDetailsInput }
  | { type: 'openWithdraw'; params: { target: WithdrawTarget } }
  | { type: 'keepReceipt'; params: PaymentReceipt }
  | { type: 'rating.showToast'; params: ToastParams }
  | { type: 'rating.scoreAccepted'; params: { stars: number } }
  | { type: 'recommendations.showToast'; params: ToastParams }
  | { type: 'recommendations.openProduct'; params: { target: ProductTarget } }
  | { type: 'recommendations.openMore' }

const ids: OrderDetailsInput = { productId: 'P-77', orderId: 'BYD20261105000017' }

const recProduct = (productId: string, enabled = '1'): RecommendedProduct => ({
  productId,
  logo: `https://cdn.bayad.test/${productId}.png`,
  name: `Product ${productId}`,
  buttonText: 'Apply',
  enabled,
  amountRange: '₱1,000 - ₱20,000',
  amountDesc: 'Loan amount',
  rate: '0.05%',
  rateDesc: 'Daily rate',
  tags: ['Fast'],
})
const recProducts = [recProduct('P-1'), recProduct('P-2', '0')]

/** An order with no popup, no redirect and no products; `changes` set the case under test. */
const order = (changes: Partial<OrderDetails> = {}): OrderDetails => ({
  status: ORDER_STATUS.inReview,
  statusText: 'In review',
  description: 'We are reviewing your application.',
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/logo.png',
  rows: [{ text: 'Loan amount', value: '₱5,000.00' }],
  isDelay: '0',
  telephone: '',
  reminder: '',
  isScore: '0',
  cardNeedPop: '0',
  cardPopTitle: 'Bind a card',
  cardPopMsg: 'Bind a bank card to receive the money.',
  redirectUrl: '',
  withdrawUrl: '',
  inside: '0',
  products: [],
  dueDate: '',
  lastPayment: null,
  receipts: [],
  ...changes,
})

const redirectUrl = 'https://lender.example/order/9?deviceId=d1&sessionId=s1'
const rejected: CallFailure = { kind: 'rejected', code: '3', message: 'Order not found' }

function start(input: OrderDetailsInput = ids) {
  const calls = {
    loadDetails: createControllable<OrderDetails, OrderDetailsInput>('loadDetails'),
    submitScore: createControllable<void, { stars: number }>('submitScore'),
    loadProducts: createControllable<RecommendedProduct[], void>('loadProducts'),
    resolveProduct: createControllable<ProductTarget, OpenProductInput>('resolveProduct'),
  }
  const effects: Effect[] = []
  const record =
    <T extends Effect['type']>(type: T) =>
    (_: unknown, params: unknown): void =>
      void effects.push((params === undefined ? { type } : { type, params }) as Effect)
  const host = {
    effects,
    of: <T extends Effect['type']>(type: T) =>
      effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type),
  }
  const replaceWith = vi.fn(record('replaceWith'))
  const actor = createActor(
    orderDetailsMachine.provide({
      actors: {
        loadDetails: calls.loadDetails.logic,
        rating: ratingMachine.provide({
          actors: { submitScore: calls.submitScore.logic },
          actions: { showToast: record('rating.showToast'), scoreAccepted: record('rating.scoreAccepted') },
        }),
      },
      actions: {
        showToast: record('showToast'),
        replaceWith,
        openRepay: record('openRepay'),
        openRollover: record('openRollover'),
        openProduct: record('openProduct'),
        callPhone: record('callPhone'),
        openBindCard: record('openBindCard'),
        openWithdraw: record('openWithdraw'),
        keepReceipt: record('keepReceipt'),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls, host, replaceWith }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: OrderDetailsEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()
const popup = (flow: Flow) => (snap(flow).value as { ready: { popup: string } }).ready.popup
const requests = (flow: Flow) => (snap(flow).value as { ready: { requests: string } }).ready.requests
const recommendations = (flow: Flow) =>
  (snap(flow).value as { ready: { recommendations: string } }).ready.recommendations
const ratingChild = (flow: Flow) =>
  snap(flow).children.rating as ActorRefFrom<typeof ratingMachine> | undefined
const sendRating = (flow: Flow, event: RatingEvent) => {
  const child = ratingChild(flow)
  if (child === undefined) throw new Error('the rating popup is not running')
  child.send(event)
}

/** Loads `loaded` and checks the page is shown. */
async function ready(loaded: OrderDetails, input: OrderDetailsInput = ids) {
  const flow = start(input)
  flow.calls.loadDetails.resolve(loaded)
  await flush()
  expect(snap(flow).matches('ready')).toBe(true)
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('orderDetails: statusView (spec §4 "Order status", "Buttons")', () => {
  const none: Omit<StatusView, 'tone' | 'icon'> = {
    actions: [],
    rolloverHint: false,
    showsRecommendations: true,
  }
  const rows: Array<[string, string, string, StatusView]> = [
    ['21 in review', '21', '0', { tone: 'blue', icon: 'review', ...none }],
    ['151 processing', '151', '0', { tone: 'amber', icon: 'processing', ...none }],
    ['110 failed', '110', '0', { tone: 'red', icon: 'failed', ...none }],
    [
      '170 repaying',
      '170',
      '0',
      {
        tone: 'orange',
        icon: 'repaying',
        actions: ['repayment'],
        rolloverHint: false,
        showsRecommendations: false,
      },
    ],
    [
      '174 with delay',
      '174',
      '1',
      {
        tone: 'orange',
        icon: 'repayable',
        actions: ['repay', 'rollover'],
        rolloverHint: true,
        showsRecommendations: false,
      },
    ],
    [
      '174 without delay',
      '174',
      '0',
      {
        tone: 'orange',
        icon: 'repayable',
        actions: ['repayment'],
        rolloverHint: false,
        showsRecommendations: false,
      },
    ],
    [
      '180 with delay',
      '180',
      '1',
      {
        tone: 'red',
        icon: 'overdue',
        actions: ['repay', 'rollover'],
        rolloverHint: true,
        showsRecommendations: false,
      },
    ],
    [
      '180 without delay',
      '180',
      '0',
      {
        tone: 'red',
        icon: 'overdue',
        actions: ['repayment'],
        rolloverHint: false,
        showsRecommendations: false,
      },
    ],
    [
      '200 finished',
      '200',
      '0',
      {
        tone: 'teal',
        icon: 'finished',
        actions: ['borrowAgain'],
        rolloverHint: false,
        showsRecommendations: false,
      },
    ],
    ['999 unknown: 21 styling with the 200 icon', '999', '0', { tone: 'blue', icon: 'finished', ...none }],
    ['unknown even with delay', '999', '1', { tone: 'blue', icon: 'finished', ...none }],
    ['170 ignores isDelay', '170', '1', statusView('170', '0')],
    ['200 ignores isDelay', '200', '1', statusView('200', '0')],
  ]
  it.each(rows)('%s', (_what, status, isDelay, view) => {
    expect(statusView(status, isDelay)).toEqual(view)
  })

  it('names the codes and flags of spec §4', () => {
    expect(ORDER_STATUS).toEqual({
      inReview: '21',
      processing: '151',
      failed: '110',
      repaying: '170',
      repayable: '174',
      overdue: '180',
      finished: '200',
    })
    expect([DELAY_OFFERED, SCORE_ASKED, CARD_NEEDED, OPENS_INSIDE, WITHDRAW_STATUS]).toEqual([
      '1',
      '1',
      '1',
      '1',
      '151',
    ])
  })
})

describe('orderDetails: loading', () => {
  it('asks for the order of the page, shows busy, then shows it with no popup', async () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(snap(flow).context).toEqual({
      ...ids,
      order: null,
      // Nothing else given: no application, no receipts, nothing shown first.
      fromConfirm: false,
      submitted: null,
      receipts: [],
      receiptRef: '',
      now: 0,
    })
    expect(flow.calls.loadDetails.calls.map((c) => c.input)).toEqual([ids])
    const loaded = order()
    flow.calls.loadDetails.resolve(loaded)
    await flush()
    expect(snap(flow).value).toEqual({
      ready: { popup: 'none', requests: 'idle', recommendations: 'hidden' },
    })
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.order).toEqual(loaded)
    expect(flow.host.effects).toEqual([])
  })

  it('a failed load toasts the server message (failure tone) and offers a retry that loads again', async () => {
    const flow = start()
    flow.calls.loadDetails.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.host.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Order not found' }, tone: 'failure' } },
    ])
    send(flow, { type: 'details.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.calls.loadDetails.calls.map((c) => c.input)).toEqual([ids, ids])
    flow.calls.loadDetails.resolve(order())
    await flush()
    expect(snap(flow).matches('ready')).toBe(true)
  })

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['http', { kind: 'http' }, { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.calls.loadDetails.reject(error)
    await flush()
    expect(flow.host.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('the buttons and popups mean nothing while loading or after a failed load', async () => {
    const flow = start({ ...ids })
    const events: OrderDetailsEvent[] = [
      { type: 'order.repay' },
      { type: 'order.borrowAgain' },
      { type: 'phone.call' },
      { type: 'bindCard.go' },
      { type: 'withdraw.go' },
    ]
    for (const event of events) send(flow, event)
    flow.calls.loadDetails.reject({ kind: 'network' })
    await flush()
    for (const event of events) send(flow, event)
    expect(snap(flow).value).toBe('loadFailed')
    expect(flow.host.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.network' }, tone: 'failure' } },
    ])
  })
})

describe('orderDetails: the playeduL redirect', () => {
  it.each(['151', '110', '170', '174', '180', '200', '999'])(
    'status %s with a redirect URL replaces the page before it is shown',
    async (status) => {
      const flow = start()
      flow.calls.loadDetails.resolve(
        order({ status, redirectUrl, isScore: '1', cardNeedPop: '1', products: recProducts }),
      )
      await flush()
      expect(snap(flow).value).toBe('redirecting')
      expect(snap(flow).status).toBe('done')
      expect(flow.replaceWith).toHaveBeenCalledTimes(1)
      expect(flow.host.effects).toEqual([{ type: 'replaceWith', params: { url: redirectUrl } }])
      // Nothing of the page starts: no popup, no products.
      expect(snap(flow).children).toEqual({})
    },
  )

  it('status 21 with a redirect URL stays on the page', async () => {
    const flow = await ready(order({ status: '21', redirectUrl }))
    expect(snap(flow).context.order?.status).toBe('21')
    expect(flow.replaceWith).not.toHaveBeenCalled()
    expect(flow.host.effects).toEqual([])
  })

  it.each(['151', '200', '999'])('status %s without a redirect URL stays on the page', async (status) => {
    const flow = await ready(order({ status }))
    expect(flow.replaceWith).not.toHaveBeenCalled()
  })
})

describe('orderDetails: the buttons', () => {
  it.each([
    ['170', '0'],
    ['174', '0'],
    ['174', '1'],
    ['180', '0'],
    ['180', '1'],
  ])(
    'status %s (isDelay %s): REPAY / Repayment opens the repayment with the product and order',
    async (status, isDelay) => {
      const flow = await ready(order({ status, isDelay }))
      send(flow, { type: 'order.repay' })
      expect(flow.host.effects).toEqual([{ type: 'openRepay', params: ids }])
    },
  )

  it.each([
    ['21', '1'],
    ['151', '1'],
    ['110', '1'],
    ['200', '1'],
    ['999', '1'],
  ])('status %s (isDelay %s) offers no repayment: order.repay does nothing', async (status, isDelay) => {
    const flow = await ready(order({ status, isDelay }))
    expect(snap(flow).can({ type: 'order.repay' })).toBe(false)
    send(flow, { type: 'order.repay' })
    expect(flow.host.effects).toEqual([])
  })

  it.each(['174', '180'])(
    'status %s with isDelay 1: Rollover Repayment opens the rollover',
    async (status) => {
      const flow = await ready(order({ status, isDelay: '1' }))
      send(flow, { type: 'order.rollover' })
      expect(flow.host.effects).toEqual([{ type: 'openRollover', params: ids }])
    },
  )

  it.each([
    ['174', '0'],
    ['180', '0'],
    ['170', '1'],
    ['200', '1'],
    ['21', '1'],
  ])('status %s with isDelay %s offers no rollover', async (status, isDelay) => {
    const flow = await ready(order({ status, isDelay }))
    expect(snap(flow).can({ type: 'order.rollover' })).toBe(false)
    send(flow, { type: 'order.rollover' })
    expect(flow.host.effects).toEqual([])
  })

  it('status 200: Borrow Again asks the host to open the order’s product', async () => {
    const flow = await ready(order({ status: '200' }))
    send(flow, { type: 'order.borrowAgain' })
    expect(flow.host.effects).toEqual([{ type: 'openProduct', params: { productId: ids.productId } }])
  })

  it.each(['21', '151', '110', '170', '174', '180', '999'])(
    'status %s offers no Borrow Again',
    async (status) => {
      const flow = await ready(order({ status, isDelay: '1' }))
      expect(snap(flow).can({ type: 'order.borrowAgain' })).toBe(false)
      send(flow, { type: 'order.borrowAgain' })
      expect(flow.host.effects).toEqual([])
    },
  )

  it('the buttons work again and again (once REPEAT_TAP_MS has passed), and while a popup is open', async () => {
    const flow = await ready(order({ status: '174', isDelay: '1', cardNeedPop: '1' }))
    expect(popup(flow)).toBe('bindCard')
    expect(requests(flow)).toBe('idle')
    send(flow, { type: 'order.repay' })
    expect(requests(flow)).toBe('asked')
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    expect(requests(flow)).toBe('idle')
    send(flow, { type: 'order.repay' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    send(flow, { type: 'order.rollover' })
    expect(flow.host.effects).toEqual([
      { type: 'openRepay', params: ids },
      { type: 'openRepay', params: ids },
      { type: 'openRollover', params: ids },
    ])
    expect(popup(flow)).toBe('bindCard')
    expect(requests(flow)).toBe('asked')
  })

  it.each<[string, Partial<OrderDetails>, OrderDetailsEvent, Effect]>([
    ['REPAY', { status: '174', isDelay: '1' }, { type: 'order.repay' }, { type: 'openRepay', params: ids }],
    [
      'Rollover Repayment',
      { status: '180', isDelay: '1' },
      { type: 'order.rollover' },
      { type: 'openRollover', params: ids },
    ],
    [
      'Borrow Again',
      { status: '200' },
      { type: 'order.borrowAgain' },
      { type: 'openProduct', params: { productId: ids.productId } },
    ],
    [
      'the service phone',
      { status: '21', telephone: '+63 2 8888 0000' },
      { type: 'phone.call' },
      { type: 'callPhone', params: { phone: '+63 2 8888 0000' } },
    ],
  ])(
    '%s: a second tap within REPEAT_TAP_MS is ignored; after it, a tap asks again',
    async (_what, changes, event, effect) => {
      const flow = await ready(order(changes))
      send(flow, event)
      expect(flow.host.effects).toEqual([effect])
      expect(requests(flow)).toBe('asked')
      expect(snap(flow).can(event)).toBe(false)
      send(flow, event)
      await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
      expect(requests(flow)).toBe('asked')
      send(flow, event)
      expect(flow.host.effects).toEqual([effect])
      await vi.advanceTimersByTimeAsync(1)
      expect(requests(flow)).toBe('idle')
      expect(snap(flow).can(event)).toBe(true)
      send(flow, event)
      expect(flow.host.effects).toEqual([effect, effect])
      expect(requests(flow)).toBe('asked')
    },
  )

  it('within REPEAT_TAP_MS another button or the phone is ignored too', async () => {
    const flow = await ready(order({ status: '174', isDelay: '1', telephone: '+63 2 8888 0000' }))
    send(flow, { type: 'order.rollover' })
    send(flow, { type: 'order.repay' })
    send(flow, { type: 'phone.call' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    send(flow, { type: 'order.repay' })
    expect(flow.host.effects).toEqual([{ type: 'openRollover', params: ids }])
    await vi.advanceTimersByTimeAsync(1)
    send(flow, { type: 'phone.call' })
    expect(flow.host.effects).toEqual([
      { type: 'openRollover', params: ids },
      { type: 'callPhone', params: { phone: '+63 2 8888 0000' } },
    ])
  })

  it('a tap the status does not offer leaves the buttons ready', async () => {
    const flow = await ready(order({ status: '174', isDelay: '0' }))
    send(flow, { type: 'order.rollover' })
    expect(requests(flow)).toBe('idle')
    send(flow, { type: 'order.repay' })
    expect(flow.host.effects).toEqual([{ type: 'openRepay', params: ids }])
  })

  it('the popups still work within REPEAT_TAP_MS of a button', async () => {
    const flow = await ready(order({ status: '174', isDelay: '1', cardNeedPop: '1' }))
    send(flow, { type: 'order.repay' })
    send(flow, { type: 'bindCard.go' })
    expect(popup(flow)).toBe('none')
    expect(requests(flow)).toBe('asked')
    expect(flow.host.effects).toEqual([
      { type: 'openRepay', params: ids },
      { type: 'openBindCard', params: ids },
    ])
  })

  it('the service phone calls the order’s telephone', async () => {
    const flow = await ready(order({ telephone: '+63 2 8888 0000' }))
    send(flow, { type: 'phone.call' })
    expect(flow.host.effects).toEqual([{ type: 'callPhone', params: { phone: '+63 2 8888 0000' } }])
  })

  it('without a telephone the phone does nothing', async () => {
    const flow = await ready(order({ telephone: '' }))
    expect(snap(flow).can({ type: 'phone.call' })).toBe(false)
    send(flow, { type: 'phone.call' })
    expect(flow.host.effects).toEqual([])
  })
})

describe('orderDetails: the popups, one at a time', () => {
  it('no flag: no popup', async () => {
    const flow = await ready(order({ status: '200' }))
    expect(popup(flow)).toBe('none')
    expect(ratingChild(flow)).toBeUndefined()
  })

  it('bind card, then Withdraw Now (151), then the rating, then none, each on close', async () => {
    const flow = await ready(order({ status: '151', cardNeedPop: '1', isScore: '1' }))
    expect(popup(flow)).toBe('bindCard')
    expect(ratingChild(flow)).toBeUndefined()
    // The later popups' buttons mean nothing yet.
    send(flow, { type: 'withdraw.go' })
    expect(popup(flow)).toBe('bindCard')

    send(flow, { type: 'bindCard.close' })
    expect(popup(flow)).toBe('withdraw')
    expect(ratingChild(flow)).toBeUndefined()
    send(flow, { type: 'bindCard.go' })
    expect(popup(flow)).toBe('withdraw')

    send(flow, { type: 'withdraw.close' })
    expect(popup(flow)).toBe('rating')
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')

    sendRating(flow, { type: 'rating.cancel' })
    expect(popup(flow)).toBe('none')
    expect(ratingChild(flow)).toBeUndefined()
    expect(flow.host.effects).toEqual([])
  })

  it('bind card closed on a status other than 151 goes straight to the rating', async () => {
    const flow = await ready(order({ status: '174', cardNeedPop: '1', isScore: '1' }))
    send(flow, { type: 'bindCard.close' })
    expect(popup(flow)).toBe('rating')
    expect(ratingChild(flow)).toBeDefined()
  })

  it('bind card closed without isScore 1 leaves no popup', async () => {
    const flow = await ready(order({ status: '174', cardNeedPop: '1', isScore: '0' }))
    send(flow, { type: 'bindCard.close' })
    expect(popup(flow)).toBe('none')
    expect(ratingChild(flow)).toBeUndefined()
  })

  it('"Go and bind the card" opens the bind card page with the product and order, and closes the popups', async () => {
    const flow = await ready(order({ status: '151', cardNeedPop: '1', isScore: '1' }))
    send(flow, { type: 'bindCard.go' })
    expect(popup(flow)).toBe('none')
    expect(flow.host.effects).toEqual([{ type: 'openBindCard', params: ids }])
    send(flow, { type: 'bindCard.go' })
    expect(flow.host.of('openBindCard')).toHaveLength(1)
  })

  it('status 151 without the card popup opens Withdraw Now first', async () => {
    const flow = await ready(order({ status: '151' }))
    expect(popup(flow)).toBe('withdraw')
    send(flow, { type: 'withdraw.close' })
    expect(popup(flow)).toBe('none')
  })

  it('Withdraw Now without a page opens the product through the host', async () => {
    const flow = await ready(order({ status: '151', withdrawUrl: '', inside: '1', isScore: '1' }))
    send(flow, { type: 'withdraw.go' })
    expect(popup(flow)).toBe('none')
    expect(ratingChild(flow)).toBeUndefined()
    expect(flow.host.effects).toEqual([
      { type: 'openWithdraw', params: { target: { kind: 'product', productId: ids.productId } } },
    ])
  })

  it.each([
    ['1', true],
    ['0', false],
    ['', false],
  ])('Withdraw Now with a page and inside %j opens it (inside: %s)', async (inside, opensInside) => {
    const withdrawUrl = 'https://lender.example/withdraw/9'
    const flow = await ready(order({ status: '151', withdrawUrl, inside }))
    send(flow, { type: 'withdraw.go' })
    expect(flow.host.effects).toEqual([
      { type: 'openWithdraw', params: { target: { kind: 'page', url: withdrawUrl, inside: opensInside } } },
    ])
  })

  it('after Later, the footer Withdraw Now opens the same target, once per REPEAT_TAP_MS', async () => {
    const withdrawUrl = 'https://lender.example/withdraw/9'
    const flow = await ready(order({ status: '151', withdrawUrl, inside: '1' }))
    send(flow, { type: 'withdraw.close' })
    send(flow, { type: 'order.withdraw' })
    send(flow, { type: 'order.withdraw' })
    expect(flow.host.effects).toEqual([
      { type: 'openWithdraw', params: { target: { kind: 'page', url: withdrawUrl, inside: true } } },
    ])
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    send(flow, { type: 'order.withdraw' })
    expect(flow.host.of('openWithdraw')).toHaveLength(2)
  })

  it.each(['21', '174', '200', '999'])('status %s offers no Withdraw Now', async (status) => {
    const flow = await ready(order({ status, withdrawUrl: 'https://lender.example/withdraw/9' }))
    expect(snap(flow).can({ type: 'order.withdraw' })).toBe(false)
    send(flow, { type: 'order.withdraw' })
    expect(flow.host.of('openWithdraw')).toEqual([])
  })

  it('isScore 1 alone opens the rating popup, which thanks below 4 stars without sending', async () => {
    const flow = await ready(order({ status: '200', isScore: '1' }))
    expect(popup(flow)).toBe('rating')
    expect(ratingChild(flow)?.getSnapshot().context).toEqual({ thanksBelowThreshold: true, stars: 0 })
    sendRating(flow, { type: 'star.pick', stars: 2 })
    sendRating(flow, { type: 'rating.submit' })
    expect(ratingChild(flow)?.getSnapshot().value).toBe('thanking')
    expect(popup(flow)).toBe('rating')
    sendRating(flow, { type: 'result.close' })
    expect(popup(flow)).toBe('none')
    expect(flow.calls.submitScore.calls).toHaveLength(0)
    expect(flow.host.effects).toEqual([])
  })

  it('4 stars or more are sent once and accepted (the store rating), then the popup closes', async () => {
    const flow = await ready(order({ status: '200', isScore: '1' }))
    sendRating(flow, { type: 'star.pick', stars: 5 })
    sendRating(flow, { type: 'rating.submit' })
    sendRating(flow, { type: 'rating.submit' })
    expect(flow.calls.submitScore.calls.map((c) => c.input)).toEqual([{ stars: 5 }])
    expect(popup(flow)).toBe('rating')
    flow.calls.submitScore.resolve()
    await flush()
    expect(popup(flow)).toBe('none')
    expect(ratingChild(flow)).toBeUndefined()
    expect(flow.host.effects).toEqual([{ type: 'rating.scoreAccepted', params: { stars: 5 } }])
  })

  it('Send with no star toasts and keeps the rating popup open', async () => {
    const flow = await ready(order({ status: '200', isScore: '1' }))
    sendRating(flow, { type: 'rating.submit' })
    expect(popup(flow)).toBe('rating')
    expect(flow.host.effects).toEqual([
      { type: 'rating.showToast', params: { notice: { id: 'rating.pickStar' }, tone: 'failure' } },
    ])
  })

  it('isScore other than "1" never opens the rating', async () => {
    const flow = await ready(order({ status: '200', isScore: '2' }))
    expect(popup(flow)).toBe('none')
    expect(ratingChild(flow)).toBeUndefined()
  })
})

describe('orderDetails: recommended products', () => {
  it.each(['21', '151', '110', '999'])(
    'status %s (no buttons) with products shows them (the list runs its own machine)',
    async (status) => {
      const flow = await ready(order({ status, products: recProducts }))
      expect(recommendations(flow)).toBe('shown')
      expect(snap(flow).context.order?.products).toEqual(recProducts)
    },
  )

  it.each([
    ['170', '0'],
    ['174', '1'],
    ['174', '0'],
    ['180', '1'],
    ['180', '0'],
    ['200', '0'],
  ])('status %s (isDelay %s) has buttons: no products', async (status, isDelay) => {
    const flow = await ready(order({ status, isDelay, products: recProducts }))
    expect(recommendations(flow)).toBe('hidden')
  })

  it('an empty product list shows nothing', async () => {
    const flow = await ready(order({ status: '21', products: [] }))
    expect(recommendations(flow)).toBe('hidden')
  })

  it('products and popups run side by side', async () => {
    const flow = await ready(order({ status: '151', products: recProducts, isScore: '1' }))
    expect(snap(flow).value).toEqual({
      ready: { popup: 'withdraw', requests: 'idle', recommendations: 'shown' },
    })
    send(flow, { type: 'withdraw.close' })
    expect(snap(flow).value).toEqual({
      ready: { popup: 'rating', requests: 'idle', recommendations: 'shown' },
    })
    expect(Object.keys(snap(flow).children)).toEqual(['rating'])
  })
})

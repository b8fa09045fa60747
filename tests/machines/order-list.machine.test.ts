import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { orderListMachine } from '../../machines/order-list.machine.ts'
import { byUrgency, orderDaysLate } from '../../machines/order-list-urgency.ts'
import type { OrderListEvent, OrderSummary } from '../../machines/order-list.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { createControllable } from '../model/harness.ts'

/**
 * My orders (machines/order-list.machine.ts) with the load replaced by a stub the test settles, and
 * every effect recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openOrder'; params: { orderId: string; productId: string } }

const summary = (orderId: string, productId: string, changes: Partial<OrderSummary> = {}): OrderSummary => ({
  orderId,
  productId,
  productName: `Product ${productId}`,
  productLogo: `https://cdn.bayad.test/${productId}.png`,
  amount: 500000,
  owed: 560000,
  status: '174',
  statusText: 'Repayable',
  date: 'Due 2026-12-21',
  dueDate: '2026-12-21',
  daysLate: null,
  ...changes,
})

const first = summary('BYD20261105000017', 'P-77')
const second = summary('BYD20261020000003', 'P-12', {
  status: '200',
  statusText: 'Finished',
  owed: null,
  date: '',
  dueDate: '',
})
const orders = [first, second]
const rejected: CallFailure = { kind: 'rejected', code: '2', message: 'Please log in again' }

function start() {
  const loadOrders = createControllable<OrderSummary[], void>('loadOrders')
  const effects: Effect[] = []
  const openOrder = vi.fn(
    (_: unknown, params: { orderId: string; productId: string }) =>
      void effects.push({ type: 'openOrder', params }),
  )
  const actor = createActor(
    orderListMachine.provide({
      actors: { loadOrders: loadOrders.logic },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        openOrder,
      },
    }),
  )
  actor.start()
  return { actor, loadOrders, effects, openOrder }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: OrderListEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()

async function listing() {
  const flow = start()
  flow.loadOrders.resolve(orders)
  await flush()
  expect(snap(flow).value).toBe('listing')
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('orderList: loading', () => {
  it('loads the orders once, showing busy, then lists them', async () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(snap(flow).context.orders).toEqual([])
    expect(flow.loadOrders.calls).toHaveLength(1)
    flow.loadOrders.resolve(orders)
    await flush()
    expect(snap(flow).value).toBe('listing')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.orders).toEqual(orders)
    expect(flow.effects).toEqual([])
  })

  it('no orders: the empty state, where a tap opens nothing', async () => {
    const flow = start()
    flow.loadOrders.resolve([])
    await flush()
    expect(snap(flow).value).toBe('empty')
    expect(snap(flow).context.orders).toEqual([])
    send(flow, { type: 'order.open', orderId: first.orderId })
    send(flow, { type: 'orders.retry' })
    expect(flow.effects).toEqual([])
    expect(flow.loadOrders.calls).toHaveLength(1)
  })

  it('a failed load toasts the server message (failure tone) and offers a retry that loads again', async () => {
    const flow = start()
    flow.loadOrders.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Please log in again' }, tone: 'failure' } },
    ])
    send(flow, { type: 'order.open', orderId: first.orderId })
    expect(flow.openOrder).not.toHaveBeenCalled()
    send(flow, { type: 'orders.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.loadOrders.calls).toHaveLength(2)
    flow.loadOrders.resolve(orders)
    await flush()
    expect(snap(flow).value).toBe('listing')
    expect(snap(flow).context.orders).toEqual(orders)
  })

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['timeout', { kind: 'timeout' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['not a call failure', new Error('boom'), { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.loadOrders.reject(error)
    await flush()
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('a retry that finds no orders shows the empty state', async () => {
    const flow = start()
    flow.loadOrders.reject({ kind: 'network' })
    await flush()
    send(flow, { type: 'orders.retry' })
    flow.loadOrders.resolve([])
    await flush()
    expect(snap(flow).value).toBe('empty')
  })

  it('orders.retry means nothing once listed', async () => {
    const flow = await listing()
    expect(snap(flow).can({ type: 'orders.retry' })).toBe(false)
    send(flow, { type: 'orders.retry' })
    expect(flow.loadOrders.calls).toHaveLength(1)
  })
})

describe('orderList: opening an order', () => {
  it('a tap opens the order details with the order and its product', async () => {
    const flow = await listing()
    send(flow, { type: 'order.open', orderId: second.orderId })
    expect(flow.effects).toEqual([
      { type: 'openOrder', params: { orderId: second.orderId, productId: second.productId } },
    ])
    send(flow, { type: 'order.open', orderId: first.orderId })
    expect(flow.openOrder).toHaveBeenCalledTimes(2)
    expect(flow.effects[1]).toEqual({
      type: 'openOrder',
      params: { orderId: first.orderId, productId: first.productId },
    })
    expect(snap(flow).value).toBe('listing')
  })

  it.each([
    ['an unknown id', 'BYD00000000000000'],
    ['an empty id', ''],
  ])('%s is ignored', async (_what, orderId) => {
    const flow = await listing()
    expect(snap(flow).can({ type: 'order.open', orderId })).toBe(false)
    send(flow, { type: 'order.open', orderId })
    expect(flow.openOrder).not.toHaveBeenCalled()
    expect(flow.effects).toEqual([])
  })

  it('a tap while loading opens nothing', () => {
    const flow = start()
    send(flow, { type: 'order.open', orderId: first.orderId })
    expect(flow.effects).toEqual([])
  })
})

describe('orderList: what is owed first (decision 030)', () => {
  const finished = summary('F-1', 'P', { status: '200', owed: null, dueDate: '2026-09-02' })
  const inReview = summary('R-1', 'P', { status: '21', owed: null, dueDate: '' })
  const dueLater = summary('D-2', 'P', { status: '174', dueDate: '2027-01-01' })
  const dueSooner = summary('D-1', 'P', { status: '170', dueDate: '2026-12-05' })
  const dueUnreadable = summary('D-3', 'P', { status: '174', dueDate: 'soon' })
  const lateLess = summary('O-2', 'P', { status: '180', dueDate: '2026-11-20', daysLate: 7 })
  const lateMore = summary('O-1', 'P', { status: '180', dueDate: '2026-11-11', daysLate: 16 })
  // A repayable order past its due date (the status not yet moved to 180) is late all the same.
  const lateRepayable = summary('O-3', 'P', { status: '174', dueDate: '2026-11-25', daysLate: 2 })

  it('overdue first (most late first), then what is owed by due date, then the rest as the server sent them', () => {
    const sorted = byUrgency([
      inReview,
      dueLater,
      finished,
      lateLess,
      dueUnreadable,
      dueSooner,
      lateRepayable,
      lateMore,
    ])
    expect(sorted.map((o) => o.orderId)).toEqual(['O-1', 'O-2', 'O-3', 'D-1', 'D-2', 'D-3', 'R-1', 'F-1'])
  })

  it('the machine lists the loaded orders in that order', async () => {
    const flow = start()
    flow.loadOrders.resolve([finished, dueLater, lateMore])
    await flush()
    expect(snap(flow).context.orders.map((o) => o.orderId)).toEqual(['O-1', 'D-2', 'F-1'])
  })

  it.each([
    ['overdue, 16 Manila days after the due date', '180', '2026-11-11', '2026-11-27T03:00:00Z', 16],
    ['overdue, at 00:30 Manila the day after', '180', '2026-11-26', '2026-11-26T16:30:00Z', 1],
    ['overdue, still the due date in Manila', '180', '2026-11-27', '2026-11-27T15:59:00Z', null],
    ['repayable past its due date', '174', '2026-11-20', '2026-11-27T03:00:00Z', 7],
    ['pending repayment past its due date', '170', '2026-11-26', '2026-11-27T03:00:00Z', 1],
    ['repayable before its due date', '174', '2026-12-05', '2026-11-27T03:00:00Z', null],
    ['overdue without a readable due date', '180', '', '2026-11-27T03:00:00Z', null],
    ['finished long after its due date', '200', '2026-09-02', '2026-11-27T03:00:00Z', null],
    ['in review', '21', '2026-09-02', '2026-11-27T03:00:00Z', null],
  ])('%s: %s days late', (_what, status, due, now, expected) => {
    expect(orderDaysLate(status, due, new Date(now))).toBe(expected)
  })
})

import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { orderList } from '../../src/api/order.ts'
import type { DataOf } from '../../src/api/api.ts'
import { schemas as schemas } from '../../src/api/order.ts'
import {
  ORDER_DETAILS_PATH,
  orderDate,
  orderListWith,
  toOrderSummary,
} from '../../src/screens/order-list/order-list.impl.ts'
import { fakeServices, flush } from './fake-services.ts'

/**
 * The real side effects of My orders (src/screens/order-list/order-list.impl.ts): the order-list call
 * and its payload, the mapping of its answer, and where a tapped order goes. The machine's own rules
 * are tested through the view in tests/model/order-list.model.test.tsx.
 */

const query = { deviceId: 'dev-1', sessionId: 'sess-9', userId: '100234' }

/** Orders as the server sends them (numbers and strings mixed), decoded by the real schema. */
const rawOrders = [
  {
    orderId: 'BYD20261105000017',
    productId: 101,
    productName: 'Bayad Cash',
    productLogo: 'https://cdn.bayad.test/bc.png',
    amount: '500000',
    orderStatus: 174,
    noticeStatusText: 'Repayable',
    createTime: '2026-11-05 10:00:00',
    repayDate: '2027-02-04',
    repayAmount: '560000',
  },
  {
    orderId: 'BYD20260812000042',
    productId: '102',
    productName: 'PesoFlex',
    productLogo: null,
    amount: null,
    orderStatus: '21',
    noticeStatusText: null,
    createTime: '2026-08-12 09:30:00',
    repayDate: null,
  },
]
const ordersData = (raw: unknown[] = rawOrders): DataOf<typeof orderList> => v.parse(schemas.orderList, raw)

function start(raw?: unknown[]) {
  const services = fakeServices({ pageQuery: query })
  services.answer(orderList, () => ordersData(raw))
  const actor = createActor(orderListWith(services))
  actor.start()
  return { services, actor }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('order list: the call and where an order opens', () => {
  it('loads order-list with an empty payload and lists the orders', async () => {
    const flow = start()
    await flush()
    expect(orderList.path).toBe('/v3/order/order-list')
    expect(orderList.method).toBe('POST')
    expect(flow.services.api.callsTo(orderList)).toEqual([{}])
    const s = flow.actor.getSnapshot()
    expect(s.value).toBe('listing')
    expect(s.context.orders.map((order) => order.orderId)).toEqual(['BYD20261105000017', 'BYD20260812000042'])
  })

  it('a tapped order opens /loanDetails in the app with its productId and orderId', async () => {
    const flow = start()
    await flush()
    flow.actor.send({ type: 'order.open', orderId: 'BYD20260812000042' })
    expect(ORDER_DETAILS_PATH).toBe('/loanDetails')
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/loanDetails', { productId: '102', orderId: 'BYD20260812000042' }],
    ])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('an order id that is not in the list opens nothing', async () => {
    const flow = start()
    await flush()
    flow.actor.send({ type: 'order.open', orderId: 'BYD-FORGED' })
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it('no orders (null or []) is the empty state, without a toast', async () => {
    for (const raw of [[], null]) {
      const services = fakeServices({ pageQuery: query })
      services.answer(orderList, () => v.parse(schemas.orderList, raw))
      const actor = createActor(orderListWith(services))
      actor.start()
      await flush()
      expect(actor.getSnapshot().value).toBe('empty')
      expect(services.toasts).toEqual([])
    }
  })

  it('a failed load toasts the server message; retry calls again', async () => {
    const services = fakeServices({ pageQuery: query })
    services.fail(orderList, { kind: 'rejected', code: '1', message: 'Please log in again' })
    const actor = createActor(orderListWith(services))
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { text: 'Please log in again' }, tone: 'failure' }])
    services.answer(orderList, () => ordersData())
    actor.send({ type: 'orders.retry' })
    await flush()
    expect(actor.getSnapshot().value).toBe('listing')
    expect(services.api.callsTo(orderList)).toEqual([{}, {}])
  })

  it('a malformed answer is a failure with the malformed message', async () => {
    const services = fakeServices({ pageQuery: query })
    services.fail(orderList, { kind: 'malformed' })
    const actor = createActor(orderListWith(services))
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { id: 'error.malformed' }, tone: 'failure' }])
  })
})

describe('toOrderSummary', () => {
  const now = new Date('2026-11-27T03:00:00Z')

  it('maps the schema fields to the machine’s order (amounts in minor units, status as a code)', () => {
    const [first, second] = ordersData()
    expect(toOrderSummary(first!, now)).toEqual({
      orderId: 'BYD20261105000017',
      productId: '101',
      productName: 'Bayad Cash',
      productLogo: 'https://cdn.bayad.test/bc.png',
      amount: 500000,
      owed: 560000,
      status: '174',
      statusText: 'Repayable',
      date: 'Due 2027-02-04',
      dueDate: '2027-02-04',
      daysLate: null,
    })
    expect(toOrderSummary(second!, now)).toEqual({
      orderId: 'BYD20260812000042',
      productId: '102',
      productName: 'PesoFlex',
      productLogo: '',
      amount: 0,
      owed: null,
      status: '21',
      statusText: '',
      date: 'Placed 2026-08-12 09:30:00',
      dueDate: '',
      daysLate: null,
    })
  })

  it('an overdue order is as many Manila days late as have passed since its due date', () => {
    const [overdue] = ordersData([
      { ...rawOrders[0], orderStatus: '180', repayDate: '2026-11-11', repayAmount: 582400 },
    ])
    expect(toOrderSummary(overdue!, now)).toMatchObject({ status: '180', owed: 582400, daysLate: 16 })
  })

  it('what is owed shows only while money is owed: a finished order’s repayAmount is left out', () => {
    const [finished] = ordersData([{ ...rawOrders[0], orderStatus: 200, repayAmount: 0 }])
    expect(toOrderSummary(finished!, now)).toMatchObject({ status: '200', owed: null, daysLate: null })
  })

  it('loads, then lists the orders overdue first (the machine’s rule)', async () => {
    const flow = start([
      rawOrders[1],
      rawOrders[0],
      { ...rawOrders[0], orderId: 'BYD-LATE', orderStatus: '180', repayDate: '2026-01-01' },
    ])
    await flush()
    expect(flow.actor.getSnapshot().context.orders.map((o) => o.orderId)).toEqual([
      'BYD-LATE',
      'BYD20261105000017',
      'BYD20260812000042',
    ])
    expect(flow.actor.getSnapshot().context.orders[0]?.daysLate).toBeGreaterThan(300)
  })
})

describe('orderDate', () => {
  it.each([
    [{ repayDate: '2027-02-04', createTime: '2026-11-05 10:00:00' }, 'Due 2027-02-04'],
    [{ repayDate: '  ', createTime: '2026-11-05 10:00:00' }, 'Placed 2026-11-05 10:00:00'],
    [{ repayDate: '', createTime: '' }, ''],
  ])('%j reads %j', (item, expected) => {
    expect(orderDate(item)).toBe(expected)
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { complaintStartMachine } from '../../machines/complaint-start.machine.ts'
import type { ComplaintInit } from '../../machines/complaint-start.types.ts'
import { message } from '../../src/i18n/messages.ts'
import specTexts from '../../src/i18n/complaint/spec.ts'
import { toComplaintInit } from '../../src/screens/complaint/complaint.impl.ts'
import {
  CASHNOW,
  INIT_ALLOWED,
  INIT_NO_ORDER,
  INIT_REFUSED,
  INIT_UNSELECTED,
  NETWORK_DOWN,
  PESOFLEX,
  SERVER_BUSY,
} from '../model/complaint.fixtures.ts'
import { recorder } from '../model/harness.ts'

/** Starts the machine with a fake loader that answers `outcomes` in turn (a value resolves, `{ fail }` rejects). */
function start(outcomes: Array<ComplaintInit | { fail: unknown }>, orderId = PESOFLEX.orderNo) {
  const host = recorder()
  const loads: Array<{ orderId: string }> = []
  const machine = complaintStartMachine.provide({
    actors: {
      loadComplaintInit: fromPromise(async ({ input }: { input: { orderId: string } }) => {
        loads.push(input)
        const outcome = outcomes[loads.length - 1]
        if (outcome === undefined) throw new Error('no outcome left')
        if ('fail' in outcome) throw outcome.fail
        return outcome
      }),
    },
    actions: {
      showToast: host.record('showToast'),
      storeOrderNo: host.record('storeOrderNo'),
      openComplaintForm: host.record('openComplaintForm'),
    },
  })
  const actor = createActor(machine, { input: { orderId } })
  actor.start()
  return { actor, host, loads }
}

async function ready(init: ComplaintInit = INIT_ALLOWED) {
  const started = start([init])
  await waitFor(started.actor, (s) => s.matches('ready'))
  return started
}

describe('complaintStart machine', () => {
  it('loads the init for the order of the query string and shows the question types with that order', async () => {
    const { actor, loads } = start([INIT_ALLOWED])
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    await waitFor(actor, (s) => s.matches('ready'))
    expect(loads).toEqual([{ orderId: PESOFLEX.orderNo }])
    const s = actor.getSnapshot()
    expect(s.value).toEqual({ ready: 'choosingType' })
    expect(s.context.order).toEqual(PESOFLEX)
    expect(s.context.init).toEqual(INIT_ALLOWED)
    expect(s.context.problemType).toBe('')
  })

  it('refuses type 1 with an order that refuses collection complaints: info toast, stays on the types', async () => {
    const { actor, host } = await ready(INIT_REFUSED)
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingType' })
    expect(actor.getSnapshot().context.problemType).toBe('')
    expect(host.calls).toEqual([
      { action: 'showToast', params: { notice: { id: 'complaint.collectionRefused' }, tone: 'info' } },
    ])
    expect(message('complaint.collectionRefused')).toBe(
      'You cannot file a collection complaint about this order. Choose another question type.',
    )
    // Spec §8, word for word, in the spec's catalogue.
    expect(specTexts.messages['complaint.collectionRefused']).toBe(
      'The selected order does not support sending collection types',
    )
  })

  it('refuses type 1 without any order with its own reason: info toast, stays on the types', async () => {
    const { actor, host } = await ready(INIT_NO_ORDER)
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingType' })
    expect(actor.getSnapshot().context.problemType).toBe('')
    expect(actor.getSnapshot().status).toBe('active')
    expect(host.calls).toEqual([
      { action: 'showToast', params: { notice: { id: 'complaint.collectionNoOrders' }, tone: 'info' } },
    ])
    // The borrower has no order to choose: the way on is another question type.
    expect(message('complaint.collectionNoOrders')).toContain('Choose another question type.')
    // Another type still goes on, without an order.
    actor.send({ type: 'type.choose', value: '2' })
    expect(actor.getSnapshot().value).toBe('leaving')
  })

  it('refuses type 1 while no order is selected (orders listed) until an order that allows it is chosen', async () => {
    const { actor, host } = await ready(INIT_UNSELECTED)
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingType' })
    expect(host.toasts()).toEqual([{ notice: { id: 'complaint.collectionNeedsOrder' }, tone: 'info' }])
    // Orders are listed: the way on is to choose one.
    expect(message('complaint.collectionNeedsOrder')).toContain('choose the order first')
    actor.send({ type: 'orders.open' })
    actor.send({ type: 'order.choose', orderNo: PESOFLEX.orderNo })
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingSubType' })
    expect(host.toasts()).toHaveLength(1)
  })

  it('type 1 on an allowed order reveals the sub-types; tapping it again folds them', async () => {
    const { actor, host } = await ready()
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingSubType' })
    expect(actor.getSnapshot().context.problemType).toBe('1')
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingType' })
    expect(actor.getSnapshot().context.problemType).toBe('')
    expect(host.calls).toEqual([])
  })

  it('a sub-type stores the orderNo, then opens the form with type 1, the sub-type and the order; final', async () => {
    const { actor, host } = await ready()
    actor.send({ type: 'type.choose', value: '1' })
    actor.send({ type: 'subType.choose', value: '12' })
    expect(actor.getSnapshot().value).toBe('leaving')
    expect(actor.getSnapshot().status).toBe('done')
    expect(host.calls).toEqual([
      { action: 'storeOrderNo', params: { orderNo: PESOFLEX.orderNo } },
      {
        action: 'openComplaintForm',
        params: { problemType: '1', problemSonType: '12', orderNo: PESOFLEX.orderNo },
      },
    ])
  })

  it('another type goes straight to the form with no sub-type, even with a refusing order', async () => {
    const { actor, host } = await ready(INIT_REFUSED)
    actor.send({ type: 'type.choose', value: '2' })
    expect(actor.getSnapshot().value).toBe('leaving')
    expect(actor.getSnapshot().context.problemType).toBe('2')
    expect(host.calls).toEqual([
      { action: 'storeOrderNo', params: { orderNo: CASHNOW.orderNo } },
      {
        action: 'openComplaintForm',
        params: { problemType: '2', problemSonType: '', orderNo: CASHNOW.orderNo },
      },
    ])
  })

  it('another type while the sub-types show leaves with that type', async () => {
    const { actor, host } = await ready()
    actor.send({ type: 'type.choose', value: '1' })
    actor.send({ type: 'type.choose', value: '3' })
    expect(actor.getSnapshot().value).toBe('leaving')
    expect(host.of('openComplaintForm')).toEqual([
      { problemType: '3', problemSonType: '', orderNo: PESOFLEX.orderNo },
    ])
  })

  it('with no order the form opens with an empty orderNo', async () => {
    const { actor, host } = await ready(INIT_NO_ORDER)
    actor.send({ type: 'type.choose', value: '3' })
    expect(host.calls).toEqual([
      { action: 'storeOrderNo', params: { orderNo: '' } },
      { action: 'openComplaintForm', params: { problemType: '3', problemSonType: '', orderNo: '' } },
    ])
  })

  it('the order list opens, closes, and choosing another order switches the order and resets the type', async () => {
    const { actor, host } = await ready()
    actor.send({ type: 'type.choose', value: '1' })
    actor.send({ type: 'orders.open' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingOrder' })
    expect(actor.getSnapshot().context.problemType).toBe('')
    actor.send({ type: 'orders.close' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingType' })
    expect(actor.getSnapshot().context.order).toEqual(PESOFLEX)

    actor.send({ type: 'orders.open' })
    actor.send({ type: 'order.choose', orderNo: 'BYD-NOT-LISTED' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingOrder' })
    expect(actor.getSnapshot().context.order).toEqual(PESOFLEX)

    actor.send({ type: 'order.choose', orderNo: CASHNOW.orderNo })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingType' })
    expect(actor.getSnapshot().context.order).toEqual(CASHNOW)
    // the new order refuses collection complaints
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingType' })
    expect(host.toasts()).toEqual([{ notice: { id: 'complaint.collectionRefused' }, tone: 'info' }])
  })

  it('choosing an allowing order from a refusing one unlocks type 1', async () => {
    const { actor } = await ready(INIT_REFUSED)
    actor.send({ type: 'orders.open' })
    actor.send({ type: 'order.choose', orderNo: PESOFLEX.orderNo })
    actor.send({ type: 'type.choose', value: '1' })
    expect(actor.getSnapshot().value).toEqual({ ready: 'choosingSubType' })
  })

  it('a load failure with a server message shows that message, then Try again reloads', async () => {
    const { actor, host, loads } = start([{ fail: SERVER_BUSY }, INIT_ALLOWED])
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(actor.getSnapshot().context.init).toBeNull()
    expect(host.toasts()).toEqual([{ notice: { text: 'Service is busy, try later' }, tone: 'failure' }])
    actor.send({ type: 'init.retry' })
    expect(actor.getSnapshot().value).toBe('loading')
    await waitFor(actor, (s) => s.matches('ready'))
    expect(loads).toHaveLength(2)
    expect(actor.getSnapshot().context.order).toEqual(PESOFLEX)
  })

  it.each([
    ['a network failure', NETWORK_DOWN, { id: 'error.network' }],
    ['an unknown error', new Error('boom'), { id: 'error.processingFailed' }],
    ['a rejection without a message', { kind: 'rejected', code: '9' }, { id: 'error.processingFailed' }],
  ])('a load failure from %s toasts the catalogue message', async (_, error, notice) => {
    const { actor, host } = start([{ fail: error }])
    await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(host.toasts()).toEqual([{ notice, tone: 'failure' }])
  })
})

describe('toComplaintInit', () => {
  type InitData = Parameters<typeof toComplaintInit>[0]
  const raw = (over: Partial<InitData>): InitData => ({
    problemType: [
      { value: '1', title: 'Collection complaint' },
      { value: '2', title: 'Repayment issue' },
    ],
    problemSonType: [{ value: '11', title: 'Harassing calls' }],
    orderDetail: '',
    orderList: [],
    ...over,
  })
  const order = (orderNo: string, isShow: string) => ({
    orderNo,
    productLogo: 'data:image/svg+xml,x',
    productName: 'PesoFlex',
    status: 'Overdue',
    list: [{ title: 'Loan amount', value: '₱3,500.00' }],
    isShow,
  })

  it("reads orderDetail '' as no order", () => {
    expect(toComplaintInit(raw({ orderDetail: '' }))).toEqual({
      types: [
        { value: '1', title: 'Collection complaint' },
        { value: '2', title: 'Repayment issue' },
      ],
      subTypes: [{ value: '11', title: 'Harassing calls' }],
      order: null,
      orders: [],
    })
  })

  it("maps isShow '1' to allowsCollection and anything else to false", () => {
    const init = toComplaintInit(
      raw({ orderDetail: order('A', '1'), orderList: [order('A', '1'), order('B', '0'), order('C', '2')] }),
    )
    expect(init.order).toEqual({
      orderNo: 'A',
      productLogo: 'data:image/svg+xml,x',
      productName: 'PesoFlex',
      status: 'Overdue',
      lines: [{ title: 'Loan amount', value: '₱3,500.00' }],
      allowsCollection: true,
    })
    expect(init.orders.map((o) => [o.orderNo, o.allowsCollection])).toEqual([
      ['A', true],
      ['B', false],
      ['C', false],
    ])
  })
})

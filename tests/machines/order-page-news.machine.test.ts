import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { orderDetailsMachine } from '../../machines/order-details.machine.ts'
import type {
  OrderDetails,
  OrderDetailsInput,
  OrderPageInput,
  SubmittedApplication,
} from '../../machines/order-details.types.ts'
import { latenessOf } from '../../machines/order-lateness.ts'
import { ORDER_STATUS, shownRows } from '../../machines/order-status.ts'
import type { PaymentReceipt, ServerPayment } from '../../machines/repay-outcome.ts'
import { createControllable, hostActions, recorder } from '../model/harness.ts'

/**
 * The order page's issue 27 rules (machines/order-details.machine.ts, machines/order-status.ts): a
 * payment the lender records that the device has no receipt of is kept and shown first; a borrower
 * who has just applied does not see other lenders' offers; an overdue order's days late and next step;
 * a finished order without its due rows.
 */

const ids: OrderDetailsInput = { productId: '104', orderId: 'BYD20261119000023' }
const NOW = Date.parse('2026-11-27T12:00:00+08:00')

const order = (changes: Partial<OrderDetails> = {}): OrderDetails => ({
  status: ORDER_STATUS.inReview,
  statusText: 'In review',
  description: '',
  productName: 'Bayad Hulugan',
  productLogo: '',
  rows: [],
  isDelay: '0',
  telephone: '',
  reminder: '',
  isScore: '0',
  cardNeedPop: '0',
  cardPopTitle: '',
  cardPopMsg: '',
  redirectUrl: '',
  withdrawUrl: '',
  inside: '0',
  products: [
    {
      productId: 'A1',
      logo: '',
      name: 'PesoFlex',
      buttonText: 'Apply',
      enabled: '1',
      amountRange: '',
      amountDesc: '',
      rate: '',
      rateDesc: '',
      tags: [],
    },
  ],
  dueDate: '',
  lastPayment: null,
  receipts: [],
  ...changes,
})

const payment: ServerPayment = {
  reference: 'PC260603000098',
  amount: 280000,
  paidAt: '2026-08-31T02:15:00.000Z',
  way: 'code',
  channelName: '7-Eleven',
}
const keptReceipt: PaymentReceipt = {
  reference: 'rr-1',
  orderId: ids.orderId,
  productName: 'Bayad Hulugan',
  amount: 392000,
  paidAt: '2026-11-27T01:00:00.000Z',
  way: 'card',
  channelName: 'BPI **** 1937',
}
const application: SubmittedApplication = {
  productName: 'Bayad Hulugan',
  amount: 500000,
  netProceeds: 470000,
  totalRepay: 560000,
  termDays: 91,
  firstDueDate: '',
  account: 'BDO Unibank **** 4821',
  submittedAt: new Date(NOW - 60_000).toISOString(),
}

function start(input: OrderPageInput) {
  const loadDetails = createControllable<OrderDetails, OrderDetailsInput>('loadDetails')
  const kept: PaymentReceipt[] = []
  const actor = createActor(
    orderDetailsMachine.provide({
      actors: { loadDetails: loadDetails.logic },
      actions: {
        ...hostActions(orderDetailsMachine, recorder()),
        keepReceipt: (_, receipt) => void kept.push(receipt),
      },
    }),
    { input },
  )
  actor.start()
  return { actor, loadDetails, kept }
}

async function loaded(input: OrderPageInput, details: OrderDetails) {
  const flow = start(input)
  flow.loadDetails.resolve(details)
  await vi.advanceTimersByTimeAsync(0)
  expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('orderDetails: receipts', () => {
  it("the lender's last payment the device has no receipt of is kept, first in the list, and shown first", async () => {
    const flow = await loaded(
      { ...ids },
      order({ status: ORDER_STATUS.finished, lastPayment: payment, receipts: [keptReceipt] }),
    )
    const receipt = { ...payment, orderId: ids.orderId, productName: 'Bayad Hulugan' }
    expect(flow.kept).toEqual([receipt])
    expect(flow.actor.getSnapshot().context).toMatchObject({
      receipts: [receipt, keptReceipt],
      receiptRef: payment.reference,
    })
  })

  it('a payment the device already keeps is not kept again; the receipt the link names stays first', async () => {
    const both = [{ ...keptReceipt, reference: payment.reference }, keptReceipt]
    const flow = await loaded(
      { ...ids, receiptRef: 'rr-1' },
      order({ status: ORDER_STATUS.finished, lastPayment: payment, receipts: both }),
    )
    expect(flow.kept).toEqual([])
    expect(flow.actor.getSnapshot().context).toMatchObject({ receiptRef: 'rr-1', receipts: both })
  })

  it('no last payment: nothing kept, nothing shown first', async () => {
    const flow = await loaded({ ...ids }, order({ status: ORDER_STATUS.repayable }))
    expect(flow.kept).toEqual([])
    expect(flow.actor.getSnapshot().context).toMatchObject({ receipts: [], receiptRef: '' })
  })
})

describe('orderDetails: after applying', () => {
  const recommendations = (flow: Awaited<ReturnType<typeof loaded>>) =>
    (flow.actor.getSnapshot().value as { ready: { recommendations: string } }).ready.recommendations

  it("with this device's record (from=confirm): no other lenders' offers; the record is in context", async () => {
    const flow = await loaded({ ...ids, fromConfirm: true, submitted: application }, order())
    expect(recommendations(flow)).toBe('hidden')
    expect(flow.actor.getSnapshot().context).toMatchObject({ fromConfirm: true, submitted: application })
  })

  it('without a record (a forged or late from=confirm) the page is the normal order page: offers shown', async () => {
    const flow = await loaded({ ...ids, fromConfirm: true, submitted: null }, order())
    expect(recommendations(flow)).toBe('shown')
    expect(flow.actor.getSnapshot().context).toMatchObject({ fromConfirm: true, submitted: null })
  })
})

describe('order status: how late an overdue order is (Manila days)', () => {
  const now = new Date(NOW)
  const overdue = { status: ORDER_STATUS.overdue, isDelay: '1', dueDate: '2026-11-22' }

  it('180: days late against the due date, the next step as the buttons offer it', () => {
    expect(latenessOf(overdue, now)).toEqual({ daysLate: 5, nextStep: 'repayOrRollover' })
    expect(latenessOf({ ...overdue, isDelay: '0' }, now)).toEqual({ daysLate: 5, nextStep: 'repay' })
    // 00:30 on the next Manila day is one day later, whatever the phone's zone.
    expect(latenessOf(overdue, new Date('2026-11-28T00:30:00+08:00'))?.daysLate).toBe(6)
  })

  it('nothing for another status, no due date, an unreadable one or one not yet past', () => {
    expect(latenessOf({ ...overdue, status: ORDER_STATUS.repayable }, now)).toBeNull()
    expect(latenessOf({ ...overdue, dueDate: '' }, now)).toBeNull()
    expect(latenessOf({ ...overdue, dueDate: 'soon' }, now)).toBeNull()
    expect(latenessOf({ ...overdue, dueDate: '2026-11-27' }, now)).toBeNull()
  })
})

describe('order status: a finished order shows no due rows', () => {
  const rows = [
    { text: 'Order number', value: 'BYD1' },
    { text: 'Amount due', value: '₱3,920.00' },
    { text: 'Due date', value: '2026-09-02' },
    { text: 'Repayment date', value: '2026-09-02' },
    { text: 'Loan amount', value: '₱3,500.00' },
  ]

  it('200 drops what was due and when; other statuses keep every row', () => {
    expect(shownRows(ORDER_STATUS.finished, rows).map((r) => r.text)).toEqual(['Order number', 'Loan amount'])
    expect(shownRows(ORDER_STATUS.overdue, rows)).toEqual(rows)
  })
})

import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loanDetails } from '../../src/api/order.ts'
import { schemas as schemas } from '../../src/api/order.ts'
import { keepReceipt, receiptsOf } from '../../src/lib/receipts.ts'
import { rememberSubmittedLoan, type SubmittedLoan } from '../../src/lib/submitted-loan.ts'
import {
  loadPayments,
  orderDetailsWith,
  orderPageInput,
  toOrderDetails,
} from '../../src/screens/order-details/order-details.impl.ts'
import { paymentInstant } from '../../src/screens/order-details/order-payments.ts'
import { fakeServices, flush } from './fake-services.ts'

/**
 * The order page's issue 27 wiring (src/screens/order-details/order-details.impl.ts): what the
 * device and the link tell the machine (the submitted application, the receipts, the receipt the link
 * names, the time), the lender's last payment and due date as the machine holds them, and the receipt
 * kept on the device when the lender records a payment the device has none of.
 */

const ORIGIN = 'https://h5.bayad.test'
const ids = { productId: '104', orderId: 'BYD20261119000023' }
const NOW = new Date('2026-11-27T12:00:00+08:00')

const submitted: SubmittedLoan = {
  productId: '104',
  productName: 'Bayad Hulugan',
  amount: 500000,
  netProceeds: 470000,
  totalRepay: 560000,
  termDays: 91,
  firstDueDate: '',
  account: 'BDO Unibank **** 4821',
  submittedAt: new Date(NOW.getTime() - 60_000).toISOString(),
}

const kept = {
  reference: 'rr-1',
  orderId: ids.orderId,
  productName: 'Bayad Hulugan',
  amount: 392000,
  paidAt: '2026-11-27T01:00:00.000Z',
  way: 'card' as const,
  channelName: 'BPI **** 1937',
}

// The receipts' code loads on demand with the order: here before the fake clock.
beforeAll(async () => {
  await loadPayments()
})

describe('orderPageInput', () => {
  it("from=confirm with this device's record: the application, as plain data", () => {
    const { store } = fakeServices()
    rememberSubmittedLoan(store, submitted)
    expect(orderPageInput(ids, { ...ids, from: 'confirm' }, store, NOW)).toEqual({
      ...ids,
      fromConfirm: true,
      submitted,
      receiptRef: '',
      now: NOW.getTime(),
    })
  })

  it('the record is read only with from=confirm, only for its product, and only within its day', () => {
    const { store } = fakeServices()
    rememberSubmittedLoan(store, submitted)
    expect(orderPageInput(ids, ids, store, NOW)).toMatchObject({ fromConfirm: false, submitted: null })
    expect(orderPageInput({ ...ids, productId: '101' }, { from: 'confirm' }, store, NOW)).toMatchObject({
      fromConfirm: true,
      submitted: null,
    })
    const nextDay = new Date(NOW.getTime() + 25 * 60 * 60_000)
    expect(orderPageInput(ids, { from: 'confirm' }, store, nextDay)).toMatchObject({
      fromConfirm: true,
      submitted: null,
    })
  })

  it('the receipt the link names, when it is a record id', () => {
    const { store } = fakeServices()
    expect(orderPageInput(ids, { receipt: 'rr-1' }, store, NOW).receiptRef).toBe('rr-1')
    expect(orderPageInput(ids, { receipt: '<script>' }, store, NOW).receiptRef).toBe('')
  })
})

describe("the lender's last payment and due date", () => {
  const raw = { orderStatus: '200', recProducts: [], productName: 'Kwarta Plus', repayDate: '2026-09-02' }
  const details = async (lastRepayment: unknown) =>
    toOrderDetails(
      v.parse(schemas.loanDetails, { ...raw, lastRepayment }),
      ORIGIN,
      {},
      {
        module: await loadPayments(),
        receipts: [],
      },
    )

  it('maps lastRepayment and repayDate', async () => {
    expect(
      await details({
        repayRecordId: 'PC1',
        amount: '280000',
        repayTime: '2026-08-31 10:15:00',
        payWay: 'code',
        channelName: '7-Eleven',
      }),
    ).toMatchObject({
      dueDate: '2026-09-02',
      lastPayment: {
        reference: 'PC1',
        amount: 280000,
        paidAt: '2026-08-31T02:15:00.000Z',
        way: 'code',
        channelName: '7-Eleven',
      },
    })
  })

  it('an unknown payWay is "other"; absent or null lastRepayment is none', async () => {
    expect(
      (await details({ repayRecordId: 'X', amount: 1, repayTime: '', payWay: 'cheque' })).lastPayment,
    ).toEqual({
      reference: 'X',
      amount: 1,
      paidAt: '',
      way: 'other',
      channelName: '',
    })
    expect((await details(null)).lastPayment).toBeNull()
    expect((await details(undefined)).lastPayment).toBeNull()
  })

  it.each([
    ['epoch seconds', '1764208800', '2025-11-27T02:00:00.000Z'],
    ['epoch milliseconds', '1764208800000', '2025-11-27T02:00:00.000Z'],
    ['a Manila wall time', '2026-11-27 10:00:00', '2026-11-27T02:00:00.000Z'],
    ['a Manila wall time without seconds', '2026-11-27T10:00', '2026-11-27T02:00:00.000Z'],
    ['an ISO time with its zone', '2026-11-27T02:00:00Z', '2026-11-27T02:00:00.000Z'],
    ['nothing', '', ''],
    ['words', 'yesterday', ''],
  ])('reads the payment time given as %s', (_what, time, iso) => {
    expect(paymentInstant(time)).toBe(iso)
  })
})

describe('order page: a payment the device has no receipt of', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const lastRepayment = {
    repayRecordId: 'PC260603000098',
    amount: 280000,
    repayTime: '2026-08-31 10:15:00',
    payWay: 'code',
    channelName: '7-Eleven',
  }

  it("the order's receipts on the device come with the order", async () => {
    const services = fakeServices({ origin: ORIGIN })
    keepReceipt(services.store, kept)
    keepReceipt(services.store, { ...kept, reference: 'rr-other', orderId: 'BYD-OTHER' })
    services.answer(loanDetails, () => v.parse(schemas.loanDetails, { orderStatus: '200' }))
    const actor = createActor(orderDetailsWith(services), {
      input: orderPageInput(ids, {}, services.store, NOW),
    })
    actor.start()
    await flush()
    expect(actor.getSnapshot().context.receipts).toEqual([kept])
    expect(actor.getSnapshot().context.order?.receipts).toEqual([kept])
  })

  it('is kept on the device and shown first', async () => {
    const services = fakeServices({ origin: ORIGIN })
    services.answer(loanDetails, () =>
      v.parse(schemas.loanDetails, { orderStatus: '200', productName: 'Kwarta Plus', lastRepayment }),
    )
    const actor = createActor(orderDetailsWith(services), {
      input: orderPageInput(ids, {}, services.store, NOW),
    })
    actor.start()
    await flush()
    const receipt = {
      reference: 'PC260603000098',
      orderId: ids.orderId,
      productName: 'Kwarta Plus',
      amount: 280000,
      paidAt: '2026-08-31T02:15:00.000Z',
      way: 'code',
      channelName: '7-Eleven',
    }
    expect(receiptsOf(services.store, ids.orderId)).toEqual([receipt])
    expect(actor.getSnapshot().context).toMatchObject({ receipts: [receipt], receiptRef: 'PC260603000098' })
  })

  it('one the device already keeps is not kept again, and nothing is shown first', async () => {
    const services = fakeServices({ origin: ORIGIN })
    keepReceipt(services.store, { ...kept, reference: 'PC260603000098' })
    services.answer(loanDetails, () =>
      v.parse(schemas.loanDetails, { orderStatus: '200', productName: 'Kwarta Plus', lastRepayment }),
    )
    const writes = () => services.store.set.mock.calls.length
    const before = writes()
    const actor = createActor(orderDetailsWith(services), {
      input: orderPageInput(ids, {}, services.store, NOW),
    })
    actor.start()
    await flush()
    expect(writes()).toBe(before)
    expect(actor.getSnapshot().context.receiptRef).toBe('')
  })
})

import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { loanDetails } from '../../src/api/order.ts'
import type { DataOf } from '../../src/api/api.ts'
import { schemas as schemas } from '../../src/api/order.ts'
import spec from '../../src/i18n/repayornot/spec.ts'
import {
  decodeRepayOrNotQuery,
  linkParams,
  repayOrNotWith,
  toRepayChoice,
} from '../../src/screens/repay-or-not/repay-or-not.impl.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of the repay-or-not choice (src/screens/repay-or-not/repay-or-not.impl.ts):
 * the loan-details call and its payload, the mapping of its answer to the choice, where each choice
 * goes, and which links are refused. The machine's own rules are tested through the view in
 * tests/model/repay-or-not.model.test.tsx.
 */

const query = {
  productId: '101',
  orderId: 'BYD20261105000017',
  deviceId: 'dev-1',
  sessionId: 'sess-9',
  userId: '100234',
}

/** The order as the server sends it, decoded by the real schema. */
const rawDetails = {
  orderStatus: 180,
  noticeStatusText: 'Overdue',
  noticeDesText: 'Your loan is 3 days overdue. Repay today to stop the late interest.',
  recProducts: null,
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/bc.png',
  userOrderDetail: {
    detail: [
      { text: 'Amount due', value: '₱5,450.00' },
      { text: 'Due date', value: '2027-02-04' },
    ],
  },
  isDelay: 1,
}
const detailsData = (changes: Record<string, unknown> = {}): DataOf<typeof loanDetails> =>
  v.parse(schemas.loanDetails, { ...rawDetails, ...changes })

function start(options: { pageQuery?: Record<string, string>; details?: Record<string, unknown> } = {}) {
  const services = fakeServices({ pageQuery: options.pageQuery ?? query })
  services.answer(loanDetails, () => detailsData(options.details))
  const actor = createActor(repayOrNotWith(services), { input: inputFor(services) })
  actor.start()
  return { services, actor }
}

/** As the screen builds it: the page query decoded. */
function inputFor(services: FakeServices) {
  const decoded = decodeRepayOrNotQuery(services.pageQuery())
  if (decoded === null) throw new Error('the test page query does not decode')
  return decoded
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('repay or not: the call and where each choice goes', () => {
  it('loads loan-details {productId, orderId} and offers the choice', async () => {
    const flow = start()
    await flush()
    expect(loanDetails.path).toBe('/v3/loan-details/loan-details')
    expect(flow.services.api.callsTo(loanDetails)).toEqual([
      { productId: '101', orderId: 'BYD20261105000017' },
    ])
    expect(flow.actor.getSnapshot().value).toBe('choosing')
  })

  it('a link without a product still asks with an empty productId', async () => {
    const flow = start({ pageQuery: { orderId: 'BYD20261105000017' } })
    await flush()
    expect(flow.services.api.callsTo(loanDetails)).toEqual([{ productId: '', orderId: 'BYD20261105000017' }])
  })

  it.each([
    ['choice.repay', '/repay'],
    ['choice.rollover', '/repayDelay'],
    ['choice.later', '/loanDetails'],
  ] as const)('%s opens %s in the app with the order’s ids', async (type, path) => {
    const flow = start()
    await flush()
    flow.actor.send({ type })
    expect(flow.services.navigate.go.mock.calls).toEqual([
      [path, { productId: '101', orderId: 'BYD20261105000017' }],
    ])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('without a product the next page gets the order only (no empty productId)', async () => {
    const flow = start({ pageQuery: { orderId: 'BYD20261105000017' } })
    await flush()
    flow.actor.send({ type: 'choice.repay' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/repay', { orderId: 'BYD20261105000017' }]])
  })

  it('rollover is not offered without isDelay 1: the tap goes nowhere', async () => {
    const flow = start({ details: { isDelay: 0 } })
    await flush()
    expect(flow.actor.getSnapshot().context.choice?.rollover).toBe(false)
    flow.actor.send({ type: 'choice.rollover' })
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it('an order with nothing due offers its details only', async () => {
    const flow = start({ details: { orderStatus: '200' } })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('nothingDue')
    flow.actor.send({ type: 'choice.repay' })
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    flow.actor.send({ type: 'choice.later' })
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/loanDetails', { productId: '101', orderId: 'BYD20261105000017' }],
    ])
  })

  it('a failed load toasts the server message; retry asks again', async () => {
    const services = fakeServices({ pageQuery: query })
    services.fail(loanDetails, { kind: 'rejected', code: '1', message: 'Order not found' })
    const actor = createActor(repayOrNotWith(services), { input: inputFor(services) })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { text: 'Order not found' }, tone: 'failure' }])
    services.answer(loanDetails, () => detailsData())
    actor.send({ type: 'choice.retry' })
    await flush()
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(services.api.callsTo(loanDetails)).toHaveLength(2)
  })

  it('a lost connection toasts the network message', async () => {
    const services = fakeServices({ pageQuery: query })
    services.fail(loanDetails, { kind: 'network' })
    const actor = createActor(repayOrNotWith(services), { input: inputFor(services) })
    actor.start()
    await flush()
    expect(services.toasts).toEqual([{ notice: { id: 'error.network' }, tone: 'failure' }])
  })
})

describe('toRepayChoice', () => {
  it('maps the order: product, status, description, detail rows', () => {
    expect(toRepayChoice(detailsData())).toEqual({
      productName: 'Bayad Cash',
      productLogo: 'https://cdn.bayad.test/bc.png',
      status: '180',
      statusText: 'Overdue',
      description: 'Your loan is 3 days overdue. Repay today to stop the late interest.',
      rows: [
        { text: 'Amount due', value: '₱5,450.00' },
        { text: 'Due date', value: '2027-02-04' },
      ],
      repayable: true,
      rollover: true,
    })
  })

  it.each([
    ['174', '1', true, true],
    ['180', '1', true, true],
    ['174', '0', true, false],
    ['180', '0', true, false],
    ['170', '1', true, false],
    ['21', '1', false, false],
    ['151', '0', false, false],
    ['110', '0', false, false],
    ['200', '1', false, false],
    ['999', '1', false, false],
  ])(
    'status %s, isDelay %s: repayable %s, rollover %s (spec §4 buttons)',
    (status, isDelay, repayable, rollover) => {
      const choice = toRepayChoice(detailsData({ orderStatus: status, isDelay }))
      expect(choice.repayable).toBe(repayable)
      expect(choice.rollover).toBe(rollover)
    },
  )

  it('no userOrderDetail (absent or null) is no rows', () => {
    expect(toRepayChoice(detailsData({ userOrderDetail: null })).rows).toEqual([])
    expect(toRepayChoice(detailsData({ userOrderDetail: undefined })).rows).toEqual([])
  })
})

describe('decodeRepayOrNotQuery', () => {
  it('reads the order and the product, trimmed', () => {
    expect(decodeRepayOrNotQuery({ orderId: ' BYD1 ', productId: ' 101 ', userId: '7' })).toEqual({
      orderId: 'BYD1',
      productId: '101',
    })
  })

  it('the product is optional', () => {
    expect(decodeRepayOrNotQuery({ orderId: 'BYD1' })).toEqual({ orderId: 'BYD1', productId: '' })
  })

  it.each([
    ['missing', {}],
    ['empty', { orderId: '' }],
    ['blank', { orderId: '   ' }],
    ['too long', { orderId: 'O'.repeat(65) }],
    ['with a path', { orderId: '../repay' }],
    ['with a query', { orderId: 'BYD1&amount=1' }],
    ['with markup', { orderId: '<img src=x onerror=alert(1)>' }],
    ['with a forged product', { orderId: 'BYD1', productId: '101?x=1' }],
    ['with a too long product', { orderId: 'BYD1', productId: 'P'.repeat(65) }],
  ])('refuses an order link %s', (_what, pageQuery) => {
    expect(decodeRepayOrNotQuery(pageQuery)).toBeNull()
  })
})

describe('linkParams', () => {
  it('drops an empty product and keeps both ids otherwise', () => {
    expect(linkParams({ productId: '', orderId: 'O1' })).toEqual({ orderId: 'O1' })
    expect(linkParams({ productId: 'P1', orderId: 'O1' })).toEqual({ productId: 'P1', orderId: 'O1' })
  })
})

describe("the spec's wording (lang=spec)", () => {
  it('names the choices as the order page of spec §4 does: REPAY, Rollover Repayment, "Short of money?"', () => {
    expect([spec.pay, spec.rollover, spec.shortOfMoney, spec.notNow]).toEqual([
      'REPAY',
      'Rollover Repayment',
      'Short of money?',
      'Not now',
    ])
  })
})

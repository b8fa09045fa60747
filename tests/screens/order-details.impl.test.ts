import * as v from 'valibot'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type ActorRefFrom } from 'xstate'
import type { OrderDetailsInput } from '../../machines/order-details.types.ts'
import { ORDER_STATUS } from '../../machines/order-status.ts'
import type { ratingMachine } from '../../machines/rating.machine.ts'
import type { RatingEvent } from '../../machines/rating.types.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import type { DataOf } from '../../src/api/api.ts'
import { googleScore, loanDetails } from '../../src/api/order.ts'
import { schemas as schemas } from '../../src/api/order.ts'
import { config } from '../../src/config.ts'
import {
  decodeOrderQuery,
  loadPayments,
  orderDetailsWith,
  toOrderDetails,
} from '../../src/screens/order-details/order-details.impl.ts'
import { fakeServices, flush } from './fake-services.ts'
import { RAW_PRODUCT } from '../fixtures/recommended-product.ts'

/**
 * The real side effects of the loan order page (src/screens/order-details/order-details.impl.ts):
 * the page query, the loan-details call and the mapping of its answer (server URLs checked), where
 * each button goes, what the host is told, and the rating popup's google-score. The machine's own
 * rules are tested in tests/machines/order-details.machine.test.ts.
 */

const ORIGIN = 'https://h5.bayad.test'
/** The page query as the host opens it: the common session parameters and the flow's own. */
const query = {
  productId: 'P-77',
  orderId: 'BYD20261105000017',
  deviceId: 'dev-1',
  sessionId: 'sess-9',
  userId: '100234',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
}
const SESSION = 'deviceId=dev-1&sessionId=sess-9&userId=100234&merchantNumber=M0001&mobilePhone=09171234567'
const ids: OrderDetailsInput = { productId: 'P-77', orderId: 'BYD20261105000017' }

const rawProduct = RAW_PRODUCT

/** loan-details as the server sends it (numbers and strings mixed), no popup, no redirect. */
const rawDetails = {
  orderStatus: 21 as number | string,
  noticeStatusText: 'In review',
  noticeDesText: 'We are reviewing your application.',
  recProducts: [] as unknown[],
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/logo.png',
  userOrderDetail: { detail: [{ text: 'Loan amount', value: '₱5,000.00' }] },
  inside: '0',
  h5Url: '',
  isDelay: 0 as number | string,
  telephone: ' 0917 000 1111 ',
  isScore: 0 as number | string,
  playeduL: '',
  reyMsg: 'Repay on time',
  cardNeedPop: 0 as number | string,
  cardPopTitle: 'Bind a card',
  cardPopMsg: 'Bind a bank card to receive the money.',
}
type RawDetails = typeof rawDetails
const detailsData = (changes: Partial<RawDetails> = {}): DataOf<typeof loanDetails> =>
  v.parse(schemas.loanDetails, { ...rawDetails, ...changes })

function start(
  options: { details?: Partial<RawDetails>; pageQuery?: Record<string, string>; failure?: CallFailure } = {},
) {
  const pageQuery = options.pageQuery ?? query
  const services = fakeServices({ origin: ORIGIN, pageQuery })
  if (options.failure === undefined) services.answer(loanDetails, () => detailsData(options.details))
  else services.fail(loanDetails, options.failure)
  const input = decodeOrderQuery(pageQuery)
  if (input === null) throw new Error('the test page query does not decode')
  const actor = createActor(orderDetailsWith(services), { input })
  actor.start()
  return { services, actor }
}
type Flow = ReturnType<typeof start>

/** Starts the page and lets loan-details answer. */
async function ready(options: Parameters<typeof start>[0] = {}) {
  const flow = start(options)
  await flush()
  return flow
}

const ratingChild = (flow: Flow) =>
  flow.actor.getSnapshot().children.rating as ActorRefFrom<typeof ratingMachine> | undefined
function rate(flow: Flow, ...events: RatingEvent[]) {
  const child = ratingChild(flow)
  if (child === undefined) throw new Error('the rating popup is not running')
  for (const event of events) child.send(event)
}
// The receipts' code loads on demand with the order (issue 27): here before the fake clock.
beforeAll(async () => {
  await loadPayments()
})
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('decodeOrderQuery', () => {
  it('reads the order and the product from the query, trimmed; extra keys are dropped', () => {
    expect(decodeOrderQuery({ ...query, orderId: ' O-1 ', productId: ' P-1 ' })).toEqual({
      orderId: 'O-1',
      productId: 'P-1',
    })
  })

  it('the product is optional', () => {
    expect(decodeOrderQuery({ orderId: 'O-1' })).toEqual({ orderId: 'O-1', productId: '' })
  })

  it("the path's order id wins over the query's", () => {
    expect(decodeOrderQuery({ orderId: 'O-query', productId: 'P-1' }, 'BYD1')).toEqual({
      orderId: 'BYD1',
      productId: 'P-1',
    })
    expect(decodeOrderQuery({}, 'BYD1')).toEqual({ orderId: 'BYD1', productId: '' })
  })

  it("an empty or absent path order id leaves the query's", () => {
    expect(decodeOrderQuery({ orderId: 'O-query' }, '')).toEqual({ orderId: 'O-query', productId: '' })
    expect(decodeOrderQuery({ orderId: 'O-query' }, undefined)).toEqual({
      orderId: 'O-query',
      productId: '',
    })
  })

  it.each([
    ['no order at all', {}, undefined],
    ['an empty orderId', { orderId: '' }, undefined],
    ['a blank orderId', { orderId: '   ' }, undefined],
    ['a too long orderId', { orderId: 'O'.repeat(65) }, undefined],
    ['a too long path order id', { orderId: 'O-1' }, 'O'.repeat(65)],
    ['a too long productId', { orderId: 'O-1', productId: 'P'.repeat(65) }, undefined],
  ])('refuses %s', (_what, pageQuery: Record<string, string>, pathOrderId) => {
    expect(decodeOrderQuery(pageQuery, pathOrderId)).toBeNull()
  })

  it('64 characters is still an order id', () => {
    expect(decodeOrderQuery({ orderId: 'O'.repeat(64) })?.orderId).toBe('O'.repeat(64))
  })
})

describe('toOrderDetails', () => {
  it('maps loan-details to what the machine holds', () => {
    const data = detailsData({ recProducts: [rawProduct], inside: '1' })
    expect(toOrderDetails(data, ORIGIN, query)).toEqual({
      status: '21',
      statusText: 'In review',
      description: 'We are reviewing your application.',
      productName: 'Bayad Cash',
      productLogo: 'https://cdn.bayad.test/logo.png',
      rows: [{ text: 'Loan amount', value: '₱5,000.00' }],
      isDelay: '0',
      // The lender's one service phone, not loan-details' telephone (docs/decisions/031).
      telephone: config.servicePhone,
      reminder: 'Repay on time',
      isScore: '0',
      cardNeedPop: '0',
      cardPopTitle: 'Bind a card',
      cardPopMsg: 'Bind a bank card to receive the money.',
      redirectUrl: '',
      withdrawUrl: '',
      inside: '1',
      products: [
        {
          productId: '901',
          logo: 'https://cdn.bayad.test/pf.png',
          name: 'PesoFlex',
          buttonText: 'Apply',
          enabled: '1',
          amountRange: '₱1,000 - ₱20,000',
          amountDesc: 'Loan amount',
          rate: '0.05%',
          rateDesc: 'Daily rate',
          tags: ['Fast', 'No collateral'],
        },
      ],
      dueDate: '',
      lastPayment: null,
      receipts: [],
    })
  })

  it('no userOrderDetail (absent or null) is no rows', () => {
    const { userOrderDetail: _dropped, ...withoutRows } = rawDetails
    expect(toOrderDetails(v.parse(schemas.loanDetails, withoutRows), ORIGIN, query).rows).toEqual([])
    expect(
      toOrderDetails(v.parse(schemas.loanDetails, { ...rawDetails, userOrderDetail: null }), ORIGIN, query)
        .rows,
    ).toEqual([])
  })

  const urls = (url: string, pageQuery: Record<string, string> = query) => {
    const details = toOrderDetails(detailsData({ playeduL: url, h5Url: url }), ORIGIN, pageQuery)
    return [details.redirectUrl, details.withdrawUrl]
  }

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/o/9',
    '/\\evil.example/o/9',
    'https://h5.bayad.test@evil.example/o/9',
    'http:evil.example',
    '',
    '   ',
  ])('playeduL and h5Url %j are refused: none', (url) => {
    expect(urls(url)).toEqual(['', ''])
  })

  it('a relative URL resolves against the origin and gets the common session parameters', () => {
    const expected = `${ORIGIN}/repay?x=1&${SESSION}`
    expect(urls('/repay?x=1')).toEqual([expected, expected])
  })

  it('a page of another party gets the URL as the server named it: no session (decision 023)', () => {
    for (const url of ['https://lender.example/o/9?userId=555#top', 'http://lender.example/o/9'])
      expect(urls(url, { ...query, building: 'b1' })).toEqual([url, url])
  })

  it('an app URL keeps its parameters; a session parameter it already has is not overwritten', () => {
    const target = new URL(urls(`${ORIGIN}/o/9?userId=555#top`)[0] ?? '')
    expect(target.origin + target.pathname).toBe(`${ORIGIN}/o/9`)
    expect(target.hash).toBe('#top')
    expect([...target.searchParams]).toEqual([
      ['userId', '555'],
      ['deviceId', 'dev-1'],
      ['sessionId', 'sess-9'],
      ['merchantNumber', 'M0001'],
      ['mobilePhone', '09171234567'],
    ])
  })

  it("the flow's own query parameters are not added, only the common ones", () => {
    const [redirect] = urls(`${ORIGIN}/o/9`, { orderId: 'O-1', productId: 'P-1', userId: '7' })
    expect(redirect).toBe(`${ORIGIN}/o/9?userId=7`)
  })
})

describe('order details: the call and the redirect', () => {
  it('loads loan-details {productId, orderId} and shows the order', async () => {
    const flow = await ready()
    expect(loanDetails.path).toBe('/v3/loan-details/loan-details')
    expect(flow.services.api.callsTo(loanDetails)).toEqual([ids])
    const s = flow.actor.getSnapshot()
    expect(s.matches('ready')).toBe(true)
    expect(s.context.order?.productName).toBe('Bayad Cash')
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })

  it('a /borrowDetail link (no product) sends an empty productId', async () => {
    const services = fakeServices({ origin: ORIGIN, pageQuery: {} })
    services.answer(loanDetails, () => detailsData())
    const input = decodeOrderQuery({}, 'BYD1')
    if (input === null) throw new Error('the path order id does not decode')
    createActor(orderDetailsWith(services), { input }).start()
    await flush()
    expect(services.api.callsTo(loanDetails)).toEqual([{ productId: '', orderId: 'BYD1' }])
  })

  it('a failed load shows the server message and retry asks again', async () => {
    const flow = start({ failure: { kind: 'rejected', code: '3', message: 'Order not found' } })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('loadFailed')
    expect(flow.services.toasts).toEqual([{ notice: { text: 'Order not found' }, tone: 'failure' }])
    flow.services.answer(loanDetails, () => detailsData())
    flow.actor.send({ type: 'details.retry' })
    await flush()
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
    expect(flow.services.api.callsTo(loanDetails)).toEqual([ids, ids])
  })

  it('a redirecting status replaces the page with the checked playeduL, session parameters added', async () => {
    const flow = await ready({ details: { orderStatus: 174, playeduL: '/repay?x=1' } })
    expect(flow.services.navigate.leave.mock.calls).toEqual([
      [`${ORIGIN}/repay?x=1&${SESSION}`, { replace: true }],
    ])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.actor.getSnapshot().value).toBe('redirecting')
  })

  it('status 21 with a playeduL stays on the page', async () => {
    const flow = await ready({ details: { orderStatus: 21, playeduL: '/repay?x=1' } })
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
  })

  it('a refused playeduL is no redirect: the page shows', async () => {
    const flow = await ready({ details: { orderStatus: 174, playeduL: 'javascript:alert(1)' } })
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
  })
})

describe('order details: the buttons', () => {
  it('REPAY opens /repay with the productId and orderId', async () => {
    const flow = await ready({ details: { orderStatus: ORDER_STATUS.repayable, isDelay: 1 } })
    flow.actor.send({ type: 'order.repay' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/repay', ids]])
  })

  it('a double tap on REPAY goes to /repay once; a tap after REPEAT_TAP_MS goes again', async () => {
    const flow = await ready({ details: { orderStatus: ORDER_STATUS.repayable, isDelay: 1 } })
    flow.actor.send({ type: 'order.repay' })
    flow.actor.send({ type: 'order.repay' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    flow.actor.send({ type: 'order.rollover' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/repay', ids]])
    await vi.advanceTimersByTimeAsync(1)
    flow.actor.send({ type: 'order.repay' })
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/repay', ids],
      ['/repay', ids],
    ])
  })

  it('Rollover opens /repayDelay with the productId and orderId', async () => {
    const flow = await ready({ details: { orderStatus: ORDER_STATUS.overdue, isDelay: 1 } })
    flow.actor.send({ type: 'order.rollover' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/repayDelay', ids]])
  })

  it('Borrow Again asks the host to open the product with the app scheme', async () => {
    const flow = await ready({ details: { orderStatus: ORDER_STATUS.finished } })
    flow.actor.send({ type: 'order.borrowAgain' })
    expect(flow.services.bridge.sent).toEqual([
      { type: 'openProduct', productId: 'P-77', scheme: config.appScheme },
    ])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it('Borrow Again without a product (a /borrowDetail link) goes to the host home', async () => {
    const flow = await ready({
      details: { orderStatus: ORDER_STATUS.finished },
      pageQuery: { orderId: 'BYD1' },
    })
    flow.actor.send({ type: 'order.borrowAgain' })
    expect(flow.services.bridge.sent).toEqual([{ type: 'goHome' }])
  })

  it('Call customer service calls the configured service phone, not loan-details’ telephone', async () => {
    const flow = await ready()
    flow.actor.send({ type: 'phone.call' })
    expect(flow.services.bridge.sent).toEqual([{ type: 'callPhone', phone: '+63 2 8888 0000' }])
    expect(config.servicePhone).toBe('+63 2 8888 0000')
  })

  it.each([
    ['letters', 'call-me-now'],
    ['a URL', 'javascript:alert(1)'],
    ['a number with a query', '0917?x=1'],
    ['no digit at all', '( ) - .'],
    ['more than 32 characters', '0917 000 1111 0917 000 1111 0917 000'],
  ])(
    'a host phone that is not a phone number (%s) is ignored: the configured service phone is called',
    async (_what, telephone) => {
      expect(toOrderDetails(detailsData({ telephone }), ORIGIN, query).telephone).toBe(config.servicePhone)
      const flow = await ready({ details: { telephone } })
      flow.actor.send({ type: 'phone.call' })
      expect(flow.services.bridge.sent).toEqual([{ type: 'callPhone', phone: config.servicePhone }])
    },
  )

  it('"Go and bind the card" opens /bindCard with the ids and source loanDetail', async () => {
    const flow = await ready({ details: { cardNeedPop: 1 } })
    flow.actor.send({ type: 'bindCard.go' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/bindCard', { ...ids, source: 'loanDetail' }]])
    expect(flow.services.bridge.sent).toEqual([])
  })
})

describe('order details: Withdraw Now (151)', () => {
  // A partner's withdrawal page: opened as the server named it, without the session (decision 023).
  const withdraw = { orderStatus: 151, h5Url: 'https://lender.example/withdraw/9' }
  const withdrawUrl = 'https://lender.example/withdraw/9'

  it('opens the checked h5Url through the host when it is not inside', async () => {
    const flow = await ready({ details: { ...withdraw, inside: '0' } })
    flow.actor.send({ type: 'withdraw.go' })
    expect(flow.services.bridge.sent).toEqual([{ type: 'openUrl', url: withdrawUrl }])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })

  it('opens it in this webview (no replace) when inside is 1', async () => {
    const flow = await ready({ details: { ...withdraw, inside: '1' } })
    flow.actor.send({ type: 'withdraw.go' })
    expect(flow.services.navigate.leave.mock.calls).toEqual([[withdrawUrl]])
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('without an h5Url the host opens the product', async () => {
    const flow = await ready({ details: { orderStatus: 151, h5Url: '' } })
    flow.actor.send({ type: 'withdraw.go' })
    expect(flow.services.bridge.sent).toEqual([
      { type: 'openProduct', productId: 'P-77', scheme: config.appScheme },
    ])
  })

  it('a refused h5Url is none: the host opens the product, nothing loads the URL', async () => {
    const flow = await ready({ details: { orderStatus: 151, h5Url: 'javascript:alert(1)', inside: '1' } })
    flow.actor.send({ type: 'withdraw.go' })
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.bridge.sent).toEqual([
      { type: 'openProduct', productId: 'P-77', scheme: config.appScheme },
    ])
  })
})

describe('order details: the rating popup', () => {
  it('5 stars send google-score {score: 5} once and open the store rating', async () => {
    const flow = await ready({ details: { isScore: 1 } })
    flow.services.answer(googleScore, () => undefined)
    rate(flow, { type: 'star.pick', stars: 5 }, { type: 'rating.submit' }, { type: 'rating.submit' })
    await flush()
    expect(googleScore.path).toBe('/v3/loan-details/google-score')
    expect(flow.services.api.callsTo(googleScore)).toEqual([{ score: 5 }])
    expect(flow.services.bridge.sent).toEqual([{ type: 'rateApp' }])
    expect(ratingChild(flow)).toBeUndefined()
    expect(flow.services.toasts).toEqual([])
  })

  it('4 stars are sent as 5', async () => {
    const flow = await ready({ details: { isScore: 1 } })
    flow.services.answer(googleScore, () => undefined)
    rate(flow, { type: 'star.pick', stars: 4 }, { type: 'rating.submit' })
    await flush()
    expect(flow.services.api.callsTo(googleScore)).toEqual([{ score: 5 }])
  })

  it('2 stars send nothing and tell the host nothing', async () => {
    const flow = await ready({ details: { isScore: 1 } })
    flow.services.answer(googleScore, () => undefined)
    rate(flow, { type: 'star.pick', stars: 2 }, { type: 'rating.submit' })
    await flush()
    expect(flow.services.api.callsTo(googleScore)).toEqual([])
    expect(flow.services.bridge.sent).toEqual([])
    expect(ratingChild(flow)?.getSnapshot().value).toBe('thanking')
  })

  it('a failed google-score shows the server message; no store rating; the popup stays', async () => {
    const flow = await ready({ details: { isScore: 1 } })
    flow.services.fail(googleScore, { kind: 'rejected', code: '1', message: 'Rating closed' })
    rate(flow, { type: 'star.pick', stars: 5 }, { type: 'rating.submit' })
    await flush()
    expect(flow.services.toasts).toEqual([{ notice: { text: 'Rating closed' }, tone: 'failure' }])
    expect(flow.services.bridge.sent).toEqual([])
    expect(ratingChild(flow)?.getSnapshot().value).toBe('choosing')
  })
})

describe("order details: the order's recommended products", () => {
  it('a status without buttons shows the products that came with the order, mapped', async () => {
    const flow = await ready({ details: { recProducts: [rawProduct] } })
    const s = flow.actor.getSnapshot()
    expect(s.matches({ ready: { recommendations: 'shown' } })).toBe(true)
    expect(s.context.order?.products.map((p) => [p.productId, p.name, p.enabled])).toEqual([
      ['901', 'PesoFlex', '1'],
    ])
  })

  it('a status with buttons hides them', async () => {
    const flow = await ready({ details: { orderStatus: ORDER_STATUS.repaying, recProducts: [rawProduct] } })
    expect(flow.actor.getSnapshot().matches({ ready: { recommendations: 'hidden' } })).toBe(true)
  })
})

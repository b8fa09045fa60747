import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { legacyRecommended } from '../../src/api/legacy-products.ts'
import type { DataOf } from '../../src/api/api.ts'
import { schemas as schemas } from '../../src/api/order.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { config } from '../../src/config.ts'
import { decodeProductQuery, findProduct, productPageWith } from '../../src/screens/product/product.impl.ts'
import { parseQuery } from '../../src/lib/query.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'
import { toRecommendedProduct } from '../../src/screens/shared/recommended-product.ts'

/**
 * The real side effects of the product page (src/screens/product/product.impl.ts): the recommended
 * products call, which product is shown, what the native host is asked on Apply, and which links are
 * refused. The machine's own rules are tested through the view in tests/model/product-page.model.test.tsx.
 */

const query = { productId: '102', deviceId: 'dev-1', sessionId: 'sess-9', userId: '100234' }

/** The recommended products as the server sends them, decoded by the real schema. */
const rawProducts = [
  {
    productId: 101,
    logo: 'https://cdn.bayad.test/bc.png',
    name: 'Bayad Cash',
    buttonText: 'Borrow',
    isEnable: 1,
    amountRange: '₱1.000 - ₱20.000',
    amountDesc: 'Loan amount',
    rate: '0.07%',
    rateDesc: 'Daily interest',
    tags: ['Fast approval'],
  },
  {
    productId: '102',
    logo: null,
    name: 'PesoFlex',
    buttonText: null,
    isEnable: '0',
    amountRange: '₱2.000 - ₱30.000',
    amountDesc: null,
    rate: '0.05%',
    rateDesc: null,
    tags: null,
  },
]
const productsData = (raw: unknown = rawProducts): DataOf<typeof legacyRecommended> =>
  v.parse(schemas.recommendedProducts, raw)

function start(options: { pageQuery?: Record<string, string>; raw?: unknown; scheme?: string } = {}) {
  const services = fakeServices({ pageQuery: options.pageQuery ?? query })
  services.answer(legacyRecommended, () => productsData(options.raw))
  const machine =
    options.scheme === undefined ? productPageWith(services) : productPageWith(services, options.scheme)
  const actor = createActor(machine, { input: inputFor(services) })
  actor.start()
  return { services, actor }
}

function inputFor(services: FakeServices) {
  const decoded = decodeProductQuery(services.pageQuery())
  if (decoded === null) throw new Error('the test page query does not decode')
  return decoded
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('product page: the call and what the host is asked', () => {
  it('loads the recommended products (scholarships) with an empty payload and shows the one asked for', async () => {
    const flow = start()
    await flush()
    expect(legacyRecommended.path).toBe('/panda/honey/scholarships')
    expect(flow.services.api.callsTo(legacyRecommended)).toEqual([{}])
    const s = flow.actor.getSnapshot()
    expect(s.value).toEqual({ showing: 'idle' })
    expect(s.context.product?.name).toBe('PesoFlex')
  })

  it('Apply on an enabled product asks the host to open it with the configured app scheme', async () => {
    const flow = start({ pageQuery: { ...query, productId: '101' } })
    await flush()
    flow.actor.send({ type: 'product.apply' })
    expect(flow.services.bridge.sent).toEqual([
      { type: 'openProduct', productId: '101', scheme: config.appScheme },
    ])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })

  it('a double tap asks the host once; a tap after REPEAT_TAP_MS asks again', async () => {
    const flow = start({ pageQuery: { ...query, productId: '101' } })
    await flush()
    const opened = { type: 'openProduct', productId: '101', scheme: config.appScheme }
    flow.actor.send({ type: 'product.apply' })
    flow.actor.send({ type: 'product.apply' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    flow.actor.send({ type: 'product.apply' })
    expect(flow.services.bridge.sent).toEqual([opened])
    await vi.advanceTimersByTimeAsync(1)
    flow.actor.send({ type: 'product.apply' })
    expect(flow.services.bridge.sent).toEqual([opened, opened])
  })

  it('the scheme is the one given', async () => {
    const flow = start({ pageQuery: { productId: '101' }, scheme: 'bayadapp' })
    await flush()
    flow.actor.send({ type: 'product.apply' })
    expect(flow.services.bridge.sent).toEqual([{ type: 'openProduct', productId: '101', scheme: 'bayadapp' }])
  })

  it('a disabled product (isEnable 0) asks the host nothing', async () => {
    const flow = start()
    await flush()
    expect(flow.actor.getSnapshot().context.product?.enabled).toBe('0')
    flow.actor.send({ type: 'product.apply' })
    expect(flow.services.bridge.sent).toEqual([])
  })

  it.each([
    ['not in the list', rawProducts],
    ['an empty list', []],
    ['no list (null)', null],
  ])('a product %s is not offered', async (_what, raw) => {
    const flow = start({ pageQuery: { productId: '999' }, raw })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('notOffered')
    expect(flow.services.toasts).toEqual([])
  })

  it('a failed load toasts the server message; retry asks again', async () => {
    const services = fakeServices({ pageQuery: query })
    services.fail(legacyRecommended, { kind: 'rejected', code: '01', message: 'System busy' })
    const actor = createActor(productPageWith(services), { input: inputFor(services) })
    actor.start()
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(services.toasts).toEqual([{ notice: { text: 'System busy' }, tone: 'failure' }])
    services.answer(legacyRecommended, () => productsData())
    actor.send({ type: 'product.retry' })
    await flush()
    expect(actor.getSnapshot().value).toEqual({ showing: 'idle' })
    expect(services.api.callsTo(legacyRecommended)).toEqual([{}, {}])
  })
})

describe('toRecommendedProduct and findProduct', () => {
  it('maps the schema fields to the machine’s product (enabled ← isEnable)', () => {
    const [first, second] = productsData()
    expect(toRecommendedProduct(first!)).toEqual({
      productId: '101',
      logo: 'https://cdn.bayad.test/bc.png',
      name: 'Bayad Cash',
      buttonText: 'Borrow',
      enabled: '1',
      amountRange: '₱1.000 - ₱20.000',
      amountDesc: 'Loan amount',
      rate: '0.07%',
      rateDesc: 'Daily interest',
      tags: ['Fast approval'],
    })
    expect(toRecommendedProduct(second!)).toEqual({
      productId: '102',
      logo: '',
      name: 'PesoFlex',
      buttonText: '',
      enabled: '0',
      amountRange: '₱2.000 - ₱30.000',
      amountDesc: '',
      rate: '0.05%',
      rateDesc: '',
      tags: [],
    })
  })

  it('finds by productId (a number on the wire matches its text) and answers null for none', () => {
    expect(findProduct(productsData(), '101')?.name).toBe('Bayad Cash')
    expect(findProduct(productsData(), '10')).toBeNull()
    expect(findProduct([], '101')).toBeNull()
  })
})

describe('decodeProductQuery', () => {
  it('reads the product, trimmed', () => {
    expect(decodeProductQuery({ productId: ' 101 ', userId: '7' })).toEqual({ productId: '101' })
  })

  it('product_id is read too (spec §7 mirroring)', () => {
    expect(decodeProductQuery(parseQuery('?product_id=101&userId=7'))).toEqual({ productId: '101' })
  })

  it.each([
    ['missing', {}],
    ['empty', { productId: '' }],
    ['blank', { productId: '  ' }],
    ['too long', { productId: 'P'.repeat(65) }],
    ['with a path', { productId: '../orderList' }],
    ['with a query', { productId: '101&scheme=evil' }],
    ['with a scheme', { productId: 'javascript:alert(1)' }],
    ['with markup', { productId: '<b>101</b>' }],
  ])('refuses a product link %s', (_what, pageQuery) => {
    expect(decodeProductQuery(pageQuery)).toBeNull()
  })
})

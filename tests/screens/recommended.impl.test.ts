import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { RECOMMEND_MODULE_ID } from '../../machines/recommended-products.machine.ts'
import type {
  RecommendedProduct,
  RecommendedProductsInput,
} from '../../machines/recommended-products.types.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import type { DataOf } from '../../src/api/api.ts'
import { legacyProductLink, legacyProductTrack, legacyRecommended } from '../../src/api/legacy-products.ts'
import { saveEvent } from '../../src/api/order.ts'
import { schemas as schemas } from '../../src/api/order.ts'
import { config } from '../../src/config.ts'
import { decodeFailureMessages } from '../../src/screens/recommended/login-failed-screen.tsx'
import {
  loadRecommended,
  recommendedProductsWith,
  resolveProduct,
  toRecommendedProduct,
} from '../../src/screens/shared/recommended.impl.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'
import { RAW_PRODUCT } from '../fixtures/recommended-product.ts'

/**
 * The real side effects of the recommended products (src/screens/shared/recommended.impl.ts):
 * the scholarships list and its mapping, what a tap records (event/save, because) and how define's
 * link opens (checked URL or the host), and the joint-login failure page's messages. The machine's
 * own rules are tested in tests/machines/recommended-products.machine.test.ts.
 */

const ORIGIN = 'https://h5.bayad.test'
const query = {
  deviceId: 'dev-1',
  sessionId: 'sess-9',
  userId: '100234',
  merchantNumber: 'M0001',
  mobilePhone: '09171234567',
  errMessage: 'Sign-in failed',
}
const SESSION = 'deviceId=dev-1&sessionId=sess-9&userId=100234&merchantNumber=M0001&mobilePhone=09171234567'

/** Products as scholarships sends them (numbers and strings mixed), decoded by the real schema. */
const rawProducts = [
  RAW_PRODUCT,
  { productId: 'P-902', name: 'CashNow', isEnable: '0', tags: null },
  { productId: 'P-903', name: 'Lendy', isEnable: '1' },
]
const productsData = (raw: unknown = rawProducts): DataOf<typeof legacyRecommended> =>
  v.parse(schemas.recommendedProducts, raw)

const product = (productId: string): RecommendedProduct => ({
  productId,
  logo: '',
  name: `Product ${productId}`,
  buttonText: 'Apply',
  enabled: '1',
  amountRange: '',
  amountDesc: '',
  rate: '',
  rateDesc: '',
  tags: [],
})

/** Services whose calls all answer: the list, the tracking, and define's `url`. */
function servicesWith(url = '') {
  const services = fakeServices({ origin: ORIGIN, pageQuery: query })
  services.answer(legacyRecommended, () => productsData())
  services.answer(saveEvent, () => undefined)
  services.answer(legacyProductTrack, () => undefined)
  services.answer(legacyProductLink, () => ({ url }))
  return services
}

function start(options: { url?: string; input?: RecommendedProductsInput; services?: FakeServices } = {}) {
  const services = options.services ?? servicesWith(options.url)
  const actor = createActor(recommendedProductsWith(services), {
    input: options.input ?? { offersMore: true },
  })
  actor.start()
  return { services, actor }
}
type Flow = ReturnType<typeof start>

async function tap(flow: Flow, position: number) {
  await flush()
  flow.actor.send({ type: 'product.open', position })
  await flush()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toRecommendedProduct', () => {
  it('maps a product, isEnable to enabled, numbers to text', () => {
    expect(productsData().map(toRecommendedProduct)).toEqual([
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
      {
        productId: 'P-902',
        logo: '',
        name: 'CashNow',
        buttonText: '',
        enabled: '0',
        amountRange: '',
        amountDesc: '',
        rate: '',
        rateDesc: '',
        tags: [],
      },
      {
        productId: 'P-903',
        logo: '',
        name: 'Lendy',
        buttonText: '',
        enabled: '1',
        amountRange: '',
        amountDesc: '',
        rate: '',
        rateDesc: '',
        tags: [],
      },
    ])
  })
})

describe('loadRecommended', () => {
  it('calls scholarships with an empty payload and maps the list', async () => {
    const services = servicesWith()
    const products = await loadRecommended(services)
    expect(legacyRecommended.path).toBe('/panda/honey/scholarships')
    expect(services.api.callsTo(legacyRecommended)).toEqual([{}])
    expect(products.map((p) => [p.productId, p.enabled])).toEqual([
      ['901', '1'],
      ['P-902', '0'],
      ['P-903', '1'],
    ])
  })

  it('null is an empty list', async () => {
    const services = servicesWith()
    services.answer(legacyRecommended, () => productsData(null))
    await expect(loadRecommended(services)).resolves.toEqual([])
  })
})

describe('resolveProduct', () => {
  it('records the tap (event/save with moduleId 30, because) and resolves the link with define', async () => {
    const services = servicesWith('https://lender.example/p/903')
    const target = await resolveProduct(services, { product: product('P-903'), position: 2 })
    expect(saveEvent.path).toBe('/service/event/save')
    expect(legacyProductTrack.path).toBe('/gopia/goya/because')
    expect(legacyProductLink.path).toBe('/gopia/goya/define')
    expect(RECOMMEND_MODULE_ID).toBe(30)
    expect(services.api.callsTo(saveEvent)).toEqual([{ productId: 'P-903', moduleId: 30, positionId: 2 }])
    expect(services.api.callsTo(legacyProductTrack)).toEqual([{ productId: 'P-903', positionId: 2 }])
    expect(services.api.callsTo(legacyProductLink)).toEqual([{ productId: 'P-903' }])
    expect(target).toEqual({ kind: 'url', url: 'https://lender.example/p/903' })
  })

  it('a partner lender’s page opens as define named it, without the session (decision 023)', async () => {
    const services = servicesWith('https://lender.example/p/903?ref=bayad')
    services.pageQuery = () => ({ ...query, building: 'b1', gather: 'g1' })
    const target = await resolveProduct(services, { product: product('P-903'), position: 0 })
    expect(target).toEqual({ kind: 'url', url: 'https://lender.example/p/903?ref=bayad' })
  })

  it('an app url gets the session, the custom header values too', async () => {
    const services = servicesWith(`${ORIGIN}/product/903`)
    services.pageQuery = () => ({ ...query, building: 'b1' })
    const target = await resolveProduct(services, { product: product('P-903'), position: 0 })
    expect(target).toEqual({ kind: 'url', url: `${ORIGIN}/product/903?${SESSION}&building=b1` })
  })

  it('a relative url resolves against the origin; a session parameter it has is kept', async () => {
    const services = servicesWith('/product/903?userId=555')
    const target = await resolveProduct(services, { product: product('P-903'), position: 0 })
    expect(target).toEqual({
      kind: 'url',
      url: `${ORIGIN}/product/903?userId=555&deviceId=dev-1&sessionId=sess-9&merchantNumber=M0001&mobilePhone=09171234567`,
    })
  })

  it.each(['', '   '])('an empty url (%j) means the host opens the product', async (url) => {
    const services = servicesWith(url)
    await expect(resolveProduct(services, { product: product('P-903'), position: 1 })).resolves.toEqual({
      kind: 'host',
      productId: 'P-903',
    })
  })

  it('tracking failures (both) still resolve the link', async () => {
    const services = servicesWith('https://lender.example/p/903')
    services.fail(saveEvent, { kind: 'network' })
    services.fail(legacyProductTrack, { kind: 'rejected', code: '01', message: 'no' })
    await expect(resolveProduct(services, { product: product('P-903'), position: 0 })).resolves.toEqual({
      kind: 'url',
      url: 'https://lender.example/p/903',
    })
    expect(services.api.callsTo(saveEvent)).toHaveLength(1)
    expect(services.api.callsTo(legacyProductTrack)).toHaveLength(1)
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'file:///etc/passwd',
    '//evil.example/p/903',
    'https://h5.bayad.test@evil.example/p/903',
    'product/903',
  ])('a define url %j is refused as malformed', async (url) => {
    const services = servicesWith(url)
    await expect(resolveProduct(services, { product: product('P-903'), position: 0 })).rejects.toEqual({
      kind: 'malformed',
    })
  })

  it('a failed define rejects with its failure', async () => {
    const services = servicesWith()
    services.fail(legacyProductLink, { kind: 'rejected', code: '01', message: 'Product offline' })
    await expect(resolveProduct(services, { product: product('P-903'), position: 0 })).rejects.toEqual({
      kind: 'rejected',
      code: '01',
      message: 'Product offline',
    })
  })
})

describe('recommendedProductsWith: the machine with the real side effects', () => {
  it('loads scholarships when no products are given', async () => {
    const flow = start()
    await flush()
    expect(flow.services.api.callsTo(legacyRecommended)).toEqual([{}])
    expect(flow.actor.getSnapshot().context.products.map((p) => p.productId)).toEqual([
      '901',
      'P-902',
      'P-903',
    ])
  })

  it('given products (the order page) are shown without a call', async () => {
    const flow = start({ input: { products: [product('P-1')], offersMore: true } })
    await flush()
    expect(flow.services.api.callsTo(legacyRecommended)).toEqual([])
    expect(flow.actor.getSnapshot().matches('ready')).toBe(true)
  })

  it('a failed list shows the server message', async () => {
    const services = servicesWith()
    services.fail(legacyRecommended, { kind: 'rejected', code: '01', message: 'No products today' })
    const flow = start({ services })
    await flush()
    expect(flow.actor.getSnapshot().value).toBe('loadFailed')
    expect(flow.services.toasts).toEqual([{ notice: { text: 'No products today' }, tone: 'failure' }])
  })

  it('a tapped product with a url leaves the page for it', async () => {
    const flow = start({ url: 'https://lender.example/p/901' })
    await tap(flow, 0)
    expect(flow.services.api.callsTo(saveEvent)).toEqual([{ productId: '901', moduleId: 30, positionId: 0 }])
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://lender.example/p/901']])
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('a tapped product without a url asks the host to open it with the app scheme', async () => {
    const flow = start({ url: '' })
    await tap(flow, 2)
    expect(flow.services.api.callsTo(legacyProductTrack)).toEqual([{ productId: 'P-903', positionId: 2 }])
    expect(flow.services.bridge.sent).toEqual([
      { type: 'openProduct', productId: 'P-903', scheme: config.appScheme },
    ])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
  })

  it('a second tap within REPEAT_TAP_MS of the opening records and opens nothing; after it, a tap does', async () => {
    const flow = start({ url: '' })
    await tap(flow, 2)
    await tap(flow, 2)
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    await tap(flow, 0)
    const opened = { type: 'openProduct', productId: 'P-903', scheme: config.appScheme }
    expect(flow.services.api.callsTo(legacyProductTrack)).toEqual([{ productId: 'P-903', positionId: 2 }])
    expect(flow.services.bridge.sent).toEqual([opened])
    await vi.advanceTimersByTimeAsync(1)
    await tap(flow, 2)
    expect(flow.services.api.callsTo(legacyProductTrack)).toEqual([
      { productId: 'P-903', positionId: 2 },
      { productId: 'P-903', positionId: 2 },
    ])
    expect(flow.services.bridge.sent).toEqual([opened, opened])
  })

  it('a tracking failure still opens the product', async () => {
    const services = servicesWith('https://lender.example/p/901')
    services.fail(saveEvent, { kind: 'network' })
    services.fail(legacyProductTrack, { kind: 'network' })
    const flow = start({ services })
    await tap(flow, 0)
    expect(flow.services.navigate.leave.mock.calls).toEqual([['https://lender.example/p/901']])
    expect(flow.services.toasts).toEqual([])
  })

  it('a refused url opens nothing and shows the malformed toast', async () => {
    const flow = start({ url: 'javascript:alert(1)' })
    await tap(flow, 0)
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.bridge.sent).toEqual([])
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.malformed' }, tone: 'failure' }])
    expect(flow.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('a disabled product makes no call at all', async () => {
    const flow = start({ url: 'https://lender.example/p/902' })
    await tap(flow, 1)
    expect(flow.services.api.callsTo(saveEvent)).toEqual([])
    expect(flow.services.api.callsTo(legacyProductTrack)).toEqual([])
    expect(flow.services.api.callsTo(legacyProductLink)).toEqual([])
    expect(flow.services.navigate.leave).not.toHaveBeenCalled()
    expect(flow.services.bridge.sent).toEqual([])
  })

  it('"more" opens /recommendList', async () => {
    const flow = start()
    await flush()
    flow.actor.send({ type: 'products.more' })
    expect(flow.services.navigate.go.mock.calls).toEqual([['/recommendList']])
  })

  it('the list page itself (no "more") goes nowhere', async () => {
    const flow = start({ input: { offersMore: false } })
    await flush()
    flow.actor.send({ type: 'products.more' })
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })
})

describe('decodeFailureMessages (/loginFailed)', () => {
  const DEFAULT_ERROR = 'We could not sign you in to this lender.'

  it('shows both messages, trimmed', () => {
    expect(
      decodeFailureMessages({ errMessage: '  Sign-in failed ', noticeMessage: ' Try another lender ' }),
    ).toEqual({ error: 'Sign-in failed', notice: 'Try another lender' })
  })

  it.each([
    ['absent', {}],
    ['empty', { errMessage: '' }],
    ['blank', { errMessage: '   ' }],
    ['too long', { errMessage: 'x'.repeat(501) }],
  ])('an errMessage that is %s reads the default wording, no notice', (_what, pageQuery) => {
    expect(decodeFailureMessages(pageQuery)).toEqual({ error: DEFAULT_ERROR, notice: '' })
  })

  it('500 characters are still shown', () => {
    expect(decodeFailureMessages({ errMessage: 'x'.repeat(500) }).error).toBe('x'.repeat(500))
  })

  it('a too long noticeMessage is not shown', () => {
    expect(
      decodeFailureMessages({ errMessage: 'Sign-in failed', noticeMessage: 'n'.repeat(501) }).notice,
    ).toBe('')
  })

  it('markup stays text', () => {
    expect(decodeFailureMessages({ errMessage: '<b>x</b>' }).error).toBe('<b>x</b>')
  })
})

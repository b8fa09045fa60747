import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  DISABLED_FLAG,
  isEnabledProduct,
  RECOMMEND_MODULE_ID,
  recommendedProductsMachine,
  tagsAt,
  TAGGED_ITEMS,
} from '../../machines/recommended-products.machine.ts'
import type {
  OpenProductInput,
  ProductTarget,
  RecommendedProduct,
  RecommendedProductsEvent,
  RecommendedProductsInput,
} from '../../machines/recommended-products.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { createControllable } from '../model/harness.ts'

/**
 * Recommended products (machines/recommended-products.machine.ts) with the calls replaced by stubs
 * the test settles, and every effect recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openProduct'; params: { target: ProductTarget } }
  | { type: 'openMore' }

const product = (productId: string, changes: Partial<RecommendedProduct> = {}): RecommendedProduct => ({
  productId,
  logo: `https://cdn.bayad.test/${productId}.png`,
  name: `Product ${productId}`,
  buttonText: 'Apply',
  enabled: '1',
  amountRange: '₱1,000 - ₱20,000',
  amountDesc: 'Loan amount',
  rate: '0.05%',
  rateDesc: 'Daily rate',
  tags: [`tag-${productId}`],
  ...changes,
})

const cash = product('P-1')
const flex = product('P-2')
const closed = product('P-3', { enabled: DISABLED_FLAG })
const products = [cash, flex, closed]

const urlTarget: ProductTarget = { kind: 'url', url: 'https://lender.example/apply?p=P-2' }
const hostTarget: ProductTarget = { kind: 'host', productId: 'P-1' }
const rejected: CallFailure = { kind: 'rejected', code: '5', message: 'Products are unavailable' }

function start(input: RecommendedProductsInput = { products, offersMore: true }) {
  const calls = {
    loadProducts: createControllable<RecommendedProduct[], void>('loadProducts'),
    resolveProduct: createControllable<ProductTarget, OpenProductInput>('resolveProduct'),
  }
  const effects: Effect[] = []
  const openMore = vi.fn(() => void effects.push({ type: 'openMore' }))
  const openProduct = vi.fn(
    (_: unknown, params: { target: ProductTarget }) => void effects.push({ type: 'openProduct', params }),
  )
  const actor = createActor(
    recommendedProductsMachine.provide({
      actors: { loadProducts: calls.loadProducts.logic, resolveProduct: calls.resolveProduct.logic },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        openProduct,
        openMore,
      },
    }),
    { input },
  )
  actor.start()
  return { actor, calls, effects, openMore, openProduct }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: RecommendedProductsEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('recommendedProducts: constants and helpers', () => {
  it('tracks under module 30 and tags the first 2 items (spec §9)', () => {
    expect(RECOMMEND_MODULE_ID).toBe(30)
    expect(TAGGED_ITEMS).toBe(2)
    expect(DISABLED_FLAG).toBe('0')
  })

  it('tagsAt gives the tags for positions 0 and 1 only', () => {
    const tagged = product('P-9', { tags: ['Fast', 'Low rate'] })
    expect(tagsAt(tagged, 0)).toEqual(['Fast', 'Low rate'])
    expect(tagsAt(tagged, 1)).toEqual(['Fast', 'Low rate'])
    expect(tagsAt(tagged, 2)).toEqual([])
    expect(tagsAt(tagged, 7)).toEqual([])
  })

  it('isEnabledProduct: "0" and a missing product are not enabled; anything else is', () => {
    expect(isEnabledProduct(cash)).toBe(true)
    expect(isEnabledProduct(product('P-4', { enabled: '' }))).toBe(true)
    expect(isEnabledProduct(closed)).toBe(false)
    expect(isEnabledProduct(undefined)).toBe(false)
  })
})

describe('recommendedProducts: loading', () => {
  it('given products skip the load and show at once', () => {
    const flow = start({ products, offersMore: false })
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(snap(flow).context).toEqual({ products, offersMore: false })
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.calls.loadProducts.calls).toHaveLength(0)
  })

  it.each([
    ['no products given', { offersMore: false }],
    ['an empty list given', { products: [], offersMore: false }],
  ])('%s: loads them, shows busy, then shows them', async (_what, input) => {
    const flow = start(input)
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.loadProducts.calls).toHaveLength(1)
    flow.calls.loadProducts.resolve([flex, cash])
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(snap(flow).context.products).toEqual([flex, cash])
    expect(flow.effects).toEqual([])
  })

  it('a loaded empty list is shown (empty), not loaded again', async () => {
    const flow = start({ offersMore: false })
    flow.calls.loadProducts.resolve([])
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(snap(flow).context.products).toEqual([])
    expect(flow.calls.loadProducts.calls).toHaveLength(1)
  })

  it('a failed load toasts the server message and offers a retry that loads again', async () => {
    const flow = start({ offersMore: false })
    flow.calls.loadProducts.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Products are unavailable' }, tone: 'failure' } },
    ])
    send(flow, { type: 'products.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.calls.loadProducts.calls).toHaveLength(2)
    flow.calls.loadProducts.resolve(products)
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(snap(flow).context.products).toEqual(products)
  })

  it('a failed load for a lost connection toasts the network message', async () => {
    const flow = start({ offersMore: false })
    flow.calls.loadProducts.reject({ kind: 'network' })
    await flush()
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.network' }, tone: 'failure' } },
    ])
  })

  it('products.retry means nothing once the list is shown, and taps mean nothing while loading', async () => {
    const flow = start({ offersMore: false })
    send(flow, { type: 'product.open', position: 0 })
    expect(flow.calls.resolveProduct.calls).toHaveLength(0)
    flow.calls.loadProducts.resolve(products)
    await flush()
    expect(snap(flow).can({ type: 'products.retry' })).toBe(false)
    send(flow, { type: 'products.retry' })
    expect(flow.calls.loadProducts.calls).toHaveLength(1)
  })
})

describe('recommendedProducts: a tap on a product', () => {
  it('a disabled product (enabled "0") ignores the tap: nothing recorded, nothing opened', async () => {
    const flow = start()
    expect(snap(flow).can({ type: 'product.open', position: 2 })).toBe(false)
    send(flow, { type: 'product.open', position: 2 })
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(flow.calls.resolveProduct.calls).toHaveLength(0)
    expect(flow.effects).toEqual([])
  })

  it.each([
    ['past the end', 3],
    ['negative', -1],
    ['not an integer', 0.5],
  ])('a position %s (%s) is ignored', (_what, position) => {
    const flow = start()
    send(flow, { type: 'product.open', position })
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(flow.calls.resolveProduct.calls).toHaveLength(0)
  })

  it('an enabled product is resolved with itself and its position, shows busy, then opens the target', async () => {
    const flow = start()
    send(flow, { type: 'product.open', position: 1 })
    expect(snap(flow).value).toEqual({ ready: 'opening' })
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.resolveProduct.calls.map((c) => c.input)).toEqual([{ product: flex, position: 1 }])
    flow.calls.resolveProduct.resolve(urlTarget)
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'opened' })
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([{ type: 'openProduct', params: { target: urlTarget } }])
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(flow.effects).toHaveLength(1)
  })

  it('position 0 opens the first product through the host', async () => {
    const flow = start()
    send(flow, { type: 'product.open', position: 0 })
    expect(flow.calls.resolveProduct.calls.map((c) => c.input)).toEqual([{ product: cash, position: 0 }])
    flow.calls.resolveProduct.resolve(hostTarget)
    await flush()
    expect(flow.openProduct).toHaveBeenCalledTimes(1)
    expect(flow.effects).toEqual([{ type: 'openProduct', params: { target: hostTarget } }])
  })

  it('a double tap (or a tap on another product) while opening resolves once and opens once', async () => {
    const flow = start()
    send(flow, { type: 'product.open', position: 0 })
    send(flow, { type: 'product.open', position: 0 })
    send(flow, { type: 'product.open', position: 1 })
    await flush()
    expect(flow.calls.resolveProduct.calls).toHaveLength(1)
    flow.calls.resolveProduct.resolve(hostTarget)
    await flush()
    expect(flow.openProduct).toHaveBeenCalledTimes(1)
    // Once REPEAT_TAP_MS has passed since it opened, another tap works again.
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    send(flow, { type: 'product.open', position: 1 })
    expect(snap(flow).value).toEqual({ ready: 'opening' })
    expect(flow.calls.resolveProduct.calls.map((c) => c.input)).toEqual([
      { product: cash, position: 0 },
      { product: flex, position: 1 },
    ])
  })

  it('a tap within REPEAT_TAP_MS after a product opened is ignored; after it, a tap opens again', async () => {
    const flow = start()
    send(flow, { type: 'product.open', position: 0 })
    flow.calls.resolveProduct.resolve(hostTarget)
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'opened' })
    expect(snap(flow).can({ type: 'product.open', position: 0 })).toBe(false)
    send(flow, { type: 'product.open', position: 0 })
    send(flow, { type: 'product.open', position: 1 })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    expect(snap(flow).value).toEqual({ ready: 'opened' })
    send(flow, { type: 'product.open', position: 1 })
    await flush()
    expect(flow.calls.resolveProduct.calls).toHaveLength(1)
    expect(flow.openProduct).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    send(flow, { type: 'product.open', position: 1 })
    expect(snap(flow).value).toEqual({ ready: 'opening' })
    expect(flow.calls.resolveProduct.calls.map((c) => c.input)).toEqual([
      { product: cash, position: 0 },
      { product: flex, position: 1 },
    ])
    flow.calls.resolveProduct.resolve(urlTarget)
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'opened' })
    expect(flow.effects).toEqual([
      { type: 'openProduct', params: { target: hostTarget } },
      { type: 'openProduct', params: { target: urlTarget } },
    ])
  })

  it('a failed resolve toasts the failure, opens nothing and returns to idle', async () => {
    const flow = start()
    send(flow, { type: 'product.open', position: 1 })
    flow.calls.resolveProduct.reject({ kind: 'malformed' })
    await flush()
    expect(snap(flow).value).toEqual({ ready: 'idle' })
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { id: 'error.malformed' }, tone: 'failure' } },
    ])
    expect(flow.openProduct).not.toHaveBeenCalled()
  })
})

describe('recommendedProducts: "Click to view more products"', () => {
  it('opens more when the list offers it', () => {
    const flow = start({ products, offersMore: true })
    send(flow, { type: 'products.more' })
    expect(flow.effects).toEqual([{ type: 'openMore' }])
    expect(snap(flow).value).toEqual({ ready: 'idle' })
  })

  it('not while a product is opening: one navigation per tap', () => {
    const flow = start({ products, offersMore: true })
    send(flow, { type: 'product.open', position: 0 })
    send(flow, { type: 'products.more' })
    expect(flow.openMore).not.toHaveBeenCalled()
    expect(snap(flow).value).toEqual({ ready: 'opening' })
  })

  it('not within REPEAT_TAP_MS after a product opened; after it, more opens', async () => {
    const flow = start({ products, offersMore: true })
    send(flow, { type: 'product.open', position: 0 })
    flow.calls.resolveProduct.resolve(hostTarget)
    await flush()
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    expect(snap(flow).can({ type: 'products.more' })).toBe(false)
    send(flow, { type: 'products.more' })
    expect(flow.openMore).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    send(flow, { type: 'products.more' })
    expect(flow.openMore).toHaveBeenCalledTimes(1)
    expect(snap(flow).value).toEqual({ ready: 'idle' })
  })

  it('does nothing on the list page itself (offersMore false)', () => {
    const flow = start({ products, offersMore: false })
    expect(snap(flow).can({ type: 'products.more' })).toBe(false)
    send(flow, { type: 'products.more' })
    expect(flow.openMore).not.toHaveBeenCalled()
  })

  it('does nothing before the list is shown', () => {
    const flow = start({ offersMore: true })
    send(flow, { type: 'products.more' })
    expect(flow.openMore).not.toHaveBeenCalled()
  })
})

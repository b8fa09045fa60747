import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { productPageMachine } from '../../machines/product-page.machine.ts'
import type { ProductPageEvent, ProductPageInput } from '../../machines/product-page.types.ts'
import type { RecommendedProduct } from '../../machines/recommended-products.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { createControllable } from '../model/harness.ts'

/**
 * The product page (machines/product-page.machine.ts) with the load replaced by a stub the test
 * settles, and every effect recorded in order.
 */

type Effect =
  { type: 'showToast'; params: ToastParams } | { type: 'openProduct'; params: { productId: string } }

const input: ProductPageInput = { productId: 'P-77' }

const productOf = (changes: Partial<RecommendedProduct> = {}): RecommendedProduct => ({
  productId: 'P-77',
  logo: 'https://cdn.bayad.test/P-77.png',
  name: 'Bayad Cash',
  buttonText: 'Apply now',
  enabled: '1',
  amountRange: '₱1,000 - ₱20,000',
  amountDesc: 'Loan amount',
  rate: '0.05%',
  rateDesc: 'Daily rate',
  tags: ['Fast'],
  ...changes,
})

const rejected: CallFailure = { kind: 'rejected', code: '4', message: 'Service is busy' }

function start(pageInput: ProductPageInput = input) {
  const loadProduct = createControllable<RecommendedProduct | null, ProductPageInput>('loadProduct')
  const effects: Effect[] = []
  const openProduct = vi.fn(
    (_: unknown, params: { productId: string }) => void effects.push({ type: 'openProduct', params }),
  )
  const actor = createActor(
    productPageMachine.provide({
      actors: { loadProduct: loadProduct.logic },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        openProduct,
      },
    }),
    { input: pageInput },
  )
  actor.start()
  return { actor, loadProduct, effects, openProduct }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: ProductPageEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()

async function loaded(product: RecommendedProduct | null) {
  const flow = start()
  flow.loadProduct.resolve(product)
  await flush()
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('productPage: loading', () => {
  it('asks for the product of the page, shows busy, then shows its card', async () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(snap(flow).context).toEqual({ productId: 'P-77', product: null })
    expect(flow.loadProduct.calls.map((c) => c.input)).toEqual([input])
    const product = productOf()
    flow.loadProduct.resolve(product)
    await flush()
    expect(snap(flow).value).toEqual({ showing: 'idle' })
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.product).toEqual(product)
    expect(flow.effects).toEqual([])
  })

  it('a product not offered any more says so, and Apply now opens nothing', async () => {
    const flow = await loaded(null)
    expect(snap(flow).value).toBe('notOffered')
    expect(snap(flow).context.product).toBeNull()
    expect(snap(flow).can({ type: 'product.apply' })).toBe(false)
    send(flow, { type: 'product.apply' })
    send(flow, { type: 'product.retry' })
    expect(flow.effects).toEqual([])
    expect(flow.loadProduct.calls).toHaveLength(1)
  })

  it('a failed load toasts the server message (failure tone) and offers a retry that loads again', async () => {
    const flow = start()
    flow.loadProduct.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Service is busy' }, tone: 'failure' } },
    ])
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).not.toHaveBeenCalled()
    send(flow, { type: 'product.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.loadProduct.calls.map((c) => c.input)).toEqual([input, input])
    flow.loadProduct.resolve(productOf())
    await flush()
    expect(snap(flow).value).toEqual({ showing: 'idle' })
  })

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['not a call failure', new Error('boom'), { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.loadProduct.reject(error)
    await flush()
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('Apply now while loading opens nothing; retry means nothing once shown', async () => {
    const flow = start()
    send(flow, { type: 'product.apply' })
    expect(flow.effects).toEqual([])
    flow.loadProduct.resolve(productOf())
    await flush()
    expect(snap(flow).can({ type: 'product.retry' })).toBe(false)
    send(flow, { type: 'product.retry' })
    expect(flow.loadProduct.calls).toHaveLength(1)
  })
})

describe('productPage: Apply now', () => {
  it('asks the host to open the product of the page, each time it is tapped', async () => {
    const flow = await loaded(productOf())
    send(flow, { type: 'product.apply' })
    expect(flow.effects).toEqual([{ type: 'openProduct', params: { productId: 'P-77' } }])
    expect(snap(flow).value).toEqual({ showing: 'asked' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    expect(snap(flow).value).toEqual({ showing: 'idle' })
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).toHaveBeenCalledTimes(2)
    expect(flow.effects).toEqual([
      { type: 'openProduct', params: { productId: 'P-77' } },
      { type: 'openProduct', params: { productId: 'P-77' } },
    ])
    expect(snap(flow).value).toEqual({ showing: 'asked' })
  })

  it('a second tap within REPEAT_TAP_MS is ignored; after it, a tap opens the product again', async () => {
    const flow = await loaded(productOf())
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).toHaveBeenCalledTimes(1)
    expect(snap(flow).can({ type: 'product.apply' })).toBe(false)
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    expect(snap(flow).value).toEqual({ showing: 'asked' })
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(snap(flow).value).toEqual({ showing: 'idle' })
    expect(snap(flow).can({ type: 'product.apply' })).toBe(true)
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).toHaveBeenCalledTimes(2)
    expect(flow.effects).toEqual([
      { type: 'openProduct', params: { productId: 'P-77' } },
      { type: 'openProduct', params: { productId: 'P-77' } },
    ])
    expect(snap(flow).value).toEqual({ showing: 'asked' })
  })

  it.each(['1', '', '2'])('a product with enabled %j can be applied for', async (enabled) => {
    const flow = await loaded(productOf({ enabled }))
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).toHaveBeenCalledTimes(1)
  })

  it('a product with enabled "0" is shown, but Apply now opens nothing', async () => {
    const flow = await loaded(productOf({ enabled: '0' }))
    expect(snap(flow).value).toEqual({ showing: 'idle' })
    expect(snap(flow).can({ type: 'product.apply' })).toBe(false)
    send(flow, { type: 'product.apply' })
    expect(flow.openProduct).not.toHaveBeenCalled()
    expect(flow.effects).toEqual([])
    expect(snap(flow).value).toEqual({ showing: 'idle' })
  })
})

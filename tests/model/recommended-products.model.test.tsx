import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import { type InspectionEvent } from 'xstate'
import { recommendedProductsMachine } from '../../machines/recommended-products.machine.ts'
import type {
  ProductTarget,
  RecommendedProduct,
  RecommendedProductsInput,
} from '../../machines/recommended-products.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { RecommendedList } from '../../src/screens/shared/recommended-list.tsx'
import { createModel, expectFullCoverage, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext, StepContext, SyntheticEvent } from './harness.ts'
import { expectLoadFailure } from './load-failure.ts'
import {
  BUSY,
  LENDLY,
  LIST_PAGE,
  LOGIN_FAILED,
  OPENS_IN_HOST,
  OPENS_URL,
  ORDER_PAGE,
  PESOFLEX,
  PRODUCTS,
  scenarios,
} from './samples/recommended-products.samples.ts'

// The list has no overlay, but keep every model test on the same eager dialogs.
vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

type Machine = typeof recommendedProductsMachine
type Src = 'loadProducts' | 'resolveProduct'

// ------------------------------------------------------------------------------- host effects

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openProduct'; params: { target: ProductTarget } }
  | { type: 'openMore' }
let effects: Effect[] = []
/**
 * The oracle, kept from what the borrower and the server did: the effects the host should have seen,
 * the products on screen, the taps that should have been recorded and the one in flight.
 */
let expectedEffects: Effect[] = []
let listed: RecommendedProduct[] = []
let opened: Array<{ product: RecommendedProduct; position: number }> = []
let inFlight = false
/** When (on the fake clock) a product last opened: taps within REPEAT_TAP_MS of it ask nothing. */
let openedAt: number | undefined
const repeated = () => openedAt !== undefined && Date.now() - openedAt < REPEAT_TAP_MS

const failure = (error: CallFailure): Effect => ({
  type: 'showToast',
  params: { notice: { text: error.message ?? '' }, tone: 'failure' },
})

function Screen({
  machine,
  input,
  inspect,
}: {
  machine: Machine
  input: RecommendedProductsInput
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input, inspect })
  return <RecommendedList actor={actor} heading="Recommended for you" />
}

// ------------------------------------------------------------------------------- models

const modelFor = ({ input, events }: (typeof scenarios)[keyof typeof scenarios]) =>
  createModel(recommendedProductsMachine, {
    input,
    // The guards read the list (given or loaded, and the product at a position) and "more".
    contextKeys: ['products', 'offersMore'],
    controllable: ['loadProducts', 'resolveProduct'],
    events,
    // The view shows "Tap to see more loans" under a non-empty list only.
    filterEvents: (s, e) => !(e.type === 'products.more' && s.context.products.length === 0),
  })

const orderPage = modelFor(scenarios.orderPage)
const listPage = modelFor(scenarios.listPage)
const loginFailed = modelFor(scenarios.loginFailed)

// ------------------------------------------------------------------------------- executor

type Ctx = StateContext<Machine, Src>
type Screen = Ctx['screen']

const actionOf = (p: RecommendedProduct) =>
  p.enabled === '0' ? 'Not available right now' : p.buttonText !== '' ? p.buttonText : 'Apply now'
const cardButton = (screen: Screen, p: RecommendedProduct) =>
  screen.getByRole('button', { name: `${actionOf(p)}: ${p.name}` })
const moreLink = (screen: Screen) => screen.queryByRole('button', { name: 'Tap to see more loans' })

function settle(src: Src, effect: (event: SyntheticEvent) => Effect[]) {
  return (ctx: StepContext<Machine, Src, SyntheticEvent>) => {
    expectedEffects.push(...effect(ctx.event))
    const event = ctx.event
    const actor = ctx.actors[src] as { resolve: (o: unknown) => void; reject: (e: unknown) => void }
    if ('error' in event) actor.reject(event.error)
    else if ('output' in event) actor.resolve(event.output)
    else throw new Error(`${event.type} has no sample output or error`)
  }
}

function executorFor(input: RecommendedProductsInput): Executor<Machine, Src> {
  return {
    render: ({ machine, inspect }) => {
      effects = []
      expectedEffects = []
      listed = input.products ?? []
      opened = []
      inFlight = false
      openedAt = undefined
      const withHost = machine.provide({
        actions: {
          showToast: (_, params) => void effects.push({ type: 'showToast', params }),
          openProduct: (_, params) => void effects.push({ type: 'openProduct', params }),
          openMore: () => void effects.push({ type: 'openMore' }),
        },
      })
      render(<Screen machine={withHost} input={input} inspect={inspect} />)
    },
    events: {
      'xstate.done.actor.loadProducts': settle('loadProducts', (event) => {
        listed = (event as { output: RecommendedProduct[] }).output
        return []
      }),
      'xstate.error.actor.loadProducts': settle('loadProducts', () => [failure(BUSY)]),
      'xstate.done.actor.resolveProduct': settle('resolveProduct', (event) => {
        inFlight = false
        openedAt = Date.now()
        return [{ type: 'openProduct', params: { target: (event as { output: ProductTarget }).output } }]
      }),
      'xstate.error.actor.resolveProduct': settle('resolveProduct', () => {
        inFlight = false
        return [failure(BUSY)]
      }),
      'products.retry': async ({ user, screen }) => {
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
      },
      'product.open': async ({ user, screen, event }) => {
        const tapped = listed[event.position]
        if (tapped === undefined) throw new Error(`no product at position ${event.position}`)
        // A disabled product, or any product while one is opening or within REPEAT_TAP_MS of one
        // opening, ignores the tap.
        if (tapped.enabled !== '0' && !inFlight && !repeated()) {
          opened.push({ product: tapped, position: event.position })
          inFlight = true
        }
        await user.click(cardButton(screen, tapped))
      },
      'products.more': async ({ user, screen }) => {
        // One navigation per tap: not while a product opens, nor within REPEAT_TAP_MS of it opening.
        if (!inFlight && !repeated()) expectedEffects.push({ type: 'openMore' })
        const link = moreLink(screen)
        if (link === null) throw new Error('no "Tap to see more loans" on screen')
        await user.click(link)
      },
    },
    states: {
      loading: ({ screen, actors }) => {
        expect(screen.getByRole('heading', { name: 'Recommended for you' })).toBeTruthy()
        expect(document.querySelector('.skeleton')).not.toBeNull()
        expect(screen.queryByRole('list')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        expect(moreLink(screen)).toBeNull()
        expect(actors.loadProducts.pending()).toHaveLength(1)
        expect(effects).toEqual(expectedEffects)
      },
      loadFailed: ({ screen, actors, snapshot }) => {
        expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
        const alert = screen.getByRole('alert')
        expect(alert.textContent).toContain('Recommended loans could not be loaded.')
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(screen.queryByRole('list')).toBeNull()
        expect(moreLink(screen)).toBeNull()
        expect(actors.loadProducts.pending()).toEqual([])
        expect(effects.at(-1)).toEqual(failure(BUSY))
        expect(effects).toEqual(expectedEffects)
      },
      ready: ({ screen, expected, actors }) => {
        const opening = expected.matches({ ready: 'opening' })
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        if (listed.length === 0) {
          expect(screen.getByText('No recommended loans right now.')).toBeTruthy()
          expect(screen.queryByRole('article')).toBeNull()
        } else {
          const cards = [...document.querySelectorAll('.product-card')] as HTMLElement[]
          expect(cards).toHaveLength(listed.length)
          listed.forEach((p, position) => {
            const card = cards[position] as HTMLElement
            expect(within(card).getByRole('heading', { name: p.name })).toBeTruthy()
            expect(card.classList.contains('product-card--disabled')).toBe(p.enabled === '0')
            expect(card.querySelector('img')?.getAttribute('src') ?? '').toBe(p.logo)
            // Tags on the first two items only (spec §9).
            const tags = within(card).queryByRole('list', { name: 'Features' })
            const shownTags = position < 2 ? p.tags : []
            if (shownTags.length === 0) expect(tags).toBeNull()
            else
              expect(
                within(tags as HTMLElement)
                  .getAllByRole('listitem')
                  .map((t) => t.textContent),
              ).toEqual(shownTags)
            expect(
              [...card.querySelectorAll('dt')].map((dt) => [
                dt.textContent,
                dt.nextElementSibling?.textContent,
              ]),
            ).toEqual([
              [p.amountDesc !== '' ? p.amountDesc : 'Loan amount', p.amountRange],
              [p.rateDesc !== '' ? p.rateDesc : 'Interest rate', p.rate],
            ])
            const button = within(card).getByRole('button')
            expect(button.textContent).toBe(actionOf(p))
            expect(button.getAttribute('aria-label')).toBe(`${actionOf(p)}: ${p.name}`)
            expect(button.getAttribute('aria-disabled')).toBe(String(p.enabled === '0' || opening))
          })
        }
        // "More" where the list offers it, under a non-empty list.
        expect(moreLink(screen) !== null).toBe(expected.context.offersMore && listed.length > 0)
        expect(actors.resolveProduct.calls.map((c) => c.input)).toEqual(opened)
        expect(effects).toEqual(expectedEffects)
      },
      'ready.idle': ({ actors }) => {
        expect(actors.resolveProduct.pending()).toEqual([])
        expect(repeated()).toBe(false)
      },
      'ready.opened': ({ actors }) => {
        expect(actors.resolveProduct.pending()).toEqual([])
        expect(repeated()).toBe(true)
        expect(effects.at(-1)?.type).toBe('openProduct')
      },
      'ready.opening': ({ actors }) => {
        expect(actors.resolveProduct.pending().map((c) => c.input)).toEqual(opened.slice(-1))
      },
    },
  }
}

// One `describe` per model, named by the page that runs it; the coverage test comes at the end.
orderPage.testPaths(executorFor(ORDER_PAGE), {
  title: 'order page: products given, more',
  expectFullCoverage: false,
})
listPage.testPaths(executorFor(LIST_PAGE), {
  title: 'recommend list: loaded, no more',
  expectFullCoverage: false,
})
loginFailed.testPaths(executorFor(LOGIN_FAILED), {
  title: 'joint-login failure: loaded, more',
  expectFullCoverage: false,
})

// ------------------------------------------------------------------------------- scenarios

/** A path the traversal does not walk (a tap the machine ignores, a second sample), through the same executor. */
const scenario = (input: RecommendedProductsInput, name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(recommendedProductsMachine, input, name, events)

describe('recommended products: scenarios', () => {
  it('a tap on a disabled product is ignored', async () => {
    await orderPage.runPath(
      scenario(ORDER_PAGE, 'disabled tap', [{ type: 'product.open', position: 1 }]),
      executorFor(ORDER_PAGE),
    )
    expect(opened).toEqual([])
    expect(effects).toEqual([])
  })

  it('taps while a product opens wait; the third product opens in the host', async () => {
    await listPage.runPath(
      scenario(LIST_PAGE, 'tap while opening, host target', [
        { type: 'xstate.done.actor.loadProducts', output: PRODUCTS },
        { type: 'product.open', position: 2 },
        { type: 'product.open', position: 0 },
        { type: 'xstate.done.actor.resolveProduct', output: OPENS_IN_HOST },
        { type: 'product.open', position: 1 },
      ]),
      executorFor(LIST_PAGE),
    )
    expect(opened).toEqual([{ product: LENDLY, position: 2 }])
    expect(effects).toEqual([{ type: 'openProduct', params: { target: OPENS_IN_HOST } }])
  })
})

/** REPEAT_TAP_MS ends after a product opened: taps open again. */
const OPENED_SETTLES = 'xstate.after.REPEAT_TAP_MS.recommendedProducts.ready.opened'

describe('recommended products: a repeated tap after a product opened', () => {
  it('taps and "more" within REPEAT_TAP_MS ask nothing; after it a tap opens again', async () => {
    expect(orderPage.afterEvents.has(OPENED_SETTLES)).toBe(true)
    const path = scenario(ORDER_PAGE, 'repeated tap', [
      { type: 'product.open', position: 0 },
      { type: 'xstate.done.actor.resolveProduct', output: OPENS_URL },
      { type: 'product.open', position: 0 },
      { type: 'product.open', position: 2 },
      { type: 'products.more' },
      { type: OPENED_SETTLES },
      { type: 'product.open', position: 2 },
      { type: 'xstate.done.actor.resolveProduct', output: OPENS_IN_HOST },
    ])
    expect(path.steps.map((step) => step.expected.value)).toEqual([
      { ready: 'idle' },
      { ready: 'opening' },
      { ready: 'opened' },
      { ready: 'opened' },
      { ready: 'opened' },
      { ready: 'opened' },
      { ready: 'idle' },
      { ready: 'opening' },
      { ready: 'opened' },
    ])
    const executor = executorFor(ORDER_PAGE)
    await orderPage.runPath(path, {
      ...executor,
      events: {
        ...executor.events,
        // 1 ms before REPEAT_TAP_MS ends, a tap on a product and on "more" still ask nothing.
        [OPENED_SETTLES]: async ({ user, screen, advance, snapshot, actors }) => {
          await advance(REPEAT_TAP_MS - 1)
          await user.click(cardButton(screen, LENDLY))
          const more = moreLink(screen)
          if (more === null) throw new Error('no "Tap to see more loans" on screen')
          await user.click(more)
          await advance(0)
          expect(snapshot().matches({ ready: 'opened' })).toBe(true)
          expect(actors.resolveProduct.calls).toHaveLength(1)
          expect(effects).toEqual(expectedEffects)
          await advance(1)
        },
      },
    })
    expect(opened).toEqual([
      { product: PESOFLEX, position: 0 },
      { product: LENDLY, position: 2 },
    ])
    expect(effects).toEqual([
      { type: 'openProduct', params: { target: OPENS_URL } },
      { type: 'openProduct', params: { target: OPENS_IN_HOST } },
    ])
  })
})

describe('model coverage', () => {
  it('walks given and loaded lists', () => {
    console.log(
      `recommendedProducts paths: order page ${orderPage.stats.paths}, list page ${listPage.stats.paths}, login failed ${loginFailed.stats.paths} (${orderPage.stats.steps + listPage.stats.steps + loginFailed.stats.steps} steps)`,
    )
    const walks = (model: typeof orderPage, type: string) =>
      model.paths.some((path) => path.steps.some((step) => step.event.type === type))
    // Given products never load; the other pages load, fail and retry.
    expect(walks(orderPage, 'xstate.done.actor.loadProducts')).toBe(false)
    expect(walks(listPage, 'products.retry')).toBe(true)
    // "More" only where the list offers it.
    expect(walks(orderPage, 'products.more')).toBe(true)
    expect(walks(loginFailed, 'products.more')).toBe(true)
    expect(walks(listPage, 'products.more')).toBe(false)
  })

  it('covers every state and transition of recommendedProducts', () => {
    const coverage = expectFullCoverage('recommendedProducts')
    console.log(
      `recommendedProducts coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})

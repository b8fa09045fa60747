import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import { type InspectionEvent } from 'xstate'
import { productPageMachine } from '../../machines/product-page.machine.ts'
import type { RecommendedProduct } from '../../machines/recommended-products.types.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { createBridge } from '../../src/bridge/bridge.ts'
import { ProductView } from '../../src/screens/product/product-view.tsx'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import { createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent } from './harness.ts'
import { BUSY, ENABLED, INPUT, scenarios } from './samples/product-page.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

type Machine = typeof productPageMachine
type Src = 'loadProduct'

const RECOMMEND_HREF = '/recommendList?userId=100234'

const host = recorder()
/** The host openings the taps so far should have asked for. */
const applied: unknown[] = []
/** When (on the fake clock) Apply last asked the host: a repeated tap within REPEAT_TAP_MS asks nothing. */
let appliedAt: number | undefined
const repeated = () => appliedAt !== undefined && Date.now() - appliedAt < REPEAT_TAP_MS

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input: INPUT, inspect })
  return <ProductView actor={actor} />
}

const model = createModel(productPageMachine, {
  input: scenarios.default.input,
  contextKeys: ['product'],
  controllable: ['loadProduct'],
  events: scenarios.default.events,
})

const footerButton = () => {
  const footer = document.querySelector('.page__footer')
  if (!(footer instanceof HTMLElement)) throw new Error('no footer')
  return within(footer).getByRole('button')
}

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect }) => {
    host.reset()
    applied.length = 0
    appliedAt = undefined
    const provided = machine.provide({
      actions: { showToast: host.record('showToast'), openProduct: host.record('openProduct') },
    })
    const services = {
      bridge: createBridge({ window }),
      pageQuery: () => ({ userId: '100234', orderId: 'not-common' }),
      navigate: { go: host.record('openRecommended'), leave: () => {} },
    } as unknown as Services
    render(
      <ServicesProvider services={services}>
        <Screen machine={provided} inspect={inspect} />
      </ServicesProvider>,
    )
  },
  events: {
    'product.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'product.apply': async ({ user }) => {
      // The footer's one button, whatever it says: a repeated tap lands on it too.
      if (!repeated()) {
        applied.push({ productId: INPUT.productId })
        appliedAt = Date.now()
      }
      await user.click(footerButton())
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.title).toBe('Product · Bayad')
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(document.querySelector('.page__footer')).toBeNull()
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
      expect(actors.loadProduct.calls.at(-1)?.input).toEqual(INPUT)
      expect(actors.loadProduct.pending()).toHaveLength(1)
    },
    loadFailed: ({ screen, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      expect(screen.getByRole('alert').textContent).toContain('This product could not be loaded.')
      expect(document.querySelector('.page__footer')).toBeNull()
      expect(host.toasts().at(-1)).toEqual({ notice: { text: BUSY.message }, tone: 'failure' })
    },
    notOffered: ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Not offered any more' })).toBeTruthy()
      expect(screen.getByText('This product is not offered any more.')).toBeTruthy()
      expect(screen.getByRole('link', { name: 'See loans on offer' }).getAttribute('href')).toBe(
        RECOMMEND_HREF,
      )
      expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
      expect(document.querySelector('.page__footer')).toBeNull()
      expect(host.toasts()).toEqual([])
    },
    showing: (ctx) => {
      const { screen, expected } = ctx
      const product = expected.context.product as RecommendedProduct
      expect(screen.getByRole('heading', { level: 2, name: 'Bayad Cash' })).toBeTruthy()
      expect(screen.getByText('₱1.000 - ₱20.000')).toBeTruthy()
      expect(screen.getByText('0.07%')).toBeTruthy()
      const button = footerButton()
      if (product.enabled === '1') {
        expect(screen.getByText('Borrow up to')).toBeTruthy()
        expect(screen.getByText('Daily interest')).toBeTruthy()
        // The product page shows every tag (the "first two items" rule is for lists).
        const tags = screen.getByRole('list', { name: 'Features' })
        expect(
          within(tags)
            .getAllByRole('listitem')
            .map((li) => li.textContent),
        ).toEqual(product.tags)
        expect(document.querySelector('.product-card__logo')?.getAttribute('src')).toBe(product.logo)
        // Idle or just asked: the button keeps its label; a repeated tap is ignored by the machine.
        expect(button.textContent).toBe('Borrow now')
        expect(button.hasAttribute('disabled')).toBe(false)
      } else {
        // No descriptions: plain labels; a disabled product cannot be applied for.
        expect(screen.getByText('Loan amount')).toBeTruthy()
        expect(screen.getByText('Interest rate')).toBeTruthy()
        expect(screen.queryByRole('list', { name: 'Features' })).toBeNull()
        expect(document.querySelector('.product-card__logo')).toBeNull()
        expect(button.textContent).toBe('Not available right now')
        expect(button.hasAttribute('disabled')).toBe(true)
      }
      expect(host.of('openProduct')).toEqual(applied)
    },
    'showing.idle': () => {
      expect(repeated()).toBe(false)
    },
    'showing.asked': () => {
      expect(repeated()).toBe(true)
      expect(host.of('openProduct').length).toBeGreaterThan(0)
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

/** A path the shortest-path traversal does not walk, replayed through the same executor. */
const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(productPageMachine, INPUT, name, events)

/** REPEAT_TAP_MS ends after Apply: the button asks again. */
const APPLY_SETTLES = 'xstate.after.REPEAT_TAP_MS.productPage.showing.asked'

describe('product page screen', () => {
  it('a double tap on Apply asks the host once; after REPEAT_TAP_MS a tap asks again', async () => {
    expect(model.afterEvents.has(APPLY_SETTLES)).toBe(true)
    const path = scenario('double tap', [
      { type: 'xstate.done.actor.loadProduct', output: ENABLED },
      { type: 'product.apply' },
      { type: 'product.apply' },
      { type: APPLY_SETTLES },
      { type: 'product.apply' },
    ])
    expect(path.steps.map((step) => step.expected.matches({ showing: 'asked' }))).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
    ])
    await model.runPath(path, {
      ...executor,
      events: {
        ...executor.events,
        // 1 ms before REPEAT_TAP_MS ends, a tap is still ignored.
        [APPLY_SETTLES]: async ({ user, advance, snapshot }) => {
          await advance(REPEAT_TAP_MS - 1)
          await user.click(footerButton())
          await advance(0)
          expect(snapshot().matches({ showing: 'asked' })).toBe(true)
          expect(host.of('openProduct')).toHaveLength(1)
          await advance(1)
        },
      },
    })
    expect(host.of('openProduct')).toEqual([{ productId: INPUT.productId }, { productId: INPUT.productId }])
  })

  it('covers every state and transition of productPage', () => {
    const coverage = expectFullCoverage('productPage')
    expect(coverage.states.total).toBe(coverage.states.covered)
    expect(coverage.transitions.total).toBe(coverage.transitions.covered)
  })
})

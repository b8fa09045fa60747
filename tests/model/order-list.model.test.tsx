import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { orderListMachine, type OrderSummary } from '../../machines/order-list.machine.ts'
import { createBridge } from '../../src/bridge/bridge.ts'
import { OrderListView } from '../../src/screens/order-list/order-list-view.tsx'
import { ServicesProvider, type Services } from '../../src/screens/services.tsx'
import { createModel, expectFullCoverage, recorder } from './harness.ts'
import type { Executor, StateContext } from './harness.ts'
import { BUSY, IN_REVIEW, REPAYABLE, scenarios } from './samples/order-list.samples.ts'

type Machine = typeof orderListMachine
type Src = 'loadOrders'
type Ctx = StateContext<Machine, Src>

const RECOMMEND_HREF = '/recommendList?userId=100234'

const host = recorder()
/** What each tap on an order should have asked for, in order. */
const taps: unknown[] = []

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { inspect })
  return <OrderListView actor={actor} />
}

const model = createModel(orderListMachine, {
  contextKeys: ['orders'],
  controllable: ['loadOrders'],
  events: scenarios.default.events,
})

const orderButton = (ctx: Ctx, order: OrderSummary) =>
  ctx.screen.getByRole('button', { name: new RegExp(`^${order.productName}`) })

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect }) => {
    host.reset()
    taps.length = 0
    const provided = machine.provide({
      actions: { showToast: host.record('showToast'), openOrder: host.record('openOrder') },
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
    'orders.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'order.open': async (ctx) => {
      const order = ctx.previous.context.orders.find((o) => o.orderId === ctx.event.orderId)
      if (order === undefined) throw new Error(`no sample order ${ctx.event.orderId}`)
      taps.push({ orderId: order.orderId, productId: order.productId })
      await ctx.user.click(orderButton(ctx, order))
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.title).toBe('My orders · Bayad')
      expect(screen.getByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy()
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull()
      expect(actors.loadOrders.pending()).toHaveLength(1)
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert').textContent).toContain('Your orders could not be loaded.')
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(document.querySelector('.skeleton')).toBeNull()
      expect(host.toasts().at(-1)).toEqual({ notice: { text: BUSY.message }, tone: 'failure' })
    },
    empty: ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeTruthy()
      expect(screen.getByText('You have no orders yet.')).toBeTruthy()
      const link = screen.getByRole('link', { name: 'See loans on offer' })
      expect(link.getAttribute('href')).toBe(RECOMMEND_HREF)
      expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
      expect(screen.queryByRole('list', { name: 'Orders' })).toBeNull()
      expect(host.toasts()).toEqual([])
    },
    listing: (ctx) => {
      const { screen } = ctx
      const list = screen.getByRole('list', { name: 'Orders' })
      expect(within(list).getAllByRole('listitem')).toHaveLength(2)
      const first = orderButton(ctx, REPAYABLE)
      expect(first.textContent).toContain('₱5.000,00')
      expect(first.textContent).toContain('Due 2027-02-04')
      // The server's own wording of the status, in the spec's colour of the code.
      const firstChip = first.querySelector('.status-chip')
      expect(firstChip?.textContent).toBe('Due in 3 days')
      expect(firstChip?.classList.contains('status-chip--orange')).toBe(true)
      expect(first.querySelector('img')?.getAttribute('src')).toBe(REPAYABLE.productLogo)
      const second = orderButton(ctx, IN_REVIEW)
      expect(second.textContent).toContain('₱1.234.567,89')
      // No noticeStatusText: the spec's name of the code.
      const secondChip = second.querySelector('.status-chip')
      expect(secondChip?.textContent).toBe('In review')
      expect(secondChip?.classList.contains('status-chip--blue')).toBe(true)
      expect(second.querySelector('img')).toBeNull()
      expect(second.querySelector('.order-row__date')).toBeNull()
      // A tap opens that order's details, with the product the list gave it; nothing else opens.
      expect(host.of('openOrder')).toEqual(taps)
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

describe('order list screen', () => {
  it('covers every state and transition of orderList', () => {
    const coverage = expectFullCoverage('orderList')
    expect(coverage.states.total).toBe(coverage.states.covered)
    expect(coverage.transitions.total).toBe(coverage.transitions.covered)
  })
})

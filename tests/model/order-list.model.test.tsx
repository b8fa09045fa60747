import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { orderListMachine } from '../../machines/order-list.machine.ts'
import type { OrderSummary } from '../../machines/order-list.types.ts'
import { createBridge } from '../../src/bridge/bridge.ts'
import { OrderListView } from '../../src/screens/order-list/order-list-view.tsx'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import { createModel, expectFullCoverage, recorder } from './harness.ts'
import type { Executor, StateContext } from './harness.ts'
import { BUSY, IN_REVIEW, OVERDUE, REPAYABLE, REPAYING, scenarios } from './samples/order-list.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

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
    loadFailed: ({ screen, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
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
      expect(within(list).getAllByRole('listitem')).toHaveLength(4)
      // Overdue first, then what is owed by due date, then the rest (the server listed them newest first).
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.querySelector('.order-row__name')?.textContent),
      ).toEqual([OVERDUE, REPAYING, REPAYABLE, IN_REVIEW].map((o) => o.productName))
      const overdue = orderButton(ctx, OVERDUE)
      // What is owed, not the principal; the due date, and how late in the overdue red.
      expect(overdue.querySelector('.order-row__amount')?.textContent).toBe('Amount due ₱5,824.00')
      expect(overdue.querySelector('.order-row__date')?.textContent).toBe('Due 2026-11-11 · 16 days late')
      expect(overdue.querySelector('.late-text')?.textContent).toBe('16 days late')
      expect(overdue.querySelector('.status-chip--red')?.textContent).toBe('Overdue')
      const first = orderButton(ctx, REPAYABLE)
      expect(first.querySelector('.order-row__amount')?.textContent).toBe('Amount due ₱5,600.00')
      expect(first.textContent).toContain('Due 2027-02-04')
      expect(first.querySelector('.late-text')).toBeNull()
      // The server's own wording of the status, in the spec's colour of the code.
      const firstChip = first.querySelector('.status-chip')
      expect(firstChip?.textContent).toBe('Due in 3 days')
      expect(firstChip?.classList.contains('status-chip--orange')).toBe(true)
      expect(first.querySelector('img')?.getAttribute('src')).toBe(REPAYABLE.productLogo)
      // No owed amount from the server: the loan amount, named as such.
      expect(orderButton(ctx, REPAYING).querySelector('.order-row__amount')?.textContent).toBe(
        'Loan amount ₱6,000.00',
      )
      const second = orderButton(ctx, IN_REVIEW)
      expect(second.querySelector('.order-row__amount')?.textContent).toBe('Loan amount ₱1,234,567.89')
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

import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise, type InspectionEvent } from 'xstate'
import { complaintStartMachine } from '../../machines/complaint-start.machine.ts'
import type { ComplaintInit, ComplaintStartContext } from '../../machines/complaint-start.types.ts'
import type { MessageId, ToastParams } from '../../machines/shared/notice.ts'
import { ComplaintStartView } from '../../src/screens/complaint/complaint-start-view.tsx'
import { INIT_ALLOWED, PESOFLEX, SERVER_BUSY, STATUS_TONES } from './complaint.fixtures.ts'
import { createModel, expectFullCoverage, recorder } from './harness.ts'
import type { Executor, StateContext } from './harness.ts'
import { scenarios } from './samples/complaint-start.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

type StartMachine = typeof complaintStartMachine
type Src = 'loadComplaintInit'

/** What the machine asked the host to do during the current path. */
const host = recorder()
const openedMyComplaints: number[] = []
/**
 * Spec §5 as the oracle: type 1 is refused when the order does not allow it, or when there is none;
 * the reason says what to do (choose an order with All, or another type when there is no order at all).
 */
let expectedToasts: ToastParams[] = []

function refusalOf(context: ComplaintStartContext): MessageId | null {
  if (context.order === null) {
    return (context.init?.orders.length ?? 0) === 0
      ? 'complaint.collectionNoOrders'
      : 'complaint.collectionNeedsOrder'
  }
  return context.order.allowsCollection ? null : 'complaint.collectionRefused'
}

function Screen({ machine, inspect }: { machine: StartMachine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input: scenarios.default.input, inspect })
  return (
    <ComplaintStartView
      actor={actor}
      myComplaintsHref="/complaintList?userId=7"
      onOpenMyComplaints={() => openedMyComplaints.push(Date.now())}
    />
  )
}

const model = createModel(complaintStartMachine, {
  input: scenarios.default.input,
  // Guards read the selected order (allowsCollection) and the listed orders (how many): with no order
  // selected, only `init` tells "no orders at all" from "orders, none chosen yet". `init` does not
  // change after loading, so it adds one key per sample answer, not a combinatorial blow-up.
  contextKeys: ['order', 'init'],
  controllable: ['loadComplaintInit'],
  events: scenarios.default.events,
  filterEvents: (snapshot, event) => {
    // The view shows no All button when there is no order to list.
    if (event.type === 'orders.open') return (snapshot.context.init?.orders.length ?? 0) > 0
    // The sheet is modal: the question types behind it cannot be tapped while it is open.
    if (event.type === 'type.choose') return !snapshot.matches({ ready: 'choosingOrder' })
    return true
  },
})

const typeButton = (ctx: StateContext<StartMachine, Src>, name: string) =>
  ctx.screen.getByRole('button', { name })

function lastToast() {
  return host.toasts().at(-1)
}

const executor: Executor<StartMachine, Src> = {
  render: ({ machine, inspect }) => {
    host.reset()
    openedMyComplaints.length = 0
    expectedToasts = []
    const provided = machine.provide({
      actions: {
        showToast: host.record('showToast'),
        storeOrderNo: host.record('storeOrderNo'),
        openComplaintForm: host.record('openComplaintForm'),
      },
    })
    render(<Screen machine={provided} inspect={inspect} />)
  },
  events: {
    'xstate.error.actor.loadComplaintInit': ({ actors }) => {
      expectedToasts.push({ notice: { text: SERVER_BUSY.message ?? '' }, tone: 'failure' })
      actors.loadComplaintInit.reject(SERVER_BUSY)
    },
    'init.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'orders.open': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'All' }))
    },
    'orders.close': async ({ user, screen }) => {
      const sheet = screen.getByRole('dialog', { name: 'All orders' })
      await user.click(within(sheet).getByRole('button', { name: 'Close' }))
    },
    'order.choose': async ({ user, screen, event, previous }) => {
      const order = previous.context.init?.orders.find((o) => o.orderNo === event.orderNo)
      if (!order) throw new Error(`order ${event.orderNo} is not listed`)
      const sheet = screen.getByRole('dialog', { name: 'All orders' })
      await user.click(within(sheet).getByRole('button', { name: new RegExp(order.productName) }))
    },
    'type.choose': async ({ user, screen, event, previous }) => {
      const type = previous.context.init?.types.find((t) => t.value === event.value)
      if (!type) throw new Error(`type ${event.value} is not offered`)
      const refusal = event.value === '1' ? refusalOf(previous.context) : null
      if (refusal !== null) expectedToasts.push({ notice: { id: refusal }, tone: 'info' })
      await user.click(screen.getByRole('button', { name: type.title }))
    },
    'subType.choose': async ({ user, screen, event, previous }) => {
      const subType = previous.context.init?.subTypes.find((t) => t.value === event.value)
      if (!subType) throw new Error(`sub-type ${event.value} is not offered`)
      const list = screen.getByRole('list', { name: 'Collection complaint sub-types' })
      await user.click(within(list).getByRole('button', { name: subType.title }))
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(screen.queryByRole('heading', { name: 'Select question type' })).toBeNull()
      expect(actors.loadComplaintInit.calls.at(-1)?.input).toEqual({ orderId: PESOFLEX.orderNo })
      expect(actors.loadComplaintInit.pending()).toHaveLength(1)
    },
    loadFailed: ({ screen, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      expect(screen.getByRole('alert').textContent).toContain('The complaint options could not be loaded.')
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(screen.queryByRole('heading', { name: 'Select question type' })).toBeNull()
      expect(lastToast()).toEqual({ notice: { text: SERVER_BUSY.message }, tone: 'failure' })
      expect(host.toasts()).toEqual(expectedToasts)
    },
    ready: ({ screen, expected }) => {
      const init = expected.context.init as ComplaintInit
      // While the modal sheet is open the page behind it is hidden from assistive technology.
      const hidden = expected.matches({ ready: 'choosingOrder' })
      expect(screen.getByRole('heading', { name: 'Online service', hidden })).toBeTruthy()
      expect(screen.queryByRole('alert', { hidden: true })).toBeNull()
      const orderSection = screen.getByRole('region', { name: 'Selected order', hidden })
      const order = expected.context.order
      if (order === null) {
        // No order at all is a different situation from orders of which none is selected yet.
        expect(orderSection.querySelector('p.muted')?.textContent).toMatch(
          init.orders.length === 0
            ? /^You have no loan orders, so there is no order to choose\./
            : /^No order selected\. Tap All to choose the order your complaint is about\./,
        )
        expect(orderSection.querySelector('.status-chip')).toBeNull()
      } else {
        expect(within(orderSection).getByText(order.productName)).toBeTruthy()
        // The status reads as a chip coloured by what it means.
        const chip = within(orderSection).getByText(order.status)
        expect(chip.classList.contains('status-chip')).toBe(true)
        expect(chip.classList.contains(`status-chip--${STATUS_TONES[order.orderNo] ?? '?'}`)).toBe(true)
        for (const line of order.lines) expect(within(orderSection).getByText(line.value)).toBeTruthy()
      }
      expect(within(orderSection).queryAllByRole('button', { name: 'All', hidden: true })).toHaveLength(
        init.orders.length > 0 ? 1 : 0,
      )
      // Nothing was opened or stored while still choosing.
      expect(host.of('openComplaintForm')).toEqual([])
      expect(host.of('storeOrderNo')).toEqual([])
    },
    'ready.choosingType': (ctx) => {
      const { screen, expected } = ctx
      const init = expected.context.init as ComplaintInit
      for (const type of init.types) expect(typeButton(ctx, type.title)).toBeTruthy()
      expect(typeButton(ctx, 'Collection complaint').getAttribute('aria-expanded')).toBe('false')
      expect(screen.queryByRole('list', { name: 'Collection complaint sub-types' })).toBeNull()
      expect(screen.queryByRole('dialog')).toBeNull()
      // Each refused type 1 told the borrower why, and only those.
      expect(host.toasts()).toEqual(expectedToasts)
    },
    'ready.choosingSubType': (ctx) => {
      const { screen, expected } = ctx
      expect(expected.context.order?.allowsCollection).toBe(true)
      expect(typeButton(ctx, 'Collection complaint').getAttribute('aria-expanded')).toBe('true')
      const list = screen.getByRole('list', { name: 'Collection complaint sub-types' })
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent?.replace('›', '').trim()),
      ).toEqual((expected.context.init as ComplaintInit).subTypes.map((s) => s.title))
    },
    'ready.choosingOrder': ({ screen, expected }) => {
      const sheet = screen.getByRole('dialog', { name: 'All orders' })
      const init = expected.context.init as ComplaintInit
      const choices = within(sheet)
        .getAllByRole('button')
        .filter((b) => b.classList.contains('order-choice'))
      expect(choices.map((b) => b.textContent)).toEqual(
        init.orders.map((o) => expect.stringContaining(o.productName)),
      )
      expect(choices.map((b) => b.getAttribute('aria-current'))).toEqual(
        init.orders.map((o) => (o.orderNo === expected.context.order?.orderNo ? 'true' : null)),
      )
      expect(within(sheet).getByRole('button', { name: 'Close' })).toBeTruthy()
      // Modal: the question types behind the sheet are out of reach.
      expect(screen.queryByRole('button', { name: 'Collection complaint' })).toBeNull()
      expect(screen.queryByRole('list', { name: 'Collection complaint sub-types' })).toBeNull()
    },
    leaving: ({ screen, expected }) => {
      const orderNo = expected.context.order?.orderNo ?? ''
      const problemType = expected.context.problemType
      expect(host.calls.filter((c) => c.action !== 'showToast')).toEqual([
        { action: 'storeOrderNo', params: { orderNo } },
        {
          action: 'openComplaintForm',
          params: { problemType, problemSonType: problemType === '1' ? '12' : '', orderNo },
        },
      ])
      // The screen stays until the form replaces it, with every choice disabled.
      for (const type of (expected.context.init as ComplaintInit).types) {
        expect(screen.getByRole('button', { name: type.title }).hasAttribute('disabled')).toBe(true)
      }
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

describe('complaint start screen', () => {
  it('opens My complaints through the host, not by following the link', async () => {
    const machine = complaintStartMachine.provide({
      actors: { loadComplaintInit: fromPromise(async () => INIT_ALLOWED) },
    })
    render(<Screen machine={machine} inspect={() => {}} />)
    const link = screen.getByRole('link', { name: 'My complaints' })
    expect(link.getAttribute('href')).toBe('/complaintList?userId=7')
    await userEvent.setup().click(link)
    expect(openedMyComplaints).toHaveLength(1)
    cleanup()
  })

  it('covers every state and transition of complaintStart', () => {
    const coverage = expectFullCoverage('complaintStart')
    expect(coverage.states.total).toBe(coverage.states.covered)
    expect(coverage.transitions.total).toBe(coverage.transitions.covered)
  })
})

import { render } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import { repayOrNotMachine } from '../../machines/repay-or-not.machine.ts'
import type { RepayChoice } from '../../machines/repay-or-not.types.ts'
import { RepayOrNotView } from '../../src/screens/repay-or-not/repay-or-not-view.tsx'
import { createModel, expectFullCoverage, recorder } from './harness.ts'
import type { Executor } from './harness.ts'
import { BUSY, INPUT, WITH_ROLLOVER, scenarios } from './samples/repay-or-not.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

type Machine = typeof repayOrNotMachine
type Src = 'loadChoice'

const host = recorder()
/** The navigations the taps so far should have asked for, in order. */
const asked: Array<{ action: string; params: unknown }> = []

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input: INPUT, inspect })
  return <RepayOrNotView actor={actor} />
}

const model = createModel(repayOrNotMachine, {
  input: scenarios.default.input,
  contextKeys: ['choice'],
  controllable: ['loadChoice'],
  events: scenarios.default.events,
})

const navigations = () => host.calls.filter((call) => call.action !== 'showToast')

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect }) => {
    host.reset()
    asked.length = 0
    const provided = machine.provide({
      actions: {
        showToast: host.record('showToast'),
        openRepay: host.record('openRepay'),
        openRollover: host.record('openRollover'),
        openOrder: host.record('openOrder'),
      },
    })
    render(<Screen machine={provided} inspect={inspect} />)
  },
  events: {
    'choice.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'choice.repay': async ({ user, screen }) => {
      asked.push({ action: 'openRepay', params: INPUT })
      await user.click(screen.getByRole('button', { name: 'Pay' }))
    },
    'choice.rollover': async ({ user, screen }) => {
      asked.push({ action: 'openRollover', params: INPUT })
      await user.click(screen.getByRole('button', { name: 'Pay to extend' }))
    },
    'choice.later': async ({ user, screen, previous }) => {
      asked.push({ action: 'openOrder', params: INPUT })
      const name = previous.matches('nothingDue') ? 'See order details' : 'Not now'
      await user.click(screen.getByRole('button', { name }))
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.title).toBe('Pay your loan · Bayad')
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
      expect(actors.loadChoice.calls.at(-1)?.input).toEqual(INPUT)
      expect(actors.loadChoice.pending()).toHaveLength(1)
    },
    loadFailed: ({ screen, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      expect(screen.getByRole('alert').textContent).toContain('This order could not be loaded.')
      expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
      expect(host.toasts().at(-1)).toEqual({ notice: { text: BUSY.message }, tone: 'failure' })
    },
    choosing: ({ screen, expected }) => {
      const choice = expected.context.choice as RepayChoice
      expect(screen.getByText(choice.productName)).toBeTruthy()
      const chip = document.querySelector('.status-chip')
      if (choice.status === WITH_ROLLOVER.status) {
        expect(chip?.textContent).toBe('Overdue')
        expect(chip?.classList.contains('status-chip--red')).toBe(true)
        expect(screen.getByText('Your loan is 3 days overdue.')).toBeTruthy()
        expect(screen.getByRole('heading', { name: 'Order details' })).toBeTruthy()
        for (const row of choice.rows) {
          expect(screen.getByText(row.text)).toBeTruthy()
          expect(screen.getByText(row.value)).toBeTruthy()
        }
      } else {
        // No noticeStatusText: the spec's name of the code; no rows: no details card.
        expect(chip?.textContent).toBe('Pending repayment')
        expect(screen.queryByRole('heading', { name: 'Order details' })).toBeNull()
      }
      expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy()
      // Rollover and its hint only when the order offers it.
      const rollover = screen.queryByRole('button', { name: 'Pay to extend' })
      expect(rollover !== null).toBe(choice.rollover)
      expect(screen.queryByText('Short of money?') !== null).toBe(choice.rollover)
      if (rollover !== null) expect(rollover.getAttribute('aria-describedby')).toBe('rollover-hint')
      expect(screen.queryByText('Nothing to pay now')).toBeNull()
      expect(navigations()).toEqual(asked)
    },
    nothingDue: ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Nothing to pay now' })).toBeTruthy()
      expect(screen.getByText('Finished')).toBeTruthy()
      expect(screen.getByText('Thank you, your loan is repaid.')).toBeTruthy()
      expect(screen.getByRole('button', { name: 'See order details' })).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Pay to extend' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull()
      expect(navigations()).toEqual(asked)
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

describe('repay or not screen', () => {
  it('covers every state and transition of repayOrNot', () => {
    const coverage = expectFullCoverage('repayOrNot')
    expect(coverage.states.total).toBe(coverage.states.covered)
    expect(coverage.transitions.total).toBe(coverage.transitions.covered)
  })
})

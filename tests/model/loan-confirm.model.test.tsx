import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useCallback } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise, type InspectionEvent, type SnapshotFrom } from 'xstate'
import {
  loanConfirmMachine,
  type ConfirmData,
  type LoanConfirmInput,
} from '../../machines/loan-confirm.machine.ts'
import { createBridge } from '../../src/bridge/bridge.ts'
import { useHostBack } from '../../src/screens/host-back.ts'
import { LoanConfirmView } from '../../src/screens/loan-confirm/loan-confirm-view.tsx'
import { ServicesProvider, type Services } from '../../src/screens/services.tsx'
import { createModel, expectFullCoverage, recorder } from './harness.ts'
import type { Executor, StateContext } from './harness.ts'
import { BUSY, LEND_URL, POPUP, RETAINING, scenarios } from './samples/loan-confirm.samples.ts'

vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

// happy-dom refuses to load frames and logs each refusal: let it load the agreement frame, which
// here is a blank page (what the frame shows is for the e2e tests).
beforeAll(() => {
  const dom = (window as unknown as { happyDOM?: { settings: { enableIframePageLoading: boolean } } })
    .happyDOM
  if (dom !== undefined) dom.settings.enableIframePageLoading = true
})

type Machine = typeof loanConfirmMachine
type Src = 'loadConfirm' | 'jumpToAgreement' | 'pushLoan'
type Ctx = StateContext<Machine, Src>

const INPUT: LoanConfirmInput = scenarios.default.input

const host = recorder()

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input: INPUT, inspect })
  useHostBack(useCallback(() => actor.send({ type: 'host.backPressed' }), [actor]))
  return <LoanConfirmView actor={actor} />
}

/** The real screen's services, as far as this view reaches: the bridge that hears the host. */
function renderScreen(machine: Machine, inspect: (event: InspectionEvent) => void) {
  const services = { bridge: createBridge({ window }) } as unknown as Services
  render(
    <ServicesProvider services={services}>
      <Screen machine={machine} inspect={inspect} />
    </ServicesProvider>,
  )
}

/** A modal (agreement or retention popup) is in front of the page: nothing behind it can be tapped. */
function modalOpen(s: SnapshotFrom<Machine>): boolean {
  return (
    s.matches({ ready: { agreementPopup: 'shown' } }) ||
    s.matches({ ready: { agreementPopup: 'declining' } }) ||
    s.matches({ ready: { retention: 'shown' } }) ||
    s.matches({ ready: { retention: 'leaving' } })
  )
}

const model = createModel(loanConfirmMachine, {
  input: INPUT,
  contextKeys: ['data'],
  controllable: ['loadConfirm', 'jumpToAgreement', 'pushLoan'],
  events: scenarios.default.events,
  filterEvents: (s, e) => {
    const behindModal = ['agreement.toggle', 'agreement.open', 'loan.submit']
    if (behindModal.includes(e.type) && modalOpen(s)) return false
    // The checkbox is part of the agreement block, which is hidden without agreements.
    if (e.type === 'agreement.toggle') return (s.context.data?.agreements.length ?? 0) > 0
    // Once the page is being replaced, nothing more is explored there but the host's Back.
    if (s.matches({ ready: { submission: 'submitted' } })) return e.type === 'host.backPressed'
    return true
  },
})

const dialog = (ctx: Ctx, name: string) => ctx.screen.getByRole('dialog', { name })
const nextButton = (ctx: Ctx) =>
  ctx.screen.getByRole('button', { name: /^(Next|Submitting…)$/, hidden: true })

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect }) => {
    host.reset()
    const provided = machine.provide({
      actions: {
        showToast: host.record('showToast'),
        closeWebview: host.record('closeWebview'),
        trackConfirm: host.record('trackConfirm'),
        openAgreement: host.record('openAgreement'),
        openLendDetails: host.record('openLendDetails'),
      },
    })
    renderScreen(provided, inspect)
  },
  events: {
    'confirm.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'agreement.toggle': async ({ user, screen }) => {
      await user.click(
        screen.getByRole('checkbox', { name: 'I have read and agree to the agreements below' }),
      )
    },
    'agreement.open': async ({ user, screen, event, previous }) => {
      const title = previous.context.data?.agreements[event.position]?.title ?? ''
      await user.click(screen.getByRole('button', { name: title }))
    },
    'loan.submit': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Next' }))
    },
    'agreementPopup.agree': async (ctx) => {
      await ctx.user.click(
        within(dialog(ctx, 'Please read the agreement')).getByRole('button', { name: 'Agree' }),
      )
    },
    'agreementPopup.cancel': async (ctx) => {
      await ctx.user.click(
        within(dialog(ctx, 'Please read the agreement')).getByRole('button', { name: 'Cancel' }),
      )
    },
    'retention.stay': async (ctx) => {
      await ctx.user.click(within(dialog(ctx, 'Point out')).getByRole('button', { name: 'Agree' }))
    },
    'retention.leave': async (ctx) => {
      await ctx.user.click(within(dialog(ctx, 'Point out')).getByRole('button', { name: 'Cancel' }))
    },
    'host.backPressed': () => {
      // The host's back hook, as docs/bridge.md says it arrives.
      act(() => {
        ;(window as unknown as { bayadBridge: { receive(e: unknown): void } }).bayadBridge.receive({
          type: 'backPressed',
        })
      })
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
      expect(actors.loadConfirm.calls.at(-1)?.input).toEqual({ productId: '101' })
      expect(actors.loadConfirm.pending()).toHaveLength(1)
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert').textContent).toContain('Your loan offer could not be loaded.')
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
      expect(host.toasts().at(-1)).toEqual({ notice: { text: BUSY.message }, tone: 'failure' })
    },
    ready: (ctx) => {
      const { screen, expected } = ctx
      const data = expected.context.data as ConfirmData
      const hidden = modalOpen(expected)
      expect(screen.getByTestId('loan-amount').textContent).toBe('₱5.000,00')
      expect(screen.getByText('91 days')).toBeTruthy()
      expect(screen.getByText('Interest rate 0.07% per day')).toBeTruthy()
      for (const row of data.offer.details) expect(screen.getByText(row.value)).toBeTruthy()
      expect(screen.getByText('₱5.300,00')).toBeTruthy()
      expect(screen.getByText('2027-02-21')).toBeTruthy()
      // The agreement block shows only with agreements; each title is a control of its own.
      const checkbox = screen.queryByRole('checkbox', { hidden: true })
      if (data.agreements.length === 0) expect(checkbox).toBeNull()
      else {
        expect((checkbox as HTMLInputElement).checked).toBe(
          expected.matches({ ready: { agreement: 'checked' } }),
        )
        for (const { title } of data.agreements)
          expect(screen.getByRole('button', { name: title, hidden: true })).toBeTruthy()
      }
      // Next works only with the agreement checked and nothing in flight.
      if (!expected.matches({ ready: { submission: 'submitted' } })) {
        const canSubmit =
          expected.matches({ ready: { agreement: 'checked' } }) &&
          expected.matches({ ready: { submission: 'idle' } })
        expect(nextButton(ctx).hasAttribute('disabled')).toBe(!canSubmit)
      }
      expect(screen.queryAllByRole('dialog').length).toBe(hidden ? 1 : 0)
    },
    'ready.agreement.unchecked': ({ screen }) => {
      expect(screen.getByText('Tick the box to agree before you tap Next.')).toBeTruthy()
    },
    'ready.submission.idle': ({ actors }) => {
      expect(actors.pushLoan.pending()).toHaveLength(0)
      expect(actors.jumpToAgreement.pending()).toHaveLength(0)
    },
    'ready.submission.openingAgreement': ({ actors }) => {
      expect(actors.jumpToAgreement.calls.at(-1)?.input).toEqual({
        productId: '101',
        orderId: 'ORD7',
        position: 1,
      })
    },
    'ready.submission.pushing': (ctx) => {
      expect(nextButton(ctx).textContent).toBe('Submitting…')
      expect(nextButton(ctx).getAttribute('aria-busy')).toBe('true')
      expect(ctx.actors.pushLoan.pending()).toHaveLength(1)
      expect(ctx.actors.pushLoan.calls.at(-1)?.input).toEqual({
        productId: '101',
        amount: 500000,
        periods: '91',
        termUnit: '1',
      })
    },
    'ready.submission.submitted': ({ screen }) => {
      expect(screen.getByText('Loan submitted. Opening your loan details…')).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Next', hidden: true })).toBeNull()
      expect(host.calls.filter((c) => c.action === 'trackConfirm' || c.action === 'openLendDetails')).toEqual(
        [
          { action: 'trackConfirm', params: { productId: '101' } },
          { action: 'openLendDetails', params: { url: LEND_URL } },
        ],
      )
    },
    'ready.agreementPopup.shown': (ctx) => {
      const frame = dialog(ctx, 'Please read the agreement').querySelector('iframe')
      expect(frame?.getAttribute('src')).toBe(POPUP.offer.popAgreementUrl)
      expect(frame?.getAttribute('sandbox')).toBe('allow-scripts')
      expect(frame?.getAttribute('title')).toBe('Agreement')
    },
    'ready.agreementPopup.declining': (ctx) => {
      expect(dialog(ctx, 'Please read the agreement')).toBeTruthy()
      expect(host.of('closeWebview').length).toBeGreaterThan(0)
    },
    'ready.agreementPopup.agreed': ({ screen }) => {
      expect(screen.queryByRole('dialog', { name: 'Please read the agreement' })).toBeNull()
    },
    'ready.retention.shown': (ctx) => {
      const popup = dialog(ctx, 'Point out')
      expect(within(popup).getByText('You are almost there')).toBeTruthy()
      expect(within(popup).getByText('Stay to get ₱5.000,00.')).toBeTruthy()
    },
    'ready.retention.leaving': (ctx) => {
      expect(dialog(ctx, 'Point out')).toBeTruthy()
      expect(host.of('closeWebview').length).toBeGreaterThan(0)
    },
    'ready.retention.hidden': ({ screen }) => {
      expect(screen.queryByRole('dialog', { name: 'Point out' })).toBeNull()
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

describe('loan confirm screen', () => {
  it('sends Next once, however often it is tapped', async () => {
    let pushes = 0
    const machine = loanConfirmMachine.provide({
      actors: {
        loadConfirm: fromPromise(async () => RETAINING),
        pushLoan: fromPromise(() => {
          pushes += 1
          return new Promise<string>(() => {})
        }),
      },
    })
    renderScreen(machine, () => {})
    const user = userEvent.setup()
    const next = await screen.findByRole('button', { name: 'Next' })
    await user.dblClick(next)
    await user.click(next)
    expect(pushes).toBe(1)
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeTruthy()
    cleanup()
  })

  it('covers every state and transition of loanConfirm', () => {
    const coverage = expectFullCoverage('loanConfirm')
    expect(coverage.states.total).toBe(coverage.states.covered)
    expect(coverage.transitions.total).toBe(coverage.transitions.covered)
  })
})

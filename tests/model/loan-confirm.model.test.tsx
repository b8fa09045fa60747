import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useActorRef } from '@xstate/react'
import { useCallback } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise, type InspectionEvent, type SnapshotFrom } from 'xstate'
import { loanConfirmMachine } from '../../machines/loan-confirm.machine.ts'
import type { ConfirmData, LoanConfirmInput } from '../../machines/loan-confirm.types.ts'
import type { PushResult } from '../../machines/loan-offer.ts'
import { CHECK_BACKOFF_MS } from '../../machines/shared/submission.ts'
import { createBridge } from '../../src/bridge/bridge.ts'
import { useHostBack } from '../../src/screens/shared/host-back.ts'
import { loanConfirmPopups, LoanConfirmView } from '../../src/screens/loan-confirm/loan-confirm-view.tsx'
import { beforeConfirming, offerSections } from '../../src/screens/loan-confirm/offer-parts.tsx'
import { prefetchPushCheck } from '../../src/screens/loan-confirm/push-outcome.ts'
import { formatPeso } from '../../src/lib/format.ts'
import { expectAdvisoryAndLender, expectDisclosureShown } from './disclosure-checks.ts'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import { createModel, expectFullCoverage, hostActions, recorder } from './harness.ts'
import type { Executor, StateContext } from './harness.ts'
import { BUSY, LEND_URL, POPUP, PUSHED, RETAINING, scenarios } from './samples/loan-confirm.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

// The panels of a submission that may have been sent and the popups load on demand (as the page's
// first tap would): loaded before the paths, they render at once, as the page renders them once here.
beforeAll(async () => {
  await Promise.all([
    prefetchPushCheck(),
    loanConfirmPopups.prefetch(),
    offerSections.prefetch(),
    beforeConfirming.prefetch(),
  ])
})

// happy-dom refuses to load frames and logs each refusal: let it load the agreement frame, which
// here is a blank page (what the frame shows is for the e2e tests).
beforeAll(() => {
  const dom = (window as unknown as { happyDOM?: { settings: { enableIframePageLoading: boolean } } })
    .happyDOM
  if (dom !== undefined) dom.settings.enableIframePageLoading = true
})

type Machine = typeof loanConfirmMachine
type Src = 'loadConfirm' | 'jumpToAgreement' | 'pushLoan' | 'checkLoanPush'
type Ctx = StateContext<Machine, Src>

const INPUT: LoanConfirmInput = scenarios.default.input

const host = recorder()

/** The input the current path started with (a resumed page has its own). */
let started: LoanConfirmInput = INPUT

function Screen({
  machine,
  inspect,
  input,
}: {
  machine: Machine
  inspect: (event: InspectionEvent) => void
  input: LoanConfirmInput
}) {
  const actor = useActorRef(machine, { input, inspect })
  useHostBack(useCallback(() => actor.send({ type: 'host.backPressed' }), [actor]))
  return <LoanConfirmView actor={actor} />
}

/** The real screen's services, as far as this view reaches: the bridge that hears the host. */
function renderScreen(
  machine: Machine,
  inspect: (event: InspectionEvent) => void,
  input: LoanConfirmInput = INPUT,
) {
  // The load failure's ways on (src/screens/shared/load-failed.tsx) link with the page's query.
  const services = { bridge: createBridge({ window }), pageQuery: () => ({}) } as unknown as Services
  render(
    <ServicesProvider services={services}>
      <Screen machine={machine} inspect={inspect} input={input} />
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

const NO_NEXT = ['submitted', 'checkingOutcome', 'outcomeUnknown'] as const
const nextGone = (s: SnapshotFrom<Machine>) =>
  NO_NEXT.some((phase) => s.matches({ ready: { submission: phase } }))

const filterEvents = (s: SnapshotFrom<Machine>, e: { type: string }) => {
  const behindModal = [
    'agreement.toggle',
    'agreement.open',
    'loan.submit',
    'outcome.check',
    'service.open',
    'order.open',
  ]
  if (behindModal.includes(e.type) && modalOpen(s)) return false
  // The checkbox is part of the agreement block, which is hidden without agreements.
  if (e.type === 'agreement.toggle') return (s.context.data?.agreements.length ?? 0) > 0
  // Once the loan may have been sent, only the submission's own events are explored: the popups' and
  // the checkbox's transitions are the same ones the offer already walks (the machine tests cover Back).
  if (nextGone(s))
    return (
      !['agreement.toggle', 'host.backPressed'].includes(e.type) &&
      !/^(retention|agreementPopup)\./.test(e.type)
    )
  return true
}
const controllable = ['loadConfirm', 'jumpToAgreement', 'pushLoan', 'checkLoanPush'] as const

const model = createModel(loanConfirmMachine, {
  input: INPUT,
  contextKeys: ['data'],
  controllable,
  events: scenarios.default.events,
  filterEvents,
})
/** Reloaded while a push was unknown: checked once the offer is shown. */
const resumedCheck = createModel(loanConfirmMachine, {
  input: scenarios.resumedCheck.input,
  contextKeys: ['data'],
  controllable,
  events: scenarios.resumedCheck.events,
  // The offer's own events are the main model's: here only what the resumed check leads to.
  filterEvents: (s, e) => filterEvents(s, e) && !/^(agreement|retention|host\.|loan\.submit)/.test(e.type),
})
/** Reloaded after the loan was submitted: it says so at once. */
const resumedSubmitted = createModel(loanConfirmMachine, {
  input: scenarios.resumedSubmitted.input,
  contextKeys: ['data'],
  controllable,
  events: scenarios.resumedSubmitted.events,
  filterEvents: (s, e) => filterEvents(s, e) && !/^(agreement|retention|host\.)/.test(e.type),
})

const dialog = (ctx: Ctx, name: string) => ctx.screen.getByRole('dialog', { name })
const nextButton = (ctx: Ctx) =>
  ctx.screen.getByRole('button', { name: /^(Next|Submitting…)$/, hidden: true })

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect, input }) => {
    host.reset()
    started = input ?? INPUT
    // Every host action recorded (rememberSubmission too: the page that follows reads it).
    const provided = machine.provide({ actions: hostActions(loanConfirmMachine, host) })
    renderScreen(provided, inspect, started)
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
      await ctx.user.click(within(dialog(ctx, 'Read the agreement')).getByRole('button', { name: 'Agree' }))
    },
    'agreementPopup.cancel': async (ctx) => {
      await ctx.user.click(within(dialog(ctx, 'Read the agreement')).getByRole('button', { name: 'Cancel' }))
    },
    'retention.stay': async (ctx) => {
      await ctx.user.click(
        within(dialog(ctx, 'Leave without your loan?')).getByRole('button', { name: 'Stay and finish' }),
      )
    },
    'retention.leave': async (ctx) => {
      await ctx.user.click(
        within(dialog(ctx, 'Leave without your loan?')).getByRole('button', {
          name: 'Leave without my loan',
        }),
      )
    },
    'outcome.check': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Check again' }))
    },
    'service.open': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Ask customer service' }))
    },
    'order.open': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: /^(Go to My orders|View my application)$/ }))
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
    loadFailed: ({ screen, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      expect(screen.getByRole('alert').textContent).toContain('Your loan offer could not be loaded.')
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
      expect(host.toasts().at(-1)).toEqual({ notice: { text: BUSY.message }, tone: 'failure' })
    },
    ready: (ctx) => {
      const { screen, expected } = ctx
      const data = expected.context.data as ConfirmData
      const hidden = modalOpen(expected)
      expect(screen.getByTestId('loan-amount').textContent).toBe('₱5,000.00')
      expect(screen.getByText('91 days')).toBeTruthy()
      expect(screen.getByText('Interest rate 0.07% per day')).toBeTruthy()
      const details = screen.getByRole('heading', { name: 'Loan breakdown', hidden: true }).closest('section')
      for (const row of data.offer.details) expect(within(details!).getByText(row.value)).toBeTruthy()
      const plan = document.querySelector('.plan-list') as HTMLElement
      expect(within(plan).getByText('₱5,300.00')).toBeTruthy()
      expect(within(plan).getByText('2027-02-21')).toBeTruthy()
      // What arrives, as prominent as what is borrowed, and the Disclosure Statement (decision 028).
      expectDisclosureShown(data.offer.disclosure, formatPeso)
      // The computed rate, derived independently (Newton on the continuous rate): ₱4,700 today, ₱5,300
      // after 91 days, a month of 365/12 days.
      if (data.offer.disclosure.rate !== null)
        expect(screen.getByTestId('disclosure-rate').textContent).toContain(
          '4.10% per month (61.91% per year)',
        )
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
      // Next works only with the agreement checked and nothing in flight; once the loan may have been
      // sent, it is gone.
      if (nextGone(expected))
        expect(ctx.screen.queryByRole('button', { name: /^(Next|Submitting…)$/ })).toBeNull()
      else {
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
      expectAdvisoryAndLender('Next')
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
      expect(ctx.actors.pushLoan.calls.at(-1)?.input).toEqual(PUSHED)
    },
    'ready.submission.checkingOutcome': ({ screen, actors }) => {
      // A popup may stand in front (hidden: true): the panel is there all the same.
      expect(
        screen.getByRole('heading', { name: 'Checking your loan application', hidden: true }),
      ).toBeTruthy()
      expect(
        screen.getByText(
          'We are confirming with the lender that your application went through. Do not submit it again.',
        ),
      ).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Check again', hidden: true })).toBeNull()
      expect(actors.checkLoanPush.pending()).toHaveLength(1)
      expect(actors.checkLoanPush.calls.at(-1)?.input).toEqual({ ...PUSHED, delaysMs: CHECK_BACKOFF_MS })
    },
    'ready.submission.outcomeUnknown': ({ screen, actors }) => {
      expect(
        screen.getByRole('heading', { name: 'We could not confirm your application yet', hidden: true }),
      ).toBeTruthy()
      expect(screen.getByText(/It may have reached the lender\. Do not submit it again/)).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Check again', hidden: true })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Ask customer service', hidden: true })).toBeTruthy()
      expect(actors.checkLoanPush.pending()).toHaveLength(0)
      // The pushes so far: one (or none on a resumed page), never one from here.
      expect(actors.pushLoan.pending()).toHaveLength(0)
    },
    'ready.submission.submitted': ({ screen, expected }) => {
      expect(
        screen.getByRole('heading', { name: 'Your loan application was submitted', hidden: true }),
      ).toBeTruthy()
      const orderKnown = (expected.context.submitted?.orderId ?? '') !== ''
      expect(
        screen.getByRole('button', {
          name: orderKnown ? 'View my application' : 'Go to My orders',
          hidden: true,
        }),
      ).toBeTruthy()
      expect(screen.queryByRole('button', { name: /^(Next|Submitting…)$/, hidden: true })).toBeNull()
      // Tracked once when this page saw the lender accept it; a resumed page had it tracked before.
      expect(host.of('trackConfirm')).toEqual(started.submitted != null ? [] : [{ productId: '101' }])
      for (const params of host.of('openLendDetails')) expect(params).toEqual({ url: LEND_URL })
    },
    'ready.agreementPopup.shown': (ctx) => {
      const frame = dialog(ctx, 'Read the agreement').querySelector('iframe')
      expect(frame?.getAttribute('src')).toBe(POPUP.offer.popAgreementUrl)
      // Never allow-same-origin; no scripts for an origin that is not listed (decision 023).
      expect(frame?.getAttribute('sandbox')).toBe('allow-popups allow-popups-to-escape-sandbox')
      expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer')
      expect(frame?.getAttribute('title')).toBe('Agreement')
    },
    'ready.agreementPopup.declining': (ctx) => {
      expect(dialog(ctx, 'Read the agreement')).toBeTruthy()
      expect(host.of('closeWebview').length).toBeGreaterThan(0)
    },
    'ready.agreementPopup.agreed': ({ screen }) => {
      expect(screen.queryByRole('dialog', { name: 'Read the agreement' })).toBeNull()
    },
    'ready.retention.shown': (ctx) => {
      const popup = dialog(ctx, 'Leave without your loan?')
      expect(within(popup).getByText('You are almost there')).toBeTruthy()
      expect(within(popup).getByText('Stay to get ₱5,000.00.')).toBeTruthy()
    },
    'ready.retention.leaving': (ctx) => {
      expect(dialog(ctx, 'Leave without your loan?')).toBeTruthy()
      expect(host.of('closeWebview').length).toBeGreaterThan(0)
    },
    'ready.retention.hidden': ({ screen }) => {
      expect(screen.queryByRole('dialog', { name: 'Leave without your loan?' })).toBeNull()
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })
resumedCheck.testPaths(executor, { expectFullCoverage: false, title: 'reloaded while a push was unknown' })
resumedSubmitted.testPaths(executor, { expectFullCoverage: false, title: 'reloaded after submitting' })

describe('loan confirm screen', () => {
  it('sends Next once, however often it is tapped', async () => {
    let pushes = 0
    const machine = loanConfirmMachine.provide({
      actors: {
        loadConfirm: fromPromise(async () => RETAINING),
        pushLoan: fromPromise(() => {
          pushes += 1
          return new Promise<PushResult>(() => {})
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

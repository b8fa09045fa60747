import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { type InspectionEvent, type SnapshotFrom } from 'xstate'
import { legacyConfirmMachine } from '../../machines/legacy-confirm.machine.ts'
import type {
  LegacyConfirmData,
  LegacyConfirmContext,
  LegacyConfirmInput,
} from '../../machines/legacy-confirm.types.ts'
import type { PushResult } from '../../machines/loan-offer.ts'
import { noticeFor, type ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, failureOutcome, type CheckOutcome } from '../../machines/shared/submission.ts'
import {
  legacyConfirmPopups,
  LegacyConfirmView,
} from '../../src/screens/loan-confirm/legacy-confirm-view.tsx'
import { beforeConfirming, offerSections } from '../../src/screens/loan-confirm/offer-parts.tsx'
import { prefetchPushCheck } from '../../src/screens/loan-confirm/push-outcome.ts'
import { formatMinor, PESO, RUPEE } from '../../src/lib/format.ts'
import { expectAdvisoryAndLender, expectDisclosureShown } from './disclosure-checks.ts'
import { createModel, expectFullCoverage, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StepContext, SyntheticEvent } from './harness.ts'
import {
  agreementUrl,
  amountTexts,
  attachUrl,
  foundOrderId,
  input,
  refused,
  rupeesNoPromo,
  serverBusy,
  withPromo,
} from './legacy-confirm.fixtures.ts'
import { scenarios } from './samples/legacy-confirm.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

// The lazy overlay never resolves on a fake clock: the dialogs load eagerly.
vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))
// The panels of a submission that may have been sent and the popup load on demand (as the page's
// first tap would): loaded before the paths, they render at once, as the page renders them once here.
beforeAll(async () => {
  await Promise.all([
    prefetchPushCheck(),
    legacyConfirmPopups.prefetch(),
    offerSections.prefetch(),
    beforeConfirming.prefetch(),
  ])
})

type Machine = typeof legacyConfirmMachine
type Src = 'loadConfirm' | 'jumpToAgreement' | 'submitLoan' | 'checkLoanPush'

// ------------------------------------------------------------------------------- host effects

/** What the flow asked of the host during the current path, in order. */
type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openAgreement'; params: { url: string } }
  | { type: 'openAttachUrl'; params: { url: string } }
  | { type: 'openOrder'; params: { productId: string; orderId: string } }
  | { type: 'openCustomerService' }
let effects: Effect[] = []
/** The input the current path started with (a resumed page has its own). */
let started: LegacyConfirmInput = input

/**
 * The oracle, kept from what the borrower and the server did on this path (not from the machine):
 * every effect the host should have seen, and how many submissions the borrower's taps sent.
 */
let expectedEffects: Effect[] = []
let submissions = 0
/** The agreement the borrower tapped last. */
let tapped = -1

function withHost(machine: Machine): Machine {
  return machine.provide({
    actions: {
      showToast: (_, params) => void effects.push({ type: 'showToast', params }),
      rememberSubmission: () => {},
      openAgreement: (_, params) => void effects.push({ type: 'openAgreement', params }),
      openAttachUrl: (_, params) => void effects.push({ type: 'openAttachUrl', params }),
      openOrder: (_, params) => void effects.push({ type: 'openOrder', params }),
      openCustomerService: () => void effects.push({ type: 'openCustomerService' }),
    },
  })
}

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input: started, inspect })
  return <LegacyConfirmView actor={actor} />
}

// ------------------------------------------------------------------------------- model

const controllable = ['loadConfirm', 'jumpToAgreement', 'submitLoan', 'checkLoanPush'] as const
const BEHIND_POPUP = ['agreement.open', 'outcome.check', 'service.open', 'order.open']
// The popup is modal: while it shows, only its Close and its image can be tapped.
const filterEvents = (s: SnapshotFrom<Machine>, e: { type: string }) =>
  !(s.matches({ ready: { promo: 'shown' } }) && BEHIND_POPUP.includes(e.type))

const model = createModel(legacyConfirmMachine, {
  input: scenarios.default.input,
  // Guards read the offer (its popup image, how many agreements); it does not change once loaded.
  contextKeys: ['data'],
  controllable,
  events: scenarios.default.events,
  filterEvents,
})
/** Reloaded while a depush was unknown: only what the resumed check leads to is walked here. */
const resumedCheck = createModel(legacyConfirmMachine, {
  input: scenarios.resumedCheck.input,
  contextKeys: ['data'],
  controllable,
  events: scenarios.resumedCheck.events,
  filterEvents: (s, e) => filterEvents(s, e) && !['loan.submit', 'agreement.open'].includes(e.type),
})
/** Reloaded after the loan was submitted. */
const resumedSubmitted = createModel(legacyConfirmMachine, {
  input: scenarios.resumedSubmitted.input,
  contextKeys: ['data'],
  controllable,
  events: scenarios.resumedSubmitted.events,
  filterEvents,
})

// ------------------------------------------------------------------------------- executor

type Ctx<E> = StepContext<Machine, Src, E>
type Screen = Ctx<unknown>['screen']

const failureOf = (error: unknown): Effect => ({
  type: 'showToast',
  params: { notice: noticeFor(error, 'error.processingFailed'), tone: 'failure' },
})
const dataOf = (context: LegacyConfirmContext): LegacyConfirmData => {
  if (context.data === null) throw new Error('the model expects a loaded offer here')
  return context.data
}
const textsOf = (data: LegacyConfirmData) =>
  data.offer.currency === 'rupee' ? amountTexts.rupeesNoPromo : amountTexts.withPromo
const buttonLabel = (data: LegacyConfirmData) =>
  data.offer.buttonText === '' ? 'Confirm' : data.offer.buttonText
const promoShown = (s: { matches: Ctx<unknown>['expected']['matches'] }) =>
  s.matches({ ready: { promo: 'shown' } })
const footer = () => document.querySelector('.page__footer')
const footerButton = () => footer()?.querySelector('button') ?? null
const popup = (screen: Screen) => screen.getByRole('dialog', { name: 'A special offer for you' })
/** The agreement links; `hidden` while the modal popup hides the page from assistive technology. */
const agreementLinks = (screen: Screen, hidden: boolean) =>
  ['Loan Agreement', 'Privacy Policy'].map(
    (name) => screen.getByRole('button', { name, hidden }) as HTMLButtonElement,
  )

/** Settles the oldest call of `src` the way the sample says, and records what the host should then see. */
function settle(src: Src, effect: (event: SyntheticEvent) => Effect[]) {
  return (ctx: Ctx<SyntheticEvent>) => {
    expectedEffects.push(...effect(ctx.event))
    const event = ctx.event
    const actor = ctx.actors[src] as { resolve: (o: unknown) => void; reject: (e: unknown) => void }
    if ('error' in event) actor.reject(event.error)
    else if ('output' in event) actor.resolve(event.output)
    else throw new Error(`${event.type} has no sample output or error`)
  }
}
const toastFor = (event: SyntheticEvent) => ['error' in event ? failureOf(event.error) : failureOf(undefined)]
/** A failed depush: a toast when refused or not sent; nothing when its outcome is unknown (it is checked). */
const submitFailed = (event: SyntheticEvent) =>
  'error' in event && failureOutcome(event.error) === 'unknown' ? [] : toastFor(event)
/** What the check found: "It did not go through" when not done; nothing else tells the host anything. */
const checked = (event: SyntheticEvent): Effect[] =>
  'output' in event && (event.output as CheckOutcome).outcome === 'notDone'
    ? [{ type: 'showToast', params: { notice: { id: 'submission.notDone' }, tone: 'failure' } }]
    : []

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect, input: pathInput }) => {
    started = pathInput ?? input
    effects = []
    expectedEffects = []
    submissions = 0
    tapped = -1
    render(<Screen machine={withHost(machine)} inspect={inspect} />)
  },
  events: {
    'xstate.done.actor.loadConfirm': settle('loadConfirm', () => []),
    'xstate.error.actor.loadConfirm': settle('loadConfirm', toastFor),
    'xstate.done.actor.jumpToAgreement': settle('jumpToAgreement', (e) => [
      { type: 'openAgreement', params: { url: (e as { output: string }).output } },
    ]),
    'xstate.error.actor.jumpToAgreement': settle('jumpToAgreement', toastFor),
    'xstate.done.actor.submitLoan': settle('submitLoan', (e) => {
      const url = (e as { output: PushResult }).output.nextUrl
      return url === null ? [] : [{ type: 'openAttachUrl', params: { url } }]
    }),
    'xstate.error.actor.submitLoan': settle('submitLoan', submitFailed),
    'xstate.done.actor.checkOutcome': settle('checkLoanPush', checked),
    'xstate.error.actor.checkOutcome': settle('checkLoanPush', () => []),
    'outcome.check': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Check again' }))
    },
    'service.open': async ({ user, screen }) => {
      expectedEffects.push({ type: 'openCustomerService' })
      await user.click(screen.getByRole('button', { name: 'Ask customer service' }))
    },
    'order.open': async ({ user, screen, previous }) => {
      const orderId = previous.context.submitted?.orderId ?? ''
      expectedEffects.push({ type: 'openOrder', params: { productId: input.productId, orderId } })
      await user.click(
        screen.getByRole('button', { name: orderId === '' ? 'Go to My orders' : 'View my application' }),
      )
    },
    'confirm.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'promo.close': async ({ user, screen }) => {
      await user.click(within(popup(screen)).getByRole('button', { name: 'Close' }))
    },
    'agreement.open': async ({ user, screen, event, previous }) => {
      const agreement = dataOf(previous.context).agreements[event.position]
      if (agreement === undefined) throw new Error(`agreement ${event.position} is not listed`)
      tapped = event.position
      await user.click(screen.getByRole('button', { name: agreement.title }))
    },
    'promo.review': async ({ user, screen }) => {
      // The popup's image leads to the disclosure statement; it submits nothing (decision 028).
      await user.click(within(popup(screen)).getByRole('button', { name: 'See what this offer costs' }))
    },
    'loan.submit': async ({ user, screen, previous }) => {
      submissions += 1
      await user.click(screen.getByRole('button', { name: buttonLabel(dataOf(previous.context)) }))
    },
  },
  states: {
    loading: ({ screen, actors }) => {
      expect(document.querySelector('.skeleton')).not.toBeNull()
      expect(footer()).toBeNull()
      expect(screen.queryByTestId('loan-amount')).toBeNull()
      expect(actors.loadConfirm.pending().map((c) => c.input)).toEqual([{ productId: input.productId }])
      expect(effects).toEqual(expectedEffects)
    },
    loadFailed: ({ screen, snapshot }) => {
      expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
      expect(screen.getByRole('alert').textContent).toContain('Your loan offer could not be loaded.')
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(footer()).toBeNull()
      // The failure was told as a toast with the server's message.
      expect(effects.at(-1)).toEqual({
        type: 'showToast',
        params: { notice: { text: serverBusy.message }, tone: 'failure' },
      })
      expect(effects).toEqual(expectedEffects)
    },
    ready: ({ screen, expected }) => {
      const data = dataOf(expected.context)
      const texts = textsOf(data)
      const hidden = promoShown(expected)
      expect(document.querySelector('.skeleton')).toBeNull()
      // No load failure notice (the unknown outcome's own panel is an alert of its own).
      expect(
        screen
          .queryAllByRole('alert', { hidden: true })
          .filter((el) => el.closest('.outcome-check') === null),
      ).toEqual([])
      // Product, amount in the offer's currency, term and repayment date.
      expect(screen.getByText(data.offer.productName)).toBeTruthy()
      const logo = document.querySelector('.product-head__logo')
      expect(logo?.getAttribute('src') ?? '').toBe(data.offer.productLogo)
      expect(screen.getByTestId('loan-amount').textContent).toBe(texts.amount)
      const facts = document.querySelector('dl[aria-label="Loan"]')
      expect(
        [...(facts?.querySelectorAll('dt') ?? [])].map((dt) => [
          dt.textContent,
          dt.nextElementSibling?.textContent,
        ]),
      ).toEqual([
        ['Term', '91 days'],
        ...(data.offer.repaymentDate === '' ? [] : [['Due date', data.offer.repaymentDate]]),
      ])
      // The detailed list and the plan list, plan amounts in the same currency.
      const details = document.querySelector('.receipt__lines')
      expect(
        [...(details?.querySelectorAll('dt') ?? [])].map((dt) => [
          dt.textContent,
          dt.nextElementSibling?.textContent,
        ]),
      ).toEqual(data.offer.details.map((row) => [row.text, row.value]))
      expect([...document.querySelectorAll('.plan-list__amount')].map((n) => n.textContent)).toEqual(
        texts.plans,
      )
      expect([...document.querySelectorAll('.plan-list__title')].map((n) => n.textContent)).toEqual(
        data.offer.plans.map((row) => row.title),
      )
      // The net proceeds in the hero and the Disclosure Statement, in the offer's currency.
      const sign = data.offer.currency === 'rupee' ? RUPEE : PESO
      expectDisclosureShown(data.offer.disclosure, (minor) => `${sign}${formatMinor(minor)}`)
      if (data.offer.disclosure.rate !== null)
        expect(screen.getByTestId('disclosure-rate').textContent).toContain(texts.rate)
      // Agreement links, no checkbox.
      expect(agreementLinks(screen, hidden)).toHaveLength(2)
      expect(screen.queryByRole('checkbox', { hidden: true })).toBeNull()
      expect(effects).toEqual(expectedEffects)
      expect(effects.filter((e) => e.type === 'openAttachUrl').length).toBeLessThanOrEqual(1)
    },
    'ready.promo.shown': ({ screen, expected }) => {
      const dialog = popup(screen)
      const image = within(dialog).getByRole('img', { name: 'See what this offer costs' })
      expect(image.getAttribute('src')).toBe(dataOf(expected.context).offer.promoImage)
      expect(within(dialog).getByRole('button', { name: 'See what this offer costs' })).toBeTruthy()
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
      // Modal: the page behind it is out of reach.
      expect(screen.queryByRole('button', { name: buttonLabel(dataOf(expected.context)) })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Loan Agreement' })).toBeNull()
    },
    'ready.promo.none': ({ screen }) => {
      expect(screen.queryByRole('dialog')).toBeNull()
    },
    'ready.promo.closed': ({ screen }) => {
      expect(screen.queryByRole('dialog')).toBeNull()
    },
    'ready.promo.reviewing': ({ screen, actors }) => {
      // The image submitted nothing: the popup is gone and the statement is on the page.
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(screen.getByRole('heading', { name: 'Disclosure Statement' })).toBeTruthy()
      expect(actors.submitLoan.calls).toHaveLength(submissions)
    },
    'ready.submission.idle': ({ screen, expected, actors }) => {
      const hidden = promoShown(expected)
      const button = screen.getByRole('button', {
        name: buttonLabel(dataOf(expected.context)),
        hidden,
      }) as HTMLButtonElement
      // Behind the popup nothing submits: the button waits until it is closed or its image led here.
      expect(button.disabled).toBe(hidden)
      expect(button.getAttribute('aria-busy')).toBe('false')
      expectAdvisoryAndLender(buttonLabel(dataOf(expected.context)))
      for (const link of agreementLinks(screen, hidden)) expect(link.disabled).toBe(false)
      expect(actors.jumpToAgreement.pending()).toEqual([])
      expect(actors.submitLoan.pending()).toEqual([])
      expect(actors.submitLoan.calls).toHaveLength(submissions)
    },
    'ready.submission.openingAgreement': ({ screen, expected, actors }) => {
      const button = footerButton() as HTMLButtonElement
      expect(button.textContent).toBe(buttonLabel(dataOf(expected.context)))
      expect(button.disabled).toBe(true)
      for (const link of agreementLinks(screen, false)) expect(link.disabled).toBe(true)
      const pending = actors.jumpToAgreement.pending()
      expect(pending).toHaveLength(1)
      expect(pending[0]?.input).toEqual({
        productId: input.productId,
        orderId: input.orderId,
        position: tapped,
      })
    },
    'ready.submission.submitting': ({ screen, expected, actors }) => {
      const button = footerButton() as HTMLButtonElement
      expect(button.textContent).toBe('Submitting…')
      expect(button.disabled).toBe(true)
      expect(button.getAttribute('aria-busy')).toBe('true')
      for (const link of agreementLinks(screen, false)) expect(link.disabled).toBe(true)
      // Sent once for this tap, with the offer as it was loaded.
      const offer = dataOf(expected.context).offer
      expect(actors.submitLoan.calls).toHaveLength(submissions)
      expect(actors.submitLoan.pending().map((c) => c.input)).toEqual([
        {
          productId: input.productId,
          amount: offer.amount,
          periods: offer.periods,
          termUnit: offer.termUnit,
        },
      ])
    },
    'ready.submission.checkingOutcome': ({ screen, actors, expected }) => {
      expect(
        screen.getByRole('heading', { name: 'Checking your loan application', hidden: true }),
      ).toBeTruthy()
      expect(screen.getByText(/Do not submit it again\./)).toBeTruthy()
      // In place of the button: nothing in the footer can be tapped.
      expect(footer()?.querySelector('button')).toBeNull()
      // The terms of the offer as loaded (or, resumed, as the stored trace names them).
      const terms = started.inFlight ?? {
        productId: input.productId,
        amount: dataOf(expected.context).offer.amount,
        periods: dataOf(expected.context).offer.periods,
        termUnit: dataOf(expected.context).offer.termUnit,
      }
      expect(actors.checkLoanPush.pending().map((c) => c.input)).toEqual([
        { ...terms, delaysMs: CHECK_BACKOFF_MS },
      ])
      expect(actors.submitLoan.calls).toHaveLength(submissions)
    },
    'ready.submission.outcomeUnknown': ({ screen, actors }) => {
      expect(
        screen.getByRole('heading', { name: 'We could not confirm your application yet', hidden: true }),
      ).toBeTruthy()
      const buttons = [...(footer()?.querySelectorAll('button') ?? [])].map((b) => b.textContent)
      expect(buttons).toEqual(['Check again', 'Ask customer service'])
      expect(actors.checkLoanPush.pending()).toEqual([])
      expect(actors.submitLoan.calls).toHaveLength(submissions)
    },
    'ready.submission.submitted': ({ screen, actors, expected }) => {
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
      expect(footer()).toBeNull()
      expect(actors.submitLoan.calls).toHaveLength(submissions)
      expect(effects.filter((e) => e.type === 'openAttachUrl').length).toBeLessThanOrEqual(1)
      if (orderKnown && started.submitted == null)
        expect(expected.context.submitted).toEqual({ orderId: foundOrderId })
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })
resumedCheck.testPaths(executor, { expectFullCoverage: false, title: 'reloaded while a depush was unknown' })
resumedSubmitted.testPaths(executor, { expectFullCoverage: false, title: 'reloaded after submitting' })

// ------------------------------------------------------------------------------- scenarios

/**
 * A path the shortest-path traversal does not walk (its end is keyed like a state reached more
 * directly), replayed through the same executor: expected snapshots from pure transitions.
 */
const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(legacyConfirmMachine, input, name, events)

const loadedWithPromo = { type: 'xstate.done.actor.loadConfirm', output: withPromo } as const
const submittedOk = { type: 'xstate.done.actor.submitLoan', output: { nextUrl: attachUrl } } as const
const submitRefused = { type: 'xstate.error.actor.submitLoan', error: refused } as const

describe('legacy confirm: scenarios', () => {
  it('Close, read the second agreement, then submit with the button', async () => {
    await model.runPath(
      scenario('close, agreement 1, button', [
        loadedWithPromo,
        { type: 'promo.close' },
        { type: 'agreement.open', position: 1 },
        { type: 'xstate.done.actor.jumpToAgreement', output: agreementUrl },
        { type: 'loan.submit' },
        submittedOk,
      ]),
      executor,
    )
  })

  it('a failed load, a retry, the popup image leading to the statement, refused by the server, then the button once more', async () => {
    await model.runPath(
      scenario('retry, image, refused, button', [
        { type: 'xstate.error.actor.loadConfirm', error: serverBusy },
        { type: 'confirm.retry' },
        loadedWithPromo,
        { type: 'promo.review' },
        { type: 'loan.submit' },
        submitRefused,
        { type: 'loan.submit' },
        submittedOk,
      ]),
      executor,
    )
    expect(effects.filter((e) => e.type === 'showToast').map((e) => e.params.notice)).toEqual([
      { text: serverBusy.message },
      { text: refused.message },
    ])
  })

  it('a double tap on the button sends one depush, then the page is replaced once', async () => {
    await model.runPath(
      scenario('double tap', [
        { type: 'xstate.done.actor.loadConfirm', output: rupeesNoPromo },
        { type: 'loan.submit' },
        submittedOk,
      ]),
      {
        ...executor,
        events: {
          ...executor.events,
          // One submission expected from two taps: the state assertions count the calls.
          'loan.submit': async ({ user, previous }) => {
            submissions += 1
            const button = footerButton()
            expect(button?.textContent).toBe(buttonLabel(dataOf(previous.context)))
            if (button) await user.dblClick(button)
          },
        },
      },
    )
  })
})

describe('model coverage', () => {
  it('walks both offers, the popup image and every failure', () => {
    const walks = (done: (types: string[]) => boolean) =>
      model.paths.some((p) => done(p.steps.map((s) => s.event.type)))
    expect(walks((t) => t.includes('promo.close') && t.includes('loan.submit'))).toBe(true)
    expect(walks((t) => t.includes('promo.review') && t.includes('xstate.done.actor.submitLoan'))).toBe(true)
    for (const type of ['loadConfirm', 'jumpToAgreement', 'submitLoan'])
      expect(walks((t) => t.includes(`xstate.error.actor.${type}`))).toBe(true)
    console.log(
      `legacyConfirm paths: ${model.stats.paths} (${model.stats.steps} steps, ${model.stats.generationMs} ms)`,
    )
  })

  it('covers every state and transition of legacyConfirm', () => {
    const coverage = expectFullCoverage('legacyConfirm')
    console.log(
      `legacyConfirm coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}`,
    )
    expect(coverage.states.covered).toBe(coverage.states.total)
    expect(coverage.transitions.covered).toBe(coverage.transitions.total)
  })
})

import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import { type InspectionEvent } from 'xstate'
import {
  legacyConfirmMachine,
  type LegacyConfirmData,
  type LegacyConfirmContext,
} from '../../machines/legacy-confirm.machine.ts'
import { noticeFor, type ToastParams } from '../../machines/shared/notice.ts'
import {
  DEFAULT_BUTTON_TEXT,
  LegacyConfirmView,
  PROMO_IMAGE_ALT,
} from '../../src/screens/loan-confirm/legacy-confirm-view.tsx'
import { createModel, expectFullCoverage, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StepContext, SyntheticEvent } from './harness.ts'
import {
  agreementUrl,
  amountTexts,
  attachUrl,
  input,
  refused,
  rupeesNoPromo,
  serverBusy,
  withPromo,
} from './legacy-confirm.fixtures.ts'
import { scenarios } from './samples/legacy-confirm.samples.ts'

// The lazy overlay never resolves on a fake clock: the dialogs load eagerly.
vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

type Machine = typeof legacyConfirmMachine
type Src = 'loadConfirm' | 'jumpToAgreement' | 'submitLoan'

// ------------------------------------------------------------------------------- host effects

/** What the flow asked of the host during the current path, in order. */
type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openAgreement'; params: { url: string } }
  | { type: 'openAttachUrl'; params: { url: string } }
let effects: Effect[] = []

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
      openAgreement: (_, params) => void effects.push({ type: 'openAgreement', params }),
      openAttachUrl: (_, params) => void effects.push({ type: 'openAttachUrl', params }),
    },
  })
}

function Screen({ machine, inspect }: { machine: Machine; inspect: (event: InspectionEvent) => void }) {
  const actor = useActorRef(machine, { input, inspect })
  return <LegacyConfirmView actor={actor} />
}

// ------------------------------------------------------------------------------- model

const model = createModel(legacyConfirmMachine, {
  input: scenarios.default.input,
  // Guards read the offer (its popup image, how many agreements); it does not change once loaded.
  contextKeys: ['data'],
  controllable: ['loadConfirm', 'jumpToAgreement', 'submitLoan'],
  events: scenarios.default.events,
  // The popup is modal: while it shows, only its Close and its image can be tapped.
  filterEvents: (s, e) => !(s.matches({ ready: { promo: 'shown' } }) && e.type === 'agreement.open'),
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
  data.offer.buttonText === '' ? DEFAULT_BUTTON_TEXT : data.offer.buttonText
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

const executor: Executor<Machine, Src> = {
  render: ({ machine, inspect }) => {
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
    'xstate.done.actor.submitLoan': settle('submitLoan', (e) => [
      { type: 'openAttachUrl', params: { url: (e as { output: string }).output } },
    ]),
    'xstate.error.actor.submitLoan': settle('submitLoan', toastFor),
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
    'loan.submit': async ({ user, screen, previous }) => {
      submissions += 1
      if (promoShown(previous)) {
        // The popup's image is the offer's button: tapping it submits the loan.
        await user.click(within(popup(screen)).getByRole('button', { name: PROMO_IMAGE_ALT }))
      } else {
        await user.click(screen.getByRole('button', { name: buttonLabel(dataOf(previous.context)) }))
      }
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
    loadFailed: ({ screen }) => {
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
      expect(screen.queryByRole('alert', { hidden: true })).toBeNull()
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
        ...(data.offer.repaymentDate === '' ? [] : [['Repayment date', data.offer.repaymentDate]]),
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
      // Agreement links, no checkbox.
      expect(agreementLinks(screen, hidden)).toHaveLength(2)
      expect(screen.queryByRole('checkbox', { hidden: true })).toBeNull()
      expect(effects).toEqual(expectedEffects)
      expect(effects.filter((e) => e.type === 'openAttachUrl').length).toBeLessThanOrEqual(1)
    },
    'ready.promo.shown': ({ screen, expected }) => {
      const dialog = popup(screen)
      const image = within(dialog).getByRole('img', { name: PROMO_IMAGE_ALT })
      expect(image.getAttribute('src')).toBe(dataOf(expected.context).offer.promoImage)
      expect(within(dialog).getByRole('button', { name: PROMO_IMAGE_ALT })).toBeTruthy()
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
    'ready.submission.idle': ({ screen, expected, actors }) => {
      const hidden = promoShown(expected)
      const button = screen.getByRole('button', {
        name: buttonLabel(dataOf(expected.context)),
        hidden,
      }) as HTMLButtonElement
      expect(button.disabled).toBe(false)
      expect(button.getAttribute('aria-busy')).toBe('false')
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
    'ready.submission.submitted': ({ screen, actors }) => {
      const status = screen.getByText('Loan submitted. Opening your loan details…')
      expect(status.getAttribute('role')).toBe('status')
      expect(footer()).toBeNull()
      expect(actors.submitLoan.calls).toHaveLength(submissions)
      expect(effects.filter((e) => e.type === 'openAttachUrl')).toEqual([
        { type: 'openAttachUrl', params: { url: attachUrl } },
      ])
    },
  },
}

model.testPaths(executor, { expectFullCoverage: false })

// ------------------------------------------------------------------------------- scenarios

/**
 * A path the shortest-path traversal does not walk (its end is keyed like a state reached more
 * directly), replayed through the same executor: expected snapshots from pure transitions.
 */
const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(legacyConfirmMachine, input, name, events)

const loadedWithPromo = { type: 'xstate.done.actor.loadConfirm', output: withPromo } as const
const submittedOk = { type: 'xstate.done.actor.submitLoan', output: attachUrl } as const
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

  it('a failed load, a retry, the popup image refused by the server, then the button once more', async () => {
    await model.runPath(
      scenario('retry, image refused, button', [
        { type: 'xstate.error.actor.loadConfirm', error: serverBusy },
        { type: 'confirm.retry' },
        loadedWithPromo,
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
    expect(walks((t) => !t.includes('promo.close') && t.includes('xstate.done.actor.submitLoan'))).toBe(true)
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

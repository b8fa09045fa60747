import { act, render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { InspectionEvent, SnapshotFrom } from 'xstate'
import { bankFormMachine } from '../../machines/bank-form.machine.ts'
import type { BankFormInput } from '../../machines/bank-form.types.ts'
import type { ToastParams } from '../../machines/shared/notice.ts'
import type { BridgeAction } from '../../src/bridge/bridge-action.ts'
import { bankFormWith } from '../../src/screens/bank-form/bank-form.impl.ts'
import { BankFormView } from '../../src/screens/bank-form/bank-form-view.tsx'
import { fieldId } from '../../src/screens/bank-form/bank-form-parts.ts'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import type * as OnDemandModule from '../../src/ui/on-demand.tsx'
import {
  APP_INPUT,
  BIND_FAILED,
  BOUND_HEADING,
  BOUND_TEXT,
  EMPTY,
  field,
  FILLED,
  LOAD_FAILED,
  LOAD_FAILED_TEXT,
  LOAN_DETAIL_INPUT,
  missingText,
  PAGE_TITLE,
  payloadFor,
  sampleOf,
  SHOWN,
  TABS,
  type FieldCode,
  type FormSample,
} from './bank-form.fixtures.ts'
import { createModel, expectFullCoverage, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, StateContext, StepContext, SyntheticEvent } from './harness.ts'
import {
  ANSWER_LOST,
  CHOSEN,
  loaded,
  MOVED_THEN_CANCELLED,
  RESUMED_INPUT,
  scenarios,
  TYPED,
} from './samples/bank-form.samples.ts'
import { CHECK_BACKOFF_MS } from '../../machines/shared/submission.ts'
import type { BindCheckOutcome } from '../../machines/bank-form.types.ts'
import { expectLoadFailure } from './load-failure.ts'

// The lazy overlays never resolve on a fake clock: the dialogs load eagerly.
vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

// The wheel picker loads on demand (src/ui/on-demand.tsx) and the view does not export the handle:
// collect it as the view creates it, and load it before the fake clock, as the borrower's first tap
// would, so the sheet renders at once.
const onDemands = vi.hoisted(() => [] as Array<{ prefetch: () => Promise<unknown> }>)
vi.mock('../../src/ui/on-demand.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof OnDemandModule>()
  const onDemand: typeof real.onDemand = (load, failed) => {
    const handle = real.onDemand(load, failed)
    onDemands.push(handle)
    return handle
  }
  return { ...real, onDemand }
})
beforeAll(async () => {
  expect(onDemands.length).toBeGreaterThan(0)
  await Promise.all(onDemands.map((handle) => handle.prefetch()))
})

type Machine = typeof bankFormMachine
type Src = 'loadForm' | 'bindAccount' | 'checkBinding'
type Snap = SnapshotFrom<Machine>
type Event = ModelEvent<Machine>
type Screen = StateContext<Machine, Src>['screen']
type Ctx<E> = StepContext<Machine, Src, E>

// ------------------------------------------------------------------------------- the viewport

/** The visual viewport's full height; the on-screen keyboard takes KEYBOARD_PX of it (the samples). */
const FULL_HEIGHT = 800

/**
 * happy-dom has no `window.visualViewport`: a stand-in the view measures, resized as a phone's is
 * when the on-screen keyboard comes up (the input path useViewportShrink listens to).
 */
class FakeVisualViewport extends EventTarget {
  height = FULL_HEIGHT
  width = 390
  scale = 1
}
let viewport = new FakeVisualViewport()

function installViewport() {
  viewport = new FakeVisualViewport()
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport })
}

async function resizeViewport(height: number) {
  await act(async () => {
    viewport.height = height
    viewport.dispatchEvent(new Event('resize'))
  })
}

// ------------------------------------------------------------------------------- host effects

type HostCall =
  | { to: 'bridge'; message: BridgeAction }
  | { to: 'toast'; params: ToastParams }
  | { to: 'navigate'; path: string; extra: unknown; options: unknown }

/** What the flow asked of the native host, the toasts and the navigator on this path, in order. */
const host: HostCall[] = []

const services = {
  bridge: { platform: 'browser', send: (message: BridgeAction) => void host.push({ to: 'bridge', message }) },
  toast: (params: ToastParams) => void host.push({ to: 'toast', params }),
  navigate: {
    go: (path: string, extra: unknown, options: unknown) =>
      void host.push({ to: 'navigate', path, extra, options }),
    leave: () => {
      throw new Error('the bank form never leaves for a URL')
    },
  },
  pageQuery: () => ({}),
} as unknown as Services

/** The real side effects (bank-form.impl.ts) over the recording services: host messages, toasts, navigation. */
const realActions = bankFormWith(services).implementations.actions

/**
 * The oracle of one path, kept from what the borrower and the server did (not from the machine): the
 * form the server sent, the tab, the values entered, the field a refused Next named, the wheel's
 * choice, and the effects the host should have seen.
 */
interface Session {
  sample: FormSample | null
  cardType: string
  values: Record<string, string>
  missing: FieldCode | null
  picker: { code: FieldCode; value: string } | null
  effects: HostCall[]
  /** The check found the account bound (no answer to Next came). */
  boundByCheck: boolean
}
const fresh = (): Session => ({
  sample: null,
  cardType: '',
  values: {},
  missing: null,
  picker: null,
  effects: [],
  boundByCheck: false,
})
let session = fresh()
/** How the wheels were confirmed over every path run: Enter on the wheel, or the Confirm button. */
const confirmedBy = { enter: 0, button: 0 }

const expectEffect = (call: HostCall) => void session.effects.push(call)
const toastOf = (message: string | undefined): HostCall => ({
  to: 'toast',
  params: { notice: { text: message ?? '' }, tone: 'failure' },
})
/** The first empty field the tab shows, top to bottom. */
const firstEmpty = (cardType: string, values: Record<string, string>): FieldCode | null =>
  SHOWN[cardType]?.find((code) => (values[code] ?? '') === '') ?? null
const labelOf = (code: string, value: string) =>
  field(code).options.find(([sent]) => sent === value)?.[1] ?? null

function Page({
  machine,
  input,
  inspect,
}: {
  machine: Machine
  input: BankFormInput
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input, inspect })
  return <BankFormView actor={actor} />
}

// ------------------------------------------------------------------------------- models

/** The wheels the borrower confirms with Enter (moved with the arrow keys); the rest with Confirm. */
const CONFIRMED_BY_ENTER: ReadonlySet<string> = new Set(['bankCode', 'walletType'])
const nextOf = (s: Snap) => firstEmpty(s.context.cardType, s.context.values)
const filled = (s: Snap, code: FieldCode) => (s.context.values[code] ?? '') !== ''

/**
 * What the borrower can do: the keyboard hides Next; while it is up the borrower types (or closes
 * it). A wheel's choice is a move to another row.
 */
function borrowerCan(s: Snap, e: Event): boolean {
  const keyboardOpen = s.matches({ editing: { keyboard: 'open' } })
  if (keyboardOpen) return e.type === 'field.change' || e.type === 'viewport.measured'
  if (e.type === 'picker.change') return s.context.picker?.value !== e.value
  return true
}

/**
 * What the app model walks, to keep the graph small. The borrower fills the form top to bottom (only
 * the first empty field is typed into or opened), confirms the one CHOSEN row of each wheel, and
 * switches tabs on an empty form or a complete one: Bank account complete → E-wallet → complete →
 * back to Bank account. The keyboard comes up at the Account number. On the complete Bank account
 * form the Bank wheel is reopened, moved and cancelled. A failed bind is walked once.
 */
function walked(s: Snap, e: Event): boolean {
  const next = nextOf(s)
  const empty = Object.values(s.context.values).every((value) => value === '')
  const wallet = filled(s, 'walletType') || filled(s, 'walletNo')
  const bankComplete = s.context.cardType === '1' && next === null
  switch (e.type) {
    case 'viewport.measured':
      return e.shrinkPx === 0 || (s.context.cardType === '1' && next === 'cardNo')
    case 'field.change':
      return e.code === next
    case 'picker.open':
      return e.code === next || (bankComplete && !wallet && e.code === MOVED_THEN_CANCELLED.code)
    case 'picker.change': {
      const code = s.context.picker?.code as FieldCode | undefined
      if (code === undefined) return false
      if (filled(s, code)) return code === MOVED_THEN_CANCELLED.code && e.value === MOVED_THEN_CANCELLED.value
      return e.value === CHOSEN[code]
    }
    case 'picker.confirm': {
      const picker = s.context.picker
      return picker !== null && picker.value === CHOSEN[picker.code] && !filled(s, picker.code as FieldCode)
    }
    case 'cardType.choose':
      return empty || (next === null && (s.context.cardType === '1' ? !wallet : filled(s, 'bankCode')))
    case 'xstate.error.actor.bindAccount':
      // The plain Bank account form only; a lost answer is the order page's model.
      return s.context.cardType === '1' && !wallet && (e as { error?: unknown }).error !== ANSWER_LOST
    case 'xstate.done.actor.checkOutcome':
    case 'xstate.error.actor.checkOutcome':
    case 'outcome.check':
    case 'service.open':
      return false
    default:
      return true
  }
}

/** The order page's model: the server's account is already on the form; Next changes the card. */
const CARD_CHANGE_EVENTS: ReadonlyArray<string> = [
  'xstate.done.actor.loadForm',
  'form.submit',
  'xstate.done.actor.bindAccount',
  'xstate.error.actor.bindAccount',
  'xstate.done.actor.checkOutcome',
  'xstate.error.actor.checkOutcome',
  'outcome.check',
  'service.open',
]
/** The form reopened on a binding of unknown outcome: its check and what follows. */
const RESUMED_EVENTS: ReadonlyArray<string> = [
  'xstate.done.actor.loadForm',
  'xstate.done.actor.checkOutcome',
  'xstate.error.actor.checkOutcome',
  'outcome.check',
  'service.open',
]

function modelFor(samples: typeof scenarios.app, walk: (s: Snap, e: Event) => boolean) {
  return createModel(bankFormMachine, {
    input: samples.input,
    // Guards read the tab, the values (which fields are empty) and the open wheel; the form itself
    // does not change once loaded. `missing` only shows: it is checked from the session.
    contextKeys: ['cardType', 'values', 'picker'],
    controllable: ['loadForm', 'bindAccount', 'checkBinding'],
    events: samples.events,
    filterEvents: (s, e) => borrowerCan(s, e) && walk(s, e),
  })
}

/** From the app: the empty form, everything but the order page's ending. */
const app = modelFor(scenarios.app, walked)
/** From the order page: the filled form changes the card (its ending, and a refused change). */
const cardChange = modelFor(scenarios.cardChange, (_, e) => CARD_CHANGE_EVENTS.includes(e.type))
/** Reopened after a reload on a binding whose answer was lost. */
const resumed = modelFor(scenarios.resumed, (_, e) => RESUMED_EVENTS.includes(e.type))

// ------------------------------------------------------------------------------- executor

const pageButton = (screen: Screen, name: string | RegExp) =>
  screen.queryByRole('button', { name, hidden: true }) as HTMLButtonElement | null
const footerButton = (screen: Screen) => pageButton(screen, /^(Next|Submitting…)$/)
const sheet = (screen: Screen, code: string) => screen.getByRole('dialog', { name: field(code).title })
const listbox = (screen: Screen, code: string) =>
  within(sheet(screen, code)).getByRole('listbox', { name: field(code).title })
const textbox = (screen: Screen, code: string) =>
  screen.getByRole('textbox', { name: field(code).title, hidden: true }) as HTMLInputElement
/** The fieldset the fields sit in (disabled while the account is bound). */
const fieldset = () => {
  const set = document.querySelector('fieldset.bank-form__set')
  if (!(set instanceof HTMLFieldSetElement)) throw new Error('no fieldset around the fields')
  return set
}
/** The tabs, the inputs and the select buttons inside it. */
const fieldControls = () => [...fieldset().querySelectorAll<HTMLElement>('input, button')]
/**
 * Whether a control is disabled as a browser sees it: its own attribute, or a disabled fieldset
 * around it (outside that fieldset's first legend). happy-dom's `:disabled` reads the attribute only.
 */
function isDisabled(control: HTMLElement): boolean {
  if (control.hasAttribute('disabled')) return true
  for (
    let set = control.closest('fieldset');
    set !== null;
    set = set.parentElement?.closest('fieldset') ?? null
  ) {
    const legend = set.querySelector(':scope > legend')
    if (set.disabled && !(legend?.contains(control) ?? false)) return true
  }
  return false
}
/** A select's button: named by its title and what it shows (the choice, or the placeholder). */
const selectButton = (screen: Screen, code: string) =>
  screen.getByRole('button', {
    name: new RegExp(`^${field(code).title} `),
    hidden: true,
  }) as HTMLButtonElement

function settle(how: 'resolve' | 'reject', src: Src, before: (ctx: Ctx<SyntheticEvent>) => void) {
  return async (ctx: Ctx<SyntheticEvent>) => {
    before(ctx)
    const event = ctx.event
    if (how === 'resolve' && 'output' in event) ctx.actors[src].resolve(event.output as never)
    else if (how === 'reject' && 'error' in event) ctx.actors[src].reject(event.error)
    else throw new Error(`${event.type} has no sample ${how === 'resolve' ? 'output' : 'error'}`)
    await Promise.resolve()
  }
}

/** A broken page, to show the oracle notices: host effects left out. */
type Mutant = (machine: Machine) => Machine

function executorFor(input: BankFormInput, mutant: Mutant = (machine) => machine): Executor<Machine, Src> {
  const bound = (): HostCall[] => [
    { to: 'bridge', message: { type: 'endBank' } },
    { to: 'bridge', message: { type: 'closeWebview' } },
    ...(input.fromLoanDetail
      ? [
          {
            to: 'navigate' as const,
            path: '/order',
            extra: { productId: input.productId, orderId: input.orderId, source: 'loanDetail' },
            options: { replace: true },
          },
        ]
      : []),
  ]
  return {
    render: ({ machine, inspect }) => {
      host.length = 0
      session = fresh()
      installViewport()
      const running = mutant(machine.provide({ actions: realActions }))
      render(
        <ServicesProvider services={services}>
          <Page machine={running} input={input} inspect={inspect} />
        </ServicesProvider>,
      )
    },
    events: {
      'xstate.done.actor.loadForm': settle('resolve', 'loadForm', ({ event }) => {
        const sample = sampleOf('output' in event ? event.output : undefined)
        session.sample = sample
        session.cardType = sample.cardType
        session.values = { ...sample.values }
        // Reopened on a binding of unknown outcome: its values and card type on the form.
        const unsettled = input.unsettled ?? null
        if (unsettled !== null) {
          for (const code of Object.keys(session.values))
            if (unsettled[code] !== undefined) session.values[code] = unsettled[code] ?? ''
          session.cardType = unsettled.cardType ?? session.cardType
        }
        // The host's start-bank: the form is on screen (with the order when the link names one).
        expectEffect({
          to: 'bridge',
          message: {
            type: 'startBank',
            productId: input.productId,
            ...(input.orderId === '' ? {} : { orderId: input.orderId }),
          },
        })
      }),
      'xstate.error.actor.loadForm': settle('reject', 'loadForm', () => {
        expectEffect(toastOf(LOAD_FAILED.message))
      }),
      'xstate.done.actor.bindAccount': settle('resolve', 'bindAccount', () => {
        bound().forEach(expectEffect)
      }),
      'xstate.error.actor.bindAccount': settle('reject', 'bindAccount', ({ event }) => {
        // Refused: the server's reason. A lost answer is checked, with no toast.
        if ('error' in event && event.error === BIND_FAILED) expectEffect(toastOf(BIND_FAILED.message))
      }),
      'xstate.done.actor.checkOutcome': settle('resolve', 'checkBinding', ({ event }) => {
        const found = ('output' in event ? event.output : undefined) as BindCheckOutcome
        if (found.outcome === 'done') {
          session.boundByCheck = true
          bound().forEach(expectEffect)
        }
        if (found.outcome === 'notDone')
          expectEffect({
            to: 'toast',
            params: {
              notice: 'notice' in found ? found.notice : { id: 'submission.notDone' },
              tone: 'failure',
            },
          })
      }),
      'xstate.error.actor.checkOutcome': settle('reject', 'checkBinding', () => {}),
      'outcome.check': async ({ user, screen }) => {
        await user.click(screen.getByRole('button', { name: 'Check again' }))
      },
      'service.open': async ({ user, screen }) => {
        expectEffect({ to: 'navigate', path: '/customerService', extra: undefined, options: undefined })
        await user.click(screen.getByRole('button', { name: 'Contact customer service' }))
      },
      'form.retry': async ({ user, screen }) => {
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
      },
      'cardType.choose': async ({ user, screen, event }) => {
        session.cardType = event.cardType
        session.missing = null
        const [label] = TABS.find(([, value]) => value === event.cardType) ?? ['?']
        const selected = screen.getByRole('tab', { selected: true })
        const target = screen.getByRole('tab', { name: label })
        if (selected.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING) {
          // Back to an earlier tab with the arrow key; the chosen tab takes the focus.
          act(() => selected.focus())
          await user.keyboard('{ArrowLeft}')
          expect(document.activeElement).toBe(target)
        } else {
          await user.click(target)
        }
      },
      'field.change': async ({ user, screen, event }) => {
        const code = event.code as FieldCode
        const input = textbox(screen, code)
        expect(input.value).toBe('')
        // The digits rule: spaces and dashes typed are dropped.
        const digits = event.value.replace(/\D/g, '')
        session.values[code] = digits
        // The error goes once the field has a value (a typed letter would leave it empty).
        if (session.missing === code && digits !== '') session.missing = null
        await user.type(input, event.value)
      },
      'picker.open': async ({ user, screen, event }) => {
        const code = event.code as FieldCode
        const current = session.values[code] ?? ''
        session.picker = { code, value: current === '' ? (field(code).options[0]?.[0] ?? '') : current }
        await user.click(selectButton(screen, code))
      },
      'picker.change': async ({ user, screen, event }) => {
        const picker = session.picker
        if (picker === null) throw new Error('no wheel is open')
        const values = field(picker.code).options.map(([value]) => value)
        const by = values.indexOf(event.value) - values.indexOf(picker.value)
        picker.value = event.value
        const wheel = listbox(screen, picker.code)
        if (Math.abs(by) === 1) {
          // The wheel is a listbox: the arrow keys move the choice under the mark.
          act(() => wheel.focus())
          await user.keyboard(by > 0 ? '{ArrowDown}' : '{ArrowUp}')
        } else {
          await user.click(
            within(wheel).getByRole('option', { name: labelOf(picker.code, event.value) ?? '' }),
          )
        }
      },
      'picker.confirm': async ({ user, screen }) => {
        const picker = session.picker
        if (picker === null) throw new Error('no wheel is open')
        session.values[picker.code] = picker.value
        if (session.missing === picker.code) session.missing = null
        session.picker = null
        if (CONFIRMED_BY_ENTER.has(picker.code)) {
          // The wheel moved with the arrow keys keeps the focus: Enter takes the choice.
          expect(document.activeElement).toBe(listbox(screen, picker.code))
          await user.keyboard('{Enter}')
          confirmedBy.enter += 1
        } else {
          await user.click(within(sheet(screen, picker.code)).getByRole('button', { name: 'Confirm' }))
          confirmedBy.button += 1
        }
      },
      'picker.cancel': async ({ user, screen }) => {
        const picker = session.picker
        if (picker === null) throw new Error('no wheel is open')
        const reopened = (session.values[picker.code] ?? '') !== ''
        session.picker = null
        // Cancel, or Esc on a wheel reopened over a value: both keep the earlier value.
        if (reopened) await user.keyboard('{Escape}')
        else await user.click(within(sheet(screen, picker.code)).getByRole('button', { name: 'Cancel' }))
      },
      'form.submit': async ({ user, screen, actors }) => {
        const missing = firstEmpty(session.cardType, session.values)
        session.missing = missing
        const next = footerButton(screen)
        expect(next?.textContent).toBe('Next')
        const focus = vi.spyOn(HTMLElement.prototype, 'focus')
        const scroll = vi.spyOn(Element.prototype, 'scrollIntoView')
        try {
          await user.click(next as HTMLButtonElement)
          if (missing !== null) {
            // A refused Next takes the borrower to the field it names (focused without a jump, then
            // its whole .field scrolled to the middle, clear of the Next bar); nothing is sent.
            const control = document.getElementById(fieldId(missing))
            expect(document.activeElement).toBe(control)
            expect(focus.mock.contexts.at(-1)).toBe(control)
            expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }])
            expect(scroll.mock.contexts).toEqual([control?.closest('.field')])
            expect(scroll.mock.calls).toEqual([[{ block: 'center' }]])
            expect(actors.bindAccount.calls).toHaveLength(0)
          } else {
            expect(scroll).not.toHaveBeenCalled()
            // A double tap binds once; Next keeps the focus (aria-disabled, not disabled).
            const submitting = footerButton(screen) as HTMLButtonElement
            expect(document.activeElement).toBe(submitting)
            await user.click(submitting)
            expect(document.activeElement).toBe(submitting)
            expect(actors.bindAccount.calls).toHaveLength(1)
          }
        } finally {
          focus.mockRestore()
          scroll.mockRestore()
        }
      },
      'viewport.measured': async ({ user, screen, event }) => {
        if (event.shrinkPx > 0) {
          // The borrower taps the Account number: the keyboard comes up and the viewport shrinks.
          await user.click(textbox(screen, 'cardNo'))
        }
        await resizeViewport(FULL_HEIGHT - event.shrinkPx)
      },
    },
    states: {
      loading: ({ screen, actors }) => {
        expect(document.title).toBe(`${PAGE_TITLE} · Bayad`)
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAGE_TITLE)
        expect(document.querySelector('.skeleton')).not.toBeNull()
        expect(screen.queryByRole('tablist')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        expect(footerButton(screen)).toBeNull()
        expect(actors.loadForm.pending().map((c) => c.input)).toEqual([{ productId: input.productId }])
        expect(host).toEqual(session.effects)
      },
      loadFailed: ({ screen, actors, snapshot }) => {
        expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
        const alert = screen.getByRole('alert')
        expect(alert.textContent).toContain(LOAD_FAILED_TEXT)
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(screen.queryByRole('tablist')).toBeNull()
        expect(footerButton(screen)).toBeNull()
        expect(actors.loadForm.pending()).toEqual([])
        // A failed card-init starts nothing at the host; the toast says why.
        expect(host).toEqual(session.effects)
      },
      editing: ({ screen }) => {
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(PAGE_TITLE)
        // The tabs: the chosen card type is marked and labels the panel.
        const tablist = screen.getByRole('tablist', { name: 'Card type', hidden: true })
        const tabs = within(tablist).getAllByRole('tab', { hidden: true })
        expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual(
          TABS.map(([label, value]) => [label, String(value === session.cardType)]),
        )
        const chosen = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')
        const panel = screen.getByRole('tabpanel', { hidden: true })
        expect(panel.getAttribute('aria-labelledby')).toBe(chosen?.id)
        // The fields of that card type, top to bottom, with their values; a hidden field keeps its
        // value but does not show.
        const shown = SHOWN[session.cardType] ?? []
        const labels = [...panel.querySelectorAll('.field__label')].map((label) => label.textContent)
        expect(labels).toEqual(shown.map((code) => field(code).title))
        for (const code of shown) {
          const seen = field(code)
          const value = session.values[code] ?? ''
          const control =
            seen.kind === 'text' ? textbox(screen, code) : (selectButton(screen, code) as HTMLElement)
          // A refused Next: the first empty field says what to do under it, and is marked.
          const flagged = session.missing === code
          const error = control.closest('.field')?.querySelector('.field__error') ?? null
          expect(control.id).toBe(fieldId(code))
          if (seen.kind === 'text') {
            expect((control as HTMLInputElement).value).toBe(value)
            expect(control.getAttribute('placeholder')).toBe(seen.placeholder)
            expect(control.getAttribute('inputmode')).toBe('numeric')
            expect(control.getAttribute('enterkeyhint')).toBe('done')
            expect(control.getAttribute('aria-required')).toBe('true')
            expect(control.getAttribute('aria-invalid')).toBe(String(flagged))
          } else {
            expect(control.textContent).toBe(value === '' ? seen.placeholder : labelOf(code, value))
            expect(control.getAttribute('aria-haspopup')).toBe('dialog')
            expect(control.getAttribute('aria-expanded')).toBe(String(session.picker?.code === code))
            // A button takes no aria-invalid: the red border is a class, the error its description.
            expect(control.hasAttribute('aria-invalid')).toBe(false)
            expect(control.classList.contains('bank-form__select--missing')).toBe(flagged)
          }
          expect(error?.textContent ?? null).toBe(flagged ? missingText(code) : null)
          expect(control.getAttribute('aria-describedby')).toBe(flagged ? (error?.id ?? '?') : null)
          if (flagged) expect(error?.getAttribute('role')).toBe('alert')
        }
        expect([...panel.querySelectorAll('.field__error')].map((error) => error.textContent)).toEqual(
          session.missing === null ? [] : [missingText(session.missing)],
        )
        expect(screen.queryByRole('heading', { name: BOUND_HEADING, hidden: true })).toBeNull()
        expect(host).toEqual(session.effects)
      },
      'editing.form.filling': ({ screen, actors }) => {
        expect(screen.queryByRole('dialog')).toBeNull()
        expect(fieldset().disabled).toBe(false)
        expect(fieldControls().filter(isDisabled)).toEqual([])
        expect(session.picker).toBeNull()
        expect(actors.bindAccount.pending()).toEqual([])
      },
      'editing.form.picking': ({ screen }) => {
        const picker = session.picker
        if (picker === null) throw new Error('the oracle has no open wheel')
        const seen = field(picker.code)
        expect(screen.getAllByRole('dialog')).toHaveLength(1)
        const popup = sheet(screen, picker.code)
        // The wheel: the field's choices, the one under the mark selected.
        const wheel = listbox(screen, picker.code)
        const options = within(wheel).getAllByRole('option')
        expect(options.map((option) => option.textContent)).toEqual(seen.options.map(([, label]) => label))
        const selected = within(wheel).getAllByRole('option', { selected: true })
        expect(selected.map((option) => option.textContent)).toEqual([labelOf(picker.code, picker.value)])
        expect(wheel.getAttribute('aria-activedescendant')).toBe(selected[0]?.id)
        // Each label in its own box (a long name ends in "…").
        expect(
          options.map((option) => option.querySelector(':scope > span.wheel__label')?.textContent),
        ).toEqual(seen.options.map(([, label]) => label))
        // The field that opened it says so.
        expect(selectButton(screen, picker.code).getAttribute('aria-expanded')).toBe('true')
        expect(within(popup).getByRole('button', { name: 'Cancel' })).toBeTruthy()
        expect(within(popup).getByRole('button', { name: 'Confirm' })).toBeTruthy()
        // The field behind still shows the earlier value (checked in `editing`).
      },
      'editing.form.submitting': ({ screen, actors }) => {
        expect(screen.queryByRole('dialog')).toBeNull()
        const button = footerButton(screen)
        expect(button?.textContent).toBe('Submitting…')
        // aria-disabled, not disabled: the button keeps the focus while the account is bound.
        expect(button?.disabled).toBe(false)
        expect(button?.getAttribute('aria-disabled')).toBe('true')
        expect(button?.getAttribute('aria-busy')).toBe('true')
        // The fields cannot change: what is sent is what is shown.
        expect(fieldset().disabled).toBe(true)
        const controls = fieldControls()
        expect(controls.length).toBeGreaterThan(0)
        expect(controls.filter((control) => !isDisabled(control))).toEqual([])
        // bind-card-new (or card-change from the order page) with the bank payload of what shows.
        expect(actors.bindAccount.pending().map((c) => c.input)).toEqual([
          {
            fromLoanDetail: input.fromLoanDetail,
            orderId: input.orderId,
            payload: payloadFor(input, session.cardType, session.values),
          },
        ])
      },
      'editing.form.checkingOutcome': ({ screen, actors }) => {
        // What is checked and what not to do; Next is not on screen; nothing on the form can change.
        expect(screen.getByRole('heading', { name: 'Checking your payment account' })).toBeTruthy()
        expect(screen.getByRole('status').textContent).toBe(
          'We are confirming that your account was saved. Do not submit it again.',
        )
        expect(footerButton(screen)).toBeNull()
        expect(pageButton(screen, 'Check again')).toBeNull()
        expect(fieldset().disabled).toBe(true)
        expect(fieldControls().filter((control) => !isDisabled(control))).toEqual([])
        // The same binding as sent, checked by sending it again with its key.
        expect(actors.checkBinding.pending().map((c) => c.input)).toEqual([
          {
            delaysMs: CHECK_BACKOFF_MS,
            bind: {
              fromLoanDetail: input.fromLoanDetail,
              orderId: input.orderId,
              payload: payloadFor(input, session.cardType, session.values),
            },
          },
        ])
        expect(actors.bindAccount.pending()).toEqual([])
        expect(host).toEqual(session.effects)
      },
      'editing.form.outcomeUnknown': ({ screen, actors }) => {
        expect(
          screen.getByRole('heading', { name: 'We could not confirm your payment account yet' }),
        ).toBeTruthy()
        expect(screen.getByRole('alert').textContent).toContain('Do not submit it again.')
        expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy()
        expect(screen.getByRole('button', { name: 'Contact customer service' })).toBeTruthy()
        expect(footerButton(screen)).toBeNull()
        expect(fieldset().disabled).toBe(true)
        expect(actors.checkBinding.pending()).toEqual([])
        expect(actors.bindAccount.pending()).toEqual([])
        expect(host).toEqual(session.effects)
      },
      'editing.keyboard.closed': ({ screen, expected }) => {
        const button = footerButton(screen)
        const checked =
          expected.matches({ editing: { form: 'checkingOutcome' } }) ||
          expected.matches({ editing: { form: 'outcomeUnknown' } })
        // While a lost binding is checked, the check's panel takes Next's place.
        if (checked) return expect(button).toBeNull()
        expect(button).not.toBeNull()
        if (!expected.matches({ editing: { form: 'submitting' } })) {
          expect(button?.textContent).toBe('Next')
          expect(button?.disabled).toBe(false)
          expect(button?.getAttribute('aria-disabled')).toBe('false')
          expect(button?.getAttribute('aria-busy')).toBe('false')
        }
      },
      'editing.keyboard.open': ({ screen }) => {
        // The on-screen keyboard is up: Next is hidden, the fields stay.
        expect(footerButton(screen)).toBeNull()
        expect(document.querySelector('.page__footer')).toBeNull()
        expect(document.activeElement).toBe(textbox(screen, 'cardNo'))
      },
      bound: ({ screen, actors }) => {
        // Announced as a status; the heading keeps its role inside it.
        const status = screen.getByRole('status')
        expect(status.textContent).toBe(`${BOUND_HEADING}${BOUND_TEXT}`)
        const heading = within(status).getByRole('heading', { level: 2 })
        expect(heading.textContent).toBe(BOUND_HEADING)
        expect(within(status).getByText(BOUND_TEXT).tagName).toBe('P')
        expect(screen.getByRole('button', { name: 'Go to home' })).toBeTruthy()
        expect(screen.queryByRole('tablist')).toBeNull()
        expect(footerButton(screen)).toBeNull()
        expect(screen.queryByRole('dialog')).toBeNull()
        expect(actors.bindAccount.pending()).toEqual([])
        // Bound by Next's answer, or found bound by the check (the reopened form never binds afresh).
        expect(actors.bindAccount.calls.filter((c) => c.status === 'resolved').length).toBe(
          session.boundByCheck ? 0 : 1,
        )
        // end-bank, close the webview; from the order page, the order page replaces the form.
        expect(host).toEqual(session.effects)
        expect(host.slice(-bound().length)).toEqual(bound())
      },
    },
  }
}

const appExecutor = executorFor(APP_INPUT)
const cardChangeExecutor = executorFor(LOAN_DETAIL_INPUT)
const resumedExecutor = executorFor(RESUMED_INPUT)

app.testPaths(appExecutor, { expectFullCoverage: false, title: 'from the app' })
cardChange.testPaths(cardChangeExecutor, { expectFullCoverage: false, title: 'from the order page' })
resumed.testPaths(resumedExecutor, { expectFullCoverage: false, title: 'reopened on a lost binding' })

// ------------------------------------------------------------------------------- scenarios

describe('bank form: scenarios', () => {
  it('a refused Next names the field; filling it clears the error; a tab switch clears it too', async () => {
    await app.runPath(
      scenarioPath(bankFormMachine, APP_INPUT, 'error cleared', [
        loaded(EMPTY),
        { type: 'form.submit' },
        { type: 'picker.open', code: 'bankCode' },
        { type: 'picker.change', value: 'BPI' },
        { type: 'picker.confirm' },
        { type: 'form.submit' },
        { type: 'field.change', code: 'cardNo', value: TYPED.cardNo ?? '' },
        { type: 'form.submit' },
        { type: 'cardType.choose', cardType: '2' },
        { type: 'form.submit' },
      ]),
      appExecutor,
    )
    expect(host).toEqual([{ to: 'bridge', message: { type: 'startBank', productId: 'P-101' } }])
  })

  it('a wheel reopened over a value, moved, then Esc: the earlier bank (and its channel) is sent', async () => {
    await app.runPath(
      scenarioPath(bankFormMachine, APP_INPUT, 'moved, Esc', [
        loaded(EMPTY),
        { type: 'picker.open', code: 'bankCode' },
        { type: 'picker.change', value: 'BPI' },
        { type: 'picker.confirm' },
        { type: 'field.change', code: 'cardNo', value: TYPED.cardNo ?? '' },
        { type: 'picker.open', code: 'bankCity' },
        { type: 'picker.change', value: 'MAKATI' },
        { type: 'picker.confirm' },
        { type: 'picker.open', code: 'payDay' },
        { type: 'picker.change', value: '15' },
        { type: 'picker.confirm' },
        { type: 'picker.open', code: 'bankCode' },
        { type: 'picker.change', value: 'MBTC' },
        { type: 'picker.cancel' },
        { type: 'form.submit' },
      ]),
      appExecutor,
    )
  })

  it('a failed load, Try again, then the E-wallet binds', async () => {
    await app.runPath(
      scenarioPath(bankFormMachine, APP_INPUT, 'retry, e-wallet', [
        { type: 'xstate.error.actor.loadForm', error: LOAD_FAILED },
        { type: 'form.retry' },
        loaded(EMPTY),
        { type: 'cardType.choose', cardType: '2' },
        { type: 'picker.open', code: 'walletType' },
        { type: 'picker.change', value: 'MAYA' },
        { type: 'picker.confirm' },
        { type: 'field.change', code: 'walletNo', value: TYPED.walletNo ?? '' },
        { type: 'picker.open', code: 'payDay' },
        { type: 'picker.change', value: '15' },
        { type: 'picker.confirm' },
        { type: 'form.submit' },
        { type: 'xstate.done.actor.bindAccount', output: undefined },
      ]),
      appExecutor,
    )
    expect(host.map((call) => (call.to === 'bridge' ? call.message.type : call.to))).toEqual([
      'toast',
      'startBank',
      'endBank',
      'closeWebview',
    ])
  })
})

// ------------------------------------------------------------------------------- the oracle bites

describe('bank form: a wrong page fails the model', () => {
  const toBound = scenarioPath(bankFormMachine, LOAN_DETAIL_INPUT, 'card changed', [
    loaded(FILLED),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.bindAccount', output: undefined },
  ])

  it('a card change that does not open the order page', async () => {
    const mutant = executorFor(LOAN_DETAIL_INPUT, (machine) =>
      machine.provide({ actions: { openOrderPage: () => {} } }),
    )
    await expect(cardChange.runPath(toBound, mutant)).rejects.toThrow(/step 3 \(state assertion "bound"\)/)
  })

  it('a form that never tells the host it started', async () => {
    const mutant = executorFor(LOAN_DETAIL_INPUT, (machine) =>
      machine.provide({ actions: { startBank: () => {} } }),
    )
    await expect(cardChange.runPath(toBound, mutant)).rejects.toThrow(/step 1 \(state assertion "editing"\)/)
  })
})

// ------------------------------------------------------------------------------- coverage

describe('bank form: model coverage', () => {
  it('walks both card types to a bind, the hidden-field payloads and the refused Next of each field', () => {
    const binds = app.paths.flatMap((path) => {
      const last = path.steps.at(-1)
      return last?.event.type === 'xstate.done.actor.bindAccount'
        ? [JSON.stringify([last.expected.context.cardType, last.expected.context.values])]
        : []
    })
    // Bank account; E-wallet; E-wallet after a complete Bank account; Bank account after both.
    expect(new Set(binds).size).toBe(4)
    const refused = new Set(
      app.paths.flatMap((path) =>
        path.steps.flatMap((step, i) =>
          step.event.type === 'form.submit' && step.expected.matches({ editing: { form: 'filling' } })
            ? [firstEmpty(path.steps[i]?.expected.context.cardType ?? '', step.expected.context.values)]
            : [],
        ),
      ),
    )
    expect([...refused].sort()).toEqual([
      'bankCity',
      'bankCode',
      'cardNo',
      'payDay',
      'walletNo',
      'walletType',
    ])
  })

  it('confirms a wheel with Enter on some paths and with the Confirm button on others', () => {
    expect(confirmedBy.enter).toBeGreaterThan(0)
    expect(confirmedBy.button).toBeGreaterThan(0)
  })

  it('covers every state and transition of bankForm (the reporter prints the row)', () => {
    expectFullCoverage('bankForm')
  })
})

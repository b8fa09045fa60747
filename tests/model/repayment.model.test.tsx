import { cleanup, fireEvent, render, screen as page, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { fromPromise, type InspectionEvent, type SnapshotFrom } from 'xstate'
import { repaymentMachine } from '../../machines/repayment.machine.ts'
import type {
  InstructionsParams,
  Repayment,
  RepaymentInput,
  RepaymentPageInput,
} from '../../machines/repayment.types.ts'
import { CHECK_BACKOFF_MS, failureOutcome, type CheckOutcome } from '../../machines/shared/submission.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { createBridge } from '../../src/bridge/bridge.ts'
import { RepaymentView } from '../../src/screens/repayment/repayment-view.tsx'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import type * as OnDemandModule from '../../src/ui/on-demand.tsx'
import { createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent, ModelPath, StateContext, StepContext, SyntheticEvent } from './harness.ts'
import {
  CHANNELS,
  INSTALMENT,
  INSTALMENT_INPUT,
  INSTALMENT_NO_CODE,
  instructionsHrefFor,
  KNOWN_INPUT,
  KNOWN_SEEN,
  LOAD_FAILED,
  PAY_CODE_FAILED,
  PAY_URL,
  RESUMED_INPUT,
  ROLLOVER,
  ROLLOVER_INPUT,
  ROLLOVER_NO_CODE,
  sampleOf,
  type Sample,
} from './repayment.fixtures.ts'
import { scenarios } from './samples/repayment.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

// The lazy overlays never resolve on a fake clock: the dialogs load eagerly.
vi.mock('../../src/ui/overlays.tsx', () => import('./eager-overlays.ts'))

// The channel sheet and the bar code load on demand (src/ui/on-demand.tsx) and the view does not
// export the handle: collect it as the view creates it, and load it before the fake clock, as the
// borrower's first tap would, so the popups render at once.
const onDemands = vi.hoisted(() => [] as Array<{ prefetch: () => Promise<unknown> }>)
vi.mock('../../src/ui/on-demand.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof OnDemandModule>()
  const onDemand: typeof real.onDemand = (load) => {
    const handle = real.onDemand(load)
    onDemands.push(handle)
    return handle
  }
  return { ...real, onDemand }
})
beforeAll(async () => {
  expect(onDemands.length).toBeGreaterThan(0)
  await Promise.all(onDemands.map((handle) => handle.prefetch()))
})

type Machine = typeof repaymentMachine
type Src = 'loadRepayment' | 'generatePayCode' | 'checkPayCode'
type Screen = StateContext<Machine, Src>['screen']

// ------------------------------------------------------------------------------- host effects

/** What the flow asked of the host on this path (toasts, clipboard, storage, navigation), in order. */
const host = recorder()

function withHost(machine: Machine): Machine {
  return machine.provide({
    actions: {
      showToast: host.record('showToast'),
      copyText: host.record('copyText'),
      saveRepaymentInfo: host.record('saveRepaymentInfo'),
      openCodePage: host.record('openCodePage'),
      openInstructions: host.record('openInstructions'),
      openBankCardRepay: host.record('openBankCardRepay'),
      openPayPage: host.record('openPayPage'),
      openCustomerService: host.record('openCustomerService'),
      rememberPayCode: host.record('rememberPayCode'),
    },
  })
}

/**
 * The oracle of one path, kept from what the borrower and the server did (not from the machine):
 * the repayment the server sent, the channel the borrower checked, whether Payment was tapped
 * without one, when the pay-code box last opened the code page, and the effects the host should
 * have seen.
 */
interface Session {
  sample: Sample | null
  chosen: string | null
  missing: boolean
  askedAt: number | undefined
  effects: Array<{ action: string; params: unknown }>
}
let session: Session = { sample: null, chosen: null, missing: false, askedAt: undefined, effects: [] }

const expectEffect = (action: string, params?: unknown) => void session.effects.push({ action, params })
/** Within REPEAT_TAP_MS of the box opening the code page, another tap on it asks nothing. */
const repeated = () => session.askedAt !== undefined && Date.now() - session.askedAt < REPEAT_TAP_MS
const shown = (): Sample => {
  if (session.sample === null) throw new Error('no repayment was loaded on this path')
  return session.sample
}
const channelName = (channelNumber: string) =>
  CHANNELS.find((c) => c.channelNumber === channelNumber)?.name ?? `unknown channel ${channelNumber}`

function Page({
  machine,
  input,
  href,
  inspect,
}: {
  machine: Machine
  input: RepaymentPageInput
  href: (pay: InstructionsParams) => string
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input, inspect })
  return (
    <ServicesProvider services={services}>
      <RepaymentView actor={actor} instructionsHref={href} />
    </ServicesProvider>
  )
}

/** What the page's links read (the load failure notice's ways on): the host's query and a navigator. */
const services = {
  bridge: createBridge({ window }),
  pageQuery: () => ({ deviceId: 'd1' }),
  navigate: { go: () => {}, leave: () => {} },
} as unknown as Services

// ------------------------------------------------------------------------------- models

const PAGE_TAPS: ReadonlyArray<string> = [
  'instructions.open',
  'details.toggle',
  'payCode.copy',
  'barcode.open',
  'defaultPayment.open',
  'channels.open',
]

const TAP_SETTLES = 'xstate.after.REPEAT_TAP_MS.repayment.ready.codePage.asked'

type Snap = SnapshotFrom<Machine>
type Event = ModelEvent<Machine>

/**
 * What the borrower can reach. The bar-code popup and the channel sheet are modal: while one shows,
 * the page behind it cannot be tapped. A checked radio cannot be checked again.
 */
function borrowerCan(s: Snap, e: Event): boolean {
  const sheetClosed = s.matches({ ready: { payment: 'idle' } })
  if (PAGE_TAPS.includes(e.type)) return sheetClosed && s.matches({ ready: { barcode: 'closed' } })
  if (e.type === 'channel.select') return e.channelNumber !== s.context.selected
  return true
}

const loadedSample = (s: Snap) => (s.context.repayment === null ? null : sampleOf(s.context.repayment))

/**
 * What the models walk, to keep the graph small. The page's regions are walked one at a time from
 * the page at rest (details folded, no popup, no code page asked, no channel checked): More/Hide,
 * Copy, Bar code and the pay-code box do not depend on one another; the sheet also reopens with the
 * channel checked before. Of the channels, the bank card and the first other one are picked.
 */
function walked(s: Snap, e: Event): boolean {
  const idle = (region: 'details' | 'barcode' | 'codePage' | 'payment') =>
    s.matches({
      ready: { [region]: region === 'details' ? 'collapsed' : region === 'barcode' ? 'closed' : 'idle' },
    })
  const sample = loadedSample(s)
  switch (e.type) {
    case 'details.toggle':
      return idle('codePage') && s.context.selected === null
    case 'channels.open':
      return idle('details') && idle('codePage')
    case 'instructions.open':
    case 'payCode.copy':
    case 'barcode.open':
    case 'defaultPayment.open':
      return idle('details') && idle('codePage') && s.context.selected === null
    case 'channel.select': {
      const other = sample?.repayment.channels.find((c) => c.channelNumber !== sample.bankCard)
      return e.channelNumber === sample?.bankCard || e.channelNumber === other?.channelNumber
    }
    case 'channels.close':
      return s.context.selected !== sample?.bankCard
    default:
      return true
  }
}

/** The flow's sample without a pay code walks the payment once: Payment without a channel, then a pay page. */
const WALKED_ONCE: ReadonlyArray<string> = ['channels.close', 'xstate.error.actor.generatePayCode']

function modelFor(
  { input, events }: (typeof scenarios)[keyof typeof scenarios],
  walk: (s: Snap, e: Event) => boolean,
) {
  return createModel(withHost(repaymentMachine), {
    input,
    // Every guard reads the repayment (it does not change once loaded) or the checked channel.
    contextKeys: ['repayment', 'selected', 'channelMissing'],
    controllable: ['loadRepayment', 'generatePayCode', 'checkPayCode'],
    events,
    filterEvents: (s, e) => borrowerCan(s, e) && walked(s, e) && walk(s, e),
  })
}

/** Instalment: everything with the pay code; without one, the payment once. */
const instalment = modelFor(
  scenarios.instalment,
  (s, e) => !(loadedSample(s) === INSTALMENT_NO_CODE && WALKED_ONCE.includes(e.type)),
)
/**
 * Rollover: what reads the variant (title, fee, plan, the saved repayment info, the amounts sent);
 * the failures, Copy and the sheet's dismissal are the instalment's, and a failed load is a scenario.
 */
const rollover = modelFor(
  scenarios.rollover,
  (_, e) =>
    ![...WALKED_ONCE, 'payCode.copy', 'instructions.open', 'xstate.error.actor.loadRepayment'].includes(
      e.type,
    ),
)

/** Reloaded while a pay code had no answer: only the load and what the resumed check leads to. */
const RESUMED_WALK: ReadonlyArray<string> = [
  'xstate.done.actor.loadRepayment',
  'xstate.error.actor.loadRepayment',
  'repayment.retry',
  'xstate.done.actor.checkOutcome',
  'xstate.error.actor.checkOutcome',
  'outcome.check',
  'service.open',
]
const resumed = modelFor(scenarios.resumed, (_, e) => RESUMED_WALK.includes(e.type))

/** A failed load with a kept pay code: Copy, Try again, and the page loads (decision 030). */
const KNOWN_WALK: ReadonlyArray<string> = [
  'xstate.done.actor.loadRepayment',
  'xstate.error.actor.loadRepayment',
  'repayment.retry',
  'payCode.copy',
]
const knownCode = modelFor(scenarios.known, (s, e) => KNOWN_WALK.includes(e.type) && !s.matches('ready'))

// ------------------------------------------------------------------------------- executor

type Ctx<E> = StepContext<Machine, Src, E>

const sheet = (screen: Screen) => screen.getByRole('dialog', { name: 'Choose how to pay' })
const payButton = (screen: Screen) =>
  within(sheet(screen)).getByRole('button', { name: /^(Pay|Getting your pay code…)$/ })
const footerButton = (screen: Screen) =>
  screen.getByRole('button', { name: /^Pay ₱/, hidden: true }) as HTMLButtonElement
const radios = (screen: Screen) => within(sheet(screen)).queryAllByRole('radio') as HTMLInputElement[]
/** The channel radios, which must be on screen: a check over none of them could not fail. */
const shownRadios = (screen: Screen) => {
  const shown = radios(screen)
  expect(shown.length, 'the channel radios render').toBeGreaterThan(0)
  return shown
}

/** The detail rows on screen as [term, value]. */
const detailRows = () =>
  [...document.querySelectorAll('#repayment-detail dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
  ])

function settle(
  how: 'resolve' | 'reject',
  src: Src,
  before: (ctx: Ctx<SyntheticEvent>) => void | Promise<void>,
) {
  return async (ctx: Ctx<SyntheticEvent>) => {
    await before(ctx)
    const event = ctx.event
    if (how === 'resolve' && 'output' in event) ctx.actors[src].resolve(event.output as never)
    else if (how === 'reject' && 'error' in event) ctx.actors[src].reject(event.error)
    else throw new Error(`${event.type} has no sample ${how === 'resolve' ? 'output' : 'error'}`)
    await Promise.resolve()
  }
}

/** While generate-vcode runs, a second tap on Payment sends nothing. */
async function tapPaymentAgain({ user, screen, actors, advance }: Ctx<SyntheticEvent>) {
  const calls = actors.generatePayCode.calls.length
  await user.click(payButton(screen))
  await advance(0)
  expect(actors.generatePayCode.calls).toHaveLength(calls)
  expect(host.calls).toEqual(session.effects)
}

const payBox = () => {
  const box = shown().sees.payBox
  if (box === null) throw new Error(`${shown().name} has no pay code`)
  return box
}

/** A broken page, to show the oracle notices: another banner link, or host effects left out. */
interface Mutant {
  href?: (pay: InstructionsParams) => string
  provide?: (machine: Machine) => Machine
}

function executorFor(pageInput: RepaymentPageInput, mutant: Mutant = {}): Executor<Machine, Src> {
  const rolloverPage = pageInput.variant === 'rollover'
  // What the loads and generate-vcode are asked with: the order of the link.
  const input: RepaymentInput = {
    variant: pageInput.variant,
    productId: pageInput.productId,
    orderId: pageInput.orderId,
  }
  return {
    render: ({ machine, inspect }) => {
      host.reset()
      session = {
        sample: null,
        // A resumed page shows the channel of the pay code in flight as chosen.
        chosen: pageInput.inFlight?.channelNumber ?? null,
        missing: false,
        askedAt: undefined,
        effects: [],
      }
      const running = (mutant.provide ?? ((m: Machine) => m))(withHost(machine))
      render(
        <Page
          machine={running}
          input={pageInput}
          href={mutant.href ?? instructionsHrefFor}
          inspect={inspect}
        />,
      )
    },
    events: {
      'xstate.done.actor.loadRepayment': settle('resolve', 'loadRepayment', ({ event }) => {
        session.sample = sampleOf('output' in event ? event.output : undefined)
        // The pay code just loaded is kept on the device (or the kept one forgotten, without one).
        expectEffect('rememberPayCode', {
          orderId: input.orderId,
          variant: input.variant,
          known: session.sample.known,
        })
      }),
      'xstate.error.actor.loadRepayment': settle('reject', 'loadRepayment', () => {
        expectEffect('showToast', { notice: { text: LOAD_FAILED.message }, tone: 'failure' })
      }),
      'xstate.done.actor.generatePayCode': settle('resolve', 'generatePayCode', async (ctx) => {
        await tapPaymentAgain(ctx)
        expectEffect('openPayPage', { url: PAY_URL, channel: channelName(session.chosen ?? '') })
      }),
      'xstate.error.actor.generatePayCode': settle('reject', 'generatePayCode', async (ctx) => {
        await tapPaymentAgain(ctx)
        const error = 'error' in ctx.event ? ctx.event.error : undefined
        // Refused: the server's message. No answer: no toast, the outcome is checked.
        if (failureOutcome(error) !== 'unknown')
          expectEffect('showToast', { notice: { text: PAY_CODE_FAILED.message }, tone: 'failure' })
      }),
      'xstate.done.actor.checkOutcome': settle('resolve', 'checkPayCode', ({ event }) => {
        const found = ('output' in event ? event.output : undefined) as CheckOutcome<string>
        if (found.outcome === 'done')
          expectEffect('openPayPage', { url: found.result, channel: channelName(session.chosen ?? '') })
        if (found.outcome === 'notDone')
          expectEffect('showToast', { notice: { id: 'submission.notDone' }, tone: 'failure' })
      }),
      'xstate.error.actor.checkOutcome': settle('reject', 'checkPayCode', () => {}),
      'outcome.check': async ({ user, screen }) => {
        await user.click(within(sheet(screen)).getByRole('button', { name: 'Check again' }))
      },
      'service.open': async ({ user, screen }) => {
        expectEffect('openCustomerService')
        await user.click(within(sheet(screen)).getByRole('button', { name: 'Customer service' }))
      },
      [TAP_SETTLES]: async ({ user, screen, advance, snapshot }: Ctx<SyntheticEvent>) => {
        // 1 ms before REPEAT_TAP_MS ends, a tap on the box is still ignored.
        await advance(REPEAT_TAP_MS - 1)
        const before = [...host.calls]
        await user.click(screen.getByRole('button', { name: payBox().name }))
        await advance(0)
        expect(snapshot().matches({ ready: { codePage: 'asked' } })).toBe(true)
        expect(host.calls).toEqual(before)
        await advance(1)
      },
      'repayment.retry': async ({ user, screen }) => {
        await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
      },
      'details.toggle': async ({ user, screen, previous }) => {
        const name = previous.matches({ ready: { details: 'expanded' } }) ? 'Hide' : 'More'
        await user.click(screen.getByRole('button', { name }))
      },
      'instructions.open': async ({ user, screen }) => {
        // The banner is a real link; a tap on an app page opens it in the app, never a reload, with
        // the borrower's pay code and amount.
        expectEffect('openInstructions', { amount: shown().due, payCode: shown().sees.payBox?.code ?? '' })
        const prevented: boolean[] = []
        const record = (event: MouseEvent) => void prevented.push(event.defaultPrevented)
        // On the document, so it hears the click after the view (React listens at its root).
        document.addEventListener('click', record)
        try {
          await user.click(screen.getByRole('link', { name: /^How to pay/ }))
        } finally {
          document.removeEventListener('click', record)
        }
        expect(prevented).toEqual([true])
      },
      'payCode.copy': async ({ user, screen, previous }) => {
        // On a failed load, the code the device kept; else the default pay code.
        const code = previous.matches('loadFailed') ? (pageInput.known?.payCode ?? '') : payBox().code
        expectEffect('copyText', { text: code })
        await user.click(screen.getByRole('button', { name: `Copy pay code ${code}` }))
      },
      'barcode.open': async ({ user, screen }) => {
        await user.click(screen.getByRole('button', { name: 'Bar code' }))
      },
      'barcode.close': async ({ user, screen }) => {
        await user.click(
          within(screen.getByRole('dialog', { name: 'Scan to pay' })).getByRole('button', { name: 'Close' }),
        )
      },
      'defaultPayment.open': async ({ user, screen }) => {
        const sample = shown()
        expectEffect('saveRepaymentInfo', {
          repayment: sample.repayment,
          variant: input.variant,
          orderId: input.orderId,
        })
        expectEffect('openCodePage', { orderId: input.orderId, amount: sample.due })
        session.askedAt = Date.now()
        await user.click(screen.getByRole('button', { name: payBox().name }))
      },
      'channels.open': async ({ user, screen }) => {
        await user.click(screen.getByRole('button', { name: /^Pay ₱/ }))
      },
      'channels.close': async ({ user }) => {
        // The sheet has no close button: Esc (or a tap on the mask) dismisses it.
        session.missing = false
        await user.keyboard('{Escape}')
      },
      'channel.select': async ({ user, screen, event }) => {
        session.chosen = event.channelNumber
        session.missing = false
        await user.click(within(sheet(screen)).getByRole('radio', { name: channelName(event.channelNumber) }))
      },
      'payment.submit': async ({ user, screen }) => {
        const sample = shown()
        const flagged = session.chosen === null && !session.missing
        if (session.chosen === null) session.missing = true
        else if (session.chosen === sample.bankCard) {
          expectEffect('openBankCardRepay', {
            orderId: input.orderId,
            amount: sample.due,
            productName: sample.sees.productName,
            repayDate: sample.repayment.repayDate,
          })
        }
        await user.click(payButton(screen))
        // Payment without a channel: the view takes the borrower to the list's first channel.
        if (flagged) expect(document.activeElement).toBe(radios(screen)[0])
      },
    },
    states: {
      loading: ({ screen, actors }) => {
        expect(document.title).toBe(`${rolloverPage ? 'Pay to extend your loan' : 'Pay your loan'} · Bayad`)
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
          rolloverPage ? 'Pay to extend your loan' : 'Pay your loan',
        )
        expect(document.querySelector('.skeleton')).not.toBeNull()
        expect(document.querySelector('[data-testid="repay-amount"]')).toBeNull()
        expect(screen.queryByRole('button', { name: /^Pay ₱/, hidden: true })).toBeNull()
        expect(actors.loadRepayment.pending().map((c) => c.input)).toEqual([input])
        expect(host.calls).toEqual(session.effects)
      },
      loadFailed: ({ screen, actors, snapshot }) => {
        expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
        const alert = screen.getByRole('alert')
        expect(alert.textContent).toContain(
          rolloverPage ? 'Your rollover could not be loaded.' : 'Your amount due could not be loaded.',
        )
        expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
        // What the page already knew: the kept pay code, its amount then and when, with Copy.
        const known = pageInput.known ?? null
        const block = screen.queryByRole('region', { name: /^Your pay code from/ })
        if (known === null) expect(block).toBeNull()
        else {
          expect(block?.querySelector('h2')?.textContent).toBe(KNOWN_SEEN.heading)
          expect(block?.querySelector('[data-testid="known-pay-code"]')?.textContent).toBe(known.payCode)
          expect(block?.querySelector('.known-code__amount')?.textContent).toBe(KNOWN_SEEN.amount)
          expect(
            within(block as HTMLElement).getByRole('button', { name: `Copy pay code ${known.payCode}` }),
          ).toBeTruthy()
        }
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(document.querySelector('[data-testid="repay-amount"]')).toBeNull()
        expect(screen.queryByRole('button', { name: /^Pay ₱/, hidden: true })).toBeNull()
        expect(actors.loadRepayment.pending()).toEqual([])
        expect(host.calls).toEqual(session.effects)
      },
      ready: ({ screen, expected }) => {
        const { sees } = shown()
        expect(document.title).toBe(`${sees.title} · Bayad`)
        expect(screen.getByRole('heading', { level: 1, hidden: true }).textContent).toBe(sees.title)
        expect(document.querySelector('.skeleton')).toBeNull()
        // What is due, and when.
        expect(document.querySelector('.amount-card__label')?.textContent).toBe(sees.label)
        expect(screen.getByTestId('repay-amount').textContent).toBe(sees.amount)
        expect(document.querySelector('.amount-card__note')?.textContent).toBe(sees.dateNote)
        expect(document.querySelector('.product-head__name')?.textContent).toBe(sees.productName)
        // The instruction banner (isShowReyTop 1) leads to the instructions.
        const banner = screen.queryByRole('link', { name: /^How to pay/, hidden: true })
        expect(banner?.getAttribute('href') ?? null).toBe(sees.banner ? sees.bannerHref : null)
        // How late, in the overdue red, with the next step; a rollover says what its fee does not do.
        expect(screen.queryByTestId('repay-late')?.textContent ?? null).toBe(sees.late)
        expect(screen.queryByTestId('repay-late')?.querySelector('.late-text') ?? null).toEqual(
          sees.late === null ? null : expect.anything(),
        )
        const terms = document.querySelector('.rollover-terms')
        expect(terms === null ? null : [...terms.querySelectorAll('p')].map((p) => p.textContent)).toEqual(
          sees.terms,
        )
        // The default-payment box only with a pay code: the code, Copy and Bar code.
        const box = screen.queryByRole('button', { name: /Pay code \d+, see how to pay$/, hidden: true })
        const copy = screen.queryByRole('button', { name: /^Copy pay code/, hidden: true })
        const barcode = screen.queryByRole('button', { name: 'Bar code', hidden: true })
        if (sees.payBox === null) {
          expect([box, copy, barcode]).toEqual([null, null, null])
          expect(document.querySelector('.pay-box')).toBeNull()
        } else {
          expect(screen.getByRole('button', { name: sees.payBox.name, hidden: true })).toBe(box)
          expect(box?.querySelector('.pay-box__code')?.textContent).toBe(sees.payBox.code)
          expect(copy?.getAttribute('aria-label')).toBe(`Copy pay code ${sees.payBox.code}`)
          expect(barcode).not.toBeNull()
        }
        // The repayment notice, and the Plan of a rollover.
        expect(document.querySelector('.notice')?.textContent ?? null).toBe(sees.notice)
        const plan = screen.queryByRole('heading', { name: 'Payment schedule', hidden: true })
        expect(plan !== null).toBe(sees.plan !== null)
        expect(
          [...document.querySelectorAll('.plan-list__row')].map((row) => [
            row.querySelector('.plan-list__title')?.textContent,
            row.querySelector('.plan-list__text .muted')?.textContent,
            row.querySelector('.plan-list__amount')?.textContent,
            row.querySelector('.plan-list__money .muted')?.textContent,
          ]),
        ).toEqual(sees.plan ?? [])
        // Payment Method opens the channel sheet; while it shows, the footer button is off.
        expect(footerButton(screen).disabled).toBe(!expected.matches({ ready: { payment: 'idle' } }))
        expect(host.calls).toEqual(session.effects)
      },
      'ready.details.collapsed': ({ screen }) => {
        const { rows } = shown().sees
        expect(detailRows()).toEqual(rows.slice(0, 2))
        const toggle = screen.queryByRole('button', { name: /^(More|Hide)$/, hidden: true })
        if (rows.length <= 2) {
          expect(toggle).toBeNull()
        } else {
          expect(toggle?.textContent).toBe('More')
          expect(toggle?.getAttribute('aria-expanded')).toBe('false')
          expect(toggle?.getAttribute('aria-controls')).toBe('repayment-detail')
        }
      },
      'ready.details.expanded': ({ screen }) => {
        expect(detailRows()).toEqual(shown().sees.rows)
        const toggle = screen.getByRole('button', { name: 'Hide' })
        expect(toggle.getAttribute('aria-expanded')).toBe('true')
        expect(toggle.getAttribute('aria-controls')).toBe('repayment-detail')
      },
      'ready.barcode.closed': ({ screen }) => {
        expect(screen.queryByRole('dialog', { name: 'Scan to pay' })).toBeNull()
      },
      'ready.barcode.open': ({ screen }) => {
        const { code } = payBox()
        expect(screen.getAllByRole('dialog')).toHaveLength(1)
        const popup = screen.getByRole('dialog', { name: 'Scan to pay' })
        const image = within(popup).getByRole('img', { name: `Bar code of pay code ${code}` })
        expect(image.querySelectorAll('rect').length).toBeGreaterThan(10)
        expect(popup.querySelector('.barcode__text')?.textContent).toBe(code)
        expect(within(popup).getByRole('button', { name: 'Close' })).toBeTruthy()
      },
      // The box opens the code page once; a repeated tap within REPEAT_TAP_MS is ignored (checked
      // on the timer's step).
      'ready.codePage.idle': () => {
        expect(repeated()).toBe(false)
      },
      'ready.codePage.asked': () => {
        expect(repeated()).toBe(true)
      },
      'ready.payment.idle': ({ screen }) => {
        expect(screen.queryByRole('dialog', { name: 'Choose how to pay' })).toBeNull()
        expect(screen.queryByText('Choose a payment channel.')).toBeNull()
      },
      'ready.payment': ({ screen, expected }) => {
        if (expected.matches({ ready: { payment: 'idle' } })) return
        const { sees } = shown()
        const popup = sheet(screen)
        expect(screen.getAllByRole('dialog')).toHaveLength(1)
        const hint = within(popup).getByText('Choose a payment channel.')
        const group = within(popup).getByRole('radiogroup', { name: 'Payment channels' })
        // The hint always describes the list; the error too while it shows.
        expect(group.getAttribute('aria-describedby')).toBe(
          session.missing ? `${hint.id} channel-error` : hint.id,
        )
        // The channels, the check mark on the chosen one (none until the borrower picks).
        expect(radios(screen).map((r) => r.labels?.[0]?.textContent)).toEqual(sees.channels)
        expect(
          within(popup)
            .queryAllByRole('radio', { checked: true })
            .map((r) => (r as HTMLInputElement).value),
        ).toEqual(session.chosen === null ? [] : [session.chosen])
        // Payment without a channel: the group is flagged and the error shows.
        expect(group.getAttribute('aria-invalid')).toBe(String(session.missing))
        const error = popup.querySelector('#channel-error')
        expect(error?.textContent ?? null).toBe(session.missing ? 'Choose a payment channel first.' : null)
      },
      'ready.payment.choosing': ({ screen, actors }) => {
        expect(shownRadios(screen).every((r) => !r.disabled)).toBe(true)
        const pay = payButton(screen)
        expect(pay.textContent).toBe('Pay')
        expect(pay.getAttribute('aria-disabled')).toBe('false')
        expect(pay.getAttribute('aria-busy')).toBe('false')
        expect(actors.generatePayCode.pending()).toEqual([])
      },
      'ready.payment.generating': ({ screen, actors }) => {
        // Busy: a second tap on Payment sends nothing; the channels are locked.
        expect(shownRadios(screen).every((r) => r.disabled)).toBe(true)
        const pay = payButton(screen)
        expect(pay.textContent).toBe('Getting your pay code…')
        expect(pay.getAttribute('aria-disabled')).toBe('true')
        expect(pay.getAttribute('aria-busy')).toBe('true')
        const sample = shown()
        expect(actors.generatePayCode.pending().map((c) => c.input)).toEqual([
          { ...input, amount: sample.due, channelNumber: session.chosen },
        ])
      },
      'ready.payment.checkingOutcome': ({ screen, actors }) => {
        // In place of Payment: what is checked and not to pay again; the channels are locked.
        const popup = sheet(screen)
        expect(within(popup).getByRole('heading', { name: 'Checking your pay code' })).toBeTruthy()
        expect(popup.textContent).toContain('Do not pay or ask for another one yet.')
        expect(within(popup).queryByRole('button', { name: /^(Pay|Getting your pay code…)$/ })).toBeNull()
        expect(shownRadios(screen).every((r) => r.disabled)).toBe(true)
        expect(actors.checkPayCode.pending().map((c) => c.input)).toEqual([
          { ...input, amount: shown().due, channelNumber: session.chosen, delaysMs: CHECK_BACKOFF_MS },
        ])
        expect(actors.generatePayCode.pending()).toEqual([])
      },
      'ready.payment.outcomeUnknown': ({ screen, actors }) => {
        const popup = sheet(screen)
        expect(
          within(popup).getByRole('heading', { name: 'We could not get your pay code yet' }),
        ).toBeTruthy()
        expect(popup.textContent).toContain('Do not ask for another one:')
        expect(within(popup).queryByRole('button', { name: /^(Pay|Getting your pay code…)$/ })).toBeNull()
        expect(within(popup).getByRole('button', { name: 'Check again' })).toBeTruthy()
        expect(within(popup).getByRole('button', { name: 'Customer service' })).toBeTruthy()
        expect(shownRadios(screen).every((r) => r.disabled)).toBe(true)
        expect(actors.checkPayCode.pending()).toEqual([])
      },
      'ready.payment.leaving': ({ screen, actors }) => {
        // The pay page or the card repayment opens (the effect is checked on every state).
        expect(shownRadios(screen).every((r) => r.disabled)).toBe(true)
        const pay = payButton(screen)
        expect(pay.textContent).toBe('Pay')
        expect(pay.getAttribute('aria-disabled')).toBe('true')
        expect(pay.getAttribute('aria-busy')).toBe('false')
        expect(actors.generatePayCode.pending()).toEqual([])
        expect(
          host.calls.filter((c) => c.action === 'openPayPage' || c.action === 'openBankCardRepay'),
        ).toHaveLength(1)
      },
    },
  }
}

const instalmentExecutor = executorFor(INSTALMENT_INPUT)
const rolloverExecutor = executorFor(ROLLOVER_INPUT)

instalment.testPaths(instalmentExecutor, { expectFullCoverage: false, title: 'instalment' })
rollover.testPaths(rolloverExecutor, { expectFullCoverage: false, title: 'rollover' })
resumed.testPaths(executorFor(RESUMED_INPUT), {
  expectFullCoverage: false,
  title: 'reloaded while a pay code had no answer',
})
knownCode.testPaths(executorFor(KNOWN_INPUT), {
  expectFullCoverage: false,
  title: 'a failed load with the pay code this device kept',
})

// ------------------------------------------------------------------------------- scenarios

const load = (s: Sample) => ({ type: 'xstate.done.actor.loadRepayment', output: s.repayment }) as const

describe('repayment: scenarios', () => {
  it('Payment without a channel shows the error; dismissing the sheet clears it; a channel then pays', async () => {
    await instalment.runPath(
      scenarioPath(repaymentMachine, INSTALMENT_INPUT, 'error cleared', [
        load(INSTALMENT),
        { type: 'channels.open' },
        { type: 'payment.submit' },
        { type: 'payment.submit' },
        { type: 'channels.close' },
        { type: 'channels.open' },
        { type: 'payment.submit' },
        { type: 'channel.select', channelNumber: '90007' },
        { type: 'payment.submit' },
        { type: 'xstate.done.actor.generatePayCode', output: PAY_URL },
      ]),
      instalmentExecutor,
    )
    expect(host.calls.filter((c) => c.action !== 'rememberPayCode')).toEqual([
      { action: 'openPayPage', params: { url: PAY_URL, channel: 'Maya' } },
    ])
  })

  it('a failed load shows the pay code this device kept, Copy copies it; Try again loads the page', async () => {
    await knownCode.runPath(
      scenarioPath(repaymentMachine, KNOWN_INPUT, 'kept code', [
        { type: 'xstate.error.actor.loadRepayment', error: LOAD_FAILED },
        { type: 'payCode.copy' },
        { type: 'repayment.retry' },
        load(INSTALMENT_NO_CODE),
      ]),
      executorFor(KNOWN_INPUT),
    )
    expect(host.calls.map((c) => c.action)).toEqual(['showToast', 'copyText', 'rememberPayCode'])
    expect(host.calls[1]?.params).toEqual({ text: '7105000017' })
    // The page loaded without a pay code: the kept one is forgotten.
    expect(host.calls[2]?.params).toEqual({
      orderId: KNOWN_INPUT.orderId,
      variant: 'instalment',
      known: null,
    })
  })

  it('a failed rollover load, Try again, then the rollover pays by bank card', async () => {
    await rollover.runPath(
      scenarioPath(repaymentMachine, ROLLOVER_INPUT, 'retry, bank card', [
        { type: 'xstate.error.actor.loadRepayment', error: LOAD_FAILED },
        { type: 'repayment.retry' },
        load(ROLLOVER),
        { type: 'channels.open' },
        { type: 'channel.select', channelNumber: '90002' },
        { type: 'payment.submit' },
      ]),
      rolloverExecutor,
    )
    expect(host.calls.map((c) => c.action)).toEqual(['showToast', 'rememberPayCode', 'openBankCardRepay'])
  })
})

// ------------------------------------------------------------------------------- the oracle bites

describe('repayment: a wrong page fails the model', () => {
  const toReady = (sample: Sample) =>
    scenarioPath(repaymentMachine, INSTALMENT_INPUT, `${sample.name} shown`, [load(sample)])
  const copyPath = scenarioPath(repaymentMachine, INSTALMENT_INPUT, 'copy', [
    load(INSTALMENT),
    { type: 'payCode.copy' },
  ])

  it('a banner leading elsewhere', async () => {
    await expect(
      instalment.runPath(toReady(INSTALMENT), executorFor(INSTALMENT_INPUT, { href: () => '/elsewhere' })),
    ).rejects.toThrow(/expected '\/elsewhere' to be '\/repaymentInstructions/)
  })

  it('a banner tap that opens nothing', async () => {
    const mutant = executorFor(INSTALMENT_INPUT, {
      provide: (machine) => machine.provide({ actions: { openInstructions: () => {} } }),
    })
    const path = scenarioPath(repaymentMachine, INSTALMENT_INPUT, 'instructions', [
      load(INSTALMENT),
      { type: 'instructions.open' },
    ])
    await expect(instalment.runPath(path, mutant)).rejects.toThrow(/state assertion "ready"/)
  })

  it('Copy that copies nothing', async () => {
    const mutant = executorFor(INSTALMENT_INPUT, {
      provide: (machine) => machine.provide({ actions: { copyText: () => {} } }),
    })
    await expect(instalment.runPath(copyPath, mutant)).rejects.toThrow(/state assertion "ready"/)
  })
})

// ------------------------------------------------------------------------------- edges

describe('repayment: what the server may send that the samples do not', () => {
  /** The page with this repayment loaded at once (real timers; outside the model's coverage). */
  async function shownWith(repayment: Repayment) {
    const machine = withHost(repaymentMachine).provide({
      actors: { loadRepayment: fromPromise(() => Promise.resolve(repayment)) },
    })
    render(<Page machine={machine} input={INSTALMENT_INPUT} href={instructionsHrefFor} inspect={() => {}} />)
    return page.findByRole('button', { name: /^Pay ₱/ })
  }

  it('no channel at all: the sheet says so and offers no Payment that could only fail', async () => {
    try {
      const footer = await shownWith({ ...INSTALMENT.repayment, channels: [] })
      footer.click()
      const sheet = await page.findByRole('dialog', { name: 'Choose how to pay' })
      expect(sheet.textContent).toContain('No payment channel is available for this order right now.')
      expect(within(sheet).queryByRole('button', { name: /^(Pay|Getting your pay code…)$/ })).toBeNull()
      expect(within(sheet).queryAllByRole('radio')).toEqual([])
    } finally {
      cleanup()
    }
  })

  it('a logo that does not load is left out, not drawn broken', async () => {
    try {
      const footer = await shownWith(INSTALMENT.repayment)
      const logos = () => [...document.querySelectorAll('img.product-head__logo, img.pay-box__logo')]
      expect(logos()).toHaveLength(2)
      for (const logo of logos()) fireEvent.error(logo)
      expect(logos()).toEqual([])
      footer.click()
      await page.findByRole('dialog', { name: 'Choose how to pay' })
      const channelLogos = () => [...document.querySelectorAll<HTMLImageElement>('img.channel-logo')]
      // GCash and the bank card have logos, Maya none.
      expect(channelLogos().map((img) => img.getAttribute('src'))).toEqual([
        'https://cdn.bayad.test/gcash.png',
        'https://cdn.bayad.test/card.png',
      ])
      fireEvent.error(channelLogos()[0] as HTMLImageElement)
      expect(channelLogos().map((img) => img.getAttribute('src'))).toEqual([
        'https://cdn.bayad.test/card.png',
      ])
      // The channel itself stays, by its name.
      expect(page.getByRole('radio', { name: 'GCash' })).toBeTruthy()
    } finally {
      cleanup()
    }
  })
})

// ------------------------------------------------------------------------------- coverage

describe('repayment: model coverage', () => {
  it('walks every sample, the bank card and the pay page of both variants', () => {
    console.log(
      `repayment paths: instalment ${instalment.stats.paths} (${instalment.stats.steps} steps, ${instalment.stats.generationMs} ms), rollover ${rollover.stats.paths} (${rollover.stats.steps} steps)`,
    )
    const loaded = (path: ModelPath<Machine>) =>
      path.steps.flatMap((step) =>
        step.event.type === 'xstate.done.actor.loadRepayment'
          ? [sampleOf((step.event as { output: unknown }).output)]
          : [],
      )
    const walks = (model: typeof instalment, sample: Sample, types: string[]) =>
      model.paths.some((path) => {
        const seen = path.steps.map((step) =>
          step.event.type === 'channel.select'
            ? `channel.select ${step.event.channelNumber}`
            : step.event.type,
        )
        return loaded(path).includes(sample) && types.every((type) => seen.includes(type))
      })
    for (const [model, sample] of [
      [instalment, INSTALMENT],
      [instalment, INSTALMENT_NO_CODE],
      [rollover, ROLLOVER],
      [rollover, ROLLOVER_NO_CODE],
    ] as const) {
      // Each sample pays with a pay page; with a pay code it shows the bar code and opens the code page.
      expect(walks(model, sample, ['payment.submit', 'xstate.done.actor.generatePayCode'])).toBe(true)
      const code = sample.sees.payBox !== null
      expect(walks(model, sample, ['barcode.close'])).toBe(code)
      expect(walks(model, sample, [TAP_SETTLES])).toBe(code)
      // More/Hide only with more than two rows.
      expect(walks(model, sample, ['details.toggle'])).toBe(sample.sees.rows.length > 2)
      // The bank card goes to the card repayment.
      if (sample.bankCard !== null)
        expect(walks(model, sample, [`channel.select ${sample.bankCard}`, 'payment.submit'])).toBe(true)
    }
  })

  it('covers every state and transition of repayment', () => {
    const coverage = expectFullCoverage('repayment')
    console.log(
      `repayment coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}, path runs ${coverage.paths}`,
    )
  })
})

import { render, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { assign, type InspectionEvent, type SnapshotFrom } from 'xstate'
import { repayByCardMachine } from '../../machines/repay-by-card.machine.ts'
import type {
  CommitResult,
  PendingCommit,
  Receipt,
  RepayByCardContext,
  RepayByCardInput,
  RepayCard,
  RepaymentWays,
} from '../../machines/repay-by-card.types.ts'
import { SMS_RESEND_SECONDS } from '../../machines/shared/countdown.ts'
import type { UnsettledPayment } from '../../machines/repay-outcome.ts'
import { isCallFailure, type ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, failureOutcome, type CheckOutcome } from '../../machines/shared/submission.ts'
import { message, noticeText } from '../../src/i18n/messages.ts'
import ui from '../../src/i18n/cardpopups/en.ts'
import {
  finishedCard,
  codeSheet,
  RepayByCardView,
} from '../../src/screens/repay-by-card/repay-by-card-view.tsx'
import { paymentCheckPanel } from '../../src/screens/shared/payment-outcome.ts'
import { createModel, expectFullCoverage, scenarioPath } from './harness'
import type { Executor, ModelEvent, ModelPath, StepContext, SyntheticEvent } from './harness'
import {
  amountText,
  androidInput,
  bdo,
  bpi,
  cardListFailed,
  continueLabel,
  failureToast,
  iosInput,
  needsCode,
  notDoneToast,
  paidInput,
  paidWithBdo,
  payFailures,
  payLabel,
  reloadInput,
  resent,
  resumeInput,
  walletNotDoneToast,
  walletUrl,
  ways,
} from './repay-by-card.fixtures'
import { scenarios } from './samples/repay-by-card.samples.ts'
import { expectLoadFailure } from './load-failure.ts'

// The code sheet loads on demand (its own chunk): load it before the fake clock, as the borrower's
// first tap does, so it renders at once.
beforeAll(async () => {
  await Promise.all([codeSheet.prefetch(), finishedCard.prefetch(), paymentCheckPanel.prefetch()])
})

// The lazy overlay (React.lazy + Suspense) never resolves on a fake clock: render the dialogs directly.
vi.mock('../../src/ui/overlays.tsx', async () => await import('../../src/ui/dialogs.tsx'))

type Machine = typeof repayByCardMachine
type Src =
  'loadRepaymentWays' | 'commitRepayment' | 'resendCode' | 'confirmRepayment' | 'payByWallet' | 'checkPayment'
type RepayExecutor = Executor<Machine, Src>

// ------------------------------------------------------------------------------- host effects

/** What the flow asked of the host (toasts, the native bridge, storage, navigation), in order, for this path. */
type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'closeRepayDialog' }
  | { type: 'openBorrowDetail'; params: { orderId: string; receiptRef: string } }
  | { type: 'openWalletCheckout'; params: { url: string } }
  | { type: 'rememberPendingCommit'; params: { orderId: string; pending: PendingCommit } }
  | { type: 'forgetPendingCommit'; params: { orderId: string } }
  | { type: 'rememberReceipt'; params: { orderId: string; repayRecordId: string; receipt: Receipt } }
  | { type: 'announcePaid'; params: Receipt }
  | { type: 'openCustomerService' }
let effects: Effect[] = []

const toast = (params: ToastParams): Effect => ({ type: 'showToast', params })
/** The order page; after a payment, on the receipt of the lender's record when one was named (issue 27). */
const borrowDetail = (orderId: string, receiptRef = ''): Effect => ({
  type: 'openBorrowDetail',
  params: { orderId, receiptRef },
})
const remember = (orderId: string, pending: PendingCommit): Effect => ({
  type: 'rememberPendingCommit',
  params: { orderId, pending },
})
/**
 * `paid` forgets the commit, keeps and announces the receipt (of `card`, and of the commit's record when
 * one waited for its code), then opens the order: in this order.
 */
function paidEffects(
  input: RepayByCardInput,
  card: Pick<RepayCard, 'bankName' | 'cardNo'>,
  repayRecordId = session.pending?.repayRecordId ?? '',
): Effect[] {
  const receipt: Receipt = { amount: input.amount, bankName: card.bankName, cardNo: card.cardNo }
  return [
    { type: 'forgetPendingCommit', params: { orderId: input.orderId } },
    { type: 'rememberReceipt', params: { orderId: input.orderId, repayRecordId, receipt } },
    { type: 'announcePaid', params: receipt },
    borrowDetail(input.orderId, repayRecordId),
  ]
}

function withHost(machine: Machine): Machine {
  return machine.provide({
    actions: {
      showToast: (_, params) => void effects.push({ type: 'showToast', params }),
      closeRepayDialog: () => void effects.push({ type: 'closeRepayDialog' }),
      openBorrowDetail: (_, params) => void effects.push({ type: 'openBorrowDetail', params }),
      openWalletCheckout: (_, params) => void effects.push({ type: 'openWalletCheckout', params }),
      rememberPendingCommit: (_, params) => void effects.push({ type: 'rememberPendingCommit', params }),
      forgetPendingCommit: (_, params) => void effects.push({ type: 'forgetPendingCommit', params }),
      rememberReceipt: (_, params) => void effects.push({ type: 'rememberReceipt', params }),
      announcePaid: (_, params) => void effects.push({ type: 'announcePaid', params }),
      openCustomerService: () => void effects.push({ type: 'openCustomerService' }),
    },
  })
}

const loan = { productName: 'PesoFlex', repayDate: '2026-12-05' }

/** The screen as the page mounts it: the actor created by the view's host, input from the query. */
function RepayPage({
  machine,
  input,
  inspect,
}: {
  machine: Machine
  input: RepayByCardInput
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input, inspect })
  return <RepayByCardView actor={actor} mobilePhone="09171234567" loan={loan} />
}

// ------------------------------------------------------------------------------- models

/**
 * The generated paths walk a countdown of WALKED_SECONDS: every path that reaches resend would otherwise
 * replay 60 ticks (21 of them, about 70 s). The machine's own 60 s countdown is walked in full, tick by
 * tick, once ('the resend countdown runs its full 60 s', below).
 */
const WALKED_SECONDS = 3
const walked: Machine = repayByCardMachine.provide({
  actions: { startCountdown: assign({ secondsLeft: WALKED_SECONDS }) },
})
const ticks = (seconds: number) =>
  Array.from({ length: seconds }, () => ({ type: 'countdown.tick' as const }))
/** The walked countdown, tick by tick: its last tick makes resend ready. */
const countdown = ticks(WALKED_SECONDS)

/**
 * The resend countdown is walked to its end once, from the code entry of a fresh commit: a countdown
 * that has started only ticks on (the other events were walked at its start).
 */
function countdownWalk(s: Pick<SnapshotFrom<Machine>, 'context' | 'matches'>, e: ModelEvent<Machine>) {
  const { secondsLeft, code, problem, resumed } = s.context
  if (s.matches({ enteringCode: { resend: 'coolingDown' } }) && secondsLeft < WALKED_SECONDS)
    return e.type === 'countdown.tick'
  if (e.type === 'countdown.tick') return code === '' && problem === null && !resumed
  return true
}

/** What the borrower can do on this screen: not re-tap the radio that is already checked, nor type the same code. */
function borrowerCan(s: { context: RepayByCardContext }, e: ModelEvent<Machine>): boolean {
  const selected = s.context.selected
  if (e.type === 'card.select') return !(selected?.kind === 'card' && selected.cardId === e.cardId)
  if (e.type === 'wallet.select') return selected?.kind !== 'wallet'
  if (e.type === 'code.change') return e.value !== s.context.code
  return true
}

const selectedCardId = (s: { context: RepayByCardContext }) =>
  s.context.selected?.kind === 'card' ? s.context.selected.cardId : null
const commitNeedsCode = (e: ModelEvent<Machine>) =>
  e.type === 'xstate.done.actor.commitRepayment' && (e as { output: CommitResult }).output.needsCode

const controllable = [
  'loadRepaymentWays',
  'commitRepayment',
  'resendCode',
  'confirmRepayment',
  'payByWallet',
  'checkPayment',
] as const

// Guards read the selection, the code, the remembered commit (Pay resumes it for its card) and the
// payment whose outcome is unknown (800005 to its retry is checked).
// The countdown's seconds: its last tick makes resend ready.
const contextKeys = ['selected', 'code', 'pending', 'unsettled', 'secondsLeft'] as const

const android = createModel(withHost(walked), {
  input: scenarios.android.input,
  contextKeys,
  controllable,
  events: scenarios.android.events,
  filterEvents: (s, e) =>
    borrowerCan(s, e) &&
    countdownWalk(s, e) &&
    // The code entry does not depend on the card: explore it with BDO only (BPI still pays with and without failure).
    !(commitNeedsCode(e) && selectedCardId(s) === bpi.id) &&
    // Once a commit is remembered, the choice behind Cancel is walked by its card (resume) and the
    // other card (a fresh commit): the e-wallet and failures there are walked without a commit.
    !(
      s.context.pending !== null &&
      s.matches('choosingWay') &&
      (e.type === 'wallet.select' || e.type === 'card.select')
    ) &&
    // After a resend the code entry is the one already walked, with a new record id: walk only what
    // reads that id (confirm, and Continue payment after Cancel), not every timer and code again.
    !(
      s.context.pending?.repayRecordId === resent.repayRecordId &&
      ![
        'code.change',
        'code.submit',
        'code.cancel',
        'payment.submit',
        'xstate.done.actor.confirmRepayment',
      ].includes(e.type)
    ),
})

/** iOS differs in one branch only (no native dialog to close): walk the no-code card payment there. */
const ios = createModel(withHost(walked), {
  input: scenarios.ios.input,
  contextKeys,
  controllable,
  events: scenarios.ios.events,
  filterEvents: (s, e) =>
    borrowerCan(s, e) &&
    [
      'xstate.done.actor.loadRepaymentWays',
      'card.select',
      'payment.submit',
      'xstate.done.actor.commitRepayment',
    ].includes(e.type) &&
    !commitNeedsCode(e),
})

/** Back on the page of an order paid in this session: the receipt, and the way to the order. */
const alreadyPaid = createModel(withHost(walked), {
  input: scenarios.alreadyPaid.input,
  contextKeys,
  controllable,
  events: scenarios.alreadyPaid.events,
})

/**
 * A BDO commit remembered from earlier in the session (the page was left while the SMS code was
 * awaited): Pay reopens its code entry; BDO gone from the list drops it. The code entry itself is
 * walked by the Android model.
 */
const resume = createModel(withHost(walked), {
  input: scenarios.resume.input,
  contextKeys,
  controllable,
  // Both card lists: with BDO and without.
  events: scenarios.resume.events,
  filterEvents: (s, e) =>
    borrowerCan(s, e) &&
    [
      'xstate.done.actor.loadRepaymentWays',
      'card.select',
      'payment.submit',
      'code.change',
      'code.submit',
      'code.cancel',
      'xstate.done.actor.confirmRepayment',
    ].includes(e.type) &&
    !(e.type === 'code.change' && e.value !== '123456'),
})

/**
 * Payments whose answer never came: a card commit, its code's confirmation, an e-wallet checkout. Each
 * is checked (done, not done, still pending, a check that stopped); not done lets the borrower retry,
 * and 800005 to that retry is checked again. The timers and the other failures are walked above.
 */
function unknownOutcomes(
  s: { context: RepayByCardContext; matches: (v: 'choosingWay') => boolean },
  e: ModelEvent<Machine>,
) {
  const { unsettled, pending, selected } = s.context
  switch (e.type) {
    case 'wallet.select':
      return unsettled === null && pending === null
    case 'payment.submit':
      return selected !== null
    case 'xstate.done.actor.commitRepayment':
      // The code entry is walked from a first commit; a retry after "not made" is answered at once.
      return (e as { output: CommitResult }).output.needsCode ? unsettled === null : unsettled !== null
    case 'xstate.error.actor.commitRepayment':
      // A first commit's answer is lost; 800005 answers its retry.
      return isCallFailure((e as { error: unknown }).error) &&
        (e as { error: { kind: string } }).error.kind === 'rejected'
        ? unsettled !== null
        : unsettled === null
    case 'xstate.error.actor.confirmRepayment':
      return unsettled === null
    case 'xstate.done.actor.confirmRepayment':
      return unsettled !== null
    case 'countdown.tick':
    case 'code.resend':
    case 'code.cancel':
    case 'xstate.error.actor.loadRepaymentWays':
      return false
    case 'xstate.done.actor.payByWallet':
      // The checkout opens for a retry after the check found the first not made.
      return unsettled !== null
    default:
      return !e.type.startsWith('xstate.after.')
  }
}

const outcome = createModel(withHost(walked), {
  input: scenarios.outcome.input,
  contextKeys,
  controllable,
  events: scenarios.outcome.events,
  filterEvents: (s, e) => borrowerCan(s, e) && unknownOutcomes(s, e),
})

/** Opened again (a reload, Back, the host) on a BDO commit whose answer never came: checked first. */
const reload = createModel(withHost(walked), {
  input: scenarios.reload.input,
  contextKeys,
  controllable,
  events: scenarios.reload.events,
  filterEvents: (s, e) => borrowerCan(s, e) && unknownOutcomes(s, e),
})

// ------------------------------------------------------------------------------- executor

type Ctx<E> = StepContext<Machine, Src, E>
type Screen = Ctx<unknown>['screen']

/**
 * Runs a step, lets its effects land, then checks the host saw exactly `expected` (a toast that
 * should not show, or a second navigation, fails the step).
 */
async function expectEffects(
  ctx: { advance: (ms: number) => Promise<void> },
  expected: Effect[],
  act: () => Promise<void>,
) {
  const before = effects.length
  await act()
  await ctx.advance(0)
  expect(effects.slice(before)).toEqual(expected)
}

const button = (screen: Screen, name: string | RegExp) => screen.getByRole('button', { name })
const codeInput = (screen: Screen) => screen.getByRole('textbox', { name: 'SMS code' }) as HTMLInputElement
const radio = (screen: Screen, name: string) => screen.getByRole('radio', { name }) as HTMLInputElement
const cardOf = (cardId: string | null | undefined) => ways.cards.find((c) => c.id === cardId)
/** A card's radio is named by its bank and masked number, the wallet's by its title and hint. */
const cardName = (cardId: string) => {
  const card = cardOf(cardId)
  return card ? `${card.bankName} ${card.cardNo}` : `unknown card ${cardId}`
}
const walletName = 'E-wallet Pay in your e-wallet app'
/** The card a confirmation is kept with (its trace gives the receipt after a reload). */
const paidWithOf = (context: RepayByCardContext) => {
  const card = cardOf(selectedCardId({ context }))
  return { cardId: card?.id, bankName: card?.bankName, cardNo: card?.cardNo }
}
const footer = () => document.querySelector('.page__footer')

/** A field's error: under the field, announced, and named by the field's aria-describedby. */
function expectFieldError(field: HTMLElement, text: string | null) {
  if (text === null) {
    expect(field.getAttribute('aria-invalid')).toBe('false')
    expect(field.hasAttribute('aria-describedby')).toBe(false)
    return
  }
  expect(field.getAttribute('aria-invalid')).toBe('true')
  const id = field.getAttribute('aria-describedby') ?? ''
  const error = document.getElementById(id)
  expect(error?.getAttribute('role')).toBe('alert')
  expect(error?.textContent).toBe(text)
}

/**
 * A closed sheet stays mounted (data-closed, data-ending-style) for its exit animation, which Base UI
 * ends on an animation frame: let the frames run. Only used when the machine has left enteringCode,
 * where no timer of the flow is pending.
 */
async function sheetExit(advance: (ms: number) => Promise<void>) {
  await advance(50)
}

/**
 * The oracle of the session, kept from what the borrower and the server did on this path (not from
 * the machine): the commit that waits for its code, and whether the code entry was reopened for it.
 */
let session: {
  pending: PendingCommit | null
  resumed: boolean
  confirming: string | null
  /** The payment whose answer never came, as the borrower made it. */
  unsettled: UnsettledPayment | null
} = {
  pending: null,
  resumed: false,
  confirming: null,
  unsettled: null,
}
/** Pay would reopen the code entry of the remembered commit. */
const resumable = (context: RepayByCardContext) =>
  session.pending !== null &&
  context.selected?.kind === 'card' &&
  context.selected.cardId === session.pending.cardId

function settle<E extends SyntheticEvent>(
  src: Src,
  expected: (ctx: Ctx<E>) => Effect[],
): (ctx: Ctx<SyntheticEvent>) => Promise<void> {
  return async (ctx) => {
    const c = ctx as Ctx<E>
    await expectEffects(c, expected(c), async () => {
      const event = ctx.event
      const actor = ctx.actors[src] as { resolve: (o: unknown) => void; reject: (e: unknown) => void }
      if ('error' in event) actor.reject(event.error)
      else if ('output' in event) actor.resolve(event.output)
      else throw new Error(`${event.type} has no sample output or error`)
    })
  }
}

const failure = (ctx: Ctx<SyntheticEvent>) => [toast(failureToast((ctx.event as { error: unknown }).error))]
const errorOf = (ctx: Ctx<SyntheticEvent>) => (ctx.event as { error: unknown }).error
/** The payment `call` with the way chosen before `ctx`'s step, as the oracle keeps it. */
function unsettledFrom(call: UnsettledPayment['call'], ctx: Ctx<SyntheticEvent>): UnsettledPayment {
  const card = cardOf(selectedCardId(ctx.previous))
  return call === 'wallet' || card === undefined
    ? { call, cardId: '', bankName: '', cardNo: '' }
    : { call, cardId: card.id, bankName: card.bankName, cardNo: card.cardNo }
}
/**
 * A failed payment call: unknown → checked (nothing toasted); 800005 to a retry of an unknown commit →
 * checked; otherwise toasted, and a refusal settles what was unsettled.
 */
function paymentFailure(call: UnsettledPayment['call']) {
  return (ctx: Ctx<SyntheticEvent>): Effect[] => {
    const error = errorOf(ctx)
    if (failureOutcome(error) === 'unknown') {
      session.unsettled = unsettledFrom(call, ctx)
      return []
    }
    const repeated = isCallFailure(error) && error.code === '800005'
    if (call === 'commit' && repeated && session.unsettled?.call === 'commit') return []
    if (failureOutcome(error) === 'refused') session.unsettled = null
    return failure(ctx)
  }
}
const none = () => []
const outputOf = <T,>(ctx: Ctx<SyntheticEvent>) => (ctx.event as { output: T }).output

function executorFor(input: RepayByCardInput): RepayExecutor {
  /** What the borrower sees on every screen of the flow: the amount and what it is for. */
  const page =
    <A extends unknown[]>(assert: (...args: A) => void) =>
    (...args: A) => {
      expect(document.querySelector('[data-testid="repay-amount"]')?.textContent).toBe(amountText)
      const facts = document.querySelector('dl[aria-label="Loan"]')
      expect(
        [...(facts?.querySelectorAll('dt') ?? [])].map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
      ).toEqual([
        ['Loan', loan.productName],
        ['Order number', input.orderId],
        ['Due date', loan.repayDate],
      ])
      assert(...args)
    }

  return {
    render: ({ machine, inspect }) => {
      effects = []
      session = { pending: input.pending, resumed: false, confirming: null, unsettled: input.unsettled }
      render(<RepayPage machine={withHost(machine)} input={input} inspect={inspect} />)
    },
    events: {
      'ways.retry': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(button(screen, 'Try again'))),
      'card.select': ({ user, screen, event, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(radio(screen, cardName(event.cardId)))),
      'wallet.select': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(radio(screen, walletName))),
      'payment.submit': async ({ user, screen, previous, actors, ...ctx }) => {
        const resuming = resumable(previous.context)
        const commits = actors.commitRepayment.calls.length
        await expectEffects(ctx, [], () => user.click(button(screen, resuming ? continueLabel : payLabel)))
        if (previous.context.selected === null) {
          // Pay without a way: said at the ways, not toasted.
          expectFieldError(screen.getByRole('radiogroup'), message('repay.selectCard'))
        }
        if (resuming) {
          // The server already holds this commit: no second one (it would answer 800005).
          expect(actors.commitRepayment.calls).toHaveLength(commits)
          session.resumed = true
        }
      },
      'code.change': ({ user, screen, event, ...ctx }) =>
        expectEffects(ctx, [], async () => {
          await user.clear(codeInput(screen))
          await user.type(codeInput(screen), event.value)
        }),
      'code.submit': async ({ user, screen, previous, actors, ...ctx }) => {
        const full = previous.context.code.length >= 6
        const calls = actors.confirmRepayment.calls.length
        await expectEffects(ctx, [], () => user.click(button(screen, 'Confirm')))
        if (!full) expectFieldError(codeInput(screen), message('repay.codeTooShort'))
        // A resend while this confirmation is in flight does not change the record it confirms.
        if (full) session.confirming = session.pending?.repayRecordId ?? null
        // Confirm carries the order, the code typed and the record id of the latest (re)send.
        expect(actors.confirmRepayment.calls.slice(calls).map((c) => c.input)).toEqual(
          full
            ? [
                {
                  orderId: input.orderId,
                  verifyCode: previous.context.code,
                  repaymentRecordId: session.pending?.repayRecordId,
                  amount: input.amount,
                  paidWith: paidWithOf(previous.context),
                },
              ]
            : [],
        )
      },
      'code.resend': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(button(screen, ui.getCode))),
      'code.cancel': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], async () => {
          await user.click(button(screen, 'Cancel'))
          await sheetExit(ctx.advance)
        }),
      'countdown.tick': async ({ screen, previous, advance, snapshot }) => {
        const before = previous.context.secondsLeft
        expect(button(screen, ui.resendIn(before))).toBeTruthy()
        await expectEffects({ advance }, [], () => advance(999))
        expect(button(screen, ui.resendIn(before))).toBeTruthy()
        // The last tick: 60 s after the countdown (re)started, resend is ready, and not 1 ms earlier.
        if (before === 1) {
          expect(
            snapshot().matches({ enteringCode: { resend: 'coolingDown' } }),
            'resend must still be cooling down 1 ms before 60 s',
          ).toBe(true)
          expect((button(screen, 'Resend code in 1 s') as HTMLButtonElement).disabled).toBe(true)
        }
        await expectEffects({ advance }, [], () => advance(1)) // the state assertion then reads the label
      },
      'details.open': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [borrowDetail(input.orderId)], () =>
          user.click(button(screen, 'View loan details')),
        ),
      'outcome.check': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(button(screen, 'Check again'))),
      'service.open': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [{ type: 'openCustomerService' }], () =>
          user.click(button(screen, 'Contact customer service')),
        ),
      'xstate.done.actor.loadRepaymentWays': async (ctx) => {
        const loaded = outputOf<RepaymentWays>(ctx)
        // A remembered commit whose card is gone cannot be resumed.
        if (!loaded.cards.some((card) => card.id === session.pending?.cardId)) session.pending = null
        await settle('loadRepaymentWays', none)(ctx)
        // Chosen again: the card of the remembered commit, else the way of a payment found not made.
        const expectedCard = session.pending?.cardId ?? session.unsettled?.cardId
        for (const card of loaded.cards) {
          expect(radio(ctx.screen, cardName(card.id)).checked, card.id).toBe(card.id === expectedCard)
        }
      },
      'xstate.error.actor.loadRepaymentWays': settle('loadRepaymentWays', () => [toast(cardListFailed)]),
      'xstate.done.actor.commitRepayment': settle('commitRepayment', (ctx) => {
        const output = outputOf<CommitResult>(ctx)
        const card = cardOf(selectedCardId(ctx.previous))
        if (!card) throw new Error('committed without a card')
        // The commit's outcome is known: nothing is left unsettled.
        session.unsettled = null
        if (output.needsCode) {
          session = {
            pending: { repayRecordId: output.repayRecordId, cardId: card.id },
            resumed: false,
            confirming: null,
            unsettled: null,
          }
          return [remember(input.orderId, session.pending as PendingCommit)]
        }
        return input.isIos
          ? paidEffects(input, card)
          : [{ type: 'closeRepayDialog' }, ...paidEffects(input, card)]
      }),
      'xstate.error.actor.commitRepayment': settle('commitRepayment', paymentFailure('commit')),
      'xstate.done.actor.resendCode': settle('resendCode', (ctx) => {
        const previous = session.pending
        if (!previous) throw new Error('resent without a remembered commit')
        const fresh = outputOf<CommitResult>(ctx).repayRecordId
        session.pending = { ...previous, repayRecordId: fresh === '' ? previous.repayRecordId : fresh }
        return [remember(input.orderId, session.pending)]
      }),
      'xstate.error.actor.resendCode': settle('resendCode', failure),
      'xstate.done.actor.confirmRepayment': async (ctx) => {
        const card = cardOf(selectedCardId(ctx.previous))
        if (!card) throw new Error('confirmed without a card')
        session.unsettled = null
        await settle('confirmRepayment', () => paidEffects(input, card))(ctx)
        await sheetExit(ctx.advance)
      },
      'xstate.error.actor.confirmRepayment': async (ctx) => {
        const unknown = failureOutcome(errorOf(ctx)) === 'unknown'
        await settle('confirmRepayment', paymentFailure('confirm'))(ctx)
        if (unknown) {
          // The code entry gives way to the check: nothing can confirm or cancel meanwhile.
          await sheetExit(ctx.advance)
          return
        }
        // A refused code puts the borrower back in the field to correct it.
        expect(document.activeElement).toBe(codeInput(ctx.screen))
      },
      'xstate.done.actor.payByWallet': settle('payByWallet', () => [
        { type: 'openWalletCheckout', params: { url: walletUrl } },
      ]),
      'xstate.error.actor.payByWallet': settle('payByWallet', paymentFailure('wallet')),
      'xstate.done.actor.checkOutcome': settle('checkPayment', (ctx) => {
        const found = outputOf<CheckOutcome>(ctx).outcome
        const unsettled = session.unsettled
        if (unsettled === null) throw new Error('checked without an unsettled payment')
        // Done: the receipt of what was paid (the trace's card; no card for the e-wallet).
        if (found === 'done') return paidEffects(input, unsettled)
        if (found === 'notDone')
          return [toast(unsettled.call === 'wallet' ? walletNotDoneToast : notDoneToast)]
        return []
      }),
      'xstate.error.actor.checkOutcome': settle('checkPayment', none),
    },
    states: {
      alreadyPaid: page(({ screen, actors }) => {
        expect(screen.getByRole('heading', { name: 'This payment is done' })).toBeTruthy()
        const receipt = screen.getByRole('heading', { name: 'This payment is done' }).closest('.receipt')
        expect(receipt).not.toBeNull()
        expect(receiptLines(receipt as HTMLElement)).toEqual([
          ['Amount', amountText],
          ['Paid with', `${paidWithBdo.bankName} ${paidWithBdo.cardNo}`],
        ])
        expect((button(screen, 'View loan details') as HTMLButtonElement).disabled).toBe(false)
        // Nothing to pay: no ways, no Pay, and nothing asked of the server.
        expect(footer()).toBeNull()
        expect(screen.queryAllByRole('radio')).toHaveLength(0)
        expect(document.querySelector('.skeleton')).toBeNull()
        expect(actors.loadRepaymentWays.calls).toHaveLength(0)
        expect(effects.filter((e) => e.type !== 'openBorrowDetail')).toEqual([])
      }),
      loadingWays: page(({ screen, actors }) => {
        expect(document.querySelector('.skeleton')).not.toBeNull()
        expect(screen.queryAllByRole('radio')).toHaveLength(0)
        expect(screen.queryByRole('alert')).toBeNull()
        const pay = button(screen, payLabel) as HTMLButtonElement
        expect(pay.disabled).toBe(true)
        expect(pay.getAttribute('aria-busy')).toBe('false')
        expect(actors.loadRepaymentWays.pending().map((c) => c.input)).toEqual([{ orderId: input.orderId }])
      }),
      waysUnavailable: page(({ screen, snapshot }) => {
        expectLoadFailure(screen.getByRole('alert'), snapshot().context.loadFailure)
        expect(screen.getByRole('alert').textContent).toContain('Your ways to pay could not be loaded.')
        expect(button(screen, 'Try again')).toBeTruthy()
        expect(document.querySelector('.skeleton')).toBeNull()
        expect((button(screen, payLabel) as HTMLButtonElement).disabled).toBe(true)
      }),
      choosingWay: page(({ screen, expected }) => {
        const { selected, problem } = expected.context
        expect(screen.queryByRole('dialog')).toBeNull()
        const resume = resumable(expected.context)
        const pay = button(screen, resume ? continueLabel : payLabel) as HTMLButtonElement
        expect(pay.disabled).toBe(false)
        // "You already started this payment with BDO…" shows exactly when Pay would resume.
        const note = screen.queryByText(/^You already started this payment with/)
        const card = cardOf(session.pending?.cardId)
        expect(note?.textContent ?? null).toBe(
          resume && card
            ? `You already started this payment with ${card.bankName} ${card.cardNo}. Tap Continue payment to enter the SMS code we sent.`
            : null,
        )
        // One radio per card the list offers (a card no longer offered has none), and the wallet's.
        const offered = expected.context.ways?.cards ?? []
        expect(offered.length, 'a card list was loaded').toBeGreaterThan(0)
        expect(screen.getAllByRole('radio')).toHaveLength(offered.length + 1)
        for (const c of offered) {
          const r = radio(screen, cardName(c.id))
          expect(r.disabled).toBe(false)
          expect(r.checked).toBe(selected?.kind === 'card' && selected.cardId === c.id)
        }
        expect(radio(screen, walletName).checked).toBe(selected?.kind === 'wallet')
        expectFieldError(
          screen.getByRole('radiogroup'),
          problem?.field === 'way' ? noticeText(problem.notice) : null,
        )
        expect(screen.queryAllByRole('alert')).toHaveLength(problem === null ? 0 : 1)
      }),
      committing: page(({ screen, expected, actors }) => {
        const paying = button(screen, 'Paying…') as HTMLButtonElement
        expect(paying.disabled).toBe(true)
        expect(paying.getAttribute('aria-busy')).toBe('true')
        for (const r of screen.getAllByRole('radio')) expect((r as HTMLInputElement).disabled).toBe(true)
        expect(actors.commitRepayment.pending().map((c) => c.input)).toEqual([
          {
            card: cardOf(selectedCardId(expected)),
            repayToken: ways.repayToken,
            orderId: input.orderId,
            amount: input.amount,
            couponId: input.couponId,
            sendMsg: 0,
          },
        ])
      }),
      checkingOutcome: page(({ screen, expected, actors }) => {
        const unsettled = session.unsettled
        expect(expected.context.unsettled).toEqual(unsettled)
        const panel = screen.getByRole('heading', { name: 'Checking your payment' }).closest('section')
        expect(panel?.getAttribute('aria-busy')).toBe('true')
        expect(within(panel as HTMLElement).getByRole('status').textContent).toBe(
          'We are asking the lender whether your payment went through. Do not pay again.',
        )
        // Nothing can pay again while it is checked: no Pay, no ways, no code entry, no Check again yet.
        expect(footer()).toBeNull()
        expect(screen.queryAllByRole('radio')).toHaveLength(0)
        expect(screen.queryByRole('dialog')).toBeNull()
        expect(screen.queryAllByRole('button')).toHaveLength(0)
        expect(actors.checkPayment.pending().map((c) => c.input)).toEqual([
          {
            delaysMs: CHECK_BACKOFF_MS,
            orderId: input.orderId,
            productId: input.productId,
            amount: input.amount,
            call: unsettled?.call,
          },
        ])
      }),
      outcomeUnknown: page(({ screen, actors }) => {
        const panel = screen
          .getByRole('heading', { name: 'We could not confirm your payment yet' })
          .closest('section')
        expect(panel?.getAttribute('aria-busy')).toBe('false')
        expect(within(panel as HTMLElement).getByRole('alert').textContent).toBe(
          'Do not pay again: you may already have been charged. Check again in a few minutes, or contact customer service with your order number.',
        )
        expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
          'Check again',
          'Contact customer service',
        ])
        expect(footer()).toBeNull()
        expect(screen.queryAllByRole('radio')).toHaveLength(0)
        expect(actors.checkPayment.pending()).toHaveLength(0)
      }),
      payingByWallet: page(({ screen, actors }) => {
        expect((button(screen, 'Paying…') as HTMLButtonElement).disabled).toBe(true)
        expect(actors.payByWallet.pending().map((c) => c.input)).toEqual([
          { userId: input.userId, orderId: input.orderId, amount: input.amount },
        ])
        expect(actors.commitRepayment.pending()).toHaveLength(0)
      }),
      enteringCode: page(({ screen, expected }) => {
        const sheet = screen.getByRole('dialog', { name: 'Enter the SMS code' })
        // A reopened entry says that no new payment was made.
        expect(sheet.querySelector('p.muted')?.textContent).toBe(
          session.resumed
            ? 'Enter the code we sent by SMS to 09171234567 for this payment. No new payment has been made.'
            : 'We sent a code by SMS to 09171234567. Enter it to confirm the payment.',
        )
        expect(codeInput(screen).value).toBe(expected.context.code)
        const problem = expected.context.problem
        expectFieldError(codeInput(screen), problem?.field === 'code' ? noticeText(problem.notice) : null)
        // The sheet is modal: the page behind it is out of reach (hidden from assistive tech) and Pay is disabled.
        expect(screen.queryByRole('button', { name: payLabel })).toBeNull()
        expect(
          (screen.getByRole('button', { name: payLabel, hidden: true }) as HTMLButtonElement).disabled,
        ).toBe(true)
      }),
      'enteringCode.resend.coolingDown': ({ screen, expected }) => {
        const label = button(screen, `Resend code in ${expected.context.secondsLeft} s`) as HTMLButtonElement
        expect(label.disabled).toBe(true)
        expect(screen.queryByRole('button', { name: ui.getCode })).toBeNull()
      },
      'enteringCode.resend.ready': ({ screen, expected }) => {
        // Ready, but held while a code is being confirmed: a new code then could void it.
        const confirming = expected.matches({ enteringCode: { code: 'confirming' } })
        expect((button(screen, 'Get code') as HTMLButtonElement).disabled).toBe(confirming)
      },
      'enteringCode.resend.resending': ({ screen, expected, actors }) => {
        expect((button(screen, 'Sending code…') as HTMLButtonElement).disabled).toBe(true)
        expect(screen.queryByRole('button', { name: ui.getCode })).toBeNull()
        expect(actors.resendCode.pending().map((c) => c.input)).toEqual([
          {
            card: cardOf(selectedCardId(expected)),
            repayToken: ways.repayToken,
            orderId: input.orderId,
            amount: input.amount,
            couponId: input.couponId,
            sendMsg: 1,
          },
        ])
      },
      'enteringCode.code.editing': ({ screen }) => {
        expect(codeInput(screen).readOnly).toBe(false)
        expect(codeInput(screen).disabled).toBe(false)
        expect((button(screen, 'Confirm') as HTMLButtonElement).disabled).toBe(false)
        expect((button(screen, 'Cancel') as HTMLButtonElement).disabled).toBe(false)
      },
      'enteringCode.code.confirming': ({ screen, expected, actors }) => {
        // Read-only, not disabled: it keeps its place in the focus order and stays readable.
        expect(codeInput(screen).readOnly).toBe(true)
        expect(codeInput(screen).disabled).toBe(false)
        expect((button(screen, 'Confirming…') as HTMLButtonElement).disabled).toBe(true)
        expect((button(screen, 'Cancel') as HTMLButtonElement).disabled).toBe(true)
        expect(actors.confirmRepayment.pending().map((c) => c.input)).toEqual([
          {
            orderId: input.orderId,
            verifyCode: expected.context.code,
            repaymentRecordId: session.confirming,
            amount: input.amount,
            paidWith: paidWithOf(expected.context),
          },
        ])
      },
      paid: page(({ screen, expected }) => {
        // Announced in a live status; the amount and card travel in the announcement (announcePaid).
        const status = screen.getByText('Payment received. Opening your loan details…')
        expect(status.getAttribute('role')).toBe('status')
        // The card that paid: the unsettled payment's when the check found it done, else the one chosen.
        const paidWith = expected.context.unsettled ?? cardOf(selectedCardId(expected))
        expect(effects.filter((e) => e.type === 'announcePaid')).toEqual([
          {
            type: 'announcePaid',
            params: { amount: input.amount, bankName: paidWith?.bankName, cardNo: paidWith?.cardNo },
          },
        ])
        expect(screen.queryByRole('dialog')).toBeNull()
        expect(footer()).toBeNull()
        expect(screen.queryAllByRole('radio')).toHaveLength(0)
        // The order page opens on the receipt just remembered (its record, when the lender named one).
        const remembered = effects.find((e) => e.type === 'rememberReceipt')
        const receiptRef =
          remembered?.type === 'rememberReceipt' ? remembered.params.repayRecordId : 'no receipt remembered'
        expect(effects.filter((e) => e.type === 'openBorrowDetail')).toEqual([
          borrowDetail(input.orderId, receiptRef),
        ])
        // Android closes its native dialog on the no-code branch only (checked on that step); iOS never.
        if (input.isIos) expect(effects.filter((e) => e.type === 'closeRepayDialog')).toEqual([])
      }),
      leavingForWallet: page(({ screen }) => {
        expect(screen.getByRole('status').textContent).toBe('Opening your e-wallet…')
        expect(footer()).toBeNull()
        expect(effects.filter((e) => e.type !== 'showToast')).toEqual([
          { type: 'openWalletCheckout', params: { url: walletUrl } },
        ])
      }),
    },
  }
}

/** The receipt's lines as [term, value] pairs. */
function receiptLines(receipt: HTMLElement): string[][] {
  return [...within(receipt).getAllByRole('term')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ])
}

const androidExecutor = executorFor(androidInput)
const iosExecutor = executorFor(iosInput)

android.testPaths(androidExecutor, { expectFullCoverage: false })
ios.testPaths(iosExecutor, { expectFullCoverage: false })
alreadyPaid.testPaths(executorFor(paidInput), { expectFullCoverage: false })
resume.testPaths(executorFor(resumeInput), { expectFullCoverage: false })
outcome.testPaths(androidExecutor, { expectFullCoverage: false, title: 'answers that never came' })
reload.testPaths(executorFor(reloadInput), { expectFullCoverage: false, title: 'opened again on one' })

// ------------------------------------------------------------------------------- scenarios

/**
 * A path the shortest-path traversal does not walk (its end is keyed like a state reached more
 * directly), replayed through the same executor: expected snapshots from pure transitions.
 */
const scenario = (input: RepayByCardInput, name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(walked, input, name, events)

describe('the resend countdown', () => {
  // The machine as it ships (a 60 s countdown), not the walked one: no generated paths, this one only.
  const shipped = createModel(withHost(repayByCardMachine), {
    input: androidInput,
    contextKeys,
    controllable,
    filterEvents: () => false,
  })

  it('runs its full 60 s, tick by tick, before Resend works', async () => {
    await shipped.runPath(
      scenarioPath(repayByCardMachine, androidInput, 'the full countdown, then resend', [
        { type: 'xstate.done.actor.loadRepaymentWays', output: ways },
        { type: 'card.select', cardId: bdo.id },
        { type: 'payment.submit' },
        { type: 'xstate.done.actor.commitRepayment', output: needsCode },
        ...ticks(SMS_RESEND_SECONDS),
        { type: 'code.resend' },
        { type: 'xstate.done.actor.resendCode', output: resent },
      ]),
      androidExecutor,
    )
  })
})

describe('field errors clear as the borrower corrects them', () => {
  it('Pay without a way flags the ways; choosing a card clears it and Pay commits', async () => {
    await android.runPath(
      scenario(androidInput, 'way flag cleared', [
        { type: 'xstate.done.actor.loadRepaymentWays', output: ways },
        { type: 'payment.submit' },
        { type: 'card.select', cardId: bpi.id },
        { type: 'payment.submit' },
      ]),
      androidExecutor,
    )
  })

  it('a short code is flagged at the field; typing clears it, and Cancel clears it too', async () => {
    await android.runPath(
      scenario(androidInput, 'code flag cleared', [
        { type: 'xstate.done.actor.loadRepaymentWays', output: ways },
        { type: 'card.select', cardId: bdo.id },
        { type: 'payment.submit' },
        { type: 'xstate.done.actor.commitRepayment', output: needsCode },
        { type: 'code.submit' },
        { type: 'code.change', value: '12345' },
        { type: 'code.submit' },
        { type: 'code.cancel' },
      ]),
      androidExecutor,
    )
  })

  it('Continue payment after Cancel reopens the same entry; a resend there keeps the commit up to date', async () => {
    await android.runPath(
      scenario(androidInput, 'resume after cancel, then resend', [
        { type: 'xstate.done.actor.loadRepaymentWays', output: ways },
        { type: 'card.select', cardId: bdo.id },
        { type: 'payment.submit' },
        { type: 'xstate.done.actor.commitRepayment', output: needsCode },
        { type: 'code.cancel' },
        { type: 'payment.submit' },
        ...countdown,
        { type: 'code.resend' },
        { type: 'xstate.done.actor.resendCode', output: resent },
        { type: 'code.change', value: '123456' },
        { type: 'code.submit' },
        { type: 'xstate.done.actor.confirmRepayment', output: undefined },
      ]),
      androidExecutor,
    )
  })
})

// ------------------------------------------------------------------------------- failure variants

/** The error samples collapse into one graph state; replay each failure spec §8 names on the same path. */
function withError(type: string, error: unknown): ModelPath<Machine> {
  const path = android.paths.find((p) => p.steps.some((s) => s.event.type === type))
  if (!path) throw new Error(`no path through ${type}`)
  return {
    ...path,
    name: `${path.name} [${type.split('.').at(-1)} rejected with ${JSON.stringify(error)}]`,
    steps: path.steps.map((s) =>
      s.event.type === type ? { ...s, event: { type, error } as ModelEvent<Machine> } : s,
    ),
  }
}

describe('failures the borrower reads (spec §8)', () => {
  // The failures whose outcome is known; the unknown ones are checked (the outcome model walks them).
  for (const { name, error, text } of payFailures.filter((f) => failureOutcome(f.error) !== 'unknown')) {
    it(`confirm rejected (${name}) toasts "${text}"`, async () => {
      await android.runPath(withError('xstate.error.actor.confirmRepayment', error), androidExecutor)
      expect(
        effects
          .filter((e) => e.type === 'showToast')
          .map((e) => noticeText(e.params.notice))
          .at(-1),
      ).toBe(text)
    })
    it(`commit rejected (${name}) toasts "${text}"`, async () => {
      await android.runPath(withError('xstate.error.actor.commitRepayment', error), androidExecutor)
      expect(
        effects
          .filter((e) => e.type === 'showToast')
          .map((e) => noticeText(e.params.notice))
          .at(-1),
      ).toBe(text)
    })
  }
})

describe('the session models', () => {
  it('walks the receipt of a paid order and the resumption of a remembered commit', () => {
    console.log(
      `repayByCard paths: alreadyPaid ${alreadyPaid.stats.paths}, resume ${resume.stats.paths} (${resume.stats.steps} steps)`,
    )
    const walks = (model: typeof android, done: (path: ModelPath<Machine>) => boolean) =>
      model.paths.some(done)
    // Back on a paid order: the receipt, and the order opened from it.
    expect(walks(alreadyPaid, (p) => p.steps.some((s) => s.event.type === 'details.open'))).toBe(true)
    // A remembered commit is paid by entering its code, without a commit.
    expect(
      walks(
        resume,
        (p) =>
          p.steps.at(-1)?.expected.matches('paid') === true &&
          !p.steps.some((s) => s.event.type.startsWith('xstate.done.actor.commitRepayment')),
      ),
    ).toBe(true)
    // And dropped when its card is gone.
    expect(
      walks(resume, (p) =>
        p.steps.some(
          (s) =>
            s.event.type === 'xstate.done.actor.loadRepaymentWays' &&
            !(s.event as { output: RepaymentWays }).output.cards.some((card) => card.id === bdo.id),
        ),
      ),
    ).toBe(true)
  })
})

describe('payments whose answer never came', () => {
  const foundNotMade = (step: { event: { type: string } }) =>
    step.event.type === 'xstate.done.actor.checkOutcome' &&
    (step.event as unknown as { output: CheckOutcome }).output.outcome === 'notDone'

  it('opened again on one, every path checks first, and pays again only after a check found it not made', () => {
    expect(reload.paths.length).toBeGreaterThan(0)
    for (const path of reload.paths) {
      expect(path.steps[0]?.expected.matches('checkingOutcome')).toBe(true)
      const paying = path.steps.findIndex((step) => step.expected.matches('committing'))
      if (paying >= 0) expect(path.steps.slice(0, paying).some(foundNotMade)).toBe(true)
    }
  })

  it('in the session, a payment left unknown is never made again before a check found it not made', () => {
    for (const path of outcome.paths) {
      let unknown = false
      let notMade = false
      for (const step of path.steps) {
        if (step.expected.matches('checkingOutcome') && !unknown) unknown = true
        if (foundNotMade(step)) notMade = true
        const paying = step.expected.matches('committing') || step.expected.matches('payingByWallet')
        if (unknown && paying) expect(notMade, path.name).toBe(true)
      }
    }
  })
})

describe('model coverage', () => {
  it('walks every way out of the screen, on Android and on iOS', () => {
    console.log(
      `repayByCard paths: android ${android.stats.paths} (${android.stats.steps} steps, ${android.stats.generationMs} ms), ios ${ios.stats.paths}`,
    )
    // Every way the borrower leaves the screen is walked: paid without a code, paid after one, the e-wallet.
    const endsIn = (model: typeof android, state: 'paid' | 'leavingForWallet', codeEntered: boolean) =>
      model.paths.some(
        (path) =>
          path.steps.at(-1)?.expected.matches(state) === true &&
          path.steps.some((step) => step.expected.matches('enteringCode')) === codeEntered,
      )
    expect(endsIn(android, 'paid', false)).toBe(true)
    expect(endsIn(android, 'paid', true)).toBe(true)
    expect(endsIn(android, 'leavingForWallet', false)).toBe(true)
    expect(endsIn(ios, 'paid', false)).toBe(true)
  })

  it('covers every state and transition of repayByCard', () => {
    const coverage = expectFullCoverage('repayByCard')
    console.log(
      `repayByCard coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}`,
    )
  })
})

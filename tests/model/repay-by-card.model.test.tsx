import { render } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { describe, expect, it, vi } from 'vitest'
import type { InspectionEvent } from 'xstate'
import {
  repayByCardMachine,
  SMS_RESEND_SECONDS,
  type RepayByCardContext,
  type RepayByCardInput,
} from '../../machines/repay-by-card.machine.ts'
import type { ToastParams } from '../../machines/shared/notice.ts'
import { noticeText } from '../../src/i18n/messages.ts'
import { RepayByCardView } from '../../src/screens/repay-by-card/repay-by-card-view.tsx'
import { createModel, expectFullCoverage } from './harness'
import type { Executor, ModelEvent, ModelPath, StepContext, SyntheticEvent } from './harness'
import {
  androidInput,
  bdo,
  bpi,
  cardListFailed,
  codeError,
  codeTooShort,
  declined,
  failureToast,
  iosInput,
  needsCode,
  noCodeNeeded,
  offline,
  payFailures,
  payLabel,
  repeatedSubmit,
  resent,
  selectCardFirst,
  walletUrl,
  ways,
} from './repay-by-card.fixtures'

// The lazy overlay (React.lazy + Suspense) never resolves on a fake clock: render the dialogs directly.
vi.mock('../../src/ui/overlays.tsx', async () => await import('../../src/ui/dialogs.tsx'))

type Machine = typeof repayByCardMachine
type Src = 'loadRepaymentWays' | 'commitRepayment' | 'resendCode' | 'confirmRepayment' | 'payByWallet'
type RepayExecutor = Executor<Machine, Src>

// ------------------------------------------------------------------------------- host effects

/** What the flow asked of the host (toasts, the native bridge, navigation), in order, for this path. */
type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'closeRepayDialog' }
  | { type: 'openBorrowDetail'; params: { orderId: string } }
  | { type: 'openWalletCheckout'; params: { url: string } }
let effects: Effect[] = []

const toast = (params: ToastParams): Effect => ({ type: 'showToast', params })
const borrowDetail = (orderId: string): Effect => ({ type: 'openBorrowDetail', params: { orderId } })

function withHost(machine: Machine): Machine {
  return machine.provide({
    actions: {
      showToast: (_, params) => void effects.push({ type: 'showToast', params }),
      closeRepayDialog: () => void effects.push({ type: 'closeRepayDialog' }),
      openBorrowDetail: (_, params) => void effects.push({ type: 'openBorrowDetail', params }),
      openWalletCheckout: (_, params) => void effects.push({ type: 'openWalletCheckout', params }),
    },
  })
}

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
  return <RepayByCardView actor={actor} mobilePhone="09171234567" />
}

// ------------------------------------------------------------------------------- models

const afterResend = `xstate.after.SMS_RESEND_MS.repayByCard.enteringCode.resend.coolingDown` as const

const samples: Array<ModelEvent<Machine>> = [
  { type: 'xstate.done.actor.loadRepaymentWays', output: ways },
  {
    type: 'xstate.error.actor.loadRepaymentWays',
    error: { kind: 'rejected', code: '500', message: 'Server busy' },
  },
  { type: 'card.select', cardId: bdo.id },
  { type: 'card.select', cardId: bpi.id },
  { type: 'code.change', value: '12345' },
  { type: 'code.change', value: '123456' },
  { type: 'xstate.done.actor.commitRepayment', output: needsCode },
  { type: 'xstate.done.actor.commitRepayment', output: noCodeNeeded },
  { type: 'xstate.error.actor.commitRepayment', error: repeatedSubmit },
  { type: 'xstate.done.actor.resendCode', output: resent },
  { type: 'xstate.error.actor.resendCode', error: offline },
  { type: 'xstate.done.actor.confirmRepayment', output: undefined },
  { type: 'xstate.error.actor.confirmRepayment', error: codeError },
  { type: 'xstate.done.actor.payByWallet', output: walletUrl },
  { type: 'xstate.error.actor.payByWallet', error: declined },
]

/** What the borrower can do on this screen: not re-tap the radio that is already checked, nor type the same code. */
function borrowerCan(s: { context: RepayByCardContext }, e: ModelEvent<Machine>): boolean {
  const selected = s.context.selected
  if (e.type === 'card.select') return !(selected?.kind === 'card' && selected.cardId === e.cardId)
  if (e.type === 'wallet.select') return selected?.kind !== 'wallet'
  if (e.type === 'code.change') return e.value !== s.context.code
  return true
}

const controllable = [
  'loadRepaymentWays',
  'commitRepayment',
  'resendCode',
  'confirmRepayment',
  'payByWallet',
] as const

const android = createModel(withHost(repayByCardMachine), {
  input: androidInput,
  contextKeys: ['selected', 'code'],
  controllable,
  events: samples,
  // The code entry does not depend on the card: explore it with BDO only (BPI still pays with and without failure).
  filterEvents: (s, e) =>
    borrowerCan(s, e) &&
    !(
      e.type === 'xstate.done.actor.commitRepayment' &&
      (e as { output: typeof needsCode }).output.needsCode &&
      s.context.selected?.kind === 'card' &&
      s.context.selected.cardId === bpi.id
    ),
})

/** iOS differs in one branch only (no native dialog to close): walk the no-code card payment there. */
const ios = createModel(withHost(repayByCardMachine), {
  input: iosInput,
  contextKeys: ['selected', 'code'],
  controllable,
  events: samples,
  filterEvents: (s, e) =>
    borrowerCan(s, e) &&
    [
      'xstate.done.actor.loadRepaymentWays',
      'card.select',
      'payment.submit',
      'xstate.done.actor.commitRepayment',
    ].includes(e.type) &&
    !(e.type === 'xstate.done.actor.commitRepayment' && (e as { output: typeof needsCode }).output.needsCode),
})

// ------------------------------------------------------------------------------- executor

type Ctx<E> = StepContext<Machine, Src, E>

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

const button = (screen: Ctx<unknown>['screen'], name: string | RegExp) => screen.getByRole('button', { name })
const codeInput = (screen: Ctx<unknown>['screen']) =>
  screen.getByRole('textbox', { name: 'Verification code' }) as HTMLInputElement
const radio = (screen: Ctx<unknown>['screen'], name: string) =>
  screen.getByRole('radio', { name }) as HTMLInputElement
/** A card's radio is named by its bank and masked number, the wallet's by its title and hint. */
const cardName = (cardId: string) => {
  const card = ways.cards.find((c) => c.id === cardId)
  return card ? `${card.bankName} ${card.cardNo}` : `unknown card ${cardId}`
}
const walletName = 'E-wallet Pay in your e-wallet app'

/**
 * A closed sheet stays mounted (data-closed, data-ending-style) for its exit animation, which Base UI
 * ends on an animation frame: let the frames run. Only used when the machine has left enteringCode,
 * where no timer of the flow is pending.
 */
async function sheetExit(advance: (ms: number) => Promise<void>) {
  await advance(50)
}

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
const none = () => []

function executorFor(input: RepayByCardInput): RepayExecutor {
  return {
    render: ({ machine, inspect }) => {
      effects = []
      render(<RepayPage machine={withHost(machine)} input={input} inspect={inspect} />)
    },
    events: {
      'ways.retry': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(button(screen, 'Try again'))),
      'card.select': ({ user, screen, event, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(radio(screen, cardName(event.cardId)))),
      'wallet.select': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(radio(screen, walletName))),
      'payment.submit': ({ user, screen, previous, ...ctx }) =>
        expectEffects(ctx, previous.context.selected === null ? [toast(selectCardFirst)] : [], () =>
          user.click(button(screen, payLabel)),
        ),
      'code.change': ({ user, screen, event, ...ctx }) =>
        expectEffects(ctx, [], async () => {
          await user.clear(codeInput(screen))
          await user.type(codeInput(screen), event.value)
        }),
      'code.submit': async ({ user, screen, previous, actors, ...ctx }) => {
        const full = previous.context.code.length >= 6
        const calls = actors.confirmRepayment.calls.length
        await expectEffects(ctx, full ? [] : [toast(codeTooShort)], () =>
          user.click(button(screen, 'Confirm')),
        )
        // Confirm carries the order, the code typed and the record id of the latest (re)send.
        expect(actors.confirmRepayment.calls.slice(calls).map((c) => c.input)).toEqual(
          full
            ? [
                {
                  orderId: input.orderId,
                  verifyCode: previous.context.code,
                  repaymentRecordId: previous.context.repayRecordId,
                },
              ]
            : [],
        )
      },
      'code.resend': ({ user, screen, ...ctx }) =>
        expectEffects(ctx, [], () => user.click(button(screen, 'get verification code'))),
      'code.cancel': ({ user, screen, previous, ...ctx }) =>
        expectEffects(ctx, [], async () => {
          if (previous.matches({ enteringCode: { entry: 'confirming' } })) {
            // Cancel is disabled while confirming; the sheet can still be dismissed with Esc.
            expect((button(screen, 'Cancel') as HTMLButtonElement).disabled).toBe(true)
            await user.keyboard('{Escape}')
          } else {
            await user.click(button(screen, 'Cancel'))
          }
          await sheetExit(ctx.advance)
        }),
      'countdown.tick': async ({ screen, previous, advance }) => {
        const before = previous.context.secondsLeft
        expect(button(screen, `${before}s`)).toBeTruthy()
        await expectEffects({ advance }, [], () => advance(999))
        expect(button(screen, `${before}s`)).toBeTruthy()
        await advance(1) // the state assertion then reads the label one second lower
      },
      // The resend timer: 60 s after the countdown (re)started, whatever ticks this path already spent.
      [afterResend]: async ({ screen, previous, advance, snapshot }) => {
        const spent = (SMS_RESEND_SECONDS - previous.context.secondsLeft) * 1000
        await advance(SMS_RESEND_SECONDS * 1000 - spent - 1)
        expect(
          snapshot().matches({ enteringCode: { resend: 'coolingDown' } }),
          'resend must still be cooling down 1 ms before 60 s',
        ).toBe(true)
        const early = button(screen, '1s') as HTMLButtonElement
        expect(early.disabled).toBe(true)
        await expectEffects({ advance }, [], () => advance(1))
      },
      'xstate.done.actor.loadRepaymentWays': settle('loadRepaymentWays', none),
      'xstate.error.actor.loadRepaymentWays': settle('loadRepaymentWays', () => [toast(cardListFailed)]),
      'xstate.done.actor.commitRepayment': settle('commitRepayment', ({ event }) => {
        if ((event as { output: typeof needsCode }).output.needsCode) return []
        return input.isIos
          ? [borrowDetail(input.orderId)]
          : [{ type: 'closeRepayDialog' }, borrowDetail(input.orderId)]
      }),
      'xstate.error.actor.commitRepayment': settle('commitRepayment', failure),
      'xstate.done.actor.resendCode': settle('resendCode', none),
      'xstate.error.actor.resendCode': settle('resendCode', failure),
      'xstate.done.actor.confirmRepayment': async (ctx) => {
        await settle('confirmRepayment', () => [borrowDetail(input.orderId)])(ctx)
        await sheetExit(ctx.advance)
      },
      'xstate.error.actor.confirmRepayment': settle('confirmRepayment', failure),
      'xstate.done.actor.payByWallet': settle('payByWallet', () => [
        { type: 'openWalletCheckout', params: { url: walletUrl } },
      ]),
      'xstate.error.actor.payByWallet': settle('payByWallet', failure),
    },
    states: {
      loadingWays: ({ screen, actors }) => {
        expect(document.querySelector('.skeleton')).not.toBeNull()
        expect(screen.queryAllByRole('radio')).toHaveLength(0)
        expect(screen.queryByRole('alert')).toBeNull()
        // The footer reads "Paying…" here (the busy tag): reported, not pinned.
        expect((button(screen, /^Pay/) as HTMLButtonElement).disabled).toBe(true)
        expect(actors.loadRepaymentWays.pending().map((c) => c.input)).toEqual([{ orderId: input.orderId }])
      },
      waysUnavailable: ({ screen }) => {
        expect(screen.getByRole('alert').textContent).toContain('Your payment methods could not be loaded.')
        expect(button(screen, 'Try again')).toBeTruthy()
        expect(document.querySelector('.skeleton')).toBeNull()
        expect((button(screen, payLabel) as HTMLButtonElement).disabled).toBe(true)
      },
      choosingWay: ({ screen, expected }) => {
        const selected = expected.context.selected
        expect(screen.queryByRole('dialog')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        expect(screen.getByTestId('repay-amount').textContent).toBe('₱1.234,56')
        expect((button(screen, payLabel) as HTMLButtonElement).disabled).toBe(false)
        for (const card of ways.cards) {
          const r = radio(screen, cardName(card.id))
          expect(r.disabled).toBe(false)
          expect(r.checked).toBe(selected?.kind === 'card' && selected.cardId === card.id)
        }
        expect(radio(screen, walletName).checked).toBe(selected?.kind === 'wallet')
      },
      committing: ({ screen, expected, actors }) => {
        const paying = button(screen, 'Paying…') as HTMLButtonElement
        expect(paying.disabled).toBe(true)
        for (const r of screen.getAllByRole('radio')) expect((r as HTMLInputElement).disabled).toBe(true)
        const selected = expected.context.selected
        const card = ways.cards.find((c) => selected?.kind === 'card' && c.id === selected.cardId)
        expect(actors.commitRepayment.pending().map((c) => c.input)).toEqual([
          {
            card,
            repayToken: ways.repayToken,
            orderId: input.orderId,
            amount: input.amount,
            couponId: input.couponId,
            sendMsg: 0,
          },
        ])
      },
      payingByWallet: ({ screen, actors }) => {
        expect((button(screen, 'Paying…') as HTMLButtonElement).disabled).toBe(true)
        expect(actors.payByWallet.pending().map((c) => c.input)).toEqual([
          { userId: input.userId, orderId: input.orderId, amount: input.amount },
        ])
        expect(actors.commitRepayment.pending()).toHaveLength(0)
      },
      enteringCode: ({ screen, expected }) => {
        const sheet = screen.getByRole('dialog', { name: 'Enter verification code' })
        expect(sheet.textContent).toContain('We sent a code by SMS to 09171234567.')
        expect(codeInput(screen).value).toBe(expected.context.code)
        // The sheet is modal: the page behind it is out of reach (hidden from assistive tech) and Pay is disabled.
        expect(screen.queryByRole('button', { name: payLabel })).toBeNull()
        expect(
          (screen.getByRole('button', { name: payLabel, hidden: true }) as HTMLButtonElement).disabled,
        ).toBe(true)
      },
      'enteringCode.resend.coolingDown': ({ screen, expected }) => {
        const label = button(screen, `${expected.context.secondsLeft}s`) as HTMLButtonElement
        expect(label.disabled).toBe(true)
        expect(screen.queryByRole('button', { name: 'get verification code' })).toBeNull()
      },
      'enteringCode.resend.ready': ({ screen }) => {
        expect((button(screen, 'get verification code') as HTMLButtonElement).disabled).toBe(false)
      },
      'enteringCode.resend.resending': ({ screen, expected, actors }) => {
        expect((button(screen, 'get verification code') as HTMLButtonElement).disabled).toBe(true)
        const selected = expected.context.selected
        const card = ways.cards.find((c) => selected?.kind === 'card' && c.id === selected.cardId)
        expect(actors.resendCode.pending().map((c) => c.input)).toEqual([
          {
            card,
            repayToken: ways.repayToken,
            orderId: input.orderId,
            amount: input.amount,
            couponId: input.couponId,
            sendMsg: 1,
          },
        ])
      },
      'enteringCode.entry.editing': ({ screen }) => {
        expect(codeInput(screen).disabled).toBe(false)
        expect((button(screen, 'Confirm') as HTMLButtonElement).disabled).toBe(false)
        expect((button(screen, 'Cancel') as HTMLButtonElement).disabled).toBe(false)
      },
      'enteringCode.entry.confirming': ({ screen, expected, actors }) => {
        expect(codeInput(screen).disabled).toBe(true)
        expect((button(screen, 'Confirming…') as HTMLButtonElement).disabled).toBe(true)
        expect((button(screen, 'Cancel') as HTMLButtonElement).disabled).toBe(true)
        expect(actors.confirmRepayment.pending().map((c) => c.input.verifyCode)).toEqual([
          expected.context.code,
        ])
      },
      paid: ({ screen }) => {
        expect(screen.getByRole('status').textContent).toBe('Payment received. Opening your loan details…')
        expect(screen.queryByRole('dialog')).toBeNull()
        expect((button(screen, payLabel) as HTMLButtonElement).disabled).toBe(true)
        expect(effects.filter((e) => e.type === 'openBorrowDetail')).toEqual([borrowDetail(input.orderId)])
        // Android closes its native dialog on the no-code branch only (checked on that step); iOS never.
        if (input.isIos) expect(effects.filter((e) => e.type === 'closeRepayDialog')).toEqual([])
      },
      leavingForWallet: ({ screen }) => {
        expect(screen.getByRole('status').textContent).toBe('Opening your e-wallet…')
        expect(effects.filter((e) => e.type !== 'showToast')).toEqual([
          { type: 'openWalletCheckout', params: { url: walletUrl } },
        ])
      },
    },
  }
}

const androidExecutor = executorFor(androidInput)
const iosExecutor = executorFor(iosInput)

android.testPaths(androidExecutor, { expectFullCoverage: false })
ios.testPaths(iosExecutor, { expectFullCoverage: false })

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
  for (const { name, error, text } of payFailures) {
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

describe('model coverage', () => {
  it('generates a handful of paths per model', () => {
    console.log(
      `repayByCard paths: android ${android.stats.paths} (${android.stats.steps} steps, ${android.stats.generationMs} ms), ios ${ios.stats.paths}`,
    )
    expect(android.paths.length).toBeGreaterThan(10)
    expect(ios.paths.length).toBeGreaterThan(0)
  })

  it('covers every state and transition of repayByCard', () => {
    const coverage = expectFullCoverage('repayByCard')
    console.log(
      `repayByCard coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}`,
    )
  })
})

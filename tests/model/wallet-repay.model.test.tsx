import { render, screen, within } from '@testing-library/react'
import { useActorRef } from '@xstate/react'
import { beforeAll, describe, expect, it } from 'vitest'
import type { InspectionEvent } from 'xstate'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS, failureOutcome, type CheckOutcome } from '../../machines/shared/submission.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { walletRepayMachine } from '../../machines/wallet-repay.machine.ts'
import type { CardRepayParams, WalletRepayInput } from '../../machines/wallet-repay.types.ts'
import { paymentCheckPanel } from '../../src/screens/shared/payment-outcome.ts'
import { WalletRepayView } from '../../src/screens/wallet/wallet-repay-view.tsx'
import { createModel, expectFullCoverage, recorder, scenarioPath } from './harness.ts'
import type { Executor, ModelEvent } from './harness.ts'
import { CHECKOUT, INPUT, REFUSED, REOPENED, scenarios } from './samples/wallet-repay.samples.ts'

type Machine = typeof walletRepayMachine
type Src = 'payByWallet' | 'checkPayment'

// The check's panel loads on demand (its own chunk): load it before the fake clock.
beforeAll(async () => {
  await paymentCheckPanel.prefetch()
})

const CARD: CardRepayParams = {
  orderId: INPUT.orderId,
  amount: INPUT.amount,
  couponId: '',
  productName: INPUT.productName,
  repayDate: INPUT.repayDate,
}
const OFFLINE: CallFailure = { kind: 'offline' }
const URL_REFUSED: CallFailure = { kind: 'rejected', code: 'checkoutRefused' }
/** What each failure sample whose outcome is known must toast (spec §8: the server's message, else "processing failed"). */
const TOAST_OF = new Map<unknown, ToastParams>([
  [REFUSED, { notice: { text: REFUSED.message ?? '' }, tone: 'failure' }],
  [OFFLINE, { notice: { id: 'error.offline' }, tone: 'failure' }],
  [URL_REFUSED, { notice: { id: 'error.processingFailed' }, tone: 'failure' }],
])
const NOT_MADE: ToastParams = { notice: { id: 'repay.walletNotDone' }, tone: 'info' }

const host = recorder()
/** The card page openings the taps so far should have asked for. */
const askedCard: CardRepayParams[] = []
/** When (on the fake clock) Pay by bank card last asked: a repeated tap within REPEAT_TAP_MS asks nothing. */
let askedAt: number | undefined
const repeated = () => askedAt !== undefined && Date.now() - askedAt < REPEAT_TAP_MS
/** The toasts the failures and checks so far should have shown, in order. */
const expectedToasts: ToastParams[] = []
/** How many times customer service was asked for. */
let serviceAsked = 0

function Screen({
  machine,
  input,
  inspect,
}: {
  machine: Machine
  input: WalletRepayInput
  inspect: (event: InspectionEvent) => void
}) {
  const actor = useActorRef(machine, { input, inspect })
  return <WalletRepayView actor={actor} />
}

const model = createModel(walletRepayMachine, {
  input: scenarios.default.input,
  controllable: ['payByWallet', 'checkPayment'],
  events: scenarios.default.events,
})

/** Opened again on a checkout whose answer never came: checked before anything is asked. */
const reopened = createModel(walletRepayMachine, {
  input: scenarios.reopened.input,
  controllable: ['payByWallet', 'checkPayment'],
  events: scenarios.reopened.events,
})

const opening = () => document.querySelector('.wallet-opening')

/** Every state: the page names itself and shows the amount and the order; the effects so far are the expected ones. */
function everyState() {
  expect(document.title).toBe('Pay by e-wallet · Bayad')
  expect(screen.getByTestId('wallet-amount').textContent).toBe('₱3,500.00')
  expect(screen.getByText('Bayad Cash')).toBeTruthy()
  expect(screen.getByText('ORD20261121001')).toBeTruthy()
  expect(screen.getByText('2026-12-21')).toBeTruthy()
  expect(host.toasts()).toEqual(expectedToasts)
  expect(host.of('openCardRepay')).toEqual(askedCard)
  expect(host.of('openCustomerService')).toHaveLength(serviceAsked)
}

/** The check's panel: its heading names what it says, and nothing else can be tapped while it checks. */
const panel = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement

const executorFor = (input: WalletRepayInput): Executor<Machine, Src> => ({
  render: ({ machine, inspect }) => {
    host.reset()
    askedCard.length = 0
    askedAt = undefined
    expectedToasts.length = 0
    serviceAsked = 0
    const provided = machine.provide({
      actions: {
        showToast: host.record('showToast'),
        openWalletCheckout: host.record('openWalletCheckout'),
        openCardRepay: host.record('openCardRepay'),
        announcePaid: host.record('announcePaid'),
        openBorrowDetail: host.record('openBorrowDetail'),
        openCustomerService: host.record('openCustomerService'),
      },
    })
    render(<Screen machine={provided} input={input} inspect={inspect} />)
  },
  events: {
    'xstate.error.actor.payByWallet': ({ event, actors }) => {
      const error = (event as { error: unknown }).error
      // No answer that can be read: nothing is toasted, the order is checked.
      if (failureOutcome(error) !== 'unknown') {
        const toast = TOAST_OF.get(error)
        if (toast === undefined) throw new Error('a failure sample without its expected toast')
        expectedToasts.push(toast)
      }
      actors.payByWallet.reject(error)
    },
    'xstate.done.actor.checkOutcome': ({ event, actors }) => {
      const output = (event as { output: CheckOutcome }).output
      if (output.outcome === 'notDone') expectedToasts.push(NOT_MADE)
      actors.checkPayment.resolve(output)
    },
    'xstate.error.actor.checkOutcome': ({ event, actors }) => {
      actors.checkPayment.reject((event as { error: unknown }).error)
    },
    'outcome.check': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Check again' }))
    },
    'service.open': async ({ user, screen }) => {
      serviceAsked += 1
      await user.click(screen.getByRole('button', { name: 'Contact customer service' }))
    },
    'wallet.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }))
    },
    'card.choose': async ({ user, screen }) => {
      if (!repeated()) {
        askedCard.push(CARD)
        askedAt = Date.now()
      }
      await user.click(screen.getByRole('button', { name: 'Pay by bank card' }))
    },
  },
  states: {
    checkingOutcome: ({ actors }) => {
      everyState()
      const checking = panel('Checking your payment')
      expect(checking.getAttribute('aria-busy')).toBe('true')
      expect(within(checking).getByRole('status').textContent).toBe(
        'We are asking the lender about your payment before we open your e-wallet again. Do not pay again.',
      )
      // No second checkout, no card page, no Check again while it checks.
      expect(screen.queryByRole('button')).toBeNull()
      expect(opening()).toBeNull()
      expect(actors.checkPayment.pending().map((c) => c.input)).toEqual([
        {
          delaysMs: CHECK_BACKOFF_MS,
          orderId: INPUT.orderId,
          productId: INPUT.productId,
          amount: INPUT.amount,
          call: 'wallet',
        },
      ])
      expect(host.of('openWalletCheckout')).toEqual([])
    },
    outcomeUnknown: ({ actors }) => {
      everyState()
      const unknown = panel('We could not confirm your payment yet')
      expect(within(unknown).getByRole('alert').textContent).toBe(
        'Do not pay again: your payment may already be under way. Check again in a few minutes, or contact customer service with your order number.',
      )
      expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
        'Check again',
        'Contact customer service',
      ])
      expect(actors.checkPayment.pending()).toHaveLength(0)
      expect(host.of('openWalletCheckout')).toEqual([])
    },
    paid: () => {
      everyState()
      expect(screen.getByRole('status').textContent).toBe('Payment received. Opening your loan details…')
      expect(screen.queryByRole('button')).toBeNull()
      expect(host.of('announcePaid')).toEqual([{ amount: INPUT.amount, bankName: '', cardNo: '' }])
      expect(host.of('openBorrowDetail')).toEqual([{ orderId: INPUT.orderId }])
      expect(host.of('openWalletCheckout')).toEqual([])
    },
    paying: ({ screen, actors }) => {
      everyState()
      expect(screen.getByRole('status').textContent).toBe(
        'Opening your e-wallet…You will confirm the payment of ₱3,500.00 in your e-wallet app.',
      )
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByRole('button')).toBeNull()
      expect(actors.payByWallet.pending()).toHaveLength(1)
      expect(actors.payByWallet.calls.at(-1)?.input).toEqual({
        userId: '100234',
        orderId: 'ORD20261121001',
        amount: '350000',
      })
      expect(host.of('openWalletCheckout')).toEqual([])
    },
    leavingForWallet: ({ screen, actors }) => {
      everyState()
      // The page stays as it was while the checkout loads; nothing can be tapped twice.
      expect(screen.getByRole('status').textContent).toContain('Opening your e-wallet…')
      expect(screen.queryByRole('button')).toBeNull()
      expect(host.of('openWalletCheckout')).toEqual([{ url: CHECKOUT }])
      expect(actors.payByWallet.pending()).toHaveLength(0)
    },
    failed: ({ screen, actors }) => {
      everyState()
      const alert = screen.getByRole('alert')
      expect(alert.textContent).toBe(
        'Your e-wallet could not be openedTry again, or pay the same amount by bank card.',
      )
      expect(
        screen.getByRole('heading', { level: 2, name: 'Your e-wallet could not be opened' }),
      ).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Pay by bank card' })).toBeTruthy()
      expect(opening()).toBeNull()
      expect(actors.payByWallet.pending()).toHaveLength(0)
      expect(host.of('openWalletCheckout')).toEqual([])
    },
    'failed.idle': () => {
      expect(repeated()).toBe(false)
    },
    'failed.asked': () => {
      expect(repeated()).toBe(true)
      expect(host.of('openCardRepay').length).toBeGreaterThan(0)
    },
  },
})

const executor = executorFor(INPUT)
model.testPaths(executor, { expectFullCoverage: false })
reopened.testPaths(executorFor(REOPENED), { expectFullCoverage: false, title: 'opened again' })

/** A path the shortest-path traversal does not walk, replayed through the same executor. */
const scenario = (name: string, events: Array<ModelEvent<Machine>>) =>
  scenarioPath(walletRepayMachine, INPUT, name, events)

/** REPEAT_TAP_MS ends after Pay by bank card: the buttons ask again. */
const CARD_SETTLES = 'xstate.after.REPEAT_TAP_MS.walletRepay.failed.asked'

describe('e-wallet repayment screen', () => {
  it.each([
    ['not sent (offline)', OFFLINE],
    ['a refused checkout URL', URL_REFUSED],
  ])('%s: the catalogue toast, then Try again opens the checkout', async (_what, error) => {
    await model.runPath(
      scenario(`failure: ${_what}`, [
        { type: 'xstate.error.actor.payByWallet', error },
        { type: 'wallet.retry' },
        { type: 'xstate.error.actor.payByWallet', error: REFUSED },
        { type: 'wallet.retry' },
        { type: 'xstate.done.actor.payByWallet', output: CHECKOUT },
      ]),
      executor,
    )
    expect(host.toasts()).toEqual([
      TOAST_OF.get(error),
      { notice: { text: REFUSED.message }, tone: 'failure' },
    ])
    expect(host.of('openWalletCheckout')).toEqual([{ url: CHECKOUT }])
  })

  it('a double tap on Pay by bank card asks once (Try again too is ignored); after REPEAT_TAP_MS a tap asks again', async () => {
    expect(model.afterEvents.has(CARD_SETTLES)).toBe(true)
    const path = scenario('double tap', [
      { type: 'xstate.error.actor.payByWallet', error: REFUSED },
      { type: 'card.choose' },
      { type: 'card.choose' },
      { type: CARD_SETTLES },
      { type: 'card.choose' },
    ])
    expect(path.steps.map((step) => step.expected.matches({ failed: 'asked' }))).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
    ])
    await model.runPath(path, {
      ...executor,
      events: {
        ...executor.events,
        // 1 ms before REPEAT_TAP_MS ends, a tap on either button is still ignored.
        [CARD_SETTLES]: async ({ user, screen, advance, snapshot, actors }) => {
          await advance(REPEAT_TAP_MS - 1)
          await user.click(screen.getByRole('button', { name: 'Pay by bank card' }))
          await user.click(screen.getByRole('button', { name: 'Try again' }))
          await advance(0)
          expect(snapshot().matches({ failed: 'asked' })).toBe(true)
          expect(host.of('openCardRepay')).toHaveLength(1)
          expect(actors.payByWallet.calls).toHaveLength(1)
          await advance(1)
        },
      },
    })
    expect(host.of('openCardRepay')).toEqual([CARD, CARD])
  })

  it('a double tap on Try again asks the e-wallet once', async () => {
    const path = scenario('double tap on Try again', [
      { type: 'xstate.error.actor.payByWallet', error: REFUSED },
      { type: 'wallet.retry' },
    ])
    await model.runPath(path, {
      ...executor,
      events: {
        ...executor.events,
        'wallet.retry': async ({ user, screen, actors }) => {
          // Both taps land before the page can re-render: the second finds the flow already asking.
          const retry = screen.getByRole('button', { name: 'Try again' })
          retry.click()
          retry.click()
          await user.click(document.body)
          expect(actors.payByWallet.calls).toHaveLength(2)
        },
      },
    })
  })

  it('covers every state and transition of walletRepay', () => {
    const coverage = expectFullCoverage('walletRepay')
    expect(coverage.states.total).toBe(coverage.states.covered)
    expect(coverage.transitions.total).toBe(coverage.transitions.covered)
  })
})

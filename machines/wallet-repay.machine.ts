import { fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import { CHECK_BACKOFF_MS, checkFound, outcomeUnknown, type CheckOutcome } from './shared/submission.ts'
import type { Receipt, WalletInput } from './repay-by-card.types.ts'
import type { PaymentCheckInput } from './repay-outcome.ts'
import type {
  CardRepayParams,
  WalletRepayContext,
  WalletRepayEvent,
  WalletRepayInput,
} from './wallet-repay.types.ts'

/**
 * E-wallet repayment of one order (spec §2 pay-way route `/alipayrepayment`, §7 repayment-huichao):
 * the borrower chose the e-wallet on a pay-way page, so the page asks for the e-wallet checkout at
 * once and hands itself to it. When the e-wallet cannot be opened, the borrower tries again or pays
 * the same amount by bank card (`/repayChoose`). When no answer could be read, the order is checked
 * first (docs/decisions/022-submission-outcomes.md): a second checkout is never asked for blindly.
 */

export const walletRepayMachine = setup({
  types: {
    context: {} as WalletRepayContext,
    events: {} as WalletRepayEvent,
    input: {} as WalletRepayInput,
  },
  actors: {
    /** The e-wallet checkout URL the server returned, already checked as a redirect target. */
    payByWallet: fromPromise<string, WalletInput>(notProvided('payByWallet')),
    /** Asks the lender whether the order is paid (the same check as the card repayment's). */
    checkPayment: fromPromise<CheckOutcome, PaymentCheckInput>(notProvided('checkPayment')),
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** Replaces this page with the e-wallet checkout: Back from the wallet does not ask again. */
    openWalletCheckout: notProvidedAction<{ url: string }>('openWalletCheckout'),
    openCardRepay: notProvidedAction<CardRepayParams>('openCardRepay'),
    /** Tells the borrower the order is paid; the message outlives the page (a toast). */
    announcePaid: notProvidedAction<Receipt>('announcePaid'),
    openBorrowDetail: notProvidedAction<{ orderId: string }>('openBorrowDetail'),
    openCustomerService: notProvidedAction('openCustomerService'),
  },
  guards: {
    isUnsettled: ({ context }) => context.unsettled !== null,
    outcomeUnknown,
    checkFoundDone: checkFound('done'),
    checkFoundNotDone: checkFound('notDone'),
  },
  delays: { REPEAT_TAP_MS },
}).createMachine({
  id: 'walletRepay',
  description:
    'Repay an order by e-wallet: the checkout is asked for at once; if it cannot open, try again or pay by bank card.',
  context: ({ input }) => ({ ...input }),
  initial: 'opening',
  states: {
    opening: {
      description:
        'A payment of this order whose answer never came (a checkout asked for here, or a card payment; then a reload, Back, the host reopening the page) is checked before the e-wallet is asked.',
      always: [{ guard: 'isUnsettled', target: 'checkingOutcome' }, { target: 'paying' }],
    },
    paying: {
      description: 'repayment-huichao for the order and amount; the server answers the e-wallet checkout.',
      tags: ['busy', 'opening'],
      invoke: {
        id: 'payByWallet',
        src: 'payByWallet',
        input: ({ context }) => ({
          userId: context.userId,
          orderId: context.orderId,
          amount: context.amount,
        }),
        onDone: {
          target: 'leavingForWallet',
          actions: { type: 'openWalletCheckout', params: ({ event }) => ({ url: event.output }) },
        },
        onError: [
          // No answer that can be read: the checkout may exist. Check the order before asking again.
          { guard: 'outcomeUnknown', target: 'checkingOutcome' },
          {
            target: 'failed',
            actions: { type: 'showToast', params: failureToast('error.processingFailed') },
          },
        ],
      },
    },
    checkingOutcome: {
      description:
        'repayment-huichao got no answer that could be read: the lender is asked about the order, a few times over about 15 s. Nothing can be tapped.',
      tags: ['busy', 'checking'],
      invoke: {
        id: 'checkOutcome',
        src: 'checkPayment',
        input: ({ context }) => ({
          delaysMs: CHECK_BACKOFF_MS,
          orderId: context.orderId,
          productId: context.productId,
          amount: context.amount,
          // A card payment left unknown (opened on its trace) is checked as such (its repay token too).
          call: context.unsettled ?? 'wallet',
        }),
        onDone: [
          { guard: 'checkFoundDone', target: 'paid' },
          {
            guard: 'checkFoundNotDone',
            target: 'failed',
            actions: {
              type: 'showToast',
              params: ({ context }) => ({
                notice: {
                  id: (context.unsettled ?? 'wallet') === 'wallet' ? 'repay.walletNotDone' : 'repay.notDone',
                },
                tone: 'info' as const,
              }),
            },
          },
          { target: 'outcomeUnknown' },
        ],
        onError: { target: 'outcomeUnknown' },
      },
    },
    outcomeUnknown: {
      description:
        'The checks could not tell whether the order is paid: the borrower is told not to pay again, and can check again or contact customer service.',
      tags: ['outcomeUnknown'],
      on: {
        'outcome.check': { target: 'checkingOutcome' },
        'service.open': { actions: 'openCustomerService' },
      },
    },
    paid: {
      type: 'final',
      description: 'The check found the order paid: announced, and the order opens.',
      tags: ['paid'],
      entry: [
        {
          type: 'announcePaid',
          params: ({ context }) => ({ amount: context.amount, bankName: '', cardNo: '' }),
        },
        { type: 'openBorrowDetail', params: ({ context }) => ({ orderId: context.orderId }) },
      ],
    },
    failed: {
      description:
        'The e-wallet could not be opened (refused, not sent, or found not made by the check): try again (a retry after a check asks with the same key), or pay by bank card.',
      tags: ['failed'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'wallet.retry': { target: '#walletRepay.paying' },
            'card.choose': {
              target: 'asked',
              actions: {
                type: 'openCardRepay',
                params: ({ context }) => ({
                  orderId: context.orderId,
                  amount: context.amount,
                  couponId: context.couponId,
                  productName: context.productName,
                  repayDate: context.repayDate,
                }),
              },
            },
          },
        },
        asked: {
          description:
            'The card repayment page was asked for; a repeated tap (on either button) within REPEAT_TAP_MS is ignored.',
          after: { REPEAT_TAP_MS: 'idle' },
        },
      },
    },
    leavingForWallet: {
      type: 'final',
      description: 'The page is handed to the e-wallet checkout the server returned.',
      tags: ['opening'],
    },
  },
})

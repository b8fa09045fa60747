import { fromPromise, setup } from 'xstate'
import { failureToast, type ToastParams } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import type { WalletInput } from './repay-by-card.machine.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'

/**
 * E-wallet repayment of one order (spec §2 pay-way route `/alipayrepayment`, §7 repayment-huichao):
 * the borrower chose the e-wallet on a pay-way page, so the page asks for the e-wallet checkout at
 * once and hands itself to it. When the e-wallet cannot be opened, the borrower tries again or pays
 * the same amount by bank card (`/repayChoose`).
 */

/** What repayment-huichao is sent (spec §7): the card repayment's e-wallet way sends the same. */
export type { WalletInput }

/** What the card repayment page is opened with: the order, the amount and the loan's context. */
export interface CardRepayParams {
  orderId: string
  amount: string
  /** The coupon the pay-way page chose, if any; the card commit sends it. */
  couponId: string
  productName: string
  repayDate: string
}

export interface WalletRepayInput extends WalletInput {
  /** Not sent with repayment-huichao; passed on to the card repayment page. */
  couponId: string
  /** Shown, never sent; passed on to the card repayment page. */
  productName: string
  repayDate: string
}
export type WalletRepayContext = WalletRepayInput

export type WalletRepayEvent = { type: 'wallet.retry' } | { type: 'card.choose' }

export const walletRepayMachine = setup({
  types: {
    context: {} as WalletRepayContext,
    events: {} as WalletRepayEvent,
    input: {} as WalletRepayInput,
  },
  actors: {
    /** The e-wallet checkout URL the server returned, already checked as a redirect target. */
    payByWallet: fromPromise<string, WalletInput>(notProvided('payByWallet')),
  },
  actions: {
    showToast: (_, _params: ToastParams) => {},
    /** Replaces this page with the e-wallet checkout: Back from the wallet does not ask again. */
    openWalletCheckout: (_, _params: { url: string }) => {},
    openCardRepay: (_, _params: CardRepayParams) => {},
  },
  delays: { REPEAT_TAP_MS },
}).createMachine({
  id: 'walletRepay',
  description:
    'Repay an order by e-wallet: the checkout is asked for at once; if it cannot open, try again or pay by bank card.',
  context: ({ input }) => ({ ...input }),
  initial: 'paying',
  states: {
    paying: {
      description: 'repayment-huichao for the order and amount; the server answers the e-wallet checkout.',
      tags: ['busy'],
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
        onError: {
          target: 'failed',
          actions: { type: 'showToast', params: failureToast('error.processingFailed') },
        },
      },
    },
    failed: {
      description:
        'The e-wallet could not be opened (refused, offline, or a malformed answer): try again, or pay by bank card.',
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
    },
  },
})

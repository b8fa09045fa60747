import { assign, fromPromise, setup } from 'xstate'
import { ratingMachine } from './rating.machine.ts'
import { failureToast, type ToastParams, loadFailureOf } from './shared/notice.ts'
import { notProvided, notProvidedAction } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import { ORDER_STATUS, statusView, type StatusView } from './order-status.ts'
import { receiptOfServerPayment, type PaymentReceipt } from './repay-outcome.ts'
import type {
  OrderDetails,
  OrderDetailsContext,
  OrderDetailsEvent,
  OrderDetailsInput,
  OrderPageInput,
  PageAction,
  WithdrawTarget,
} from './order-details.types.ts'

/**
 * Loan order details, also the order page (spec §2 "Loan order details", §3 "Loan details", §4
 * "Order status", "Buttons", "Rating popup", "Bank-card popup"): the order loads, may redirect, and
 * its status decides the colours, the icon, the buttons and whether recommended products show. The
 * popups come one at a time: bind card, Withdraw Now, then the rating.
 */

/** isScore value that opens the rating popup. */
export const SCORE_ASKED = '1'
/** cardNeedPop value that opens the bind-card popup. */
export const CARD_NEEDED = '1'
/** inside value: the Withdraw Now page opens inside this webview rather than through the host. */
export const OPENS_INSIDE = '1'
/** The status whose order waits for the borrower to take the money: it offers "Withdraw Now" (decision 014). */
export const WITHDRAW_STATUS = ORDER_STATUS.processing

export const orderDetailsMachine = setup({
  types: {
    context: {} as OrderDetailsContext,
    events: {} as OrderDetailsEvent,
    input: {} as OrderPageInput,
  },
  actors: {
    loadDetails: fromPromise<OrderDetails, OrderDetailsInput>(notProvided('loadDetails')),
    rating: ratingMachine,
  },
  actions: {
    showToast: notProvidedAction<ToastParams>('showToast'),
    /** Replaces the page with the checked playeduL (session parameters added). */
    replaceWith: notProvidedAction<{ url: string }>('replaceWith'),
    openRepay: notProvidedAction<OrderDetailsInput>('openRepay'),
    openRollover: notProvidedAction<OrderDetailsInput>('openRollover'),
    /** Asks the host to open the product (bridge openProduct with the app scheme). */
    openProduct: notProvidedAction<{ productId: string }>('openProduct'),
    callPhone: notProvidedAction<{ phone: string }>('callPhone'),
    openBindCard: notProvidedAction<OrderDetailsInput>('openBindCard'),
    openWithdraw: notProvidedAction<{ target: WithdrawTarget }>('openWithdraw'),
    /** Keeps a receipt on the device (src/lib/receipts.ts). */
    keepReceipt: notProvidedAction<PaymentReceipt>('keepReceipt'),
    /** The loaded order; a payment the lender records that the device has no receipt of comes first. */
    storeOrder: assign(({ context }, { order }: { order: OrderDetails }) => {
      const receipt = newPaymentOf(order, context)
      return receipt === null
        ? { order, receipts: order.receipts }
        : { order, receipts: [receipt, ...order.receipts], receiptRef: receipt.reference }
    }),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({
      loadFailure: loadFailureOf(params.error),
    })),
  },
  delays: { REPEAT_TAP_MS },
  guards: {
    redirects: (_, { order }: { order: OrderDetails }) =>
      order.status !== ORDER_STATUS.inReview && order.redirectUrl !== '',
    offersRepay: ({ context }) => offers(context.order, 'repay') || offers(context.order, 'repayment'),
    offersRollover: ({ context }) => offers(context.order, 'rollover'),
    offersBorrowAgain: ({ context }) => offers(context.order, 'borrowAgain'),
    hasTelephone: ({ context }) => (context.order?.telephone ?? '') !== '',
    needsCard: ({ context }) => context.order?.cardNeedPop === CARD_NEEDED,
    offersWithdraw: ({ context }) => offers(context.order, 'withdraw'),
    asksRating: ({ context }) => context.order?.isScore === SCORE_ASKED,
    // Other lenders' offers are not what a borrower who has just applied sees (docs/decisions/029).
    showsRecommendations: ({ context }) =>
      context.submitted === null &&
      (viewOf(context.order)?.showsRecommendations ?? false) &&
      (context.order?.products.length ?? 0) > 0,
    bringsNewPayment: (_, { order }: { order: OrderDetails }) => newPaymentOf(order) !== null,
  },
}).createMachine({
  id: 'orderDetails',
  description: 'The loan order page: status, details, the buttons its status offers, and its popups.',
  context: ({ input }) => ({
    productId: input.productId,
    orderId: input.orderId,
    order: null,
    fromConfirm: input.fromConfirm ?? false,
    submitted: input.submitted ?? null,
    receipts: [],
    receiptRef: input.receiptRef ?? '',
    now: input.now ?? 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ productId: context.productId, orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'redirects', params: ({ event }) => ({ order: event.output }) },
            target: 'redirecting',
            actions: { type: 'replaceWith', params: ({ event }) => ({ url: event.output.redirectUrl }) },
          },
          {
            // A payment the lender records that this device has no receipt of (paid by e-wallet or pay
            // code, or on another device): kept, and shown first.
            guard: { type: 'bringsNewPayment', params: ({ event }) => ({ order: event.output }) },
            target: 'ready',
            actions: [
              { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
              {
                type: 'keepReceipt',
                // The receipt storeOrder put first.
                params: ({ context }) => context.receipts[0] as PaymentReceipt,
              },
            ],
          },
          {
            target: 'ready',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The order could not be loaded; the borrower can try again.',
      tags: ['failed'],
      on: { 'details.retry': 'loading' },
    },
    redirecting: {
      type: 'final',
      description: 'Any status but 21 with a playeduL: the page replaces itself before it is shown.',
      tags: ['redirecting'],
    },
    ready: {
      type: 'parallel',
      description: 'The order is on screen.',
      states: {
        popup: {
          description: 'One popup at a time: bind card, then Withdraw Now, then the rating.',
          initial: 'checkingCard',
          states: {
            checkingCard: {
              always: [{ guard: 'needsCard', target: 'bindCard' }, { target: 'checkingWithdraw' }],
            },
            bindCard: {
              description: 'cardNeedPop is 1: cardPopTitle, cardPopMsg, close and "Go and bind the card".',
              tags: ['popup', 'bindCardPopup'],
              on: {
                'bindCard.close': 'checkingWithdraw',
                'bindCard.go': {
                  target: 'none',
                  actions: { type: 'openBindCard', params: ({ context }) => idsOf(context) },
                },
              },
            },
            checkingWithdraw: {
              always: [{ guard: 'offersWithdraw', target: 'withdraw' }, { target: 'checkingRating' }],
            },
            withdraw: {
              description:
                'Status 151, approved and waiting: "Withdraw Now" takes the borrower to the money.',
              tags: ['popup', 'withdrawPopup'],
              on: {
                'withdraw.close': 'checkingRating',
                'withdraw.go': {
                  target: 'none',
                  actions: {
                    type: 'openWithdraw',
                    params: ({ context }) => ({ target: withdrawTarget(context) }),
                  },
                },
              },
            },
            checkingRating: {
              always: [{ guard: 'asksRating', target: 'rating' }, { target: 'none' }],
            },
            rating: {
              description: 'isScore is 1: the rating popup runs as its own machine.',
              tags: ['popup'],
              invoke: {
                id: 'rating',
                src: 'rating',
                input: { thanksBelowThreshold: true },
                onDone: 'none',
              },
            },
            none: {},
          },
        },
        requests: {
          description:
            'The buttons and the call row: each asks the router or the host once; a repeated tap within REPEAT_TAP_MS is ignored.',
          initial: 'idle',
          states: {
            idle: {
              on: {
                'order.repay': {
                  guard: 'offersRepay',
                  target: 'asked',
                  actions: { type: 'openRepay', params: ({ context }) => idsOf(context) },
                },
                'order.rollover': {
                  guard: 'offersRollover',
                  target: 'asked',
                  actions: { type: 'openRollover', params: ({ context }) => idsOf(context) },
                },
                'order.borrowAgain': {
                  guard: 'offersBorrowAgain',
                  target: 'asked',
                  actions: {
                    type: 'openProduct',
                    params: ({ context }) => ({ productId: context.productId }),
                  },
                },
                // The footer's Withdraw Now, for a borrower who closed the popup with "Later".
                'order.withdraw': {
                  guard: 'offersWithdraw',
                  target: 'asked',
                  actions: {
                    type: 'openWithdraw',
                    params: ({ context }) => ({ target: withdrawTarget(context) }),
                  },
                },
                'phone.call': {
                  guard: 'hasTelephone',
                  target: 'asked',
                  actions: {
                    type: 'callPhone',
                    params: ({ context }) => ({ phone: context.order?.telephone ?? '' }),
                  },
                },
              },
            },
            asked: { after: { REPEAT_TAP_MS: 'idle' } },
          },
        },
        recommendations: {
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'showsRecommendations', target: 'shown' }, { target: 'hidden' }],
            },
            shown: {
              description:
                'Statuses without buttons show the recommended products of the order; the list runs its own recommended-products machine, loaded with it.',
              tags: ['recommendations'],
            },
            hidden: {},
          },
        },
      },
    },
  },
})

/** The footer's buttons: the status's (spec §4), and Withdraw Now for an order waiting for it (decision 014). */
export function pageActions(order: Pick<OrderDetails, 'status' | 'isDelay'>): PageAction[] {
  const { actions } = statusView(order.status, order.isDelay)
  return order.status === WITHDRAW_STATUS ? [...actions, 'withdraw'] : actions
}

function viewOf(order: OrderDetails | null): StatusView | null {
  return order === null ? null : statusView(order.status, order.isDelay)
}

function offers(order: OrderDetails | null, action: PageAction): boolean {
  return order !== null && pageActions(order).includes(action)
}

/** The receipt of the order's last payment when the device has none with its reference; else null. */
function newPaymentOf(
  order: OrderDetails,
  ids: Pick<OrderDetailsContext, 'orderId'> = { orderId: '' },
): PaymentReceipt | null {
  const payment = order.lastPayment
  if (payment === null || payment.reference === '') return null
  if (order.receipts.some((receipt) => receipt.reference === payment.reference)) return null
  return receiptOfServerPayment(payment, { orderId: ids.orderId, productName: order.productName })
}

function idsOf(context: OrderDetailsContext): OrderDetailsInput {
  return { productId: context.productId, orderId: context.orderId }
}

function withdrawTarget(context: OrderDetailsContext): WithdrawTarget {
  const url = context.order?.withdrawUrl ?? ''
  return url === ''
    ? { kind: 'product', productId: context.productId }
    : { kind: 'page', url, inside: context.order?.inside === OPENS_INSIDE }
}

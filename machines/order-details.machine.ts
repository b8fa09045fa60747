import { assign, fromPromise, setup } from 'xstate'
import type { TextValue } from './loan-offer.ts'
import { ratingMachine } from './rating.machine.ts'
import type { RecommendedProduct } from './recommended-products.machine.ts'
import { failureToast, type ToastParams, loadFailureOf, type LoadFailure } from './shared/notice.ts'
import { notProvided } from './shared/not-provided.ts'
import { REPEAT_TAP_MS } from './shared/taps.ts'
import { ORDER_STATUS, statusView, type OrderAction, type StatusView } from './order-status.ts'
import { receiptOfServerPayment, type PaymentReceipt, type ServerPayment } from './repay-outcome.ts'

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
/**
 * The status whose order waits for the borrower to take the money: it offers "Withdraw Now"
 * (docs/decisions/014-order-details.md).
 */
export const WITHDRAW_STATUS = ORDER_STATUS.processing

export interface OrderDetails {
  status: string
  statusText: string
  description: string
  productName: string
  productLogo: string
  rows: TextValue[]
  isDelay: string
  telephone: string
  /** reyMsg: a reminder shown on the page ('' for none). */
  reminder: string
  isScore: string
  cardNeedPop: string
  cardPopTitle: string
  cardPopMsg: string
  /** playeduL after the redirect check, with the session parameters; '' when none or refused. */
  redirectUrl: string
  /** h5Url after the redirect check ('' for none): where Withdraw Now goes. */
  withdrawUrl: string
  inside: string
  products: RecommendedProduct[]
  /** The due date as the order gives it (loan-details repayDate), '' when it gives none. */
  dueDate: string
  /** The lender's last payment of this order (loan-details lastRepayment), null when none. */
  lastPayment: ServerPayment | null
  /** This order's receipts kept on the device, newest first: read as the order loads. */
  receipts: PaymentReceipt[]
}

export interface OrderDetailsInput {
  productId: string
  orderId: string
}

/**
 * What the borrower applied for, as the loan confirmation remembered it on this device
 * (src/lib/submitted-loan.ts, read by the page's impl): amounts in minor units.
 */
export interface SubmittedApplication {
  productName: string
  amount: number
  netProceeds: number
  totalRepay: number | null
  /** The term in days, null when the offer did not say (the page words it in its language). */
  termDays: number | null
  firstDueDate: string
  account: string
  submittedAt: string
}

/** The page's input: the order, and what the device and the link know about it (plain data). */
export interface OrderPageInput extends OrderDetailsInput {
  /** The loan confirmation opened the page (from=confirm). */
  fromConfirm?: boolean
  /** The application this device submitted for the product within the last day (only with from=confirm). */
  submitted?: SubmittedApplication | null
  /** The receipt the link names (a payment just made), '' for none. */
  receiptRef?: string
  /** When the page opened (epoch ms): how late an overdue order is is counted from it. */
  now?: number
}

export interface OrderDetailsContext extends OrderDetailsInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  order: OrderDetails | null
  fromConfirm: boolean
  submitted: SubmittedApplication | null
  /** This order's receipts on the device, newest first (none until the order has loaded). */
  receipts: PaymentReceipt[]
  /** The receipt shown first ("Payment received"): the link's, or one this load brought; '' for none. */
  receiptRef: string
  now: number
}

export type OrderDetailsEvent =
  | { type: 'details.retry' }
  | { type: 'order.repay' }
  | { type: 'order.rollover' }
  | { type: 'order.borrowAgain' }
  | { type: 'order.withdraw' }
  | { type: 'phone.call' }
  | { type: 'bindCard.go' }
  | { type: 'bindCard.close' }
  | { type: 'withdraw.go' }
  | { type: 'withdraw.close' }

/** Where Withdraw Now goes: the order's page (inside the webview or through the host) or the product. */
export type WithdrawTarget =
  { kind: 'page'; url: string; inside: boolean } | { kind: 'product'; productId: string }

/** A button in the order page's footer: the status's buttons, or Withdraw Now. */
export type PageAction = OrderAction | 'withdraw'

/** The footer's buttons: the status's (spec §4), and Withdraw Now for an order waiting for it (decision 014). */
export function pageActions(order: Pick<OrderDetails, 'status' | 'isDelay'>): PageAction[] {
  const { actions } = statusView(order.status, order.isDelay)
  return order.status === WITHDRAW_STATUS ? [...actions, 'withdraw'] : actions
}

const viewOf = (order: OrderDetails | null): StatusView | null =>
  order === null ? null : statusView(order.status, order.isDelay)

const offers = (order: OrderDetails | null, action: PageAction): boolean =>
  order !== null && pageActions(order).includes(action)

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
    showToast: (_, _params: ToastParams) => {},
    /** Replaces the page with the checked playeduL (session parameters added). */
    replaceWith: (_, _params: { url: string }) => {},
    openRepay: (_, _params: OrderDetailsInput) => {},
    openRollover: (_, _params: OrderDetailsInput) => {},
    /** Asks the host to open the product (bridge openProduct with the app scheme). */
    openProduct: (_, _params: { productId: string }) => {},
    callPhone: (_, _params: { phone: string }) => {},
    openBindCard: (_, _params: OrderDetailsInput) => {},
    openWithdraw: (_, _params: { target: WithdrawTarget }) => {},
    /** Keeps a receipt on the device (src/lib/receipts.ts). */
    keepReceipt: (_, _params: PaymentReceipt) => {},
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
      tags: ['busy'],
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
              assign(({ context, event }) => {
                const receipt = newPaymentOf(event.output, context)
                return receipt === null
                  ? { order: event.output, receipts: event.output.receipts }
                  : {
                      order: event.output,
                      receipts: [receipt, ...event.output.receipts],
                      receiptRef: receipt.reference,
                    }
              }),
              {
                type: 'keepReceipt',
                // The receipt the assign above put first.
                params: ({ context }) => context.receipts[0] as PaymentReceipt,
              },
            ],
          },
          {
            target: 'ready',
            actions: assign({
              order: ({ event }) => event.output,
              receipts: ({ event }) => event.output.receipts,
            }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ loadFailure: ({ event }) => loadFailureOf(event.error) }),
            { type: 'showToast', params: failureToast('error.processingFailed') },
          ],
        },
      },
    },
    loadFailed: {
      description: 'The order could not be loaded; the borrower can try again.',
      on: { 'details.retry': 'loading' },
    },
    redirecting: {
      type: 'final',
      description: 'Any status but 21 with a playeduL: the page replaces itself before it is shown.',
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
            },
            hidden: {},
          },
        },
      },
    },
  },
})

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

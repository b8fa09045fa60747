import * as v from 'valibot'
import { fromPromise } from 'xstate'
import { orderDetailsMachine } from '../../../machines/order-details.machine.ts'
import type {
  OrderDetails,
  OrderDetailsInput,
  OrderPageInput,
} from '../../../machines/order-details.types.ts'
import { ratingMachine } from '../../../machines/rating.machine.ts'
import type { ScoreCheckInput } from '../../../machines/rating.types.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import type { PaymentReceipt } from '../../../machines/repay-outcome.ts'
import type { DataOf } from '../../api/api.ts'
import { googleScore, loanDetails } from '../../api/order.ts'
import { config } from '../../config.ts'
import { checkedPhone } from '../../lib/phone.ts'
import { pickCommon, type PageQuery } from '../../lib/query.ts'
import { onDemandModule } from '../../lib/on-demand-module.ts'
import type { Store } from '../../lib/storage.ts'
import { submittedLoanFor } from '../../lib/submitted-loan-read.ts'
import { redirectTarget, withFirstPartySession } from '../../lib/url.ts'
import { toRecommendedProduct } from '../shared/recommended-product.ts'
import type { Services } from '../shared/services.tsx'

const id = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))

/** The page's query (and `/borrowDetail/:orderId`'s path parameter) is an input: decoded before the flow starts. */
const orderQuery = v.object({
  orderId: id,
  productId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)), ''),
})

/** `null` when the link names no order. The path's order id, when there is one, wins over the query's. */
export function decodeOrderQuery(query: PageQuery, pathOrderId?: string): OrderDetailsInput | null {
  const decoded = v.safeParse(orderQuery, {
    ...query,
    ...(pathOrderId !== undefined && pathOrderId !== '' ? { orderId: pathOrderId } : {}),
  })
  return decoded.success ? decoded.output : null
}

/** The link's `receipt` (the card payment's reference, src/screens/repay-by-card): a record id or nothing. */
const receiptRef = v.pipe(v.string(), v.trim(), v.regex(/^[\w.:-]{1,64}$/))

/**
 * The page's whole input: the order, and what the device and the link know of it (plain data for the
 * machine, read once here, never in the view): the application this device submitted for the product
 * (only when the loan confirmation opened the page, `from=confirm`), the order's kept receipts, the
 * receipt the link names, and the time the page opened.
 */
export function orderPageInput(
  ids: OrderDetailsInput,
  query: PageQuery,
  store: Store,
  now: Date = new Date(),
): OrderPageInput {
  const fromConfirm = query.from === 'confirm'
  const submitted =
    fromConfirm && ids.productId !== '' ? submittedLoanFor(store, ids.productId, now) : undefined
  const ref = v.safeParse(receiptRef, query.receipt ?? '')
  return {
    ...ids,
    fromConfirm,
    submitted: submitted ?? null,
    receiptRef: ref.success ? ref.output : '',
    now: now.getTime(),
  }
}

/**
 * The receipts' code (the device's receipts, the lender's last payment): outside the page's first load,
 * fetched as the order is, in parallel with loan-details.
 */
export const loadPayments = onDemandModule(() => import('./order-payments.ts'))
type Payments = Awaited<ReturnType<typeof loadPayments>>

/**
 * loan-details → what the machine holds; server URLs are checked here (a refused one is none). With
 * the receipts' code (`payments`), the lender's last payment is read and `receipts` are the order's
 * kept on the device; without it there are none.
 */
export function toOrderDetails(
  data: DataOf<typeof loanDetails>,
  origin: string,
  query: PageQuery,
  payments?: { module: Payments; receipts: PaymentReceipt[] },
): OrderDetails {
  // Both server URLs are checked (a refused one is none); a first-party page gets the session
  // parameters, another party's page the URL as named (decision 023).
  const party = { origin, firstPartyOrigins: config.firstPartyOrigins }
  const checked = (url: string) => {
    const safe = redirectTarget(url, origin)
    return safe === null ? '' : withFirstPartySession(safe, pickCommon(query), party)
  }
  return {
    status: data.orderStatus,
    statusText: data.noticeStatusText,
    description: data.noticeDesText,
    productName: data.productName,
    productLogo: data.productLogo,
    rows: data.userOrderDetail?.detail ?? [],
    isDelay: data.isDelay,
    // The lender's one service phone (configuration, docs/decisions/031), not loan-details' telephone:
    // every page names and calls the same number.
    telephone: checkedPhone(config.servicePhone),
    reminder: data.reyMsg,
    isScore: data.isScore,
    cardNeedPop: data.cardNeedPop,
    cardPopTitle: data.cardPopTitle,
    cardPopMsg: data.cardPopMsg,
    redirectUrl: checked(data.playeduL),
    withdrawUrl: checked(data.h5Url),
    inside: data.inside,
    products: data.recProducts.map(toRecommendedProduct),
    dueDate: data.repayDate,
    lastPayment: payments?.module.serverPayment(data.lastRepayment) ?? null,
    receipts: payments?.receipts ?? [],
  }
}

/** The order page's rating: 4 or more stars send google-score (always 5) and open the store rating. */
export function orderRatingWith(services: Services) {
  const { api, bridge, toast } = services
  return ratingMachine.provide({
    actors: {
      submitScore: fromPromise(async () => {
        await api.call(googleScore, { score: 5 })
      }),
      // Unreachable here: a lost answer is never checked (outcomeUnknown below is false). Provided so
      // that no placeholder is left, it fails loudly should that guard ever change.
      checkScore: fromPromise<CheckOutcome, ScoreCheckInput>(() => Promise.reject(new Error('unreachable'))),
    },
    actions: {
      showToast: (_, params) => toast(params),
      scoreAccepted: () => bridge.send({ type: 'rateApp' }),
    },
    // google-score moves no money and creates nothing, and no call can tell whether it arrived: a lost
    // answer reads as a failure to try again, as before (docs/decisions/022-submission-outcomes.md).
    guards: { outcomeUnknown: () => false },
  })
}

/** The real side effects of the order page: loan-details, the host, the next pages. */
export function orderDetailsWith(services: Services) {
  const { api, bridge, navigate, toast, origin, pageQuery, store } = services
  const openProduct = (productId: string) =>
    // Without a product (a /borrowDetail link) the host's home is where a borrower picks one.
    productId === ''
      ? bridge.send({ type: 'goHome' })
      : bridge.send({ type: 'openProduct', productId, scheme: config.appScheme })
  return orderDetailsMachine.provide({
    actors: {
      loadDetails: fromPromise(async ({ input }: { input: OrderDetailsInput }) => {
        const [data, module] = await Promise.all([api.call(loanDetails, input), loadPayments()])
        return toOrderDetails(data, origin, pageQuery(), {
          module,
          receipts: module.receiptsOf(store, input.orderId),
        })
      }),
      rating: orderRatingWith(services),
    },
    actions: {
      showToast: (_, params) => toast(params),
      replaceWith: (_, { url }) => navigate.leave(url, { replace: true }),
      openRepay: (_, ids) => navigate.go('/repay', { productId: ids.productId, orderId: ids.orderId }),
      openRollover: (_, ids) =>
        navigate.go('/repayDelay', { productId: ids.productId, orderId: ids.orderId }),
      openProduct: (_, { productId }) => openProduct(productId),
      callPhone: (_, { phone }) => bridge.send({ type: 'callPhone', phone }),
      openBindCard: (_, ids) =>
        navigate.go('/bindCard', { productId: ids.productId, orderId: ids.orderId, source: 'loanDetail' }),
      openWithdraw: (_, { target }) => {
        if (target.kind === 'product') openProduct(target.productId)
        else if (target.inside) navigate.leave(target.url)
        else bridge.send({ type: 'openUrl', url: target.url })
      },
      // The receipts' code came with the order.
      keepReceipt: (_, receipt) => void loadPayments().then((m) => m.keepReceipt(store, receipt)),
    },
  })
}

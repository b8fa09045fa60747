// @chunk orders
import * as v from 'valibot'
import { endpoint, ZERO } from './api.ts'
import { amount, flag, ignored, list, optText, text, textValue } from './schema-base.ts'

/**
 * Order details, its rating and product tracking, and the order list (spec §7); the answers' schemas
 * (spec §3 "Loan details", "Recommended product"): loan-details, the recommended products (also the
 * legacy scholarships list through the key table, ./legacy-products.ts), define's link and order-list.
 * Apart from the confirmations' so the order routes do not load those.
 */

/** One recommended product (spec §3 "Recommended product"); productId is what tracking and opening need. */
export const recommendedProduct = v.looseObject({
  productId: text,
  logo: optText,
  name: optText,
  buttonText: optText,
  /** Absent reads as enabled: only a flag of "0" turns taps off (spec §5). */
  isEnable: v.nullish(text, '1'),
  amountRange: optText,
  amountDesc: optText,
  rate: optText,
  rateDesc: optText,
  tags: list(v.string()),
})
export const loanDetailsData = v.looseObject({
  orderStatus: text,
  noticeStatusText: optText,
  noticeDesText: optText,
  recProducts: list(recommendedProduct),
  productName: optText,
  productLogo: optText,
  userOrderDetail: v.optional(v.nullable(v.looseObject({ detail: list(textValue) }))),
  inside: optText,
  h5Url: optText,
  isDelay: flag,
  telephone: optText,
  isScore: flag,
  playeduL: optText,
  reyMsg: optText,
  cardNeedPop: flag,
  cardPopTitle: optText,
  cardPopMsg: optText,
  /** The due date (YYYY-MM-DD, or epoch), absent on servers before issue 27: how late an overdue order is. */
  repayDate: optText,
  /**
   * The lender's last payment of this order (issue 27 receipts; docs/decisions/029), absent or null
   * when none: its record id, amount in minor units, time (epoch, ISO, or a Manila "YYYY-MM-DD HH:MM:SS"),
   * how it was paid (card, wallet, code) and the channel's name (bank and masked card, e-wallet, pay code's outlet).
   */
  lastRepayment: v.nullish(
    v.looseObject({
      repayRecordId: v.pipe(text, v.minLength(1)),
      amount,
      repayTime: text,
      payWay: optText,
      channelName: optText,
    }),
    null,
  ),
})

/** A list of recommended products; null reads as none (a bare object is not a list). */
export const recommendedProducts = v.nullish(v.array(recommendedProduct), [])
/** Legacy define: where a tapped product opens; '' means the host opens the product itself. */
export const productLink = v.pipe(
  v.custom<unknown>((value) => !Array.isArray(value)),
  v.looseObject({ url: optText }),
)

/** One order of order-list (decision 014: the spec names the call, not its shape). */
export const orderListItem = v.looseObject({
  orderId: text,
  productId: text,
  productName: optText,
  productLogo: optText,
  /** Minor units. */
  amount: v.nullish(amount, 0),
  orderStatus: text,
  noticeStatusText: optText,
  /** The date the order was placed, or its due date; shown as given. */
  createTime: optText,
  repayDate: optText,
  /**
   * What is owed now (principal, interest, fees and late charges), minor units: optional, added for
   * My orders (decision 030); without it the list shows `amount` labelled as the loan amount.
   */
  repayAmount: v.nullish(amount),
})
export const orderListData = v.nullish(v.array(orderListItem), [])

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  recommendedProduct,
  loanDetails: loanDetailsData,
  recommendedProducts,
  productLink,
  orderListItem,
  orderList: orderListData,
}

export const loanDetails = endpoint<typeof loanDetailsData, { productId: string; orderId: string }>({
  method: 'POST',
  path: '/v3/loan-details/loan-details',
  send: 'form',
  success: ZERO,
  data: loanDetailsData,
})

export const googleScore = endpoint<typeof ignored, { score: 5 }>({
  method: 'POST',
  path: '/v3/loan-details/google-score',
  send: 'form',
  success: ZERO,
  data: ignored,
})

export const saveEvent = endpoint<typeof ignored, { productId: string; moduleId: 30; positionId: number }>({
  method: 'POST',
  path: '/service/event/save',
  send: 'form',
  success: ZERO,
  data: ignored,
})

/** The borrower's orders (spec §7 "other known endpoint names": order-list; path and shape in decision 014). */
export const orderList = endpoint<typeof orderListData, Record<string, never>>({
  method: 'POST',
  path: '/v3/order/order-list',
  send: 'form',
  success: ZERO,
  data: orderListData,
})

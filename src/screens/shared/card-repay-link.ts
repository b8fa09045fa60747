// @chunk repayment
/**
 * The link to the bank-card repayment (/repayChoose) as the instalment, the rollover and the e-wallet
 * pages build it; src/screens/shared/repay-link.ts reads it. Its own module, without imports:
 * `/repayChoose` never builds its own link, so its first load does not carry the builder (the limit
 * below is inlined where the link is read).
 */

/** The bank-card repayment page (decisions.md routes). */
export const CARD_REPAY_PATH = '/repayChoose'

/** productName and repayDate ride along as context, cut to this many characters (never a refused link). */
export const CONTEXT_MAX = 80

/** The link's own parameters (amount in minor units): the coupon and the context only when there are some. */
export const cardRepayParams = (link: {
  orderId: string
  amount: string
  couponId?: string
  productName: string
  repayDate: string
}) => ({
  orderId: link.orderId,
  amount: link.amount,
  couponId: link.couponId || undefined,
  productName: link.productName.trim().slice(0, CONTEXT_MAX) || undefined,
  repayDate: link.repayDate.trim().slice(0, CONTEXT_MAX) || undefined,
})

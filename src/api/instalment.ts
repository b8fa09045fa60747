// @chunk repayment
import * as v from 'valibot'
import { endpoint, ZERO } from './api.ts'
import { amount, flag, list, optText, textValue } from './schema-base.ts'

/**
 * Instalment and rollover repayment and the pay code (spec §7; answers: spec §3 "Repayment info",
 * "Delay info"): a module of their own so the card repayment route does not carry their schemas.
 */

/**
 * An amount shown as the server words it (a plan row's); a negative number is refused all the same.
 * Here, not in schema-base.ts: that module is in every page's first load, and only these rows use it.
 */
export const amountText = v.pipe(
  optText,
  v.check((value) => !/^\s*-\s*\d/.test(value)),
)
/** A channel without a number cannot be paid with: it reads as '' and the page leaves it out. */
export const repayChannel = v.looseObject({ logo: optText, name: optText, channel_number: optText })
/** One step of defDetail.payNotice; the stored repaymentInfo keeps the same shape. */
export const payStep = v.looseObject({ name: optText, list: list(v.string()) })
/** The amount due is required: without it there is nothing to show or to pay (never a ₱0.00 payment). */
export const instalment = v.looseObject({
  repayAmount: amount,
  productName: optText,
  repayDate: optText,
  productLogo: optText,
  detail: list(textValue),
  repayList: list(repayChannel),
  noticeMsg: optText,
  defDetail: v.optional(
    v.nullable(
      v.looseObject({
        payCode: optText,
        logo: optText,
        title: optText,
        payNotice: v.nullish(v.record(v.string(), v.array(payStep)), {}),
      }),
    ),
  ),
  isShowReyTop: flag,
})
export const delay = v.looseObject({
  ...instalment.entries,
  /** A rollover's fee is what it pays: required, as is its amount. */
  delayInfo: v.looseObject({ delayAmount: amount, title: optText }),
  repayPlan: list(v.looseObject({ remark: optText, title: optText, amount: amountText, time: optText })),
  /**
   * The order's current due date, before the rollover moves it (repayDate is the new one): optional,
   * added so the page can say how late the loan is (decision 030); '' when absent.
   */
  dueDate: optText,
})
export const payUrl = v.looseObject({ payUrl: v.pipe(v.string(), v.minLength(1)) })

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  amountText,
  repayChannel,
  payStep,
  instalment,
  delay,
  payUrl,
}

export const delayRepayment = endpoint<typeof delay, { productId: string; orderId: string }>({
  method: 'POST',
  path: '/hit/imitating',
  send: 'form',
  success: ZERO,
  data: delay,
})

export const instalmentRepayment = endpoint<typeof instalment, { productId: string; orderId: string }>({
  method: 'POST',
  path: '/v3/installment/loan-play-detail',
  send: 'form',
  success: ZERO,
  data: instalment,
})

/** isDelay is 1 for a rollover and absent for an instalment (spec §7); amount in minor units. */
export const generatePayCode = endpoint<
  typeof payUrl,
  { productId: string; orderId: string; amount: string; channelNumber: string; isDelay?: 1 }
>({
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  send: 'form',
  success: ZERO,
  data: payUrl,
})

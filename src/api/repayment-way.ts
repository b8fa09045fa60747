import * as v from 'valibot'
import { endpoint, ZERO } from './api.ts'
import { flag, list, optText, text } from './schema-base.ts'

/**
 * repayment-way (spec §7; its answer: spec §3): the cards and the e-wallet a borrower can repay with, what
 * /repayChoose loads as it opens. Its own module, so the payment calls (./repayment.ts) load only with a
 * payment's code.
 */

export const repayBankCard = v.looseObject({
  id: text,
  bankName: optText,
  cardNo: optText,
  bankCode: optText,
})
export const repaymentWays = v.looseObject({
  alipay: flag,
  repayToken: optText,
  bankCards: list(repayBankCard),
})

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  repayBankCard,
  repaymentWays,
}

export const YOUMI_LOAN = '/api/v1/youmi/youmi-api/service/loan'

export const repaymentWay = endpoint<typeof repaymentWays, { orderId: string }>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-way`,
  send: 'query',
  success: ZERO,
  data: repaymentWays,
})

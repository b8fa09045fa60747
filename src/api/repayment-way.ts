import * as v from 'valibot'
import { flag, list, optText, text } from './schema-base.ts'

/**
 * repayment-way's answer (spec §3): what /repayChoose loads as it opens. The payment calls' answers are
 * in ./schemas-repayment.ts, which re-exports these, loaded with the payment's code.
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

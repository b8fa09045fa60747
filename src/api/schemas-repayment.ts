import * as v from 'valibot'
import { flag, list, optText, text } from './schema-base.ts'

/** Repayment responses (spec §3); only the repayment routes load them. */
// Repayment by card
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
export const repaymentCommit = v.looseObject({ needValid: flag, repayRecordId: optText })
export const redirect = v.looseObject({ url: v.pipe(v.string(), v.minLength(1)) })

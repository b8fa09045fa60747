import * as v from 'valibot'
import { flag, optText } from './schema-base.ts'

/**
 * Repayment responses (spec §3); only the repayment routes load them. repayment-way's, which a page
 * needs as it opens, are in ./schemas-repayment-way.ts; the payment calls' below load with a payment.
 */
export { repayBankCard, repaymentWays } from './schemas-repayment-way.ts'
export const repaymentCommit = v.looseObject({ needValid: flag, repayRecordId: optText })
export const redirect = v.looseObject({ url: v.pipe(v.string(), v.minLength(1)) })

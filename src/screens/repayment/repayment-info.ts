import * as v from 'valibot'
import type { Repayment } from '../../../machines/repayment.machine.ts'
import { amount, optText } from '../../api/schema-base.ts'
import { payStep } from '../../api/schemas-instalment.ts'
import { APP_KEYS } from '../../lib/storage.ts'

/**
 * `repaymentInfo` in local storage (spec §3 "Stored local value"): what the instalment or rollover
 * page hands to the code page (/repaymentOfCode2). It keeps the spec's field names, amounts in minor
 * units; a rollover adds delayInfo, whose delayAmount is then the total (spec §2).
 */
export const REPAYMENT_INFO_KEY = APP_KEYS.repaymentInfo

/** An amount to pay: whole minor units above 0; a stored 0, negative or unbounded one reads as absent. */
export const payableAmount = v.pipe(amount, v.safeInteger(), v.minValue(1))

export const storedRepaymentInfo = v.object({
  repayAmount: payableAmount,
  productName: optText,
  repayDate: optText,
  productLogo: optText,
  defDetail: v.object({
    payCode: v.pipe(v.string(), v.trim(), v.minLength(1)),
    logo: optText,
    title: optText,
    payNotice: v.optional(v.record(v.string(), v.array(payStep)), {}),
  }),
  delayInfo: v.optional(v.object({ delayAmount: payableAmount, title: optText })),
})
export type StoredRepaymentInfo = v.InferOutput<typeof storedRepaymentInfo>

/** The value saved when the default-payment box is tapped; `null` when there is no pay code. */
export function repaymentInfoOf(repayment: Repayment, variant: 'instalment' | 'rollover') {
  const pay = repayment.defaultPayment
  if (pay === null) return null
  return {
    repayAmount: repayment.repayAmount,
    productName: repayment.productName,
    repayDate: repayment.repayDate,
    productLogo: repayment.productLogo,
    defDetail: { payCode: pay.payCode, logo: pay.logo, title: pay.title, payNotice: pay.payNotice },
    ...(variant === 'rollover' && repayment.delay !== null
      ? { delayInfo: { delayAmount: repayment.delay.amount, title: repayment.delay.title } }
      : {}),
  } satisfies v.InferInput<typeof storedRepaymentInfo>
}

/** The total the code page shows: delayInfo.delayAmount for a rollover, else repayAmount. */
export function totalOf(info: StoredRepaymentInfo): number {
  return info.delayInfo?.delayAmount ?? info.repayAmount
}

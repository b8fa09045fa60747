import * as v from 'valibot'
import type { Repayment } from '../../../machines/repayment.machine.ts'
import { amount, optText } from '../../api/schema-base.ts'
import { APP_KEYS } from '../../lib/storage.ts'

/**
 * `repaymentInfo` in local storage (spec §3 "Stored local value"): what the instalment or rollover
 * page hands to the code page (/repaymentOfCode2). It keeps the spec's field names, amounts in minor
 * units; a rollover adds delayInfo, whose delayAmount is then the total (spec §2).
 */
export const REPAYMENT_INFO_KEY = APP_KEYS.repaymentInfo

const payStep = v.object({ name: optText, list: v.array(v.string()) })

export const storedRepaymentInfo = v.object({
  repayAmount: amount,
  productName: optText,
  repayDate: optText,
  productLogo: optText,
  defDetail: v.object({
    payCode: v.pipe(v.string(), v.trim(), v.minLength(1)),
    logo: optText,
    title: optText,
    payNotice: v.optional(v.record(v.string(), v.array(payStep)), {}),
  }),
  delayInfo: v.optional(v.object({ delayAmount: amount, title: optText })),
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
    defDetail: {
      payCode: pay.payCode,
      logo: pay.logo,
      title: pay.title,
      payNotice: Object.fromEntries(
        Object.entries(pay.payNotice).map(([group, steps]) => [
          group,
          steps.map((step) => ({ name: step.name, list: step.steps })),
        ]),
      ),
    },
    ...(variant === 'rollover' && repayment.delay !== null
      ? { delayInfo: { delayAmount: repayment.delay.amount, title: repayment.delay.title } }
      : {}),
  } satisfies v.InferInput<typeof storedRepaymentInfo>
}

/** The total the code page shows: delayInfo.delayAmount for a rollover, else repayAmount. */
export function totalOf(info: StoredRepaymentInfo): number {
  return info.delayInfo?.delayAmount ?? info.repayAmount
}

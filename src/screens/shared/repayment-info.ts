// @chunk repayment
import * as v from 'valibot'
import type { Repayment } from '../../../machines/repayment.types.ts'
import { amount, optText } from '../../api/schema-base.ts'
import { payStep } from '../../api/instalment.ts'
import { linkId, type PageQuery } from '../../lib/query.ts'
import { APP_KEYS, type Store } from '../../lib/storage.ts'

/**
 * `repaymentInfo` in local storage (spec §3 "Stored local value"): what the instalment or rollover
 * page hands to the code page (/repaymentOfCode2). It keeps the spec's field names, amounts in minor
 * units; a rollover adds delayInfo, whose delayAmount is then the total (spec §2). Added fields (a host
 * reading the spec's ones is unaffected): the order it belongs to and when it expires (decision 022),
 * so the code page never shows another order's or an old instalment's pay code and total.
 */
export const REPAYMENT_INFO_KEY = APP_KEYS.repaymentInfo

/**
 * How long the saved value stays good: enough to read the code page and take it to a payment centre;
 * short enough that tomorrow's amount (overdue interest is added daily) is never read from today's.
 */
export const REPAYMENT_INFO_TTL_MS = 2 * 60 * 60_000

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
  /** The order whose repayment it is: the code page of another order reads it as absent. */
  orderId: v.pipe(linkId, v.minLength(1)),
  /** When it stops being shown (ms since the epoch); a value without one (kept forever) reads as absent. */
  expiresAt: v.pipe(v.number(), v.safeInteger()),
})
export type StoredRepaymentInfo = v.InferOutput<typeof storedRepaymentInfo>

/** The value saved when the default-payment box is tapped; `null` when there is no pay code. */
export function repaymentInfoOf(
  repayment: Repayment,
  variant: 'instalment' | 'rollover',
  orderId: string,
  now: number,
) {
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
    orderId,
    expiresAt: now + REPAYMENT_INFO_TTL_MS,
  } satisfies v.InferInput<typeof storedRepaymentInfo>
}

/** What the code page's link names (the repayment page adds both): the order and the total it shows. */
const codePageQuery = v.object({
  orderId: v.optional(linkId, ''),
  amount: v.optional(v.string(), ''),
})

/**
 * The saved value as the code page may show it: alive (not expired, not saved "in the future"), and for
 * the order and total its link names. A link that names neither (the host opening the page bare) shows
 * any live value. Anything else reads as absent, as a missing value does.
 */
export function readRepaymentInfo(
  store: Store,
  query: PageQuery,
  now: number,
): StoredRepaymentInfo | undefined {
  const info = store.get(REPAYMENT_INFO_KEY, storedRepaymentInfo)
  if (info === undefined) return undefined
  if (info.expiresAt <= now || info.expiresAt > now + REPAYMENT_INFO_TTL_MS) return undefined
  const link = v.safeParse(codePageQuery, query)
  if (!link.success) return undefined
  const { orderId, amount } = link.output
  if (orderId !== '' && orderId !== info.orderId) return undefined
  if (amount !== '' && amount !== String(totalOf(info))) return undefined
  return info
}

/** The total the code page shows: delayInfo.delayAmount for a rollover, else repayAmount. */
export function totalOf(info: StoredRepaymentInfo): number {
  return info.delayInfo?.delayAmount ?? info.repayAmount
}

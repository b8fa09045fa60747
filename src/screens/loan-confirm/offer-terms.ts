import { disclosureOf, type Disclosure } from '../../../machines/disclosure.ts'

/*
 * The decoded offer's cost (either confirmation's answer, src/api/loan-parts.ts `offerCost`) as the
 * disclosure statement's terms (decision 028). Loaded with the answer by both map modules
 * (./loan-confirm-map.ts, ./legacy-confirm-map.ts), outside the routes' first load.
 */

interface DecodedCost {
  amount: number
  fees?: { name: string; amount: number }[] | null
  interest?: number | null
  netAmount?: number | null
  effectiveRate?: number | null
  repay_plans: { amount: number; pay_time: string }[]
}

/** The statement of a decoded offer as of `now`: the structured fields when given, else the plan rows. */
export function disclosed(offer: DecodedCost, now: Date): Disclosure {
  return disclosureOf(
    {
      amount: offer.amount,
      fees: offer.fees?.map(({ name, amount }) => ({ name, amount })) ?? null,
      interest: offer.interest ?? null,
      netProceeds: offer.netAmount ?? null,
      monthlyRate: offer.effectiveRate ?? null,
      payments: offer.repay_plans.map((row) => ({ date: row.pay_time, amount: row.amount })),
    },
    now,
  )
}

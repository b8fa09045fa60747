import { dueDayNumber, manilaDayNumber } from './days-late.ts'

/**
 * The Truth-in-Lending disclosure statement of a loan offer (RA 3765; SEC MC 19 s. 2019), as both loan
 * confirmations show it before the borrower confirms (decision 028): the amount financed, each finance
 * charge in pesos and their total, the net proceeds, the schedule of payments, the total to repay and
 * the effective interest rate. Pure: the offer's terms and today's date are arguments. Where the offer
 * does not say something, or its figures do not add up, the statement names the gap; it never invents
 * a number.
 */

/** A month of the effective rate: 365/12 days (decision 028). */
export const DAYS_PER_MONTH = 365 / 12
/** The rate search: bisection steps (each halves the bracket) and bracket doublings, both bounded. */
export const RATE_ITERATIONS = 200
const MAX_BRACKET_DOUBLINGS = 60
/** The search stops once the bracket is this narrow (a monthly rate to 1e-12). */
const RATE_TOLERANCE = 1e-12

export interface Fee {
  name: string
  /** Minor units. */
  amount: number
}

/** What an offer says about its cost, as decoded (null: the offer does not say). */
export interface OfferTerms {
  /** The amount financed (the loan amount), minor units. */
  amount: number
  /** The fees, each deducted from the amount before it is sent; null when the offer lists none. */
  fees: Fee[] | null
  /** The interest over the whole term, minor units. */
  interest: number | null
  /** What arrives in the borrower's account, minor units. */
  netProceeds: number | null
  /** The lender's own effective rate, percent per month. */
  monthlyRate: number | null
  /** The schedule of payments: each due date as the server writes it, and its amount (minor units). */
  payments: { date: string; amount: number }[]
}

export type RateSource = 'server' | 'computed'
export interface EffectiveRate {
  /** Per month, a fraction (0.0422 is 4.22 %). */
  monthly: number
  /** The same rate over 12 months, compounded: (1 + monthly)^12 − 1. */
  yearly: number
  source: RateSource
}

/**
 * What the statement cannot state: `fees` (the offer names no fee and no net proceeds), `interest`
 * (neither given nor derivable from the schedule), `schedule` (no payments), `mismatch` (the offer's
 * figures contradict each other), `rate` (no effective rate given, and none can be computed).
 */
export type DisclosureGap = 'fees' | 'interest' | 'schedule' | 'mismatch' | 'rate'

export interface FinanceCharge {
  /** 'interest', or a fee's name. */
  name: string
  kind: 'interest' | 'fee'
  amount: number
}

export interface Disclosure {
  amountFinanced: number
  /** The interest first, then each fee; a charge the offer does not state is absent (see `gaps`). */
  charges: FinanceCharge[]
  /** Interest and fees; null when either is unknown. */
  totalCharges: number | null
  /** The amount financed less the fees deducted up front; null when unknown. */
  netProceeds: number | null
  schedule: { date: string; amount: number }[]
  /** The total of the schedule; null without one. */
  totalRepay: number | null
  rate: EffectiveRate | null
  gaps: DisclosureGap[]
}

/** The name of the one fee the statement works out itself (the amount less the net proceeds); the screen words it. */
export const DEDUCTED_FEES = 'Fees deducted up front'

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** (1 + monthly)^12 − 1. */
export function yearlyRate(monthly: number): number {
  return (1 + monthly) ** 12 - 1
}

/**
 * The monthly rate r at which the net proceeds, received today, equal the payments discounted to
 * today: netProceeds = Σ amount_i / (1 + r)^(days_i / DAYS_PER_MONTH). Found by bisection (the
 * discounted total falls as r rises) in at most RATE_ITERATIONS steps. Null, never NaN, when there is
 * no such positive rate to state: no payments, net proceeds not positive, a payment not after today
 * (days ≤ 0) or not positive, the payments not exceeding the proceeds, or a value that is not finite.
 */
export function effectiveMonthlyRate(
  netProceeds: number,
  payments: readonly { days: number; amount: number }[],
): number | null {
  if (!Number.isFinite(netProceeds) || netProceeds <= 0 || payments.length === 0) return null
  if (payments.some(({ days, amount }) => !(days > 0) || !(amount > 0) || !Number.isFinite(days + amount)))
    return null
  if (sum(payments.map((p) => p.amount)) <= netProceeds) return null
  const excess = (rate: number) =>
    sum(payments.map(({ days, amount }) => amount / (1 + rate) ** (days / DAYS_PER_MONTH))) - netProceeds
  let low = 0
  let high = 1
  for (let i = 0; excess(high) > 0; i++) {
    if (i >= MAX_BRACKET_DOUBLINGS) return null
    low = high
    high *= 2
  }
  for (let i = 0; i < RATE_ITERATIONS && high - low > RATE_TOLERANCE; i++) {
    const middle = (low + high) / 2
    if (excess(middle) > 0) low = middle
    else high = middle
  }
  const rate = (low + high) / 2
  return Number.isFinite(rate) ? rate : null
}

/** The statement of `terms`, as of `today` (the day the borrower would confirm, Manila calendar). */
export function disclosureOf(terms: OfferTerms, today: Date): Disclosure {
  const gaps = new Set<DisclosureGap>()
  const { amount, payments } = terms
  const totalRepay = payments.length === 0 ? null : sum(payments.map((p) => p.amount))
  if (totalRepay === null) gaps.add('schedule')

  // Fees: the offer's list; else the difference the net proceeds leave; else unknown.
  let fees: Fee[] | null = terms.fees
  if (fees === null && terms.netProceeds !== null) {
    const deducted = amount - terms.netProceeds
    if (deducted < 0) gaps.add('mismatch')
    else fees = deducted === 0 ? [] : [{ name: DEDUCTED_FEES, amount: deducted }]
  }
  const feeTotal = fees === null ? null : sum(fees.map((fee) => fee.amount))
  const netProceeds = terms.netProceeds ?? (feeTotal === null ? null : amount - feeTotal)
  if (fees === null && !gaps.has('mismatch')) gaps.add('fees')
  if (netProceeds !== null && (netProceeds < 0 || (feeTotal !== null && amount - feeTotal !== netProceeds)))
    gaps.add('mismatch')

  // Interest: the offer's; else what the schedule repays beyond the amount financed.
  let interest = terms.interest
  if (interest === null && totalRepay !== null) {
    if (totalRepay >= amount) interest = totalRepay - amount
    else gaps.add('mismatch')
  }
  if (interest !== null && totalRepay !== null && amount + interest !== totalRepay) gaps.add('mismatch')
  if (interest === null && !gaps.has('mismatch')) gaps.add('interest')

  const charges: FinanceCharge[] = [
    ...(interest === null ? [] : [{ name: 'Interest', kind: 'interest' as const, amount: interest }]),
    ...(fees ?? []).map((fee) => ({ name: fee.name, kind: 'fee' as const, amount: fee.amount })),
  ]
  const totalCharges = interest === null || feeTotal === null ? null : interest + feeTotal

  let rate: EffectiveRate | null = null
  if (terms.monthlyRate !== null && Number.isFinite(terms.monthlyRate) && terms.monthlyRate >= 0) {
    const monthly = terms.monthlyRate / 100
    rate = { monthly, yearly: yearlyRate(monthly), source: 'server' }
  } else if (netProceeds !== null && !gaps.has('mismatch')) {
    const day = manilaDayNumber(today)
    const flows = payments.map(({ date, amount: paid }) => ({
      days: (dueDayNumber(date) ?? Number.NaN) - day,
      amount: paid,
    }))
    const monthly = effectiveMonthlyRate(netProceeds, flows)
    if (monthly !== null) rate = { monthly, yearly: yearlyRate(monthly), source: 'computed' }
  }
  if (rate === null) gaps.add('rate')

  return {
    amountFinanced: amount,
    charges,
    totalCharges,
    netProceeds: netProceeds !== null && netProceeds >= 0 ? netProceeds : null,
    schedule: payments.map(({ date, amount: paid }) => ({ date, amount: paid })),
    totalRepay,
    rate,
    gaps: [...gaps],
  }
}

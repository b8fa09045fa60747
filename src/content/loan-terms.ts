import { formatPeso } from '../lib/format.ts'
import terms from './loan-terms.json'

/**
 * The loan terms of spec §9, named once (src/content/loan-terms.json, which the build's static
 * policy page reads too): the loan terms document, the loan agreement and the penalty example all
 * read them from here.
 */
export const LOAN_TERMS = terms

export interface DailyRate {
  fromDay: number
  /** null: from `fromDay` on. */
  toDay: number | null
  percent: number
}

export const DAILY_RATES: readonly DailyRate[] = terms.dailyRates

/** One band of a penalty: `days` days in the band at `percent` a day on the unpaid amount. */
export interface PenaltyBand extends DailyRate {
  days: number
  /** Minor units. */
  interest: number
}

export interface Penalty {
  /** The one-time late fee, minor units. */
  fee: number
  bands: PenaltyBand[]
  /** Fee plus every band's interest, minor units. */
  total: number
}

/**
 * What a loan `daysLate` days overdue owes on top of the unpaid amount (minor units): the one-time
 * fee (new or repeat client) plus each day's interest on the unpaid amount at its band's rate,
 * simple interest (no interest on interest; docs/decisions/020-public-site.md).
 */
export function latePenalty(unpaidMinor: number, daysLate: number, repeatClient: boolean): Penalty {
  if (daysLate <= 0) return { fee: 0, bands: [], total: 0 }
  const fee = repeatClient ? terms.penaltyRepeatClientMinor : terms.penaltyNewClientMinor
  const bands = DAILY_RATES.flatMap((rate) => {
    const last = rate.toDay === null ? daysLate : Math.min(rate.toDay, daysLate)
    const days = last - rate.fromDay + 1
    if (days <= 0) return []
    return [{ ...rate, days, interest: Math.round((unpaidMinor * rate.percent * days) / 100) }]
  })
  return { fee, bands, total: fee + bands.reduce((sum, band) => sum + band.interest, 0) }
}

/** The worked example the loan terms show: a new client ₱5,000.00 unpaid, 100 days late (every band). */
export const PENALTY_EXAMPLE = { unpaidMinor: 500_000, daysLate: 100, repeatClient: false } as const

/** "1 to 30", "91 onwards": the days of a band of daily interest. */
export function bandDays(rate: DailyRate): string {
  return rate.toDay === null ? `${rate.fromDay} onwards` : `${rate.fromDay} to ${rate.toDay}`
}

/** The `{{terms.*}}` placeholders of the content files, as the reader sees them. */
export const TERM_VALUES: Record<string, string> = {
  minTermDays: String(terms.minTermDays),
  maxTermDays: String(terms.maxTermDays),
  decisionDays: String(terms.decisionDays),
  fundsMinDays: String(terms.fundsMinDays),
  fundsMaxDays: String(terms.fundsMaxDays),
  prepaymentMinDays: String(terms.prepaymentMinDays),
  minAge: String(terms.minAge),
  addressNoticeDays: String(terms.addressNoticeDays),
  assignmentNoticeBusinessDays: String(terms.assignmentNoticeBusinessDays),
  judgmentPaymentDays: String(terms.judgmentPaymentDays),
  penaltyNewClient: formatPeso(terms.penaltyNewClientMinor),
  penaltyRepeatClient: formatPeso(terms.penaltyRepeatClientMinor),
}

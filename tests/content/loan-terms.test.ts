import { describe, expect, it } from 'vitest'
import {
  bandDays,
  DAILY_RATES,
  LOAN_TERMS,
  latePenalty,
  PENALTY_EXAMPLE,
  TERM_VALUES,
} from '../../src/content/loan-terms.ts'

/**
 * The loan terms (src/content/loan-terms.ts) against spec §9 "Loan terms": the numbers, the late
 * penalty worked out by hand, and the values the content files show.
 */

/** ₱5,000 in minor units. */
const FIVE_THOUSAND = 500_000

describe('LOAN_TERMS: spec §9', () => {
  it('has the spec’s numbers', () => {
    // term 91 to 365 calendar days; decision within 1 day; funds within 1 to 3 calendar days
    expect(LOAN_TERMS.minTermDays).toBe(91)
    expect(LOAN_TERMS.maxTermDays).toBe(365)
    expect(LOAN_TERMS.decisionDays).toBe(1)
    expect(LOAN_TERMS.fundsMinDays).toBe(1)
    expect(LOAN_TERMS.fundsMaxDays).toBe(3)
    // prepayment not before 7 days after disbursal; borrower over 18
    expect(LOAN_TERMS.prepaymentMinDays).toBe(7)
    expect(LOAN_TERMS.minAge).toBe(18)
    // address change within 3 days; assignment notice 7 business days; judgment paid within 10 days
    expect(LOAN_TERMS.addressNoticeDays).toBe(3)
    expect(LOAN_TERMS.assignmentNoticeBusinessDays).toBe(7)
    expect(LOAN_TERMS.judgmentPaymentDays).toBe(10)
    // one-time fee 1,000 for new clients, 800 for repeat clients (minor units: pesos × 100)
    expect(LOAN_TERMS.penaltyNewClientMinor).toBe(1_000 * 100)
    expect(LOAN_TERMS.penaltyRepeatClientMinor).toBe(800 * 100)
  })

  it('charges 5% a day for days 1-30, 4% for days 31-90 and 2% from day 91', () => {
    expect(DAILY_RATES).toEqual([
      { fromDay: 1, toDay: 30, percent: 5 },
      { fromDay: 31, toDay: 90, percent: 4 },
      { fromDay: 91, toDay: null, percent: 2 },
    ])
  })
})

describe('bandDays', () => {
  it('names the days of each band as the rates table shows them', () => {
    expect(DAILY_RATES.map(bandDays)).toEqual(['1 to 30', '31 to 90', '91 onwards'])
  })
})

describe('latePenalty', () => {
  it.each([0, -1, -30])('owes nothing %i days late', (days) => {
    expect(latePenalty(FIVE_THOUSAND, days, false)).toEqual({ fee: 0, bands: [], total: 0 })
    expect(latePenalty(FIVE_THOUSAND, days, true).total).toBe(0)
  })

  // Worked by hand on ₱5,000 unpaid by a new client (fee ₱1,000): interest = ₱5,000 × the day-percents.
  it.each([
    // days late, [days in each band], interest in pesos
    [1, [1], 250], //                 1 × 5% = 5%
    [2, [2], 500], //                 2 × 5% = 10%
    [30, [30], 7_500], //            30 × 5% = 150%
    [31, [30, 1], 7_700], //         150% + 1 × 4% = 154%
    [90, [30, 60], 19_500], //       150% + 60 × 4% = 390%
    [91, [30, 60, 1], 19_600], //    390% + 1 × 2% = 392%
    [100, [30, 60, 10], 20_500], //  390% + 10 × 2% = 410%
  ])(
    '%i days late: days %j in the bands, ₱%i interest plus the ₱1,000 fee',
    (days, bandDays, interestPesos) => {
      const penalty = latePenalty(FIVE_THOUSAND, days, false)
      expect(penalty.fee).toBe(100_000)
      expect(penalty.bands.map((band) => band.days)).toEqual(bandDays)
      expect(penalty.bands.reduce((sum, band) => sum + band.interest, 0)).toBe(interestPesos * 100)
      expect(penalty.total).toBe((interestPesos + 1_000) * 100)
    },
  )

  it('gives each band its rate, first day and interest', () => {
    expect(latePenalty(FIVE_THOUSAND, 100, false).bands).toEqual([
      { fromDay: 1, toDay: 30, percent: 5, days: 30, interest: 750_000 }, //   30 × 5% × ₱5,000 = ₱7,500
      { fromDay: 31, toDay: 90, percent: 4, days: 60, interest: 1_200_000 }, // 60 × 4% × ₱5,000 = ₱12,000
      { fromDay: 91, toDay: null, percent: 2, days: 10, interest: 100_000 }, // 10 × 2% × ₱5,000 = ₱1,000
    ])
  })

  it('a repeat client pays the ₱800 fee instead of ₱1,000, with the same interest', () => {
    const repeat = latePenalty(FIVE_THOUSAND, 31, true)
    expect(repeat.fee).toBe(80_000)
    expect(repeat.total).toBe((7_700 + 800) * 100)
    expect(latePenalty(FIVE_THOUSAND, 1, true).total).toBe((250 + 800) * 100)
  })

  it('charges simple interest on the unpaid amount only (no interest on interest or on the fee)', () => {
    // ₱1,000 unpaid, 365 days: 150% + 240% + 275 × 2% = 940% → ₱9,400.
    expect(latePenalty(100_000, 365, false).total).toBe((9_400 + 1_000) * 100)
  })

  it('the fee alone when nothing is unpaid, and whole centavos for an odd amount', () => {
    expect(latePenalty(0, 45, false).total).toBe(100_000)
    // ₱3.33 at 5% for one day is 16.65 centavos: a whole number of centavos is charged.
    expect(Number.isInteger(latePenalty(333, 1, false).total)).toBe(true)
  })
})

describe('PENALTY_EXAMPLE', () => {
  it('is a new client with ₱5,000 unpaid, 100 days late: ₱20,500 interest plus the ₱1,000 fee', () => {
    expect(PENALTY_EXAMPLE).toEqual({ unpaidMinor: FIVE_THOUSAND, daysLate: 100, repeatClient: false })
    const { unpaidMinor, daysLate, repeatClient } = PENALTY_EXAMPLE
    const penalty = latePenalty(unpaidMinor, daysLate, repeatClient)
    // 30 × 5% + 60 × 4% + 10 × 2% = 410% of ₱5,000 = ₱20,500; + ₱1,000 = ₱21,500.
    expect(penalty.total).toBe(2_150_000)
    // Late enough to reach every band.
    expect(penalty.bands).toHaveLength(3)
  })
})

describe('TERM_VALUES: the loan terms as the content files show them', () => {
  it('shows the fees in the app’s money format (peso sign, dot thousands, comma decimals)', () => {
    expect(TERM_VALUES.penaltyNewClient).toBe('₱1,000.00')
    expect(TERM_VALUES.penaltyRepeatClient).toBe('₱800.00')
  })

  it('shows the day counts and ages as plain numbers', () => {
    expect(TERM_VALUES).toMatchObject({
      minTermDays: '91',
      maxTermDays: '365',
      decisionDays: '1',
      fundsMinDays: '1',
      fundsMaxDays: '3',
      prepaymentMinDays: '7',
      minAge: '18',
      addressNoticeDays: '3',
      assignmentNoticeBusinessDays: '7',
      judgmentPaymentDays: '10',
    })
  })
})

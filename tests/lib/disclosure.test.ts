import { describe, expect, it } from 'vitest'
import {
  DAYS_PER_MONTH,
  disclosureOf,
  effectiveMonthlyRate,
  yearlyRate,
  type OfferTerms,
} from '../../machines/disclosure.ts'

/*
 * Worked examples of decision 028 (docs/decisions/028-disclosure-statement.md). A month is 365/12 days;
 * the rate is monthly, compounded, with the net proceeds received on the day of confirmation.
 */

/** 2026-11-27, 10:00 in Manila. */
const TODAY = new Date('2026-11-27T02:00:00Z')

/** Σ amount / (1 + r)^(days / (365/12)) − net: zero at the effective rate. */
function npv(rate: number, net: number, flows: { days: number; amount: number }[]): number {
  return flows.reduce(
    (total, { days, amount }) => total + amount / (1 + rate) ** (days / DAYS_PER_MONTH),
    -net,
  )
}

/**
 * An independent method: Newton's iteration on the continuously compounded monthly rate δ
 * (f(δ) = Σ p·e^(−δ·t) − net), then r = e^δ − 1.
 */
function newtonRate(net: number, flows: { days: number; amount: number }[]): number {
  let delta = 0
  for (let i = 0; i < 100; i++) {
    let f = -net
    let slope = 0
    for (const { days, amount } of flows) {
      const t = days / DAYS_PER_MONTH
      f += amount * Math.exp(-delta * t)
      slope -= amount * t * Math.exp(-delta * t)
    }
    delta -= f / slope
  }
  return Math.exp(delta) - 1
}

describe('effectiveMonthlyRate', () => {
  it('(a) one payment: ₱5,000 financed, ₱300 fee (₱4,700 net), ₱5,350 after 91 days → 4.4248 % a month', () => {
    const flows = [{ days: 91, amount: 535_000 }]
    const rate = effectiveMonthlyRate(470_000, flows)
    // Closed form for one payment: r = (5350 / 4700)^(1 / (91 / (365/12))) − 1 = 0.0442476…
    const closedForm = (5350 / 4700) ** (1 / (91 / (365 / 12))) - 1
    expect(closedForm).toBeCloseTo(0.0442476, 6)
    expect(rate).toBeCloseTo(closedForm, 9)
    // 68.13 % over a year, compounded monthly.
    expect(yearlyRate(rate!)).toBeCloseTo(0.681287, 5)
  })

  it('(b) three instalments: ₱9,000 financed, ₱450 fee (₱8,550 net), ₱3,400 after 30, 60 and 90 days → 9.5059 % a month', () => {
    const flows = [
      { days: 30, amount: 340_000 },
      { days: 60, amount: 340_000 },
      { days: 90, amount: 340_000 },
    ]
    const rate = effectiveMonthlyRate(855_000, flows)
    expect(rate).not.toBeNull()
    // The net present value at the rate found is ~0 (within a centavo's millionth).
    expect(Math.abs(npv(rate!, 855_000, flows))).toBeLessThan(1e-6)
    // The same rate by another method, and the value derived with it (0.0950590 a month).
    expect(rate).toBeCloseTo(newtonRate(855_000, flows), 9)
    expect(rate).toBeCloseTo(0.095059, 6)
    expect(yearlyRate(rate!)).toBeCloseTo(1.973378, 5)
  })

  it('(c) degenerate inputs are null, never NaN', () => {
    const ok = [{ days: 91, amount: 535_000 }]
    expect(effectiveMonthlyRate(470_000, [])).toBeNull() // no payments
    expect(effectiveMonthlyRate(470_000, [{ days: 91, amount: 470_000 }])).toBeNull() // not exceeding
    expect(effectiveMonthlyRate(470_000, [{ days: 91, amount: 400_000 }])).toBeNull()
    expect(effectiveMonthlyRate(470_000, [{ days: -3, amount: 535_000 }])).toBeNull() // in the past
    expect(effectiveMonthlyRate(470_000, [{ days: 0, amount: 535_000 }])).toBeNull() // today
    expect(effectiveMonthlyRate(470_000, [{ days: Number.NaN, amount: 535_000 }])).toBeNull()
    expect(effectiveMonthlyRate(0, ok)).toBeNull()
    expect(effectiveMonthlyRate(-5, ok)).toBeNull()
    expect(effectiveMonthlyRate(Number.NaN, ok)).toBeNull()
    expect(effectiveMonthlyRate(470_000, [{ days: 91, amount: Number.POSITIVE_INFINITY }])).toBeNull()
    // A rate beyond any bracket (a payment a billion times the proceeds the next day) is null, not a hang.
    expect(effectiveMonthlyRate(1, [{ days: 1, amount: 1e300 }])).toBeNull()
  })
})

/** The sandbox's one-payment offer: ₱5,000, ₱300 service fee, ₱318.50 interest, repaid after 91 days. */
const sandboxTerms = (over: Partial<OfferTerms> = {}): OfferTerms => ({
  amount: 500_000,
  fees: [{ name: 'Service fee', amount: 30_000 }],
  interest: 31_850,
  netProceeds: 470_000,
  monthlyRate: null,
  payments: [{ date: '2027-02-26', amount: 531_850 }],
  ...over,
})

describe('disclosureOf', () => {
  it('states every figure of a consistent offer and computes its rate from the cash flows', () => {
    const disclosure = disclosureOf(sandboxTerms(), TODAY)
    expect(disclosure).toMatchObject({
      amountFinanced: 500_000,
      charges: [
        { name: 'Interest', kind: 'interest', amount: 31_850 },
        { name: 'Service fee', kind: 'fee', amount: 30_000 },
      ],
      totalCharges: 61_850,
      netProceeds: 470_000,
      schedule: [{ date: '2027-02-26', amount: 531_850 }],
      totalRepay: 531_850,
      gaps: [],
    })
    // 91 Manila days from 2026-11-27 to 2027-02-26: (5318.50 / 4700)^(1 / (91 / (365/12))) − 1.
    const expected = (531_850 / 470_000) ** (1 / (91 / DAYS_PER_MONTH)) - 1
    expect(disclosure.rate?.source).toBe('computed')
    expect(disclosure.rate?.monthly).toBeCloseTo(expected, 9)
    expect(disclosure.rate?.monthly).toBeCloseTo(0.0421885, 6)
  })

  it('prefers the lender’s own effective rate, labelled as the server’s', () => {
    const rate = disclosureOf(sandboxTerms({ monthlyRate: 4.5 }), TODAY).rate
    expect(rate).toEqual({ monthly: 0.045, yearly: yearlyRate(0.045), source: 'server' })
  })

  it('without structured fields: interest from the schedule, fees and the rate named as gaps', () => {
    const disclosure = disclosureOf(sandboxTerms({ fees: null, interest: null, netProceeds: null }), TODAY)
    expect(disclosure.charges).toEqual([{ name: 'Interest', kind: 'interest', amount: 31_850 }])
    expect(disclosure.totalCharges).toBeNull()
    expect(disclosure.netProceeds).toBeNull()
    expect(disclosure.rate).toBeNull()
    expect(disclosure.gaps).toEqual(['fees', 'rate'])
  })

  it('derives the fees from the net proceeds, and the net proceeds from the fees', () => {
    expect(disclosureOf(sandboxTerms({ fees: null }), TODAY).charges[1]).toEqual({
      name: 'Fees deducted up front',
      kind: 'fee',
      amount: 30_000,
    })
    expect(disclosureOf(sandboxTerms({ netProceeds: null }), TODAY).netProceeds).toBe(470_000)
  })

  it('names figures that do not add up and computes no rate from them', () => {
    const fees = disclosureOf(sandboxTerms({ netProceeds: 480_000 }), TODAY)
    expect(fees.gaps).toEqual(['mismatch', 'rate'])
    expect(fees.rate).toBeNull()
    const schedule = disclosureOf(sandboxTerms({ interest: 40_000 }), TODAY)
    expect(schedule.gaps).toContain('mismatch')
    expect(schedule.rate).toBeNull()
  })

  it('without a schedule: no total to repay, no rate', () => {
    const disclosure = disclosureOf(sandboxTerms({ payments: [], interest: null }), TODAY)
    expect(disclosure.totalRepay).toBeNull()
    expect(disclosure.gaps).toEqual(['schedule', 'interest', 'rate'])
  })

  it('a due date that is not a date, or already past, gives no rate', () => {
    expect(
      disclosureOf(sandboxTerms({ payments: [{ date: 'soon', amount: 531_850 }] }), TODAY).rate,
    ).toBeNull()
    expect(
      disclosureOf(sandboxTerms({ payments: [{ date: '2026-11-20', amount: 531_850 }] }), TODAY).rate,
    ).toBeNull()
  })
})

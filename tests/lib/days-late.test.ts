import { describe, expect, it } from 'vitest'
import { daysLate, dueDayNumber, manilaDayNumber } from '../../machines/days-late.ts'

describe('daysLate', () => {
  it('is 0 up to and on the due date, in Manila time', () => {
    expect(daysLate('2026-11-27', new Date('2026-11-27T15:59:59Z'))).toBe(0) // 23:59:59 in Manila
    expect(daysLate('2026-11-28', new Date('2026-11-27T10:00:00Z'))).toBe(0)
  })
  it('counts Manila calendar days, not the phone zone', () => {
    expect(daysLate('2026-11-27', new Date('2026-11-27T16:00:00Z'))).toBe(1) // 00:00 on the 28th in Manila
    expect(daysLate('2026-11-27 23:59:59', new Date('2026-12-07T03:00:00Z'))).toBe(10)
    expect(daysLate('2026-02-28', new Date('2026-03-01T04:00:00Z'))).toBe(1)
  })
  it('reads epoch seconds and milliseconds', () => {
    const due = Date.UTC(2026, 10, 20, 4) // 2026-11-20 12:00 Manila
    expect(daysLate(due, new Date('2026-11-23T04:00:00Z'))).toBe(3)
    expect(daysLate(String(due / 1000), new Date('2026-11-23T04:00:00Z'))).toBe(3)
  })
  it('is null for what is not a date', () => {
    expect(daysLate('', new Date())).toBeNull()
    expect(daysLate('soon', new Date())).toBeNull()
    expect(dueDayNumber('2026-02-30')).toBeNull()
  })
  it('numbers Manila days from the epoch', () => {
    expect(manilaDayNumber(new Date('1970-01-01T15:59:59Z'))).toBe(0)
    expect(manilaDayNumber(new Date('1970-01-01T16:00:00Z'))).toBe(1)
  })
})

describe('formatManilaDateTime', () => {
  it('writes the Manila wall clock', async () => {
    const { formatManilaDateTime } = await import('../../src/lib/manila-time.ts')
    expect(formatManilaDateTime(new Date('2026-11-27T16:04:05Z'))).toBe('2026-11-28 00:04:05')
    expect(formatManilaDateTime(new Date('nope'))).toBe('')
  })
})

/**
 * How late a payment is, counted in Manila calendar days (Asia/Manila is UTC+8 all year, no daylight
 * saving), so a borrower opening the app at 00:30 on the day after the due date reads "1 day late"
 * whatever the phone's own time zone says.
 */

/** Manila is UTC+8 all year. */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Manila calendar day of an instant, as a day number since 1970-01-01. */
export function manilaDayNumber(at: Date): number {
  return Math.floor((at.getTime() + MANILA_OFFSET_MS) / DAY_MS)
}

/**
 * The calendar day of a due date as the server writes it (`YYYY-MM-DD`, with an optional time, or
 * epoch seconds / milliseconds), as a day number; null when it cannot be read. A date without a zone
 * is a Manila date.
 */
export function dueDayNumber(due: string | number): number | null {
  if (typeof due === 'number' || /^\d{9,}$/.test(due)) {
    const n = Number(due)
    if (!Number.isFinite(n)) return null
    return manilaDayNumber(new Date(n < 1e12 ? n * 1000 : n))
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(due.trim())
  if (match === null) return null
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const utc = Date.UTC(y, m - 1, d)
  const back = new Date(utc)
  if (back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null
  return Math.floor(utc / DAY_MS)
}

/**
 * Whole Manila days between the due date and `now`: 0 on or before the due date, 1 on the day after,
 * null when the due date cannot be read.
 */
export function daysLate(due: string | number, now: Date): number | null {
  const dueDay = dueDayNumber(due)
  if (dueDay === null) return null
  return Math.max(0, manilaDayNumber(now) - dueDay)
}

/** Apart from ./format.ts, which most routes load first: only receipts and code validity need it. */

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** Manila is UTC+8 all year (no daylight saving). */
export const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000

/**
 * "2026-11-27 20:04:05" in Manila time (UTC+8 all year), whatever the phone's zone: what a receipt
 * shows, so it reads the same as the lender's own records.
 */
export function formatManilaDateTime(at: Date): string {
  if (Number.isNaN(at.getTime())) return ''
  const shifted = new Date(at.getTime() + MANILA_OFFSET_MS)
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`
  return `${date} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
}

/**
 * A Manila wall-clock time as the lender writes it, "YYYY-MM-DD HH:MM[:SS]" (or with a T), as the
 * instant it names; null when it is not one (a day or an hour that does not exist included).
 */
export function manilaTimeAt(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text)
  if (match === null) return null
  const [, y, mo, d, h, mi, se] = match.map((part) => Number(part ?? 0)) as number[]
  const at = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, se!) - MANILA_OFFSET_MS)
  const back = new Date(at.getTime() + MANILA_OFFSET_MS)
  return back.getUTCMonth() === mo! - 1 && back.getUTCDate() === d! && h! < 24 && mi! < 60 ? at : null
}

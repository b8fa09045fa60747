/** Apart from ./format.ts, which most routes load first: only receipts and code validity need it. */

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000

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

/** Money, dates and ids as decisions.md "Money, dates, ids" fixes them. */

export const PESO = '₱'
export const RUPEE = '₹'

/**
 * Minor units → "1.234,56": divided by 100, two decimals, thousands grouped with a dot (spec §9).
 * With the dot taken by grouping, the decimals take a comma so "1.234" can never be misread
 * (docs/decisions/003-money-format.md).
 */
export function formatMinor(minor: number | string): string {
  const value = typeof minor === 'string' ? Number(minor) : minor
  if (!Number.isFinite(value)) return '0,00'
  const negative = value < 0
  const cents = Math.round(Math.abs(value))
  const whole = Math.floor(cents / 100)
  const fraction = String(cents % 100).padStart(2, '0')
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${negative ? '-' : ''}${grouped},${fraction}`
}

export function formatPeso(minor: number | string): string {
  return `${PESO}${formatMinor(minor)}`
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/** Accepts epoch seconds, epoch milliseconds, a Date or a date string; returns "" when it cannot tell. */
export function toDate(input: number | string | Date): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input
  if (typeof input === 'number' || /^\d+$/.test(input)) {
    const n = Number(input)
    const d = new Date(n < 1e12 ? n * 1000 : n)
    return Number.isNaN(d.getTime()) ? null : d
  }
  const d = new Date(input.replace(' ', 'T'))
  return Number.isNaN(d.getTime()) ? null : d
}

export function formatDate(input: number | string | Date): string {
  const d = toDate(input)
  if (d === null) return typeof input === 'string' ? input : ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

export function formatDateTime(input: number | string | Date): string {
  const d = toDate(input)
  if (d === null) return typeof input === 'string' ? input : ''
  return `${formatDate(d)} ${formatTime(d)}`
}

/** "12:04:05": the time of day of a date, in the local clock. */
export function formatTime(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

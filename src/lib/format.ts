/** Money, dates and ids as decisions.md "Money, dates, ids" fixes them. */

export const PESO = '₱'
export const RUPEE = '₹'

/** How amounts are written: `ph` ₱3,920.00 (default, decisions.md), `spec` ₱3.920,00 (spec §9's dot grouping). */
export type MoneyStyle = 'ph' | 'spec'

let moneyStyle: MoneyStyle = 'ph'
/**
 * The style every amount is written in from now on: the app sets it once at start-up from
 * `config.moneyStyle` (src/app/main.tsx), the build from `VITE_MONEY_STYLE` (scripts/lib/content-format.ts).
 * Kept out of src/config.ts's reach so this module also runs in Node (the build's content pages).
 */
export function setMoneyStyle(style: MoneyStyle): void {
  moneyStyle = style
}

/**
 * Minor units → "1,234.56": divided by 100, two decimals, thousands grouped with a comma and a decimal
 * point, as Filipinos read money everywhere else (decisions.md, docs/decisions/003-money-format.md).
 * The spec's dot grouping ("1.234,56") is the `spec` style, chosen by configuration
 * (`VITE_MONEY_STYLE=spec`, src/config.ts). The one formatter of every amount the app writes.
 */
export function formatMinor(minor: number | string, style: MoneyStyle = moneyStyle): string {
  const [group, point] = style === 'spec' ? ['.', ','] : [',', '.']
  const value = typeof minor === 'string' ? Number(minor) : minor
  if (!Number.isFinite(value)) return `0${point}00`
  const negative = value < 0
  const cents = Math.round(Math.abs(value))
  const whole = Math.floor(cents / 100)
  const fraction = String(cents % 100).padStart(2, '0')
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${negative ? '-' : ''}${grouped}${point}${fraction}`
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

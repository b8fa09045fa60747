/**
 * A small coloured mark per bank or e-wallet, so that BDO and BPI no longer both show a "B".
 * Known Philippine banks and wallets (by the server's bankCode) get their own short label; any other
 * bank gets the initials of its name on a palette colour picked from the name, so the same bank
 * always looks the same. The colours are in theme.css (`.bank-mark--<label>`, `.bank-mark--p<n>`),
 * each pair at least 4.5:1 (tests/ui/bank-mark.test.tsx).
 */

/** bankCode (upper case, without spaces, dots or dashes) → label. */
export const KNOWN_BANK_CODES: Readonly<Record<string, string>> = {
  BDO: 'BDO',
  BPI: 'BPI',
  MBTC: 'MB',
  METROBANK: 'MB',
  MBT: 'MB',
  LBP: 'LBP',
  LANDBANK: 'LBP',
  PNB: 'PNB',
  SECB: 'SB',
  SBC: 'SB',
  SECURITYBANK: 'SB',
  UBP: 'UB',
  UNIONBANK: 'UB',
  RCBC: 'RCBC',
  CBC: 'CBC',
  CHINABANK: 'CBC',
  EWB: 'EWB',
  EASTWEST: 'EWB',
  PSB: 'PSB',
  PSBANK: 'PSB',
  GCASH: 'GC',
  GC: 'GC',
  MAYA: 'Maya',
  PAYMAYA: 'Maya',
}

/** How many fallback colours theme.css defines. */
export const FALLBACK_COLOURS = 6

const STOP_WORDS = new Set(['of', 'the', 'and', 'de', 'ng'])

/** Initials of up to the first three words ("Asia United Bank" → "AUB"); one word gives two letters. */
export function initialsOf(text: string): string {
  const words = text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !STOP_WORDS.has(word.toLowerCase()))
  const first = words[0]
  if (first === undefined) return '?'
  if (words.length === 1) return Array.from(first).slice(0, 2).join('').toUpperCase()
  return words
    .slice(0, 3)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase()
}

/** FNV-1a: a stable, well-spread number from a string, so a name always gets the same colour. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return value
}

export interface BankMarkStyle {
  label: string
  /** The colour modifier: `bank-mark--<tone>`. */
  tone: string
  known: boolean
}

export function bankMarkStyle(bankCode: string, bankName: string): BankMarkStyle {
  const known = KNOWN_BANK_CODES[bankCode.toUpperCase().replace(/[\s._-]+/g, '')]
  if (known !== undefined) return { label: known, tone: known.toLowerCase(), known: true }
  const source = (bankName.trim() || bankCode.trim()).toLowerCase()
  return {
    label: initialsOf(bankName.trim() || bankCode.trim()),
    tone: `p${hash(source) % FALLBACK_COLOURS}`,
    known: false,
  }
}

/** Decorative: the row that holds it reads the bank name. */
export function BankMark({ bankCode = '', bankName }: { bankCode?: string; bankName: string }) {
  const mark = bankMarkStyle(bankCode, bankName)
  const size = mark.label.length >= 4 ? ' bank-mark--4' : mark.label.length === 3 ? ' bank-mark--3' : ''
  return (
    <span className={`bank-mark bank-mark--${mark.tone}${size}`} aria-hidden="true">
      {mark.label}
    </span>
  )
}

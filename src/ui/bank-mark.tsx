/**
 * A small coloured mark per bank or e-wallet, so that BDO and BPI no longer both show a "B".
 * Known Philippine banks and wallets get their own short label and colours; any other bank gets the
 * initials of its name on a colour picked from the name, so the same bank always looks the same.
 */

export interface BankMarkStyle {
  label: string
  background: string
  foreground: string
}

interface KnownBank extends BankMarkStyle {
  /** Codes the server may send (compared case-insensitively, ignoring spaces, dashes, dots). */
  codes: readonly string[]
  /** Name beginnings that identify the bank when the code is missing or unknown. */
  names: readonly string[]
}

/** Every background/foreground pair is at least 4.5:1 (tests/ui/bank-mark.test.tsx). */
export const KNOWN_BANKS: readonly KnownBank[] = [
  {
    codes: ['BDO'],
    names: ['bdo', 'banco de oro'],
    label: 'BDO',
    background: '#0038a8',
    foreground: '#ffd24a',
  },
  {
    codes: ['BPI'],
    names: ['bpi', 'bank of the philippine islands'],
    label: 'BPI',
    background: '#b11116',
    foreground: '#ffffff',
  },
  {
    codes: ['MBTC', 'METROBANK', 'MBT'],
    names: ['metrobank', 'metropolitan bank'],
    label: 'MB',
    background: '#003b7a',
    foreground: '#ffffff',
  },
  {
    codes: ['LBP', 'LANDBANK'],
    names: ['landbank', 'land bank'],
    label: 'LBP',
    background: '#00693e',
    foreground: '#ffffff',
  },
  {
    codes: ['PNB'],
    names: ['pnb', 'philippine national bank'],
    label: 'PNB',
    background: '#1f2a6b',
    foreground: '#ffffff',
  },
  {
    codes: ['SECB', 'SBC', 'SECURITYBANK'],
    names: ['security bank'],
    label: 'SB',
    background: '#065f46',
    foreground: '#ffffff',
  },
  {
    codes: ['UBP', 'UNIONBANK'],
    names: ['unionbank', 'union bank'],
    label: 'UB',
    background: '#ff8000',
    foreground: '#1f1f1f',
  },
  {
    codes: ['RCBC'],
    names: ['rcbc', 'rizal commercial'],
    label: 'RCBC',
    background: '#00529b',
    foreground: '#ffffff',
  },
  {
    codes: ['CBC', 'CHINABANK'],
    names: ['china bank', 'chinabank', 'china banking'],
    label: 'CBC',
    background: '#8c1d40',
    foreground: '#ffffff',
  },
  {
    codes: ['EWB', 'EASTWEST'],
    names: ['eastwest', 'east west'],
    label: 'EWB',
    background: '#6c1d5f',
    foreground: '#ffffff',
  },
  {
    codes: ['PSB', 'PSBANK'],
    names: ['psbank', 'philippine savings bank'],
    label: 'PSB',
    background: '#1e40af',
    foreground: '#ffffff',
  },
  {
    codes: ['GCASH', 'GC'],
    names: ['gcash'],
    label: 'GC',
    background: '#0a5fd6',
    foreground: '#ffffff',
  },
  {
    codes: ['MAYA', 'PAYMAYA'],
    names: ['maya', 'paymaya'],
    label: 'Maya',
    background: '#00d26a',
    foreground: '#0b0b0b',
  },
]

const SLATE = { background: '#334e68', foreground: '#ffffff' }

/** Colours for banks not in the table; every pair is at least 4.5:1. */
export const FALLBACK_PALETTE: readonly { background: string; foreground: string }[] = [
  SLATE,
  { background: '#5b21b6', foreground: '#ffffff' },
  { background: '#9d174d', foreground: '#ffffff' },
  { background: '#0e7490', foreground: '#ffffff' },
  { background: '#9a3412', foreground: '#ffffff' },
  { background: '#4d4d4d', foreground: '#ffffff' },
]

const STOP_WORDS = new Set(['of', 'the', 'and', 'de', 'ng'])

function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[\s._-]+/g, '')
}

function findKnown(bankCode: string, bankName: string): KnownBank | undefined {
  const code = normaliseCode(bankCode)
  if (code !== '') {
    const byCode = KNOWN_BANKS.find((bank) => bank.codes.includes(code))
    if (byCode !== undefined) return byCode
  }
  const name = bankName.trim().toLowerCase().replace(/\s+/g, ' ')
  if (name === '') return undefined
  return KNOWN_BANKS.find((bank) =>
    bank.names.some(
      (start) => name === start || name.startsWith(`${start} `) || name.startsWith(`${start},`),
    ),
  )
}

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
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}

export function bankMarkStyle(bankCode: string, bankName: string): BankMarkStyle & { known: boolean } {
  const known = findKnown(bankCode, bankName)
  if (known !== undefined) {
    return { label: known.label, background: known.background, foreground: known.foreground, known: true }
  }
  const source = bankName.trim() !== '' ? bankName.trim() : bankCode.trim()
  const colours = FALLBACK_PALETTE[hash(source.toLowerCase()) % FALLBACK_PALETTE.length] ?? SLATE
  return { label: initialsOf(source), ...colours, known: false }
}

/** Decorative: the row that holds it reads the bank name. */
export function BankMark({ bankCode = '', bankName }: { bankCode?: string; bankName: string }) {
  const mark = bankMarkStyle(bankCode, bankName)
  const size = mark.label.length >= 4 ? ' bank-mark--4' : mark.label.length === 3 ? ' bank-mark--3' : ''
  return (
    <span
      className={`bank-mark${size}${mark.known ? '' : ' bank-mark--fallback'}`}
      style={{ background: mark.background, color: mark.foreground }}
      aria-hidden="true"
    >
      {mark.label}
    </span>
  )
}

import { statusTexts } from '../i18n/status/index.ts'

/**
 * Order status as a coloured chip (spec §4 "Order status on the details screen"). The server sends a
 * numeric code on loan details and an English word on other screens (the complaint order card), so
 * both map to the same tones.
 */

export type StatusTone = 'blue' | 'amber' | 'orange' | 'red' | 'teal'

/** Text and background of each tone; every pair is at least 4.5:1 (tests/ui/status-chip.test.tsx). */
export const STATUS_TONE_COLOURS: Record<StatusTone, { text: string; background: string }> = {
  blue: { text: '#1d4ed8', background: '#e0ecff' },
  amber: { text: '#854d0e', background: '#fef3c7' },
  orange: { text: '#9a3412', background: '#ffedd5' },
  red: { text: '#b42318', background: '#fee4e2' },
  teal: { text: '#0f6b63', background: '#d5f5ef' },
}

/**
 * Spec §4 codes. 151 is "orange-ish": amber, lighter in meaning than the orange of "money owed".
 * 170 has no colour in the spec but the same "Repayment" button as 174, so it is a money-owed state:
 * orange, like 174.
 */
/** Each status code's tone and label (the label's text in src/i18n/status). */
export const STATUS_CODES: Record<string, { tone: StatusTone; label: keyof StatusLabels }> = {
  '21': { tone: 'blue', label: 'inReview' },
  '151': { tone: 'amber', label: 'processing' },
  '110': { tone: 'red', label: 'failed' },
  '170': { tone: 'orange', label: 'repaying' },
  '174': { tone: 'orange', label: 'repayable' },
  '180': { tone: 'red', label: 'overdue' },
  '200': { tone: 'teal', label: 'finished' },
}
type StatusLabels = ReturnType<typeof statusTexts>

/** The label of a status code in the page's language, or undefined for a code the app does not know. */
export function statusLabel(status: string): string | undefined {
  const code = STATUS_CODES[status.trim()]
  return code === undefined ? undefined : statusTexts()[code.label]
}

/** Checked in this order, so "unpaid" is orange before "paid" can make it teal, "overdue" red before "due". */
const WORDS: readonly [StatusTone, RegExp][] = [
  ['red', /\b(overdue|failed|fail|rejected|refused|cancelled|canceled)\b/],
  ['orange', /\b(repayable|due|unpaid|pending repayment|to repay|repaying)\b/],
  ['teal', /\b(finished|paid|settled|repaid|completed|closed)\b/],
  ['amber', /\b(approved|processing|to withdraw)\b/],
  ['blue', /\b(in review|reviewing|under review|pending)\b/],
]

/** Tone of a spec code ("174") or an English status text ("Overdue"); anything else gets the 21 blue. */
export function statusTone(status: string): StatusTone {
  const text = status.trim().toLowerCase().replace(/\s+/g, ' ')
  const byCode = STATUS_CODES[text]
  if (byCode !== undefined) return byCode.tone
  for (const [tone, pattern] of WORDS) if (pattern.test(text)) return tone
  return 'blue'
}

/** Shows `label` when given, else the spec's name for a known code, else the status text itself. */
export function StatusChip({ status, label }: { status: string; label?: string }) {
  const tone = statusTone(status)
  const text = label ?? statusLabel(status) ?? status
  return <span className={`status-chip status-chip--${tone}`}>{text}</span>
}

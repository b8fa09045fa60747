import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/**
 * The spec's literal wording where it gives one; plain English (./en.ts) elsewhere. The choice is the
 * order page's (spec §4 "Buttons": statuses 174 or 180 with isDelay "1"): "REPAY" and "Rollover
 * Repayment" with the hint "Short of money?" (en's hint already). The title is common's (spec
 * titles.pay, "Repayment").
 */
const spec: TextsOf<typeof en> = { ...en, pay: 'REPAY', rollover: 'Rollover Repayment' }

export default spec

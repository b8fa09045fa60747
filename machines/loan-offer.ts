/**
 * What both loan confirmations (v3 and the legacy variant 2) share: the offer's rows and the
 * agreements. Not under shared/: the chunk every flow route loads carries shared/, these are the loan routes' own.
 */

/** The contract scene of the loan agreements (spec §9). */
export const CONTRACT_SCENE = 3

export interface TextValue {
  text: string
  value: string
}
export interface PlanRow {
  title: string
  description: string
  /** Minor units. */
  amount: number
  payTime: string
}
export interface Agreement {
  title: string
}

/** Where the page asks for the tapped agreement (contract-jump, misunderstood). */
export interface JumpInput {
  productId: string
  orderId: string
  /** The agreement's index in the list. */
  position: number
}
/** What the loan is submitted with (loan-detail-push, depush). */
export interface PushInput {
  productId: string
  amount: number
  periods: string
  termUnit: string
}

/** What an accepted submission answered: the page it names next, checked; null when it names none the app opens. */
export interface PushResult {
  nextUrl: string | null
}
/**
 * An accepted submission, as the page keeps it once it is known (decision 022): the order it created
 * when the app knows it (the check found it in the order list), '' when the answer named none.
 */
export interface SubmittedLoan {
  orderId: string
}
/** The check of a submission whose outcome is unknown: its terms and the backoff it runs with. */
export type PushCheckInput = PushInput & { delaysMs: readonly number[] }

/** Keys of a submission in flight: bound to its terms, for 30 minutes (src/lib/submissions.ts). */
export const PUSH_TRACE_TTL_MS = 30 * 60_000

/** A tapped position names one of the listed agreements. */
export function isListedAgreement(position: number, agreements: readonly Agreement[] | undefined): boolean {
  return Number.isInteger(position) && position >= 0 && position < (agreements?.length ?? 0)
}

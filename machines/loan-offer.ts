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

/**
 * What the borrower applied for, remembered when the lender accepts it (src/lib/submitted-loan.ts) so
 * the page the confirmation leads to can say it. Amounts in minor units; null where the offer did not say.
 */
export interface Application {
  productId: string
  productName: string
  amount: number
  netProceeds: number | null
  totalRepay: number | null
  /** The term in days (the offer's periods), null when the offer did not say: the order page words it. */
  termDays: number | null
  /** The first due date as the offer wrote it; '' when unknown. */
  firstDueDate: string
  /** The receiving account as the offer named it; '' when it did not. */
  account: string
  /** The amounts are pesos (the legacy offer may be in rupees, which the record does not carry). */
  pesos: boolean
}

/** The offer fields an application is made of (both confirmations' offers have them). */
export interface ApplicationSource {
  productName: string
  amount: number
  periods: string
  receivingAccount: string
  disclosure: { netProceeds: number | null; totalRepay: number | null; schedule: { date: string }[] }
}

export function applicationOf(
  productId: string,
  offer: ApplicationSource | undefined,
  firstDueDate: string,
  pesos = true,
): Application {
  return {
    productId,
    productName: offer?.productName ?? '',
    amount: offer?.amount ?? 0,
    netProceeds: offer?.disclosure.netProceeds ?? null,
    totalRepay: offer?.disclosure.totalRepay ?? null,
    termDays: offer === undefined || !/^\d+$/.test(offer.periods.trim()) ? null : Number(offer.periods),
    firstDueDate: offer?.disclosure.schedule[0]?.date ?? firstDueDate,
    account: offer?.receivingAccount ?? '',
    pesos,
  }
}

/** A tapped position names one of the listed agreements. */
export function isListedAgreement(position: number, agreements: readonly Agreement[] | undefined): boolean {
  return Number.isInteger(position) && position >= 0 && position < (agreements?.length ?? 0)
}

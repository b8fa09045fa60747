import { applicationOf, type Application, type PushInput } from './loan-offer.ts'
import type { LoanConfirmContext } from './loan-confirm.types.ts'

/* Param builders of loan confirmation v3 (machines/loan-confirm.machine.ts): pure, from its context. */

/** What was applied for, from the offer on screen (remembered when the lender accepts it). */
export const application = ({ context }: { context: LoanConfirmContext }): Application =>
  applicationOf(context.productId, context.data?.offer, context.data?.offer.firstPayTime ?? '')

/** The terms Next pushes: the offer on screen. */
export const pushOf = ({ context }: { context: LoanConfirmContext }): { pushed: PushInput } => ({
  pushed: {
    productId: context.productId,
    amount: context.data?.offer.amount ?? 0,
    periods: context.data?.offer.periods ?? '',
    termUnit: context.data?.offer.termUnit ?? '',
  },
})

import { endpoint, ZERO } from '../api.ts'
import * as shared from '../schemas-loan.ts'
import * as s from '../schemas-loan-v3.ts'

/** Loan confirmation and contracts (spec §7). */

/** The fixed marker of spec §7 rides on the jump and the push under its configured name. */
export type WithMarker<T> = T & Record<string, string | number>

export const loanConfirm = endpoint<typeof s.loanConfirm, { productId: string }>({
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  send: 'form',
  success: ZERO,
  data: s.loanConfirm,
})

export const contracts = endpoint<typeof s.agreements, { productId: string; scene: number }>({
  method: 'POST',
  path: '/v3/contract/contract',
  send: 'form',
  success: ZERO,
  data: s.agreements,
})

export const contractJump = endpoint<
  typeof shared.contractJump,
  WithMarker<{ productId: string; scene: number; position: number; orderId: string }>
>({
  method: 'POST',
  path: '/v3/contract/contract-jump',
  send: 'form',
  success: ZERO,
  data: shared.contractJump,
})

export const loanPush = endpoint<
  typeof s.loanPush,
  WithMarker<{ amount: number; periods: string; termUnit: string; productId: string }>
>({
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-push',
  send: 'form',
  success: ZERO,
  data: s.loanPush,
})

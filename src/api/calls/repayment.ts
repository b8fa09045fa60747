import { endpoint, ZERO, DOUBLE_ZERO, type RepayPayload } from '../api.ts'
import { ignored } from '../schema-base.ts'
import { YOUMI_LOAN } from './repayment-way.ts'
import * as s from '../schemas-repayment.ts'

/**
 * Repayment by card and by e-wallet (spec §7); instalment, rollover and pay code are in ./instalment.ts.
 * repayment-way is in ./repayment-way.ts (what a page loads as it opens); the payment calls here load
 * with a payment's code (src/screens/repay-by-card/payment-check.tsx).
 */
export { repaymentWay } from './repayment-way.ts'

export const repaymentCommit = endpoint<typeof s.repaymentCommit, RepayPayload>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-commit`,
  send: 'form',
  success: ZERO,
  data: s.repaymentCommit,
})

export const repaymentHuichao = endpoint<
  typeof s.redirect,
  { userId: string; orderId: string; amount: string }
>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-huichao`,
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.redirect,
})

export const repaymentConfirm = endpoint<
  typeof ignored,
  { orderId: string; verifyCode: string; repaymentRecordId: string }
>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-confirm`,
  send: 'form',
  success: ZERO,
  data: ignored,
})

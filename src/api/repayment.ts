import * as v from 'valibot'
import { endpoint, ZERO, DOUBLE_ZERO, type RepayPayload } from './api.ts'
import { YOUMI_LOAN } from './repayment-way.ts'
import { flag, ignored, optText } from './schema-base.ts'

/**
 * Repayment by card and by e-wallet (spec §7; answers: spec §3); instalment, rollover and pay code are in
 * ./instalment.ts. repayment-way is in ./repayment-way.ts (what a page loads as it opens); the payment
 * calls here load with a payment's code (src/screens/shared/payment-check.tsx).
 */

export const repaymentCommitData = v.looseObject({ needValid: flag, repayRecordId: optText })
export const redirect = v.looseObject({ url: v.pipe(v.string(), v.minLength(1)) })

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  repaymentCommit: repaymentCommitData,
  redirect,
}

export const repaymentCommit = endpoint<typeof repaymentCommitData, RepayPayload>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-commit`,
  send: 'form',
  success: ZERO,
  data: repaymentCommitData,
})

export const repaymentHuichao = endpoint<
  typeof redirect,
  { userId: string; orderId: string; amount: string }
>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-huichao`,
  send: 'form',
  success: DOUBLE_ZERO,
  data: redirect,
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

import * as v from 'valibot'
import { endpoint, ZERO } from './api.ts'
import {
  contractJump as contractJumpData,
  nonEmpty,
  offerCost,
  planRow,
  wrappedAgreements,
  type WithMarker,
} from './loan-parts.ts'
import { amount, flag, list, optText, text, textValue } from './schema-base.ts'

/**
 * Loan confirmation v3 and its contracts (spec §7; answers: spec §3 "Loan confirm"); only the v3 route
 * loads them. What it shares with the legacy variant 2 is in ./loan-parts.ts.
 */

export const loanConfirmData = v.looseObject({
  comProductLogo: optText,
  comProductName: optText,
  /** Minor units; the push sends it back. */
  amount,
  periods: text,
  termUnit: text,
  details: list(textValue),
  repay_plans: list(planRow),
  firstPayTime: optText,
  firstPeriodDay: optText,
  pRateDsc: optText,
  sendSms: flag,
  isPopType: flag,
  popContent: optText,
  popTitle: optText,
  popAgreementUrl: optText,
  ...offerCost,
})
export const agreements = wrappedAgreements
export const loanPushData = v.looseObject({ lendDetailsUrl: nonEmpty })

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  loanConfirm: loanConfirmData,
  agreements,
  loanPush: loanPushData,
}

export const loanConfirm = endpoint<typeof loanConfirmData, { productId: string }>({
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-confirm',
  send: 'form',
  success: ZERO,
  data: loanConfirmData,
})

export const contracts = endpoint<typeof agreements, { productId: string; scene: number }>({
  method: 'POST',
  path: '/v3/contract/contract',
  send: 'form',
  success: ZERO,
  data: agreements,
})

export const contractJump = endpoint<
  typeof contractJumpData,
  WithMarker<{ productId: string; scene: number; position: number; orderId: string }>
>({
  method: 'POST',
  path: '/v3/contract/contract-jump',
  send: 'form',
  success: ZERO,
  data: contractJumpData,
})

export const loanPush = endpoint<
  typeof loanPushData,
  WithMarker<{ amount: number; periods: string; termUnit: string; productId: string }>
>({
  method: 'POST',
  path: '/v3/loan-confirm/loan-detail-push',
  send: 'form',
  success: ZERO,
  data: loanPushData,
})

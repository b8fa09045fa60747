import * as v from 'valibot'
import { amount, flag, list, optText, text, textValue } from './schema-base.ts'
import { nonEmpty, offerCost, planRow, wrappedAgreements } from './schemas-loan.ts'

/**
 * Loan confirmation v3 responses (spec §3 "Loan confirm"); only the v3 route loads them. What it
 * shares with the legacy variant 2 is in schemas-loan.ts.
 */

export const loanConfirm = v.looseObject({
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
export const loanPush = v.looseObject({ lendDetailsUrl: nonEmpty })

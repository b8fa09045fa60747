/** Named behaviours a tester can pick; the value is the description shown in the picker. */
export const SCENARIOS = {
  verificationNeeded: 'Default. Card repayment asks for an SMS code (use 123456).',
  noVerification: 'Card repayment is paid at commit, without an SMS code.',
  wrongCode: 'Every SMS code is refused with 800006 "verification code error".',
  repeatedSubmission:
    'Every repayment commit is refused with 800005 "do not submit the payment request repeatedly".',
  cardListFailure: 'Loading the repayment cards fails: "failed to query card list".',
  serverError: 'Every call answers HTTP 500.',
  slowNetwork: 'Every answer is delayed by 2.5 seconds.',
  collectionRefused: 'Orders do not allow collection complaints (isShow 0) and no order is preselected.',
  malformedResponse: 'Repayment ways and complaint start answer data of the wrong shape.',
  emptyOrders: 'The borrower has no orders.',
} as const satisfies Record<string, string>

export type ScenarioName = keyof typeof SCENARIOS

export const DEFAULT_SCENARIO: ScenarioName = 'verificationNeeded'

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SCENARIOS, value)
}

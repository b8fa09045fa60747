import type { LoadFailure } from './shared/notice.ts'

/** The domain of the repay-or-not choice (repay-or-not.machine.ts): the order's choice, input and events. */

export interface RepayChoice {
  productName: string
  productLogo: string
  status: string
  statusText: string
  description: string
  /** The order's detail rows (amount due, due date…) as the server words them. */
  rows: { text: string; value: string }[]
  /** The order can be repaid now (170, 174, 180). */
  repayable: boolean
  /** Rollover is offered (174 or 180 with isDelay 1). */
  rollover: boolean
}

export interface RepayOrNotInput {
  productId: string
  orderId: string
}
export interface RepayOrNotContext extends RepayOrNotInput {
  /** Why the last load failed: the load-failure notice says it (issue 27). */
  loadFailure?: LoadFailure
  choice: RepayChoice | null
}

export type RepayOrNotEvent =
  { type: 'choice.retry' } | { type: 'choice.repay' } | { type: 'choice.rollover' } | { type: 'choice.later' }

import { endpoint, ZERO } from '../api.ts'
import * as s from '../schemas-repayment-way.ts'

/**
 * repayment-way (spec §7): the cards and the e-wallet a borrower can repay with, what /repayChoose loads
 * as it opens. Its own module, so the payment calls (./repayment.ts, which re-exports it) load only with
 * a payment's code.
 */
export const YOUMI_LOAN = '/api/v1/youmi/youmi-api/service/loan'

export const repaymentWay = endpoint<typeof s.repaymentWays, { orderId: string }>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-way`,
  send: 'query',
  success: ZERO,
  data: s.repaymentWays,
})

import type { PaidWay, ServerPayment } from '../../../machines/repay-outcome.ts'
import type { DataOf } from '../../api/api.ts'
import type { loanDetails } from '../../api/order.ts'

export { keepReceipt, receiptsOf } from '../../lib/receipts.ts'

/*
 * The order page's receipts code (issue 27, docs/decisions/029): the lender's last payment of the
 * order as a receipt, and the device's receipts. Loaded with the order, in parallel with loan-details
 * (./order-details.impl.ts), outside the page's first load.
 */

const MANILA_WALL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/

/**
 * The lender's payment time as an ISO instant: epoch seconds or milliseconds, an ISO time with its
 * zone, or a wall time without one (read as Manila's, the lender's). '' when it cannot be read.
 */
export function paymentInstant(time: string): string {
  const trimmed = time.trim()
  let ms: number
  if (/^\d{9,}$/.test(trimmed)) {
    const n = Number(trimmed)
    ms = n < 1e12 ? n * 1000 : n
  } else {
    const wall = MANILA_WALL_TIME.exec(trimmed)
    ms = Date.parse(wall === null ? trimmed : `${wall[1]}T${wall[2]}+08:00`)
  }
  return Number.isFinite(ms) ? new Date(ms).toISOString() : ''
}

const PAY_WAYS: readonly PaidWay[] = ['card', 'wallet', 'code']

/** loan-details lastRepayment → what the page keeps as a receipt; null when there is none. */
export function serverPayment(data: DataOf<typeof loanDetails>['lastRepayment']): ServerPayment | null {
  if (data === null) return null
  const way = PAY_WAYS.find((known) => known === data.payWay) ?? 'other'
  return {
    reference: data.repayRecordId,
    amount: data.amount,
    paidAt: paymentInstant(data.repayTime),
    way,
    channelName: data.channelName,
  }
}

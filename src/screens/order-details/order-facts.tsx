import type { OrderDetails } from '../../../machines/order-details.types.ts'
import { latenessOf, type Lateness } from '../../../machines/order-lateness.ts'
import { ORDER_STATUS } from '../../../machines/order-status.ts'
import type { PaymentReceipt } from '../../../machines/repay-outcome.ts'
import { orderextraTexts } from '../../i18n/orderextra/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { formatManilaDateTime } from '../../lib/manila-time.ts'

/*
 * The order page's lines under its status (issue 27, docs/decisions/029): how late an overdue order
 * is and what a finished order paid. Loaded on demand, for those two statuses only.
 */

/** The Manila date and time of an ISO instant, '' when it cannot be read. */
export function manilaDateTime(iso: string): string {
  return iso === '' ? '' : formatManilaDateTime(new Date(iso))
}

/** "Paid ₱3,920.00 on 2026-11-27": what a finished order reads, from its newest receipt. */
export function paidLine(receipt: Pick<PaymentReceipt, 'amount' | 'paidAt'> | undefined): string {
  const t = orderextraTexts().facts
  if (receipt === undefined) return t.fullyPaid
  const when = manilaDateTime(receipt.paidAt).slice(0, 10)
  return when === '' ? t.paid(formatPeso(receipt.amount)) : t.paidOn(formatPeso(receipt.amount), when)
}

/** "5 days late", and the next step the footer's buttons offer. */
export function lateLines(lateness: Lateness): { late: string; next: string } {
  const { daysLate, nextStep } = lateness
  const t = orderextraTexts().facts
  return {
    late: t.daysLate(daysLate),
    next: nextStep === 'repayOrRollover' ? t.nextRollover : t.nextPay,
  }
}

export interface StatusFactsProps {
  order: OrderDetails
  /** When the page opened (epoch ms). */
  now: number
  /** The order's newest receipt on the device, if any. */
  newest: PaymentReceipt | undefined
}

/** Under the status: how late an overdue order is and the next step; what a finished order paid. */
export function StatusFacts({ order, now, newest }: StatusFactsProps) {
  const lateness = latenessOf(order, new Date(now))
  if (lateness !== null) {
    const { late, next } = lateLines(lateness)
    return (
      <>
        <p className="status-hero__fact">{late}</p>
        <p className="status-hero__next">{next}</p>
      </>
    )
  }
  if (order.status === ORDER_STATUS.finished) {
    // The date stays on one line ("2026-11-\n27" reads badly on a narrow phone).
    const [, text = '', date = ''] =
      /^(.*?)(\d{4}-\d{2}-\d{2})?$/.exec(paidLine(newest ?? order.lastPayment ?? undefined)) ?? []
    return (
      <p className="status-hero__fact">
        {text}
        {date !== '' && <span className="status-hero__date">{date}</span>}
      </p>
    )
  }
  return null
}

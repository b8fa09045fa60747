import { ORDER_STATUS, statusView } from './order-status.ts'
import { daysLate } from './days-late.ts'

/*
 * How late an overdue order is (issue 27), beside the order status rule (./order-status.ts) rather than
 * in it: the screens that read the status rule alone (repay-or-not, the payment check) do not load
 * the Manila day count with it.
 */

/**
 * What an overdue order (180) says under its status (issue 27): how many Manila calendar days late,
 * against the due date the order gives, and the next step its buttons offer. null for any other
 * status, or when the due date cannot be read (never an invented number).
 */
export interface Lateness {
  daysLate: number
  /** The next step, as the footer's buttons offer it. */
  nextStep: 'repay' | 'repayOrRollover'
}

export function latenessOf(
  order: { status: string; isDelay: string; dueDate: string },
  now: Date,
): Lateness | null {
  if (order.status !== ORDER_STATUS.overdue || order.dueDate === '') return null
  const days = daysLate(order.dueDate, now)
  // 180 with a due date not yet past reads as the server's status alone: no "0 days late".
  if (days === null || days < 1) return null
  const { actions } = statusView(order.status, order.isDelay)
  return { daysLate: days, nextStep: actions.includes('rollover') ? 'repayOrRollover' : 'repay' }
}

import { daysLate, dueDayNumber } from './days-late.ts'
import type { OrderSummary } from './order-list.types.ts'

/*
 * Which orders owe money, how late they are and the order of the list (spec §4, docs/decisions/030-owed-and-pay-code.md):
 * the rules of machines/order-list.machine.ts and of the list's view.
 */

/** Spec §4: the overdue status, listed first. */
export const OVERDUE_STATUS = '180'
/** Spec §4: money owed, not yet late (174 repayable, 170 pending repayment), listed next by due date. */
export const REPAYABLE_STATUSES: readonly string[] = ['174', '170']

/** An order that owes money: overdue or repayable. */
export const owesMoney = (status: string) => status === OVERDUE_STATUS || REPAYABLE_STATUSES.includes(status)

/**
 * How late an order is when it is read at `now`: only an order that owes money (180, 174, 170) is
 * late, from the day after its due date; an unreadable due date is not late (an overdue order still
 * says Overdue by its status).
 */
export function orderDaysLate(status: string, dueDate: string, now: Date): number | null {
  if (!owesMoney(status)) return null
  const late = daysLate(dueDate, now)
  return late === null || late === 0 ? null : late
}

/** 0: overdue, 1: owes money, 2: anything else. */
function urgency(order: OrderSummary): number {
  if (order.status === OVERDUE_STATUS || order.daysLate !== null) return 0
  return REPAYABLE_STATUSES.includes(order.status) ? 1 : 2
}

/** A due date's place in the list: the earliest first; an unreadable one after every readable one. */
function dueRank(order: OrderSummary): number {
  const day = dueDayNumber(order.dueDate)
  return day === null ? Number.POSITIVE_INFINITY : day
}

/**
 * The list as the borrower reads it: overdue orders first (the 180 status, or a repayable order past
 * its due date), then the orders that owe money, each group by due date (the earliest first); then
 * every other order in the server's order (newest first).
 */
export function byUrgency(orders: readonly OrderSummary[]): OrderSummary[] {
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => {
      const group = urgency(a.order) - urgency(b.order)
      if (group !== 0) return group
      if (urgency(a.order) < 2) {
        const due = dueRank(a.order) - dueRank(b.order)
        if (due !== 0 && !Number.isNaN(due)) return due
      }
      return a.index - b.index
    })
    .map(({ order }) => order)
}

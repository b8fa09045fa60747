import type { Application, PushCheckInput, SubmittedLoan } from '../../../machines/loan-offer.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import type { Api } from '../../api/api.ts'
import { orderList } from '../../api/order.ts'
import { checkWithBackoff } from '../../lib/outcome-check.ts'
import type { Store } from '../../lib/storage.ts'
import { rememberSubmittedLoan } from '../../lib/submitted-loan.ts'

/*
 * The order-list side of a loan submission (decision 022), loaded on demand (push-outcome.ts): a page
 * whose push is answered never needs it, so the order list's schema stays out of the first load. The
 * submission's trace (src/lib/submissions.ts) and the panels of a submission that may have been sent
 * come with it (./submission-parts.tsx).
 */

export { createSubmissions } from '../../lib/submissions.ts'
export { PushOutcome, SubmittedLoan } from './submission-parts.tsx'

/** The order-list status of an order in review (spec §4), what a loan just submitted reads. */
export const IN_REVIEW_STATUS = '21'

/** The product's order ids now, space-separated, or undefined when the order list does not answer. */
export async function ordersOf(api: Api, productId: string): Promise<string | undefined> {
  try {
    const list = await api.call(orderList, {})
    return list
      .filter((order) => order.productId === productId)
      .map((order) => order.orderId)
      .join(' ')
  } catch {
    return undefined
  }
}

/**
 * Asks the order list after each wait for an order of the product that is not among `before` (the ids
 * noted before the first attempt). Found: done (`found` settles the trace and marks the page). Not there
 * at the last check: not done (the trace and its key stay for a retry). A check the order list does not
 * answer counts as pending. Without the note (the order list did not answer then), an order in review
 * of the product and amount counts.
 */
export function checkPush(
  api: Api,
  { delaysMs, ...terms }: PushCheckInput,
  noted: string | undefined,
  found: (orderId: string) => void,
  signal?: AbortSignal,
): Promise<CheckOutcome<SubmittedLoan>> {
  const before = noted === undefined ? null : new Set(noted.split(' ').filter((id) => id !== ''))
  let asked = 0
  return checkWithBackoff(
    async (): Promise<CheckOutcome<SubmittedLoan>> => {
      asked += 1
      const list = await api.call(orderList, {})
      const made = list.find(
        (order) =>
          order.productId === terms.productId &&
          (before === null
            ? order.orderStatus === IN_REVIEW_STATUS && order.amount === terms.amount
            : !before.has(order.orderId)),
      )
      if (made !== undefined) {
        found(made.orderId)
        return { outcome: 'done', result: { orderId: made.orderId } }
      }
      return asked >= delaysMs.length ? { outcome: 'notDone' } : { outcome: 'pending' }
    },
    delaysMs,
    signal,
  )
}

/**
 * Remembers an accepted application for the order page (src/lib/submitted-loan.ts, decision 028). An
 * offer that did not state its net proceeds, or is not in pesos, is not remembered: the record would
 * have to invent what arrives. Here, not in the first load: a push loads this module before it is sent.
 */
export function rememberApplication(store: Store, application: Application, now: Date): void {
  const { pesos, netProceeds, ...loan } = application
  if (!pesos || netProceeds === null) return
  rememberSubmittedLoan(store, { ...loan, netProceeds, submittedAt: now.toISOString() })
}

import type { UnsettledPayment } from '../../../machines/repay-outcome.ts'
import { submissionTraces, type SubmissionCall, type SubmissionTraces } from '../../lib/submission-trace.ts'
import type { Services } from './services.tsx'

/*
 * One tap, one payment (docs/decisions/022-submission-outcomes.md), for the card repayment
 * (/repayChoose) and the e-wallet repayment (/alipayrepayment): each payment call is sent under its
 * trace (src/lib/submission-trace.ts) with the trace's idempotency key (./payment-check.tsx sendTraced,
 * loaded with the payment); the trace of a payment whose answer never came is what the page checks
 * after a reload.
 */

/**
 * How long the trace of a payment (commit, code confirmation, e-wallet checkout) lives: its
 * idempotency key and what it was sent with (docs/decisions/022-submission-outcomes.md). Long enough
 * for a retry, a reload or the host reopening the page to find it; far shorter than the server's
 * memory of a key (at least 24 h, docs/idempotency.md), so a retry with the key is always recognised.
 */
export const PAYMENT_TRACE_TTL_MS = 30 * 60_000

export const PAYMENT_CALLS: Record<UnsettledPayment['call'], SubmissionCall> = {
  commit: 'repayment-commit',
  confirm: 'repayment-confirm',
  wallet: 'repayment-huichao',
}

/** The payment of `orderId` whose trace is `call`'s, if one is stored, alive and of this order and amount. */
export function traceOf(
  submissions: SubmissionTraces,
  call: SubmissionCall,
  orderId: string,
  amount: string,
) {
  const found = submissions.find(call)
  if (found === undefined || found.binding.orderId !== orderId) return undefined
  // A confirmation is bound to its record, and keeps the amount with its data.
  return (found.binding.amount ?? found.data.amount) === amount ? found : undefined
}

/**
 * The payment of this order and amount whose outcome is unknown, from its trace (a reload, Back, the
 * host reopening the page): the page then checks it instead of paying again. A confirmation first (its
 * commit was accepted), then a commit, then an e-wallet checkout.
 */
export function unsettledPayment(
  services: Pick<Services, 'store'>,
  orderId: string,
  amount: string,
): UnsettledPayment | null {
  const submissions = submissionTraces(services.store)
  for (const call of ['confirm', 'commit', 'wallet'] as const) {
    const trace = traceOf(submissions, PAYMENT_CALLS[call], orderId, amount)
    if (trace !== undefined)
      return {
        call,
        cardId: trace.data.cardId ?? '',
        bankName: trace.data.bankName ?? '',
        cardNo: trace.data.cardNo ?? '',
      }
  }
  return null
}

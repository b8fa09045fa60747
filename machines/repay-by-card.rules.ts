import { failureCode } from './shared/failure-code.ts'
import { noticeFor, isCallFailure, type Notice, type ToastParams } from './shared/notice.ts'
import type { PaidWith, UnsettledPayment } from './repay-outcome.ts'
import type {
  CommitInput,
  Receipt,
  RepayByCardContext,
  RepayCard,
  RepaymentWays,
  RepayWay,
} from './repay-by-card.types.ts'

/** The rules the card repayment's chart (repay-by-card.machine.ts) reads its context with. */

/** Server codes with their own message (spec §8). */
export const CODE_VERIFICATION_ERROR = '800006'
export const CODE_REPEATED_SUBMISSION = '800005'
/**
 * How long a commit that asked for an SMS code is remembered (across Cancel and a reload) so Pay
 * resumes its code entry instead of committing again into the server's repeat window (800005).
 */
export const PENDING_COMMIT_TTL_MS = 5 * 60_000
/**
 * How long the receipt of a paid order is shown instead of the payment form (Back after paying).
 * After that the page offers payment again: the next instalment of the same amount is a new payment.
 */
export const RECEIPT_TTL_MS = 30 * 60_000

/** A commit remembered at `at` still waits for its code on this order's page (PENDING_COMMIT_TTL_MS). */
export function isPendingCommitFresh(
  remembered: { orderId: string; at: number },
  orderId: string,
  now: number,
) {
  return remembered.orderId === orderId && now - remembered.at < PENDING_COMMIT_TTL_MS
}

/** When a receipt remembered at `at` stops being shown (RECEIPT_TTL_MS). */
export const receiptExpiry = (at: number): number => at + RECEIPT_TTL_MS

/** A remembered receipt is this page's: the same order and amount, not yet expired. */
export function isReceiptOfPage(
  remembered: { orderId: string; amount: string; expiresAt: number },
  page: { orderId: string; amount: string },
  now: number,
): boolean {
  return (
    remembered.orderId === page.orderId && remembered.amount === page.amount && now < remembered.expiresAt
  )
}

export function selectedCard(context: Pick<RepayByCardContext, 'ways' | 'selected'>): RepayCard | undefined {
  const selected = context.selected
  if (selected?.kind !== 'card') return undefined
  return context.ways?.cards.find((card) => card.id === selected.cardId)
}

/** The selected card when it is the card of the commit waiting for its code (Pay then resumes that commit). */
export function pendingCardOf(
  context: Pick<RepayByCardContext, 'ways' | 'selected' | 'pending'>,
): RepayCard | undefined {
  const card = selectedCard(context)
  return context.pending !== null && card?.id === context.pending.cardId ? card : undefined
}

/**
 * The ways loaded, and what they select: a remembered commit whose card is still offered is selected
 * again, so Pay resumes it; else the way of a payment the check found not made (after a reload), so
 * Pay retries it. A remembered commit whose card is gone is dropped.
 */
export function waysLoaded(
  context: Pick<RepayByCardContext, 'pending' | 'unsettled'>,
  ways: RepaymentWays,
): Pick<RepayByCardContext, 'ways' | 'selected' | 'pending'> {
  const pendingCard = ways.cards.find((card) => card.id === context.pending?.cardId)
  const retried = context.unsettled
  const card = pendingCard ?? ways.cards.find((c) => c.id === retried?.cardId)
  const selected: RepayWay | null =
    card !== undefined
      ? { kind: 'card', cardId: card.id }
      : retried?.call === 'wallet' && ways.walletAvailable
        ? { kind: 'wallet' }
        : null
  return { ways, selected, pending: pendingCard === undefined ? null : context.pending }
}

export function commitInput(context: RepayByCardContext, sendMsg: 0 | 1): CommitInput {
  const card = selectedCard(context)
  if (card === undefined || context.ways === null) throw new Error('commit without a selected card')
  return {
    card,
    repayToken: context.ways.repayToken,
    orderId: context.orderId,
    amount: context.amount,
    couponId: context.couponId,
    sendMsg,
  }
}

/** The payment the check found done, else the way the borrower chose (a payment answered at once). */
export function receiptOf(context: RepayByCardContext): Receipt {
  const card = context.unsettled ?? selectedCard(context)
  return { amount: context.amount, bankName: card?.bankName ?? '', cardNo: card?.cardNo ?? '' }
}

/** The lender's record of the payment: the commit paid at once, or the commit whose code was confirmed. */
export function paidRecordOf(context: RepayByCardContext): string {
  return context.paidRecordId !== '' ? context.paidRecordId : (context.pending?.repayRecordId ?? '')
}

export function paidWith(context: RepayByCardContext): PaidWith {
  const card = selectedCard(context)
  return { cardId: card?.id ?? '', bankName: card?.bankName ?? '', cardNo: card?.cardNo ?? '' }
}

/** The payment whose answer never came, kept for its check and its receipt. */
export function unsettledOf(context: RepayByCardContext, call: UnsettledPayment['call']): UnsettledPayment {
  return call === 'wallet' ? { call, cardId: '', bankName: '', cardNo: '' } : { call, ...paidWith(context) }
}

/**
 * 800005 "do not submit repeatedly" to a commit that retries one whose outcome was unknown: the
 * lender holds the first attempt, so it went through (or is going through). Check, never fail.
 */
export function retriesUnknownCommit(
  context: Pick<RepayByCardContext, 'unsettled'>,
  error: unknown,
): boolean {
  return context.unsettled?.call === 'commit' && failureCode(error) === CODE_REPEATED_SUBMISSION
}

/** 800006 and 800005 have their own text; otherwise the server's message, "processing failed" or "error". */
export function payFailureNotice(error: unknown): Notice {
  const code = failureCode(error)
  if (code === CODE_VERIFICATION_ERROR) return { id: 'repay.codeError' }
  if (code === CODE_REPEATED_SUBMISSION) return { id: 'repay.repeatedSubmit' }
  return noticeFor(error, 'error.processingFailed')
}

/** The check found the payment not made: a toast that says so, for a card or the e-wallet. */
export function notDoneToast(context: Pick<RepayByCardContext, 'unsettled'>): ToastParams {
  return {
    notice: { id: context.unsettled?.call === 'wallet' ? 'repay.walletNotDone' : 'repay.notDone' },
    tone: 'info',
  }
}

export function cardListFailureNotice(error: unknown): Notice {
  if (isCallFailure(error) && (error.kind === 'network' || error.kind === 'timeout'))
    return { id: 'error.network' }
  if (isCallFailure(error) && error.kind === 'malformed') return { id: 'error.malformed' }
  return { id: 'repay.cardListFailed' }
}

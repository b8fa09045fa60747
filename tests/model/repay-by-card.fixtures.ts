/*
 * Sample data shared by the repay-by-card machine tests and the model-based test: the page input,
 * the server's card list, the failures spec §8 names (each with the catalogue text the borrower
 * reads), a remembered commit and a receipt.
 */
import type {
  CommitResult,
  FieldProblem,
  PendingCommit,
  Receipt,
  RepayByCardInput,
  RepayCard,
  RepaymentWays,
} from '../../machines/repay-by-card.types.ts'
import type { UnsettledPayment } from '../../machines/repay-outcome.ts'
import type { CallFailure, Notice, ToastParams } from '../../machines/shared/notice.ts'
import type { CheckOutcome } from '../../machines/shared/submission.ts'
import { noticeText } from '../../src/i18n/messages.ts'

export const androidInput: RepayByCardInput = {
  orderId: 'ORD-7781',
  productId: 'P-3',
  amount: '123456',
  couponId: 'CPN-9',
  userId: 'U-42',
  isIos: false,
  pending: null,
  receipt: null,
  unsettled: null,
}
export const iosInput: RepayByCardInput = { ...androidInput, isIos: true }

/** How the view shows `amount` (minor units → peso, spec §9). */
export const amountText = '₱1,234.56'
export const payLabel = `Pay ${amountText}`
/** The footer's label when Pay would reopen the code entry of a remembered commit. */
export const continueLabel = 'Continue payment'

export const bdo: RepayCard = {
  id: 'card-bdo',
  bankName: 'BDO Unibank',
  cardNo: '**** 1234',
  bankCode: 'BDO',
}
export const bpi: RepayCard = { id: 'card-bpi', bankName: 'BPI', cardNo: '**** 5678', bankCode: 'BPI' }
export const cards = [bdo, bpi] as const

export const ways: RepaymentWays = { walletAvailable: true, repayToken: 'tok-abc', cards: [bdo, bpi] }
/** BDO was unlinked since the commit was remembered. */
export const waysWithoutBdo: RepaymentWays = { walletAvailable: true, repayToken: 'tok-abc', cards: [bpi] }

export const needsCode: CommitResult = { needsCode: true, repayRecordId: 'rr-1' }
export const noCodeNeeded: CommitResult = { needsCode: false, repayRecordId: '' }
/** A resend answers with a fresh record id. */
export const resent: CommitResult = { needsCode: true, repayRecordId: 'rr-2' }

/** A BDO commit of this order that still waits for its code (remembered earlier in the session). */
export const pendingBdo: PendingCommit = { repayRecordId: 'rr-0', cardId: bdo.id }
export const resumeInput: RepayByCardInput = { ...androidInput, pending: pendingBdo }

/** This order was paid with BDO earlier in the session (Back after paying). */
export const paidWithBdo: Receipt = {
  amount: androidInput.amount,
  bankName: bdo.bankName,
  cardNo: bdo.cardNo,
}
export const paidInput: RepayByCardInput = { ...androidInput, receipt: paidWithBdo }

export const walletUrl = 'https://wallet.example.com/checkout/ORD-7781'

// Failures as src/api produces them (CallFailure), and the notice spec §8 asks for.
export const codeError: CallFailure = { kind: 'rejected', code: '800006', message: 'Verify failed' }
export const repeatedSubmit: CallFailure = { kind: 'rejected', code: '800005', message: 'Duplicate' }
export const declined: CallFailure = {
  kind: 'rejected',
  code: '700001',
  message: 'Card declined by the bank',
}
export const rejectedSilently: CallFailure = { kind: 'rejected', code: '700002' }
/** The connection failed, maybe after the request left: the outcome of a payment is unknown. */
export const offline: CallFailure = { kind: 'network' }
/** The request never left the phone: nothing happened. */
export const notSent: CallFailure = { kind: 'offline' }
/** No whole answer within the time limit: the outcome of a payment is unknown. */
export const timedOut: CallFailure = { kind: 'timeout' }
/** A gateway's 502 after the lender acted: unknown. */
export const badGateway: CallFailure = { kind: 'http', code: '502' }

// What a check of an unknown payment finds (machines/repay-outcome.ts paymentCheckFound).
export const foundDone: CheckOutcome = { outcome: 'done', result: null }
export const foundNotDone: CheckOutcome = { outcome: 'notDone' }
export const foundPending: CheckOutcome = { outcome: 'pending' }

/** A BDO commit whose answer never came (its trace, read after a reload). */
export const unsettledBdo: UnsettledPayment = {
  call: 'commit',
  cardId: bdo.id,
  bankName: bdo.bankName,
  cardNo: bdo.cardNo,
}
export const reloadInput: RepayByCardInput = { ...androidInput, unsettled: unsettledBdo }

/**
 * Pay/confirm failures (spec §8 "Repay confirm"): the notice, the spec's own words (which the
 * catalogue text must start with, in any case) and the text the borrower reads (from the catalogue).
 */
type PayFailure = { name: string; error: CallFailure; notice: Notice; spec: string }
const payFailureRows: PayFailure[] = [
  { name: '800006', error: codeError, notice: { id: 'repay.codeError' }, spec: 'verification code error' },
  {
    name: '800005',
    error: repeatedSubmit,
    notice: { id: 'repay.repeatedSubmit' },
    spec: 'do not submit the payment request repeatedly',
  },
  {
    name: 'other code with a server message',
    error: declined,
    notice: { text: 'Card declined by the bank' },
    spec: 'Card declined by the bank',
  },
  {
    name: 'other code without a message',
    error: rejectedSilently,
    notice: { id: 'error.processingFailed' },
    spec: 'processing failed',
  },
  { name: 'network', error: offline, notice: { id: 'error.network' }, spec: 'error' },
  { name: 'not sent', error: notSent, notice: { id: 'error.offline' }, spec: 'You are offline' },
]
/** The failures after which a payment's outcome is unknown: checked, never toasted. */
export const unknownOutcomes: ReadonlyArray<{ name: string; error: CallFailure }> = [
  { name: 'network after sending', error: offline },
  { name: 'timeout', error: timedOut },
  { name: 'HTTP 502', error: badGateway },
  { name: 'malformed answer', error: { kind: 'malformed' } },
]
export const payFailures: ReadonlyArray<PayFailure & { text: string }> = payFailureRows.map((row) => ({
  ...row,
  text: noticeText(row.notice),
}))

export function failureToast(error: unknown): ToastParams {
  const row = payFailures.find((f) => JSON.stringify(f.error) === JSON.stringify(error))
  if (!row) throw new Error(`no expected notice for ${JSON.stringify(error)}`)
  return { notice: row.notice, tone: 'failure' }
}

export const cardListFailed: ToastParams = { notice: { id: 'repay.cardListFailed' }, tone: 'failure' }
/** Local checks are shown at their field, not toasted. */
export const notDoneToast: ToastParams = { notice: { id: 'repay.notDone' }, tone: 'info' }
export const walletNotDoneToast: ToastParams = { notice: { id: 'repay.walletNotDone' }, tone: 'info' }
export const selectCardFirst: FieldProblem = { field: 'way', notice: { id: 'repay.selectCard' } }
export const codeTooShort: FieldProblem = { field: 'code', notice: { id: 'repay.codeTooShort' } }

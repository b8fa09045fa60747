/*
 * Sample data shared by the repay-by-card machine tests and the model-based test: the page input,
 * the server's card list and the failures spec §8 names, each with the text the borrower must see.
 */
import type {
  CommitResult,
  RepayByCardInput,
  RepayCard,
  RepaymentWays,
} from '../../machines/repay-by-card.machine.ts'
import type { CallFailure, Notice, ToastParams } from '../../machines/shared/notice.ts'

export const androidInput: RepayByCardInput = {
  orderId: 'ORD-7781',
  amount: '123456',
  couponId: 'CPN-9',
  userId: 'U-42',
  isIos: false,
}
export const iosInput: RepayByCardInput = { ...androidInput, isIos: true }

/** How the view shows `amount` (minor units → peso, spec §9). */
export const payLabel = 'Pay ₱1.234,56'

export const bdo: RepayCard = {
  id: 'card-bdo',
  bankName: 'BDO Unibank',
  cardNo: '**** 1234',
  bankCode: 'BDO',
}
export const bpi: RepayCard = { id: 'card-bpi', bankName: 'BPI', cardNo: '**** 5678', bankCode: 'BPI' }
export const cards = [bdo, bpi] as const

export const ways: RepaymentWays = { walletAvailable: true, repayToken: 'tok-abc', cards: [bdo, bpi] }

export const needsCode: CommitResult = { needsCode: true, repayRecordId: 'rr-1' }
export const noCodeNeeded: CommitResult = { needsCode: false, repayRecordId: '' }
/** A resend answers with a fresh record id. */
export const resent: CommitResult = { needsCode: true, repayRecordId: 'rr-2' }

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
export const offline: CallFailure = { kind: 'network' }

/** Pay/confirm failures (spec §8 "Repay confirm"): the notice and the English text shown. */
export const payFailures: ReadonlyArray<{ name: string; error: CallFailure; notice: Notice; text: string }> =
  [
    { name: '800006', error: codeError, notice: { id: 'repay.codeError' }, text: 'verification code error' },
    {
      name: '800005',
      error: repeatedSubmit,
      notice: { id: 'repay.repeatedSubmit' },
      text: 'do not submit the payment request repeatedly',
    },
    {
      name: 'other code with a server message',
      error: declined,
      notice: { text: 'Card declined by the bank' },
      text: 'Card declined by the bank',
    },
    {
      name: 'other code without a message',
      error: rejectedSilently,
      notice: { id: 'error.processingFailed' },
      text: 'processing failed',
    },
    { name: 'network', error: offline, notice: { id: 'error.network' }, text: 'error' },
  ]

export function failureToast(error: unknown): ToastParams {
  const row = payFailures.find((f) => JSON.stringify(f.error) === JSON.stringify(error))
  if (!row) throw new Error(`no expected notice for ${JSON.stringify(error)}`)
  return { notice: row.notice, tone: 'failure' }
}

export const cardListFailed: ToastParams = { notice: { id: 'repay.cardListFailed' }, tone: 'failure' }
export const selectCardFirst: ToastParams = { notice: { id: 'repay.selectCard' }, tone: 'info' }
export const codeTooShort: ToastParams = { notice: { id: 'repay.codeTooShort' }, tone: 'info' }

import { ORDER_STATUS } from '../../../machines/order-status.ts'
import type {
  CommitInput,
  CommitResult,
  ConfirmInput,
  WalletInput,
} from '../../../machines/repay-by-card.types.ts'
import { paymentCheckFound, type PaymentCheckInput } from '../../../machines/repay-outcome.ts'
import { isCallFailure, type CallFailure } from '../../../machines/shared/notice.ts'
import { failureOutcome, type CheckOutcome } from '../../../machines/shared/submission.ts'
import type { Api } from '../../api/api.ts'
import { loanDetails } from '../../api/order.ts'
import type { repaymentWay } from '../../api/repayment-way.ts'
import { repaymentCommit, repaymentConfirm, repaymentHuichao } from '../../api/repayment.ts'
import { cardPopupTexts } from '../../i18n/cardpopups/index.ts'
import { checkWithBackoff } from '../../lib/outcome-check.ts'
import { keepReceipt } from '../../lib/receipts.ts'
import { submissionTraces } from '../../lib/submission-trace.ts'
import {
  createSubmissions,
  type Binding,
  type Submission,
  type SubmissionCall,
  type Submissions,
} from '../../lib/submissions.ts'
import { checkedRedirect } from '../../lib/url.ts'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'
import type { Services } from './services.tsx'
import { PAYMENT_CALLS, PAYMENT_TRACE_TTL_MS, traceOf } from './payment-trace.ts'

/*
 * The payment calls under their traces, the check of a payment whose answer never came, and its panel
 * (docs/decisions/022-submission-outcomes.md): loaded on demand (./payment-outcome.ts loadPaymentCheck),
 * from the borrower's first tap, as a payment starts, or at once when the page opens on an unsettled
 * payment; shared by /repayChoose and /alipayrepayment.
 */

/**
 * Sends one payment call under its trace: found (a retry, a reload) or opened, and stored, before the
 * request leaves; its key rides along. Done or refused settles it (the next payment gets a new key);
 * unknown keeps it; not sent settles it unless it was already there (a retry keeps its first key).
 * `keepRefused`: a refusal that leaves the outcome open (800005 to a retry of an unknown commit).
 */
export async function sendTraced<T>(
  submissions: Submissions,
  call: SubmissionCall,
  binding: Binding,
  data: Record<string, string>,
  send: (submission: Submission) => Promise<T>,
  keepRefused: (error: unknown) => boolean = () => false,
): Promise<T> {
  const retry = submissions.find(call, binding) !== undefined
  const submission = submissions.open(call, binding, PAYMENT_TRACE_TTL_MS, data)
  try {
    const result = await send(submission)
    submissions.settle(call)
    return result
  } catch (error) {
    const outcome = failureOutcome(error)
    if ((outcome === 'refused' && !keepRefused(error)) || (outcome === 'notSent' && !retry))
      submissions.settle(call)
    throw error
  }
}

/** repayment-commit (spec §7) with the chosen card and the repay token; `sendMsg` 1 is a resend of the SMS code. */
export async function sendCommit(
  api: Api,
  input: CommitInput,
  repayToken: string,
  idempotencyKey?: string,
): Promise<CommitResult> {
  const data = await api.call(
    repaymentCommit,
    {
      amount: input.amount,
      bankName: input.card.bankName,
      cardId: input.card.id,
      cardNo: input.card.cardNo,
      couponId: input.couponId,
      orderId: input.orderId,
      repayToken,
      bankCode: input.card.bankCode,
      sendMsg: input.sendMsg,
    },
    idempotencyKey === undefined ? undefined : { idempotencyKey },
  )
  return { needsCode: data.needValid === '1', repayRecordId: data.repayRecordId }
}

/** A new SMS code for the commit on screen (sendMsg 1): it pays nothing, so no trace and no key. */
export const resendCode = (api: Api, input: CommitInput) => sendCommit(api, input, input.repayToken)

/**
 * A commit is sent under its trace, bound to the order and amount: a retry (after a check found it
 * not made, or after a reload) sends the same key and the repay token the first attempt sent. Another
 * card is another payment: its own key. `repeatedCode`: the refusal that, to a retry of an unknown
 * commit, means the first went through (800005 "do not submit repeatedly"), which leaves the trace
 * for the check.
 */
export function commitPayment(
  services: Pick<Services, 'api' | 'store'>,
  input: CommitInput,
  repeatedCode: string,
): Promise<CommitResult> {
  const submissions = createSubmissions(services.store)
  const binding = { orderId: input.orderId, amount: input.amount }
  const earlier = submissions.find('repayment-commit', binding)
  if (earlier !== undefined && earlier.data.cardId !== input.card.id) submissions.settle('repayment-commit')
  return sendTraced(
    submissions,
    'repayment-commit',
    binding,
    {
      repayToken: input.repayToken,
      cardId: input.card.id,
      bankName: input.card.bankName,
      cardNo: input.card.cardNo,
    },
    (submission) =>
      sendCommit(services.api, input, submission.data.repayToken ?? input.repayToken, submission.key),
    (error) => earlier !== undefined && isCallFailure(error) && error.code === repeatedCode,
  )
}

/** repayment-confirm, bound to the order and the record it confirms; its data gives the receipt after a reload. */
export async function confirmPayment(
  services: Pick<Services, 'api' | 'store'>,
  { orderId, verifyCode, repaymentRecordId, amount, paidWith }: ConfirmInput,
): Promise<void> {
  await sendTraced(
    createSubmissions(services.store),
    'repayment-confirm',
    { orderId, repaymentRecordId },
    { amount, ...paidWith },
    (submission) =>
      services.api.call(
        repaymentConfirm,
        { orderId, verifyCode, repaymentRecordId },
        { idempotencyKey: submission.key },
      ),
  )
}

/** A checkout URL that fails the redirect check: the lender answered and nothing was paid; the page refuses to go there. */
const CHECKOUT_REFUSED: CallFailure = { kind: 'rejected', code: 'checkoutRefused' }

/**
 * repayment-huichao (spec §7) with the actor's input as its payload (both machines build exactly
 * {userId, orderId, amount}), under its trace bound to the order and amount: a retry after a check
 * asks with the same key (an idempotent lender answers the same checkout). Success is "00"; a URL that
 * fails the redirect check is refused, never a navigation.
 */
export async function walletCheckout(
  services: Pick<Services, 'api' | 'origin' | 'store'>,
  payload: WalletInput,
): Promise<string> {
  const { url } = await sendTraced(
    createSubmissions(services.store),
    'repayment-huichao',
    { orderId: payload.orderId, amount: payload.amount },
    {},
    (submission) => services.api.call(repaymentHuichao, payload, { idempotencyKey: submission.key }),
  )
  try {
    return checkedRedirect(url, services.origin)
  } catch {
    throw CHECKOUT_REFUSED
  }
}

/**
 * The check of an unknown payment: the order's status (loan-details), and while the order is still to
 * be repaid after a commit, the repay token the lender offers now (repayment-way) against the one the
 * commit sent (its trace): the rule is `paymentCheckFound`. Done settles the order's payment traces.
 * `way`: the repayment-way call, as the page that opened loaded it (./payment-outcome.ts).
 */
export function checkPayment(
  services: Pick<Services, 'api' | 'store'>,
  way: typeof repaymentWay,
  input: PaymentCheckInput,
  signal?: AbortSignal,
): Promise<CheckOutcome> {
  const { api } = services
  const { orderId, amount } = input
  const submissions = submissionTraces(services.store)
  const sentToken =
    input.call === 'commit'
      ? (traceOf(submissions, 'repayment-commit', orderId, amount)?.data.repayToken ?? '')
      : ''
  return checkWithBackoff<null>(
    async () => {
      const { orderStatus } = await api.call(loanDetails, { productId: input.productId, orderId })
      const open = orderStatus !== ORDER_STATUS.finished && orderStatus !== ORDER_STATUS.repaying
      const repayToken = sentToken !== '' && open ? (await api.call(way, { orderId })).repayToken : ''
      const outcome = paymentCheckFound({ orderStatus, repayToken }, sentToken)
      if (outcome !== 'done') return { outcome }
      for (const call of Object.values(PAYMENT_CALLS))
        if (traceOf(submissions, call, orderId, amount) !== undefined) submissions.settle(call)
      return { outcome, result: null }
    },
    input.delaysMs,
    signal,
  )
}

/** The check of a payment whose answer never came, in place of Pay (docs/decisions/022-submission-outcomes.md). */
/**
 * Keeps a card payment's receipt on the device (issue 27, src/lib/receipts.ts) for the order page: here,
 * with the payment calls, so the card page's first load does not carry the receipts' code.
 */
export { keepReceipt as keepCardReceipt }

export interface PaymentCheckProps {
  actor: { send: (event: { type: 'outcome.check' } | { type: 'service.open' }) => void }
  checking: boolean
  /** The e-wallet page: what is checked is a checkout, not a charge. */
  wallet?: boolean
}

export function PaymentCheck({ actor, checking, wallet = false }: PaymentCheckProps) {
  const t = cardPopupTexts().check
  return (
    <OutcomeCheck
      status={checking ? 'checking' : 'unknown'}
      title={checking ? t.checking : t.unknown}
      onCheckAgain={() => actor.send({ type: 'outcome.check' })}
      onContact={() => actor.send({ type: 'service.open' })}
    >
      {checking ? (
        <p>
          {wallet ? t.askingWallet : t.askingCard} {t.doNotPayAgain}
        </p>
      ) : (
        <p>{wallet ? t.unknownWallet : t.unknownCard}</p>
      )}
    </OutcomeCheck>
  )
}

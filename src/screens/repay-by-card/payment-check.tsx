import { ORDER_STATUS } from '../../../machines/order-status.ts'
import { paymentCheckFound, type PaymentCheckInput } from '../../../machines/repay-outcome.ts'
import type { CheckOutcome } from '../../../machines/shared/submission.ts'
import { loanDetails } from '../../api/calls/order.ts'
import { repaymentWay } from '../../api/calls/repayment.ts'
import { checkWithBackoff } from '../../lib/outcome-check.ts'
import { createSubmissions } from '../../lib/submissions.ts'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'
import type { Services } from '../services.tsx'
import { PAYMENT_CALLS, traceOf } from './payment-trace.ts'

/*
 * The check of a payment whose answer never came, and its panel (docs/decisions/022-submission-outcomes.md):
 * loaded on demand (./payment-outcome.ts loadPaymentCheck), shared by /repayChoose and /alipayrepayment.
 */

/**
 * The check of an unknown payment: the order's status (loan-details), and while the order is still to
 * be repaid after a commit, the repay token the lender offers now (repayment-way) against the one the
 * commit sent (its trace): the rule is `paymentCheckFound`. Done settles the order's payment traces.
 */
export function checkPayment(
  services: Pick<Services, 'api' | 'store'>,
  input: PaymentCheckInput,
  signal?: AbortSignal,
): Promise<CheckOutcome> {
  const { api } = services
  const { orderId, amount } = input
  const submissions = createSubmissions(services.store)
  const sentToken =
    input.call === 'commit'
      ? (traceOf(submissions, 'repayment-commit', orderId, amount)?.data.repayToken ?? '')
      : ''
  return checkWithBackoff<null>(
    async () => {
      const { orderStatus } = await api.call(loanDetails, { productId: input.productId, orderId })
      const open = orderStatus !== ORDER_STATUS.finished && orderStatus !== ORDER_STATUS.repaying
      const repayToken =
        sentToken !== '' && open ? (await api.call(repaymentWay, { orderId })).repayToken : ''
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
export interface PaymentCheckProps {
  actor: { send: (event: { type: 'outcome.check' } | { type: 'service.open' }) => void }
  checking: boolean
  /** The e-wallet page: what is checked is a checkout, not a charge. */
  wallet?: boolean
}

export function PaymentCheck({ actor, checking, wallet = false }: PaymentCheckProps) {
  return (
    <OutcomeCheck
      status={checking ? 'checking' : 'unknown'}
      title={checking ? 'Checking your payment' : 'We could not confirm your payment yet'}
      onCheckAgain={() => actor.send({ type: 'outcome.check' })}
      contact={
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'service.open' })}
        >
          Contact customer service
        </button>
      }
    >
      {checking ? (
        <p>
          {wallet
            ? 'We are asking the lender about your payment before we open your e-wallet again.'
            : 'We are asking the lender whether your payment went through.'}{' '}
          Do not pay again.
        </p>
      ) : (
        <p>
          Do not pay again:{' '}
          {wallet ? 'your payment may already be under way' : 'you may already have been charged'}. Check
          again in a few minutes, or contact customer service with your order number.
        </p>
      )}
    </OutcomeCheck>
  )
}

import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { Receipt, repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import { formatPeso } from '../../lib/format.ts'
import { Card } from '../../ui/components.tsx'

type RepayActor = ActorRefFrom<typeof repayByCardMachine>

function ReceiptLines({ receipt }: { receipt: Receipt }) {
  return (
    <dl className="receipt__lines">
      <div>
        <dt>Amount</dt>
        <dd>{formatPeso(receipt.amount)}</dd>
      </div>
      {receipt.bankName !== '' && (
        <div>
          <dt>Paid with</dt>
          <dd>
            {receipt.bankName} {receipt.cardNo}
          </dd>
        </div>
      )}
    </dl>
  )
}

/**
 * The page once the payment is done: made now (the loan details replace the page), the e-wallet opening,
 * or made earlier in this session (Back after paying: its receipt).
 */
export function Finished({ actor }: { actor: RepayActor }) {
  const paid = useSelector(actor, (s) => s.matches('paid'))
  const leaving = useSelector(actor, (s) => s.matches('leavingForWallet'))
  // The amount and card travel to the next page in the success toast (announcePaid).
  if (paid)
    return (
      <p className="receipt__title" role="status">
        Payment successful. Opening your loan details…
      </p>
    )
  if (leaving)
    return (
      <p className="muted" role="status">
        Opening your e-wallet…
      </p>
    )
  return <AlreadyPaid actor={actor} />
}

function AlreadyPaid({ actor }: { actor: RepayActor }) {
  const receipt = useSelector(actor, (s) => s.context.receipt)
  if (receipt === null) return null
  return (
    <Card className="receipt">
      <h2 className="receipt__title">This repayment is done</h2>
      <p className="muted">
        You paid this amount for this order a moment ago. There is nothing more to pay here.
      </p>
      <ReceiptLines receipt={receipt} />
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => actor.send({ type: 'details.open' })}
      >
        View loan details
      </button>
    </Card>
  )
}

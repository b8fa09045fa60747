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

export function AlreadyPaid({ actor }: { actor: RepayActor }) {
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

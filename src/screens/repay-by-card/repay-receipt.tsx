import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { Receipt, repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import { cardPopupTexts } from '../../i18n/cardpopups/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { Card } from '../../ui/components.tsx'

type RepayActor = ActorRefFrom<typeof repayByCardMachine>

function ReceiptLines({ receipt }: { receipt: Receipt }) {
  const t = cardPopupTexts().done
  return (
    <dl className="receipt__lines">
      <div>
        <dt>{t.amount}</dt>
        <dd>{formatPeso(receipt.amount)}</dd>
      </div>
      {receipt.bankName !== '' && (
        <div>
          <dt>{t.paidWith}</dt>
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
  const t = cardPopupTexts().done
  // The amount and card travel to the next page in the success toast (announcePaid).
  if (paid)
    return (
      <p className="receipt__title" role="status">
        {t.opening}
      </p>
    )
  if (leaving)
    return (
      <p className="muted" role="status">
        {t.openingWallet}
      </p>
    )
  return <AlreadyPaid actor={actor} />
}

function AlreadyPaid({ actor }: { actor: RepayActor }) {
  const receipt = useSelector(actor, (s) => s.context.receipt)
  const t = cardPopupTexts().done
  if (receipt === null) return null
  return (
    <Card className="receipt">
      <h2 className="receipt__title">{t.title}</h2>
      <p className="muted">{t.text}</p>
      <ReceiptLines receipt={receipt} />
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => actor.send({ type: 'details.open' })}
      >
        {t.viewDetails}
      </button>
    </Card>
  )
}

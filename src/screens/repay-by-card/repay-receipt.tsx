import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import type { Receipt } from '../../../machines/repay-by-card.types.ts'
import { cardPopupTexts } from '../../i18n/cardpopups/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
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
  // Mounted only in a finished state (paid, leavingForWallet, alreadyPaid): its value is a name.
  const state = useSelector(actor, (s) => s.value)
  const t = cardPopupTexts().done
  switch (state) {
    case 'paid':
      // The amount and card travel to the next page in the success toast (announcePaid).
      return (
        <p className="receipt__title" role="status">
          {t.opening}
        </p>
      )
    case 'leavingForWallet':
      return (
        <p className="muted" role="status">
          {t.openingWallet}
        </p>
      )
    default:
      return <AlreadyPaid actor={actor} />
  }
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
      <Button variant="primary" block onClick={() => actor.send({ type: 'details.open' })}>
        {t.viewDetails}
      </Button>
    </Card>
  )
}

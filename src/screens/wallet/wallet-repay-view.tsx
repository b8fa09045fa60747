import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { walletRepayMachine } from '../../../machines/wallet-repay.machine.ts'
import { common } from '../../i18n/common/index.ts'
import { walletTexts } from '../../i18n/wallet/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Button } from '../../ui/button.tsx'
import { Card, DeadEnd, Page } from '../../ui/components.tsx'
import { paymentCheckPanel } from '../shared/payment-outcome.ts'
import { RepayAmountCard } from '../shared/repay-amount-card.tsx'

type WalletRepayActor = ActorRefFrom<typeof walletRepayMachine>

/** Renders the e-wallet repayment machine and sends it the borrower's taps; holds no flow state of its own. */
export function WalletRepayView({ actor }: { actor: WalletRepayActor }) {
  const amount = useSelector(actor, (s) => s.context.amount)
  const orderId = useSelector(actor, (s) => s.context.orderId)
  const productName = useSelector(actor, (s) => s.context.productName)
  const repayDate = useSelector(actor, (s) => s.context.repayDate)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  // Asking for the e-wallet checkout, or handed to it.
  const opening = useSelector(actor, (s) => s.hasTag('opening'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const checking = useSelector(actor, (s) => s.hasTag('checking'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  const paid = useSelector(actor, (s) => s.hasTag('paid'))
  // The opening line and the check are this page's own progress: no page-level "Loading..." over them.
  useOwnProgress(busy)
  const t = walletTexts()

  return (
    <Page title={common().titles.walletPay}>
      <RepayAmountCard
        amount={amount}
        orderId={orderId}
        productName={productName}
        repayDate={repayDate}
        testId="wallet-amount"
      />

      {(checking || unknown) && <paymentCheckPanel.Component actor={actor} checking={checking} wallet />}
      {failed && (
        <DeadEnd
          live="alert"
          heading={t.failedHeading}
          actions={
            <>
              <Button variant="primary" block onClick={() => actor.send({ type: 'wallet.retry' })}>
                {t.tryAgain}
              </Button>
              <Button variant="secondary" block onClick={() => actor.send({ type: 'card.choose' })}>
                {t.payByCard}
              </Button>
            </>
          }
        >
          <p>{t.failedText}</p>
        </DeadEnd>
      )}
      {/* One live region, always mounted: a screen reader misses a status that appears with its text. */}
      <div role="status" className="wallet-status">
        {paid && <p className="receipt__title">{t.paid}</p>}
        {opening && (
          <Card className="wallet-opening">
            <span className="wallet-opening__spinner" aria-hidden="true" />
            <div className="wallet-opening__text">
              <p className="wallet-opening__title">{t.opening}</p>
              <p className="muted">{t.confirmIn(formatPeso(amount))}</p>
            </div>
          </Card>
        )}
      </div>
    </Page>
  )
}

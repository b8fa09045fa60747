import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { walletRepayMachine } from '../../../machines/wallet-repay.machine.ts'
import { common } from '../../i18n/common/index.ts'
import { walletTexts } from '../../i18n/wallet/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Card, DeadEnd, Page } from '../../ui/components.tsx'
import { paymentCheckPanel } from '../repay-by-card/payment-outcome.ts'
import { RepayAmountCard } from '../repay-by-card/repay-amount-card.tsx'

type WalletRepayActor = ActorRefFrom<typeof walletRepayMachine>

/** Renders the e-wallet repayment machine and sends it the borrower's taps; holds no flow state of its own. */
export function WalletRepayView({ actor }: { actor: WalletRepayActor }) {
  const amount = useSelector(actor, (s) => s.context.amount)
  const orderId = useSelector(actor, (s) => s.context.orderId)
  const productName = useSelector(actor, (s) => s.context.productName)
  const repayDate = useSelector(actor, (s) => s.context.repayDate)
  const paying = useSelector(actor, (s) => s.matches('paying'))
  const leaving = useSelector(actor, (s) => s.matches('leavingForWallet'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const checking = useSelector(actor, (s) => s.matches('checkingOutcome'))
  const unknown = useSelector(actor, (s) => s.matches('outcomeUnknown'))
  const paid = useSelector(actor, (s) => s.matches('paid'))
  // The opening line and the check are this page's own progress: no page-level "Loading..." over them.
  useOwnProgress(paying || checking)
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
              <button
                type="button"
                className="button button--primary button--block"
                onClick={() => actor.send({ type: 'wallet.retry' })}
              >
                {t.tryAgain}
              </button>
              <button
                type="button"
                className="button button--secondary button--block"
                onClick={() => actor.send({ type: 'card.choose' })}
              >
                {t.payByCard}
              </button>
            </>
          }
        >
          <p>{t.failedText}</p>
        </DeadEnd>
      )}
      {/* One live region, always mounted: a screen reader misses a status that appears with its text. */}
      <div role="status" className="wallet-status">
        {paid && <p className="receipt__title">{t.paid}</p>}
        {(paying || leaving) && (
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

import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { walletRepayMachine } from '../../../machines/wallet-repay.machine.ts'
import { formatPeso } from '../../lib/format.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Card, Page } from '../../ui/components.tsx'

type WalletRepayActor = ActorRefFrom<typeof walletRepayMachine>

export const WALLET_PAGE_TITLE = 'E-wallet repayment'

/** Renders the e-wallet repayment machine and sends it the borrower's taps; holds no flow state of its own. */
export function WalletRepayView({ actor }: { actor: WalletRepayActor }) {
  const amount = useSelector(actor, (s) => s.context.amount)
  const orderId = useSelector(actor, (s) => s.context.orderId)
  const productName = useSelector(actor, (s) => s.context.productName)
  const repayDate = useSelector(actor, (s) => s.context.repayDate)
  const paying = useSelector(actor, (s) => s.matches('paying'))
  const leaving = useSelector(actor, (s) => s.matches('leavingForWallet'))
  const failed = useSelector(actor, (s) => s.matches('failed'))
  // The opening line is this page's own progress: no page-level "Loading..." over it.
  useOwnProgress(paying)

  return (
    <Page title={WALLET_PAGE_TITLE}>
      <Card className="amount-card">
        <p className="amount-card__label">Amount to repay</p>
        <p className="amount-card__value" data-testid="wallet-amount">
          {formatPeso(amount)}
        </p>
        <dl className="amount-card__meta" aria-label="Loan">
          {productName !== '' && (
            <div>
              <dt>Loan</dt>
              <dd>{productName}</dd>
            </div>
          )}
          <div>
            <dt>Order No.</dt>
            <dd>{orderId}</dd>
          </div>
          {repayDate !== '' && (
            <div>
              <dt>Due date</dt>
              <dd>{repayDate}</dd>
            </div>
          )}
        </dl>
      </Card>

      {failed && (
        <Card className="wallet-failed">
          <div role="alert">
            <h2 className="wallet-failed__heading">Your e-wallet could not be opened</h2>
            <p className="wallet-failed__text">Try again, or pay the same amount by bank card.</p>
          </div>
          <div className="wallet-failed__actions">
            <button
              type="button"
              className="button button--primary button--block"
              onClick={() => actor.send({ type: 'wallet.retry' })}
            >
              Try again
            </button>
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => actor.send({ type: 'card.choose' })}
            >
              Pay by bank card
            </button>
          </div>
        </Card>
      )}
      {/* One live region, always mounted: a screen reader misses a status that appears with its text. */}
      <div role="status" className="wallet-status">
        {(paying || leaving) && (
          <Card className="wallet-opening">
            <span className="wallet-opening__spinner" aria-hidden="true" />
            <div className="wallet-opening__text">
              <p className="wallet-opening__title">Opening your e-wallet…</p>
              <p className="muted">
                You will confirm the payment of {formatPeso(amount)} in your e-wallet app.
              </p>
            </div>
          </Card>
        )}
      </div>
    </Page>
  )
}

import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import { ui } from '../../i18n/messages.ts'
import { formatPeso } from '../../lib/format.ts'
import { Card, Page, RetryNotice, Skeleton } from '../../ui/components.tsx'
import { Sheet } from '../../ui/overlays.tsx'

type RepayActor = ActorRefFrom<typeof repayByCardMachine>

const WALLET = 'wallet'

/** Renders the repay-by-card machine and sends it the borrower's taps; holds no flow state of its own. */
export function RepayByCardView({ actor, mobilePhone = '' }: { actor: RepayActor; mobilePhone?: string }) {
  const amount = useSelector(actor, (s) => s.context.amount)
  const loading = useSelector(actor, (s) => s.matches('loadingWays'))
  const unavailable = useSelector(actor, (s) => s.matches('waysUnavailable'))
  const ways = useSelector(actor, (s) => s.context.ways)
  const selected = useSelector(actor, (s) => s.context.selected)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const enteringCode = useSelector(actor, (s) => s.matches('enteringCode'))
  const paid = useSelector(actor, (s) => s.matches('paid'))
  const leaving = useSelector(actor, (s) => s.matches('leavingForWallet'))
  const paying = useSelector(actor, (s) => s.matches('committing') || s.matches('payingByWallet'))

  const selectedValue = selected === null ? '' : selected.kind === 'wallet' ? WALLET : selected.cardId

  return (
    <Page
      title="Repayment"
      footer={
        <button
          type="button"
          className="button button--primary button--block"
          disabled={busy || loading || unavailable || paid || leaving || enteringCode}
          onClick={() => actor.send({ type: 'payment.submit' })}
        >
          {paying ? 'Paying…' : `Pay ${formatPeso(amount)}`}
        </button>
      }
    >
      <Card className="amount-card">
        <p className="amount-card__label">Amount to repay</p>
        <p className="amount-card__value" data-testid="repay-amount">
          {formatPeso(amount)}
        </p>
      </Card>

      {loading && <Skeleton lines={3} />}
      {unavailable && (
        <RetryNotice onRetry={() => actor.send({ type: 'ways.retry' })}>
          Your payment methods could not be loaded.
        </RetryNotice>
      )}
      {ways !== null && (
        <section aria-labelledby="repay-ways-title">
          <h2 id="repay-ways-title" className="section-title">
            Choose how to pay
          </h2>
          {ways.cards.length === 0 && !ways.walletAvailable && (
            <p className="muted">No bank card is linked to your account yet.</p>
          )}
          <div className="choice-list" role="radiogroup" aria-labelledby="repay-ways-title">
            {ways.cards.map((card) => (
              <label key={card.id} className="choice">
                <span className="choice__bank" aria-hidden="true">
                  {card.bankName.slice(0, 1)}
                </span>
                <span className="choice__text">
                  <span className="choice__title">{card.bankName}</span>
                  <span className="choice__sub">{card.cardNo}</span>
                </span>
                <input
                  type="radio"
                  name="repay-way"
                  className="radio"
                  value={card.id}
                  checked={selectedValue === card.id}
                  disabled={busy || enteringCode}
                  onChange={() => actor.send({ type: 'card.select', cardId: card.id })}
                />
              </label>
            ))}
            {ways.walletAvailable && (
              <label className="choice">
                <span className="choice__bank choice__bank--wallet" aria-hidden="true">
                  e
                </span>
                <span className="choice__text">
                  <span className="choice__title">E-wallet</span>
                  <span className="choice__sub">Pay in your e-wallet app</span>
                </span>
                <input
                  type="radio"
                  name="repay-way"
                  className="radio"
                  value={WALLET}
                  checked={selectedValue === WALLET}
                  disabled={busy || enteringCode}
                  onChange={() => actor.send({ type: 'wallet.select' })}
                />
              </label>
            )}
          </div>
        </section>
      )}
      {paid && (
        <p className="muted" role="status">
          Payment received. Opening your loan details…
        </p>
      )}
      {leaving && (
        <p className="muted" role="status">
          Opening your e-wallet…
        </p>
      )}
      <CodeSheet actor={actor} open={enteringCode} mobilePhone={mobilePhone} />
    </Page>
  )
}

function CodeSheet({ actor, open, mobilePhone }: { actor: RepayActor; open: boolean; mobilePhone: string }) {
  const code = useSelector(actor, (s) => s.context.code)
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft)
  const canResend = useSelector(actor, (s) => s.can({ type: 'code.resend' }))
  const resending = useSelector(actor, (s) => s.matches({ enteringCode: { resend: 'resending' } }))
  const confirming = useSelector(actor, (s) => s.matches({ enteringCode: { entry: 'confirming' } }))
  const coolingDown = useSelector(actor, (s) => s.matches({ enteringCode: { resend: 'coolingDown' } }))

  return (
    <Sheet
      open={open}
      title="Enter verification code"
      onDismiss={confirming ? undefined : () => actor.send({ type: 'code.cancel' })}
    >
      <p className="muted">
        We sent a code by SMS{mobilePhone === '' ? '' : ` to ${mobilePhone}`}. Enter it to confirm the
        payment.
      </p>
      <form
        className="code-form"
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'code.submit' })
        }}
      >
        <div className="code-form__row">
          <label className="visually-hidden" htmlFor="sms-code">
            Verification code
          </label>
          <input
            id="sms-code"
            className="input code-form__input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="Verification code"
            value={code}
            disabled={confirming}
            onChange={(event) => actor.send({ type: 'code.change', value: event.target.value })}
          />
          <button
            type="button"
            className="button button--link code-form__resend"
            disabled={!canResend || resending}
            onClick={() => actor.send({ type: 'code.resend' })}
          >
            {coolingDown ? ui.secondsLeft(secondsLeft) : ui.getCode}
          </button>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={confirming}
            onClick={() => actor.send({ type: 'code.cancel' })}
          >
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={confirming}>
            {confirming ? 'Confirming…' : 'Confirm'}
          </button>
        </div>
      </form>
    </Sheet>
  )
}

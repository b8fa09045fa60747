import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { repayByCardMachine } from '../../../machines/repay-by-card.machine.ts'
import { pendingCardOf } from '../../../machines/repay-by-card.rules.ts'
import { cardTexts } from '../../i18n/card/index.ts'
import { common } from '../../i18n/common/index.ts'
import { noticeText } from '../../i18n/messages.ts'
import { formatPeso } from '../../lib/format.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { BankMark } from '../../ui/bank-mark.tsx'
import { Button } from '../../ui/button.tsx'
import { FieldError, Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { paymentCheckPanel } from '../shared/payment-outcome.ts'
import { RepayAmountCard } from '../shared/repay-amount-card.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type RepayActor = ActorRefFrom<typeof repayByCardMachine>

const WALLET = 'wallet'
const WAY_ERROR_ID = 'repay-way-error'

/** The code entry loads on demand, from the borrower's first tap on the page. */
export const codeSheet = onDemand<{ actor: RepayActor; mobilePhone: string }>(() =>
  import('./repay-code-sheet.tsx').then((m) => m.CodeSheet),
)

/**
 * The page once paid: the receipt of an order paid earlier in this session (Back after paying, a rare
 * page), or what happens after a payment made now. Loaded on demand, with the code entry from the
 * borrower's first tap (a payment starts with one), so it is here when a payment ends or Back shows it.
 */
export const finishedCard = onDemand<{ actor: RepayActor }>(() =>
  import('./repay-receipt.tsx').then((m) => m.Finished),
)
prefetchOnFirstInteraction(() => {
  void codeSheet.prefetch()
  void finishedCard.prefetch()
  void paymentCheckPanel.prefetch()
})

/** What the page knows about the loan besides the order (optional query parameters). */
export interface LoanContext {
  productName: string
  repayDate: string
}

/** Renders the repay-by-card machine and sends it the borrower's taps; holds no flow state of its own. */
export function RepayByCardView({
  actor,
  mobilePhone,
  loan,
}: {
  actor: RepayActor
  mobilePhone: string
  loan: LoanContext
}) {
  const amount = useSelector(actor, (s) => s.context.amount)
  const orderId = useSelector(actor, (s) => s.context.orderId)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const unavailable = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const canPay = useSelector(actor, (s) => s.can({ type: 'payment.submit' }))
  const enteringCode = useSelector(actor, (s) => s.hasTag('codeEntry'))
  // Paid now, paid earlier in this session, or on the way to the e-wallet.
  const finished = useSelector(actor, (s) => s.hasTag('finished'))
  const paying = useSelector(actor, (s) => s.hasTag('paying'))
  const checking = useSelector(actor, (s) => s.hasTag('checking'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  // Pay would reopen the code entry of a commit the server already accepted.
  const resumable = useSelector(actor, (s) => pendingCardOf(s.context) !== undefined)
  useOwnProgress(paying || checking)
  const t = cardTexts()

  // While a payment's outcome is checked or unknown, Pay and the ways are not on screen.
  const guarded = finished || checking || unknown
  return (
    <Page
      title={common().titles.pay}
      footer={
        guarded ? undefined : (
          <Button
            variant="primary"
            block
            disabled={!canPay}
            aria-busy={paying}
            onClick={() => actor.send({ type: 'payment.submit' })}
          >
            {paying ? t.paying : canPay && resumable ? t.continuePayment : t.pay(formatPeso(amount))}
          </Button>
        )
      }
    >
      <RepayAmountCard
        amount={amount}
        orderId={orderId}
        productName={loan.productName}
        repayDate={loan.repayDate}
        testId="repay-amount"
      />

      {finished && <finishedCard.Component actor={actor} />}
      {loading && <Skeleton lines={3} />}
      {unavailable && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'ways.retry' })}>
          {t.waysFailed}
        </LoadFailedNotice>
      )}
      {(checking || unknown) && <paymentCheckPanel.Component actor={actor} checking={checking} />}
      {!guarded && <Ways actor={actor} />}
      {enteringCode && <codeSheet.Component actor={actor} mobilePhone={mobilePhone} />}
    </Page>
  )
}

function Ways({ actor }: { actor: RepayActor }) {
  const ways = useSelector(actor, (s) => s.context.ways)
  const selected = useSelector(actor, (s) => s.context.selected)
  // The ways can be changed only while choosing (not while paying, nor behind the code entry).
  const choosing = useSelector(actor, (s) => s.hasTag('choosing'))
  const problem = useSelector(actor, (s) => (s.context.problem?.field === 'way' ? s.context.problem : null))
  // Only while choosing: behind the code entry the card's commit is already on screen.
  const pendingCard = useSelector(actor, (s) => (s.hasTag('choosing') ? pendingCardOf(s.context) : undefined))
  const t = cardTexts()
  if (ways === null) return null
  const selectedValue = selected === null ? '' : selected.kind === 'wallet' ? WALLET : selected.cardId

  return (
    <section aria-labelledby="repay-ways-title">
      <h2 id="repay-ways-title" className="section-title">
        {t.chooseHowToPay}
      </h2>
      {pendingCard !== undefined && (
        <p className="info-note" role="status">
          {t.pendingCard(`${pendingCard.bankName} ${pendingCard.cardNo}`)}
        </p>
      )}
      {ways.cards.length === 0 && !ways.walletAvailable && <p className="muted">{t.noCard}</p>}
      <div
        className="choice-list"
        role="radiogroup"
        aria-labelledby="repay-ways-title"
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? WAY_ERROR_ID : undefined}
      >
        {ways.cards.map((card) => (
          <label key={card.id} className="choice" data-checked={selectedValue === card.id || undefined}>
            <BankMark bankCode={card.bankCode} bankName={card.bankName} />
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
              disabled={!choosing}
              onChange={() => actor.send({ type: 'card.select', cardId: card.id })}
            />
          </label>
        ))}
        {ways.walletAvailable && (
          <label className="choice" data-checked={selectedValue === WALLET || undefined}>
            <BankMark bankCode="EWALLET" bankName={t.wallet} />
            <span className="choice__text">
              <span className="choice__title">{t.wallet}</span>
              <span className="choice__sub">{t.walletHint}</span>
            </span>
            <input
              type="radio"
              name="repay-way"
              className="radio"
              value={WALLET}
              checked={selectedValue === WALLET}
              disabled={!choosing}
              onChange={() => actor.send({ type: 'wallet.select' })}
            />
          </label>
        )}
      </div>
      {problem !== null && <FieldError id={WAY_ERROR_ID}>{noticeText(problem.notice)}</FieldError>}
    </section>
  )
}

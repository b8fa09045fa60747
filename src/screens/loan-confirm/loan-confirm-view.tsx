import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { loanConfirmMachine } from '../../../machines/loan-confirm.machine.ts'
import type { LoanOffer } from '../../../machines/loan-confirm.types.ts'
import { common } from '../../i18n/common/index.ts'
import { confirmTexts } from '../../i18n/confirm/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { prefetchOverlays } from '../../ui/overlay-prefetch.ts'
import { AgreementLinks, AmountHero, beforeConfirming, offerSections, ProductHead } from './offer-parts.tsx'
import { pushOutcomePanel, submittedLoanPanel } from './push-outcome.ts'
import { LoadFailedNotice } from '../shared/load-failed.tsx'
import { Button } from '../../ui/button.tsx'

type ConfirmActor = ActorRefFrom<typeof loanConfirmMachine>

/**
 * The agreement popup (only some offers ask for it) and the retention popup (the host's Back): on
 * demand, from the borrower's first tap or as one opens, with the overlays (docs/decisions/004).
 */
export const loanConfirmPopups = onDemand<{ actor: ConfirmActor }>(() =>
  Promise.all([import('./loan-confirm-popups.tsx'), prefetchOverlays()]).then(([m]) => m.LoanConfirmPopups),
)
prefetchOnFirstInteraction(loanConfirmPopups.prefetch)

const AGREEMENT_LABEL_ID = 'loan-agreement-label'

/** Renders the loan-confirm machine and sends it the borrower's taps; holds no flow state of its own. */
export function LoanConfirmView({ actor }: { actor: ConfirmActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const offer = useSelector(actor, (s) => s.context.data?.offer)
  const byPeriod = useSelector(actor, (s) => s.context.byPeriod)
  const ready = useSelector(actor, (s) => s.hasTag('ready'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'loan.submit' }))
  const pushing = useSelector(actor, (s) => s.hasTag('pushing'))
  const checking = useSelector(actor, (s) => s.hasTag('checkingOutcome'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  const submitted = useSelector(actor, (s) => s.hasTag('submitted'))
  const orderKnown = useSelector(actor, (s) => (s.context.submitted?.orderId ?? '') !== '')
  const popupOpen = useSelector(actor, (s) => s.hasTag('agreementPopup') || s.hasTag('retentionPopup'))
  useOwnProgress(pushing)
  const t = confirmTexts()

  let footer: ReactNode = undefined
  if (checking || unknown)
    // In place of Next: while the lender is asked, and after, Next cannot be tapped.
    footer = <pushOutcomePanel.Component actor={actor} checking={checking} />
  else if (ready && !submitted)
    footer = (
      <Button
        variant="primary"
        block
        disabled={!canSubmit}
        aria-busy={pushing}
        onClick={() => actor.send({ type: 'loan.submit' })}
      >
        {pushing ? t.submitting : t.next}
      </Button>
    )

  return (
    <Page title={common().titles.confirmLoan} footer={footer}>
      {submitted && <submittedLoanPanel.Component actor={actor} orderKnown={orderKnown} />}
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'confirm.retry' })}>
          {t.loadFailed}
        </LoadFailedNotice>
      )}
      {offer !== undefined && <Offer offer={offer} byPeriod={byPeriod} />}
      {ready && <Agreements actor={actor} />}
      {ready && !submitted && <beforeConfirming.Component action={t.next} />}
      {popupOpen && <loanConfirmPopups.Component actor={actor} />}
    </Page>
  )
}

function Offer({ offer, byPeriod }: { offer: LoanOffer; byPeriod: boolean }) {
  const t = confirmTexts()
  return (
    <>
      <ProductHead name={offer.productName} logo={offer.productLogo} />
      <AmountHero
        amount={formatPeso(offer.amount)}
        net={offer.disclosure.netProceeds === null ? null : formatPeso(offer.disclosure.netProceeds)}
      >
        <dl className="amount-card__meta" aria-label={t.loan}>
          <div>
            <dt>{t.term}</dt>
            <dd>{t.days(offer.periods)}</dd>
          </div>
          {byPeriod && offer.plans.length > 0 && (
            <div>
              <dt>{t.payments}</dt>
              <dd>{offer.plans.length}</dd>
            </div>
          )}
        </dl>
        {offer.rateDescription !== '' && <p className="amount-card__note">{offer.rateDescription}</p>}
      </AmountHero>
      <offerSections.Component
        detailsTitle={t.detailsTitle}
        details={offer.details}
        planTitle={byPeriod ? t.planByPeriodTitle : t.planTitle}
        plans={offer.plans}
        money={formatPeso}
        disclosure={offer.disclosure}
      />
    </>
  )
}

function Agreements({ actor }: { actor: ConfirmActor }) {
  const agreements = useSelector(actor, (s) => s.context.data?.agreements ?? [])
  const checked = useSelector(actor, (s) => s.hasTag('agreed'))
  const canOpen = useSelector(actor, (s) => s.hasTag('beforeSubmit'))
  if (agreements.length === 0) return null
  const t = confirmTexts()
  return (
    <section className="agreement" aria-labelledby={AGREEMENT_LABEL_ID}>
      <label className="agreement__check">
        <input
          type="checkbox"
          className="checkbox"
          checked={checked}
          onChange={() => actor.send({ type: 'agreement.toggle' })}
        />
        <span id={AGREEMENT_LABEL_ID}>{t.agreeToAll}</span>
      </label>
      <AgreementLinks
        agreements={agreements}
        disabled={!canOpen}
        onOpen={(position) => actor.send({ type: 'agreement.open', position })}
      />
      {!checked && (
        <p className="muted" role="status">
          {t.tickToAgree}
        </p>
      )}
    </section>
  )
}

import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { legacyConfirmMachine } from '../../../machines/legacy-confirm.machine.ts'
import type { Currency, LegacyOffer } from '../../../machines/legacy-confirm.types.ts'
import { common } from '../../i18n/common/index.ts'
import { confirmTexts } from '../../i18n/confirm/index.ts'
import { formatMinor, PESO, RUPEE } from '../../lib/format.ts'
import { useOwnProgress } from '../../ui/activity.ts'
import { Button } from '../../ui/button.tsx'
import { Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import { prefetchOverlays } from '../../ui/overlay-prefetch.ts'
import { AgreementLinks, AmountHero, beforeConfirming, offerSections, ProductHead } from './offer-parts.tsx'
import { pushOutcomePanel, submittedLoanPanel } from './push-outcome.ts'
import { LoadFailedNotice } from '../shared/load-failed.tsx'

type LegacyConfirmActor = ActorRefFrom<typeof legacyConfirmMachine>

/**
 * The promotional popup (only some offers have one): on demand, from the borrower's first tap or as it
 * opens, with the overlays (docs/decisions/004).
 */
export const legacyConfirmPopups = onDemand<{ actor: LegacyConfirmActor }>(() =>
  Promise.all([import('./legacy-confirm-popups.tsx'), prefetchOverlays()]).then(([m]) => m.PromoPopup),
)
prefetchOnFirstInteraction(legacyConfirmPopups.prefetch)

const AGREEMENTS_LABEL_ID = 'legacy-agreements-label'
const SIGNS: Record<Currency, string> = { peso: PESO, rupee: RUPEE }

function money(currency: Currency, minor: number): string {
  return `${SIGNS[currency]}${formatMinor(minor)}`
}

/** Renders the legacy-confirm machine and sends it the borrower's taps; holds no flow state of its own. */
export function LegacyConfirmView({ actor }: { actor: LegacyConfirmActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const offer = useSelector(actor, (s) => s.context.data?.offer)
  const ready = useSelector(actor, (s) => s.hasTag('ready'))
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'loan.submit' }))
  const submitting = useSelector(actor, (s) => s.hasTag('submitting'))
  const checking = useSelector(actor, (s) => s.hasTag('checking'))
  const unknown = useSelector(actor, (s) => s.hasTag('outcomeUnknown'))
  const submitted = useSelector(actor, (s) => s.hasTag('submitted'))
  const orderKnown = useSelector(actor, (s) => (s.context.submitted?.orderId ?? '') !== '')
  const promoShown = useSelector(actor, (s) => s.hasTag('promo'))
  const reviewing = useSelector(actor, (s) => s.hasTag('reviewing'))
  useOwnProgress(submitting)
  const t = confirmTexts()

  // The server's text for the button; the catalogue's Confirm when it sends none.
  const label = offer === undefined || offer.buttonText === '' ? t.confirm : offer.buttonText
  let footer: ReactNode = undefined
  if (checking || unknown)
    // In place of the button: while the lender is asked, and after, it cannot be tapped.
    footer = <pushOutcomePanel.Component actor={actor} checking={checking} />
  else if (ready && !submitted)
    footer = (
      <Button
        variant="primary"
        block
        disabled={!canSubmit}
        aria-busy={submitting}
        onClick={() => actor.send({ type: 'loan.submit' })}
      >
        {submitting ? t.submitting : label}
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
      {offer !== undefined && <Offer offer={offer} reveal={reviewing} />}
      {ready && <Agreements actor={actor} />}
      {ready && !submitted && <beforeConfirming.Component action={label} />}
      {promoShown && <legacyConfirmPopups.Component actor={actor} />}
    </Page>
  )
}

function Offer({ offer, reveal }: { offer: LegacyOffer; reveal: boolean }) {
  const show = (minor: number) => money(offer.currency, minor)
  const net = offer.disclosure.netProceeds
  const t = confirmTexts()
  return (
    <>
      <ProductHead name={offer.productName} logo={offer.productLogo} />
      <AmountHero amount={show(offer.amount)} net={net === null ? null : show(net)}>
        <dl className="amount-card__meta" aria-label={t.loan}>
          <div>
            <dt>{t.term}</dt>
            <dd>{t.days(offer.periods)}</dd>
          </div>
          {offer.repaymentDate !== '' && (
            <div>
              <dt>{t.dueDate}</dt>
              <dd>{offer.repaymentDate}</dd>
            </div>
          )}
        </dl>
      </AmountHero>
      <offerSections.Component
        detailsTitle={t.legacyDetailsTitle}
        details={offer.details}
        planTitle={t.legacyPlanTitle}
        plans={offer.plans}
        money={show}
        disclosure={offer.disclosure}
        reveal={reveal}
      />
    </>
  )
}

function Agreements({ actor }: { actor: LegacyConfirmActor }) {
  const agreements = useSelector(actor, (s) => s.context.data?.agreements ?? [])
  // The first agreement stands for them all: the list shows only when there is one.
  const canOpen = useSelector(actor, (s) => s.can({ type: 'agreement.open', position: 0 }))
  if (agreements.length === 0) return null
  const t = confirmTexts()
  return (
    <section className="agreement" aria-labelledby={AGREEMENTS_LABEL_ID}>
      <p id={AGREEMENTS_LABEL_ID} className="muted">
        {t.agreeBySubmitting}
      </p>
      <AgreementLinks
        agreements={agreements}
        disabled={!canOpen}
        onOpen={(position) => actor.send({ type: 'agreement.open', position })}
      />
    </section>
  )
}

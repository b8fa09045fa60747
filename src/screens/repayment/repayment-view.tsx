import { useSelector } from '@xstate/react'
import type { ComponentProps } from 'react'
import { amountDue, instructionsParamsOf } from '../../../machines/repayment.rules.ts'
import type { InstructionsParams, Repayment } from '../../../machines/repayment.types.ts'
import { common } from '../../i18n/common/index.ts'
import { repaymentTexts } from '../../i18n/repayment/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { Card, Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import type { ServerLogo } from '../../ui/server-logo.tsx'
import type { KnownPayCodeCard } from './known-pay-code-card.tsx'
import type {
  Details,
  InstructionsBanner,
  LateLine,
  PayCodeFor,
  Plan,
  RolloverTerms as RolloverTermsCard,
} from './repayment-owed.tsx'
import { LoadFailedNotice } from '../shared/load-failed.tsx'
import type { RepaymentActor } from './repayment-actor.ts'

/** The channel popup and the scanToPay bar code load on demand, from the borrower's first tap. */
const popups = onDemand<{ actor: RepaymentActor }>(() =>
  import('./repayment-popups.tsx').then((m) => m.RepaymentPopups),
)
prefetchOnFirstInteraction(popups.prefetch)

/**
 * The product's and the pay box's logos (src/ui/server-logo.tsx, with the image rule they are shown
 * under): fetched as the page opens, alongside its data, outside the route's first load (decision 004).
 * They show once both have arrived; a download that fails leaves them out, as a picture that does not
 * load is.
 */
const lazyLogo = onDemand<ComponentProps<typeof ServerLogo>>(
  () => import('./repayment-logo.ts').then((m) => m.ServerLogo),
  () => null,
)
void lazyLogo.prefetch()

/**
 * How late, what a rollover fee does (decision 030), the instructions banner, which channel the pay
 * code is for, the details of the amount and the rollover's schedule: shown once the repayment has loaded, so fetched as the page opens, alongside its data,
 * outside the route's first load (decision 004).
 */
const owedParts = () => import('./repayment-owed.tsx')
const lateLine = onDemand<ComponentProps<typeof LateLine>>(
  () => owedParts().then((m) => m.LateLine),
  () => null,
)
const rolloverTerms = onDemand<ComponentProps<typeof RolloverTermsCard>>(
  () => owedParts().then((m) => m.RolloverTerms),
  () => null,
)
const details = onDemand<ComponentProps<typeof Details>>(
  () => owedParts().then((m) => m.Details),
  () => null,
)
const plan = onDemand<ComponentProps<typeof Plan>>(
  () => owedParts().then((m) => m.Plan),
  () => null,
)
const payCodeFor = onDemand<ComponentProps<typeof PayCodeFor>>(
  () => owedParts().then((m) => m.PayCodeFor),
  () => null,
)
const banner = onDemand<ComponentProps<typeof InstructionsBanner>>(
  () => owedParts().then((m) => m.InstructionsBanner),
  () => null,
)
/**
 * What the page already knew, for a failed load: fetched as the page opens too (an immutable chunk,
 * kept by the browser's cache like the route's own), beside the data.
 */
const knownCode = onDemand<ComponentProps<typeof KnownPayCodeCard>>(
  () => import('./known-pay-code-card.tsx').then((m) => m.KnownPayCodeCard),
  () => null,
)
void lateLine.prefetch()
void rolloverTerms.prefetch()
void details.prefetch()
void plan.prefetch()
void banner.prefetch()
void payCodeFor.prefetch()
void knownCode.prefetch()
const owed = {
  Late: lateLine.Component,
  Terms: rolloverTerms.Component,
  Details: details.Component,
  Plan: plan.Component,
  Banner: banner.Component,
  PayCodeFor: payCodeFor.Component,
  Known: knownCode.Component,
}

/** Renders the repayment machine (instalment or rollover) and sends it the borrower's taps. */
export function RepaymentView({
  actor,
  instructionsHref,
}: {
  actor: RepaymentActor
  /** The banner's link for the borrower's pay code and amount (repayment.impl.ts instructionsHref). */
  instructionsHref: (pay: InstructionsParams) => string
}) {
  const rollover = useSelector(actor, (s) => s.context.variant === 'rollover')
  const repayment = useSelector(actor, (s) => s.context.repayment)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const canPay = useSelector(actor, (s) => s.can({ type: 'channels.open' }))
  const ready = useSelector(actor, (s) => s.hasTag('loaded'))
  const late = useSelector(actor, (s) => s.context.daysLate)
  const t = repaymentTexts()

  return (
    <Page
      title={rollover ? common().titles.rollover : common().titles.pay}
      footer={
        ready && repayment !== null ? (
          <Button
            variant="primary"
            block
            disabled={!canPay}
            onClick={() => actor.send({ type: 'channels.open' })}
          >
            {t.pay(formatPeso(amountDue(repayment, rollover ? 'rollover' : 'instalment')))}
          </Button>
        ) : undefined
      }
    >
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'repayment.retry' })}>
          {rollover ? t.rolloverLoadFailed : t.loadFailed}
        </LoadFailedNotice>
      )}
      {/* What the page already knew: its own block beside the notice (decision 030). */}
      {failed && <owed.Known actor={actor} />}
      {repayment !== null && ready && (
        <>
          <Due repayment={repayment} rollover={rollover} late={late} />
          {rollover && <owed.Terms repayment={repayment} />}
          {repayment.showInstructions && (
            <owed.Banner
              href={instructionsHref(instructionsParamsOf(repayment, rollover ? 'rollover' : 'instalment'))}
              onOpen={() => actor.send({ type: 'instructions.open' })}
              hasPayCode={repayment.defaultPayment !== null}
            />
          )}
          <DefaultPayment actor={actor} repayment={repayment} />
          <owed.Details actor={actor} repayment={repayment} />
          {rollover && <owed.Plan rows={repayment.plan} />}
          {repayment.noticeMsg !== '' && (
            <section className="notice" aria-label={t.notice}>
              <p>
                <strong>{t.notice}</strong> {repayment.noticeMsg}
              </p>
            </section>
          )}
          <popups.Component actor={actor} />
        </>
      )}
    </Page>
  )
}

function Due({
  repayment,
  rollover,
  late,
}: {
  repayment: Repayment
  rollover: boolean
  late: number | null
}) {
  const amount = formatPeso(amountDue(repayment, rollover ? 'rollover' : 'instalment'))
  const t = repaymentTexts()
  return (
    <Card className="amount-card">
      <p className="amount-card__label">{rollover ? repayment.delay?.title || t.rolloverFee : t.amountDue}</p>
      <p className="amount-card__value" data-testid="repay-amount">
        {amount}
      </p>
      {repayment.repayDate !== '' && (
        <p className="amount-card__note">
          {rollover ? t.nextDueDate(repayment.repayDate) : t.dueDate(repayment.repayDate)}
        </p>
      )}
      {late !== null && <owed.Late days={late} dueDate={repayment.dueDate} rollover={rollover} />}
      {repayment.productName !== '' && (
        <p className="product-head">
          <lazyLogo.Component className="product-head__logo" src={repayment.productLogo} />
          <span className="product-head__name">{repayment.productName}</span>
        </p>
      )}
    </Card>
  )
}

function DefaultPayment({ actor, repayment }: { actor: RepaymentActor; repayment: Repayment }) {
  const pay = repayment.defaultPayment
  const t = repaymentTexts()
  if (pay === null) return null
  return (
    <Card className="pay-box">
      <button
        type="button"
        className="pay-box__open"
        // The visible words first (label in name), then where the tap leads.
        aria-label={t.payCodeOpen(`${pay.title === '' ? '' : `${pay.title} `}${t.payCode} ${pay.payCode}`)}
        onClick={() => actor.send({ type: 'defaultPayment.open' })}
      >
        <lazyLogo.Component className="pay-box__logo" src={pay.logo} />
        <span className="pay-box__text">
          {pay.title !== '' && <span className="pay-box__title">{pay.title} </span>}
          <span className="muted">{t.payCode}</span> <span className="pay-box__code">{pay.payCode}</span>
        </span>
        <span className="pay-box__chevron" aria-hidden="true">
          ›
        </span>
      </button>
      <div className="pay-box__actions">
        <Button
          variant="secondary"
          aria-label={t.copyCode(pay.payCode)}
          onClick={() => actor.send({ type: 'payCode.copy' })}
        >
          {t.copy}
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'barcode.open' })}>
          {t.barcode}
        </Button>
      </div>
      <owed.PayCodeFor title={pay.title} />
    </Card>
  )
}

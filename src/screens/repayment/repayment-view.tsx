import { useSelector } from '@xstate/react'
import type { ComponentProps } from 'react'
import type { ActorRefFrom } from 'xstate'
import {
  amountDue,
  instructionsParamsOf,
  visibleDetail,
  type InstructionsParams,
  type Repayment,
  type repaymentMachine,
} from '../../../machines/repayment.machine.ts'
import { formatPeso } from '../../lib/format.ts'
import { Card, Page, Skeleton } from '../../ui/components.tsx'
import { onDemand, prefetchOnFirstInteraction } from '../../ui/on-demand.tsx'
import type { ServerLogo } from '../../ui/server-logo.tsx'
import type { KnownPayCodeCard } from './known-pay-code-card.tsx'
import type { LateLine, RolloverTerms as RolloverTermsCard } from './repayment-owed.tsx'
import instructionsPicture from './images/instructions.svg'
import { LoadFailedNotice } from '../load-failed.tsx'

export type RepaymentActor = ActorRefFrom<typeof repaymentMachine>

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
 * How late, and what a rollover fee does (decision 030): shown once the repayment has loaded, so
 * fetched as the page opens, alongside its data, outside the route's first load (decision 004).
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
void knownCode.prefetch()
const owed = { Late: lateLine.Component, Terms: rolloverTerms.Component, Known: knownCode.Component }

const DETAIL_ID = 'repayment-detail'

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
  const loading = useSelector(actor, (s) => s.matches('loading'))
  const failed = useSelector(actor, (s) => s.matches('loadFailed'))
  const loadFailure = useSelector(actor, (s) => s.context.loadFailure)
  const canPay = useSelector(actor, (s) => s.can({ type: 'channels.open' }))
  const ready = useSelector(actor, (s) => s.matches('ready'))
  const late = useSelector(actor, (s) => s.context.daysLate)

  return (
    <Page
      title={rollover ? 'Rollover repayment' : 'Repayment'}
      footer={
        ready ? (
          <button
            type="button"
            className="button button--primary button--block"
            disabled={!canPay}
            onClick={() => actor.send({ type: 'channels.open' })}
          >
            Payment Method
          </button>
        ) : undefined
      }
    >
      {loading && <Skeleton lines={6} />}
      {failed && (
        <LoadFailedNotice failure={loadFailure} wayOn onRetry={() => actor.send({ type: 'load.retry' })}>
          {rollover ? 'This rollover could not be loaded.' : 'This repayment could not be loaded.'}
        </LoadFailedNotice>
      )}
      {/* What the page already knew: its own block beside the notice (decision 030). */}
      {failed && <owed.Known actor={actor} />}
      {repayment !== null && ready && (
        <>
          <Due repayment={repayment} rollover={rollover} late={late} />
          {rollover && <owed.Terms repayment={repayment} />}
          {repayment.showInstructions && (
            <a
              className="repay-banner"
              href={instructionsHref(instructionsParamsOf(repayment, rollover ? 'rollover' : 'instalment'))}
              onClick={(event) => {
                // The flow opens it (an app page in the app, not as a reload of the whole app in the
                // webview); a click that asks for a new tab or window keeps the browser's way.
                if (event.metaKey || event.ctrlKey || event.shiftKey) return
                event.preventDefault()
                actor.send({ type: 'instructions.open' })
              }}
            >
              <img src={instructionsPicture} alt="" width="96" height="72" />
              <span>
                <strong>How to repay</strong>
                <span className="muted">
                  {repayment.defaultPayment !== null
                    ? 'Step-by-step, with your pay code and amount'
                    : 'Step-by-step instructions for every payment channel'}
                </span>
              </span>
            </a>
          )}
          <DefaultPayment actor={actor} repayment={repayment} />
          <Details actor={actor} repayment={repayment} />
          {rollover && <Plan rows={repayment.plan} />}
          {repayment.noticeMsg !== '' && (
            <section className="notice" aria-label="Repayment notice">
              <p>
                <strong>Repayment notice</strong> {repayment.noticeMsg}
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
  return (
    <Card className="amount-card">
      <p className="amount-card__label">
        {rollover ? repayment.delay?.title || 'Rollover fee' : 'Repayment amount'}
      </p>
      <p className="amount-card__value" data-testid="repay-amount">
        {amount}
      </p>
      {repayment.repayDate !== '' && (
        <p className="amount-card__note">
          {rollover
            ? `Your next payment date is ${repayment.repayDate}`
            : `Repayment date ${repayment.repayDate}`}
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
  if (pay === null) return null
  return (
    <Card className="pay-box">
      <button
        type="button"
        className="pay-box__open"
        // The visible words first (label in name), then where the tap leads.
        aria-label={`${pay.title === '' ? '' : `${pay.title} `}Pay code ${pay.payCode}, see how to pay`}
        onClick={() => actor.send({ type: 'defaultPayment.open' })}
      >
        <lazyLogo.Component className="pay-box__logo" src={pay.logo} />
        <span className="pay-box__text">
          {pay.title !== '' && <span className="pay-box__title">{pay.title} </span>}
          <span className="muted">Pay code</span> <span className="pay-box__code">{pay.payCode}</span>
        </span>
        <span className="pay-box__chevron" aria-hidden="true">
          ›
        </span>
      </button>
      <div className="pay-box__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Copy pay code ${pay.payCode}`}
          onClick={() => actor.send({ type: 'payCode.copy' })}
        >
          Copy
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'barcode.open' })}
        >
          Bar code
        </button>
      </div>
      <p className="pay-box__for muted">
        {pay.title !== ''
          ? `This pay code is for ${pay.title}. Another channel from Payment Method gives you that channel’s own pay code.`
          : 'Another channel from Payment Method gives you that channel’s own pay code.'}
      </p>
    </Card>
  )
}

function Details({ actor, repayment }: { actor: RepaymentActor; repayment: Repayment }) {
  const expanded = useSelector(actor, (s) => s.matches({ ready: { details: 'expanded' } }))
  const more = useSelector(actor, (s) => s.can({ type: 'details.toggle' }))
  const rows = visibleDetail(repayment, expanded)
  if (rows.length === 0) return null
  return (
    <Card>
      <h2 className="section-title">Details</h2>
      <dl className="receipt__lines" id={DETAIL_ID}>
        {rows.map((row, index) => (
          <div key={index}>
            <dt>{row.text}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {more && (
        <button
          type="button"
          className="button button--link details-toggle"
          aria-expanded={expanded}
          aria-controls={DETAIL_ID}
          onClick={() => actor.send({ type: 'details.toggle' })}
        >
          {expanded ? 'Hide' : 'More'}
        </button>
      )}
    </Card>
  )
}

function Plan({ rows }: { rows: Repayment['plan'] }) {
  if (rows.length === 0) return null
  return (
    <Card>
      <h2 className="section-title">Plan</h2>
      <ol className="plan-list">
        {rows.map((row, index) => (
          <li key={index} className="plan-list__row">
            <div className="plan-list__text">
              <span className="plan-list__title">{row.title}</span>
              {row.remark !== '' && <span className="muted">{row.remark}</span>}
            </div>
            <div className="plan-list__money">
              <span className="plan-list__amount">
                {typeof row.amount === 'number' ? formatPeso(row.amount) : row.amount}
              </span>
              {row.time !== '' && <span className="muted">{row.time}</span>}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  )
}

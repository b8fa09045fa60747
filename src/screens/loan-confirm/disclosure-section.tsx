import { useEffect, useRef } from 'react'
import type { Disclosure, DisclosureGap, EffectiveRate } from '../../../machines/disclosure.ts'
import type { PlanRow, TextValue } from '../../../machines/loan-offer.ts'
import { company } from '../../company.ts'
import { Card } from '../../ui/components.tsx'
import { DisclosureAdvisory, LenderIdentity } from '../../ui/lender-identity.tsx'
import { DetailRows } from './product-parts.tsx'

/*
 * The offer's sections both confirmations show below the hero: the server's detail rows, the plan and
 * the Disclosure Statement (decision 028); and, before the submit button, the advisory to read it and
 * the lender's identity (SEC MC 19). Loaded on demand, fetched as the page opens alongside its data
 * (./offer-parts.tsx `offerSections`), outside the routes' first load.
 */

export const DISCLOSURE_ID = 'disclosure-statement'
const TITLE_ID = 'disclosure-statement-title'

/** What the statement says where it cannot state a figure. */
export const GAP_TEXT: Record<DisclosureGap, string> = {
  fees: 'The lender has not stated its fees, so the net proceeds and the total finance charges cannot be shown here.',
  interest: 'The lender has not stated the interest, and the schedule of payments does not show it.',
  schedule: 'The lender has not stated the schedule of payments, so the total to repay cannot be shown here.',
  mismatch:
    'The lender’s figures do not add up (the loan amount, fees, interest and payments disagree). Ask customer service before you confirm.',
  rate: 'The effective interest rate cannot be worked out from what the lender has stated.',
}

/** 0.04219 → "4.22%". */
export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`
}

export function rateText(rate: EffectiveRate): string {
  return `${percent(rate.monthly)} per month (${percent(rate.yearly)} per year)`
}

export interface OfferSectionsProps extends DisclosurePartProps {
  detailsTitle: string
  details: readonly TextValue[]
  planTitle: string
  plans: readonly PlanRow[]
}

/** The detail rows, the plan and the statement, in that order. */
export function OfferSections({ detailsTitle, details, planTitle, plans, ...statement }: OfferSectionsProps) {
  return (
    <>
      <DetailRows title={detailsTitle} rows={details} />
      <PlanRows title={planTitle} rows={plans} money={statement.money} />
      <DisclosureStatement {...statement} />
    </>
  )
}

export interface DisclosurePartProps {
  disclosure: Disclosure
  /** Minor units → the amount as the screen shows money. */
  money: (minor: number) => string
  /** The borrower came from the promotional picture: the statement scrolls into view and takes focus. */
  reveal?: boolean
}

export function DisclosureStatement({ disclosure, money, reveal = false }: DisclosurePartProps) {
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (!reveal) return
    // After the popup has gone: its own focus return and the history step it takes come first.
    const show = () => {
      title.current?.scrollIntoView({ block: 'start' })
      title.current?.focus({ preventScroll: true })
    }
    const timer = setTimeout(show, 0)
    window.addEventListener('popstate', show, { once: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('popstate', show)
    }
  }, [reveal])
  const { rate, gaps } = disclosure
  return (
    <section className="card disclosure" id={DISCLOSURE_ID} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="section-title disclosure__title" ref={title} tabIndex={-1}>
        Disclosure Statement
      </h2>
      <p className="muted">What this loan costs, as the Truth in Lending Act (RA 3765) asks.</p>
      <dl className="receipt__lines disclosure__lines" aria-label="Amounts">
        <div>
          <dt>Amount financed (loan amount)</dt>
          <dd data-testid="disclosure-financed">{money(disclosure.amountFinanced)}</dd>
        </div>
      </dl>
      <h3 className="disclosure__part">Finance charges</h3>
      <dl className="receipt__lines" aria-label="Finance charges">
        {disclosure.charges.map((charge) => (
          <div key={`${charge.kind}-${charge.name}`}>
            <dt>{charge.kind === 'fee' ? `${charge.name} (deducted up front)` : charge.name}</dt>
            <dd>{money(charge.amount)}</dd>
          </div>
        ))}
        <div className="disclosure__total">
          <dt>Total finance charges</dt>
          <dd data-testid="disclosure-charges">
            {disclosure.totalCharges === null ? 'Not stated' : money(disclosure.totalCharges)}
          </dd>
        </div>
      </dl>
      <dl className="receipt__lines" aria-label="Net proceeds">
        <div className="disclosure__total">
          <dt>Net proceeds (what you receive)</dt>
          <dd data-testid="disclosure-net">
            {disclosure.netProceeds === null ? 'Not stated' : money(disclosure.netProceeds)}
          </dd>
        </div>
      </dl>
      <h3 className="disclosure__part">Schedule of payments</h3>
      {disclosure.schedule.length > 0 ? (
        <dl className="receipt__lines" aria-label="Schedule of payments">
          {disclosure.schedule.map((payment, index) => (
            <div key={index}>
              <dt>{payment.date === '' ? `Payment ${index + 1}` : payment.date}</dt>
              <dd>{money(payment.amount)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">Not stated.</p>
      )}
      <dl className="receipt__lines" aria-label="Totals">
        <div className="disclosure__total">
          <dt>Total amount to repay</dt>
          <dd data-testid="disclosure-total">
            {disclosure.totalRepay === null ? 'Not stated' : money(disclosure.totalRepay)}
          </dd>
        </div>
        <div className="disclosure__rate">
          <dt>Effective interest rate</dt>
          <dd data-testid="disclosure-rate">
            {rate === null ? 'Not stated' : rateText(rate)}
            {rate !== null && (
              <span className="disclosure__rate-source">
                {rate.source === 'computed'
                  ? 'Computed by this app from the net proceeds and the payments above'
                  : 'As stated by the lender'}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {gaps.length > 0 && (
        <ul className="disclosure__gaps" aria-label="What this statement cannot show">
          {gaps.map((gap) => (
            <li key={gap}>{GAP_TEXT[gap]}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * Right before the submit button: the advisory to read the statement (`action` names the button) and
 * the lender's identity from the company configuration (SEC MC 19).
 */
export function BeforeConfirming({ action }: { action: string }) {
  return (
    <>
      <DisclosureAdvisory action={action} />
      <LenderIdentity lender={company} />
    </>
  )
}

export function PlanRows({
  title,
  rows,
  money,
}: {
  title: string
  rows: readonly PlanRow[]
  /** Minor units → the amount as the screen shows money. */
  money: (minor: number) => string
}) {
  if (rows.length === 0) return null
  return (
    <Card>
      <h2 className="section-title">{title}</h2>
      <ol className="plan-list">
        {rows.map((row, index) => (
          <li key={index} className="plan-list__row">
            <div className="plan-list__text">
              <span className="plan-list__title">{row.title}</span>
              {row.description !== '' && <span className="muted">{row.description}</span>}
            </div>
            <div className="plan-list__money">
              <span className="plan-list__amount">{money(row.amount)}</span>
              {row.payTime !== '' && <span className="muted">{row.payTime}</span>}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  )
}

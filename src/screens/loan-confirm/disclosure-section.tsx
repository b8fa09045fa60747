import { useEffect, useRef } from 'react'
import {
  DEDUCTED_FEES,
  type Disclosure,
  type DisclosureGap,
  type EffectiveRate,
  type FinanceCharge,
} from '../../../machines/disclosure.ts'
import type { PlanRow, TextValue } from '../../../machines/loan-offer.ts'
import { company } from '../../company.ts'
import { confirmextraTexts } from '../../i18n/confirmextra/index.ts'
import { Card } from '../../ui/components.tsx'
import { DisclosureAdvisory, LenderIdentity } from '../../ui/lender-identity.tsx'
import { DetailRows } from '../shared/product-parts.tsx'

/*
 * The offer's sections both confirmations show below the hero: the server's detail rows, the plan and
 * the Disclosure Statement (decision 028); and, before the submit button, the advisory to read it and
 * the lender's identity (SEC MC 19). Loaded on demand, fetched as the page opens alongside its data
 * (./offer-parts.tsx `offerSections`), outside the routes' first load.
 */

export const DISCLOSURE_ID = 'disclosure-statement'
const TITLE_ID = 'disclosure-statement-title'

/** 0.04219 → "4.22%". */
export function percent(fraction: number): string {
  return `${(fraction * 100).toFixed(2)}%`
}

export function rateText(rate: EffectiveRate): string {
  return confirmextraTexts().disclosure.rateValue(percent(rate.monthly), percent(rate.yearly))
}

/** What the statement says where it cannot state a figure. */
export function gapText(gap: DisclosureGap): string {
  const { fees, interest, schedule, mismatch, rate } = confirmextraTexts().gaps
  return { fees, interest, schedule, mismatch, rate }[gap]
}

/** A finance charge's name: the statement's own for the interest and the fees it works out; else the lender's. */
export function chargeName(charge: FinanceCharge): string {
  const t = confirmextraTexts().disclosure
  if (charge.kind === 'interest') return t.interest
  return charge.name === DEDUCTED_FEES ? t.feesDeducted : t.deductedUpFront(charge.name)
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
  const t = confirmextraTexts().disclosure
  return (
    <section className="card disclosure" id={DISCLOSURE_ID} aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="section-title disclosure__title" ref={title} tabIndex={-1}>
        {t.title}
      </h2>
      <p className="muted">{t.intro}</p>
      <dl className="receipt__lines disclosure__lines" aria-label={t.amounts}>
        <div>
          <dt>{t.amountFinanced}</dt>
          <dd data-testid="disclosure-financed">{money(disclosure.amountFinanced)}</dd>
        </div>
      </dl>
      <h3 className="disclosure__part">{t.financeCharges}</h3>
      <dl className="receipt__lines" aria-label={t.financeCharges}>
        {disclosure.charges.map((charge) => (
          <div key={`${charge.kind}-${charge.name}`}>
            <dt>{chargeName(charge)}</dt>
            <dd>{money(charge.amount)}</dd>
          </div>
        ))}
        <div className="disclosure__total">
          <dt>{t.totalCharges}</dt>
          <dd data-testid="disclosure-charges">
            {disclosure.totalCharges === null ? t.notStated : money(disclosure.totalCharges)}
          </dd>
        </div>
      </dl>
      <dl className="receipt__lines" aria-label={t.netProceedsGroup}>
        <div className="disclosure__total">
          <dt>{t.netProceeds}</dt>
          <dd data-testid="disclosure-net">
            {disclosure.netProceeds === null ? t.notStated : money(disclosure.netProceeds)}
          </dd>
        </div>
      </dl>
      <h3 className="disclosure__part">{t.schedule}</h3>
      {disclosure.schedule.length > 0 ? (
        <dl className="receipt__lines" aria-label={t.schedule}>
          {disclosure.schedule.map((payment, index) => (
            <div key={index}>
              <dt>{payment.date === '' ? t.payment(index + 1) : payment.date}</dt>
              <dd>{money(payment.amount)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">{t.noSchedule}</p>
      )}
      <dl className="receipt__lines" aria-label={t.totals}>
        <div className="disclosure__total">
          <dt>{t.totalToPay}</dt>
          <dd data-testid="disclosure-total">
            {disclosure.totalRepay === null ? t.notStated : money(disclosure.totalRepay)}
          </dd>
        </div>
        <div className="disclosure__rate">
          <dt>{t.rate}</dt>
          <dd data-testid="disclosure-rate">
            {rate === null ? t.notStated : rateText(rate)}
            {rate !== null && (
              <span className="disclosure__rate-source">
                {rate.source === 'computed' ? t.rateComputed : t.rateStated}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {gaps.length > 0 && (
        <ul className="disclosure__gaps" aria-label={t.gapsLabel}>
          {gaps.map((gap) => (
            <li key={gap}>{gapText(gap)}</li>
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
  const t = confirmextraTexts()
  return (
    <>
      <DisclosureAdvisory label={t.advisory.label} lead={t.advisory.lead(action)} rest={t.advisory.rest} />
      <LenderIdentity
        lender={company}
        labels={{
          label: t.lender.label,
          secRegistration: t.lender.secRegistration,
          authorityNumber: t.lender.authorityNumber,
        }}
      />
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

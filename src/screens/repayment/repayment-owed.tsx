import { useSelector } from '@xstate/react'
import { rolloverTerms, visibleDetail } from '../../../machines/repayment.rules.ts'
import type { Repayment } from '../../../machines/repayment.types.ts'
import { repaymentPopupTexts } from '../../i18n/repaymentpopups/index.ts'
import { formatPeso } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { Card } from '../../ui/components.tsx'
import type { RepaymentActor } from './repayment-actor.ts'
import instructionsPicture from './images/instructions.svg'

/*
 * What is owed and how late on /repay and /repayDelay (docs/decisions/030-owed-and-pay-code.md), the
 * details of the amount and the rollover's schedule: loaded on demand as the page opens, beside its
 * data (repayment-view.tsx), outside the routes' first load.
 */

const DETAIL_ID = 'repayment-detail'

/** How late, in the overdue red, with the next step. */
export function LateLine({ days, dueDate, rollover }: { days: number; dueDate: string; rollover: boolean }) {
  const t = repaymentPopupTexts()
  return (
    <p className="amount-card__late" data-testid="repay-late">
      <strong className="late-text">{t.daysLate(days)}</strong>
      {/* The rollover's header shows the new date: the late one is named. */}
      {rollover ? t.lateDue(dueDate) : '.'} {rollover ? t.lateRollover : t.lateInstalment}
    </p>
  )
}

/** What the rollover fee does and does not do, before the borrower pays it (decision 030). */
export function RolloverTerms({ repayment }: { repayment: Repayment }) {
  const terms = rolloverTerms(repayment)
  const t = repaymentPopupTexts().terms
  if (terms === null) return null
  const fee = formatPeso(terms.fee)
  const owed = formatPeso(terms.stillOwed)
  const on = terms.newDueDate === '' ? t.onNewDueDate : t.on(terms.newDueDate)
  return (
    <section className="card rollover-terms" aria-labelledby="rollover-terms-title">
      <h2 className="section-title" id="rollover-terms-title">
        {t.title}
      </h2>
      <p data-testid="rollover-terms">
        {t.pay}
        <strong>{fee}</strong>
        {t.moves}
        {terms.newDueDate === '' ? (
          t.toNewDate
        ) : (
          <>
            {t.to}
            <strong>{terms.newDueDate}</strong>
          </>
        )}
        {t.end}
      </p>
      <p className="rollover-terms__not">
        {t.notLead}
        <strong>{owed}</strong> {on}
        {t.end}
      </p>
    </section>
  )
}

/** The amounts that make up what is owed, the first rows until More (the machine's `details`). */
export function Details({ actor, repayment }: { actor: RepaymentActor; repayment: Repayment }) {
  const expanded = useSelector(actor, (s) => s.hasTag('detailsExpanded'))
  const more = useSelector(actor, (s) => s.can({ type: 'details.toggle' }))
  const rows = visibleDetail(repayment, expanded)
  const t = repaymentPopupTexts()
  if (rows.length === 0) return null
  return (
    <Card>
      <h2 className="section-title">{t.details}</h2>
      <dl className="receipt__lines" id={DETAIL_ID}>
        {rows.map((row, index) => (
          <div key={index}>
            <dt>{row.text}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {more && (
        <Button
          variant="link"
          className="details-toggle"
          aria-expanded={expanded}
          aria-controls={DETAIL_ID}
          onClick={() => actor.send({ type: 'details.toggle' })}
        >
          {expanded ? t.hide : t.more}
        </Button>
      )}
    </Card>
  )
}

/** The rollover's payment schedule. */
export function Plan({ rows }: { rows: Repayment['plan'] }) {
  const t = repaymentPopupTexts()
  if (rows.length === 0) return null
  return (
    <Card>
      <h2 className="section-title">{t.plan}</h2>
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

/**
 * The banner to the step-by-step instructions (decision 030): the flow opens them (an app page in the
 * app, not as a reload of the whole app in the webview); a click that asks for a new tab or window keeps
 * the browser's way.
 */
export function InstructionsBanner({
  href,
  onOpen,
  hasPayCode,
}: {
  href: string
  onOpen: () => void
  /** With the borrower's pay code and amount, or for every channel. */
  hasPayCode: boolean
}) {
  const t = repaymentPopupTexts()
  return (
    <a
      className="repay-banner"
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        onOpen()
      }}
    >
      <img src={instructionsPicture} alt="" width="96" height="72" />
      <span>
        <strong>{t.howToPay}</strong>
        <span className="muted">{hasPayCode ? t.howToPayCode : t.howToPayAll}</span>
      </span>
    </a>
  )
}

/** Which channel the pay code is for, and that another channel gives its own (under the pay box). */
export function PayCodeFor({ title }: { title: string }) {
  const t = repaymentPopupTexts()
  return <p className="pay-box__for muted">{title !== '' ? t.codeFor(title) : t.codeForAny}</p>
}

import { rolloverTerms, type Repayment } from '../../../machines/repayment.machine.ts'
import { formatPeso } from '../../lib/format.ts'
import { daysLateText } from '../days-late-text.ts'

/*
 * What is owed and how late on /repay and /repayDelay (docs/decisions/030-owed-and-pay-code.md):
 * loaded on demand as the page opens, beside its data (repayment-view.tsx).
 */

/** How late, in the overdue red, with the next step. */
export function LateLine({ days, dueDate, rollover }: { days: number; dueDate: string; rollover: boolean }) {
  return (
    <p className="amount-card__late" data-testid="repay-late">
      <strong className="late-text">{daysLateText(days)}</strong>
      {/* The rollover's header shows the new date: the late one is named. */}
      {rollover ? ` (due ${dueDate}).` : '.'}{' '}
      {rollover
        ? 'Pay the rollover fee to move your due date, or repay the whole loan from your order.'
        : 'Pay now: late charges grow every day.'}
    </p>
  )
}

/** What the rollover fee does and does not do, before the borrower pays it (decision 030). */
export function RolloverTerms({ repayment }: { repayment: Repayment }) {
  const terms = rolloverTerms(repayment)
  if (terms === null) return null
  const fee = formatPeso(terms.fee)
  const owed = formatPeso(terms.stillOwed)
  const on = terms.newDueDate === '' ? 'on your new due date' : `on ${terms.newDueDate}`
  return (
    <section className="card rollover-terms" aria-labelledby="rollover-terms-title">
      <h2 className="section-title" id="rollover-terms-title">
        What the rollover fee does
      </h2>
      <p data-testid="rollover-terms">
        Pay <strong>{fee}</strong> rollover fee: your due date moves
        {terms.newDueDate === '' ? (
          ' to a new date'
        ) : (
          <>
            {' '}
            to <strong>{terms.newDueDate}</strong>
          </>
        )}
        .
      </p>
      <p className="rollover-terms__not">
        This fee does not reduce your loan: you will still owe <strong>{owed}</strong> {on}.
      </p>
    </section>
  )
}

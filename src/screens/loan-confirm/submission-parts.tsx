import { useEffect, useRef } from 'react'
import { confirmextraTexts } from '../../i18n/confirmextra/index.ts'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'
import { Button } from '../../ui/button.tsx'

/*
 * What both loan confirmations show once the loan may have been sent (decision 022): the check of a
 * submission whose answer was lost, in place of the submit button, and the confirmation of a submitted
 * loan, which never offers the button again. Loaded on demand with the check (./push-check.ts, from the
 * borrower's first tap, the submission's start, or at once when the page opens on a submission).
 */

/** The confirmation's actor, as these parts send to it (both machines take these events). */
export interface SubmissionActor {
  send: (event: { type: 'outcome.check' } | { type: 'service.open' } | { type: 'order.open' }) => void
}

const SUBMITTED_TITLE_ID = 'loan-submitted-title'

/** The check of a loan submission whose answer was lost: checking, or unknown after the checks. */
export function PushOutcome({ actor, checking }: { actor: SubmissionActor; checking: boolean }) {
  const t = confirmextraTexts()
  if (checking)
    return (
      <OutcomeCheck status="checking" title={t.checking.title}>
        <p>{t.checking.text}</p>
      </OutcomeCheck>
    )
  return (
    <OutcomeCheck
      status="unknown"
      title={t.unknown.title}
      onCheckAgain={() => actor.send({ type: 'outcome.check' })}
      onContact={() => actor.send({ type: 'service.open' })}
      contactLabel={t.unknown.contact}
    >
      <p>{t.unknown.text}</p>
    </OutcomeCheck>
  )
}

/** The loan was submitted: says so, what happens next, and leads to the order. */
export function SubmittedLoan({ actor, orderKnown }: { actor: SubmissionActor; orderKnown: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Next is gone: the focus (and the view, from wherever the borrower had scrolled) goes to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  const t = confirmextraTexts().submitted
  return (
    <section className="card receipt" aria-labelledby={SUBMITTED_TITLE_ID}>
      <h2 id={SUBMITTED_TITLE_ID} className="receipt__title" ref={heading} tabIndex={-1}>
        {t.title}
      </h2>
      <p>{t.text}</p>
      <p className="muted">{t.followUp}</p>
      <Button variant="primary" block onClick={() => actor.send({ type: 'order.open' })}>
        {orderKnown ? t.viewApplication : t.goToOrders}
      </Button>
    </section>
  )
}

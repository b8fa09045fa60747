import { useEffect, useRef } from 'react'
import { OutcomeCheck } from '../../ui/outcome-check.tsx'

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
  if (checking)
    return (
      <OutcomeCheck status="checking" title="Checking your loan application">
        <p>We are confirming with the lender that your application went through. Do not submit it again.</p>
      </OutcomeCheck>
    )
  return (
    <OutcomeCheck
      status="unknown"
      title="We could not confirm your application yet"
      onCheckAgain={() => actor.send({ type: 'outcome.check' })}
      onContact={() => actor.send({ type: 'service.open' })}
      contactLabel="Ask customer service"
    >
      <p>
        It may have reached the lender. Do not submit it again: check again in a moment, or ask customer
        service, who can see it.
      </p>
    </OutcomeCheck>
  )
}

/** The loan was submitted: says so, what happens next, and leads to the order. */
export function SubmittedLoan({ actor, orderKnown }: { actor: SubmissionActor; orderKnown: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  // Next is gone: the focus (and the view, from wherever the borrower had scrolled) goes to what replaced it.
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="card receipt" aria-labelledby={SUBMITTED_TITLE_ID}>
      <h2 id={SUBMITTED_TITLE_ID} className="receipt__title" ref={heading} tabIndex={-1}>
        Your loan application was submitted
      </h2>
      <p>
        The lender reviews it and decides within 1 day. Once it is approved, the money reaches your account
        within 1 to 3 days.
      </p>
      <p className="muted">You do not need to submit it again. You can follow it in My orders.</p>
      <button
        type="button"
        className="button button--primary button--block"
        onClick={() => actor.send({ type: 'order.open' })}
      >
        {orderKnown ? 'View my application' : 'Go to My orders'}
      </button>
    </section>
  )
}

import { useEffect, useRef, type ReactNode } from 'react'
import { checksTexts } from '../i18n/checks/index.ts'
import { Button } from './button.tsx'

/**
 * A submission whose outcome is unknown (docs/decisions/022-submission-outcomes.md), shown in place of
 * the action: while it is checked (`checking`: a spinner, busy), and when the checks could not tell
 * (`unknown`: what to do, Check again, and the way to customer service). The action itself is not on
 * screen in either state, so it cannot be tapped twice.
 */
export interface OutcomeCheckProps {
  status: 'checking' | 'unknown'
  /** The heading: "Checking your payment", "We could not confirm your payment yet". */
  title: string
  /** What the borrower should know and do ("Do not pay again..."). */
  children: ReactNode
  /** Unknown only: asks the server again. */
  onCheckAgain?: () => void
  /** Unknown only: the way to customer service (a link or a button), with its own accessible name. */
  contact?: ReactNode
  /** Unknown only: the usual way to customer service, a button that calls this (instead of `contact`). */
  onContact?: () => void
  /** The label of that button. */
  contactLabel?: string
  /** Moves the focus to the heading when the panel appears (the action that had it is gone). */
  focus?: boolean
}

export function OutcomeCheck({
  status,
  title,
  children,
  onCheckAgain,
  onContact,
  contactLabel = checksTexts().contactService,
  contact = onContact === undefined ? undefined : (
    <Button variant="secondary" onClick={onContact}>
      {contactLabel}
    </Button>
  ),
  focus = true,
}: OutcomeCheckProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    // Not while a dialog holds the focus.
    if (focus && document.querySelector('[role="dialog"]') === null) heading.current?.focus()
  }, [focus, status])
  const checking = status === 'checking'
  return (
    <section
      className={`outcome-check outcome-check--${status}`}
      aria-busy={checking}
      aria-labelledby="outcome-check-title"
      data-outcome={status}
    >
      <div className="outcome-check__head">
        {checking ? (
          <span className="loading__spinner outcome-check__spinner" aria-hidden="true" />
        ) : (
          <span className="outcome-check__mark" aria-hidden="true">
            !
          </span>
        )}
        <h2 id="outcome-check-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
      </div>
      <div className="outcome-check__body" role={checking ? 'status' : 'alert'}>
        {children}
      </div>
      {!checking && (onCheckAgain !== undefined || contact !== undefined) && (
        <div className="outcome-check__actions">
          {onCheckAgain !== undefined && <Button onClick={onCheckAgain}>{checksTexts().checkAgain}</Button>}
          {contact}
        </div>
      )}
    </section>
  )
}

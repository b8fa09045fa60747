/*
 * Who lends, as SEC MC 19 (2019) asks an online lending platform to say in a conspicuous place: the
 * corporate name, the SEC registration number and the Certificate of Authority number; and the
 * advisory to read the disclosure statement before confirming (decision 028). Presentational: the
 * screen passes the company's details (src/company.ts, which only route chunks import).
 */

export interface LenderDetails {
  legalName: string
  secRegistration: string
  authorityNumber: string
}

/** The identity's labels, in the page's language (the screen's catalogue; src/i18n/confirm `lender`). */
export interface LenderLabels {
  /** The section's accessible name. */
  label: string
  secRegistration: string
  authorityNumber: string
}

/** The lender's corporate name, SEC Registration No. and Certificate of Authority No. */
export function LenderIdentity({
  lender,
  labels,
  className = '',
}: {
  lender: LenderDetails
  /** The page's words for them (its catalogue). */
  labels: LenderLabels
  className?: string
}) {
  return (
    <section className={`lender-identity ${className}`.trim()} aria-label={labels.label}>
      <p className="lender-identity__name">{lender.legalName}</p>
      <dl className="lender-identity__numbers">
        <div>
          <dt>{labels.secRegistration}</dt>
          <dd>{lender.secRegistration}</dd>
        </div>
        <div>
          <dt>{labels.authorityNumber}</dt>
          <dd>{lender.authorityNumber}</dd>
        </div>
      </dl>
    </section>
  )
}

/**
 * SEC MC 19's advisory, placed before the button that confirms, in the page's language: `lead` (bold:
 * read the statement before tapping the button) and `rest` (what it shows); `label` names the note.
 */
export function DisclosureAdvisory({ label, lead, rest }: { label: string; lead: string; rest: string }) {
  return (
    <div className="notice disclosure-advisory" role="note" aria-label={label}>
      <p>
        <strong>{lead}</strong> {rest}
      </p>
    </div>
  )
}

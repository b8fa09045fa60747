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

/** The lender's identity: its name, then its SEC registration and Certificate of Authority numbers. */
export function LenderIdentity({ lender, className = '' }: { lender: LenderDetails; className?: string }) {
  return (
    <section className={`lender-identity ${className}`.trim()} aria-label="Lender">
      <p className="lender-identity__name">{lender.legalName}</p>
      <dl className="lender-identity__numbers">
        <div>
          <dt>SEC Registration No.</dt>
          <dd>{lender.secRegistration}</dd>
        </div>
        <div>
          <dt>Certificate of Authority No.</dt>
          <dd>{lender.authorityNumber}</dd>
        </div>
      </dl>
    </section>
  )
}

/** SEC MC 19's advisory, in plain English, placed before the button that confirms (`action` names it). */
export function DisclosureAdvisory({ action }: { action: string }) {
  return (
    <div className="notice disclosure-advisory" role="note" aria-label="Before you confirm">
      <p>
        <strong>Read the Disclosure Statement before you tap {action}.</strong> It shows what you receive,
        every charge in pesos, when each payment is due and the effective interest rate.
      </p>
    </div>
  )
}

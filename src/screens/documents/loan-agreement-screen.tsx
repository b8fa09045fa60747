import agreement from '../../content/loan-agreement.md'
import terms from '../../content/loan-terms.md'
import { Page } from '../../ui/components.tsx'
import { DocView, Updated, usePageDescription } from './doc-view.tsx'
import { DailyRates, PenaltyExample } from './penalty-example.tsx'

/** `/loanAgreement`: the loan terms (spec §9), then the agreement that refers to them. */
export default function LoanAgreementScreen() {
  usePageDescription(agreement.description)
  return (
    <Page title={agreement.title}>
      <article className="document">
        <Updated doc={agreement} />
        <section className="document__part" aria-labelledby="loan-terms-title">
          <h2 id="loan-terms-title" className="document__part-title">
            {terms.title}
          </h2>
          <DocView
            doc={terms}
            level={3}
            idPrefix="terms-"
            slots={{ 'penalty-example': <PenaltyExample />, 'daily-rates': <DailyRates /> }}
          />
        </section>
        <section className="document__part" aria-labelledby="agreement-title">
          <h2 id="agreement-title" className="document__part-title">
            The agreement
          </h2>
          <DocView doc={agreement} level={3} idPrefix="agreement-" />
        </section>
      </article>
    </Page>
  )
}

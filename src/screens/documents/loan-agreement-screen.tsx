import { common } from '../../i18n/common/index.ts'
import { documentsTexts } from '../../i18n/documents/index.ts'
import agreement from '../../content/loan-agreement.md'
import terms from '../../content/loan-terms.md'
import { DocumentPage, Updated } from '../shared/doc-parts.tsx'
import { DocView } from '../shared/doc-view.tsx'
import { LOAN_TERMS_SLOTS } from '../shared/penalty-example.tsx'

/** `/loanAgreement`: the loan terms (spec §9), then the agreement that refers to them. */
export default function LoanAgreementScreen() {
  return (
    <DocumentPage doc={agreement} title={common().titles.loanAgreement}>
      <Updated doc={agreement} />
      <section className="document__part" aria-labelledby="loan-terms-title">
        <h2 id="loan-terms-title" className="document__part-title">
          {common().titles.loanTerms}
        </h2>
        <DocView doc={terms} level={3} idPrefix="terms-" slots={LOAN_TERMS_SLOTS} />
      </section>
      <section className="document__part" aria-labelledby="agreement-title">
        <h2 id="agreement-title" className="document__part-title">
          {documentsTexts().agreementPart}
        </h2>
        <DocView doc={agreement} level={3} idPrefix="agreement-" />
      </section>
    </DocumentPage>
  )
}

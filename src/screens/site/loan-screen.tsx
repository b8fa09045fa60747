import terms from '../../content/loan-terms.md'
import intro from '../../content/site-loan.md'
import { DocToc, Updated } from '../shared/doc-parts.tsx'
import { DocView } from '../shared/doc-view.tsx'
import { LOAN_TERMS_SLOTS } from '../shared/penalty-example.tsx'
import { SiteFrame } from './site-frame.tsx'

/** `/Loan`: the loan terms document (spec §9) with its worked penalty example. */
export default function LoanScreen() {
  return (
    <SiteFrame section="loan" doc={intro}>
      <DocView doc={intro} />
      <Updated doc={terms} />
      <DocToc doc={terms} />
      <DocView doc={terms} slots={LOAN_TERMS_SLOTS} />
    </SiteFrame>
  )
}

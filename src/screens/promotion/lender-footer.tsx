import { company } from '../../company.ts'
import { promotionExtraTexts } from '../../i18n/promotionextra/index.ts'
import { LenderIdentity } from '../../ui/lender-identity.tsx'

/*
 * The lender's identity at the foot of the promotion landing (SEC MC 19, decision 028): its corporate
 * name, SEC registration and Certificate of Authority numbers from the company configuration. Loaded
 * on demand (./promotion-view.tsx), so the company module and the labels' texts
 * (src/i18n/promotionextra) stay out of the landing's first load.
 */
export function LenderFooter() {
  const { label, secRegistration, authorityNumber } = promotionExtraTexts().lender
  return (
    <LenderIdentity
      lender={company}
      labels={{ label, secRegistration, authorityNumber }}
      className="landing__lender"
    />
  )
}

import { company } from '../../company.ts'
import { LenderIdentity } from '../../ui/lender-identity.tsx'

/*
 * The lender's identity at the foot of the promotion landing (SEC MC 19, decision 028): its corporate
 * name, SEC registration and Certificate of Authority numbers from the company configuration. Loaded
 * on demand (./promotion-view.tsx), so the company module stays out of the landing's first load.
 */
export function LenderFooter() {
  return <LenderIdentity lender={company} className="landing__lender" />
}

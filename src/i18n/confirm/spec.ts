import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one (spec.md §2 "Loan confirm"); plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  // §2 "Loan confirm variant 2": "Detailed list, Plan list".
  legacyDetailsTitle: 'Detailed list',
  legacyPlanTitle: 'Plan list',
}

export default spec

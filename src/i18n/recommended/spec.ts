import type { TextsOf } from '../catalogue.ts'
import en from './en.ts'

/** The spec's literal wording where it gives one; plain English (./en.ts) elsewhere. */
const spec: TextsOf<typeof en> = {
  ...en,
  // spec.md §2 "Loan order details": 'recommended products with "Click to view more products"'.
  more: 'Click to view more products',
}

export default spec

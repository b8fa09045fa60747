import type { Catalogue } from '../catalogue.ts'

/**
 * Loan confirmation (v3, by period, and the legacy variant 2), its first load: the offer, its terms and
 * agreements. What on-demand code shows (the Disclosure Statement, the advisory and lender's identity,
 * the popups, the submission's panels) is in ../confirmextra. Plain English, the reference catalogue.
 */
const en = {
  incomplete: {
    heading: 'This loan link is incomplete',
    text: 'It does not say which loan to confirm. Open the loan again from the app.',
  },
  next: 'Next',
  /** The legacy offer's button when the server sends no text of its own. */
  confirm: 'Confirm',
  submitting: 'Submitting…',
  loadFailed: 'Your loan offer could not be loaded.',
  youBorrow: 'You borrow',
  youReceive: 'You receive',
  notStatedByLender: 'Not stated by the lender',
  /** The accessible name of the hero's terms. */
  loan: 'Loan',
  term: 'Term',
  days: (count: string) => (count === '1' ? '1 day' : `${count} days`),
  payments: 'Number of payments',
  dueDate: 'Due date',
  detailsTitle: 'Loan breakdown',
  planTitle: 'Payment schedule',
  planByPeriodTitle: 'Payment schedule by period',
  /** Variant 2's own headings of the same two sections (spec.ts keeps the spec's). */
  legacyDetailsTitle: 'Loan breakdown',
  legacyPlanTitle: 'Payment schedule',
  agreeToAll: 'I have read and agree to the agreements below',
  tickToAgree: 'Tick the box to agree before you tap Next.',
  agreeBySubmitting: 'By submitting this loan you agree to:',
} satisfies Catalogue

export default en

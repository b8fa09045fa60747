import type { Catalogue } from '../catalogue.ts'

/** Order status chips (spec §4's codes, src/ui/status-chip.tsx): loaded by the pages that show one. */
const en = {
  inReview: 'In review',
  processing: 'Processing',
  failed: 'Failed',
  repaying: 'Pending repayment',
  repayable: 'Repayable',
  overdue: 'Overdue',
  finished: 'Finished',
} satisfies Catalogue

export default en

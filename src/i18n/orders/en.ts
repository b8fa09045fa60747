import type { Catalogue } from '../catalogue.ts'

/**
 * My orders, and how late a payment is (src/screens/shared/days-late-text.ts, which the order and repayment
 * pages share). Plain English, the reference.
 */
const en = {
  loadFailed: 'Your orders could not be loaded.',
  empty: {
    heading: 'No orders yet',
    text: 'You have no orders yet.',
    next: 'Choose a loan on offer to apply for your first one.',
  },
  orders: 'Orders',
  /** What the row's amount is: what is due when the server says it, else the loan amount (decision 030). */
  amountDue: 'Amount due',
  loanAmount: 'Loan amount',
  loanOrder: 'Loan order',
  due: (date: string) => `Due ${date}`,
  placed: (date: string) => `Placed ${date}`,
  daysLate: (days: number) => (days === 1 ? '1 day late' : `${days} days late`),
} satisfies Catalogue

export default en

import type { Catalogue } from '../catalogue.ts'

/**
 * The order page (/order, loan details), its first load: its status, buttons and headings. What
 * on-demand code shows (popups, facts, receipts, the application just submitted) is in ../orderextra.
 * Plain English, the reference catalogue.
 */
const en = {
  actions: {
    withdraw: 'Receive my loan',
    repay: 'Pay',
    repayment: 'Pay',
    rollover: 'Pay to extend',
    borrowAgain: 'Borrow again',
  },
  shortOfMoney: 'Short of money?',
  loadFailed: 'Your loan details could not be loaded.',
  opening: 'Opening your loan…',
  submitted: 'Application submitted',
  status: 'Order status',
  orderDetails: 'Order details',
  callService: 'Call customer service',
  incomplete: {
    heading: 'This loan link is incomplete',
    text: 'It does not say which loan to show. Open your loan again from the app.',
  },
} satisfies Catalogue

export default en

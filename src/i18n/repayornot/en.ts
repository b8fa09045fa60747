import type { Catalogue } from '../catalogue.ts'

/**
 * The repay-or-not choice's texts (plain English, the reference): `/repayOrNot`. Its title is the
 * route's (src/i18n/common titles.pay); the order's status, description and rows are the server's.
 */
const en = {
  incompleteHeading: 'This payment link is incomplete',
  incompleteText: 'It does not say which order to pay. Please open the order again from the app.',
  loadFailed: 'This order could not be loaded.',
  question: 'How would you like to settle this order?',
  pay: 'Pay',
  shortOfMoney: 'Short of money?',
  rollover: 'Pay to extend',
  notNow: 'Not now',
  nothingDueHeading: 'Nothing to pay now',
  nothingDueText: 'This order has nothing to pay at the moment. Its details show where it stands.',
  seeOrder: 'See order details',
  orderDetails: 'Order details',
} satisfies Catalogue

export default en

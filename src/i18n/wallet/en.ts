import type { Catalogue } from '../catalogue.ts'

/**
 * The e-wallet payment page's texts (plain English, the reference): `/alipayrepayment`. Its title is
 * the route's (src/i18n/common titles.walletPay); the amount card and the payment check's panel are the
 * card payment's (src/screens/repay-by-card), and so is the message 'repay.walletNotDone' its machine names.
 */
const en = {
  incompleteHeading: 'This payment link is incomplete',
  incompleteText: 'It needs an order and an amount to pay. Please choose how to pay again from your loan.',
  failedHeading: 'Your e-wallet could not be opened',
  failedText: 'Try again, or pay the same amount by bank card.',
  tryAgain: 'Try again',
  payByCard: 'Pay by bank card',
  paid: 'Payment received. Opening your loan details…',
  opening: 'Opening your e-wallet…',
  /** `amount`: formatted (₱3,920.00). */
  confirmIn: (amount: string) => `You will confirm the payment of ${amount} in your e-wallet app.`,
} satisfies Catalogue

export default en

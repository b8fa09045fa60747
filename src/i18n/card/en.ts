import type { Catalogue } from '../catalogue.ts'

/**
 * Paying by bank card (/repayChoose) and what the e-wallet page (/alipayrepayment) shares with it:
 * the amount card, the paid announcement, the payment's messages (plain English, the reference
 * catalogue). What only on-demand code shows (the SMS code sheet, the receipt, the payment check) is
 * in ../cardpopups, which loads with that code.
 */
const en = {
  pay: (amount: string) => `Pay ${amount}`,
  paying: 'Paying…',
  continuePayment: 'Continue payment',
  waysFailed: 'Your ways to pay could not be loaded.',
  chooseHowToPay: 'Choose how to pay',
  pendingCard: (card: string) =>
    `You already started this payment with ${card}. Tap Continue payment to enter the SMS code we sent.`,
  noCard: 'No bank card is linked to your account yet.',
  wallet: 'E-wallet',
  walletHint: 'Pay in your e-wallet app',
  amount: {
    label: 'Amount due',
    loan: 'Loan',
    orderNo: 'Order number',
    dueDate: 'Due date',
  },
  done: {
    paid: (amount: string) => `Payment received: ${amount}.`,
    paidWithCard: (amount: string, card: string) => `Payment received: ${amount} with ${card}.`,
  },
  incomplete: {
    heading: 'This payment link is incomplete',
    text: 'It needs an order and an amount to pay. Open the payment again from your loan.',
  },
  messages: {
    'repay.cardListFailed': 'Your bank cards could not be loaded. Try again.',
    'repay.selectCard': 'Choose a bank card first.',
    'repay.repeatedSubmit':
      'This payment is already being processed. Wait a minute, then check your order before you try again.',
    'repay.notDone': 'Your payment did not go through and you were not charged. You can pay again.',
    'repay.walletNotDone': 'Your e-wallet payment was not made. You can open your e-wallet again.',
  },
} satisfies Catalogue

export default en

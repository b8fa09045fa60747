import type { Catalogue } from '../catalogue.ts'

/**
 * What the card payment's on-demand code shows (/repayChoose, and the check on /alipayrepayment): the SMS
 * code sheet, the receipt, the check of a payment whose answer never came (plain English, the reference
 * catalogue). Declared only by that code, so these texts load with it, outside the routes' first load.
 */
const en = {
  code: {
    title: 'Enter the SMS code',
    sent: (phone: string) =>
      phone === ''
        ? 'We sent a code by SMS. Enter it to confirm the payment.'
        : `We sent a code by SMS to ${phone}. Enter it to confirm the payment.`,
    resumed: (phone: string) =>
      phone === ''
        ? 'Enter the code we sent by SMS for this payment. No new payment has been made.'
        : `Enter the code we sent by SMS to ${phone} for this payment. No new payment has been made.`,
    label: 'SMS code',
    sending: 'Sending code…',
    cancel: 'Cancel',
    confirm: 'Confirm',
    confirming: 'Confirming…',
  },
  done: {
    amount: 'Amount',
    paidWith: 'Paid with',
    opening: 'Payment received. Opening your loan details…',
    openingWallet: 'Opening your e-wallet…',
    title: 'This payment is done',
    text: 'You paid this amount for this order a moment ago. There is nothing more to pay here.',
    viewDetails: 'View loan details',
  },
  check: {
    checking: 'Checking your payment',
    unknown: 'We could not confirm your payment yet',
    askingWallet: 'We are asking the lender about your payment before we open your e-wallet again.',
    askingCard: 'We are asking the lender whether your payment went through.',
    doNotPayAgain: 'Do not pay again.',
    unknownWallet:
      'Do not pay again: your payment may already be under way. Check again in a few minutes, or contact customer service with your order number.',
    unknownCard:
      'Do not pay again: you may already have been charged. Check again in a few minutes, or contact customer service with your order number.',
  },
  messages: {
    'repay.codeTooShort': 'Enter the full code from the SMS.',
    'repay.codeError': 'That code is not right. Check the SMS and try again.',
  },
  getCode: 'Get code',
  resendIn: (seconds: number) => `Resend code in ${seconds} s`,
} satisfies Catalogue

export default en

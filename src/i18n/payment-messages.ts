import type { MessageId } from '../../machines/shared/notice.ts'
import { addMessages } from './catalogue.ts'

/**
 * The card and e-wallet repayments' messages once a payment has started (spec §5, §8): the SMS code's,
 * the payment's refusals and a check's "not done". Added to the catalogue with the payment's code
 * (src/screens/repay-by-card/payment-check.tsx) and the code entry, both on demand: no page shows them
 * before a payment starts, so they are not in the routes' first load.
 */
export const paymentEn: Record<
  Extract<
    MessageId,
    | 'repay.codeTooShort'
    | 'repay.codeError'
    | 'repay.repeatedSubmit'
    | 'repay.notDone'
    | 'repay.walletNotDone'
  >,
  string
> = {
  'repay.codeTooShort': 'Please enter the correct verification code.',
  'repay.codeError': 'Verification code error.',
  'repay.repeatedSubmit':
    'Do not submit the payment request repeatedly. A payment for this order is already being processed: wait a minute, then check your order before you try again.',
  'repay.notDone': 'Your payment did not go through and you were not charged. You can pay again.',
  'repay.walletNotDone': 'Your e-wallet payment was not made. You can open your e-wallet again.',
}

addMessages(paymentEn)

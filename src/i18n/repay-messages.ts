import type { MessageId } from '../../machines/shared/notice.ts'
import { addMessages } from './messages.ts'

/** Bank-card repayment's messages (spec §5, §8), added to the catalogue when its screen loads. */
export const repayEn: Record<Extract<MessageId, `repay.${string}`>, string> = {
  'repay.cardListFailed': 'Failed to query card list.',
  'repay.selectCard': 'Please select payment bank card first.',
  'repay.codeTooShort': 'Please enter the correct verification code.',
  'repay.codeError': 'Verification code error.',
  'repay.repeatedSubmit':
    'Do not submit the payment request repeatedly. A payment for this order is already being processed: wait a minute, then check your order before you try again.',
  'repay.notDone': 'Your payment did not go through and you were not charged. You can pay again.',
  'repay.walletNotDone': 'Your e-wallet payment was not made. You can open your e-wallet again.',
}

addMessages(repayEn)

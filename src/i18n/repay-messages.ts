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
}

addMessages(repayEn)

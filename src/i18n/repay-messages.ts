import type { MessageId } from '../../machines/shared/notice.ts'
import { addMessages } from './catalogue.ts'

/**
 * Bank-card repayment's messages (spec §5, §8), added to the catalogue when its screen loads: those a
 * page can show before a payment starts. The others join with the payment's code (./payment-messages.ts).
 */
export const repayEn: Record<Extract<MessageId, 'repay.cardListFailed' | 'repay.selectCard'>, string> = {
  'repay.cardListFailed': 'Failed to query card list.',
  'repay.selectCard': 'Please select payment bank card first.',
}

addMessages(repayEn)

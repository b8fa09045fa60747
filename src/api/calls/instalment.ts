import { endpoint, ZERO } from '../api.ts'
import * as s from '../schemas-instalment.ts'

/**
 * Instalment and rollover repayment and the pay code (spec §7): a module of their own so the card
 * repayment route does not carry their schemas.
 */

export const delayRepayment = endpoint<typeof s.delay, { productId: string; orderId: string }>({
  method: 'POST',
  path: '/hit/imitating',
  send: 'form',
  success: ZERO,
  data: s.delay,
})

export const instalmentRepayment = endpoint<typeof s.instalment, { productId: string; orderId: string }>({
  method: 'POST',
  path: '/v3/installment/loan-play-detail',
  send: 'form',
  success: ZERO,
  data: s.instalment,
})

/** isDelay is 1 for a rollover and absent for an instalment (spec §7); amount in minor units. */
export const generatePayCode = endpoint<
  typeof s.payUrl,
  { productId: string; orderId: string; amount: string; channelNumber: string; isDelay?: 1 }
>({
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  send: 'form',
  success: ZERO,
  data: s.payUrl,
})

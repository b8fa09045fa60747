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

export const generatePayCode = endpoint({
  method: 'POST',
  path: '/v3/loan-details/generate-vcode',
  send: 'form',
  success: ZERO,
  data: s.payUrl,
})

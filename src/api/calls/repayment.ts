import { endpoint, ZERO, DOUBLE_ZERO, type RepayPayload } from '../api.ts'
import { ignored } from '../schema-base.ts'
import * as s from '../schemas-repayment.ts'

/** Repayment: by card, e-wallet, instalment, rollover and pay code (spec §7). */
const YOUMI_LOAN = '/api/v1/youmi/youmi-api/service/loan'

export const repaymentWay = endpoint<typeof s.repaymentWays, { orderId: string }>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-way`,
  send: 'query',
  success: ZERO,
  data: s.repaymentWays,
})

export const repaymentCommit = endpoint<typeof s.repaymentCommit, RepayPayload>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-commit`,
  send: 'form',
  success: ZERO,
  data: s.repaymentCommit,
})

export const repaymentHuichao = endpoint<
  typeof s.redirect,
  { userId: string; orderId: string; amount: string }
>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-huichao`,
  send: 'form',
  success: DOUBLE_ZERO,
  data: s.redirect,
})

export const repaymentConfirm = endpoint<
  typeof ignored,
  { orderId: string; verifyCode: string; repaymentRecordId: string }
>({
  method: 'POST',
  path: `${YOUMI_LOAN}/repayment-confirm`,
  send: 'form',
  success: ZERO,
  data: ignored,
})

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

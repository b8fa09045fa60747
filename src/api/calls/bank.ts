import { endpoint, ZERO } from '../api.ts'
import { ignored } from '../schema-base.ts'
import * as s from '../schemas-bank.ts'

/** Bank form and card binding (spec §2 "Bank screen", §7). */

export const cardInit = endpoint({
  method: 'POST',
  path: '/card-init',
  send: 'form',
  success: ZERO,
  data: s.cardInit,
})

export const bindCard = endpoint({
  method: 'POST',
  path: '/bind-card-new',
  send: 'form',
  success: ZERO,
  data: ignored,
})

export const changeCard = endpoint({
  method: 'POST',
  path: '/card-change',
  send: 'form',
  success: ZERO,
  data: ignored,
})

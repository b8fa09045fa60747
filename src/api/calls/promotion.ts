import { endpoint, ZERO, EITHER } from '../api.ts'
import { ignored } from '../schema-base.ts'
import * as s from '../schemas-promotion.ts'

/** Promotion landing and registration (spec §7). */
const PROMOTION = '/api/v2/youmi/promotion'

export const channelTemplate = endpoint<typeof s.landingTemplate, { templateId: string }>({
  method: 'GET',
  path: '/api/v2/youmi/service/channel/channel-template',
  send: 'query',
  success: ZERO,
  data: s.landingTemplate,
})

export const trackVisit = endpoint({
  method: 'GET',
  path: `${PROMOTION}/track-visit`,
  send: 'query',
  success: EITHER,
  data: ignored,
})

export const trackClick = endpoint({
  method: 'GET',
  path: `${PROMOTION}/track-click`,
  send: 'query',
  success: EITHER,
  data: ignored,
})

export const getSid = endpoint({
  method: 'GET',
  path: `${PROMOTION}/get-sid`,
  send: 'query',
  success: ZERO,
  data: s.sid,
})

export const getSms = endpoint({
  method: 'POST',
  path: `${PROMOTION}/get-sms`,
  send: 'form',
  success: ZERO,
  data: ignored,
})

export const register = endpoint({
  method: 'POST',
  path: `${PROMOTION}/register`,
  send: 'form',
  success: ZERO,
  data: ignored,
})

import * as v from 'valibot'
import { endpoint, ZERO, EITHER } from './api.ts'
import { ignored, optText, text } from './schema-base.ts'

/** Promotion landing and registration (spec §7; answers: spec §3 "Landing template"); only the landing's route loads them. */

export const sid = v.looseObject({ sid: text })
/** Landing template: `id` and configuration the spec does not show further; the page reads its words if present. */
export const landingTemplate = v.looseObject({ id: text, title: optText, subtitle: optText })

/** The answers' schemas under the names of their calls, for the tests that decode sample answers. */
export const schemas = {
  sid,
  landingTemplate,
}

const PROMOTION = '/api/v2/youmi/promotion'

export const channelTemplate = endpoint<typeof landingTemplate, { templateId: string }>({
  method: 'GET',
  path: '/api/v2/youmi/service/channel/channel-template',
  send: 'query',
  success: ZERO,
  data: landingTemplate,
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
  data: sid,
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

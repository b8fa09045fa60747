import type { HttpHandler } from 'msw'
import { uuid } from '../sample.ts'
import {
  fail,
  ok,
  PROMOTION,
  SANDBOX_VERIFICATION_CODE,
  type Call,
  type Envelope,
  type Route,
} from './common.ts'

/** Promotion landing and registration (src/api/calls/promotion.ts). */

export function promotionHandlers({ get, post }: Route): HttpHandler[] {
  return [
    get('*/api/v2/youmi/service/channel/channel-template', (call) =>
      ok({
        id: call.fields.get('templateId') || '1',
        title: 'Borrow up to ₱20,000 in minutes',
        theme: 'green',
      }),
    ),
    get(`${PROMOTION}/track-visit`, () => ok()),
    get(`${PROMOTION}/track-click`, () => ok()),
    get(`${PROMOTION}/get-sid`, () => ok({ sid: uuid() })),
    post(`${PROMOTION}/get-sms`, getSms),
    post(`${PROMOTION}/register`, register),
  ]
}

const PHONE = /^1[3-9]\d{9}$/

function getSms(call: Call): Envelope {
  const phone = call.fields.get('phone') ?? ''
  if (!PHONE.test(phone)) return fail('invalid phone number')
  if (!/^[A-Za-z0-9]{4}$/.test(call.fields.get('capcode') ?? '')) return fail('wrong image code', '101')
  if (call.state.registeredPhones.includes(phone))
    return fail('You have registered, please download the app to log in', '11')
  return ok()
}

function register(call: Call): Envelope {
  const phone = call.fields.get('phone') ?? ''
  if (!PHONE.test(phone)) return fail('invalid phone number')
  if (call.state.registeredPhones.includes(phone))
    return fail('You have registered, please download the app to log in', '11')
  if (!/^[A-Za-z0-9]{4}$/.test(call.fields.get('capcode') ?? '')) return fail('wrong image code', '-1')
  if (call.fields.get('smsCode') !== SANDBOX_VERIFICATION_CODE) return fail('SMS code error')
  call.state.registeredPhones.push(phone)
  return ok({ message: 'registered successfully' })
}

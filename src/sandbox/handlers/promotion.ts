import type { HttpHandler } from 'msw'
import { captchaPng } from '../captcha-picture.ts'
import { randomFill, uuid } from '../sample.ts'
import type { SandboxPromotionCall } from '../sandbox-schema.ts'
import {
  fail,
  ok,
  PROMOTION,
  SANDBOX_VERIFICATION_CODE,
  type Call,
  type Envelope,
  type Resolver,
  type Route,
  loggedIn,
} from './common.ts'

/**
 * Promotion landing and registration (src/api/promotion.ts, spec §7, §8 "SMS send",
 * "Register"). Every call is recorded in `promotionCalls` for the e2e tests.
 */

export const CHANNEL_TEMPLATE = '*/api/v2/youmi/service/channel/channel-template'

/** The words of every landing template the sandbox answers (the id is the asked templateId). */
export const LANDING_TEMPLATE = {
  title: 'Borrow up to ₱20,000 in minutes',
  subtitle: 'Register with your mobile number. Approval within 1 day.',
  theme: 'green',
} as const

export const TEMPLATE_FAILURE_MESSAGE = 'This promotion has ended.'
export const PHONE_INVALID_MESSAGE = 'Please enter a valid mobile number.'
export const IMAGE_CODE_MESSAGE = 'The image code is wrong. Please enter the new one.'
export const REGISTERED_MESSAGE = 'You have registered, please download the app to log in'
export const SMS_CODE_MESSAGE = 'The SMS code is wrong or has expired.'
export const REGISTER_FAILURE_MESSAGE = 'Registration is paused for maintenance. Please try again in an hour.'
export const REGISTERED_SUCCESS_MESSAGE = 'registered successfully'

/** The captcha's characters: no 0/O, 1/I/L lookalikes. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const CAPTCHA_LENGTH = 4
/** The state keeps the captcha text of this many sids (the most recent ones). */
export const MAX_CAPTCHAS = 20

/** A Philippine mobile (09XXXXXXXXX, the app's default rule) or the spec's pattern (VITE_PHONE_RULE=spec). */
const PHONE = /^(?:09\d{9}|1[3-9]\d{9})$/
/** The app's own rule for a template id (src/screens/promotion/promotion.impl.ts). */
const TEMPLATE_ID = /^[\w-]{1,64}$/
/** The SMS codes sent are kept for this many phones. */
const MAX_SMS_CODES = 20

type CallName = SandboxPromotionCall['call']

export function promotionHandlers({ get, post }: Route): HttpHandler[] {
  return [
    get(CHANNEL_TEMPLATE, recorded('template', template)),
    get(
      `${PROMOTION}/track-visit`,
      recorded('visit', () => ok()),
    ),
    get(
      `${PROMOTION}/track-click`,
      recorded('click', () => ok()),
    ),
    get(
      `${PROMOTION}/get-sid`,
      recorded('sid', () => ok({ sid: uuid() })),
    ),
    get(`${PROMOTION}/get-captcha`, recorded('captcha', captcha)),
    post(`${PROMOTION}/get-sms`, recorded('sms', getSms)),
    post(`${PROMOTION}/register`, recorded('register', register), { submits: 'register' }),
  ]
}

/** Records the call in `promotionCalls` for the e2e tests. */
const recorded = (name: CallName, resolve: Resolver) =>
  loggedIn((state) => state.promotionCalls, name, resolve)

function template(call: Call): Envelope {
  const id = call.fields.get('templateId') ?? ''
  if (call.scenario === 'templateFailure' || !TEMPLATE_ID.test(id)) return fail(TEMPLATE_FAILURE_MESSAGE)
  if (call.scenario === 'malformedResponse') return ok({ id: null, title: LANDING_TEMPLATE.title })
  return ok({ id, ...LANDING_TEMPLATE })
}

/** A new picture for the sid, not an envelope; its text replaces the sid's earlier one. */
function captcha(call: Call): Envelope | Response {
  const sid = call.fields.get('sid') ?? ''
  if (sid === '') return fail('sid required')
  const text = randomText()
  remember(call.state.captchas, sid, text, MAX_CAPTCHAS)
  return new Response(captchaPng(text), {
    status: 200,
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
  })
}

function getSms(call: Call): Envelope {
  const phone = call.fields.get('phone') ?? ''
  if (!PHONE.test(phone)) return fail(PHONE_INVALID_MESSAGE)
  if (call.scenario === 'wrongImageCode' || !captchaMatches(call)) return fail(IMAGE_CODE_MESSAGE, '101')
  if (call.scenario === 'registeredOnSms' || call.state.registeredPhones.includes(phone))
    return fail(REGISTERED_MESSAGE, '11')
  remember(call.state.smsCodes, phone, SANDBOX_VERIFICATION_CODE, MAX_SMS_CODES)
  return ok()
}

function register(call: Call): Envelope {
  const phone = call.fields.get('phone') ?? ''
  if (!PHONE.test(phone)) return fail(PHONE_INVALID_MESSAGE)
  if (call.scenario === 'registeredOnRegister' || call.state.registeredPhones.includes(phone))
    return fail(REGISTERED_MESSAGE, '11')
  if (call.scenario === 'wrongCaptchaOnRegister' || !captchaMatches(call))
    return fail(IMAGE_CODE_MESSAGE, '-1')
  if (call.scenario === 'registerFailure') return fail(REGISTER_FAILURE_MESSAGE)
  if (call.fields.get('smsCode') !== SANDBOX_VERIFICATION_CODE) return fail(SMS_CODE_MESSAGE, '2')
  call.state.registeredPhones.push(phone)
  return { ...ok(), message: REGISTERED_SUCCESS_MESSAGE }
}

/** The typed image code against the latest picture of the sid, in any letter case. */
function captchaMatches(call: Call): boolean {
  const expected = call.state.captchas[call.fields.get('sid') ?? '']
  const typed = call.fields.get('capcode') ?? ''
  return expected !== undefined && typed.toUpperCase() === expected.toUpperCase()
}

/** Sets `key` as the most recent entry and drops the oldest beyond `max` (insertion order). */
function remember(record: Record<string, string>, key: string, value: string, max: number): void {
  delete record[key]
  record[key] = value
  const keys = Object.keys(record)
  for (const old of keys.slice(0, Math.max(0, keys.length - max))) delete record[old]
}

function randomText(): string {
  return Array.from(
    randomFill(new Uint32Array(CAPTCHA_LENGTH)),
    (n) => CAPTCHA_ALPHABET[n % CAPTCHA_ALPHABET.length],
  ).join('')
}

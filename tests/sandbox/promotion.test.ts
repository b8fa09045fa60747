// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MAX_LOGGED_CALLS } from '../../src/sandbox/handlers/common.ts'
import { captchaImage } from '../../src/api/captcha.ts'
import { createClients } from '../../src/api/client.ts'
import {
  CAPTCHA_ALPHABET,
  IMAGE_CODE_MESSAGE,
  LANDING_TEMPLATE,
  MAX_CAPTCHAS,
  PHONE_INVALID_MESSAGE,
  REGISTER_FAILURE_MESSAGE,
  REGISTERED_MESSAGE,
  SMS_CODE_MESSAGE,
  TEMPLATE_FAILURE_MESSAGE,
} from '../../src/sandbox/handlers/index.ts'
import {
  SANDBOX_VERIFICATION_CODE,
  SCENARIOS,
  setScenario,
  type ScenarioName,
} from '../../src/sandbox/index.ts'
import { STATE_KEY } from '../../src/sandbox/sandbox-schema.ts'
import { seedState } from '../../src/sandbox/seed.ts'
import { loadState } from '../../src/sandbox/store.ts'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../src/sandbox/captcha-picture.ts'
import { decodePng, readCaptcha } from './png-reader.ts'
import { BASE_URL, failureOf, harness, manualClock, memoryStorage, PAGE_QUERY } from './harness.ts'

const PROMOTION = `${BASE_URL}/api/v2/youmi/promotion`
const PHONE = '13912345678'
const UTM = { deviceId: 'd1', appName: 'Bayad', app_from: 'h5', user_from: 'facebook', utm_tag: 'nov-promo' }

function setup(scenario?: ScenarioName, now?: () => number) {
  const storage = memoryStorage()
  if (scenario !== undefined) setScenario(scenario, storage)
  const h = harness(storage, now)
  const clients = createClients({ baseURL: BASE_URL, pageQuery: () => ({ ...PAGE_QUERY }), fetch: h.fetch })
  const state = () => loadState(storage, Date.now())
  /** A sid and the text of a captcha drawn for it. */
  const captcha = async () => {
    const { sid } = await h.api.call('getSid', {})
    await captchaImage(clients, sid)
    const text = state().captchas[sid]
    if (text === undefined) throw new Error('no captcha text stored')
    return { sid, text }
  }
  const sms = (fields: Record<string, string>) => h.api.call('getSms', { ...UTM, ...fields })
  const register = (fields: Record<string, string>) =>
    h.api.call('register', {
      ...UTM,
      merchantNumber: 'M0001',
      userName: PHONE,
      invite_code: 'INV2026',
      id: '7',
      ...fields,
    })
  return { storage, ...h, clients, state, captcha, sms, register }
}

describe('sandbox: promotion template (channel-template)', () => {
  it('answers the landing words for the asked templateId', async () => {
    const { api } = setup()
    await expect(api.call('channelTemplate', { templateId: '7' })).resolves.toMatchObject({
      id: '7',
      title: 'Borrow up to ₱20,000 in minutes',
      subtitle: 'Register with your mobile number. Approval within 1 day.',
    })
    await expect(api.call('channelTemplate', { templateId: 'nov26' })).resolves.toMatchObject({
      id: 'nov26',
      theme: LANDING_TEMPLATE.theme,
    })
  })

  it('refuses a templateId that is not digits and letters, or missing', async () => {
    const { api } = setup()
    for (const templateId of ['7;drop', '', '../1', 'a b'])
      expect(await failureOf(api.call('channelTemplate', { templateId })), templateId).toEqual({
        kind: 'rejected',
        code: '1',
        message: TEMPLATE_FAILURE_MESSAGE,
      })
  })

  it('templateFailure: refused with 1 "This promotion has ended."', async () => {
    const { api } = setup('templateFailure')
    expect(await failureOf(api.call('channelTemplate', { templateId: '7' }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'This promotion has ended.',
    })
    expect(SCENARIOS.templateFailure).toContain('This promotion has ended.')
  })

  it('malformedResponse: the template data does not decode', async () => {
    const { api } = setup('malformedResponse')
    expect(await failureOf(api.call('channelTemplate', { templateId: '7' }))).toEqual({
      kind: 'malformed',
      code: '0',
    })
    expect(SCENARIOS.malformedResponse).toMatch(/promotion landing's template/)
  })
})

describe('sandbox: session id and captcha picture', () => {
  it('get-sid answers a new 8-4-4-4-12 sid each time', async () => {
    const { api } = setup()
    const first = await api.call('getSid', {})
    const second = await api.call('getSid', {})
    expect(first.sid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(second.sid).not.toBe(first.sid)
  })

  it('get-captcha answers a PNG picture (not JSON) that draws the 4 characters it stores for the sid', async () => {
    const { fetch, state } = setup()
    const response = await fetch(`${PROMOTION}/get-captcha?sid=s-1&deviceId=d1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const png = new Uint8Array(await response.arrayBuffer())
    const picture = decodePng(png)
    expect([picture.width, picture.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT])
    const text = state().captchas['s-1']
    expect(text).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`))
    expect(readCaptcha(picture)).toBe(text)
  })

  it("through the app's captchaImage: an image blob; a refresh draws a new text for the same sid", async () => {
    const { clients, state } = setup()
    const blob = await captchaImage(clients, 'same-sid')
    expect(blob.type).toBe('image/png')
    const texts = new Set<string>([state().captchas['same-sid']!])
    for (let i = 0; i < 8; i++) {
      await captchaImage(clients, 'same-sid')
      texts.add(state().captchas['same-sid']!)
    }
    // 8 redraws from 31^4 texts: all equal only if the text never changes
    expect(texts.size).toBeGreaterThan(1)
    expect(Object.keys(state().captchas)).toEqual(['same-sid'])
  })

  it('a missing sid is refused with a JSON envelope, code 1 "sid required"', async () => {
    const { fetch, clients, state } = setup()
    const response = await fetch(`${PROMOTION}/get-captcha?deviceId=d1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ code: '1', message: 'sid required', data: null })
    expect(await failureOf(captchaImage(clients, ''))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'sid required',
    })
    expect(state().captchas).toEqual({})
  })

  it('serverError: the picture call answers HTTP 500 too', async () => {
    const { clients, state } = setup('serverError')
    expect(await failureOf(captchaImage(clients, 'sid-x'))).toEqual({ kind: 'http', code: '500' })
    expect(state().captchas).toEqual({})
  })

  it('keeps the captcha text of the 20 most recent sids only', async () => {
    const { clients, state } = setup()
    for (let i = 1; i <= MAX_CAPTCHAS + 3; i++) await captchaImage(clients, `sid-${i}`)
    // asking sid-5 again makes it the most recent
    await captchaImage(clients, 'sid-5')
    await captchaImage(clients, 'sid-24')
    const sids = Object.keys(state().captchas)
    expect(sids).toHaveLength(MAX_CAPTCHAS)
    expect(sids.slice(0, 2)).toEqual(['sid-6', 'sid-7'])
    expect(sids.slice(-3)).toEqual(['sid-23', 'sid-5', 'sid-24'])
  })
})

describe('sandbox: get-sms', () => {
  it('sends the code when the image code matches the picture, in any letter case', async () => {
    const { captcha, sms, state } = setup()
    const { sid, text } = await captcha()
    await expect(sms({ phone: PHONE, capcode: text.toLowerCase(), sid })).resolves.toBeNull()
    expect(state().smsCodes).toEqual({ [PHONE]: SANDBOX_VERIFICATION_CODE })
  })

  it('refuses an invalid phone with code 1', async () => {
    const { captcha, sms } = setup()
    const { sid, text } = await captcha()
    for (const phone of ['08171234567', '0917123456', '1391234567', '12912345678', ''])
      expect(await failureOf(sms({ phone, capcode: text, sid })), phone).toEqual({
        kind: 'rejected',
        code: '1',
        message: PHONE_INVALID_MESSAGE,
      })
  })

  it("answers 101 for a wrong image code, another sid's code, or a stale picture's code", async () => {
    const { captcha, clients, sms, state } = setup()
    const first = await captcha()
    const other = await captcha()
    const wrong = first.text === 'AAAA' ? 'BBBB' : 'AAAA'
    const expected = { kind: 'rejected', code: '101', message: IMAGE_CODE_MESSAGE }
    expect(await failureOf(sms({ phone: PHONE, capcode: wrong, sid: first.sid }))).toEqual(expected)
    expect(await failureOf(sms({ phone: PHONE, capcode: first.text, sid: 'unknown' }))).toEqual(expected)
    if (other.text !== first.text)
      expect(await failureOf(sms({ phone: PHONE, capcode: other.text, sid: first.sid }))).toEqual(expected)
    // a refreshed picture replaces the old text
    let fresh = first.text
    while (fresh === first.text) {
      await captchaImage(clients, first.sid)
      fresh = state().captchas[first.sid]!
    }
    expect(await failureOf(sms({ phone: PHONE, capcode: first.text, sid: first.sid }))).toEqual(expected)
    await expect(sms({ phone: PHONE, capcode: fresh, sid: first.sid })).resolves.toBeNull()
  })

  it('wrongImageCode: 101 even for the right image code', async () => {
    const { captcha, sms } = setup('wrongImageCode')
    const { sid, text } = await captcha()
    expect(await failureOf(sms({ phone: PHONE, capcode: text, sid }))).toEqual({
      kind: 'rejected',
      code: '101',
      message: 'The image code is wrong. Please enter the new one.',
    })
  })

  it('answers 11 for a registered phone, and for every phone under registeredOnSms', async () => {
    const registered = setup()
    const first = await registered.captcha()
    await registered.sms({ phone: PHONE, capcode: first.text, sid: first.sid })
    await registered.register({ phone: PHONE, capcode: first.text, sid: first.sid, smsCode: '123456' })
    const again = await registered.captcha()
    const expected = { kind: 'rejected', code: '11', message: REGISTERED_MESSAGE }
    expect(await failureOf(registered.sms({ phone: PHONE, capcode: again.text, sid: again.sid }))).toEqual(
      expected,
    )
    // another phone is still sent its code
    await expect(
      registered.sms({ phone: '13700000000', capcode: again.text, sid: again.sid }),
    ).resolves.toBeNull()

    const scenario = setup('registeredOnSms')
    const { sid, text } = await scenario.captcha()
    expect(await failureOf(scenario.sms({ phone: PHONE, capcode: text, sid }))).toEqual({
      kind: 'rejected',
      code: '11',
      message: 'You have registered, please download the app to log in',
    })
    expect(scenario.state().smsCodes).toEqual({})
  })
})

describe('sandbox: register', () => {
  it('registers with the right image and SMS codes; the phone is then registered', async () => {
    const { captcha, sms, register, state, storage } = setup()
    const { sid, text } = await captcha()
    await sms({ phone: PHONE, capcode: text, sid })
    await expect(
      register({ phone: PHONE, capcode: text.toLowerCase(), sid, smsCode: '123456' }),
    ).resolves.toBeNull()
    expect(state().registeredPhones).toEqual([PHONE])
    const raw = JSON.parse(storage.getItem(STATE_KEY)!) as {
      promotionCalls: { call: string; code: string }[]
    }
    expect(raw.promotionCalls.at(-1)).toMatchObject({ call: 'register', code: '0' })
    // a second registration of the same phone
    expect(await failureOf(register({ phone: PHONE, capcode: text, sid, smsCode: '123456' }))).toEqual({
      kind: 'rejected',
      code: '11',
      message: REGISTERED_MESSAGE,
    })
  })

  it('answers -1 for a wrong image code, 2 for a wrong SMS code, and registers no one', async () => {
    const { captcha, register, state } = setup()
    const { sid, text } = await captcha()
    const wrong = text === 'AAAA' ? 'BBBB' : 'AAAA'
    expect(await failureOf(register({ phone: PHONE, capcode: wrong, sid, smsCode: '123456' }))).toEqual({
      kind: 'rejected',
      code: '-1',
      message: IMAGE_CODE_MESSAGE,
    })
    expect(await failureOf(register({ phone: PHONE, capcode: text, sid, smsCode: '654321' }))).toEqual({
      kind: 'rejected',
      code: '2',
      message: SMS_CODE_MESSAGE,
    })
    expect(await failureOf(register({ phone: 'abc', capcode: text, sid, smsCode: '123456' }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: PHONE_INVALID_MESSAGE,
    })
    expect(state().registeredPhones).toEqual([])
  })

  it('registeredOnRegister: the code is sent, then register answers 11', async () => {
    const { captcha, sms, register, state } = setup('registeredOnRegister')
    const { sid, text } = await captcha()
    await expect(sms({ phone: PHONE, capcode: text, sid })).resolves.toBeNull()
    expect(await failureOf(register({ phone: PHONE, capcode: text, sid, smsCode: '123456' }))).toEqual({
      kind: 'rejected',
      code: '11',
      message: 'You have registered, please download the app to log in',
    })
    expect(state().registeredPhones).toEqual([])
  })

  it('wrongCaptchaOnRegister: the code is sent, then register answers -1 even for the right image code', async () => {
    const { captcha, sms, register, state } = setup('wrongCaptchaOnRegister')
    const { sid, text } = await captcha()
    await expect(sms({ phone: PHONE, capcode: text, sid })).resolves.toBeNull()
    expect(await failureOf(register({ phone: PHONE, capcode: text, sid, smsCode: '123456' }))).toEqual({
      kind: 'rejected',
      code: '-1',
      message: 'The image code is wrong. Please enter the new one.',
    })
    expect(state().registeredPhones).toEqual([])
  })

  it('registerFailure: the code is sent, then register is refused with 1 and its message', async () => {
    const { captcha, sms, register, state } = setup('registerFailure')
    const { sid, text } = await captcha()
    await expect(sms({ phone: PHONE, capcode: text, sid })).resolves.toBeNull()
    expect(await failureOf(register({ phone: PHONE, capcode: text, sid, smsCode: '123456' }))).toEqual({
      kind: 'rejected',
      code: '1',
      message: 'Registration is paused for maintenance. Please try again in an hour.',
    })
    expect(REGISTER_FAILURE_MESSAGE).toBe(
      'Registration is paused for maintenance. Please try again in an hour.',
    )
    expect(SCENARIOS.registerFailure).toContain(REGISTER_FAILURE_MESSAGE)
    expect(state().registeredPhones).toEqual([])
  })
})

describe('sandbox: promotion calls are recorded', () => {
  it('records every call with its query and form fields, its code and time, oldest first', async () => {
    const clock = manualClock()
    const { api, captcha, sms, register, state } = setup(undefined, clock.now)
    await api.call('channelTemplate', { templateId: '7' })
    await api.call('trackVisit', { templateId: '7', user_from: 'facebook' })
    const { sid, text } = await captcha()
    clock.advance(1_000)
    await api.call('trackClick', { templateId: '7', phone: PHONE })
    await failureOf(sms({ phone: PHONE, capcode: 'zzzz', sid }))
    await sms({ phone: PHONE, capcode: text, sid })
    await register({ phone: PHONE, capcode: text, sid, smsCode: '123456' })
    const calls = state().promotionCalls
    expect(calls.map(({ call, code }) => [call, code])).toEqual([
      ['template', '0'],
      ['visit', '0'],
      ['sid', '0'],
      ['captcha', '0'],
      ['click', '0'],
      ['sms', '101'],
      ['sms', '0'],
      ['register', '0'],
    ])
    const start = Date.parse('2026-11-20T09:30:00+08:00')
    expect(calls.map((c) => c.at)).toEqual([start, start, start, start, ...Array(4).fill(start + 1_000)])
    // the common query rides along with the call's own fields
    expect(calls[0]!.fields).toEqual({ ...PAGE_QUERY, templateId: '7' })
    expect(calls[3]!.fields).toMatchObject({ sid, deviceId: 'd1' })
    expect(calls[6]!.fields).toEqual({ ...PAGE_QUERY, ...UTM, phone: PHONE, capcode: text, sid })
    expect(calls[7]!.fields).toMatchObject({
      smsCode: '123456',
      invite_code: 'INV2026',
      userName: PHONE,
      merchantNumber: 'M0001',
      id: '7',
    })
  })

  it('records refusals too, and keeps only the last 100 calls', async () => {
    const { api, state } = setup('templateFailure')
    for (let i = 0; i < MAX_LOGGED_CALLS + 5; i++)
      await failureOf(api.call('channelTemplate', { templateId: String(i) }))
    const calls = state().promotionCalls
    expect(calls).toHaveLength(MAX_LOGGED_CALLS)
    expect(calls[0]).toMatchObject({ call: 'template', code: '1', fields: { templateId: '5' } })
    expect(calls.at(-1)).toMatchObject({ fields: { templateId: String(MAX_LOGGED_CALLS + 4) } })
  })

  it('a state stored before the promotion fields existed still loads, with empty ones', async () => {
    const storage = memoryStorage()
    const {
      captchas: _c,
      smsCodes: _s,
      promotionCalls: _p,
      ...older
    } = { ...seedState(Date.now()), scenario: 'registerFailure' as const }
    storage.setItem(STATE_KEY, JSON.stringify(older))
    const state = loadState(storage, Date.now())
    expect(state.scenario).toBe('registerFailure')
    expect(state).toMatchObject({ captchas: {}, smsCodes: {}, promotionCalls: [] })
    const { api } = harness(storage)
    await api.call('getSid', {})
    expect(loadState(storage, Date.now()).promotionCalls).toHaveLength(1)
  })
})

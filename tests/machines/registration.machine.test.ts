import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { registrationMachine } from '../../machines/registration.machine.ts'
import type {
  CodeRequest,
  Draft,
  Landing,
  RegisterCheckInput,
  RegisterCheckOutcome,
  Registration,
  RegistrationInput,
  Visitor,
} from '../../machines/registration.types.ts'
import { SMS_RESEND_SECONDS } from '../../machines/shared/countdown.ts'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { CHECK_BACKOFF_MS } from '../../machines/shared/submission.ts'
import { createControllable } from '../model/harness.ts'
import { recordingActions, type RegistrationEffect } from '../model/registration.fixtures.ts'

/**
 * The promotion landing's rules (spec §5 "Landing registration", §7, §8 SMS send and Register codes,
 * §9): every call replaced by a stub the test settles, every effect on the page recorded. The real
 * calls, the cookie, the draft and the captcha picture are tested in tests/screens/promotion.impl.test.ts.
 */

type Effect = RegistrationEffect

const PHONE = '09171234567'
const CAPCODE = 'aB3d'
const SMS_CODE = '482913'

const input: RegistrationInput = {
  templateId: 'spring-2026',
  deviceId: '0123abcd-4567-89ab-cdef-0123456789ab',
  appName: 'Bayad',
  merchantNumber: 'M0042',
  attribution: { invite_code: 'INV42', user_from: 'fb_ads', app_from: 'h5', utm_tag: 'summer.2026', id: '' },
  draft: null,
}
const landing: Landing = { template: { id: 'T-9', title: 'Borrow in minutes', subtitle: '' }, sid: 'sid-1' }

// The calls' wire shapes (snake_case, userName = phone) are the screen's: tests/screens/promotion.impl.test.ts.
const visit: Visitor = {
  templateId: 'spring-2026',
  deviceId: '0123abcd-4567-89ab-cdef-0123456789ab',
  appName: 'Bayad',
  merchantNumber: 'M0042',
  attribution: { invite_code: 'INV42', user_from: 'fb_ads', app_from: 'h5', utm_tag: 'summer.2026', id: '' },
}

const rejected = (code: string, message = ''): CallFailure => ({ kind: 'rejected', code, message })
const offline: CallFailure = { kind: 'network' }

function start(given: RegistrationInput = input) {
  const calls = {
    loadLanding: createControllable<Landing, { templateId: string; sid: string }>('loadLanding'),
    loadCaptcha: createControllable<string, { sid: string }>('loadCaptcha'),
    sendSms: createControllable<void, CodeRequest>('sendSms'),
    register: createControllable<void, Registration>('register'),
    checkRegistration: createControllable<RegisterCheckOutcome, RegisterCheckInput>('checkRegistration'),
  }
  const effects: Effect[] = []
  const host = {
    effects,
    of: <T extends Effect['type']>(type: T) =>
      effects.filter((e): e is Extract<Effect, { type: T }> => e.type === type),
    toasts: () => effects.flatMap((e) => (e.type === 'showToast' ? [e.params] : [])),
  }
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        loadLanding: calls.loadLanding.logic,
        loadCaptcha: calls.loadCaptcha.logic,
        sendSms: calls.sendSms.logic,
        register: calls.register.logic,
        checkRegistration: calls.checkRegistration.logic,
      },
      actions: recordingActions((effect) => void effects.push(effect)),
    }),
    { input: given },
  )
  actor.start()
  return { actor, calls, host }
}
type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const snap = (flow: Flow) => flow.actor.getSnapshot()
const ctx = (flow: Flow) => flow.actor.getSnapshot().context

/** The form, with the template loaded and the first captcha picture shown. */
async function ready(given: RegistrationInput = input, loaded: Landing = landing) {
  const flow = start(given)
  flow.calls.loadLanding.resolve(loaded)
  await flush()
  expect(snap(flow).matches('ready')).toBe(true)
  flow.calls.loadCaptcha.resolve('blob:captcha-1')
  await flush()
  expect(snap(flow).matches({ ready: { captcha: 'shown' } })).toBe(true)
  return flow
}

function fill(flow: Flow, values: { phone?: string; capcode?: string; smsCode?: string }) {
  if (values.phone !== undefined) flow.actor.send({ type: 'phone.change', value: values.phone })
  if (values.capcode !== undefined) flow.actor.send({ type: 'capcode.change', value: values.capcode })
  if (values.smsCode !== undefined) flow.actor.send({ type: 'smsCode.change', value: values.smsCode })
}

/** A code was sent: the countdown runs from 60. */
async function codeSent(flow: Flow) {
  fill(flow, { phone: PHONE, capcode: CAPCODE })
  flow.actor.send({ type: 'sms.send' })
  flow.calls.sendSms.resolve()
  await flush()
  expect(snap(flow).matches({ ready: { sms: 'countingDown' } })).toBe(true)
}

async function registering(flow: Flow) {
  fill(flow, { phone: PHONE, capcode: CAPCODE, smsCode: SMS_CODE })
  flow.actor.send({ type: 'register.submit' })
  expect(snap(flow).matches({ ready: { registration: 'registering' } })).toBe(true)
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('registration: loading the landing', () => {
  it('loads the template of the link (busy), then shows the form and tracks the visit with the attribution', async () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.loadLanding.calls.map((c) => c.input)).toEqual([{ templateId: 'spring-2026', sid: '' }])
    expect(flow.host.effects).toEqual([])
    flow.calls.loadLanding.resolve(landing)
    await flush()
    expect(snap(flow).matches('ready')).toBe(true)
    expect(ctx(flow).template).toEqual(landing.template)
    expect(ctx(flow).sid).toBe('sid-1')
    expect(flow.host.effects).toEqual([{ type: 'trackVisit', params: visit }])
  })

  it('a template the server refuses shows the page unavailable with its message; retry loads again', async () => {
    const flow = start()
    flow.calls.loadLanding.reject(rejected('500', 'This promotion has ended'))
    await flush()
    expect(snap(flow).value).toBe('unavailable')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(ctx(flow).loadFailure).toEqual({ kind: 'server', message: 'This promotion has ended' })
    expect(flow.calls.loadCaptcha.calls).toHaveLength(0)
    expect(flow.host.effects).toEqual([])

    flow.actor.send({ type: 'landing.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.calls.loadLanding.calls).toHaveLength(2)
    flow.calls.loadLanding.resolve(landing)
    await flush()
    expect(snap(flow).matches('ready')).toBe(true)
    expect(flow.host.of('trackVisit')).toEqual([{ type: 'trackVisit', params: visit }])
  })

  it('a network failure names the connection; a refusal without a message names the server', async () => {
    const flow = start()
    flow.calls.loadLanding.reject(offline)
    await flush()
    expect(snap(flow).value).toBe('unavailable')
    expect(ctx(flow).loadFailure).toEqual({ kind: 'unreachable' })
    flow.actor.send({ type: 'landing.retry' })
    flow.calls.loadLanding.reject(rejected('9'))
    await flush()
    expect(snap(flow).value).toBe('unavailable')
    expect(ctx(flow).loadFailure).toEqual({ kind: 'server' })
  })

  it('the form cannot be used while the landing is loading or unavailable', async () => {
    const flow = start()
    fill(flow, { phone: PHONE })
    flow.actor.send({ type: 'sms.send' })
    flow.calls.loadLanding.reject(offline)
    await flush()
    flow.actor.send({ type: 'register.submit' })
    expect(ctx(flow).phone).toBe('')
    expect(flow.calls.sendSms.calls).toHaveLength(0)
    expect(flow.calls.register.calls).toHaveLength(0)
  })
})

describe('registration: the image captcha', () => {
  it('loads a picture for the session id and shows it', async () => {
    const flow = start()
    flow.calls.loadLanding.resolve(landing)
    await flush()
    expect(snap(flow).matches({ ready: { captcha: 'loading' } })).toBe(true)
    expect(flow.calls.loadCaptcha.calls.map((c) => c.input)).toEqual([{ sid: 'sid-1' }])
    flow.calls.loadCaptcha.resolve('blob:captcha-1')
    await flush()
    expect(ctx(flow).captchaUrl).toBe('blob:captcha-1')
  })

  it('a refresh without a phone asks for the phone first and loads nothing', async () => {
    const flow = await ready()
    flow.actor.send({ type: 'captcha.refresh' })
    expect(ctx(flow).problem).toEqual({ field: 'phone', notice: { id: 'register.phoneFirst' } })
    expect(flow.calls.loadCaptcha.calls).toHaveLength(1)
    expect(snap(flow).matches({ ready: { captcha: 'shown' } })).toBe(true)
    expect(ctx(flow).captchaUrl).toBe('blob:captcha-1')
  })

  it('a refresh with a phone loads a new picture for the same sid and lets the old one go', async () => {
    const flow = await ready()
    fill(flow, { phone: '0917' })
    flow.actor.send({ type: 'captcha.refresh' })
    expect(snap(flow).matches({ ready: { captcha: 'loading' } })).toBe(true)
    expect(flow.calls.loadCaptcha.calls.map((c) => c.input)).toEqual([{ sid: 'sid-1' }, { sid: 'sid-1' }])
    expect(flow.host.of('releaseCaptcha').map((e) => e.params.url)).not.toContain('blob:captcha-1')
    flow.calls.loadCaptcha.resolve('blob:captcha-2')
    await flush()
    expect(ctx(flow).captchaUrl).toBe('blob:captcha-2')
    const released = flow.host.of('releaseCaptcha').map((e) => e.params.url)
    expect(released.filter((url) => url !== '')).toEqual(['blob:captcha-1'])
    expect(ctx(flow).problem).toBeNull()
  })

  it('a picture that failed to load is tried again on a tap, without a phone', async () => {
    const flow = start()
    flow.calls.loadLanding.resolve(landing)
    await flush()
    flow.calls.loadCaptcha.reject(offline)
    await flush()
    expect(snap(flow).matches({ ready: { captcha: 'failed' } })).toBe(true)
    expect(ctx(flow).captchaUrl).toBe('')
    flow.actor.send({ type: 'captcha.refresh' })
    expect(ctx(flow).problem).toBeNull()
    expect(flow.calls.loadCaptcha.calls.map((c) => c.input)).toEqual([{ sid: 'sid-1' }, { sid: 'sid-1' }])
    flow.calls.loadCaptcha.resolve('blob:captcha-2')
    await flush()
    expect(ctx(flow).captchaUrl).toBe('blob:captcha-2')
  })
})

describe('registration: inputs', () => {
  it('the phone keeps digits only, at most 11, with +63 / 63 turned into 0 (machines/shared/mobile.ts)', async () => {
    const flow = await ready()
    fill(flow, { phone: '0917-123-4567 99' })
    expect(ctx(flow).phone).toBe(PHONE)
    fill(flow, { phone: '+63 (917) 123 4567' })
    expect(ctx(flow).phone).toBe(PHONE)
    fill(flow, { phone: '639171234567' })
    expect(ctx(flow).phone).toBe(PHONE)
  })

  it('under the spec rule (phoneRule spec) the phone keeps digits only and the spec pattern decides', async () => {
    const flow = await ready({ ...input, phoneRule: 'spec' })
    fill(flow, { phone: '+86 138-1234-5678 99' })
    expect(ctx(flow).phone).toBe('86138123456')
    flow.actor.send({ type: 'sms.send' })
    expect(ctx(flow).problem).toEqual({ field: 'phone', notice: { id: 'register.phoneInvalidSpecRule' } })
    fill(flow, { phone: '09171234567' })
    flow.actor.send({ type: 'sms.send' })
    expect(ctx(flow).problem).toEqual({ field: 'phone', notice: { id: 'register.phoneInvalidSpecRule' } })
    fill(flow, { phone: '138 1234 5678' })
    expect(ctx(flow).phone).toBe('13812345678')
    flow.actor.send({ type: 'sms.send' })
    expect(ctx(flow).problem).toEqual({ field: 'capcode', notice: { id: 'register.imageCodeInvalid' } })
  })

  it('the image code keeps letters and digits only, at most 4', async () => {
    const flow = await ready()
    fill(flow, { capcode: 'a-B 3$d9x' })
    expect(ctx(flow).capcode).toBe('aB3d')
  })

  it('the SMS code keeps digits only, at most 6', async () => {
    const flow = await ready()
    fill(flow, { smsCode: '12a34 5678' })
    expect(ctx(flow).smsCode).toBe('123456')
  })

  it('editing a field clears its own problem and no other', async () => {
    const flow = await ready()
    fill(flow, { phone: PHONE })
    flow.actor.send({ type: 'register.submit' })
    expect(ctx(flow).problem?.field).toBe('capcode')
    fill(flow, { phone: '0917123456' })
    fill(flow, { smsCode: '1' })
    expect(ctx(flow).problem).toEqual({ field: 'capcode', notice: { id: 'register.imageCodeInvalid' } })
    fill(flow, { capcode: 'a' })
    expect(ctx(flow).problem).toBeNull()

    flow.actor.send({ type: 'register.submit' })
    expect(ctx(flow).problem?.field).toBe('phone')
    fill(flow, { capcode: CAPCODE })
    expect(ctx(flow).problem?.field).toBe('phone')
    fill(flow, { phone: PHONE })
    expect(ctx(flow).problem).toBeNull()
  })
})

describe('registration: Get code', () => {
  it('checks the phone first, then the image code, and asks for nothing until both are right', async () => {
    const flow = await ready()
    fill(flow, { phone: '08171234567' })
    flow.actor.send({ type: 'sms.send' })
    expect(ctx(flow).problem).toEqual({ field: 'phone', notice: { id: 'register.phoneInvalid' } })
    fill(flow, { phone: '0917123456' })
    flow.actor.send({ type: 'sms.send' })
    expect(ctx(flow).problem).toEqual({ field: 'phone', notice: { id: 'register.phoneInvalid' } })
    fill(flow, { phone: PHONE })
    flow.actor.send({ type: 'sms.send' })
    expect(ctx(flow).problem).toEqual({ field: 'capcode', notice: { id: 'register.imageCodeInvalid' } })
    fill(flow, { capcode: 'aB3' })
    flow.actor.send({ type: 'sms.send' })
    expect(ctx(flow).problem).toEqual({ field: 'capcode', notice: { id: 'register.imageCodeInvalid' } })
    expect(flow.calls.sendSms.calls).toHaveLength(0)
    expect(snap(flow).matches({ ready: { sms: 'idle' } })).toBe(true)
    expect(flow.host.toasts()).toEqual([])
  })

  it('sends the phone, image code, sid, device, app and attribution; a second tap while sending sends nothing', async () => {
    const flow = await ready()
    fill(flow, { phone: PHONE, capcode: CAPCODE })
    flow.actor.send({ type: 'sms.send' })
    flow.actor.send({ type: 'sms.send' })
    expect(snap(flow).matches({ ready: { sms: 'sending' } })).toBe(true)
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.sendSms.calls.map((c) => c.input)).toEqual([
      { visitor: visit, phone: PHONE, capcode: CAPCODE, sid: 'sid-1' },
    ])
    expect(ctx(flow).problem).toBeNull()
  })

  it('0: "code sent", then a 60 s countdown, one second a tick, after which a code may be asked for again', async () => {
    const flow = await ready()
    await codeSent(flow)
    expect(SMS_RESEND_SECONDS).toBe(60)
    expect(ctx(flow).secondsLeft).toBe(60)
    expect(flow.host.toasts()).toEqual([{ notice: { id: 'register.codeSent' }, tone: 'info' }])
    const seen: number[] = []
    for (let second = 1; second <= 59; second += 1) {
      await vi.advanceTimersByTimeAsync(1000)
      seen.push(ctx(flow).secondsLeft)
    }
    expect(seen).toEqual(Array.from({ length: 59 }, (_, i) => 59 - i))
    expect(snap(flow).matches({ ready: { sms: 'countingDown' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(999)
    expect(ctx(flow).secondsLeft).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(ctx(flow).secondsLeft).toBe(0)
    expect(snap(flow).matches({ ready: { sms: 'idle' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(ctx(flow).secondsLeft).toBe(0)

    flow.actor.send({ type: 'sms.send' })
    expect(flow.calls.sendSms.calls).toHaveLength(2)
  })

  it('a tap during the countdown says "do not resend" and sends nothing', async () => {
    const flow = await ready()
    await codeSent(flow)
    await vi.advanceTimersByTimeAsync(20_000)
    flow.actor.send({ type: 'sms.send' })
    flow.actor.send({ type: 'sms.send' })
    expect(flow.calls.sendSms.calls).toHaveLength(1)
    expect(ctx(flow).secondsLeft).toBe(40)
    expect(flow.host.toasts()).toEqual([
      { notice: { id: 'register.codeSent' }, tone: 'info' },
      { notice: { id: 'register.resendRefused' }, tone: 'failure' },
      { notice: { id: 'register.resendRefused' }, tone: 'failure' },
    ])
  })

  it('typing during the countdown neither changes nor restarts it', async () => {
    const flow = await ready()
    await codeSent(flow)
    await vi.advanceTimersByTimeAsync(10_500)
    expect(ctx(flow).secondsLeft).toBe(50)
    fill(flow, { phone: '09181234567', capcode: 'zz99', smsCode: '1234' })
    expect(ctx(flow).secondsLeft).toBe(50)
    // A restarted ticker would tick 1 s after the typing, not 0.5 s.
    await vi.advanceTimersByTimeAsync(500)
    expect(ctx(flow).secondsLeft).toBe(49)
    expect(snap(flow).matches({ ready: { sms: 'countingDown' } })).toBe(true)
  })

  it('101: the server message, a new captcha picture, and the inputs are kept', async () => {
    const flow = await ready()
    fill(flow, { phone: PHONE, capcode: CAPCODE })
    flow.actor.send({ type: 'sms.send' })
    flow.calls.sendSms.reject(rejected('101', 'Wrong picture code'))
    await flush()
    expect(flow.host.toasts()).toEqual([{ notice: { text: 'Wrong picture code' }, tone: 'failure' }])
    expect(flow.calls.loadCaptcha.calls.map((c) => c.input)).toEqual([{ sid: 'sid-1' }, { sid: 'sid-1' }])
    expect(snap(flow).matches({ ready: { sms: 'idle', captcha: 'loading' } })).toBe(true)
    expect(ctx(flow)).toMatchObject({ phone: PHONE, capcode: CAPCODE, secondsLeft: 0 })
    flow.calls.loadCaptcha.resolve('blob:captcha-2')
    await flush()
    expect(ctx(flow).captchaUrl).toBe('blob:captcha-2')
    expect(flow.host.of('releaseCaptcha').map((e) => e.params.url)).toContain('blob:captcha-1')
  })

  it('11: "you have registered", then the download page; the landing is done', async () => {
    const flow = await ready()
    fill(flow, { phone: PHONE, capcode: CAPCODE })
    flow.actor.send({ type: 'sms.send' })
    flow.calls.sendSms.reject(rejected('11', 'Registered'))
    await flush()
    expect(snap(flow).value).toBe('alreadyRegistered')
    expect(snap(flow).status).toBe('done')
    expect(flow.host.effects.slice(-2)).toEqual([
      { type: 'showToast', params: { notice: { id: 'register.alreadyRegistered' }, tone: 'failure' } },
      { type: 'openDownload' },
    ])
    expect(flow.host.toasts()).toHaveLength(1)
    expect(flow.calls.loadCaptcha.calls).toHaveLength(1)
  })

  it('another refusal shows the server message and keeps the picture; a network failure names the connection', async () => {
    const flow = await ready()
    fill(flow, { phone: PHONE, capcode: CAPCODE })
    flow.actor.send({ type: 'sms.send' })
    flow.calls.sendSms.reject(rejected('7', 'Too many codes today'))
    await flush()
    flow.actor.send({ type: 'sms.send' })
    flow.calls.sendSms.reject(offline)
    await flush()
    expect(flow.host.toasts()).toEqual([
      { notice: { text: 'Too many codes today' }, tone: 'failure' },
      { notice: { id: 'error.network' }, tone: 'failure' },
    ])
    expect(flow.calls.loadCaptcha.calls).toHaveLength(1)
    expect(snap(flow).matches({ ready: { sms: 'idle', captcha: 'shown' } })).toBe(true)
    expect(ctx(flow).secondsLeft).toBe(0)
  })
})

describe('registration: Register', () => {
  it('checks the phone, then the image code, then the SMS code, and calls nothing until all are right', async () => {
    const flow = await ready()
    fill(flow, { phone: '0917123', capcode: 'ab', smsCode: '12' })
    flow.actor.send({ type: 'register.submit' })
    expect(ctx(flow).problem).toEqual({ field: 'phone', notice: { id: 'register.phoneInvalid' } })
    fill(flow, { phone: PHONE })
    flow.actor.send({ type: 'register.submit' })
    expect(ctx(flow).problem).toEqual({ field: 'capcode', notice: { id: 'register.imageCodeInvalid' } })
    fill(flow, { capcode: CAPCODE })
    flow.actor.send({ type: 'register.submit' })
    expect(ctx(flow).problem).toEqual({ field: 'smsCode', notice: { id: 'register.smsCodeInvalid' } })
    fill(flow, { smsCode: '48291' })
    flow.actor.send({ type: 'register.submit' })
    expect(ctx(flow).problem).toEqual({ field: 'smsCode', notice: { id: 'register.smsCodeInvalid' } })
    expect(flow.calls.register.calls).toHaveLength(0)
    expect(flow.host.of('trackClick')).toEqual([])
    expect(snap(flow).matches({ ready: { registration: 'editing' } })).toBe(true)
  })

  it('sends the form and the visitor (the promotion is the template id when the link has none) and tracks the click', async () => {
    const flow = await ready()
    await registering(flow)
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.calls.register.calls.map((c) => c.input)).toEqual([
      { visitor: visit, phone: PHONE, capcode: CAPCODE, sid: 'sid-1', smsCode: SMS_CODE, promotionId: 'T-9' },
    ])
    expect(flow.host.of('trackClick')).toEqual([
      { type: 'trackClick', params: { visitor: visit, phone: PHONE } },
    ])
  })

  it("the link's id wins over the template's", async () => {
    const flow = await ready({ ...input, attribution: { ...input.attribution, id: 'Q-7' } })
    await registering(flow)
    expect(flow.calls.register.calls[0]?.input.promotionId).toBe('Q-7')
  })

  it('one register call however often Register is tapped', async () => {
    const flow = await ready()
    await registering(flow)
    flow.actor.send({ type: 'register.submit' })
    flow.actor.send({ type: 'register.submit' })
    expect(flow.calls.register.calls).toHaveLength(1)
    expect(flow.host.of('trackClick')).toHaveLength(1)
  })

  it('0: "registered successfully", then the download page; the landing is done', async () => {
    const flow = await ready()
    await registering(flow)
    flow.calls.register.resolve()
    await flush()
    expect(snap(flow).value).toBe('registered')
    expect(snap(flow).status).toBe('done')
    expect(flow.host.effects.slice(-2)).toEqual([
      { type: 'showToast', params: { notice: { id: 'register.success' }, tone: 'info' } },
      { type: 'openDownload' },
    ])
    expect(flow.host.toasts()).toHaveLength(1)
  })

  it('11: "you have registered", then the download page', async () => {
    const flow = await ready()
    await registering(flow)
    flow.calls.register.reject(rejected('11', 'Registered'))
    await flush()
    expect(snap(flow).value).toBe('alreadyRegistered')
    expect(snap(flow).status).toBe('done')
    expect(flow.host.toasts()).toEqual([{ notice: { id: 'register.alreadyRegistered' }, tone: 'failure' }])
    expect(flow.host.of('openDownload')).toHaveLength(1)
  })

  it('-1: the server message, a new captcha picture, back to the form with the inputs kept', async () => {
    const flow = await ready()
    await registering(flow)
    flow.calls.register.reject(rejected('-1', 'Wrong picture code'))
    await flush()
    expect(flow.host.toasts()).toEqual([{ notice: { text: 'Wrong picture code' }, tone: 'failure' }])
    expect(flow.calls.loadCaptcha.calls).toHaveLength(2)
    expect(snap(flow).matches({ ready: { registration: 'editing', captcha: 'loading' } })).toBe(true)
    expect(ctx(flow)).toMatchObject({ phone: PHONE, capcode: CAPCODE, smsCode: SMS_CODE })
    expect(flow.host.of('openDownload')).toEqual([])
    // Register works again once a new code is typed.
    fill(flow, { capcode: 'Zz12' })
    flow.actor.send({ type: 'register.submit' })
    expect(flow.calls.register.calls.map((c) => c.input.capcode)).toEqual([CAPCODE, 'Zz12'])
  })

  it('another code: the server message, the same picture, back to the form', async () => {
    const flow = await ready()
    await registering(flow)
    flow.calls.register.reject(rejected('30', 'The SMS code has expired'))
    await flush()
    expect(flow.host.toasts()).toEqual([{ notice: { text: 'The SMS code has expired' }, tone: 'failure' }])
    expect(flow.calls.loadCaptcha.calls).toHaveLength(1)
    expect(snap(flow).matches({ ready: { registration: 'editing', captcha: 'shown' } })).toBe(true)
    expect(ctx(flow)).toMatchObject({ phone: PHONE, capcode: CAPCODE, smsCode: SMS_CODE })
  })

  it('offline (nothing sent) says so and leaves the form as it was', async () => {
    const flow = await ready()
    await registering(flow)
    flow.calls.register.reject({ kind: 'offline' })
    await flush()
    expect(flow.host.toasts()).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])
    expect(snap(flow).matches({ ready: { registration: 'editing', captcha: 'shown' } })).toBe(true)
    expect(snap(flow).status).toBe('active')
    expect(flow.host.of('openDownload')).toEqual([])
  })
})

describe('registration: the agreement and coming back', () => {
  it('opening the agreement keeps the phone, SMS code, session id and seconds left, then opens it', async () => {
    const flow = await ready()
    await codeSent(flow)
    fill(flow, { smsCode: '4829' })
    await vi.advanceTimersByTimeAsync(15_000)
    flow.actor.send({ type: 'agreement.open' })
    expect(flow.host.effects.slice(-2)).toEqual([
      { type: 'keepDraft', params: { phone: PHONE, smsCode: '4829', sid: 'sid-1', secondsLeft: 45 } },
      { type: 'openAgreement' },
    ])
  })

  it('a draft restores the phone and SMS code and resumes its countdown', async () => {
    const draft: Draft = { phone: PHONE, smsCode: '4829', sid: 'sid-0', resendSecondsLeft: 25 }
    const flow = await ready({ ...input, draft })
    // The code was sent under the draft's session id: the landing loads with it, not a new one.
    expect(flow.calls.loadLanding.calls.map((c) => c.input)).toEqual([
      { templateId: 'spring-2026', sid: 'sid-0' },
    ])
    expect(ctx(flow)).toMatchObject({ phone: PHONE, smsCode: '4829', capcode: '', secondsLeft: 25 })
    expect(snap(flow).matches({ ready: { sms: 'countingDown' } })).toBe(true)
    flow.actor.send({ type: 'sms.send' })
    expect(flow.calls.sendSms.calls).toHaveLength(0)
    expect(flow.host.toasts()).toEqual([{ notice: { id: 'register.resendRefused' }, tone: 'failure' }])
    await vi.advanceTimersByTimeAsync(24_000)
    expect(ctx(flow).secondsLeft).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(snap(flow).matches({ ready: { sms: 'idle' } })).toBe(true)
  })

  it('a draft without a countdown lets a code be asked for at once', async () => {
    const flow = await ready({
      ...input,
      draft: { phone: PHONE, smsCode: '', sid: '', resendSecondsLeft: 0 },
    })
    expect(snap(flow).matches({ ready: { sms: 'idle' } })).toBe(true)
    fill(flow, { capcode: CAPCODE })
    flow.actor.send({ type: 'sms.send' })
    expect(flow.calls.sendSms.calls.map((c) => c.input.phone)).toEqual([PHONE])
  })
})

describe('registration: a registration whose answer was lost (issue 24)', () => {
  async function lost(error: unknown = { kind: 'timeout' }) {
    const flow = await ready()
    await registering(flow)
    flow.calls.register.reject(error)
    await flush()
    return flow
  }
  const sent = (): Registration => ({
    visitor: visit,
    phone: PHONE,
    capcode: CAPCODE,
    sid: 'sid-1',
    smsCode: SMS_CODE,
    promotionId: 'T-9',
  })
  const checking = (flow: Flow) => snap(flow).matches({ ready: { registration: 'checkingOutcome' } })

  it.each([
    ['a timeout', { kind: 'timeout' }],
    ['a network failure after sending', offline],
    ['a gateway 502', { kind: 'http', code: '502' }],
    ['a success whose body does not decode', { kind: 'malformed' }],
  ])('%s is checked by sending the same registration again: no toast, Register gone', async (_, error) => {
    const flow = await lost(error)
    expect(checking(flow)).toBe(true)
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(flow.host.toasts()).toEqual([])
    expect(flow.calls.checkRegistration.calls.map((c) => c.input)).toEqual([
      { delaysMs: CHECK_BACKOFF_MS, registration: sent() },
    ])
    flow.actor.send({ type: 'register.submit' })
    expect(flow.calls.register.calls).toHaveLength(1)
    expect(flow.host.of('trackClick')).toHaveLength(1)
  })

  it('made (0 when sent again): "registered successfully", then the download page', async () => {
    const flow = await lost()
    flow.calls.checkRegistration.resolve({ outcome: 'done', result: 'registered' })
    await flush()
    expect(snap(flow).value).toBe('registered')
    expect(flow.host.effects.slice(-2)).toEqual([
      { type: 'showToast', params: { notice: { id: 'register.success' }, tone: 'info' } },
      { type: 'openDownload' },
    ])
  })

  it('made before (11 when sent again): "you have registered", then the download page', async () => {
    const flow = await lost()
    flow.calls.checkRegistration.resolve({ outcome: 'done', result: 'alreadyRegistered' })
    await flush()
    expect(snap(flow).value).toBe('alreadyRegistered')
    expect(flow.host.of('openDownload')).toHaveLength(1)
  })

  it("refused when sent again: the server's reason, the form with its inputs; -1 brings a new picture", async () => {
    const flow = await lost()
    flow.calls.checkRegistration.resolve({
      outcome: 'notDone',
      notice: { text: 'Wrong picture code' },
      code: '-1',
    })
    await flush()
    expect(snap(flow).matches({ ready: { registration: 'editing', captcha: 'loading' } })).toBe(true)
    expect(flow.host.toasts()).toEqual([{ notice: { text: 'Wrong picture code' }, tone: 'failure' }])
    expect(ctx(flow)).toMatchObject({ phone: PHONE, capcode: CAPCODE, smsCode: SMS_CODE })

    const other = await lost()
    other.calls.checkRegistration.resolve({ outcome: 'notDone' })
    await flush()
    expect(snap(other).matches({ ready: { registration: 'editing', captcha: 'shown' } })).toBe(true)
    expect(other.host.toasts()).toEqual([{ notice: { id: 'submission.notDone' }, tone: 'failure' }])
  })

  it('still unknown: Check again checks again; nothing is registered afresh', async () => {
    const flow = await lost()
    flow.calls.checkRegistration.resolve({ outcome: 'pending' })
    await flush()
    expect(snap(flow).matches({ ready: { registration: 'outcomeUnknown' } })).toBe(true)
    flow.actor.send({ type: 'register.submit' })
    flow.actor.send({ type: 'outcome.check' })
    expect(checking(flow)).toBe(true)
    flow.calls.checkRegistration.reject(new Error('broken'))
    await flush()
    expect(snap(flow).matches({ ready: { registration: 'outcomeUnknown' } })).toBe(true)
    expect(flow.calls.register.calls).toHaveLength(1)
    expect(flow.calls.checkRegistration.calls).toHaveLength(2)
  })

  it('reopened on an unsettled registration: what was sent on the form, checked at once, never sent afresh', async () => {
    const flow = start({
      ...input,
      unsettled: { phone: PHONE, capcode: CAPCODE, smsCode: SMS_CODE, sid: 'sid-9' },
    })
    expect(ctx(flow)).toMatchObject({ phone: PHONE, capcode: CAPCODE, smsCode: SMS_CODE, sid: 'sid-9' })
    expect(flow.calls.loadLanding.calls.map((c) => c.input)).toEqual([
      { templateId: 'spring-2026', sid: 'sid-9' },
    ])
    flow.calls.loadLanding.resolve({ ...landing, sid: 'sid-9' })
    await flush()
    expect(checking(flow)).toBe(true)
    expect(flow.calls.checkRegistration.calls.map((c) => c.input.registration)).toEqual([
      { ...sent(), sid: 'sid-9' },
    ])
    expect(flow.calls.register.calls).toHaveLength(0)
    expect(flow.host.of('trackClick')).toHaveLength(0)
  })
})

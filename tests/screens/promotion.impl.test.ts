import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { createActor } from 'xstate'
import type { CallFailure } from '../../machines/shared/notice.ts'
import { channelTemplate, getSid, getSms, register, trackClick, trackVisit } from '../../src/api/promotion.ts'
import { config } from '../../src/config.ts'
import {
  decodePromotionQuery,
  deviceIdFrom,
  DRAFT_KEY,
  DRAFT_TTL_MS,
  loadCaptchaCall,
  loadRegistrationOutcome,
  promotionInput,
  registerBinding,
  registrationWith,
  takeDraft,
  unsettledRegistration,
} from '../../src/screens/promotion/promotion.impl.ts'
import { createSubmissions } from '../../src/lib/submissions.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of the promotion landing (src/screens/promotion/promotion.impl.ts): the link's
 * query, the device-id cookie, the draft kept across the agreement, which call goes out with which
 * payload, the captcha picture, the toasts' words and the pages opened. The machine's own rules are
 * tested in tests/machines/registration.machine.test.ts.
 */

const PROMOTION = '/api/v2/youmi/promotion'
const NOW = Date.parse('2026-11-21T09:30:00+08:00')
const DEVICE = '0123abcd-4567-89ab-cdef-0123456789ab'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const PHONE = '09171234567'

const link = {
  templateId: 'spring-2026',
  invite_code: 'INV42',
  user_from: 'fb_ads',
  app_from: 'h5',
  utm_tag: 'summer.2026',
}
const attribution = { invite_code: 'INV42', user_from: 'fb_ads', app_from: 'h5', utm_tag: 'summer.2026' }

/** A `document` whose cookie jar reads `jar` and records every write. */
function fakeDocument(jar = '') {
  const writes: string[] = []
  const doc = {
    get cookie() {
      return jar
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
  return { doc, writes }
}

/** The object-URL functions of the page, recorded. */
function fakeUrls() {
  let made = 0
  return {
    createObjectURL: vi.fn((_blob: Blob | MediaSource) => `blob:https://h5.bayad.test/captcha-${++made}`),
    revokeObjectURL: vi.fn((_url: string) => {}),
  }
}

/** A PNG's signature and header start: a raster picture by its bytes (src/api/captcha.ts). */
const captchaPicture = () =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], {
    type: 'image/png',
  })
const jsonClient = (services: FakeServices) =>
  services.api.clients.json as unknown as Mock<(path: string, options?: unknown) => Promise<unknown>>

function start(
  options: {
    pageQuery?: Record<string, string>
    session?: Record<string, unknown>
    template?: { id: string; title?: string; subtitle?: string }
    /** The same page again (a reload): the services, and so the storage, of an earlier start. */
    reuse?: FakeServices
  } = {},
) {
  const pageQuery = options.pageQuery ?? link
  const services = options.reuse ?? fakeServices({ pageQuery })
  for (const [key, value] of Object.entries(options.session ?? {})) services.session.values.set(key, value)
  const template = options.template ?? { id: 'T-9', title: 'Borrow in minutes', subtitle: 'No collateral' }
  services.answer(channelTemplate, () => ({ title: '', subtitle: '', ...template }))
  services.answer(getSid, () => ({ sid: 'sid-1' }))
  services.answer(trackVisit, () => undefined)
  services.answer(trackClick, () => undefined)
  services.answer(getSms, () => undefined)
  services.answer(register, () => undefined)
  const pictures: Blob[] = []
  jsonClient(services).mockImplementation(async () => {
    const picture = captchaPicture()
    pictures.push(picture)
    return picture
  })
  const urls = fakeUrls()
  const { doc } = fakeDocument(`deviceId=${DEVICE}`)
  const decoded = decodePromotionQuery(services.pageQuery())
  if (decoded === null) throw new Error('the test link does not decode')
  const input = promotionInput(decoded, services, doc, NOW)
  const actor = createActor(
    registrationWith(services, urls, () => NOW),
    { input },
  )
  actor.start()
  return { services, actor, urls, pictures }
}
type Flow = ReturnType<typeof start>

async function ready(flow: Flow) {
  await flush()
  expect(flow.actor.getSnapshot().matches({ ready: { captcha: 'shown' } })).toBe(true)
}

function fill(flow: Flow, values: { phone?: string; capcode?: string; smsCode?: string }) {
  if (values.phone !== undefined) flow.actor.send({ type: 'phone.change', value: values.phone })
  if (values.capcode !== undefined) flow.actor.send({ type: 'capcode.change', value: values.capcode })
  if (values.smsCode !== undefined) flow.actor.send({ type: 'smsCode.change', value: values.smsCode })
}

async function registerWith(flow: Flow) {
  await ready(flow)
  fill(flow, { phone: PHONE, capcode: 'aB3d', smsCode: '482913' })
  flow.actor.send({ type: 'register.submit' })
  await flush()
}

// A registration's trace and its check, and the captcha's call, load on demand: load them before the
// fake clock, as the page does from Register (and with the landing's calls).
beforeAll(async () => {
  await Promise.all([loadRegistrationOutcome(), loadCaptchaCall()])
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('promotion: the link', () => {
  it('needs a template id, a short token', () => {
    expect(decodePromotionQuery({ templateId: 'spring-2026_A' })).toEqual({
      templateId: 'spring-2026_A',
      invite_code: '',
      user_from: '',
      app_from: '',
      utm_tag: '',
      id: '',
    })
    expect(decodePromotionQuery({ templateId: 'x'.repeat(64) })?.templateId).toBe('x'.repeat(64))
  })

  it.each([
    ['missing', {}],
    ['empty', { templateId: '' }],
    ['a forged script', { templateId: '<script>' }],
    ['a path', { templateId: '../admin' }],
    ['with a space', { templateId: 'spring 2026' }],
    ['longer than 64', { templateId: 'x'.repeat(65) }],
  ])('refuses a template id that is %s', (_what, query: Record<string, string>) => {
    expect(decodePromotionQuery({ ...query, invite_code: 'INV42' })).toBeNull()
  })

  it('keeps sane attribution values as given (trimmed)', () => {
    expect(
      decodePromotionQuery({ ...link, invite_code: ' INV42 ', id: '77', utm_tag: 'a'.repeat(128) }),
    ).toEqual({
      templateId: 'spring-2026',
      invite_code: 'INV42',
      user_from: 'fb_ads',
      app_from: 'h5',
      utm_tag: 'a'.repeat(128),
      id: '77',
    })
  })

  it.each([
    ['a space', 'spring sale'],
    ['a double quote', 'x"y'],
    ['a single quote', "x'y"],
    ['angle brackets', '<b>hi</b>'],
    ['more than 128 characters', 'a'.repeat(129)],
  ])('drops an attribution value with %s, and keeps the link', (_what, value) => {
    const decoded = decodePromotionQuery({ ...link, invite_code: value, user_from: value, id: value })
    expect(decoded).toEqual({
      templateId: 'spring-2026',
      invite_code: '',
      user_from: '',
      app_from: 'h5',
      utm_tag: 'summer.2026',
      id: '',
    })
  })
})

describe('promotion: the device id cookie', () => {
  it('reuses the id the cookie keeps, written again as Secure (a cookie from before without it is upgraded)', () => {
    const { doc, writes } = fakeDocument(`theme=dark; deviceId=${DEVICE}; lang=en`)
    expect(deviceIdFrom(doc)).toBe(DEVICE)
    expect(writes).toEqual([
      `deviceId=${DEVICE}; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; Secure; SameSite=Lax`,
    ])
  })

  it.each([
    ['no cookie at all', ''],
    ['no deviceId', 'theme=dark'],
    ['a corrupt deviceId', 'deviceId=<script>alert(1)</script>'],
    ['a short deviceId', 'deviceId=0123abcd-4567'],
    ['an empty deviceId', 'deviceId=; theme=dark'],
  ])('with %s makes a new 8-4-4-4-12 hex id and keeps it until 9999', (_what, jar) => {
    const { doc, writes } = fakeDocument(jar)
    const id = deviceIdFrom(doc)
    expect(id).toMatch(UUID)
    expect(writes).toHaveLength(1)
    expect(writes).toEqual([
      `deviceId=${id}; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; Secure; SameSite=Lax`,
    ])
    // A random (version 4) UUID from the platform's crypto.
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('two visitors without a cookie get different ids', () => {
    const first = deviceIdFrom(fakeDocument().doc)
    const second = deviceIdFrom(fakeDocument().doc)
    expect(first).not.toBe(second)
  })
})

describe('promotion: the draft kept across the agreement', () => {
  const draft = { phone: PHONE, smsCode: '4829', sid: 'sid-0', resendUntil: NOW + 42_500, at: NOW - 60_000 }

  it('restores the phone and SMS code, turns the countdown end into seconds left, and removes the draft', () => {
    const services = fakeServices()
    services.session.values.set(DRAFT_KEY, draft)
    expect(takeDraft(services.session, NOW)).toEqual({
      phone: PHONE,
      smsCode: '4829',
      sid: 'sid-0',
      resendSecondsLeft: 43,
    })
    expect(services.session.values.has(DRAFT_KEY)).toBe(false)
    expect(takeDraft(services.session, NOW)).toBeNull()
  })

  it('a countdown never restores longer than 60 s (a draft saying more was not written here)', () => {
    const services = fakeServices()
    services.session.values.set(DRAFT_KEY, { ...draft, resendUntil: NOW + 3_600_000, at: NOW })
    expect(takeDraft(services.session, NOW)?.resendSecondsLeft).toBe(60)
  })

  it('a draft stored before the session id was kept restores without one', () => {
    const services = fakeServices()
    const { sid: _sid, ...older } = draft
    services.session.values.set(DRAFT_KEY, older)
    expect(takeDraft(services.session, NOW)?.sid).toBe('')
  })

  it('a countdown that ended while away leaves 0 seconds', () => {
    const services = fakeServices()
    services.session.values.set(DRAFT_KEY, { ...draft, resendUntil: NOW - 5000 })
    expect(takeDraft(services.session, NOW)?.resendSecondsLeft).toBe(0)
  })

  it('a draft exactly 30 minutes old is still restored', () => {
    const services = fakeServices()
    services.session.values.set(DRAFT_KEY, { ...draft, at: NOW - DRAFT_TTL_MS })
    expect(DRAFT_TTL_MS).toBe(30 * 60_000)
    expect(takeDraft(services.session, NOW)?.phone).toBe(PHONE)
  })

  it.each([
    ['stale (over 30 minutes)', { ...draft, at: NOW - 30 * 60_000 - 1 }],
    ['dated in the future', { ...draft, at: NOW + 1000 }],
    ['a phone with letters', { ...draft, phone: '1381234abcd' }],
    ['a phone too long', { ...draft, phone: '091712345678' }],
    ['an SMS code too long', { ...draft, smsCode: '1234567' }],
    ['without its time', { phone: PHONE, smsCode: '', resendUntil: NOW }],
    ['not an object', 'phone=09171234567'],
  ])('ignores a draft %s, and removes it', (_what, stored) => {
    const services = fakeServices()
    services.session.values.set(DRAFT_KEY, stored)
    expect(takeDraft(services.session, NOW)).toBeNull()
    expect(services.session.values.has(DRAFT_KEY)).toBe(false)
  })
})

describe('promotion: the flow input', () => {
  it('takes the app name and merchant number from the query, the attribution from the link, the draft once', () => {
    const services = fakeServices()
    services.session.values.set(DRAFT_KEY, { phone: PHONE, smsCode: '', resendUntil: NOW + 10_000, at: NOW })
    const decoded = decodePromotionQuery({ ...link, id: 'Q-7', appName: 'PesoFlex', merchantNumber: 'M0042' })
    if (decoded === null) throw new Error('the test link does not decode')
    const { doc } = fakeDocument(`deviceId=${DEVICE}`)
    const input = promotionInput(decoded, services, doc, NOW)
    expect(input).toEqual({
      templateId: 'spring-2026',
      deviceId: DEVICE,
      appName: 'PesoFlex',
      merchantNumber: 'M0042',
      attribution: { ...attribution, id: 'Q-7' },
      draft: { phone: PHONE, smsCode: '', sid: '', resendSecondsLeft: 10 },
      phoneRule: 'ph',
      unsettled: null,
    })
    expect(services.session.values.has(DRAFT_KEY)).toBe(false)
  })

  it("without them: the app's own name and the configured merchant number", () => {
    const decoded = decodePromotionQuery(link)
    if (decoded === null) throw new Error('the test link does not decode')
    const input = promotionInput(decoded, fakeServices(), fakeDocument(`deviceId=${DEVICE}`).doc, NOW)
    expect(input.appName).toBe('Bayad')
    expect(input.merchantNumber).toBe(config.defaultMerchantNumber)
    expect(input.merchantNumber).not.toBe('')
    expect(input.draft).toBeNull()
  })
})

describe('promotion: the calls and their payloads (spec §7)', () => {
  it('loads the template and a session id, then tracks the visit', async () => {
    const flow = start()
    await flush()
    expect(channelTemplate.path).toBe('/api/v2/youmi/service/channel/channel-template')
    expect(channelTemplate.method).toBe('GET')
    expect(flow.services.api.callsTo(channelTemplate)).toEqual([{ templateId: 'spring-2026' }])
    expect(getSid.path).toBe(`${PROMOTION}/get-sid`)
    expect(flow.services.api.callsTo(getSid)).toEqual([{}])
    expect(trackVisit.path).toBe(`${PROMOTION}/track-visit`)
    expect(flow.services.api.callsTo(trackVisit)).toEqual([
      { templateId: 'spring-2026', deviceId: DEVICE, ...attribution },
    ])
    expect(flow.actor.getSnapshot().context.template).toEqual({
      id: 'T-9',
      title: 'Borrow in minutes',
      subtitle: 'No collateral',
    })
  })

  it('the captcha picture is fetched for the sid and shown through an object URL', async () => {
    const flow = start()
    await ready(flow)
    expect(jsonClient(flow.services)).toHaveBeenCalledTimes(1)
    expect(jsonClient(flow.services)).toHaveBeenCalledWith(
      `${PROMOTION}/get-captcha`,
      expect.objectContaining({ method: 'GET', query: { sid: 'sid-1' } }),
    )
    expect(flow.urls.createObjectURL.mock.calls).toEqual([[flow.pictures[0]]])
    expect(flow.actor.getSnapshot().context.captchaUrl).toBe('blob:https://h5.bayad.test/captcha-1')
    expect(flow.urls.revokeObjectURL).not.toHaveBeenCalled()
  })

  it('a new picture revokes the old URL, and only that one', async () => {
    const flow = start()
    await ready(flow)
    fill(flow, { phone: '138' })
    flow.actor.send({ type: 'captcha.refresh' })
    await flush()
    expect(jsonClient(flow.services)).toHaveBeenCalledTimes(2)
    expect(flow.actor.getSnapshot().context.captchaUrl).toBe('blob:https://h5.bayad.test/captcha-2')
    expect(flow.urls.revokeObjectURL.mock.calls).toEqual([['blob:https://h5.bayad.test/captcha-1']])
  })

  it('a picture that does not load is shown as failed, with no URL made and no toast', async () => {
    const flow = start()
    jsonClient(flow.services).mockRejectedValue(new TypeError('fetch failed'))
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { captcha: 'failed' } })).toBe(true)
    expect(flow.urls.createObjectURL).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([])
  })

  it('an SVG picture is refused like one that does not load: failed, no URL made, a new one on refresh', async () => {
    const flow = start()
    jsonClient(flow.services).mockImplementation(
      async () => new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
    )
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { captcha: 'failed' } })).toBe(true)
    expect(flow.urls.createObjectURL).not.toHaveBeenCalled()
    expect(flow.services.toasts).toEqual([])
    jsonClient(flow.services).mockImplementation(async () => captchaPicture())
    flow.actor.send({ type: 'captcha.refresh' })
    await flush()
    expect(flow.actor.getSnapshot().matches({ ready: { captcha: 'shown' } })).toBe(true)
  })

  it('Get code: POST get-sms with the 8 fields, then "Code sent"', async () => {
    const flow = start()
    await ready(flow)
    fill(flow, { phone: PHONE, capcode: 'aB3d' })
    flow.actor.send({ type: 'sms.send' })
    await flush()
    expect(getSms.path).toBe(`${PROMOTION}/get-sms`)
    expect(getSms.method).toBe('POST')
    expect(flow.services.api.callsTo(getSms)).toEqual([
      {
        phone: PHONE,
        capcode: 'aB3d',
        sid: 'sid-1',
        deviceId: DEVICE,
        appName: 'Bayad',
        app_from: 'h5',
        user_from: 'fb_ads',
        utm_tag: 'summer.2026',
      },
    ])
    expect(flow.services.toasts).toEqual([{ notice: { id: 'register.codeSent' }, tone: 'info' }])
  })

  it('Register: POST register with the 13 fields and a track-click with the phone', async () => {
    const flow = start({ pageQuery: { ...link, appName: 'PesoFlex', merchantNumber: 'M0042' } })
    await registerWith(flow)
    expect(register.path).toBe(`${PROMOTION}/register`)
    expect(register.method).toBe('POST')
    expect(flow.services.api.callsTo(register)).toEqual([
      {
        phone: PHONE,
        capcode: 'aB3d',
        sid: 'sid-1',
        deviceId: DEVICE,
        appName: 'PesoFlex',
        merchantNumber: 'M0042',
        userName: PHONE,
        smsCode: '482913',
        invite_code: 'INV42',
        user_from: 'fb_ads',
        id: 'T-9',
        app_from: 'h5',
        utm_tag: 'summer.2026',
      },
    ])
    expect(trackClick.path).toBe(`${PROMOTION}/track-click`)
    expect(flow.services.api.callsTo(trackClick)).toEqual([
      { templateId: 'spring-2026', deviceId: DEVICE, ...attribution, phone: PHONE },
    ])
  })

  it("Register sends the link's id when it has one", async () => {
    const flow = start({ pageQuery: { ...link, id: 'Q-7' } })
    await registerWith(flow)
    expect(flow.services.api.callsTo(register).map((p) => (p as { id: string }).id)).toEqual(['Q-7'])
  })
})

describe('promotion: what the visitor sees', () => {
  it('registered: "Registered successfully.", then the download page in place of the landing', async () => {
    const flow = start()
    await registerWith(flow)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'register.success' }, tone: 'info' }])
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/downloadTemplate', undefined, { replace: true }],
    ])
  })

  it('11 on register: "You have registered…", then the download page in place of the landing', async () => {
    const flow = start()
    flow.services.fail(register, {
      kind: 'rejected',
      code: '11',
      message: 'Registered',
    } satisfies CallFailure)
    await registerWith(flow)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'register.alreadyRegistered' }, tone: 'failure' }])
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/downloadTemplate', undefined, { replace: true }],
    ])
  })

  it('11 on get-sms: the same', async () => {
    const flow = start()
    flow.services.fail(getSms, { kind: 'rejected', code: '11', message: 'Registered' } satisfies CallFailure)
    await ready(flow)
    fill(flow, { phone: PHONE, capcode: 'aB3d' })
    flow.actor.send({ type: 'sms.send' })
    await flush()
    expect(flow.services.toasts).toEqual([{ notice: { id: 'register.alreadyRegistered' }, tone: 'failure' }])
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/downloadTemplate', undefined, { replace: true }],
    ])
  })

  it("101 on get-sms: the server's words and a new picture", async () => {
    const flow = start()
    flow.services.fail(getSms, {
      kind: 'rejected',
      code: '101',
      message: 'Wrong picture code',
    } satisfies CallFailure)
    await ready(flow)
    fill(flow, { phone: PHONE, capcode: 'aB3d' })
    flow.actor.send({ type: 'sms.send' })
    await flush()
    expect(flow.services.toasts).toEqual([{ notice: { text: 'Wrong picture code' }, tone: 'failure' }])
    expect(jsonClient(flow.services)).toHaveBeenCalledTimes(2)
    expect(flow.urls.revokeObjectURL.mock.calls).toEqual([['blob:https://h5.bayad.test/captcha-1']])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it('a local check shows its English words at the field, with no toast and no call', async () => {
    const flow = start()
    await ready(flow)
    fill(flow, { phone: '12812345678' })
    flow.actor.send({ type: 'sms.send' })
    expect(flow.actor.getSnapshot().context.problem).toEqual({
      field: 'phone',
      notice: { id: 'register.phoneInvalid' },
    })
    expect(flow.services.api.callsTo(getSms)).toEqual([])
    expect(flow.services.toasts).toEqual([])
  })

  it('a tap during the countdown: "Do not resend the code…"', async () => {
    const flow = start()
    await ready(flow)
    fill(flow, { phone: PHONE, capcode: 'aB3d' })
    flow.actor.send({ type: 'sms.send' })
    await flush()
    flow.actor.send({ type: 'sms.send' })
    expect(flow.services.toasts.at(-1)).toEqual({
      notice: { id: 'register.resendRefused' },
      tone: 'failure',
    })
    expect(flow.services.api.callsTo(getSms)).toHaveLength(1)
  })

  it('offline on register (nothing sent) says so, in the page’s words', async () => {
    const flow = start()
    flow.services.fail(register, { kind: 'offline' } satisfies CallFailure)
    await registerWith(flow)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'error.offline' }, tone: 'failure' }])
    expect(flow.services.navigate.go).not.toHaveBeenCalled()
  })

  it('failed tracking is swallowed: no toast, and the visitor registers all the same', async () => {
    const flow = start()
    flow.services.fail(trackVisit, { kind: 'network' } satisfies CallFailure)
    flow.services.fail(trackClick, {
      kind: 'rejected',
      code: '500',
      message: 'tracking down',
    } satisfies CallFailure)
    await registerWith(flow)
    expect(flow.services.api.callsTo(trackVisit)).toHaveLength(1)
    expect(flow.services.api.callsTo(trackClick)).toHaveLength(1)
    expect(flow.services.toasts).toEqual([{ notice: { id: 'register.success' }, tone: 'info' }])
    expect(flow.actor.getSnapshot().value).toBe('registered')
  })
})

describe('promotion: reading the agreement and coming back', () => {
  it('keeps the draft in the session under its key, with the countdown end, then opens the agreement', async () => {
    const flow = start()
    await ready(flow)
    fill(flow, { phone: PHONE, capcode: 'aB3d' })
    flow.actor.send({ type: 'sms.send' })
    await flush()
    await vi.advanceTimersByTimeAsync(10_000)
    fill(flow, { smsCode: '4829' })
    flow.actor.send({ type: 'agreement.open' })
    expect(DRAFT_KEY).toBe('bayad.promotion.draft')
    expect(flow.services.session.set.mock.calls).toEqual([
      [DRAFT_KEY, { phone: PHONE, smsCode: '4829', sid: 'sid-1', resendUntil: NOW + 50_000, at: NOW }],
    ])
    expect(flow.services.navigate.go.mock.calls).toEqual([['/agreementTemplate']])
    // Back from the agreement 5 s later: the form and the countdown as they were.
    expect(takeDraft(flow.services.session, NOW + 5000)).toEqual({
      phone: PHONE,
      smsCode: '4829',
      sid: 'sid-1',
      resendSecondsLeft: 45,
    })
  })

  it('a page opened with a draft shows the phone and SMS code and the countdown left, under the same sid', async () => {
    const flow = start({
      session: {
        [DRAFT_KEY]: {
          phone: PHONE,
          smsCode: '4829',
          sid: 'sid-0',
          resendUntil: NOW + 30_000,
          at: NOW - 20_000,
        },
      },
    })
    await ready(flow)
    expect(flow.actor.getSnapshot().context).toMatchObject({
      phone: PHONE,
      smsCode: '4829',
      sid: 'sid-0',
      secondsLeft: 30,
    })
    expect(flow.services.api.callsTo(getSid)).toEqual([])
    expect(flow.actor.getSnapshot().matches({ ready: { sms: 'countingDown' } })).toBe(true)
    expect(flow.services.session.values.has(DRAFT_KEY)).toBe(false)
  })
})

describe('promotion: a registration whose answer was lost (issue 24)', () => {
  const keys = (flow: Flow) =>
    flow.services.api.calls.filter((c) => c.endpoint === register).map((c) => c.options?.idempotencyKey)
  const trace = (flow: Flow) => createSubmissions(flow.services.store).find('register')
  const registration = (flow: Flow) => flow.actor.getSnapshot().value

  it('register carries a key, stored with the registration before it leaves; registered: the trace goes', async () => {
    const flow = start()
    let stored: unknown
    flow.services.answer(register, () => {
      stored = trace(flow)
    })
    await registerWith(flow)
    const [key] = keys(flow)
    expect(key).toMatch(UUID)
    expect(stored).toMatchObject({
      key,
      binding: { phone: PHONE, id: 'T-9' },
      data: { phone: PHONE, smsCode: '482913' },
    })
    expect(trace(flow)).toBeUndefined()
    expect(registration(flow)).toBe('registered')
  })

  it('a lost answer is checked by sending the same registration with the same key: 0 → registered', async () => {
    const flow = start()
    flow.services.fail(register, { kind: 'timeout' })
    await registerWith(flow)
    expect(flow.actor.getSnapshot().matches({ ready: { registration: 'checkingOutcome' } })).toBe(true)
    expect(flow.services.toasts).toEqual([])
    flow.services.answer(register, () => undefined)
    await vi.advanceTimersByTimeAsync(1_000)
    const [first, replay] = keys(flow)
    expect(replay).toBe(first)
    expect(flow.services.api.callsTo(register)[1]).toEqual(flow.services.api.callsTo(register)[0])
    expect(registration(flow)).toBe('registered')
    expect(flow.services.navigate.go.mock.calls).toEqual([
      ['/downloadTemplate', undefined, { replace: true }],
    ])
    expect(trace(flow)).toBeUndefined()
    // No second track-click: the check is not a new tap.
    expect(flow.services.api.callsTo(trackClick)).toHaveLength(1)
  })

  it('11 when sent again means made too: the download page', async () => {
    const flow = start()
    flow.services.fail(register, { kind: 'http', code: '502' })
    await registerWith(flow)
    flow.services.fail(register, { kind: 'rejected', code: '11', message: 'Registered' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(registration(flow)).toBe('alreadyRegistered')
    expect(trace(flow)).toBeUndefined()
  })

  it("refused when sent again: the server's words, the form; the next Register is a new one with a new key", async () => {
    const flow = start()
    flow.services.fail(register, { kind: 'malformed' })
    await registerWith(flow)
    flow.services.fail(register, {
      kind: 'rejected',
      code: '2',
      message: 'The SMS code is wrong or has expired.',
    })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(flow.actor.getSnapshot().matches({ ready: { registration: 'editing' } })).toBe(true)
    expect(flow.services.toasts).toEqual([
      { notice: { text: 'The SMS code is wrong or has expired.' }, tone: 'failure' },
    ])
    expect(trace(flow)).toBeUndefined()
    flow.services.answer(register, () => undefined)
    flow.actor.send({ type: 'register.submit' })
    await flush()
    const [first, replay, next] = keys(flow)
    expect(replay).toBe(first)
    expect(next).not.toBe(first)
  })

  it('no answer to the replays either: unknown; the trace stays for Check again', async () => {
    const flow = start()
    flow.services.fail(register, { kind: 'network' })
    await registerWith(flow)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(flow.actor.getSnapshot().matches({ ready: { registration: 'outcomeUnknown' } })).toBe(true)
    expect(flow.services.api.callsTo(register)).toHaveLength(1 + 4)
    expect(trace(flow)).toBeDefined()
    flow.services.answer(register, () => undefined)
    flow.actor.send({ type: 'outcome.check' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(registration(flow)).toBe('registered')
    expect(new Set(keys(flow)).size).toBe(1)
  })

  it('a reload while unknown reopens on what was sent and checks it with the same key', async () => {
    const flow = start()
    flow.services.fail(register, { kind: 'timeout' })
    await registerWith(flow)
    const [first] = keys(flow)
    flow.actor.stop()

    expect(unsettledRegistration(createSubmissions(flow.services.store))).toMatchObject({
      phone: PHONE,
      capcode: 'aB3d',
      smsCode: '482913',
      sid: 'sid-1',
    })
    flow.services.answer(register, () => undefined)
    const again = start({ reuse: flow.services })
    await flush()
    expect(again.actor.getSnapshot().context).toMatchObject({
      phone: PHONE,
      capcode: 'aB3d',
      smsCode: '482913',
    })
    expect(again.actor.getSnapshot().matches({ ready: { registration: 'checkingOutcome' } })).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(again.actor.getSnapshot().value).toBe('registered')
    expect(keys(again)).toEqual([first, first])
    expect(createSubmissions(flow.services.store).find('register')).toBeUndefined()
  })

  it('a trace bound to another registration is not taken; a whole one is', () => {
    const services = fakeServices()
    const payload = {
      phone: PHONE,
      capcode: 'aB3d',
      sid: 'sid-1',
      deviceId: DEVICE,
      appName: 'Bayad',
      merchantNumber: 'M0042',
      userName: PHONE,
      smsCode: '482913',
      invite_code: '',
      user_from: '',
      id: 'T-9',
      app_from: '',
      utm_tag: '',
    }
    const submissions = createSubmissions(services.store)
    submissions.open('register', { ...registerBinding(payload), phone: '13900000000' }, 60_000, payload)
    expect(unsettledRegistration(submissions)).toBeNull()
    submissions.settle('register')
    submissions.open('register', registerBinding(payload), 60_000, payload)
    expect(unsettledRegistration(submissions)).toEqual(payload)
  })
})

import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { ZERO, type DataOf } from '../../src/api/api.ts'
import { serviceContact } from '../../src/api/complaint.ts'
import { schemas as schemas } from '../../src/api/complaint.ts'
import { config } from '../../src/config.ts'
import {
  configuredServicePhone,
  CONTACT_OVERALL,
  customerServiceWith,
  toServiceContact,
} from '../../src/screens/customer-service/customer-service.impl.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of customer service (src/screens/customer-service/customer-service.impl.ts):
 * the contact-kf-info call and its payload, the checks on its answer, and the host's call of the one
 * configured service phone (smWa is never shown nor called, docs/decisions/031). The
 * machine's own rules are tested in tests/machines/customer-service.machine.test.ts.
 */

const SERVICE_PHONE = '+63 2 8888 0000'
const COMPANY_EMAIL = 'support@bayad.example'

const contactData = (raw: unknown): DataOf<typeof serviceContact> => v.parse(schemas.serviceContact, raw)

function start(prepare: (services: FakeServices) => void) {
  const services = fakeServices()
  prepare(services)
  const actor = createActor(customerServiceWith(services), {
    input: { servicePhone: SERVICE_PHONE, fallbackEmail: COMPANY_EMAIL },
  })
  actor.start()
  return { services, actor }
}
const answering = (raw: unknown) => (services: FakeServices) =>
  services.answer(serviceContact, () => contactData(raw))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('configuredServicePhone', () => {
  it('is the configured service phone (src/config.ts), the one number every page calls', () => {
    expect(configuredServicePhone()).toBe(config.servicePhone.trim())
    expect(configuredServicePhone()).toBe('+63 2 8888 0000')
  })
})

describe('toServiceContact', () => {
  it('keeps an e-mail address, trimmed; smWa is not taken (the configured phone is the one phone)', () => {
    expect(
      toServiceContact(contactData({ email: ' help@bayad.example ', smWa: ' +63 917 555 0101 ' })),
    ).toEqual({ email: 'help@bayad.example' })
  })

  it.each([
    ['no @', 'help.bayad.example'],
    ['no domain dot', 'help@bayad'],
    ['a space inside', 'help desk@bayad.example'],
    ['markup', '<help@bayad.example>'],
    ['a link', 'javascript:alert(1)'],
    ['blank', '   '],
    ['a hidden copy added to the link', 'help@bayad.ph?bcc=collector%40evil.example'],
    ['a body added to the link', 'help@bayad.ph&body=My%20PIN%20is'],
    ['a fragment', 'help@bayad.ph#x'],
    ['an encoded character', 'help%40x@bayad.ph'],
  ])('an e-mail that is not one (%s) reads as none', (_what, email) => {
    expect(toServiceContact(contactData({ email, smWa: '8888' }))).toEqual({ email: '' })
  })

  it('absent fields read as none', () => {
    expect(toServiceContact(contactData({}))).toEqual({ email: '' })
  })
})

describe('customer service: the call and the phone', () => {
  it('loads contact-kf-info {overall: 30} and shows the configured phone and the server’s e-mail', async () => {
    const { services, actor } = start(answering({ email: 'help@bayad.example', smWa: '+63 917 555 0101' }))
    await flush()
    expect(CONTACT_OVERALL).toBe(30)
    expect(serviceContact).toMatchObject({
      method: 'POST',
      path: '/v3/personal-center/contact-kf-info',
      send: 'form',
      success: ZERO,
    })
    expect(services.api.callsTo(serviceContact)).toEqual([{ overall: 30 }])
    expect(actor.getSnapshot().context).toEqual({
      phone: SERVICE_PHONE,
      fallbackEmail: COMPANY_EMAIL,
      email: 'help@bayad.example',
    })
    expect(services.toasts).toEqual([])
  })

  it('the phone row asks the host to call the configured phone (never smWa), once per REPEAT_TAP_MS', async () => {
    const { services, actor } = start(answering({ email: '', smWa: '+63 917 555 0101' }))
    await flush()
    actor.send({ type: 'phone.call' })
    actor.send({ type: 'phone.call' })
    expect(services.bridge.sent).toEqual([{ type: 'callPhone', phone: SERVICE_PHONE }])
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    actor.send({ type: 'phone.call' })
    expect(services.bridge.sent).toHaveLength(2)
    expect(services.navigate.go).not.toHaveBeenCalled()
  })

  it('an answer without an e-mail shows the company’s service e-mail', async () => {
    const { actor } = start(answering({ email: 'not an address', smWa: 'call us' }))
    await flush()
    expect(actor.getSnapshot().context.email).toBe(COMPANY_EMAIL)
    expect(actor.getSnapshot().context.phone).toBe(SERVICE_PHONE)
  })

  it('a failed load shows the server message, the phone and the company’s e-mail; Try again asks again', async () => {
    const { services, actor } = start((s) =>
      s.fail(serviceContact, { kind: 'rejected', code: '1', message: 'Service unavailable' }),
    )
    await flush()
    expect(actor.getSnapshot().matches({ contact: 'fallback' })).toBe(true)
    expect(services.toasts).toEqual([{ notice: { text: 'Service unavailable' }, tone: 'failure' }])
    expect(actor.getSnapshot().context.email).toBe(COMPANY_EMAIL)
    actor.send({ type: 'phone.call' })
    expect(services.bridge.sent).toEqual([{ type: 'callPhone', phone: SERVICE_PHONE }])

    answering({ email: 'help@bayad.example', smWa: '8888' })(services)
    actor.send({ type: 'contact.retry' })
    await flush()
    expect(actor.getSnapshot().matches({ contact: 'loaded' })).toBe(true)
    expect(actor.getSnapshot().context.email).toBe('help@bayad.example')
    expect(actor.getSnapshot().context.phone).toBe(SERVICE_PHONE)
    expect(services.api.callsTo(serviceContact)).toEqual([{ overall: 30 }, { overall: 30 }])
  })
})

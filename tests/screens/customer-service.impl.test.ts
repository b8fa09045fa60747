import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { ZERO, type DataOf } from '../../src/api/api.ts'
import { serviceContact } from '../../src/api/calls/complaint.ts'
import * as schemas from '../../src/api/schemas-complaint.ts'
import {
  CONTACT_OVERALL,
  customerServiceWith,
  toServiceContact,
} from '../../src/screens/customer-service/customer-service.impl.ts'
import { fakeServices, flush, type FakeServices } from './fake-services.ts'

/**
 * The real side effects of customer service (src/screens/customer-service/customer-service.impl.ts):
 * the contact-kf-info call and its payload, the checks on its answer, and the host's phone call. The
 * machine's own rules are tested in tests/machines/customer-service.machine.test.ts.
 */

const FALLBACK = '+63 2 8888 0000'

const contactData = (raw: unknown): DataOf<typeof serviceContact> => v.parse(schemas.serviceContact, raw)

function start(prepare: (services: FakeServices) => void) {
  const services = fakeServices()
  prepare(services)
  const actor = createActor(customerServiceWith(services), { input: { fallbackPhone: FALLBACK } })
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

describe('toServiceContact', () => {
  it('keeps an e-mail address and a phone number, trimmed', () => {
    expect(
      toServiceContact(contactData({ email: ' help@bayad.example ', smWa: ' +63 (2) 8888-0000 ' })),
    ).toEqual({
      email: 'help@bayad.example',
      phone: '+63 (2) 8888-0000',
    })
  })

  it('a number sent as a number is a phone', () => {
    expect(toServiceContact(contactData({ email: '', smWa: 639175550101 })).phone).toBe('639175550101')
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
    expect(toServiceContact(contactData({ email, smWa: '8888' }))).toEqual({ email: '', phone: '8888' })
  })

  it.each([
    ['no digit at all', '+() -'],
    ['words', 'call us'],
    ['a link', 'tel:88880000'],
    ['markup', '<b>8888</b>'],
    ['blank', '  '],
  ])('a phone that is not one (%s) reads as none', (_what, smWa) => {
    expect(toServiceContact(contactData({ email: 'help@bayad.example', smWa }))).toEqual({
      email: 'help@bayad.example',
      phone: '',
    })
  })

  it('absent fields read as none', () => {
    expect(toServiceContact(contactData({}))).toEqual({ email: '', phone: '' })
  })
})

describe('customer service: the call and the phone', () => {
  it('loads contact-kf-info {overall: 30} and shows the phone and e-mail', async () => {
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
      fallbackPhone: FALLBACK,
      email: 'help@bayad.example',
      phone: '+63 917 555 0101',
    })
    expect(services.toasts).toEqual([])
  })

  it('the phone row asks the host to call the phone, once per REPEAT_TAP_MS', async () => {
    const { services, actor } = start(answering({ email: '', smWa: '+63 917 555 0101' }))
    await flush()
    actor.send({ type: 'phone.call' })
    actor.send({ type: 'phone.call' })
    expect(services.bridge.sent).toEqual([{ type: 'callPhone', phone: '+63 917 555 0101' }])
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS)
    actor.send({ type: 'phone.call' })
    expect(services.bridge.sent).toHaveLength(2)
    expect(services.navigate.go).not.toHaveBeenCalled()
  })

  it('a phone that is not one is replaced by the fallback service phone, which the host calls', async () => {
    const { services, actor } = start(answering({ email: 'help@bayad.example', smWa: 'call us' }))
    await flush()
    expect(actor.getSnapshot().context.phone).toBe(FALLBACK)
    actor.send({ type: 'phone.call' })
    expect(services.bridge.sent).toEqual([{ type: 'callPhone', phone: FALLBACK }])
  })

  it('a failed load shows the server message and the fallback phone; Try again asks again', async () => {
    const { services, actor } = start((s) =>
      s.fail(serviceContact, { kind: 'rejected', code: '1', message: 'Service unavailable' }),
    )
    await flush()
    expect(actor.getSnapshot().matches({ contact: 'fallback' })).toBe(true)
    expect(services.toasts).toEqual([{ notice: { text: 'Service unavailable' }, tone: 'failure' }])
    actor.send({ type: 'phone.call' })
    expect(services.bridge.sent).toEqual([{ type: 'callPhone', phone: FALLBACK }])

    answering({ email: 'help@bayad.example', smWa: '8888' })(services)
    actor.send({ type: 'contact.retry' })
    await flush()
    expect(actor.getSnapshot().matches({ contact: 'loaded' })).toBe(true)
    expect(actor.getSnapshot().context.phone).toBe('8888')
    expect(services.api.callsTo(serviceContact)).toEqual([{ overall: 30 }, { overall: 30 }])
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { customerServiceMachine } from '../../machines/customer-service.machine.ts'
import type { CustomerServiceEvent, ServiceContact } from '../../machines/customer-service.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { REPEAT_TAP_MS } from '../../machines/shared/taps.ts'
import { createControllable } from '../model/harness.ts'

/**
 * Customer service (machines/customer-service.machine.ts) with contact-kf-info replaced by a stub the
 * test settles, and every effect recorded in order.
 */

type Effect = { type: 'showToast'; params: ToastParams } | { type: 'callPhone'; params: { phone: string } }

const SERVICE_PHONE = '+63 2 8888 0000'
const COMPANY_EMAIL = 'support@bayad.example'
const contact: ServiceContact = { email: 'help@bayad.example' }
const rejected: CallFailure = { kind: 'rejected', code: '1', message: 'Service unavailable' }

function start(servicePhone = SERVICE_PHONE, fallbackEmail = COMPANY_EMAIL) {
  const loadContact = createControllable<ServiceContact, void>('loadContact')
  const effects: Effect[] = []
  const actor = createActor(
    customerServiceMachine.provide({
      actors: { loadContact: loadContact.logic },
      actions: {
        showToast: (_, params) => void effects.push({ type: 'showToast', params }),
        callPhone: (_, params) => void effects.push({ type: 'callPhone', params }),
      },
    }),
    { input: { servicePhone, fallbackEmail } },
  )
  actor.start()
  return { actor, loadContact, effects }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: CustomerServiceEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()
const shown = (flow: Flow) => ({ email: snap(flow).context.email, phone: snap(flow).context.phone })
const calls = (flow: Flow) => flow.effects.filter((e) => e.type === 'callPhone')

async function loaded(answer: ServiceContact = contact) {
  const flow = start()
  flow.loadContact.resolve(answer)
  await flush()
  expect(snap(flow).value).toEqual({ contact: 'loaded', calls: 'idle' })
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('customerService: the contact details', () => {
  it('shows the configured service phone at once and loads the e-mail once, showing busy', async () => {
    const flow = start()
    expect(snap(flow).value).toEqual({ contact: 'loading', calls: 'idle' })
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(shown(flow)).toEqual({ email: '', phone: SERVICE_PHONE })
    expect(flow.loadContact.calls).toHaveLength(1)
    flow.loadContact.resolve(contact)
    await flush()
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(shown(flow)).toEqual({ email: 'help@bayad.example', phone: SERVICE_PHONE })
    expect(flow.effects).toEqual([])
  })

  it('a server that names no e-mail shows the company’s service e-mail', async () => {
    const flow = await loaded({ email: '' })
    expect(shown(flow)).toEqual({ email: COMPANY_EMAIL, phone: SERVICE_PHONE })
    expect(flow.effects).toEqual([])
  })

  it('a failed load toasts the server message and shows the service phone and the company’s e-mail', async () => {
    const flow = start()
    flow.loadContact.reject(rejected)
    await flush()
    expect(snap(flow).value).toEqual({ contact: 'fallback', calls: 'idle' })
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(shown(flow)).toEqual({ email: COMPANY_EMAIL, phone: SERVICE_PHONE })
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Service unavailable' }, tone: 'failure' } },
    ])
  })

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['not a call failure', new Error('boom'), { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.loadContact.reject(error)
    await flush()
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('Try again loads again and then shows the server’s e-mail', async () => {
    const flow = start()
    flow.loadContact.reject({ kind: 'network' })
    await flush()
    send(flow, { type: 'contact.retry' })
    expect(snap(flow).value).toEqual({ contact: 'loading', calls: 'idle' })
    expect(flow.loadContact.calls).toHaveLength(2)
    flow.loadContact.resolve(contact)
    await flush()
    expect(snap(flow).value).toEqual({ contact: 'loaded', calls: 'idle' })
    expect(shown(flow)).toEqual({ email: 'help@bayad.example', phone: SERVICE_PHONE })
  })

  it('contact.retry means nothing once loaded', async () => {
    const flow = await loaded()
    expect(snap(flow).can({ type: 'contact.retry' })).toBe(false)
    send(flow, { type: 'contact.retry' })
    expect(flow.loadContact.calls).toHaveLength(1)
  })
})

describe('customerService: calling the one service phone', () => {
  it('the phone row asks the host to call the configured phone once', async () => {
    const flow = await loaded()
    send(flow, { type: 'phone.call' })
    expect(flow.effects).toEqual([{ type: 'callPhone', params: { phone: SERVICE_PHONE } }])
    expect(snap(flow).value).toEqual({ contact: 'loaded', calls: 'asked' })
  })

  it('a repeated tap within REPEAT_TAP_MS is ignored; after it, a tap calls again', async () => {
    const flow = await loaded()
    send(flow, { type: 'phone.call' })
    send(flow, { type: 'phone.call' })
    await vi.advanceTimersByTimeAsync(REPEAT_TAP_MS - 1)
    expect(snap(flow).can({ type: 'phone.call' })).toBe(false)
    send(flow, { type: 'phone.call' })
    expect(calls(flow)).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(snap(flow).value).toEqual({ contact: 'loaded', calls: 'idle' })
    send(flow, { type: 'phone.call' })
    expect(calls(flow)).toEqual([
      { type: 'callPhone', params: { phone: SERVICE_PHONE } },
      { type: 'callPhone', params: { phone: SERVICE_PHONE } },
    ])
  })

  it('while the e-mail loads the phone can already be called', () => {
    const flow = start()
    send(flow, { type: 'phone.call' })
    expect(snap(flow).value).toEqual({ contact: 'loading', calls: 'asked' })
    expect(calls(flow)).toEqual([{ type: 'callPhone', params: { phone: SERVICE_PHONE } }])
  })

  it('after a failed load the service phone is called', async () => {
    const flow = start()
    flow.loadContact.reject({ kind: 'network' })
    await flush()
    send(flow, { type: 'phone.call' })
    expect(calls(flow)).toEqual([{ type: 'callPhone', params: { phone: SERVICE_PHONE } }])
  })

  it('with no usable phone configured, a tap calls nothing', async () => {
    const flow = start('')
    flow.loadContact.resolve({ email: 'help@bayad.example' })
    await flush()
    expect(snap(flow).can({ type: 'phone.call' })).toBe(false)
    send(flow, { type: 'phone.call' })
    expect(flow.effects).toEqual([])
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { repayOrNotMachine } from '../../machines/repay-or-not.machine.ts'
import type { RepayChoice, RepayOrNotEvent, RepayOrNotInput } from '../../machines/repay-or-not.types.ts'
import type { CallFailure, ToastParams } from '../../machines/shared/notice.ts'
import { createControllable } from '../model/harness.ts'

/**
 * The repay-or-not choice (machines/repay-or-not.machine.ts) with the load replaced by a stub the test
 * settles, and every effect recorded in order.
 */

type Effect =
  | { type: 'showToast'; params: ToastParams }
  | { type: 'openRepay'; params: RepayOrNotInput }
  | { type: 'openRollover'; params: RepayOrNotInput }
  | { type: 'openOrder'; params: RepayOrNotInput }

const ids: RepayOrNotInput = { productId: 'P-77', orderId: 'BYD20261105000017' }

const choiceOf = (changes: Partial<RepayChoice> = {}): RepayChoice => ({
  productName: 'Bayad Cash',
  productLogo: 'https://cdn.bayad.test/logo.png',
  status: '174',
  statusText: 'Repayable',
  description: 'Repay before the due date to keep your limit.',
  rows: [
    { text: 'Amount due', value: '₱3,500.00' },
    { text: 'Due date', value: '2026-12-21' },
  ],
  repayable: true,
  rollover: false,
  ...changes,
})

const rejected: CallFailure = { kind: 'rejected', code: '3', message: 'Order not found' }

function start(input: RepayOrNotInput = ids) {
  const loadChoice = createControllable<RepayChoice, RepayOrNotInput>('loadChoice')
  const effects: Effect[] = []
  const record =
    <T extends Effect['type']>(type: T) =>
    (_: unknown, params: unknown): void =>
      void effects.push({ type, params } as Effect)
  const openRepay = vi.fn(record('openRepay'))
  const openRollover = vi.fn(record('openRollover'))
  const openOrder = vi.fn(record('openOrder'))
  const actor = createActor(
    repayOrNotMachine.provide({
      actors: { loadChoice: loadChoice.logic },
      actions: { showToast: record('showToast'), openRepay, openRollover, openOrder },
    }),
    { input },
  )
  actor.start()
  return { actor, loadChoice, effects, openRepay, openRollover, openOrder }
}

type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const send = (flow: Flow, event: RepayOrNotEvent) => flow.actor.send(event)
const snap = (flow: Flow) => flow.actor.getSnapshot()

async function loaded(choice: RepayChoice) {
  const flow = start()
  flow.loadChoice.resolve(choice)
  await flush()
  return flow
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('repayOrNot: loading', () => {
  it('asks for the choice of the order, shows busy, then offers it when repayable', async () => {
    const flow = start()
    expect(snap(flow).value).toBe('loading')
    expect(snap(flow).hasTag('busy')).toBe(true)
    expect(snap(flow).context).toEqual({ ...ids, choice: null })
    expect(flow.loadChoice.calls.map((c) => c.input)).toEqual([ids])
    const choice = choiceOf()
    flow.loadChoice.resolve(choice)
    await flush()
    expect(snap(flow).value).toBe('choosing')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(snap(flow).context.choice).toEqual(choice)
    expect(flow.effects).toEqual([])
  })

  it('an order with nothing to repay shows it with only the way to its page', async () => {
    const choice = choiceOf({ status: '200', statusText: 'Finished', repayable: false })
    const flow = await loaded(choice)
    expect(snap(flow).value).toBe('nothingDue')
    expect(snap(flow).context.choice).toEqual(choice)
    expect(snap(flow).can({ type: 'choice.repay' })).toBe(false)
    expect(snap(flow).can({ type: 'choice.rollover' })).toBe(false)
    send(flow, { type: 'choice.repay' })
    send(flow, { type: 'choice.rollover' })
    expect(flow.effects).toEqual([])
    send(flow, { type: 'choice.later' })
    expect(flow.effects).toEqual([{ type: 'openOrder', params: ids }])
  })

  it('not repayable wins over a rollover flag: nothing can be rolled over', async () => {
    const flow = await loaded(choiceOf({ repayable: false, rollover: true }))
    expect(snap(flow).value).toBe('nothingDue')
    send(flow, { type: 'choice.rollover' })
    expect(flow.openRollover).not.toHaveBeenCalled()
  })

  it('a failed load toasts the server message (failure tone) and offers a retry that loads again', async () => {
    const flow = start()
    flow.loadChoice.reject(rejected)
    await flush()
    expect(snap(flow).value).toBe('loadFailed')
    expect(snap(flow).hasTag('busy')).toBe(false)
    expect(flow.effects).toEqual([
      { type: 'showToast', params: { notice: { text: 'Order not found' }, tone: 'failure' } },
    ])
    send(flow, { type: 'choice.repay' })
    send(flow, { type: 'choice.later' })
    expect(flow.effects).toHaveLength(1)
    send(flow, { type: 'choice.retry' })
    expect(snap(flow).value).toBe('loading')
    expect(flow.loadChoice.calls.map((c) => c.input)).toEqual([ids, ids])
    flow.loadChoice.resolve(choiceOf())
    await flush()
    expect(snap(flow).value).toBe('choosing')
  })

  it.each([
    ['network', { kind: 'network' }, { id: 'error.network' }],
    ['malformed', { kind: 'malformed' }, { id: 'error.malformed' }],
    ['http', { kind: 'http' }, { id: 'error.processingFailed' }],
  ])('a failed load (%s) toasts %j', async (_what, error, notice) => {
    const flow = start()
    flow.loadChoice.reject(error)
    await flush()
    expect(flow.effects).toEqual([{ type: 'showToast', params: { notice, tone: 'failure' } }])
  })

  it('nothing is opened while loading, and retry means nothing once loaded', async () => {
    const flow = start()
    send(flow, { type: 'choice.repay' })
    send(flow, { type: 'choice.later' })
    expect(flow.effects).toEqual([])
    flow.loadChoice.resolve(choiceOf())
    await flush()
    expect(snap(flow).can({ type: 'choice.retry' })).toBe(false)
    send(flow, { type: 'choice.retry' })
    expect(flow.loadChoice.calls).toHaveLength(1)
  })
})

describe('repayOrNot: the choice', () => {
  it('Repay opens the instalment repayment with the product and order', async () => {
    const flow = await loaded(choiceOf())
    send(flow, { type: 'choice.repay' })
    expect(flow.effects).toEqual([{ type: 'openRepay', params: ids }])
    expect(snap(flow).value).toBe('choosing')
  })

  it('Rollover opens the rollover repayment when the order offers it', async () => {
    const flow = await loaded(choiceOf({ rollover: true }))
    expect(snap(flow).can({ type: 'choice.rollover' })).toBe(true)
    send(flow, { type: 'choice.rollover' })
    expect(flow.effects).toEqual([{ type: 'openRollover', params: ids }])
  })

  it('Rollover does nothing when the order does not offer it', async () => {
    const flow = await loaded(choiceOf({ rollover: false }))
    expect(snap(flow).can({ type: 'choice.rollover' })).toBe(false)
    send(flow, { type: 'choice.rollover' })
    expect(flow.openRollover).not.toHaveBeenCalled()
    expect(flow.effects).toEqual([])
  })

  it('Not now leaves for the order page', async () => {
    const flow = await loaded(choiceOf({ rollover: true }))
    send(flow, { type: 'choice.later' })
    expect(flow.effects).toEqual([{ type: 'openOrder', params: ids }])
    expect(flow.openRepay).not.toHaveBeenCalled()
    expect(flow.openRollover).not.toHaveBeenCalled()
  })

  it('carries the ids of the page input', async () => {
    const other = { productId: 'P-12', orderId: 'BYD20261020000003' }
    const flow = start(other)
    flow.loadChoice.resolve(choiceOf({ rollover: true }))
    await flush()
    send(flow, { type: 'choice.repay' })
    send(flow, { type: 'choice.rollover' })
    send(flow, { type: 'choice.later' })
    expect(flow.loadChoice.calls.map((c) => c.input)).toEqual([other])
    expect(flow.effects).toEqual([
      { type: 'openRepay', params: other },
      { type: 'openRollover', params: other },
      { type: 'openOrder', params: other },
    ])
  })
})

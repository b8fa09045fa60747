import { describe, expect, it } from 'vitest'
import { fromPromise, setup, type AnyEventObject } from 'xstate'
import { eventLabel } from '../../src/atlas/event-label.ts'
import { toJson } from '../../src/atlas/json-safe.ts'
import { eventText } from '../../src/atlas/live/live-view.tsx'
import type { LiveStep } from '../../src/atlas/live/protocol.ts'
import { enabledEvents, startSimulation, stepSimulation } from '../../src/atlas/modes/simulation.ts'
import { machineToGraph } from '../../src/machine-graph/graph.ts'

/**
 * One way of naming events (src/atlas/event-label.ts): Simulate's buttons and steps and Live's timeline read
 * alike, with the diagram's triggers (the invoked actor's src, the delay's name and length).
 */

const payMachine = setup({
  actors: { commitPayment: fromPromise<{ needsCode: boolean }>(() => Promise.resolve({ needsCode: true })) },
  delays: { SMS_RESEND_MS: 60_000 },
}).createMachine({
  id: 'pay',
  initial: 'idle',
  states: {
    idle: { on: { 'card.select': 'paying' }, after: { 1500: 'paying' } },
    paying: {
      invoke: { id: 'commit', src: 'commitPayment', onDone: 'code', onError: 'idle' },
    },
    code: { after: { SMS_RESEND_MS: 'idle' } },
  },
})
const graph = machineToGraph(payMachine)

/** The live step for `event`, sent from `from`, as the publisher writes it (payload JSON-safe). */
function liveStep(event: AnyEventObject, from: string[], seq = 1): [LiveStep, LiveStep] {
  const { type, ...rest } = event
  const base = {
    kind: 'step' as const,
    sessionId: 's',
    machineId: 'pay',
    at: 0,
    value: '',
    transitions: [],
    status: 'active' as const,
    context: null,
  }
  const previous: LiveStep = { ...base, seq: seq - 1, event: { type: 'x' }, states: from }
  const payload = Object.keys(rest).length > 0 ? { payload: toJson(rest) } : {}
  return [{ ...base, seq, event: { type, ...payload }, states: [] }, previous]
}

describe('event labels, alike in Simulate and Live', () => {
  it('names a done by the invoked actor’s src with its output, an error by its message, a timer by its delay', () => {
    const started = startSimulation(payMachine, undefined)
    const paying = stepSimulation(payMachine, started.snapshot, { type: 'card.select' }, 'card.select')
    const samples: AnyEventObject[] = [
      { type: 'xstate.done.actor.commit', output: { needsCode: true } },
      { type: 'xstate.error.actor.commit', error: new Error('network down') },
    ]
    const offered = enabledEvents(graph, paying.snapshot, samples)
    expect(offered.map((e) => e.label)).toEqual([
      'done: commitPayment (needsCode: true)',
      'error: commitPayment (network down)',
    ])
    // Live hears the same events, their payload written as JSON (an Error as its name and message).
    for (const [index, event] of samples.entries()) {
      const [step, previous] = liveStep(event, ['pay.paying'])
      expect(eventText(step, previous, graph)).toBe(offered[index]?.label)
    }

    const code = stepSimulation(payMachine, paying.snapshot, samples[0]!, 'done')
    const timer = enabledEvents(graph, code.snapshot, [])
    expect(timer.map((e) => [e.label, e.button])).toEqual([
      ['after 60 s (SMS_RESEND_MS)', 'after 60 s (SMS_RESEND_MS) — fire now'],
    ])
    const [step, previous] = liveStep(timer[0]!.event, ['pay.code'])
    expect(eventText(step, previous, graph)).toBe('after 60 s (SMS_RESEND_MS)')
    // A numeric delay, named by its length.
    const [quick] = liveStep({ type: 'xstate.after.1500.pay.idle' }, [])
    expect(eventText(quick, undefined, graph)).toBe('after 1.5 s')
  })

  it('without the graph (a machine not loaded yet): the invoke id and the delay as the event says them', () => {
    expect(eventLabel({ type: 'xstate.done.actor.commit', output: { needsCode: false } }).label).toBe(
      'done: commit (needsCode: false)',
    )
    expect(eventLabel({ type: 'xstate.done.actor.commit' }).label).toBe('done: commit (no output)')
    expect(
      eventLabel({ type: 'xstate.error.actor.commit', error: { name: 'Error', message: 'x' } }).label,
    ).toBe('error: commit (x)')
    expect(eventLabel({ type: 'xstate.after.SMS_RESEND_MS.pay.code' }).label).toBe('after SMS_RESEND_MS')
    expect(eventLabel({ type: 'xstate.after.1500.pay.idle' }).label).toBe('after 1.5 s')
    expect(eventLabel({ type: 'card.select', cardId: 'c1' }).label).toBe('card.select (cardId: "c1")')
    expect(eventLabel({ type: 'xstate.init', input: {} })).toEqual({ kind: 'start', label: 'start' })
  })

  it('tells samples of one type apart by what differs', () => {
    const a = { type: 'card.select', card: { id: 'c1', bank: 'BDO' }, save: true }
    const b = { type: 'card.select', card: { id: 'c2', bank: 'BDO' }, save: true }
    expect(eventLabel(a, { graph, siblings: [a, b] }).label).toBe('card.select (card.id: "c1")')
  })
})

import { describe, expect, it } from 'vitest'
import { createActor, setup } from 'xstate'
import { JSON_LIMITS, toJson } from '../../src/atlas/json-safe.ts'
import type { LiveMessage } from '../../src/atlas/live/protocol.ts'
import { createLivePublisher } from '../../src/atlas/live/publish.ts'
import { startSimulation } from '../../src/atlas/modes/simulation.ts'
import { summarize } from '../../src/atlas/modes/describe.ts'

/** The one JSON-safe form of src/atlas/json-safe.ts: what the live channel carries and what Simulate shows. */

describe('toJson', () => {
  it('cuts deep values, long strings and wide objects, and says so', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 8; i += 1) deep = { next: deep }
    expect(JSON.stringify(toJson(deep))).toBe(
      '{"next":{"next":{"next":{"next":{"next":{"next":"[object, too deep]"}}}}}}',
    )

    const long = toJson('x'.repeat(JSON_LIMITS.string + 100))
    expect(long).toBe(
      `${'x'.repeat(JSON_LIMITS.string)}… (${JSON_LIMITS.string + 100} characters, truncated)`,
    )

    const wide = toJson(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])))
    expect(Object.keys(wide as object)).toHaveLength(JSON_LIMITS.keys + 1)
    expect((wide as Record<string, unknown>)['…']).toBe('100 more not shown')

    const list = toJson(Array.from({ length: 250 }, (_, i) => i)) as unknown[]
    expect(list).toHaveLength(JSON_LIMITS.keys + 1)
    expect(list.at(-1)).toBe('… 50 more not shown')
  })

  it('writes maps, sets, big integers and files out', () => {
    expect(toJson(new Map([['a', 1]]))).toEqual({ a: 1 })
    expect(toJson(new Set(['x', 'y']))).toEqual(['x', 'y'])
    expect(toJson(10n)).toBe('10n')
    expect(toJson(new File(['abc'], 'receipt.png'))).toBe('[file receipt.png, 3 bytes]')
    // A value met twice without a cycle is written twice.
    const shared = { a: 1 }
    expect(toJson({ one: shared, two: shared })).toEqual({ one: { a: 1 }, two: { a: 1 } })
  })
})

describe('one form for Live and Simulate', () => {
  it('a context reads the same in the live channel and in the simulation', () => {
    const failure = new TypeError('bad card')
    const awkward = setup({ types: { context: {} as Record<string, unknown> } }).createMachine({
      id: 'awkward',
      context: { failure, callback: () => 1, when: new Date(Date.UTC(2026, 10, 5)), tags: new Set(['a']) },
    })
    const posted: LiveMessage[] = []
    const live = createLivePublisher({ open: () => (m) => void posted.push(m), tabId: 'tab' })
    createActor(awkward, { inspect: live.inspect }).start()
    const step = posted.find((m) => m.kind === 'step')
    const simulated = startSimulation(awkward, undefined)
    const expected = {
      failure: { name: 'TypeError', message: 'bad card' },
      callback: '[function]',
      when: '2026-11-05T00:00:00.000Z',
      tags: ['a'],
    }
    expect(step?.kind === 'step' && step.context).toEqual(expected)
    expect(toJson(simulated.snapshot.context)).toEqual(expected)
    // A summary (an output, a payload) is written from the same form.
    expect(summarize({ failure })).toBe('failure: { name: "TypeError", message: "bad card" }')
  })
})

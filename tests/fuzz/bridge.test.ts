// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createBridge } from '../../src/bridge/bridge.ts'
import { anyValue, fuzz, RUNS, timed } from './support.ts'

/**
 * What the host sends the page (`window.bayadBridge.receive(…)`, docs/bridge.md) is an input too: any
 * value or text is a host event the page knows (backPressed) or nothing, never an exception.
 */

describe(`host events, fuzzed (seed 25; ${RUNS.perDecoder} runs)`, () => {
  it(`${RUNS.perDecoder} random payloads: backPressed or nothing`, async () => {
    const target = { BayadAndroid: { postMessage: () => {} } } as unknown as Window & {
      bayadBridge: { receive(event: unknown): void }
    }
    const bridge = createBridge({ window: target })
    const seen: unknown[] = []
    bridge.onHostEvent((event) => seen.push(event))
    const payload = fc.oneof(
      anyValue,
      fc.json(),
      fc.string(),
      fc.constantFrom<unknown>(
        '{"type":"backPressed"}',
        { type: 'backPressed', extra: 1 },
        { type: ['backPressed'] },
      ),
    )
    await timed('bridge host events', RUNS.perDecoder, () =>
      fuzz(
        fc.property(payload, (raw) => {
          target.bayadBridge.receive(raw)
        }),
        RUNS.perDecoder,
      ),
    )
    expect(seen.every((event) => JSON.stringify(event) === '{"type":"backPressed"}')).toBe(true)
  })
})

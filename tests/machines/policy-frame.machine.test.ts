import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { POLICY_LOAD_TIMEOUT_MS, policyFrameMachine } from '../../machines/policy-frame.machine.ts'
import { createControllable } from '../model/harness.ts'

/**
 * The official site's Privacy Policy frame (machines/policy-frame.machine.ts) with the page probe
 * replaced by a stub the test settles: the page shows only when the frame has loaded and the probe
 * found the page; a failed probe, no address or no answer in time shows the in-app text.
 */

const POLICY_PAGE = 'https://www.bayad.example/privacy'

function start(url = POLICY_PAGE) {
  const probe = createControllable<void, { url: string }>('probe')
  const actor = createActor(policyFrameMachine.provide({ actors: { probe: probe.logic } }), {
    input: { url },
  })
  actor.start()
  return { actor, probe }
}
type Flow = ReturnType<typeof start>

const flush = () => vi.advanceTimersByTimeAsync(0)
const snap = (flow: Flow) => flow.actor.getSnapshot()
/** What the view reads: the frame shows (framed), with the loading state over it (busy). */
const view = (flow: Flow) => ({
  framed: snap(flow).hasTag('framed'),
  busy: snap(flow).hasTag('busy'),
  fallback: snap(flow).matches('fallback'),
})
const LOADING = { framed: true, busy: true, fallback: false }
const SHOWN = { framed: true, busy: false, fallback: false }
const FALLBACK = { framed: false, busy: false, fallback: true }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('policyFrame', () => {
  it('with no address shows the in-app text at once, without probing', async () => {
    const flow = start('')
    expect(snap(flow).value).toBe('fallback')
    expect(view(flow)).toEqual(FALLBACK)
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS * 2)
    expect(flow.probe.calls).toHaveLength(0)
  })

  it('with an address loads the frame and probes that address', () => {
    const flow = start()
    expect(snap(flow).value).toEqual({ loading: 'pending' })
    expect(view(flow)).toEqual(LOADING)
    expect(flow.probe.calls.map((call) => call.input)).toEqual([{ url: POLICY_PAGE }])
  })

  it('shows the page when the probe answers and then the frame loads', async () => {
    const flow = start()
    flow.probe.resolve()
    await flush()
    expect(snap(flow).value).toEqual({ loading: 'probed' })
    expect(view(flow)).toEqual(LOADING)
    flow.actor.send({ type: 'frame.loaded' })
    expect(snap(flow).value).toBe('shown')
    expect(view(flow)).toEqual(SHOWN)
  })

  it('shows the page when the frame loads and then the probe answers', async () => {
    const flow = start()
    flow.actor.send({ type: 'frame.loaded' })
    expect(snap(flow).value).toEqual({ loading: 'framed' })
    expect(view(flow)).toEqual(LOADING)
    flow.probe.resolve()
    await flush()
    expect(snap(flow).value).toBe('shown')
    expect(view(flow)).toEqual(SHOWN)
  })

  it('a frame that loads an error page does not show it: a failed probe falls back', async () => {
    const flow = start()
    flow.actor.send({ type: 'frame.loaded' })
    flow.probe.reject(new Error('policy page answered 404'))
    await flush()
    expect(snap(flow).value).toBe('fallback')
    expect(view(flow)).toEqual(FALLBACK)
  })

  it('a probe that fails before the frame loads falls back', async () => {
    const flow = start()
    flow.probe.reject(new TypeError('Failed to fetch'))
    await flush()
    expect(view(flow)).toEqual(FALLBACK)
    flow.actor.send({ type: 'frame.loaded' })
    expect(view(flow)).toEqual(FALLBACK)
  })

  it('falls back when nothing answers within POLICY_LOAD_TIMEOUT_MS, not a millisecond before', async () => {
    const flow = start()
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS - 1)
    expect(view(flow)).toEqual(LOADING)
    await vi.advanceTimersByTimeAsync(1)
    expect(view(flow)).toEqual(FALLBACK)
    // The probe is dropped: its late answer changes nothing.
    expect(flow.probe.calls[0]?.status).toBe('aborted')
  })

  it('falls back in time when the probe answered but the frame never loads', async () => {
    const flow = start()
    flow.probe.resolve()
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS - 1)
    expect(snap(flow).value).toEqual({ loading: 'probed' })
    await vi.advanceTimersByTimeAsync(1)
    expect(view(flow)).toEqual(FALLBACK)
  })

  it('falls back in time when the frame loaded but the probe never answers', async () => {
    const flow = start()
    flow.actor.send({ type: 'frame.loaded' })
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS)
    expect(view(flow)).toEqual(FALLBACK)
  })

  it('once shown, stays shown past the time limit', async () => {
    const flow = start()
    flow.probe.resolve()
    await flush()
    flow.actor.send({ type: 'frame.loaded' })
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS * 2)
    expect(view(flow)).toEqual(SHOWN)
  })

  it('Try again from the fallback loads the page again, with a fresh probe and a fresh time limit', async () => {
    const flow = start()
    flow.probe.reject(new TypeError('Failed to fetch'))
    await flush()
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS / 2)
    flow.actor.send({ type: 'frame.retry' })
    expect(snap(flow).value).toEqual({ loading: 'pending' })
    expect(view(flow)).toEqual(LOADING)
    expect(flow.probe.calls.map((call) => call.input)).toEqual([{ url: POLICY_PAGE }, { url: POLICY_PAGE }])
    await vi.advanceTimersByTimeAsync(POLICY_LOAD_TIMEOUT_MS - 1)
    expect(view(flow)).toEqual(LOADING)
    flow.probe.resolve()
    await flush()
    flow.actor.send({ type: 'frame.loaded' })
    expect(view(flow)).toEqual(SHOWN)
  })

  it('Try again with no address stays on the in-app text', async () => {
    const flow = start('')
    flow.actor.send({ type: 'frame.retry' })
    expect(view(flow)).toEqual(FALLBACK)
    expect(snap(flow).can({ type: 'frame.retry' })).toBe(false)
    await flush()
    expect(flow.probe.calls).toHaveLength(0)
  })

  it('ignores Try again while loading and once shown', async () => {
    const flow = start()
    flow.actor.send({ type: 'frame.retry' })
    expect(flow.probe.calls).toHaveLength(1)
    flow.probe.resolve()
    await flush()
    flow.actor.send({ type: 'frame.loaded' })
    flow.actor.send({ type: 'frame.retry' })
    expect(view(flow)).toEqual(SHOWN)
    expect(flow.probe.calls).toHaveLength(1)
  })
})

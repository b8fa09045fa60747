import { act, cleanup, render, screen } from '@testing-library/react'
import { useSelector } from '@xstate/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, setup, type InspectionEvent } from 'xstate'
import type { LiveMessage } from '../../src/atlas/live/protocol.ts'
import { createLivePublisher, type Stamp } from '../../src/atlas/live/publish.ts'
import { composeServices, lazyInspect } from '../../src/app/compose.ts'
import { ServicesProvider, type Services } from '../../src/screens/shared/services.tsx'
import { useFlowActor } from '../../src/screens/shared/use-flow-actor.ts'
import { memoryStorage } from '../sandbox/harness.ts'
import { fakeServices } from '../screens/fake-services.ts'

/**
 * How the app hands its flow actors to live inspection: the services carry `inspect` in sandbox builds
 * only, it loads the publisher on demand without losing or reordering events, and every screen's flow
 * actor (useFlowActor) reports through it.
 */

const toggleMachine = setup({ types: { input: {} as { label: string } } }).createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
})

function Toggle() {
  const actor = useFlowActor(toggleMachine, { input: { label: 'x' } })
  const on = useSelector(actor, (s) => s.matches('on'))
  return (
    <button type="button" aria-pressed={on} onClick={() => actor.send({ type: 'flip' })}>
      Flip
    </button>
  )
}

function renderWith(services: Services, strict = false) {
  const ui = (
    <ServicesProvider services={services}>
      <Toggle />
    </ServicesProvider>
  )
  return render(strict ? <StrictMode>{ui}</StrictMode> : ui)
}

afterEach(() => {
  cleanup()
  vi.unstubAllEnvs()
})

describe('useFlowActor', () => {
  it("reports the flow actor's steps to the services' inspect", () => {
    const inspect = vi.fn<(event: InspectionEvent) => void>()
    renderWith({ ...fakeServices(), inspect })
    act(() => screen.getByRole('button', { name: 'Flip' }).click())
    const snapshots = inspect.mock.calls
      .map(([event]) => event)
      .filter((event) => event.type === '@xstate.snapshot')
      .map((event) => [event.event.type, (event.snapshot as { value?: unknown }).value])
    expect(snapshots).toEqual([
      ['xstate.init', 'off'],
      ['flip', 'on'],
    ])
  })

  it('is useActorRef as it was without inspect (production, the screen tests)', () => {
    const services = fakeServices()
    expect(services.inspect).toBeUndefined()
    renderWith(services)
    const flip = screen.getByRole('button', { name: 'Flip' })
    expect(flip.getAttribute('aria-pressed')).toBe('false')
    act(() => flip.click())
    expect(flip.getAttribute('aria-pressed')).toBe('true')
  })

  it("in React's strict mode (the dev server) the remounted actor is a new run that goes on publishing", () => {
    const posted: LiveMessage[] = []
    const live = createLivePublisher({ open: () => (message) => void posted.push(message), tabId: 't' })
    renderWith({ ...fakeServices(), inspect: (event) => live.inspect(event) }, true)
    act(() => screen.getByRole('button', { name: 'Flip' }).click())
    const starts = posted.filter((m) => m.kind === 'start').map((m) => m.sessionId)
    const last = starts.at(-1)
    // Strict mode starts the actor, stops it and starts it again: two runs of one actor.
    expect(starts).toEqual([starts[0], `${starts[0]}/2`])
    // The run still going is the last one started, and it took the flip.
    const steps = posted.filter((m) => m.kind === 'step' && m.sessionId === last)
    expect(steps.map((m) => (m.kind === 'step' ? [m.seq, m.value, m.status] : []))).toEqual([
      [0, 'off', 'active'],
      [1, 'on', 'active'],
    ])
    expect(posted.some((m) => m.kind === 'stop' && m.sessionId === last)).toBe(false)
  })
})

describe('lazyInspect', () => {
  const event = (n: number) => ({ type: '@xstate.actor', n }) as unknown as InspectionEvent

  it('loads the publisher with the first event and hands it every event in order, each with its own time and page', async () => {
    let resolve: (publish: (event: InspectionEvent, stamp: Stamp) => void) => void = () => {}
    const load = vi.fn(
      () => new Promise<(event: InspectionEvent, stamp: Stamp) => void>((r) => (resolve = r)),
    )
    let clock = 0
    const inspect = lazyInspect(load, () => ({ at: (clock += 1), page: `/p${clock}` }))
    expect(load).not.toHaveBeenCalled()
    inspect(event(1))
    inspect(event(2))
    expect(load).toHaveBeenCalledTimes(1)
    const got: [unknown, Stamp][] = []
    resolve((e, stamp) => void got.push([(e as unknown as { n: number }).n, stamp]))
    await Promise.resolve()
    inspect(event(3))
    expect(got).toEqual([
      [1, { at: 1, page: '/p1' }],
      [2, { at: 2, page: '/p2' }],
      [3, { at: 3, page: '/p3' }],
    ])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('never lets publishing break the flow: a failed load or a throwing publisher drops the event', async () => {
    const failing = lazyInspect(
      () => Promise.reject(new Error('chunk failed')),
      () => ({ at: 0, page: '/' }),
    )
    failing(event(1))
    await Promise.resolve()
    await Promise.resolve()
    expect(() => failing(event(2))).not.toThrow()

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const throwing = lazyInspect(
      async () => () => {
        throw new Error('cannot publish')
      },
      () => ({ at: 0, page: '/' }),
    )
    throwing(event(1))
    await Promise.resolve()
    await Promise.resolve()
    expect(() => throwing(event(2))).not.toThrow()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('a real flow actor keeps running while a throwing publisher drops its events', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const inspect = lazyInspect(
      async () => () => {
        throw new Error('cannot publish')
      },
      () => ({ at: 0, page: '/' }),
    )
    const actor = createActor(toggleMachine, { input: { label: 'x' }, inspect }).start()
    await Promise.resolve()
    await Promise.resolve()
    actor.send({ type: 'flip' })
    expect(actor.getSnapshot().value).toBe('on')
    vi.mocked(console.warn).mockRestore()
  })
})

describe('composeServices: inspection', () => {
  function hostWindow() {
    const target = Object.create(window) as Window
    const location = { ...window.location, pathname: '/repayChoose', search: '?orderId=O1' }
    Object.defineProperty(target, 'location', { value: location })
    Object.defineProperty(target, 'localStorage', { value: memoryStorage() })
    Object.defineProperty(target, 'sessionStorage', { value: memoryStorage() })
    return target
  }

  it('a sandbox build has inspect', () => {
    const { services } = composeServices({ window: hostWindow(), routerNavigate: vi.fn() })
    expect(services.inspect).toBeTypeOf('function')
  })

  it('a VITE_SANDBOX=off build has none', () => {
    vi.stubEnv('VITE_SANDBOX', 'off')
    const { services } = composeServices({ window: hostWindow(), routerNavigate: vi.fn() })
    expect(services.inspect).toBeUndefined()
  })
})

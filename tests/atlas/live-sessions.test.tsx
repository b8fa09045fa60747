import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LivePage } from '../../src/atlas/live-page.tsx'
import {
  LIVE_CHANNEL,
  parseLiveMessage,
  type LiveMessage,
  type LiveStart,
  type LiveStep,
} from '../../src/atlas/live/protocol.ts'
import {
  LIVE_LIMITS,
  liveSessions,
  receive,
  resetLiveSessions,
  useLiveSessions,
} from '../../src/atlas/live/sessions.ts'

/**
 * What the atlas takes from the live channel (src/atlas/live/protocol.ts, sessions.ts): only messages that
 * decode, a bounded store however long a tab stays open, and one render for a burst of messages.
 */

class FakeChannel {
  static open: FakeChannel[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  constructor(readonly name: string) {
    FakeChannel.open.push(this)
  }
  postMessage() {}
  close() {
    FakeChannel.open = FakeChannel.open.filter((c) => c !== this)
  }
}

async function deliver(...messages: unknown[]) {
  await act(async () => {
    for (const message of messages)
      for (const channel of FakeChannel.open)
        if (channel.name === LIVE_CHANNEL) channel.onmessage?.(new MessageEvent('message', { data: message }))
  })
}

const T0 = new Date(2026, 10, 22, 12, 0, 0).getTime()

const start = (sessionId: string, at = T0): LiveStart => ({
  kind: 'start',
  sessionId,
  machineId: 'contactForm',
  page: '/Contact',
  at,
})

const step = (sessionId: string, seq: number, fields: Partial<LiveStep> = {}): LiveStep => ({
  kind: 'step',
  sessionId,
  machineId: 'contactForm',
  seq,
  at: T0 + seq,
  event: { type: seq === 0 ? 'xstate.init' : 'form.edit' },
  value: 'editing',
  states: ['contactForm.editing'],
  transitions: [],
  status: 'active',
  context: { text: '' },
  ...fields,
})

/** Lets the store's batched notification run. */
const settle = () => act(async () => {})

beforeEach(() => {
  FakeChannel.open = []
  vi.stubGlobal('BroadcastChannel', FakeChannel)
  resetLiveSessions()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('parseLiveMessage', () => {
  it('takes the messages of the protocol as they are', () => {
    const messages: LiveMessage[] = [
      start('a'),
      { ...start('b'), parentSessionId: 'a' },
      step('a', 0),
      step('a', 1, {
        event: { type: 'form.edit', payload: { text: 'hi', list: [1, null] } },
        status: 'done',
      }),
      { kind: 'stop', sessionId: 'a', at: T0 },
      { kind: 'hello' },
      { kind: 'replay', messages: [start('a'), step('a', 0)] },
    ]
    for (const message of messages) expect(parseLiveMessage(message)).toEqual(message)
  })

  it('refuses a start without its page or time, a step without its time, status or context, and garbage', () => {
    const { page: _page, ...noPage } = start('a')
    const { at: _at, ...noAt } = start('a')
    const { at: _stepAt, ...stepNoAt } = step('a', 0)
    const { context: _context, ...stepNoContext } = step('a', 0)
    const refused: unknown[] = [
      noPage,
      noAt,
      { ...start('a'), page: 42 },
      { ...start('a'), at: Number.NaN },
      stepNoAt,
      stepNoContext,
      { ...step('a', 0), status: 'paused' },
      { ...step('a', 0), seq: -1 },
      { ...step('a', 0), seq: 1.5 },
      { ...step('a', 0), states: 'contactForm.editing' },
      { ...step('a', 0), event: { payload: {} } },
      { kind: 'stop', sessionId: 'a' },
      { kind: 'replay' },
      { kind: 'launch' },
      null,
      'hello',
      42,
      [start('a')],
    ]
    for (const data of refused) expect(parseLiveMessage(data), JSON.stringify(data)).toBeUndefined()
  })

  it('keeps the messages of a replay that decode, in order', () => {
    const { page: _page, ...broken } = start('b')
    expect(parseLiveMessage({ kind: 'replay', messages: [start('a'), broken, 'x', step('a', 0)] })).toEqual({
      kind: 'replay',
      messages: [start('a'), step('a', 0)],
    })
  })
})

describe('the live page and what it hears', () => {
  it('ignores malformed messages (the page stays), and a good sequence still works', async () => {
    render(<LivePage />)
    const { page: _page, ...noPage } = start('bad')
    const { at: _at, ...noAt } = start('bad2')
    const { at: _stepAt, ...stepNoAt } = step('bad3', 0)
    await deliver(
      noPage,
      noAt,
      stepNoAt,
      'garbage',
      null,
      { kind: 'step' },
      { kind: 'replay', messages: [noPage] },
    )
    expect(screen.getByText('No flow heard yet.')).toBeTruthy()
    expect(liveSessions()).toEqual([])

    await deliver(start('good'), step('good', 0), step('good', 1, { value: 'sending' }))
    expect(screen.getByTestId('live-value').textContent).toBe('sending')
    expect(screen.getByTestId('live-status').textContent).toBe('running')
    expect(liveSessions().map((s) => [s.sessionId, s.steps.length])).toEqual([['good', 2]])
  })

  it('draws once for a burst of messages: a whole replay, or many in one task', async () => {
    let renders = 0
    function Counter() {
      const sessions = useLiveSessions()
      renders += 1
      return <p data-testid="steps">{sessions.reduce((n, s) => n + s.steps.length, 0)}</p>
    }
    render(<Counter />)
    const before = renders
    const replay = [start('r'), ...Array.from({ length: 499 }, (_, seq) => step('r', seq))]
    await deliver({ kind: 'replay', messages: replay })
    expect(screen.getByTestId('steps').textContent).toBe('499')
    expect(renders - before).toBe(1)

    await deliver(...Array.from({ length: 100 }, (_, i) => step('s', i)))
    expect(screen.getByTestId('steps').textContent).toBe('599')
    expect(renders - before).toBe(2)
  })
})

describe('the live sessions store', () => {
  it(`keeps the ${LIVE_LIMITS.sessions} newest runs, dropping finished runs first`, async () => {
    // Runs 0…59, the older half of them stopped, then run 5 (running, among the oldest) steps again.
    for (let i = 0; i < 60; i += 1) {
      receive(start(`run${i}`, T0 + i * 1000))
      receive(step(`run${i}`, 0, { at: T0 + i * 1000 }))
      if (i < 30 && i !== 5) receive({ kind: 'stop', sessionId: `run${i}`, at: T0 + i * 1000 + 1 })
    }
    await settle()
    const kept = liveSessions()
    expect(kept).toHaveLength(LIVE_LIMITS.sessions)
    // The ten oldest stopped runs went; run 5, still running, stayed although older.
    const ids = kept.map((s) => s.sessionId)
    expect(ids.slice(0, 3)).toEqual(['run59', 'run58', 'run57'])
    expect(ids).toContain('run5')
    expect(ids).not.toContain('run0')
    expect(ids).not.toContain('run10')
    expect(ids).toContain('run11')
    // Newest first, still.
    expect(kept.map((s) => s.startedAt)).toEqual([...kept.map((s) => s.startedAt)].sort((a, b) => b - a))
  })

  it('when every run is running, the oldest go', async () => {
    for (let i = 0; i < LIVE_LIMITS.sessions + 3; i += 1) receive(start(`run${i}`, T0 + i))
    await settle()
    const ids = liveSessions().map((s) => s.sessionId)
    expect(ids).toHaveLength(LIVE_LIMITS.sessions)
    expect(ids.at(-1)).toBe('run3')
  })

  it(`keeps the latest ${LIVE_LIMITS.steps} steps of a run, in seq order, each once`, async () => {
    receive(start('long'))
    for (let seq = 0; seq < LIVE_LIMITS.steps + 100; seq += 1) receive(step('long', seq))
    await settle()
    const steps = () => liveSessions()[0]?.steps.map((s) => s.seq) ?? []
    expect(steps()).toHaveLength(LIVE_LIMITS.steps)
    expect(steps()[0]).toBe(100)
    expect(steps().at(-1)).toBe(LIVE_LIMITS.steps + 99)
    // A replay of steps older than every kept one changes nothing.
    const before = liveSessions()
    receive({ kind: 'replay', messages: [step('long', 0), step('long', 99), step('long', 300)] })
    expect(liveSessions()).toBe(before)
  })

  it('puts a step that comes out of order in its place, and a repeated one once', async () => {
    receive(start('a'))
    for (const seq of [0, 1, 4, 2, 5, 3, 4, 0]) receive(step('a', seq, { value: `v${seq}` }))
    await settle()
    const session = liveSessions()[0]
    expect(session?.steps.map((s) => s.seq)).toEqual([0, 1, 2, 3, 4, 5])
    expect(session?.steps.map((s) => s.value)).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'v5'])
  })
})

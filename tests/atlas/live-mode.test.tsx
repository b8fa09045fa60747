import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import ELK from 'elkjs/lib/elk.bundled.js'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setElk } from '../../src/atlas/layout-service.ts'
import { LivePage } from '../../src/atlas/live-page.tsx'
import { LIVE_CHANNEL, type LiveMessage, type LiveStep } from '../../src/atlas/live/protocol.ts'
import { resetLiveSessions } from '../../src/atlas/live/sessions.ts'
import { LiveMode } from '../../src/atlas/modes/live.tsx'
import type { Decorations } from '../../src/atlas/types.ts'
import { checkoutEntry, EDGES } from './modes.fixtures.ts'

/** Stands in for the browser's BroadcastChannel: what the atlas posts, and a way to deliver the app's messages. */
class FakeChannel {
  static open: FakeChannel[] = []
  static posted: unknown[] = []
  onmessage: ((event: MessageEvent) => void) | null = null
  constructor(readonly name: string) {
    FakeChannel.open.push(this)
  }
  postMessage(message: unknown) {
    FakeChannel.posted.push(message)
  }
  close() {
    FakeChannel.open = FakeChannel.open.filter((c) => c !== this)
  }
}

/** Delivers what the app posts (anything: the atlas decodes it), then lets the atlas draw once. */
async function deliver(...messages: unknown[]) {
  await act(async () => {
    for (const message of messages)
      for (const channel of FakeChannel.open)
        if (channel.name === LIVE_CHANNEL) channel.onmessage?.(new MessageEvent('message', { data: message }))
  })
}

const T0 = new Date(2026, 10, 22, 12, 0, 0).getTime()

function step(sessionId: string, seq: number, fields: Partial<LiveStep>): LiveStep {
  return {
    kind: 'step',
    sessionId,
    machineId: 'checkout',
    seq,
    at: T0 + seq * 1000,
    event: { type: seq === 0 ? 'xstate.init' : 'card.select' },
    value: 'choosing',
    states: ['checkout.choosing'],
    transitions: [],
    status: 'active',
    context: { tries: 0, card: null },
    ...fields,
  }
}

const run = (sessionId: string, at = T0, machineId = 'checkout', page = '/pay?order=1'): LiveMessage => ({
  kind: 'start',
  sessionId,
  machineId,
  page,
  at,
})

beforeEach(() => {
  FakeChannel.open = []
  FakeChannel.posted = []
  vi.stubGlobal('BroadcastChannel', FakeChannel)
  resetLiveSessions()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function setup() {
  const decorations: Decorations[] = []
  render(<LiveMode entry={checkoutEntry()} onDecorations={(d) => decorations.push(d)} onSelect={vi.fn()} />)
  return { last: () => decorations.at(-1) ?? {} }
}

const shownValue = () => screen.getByTestId('live-value').textContent
const timeline = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.classList.contains('mode-step'))
    .map((b) => b.textContent)

describe('LiveMode', () => {
  it('says hello on the live channel, and explains how to start a flow while nothing was heard', () => {
    setup()
    expect(FakeChannel.open.map((c) => c.name)).toEqual([LIVE_CHANNEL])
    expect(FakeChannel.posted).toEqual([{ kind: 'hello' }])
    expect(screen.getByText('No run of checkout heard yet.')).toBeTruthy()
    const link = screen.getByRole('link', { name: 'Open the test preview in a new tab' })
    expect(link.getAttribute('href')).toBe('/testPreview')
  })

  it('follows the newest run of its machine step by step, and looks back at an older step', async () => {
    const { last } = setup()
    await deliver(run('t:x:1'), step('t:x:1', 0, {}), run('t:x:2', T0 + 50, 'rating'))
    expect(shownValue()).toBe('choosing')
    expect(screen.getByTestId('live-status').textContent).toBe('running')
    expect(screen.getByText('/pay').tagName).toBe('CODE')
    expect(screen.getByText('?order=1')).toBeTruthy()
    expect([...(last().active ?? [])]).toEqual(['checkout.choosing'])

    await deliver(
      step('t:x:1', 1, {
        event: { type: 'card.select', payload: { card: 'visa' } },
        transitions: [EDGES.select.key],
        context: { tries: 0, card: 'VISA' },
      }),
    )
    expect(timeline()).toEqual([
      '0start12:00:00→ to choosing',
      '1card.select (card: "visa")12:00:01→ to choosing',
    ])
    expect([...(last().taken ?? [])]).toEqual([EDGES.select.id])
    expect(screen.getByRole('group', { name: 'Context at step 1' }).textContent).toContain('card: "VISA"')

    // Looking back: step 0 shows, and stays shown when a step arrives.
    await userEvent.click(screen.getByRole('button', { name: /start.*to choosing/ }))
    expect(screen.getByText('Looking back at step 0.')).toBeTruthy()
    expect(last().taken?.size).toBe(0)
    expect(screen.getByRole('group', { name: 'Context at step 0' }).textContent).toContain('card: null')
    await deliver(
      step('t:x:1', 2, {
        event: { type: 'pay' },
        value: 'paying',
        states: ['checkout.paying'],
        transitions: [EDGES.pay.key],
      }),
    )
    expect(shownValue()).toBe('choosing')
    expect(timeline()).toHaveLength(3)

    await userEvent.click(screen.getByRole('button', { name: 'Follow latest' }))
    expect(shownValue()).toBe('paying')
    expect(screen.getByText('Following the latest step.')).toBeTruthy()
    expect([...(last().active ?? [])]).toEqual(['checkout.paying'])
    expect([...(last().taken ?? [])]).toEqual([EDGES.pay.id])

    // A replay after a second hello repeats steps: each is kept once.
    await deliver(run('t:x:1'), step('t:x:1', 0, {}), step('t:x:1', 1, {}))
    expect(timeline()).toHaveLength(3)

    await deliver(
      step('t:x:1', 3, {
        event: { type: 'xstate.done.actor.charge', payload: { output: { receipt: 'R-1' } } },
        at: T0 + 3000,
        value: 'paid',
        states: ['checkout.paid'],
        transitions: [EDGES.done.key],
        status: 'done',
      }),
    )
    expect(shownValue()).toBe('paid')
    expect(screen.getByTestId('live-status').textContent).toBe('done')
    expect(timeline().at(-1)).toBe('3done: charge (receipt: "R-1")12:00:03→ to paid')
  })

  it('switches to a newer run of its machine unless the tester picked one', async () => {
    setup()
    await deliver(run('a'), step('a', 0, {}), { kind: 'stop', sessionId: 'a', at: T0 + 10 })
    expect(screen.getByTestId('live-status').textContent).toBe('stopped')
    await deliver(run('b', T0 + 20_000), step('b', 0, { value: 'paying', at: T0 + 20_000 }))
    expect(shownValue()).toBe('paying')
    const select = screen.getByLabelText('Run')
    await userEvent.selectOptions(select, 'a')
    expect(shownValue()).toBe('choosing')
    await deliver(run('c', T0 + 40_000), step('c', 0, { value: 'paid', at: T0 + 40_000 }))
    expect(shownValue()).toBe('choosing')
    await userEvent.selectOptions(select, '')
    expect(shownValue()).toBe('paid')
  })
})

describe('LivePage', () => {
  beforeAll(() => setElk(new ELK()))

  it('lists the runs newest first and draws the chosen one with its active state', async () => {
    render(<LivePage />)
    expect(screen.getByText('No flow heard yet.')).toBeTruthy()
    await deliver(
      run('old', T0, 'contactForm', '/Contact'),
      {
        ...step('old', 0, {}),
        machineId: 'contactForm',
        value: 'editing',
        states: ['contactForm.editing'],
      },
      run('new', T0 + 60_000, 'nope', '/nowhere'),
      { ...step('new', 0, {}), machineId: 'nope', at: T0 + 60_000 },
    )
    const runs = within(screen.getByRole('navigation', { name: /Runs/ }))
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(runs).toEqual([
      'nope/nowhere12:01:00 · 1 step · running',
      'contactForm/Contact12:00:00 · 1 step · running',
    ])
    // The newest run's machine is not in machines/: said plainly.
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain(
      'No machine file has the id nope',
    )

    await userEvent.click(screen.getByRole('button', { name: /^contactForm/ }))
    const active = await screen.findByRole('button', { name: /^State editing, active/ }, { timeout: 10_000 })
    expect(active.getAttribute('data-state')).toBe('contactForm.editing')
    expect(shownValue()).toBe('editing')
    await userEvent.click(screen.getByRole('button', { name: 'Follow the newest run' }))
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('embedded, follows the newest run without a list', async () => {
    render(<LivePage embed />)
    expect(screen.getByText('Waiting for a flow on this screen.')).toBeTruthy()
    await deliver(run('one', T0, 'contactForm', '/Contact'), {
      ...step('one', 0, {}),
      machineId: 'contactForm',
      value: 'editing',
      states: ['contactForm.editing'],
    })
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(shownValue()).toBe('editing')
    await deliver(run('two', T0 + 1000, 'contactForm', '/Contact'), {
      ...step('two', 0, {}),
      machineId: 'contactForm',
      value: 'refused',
      states: ['contactForm.refused'],
    })
    expect(shownValue()).toBe('refused')
  })
})

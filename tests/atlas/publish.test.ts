import { describe, expect, it } from 'vitest'
import {
  assign,
  createActor,
  createMachine,
  fromPromise,
  setup,
  type AnyActorRef,
  type InspectionEvent,
} from 'xstate'
import { createLivePublisher } from '../../src/atlas/live/publish.ts'
import type { LiveMessage } from '../../src/atlas/live/protocol.ts'
import { startSimulation, stepSimulation } from '../../src/atlas/modes/simulation.ts'
import { activeStates, valueToString } from '../../src/machine-graph/value.ts'

/**
 * The app's side of live inspection (src/atlas/live/publish.ts) with real actors: what an atlas hears
 * on the channel while a flow runs, and what it hears when it says hello late.
 */

/** A child machine the flow invokes, as the order page invokes the rating. */
const starsMachine = setup({ types: { events: {} as { type: 'stars.rate'; stars: number } } }).createMachine({
  id: 'stars',
  initial: 'open',
  states: { open: { on: { 'stars.rate': 'rated' } }, rated: { type: 'final' } },
})

const flowMachine = setup({
  types: {
    context: {} as { tries: number; note?: string },
    events: {} as { type: 'flow.go' } | { type: 'flow.note'; note: string } | { type: 'flow.ignored' },
    input: {} as { tries: number },
  },
  actors: { stars: starsMachine, load: fromPromise(async () => ({ ok: true })) },
  guards: { hasTries: ({ context }) => context.tries > 0 },
}).createMachine({
  id: 'flow',
  initial: 'idle',
  context: ({ input }) => ({ tries: input.tries }),
  states: {
    idle: {
      on: {
        'flow.go': 'checking',
        'flow.note': { actions: assign({ note: ({ event }) => event.note }) },
      },
    },
    checking: { always: [{ guard: 'hasTries', target: 'rating' }, { target: 'idle' }] },
    rating: { invoke: { id: 'stars', src: 'stars', onDone: 'loading' } },
    loading: { invoke: { src: 'load', onDone: 'done' } },
    done: { type: 'final' },
  },
})

function publisher(options: { keep?: number } = {}) {
  const posted: LiveMessage[] = []
  let hear: () => void = () => {
    throw new Error('the channel is not open yet')
  }
  let opened = 0
  const live = createLivePublisher({
    open: (onHello) => {
      opened += 1
      hear = onHello
      return (message) => void posted.push(message)
    },
    now: () => 1000,
    page: () => '/repayChoose?orderId=O1',
    tabId: 'tab',
    ...options,
  })
  return { inspect: live.inspect, posted, hello: () => hear(), opened: () => opened }
}

const start = (sessionId: string, machineId: string, parentSessionId?: string): LiveMessage => ({
  kind: 'start',
  sessionId,
  machineId,
  ...(parentSessionId === undefined ? {} : { parentSessionId }),
  page: '/repayChoose?orderId=O1',
  at: 1000,
})

/** The published sessionId of an actor: xstate's, which counts on across tests, after the tab's. */
const run = (ref: AnyActorRef, restart = '') => `tab/${ref.sessionId}${restart}`
const starsOf = (actor: AnyActorRef) => actor.getSnapshot().children['stars'] as AnyActorRef

const sessionOf = (message: LiveMessage) =>
  message.kind === 'hello' || message.kind === 'replay' ? '' : message.sessionId

/** Settles the promise actor and the events it sends. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createLivePublisher', () => {
  it('publishes the start, the initial step and one step per event, with the transitions it took', () => {
    const { inspect, posted } = publisher()
    const actor = createActor(flowMachine, { input: { tries: 1 }, inspect })
    expect(posted).toEqual([])
    actor.start()
    expect(posted).toEqual([
      start(run(actor), 'flow'),
      {
        kind: 'step',
        sessionId: run(actor),
        machineId: 'flow',
        seq: 0,
        at: 1000,
        event: { type: 'xstate.init', payload: { input: { tries: 1 } } },
        value: 'idle',
        // The machine's root is no state of the diagram's: left out, as the simulation and the coverage do.
        states: ['flow.idle'],
        transitions: [],
        status: 'active',
        context: { tries: 1 },
      },
    ])

    posted.length = 0
    actor.send({ type: 'flow.note', note: 'hi' })
    actor.send({ type: 'flow.ignored' })
    expect(posted).toEqual([
      expect.objectContaining({
        kind: 'step',
        seq: 1,
        event: { type: 'flow.note', payload: { note: 'hi' } },
        value: 'idle',
        transitions: ['#flow.idle flow.note[0] → (no target)'],
        context: { tries: 1, note: 'hi' },
      }),
      // An event the state does not handle is still a step, with no transition.
      expect.objectContaining({ seq: 2, event: { type: 'flow.ignored' }, transitions: [] }),
    ])
  })

  it('follows an invoked child machine under its parent, skips promise actors, and stops at the final state', async () => {
    const { inspect, posted } = publisher()
    const actor = createActor(flowMachine, { input: { tries: 1 }, inspect }).start()
    posted.length = 0

    actor.send({ type: 'flow.go' })
    const stars = starsOf(actor)
    // The child starts (and reports) before its parent's step ends: its start names the parent.
    expect(posted).toEqual([
      start(run(stars), 'stars', run(actor)),
      expect.objectContaining({
        kind: 'step',
        sessionId: run(stars),
        machineId: 'stars',
        seq: 0,
        value: 'open',
      }),
      expect.objectContaining({
        kind: 'step',
        sessionId: run(actor),
        seq: 1,
        event: { type: 'flow.go' },
        // The event's transition, then the eventless one it led to, in order.
        transitions: ['#flow.idle flow.go[0] → #flow.checking', '#flow.checking always[0] → #flow.rating'],
        value: 'rating',
        states: ['flow.rating'],
      }),
    ])

    posted.length = 0
    stars.send({ type: 'stars.rate', stars: 5 })
    // The child's last step and its stop come before the parent's step they caused.
    expect(posted).toEqual([
      expect.objectContaining({
        sessionId: run(stars),
        seq: 1,
        event: { type: 'stars.rate', payload: { stars: 5 } },
        transitions: ['#stars.open stars.rate[0] → #stars.rated'],
        value: 'rated',
        status: 'done',
      }),
      { kind: 'stop', sessionId: run(stars), at: 1000 },
      expect.objectContaining({
        sessionId: run(actor),
        seq: 2,
        event: { type: 'xstate.done.actor.stars', payload: { actorId: 'stars' } },
        transitions: ['#flow.rating xstate.done.actor.stars[0] → #flow.loading'],
        value: 'loading',
      }),
    ])

    posted.length = 0
    await settle()
    // The promise actor has no start of its own; its outcome is the flow's event.
    expect(posted).toEqual([
      expect.objectContaining({
        sessionId: run(actor),
        seq: 3,
        event: expect.objectContaining({ type: expect.stringMatching(/^xstate\.done\.actor\./) }),
        value: 'done',
        status: 'done',
      }),
      { kind: 'stop', sessionId: run(actor), at: 1000 },
    ])
    const event = posted[0]?.kind === 'step' ? posted[0].event : undefined
    expect(event?.payload).toMatchObject({ output: { ok: true } })
    expect(posted.every((m) => m.kind !== 'start')).toBe(true)
  })

  it("a child machine's error is its last step, before the parent's step that handles it", async () => {
    const failing = setup({
      actors: {
        check: fromPromise<never>(async () => {
          throw new Error('no network')
        }),
      },
    }).createMachine({ id: 'check', initial: 'asking', states: { asking: { invoke: { src: 'check' } } } })
    const parent = setup({ actors: { failing } }).createMachine({
      id: 'parent',
      initial: 'checking',
      states: { checking: { invoke: { src: 'failing', onError: 'failed' } }, failed: {} },
    })
    const { inspect, posted } = publisher()
    createActor(parent, { inspect }).start()
    await settle()
    const tail = posted.slice(-3)
    expect(tail.map((m) => (m.kind === 'step' ? `${m.machineId} ${m.status}` : m.kind))).toEqual([
      'check error',
      'stop',
      'parent active',
    ])
    expect(tail[0]).toMatchObject({
      event: {
        type: expect.stringMatching(/^xstate\.error\.actor\./),
        payload: { error: { message: 'no network' } },
      },
      value: 'asking',
    })
  })

  it('names the active states as the simulation does: the root left out, every region of a parallel state', () => {
    const form = createMachine({
      id: 'form',
      type: 'parallel',
      states: {
        edit: { initial: 'a', states: { a: { on: { next: 'b' } }, b: {} } },
        upload: { initial: 'idle', states: { idle: {} } },
      },
    })
    const { inspect, posted } = publisher()
    createActor(form, { inspect }).start().send({ type: 'next' })
    const steps = posted.flatMap((m) => (m.kind === 'step' ? [m] : []))
    const simulated = startSimulation(form, undefined)
    const next = stepSimulation(form, simulated.snapshot, { type: 'next' }, 'next')
    expect(steps.map((m) => [...m.states].sort())).toEqual([
      ['form.edit', 'form.edit.a', 'form.upload', 'form.upload.idle'],
      ['form.edit', 'form.edit.b', 'form.upload', 'form.upload.idle'],
    ])
    expect(steps.map((m) => m.states)).toEqual([
      activeStates(simulated.snapshot),
      activeStates(next.snapshot),
    ])
    expect(steps.map((m) => m.value)).toEqual(['(edit.a + upload.idle)', '(edit.b + upload.idle)'])
  })

  it("a child's last step is what its own events said, when they are handled late (queued before the publisher loaded)", () => {
    const queued: InspectionEvent[] = []
    const actor = createActor(flowMachine, { input: { tries: 1 }, inspect: (e) => void queued.push(e) })
    actor.start()
    actor.send({ type: 'flow.go' })
    const stars = starsOf(actor)
    const open = stars.getSnapshot()
    stars.send({ type: 'stars.rate', stars: 5 })
    // By the time the publisher has loaded, the child's getSnapshot() no longer says what it did then.
    Object.assign(stars, { getSnapshot: () => open })
    const { inspect, posted } = publisher()
    for (const event of queued) inspect(event, { at: 500, page: '/earlier' })
    const told = posted.map((m) =>
      m.kind === 'step' ? `${m.machineId} ${m.seq} ${m.value} ${m.status}` : `${m.kind} ${sessionOf(m)}`,
    )
    expect(told).toEqual([
      `start ${run(actor)}`,
      'flow 0 idle active',
      `start ${run(stars)}`,
      'stars 0 open active',
      'flow 1 rating active',
      // The child's last step, from its last microstep, before the parent's step it caused.
      'stars 1 rated done',
      `stop ${run(stars)}`,
      'flow 2 loading active',
    ])
    expect(posted.every((m) => m.kind !== 'step' || (m.at === 500 && m.sessionId.startsWith('tab/')))).toBe(
      true,
    )
  })

  it('stopping a flow publishes a stopped step and a stop for it and for its running child', () => {
    const { inspect, posted } = publisher()
    const actor = createActor(flowMachine, { input: { tries: 1 }, inspect }).start()
    actor.send({ type: 'flow.go' })
    const stars = starsOf(actor)
    posted.length = 0
    actor.stop()
    const kinds = posted.map((m) =>
      m.kind === 'step' ? `step ${m.sessionId} ${m.event.type} ${m.status}` : `${m.kind} ${sessionOf(m)}`,
    )
    expect(kinds).toEqual([
      `step ${run(stars)} xstate.stop stopped`,
      `stop ${run(stars)}`,
      `step ${run(actor)} xstate.stop stopped`,
      `stop ${run(actor)}`,
    ])
  })

  it('gives every actor of every page load its own sessionId, however xstate counts', () => {
    const first = publisher()
    const other = createLivePublisher({
      open: () => (message) => void second.push(message),
      tabId: 'other',
    })
    const second: LiveMessage[] = []
    const a = createActor(flowMachine, { input: { tries: 0 }, inspect: first.inspect }).start()
    const b = createActor(flowMachine, { input: { tries: 0 }, inspect: other.inspect }).start()
    const idOf = (messages: LiveMessage[]) => (messages[0]?.kind === 'start' ? messages[0].sessionId : '')
    expect(idOf(first.posted)).toBe(`tab/${a.sessionId}`)
    expect(idOf(second)).toBe(`other/${b.sessionId}`)
    expect(idOf(first.posted)).not.toBe(idOf(second))
  })

  it('replays what it kept when an atlas says hello, in order, starting each run it still has steps of', () => {
    const { inspect, posted, hello, opened } = publisher({ keep: 3 })
    expect(opened()).toBe(0)
    const actor = createActor(flowMachine, { input: { tries: 0 }, inspect }).start()
    expect(opened()).toBe(1)
    actor.send({ type: 'flow.note', note: 'a' })
    actor.send({ type: 'flow.note', note: 'b' })
    actor.send({ type: 'flow.note', note: 'c' })
    const sent = [...posted]
    expect(sent).toHaveLength(5)
    posted.length = 0
    hello()
    // One message (the atlas takes it in at once): the last three steps, and the start they need although
    // it fell out of the kept messages.
    expect(posted).toEqual([{ kind: 'replay', messages: [sent[0], sent[2], sent[3], sent[4]] }])
    const replayed = posted[0]?.kind === 'replay' ? posted[0].messages : []
    expect(replayed.map((m) => (m.kind === 'step' ? m.seq : m.kind))).toEqual(['start', 1, 2, 3])
    // The channel opened once, for the first message.
    expect(opened()).toBe(1)
  })

  it('a restarted actor (React strict mode) is a new run, and its children follow the new run', () => {
    const { inspect, posted } = publisher()
    const actor = createActor(flowMachine, { input: { tries: 1 }, inspect }).start()
    actor.send({ type: 'flow.go' })
    // What @xstate/react's stopRootWithRehydration does when strict mode unmounts and remounts an effect.
    const stars = starsOf(actor)
    const kept = [actor, stars].map((ref) => [ref, ref.getSnapshot()] as const)
    actor.stop()
    for (const [ref, snapshot] of kept) Object.assign(ref, { _processingStatus: 0, _snapshot: snapshot })
    posted.length = 0
    actor.start()
    const starts = posted.filter((m) => m.kind === 'start')
    expect(starts).toEqual([
      start(run(actor, '/2'), 'flow'),
      start(run(stars, '/2'), 'stars', run(actor, '/2')),
    ])
    expect(posted.filter((m) => m.kind === 'step').map((m) => [m.sessionId, m.seq, m.status])).toEqual([
      [run(stars, '/2'), 0, 'active'],
      [run(actor, '/2'), 0, 'active'],
    ])
  })

  it('an actor created but never started publishes nothing', () => {
    const { inspect, posted } = publisher()
    createActor(flowMachine, { input: { tries: 0 }, inspect })
    expect(posted).toEqual([])
  })

  it('publishes an awkward context as JSON: no function, actor, error or cycle reaches the channel', () => {
    const { inspect, posted } = publisher()
    const child = createActor(starsMachine)
    const loop: Record<string, unknown> = { name: 'loop' }
    loop['self'] = loop
    const awkward = setup({ types: { context: {} as Record<string, unknown> } }).createMachine({
      id: 'awkward',
      context: {
        callback: () => 1,
        child,
        failure: new TypeError('bad card'),
        when: new Date(Date.UTC(2026, 10, 5)),
        loop,
        missing: undefined,
        list: [1, undefined, Number.NaN],
      },
    })
    createActor(awkward, { inspect }).start()
    const step = posted.find((m) => m.kind === 'step')
    expect(step?.kind === 'step' && step.context).toEqual({
      callback: '[function]',
      child: `[actor ${child.id}]`,
      failure: { name: 'TypeError', message: 'bad card' },
      when: '2026-11-05T00:00:00.000Z',
      loop: { name: 'loop', self: '[cycle]' },
      list: [1, null, 'NaN'],
    })
    // Survives the structured clone a BroadcastChannel makes, and JSON.
    expect(structuredClone(posted)).toEqual(posted)
    expect(JSON.parse(JSON.stringify(posted))).toEqual(posted)
  })
})

describe('valueToString (the value a step carries)', () => {
  it('writes a state value as the coverage file does', () => {
    expect(valueToString('idle')).toBe('idle')
    expect(valueToString({ verifying: 'code' })).toBe('verifying.code')
    expect(valueToString({ form: { a: 'x', b: 'y' } })).toBe('form.(a.x + b.y)')
  })
})

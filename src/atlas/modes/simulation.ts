import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate'
import { eventCandidates, parseAfterEvent } from '../../machine-graph/events.ts'
import { delayText, formatMs, type MachineGraph } from '../../machine-graph/graph.ts'
import { stepWithTransitions } from '../../machine-graph/step.ts'
import { activeStates } from '../../machine-graph/value.ts'
import { eventLabel, type EventKind } from '../event-label.ts'
import { toJson } from '../json-safe.ts'
import { summarize } from './describe.ts'

// simulate.tsx still takes these two from here; they live in src/machine-graph/value.ts.
export { activeStates, snapshotValueText as stateValueText } from '../../machine-graph/value.ts'

/*
 * The atlas's simulation: the machine stepped with its pure transition function, no actor running. Invoked
 * actors never start and timers never fire (their start is only listed as an action), so the analyst plays
 * their outcomes as events: `xstate.done.actor.*` with a sample output, `xstate.error.actor.*`, the
 * `xstate.after.*` event of a delay. Each step also says which transitions it took and which actions it asked
 * for (stepWithTransitions, src/machine-graph/step.ts, as the model harness records its paths).
 */

/** One step of a simulation: the snapshot after it and what it did. */
export interface SimStep {
  snapshot: AnyMachineSnapshot
  /** Undefined for the start. */
  event?: AnyEventObject
  /** The button's label (`start` for the first step). */
  label: string
  /** `transitionKey`s of the transitions taken, in order. */
  transitions: string[]
  /** The machine's own actions the step asked for, with their parameters (`showToast (…)`). */
  actions: string[]
  /**
   * What xstate itself did for the step, in plain words (`Starts the invoked actor loadRepaymentWays`,
   * `Starts the timer SMS_RESEND_MS (60 s)`, `Updates the context (assign): card`).
   */
  builtIns: string[]
}

/** An event the simulation can send now, with its label (event-label.ts) and its button's text. */
export interface SimEvent {
  event: AnyEventObject
  /** As the steps list and Live name it: `after 60 s (SMS_RESEND_MS)`. */
  label: string
  /** What its button says: a timer's label with ` — fire now`. */
  button: string
  kind: Exclude<EventKind, 'start'>
}

interface ExecutableAction {
  type: string
  params?: unknown
}

/** `TIMEOUT_MS (60 s)` for `xstate.after.TIMEOUT_MS.<state id>`, `1.5 s` for `xstate.after.1500.<state id>`. */
function timerName(afterEvent: string, delay: unknown): string {
  const name = parseAfterEvent(afterEvent)?.delay ?? afterEvent
  // delayText names a delay in ms by its duration and leaves a name as is; here the value follows the name.
  const text = delayText(name)
  return text === name && typeof delay === 'number' ? `${name} (${formatMs(delay)})` : text
}

const INLINE_NAMES = new Set(['actions', 'entry', 'exit', '(anonymous)'])

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  const id = (value as { id?: unknown } | null | undefined)?.id
  return typeof id === 'string' ? id : undefined
}

function eventTypeOf(params: Record<string, unknown>): string {
  const event = params.event as { type?: unknown } | undefined
  return typeof event?.type === 'string' ? event.type : 'an event'
}

/** What an executable action asks for, as an analyst reads it; `own` for the machine's own actions. */
function describeAction(
  action: ExecutableAction,
  invoked: ReadonlySet<string> = new Set(),
): { text: string; own: boolean } {
  const params = (action.params ?? {}) as Record<string, unknown>
  const builtIn = (text: string) => ({ text, own: false })
  const actor = (id: string | undefined) =>
    id === undefined ? 'an actor' : invoked.has(id) ? `the invoked actor ${id}` : `the actor ${id}`
  switch (action.type) {
    case 'xstate.spawnChild':
      return builtIn(`Starts ${actor(idOf(params.id) ?? idOf(params.src))}`)
    case 'xstate.stopChild':
      return builtIn(`Stops ${actor(idOf(action.params))}`)
    case 'xstate.raise': {
      const type = eventTypeOf(params)
      if (parseAfterEvent(type) !== undefined)
        return builtIn(`Starts the timer ${timerName(type, params.delay)}`)
      const delay = typeof params.delay === 'number' ? ` in ${formatMs(params.delay)}` : ''
      return builtIn(`Raises ${type}${delay}`)
    }
    case 'xstate.cancel': {
      const id = idOf(params.sendId) ?? ''
      if (parseAfterEvent(id) !== undefined) return builtIn(`Cancels the timer ${timerName(id, undefined)}`)
      return builtIn(id ? `Cancels the delayed event ${id}` : 'Cancels a delayed event')
    }
    case 'xstate.sendTo': {
      const to = idOf(params.to)
      return builtIn(`Sends ${eventTypeOf(params)} to ${to === undefined ? 'an actor' : actor(to)}`)
    }
    case 'xstate.emit':
      return builtIn(`Emits ${eventTypeOf(params)}`)
    case 'xstate.log':
      return builtIn('Logs a message')
    default: {
      const name = INLINE_NAMES.has(action.type) ? 'inline action' : action.type
      const summary = action.params === undefined ? '' : summarize(action.params, 80)
      return { text: summary ? `${name} (${summary})` : name, own: true }
    }
  }
}

/** Ids of the actors the machine's states invoke. */
function invokedIds(machine: AnyStateMachine): Set<string> {
  const ids = new Set<string>()
  const visit = (node: AnyStateNode) => {
    for (const invoke of node.invoke) ids.add(invoke.id)
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return ids
}

/** The context's top-level fields whose value the step changed. */
function changedFields(before: unknown, after: unknown): string[] {
  const plain = (value: unknown) => {
    const p = toJson(value)
    return typeof p === 'object' && p !== null && !Array.isArray(p) ? p : {}
  }
  const a = plain(before)
  const b = plain(after)
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]),
  )
}

function stepOf(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  recorded: { transitions: string[]; actions: ExecutableAction[] },
  label: string,
  event?: AnyEventObject,
  before?: AnyMachineSnapshot,
): SimStep {
  const invoked = invokedIds(machine)
  const described = recorded.actions.map((action) => describeAction(action, invoked))
  const builtIns = described.filter((a) => !a.own).map((a) => a.text)
  const changed = before === undefined ? [] : changedFields(before.context, snapshot.context)
  if (changed.length > 0) builtIns.push(`Updates the context (assign): ${changed.join(', ')}`)
  const step: SimStep = {
    snapshot,
    label,
    transitions: [...recorded.transitions],
    actions: described.filter((a) => a.own).map((a) => a.text),
    builtIns,
  }
  if (event) step.event = event
  return step
}

/** The machine started with `input`. Throws what the machine threw (a context function, an entry assign). */
export function startSimulation(machine: AnyStateMachine, input: unknown): SimStep {
  const taken = stepWithTransitions(machine, undefined, { type: 'xstate.init' }, input)
  if (taken.snapshot.status === 'error') throw errorOf(taken.snapshot)
  return stepOf(machine, taken.snapshot, taken, 'start')
}

/** The snapshot after `event`. Throws what a guard or an assign threw; the caller keeps the previous step. */
export function stepSimulation(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
  label: string,
): SimStep {
  const taken = stepWithTransitions(machine, snapshot, event)
  if (taken.snapshot.status === 'error') throw errorOf(taken.snapshot)
  return stepOf(machine, taken.snapshot, taken, label, event, snapshot)
}

function errorOf(snapshot: AnyMachineSnapshot): Error {
  const error = snapshot.error
  return error instanceof Error ? error : new Error(String(error ?? 'the machine stopped with an error'))
}

/** An event as a button offers it: its label, and for a timer that it fires now. */
function simEvent(
  graph: MachineGraph,
  active: readonly string[],
  event: AnyEventObject,
  siblings: readonly AnyEventObject[] = [],
): SimEvent {
  const { kind, label } = eventLabel(event, { graph, sources: active, siblings })
  return {
    event,
    label,
    button: kind === 'after' ? `${label} — fire now` : label,
    kind: kind === 'start' ? 'event' : kind,
  }
}

/**
 * The events the snapshot accepts now: the scenario's samples (bare types where none) for the events the
 * active states handle, kept when `snapshot.can` says they would do something. A guard that throws on a
 * sample keeps it: sending it then shows the analyst the error.
 */
export function enabledEvents(
  graph: MachineGraph,
  snapshot: AnyMachineSnapshot,
  samples: readonly AnyEventObject[],
): SimEvent[] {
  if (snapshot.status !== 'active') return []
  const active = activeStates(snapshot)
  return eventCandidates(snapshot, samples)
    .events.filter((event) => {
      try {
        return snapshot.can(event)
      } catch {
        return true
      }
    })
    .map((event) =>
      simEvent(
        graph,
        active,
        event,
        samples.filter((other) => other.type === event.type && other !== event),
      ),
    )
}

/** Edge ids (`GraphEdge.id`) of the transitions with these keys. */
export function edgesOfKeys(graph: MachineGraph, keys: readonly string[]): Set<string> {
  const wanted = new Set(keys)
  return new Set(graph.edges.filter((edge) => wanted.has(edge.key)).map((edge) => edge.id))
}

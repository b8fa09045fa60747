import {
  createActor,
  type ActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type InspectionEvent,
  type StateValue,
} from 'xstate'
import { eventCandidates } from '../../machine-graph/events.ts'
import { formatMs, transitionKey, type MachineGraph } from '../../machine-graph/graph.ts'
import { distinguish, summarize, toPlain, valueToString } from './describe.ts'

/*
 * The atlas's simulation: the machine stepped with its pure transition function, no actor running. Invoked
 * actors never start and timers never fire (their start is only listed as an action), so the analyst plays
 * their outcomes as events: `xstate.done.actor.*` with a sample output, `xstate.error.actor.*`, the
 * `xstate.after.*` event of a delay. Unlike xstate's `transition()`, the scope here is inspected, so each
 * step also says which transitions it took (the `_transitions` of its microsteps, as the model harness reads
 * them; xstate 5.33 pinned).
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

/** An event the simulation can send now, with its label. */
export interface SimEvent {
  event: AnyEventObject
  label: string
  kind: 'event' | 'done' | 'error' | 'after'
}

interface ExecutableAction {
  type: string
  params?: unknown
}

function inspectedScope(machine: AnyStateMachine) {
  const transitions: string[] = []
  const actions: ExecutableAction[] = []
  let ready = false
  const inspect = (event: InspectionEvent) => {
    if (!ready || event.type !== '@xstate.microstep') return
    const taken = (event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? []
    for (const t of taken) transitions.push(transitionKey(t))
  }
  // The actor only lends its system (for the inspection) and its ref; it is never started. Creating it
  // evaluates the initial state once without input, which may fail quietly: that snapshot is not used.
  const self = createActor(machine, { inspect })
  ready = true
  const scope = {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    defer: () => {},
    logger: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: ExecutableAction) => {
      actions.push(action)
    },
  } as unknown as ActorScope<AnyMachineSnapshot, AnyEventObject>
  return { scope, transitions, actions }
}

/** `TIMEOUT_MS (60 s)` for `xstate.after.TIMEOUT_MS.<state id>`, `1.5 s` for `xstate.after.1500.<state id>`. */
function timerName(afterEvent: string, delay: unknown): string {
  const name = afterEvent.split('.')[2] ?? ''
  const ms = typeof delay === 'number' ? formatMs(delay) : undefined
  if (/^\d+$/.test(name)) return ms ?? `${name} ms`
  return ms ? `${name} (${ms})` : name
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
export function describeAction(
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
      if (type.startsWith('xstate.after.'))
        return builtIn(`Starts the timer ${timerName(type, params.delay)}`)
      const delay = typeof params.delay === 'number' ? ` in ${formatMs(params.delay)}` : ''
      return builtIn(`Raises ${type}${delay}`)
    }
    case 'xstate.cancel': {
      const id = idOf(params.sendId) ?? ''
      if (id.startsWith('xstate.after.')) return builtIn(`Cancels the timer ${timerName(id, undefined)}`)
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
    const p = toPlain(value)
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
  const { scope, transitions, actions } = inspectedScope(machine)
  const snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot
  if (snapshot.status === 'error') throw errorOf(snapshot)
  return stepOf(machine, snapshot, { transitions, actions }, 'start')
}

/** The snapshot after `event`. Throws what a guard or an assign threw; the caller keeps the previous step. */
export function stepSimulation(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
  label: string,
): SimStep {
  const { scope, transitions, actions } = inspectedScope(machine)
  const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot
  if (next.status === 'error') throw errorOf(next)
  return stepOf(machine, next, { transitions, actions }, label, event, snapshot)
}

function errorOf(snapshot: AnyMachineSnapshot): Error {
  const error = snapshot.error
  return error instanceof Error ? error : new Error(String(error ?? 'the machine stopped with an error'))
}

/** Ids of the active state nodes, the machine's root left out. */
export function activeStates(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).filter((node) => node.parent !== undefined).map((n) => n.id)
}

export function stateValueText(snapshot: AnyMachineSnapshot): string {
  return valueToString(snapshot.value as StateValue)
}

/** The graph's name for what fires `type` from one of the active states (`after 60 s (SMS_RESEND_MS)`). */
function triggerText(graph: MachineGraph, active: readonly string[], type: string): string | undefined {
  for (const source of active) {
    const edge = graph.edges.find((e) => e.source === source && e.key.startsWith(`#${source} ${type}[`))
    if (edge) return edge.trigger
  }
  return undefined
}

/** What a button shows of an event: a done's output, an error, a user event's fields. */
function payloadOf(event: AnyEventObject): unknown {
  if (event.type.startsWith('xstate.done.actor.')) return (event as { output?: unknown }).output
  if (event.type.startsWith('xstate.error.actor.')) return (event as { error?: unknown }).error
  const { type: _type, ...fields } = event
  return Object.keys(fields).length === 0 ? undefined : fields
}

/**
 * A button's label for an event: the type and payload, the invoked actor's outcome, or the timer. Samples
 * of the same type (`siblings`) are told apart by what differs between them.
 */
export function eventLabel(
  graph: MachineGraph,
  active: readonly string[],
  event: AnyEventObject,
  siblings: readonly AnyEventObject[] = [],
): SimEvent {
  const type = event.type
  const trigger = triggerText(graph, active, type)
  const payload = payloadOf(event)
  const others = siblings.map(payloadOf)
  const summary = payload === undefined ? '' : distinguish(payload, others, 60)
  if (type.startsWith('xstate.done.actor.')) {
    const name = trigger ?? `done: ${type.slice('xstate.done.actor.'.length)}`
    return {
      event,
      kind: 'done',
      label: `${name} (${payload === undefined ? 'no output' : summary || 'empty output'})`,
    }
  }
  if (type.startsWith('xstate.error.actor.')) {
    const name = trigger ?? `error: ${type.slice('xstate.error.actor.'.length)}`
    const error = (event as { error?: unknown }).error
    // An Error reads best as its message, unquoted.
    if (error instanceof Error) return { event, kind: 'error', label: `${name} (${error.message})` }
    return { event, kind: 'error', label: summary ? `${name} (${summary})` : name }
  }
  if (type.startsWith('xstate.after.')) {
    return { event, kind: 'after', label: `${trigger ?? 'timer'} — fire now` }
  }
  return { event, kind: 'event', label: summary ? `${type} (${summary})` : type }
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
      eventLabel(
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

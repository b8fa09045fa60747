import { and, not, or, stateIn } from 'xstate'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { parseActorEvent } from './events.ts'

// A neutral model of a statechart, read from the machine object itself (never from its source text), so the
// diagrams cannot drift from what XState actually runs. Both renderers (Mermaid, SVG) consume only this.

export type StateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
export type EdgeKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone'

export interface GraphInvoke {
  id: string
  /** Name of the actor logic as registered in `setup({ actors })`, or the invoke id for inline logic. */
  src: string
}

export interface GraphState {
  /** XState state node id, unique within the machine (e.g. `repayByCard.verifying.code`). */
  id: string
  key: string
  path: string[]
  type: StateType
  description?: string
  /** Id of the initial child of a compound state. */
  initial?: string
  isInitial: boolean
  isFinal: boolean
  isParallel: boolean
  /** True for the children of a parallel state: they are drawn as regions. */
  isRegion: boolean
  history?: 'shallow' | 'deep'
  invokes: GraphInvoke[]
  tags: string[]
  entry: string[]
  exit: string[]
  children: GraphState[]
}

export interface GraphEdge {
  /** Stable id: source id plus the transition's rank within its source. */
  id: string
  /**
   * The model-based tests' name for it (`transitionKey`), which the coverage file uses:
   * `#<source id> <event>[<branch>] → #<target id>` or `→ (no target)`.
   */
  key: string
  /**
   * Counted by coverage: false for a transition with no target and no action, which only stops the event
   * from reaching a parent and can never be seen being taken.
   */
  counted: boolean
  source: string
  /**
   * The event type the transition is taken on (`card.select`, `xstate.done.actor.commit`, the
   * `xstate.after.*` of a delay); `always` for an eventless transition, as `key` names it.
   */
  eventType: string
  /** Empty for targetless transitions (actions only, the state is not left). */
  targets: string[]
  kind: EdgeKind
  /** What fires the transition, as an analyst reads it: `code.resend`, `after 60 s (SMS_RESEND_MS)`, `done: commitRepayment`. */
  trigger: string
  guard?: string
  actions: string[]
  reenter: boolean
  /** `trigger [guard]`; targetless transitions also show their actions, since they are the point. */
  label: string
}

export interface MachineGraph {
  id: string
  description?: string
  root: GraphState
  /** Every state except the root, in document order. */
  states: GraphState[]
  edges: GraphEdge[]
}

/** Structural check rather than `instanceof`: a second copy of xstate in node_modules would defeat it. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as { id?: unknown; root?: unknown; config?: unknown; getInitialSnapshot?: unknown }
  if (typeof candidate.id !== 'string' || typeof candidate.getInitialSnapshot !== 'function') return false
  if (typeof candidate.config !== 'object' || candidate.config === null) return false
  const root = candidate.root as { states?: unknown; transitions?: unknown } | undefined
  return (
    typeof root === 'object' &&
    root !== null &&
    typeof root.states === 'object' &&
    root.transitions instanceof Map
  )
}

/** 60000 → "60 s", 1500 → "1.5 s", 1000 → "1 s", 250 → "250 ms", 300000 → "5 min". */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  if (ms >= 120_000 && ms % 60_000 === 0) return `${ms / 60_000} min`
  const seconds = Math.round(ms / 10) / 100
  return `${seconds} s`
}

type GuardCheck = (...args: never[]) => unknown
/** The evaluator xstate puts on each higher-order guard (`.check`), which a minifier cannot rename away. */
const checkOf = (guard: unknown): GuardCheck | undefined => (guard as { check?: GuardCheck }).check
const NOT = checkOf(not('a'))
const AND = checkOf(and(['a']))
const OR = checkOf(or(['a']))
const STATE_IN = checkOf(stateIn('a'))

function describeGuard(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    // Higher-order guards from xstate (`not`, `and`, `or`, `stateIn`) keep their operands on the function.
    // They are told apart by their evaluator, not by the function's name: a production build renames it.
    const fn = guard as { guards?: unknown[]; stateValue?: unknown }
    const check = checkOf(guard)
    if (check !== undefined && Array.isArray(fn.guards)) {
      // A compound operand keeps its parentheses: `!(a || b)`, `a && (b || c)`.
      const parts = fn.guards.map(describeGuard).map((part) => (part.includes(' ') ? `(${part})` : part))
      if (check === NOT) return `!${parts[0] ?? 'guard'}`
      if (check === OR) return parts.join(' || ')
      if (check === AND) return parts.join(' && ')
    }
    if (check !== undefined && check === STATE_IN) return `in ${JSON.stringify(fn.stateValue)}`
    return 'guard'
  }
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    return guard.type
  }
  return 'guard'
}

function describeAction(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string') {
    return action.type
  }
  if (typeof action === 'function') {
    // Built-in action creators (assign, raise, sendTo…) carry a `type` such as `xstate.assign`.
    const fn = action as { type?: unknown; name?: string }
    if (typeof fn.type === 'string') return fn.type.replace(/^xstate\./, '')
    // An inline arrow in `actions: () => …` is named after the property; that name says nothing.
    if (fn.name && fn.name !== 'actions' && fn.name !== 'entry' && fn.name !== 'exit') return fn.name
  }
  return 'action'
}

function toArray<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? [...(value as readonly T[])] : [value as T]
}

/**
 * A delay as the diagram names it: `60 s (SMS_RESEND_MS)` for a named delay of `delays` (a machine's
 * `implementations.delays`), the name alone when its value is not a number, `1.5 s` for a number of ms or
 * for its digits as an event type or an `after` key holds them (`xstate.after.1500.<state id>`).
 */
export function delayText(delay: unknown, delays: Readonly<Record<string, unknown>> = {}): string {
  if (typeof delay === 'number') return formatMs(delay)
  if (typeof delay !== 'string') return 'delay'
  const value = delays[delay]
  if (value === undefined && /^\d+$/.test(delay)) return formatMs(Number(delay))
  return typeof value === 'number' ? `${formatMs(value)} (${delay})` : delay
}

function buildState(
  node: AnyStateNode,
  parentIsParallel: boolean,
  initialOfParent: string | undefined,
): GraphState {
  const type = node.type as StateType
  const initial = type === 'compound' ? node.initial.target[0]?.id : undefined
  const invokes = node.invoke.map((inv) => ({
    id: inv.id,
    src: typeof inv.src === 'string' ? inv.src : inv.id,
  }))
  const state: GraphState = {
    id: node.id,
    key: node.key,
    path: [...node.path],
    type,
    isInitial: initialOfParent === node.id,
    isFinal: type === 'final',
    isParallel: type === 'parallel',
    isRegion: parentIsParallel,
    invokes,
    tags: [...node.tags].sort(),
    // From the config: `node.entry` also holds the raise/cancel actions XState adds to implement `after`.
    entry: toArray(node.config.entry).map(describeAction),
    exit: toArray(node.config.exit).map(describeAction),
    children: Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
      buildState(child, type === 'parallel', initial),
    ),
  }
  if (node.description) state.description = node.description
  if (initial) state.initial = initial
  if (type === 'history') state.history = node.history === 'deep' ? 'deep' : 'shallow'
  return state
}

function triggerOf(
  transition: AnyTransitionDefinition,
  node: AnyStateNode,
  machine: AnyStateMachine,
  delays: Map<string, unknown>,
): { kind: EdgeKind; trigger: string } {
  const eventType = String(transition.eventType)
  if (delays.has(eventType)) {
    const implementations = (machine.implementations.delays ?? {}) as Record<string, unknown>
    return { kind: 'after', trigger: `after ${delayText(delays.get(eventType), implementations)}` }
  }
  const actor = parseActorEvent(eventType)
  if (actor !== undefined) {
    const invoke = node.invoke.find((inv) => inv.id === actor.invokeId)
    const name = invoke && typeof invoke.src === 'string' ? invoke.src : actor.invokeId
    return { kind: actor.outcome, trigger: `${actor.outcome}: ${name}` }
  }
  if (eventType === `xstate.done.state.${node.id}`) return { kind: 'stateDone', trigger: 'done' }
  return { kind: 'event', trigger: eventType }
}

function collectEdges(node: AnyStateNode, machine: AnyStateMachine, edges: GraphEdge[]): void {
  const delays = new Map<string, unknown>(node.after.map((t) => [String(t.eventType), t.delay]))
  const transitions: Array<{ t: AnyTransitionDefinition; kind?: EdgeKind; trigger?: string }> = []
  for (const list of node.transitions.values()) for (const t of list) transitions.push({ t })
  for (const t of node.always ?? []) transitions.push({ t, kind: 'always', trigger: 'always' })

  transitions.forEach(({ t, kind, trigger }, index) => {
    const resolved = kind && trigger ? { kind, trigger } : triggerOf(t, node, machine, delays)
    const targets = (t.target ?? []).map((target) => target.id)
    const guard = t.guard === undefined ? undefined : describeGuard(t.guard)
    const actions = t.actions.map(describeAction)
    let label = guard ? `${resolved.trigger} [${guard}]` : resolved.trigger
    if (targets.length === 0 && actions.length > 0) label += ` / ${actions.join(', ')}`
    const edge: GraphEdge = {
      id: `${node.id}#${index}`,
      key: transitionKey(t),
      counted: !isForbidden(t),
      source: node.id,
      eventType: t.eventType === '' ? 'always' : String(t.eventType),
      targets,
      kind: resolved.kind,
      trigger: resolved.trigger,
      actions,
      reenter: t.reenter,
      label,
    }
    if (guard) edge.guard = guard
    edges.push(edge)
  })
  for (const child of Object.values(node.states as Record<string, AnyStateNode>))
    collectEdges(child, machine, edges)
}

/** A transition that neither moves nor acts: it only blocks its event (coverage cannot see it taken). */
export function isForbidden(t: AnyTransitionDefinition): boolean {
  return !t.target?.length && !t.actions.length && !t.reenter
}

/**
 * Stable across `.provide()` copies: source id, event type, branch index among the source's candidates for
 * that event type, target ids. The model-based harness keys its coverage with it, the atlas its overlay.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const source: AnyStateNode = t.source
  const isAlways = t.eventType === ''
  const list: readonly AnyTransitionDefinition[] | undefined = isAlways
    ? source.always
    : source.transitions.get(t.eventType)
  const branch = list ? list.indexOf(t) : -1
  const targets = t.target?.length ? t.target.map((n: AnyStateNode) => `#${n.id}`).join(',') : '(no target)'
  return `#${source.id} ${isAlways ? 'always' : t.eventType}[${branch}] → ${targets}`
}

/** Every state under `state`, in document order, pushed onto `into`. */
export function flatten(state: GraphState, into: GraphState[]): GraphState[] {
  for (const child of state.children) {
    into.push(child)
    flatten(child, into)
  }
  return into
}

export function machineToGraph(machine: AnyStateMachine): MachineGraph {
  const root = buildState(machine.root, false, undefined)
  const edges: GraphEdge[] = []
  collectEdges(machine.root, machine, edges)
  const graph: MachineGraph = { id: machine.id, root, states: flatten(root, []), edges }
  if (machine.root.description) graph.description = machine.root.description
  return graph
}

/** Index of states by id, including the root. */
export function indexStates(graph: MachineGraph): Map<string, GraphState> {
  return new Map([graph.root, ...graph.states].map((s) => [s.id, s]))
}

/**
 * Path of the innermost state that strictly contains the source and every target: the scope in which a
 * renderer must declare the edge (Mermaid and ELK both want edges in their lowest common container).
 */
export function edgeScope(source: GraphState, targets: readonly GraphState[]): string[] {
  let scope = source.path.slice(0, -1)
  for (const target of targets) {
    const max = Math.min(scope.length, target.path.length - 1)
    let i = 0
    while (i < max && scope[i] === target.path[i]) i++
    scope = scope.slice(0, i)
  }
  return scope
}

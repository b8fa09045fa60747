import type { AnyEventObject } from 'xstate'
import { parseActorEvent, parseAfterEvent } from '../machine-graph/events.ts'
import { delayText, type MachineGraph } from '../machine-graph/graph.ts'
import { distinguish } from './modes/describe.ts'

/*
 * How the atlas names an event, the same in Simulate (its buttons and steps) and in Live (its timeline): what
 * fires the transition as the diagram's edges say it (`done: commitRepayment`, `after 60 s (SMS_RESEND_MS)`),
 * then what the event carries (`card.select (cardId: "c1")`, a done's output, an error's message).
 */

export type EventKind = 'start' | 'event' | 'done' | 'error' | 'after'

export interface EventLabel {
  kind: EventKind
  label: string
}

export interface EventLabelOptions {
  /** The machine's graph, when at hand: its edges name their triggers. */
  graph?: MachineGraph | undefined
  /** The states the event was sent to (active before it): their edges are looked at first. */
  sources?: readonly string[]
  /** Samples of the same type: the label says what tells this one apart. */
  siblings?: readonly AnyEventObject[]
}

const SUMMARY_MAX = 60

function eventKind(type: string): EventKind {
  if (type === 'xstate.init') return 'start'
  const actor = parseActorEvent(type)
  if (actor !== undefined) return actor.outcome
  if (parseAfterEvent(type) !== undefined) return 'after'
  return 'event'
}

/** What an event carries to show: a done's output, an error, a user event's fields (undefined: nothing). */
function payloadOf(event: AnyEventObject, kind: EventKind): unknown {
  if (kind === 'done') return (event as { output?: unknown }).output
  if (kind === 'error') return (event as { error?: unknown }).error
  const { type: _type, ...fields } = event
  return Object.keys(fields).length === 0 ? undefined : fields
}

/**
 * What fires a transition on `type`, as the graph names it: from the given states first (an after event
 * names its own), then from any state. Undefined when no edge handles the type.
 */
function triggerOf(graph: MachineGraph, type: string, sources: readonly string[]): string | undefined {
  const after = parseAfterEvent(type)
  const handles = (source: string) => (edge: MachineGraph['edges'][number]) =>
    edge.source === source && edge.eventType === type
  for (const source of after === undefined ? sources : [after.stateId, ...sources]) {
    const edge = graph.edges.find(handles(source))
    if (edge !== undefined) return edge.trigger
  }
  return graph.edges.find((edge) => handles(edge.source)(edge))?.trigger
}

/** The name without a graph: the invoke's id, the delay as the event type holds it. */
function plainName(type: string): string {
  const actor = parseActorEvent(type)
  if (actor !== undefined) return `${actor.outcome}: ${actor.invokeId}`
  const after = parseAfterEvent(type)
  if (after !== undefined) return `after ${delayText(after.delay)}`
  return type
}

/** An error's message: an Error, or one written out as JSON (`{ name, message }`, json-safe.ts). */
function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return undefined
  const { name, message, ...rest } = error as Record<string, unknown>
  const plain = typeof name === 'string' && typeof message === 'string' && Object.keys(rest).length === 0
  return plain ? message : undefined
}

/**
 * The label of an event: `start`, `card.select (cardId: "c1")`, `done: commitRepayment (needsCode: true)`,
 * `done: loadWays (no output)`, `error: commitRepayment (network down)`, `after 60 s (SMS_RESEND_MS)`.
 */
export function eventLabel(event: AnyEventObject, options: EventLabelOptions = {}): EventLabel {
  const { type } = event
  const kind = eventKind(type)
  if (kind === 'start') return { kind, label: 'start' }
  const trigger =
    options.graph === undefined ? undefined : triggerOf(options.graph, type, options.sources ?? [])
  const name = trigger ?? plainName(type)
  if (kind === 'after') return { kind, label: name }
  const payload = payloadOf(event, kind)
  const others = (options.siblings ?? []).filter((e) => e !== event).map((e) => payloadOf(e, kind))
  const summary = payload === undefined ? '' : distinguish(payload, others, SUMMARY_MAX)
  if (kind === 'done')
    return { kind, label: `${name} (${payload === undefined ? 'no output' : summary || 'empty output'})` }
  const detail = kind === 'error' ? (errorMessage(payload) ?? summary) : summary
  return { kind, label: detail ? `${name} (${detail})` : name }
}

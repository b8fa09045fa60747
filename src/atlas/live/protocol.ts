/*
 * Live inspection, sandbox builds only: the app's flow actors report each step on a BroadcastChannel, and
 * the atlas (another tab, or the panel on the screen itself) draws it. Messages are plain JSON (structured
 * clone), never actor objects. The app keeps its recent messages and replays them when an atlas says hello,
 * so an atlas opened after the flow started still sees the whole run. Whatever arrives on the channel is
 * decoded (`parseLiveMessage`) before the atlas reads it: another tab may run another build.
 */

import * as v from 'valibot'
import type { Json } from '../json-safe.ts'

export const LIVE_CHANNEL = 'bayad.atlas.live'

export interface LiveStart {
  kind: 'start'
  /**
   * `<tab id>/<xstate sessionId>` (`k3f9a1/x:4`), with `/2`… when React's strict mode restarts an actor in the
   * dev server: xstate counts `x:0, x:1…` afresh on every page load, so its own id is unique only in one tab.
   */
  sessionId: string
  /** The machine's id (`repayByCard`): the atlas draws that machine. */
  machineId: string
  /** Set for an actor a flow started itself (its parent's sessionId). */
  parentSessionId?: string
  /** Where the app was: `location.pathname + location.search`. */
  page: string
  /** Epoch ms. */
  at: number
}

/** One macrostep: the event that was processed and what the actor is now. */
export interface LiveStep {
  kind: 'step'
  sessionId: string
  machineId: string
  /** 0 for the initial snapshot, then 1, 2, … per processed event. */
  seq: number
  at: number
  /** `xstate.init` for seq 0. */
  event: { type: string; payload?: Json }
  /** The state value written out (`verifying.code`). */
  value: string
  /** Ids of every active state node. */
  states: string[]
  /** Keys (`transitionKey`) of the transitions this event took, in order (empty when it took none). */
  transitions: string[]
  status: 'active' | 'done' | 'error' | 'stopped'
  context: Json
}

export interface LiveStop {
  kind: 'stop'
  sessionId: string
  at: number
}

/** Sent by an atlas when it starts listening: every app tab answers by replaying what it kept. */
export interface LiveHello {
  kind: 'hello'
}

/**
 * The app's answer to a hello: what it kept, in order, in one message, so the atlas takes a whole replay in
 * one go (a channel delivers each message as a task of its own, and the atlas would draw after each).
 */
export interface LiveReplay {
  kind: 'replay'
  messages: (LiveStart | LiveStep | LiveStop)[]
}

export type LiveMessage = LiveStart | LiveStep | LiveStop | LiveHello | LiveReplay

const json: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.null(), v.boolean(), v.number(), v.string(), v.array(json), v.record(v.string(), json)]),
)
const epochMs = v.pipe(v.number(), v.finite())

const startSchema = v.object({
  kind: v.literal('start'),
  sessionId: v.string(),
  machineId: v.string(),
  parentSessionId: v.optional(v.string()),
  page: v.string(),
  at: epochMs,
})

const stepSchema = v.object({
  kind: v.literal('step'),
  sessionId: v.string(),
  machineId: v.string(),
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  at: epochMs,
  event: v.object({ type: v.string(), payload: v.optional(json) }),
  value: v.string(),
  states: v.array(v.string()),
  transitions: v.array(v.string()),
  status: v.picklist(['active', 'done', 'error', 'stopped']),
  context: json,
})

const stopSchema = v.object({ kind: v.literal('stop'), sessionId: v.string(), at: epochMs })

const runMessageSchema = v.variant('kind', [startSchema, stepSchema, stopSchema])

const messageSchema = v.variant('kind', [
  startSchema,
  stepSchema,
  stopSchema,
  v.object({ kind: v.literal('hello') }),
  v.object({ kind: v.literal('replay'), messages: v.array(v.unknown()) }),
])

/**
 * A message of the channel, checked field by field; undefined for anything else (garbage, a start without
 * its page, a step without its time). A replay keeps the messages inside it that pass, in order.
 */
export function parseLiveMessage(data: unknown): LiveMessage | undefined {
  const result = v.safeParse(messageSchema, data)
  if (!result.success) return undefined
  const message = result.output
  if (message.kind !== 'replay') return message
  const messages: LiveReplay['messages'] = []
  for (const item of message.messages) {
    const run = v.safeParse(runMessageSchema, item)
    if (run.success) messages.push(run.output)
  }
  return { kind: 'replay', messages }
}

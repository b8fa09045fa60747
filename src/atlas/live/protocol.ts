/*
 * Live inspection, sandbox builds only: the app's flow actors report each step on a BroadcastChannel, and
 * the atlas (another tab, or the panel on the screen itself) draws it. Messages are plain JSON (structured
 * clone), never actor objects. The app keeps its recent messages and replays them when an atlas says hello,
 * so an atlas opened after the flow started still sees the whole run.
 */

export const LIVE_CHANNEL = 'bayad.atlas.live'

/** JSON only: functions, actors and cycles are written as short strings by the publisher. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

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

export type LiveMessage = LiveStart | LiveStep | LiveStop | LiveHello

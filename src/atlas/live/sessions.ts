import { useSyncExternalStore } from 'react'
import { LIVE_CHANNEL, parseLiveMessage, type LiveMessage, type LiveStep } from './protocol.ts'

/*
 * What the atlas heard on the live channel, as runs (sessions) with their steps. One channel for the whole
 * atlas, open while any live view is shown; the runs stay when it closes (a later hello replays what the app
 * kept, and repeated steps are recognised by their seq), so moving between pages loses nothing. A tab left
 * open for a day stays small: the newest runs and the latest steps of each are kept (LIVE_LIMITS).
 */

export type LiveStatus = LiveStep['status']

export interface LiveSession {
  sessionId: string
  machineId: string
  parentSessionId?: string
  /** Where the app was when the run started; '' when its start was not heard. */
  page: string
  /** Epoch ms of the start (or of the first step heard). */
  startedAt: number
  /** By seq, each once; the latest `LIVE_LIMITS.steps` of the run. */
  steps: LiveStep[]
  status: LiveStatus
}

export interface LiveState {
  /** Newest first. */
  sessions: LiveSession[]
}

/** How much the atlas keeps: the newest runs (finished ones go first), and the latest steps of each. */
export const LIVE_LIMITS = { sessions: 50, steps: 500 }

let state: LiveState = { sessions: [] }
const listeners = new Set<() => void>()
let channel: BroadcastChannel | null = null
let notifying = false

/** Listeners hear once per task, however many messages it took in (a replay renders once). */
function publish(next: LiveState): void {
  state = next
  if (notifying) return
  notifying = true
  queueMicrotask(() => {
    notifying = false
    for (const listener of listeners) listener()
  })
}

function byNewest(a: LiveSession, b: LiveSession): number {
  return b.startedAt - a.startedAt || (a.sessionId < b.sessionId ? 1 : -1)
}

/** The runs over the limit, dropped: the oldest finished runs first, then the oldest running ones. */
function capped(sessions: LiveSession[]): LiveSession[] {
  let over = sessions.length - LIVE_LIMITS.sessions
  if (over <= 0) return sessions
  const dropped = new Set<LiveSession>()
  for (const finished of [true, false]) {
    for (let i = sessions.length - 1; i >= 0 && over > 0; i -= 1) {
      const session = sessions[i]
      if (session === undefined || (session.status !== 'active') !== finished) continue
      dropped.add(session)
      over -= 1
    }
  }
  return sessions.filter((session) => !dropped.has(session))
}

function upsert(
  sessions: LiveSession[],
  sessionId: string,
  change: (session: LiveSession | undefined) => LiveSession | undefined,
): LiveSession[] {
  const index = sessions.findIndex((s) => s.sessionId === sessionId)
  const current = sessions[index]
  const next = change(current)
  if (next === undefined || next === current) return sessions
  const placed = sessions.slice()
  if (current !== undefined && current.startedAt === next.startedAt) {
    placed[index] = next
    return placed
  }
  if (current !== undefined) placed.splice(index, 1)
  const at = placed.findIndex((s) => byNewest(next, s) < 0)
  placed.splice(at < 0 ? placed.length : at, 0, next)
  return current === undefined ? capped(placed) : placed
}

/**
 * The steps with `step` in its place by seq (steps arrive in order, so mostly at the end); the same steps
 * when its seq is there already or is older than every step kept of a full run.
 */
function withStep(steps: LiveStep[], step: LiveStep): LiveStep[] {
  const last = steps.at(-1)
  let at = steps.length
  if (last !== undefined && step.seq <= last.seq) {
    let low = 0
    let high = steps.length
    while (low < high) {
      const middle = (low + high) >> 1
      if ((steps[middle]?.seq ?? 0) < step.seq) low = middle + 1
      else high = middle
    }
    if (steps[low]?.seq === step.seq) return steps
    at = low
  }
  if (at === 0 && steps.length >= LIVE_LIMITS.steps) return steps
  const next = steps.slice()
  next.splice(at, 0, step)
  return next.length > LIVE_LIMITS.steps ? next.slice(next.length - LIVE_LIMITS.steps) : next
}

function take(sessions: LiveSession[], message: LiveMessage): LiveSession[] {
  switch (message.kind) {
    case 'start':
      return upsert(sessions, message.sessionId, (session) => {
        const base: LiveSession = session ?? {
          sessionId: message.sessionId,
          machineId: message.machineId,
          page: message.page,
          startedAt: message.at,
          steps: [],
          status: 'active',
        }
        const next: LiveSession = { ...base, machineId: message.machineId, page: message.page }
        next.startedAt = Math.min(base.startedAt, message.at)
        if (message.parentSessionId !== undefined) next.parentSessionId = message.parentSessionId
        return next
      })
    case 'step':
      return upsert(sessions, message.sessionId, (session) => {
        const base: LiveSession = session ?? {
          sessionId: message.sessionId,
          machineId: message.machineId,
          page: '',
          startedAt: message.at,
          steps: [],
          status: 'active',
        }
        const steps = withStep(base.steps, message)
        if (steps === base.steps) return session
        const latest = steps.at(-1) ?? message
        // A stop heard before a late step keeps the run stopped.
        const status = base.status === 'stopped' && latest.status === 'active' ? 'stopped' : latest.status
        return { ...base, steps, status, startedAt: Math.min(base.startedAt, message.at) }
      })
    case 'stop':
      return upsert(sessions, message.sessionId, (session) =>
        session === undefined || session.status !== 'active' ? session : { ...session, status: 'stopped' },
      )
    case 'replay':
      return message.messages.reduce(take, sessions)
    case 'hello':
      return sessions
  }
}

/** Takes one message of the channel into the runs (exported for tests and for a same-page publisher). */
export function receive(message: LiveMessage): void {
  const sessions = take(state.sessions, message)
  if (sessions !== state.sessions) publish({ sessions })
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (channel === null && typeof BroadcastChannel !== 'undefined') {
    const opened = new BroadcastChannel(LIVE_CHANNEL)
    opened.onmessage = (event: MessageEvent<unknown>) => {
      // Anything that is not a message of protocol.ts is dropped: the page never reads a missing field.
      const message = parseLiveMessage(event.data)
      if (message !== undefined) receive(message)
    }
    channel = opened
    opened.postMessage({ kind: 'hello' } satisfies LiveMessage)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && channel !== null) {
      channel.close()
      channel = null
    }
  }
}

const getState = (): LiveState => state

/** The runs heard so far, newest first; listening (and saying hello) while a component uses it. */
export function useLiveSessions(): LiveSession[] {
  return useSyncExternalStore(subscribe, getState, getState).sessions
}

/** The runs heard so far, newest first (for tests). */
export function liveSessions(): LiveSession[] {
  return state.sessions
}

/** For tests: forget every run. */
export function resetLiveSessions(): void {
  publish({ sessions: [] })
}

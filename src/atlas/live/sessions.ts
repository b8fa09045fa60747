import { useSyncExternalStore } from 'react'
import { LIVE_CHANNEL, type LiveMessage, type LiveStep } from './protocol.ts'

/*
 * What the atlas heard on the live channel, as runs (sessions) with their steps. One channel for the whole
 * atlas, open while any live view is shown; the runs stay when it closes (a later hello replays what the app
 * kept, and repeated steps are recognised by their seq), so moving between pages loses nothing.
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
  /** By seq, each once. */
  steps: LiveStep[]
  status: LiveStatus
}

export interface LiveState {
  /** Newest first. */
  sessions: LiveSession[]
}

let state: LiveState = { sessions: [] }
const listeners = new Set<() => void>()
let channel: BroadcastChannel | null = null

function publish(next: LiveState): void {
  state = next
  for (const listener of listeners) listener()
}

function byNewest(a: LiveSession, b: LiveSession): number {
  return b.startedAt - a.startedAt || (a.sessionId < b.sessionId ? 1 : -1)
}

function upsert(sessionId: string, change: (session: LiveSession | undefined) => LiveSession | undefined) {
  const current = state.sessions.find((s) => s.sessionId === sessionId)
  const next = change(current)
  if (next === undefined || next === current) return
  const others = state.sessions.filter((s) => s.sessionId !== sessionId)
  publish({ sessions: [...others, next].sort(byNewest) })
}

/** Takes one message of the channel into the runs (exported for tests and for a same-page publisher). */
export function receive(message: LiveMessage): void {
  switch (message.kind) {
    case 'start':
      upsert(message.sessionId, (session) => {
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
      return
    case 'step':
      upsert(message.sessionId, (session) => {
        const base: LiveSession = session ?? {
          sessionId: message.sessionId,
          machineId: message.machineId,
          page: '',
          startedAt: message.at,
          steps: [],
          status: 'active',
        }
        if (base.steps.some((step) => step.seq === message.seq)) return session
        const steps = [...base.steps, message].sort((a, b) => a.seq - b.seq)
        const latest = steps[steps.length - 1] ?? message
        // A stop heard before a late step keeps the run stopped.
        const status = base.status === 'stopped' && latest.status === 'active' ? 'stopped' : latest.status
        return { ...base, steps, status, startedAt: Math.min(base.startedAt, message.at) }
      })
      return
    case 'stop':
      upsert(message.sessionId, (session) =>
        session === undefined || session.status !== 'active' ? session : { ...session, status: 'stopped' },
      )
      return
    case 'hello':
      return
  }
}

function isMessage(data: unknown): data is LiveMessage {
  if (typeof data !== 'object' || data === null) return false
  const kind = (data as { kind?: unknown }).kind
  if (kind === 'hello') return true
  if (typeof (data as { sessionId?: unknown }).sessionId !== 'string') return false
  if (kind === 'stop') return true
  if (typeof (data as { machineId?: unknown }).machineId !== 'string') return false
  if (kind === 'start') return true
  const step = data as Partial<LiveStep>
  return (
    kind === 'step' &&
    typeof step.seq === 'number' &&
    typeof step.value === 'string' &&
    Array.isArray(step.states) &&
    Array.isArray(step.transitions) &&
    typeof step.event?.type === 'string'
  )
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (channel === null && typeof BroadcastChannel !== 'undefined') {
    const opened = new BroadcastChannel(LIVE_CHANNEL)
    opened.onmessage = (event: MessageEvent<unknown>) => {
      if (isMessage(event.data)) receive(event.data)
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

/** For tests: forget every run. */
export function resetLiveSessions(): void {
  publish({ sessions: [] })
}

import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate'
import { parseActorEvent } from '../../machine-graph/events.ts'
import { isStateMachine, transitionKey } from '../../machine-graph/graph.ts'
import { activeStates, snapshotValueText } from '../../machine-graph/value.ts'
import { toJson } from '../json-safe.ts'
import { LIVE_CHANNEL, type LiveMessage, type LiveReplay, type LiveStart, type LiveStep } from './protocol.ts'

/*
 * The app's side of live inspection (sandbox builds only, loaded on demand by src/app/compose.ts): turns
 * xstate's inspection events of the flow actors into the messages of protocol.ts and posts them.
 */

export interface LivePublisherOptions {
  /**
   * Opens the channel, once, on the first message: returns how to post, and calls `onHello` when an atlas
   * says hello there. Default: a BroadcastChannel named LIVE_CHANNEL.
   */
  open?: (onHello: () => void) => (message: LiveMessage) => void
  /** Epoch ms. */
  now?: () => number
  /** Where the app is now. */
  page?: () => string
  /**
   * Prefixed to xstate's sessionIds, which count from `x:0` again in every page load: the atlas hears
   * every tab and every reload, so its ids must not meet. Random unless a test sets it.
   */
  tabId?: string
  /** How many recent messages to keep for an atlas that opens later. */
  keep?: number
}

/** A timestamp and page taken when the event happened, for events handled after the publisher loaded. */
export interface Stamp {
  at: number
  page: string
}

export interface LivePublisher {
  inspect(event: InspectionEvent, stamp?: Stamp): void
}

/** What the publisher knows of one machine actor. */
interface Tracked {
  ref: AnyActorRef
  machineId: string
  page: string
  /** The published sessionId of the current run; undefined until it starts. */
  run?: string
  /** How many runs: React's strict mode (dev server) stops an actor and starts it again. */
  runs: number
  stopped: boolean
  /** Its last step went out before its snapshot event (see `@xstate.event`): skip that snapshot. */
  early: boolean
  seq: number
  /** The event of the macrostep in progress, and the keys of the transitions it took so far. */
  event?: AnyEventObject
  pending: string[]
  /**
   * Its snapshot as of the inspection events handled so far (the last microstep's or snapshot's): events
   * queued before the publisher loaded come late, when `getSnapshot()` may already be further on.
   */
  latest?: AnyMachineSnapshot
}

export function createLivePublisher(options: LivePublisherOptions = {}): LivePublisher {
  const {
    open = openBroadcastChannel,
    now = Date.now,
    page = () => window.location.pathname + window.location.search,
    tabId = Math.random().toString(36).slice(2, 8),
    keep = 500,
  } = options
  const tracked = new WeakMap<object, Tracked>()
  const kept: LiveReplay['messages'] = []
  /** Every start still needed by a kept message: a replay starts with it even when it fell out of `kept`. */
  const starts = new Map<string, LiveStart>()
  let post: ((message: LiveMessage) => void) | undefined

  /** What it kept, as one message: the starts of runs whose start fell out first, then the kept messages. */
  const replay = () => {
    const present = new Set<string>()
    const started = new Set<string>()
    for (const message of kept) {
      present.add(message.sessionId)
      if (message.kind === 'start') started.add(message.sessionId)
    }
    const messages: LiveReplay['messages'] = []
    for (const id of present) {
      const start = starts.get(id)
      if (!started.has(id) && start !== undefined) messages.push(start)
    }
    messages.push(...kept)
    if (messages.length > 0) post?.({ kind: 'replay', messages })
  }

  const send = (message: LiveReplay['messages'][number]) => {
    post ??= open(replay)
    kept.push(message)
    if (message.kind === 'start') starts.set(message.sessionId, message)
    if (kept.length > keep) {
      kept.splice(0, kept.length - keep)
      if (starts.size > keep) {
        const live = new Set(kept.map((m) => m.sessionId))
        for (const id of starts.keys()) if (!live.has(id)) starts.delete(id)
      }
    }
    post(message)
  }

  const begin = (actor: Tracked, at: number) => {
    actor.runs += 1
    actor.run = `${tabId}/${actor.ref.sessionId}${actor.runs > 1 ? `/${actor.runs}` : ''}`
    actor.stopped = false
    actor.early = false
    actor.seq = 0
    const start: LiveStart = {
      kind: 'start',
      sessionId: actor.run,
      machineId: actor.machineId,
      page: actor.page,
      at,
    }
    const parent = actor.ref._parent === undefined ? undefined : tracked.get(actor.ref._parent)
    if (parent?.run !== undefined) start.parentSessionId = parent.run
    send(start)
  }

  const step = (
    actor: Tracked,
    snapshot: AnyMachineSnapshot,
    event: AnyEventObject,
    at: number,
    status: LiveStep['status'] = snapshot.status,
  ) => {
    if (actor.run === undefined || actor.stopped) begin(actor, at)
    const run = actor.run ?? ''
    send({
      kind: 'step',
      sessionId: run,
      machineId: actor.machineId,
      seq: actor.seq,
      at,
      event: eventOf(event),
      value: snapshotValueText(snapshot),
      states: activeStates(snapshot),
      transitions: actor.pending,
      status,
      context: toJson(snapshot.context),
    })
    actor.seq += 1
    actor.pending = []
    delete actor.event
    if (status !== 'active') {
      actor.stopped = true
      send({ kind: 'stop', sessionId: run, at })
    }
  }

  return {
    inspect(event, stamp) {
      const at = stamp?.at ?? now()
      const ref = event.actorRef as AnyActorRef
      if (event.type === '@xstate.actor') {
        const machineId = machineIdOf(ref)
        if (machineId === undefined) return
        tracked.set(ref, {
          ref,
          machineId,
          page: stamp?.page ?? page(),
          runs: 0,
          stopped: false,
          early: false,
          seq: 0,
          pending: [],
        })
        return
      }
      switch (event.type) {
        case '@xstate.event': {
          // xstate tells a parent that its child finished before it reports the child's last snapshot, so
          // the parent's step would come first: the child's last step goes out now, from the snapshot its
          // last microstep reported. A child that errors takes no microstep: its last snapshot, in error.
          const source = event.sourceRef === undefined ? undefined : tracked.get(event.sourceRef)
          const outcome = parseActorEvent(event.event.type)?.outcome
          if (source !== undefined && !source.stopped && outcome !== undefined) {
            const snapshot = source.latest ?? (source.ref.getSnapshot() as AnyMachineSnapshot)
            const status =
              snapshot.status !== 'active' ? snapshot.status : outcome === 'error' ? 'error' : undefined
            if (status !== undefined) {
              step(source, snapshot, source.event ?? { type: '(unknown)' }, at, status)
              source.early = true
            }
          }
          // The actor starts (or starts again): its run begins before its children's, which it starts.
          const actor = tracked.get(ref)
          if (
            actor !== undefined &&
            event.event.type === 'xstate.init' &&
            (actor.run === undefined || actor.stopped)
          ) {
            begin(actor, at)
            actor.event ??= event.event
          }
          return
        }
        case '@xstate.microstep': {
          const actor = tracked.get(ref)
          if (actor === undefined) return
          actor.event ??= event.event
          actor.latest = event.snapshot as AnyMachineSnapshot
          for (const transition of event._transitions) actor.pending.push(transitionKey(transition))
          return
        }
        case '@xstate.snapshot': {
          const actor = tracked.get(ref)
          if (actor === undefined) return
          actor.latest = event.snapshot as AnyMachineSnapshot
          if (actor.early) actor.early = false
          else step(actor, event.snapshot as AnyMachineSnapshot, event.event, at)
          return
        }
        default:
          return
      }
    },
  }
}

function openBroadcastChannel(onHello: () => void): (message: LiveMessage) => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(LIVE_CHANNEL)
  // Node's channel keeps its process alive; a browser's has no unref.
  ;(channel as { unref?: () => void }).unref?.()
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data
    if (typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'hello') onHello()
  }
  return (message) => channel.postMessage(message)
}

/** The machine's id for a machine actor; undefined for promise, callback and other actors. */
function machineIdOf(ref: AnyActorRef): string | undefined {
  const logic = (ref as { logic?: unknown }).logic
  return isStateMachine(logic) ? logic.id : undefined
}

function eventOf(event: { type: string }): LiveStep['event'] {
  const { type, ...rest } = event
  return Object.keys(rest).length === 0 ? { type } : { type, payload: toJson(rest) }
}

import type { AnyEventObject, AnyMachineSnapshot, AnyStateNode } from 'xstate'

/*
 * Which events a machine in a given snapshot listens to, with the sample to send for each. The model-based
 * harness generates its paths from this (then keeps what `snapshot.can(event)` allows) and the atlas's
 * simulation offers the same list as buttons.
 */

export interface EventCandidates {
  /** Samples for the event types the active states handle; a type without a sample comes bare (`{ type }`). */
  events: AnyEventObject[]
  /** Invoke outcomes offered bare: `xstate.done.actor.*` / `xstate.error.actor.*` with no sample output/error. */
  bare: string[]
}

const matchesDescriptor = (type: string, descriptor: string): boolean =>
  descriptor === '*' || (descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1)))

/** Reads `snapshot._nodes` (xstate 5.33, pinned): the active state nodes and their own event descriptors. */
export function eventCandidates(
  snapshot: AnyMachineSnapshot,
  samples: readonly AnyEventObject[],
): EventCandidates {
  const bare: string[] = []
  const descriptors = [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((n) => n.ownEvents))]
  const events = descriptors.flatMap((descriptor): AnyEventObject[] => {
    if (descriptor.startsWith('xstate.done.state.')) return [] // raised internally, never sent
    const matching = samples.filter((e) => e.type === descriptor || matchesDescriptor(e.type, descriptor))
    if (matching.length) return matching
    if (descriptor.includes('*')) return []
    if (parseActorEvent(descriptor) !== undefined) bare.push(descriptor)
    return [{ type: descriptor }]
  })
  return { events, bare }
}

const AFTER_PREFIX = 'xstate.after.'

/**
 * The delay and the state of a delayed event, `xstate.after.<delay>.<state id>` (the format of xstate's
 * `createAfterEvent`, 5.33 pinned): `xstate.after.SMS_RESEND_MS.repayByCard.verifying.code` →
 * `{ delay: 'SMS_RESEND_MS', stateId: 'repayByCard.verifying.code' }`. The delay is everything up to the first
 * dot after the prefix (a delay's name or a whole number of ms; state ids have dots, delays do not). Undefined
 * for any other event type.
 */
export function parseAfterEvent(type: string): { delay: string; stateId: string } | undefined {
  if (!type.startsWith(AFTER_PREFIX)) return undefined
  const rest = type.slice(AFTER_PREFIX.length)
  const dot = rest.indexOf('.')
  if (dot <= 0 || dot === rest.length - 1) return undefined
  return { delay: rest.slice(0, dot), stateId: rest.slice(dot + 1) }
}

/**
 * The outcome and the invoke of an invoked actor's event, `xstate.done.actor.<invoke id>` or
 * `xstate.error.actor.<invoke id>` (xstate 5.33, pinned): `xstate.done.actor.commit` →
 * `{ outcome: 'done', invokeId: 'commit' }`. Undefined for any other event type.
 */
export function parseActorEvent(type: string): { outcome: 'done' | 'error'; invokeId: string } | undefined {
  for (const outcome of ['done', 'error'] as const) {
    const prefix = `xstate.${outcome}.actor.`
    if (type.startsWith(prefix)) return { outcome, invokeId: type.slice(prefix.length) }
  }
  return undefined
}

import { createActor } from 'xstate'
import type {
  ActorScope,
  AnyActorRef,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyTransitionDefinition,
  ExecutableActionObject,
  InspectionEvent,
} from 'xstate'
import { transitionKey } from './graph.ts'

/*
 * One step of a machine with its pure transition function, and what the step did: the transitions it took
 * (the event's own, then the eventless and raised ones of the same macrostep) and the actions it asked for.
 * xstate tells the transitions only in `@xstate.microstep` inspection events, and the scope its `transition()`
 * builds is not inspected: the step runs in an inert scope of our own whose system is (an actor that is never
 * started lends its system and its ref; actions are recorded, never executed, so no invoked actor starts and
 * no timer is set). The model-based harness records the steps of its paths with it, the atlas's simulation
 * steps with it. Reads the microsteps' `_transitions` (xstate 5.33, pinned).
 */

export interface TakenStep {
  /** The snapshot after the step. */
  snapshot: AnyMachineSnapshot
  /** `transitionKey`s of the transitions taken, in the order taken. */
  transitions: string[]
  /** The actions the step asked for, in order: the machine's own and xstate's (`xstate.spawnChild`, `xstate.raise`…). */
  actions: ExecutableActionObject[]
}

/** A scope whose system reports microsteps into `recording`, and whose action executor records too. */
function inspectedScope(
  machine: AnyStateMachine,
  input: unknown,
  recording: Omit<TakenStep, 'snapshot'>,
): ActorScope<AnyMachineSnapshot, AnyEventObject> {
  let ready = false
  // Creating the actor evaluates its initial state once (reporting it, hence `ready`), which may fail quietly:
  // that snapshot is not used. One actor per step: steps share no system, so none can see another's children.
  const self: AnyActorRef = createActor(machine, {
    ...(input === undefined ? {} : { input }),
    inspect: (event: InspectionEvent) => {
      if (!ready || event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return
      const taken = (event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? []
      for (const t of taken) recording.transitions.push(transitionKey(t))
    },
  })
  ready = true
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    defer: () => {},
    logger: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: ExecutableActionObject) => {
      recording.actions.push(action)
    },
  } as unknown as ActorScope<AnyMachineSnapshot, AnyEventObject>
}

/**
 * The machine's start (`snapshot` undefined: its initial state for `input`; `event` is not read) or the step
 * `event` takes it to from `snapshot`, with the transitions taken and the actions asked for. Throws what the
 * machine throws (a guard, an assignment, a context factory).
 */
export function stepWithTransitions(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot | undefined,
  event: AnyEventObject,
  input?: unknown,
): TakenStep {
  const recording: Omit<TakenStep, 'snapshot'> = { transitions: [], actions: [] }
  const scope = inspectedScope(machine, input, recording)
  const next = (
    snapshot === undefined
      ? machine.getInitialSnapshot(scope, input)
      : machine.transition(snapshot, event, scope)
  ) as AnyMachineSnapshot
  return { snapshot: next, ...recording }
}

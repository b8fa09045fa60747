// @chunk xstate
import { useActorRef } from '@xstate/react'
import type {
  Actor,
  ActorOptions,
  AnyStateMachine,
  InspectionEvent,
  IsNotNever,
  RequiredActorOptionsKeys,
} from 'xstate'
import { useServices } from './services.tsx'

/** useActorRef's options for a machine: required when the machine requires input. */
type FlowOptions<TMachine extends AnyStateMachine> =
  IsNotNever<RequiredActorOptionsKeys<TMachine>> extends true
    ? [options: ActorOptions<TMachine> & { [K in RequiredActorOptionsKeys<TMachine>]: unknown }]
    : [options?: ActorOptions<TMachine>]

type Inspect = NonNullable<ActorOptions<AnyStateMachine>['inspect']>

/** Both inspectors see every event, the caller's first; either may be a function or an observer. */
function bothInspect(own: Inspect, services: (event: InspectionEvent) => void): Inspect {
  return (event: InspectionEvent) => {
    if (typeof own === 'function') own(event)
    else own.next?.(event)
    services(event)
  }
}

/**
 * A screen's flow actor: useActorRef with the services' inspection, so a sandbox build publishes its
 * steps to the atlas's live view (and children it invokes, through its system). A caller's own `inspect`
 * (a model test's) keeps working next to it. Without the services' `inspect` (production, most tests) it is
 * useActorRef as is.
 */
export function useFlowActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  ...[options]: FlowOptions<TMachine>
): Actor<TMachine> {
  const { inspect } = useServices()
  // Written out so a VITE_SANDBOX=off build (never an inspector) keeps none of this: useActorRef as is.
  const withInspect: ActorOptions<TMachine> | undefined =
    import.meta.env.VITE_SANDBOX === 'off' || inspect === undefined
      ? options
      : {
          ...options,
          inspect: options?.inspect === undefined ? inspect : bothInspect(options.inspect, inspect),
        }
  return (useActorRef as (logic: TMachine, options?: ActorOptions<TMachine>) => Actor<TMachine>)(
    machine,
    withInspect,
  )
}
